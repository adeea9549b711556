"""A deal, rule by rule: one test per statement of the sources about dealing, playing,
drawing and exchanging."""

import random

import pytest
from conftest import examples, make_record
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots.bench import random_playout
from brisca.core.action import SKIP, Action
from brisca.core.cards import deck_cards, parse_card, parse_cards
from brisca.core.record import RecordError, deal
from brisca.core.rules import PRESETS, Rules, preset
from brisca.core.state import (
    EXCHANGE,
    OVER,
    IllegalMoveError,
    current_player,
    exchange_options,
    legal_actions,
    step,
)

C = parse_card
P = Action.parse


def X(code: str) -> Action:  # noqa: N802 - reads as the exchange of a card
    return Action.exchange(C(code))


def test_ana_and_luis_worked_example():
    """000: trump espadas; Ana leads the as de oros, Luis answers the dos de espadas and wins
    its 11 points, draws first and leads next."""
    record = make_record("000", [["1O", "4C", "7B"], ["2E", "5C", "6B"]], "5E",
                         stock_head=["12C", "3B"], leader=0, moves=["1O", "2E"], names=["Ana", "Luis"])
    s = record.final()
    trick = s.tricks[0]
    assert trick.winner == 1 and trick.points == 11
    assert s.points == [0, 11]
    assert current_player(s) == 1  # Luis leads next
    assert C("12C") in s.hands[1] and C("3B") in s.hands[0]  # Luis drew first


def test_deal_is_one_card_at_a_time_from_the_leader_and_the_next_card_turns_up():
    rules = preset("000-pairs")
    record = deal(rules, seed=7, leader=2)
    cards = list(deck_cards(rules))
    random.Random(7).shuffle(cards)
    n = 4
    for k in range(12):
        assert cards[k] in record.hands[(2 + k) % n]
    assert record.hands[2] == (cards[0], cards[4], cards[8])
    assert record.turned_up == cards[12]
    assert record.stock == tuple(cards[13:])
    assert record.start().trump_suit == cards[12].suit


def test_same_seed_same_deal():
    assert deal("000", seed=3).to_json() == deal("000", seed=3).to_json()
    assert deal("000", seed=3).to_json() != deal("000", seed=4).to_json()


def test_a_state_says_what_it_holds():
    s = deal("000", seed=3).start()
    text = repr(s)
    assert f"turned_up={s.turned_up!r}" in text and f"hands={s.hands!r}" in text and "ply=0" in text


def test_any_card_may_be_played():
    record = make_record("000", [["1O", "4C", "7B"], ["2E", "5C", "6B"]], "5E", moves=["1O"])
    assert {a.card for a in legal_actions(record.final())} == set(parse_cards(["2E", "5C", "6B"]))


def test_winner_draws_first_then_the_others_in_play_order():
    record = make_record("000-pairs", [["1O", "4C", "7B"], ["2E", "5C", "6B"], ["3O", "4B", "5B"],
                                       ["6C", "7C", "10C"]], "5E",
                         stock_head=["11C", "12C", "2C", "3C"], leader=0, moves=["1O", "2E", "3O", "6C"])
    s = record.final()
    assert s.tricks[0].winner == 1
    drawn = {seat: s.hands[seat][-1].code for seat in range(4)}
    assert drawn == {1: "11C", 2: "12C", 3: "2C", 0: "3C"}


def test_partner_card_wins_for_the_team():
    record = make_record("000-pairs", [["1O", "4C", "7B"], ["2C", "5C", "6B"], ["3E", "4B", "5B"],
                                       ["6C", "7C", "10C"]], "5E", moves=["1O", "2C", "3E", "6C"])
    s = record.final()
    assert s.tricks[0].winner == 2
    assert s.points[2] == 21
    from brisca.core.state import side_points
    assert side_points(s) == (21, 0)


