"""Five players (003: one rests each deal in turn): the preset played to the end by every bot,
the rest going round the table, the resting seat seeing nothing, the match adding up per
person, records round-trip, and what is said of it in both languages."""

from __future__ import annotations

import random

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots import BOTS, make_bot
from brisca.bots.arena import play_game, seatings
from brisca.bots.turns import play_to_end
from brisca.cli.match_record import MatchRecord, next_deal
from brisca.core.match import MatchState, record_deal
from brisca.core.record import GameRecord, RecordError, deal
from brisca.core.rules import PRESETS, Rules, RulesError
from brisca.core.settle import deal_result
from brisca.core.state import OVER
from brisca.teach.table.match_talk import rest_line, rest_worth
from brisca.text import has, t

FIVE = PRESETS["003-five"]
QUICK_BOTS = [name for name in BOTS if name != "expert"]  # the expert is timed apart: it thinks


def played(record: GameRecord, names: dict[int, str], seed: int) -> GameRecord:
    """The deal played to its end by a bot per table seat, each acting at its deal seat."""
    bots = {i: make_bot(names[s], seed + s) for i, s in enumerate(record.rules.seating.playing(record.dealer))}
    final, turns = play_to_end(record.start(), bots)
    assert final.phase is OVER
    return record.with_moves(t.action for t in turns)


def test_five_players_are_a_table_with_a_resting_seat():
    assert (FIVE.players, FIVE.playing, FIVE.rest, FIVE.teams) == (5, 4, "rotate", True)
    assert FIVE.deal_rules == Rules(players=4, teams=True, tie=FIVE.tie, first_leader="dealer_right",
                                    match=FIVE.match, match_target=FIVE.match_target)
    assert FIVE.sides == tuple((s,) for s in range(5))  # the match counts per person


@pytest.mark.parametrize("fields, code", [
    ({"players": 5}, "five_need_rest"),
    ({"players": 4, "teams": True, "rest": "rotate"}, "five_need_rest"),
    ({"players": 5, "rest": "rotate", "first_leader": "dealer_right"}, "five_play_in_pairs"),
    ({"players": 5, "teams": True, "rest": "rotate"}, "five_need_dealer"),
    ({"players": 5, "teams": True, "rest": "rotate", "first_leader": "dealer_right", "match": "points",
      "match_target": 101}, "five_not_rematada"),
    ({"players": 5, "teams": True, "rest": "sometimes"}, "bad_value"),
])
def test_a_five_table_that_cannot_be_played_is_refused_with_its_reason(fields, code):
    with pytest.raises(RulesError) as e:
        Rules(**fields)
    assert e.value.code == code
    for lang in ("es", "en"):
        assert has(f"error-rules-{code}", lang)


@settings(max_examples=examples(2000), deadline=None)
@given(seed=st.integers(0, 2**32), bots=st.lists(st.sampled_from(QUICK_BOTS), min_size=5, max_size=5))
def test_the_preset_plays_to_the_end_with_a_bot_in_every_seat(seed, bots):
    record = played(deal(FIVE, seed), dict(enumerate(bots)), seed)
    final = record.final()
    assert sum(final.points) == FIVE.total_points  # every deal counts 120
    assert len(final.tricks) == FIVE.deck // FIVE.playing
    assert GameRecord.loads(record.dumps()) == record


def test_the_expert_plays_it_too():
    for seed in range(2):
        names = {s: "expert" if s % 2 else "heuristic" for s in range(5)}
        record = played(deal(FIVE, seed), names, seed)
        assert sum(record.final().points) == 120


