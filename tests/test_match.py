"""Ties and matches: each source's way of settling a 60-60 deal and of scoring a match, and the
one outcome every part asks."""

import random
from dataclasses import replace

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots.bench import random_playout
from brisca.cli.match_record import MatchRecord, next_deal
from brisca.core.action import Action
from brisca.core.match import MatchState, match_points, record_deal
from brisca.core.outcome import DealResult, Termination
from brisca.core.record import deal
from brisca.core.rules import Rules, preset
from brisca.core.settle import deal_result, packed_returns, returns, unpack
from brisca.core.state import OVER, Trick


def _tied_deal(rules: Rules, last_winner: int):
    """A real 60-60 deal found by random play, with the last trick's winner as asked."""
    for seed in range(5000):
        final = random_playout(deal(rules, seed).start(), random.Random(seed))
        if final.points == [60, 60] and final.tricks[-1].winner == last_winner:
            return final
    raise AssertionError("no tied deal found")


@pytest.mark.parametrize("tie, outcome", [("draw", "draw"), ("replay", "replay"), ("annul", "annul")])
def test_tie_rules_without_a_winner(tie, outcome):
    result = deal_result(_tied_deal(Rules(tie=tie), 1))
    assert result.termination == outcome and result.winner is None and result.tied == (0, 1)


@pytest.mark.parametrize("last", [0, 1])
def test_tie_won_by_the_last_trick(last):
    result = deal_result(_tied_deal(Rules(tie="last_trick"), last))
    assert (result.termination, result.winner) == ("last_trick", last)


def test_more_than_60_wins():
    for seed in range(20):
        final = random_playout(deal("000", seed).start(), random.Random(seed))
        result = deal_result(final)
        if final.points != (60, 60):
            assert result.winner == (0 if final.points[0] > 60 else 1)


def test_last_trick_among_three_tied_players():
    rules = Rules(players=3, deck=36, tie="last_trick")
    s = deal(rules, 1).start()
    tricks = (Trick(0, (), 2, 0), Trick(0, (), 0, 0))  # seat 0 took the last trick
    over = s.replace(phase=OVER, points=(40, 40, 40), tricks=tricks)
    assert deal_result(over).winner == 0
    over = s.replace(phase=OVER, points=(50, 50, 20), tricks=(Trick(0, (), 1, 0), Trick(0, (), 2, 0)))
    assert deal_result(over).winner == 1  # seat 2 is not tied: the latest trick of a tied seat


def test_margin_points():
    assert [match_points(p) for p in (60, 61, 90, 91, 119, 120)] == [0, 1, 1, 2, 2, 3]


def _result(side_scores, outcome="win"):
    winner = None if outcome != "win" else side_scores.index(max(side_scores))
    return DealResult(side_scores, side_scores, Termination("points" if outcome == "win" else outcome), winner, ())


def test_first_to_three_hands_004_and_annulled_ties():
    m = MatchState.start(preset("004"))
    for scores in ((70, 50), (60, 60), (30, 90), (80, 40)):
        m = record_deal(m, _result(scores, "annul" if scores == (60, 60) else "win"))
    assert m.score == (2, 1) and not m.over
    m = record_deal(m, _result((100, 20)))
    assert m.over and m.winner == 0 and m.deals_played == 5


def test_match_points_by_margin_003_with_a_doubled_replay():
    m = MatchState.start(preset("003"))
    m = record_deal(m, _result((60, 60), "replay"))
    assert m.stake == 2 and m.score == (0, 0)
    m = record_deal(m, _result((95, 25)))  # 91-119 scores 2, doubled
    assert m.score == (4, 0) and m.stake == 1 and m.over and m.winner == 0


def test_rematada_accumulates_to_101():
    m = MatchState.start(preset("003-rematada"))
    m = record_deal(m, _result((70, 50)))
    assert m.score == (70, 50) and not m.over
    m = record_deal(m, _result((40, 80)))
    assert m.score == (110, 130) and m.over and m.winner == 1


def test_rematada_adds_a_tied_deal_as_it_is():
    """Under Rematada no deal is won or lost, so 003's replay at double stakes does not apply:
    a 60-60 deal adds 60 to each side and the next deal counts once."""
    rules = preset("003-rematada")
    tied = deal_result(_tied_deal(rules, 0))
    assert tied.termination == "replay"  # 003's tie rule, as the deal alone would be settled
    m = record_deal(MatchState.start(rules), tied)
    assert m.score == (60, 60) and m.stake == 1
    m = record_deal(m, _result((70, 50)))
    assert m.score == (130, 110) and m.over and m.winner == 0


@pytest.mark.parametrize("tie", ["draw", "last_trick", "replay", "annul"])
@pytest.mark.parametrize("last", [0, 1])
def test_returns_settle_a_tie_by_the_rules(tie, last):
    """A 60-60: under the last-trick rule its taker scores 1 and the other 0; under the
    others each side scores a half. The packed value says the same."""
    final = _tied_deal(Rules(tie=tie), last)
    for seat in (0, 1):
        margin, score = returns(final, seat)
        expected = float(seat == last) if tie == "last_trick" else 0.5
        assert (margin, score) == (0, expected)
        assert unpack(packed_returns(final, seat)) == (0, expected)
        assert deal_result(final).score(seat) == expected