def test_last_drawer_takes_the_turned_up_card_and_play_goes_on_without_drawing():
    for preset_name in ("000", "000-three", "000-pairs", "003-six"):
        rules = preset(preset_name)
        s = deal(rules, seed=11).start()
        rng = random.Random(5)
        while s.turned_up_taker is None:
            before = s
            s = step(s, random.Random(rng.random()).choice(legal_actions(s)))
        winner = s.tricks[-1].winner
        assert s.turned_up_taker == (winner + rules.players - 1) % rules.players
        assert before.turned_up in s.hands[s.turned_up_taker]
        assert all(len(h) == 3 for h in s.hands)
        while s.phase != OVER:
            s = step(s, legal_actions(s)[0])
            assert not s.stock
        assert len(s.tricks) == rules.deck // rules.players


def test_no_exchange_without_the_rule():
    record = make_record("000", [["7E", "4C", "7B"], ["2C", "5C", "6B"]], "1E")
    assert exchange_options(record.start(), 0) == ()


class TestRulebookExchange:
    """001: the 7 of trumps takes a turned-up card worth points, the 2 takes a 7, 6, 5 or 4;
    both can happen in one deal; not in the last drawing round; any player."""

    def test_seven_takes_a_card_with_points(self):
        s = make_record("001", [["7E", "4C", "7B"], ["2C", "5C", "6B"]], "1E").start()
        assert X("7E") in legal_actions(s)
        s = step(s, X("7E"))
        assert C("1E") in s.hands[0] and s.turned_up == C("7E")
        assert s.exchanges[0].seat == 0 and current_player(s) == 0  # still its turn to play

    def test_seven_does_not_take_a_blank_card(self):
        s = make_record("001", [["7E", "4C", "7B"], ["2C", "5C", "6B"]], "4E").start()
        assert exchange_options(s, 0) == ()

    @pytest.mark.parametrize("turned, allowed", [("7E", True), ("6E", True), ("5E", True), ("4E", True),
                                                 ("10E", False), ("1E", False)])
    def test_two_takes_a_blank_card(self, turned, allowed):
        s = make_record("001", [["2E", "4C", "7B"], ["2C", "5C", "6B"]], turned).start()
        assert (X("2E") in exchange_options(s, 0)) is allowed

    def test_both_exchanges_in_one_hand_by_any_player(self):
        s = make_record("001", [["7E", "4C", "7B"], ["2E", "5C", "6B"]], "3E", leader=0).start()
        s = step(s, X("7E"))  # seat 0 takes the 3; the 7 now lies turned up
        s = step(s, P("4C"))
        assert exchange_options(s, 1) == (X("2E"),)  # seat 1 may take the 7 with its 2
        s = step(s, X("2E"))
        assert C("7E") in s.hands[1] and s.turned_up == C("2E") and len(s.exchanges) == 2

    def test_not_in_the_last_drawing_round(self):
        cards = [c for c in deck_cards(Rules()) if c.code not in ("7E", "1E", "4C", "7B", "2C", "5C", "6B")]
        s = make_record("001", [["7E", "4C", "7B"], ["2C", "5C", "6B"]], "1E").start()
        s = s.replace(stock=tuple(cards[:1]))  # one face-down card left: the next round is the last
        assert exchange_options(s, 0) == ()
        s = s.replace(stock=tuple(cards[:3]))
        assert exchange_options(s, 0) == (X("7E"),)

    def test_only_on_ones_turn(self):
        s = make_record("001", [["4C", "5O", "7B"], ["7E", "5C", "6B"]], "1E", leader=0).start()
        assert exchange_options(s, 1) == ()
        with pytest.raises(IllegalMoveError):
            step(s, X("7E"))


