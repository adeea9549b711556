"""``hint`` at every table: the coach's values for the seat's side, in both languages."""

import io
import json
import random
import sys

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.cli import main
from brisca.core.record import deal
from brisca.core.settle import returns
from brisca.core.state import OVER, current_player, legal_actions, side_points, step

TABLES = ["000-three", "000-pairs", "004-pairs", "003-six"]


def hint(record, capsys, monkeypatch, *flags):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(record.dumps().encode()), encoding="utf-8"))
    code = main(["hint", "-", "--seed", "3", *flags])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out) if "--json" in flags else out


def played(name: str, seed: int, left: int):
    """The deal ``seed`` played at random until ``left`` cards are still in the hands."""
    record = deal(name, seed)
    s, moves, rng = record.start(), [], random.Random(seed)
    while s.phase != OVER and sum(map(len, s.hands)) > left:
        moves.append(rng.choice(legal_actions(s)))
        s = step(s, moves[-1])
    return record.with_moves(moves), s


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(TABLES), seed=st.integers(0, 10**6))
def test_the_last_card_s_values_are_the_side_s_exact_margin_and_result(name, seed, capsys, monkeypatch):
    """With one card left in all the hands nothing is hidden: the hint's margin is the side's
    points less the best other side's, and its win chance the deal's score for that side."""
    record, s = played(name, seed, 1)
    seat = current_player(s)
    data = hint(record, capsys, monkeypatch, "--json")
    (move,) = data["moves"]
    final = step(s, legal_actions(s)[0])
    margin, score = returns(final, seat)
    assert (move["margin"], move["win"], move["stderr"]) == (margin, score, 0)
    sides = side_points(final)
    mine = s.rules.side_of(seat)
    assert margin == sides[mine] - max(p for i, p in enumerate(sides) if i != mine)
    assert (data["seat"], data["side"], data["players"]) == (seat, mine, s.rules.players)


@pytest.mark.parametrize("name", TABLES)
@pytest.mark.parametrize("left", [30, 9])
def test_every_legal_move_is_valued_for_the_side(name, left, capsys, monkeypatch):
    record, s = played(name, 7 + left, left)
    seat = current_player(s)
    data = hint(record, capsys, monkeypatch, "--json")
    assert sorted(m["move"] for m in data["moves"]) == sorted(a.code for a in legal_actions(s))
    for move in data["moves"]:
        assert -120 <= move["margin"] <= 120 and 0 <= move["win"] <= 1 and move["label"]
    assert data["side"] == s.rules.side_of(seat)
    # the best first, then by what the table counts, then by the points
    rest = [(m["worth"], m["margin"]) for m in data["moves"][1:]]
    assert rest == sorted(rest, reverse=True) and data["moves"][0]["label"] in ("best",)


@pytest.mark.parametrize("name, en, es", [
    ("000-three", "ahead of the better of the other two", "por delante del mejor de los otros dos"),
    ("000-pairs", "ahead of the other pair their pair", "por delante de la otra pareja acabaría su pareja"),
    ("003-six", "ahead of the other team their team", "por delante del otro equipo acabaría su equipo"),
    ("000", "ahead of the other player", "por delante del otro jugador"),
])
def test_the_text_says_whose_margin_it_is(name, en, es, capsys, monkeypatch):
    record, s = played(name, 5, 20)
    said = {lang: hint(record, capsys, monkeypatch, "--lang", lang) for lang in ("en", "es")}
    assert f"Player {current_player(s) + 1} to move." in said["en"] and en in said["en"]
    assert f"Juega el jugador {current_player(s) + 1}." in said["es"] and es in said["es"]
    why = hint(record, capsys, monkeypatch, "--json")["why"]  # then why the best move beats the next
    assert len(said["en"].splitlines()) == 2 + len(legal_actions(s)) + len(why) and why
