"""Practice at every table of the sources: the learner's seat and the bots' come from one
model of seats, the board names each seat by what it is to the learner, shows nothing the
learner cannot see, brings the others' cards one after another and tells the end by sides."""

import json

import pytest
from conftest import as_seat, examples, hidden_from_learner
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.core.rules import PRESETS
from brisca.teach.table import entry, flow
from brisca.teach.table.five_seats import five_line
from brisca.teach.table.flow import PRACTICE_PRESETS, Settings, new_game, play
from brisca.teach.table.seat_board import result_text, seat_board, seat_names
from brisca.teach.table.seats import Seat, bots_of, people, practice_seats, seats_from_json
from brisca.text import card_name

TABLES = ["000-three", "001-three", "000-pairs", "003-six", "003-cubierta"]


def test_every_preset_can_be_practised():
    # five players too, a seat resting each deal; Subastada and chiamata with their auctions on the board
    assert set(PRACTICE_PRESETS) == set(PRESETS)


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


def test_a_saved_game_without_its_seats_or_a_setting_is_damaged():
    game = new_game("o" * 24, Settings(deal=4))
    for part, key in ((None, "seats"), (None, "notes"), (None, "hints"), ("settings", "coaching")):
        data = game.to_json()
        del (data if part is None else data[part])[key]
        with pytest.raises(flow.PracticeError) as e:
            flow.Game.from_json(game.id, data, game.log)
        assert e.value.code == "broken_game"


@pytest.mark.parametrize("name, labels", [
    ("000", ["Tú", "Contrario"]),
    ("000-three", ["Tú", "Rival 1", "Rival 2"]),
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
                                         ("000-three", ("tú", "el rival 1"))])
def test_the_end_is_told_by_sides(name, words):
    game = new_game("e" * 24, Settings(rules=name, deal=2, coaching=False))
    while not game.over:
        game = play(game, game.view.legal[0])
    text = result_text(game, "es")
    assert all(w in text for w in words) and text.startswith("Final:")
    data = seat_board(game, "es")
    assert data["final"] and data["status"] == text


# -- five players: a seat rests each deal, the four others play in pairs ----------------------

def _five(deal_number: int, resting: bool, level: str = "normal"):
    """A practice game of five whose first deal the learner plays (or rests)."""
    number = next(n for n in range(deal_number, deal_number + 200)
                  if (new_game("v" * 24, Settings(rules="003-five", deal=n, coaching=False)).dealer == 0) == resting)
    return new_game("v" * 24, Settings(rules="003-five", deal=number, level=level, coaching=False))


def test_at_five_the_learner_sits_with_four_bots_and_plays_at_its_seat_of_the_deal():
    game = _five(0, resting=False)
    assert [s.who for s in game.seats] == ["person"] + ["normal"] * 4
    assert len(game.playing) == 4 and game.rester not in game.playing and game.learner in game.playing
    assert set(game.bots) == set(range(4)) - {game.deal_seat(game.learner)}  # by deal seat, the rester has none
    assert game.learner_to_move and game.view.seat == game.deal_seat(game.learner)
    labels = seat_names(game, "es")[0]
    me = game.deal_seat(game.learner)
    assert labels[me] == "Tú"
    partner = game.playing[(me + 2) % 4]
    assert labels[(me + 2) % 4] == f"Jugador {partner + 1} · compañero"
    assert sorted(lab for k, lab in enumerate(labels) if k % 2 != me % 2) == sorted(
        f"Jugador {game.playing[k] + 1} · rival" for k in range(4) if k % 2 != me % 2)
    line = five_line(game, "es")
    assert f"descansa el jugador {game.rester + 1}" in line and f"con el jugador {partner + 1}" in line


def test_a_deal_the_learner_rests_is_played_out_by_the_bots_and_shown_without_a_hand():
    game = _five(0, resting=True)
    assert game.resting and game.over and not game.decisions  # nothing to decide: the bots played it out
    assert len(game.record.moves) == 40
    for lang in ("es", "en"):
        data = seat_board(game, lang)
        assert data["hand"] == [] and data["actions"] == [] and not any(s["you"] for s in data["seats"])
        assert data["status"] == result_text(game, lang) and len(data["history"]) == 10
        assert five_line(game, lang) != five_line(game, "en" if lang == "es" else "es")
    assert "Te toca descansar" in five_line(game, "es")
    with pytest.raises(flow.PracticeError) as e:
        play(game, game.record.moves[0])
    assert e.value.code == "seat_resting"  # not "not your turn": no turn comes this deal


def test_the_one_resting_is_told_so_when_asking_for_a_hint():
    from dataclasses import replace

    game = _five(3, resting=True)
    coached = replace(game, settings=replace(game.settings, coaching=True))
    with pytest.raises(flow.PracticeError) as e:
        flow.hint(coached)
    assert e.value.code == "seat_resting"


@settings(max_examples=examples(30), deadline=None)
@given(number=st.integers(0, 10**6), cut=st.integers(0, 39), lang=st.sampled_from(["es", "en"]))
def test_the_one_resting_is_shown_nothing_hidden_of_the_deal(number, cut, lang):
    """Mid-deal (a friends' table, where the deal waits for people), the rester's board has
    no card of any hand nor of the stock but those every seat has seen."""
    from dataclasses import replace

    game = _five(number, resting=True)
    game = replace(game, match=game.match.cut(cut))
    public = game.public_view
    hidden = ({c for h in game.state.hands for c in h} | set(game.state.stock)) - {c for k in public.known for c in k}
    text = json.dumps(seat_board(game, lang), ensure_ascii=False)
    assert not [c for c in hidden if f'"{c.code}"' in text or card_name(c, lang) in text]
    with pytest.raises(flow.PracticeError) as e:
        game.view_of(game.learner)
    assert e.value.code == "seat_resting"


def test_a_friends_table_of_five_gives_each_person_a_seat_and_the_one_resting_sees_nothing_hidden():
    from brisca.teach.table import friends

    game = friends.new_table("w" * 24, Settings(rules="003-five", deal=8, coaching=False), ("person",) * 5)
    seats, _ = friends.links(game, "/friends", "es")
    assert [s for s, _ in seats] == [0, 1, 2, 3, 4]  # a link for each person, the rester's too
    rester = game.rester
    for lang in ("es", "en"):
        data = friends.board_of(game, rester, lang)
        assert data["hand"] == [] and not any(s["you"] for s in data["seats"])
        hidden = {c for h in game.state.hands for c in h} | set(game.state.stock)
        text = json.dumps(data, ensure_ascii=False)
        assert not [c for c in hidden if f'"{c.code}"' in text or card_name(c, lang) in text]
        mover = game.playing[game.state.leader]
        assert friends.board_of(game, mover, lang)["hand"]
        watch = friends.board_of(game, None, lang)
        assert [s["label"] for s in watch["seats"]] == [friends.place_name(game, s, lang) for s in game.playing]
    with pytest.raises(flow.PracticeError) as e:
        entry.apply(game, as_seat(game, rester), flow.Command.of(game.view_of(mover).legal[0]))
    assert e.value.code == "seat_resting"
    after = entry.apply(game, as_seat(game, mover), flow.Command.of(game.view_of(mover).legal[0])).game
    assert after.ply == 1