class TestAfterWinExchange:
    """004 (and 000's variant): after winning a trick and before drawing, while the stock
    lasts: the 7 for the turned-up card, the 2 for a turned-up 7 or lower card."""

    def test_offered_to_the_winner_before_drawing(self):
        s = make_record("004", [["7E", "1O", "7B"], ["2C", "5C", "6B"]], "3E",
                        stock_head=["12C", "11C"], moves=["1O", "2C"]).final()
        assert s.phase == EXCHANGE and current_player(s) == 0
        assert len(s.hands[0]) == 2  # not drawn yet
        assert legal_actions(s) == (X("7E"), SKIP)
        s = step(s, X("7E"))
        assert s.phase == "play" and C("3E") in s.hands[0] and C("12C") in s.hands[0]
        assert C("11C") in s.hands[1] and s.turned_up == C("7E")

    def test_skip_draws(self):
        s = make_record("004", [["7E", "1O", "7B"], ["2C", "5C", "6B"]], "3E",
                        stock_head=["12C", "11C"], moves=["1O", "2C", {"skip": "exchange"}]).final()
        assert s.phase == "play" and C("12C") in s.hands[0] and C("7E") in s.hands[0]

    def test_not_at_the_start_and_not_for_the_loser(self):
        s = make_record("004", [["7E", "1O", "7B"], ["2C", "5C", "6B"]], "3E").start()
        assert exchange_options(s, 0) == ()
        s = make_record("004", [["7E", "4O", "7B"], ["1O", "5C", "6B"]], "3E", moves=["4O", "1O"]).final()
        assert s.phase == "play" and exchange_options(s, 0) == ()

    @pytest.mark.parametrize("turned, allowed", [("7E", True), ("4E", True), ("6E", True),
                                                 ("3E", False), ("1E", False), ("10E", False)])
    def test_two_takes_a_seven_or_lower(self, turned, allowed):
        s = make_record("004", [["2E", "1O", "7B"], ["2C", "5C", "6B"]], turned, moves=["1O", "2C"]).final()
        assert (X("2E") in legal_actions(s)) is allowed

    def test_seven_takes_any_turned_up_card(self):
        s = make_record("004", [["7E", "1O", "7B"], ["2C", "5C", "6B"]], "4E", moves=["1O", "2C"]).final()
        assert X("7E") in legal_actions(s)


def test_random_playouts_end_with_all_points_captured():
    for name in ("000", "001", "004", "003-six", "001-three"):
        final = random_playout(deal(name, seed=2).start(), random.Random(2))
        assert sum(final.points) == 120 and final.phase == OVER


class TestSevenOnlyExchange:
    """000's regional variant: after winning a trick, the 7 of trumps for the turned-up card;
    000 names no exchange of the 2."""

    def test_the_seven_is_exchanged_after_a_won_trick(self):
        s = make_record("000-exchange", [["7E", "1O", "7B"], ["2C", "5C", "6B"]], "3E",
                        moves=["1O", "2C"]).final()
        assert legal_actions(s) == (X("7E"), SKIP)

    def test_the_two_is_not(self):
        s = make_record("000-exchange", [["2E", "1O", "7B"], ["2C", "5C", "6B"]], "5E",
                        moves=["1O", "2C"]).final()
        assert s.phase == "play" and exchange_options(s, 0) == ()
        with pytest.raises(RecordError):
            make_record("000-exchange", [["2E", "1O", "7B"], ["2C", "5C", "6B"]], "5E",
                        moves=["1O", "2C", {"exchange": "2E"}])