@settings(max_examples=examples(300), deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_rest_goes_round_the_table_and_the_resting_seat_sees_nothing(seed):
    match = MatchRecord((deal(FIVE, seed),))
    rested = []
    while True:
        record = match.deals[-1]
        rester = FIVE.seating.resting(record.dealer)
        rested.append(rester)
        seats = FIVE.seating.playing(record.dealer)
        assert sorted((*seats, rester)) == list(range(5)) and rester not in seats
        assert seats[record.leader] == (record.dealer + 1) % 5  # the seat on the dealer's right leads
        state = record.start()
        assert len(state.hands) == 4  # the one resting holds no cards
        # the one resting has no seat in the deal, so no view; the four others hold its four seats
        assert FIVE.seating.deal_seat(record.dealer, rester) is None
        assert [FIVE.seating.deal_seat(record.dealer, s) for s in seats] == [0, 1, 2, 3]
        match = MatchRecord((*match.deals[:-1], played(record, dict.fromkeys(range(5), "greedy"), seed)))
        if match.state.over or len(match.deals) == 7:
            break
        match = next_deal(match, seed + len(match.deals))
    # the dealer rests and the deal passes on: each deal the next seat rests
    assert all(b == (a + 1) % 5 for a, b in zip(rested, rested[1:], strict=False))
    assert MatchRecord.loads(match.dumps()) == match


@settings(max_examples=examples(500), deadline=None)
@given(seed=st.integers(0, 2**32), deals=st.integers(1, 8))
def test_a_match_of_five_adds_up_per_person(seed, deals):
    rng = random.Random(seed)
    m = MatchState.start(FIVE, dealer=rng.randrange(5))
    for k in range(deals):
        if m.over:
            break
        record = played(deal(FIVE, seed + k, dealer=m.dealer), dict.fromkeys(range(5), "random"), seed + k)
        result = deal_result(record.final())
        assert sum(result.side_scores) == 120
        after = record_deal(m, result)
        gained = [a - b for a, b in zip(after.score, m.score, strict=True)]
        rester = FIVE.seating.resting(m.dealer)
        if result.winner is not None:
            winners = FIVE.seating.sides(m.dealer)[result.winner]
            worth = gained[winners[0]]
            assert worth >= m.stake
            assert [g for s, g in enumerate(gained) if s not in winners] == [0] * (5 - len(winners))
            assert all(gained[s] == worth for s in winners)
            assert (rester in winners) == (result.winner == 0)  # it shares the leader's pair
            assert rest_worth(m, result, after).facts["received"] == gained[rester]
        else:
            assert gained == [0] * 5
        assert after.dealer == (m.dealer + 1) % 5
        m = after


def test_a_five_record_must_say_who_dealt_and_holds_four_hands():
    data = deal(FIVE, 3).to_json()
    assert len(data["hands"]) == 4 and data["leader"] == 0
    without = {k: v for k, v in data.items() if k != "dealer"}
    with pytest.raises(RecordError) as e:
        GameRecord.from_json(without)
    assert e.value.code == "missing_field"
    with pytest.raises(RecordError) as e:
        GameRecord.from_json({**data, "leader": 1})
    assert e.value.code == "leader_not_right_of_dealer"
    names = ["Ana", "Luis", "Eva", "Juan", "Marta"]
    record = deal(FIVE, 3, names=names)
    assert GameRecord.loads(record.dumps()).names == tuple(names)
    older = deal("003-pairs", 3).to_json()
    assert "rest" not in Rules.to_json(PRESETS["003-pairs"])  # older records read and write the same
    assert GameRecord.from_json(older).to_json() == older


def test_the_arena_plays_a_deal_of_five_as_pairs():
    assert seatings(FIVE) == ((0, 2), (1, 3))
    game = play_game("greedy", "random", 5, (0, 2), "003-five")
    assert len(game.moves) == 40


@pytest.mark.parametrize("lang", ["es", "en"])
def test_what_the_rester_received_is_said_in_both_languages(lang):
    for seed in range(40):
        m = MatchState.start(FIVE, dealer=seed % 5)
        record = played(deal(FIVE, seed, dealer=m.dealer), dict.fromkeys(range(5), "greedy"), seed)
        result = deal_result(record.final())
        after = record_deal(m, result)
        line = rest_line(m, result, after, lang)
        assert str(m.dealer + 1) in line and str(after.score[m.dealer]) in line
    assert rest_line(MatchState.start(PRESETS["003-pairs"]), result, after, lang) is None
    assert t("preset-name-003-five", lang) != t("preset-name-003-five", "en" if lang == "es" else "es")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_resolver_plays_a_trick_of_five_at_its_table_of_four_and_says_so(lang):
    from brisca.teach.lessons.resolver import TABLES

    four = TABLES["4"]
    assert (four.players, four.teams, four.deck) == (FIVE.playing, FIVE.deal_rules.teams, FIVE.deal_rules.deck)
    label = t("resolver-table-4", lang, deck=four.deck)
    assert ("5 con uno que descansa" if lang == "es" else "5 with one sitting out") in label
