"""Whole matches: every format played to the end by bots and its score checked against a count
written here, each tie rule met in a chosen deal, the match record's round trip, and records
that do not follow from one deal to the next refused with a message in both languages."""

import json
import random
import subprocess
import sys
from dataclasses import replace

import pytest
from conftest import ROOT, counted_match, examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots.basic import HeuristicBot
from brisca.bots.turns import play_to_end
from brisca.cli.match_record import MatchRecord, MatchRecordError, next_deal
from brisca.core.record import GameRecord, RecordError, deal
from brisca.core.rules import Rules, preset
from brisca.core.state import OVER, legal_actions, step
from brisca.text import error_text, t

FORMATS = ["000", "001", "001-three", "003", "003-five-to-win", "003-rematada", "004", "004-pairs", "003-six"]


def played(record: GameRecord, seed: int) -> GameRecord:
    """The deal played to its end by the sources' advice at every seat."""
    bots = {s: HeuristicBot(seed + s) for s in range(record.rules.players)}
    _, turns = play_to_end(record.start(), bots)
    return record.with_moves(tuple(turn.action for turn in turns))


def with_last(match: MatchRecord, record: GameRecord) -> MatchRecord:
    return MatchRecord((*match.deals[:-1], record))


def bot_match(name: str, seed: int, limit: int = 60) -> MatchRecord:
    """A whole match of ``name`` played by bots, each deal dealt by the match."""
    match = MatchRecord((deal(name, seed),))
    for k in range(limit):
        match = with_last(match, played(match.deals[-1], seed + k))
        if match.state.over:
            return match
        match = next_deal(match, seed * 1000 + k)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("name", FORMATS)
def test_every_format_played_to_the_end_by_bots(name):
    rules = preset(name)
    for seed in (1, 2):
        match = bot_match(name, seed)
        m = match.state
        score, winner = counted_match(rules, [d.final() for d in match.deals])
        assert list(m.score) == score and m.winner == winner and m.over
        assert m.deals_played == len(match.deals) == len(match.results)
        if rules.first_leader == "dealer_right":  # the deal passes on to the next seat every deal
            first = match.deals[0].dealer
            assert [d.dealer for d in match.deals] == [(first + k) % rules.players for k in range(len(match.deals))]
            assert all(d.leader == (d.dealer + 1) % rules.players for d in match.deals)
        assert MatchRecord.loads(match.dumps()) == match


def tied_deal(rules: Rules, dealer: int, last_side: int | None = None) -> GameRecord:
    """A chosen deal dealt by ``dealer`` that ends 60-60 (its last trick taken by
    ``last_side`` if given), found by seeded random play."""
    for seed in range(20000):
        record, rng = deal(rules, seed, dealer=dealer), random.Random(seed)
        s, moves = record.start(), []
        while s.phase is not OVER:
            moves.append(rng.choice(legal_actions(s)))
            s = step(s, moves[-1])
        if tuple(s.points) == (60, 60) and last_side in (None, rules.side_of(s.tricks[-1].winner)):
            return record.with_moves(moves)
    raise AssertionError("no tied deal found")


def won_deal(rules: Rules, dealer: int, seed: int) -> GameRecord:
    for k in range(100):
        record = played(deal(rules, seed + k, dealer=dealer), seed + k)
        if max(record.final().points) > 60:
            return record
    raise AssertionError("no won deal found")


def match_of(rules: Rules, *builders) -> MatchRecord:
    """A match whose deals are built one by one, each dealt by the seat the match says."""
    match = None
    for build in builders:
        dealer = 0 if match is None else match.state.dealer
        match = MatchRecord((*(match.deals if match else ()), build(dealer)))
    return match


DRAWS = Rules(tie="draw", first_leader="dealer_right", match="deals", match_target=2)