class TestEveryDealEnds:
    """One exchange per window; a window needs a trick won or a card played, so every deal
    ends, and nobody is barred from taking back a card they put there (004 lets the 2 take
    the 7, whoever gave it)."""

    def test_after_win_one_exchange_then_the_winner_draws(self):
        s = make_record("004", [["7E", "2E", "1O"], ["2C", "5C", "6B"]], "5E", moves=["1O", "2C"]).final()
        s = step(s, X("7E"))
        assert s.phase == "play" and len(s.hands[0]) == 3 and len(s.exchanges) == 1

    def test_the_two_takes_back_the_seven_its_holder_gave(self):
        # Seat 0 holds the 7 and the 2: it gives the 7 after one trick, and after the next
        # trick it takes that 7 back with its 2, as the rules page allows.
        s = make_record("004", [["7E", "2E", "1O"], ["4C", "5C", "6B"]], "5E",
                        stock_head=["3O", "11C"], moves=["1O", "4C", "exchange:7E", "3O", "5C"]).final()
        assert s.phase == EXCHANGE and s.turned_up == C("7E") and exchange_options(s, 0) == (X("2E"),)
        s = step(s, X("2E"))
        assert C("7E") in s.hands[0] and s.turned_up == C("2E")

    def test_rulebook_one_exchange_per_turn(self):
        s = make_record("001", [["7E", "2E", "1O"], ["4C", "5C", "6B"]], "3E").start()
        s = step(s, X("7E"))
        assert exchange_options(s, 0) == ()  # one exchange this turn: now it plays
        assert not any(a.kind == "exchange" for a in legal_actions(s))
        s = step(step(s, P("1O")), P("4C"))  # seat 0 wins, leads again: another window
        assert current_player(s) == 0 and exchange_options(s, 0) == (X("2E"),)  # the 2 takes the 7 back


def _windows(rules: Rules) -> int:
    """How many exchange windows a deal can hold: one per card played (the rulebook's turn)
    or one per trick (after a won trick)."""
    return rules.deck if rules.exchange == "rulebook" else rules.deck // rules.players


@pytest.mark.parametrize("name", sorted(PRESETS))
@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 9), min_size=400, max_size=400))
def test_every_sequence_of_legal_actions_ends(name, seed, choices):
    """Whatever legal actions are taken, exchanges favoured (the way a deal could go on for
    ever), a deal ends within its cards and one exchange or declined offer per window."""
    rules = PRESETS[name]
    s = deal(rules, seed).start()
    for pick in choices:
        if s.phase == OVER:
            break
        actions = legal_actions(s)
        swaps = [a for a in actions if a.kind == "exchange"]
        s = step(s, swaps[pick % len(swaps)] if swaps and pick < 7 else actions[pick % len(actions)])
    auction = len(s.call.bids) + (s.call.called is not None) if s.call is not None else 0  # chiamata's bids, call
    if s.bids:  # Subastada's bids and passes, the trump named, the marriages sung
        auction = len(s.bids) + 1 + len(s.sung)
    assert s.phase == OVER and s.ply <= rules.deck + _windows(rules) + auction
    assert len(s.exchanges) <= _windows(rules)


@pytest.mark.parametrize("name", ["001", "004", "000-exchange", "001-pairs", "004-pairs"])
def test_a_seat_that_always_exchanges_still_ends_the_deal(name):
    """The case found in practice: exchanging back and forth at every window."""
    rules = PRESETS[name]
    for seed in range(400):
        s = deal(name, seed).start()
        for _ in range(4 * rules.deck):  # far more actions than a deal has: a loop fails here, not hangs
            if s.phase == OVER:
                break
            actions = legal_actions(s)
            swaps = [a for a in actions if a.kind == "exchange"]
            s = step(s, swaps[0] if swaps else actions[0])
        assert s.phase == OVER and len(s.exchanges) <= _windows(rules), seed


@pytest.mark.parametrize("turned, code", [("10E", "two_needs_seven_or_lower"), ("1E", "two_needs_seven_or_lower"),
                                          ("5E", "two_takes_seven_or_lower")])
def test_the_rules_pages_exchange_of_the_two_gives_its_own_reason(turned, code):
    """004's condition is "the 7 or a lower card": a refused 2 is explained by it, never by
    the rulebook's "a card worth nothing"."""
    from brisca.core.state import exchange_fit

    assert exchange_fit("after_win", C("2E"), C(turned))[1] == code
    assert exchange_fit("rulebook", C("2E"), C(turned))[1] == ("two_needs_blank" if C(turned).points
                                                              else "two_takes_blank")
