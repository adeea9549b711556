"""One position, one set of values, one verdict: the hint given at a decision, the review of the
finished deal and the analysis board opened from that step read the values the coach kept there
and say the same best move and the same label for each move."""

import random

import pytest
from conftest import examples

from brisca.core.view import observe
from brisca.teach.coach.lines import decision_of
from brisca.teach.lessons.analysis import Position, analyse, kept_at, position_of
from brisca.teach.table.flow import Settings, hint, new_game, play
from brisca.teach.table.review import review_scenes
from brisca.text import t


def _finished(rules: str, deal: int):
    """A practice deal played to its end with the coach on: at each decision of the learner a
    hint first (its evaluations kept by move number), then a move at random (a criticism now
    and then)."""
    game = new_game("a" * 24, Settings(rules=rules, deal=deal))
    rng = random.Random(deal)
    hints = {}
    while not game.over:
        view = game.view
        if len(view.legal) > 1:
            evals, _, game = hint(game)
            hints[len(game.record.moves)] = evals
        game = play(game, rng.choice(view.legal))
    return game, hints


@pytest.mark.parametrize("rules", ["000", "000-three", "000-pairs", "001"])
def test_the_hint_the_review_and_the_analysis_board_agree_on_a_finished_deal(rules):
    agreed = 0
    for deal in range(examples(20) // 5):
        game, hints = _finished(rules, 40 + deal)
        steps = review_scenes(game)
        seat = game.deal_seat(game.learner)
        for decision in game.decisions:
            evals = hints[decision.ply]
            position = position_of(observe(game.states[decision.ply], seat))
            kept = kept_at(game, game.deal_index, decision.ply, position)
            assert kept is not None
            board = analyse(Position.parse(position.code), kept=kept)
            best = evals[0].move
            assert board.moves[0].move == best, (rules, deal, decision.ply)
            labels = {e.move: e.label for e in evals}
            assert {m.move: m.label for m in board.moves} == labels
            assert decision.label == labels[decision.move]
            preferred = steps[decision.ply + 1].preferred
            if decision.label != "best":
                assert decision_of(preferred[0]) == best == decision.best
            agreed += 1
    assert agreed >= 4


def test_a_link_that_names_another_step_reads_no_kept_values():
    game, _ = _finished("000", 7)
    decision = game.decisions[0]
    seat = game.deal_seat(game.learner)
    here = position_of(observe(game.states[decision.ply], seat))
    assert kept_at(game, 0, decision.ply, here) is not None
    other = next(d for d in game.decisions[1:])
    assert kept_at(game, 0, other.ply, here) is None  # another position's note is not this one's
    assert kept_at(game, 3, decision.ply, here) is None  # no such deal
    assert kept_at(game, 0, 10_000, here) is None


def test_the_board_opened_from_a_review_step_shows_the_values_kept_there(tmp_path, monkeypatch):
    """The review's link carries the game and the step; the board reads the coach's note of that
    step: its grid is the one ``analyse`` gives on the kept values, the review's verdict's label
    for the move played. A link naming a game that is not there is told, and the coach's own
    values are shown."""
    from conftest import open_page
    from test_analysis_page import analysis_link, grid

    from brisca.teach.table import flow
    from brisca.ui.analysis_view import moves_grid
    from brisca.ui.grids import html_grid

    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))
    game = flow.start(Settings(rules="000", deal=31))
    rng = random.Random(31)
    while not game.over:
        game = flow.commit(game, play(game, rng.choice(game.view.legal)))
    decision = next(d for d in game.decisions if d.label != "best")
    at = open_page("pages/practice.py", "en", game=game.id, step=str(decision.ply + 1))
    link = analysis_link(at, "en")
    assert (link["game"], link["deal"], link["ply"]) == ([game.id], ["0"], [str(decision.ply)])
    board = open_page("pages/analysis.py", "en", pos=link["pos"][0], game=game.id, deal="0", ply=str(decision.ply))
    assert not board.warning and not board.error
    position = Position.parse(link["pos"][0])
    kept = analyse(position, kept=kept_at(flow.load(game.id), 0, decision.ply, position))
    assert grid(board) == html_grid(moves_grid(kept, "en"), stack=True)
    assert next(m.label for m in kept.moves if m.move == decision.move) == decision.label
    lost = open_page("pages/analysis.py", "es", pos=link["pos"][0], game="x" * 24, deal="0", ply=str(decision.ply))
    assert [w.value for w in lost.warning] == [t("analysis-kept_unread", "es")]
    assert t("analysis-col-move", "es") in grid(lost)
