"""One position, one set of values, one verdict: the hint given at a decision, the review of the
finished deal and the analysis board opened from that step read the values the coach kept there
and say the same best move, the same label for each move and, where another move shows more
wins than the best, the same reason why."""

import random

import pytest
from conftest import examples

from brisca.core.view import observe
from brisca.teach.lessons.analysis import Position, analyse, kept_at, position_of
from brisca.teach.table.access import Caller
from brisca.teach.table.decisions import PracticeError
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
            evals, why, game = hint(game)
            hints[len(game.record.moves)] = evals, why
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
            evals, why = hints[decision.ply]
            position = position_of(observe(game.states[decision.ply], seat))
            kept = kept_at(game, game.deal_index, decision.ply, position, Caller())
            assert kept is not None
            board = analyse(Position.parse(position.code), kept=kept)
            best = evals[0].move
            assert board.moves[0].move == best, (rules, deal, decision.ply)
            labels = {e.move: e.label for e in evals}
            assert {m.move: m.label for m in board.moves} == labels
            assert decision.label == labels[decision.move]
            # why the best is the best where another move shows more wins: said alike
            ranked = [(r.code, r.facts) for r in why if r.code.startswith("coach_ranking")]
            assert ranked == ([] if board.ranking is None else [(board.ranking.code, board.ranking.facts)])
            preferred = steps[decision.ply + 1].preferred
            if decision.label != "best":
                assert preferred[0].first == best == decision.best
            agreed += 1
    assert agreed >= 4


def test_a_link_that_names_another_step_reads_no_kept_values():
    game, _ = _finished("000", 7)
    decision = game.decisions[0]
    seat = game.deal_seat(game.learner)
    here = position_of(observe(game.states[decision.ply], seat))
    anyone = Caller()  # the game is filed under no learner: anyone's
    assert kept_at(game, 0, decision.ply, here, anyone) is not None
    other = next(d for d in game.decisions[1:])
    assert kept_at(game, 0, other.ply, here, anyone) is None  # another position's note is not this one's
    with pytest.raises(PracticeError, match="no_such_deal"):
        kept_at(game, 3, decision.ply, here, anyone)
    assert kept_at(game, 0, 10_000, here, anyone) is None


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
    kept = analyse(position, kept=kept_at(flow.load(game.id), 0, decision.ply, position, Caller()))
    assert grid(board) == html_grid(moves_grid(kept, "en"), stack=True)
    assert next(m.label for m in kept.moves if m.move == decision.move) == decision.label
    lost = open_page("pages/analysis.py", "es", pos=link["pos"][0], game="x" * 24, deal="0", ply=str(decision.ply))
    assert [w.value for w in lost.warning] == [t("analysis-kept_unread", "es")]
    assert t("analysis-col-move", "es") in grid(lost)


# -- the one rule of who may see a game, asked before a link's step is read --------------------


def _hinted(game, decisions: int):
    """``game`` (saved) played on with a hint at each of the learner's decisions, ``decisions``
    of them (its notes kept there), a card at random after each."""
    from brisca.teach.table import flow

    rng = random.Random(game.settings.deal)
    asked = 0
    while not game.over and asked < decisions:
        if game.learner_to_move and len(game.view.legal) > 1:
            _, _, game = hint(game)
            game = flow.commit(flow.load(game.id), game)
            asked += 1
        game = flow.commit(game, play(game, rng.choice(game.view.legal)))
    return game


def _link_of(game):
    """The position, deal and move of the learner's first decision: what a review step's link
    carries (its position, the one the learner saw)."""
    decision = game.decisions[0]
    return position_of(observe(game.states[decision.ply], game.deal_seat(game.learner))), decision.ply


def test_the_board_reads_no_note_of_a_game_the_rule_does_not_let_the_caller_see(tmp_path, monkeypatch):
    """A link from a review step names a game, a deal and a move; the coach's note there (the
    values, the labels, and through the position it is matched against, the learner's hand) is
    read only for a practice game the caller may play and a deal that is over
    (``access.kept_deal``): another learner's game, a deal still played and a friends' table
    are refused before anything of them is looked at."""
    from test_access import _table, _to_the_end

    from brisca.teach.table import flow, storage
    from brisca.teach.table.access import FriendsError

    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))
    owner, other = storage.new_learner(), storage.new_learner()
    playing = _hinted(flow.start(Settings(rules="000", deal=5)), 2)
    assert not playing.over and playing.decisions
    here, ply = _link_of(playing)
    with pytest.raises(PracticeError, match="deal_not_over"):  # its notes would tell the deal's hints
        kept_at(playing, 0, ply, here, Caller())
    done = _hinted(flow.start(Settings(rules="000", deal=6)), 1)
    while not done.over:
        done = flow.commit(done, play(done, done.view.legal[0]))
    here, ply = _link_of(done)
    assert kept_at(done, 0, ply, here, Caller()) is not None  # filed under none: anyone's
    storage.claim(done.id, owner)
    assert kept_at(done, 0, ply, here, Caller(learner=owner)) is not None
    for stranger in (Caller(), Caller(learner=other)):
        with pytest.raises(PracticeError, match="not_yours"):
            kept_at(done, 0, ply, here, stranger)
    table = _to_the_end(_table())
    for caller in (Caller(), Caller(learner=owner), Caller(token=table.seats[0].token)):
        with pytest.raises(FriendsError, match="friends_table"):
            kept_at(table, 0, 0, here, caller)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_link_to_a_game_the_browser_may_not_see_opens_with_the_coach_s_own_values_and_says_why(
        lang, tmp_path, monkeypatch):
    """The analysis board opened by a link naming another learner's game, or a deal still being
    played: the refusal said in the learner's language, and the grid the coach's own values of
    the position typed in the link, not the values kept in that game. The review of another
    learner's game, seen from its link, links the board to the position alone."""
    from conftest import open_page
    from test_analysis_page import analysis_link, grid

    from brisca.teach.table import flow, storage
    from brisca.ui.analysis_view import moves_grid
    from brisca.ui.grids import html_grid

    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))
    theirs = _hinted(flow.start(Settings(rules="000", deal=6)), 1)
    while not theirs.over:
        theirs = flow.commit(theirs, play(theirs, theirs.view.legal[0]))
    storage.claim(theirs.id, storage.new_learner())
    playing = _hinted(flow.start(Settings(rules="000", deal=5)), 2)
    here, ply = _link_of(theirs)  # their review is seen from here: its link carries the position alone
    link = analysis_link(open_page("pages/practice.py", lang, game=theirs.id, step=str(ply + 1)), lang)
    assert link["pos"] == [here.code] and not {"game", "deal", "ply"} & set(link)
    for game, why in ((theirs, "not_yours"), (playing, "deal_not_over")):
        here, ply = _link_of(game)
        board = open_page("pages/analysis.py", lang, pos=here.code, game=game.id, deal="0", ply=str(ply))
        assert [w.value for w in board.warning] == [t("analysis-kept_refused", lang, why=why)]
        assert not board.error and not board.exception
        assert grid(board) == html_grid(moves_grid(analyse(Position.parse(here.code)), lang), stack=True)
    tampered = open_page("pages/analysis.py", lang, pos=here.code, game=playing.id, deal="-1", ply="x")
    assert [w.value for w in tampered.warning] == [t("analysis-kept_unread", lang)]
