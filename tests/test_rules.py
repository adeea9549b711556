import json
from pathlib import Path

import pytest

from brisca.core.cards import deck_cards
from brisca.core.rules import PRESET_LIST, PRESETS, Rules, RulesError, is_valid_deck

SOURCES = Path(__file__).resolve().parent.parent.parent / "shared" / "sources"


@pytest.mark.parametrize("players, deck", [(2, 40), (2, 36), (2, 48), (3, 39), (3, 36), (3, 48),
                                           (4, 40), (4, 36), (4, 48), (6, 36), (6, 48)])
def test_decks_that_split(players, deck):
    rules = Rules(players=players, deck=deck)
    assert len(deck_cards(rules)) == deck
    assert sum(c.points for c in deck_cards(rules)) == 120


@pytest.mark.parametrize("players, deck", [(3, 40), (2, 39), (6, 40), (4, 39), (6, 39)])
def test_decks_that_do_not_split_are_rejected(players, deck):
    with pytest.raises(RulesError) as e:
        Rules(players=players, deck=deck)
    assert e.value.code == "deck_does_not_split"


def test_three_player_decks():
    assert not any(c.rank == 2 for c in deck_cards(Rules(players=3, deck=36)))
    assert sum(c.rank == 2 for c in deck_cards(Rules(players=3, deck=39))) == 3
    assert not any(c.rank in (8, 9) for c in deck_cards(Rules(players=3, deck=39)))
    assert sum(c.rank in (8, 9) for c in deck_cards(Rules(deck=48))) == 8


def test_any_single_two_may_be_missing_from_the_39_card_deck():
    rules = Rules(players=3, deck=39)
    full = set(deck_cards(Rules()))
    for suit in "OCEB":
        assert is_valid_deck({c for c in full if c.code != f"2{suit}"}, rules)
    assert not is_valid_deck({c for c in full if c.code != "3O"}, rules)


@pytest.mark.parametrize("bad", [{"players": 5}, {"teams": True}, {"players": 3, "teams": True, "deck": 36},
                                 {"exchange": "always"}, {"tie": "coin"}, {"first_leader": "me"},
                                 {"match": "forever"}, {"match_target": 0}, {"players": "2"}])
def test_bad_rules_are_rejected(bad):
    with pytest.raises(RulesError):
        Rules.from_json(bad)


def test_teams_sides():
    assert Rules(players=4, teams=True).sides == ((0, 2), (1, 3))
    assert Rules(players=6, teams=True, deck=36).sides == ((0, 2, 4), (1, 3, 5))
    assert Rules(players=3, deck=36).sides == ((0,), (1,), (2,))


def test_rules_round_trip_through_json():
    for p in PRESET_LIST:
        assert Rules.from_json(json.loads(json.dumps(p.rules.to_json()))) == p.rules
        assert Rules.from_json(p.name) == p.rules


def test_unknown_field_and_preset():
    with pytest.raises(RulesError) as e:
        Rules.from_json({"colour": "red"})
    assert e.value.code == "unknown_field"
    with pytest.raises(RulesError) as e:
        Rules.from_json("999")
    assert e.value.code == "unknown_preset"


def test_every_preset_names_a_source_file():
    assert PRESETS["000"] == Rules()  # the default is 000's online table
    sources = {p.source_file for p in PRESET_LIST}
    assert sources == {"000_e9a9ca58a69c9e65.txt", "001_b20090157c79278d.txt",
                       "003_6cdcf3b1a3c5baa7.txt", "004_afb8a6e7c474bdff.txt"}
    if SOURCES.exists():
        assert all((SOURCES / s).exists() for s in sources)


def test_presets_follow_their_sources():
    assert PRESETS["000"].tie == "draw" and PRESETS["000"].first_leader == "random"
    assert PRESETS["001"].tie == "last_trick" and PRESETS["001"].exchange == "rulebook"
    assert PRESETS["001-three"].deck == 36 and PRESETS["000-three"].deck == 39
    assert PRESETS["003"].tie == "replay" and PRESETS["003"].match == "margin"
    assert PRESETS["003-cubierta"].trump_visible is False
    assert (PRESETS["003-rematada"].match, PRESETS["003-rematada"].match_target) == ("points", 101)
    assert PRESETS["004"].tie == "annul" and PRESETS["004"].exchange == "after_win"
    assert PRESETS["000-exchange"].exchange == "seven_after_win"  # 000 names the 7 only
    assert (PRESETS["004"].match, PRESETS["004"].match_target) == ("deals", 3)
    assert Rules.from_json({"match": "hands"}).match == "deals"  # records from before the glossary
    assert all(PRESETS[n].first_leader == "dealer_right" for n in ("001", "003", "004"))
