"""Practice at every table of the sources: the learner's seat and the bots' come from one
model of seats, the board names each seat by what it is to the learner, shows nothing the
learner cannot see, brings the others' cards one after another and tells the end by sides."""

import json

import pytest
from conftest import examples, hidden_from_learner
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.core.rules import PRESETS
from brisca.teach.table import flow
from brisca.teach.table.flow import PRACTICE_PRESETS, Settings, new_game, play
from brisca.teach.table.seat_board import result_text, seat_board, seat_names
from brisca.teach.table.seats import Seat, bots_of, people, practice_seats, seats_from_json
from brisca.text import card_name

TABLES = ["000-three", "001-three", "000-pairs", "003-six", "003-cubierta"]


def test_every_preset_can_be_practised():
    # but five players (``rest="rotate"``): the table does not seat a resting seat yet
    assert set(PRACTICE_PRESETS) == {name for name, rules in PRESETS.items()
                                     if rules.rest == "none" and rules.auction == "none"}


@pytest.mark.parametrize("name", TABLES)
def test_the_learner_sits_with_bots_of_the_level_in_every_other_seat(name):
    game = new_game("s" * 24, Settings(rules=name, level="hard", deal=3))
    n = PRESETS[name].players
    assert [s.who for s in game.seats] == ["person"] + ["hard"] * (n - 1)
    assert people(game.seats) == (game.learner,) and set(game.bots) == set(range(n)) - {game.learner}
    assert game.learner_to_move or game.over  # the bots played until the learner is needed


def test_seats_are_checked_when_read():
    assert seats_from_json(["person", "easy", "hard"], 3) == (Seat("person"), Seat("easy"), Seat("hard"))
    for bad in (["easy", "easy"], ["person"], ["person", "expert"], "person", [1, 2]):
        with pytest.raises(ValueError):
            seats_from_json(bad, 2)
    assert list(bots_of(practice_seats(2, "normal"), 5)) == [1]


def test_a_game_saved_before_seats_opens_with_the_learner_against_one_bot():
    game = new_game("o" * 24, Settings(deal=4))
    data = game.to_json()
    del data["seats"]
    old = flow.Game.from_json(game.id, data)
    assert old.seats == game.seats and old.record == game.record


@pytest.mark.parametrize("name, labels", [
    ("000", ["Tú", "Ordenador"]),
    ("000-three", ["Tú", "Ordenador 1", "Ordenador 2"]),
    ("000-pairs", ["Tú", "Rival 1", "Compañero", "Rival 2"]),
    ("003-six", ["Tú", "Rival 1", "Compañero 1", "Rival 2", "Compañero 2", "Rival 3"]),
])
def test_the_board_names_each_seat_by_what_it_is_to_the_learner(name, labels):
    game = new_game("n" * 24, Settings(rules=name, deal=6))
    assert seat_names(game, "es")[0] == labels
    assert [s["label"] for s in seat_board(game, "es")["seats"]] == labels


@pytest.mark.parametrize("name", TABLES + ["004-pairs", "001-pairs"])
@settings(max_examples=examples(40), deadline=None)
@given(number=st.integers(0, 10**6), moves=st.integers(0, 12), lang=st.sampled_from(["es", "en"]))
def test_no_hidden_card_reaches_the_board_at_any_table(name, number, moves, lang):
    """Not the bots' cards, not the partner's, not the stock's (nor Cubierta's turned-up card)."""
    game = new_game("h" * 24, Settings(rules=name, deal=number, coaching=False))
    for _ in range(moves):
        if game.over:
            break
        game = play(game, game.view.legal[0])
    text = json.dumps(seat_board(game, lang), ensure_ascii=False)
    leaked = [c for c in hidden_from_learner(game) if f'"{c.code}"' in text or card_name(c, lang) in text]
    assert not leaked


def test_the_others_cards_come_one_after_another():
    """After the learner's card at a table of four, the board has a frame for each card played
    since (the learner's own first), the finished trick with its winner, then the next lead."""
    game = new_game("f" * 24, Settings(rules="000-pairs", deal=11, coaching=False))
    before = game.ply
    after = play(game, game.view.legal[0])
    frames = seat_board(after, "en")["frames"]
    played = [m for m in after.record.moves[before:] if m.is_play]
    assert len(frames) == len(played)
    sizes = [len(f["cards"]) for f in frames]
    done = [f["done"] for f in frames]
    assert sizes[0] == len(game.view.trick) + 1 and done.count(True) >= 1
    finished = frames[done.index(True)]
    trick = after.state.tricks[len(game.state.tricks)]
    assert [c["code"] for c in finished["cards"]] == [c.code for c in trick.cards]
    assert finished["winning_seat"] == trick.winner and finished["text"]


@pytest.mark.parametrize("name, words", [("000-pairs", ("vuestro bando", "el otro bando")),
                                         ("000-three", ("tú", "el ordenador 1"))])
def test_the_end_is_told_by_sides(name, words):
    game = new_game("e" * 24, Settings(rules=name, deal=2, coaching=False))
    while not game.over:
        game = play(game, game.view.legal[0])
    text = result_text(game, "es")
    assert all(w in text for w in words) and text.startswith("Final:")
    data = seat_board(game, "es")
    assert data["final"] and data["status"] == text
