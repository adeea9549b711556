"""One move type with one text form: every move the coach and the look-ahead weigh at every
table (an action, or a line of a turn) round-trips through its code, and through what the kept
values and the saved decisions store of it."""

from __future__ import annotations

import json

import pytest
from conftest import examples, random_position
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots.search import MoveValues
from brisca.core.action import Action, ActionError, Move
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.state import OVER, current_player, legal_actions, step
from brisca.core.trick import Reason
from brisca.core.view import observe
from brisca.teach.coach.estimate import MAX_MOVES, Estimate
from brisca.teach.coach.verdicts import lines_of
from brisca.teach.table.decisions import facts_from_json, facts_to_json
from brisca.text import LANGS, doing


def _moves(preset: str, seed: int, plies: int) -> tuple[Move, ...]:
    """Every move of a random position of ``preset``: each legal action alone, and the lines the
    coach prices there (the rulebook's turns)."""
    s = random_position(preset, seed, plies)
    if s.phase == OVER:
        return ()
    view = observe(s, current_player(s))
    return (*map(Move.of, view.legal), *lines_of(view))


@settings(max_examples=examples(2000), deadline=None)
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**6), plies=st.integers(0, 60))
def test_every_move_of_every_table_round_trips_through_its_code(preset, seed, plies):
    for move in _moves(preset, seed, plies):
        assert Move.parse(move.code) == move, move.code
        assert all(Action.parse(a.code) is a for a in move.actions)
        assert hash(Move.parse(move.code)) == hash(move)


@settings(max_examples=examples(600), deadline=None)
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**6), plies=st.integers(0, 60))
def test_the_values_kept_and_the_decisions_saved_read_back_the_same_moves(preset, seed, plies):
    """What a note keeps of the values (``Estimate.to_json``) and what a decision saves of its
    reasons' moves (``facts_to_json``) read back as the moves written, lines included."""
    moves = _moves(preset, seed, plies)
    if not moves:
        return
    moves = tuple(dict.fromkeys(moves))[:MAX_MOVES]  # a note keeps so many at most
    values = Estimate.of([MoveValues(m, (k, -k), False) for k, m in enumerate(moves)])
    assert Estimate.from_json(json.loads(json.dumps(values.to_json()))).moves == moves
    for played, better in zip(moves, moves[1:], strict=False):
        facts = {"played": played, "better": better, "lost": 1.5}
        saved = json.loads(json.dumps(facts_to_json(Reason("coach_cost", facts).facts)))
        assert facts_from_json(saved) == facts


def _rulebook_turn():
    """A view of a seat that may exchange on its turn and then play (001)."""
    for seed in range(200):
        s = deal("001", seed).start()
        while s.phase != OVER:
            view = observe(s, current_player(s))
            if any(a.kind == "exchange" for a in view.legal):
                return view
            s = step(s, next(a for a in legal_actions(s) if a.is_play))
    raise AssertionError("no exchange on a turn found")


def test_a_line_of_one_play_is_not_the_play_alone():
    """Not exchanging and playing the ace (a turn's line) is another move than playing the ace,
    said otherwise and written otherwise, and each reads back as itself."""
    view = _rulebook_turn()
    lines = lines_of(view)
    kept = next(m for m in lines if len(m.actions) == 1)
    alone = Move.of(kept.first)
    assert kept != alone and kept.code == alone.code + "+" and Move.parse(kept.code) == kept
    assert Move.parse(alone.code) == alone
    for lang in LANGS:
        assert doing(kept, lang) != doing(alone, lang)
    swap = next(m for m in lines if len(m.actions) == 2)
    assert swap.code == f"{swap.first.code}+{swap.actions[1].code}" and Move.parse(swap.code) == swap


def test_a_line_saved_as_its_actions_one_by_one_reads_back_as_that_line():
    """Decisions saved before a move had one text kept a line as a list of its actions."""
    view = _rulebook_turn()
    for line in lines_of(view):
        saved = {"played": [{"$move": a.code} for a in line.actions], "lost": 2}
        assert facts_from_json(saved) == {"played": line, "lost": 2}
    assert facts_from_json({"played": {"$move": "1O"}}) == {"played": Move.of(Action.parse("1O"))}


@pytest.mark.parametrize("text", ["", "+", "1O++", "+1O", "1O+1O+", "1O+x", "1O+1O+1O+1O+1O", "skip:1O"])
def test_text_that_is_no_move_is_refused(text):
    with pytest.raises(ActionError):
        Move.parse(text)


@settings(max_examples=examples(3000), deadline=None)
@given(st.text(alphabet=st.sampled_from("+1234567OCEBexchang:skipsqlr x7"), max_size=30) | st.text(max_size=200)
       | st.integers() | st.none())
def test_any_text_is_a_move_whose_code_reads_back_or_an_error(text):
    try:
        move = Move.parse(text)
    except ActionError:
        return
    assert Move.parse(move.code) == move and 1 <= len(move.actions) <= 4
