"""The table's seating (``Rules.seating``): asked by every caller instead of the variant. Over
bot-played matches of five, who rests turns with the dealer, the four others play in order from
the dealer's right, and the sides it names are the ones the match counts; at every other table
each answer is the trivial one."""

from __future__ import annotations

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots import make_bot
from brisca.bots.turns import play_to_end
from brisca.core.match import MatchState, record_deal
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.seating import Seating
from brisca.core.settle import deal_result

FIVE = PRESETS["003-five"]


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 2**32), first=st.integers(0, 4), deals=st.integers(1, 6),
       bot=st.sampled_from(["random", "greedy"]))
def test_at_five_the_dealer_rests_the_others_play_from_its_right_and_the_match_counts_its_sides(
        seed, first, deals, bot):
    seating = FIVE.seating
    m = MatchState.start(FIVE, dealer=first)
    for k in range(deals):
        if m.over:
            break
        dealer = m.dealer
        assert dealer == (first + k) % 5  # the deal passes to the right, and the rest with it
        rester, playing = seating.resting(dealer), seating.playing(dealer)
        assert rester == dealer
        assert playing == tuple((dealer + i) % 5 for i in range(1, 5))  # the others, in order
        assert [seating.deal_seat(dealer, s) for s in range(5)] == [
            None if s == rester else playing.index(s) for s in range(5)]
        record = deal(FIVE, seed + k, dealer=dealer)
        assert record.leader == seating.leader(dealer) == 0  # the seat on the dealer's right leads
        bots = {i: make_bot(bot, seed + s) for i, s in enumerate(playing)}
        final, _ = play_to_end(record.start(), bots)
        result = deal_result(final)
        sides = seating.sides(dealer)
        # the deal's pairs by table seat, and the one resting with the pair that leads
        assert sides == ((playing[0], playing[2], rester), (playing[1], playing[3]))
        assert [seating.side_of(dealer, s) for s in range(5)] == [
            next(i for i, side in enumerate(sides) if s in side) for s in range(5)]
        assert seating.side_of(dealer, rester) == Seating.RESTER_SIDE
        after = record_deal(m, result)
        gained = [a - b for a, b in zip(after.score, m.score, strict=True)]
        if result.winner is None:
            assert gained == [0] * 5
        else:
            assert seating.scoring(dealer, result.winner) == sides[result.winner]
            worth = gained[sides[result.winner][0]]
            assert worth >= 1
            assert gained == [worth if s in sides[result.winner] else 0 for s in range(5)]
        m = after


@pytest.mark.parametrize("name", sorted(n for n, r in PRESETS.items() if r is not FIVE))
def test_at_every_other_table_nobody_rests_and_every_answer_is_the_tables_own(name):
    rules = PRESETS[name]
    seating = rules.seating
    assert not seating.rests
    everyone = tuple(range(rules.players))
    for dealer in (None, *everyone):
        assert seating.resting(dealer) is None
        assert seating.playing(dealer) == everyone
        assert [seating.deal_seat(dealer, s) for s in everyone] == list(everyone)
        assert seating.sides(dealer) == rules.sides
        assert [seating.side_of(dealer, s) for s in everyone] == [rules.side_of(s) for s in everyone]
        assert [seating.scoring(dealer, w) for w in range(len(rules.sides))] == [(w,) for w in range(len(rules.sides))]
    for dealer in everyone:
        assert seating.leader(dealer) == (dealer + 1) % rules.players
        if rules.first_leader == "dealer_right":
            assert deal(rules, seed=dealer, dealer=dealer).leader == seating.leader(dealer)
