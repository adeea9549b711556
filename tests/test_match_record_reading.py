"""A match record read from outside has every figure it states checked against the engine:
each deal's result and the running score after it, the match's score, stake, winner and
state, and who dealt and led each deal. Any one field of a valid record of any preset,
changed, is refused (naming the deal, in both languages) or read as a record whose every
written figure is the engine's own."""

import json

import pytest
from conftest import examples, json_places, json_with
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_match_record import bot_match

from brisca.cli.match_record import MatchRecord, MatchRecordError
from brisca.core.record import RecordError
from brisca.core.rules import PRESET_LIST
from brisca.text import error_text

PRESETS = [p.name for p in PRESET_LIST]






def _strict(value) -> str:
    """A JSON value's text: ``true`` is not ``1``, nor ``1.0`` ``1``."""
    return json.dumps(value, sort_keys=True)


@pytest.fixture(scope="module")
def records():
    out = {}
    for name in PRESETS:
        match = bot_match(name, 3)
        out[name] = match.to_json()
    return out


def test_a_written_score_the_engine_does_not_compute_is_refused(records):
    """004-pairs: scores written as true for 1, or 1.0, passed as equal before."""
    data = records["004-pairs"]
    won = next(k for k, d in enumerate(data["deals"]) if d["score"] and 1 in d["score"])
    side = data["deals"][won]["score"].index(1)
    for wrong in (True, 1.0):
        score = list(data["deals"][won]["score"])
        score[side] = wrong
        with pytest.raises(MatchRecordError) as e:
            MatchRecord.from_json(json_with(data, ("deals", won, "score"), score))
        assert e.value.deal == won
        assert f"{won + 1}" in error_text(e.value, "es") and f"{won + 1}" in error_text(e.value, "en")
    for field, wrong in (("stake", 1.0), ("over", 1), ("winner", float(data["match"]["winner"] or 0))):
        with pytest.raises(RecordError):
            MatchRecord.from_json(json_with(data, ("match", field), wrong))
    with pytest.raises(MatchRecordError):  # written as null is written, not left out (found by the property)
        MatchRecord.from_json({**data, "match": None})
    left_out = {k: v for k, v in data.items() if k != "match"}
    assert MatchRecord.from_json(left_out).to_json() == MatchRecord.from_json(data).to_json()


def test_a_deal_dealt_or_led_by_the_wrong_seat_is_refused_naming_it(records):
    data = records["003"]
    for field in ("dealer", "leader"):
        path = ("deals", 1, "record", field)
        value = data["deals"][1]["record"][field]
        with pytest.raises(RecordError) as e:
            MatchRecord.from_json(json_with(data, path, (value + 1) % 2))
        assert getattr(e.value, "deal", 1) == 1


VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 130), st.sampled_from([0.0, 1.0, 2.0, 0.5, 61.0]),
                   st.sampled_from(["win", "draw", "replay", "annul", "points", "last_trick", "004", "1O"]),
                   st.lists(st.integers(0, 130), max_size=4), st.lists(st.booleans(), max_size=3))


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(PRESETS), data=st.data())
def test_any_one_field_changed_is_refused_or_read_as_the_engine_computes(records, name, data):
    original = records[name]
    path = data.draw(st.sampled_from([p for p, _ in json_places(original) if p]))
    mutated = json_with(original, path, data.draw(VALUES))
    try:
        match = MatchRecord.from_json(mutated)
    except RecordError as e:
        for lang in ("es", "en"):
            assert error_text(e, lang)
        return
    computed = match.to_json()
    for written, mine in zip(mutated["deals"], computed["deals"], strict=True):
        for field in ("result", "score"):
            if field in written:
                assert _strict(written[field]) == _strict(mine[field]), (path, field)
    assert _strict(mutated["match"]) == _strict(computed["match"]), path
    assert MatchRecord.loads(match.dumps()) == match


def test_an_unfinished_last_deal_states_no_result(records):
    data = records["001"]
    last = data["deals"][-1]
    cut = {**last, "record": {**last["record"], "moves": last["record"]["moves"][:3]}}
    unfinished = {**data, "deals": [*data["deals"][:-1], {**cut, "result": None, "score": None}]}
    without_match = {k: v for k, v in unfinished.items() if k != "match"}
    unfinished["match"] = MatchRecord.from_json(without_match).to_json()["match"]
    match = MatchRecord.from_json(unfinished)
    assert not match.finished
    for field, wrong in (("result", last["result"]), ("score", last["score"])):
        with pytest.raises(MatchRecordError) as e:
            MatchRecord.from_json(json_with(unfinished, ("deals", len(data["deals"]) - 1, field), wrong))
        assert e.value.deal == len(data["deals"]) - 1