@pytest.mark.parametrize("rules, last, after_tie", [
    (DRAWS, None, [0, 0]),
    (preset("004"), None, [0, 0]),  # annulled: nobody scores
    (preset("001"), 0, [1, 0]),  # the last trick breaks the tie
    (preset("001"), 1, [0, 1]),
])
def test_a_tie_does_what_its_rule_says(rules, last, after_tie):
    match = match_of(rules, lambda d: tied_deal(rules, d, last))
    result = match.results[0]
    assert list(match.state.score) == after_tie and match.state.stake == 1
    assert result.termination == ("last_trick" if rules.tie == "last_trick" else rules.tie)
    match = match_of(rules, lambda d: match.deals[0], lambda d: won_deal(rules, d, 5))
    winner = match.results[1].winner
    assert match.state.score[winner] == after_tie[winner] + 1  # the next deal counts once


def test_a_replayed_tie_makes_the_next_deal_count_double():
    rules = preset("003")
    match = match_of(rules, lambda d: tied_deal(rules, d))
    assert match.results[0].termination == "replay" and match.state.score == (0, 0) and match.state.stake == 2
    match = match_of(rules, lambda d: match.deals[0], lambda d: won_deal(rules, d, 9))
    result = match.results[1]
    top = result.side_scores[result.winner]
    assert match.state.score[result.winner] == 2 * (3 if top == 120 else 2 if top >= 91 else 1)
    assert match.state.stake == 1 and [d.dealer for d in match.deals] == [0, 1]


@settings(max_examples=examples(60), deadline=None)
@given(name=st.sampled_from(FORMATS), seed=st.integers(0, 10**6), deals=st.integers(1, 4),
       moves=st.integers(0, 60))
def test_a_match_record_round_trips(name, seed, deals, moves):
    match = MatchRecord((deal(name, seed),))
    for k in range(deals - 1):
        match = with_last(match, played(match.deals[-1], seed + k))
        if match.state.over:
            break
        match = next_deal(match, seed + 100 + k)
    last = match.deals[-1]
    if not match.finished:  # the deal on the table, some moves into it
        match = with_last(match, last.with_moves(played(last, seed).moves[:moves]))
    text = match.dumps()
    again = MatchRecord.loads(text)
    assert again == match and again.dumps() == text and again.state == match.state


def _refusal(data) -> MatchRecordError:
    with pytest.raises(RecordError) as e:
        MatchRecord.from_json(json.loads(json.dumps(data)))
    for lang in ("es", "en"):
        assert error_text(e.value, lang) != t("error-unknown", lang)
    return e.value


@pytest.fixture(scope="module")
def three_deals():
    match = bot_match("004", 3)
    assert len(match.deals) >= 3
    return match


def test_a_record_dealt_by_the_wrong_seat_is_refused(three_deals):
    data = three_deals.to_json()
    second = GameRecord.from_json(data["deals"][1]["record"])
    wrong = (second.dealer + 1) % 2
    data["deals"][1] = {"record": deal("004", 5, dealer=wrong).to_json()}
    del data["deals"][2:], data["match"]
    error = _refusal(data)
    assert (error.code, error.deal) == ("wrong_dealer", 1)
    assert error_text(error, "es").startswith(f"En la mano 2 reparte el jugador {wrong + 1}")
    assert "player" in error_text(error, "en")


def test_a_score_that_does_not_follow_is_refused(three_deals):
    data = three_deals.to_json()
    data["deals"][1]["score"] = [9, 9]
    error = _refusal(data)
    assert (error.code, error.deal) == ("score_does_not_follow", 1) and "[9, 9]" in error_text(error, "en")
    data = three_deals.to_json()
    data["match"]["winner"] = 1 - data["match"]["winner"]
    assert _refusal(data).code == "match_does_not_follow"


def test_a_result_a_tie_rule_does_not_give_is_refused(three_deals):
    data = three_deals.to_json()
    data["deals"][0]["result"] = {"outcome": "annul", "winner": None, "decided_by": None, "tied": [0, 1]}
    assert _refusal(data).code == "result_does_not_follow"


