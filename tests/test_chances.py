"""The review's chance to win, step by step (``teach.table.chances``), over coached practice
games the learner plays at random: at every table, a match's later deal, a deal with signals,
a branch tried from a decision and a line taken back; each point checked against the coach's
own verdicts and the engine's count."""

import random
from fractions import Fraction

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.bots.determinize import Worlds
from brisca.core.settle import returns
from brisca.core.view import observe
from brisca.teach.coach.notes import position_key
from brisca.teach.table import flow
from brisca.teach.table.chances import GOOD_LABELS, KINDS, chances
from brisca.teach.table.flow import Settings, from_position, new_game, next_deal, play, take_back
from brisca.teach.table.review import step_of

TABLES = ("000", "000-three", "000-pairs", "003-six", "001", "004", "003-pairs-signals")


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def finish(game, rng: random.Random, sign: bool = False):
    """The deal played to its end, the learner's moves at random (a sign first, when ``sign``
    and one may be made)."""
    while not game.over:
        view = game.view
        game = play(game, view.signs[0] if sign and view.signs else rng.choice(view.legal))
    return game


def coached(rules: str, number: int):
    return new_game("c" * 24, Settings(level="easy", rules=rules, coaching=True, deal=number))


def check(game) -> None:
    """Everything a deal's chance points must be, against the coach's verdicts and the engine."""
    made = chances(game)
    steps = [p.step for p in made.points]
    assert steps == sorted(set(steps)) and all(0 <= s <= len(game.record.moves) for s in steps)
    assert all(0 <= p.chance <= 1 and p.kind in KINDS for p in made.points)
    at = {p.step: p for p in made.points}
    for d in game.decisions:  # every decision's move is on the step that shows it, its own value there
        note = game.notes[position_key(game.record.moves[:d.ply], game.deal_index)]
        shown, before = at[step_of(d)], at[d.ply]
        assert shown.decision == d and before.kind == "position"
        assert before.chance == pytest.approx(note.values.win(note.values.best()))
        if shown.kind == "move":  # the drop from the position is the win the coach said the move lost
            assert max(0.0, before.chance - shown.chance) == pytest.approx(d.win_lost, abs=6e-4)
        view = observe(game.states[d.ply], game.learner)
        if before.exact and Worlds(view).count() == 1:  # every card known: won, lost or a tie's share
            assert before.chance == 0 or Fraction(before.chance).limit_denominator(6).numerator == 1
    assert [p.decision for p in made.marks] == [d for d in game.decisions if d.label not in GOOD_LABELS]
    assert made.unplaced == ()
    last = made.points[-1]
    assert last.step == len(game.record.moves) and last.kind == "result" and last.exact
    assert last.chance == returns(game.state, game.learner)[1]


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.sampled_from(TABLES), number=st.integers(0, 10**6), seed=st.integers(0, 99))
def test_the_chance_follows_the_coachs_values_and_ends_at_the_result(rules, number, seed):
    rng = random.Random(seed)
    check(finish(coached(rules, number), rng, sign=rules.endswith("signals")))


def test_a_deal_with_signals_made_has_its_points_on_the_moves_not_the_signs():
    game = finish(coached("003-pairs-signals", 7), random.Random(0), sign=True)
    assert any(m.kind == "signal" for m in game.record.moves)
    check(game)
    signs = {k + 1 for k, m in enumerate(game.record.moves) if m.kind == "signal"}
    assert not signs & {p.step for p in chances(game).marks}


def test_a_matchs_earlier_deal_keeps_its_points_once_the_next_is_dealt():
    """The coach's notes were dropped with each new deal: an earlier deal's review had no values."""
    rng = random.Random(3)
    game = finish(coached("003-five-to-win", 11), rng)
    first = chances(game)
    game = finish(next_deal(game), rng)
    check(game)
    assert game.deal_index == 1 and chances(game.deal_game(0)) == first
    check(game.deal_game(0))


def test_a_line_taken_back_leaves_no_point_and_a_branch_keeps_the_points_before_it():
    rng = random.Random(5)
    game = coached("000", 21)
    while len(game.decisions) < 4:
        game = play(game, rng.choice(game.view.legal))
    kept = game.decisions[:3]
    game = take_back(game)
    assert game.decisions == kept
    game = finish(game, rng)
    check(game)
    branch = finish(from_position(game, kept[-1].ply, "b" * 24), rng)
    check(branch)
    assert [p for p in chances(branch).points if p.step <= kept[-1].ply] == \
        [p for p in chances(game).points if p.step <= kept[-1].ply]


def test_a_decision_without_its_note_is_counted_unplaced_and_not_drawn():
    game = finish(coached("000", 21), random.Random(1))
    wrong = next(d for d in game.decisions if d.label not in GOOD_LABELS)
    key = position_key(game.record.moves[:wrong.ply], game.deal_index)
    bare = game.changed(notes={k: v for k, v in game.notes.items() if k != key})
    made = chances(bare)
    assert made.unplaced == (wrong,) and wrong not in [p.decision for p in made.points]
    assert made.mark_at(step_of(wrong)) is None


def test_a_resigned_deal_has_no_result_point_and_marks_stay_found_by_step():
    game = coached("000", 4)
    rng = random.Random(2)
    while len(game.decisions) < 6:
        game = play(game, rng.choice(game.view.legal))
    game = flow.resign(game)
    made = chances(game)
    assert all(p.kind != "result" for p in made.points)
    for p in made.marks:
        assert made.mark_at(p.step) == p
    assert made.mark_at("3") is None and made.mark_at(True) is None and made.mark_at(-1) is None