def test_returns_agree_with_the_deal_result_at_every_table():
    for name in ("000", "001", "000-three", "001-pairs", "003-six", "004"):
        rules = preset(name)
        for seed in range(60):
            final = random_playout(deal(rules, seed).start(), random.Random(seed))
            result = deal_result(final)
            for seat in range(rules.players):
                margin, score = returns(final, seat)
                side = rules.side_of(seat)
                others = [p for i, p in enumerate(result.side_scores) if i != side]
                assert margin == result.side_scores[side] - max(others)
                assert score == result.score(side)
                if len(rules.sides) == 2:
                    assert unpack(packed_returns(final, seat)) == (margin, score)


def test_half_the_points_comes_from_the_deck():
    for name in ("000", "003-six", "000-three"):
        rules = preset(name)
        assert rules.half_points * 2 == rules.total_points == 120
    assert Rules(deck=48).total_points == 120


def test_single_hand_and_dealer_rotation():
    m = MatchState.start(preset("000"), dealer=1)
    assert m.leader == 0  # the seat on the dealer's right (next in play order) leads
    m2 = record_deal(m, _result((61, 59)))
    assert m2.over and m2.winner == 0 and m2.dealer == 0
    with pytest.raises(ValueError):
        record_deal(m2, _result((61, 59)))


def test_three_players_on_their_own_win_with_the_most_points_even_under_61():
    """000's and 001's three-player tables: each plays for itself; the most points win,
    so a seat can win with 50."""
    rules = preset("001-three")
    for seed in range(3000):
        final = random_playout(deal(rules, seed).start(), random.Random(seed))
        top = max(final.points)
        if top < 61 and list(final.points).count(top) == 1:
            result = deal_result(final)
            assert result.winner is not None and final.points[result.winner] == top < 61
            return
    raise AssertionError("no three-player deal won under 61 found")


def _first_to_target(rules: Rules, finals) -> tuple[int, int, int] | None:
    """Counted here, trick by trick as a player keeping the tally: the first side whose running
    total (earlier deals plus this deal's tricks so far) reaches the target, with the deal and
    the trick (from 1) where it did."""
    run = [0] * len(rules.sides)
    for k, final in enumerate(finals):
        for i, trick in enumerate(final.tricks):
            side = rules.side_of(trick.winner)
            run[side] += trick.points
            if run[side] >= rules.match_target:
                return side, k, i + 1
    return None


def _random_rematada(rules: Rules, seed: int) -> list:
    """A whole Rematada match of random play, each deal dealt by the match (``next_deal``)."""
    rng = random.Random(seed)
    match = MatchRecord((deal(rules, seed),))
    while True:
        record = match.deals[-1]
        final = random_playout(record.start(), rng)
        plays = [Action.play(c) for trick in final.tricks for c in trick.cards]  # no exchanges here
        match = MatchRecord((*match.deals[:-1], record.with_moves(plays)))
        if match.state.over:
            return match
        match = next_deal(match, rng.randrange(10**6))


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 10**6), table=st.sampled_from(["003-rematada", "pairs", "three"]))
def test_rematada_is_won_by_the_first_side_to_reach_101_trick_by_trick(seed, table):
    """A player keeping the tally stops at the trick that passes 101: that side wins the
    match, the deal ends at that trick, and no trick is played after it."""
    rules = preset("003-rematada")
    if table == "pairs":
        rules = replace(rules, players=4, teams=True)
    elif table == "three":
        rules = replace(rules, players=3, deck=36)
    match = _random_rematada(rules, seed)
    finals = [d.final() for d in match.deals]
    side, k, trick = _first_to_target(rules, finals)
    assert match.state.winner == side and match.state.over
    assert k == len(finals) - 1 and len(finals[-1].tricks) == trick  # the deal stopped there
    assert match.results[-1].termination == "target" and match.results[-1].winner == side
    assert max(match.state.score) == match.state.score[side] >= 101 > max(
        p for i, p in enumerate(match.state.score) if i != side)


def test_a_world_the_look_ahead_deals_from_a_rematada_view_stops_where_the_deal_does():
    """The bots and the coach play their worlds out from a seat's view: the match's goal is
    public, so every world stops at the trick that reaches 101, as the deal itself does."""
    from brisca.bots.determinize import Worlds
    from brisca.core.view import observe

    record = deal("003-rematada", 5, carried=(95, 40))
    state = record.start()
    world = Worlds(observe(state, 0)).deal(random.Random(1))
    assert world.goal == state.goal == (6, 61)
    final = random_playout(world, random.Random(2))
    assert deal_result(final).termination == "target"  # 6 + 61 < 120: one side always gets there