def test_a_tampered_record_text_is_refused(three_deals):
    data = three_deals.to_json()
    moves = data["deals"][2]["record"]["moves"]
    moves[0], moves[1] = moves[1], moves[0]  # two seats' cards swapped: not theirs to play
    error = _refusal(data)
    assert (error.code, error.deal) == ("bad_deal_record", 2)
    assert error_text(error, "es").startswith("Mano 3: Jugada")
    data = three_deals.to_json()
    data["deals"].append(data["deals"][-1])  # a deal after the match was won
    assert _refusal(data).code in ("deal_after_end", "wrong_dealer")
    data = three_deals.to_json()
    data["deals"][0]["record"]["moves"] = data["deals"][0]["record"]["moves"][:5]
    assert _refusal(data).code == "unfinished_deal"
    data = three_deals.to_json()
    data["deals"][1]["record"]["rules"] = "001"
    assert _refusal(data).code == "other_rules"
    assert _refusal({**three_deals.to_json(), "deals": []}).code == "no_deals"


def test_replay_prints_each_deal_and_the_match(tmp_path, three_deals):
    path = tmp_path / "match.json"
    path.write_text(three_deals.dumps(), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "brisca", "replay", str(path)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert [d["result"] for d in summary["deals"]] == [r.to_json() for r in three_deals.results]
    assert [d["match_score"] for d in summary["deals"]] == [list(m.score) for m in three_deals.states[1:]]
    assert summary["match"]["winner"] == three_deals.state.winner and summary["match"]["over"]
    data = three_deals.to_json()
    data["deals"][1]["score"] = [0, 0]
    bad = subprocess.run([sys.executable, "-m", "brisca", "replay", "--lang", "en"], cwd=ROOT, input=json.dumps(data),
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and bad.stderr.startswith("Record 1: The score after deal 2 does not add up")


def _passes_target(rules: Rules, match: MatchRecord) -> tuple[int, int, int]:
    """Counted here from the tricks alone: the first side to reach the target, its deal and
    trick (from 1)."""
    run = [0] * len(rules.sides)
    for k, record in enumerate(match.deals):
        for i, trick in enumerate(record.final().tricks):
            side = rules.side_of(trick.winner)
            run[side] += trick.points
            if run[side] >= rules.match_target:
                return side, k, i + 1
    raise AssertionError("nobody reached the target")


@pytest.mark.parametrize("seed", [8000, 8001])
def test_rematada_ends_at_the_trick_that_passes_101(seed):
    """Matches where the side first past 101 trick by trick used to lose on the deal's full
    count: it wins, at that trick, and its record holds the deal cut there."""
    rules = preset("003-rematada")
    match = bot_match("003-rematada", seed)
    side, k, trick = _passes_target(rules, match)
    assert (match.state.winner, len(match.deals) - 1, len(match.deals[-1].final().tricks)) == (side, k, trick)
    last = match.deals[-1]
    assert last.carried == match.states[-2].score and last.final().phase == OVER
    assert MatchRecord.loads(match.dumps()) == match  # the cut deal round-trips, and its record alone
    assert GameRecord.loads(last.dumps()).final().phase == OVER


def test_a_rematada_deal_played_past_101_or_carrying_wrong_points_is_refused():
    match = bot_match("003-rematada", 8001)
    last = match.deals[-1]
    uncut = played(replace(last, carried=None), 8001)  # the same deal played on to its end
    assert len(uncut.moves) > len(last.moves)
    data = match.to_json()
    data["deals"][-1] = {"record": {**uncut.to_json(), "carried": list(last.carried)}}
    del data["match"]
    error = _refusal(data)
    assert (error.code, error.deal) == ("bad_deal_record", len(match.deals) - 1)
    assert "ya ha terminado" in error_text(error, "es")
    data = match.to_json()
    data["deals"][-1]["record"]["carried"] = [0, 0]
    del data["match"]
    error = _refusal(data)
    assert (error.code, error.deal) == ("wrong_carried", len(match.deals) - 1)
    assert f"[{last.carried[0]}, {last.carried[1]}]" in error_text(error, "es")
    data = match.to_json()
    data["deals"][-1]["record"]["carried"] = [200, 0]
    assert _refusal(data).code == "bad_deal_record"
