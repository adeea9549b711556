"""The game record: round trips, and loading that names what is wrong and where."""

import json
import random

import pytest
from conftest import make_record

from brisca.core.record import GameRecord, RecordError, deal
from brisca.core.rules import PRESETS, preset
from brisca.core.state import OVER, legal_actions, step
from brisca.text import error_text


def _played(name: str, seed: int) -> GameRecord:
    record = deal(name, seed)
    s = record.start()
    rng = random.Random(seed)
    moves = []
    while s.phase != OVER:
        move = rng.choice(legal_actions(s))
        moves.append(move)
        s = step(s, move)
    return record.with_moves(moves)


@pytest.mark.parametrize("name", list(PRESETS))
def test_records_round_trip_exactly(name):
    record = _played(name, 5)
    text = record.dumps()
    again = GameRecord.loads(text)
    assert again == record
    assert again.dumps() == text
    assert json.loads(text)["rules"] == name


def test_rules_object_round_trips():
    record = deal(PRESETS["004"], 3)
    data = record.to_json()
    assert isinstance(data["rules"], dict)
    assert GameRecord.from_json(data).to_json() == data


def test_exchange_and_skip_moves_round_trip():
    record = make_record("004", [["7E", "1O", "7B"], ["2C", "5C", "6B"]], "3E",
                         moves=["1O", "2C", {"exchange": "7E"}])
    assert record.to_json()["moves"] == ["1O", "2C", "exchange:7E"]  # an older record's move, in today's form
    record = make_record("004", [["7E", "1O", "7B"], ["2C", "5C", "6B"]], "3E",
                         moves=["1O", "2C", {"skip": "exchange"}])
    assert GameRecord.loads(record.dumps()) == record


def _base():
    return deal("000", 1).to_json()


@pytest.mark.parametrize("change, code", [
    (lambda d: d.update(format=2), "bad_format"),
    (lambda d: d.pop("hands"), "missing_field"),
    (lambda d: d.update(extra=1), "unknown_field"),
    (lambda d: d.update(rules="nope"), "bad_rules"),
    (lambda d: d.update(rules={"players": 3}), "bad_rules"),
    (lambda d: d["hands"][0].append(d["stock"].pop()), "hand_size"),
    (lambda d: d["hands"].pop(), "hand_count"),
    (lambda d: d["hands"][0].__setitem__(0, "1X"), "bad_card"),
    (lambda d: d["hands"][0].__setitem__(0, d["hands"][1][0]), "duplicate_card"),
    (lambda d: d["stock"].pop(), "wrong_deck"),
    (lambda d: d["stock"].__setitem__(0, "8O"), "wrong_deck"),
    (lambda d: d.update(leader=2), "bad_leader"),
    (lambda d: d.update(leader="0"), "bad_leader"),
    (lambda d: d.update(names=["Ana"]), "bad_names"),
    (lambda d: d.update(moves=[{"play": "1O"}]), "bad_move"),
    (lambda d: d.update(trump_card=5), "bad_card"),
    (lambda d: d.update(stock="1O"), "not_a_list"),
])
def test_bad_records_say_what_is_wrong(change, code):
    data = _base()
    change(data)
    with pytest.raises(RecordError) as e:
        GameRecord.from_json(data)
    assert e.value.code == code
    assert error_text(e.value, "es") and error_text(e.value, "en")


def test_an_illegal_move_is_named_by_its_index():
    data = _base()
    leader = data["leader"]
    data["moves"] = [data["hands"][leader][0], data["hands"][leader][1]]  # the same seat twice
    with pytest.raises(RecordError) as e:
        GameRecord.from_json(data)
    assert (e.value.code, e.value.index, e.value.facts["reason"]) == ("illegal_move", 1, "card_not_in_hand")
    assert error_text(e.value, "en").startswith("Move 2:")


def test_not_json():
    with pytest.raises(RecordError) as e:
        GameRecord.loads("{nope")
    assert e.value.code == "not_json"
    with pytest.raises(RecordError):
        GameRecord.loads("[]")


def test_moves_after_the_end_are_illegal():
    record = _played("000", 2)
    data = record.to_json()
    data["moves"].append(data["hands"][0][0])
    with pytest.raises(RecordError) as e:
        GameRecord.from_json(data)
    assert e.value.facts["reason"] == "deal_over"


def test_the_first_leader_follows_the_rules():
    """001, 003 and 004: the seat on the dealer's right leads, the dealer drawn by lot; the
    online table (000) picks the leader at random and has no dealer among the players."""
    from brisca.core.rules import PRESETS

    dealers = set()
    for name, rules in PRESETS.items():
        for seed in range(12):
            record = deal(name, seed)
            if rules.first_leader == "dealer_right":
                # with five, the dealer rests and the deal's seat 0, on its right, leads
                right = 0 if rules.rest == "rotate" else (record.dealer + 1) % rules.players
                assert record.dealer is not None and record.leader == right
                dealers.add(record.dealer)
                assert GameRecord.loads(record.dumps()).dealer == record.dealer
            else:
                assert record.dealer is None and "dealer" not in record.to_json()
    assert len(dealers) >= 3  # by lot, not always the same seat


def test_a_match_passes_the_deal_on():
    from brisca.core.match import MatchState

    m = MatchState.start(preset("001"), dealer=1)
    record = deal(m.rules, 5, dealer=m.dealer)
    assert (record.dealer, record.leader) == (1, 0)


def test_a_record_whose_leader_is_not_right_of_its_dealer_is_refused():
    data = deal("001", 4).to_json()
    data["leader"] = data["dealer"]
    with pytest.raises(RecordError) as e:
        GameRecord.from_json(data)
    assert e.value.code == "leader_not_right_of_dealer"
