"""Bidding and calling at Briscola chiamata, from one hand: the rule of thumb the greedy and
heuristic bots bid by, and that every seat bids by inside the look-ahead's worlds.

A hand is judged suit by suit, as the trump it would call: the points it holds, its trumps
(each a likely trick), and the ace and three of that suit above all. The bid a hand stands for
is the rank of the strongest card of its best suit it lacks: calling that card brings in the
partner who holds it, and bidding lower would call a weaker card than the hand needs. Below the
2, a hand bids points only when it expects them. The card called is of the contract's rank in
the suit the hand is strongest in, one it does not hold when it can.

>>> from brisca.core.cards import parse_cards
>>> hand = parse_cards(["1O", "3O", "12O", "7O", "1C", "4E", "5B", "2B"])
>>> Judged.of(hand).suit, natural_rank(hand, "O")
('O', 11)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..core.action import BID, PASS, RANK, RANK_BIDS, Action
from ..core.cards import POINTS_OF, RANK_OF, SUIT_OF, SUITS, Card, card_of
from ..core.chiamata import MIN_POINTS, ORDER, Call

PARTNER_SHARE = 22  # points a called partner brings, on average (the caller counts on them)
TRUMP_WORTH = 7  # what a trump in hand is worth in points taken, beyond its own
BIG_TRUMP = {1: 8, 3: 6, 12: 2}  # the ace and three of trumps win the tricks with points in them


_SUIT_AT = tuple(SUITS.index(s) for s in SUIT_OF)  # each card's suit as a place in SUITS
_BIG_OF = tuple(BIG_TRUMP.get(r, 0) for r in RANK_OF)


def worths(hand) -> dict[str, float]:
    """The points a caller holding ``hand`` expects its side to take with each suit as trump, in
    one pass by lookups (the auction's reading, ``auction_reading``, judges thousands of hands a decision)."""
    own = 0
    count = [0, 0, 0, 0]
    big = [0, 0, 0, 0]
    for c in hand:
        own += POINTS_OF[c]
        i = _SUIT_AT[c]
        count[i] += 1
        big[i] += _BIG_OF[c]
    base = 0.6 * own
    return {s: base + TRUMP_WORTH * count[i] + big[i] + PARTNER_SHARE for i, s in enumerate(SUITS)}


def natural_rank(hand, suit: str) -> int:
    """The rank of the strongest card of ``suit`` the hand lacks (2 if it holds all the others)."""
    return next((r for r in RANK_BIDS if card_of(r, suit) not in hand), RANK_BIDS[-1])


@dataclass(frozen=True, slots=True)
class Judged:
    """What the rule of thumb makes of a hand once, whatever the auction: its best suit, what it
    is worth, the deepest bid it stands for (its place in ``ORDER``) and every suit's worth."""

    suit: str
    worth: float
    deepest: int
    by_suit: dict

    @staticmethod
    def of(hand) -> Judged:
        return _judged(tuple(hand))


@lru_cache(maxsize=1 << 14)
def _judged(hand: tuple[Card, ...]) -> Judged:
    """``Judged.of``, remembered: a look-ahead replays the auction from the same hands for
    every bid it prices, in every world."""
    by_suit = worths(hand)
    suit = max(SUITS, key=lambda s: (by_suit[s], s))
    return Judged(suit, by_suit[suit], ORDER[Action.rank(natural_rank(hand, suit))], by_suit)


def bid_of(judged: Judged, legal) -> Action:
    """The bid (or pass) of the rule of thumb among ``legal`` for a hand so judged."""
    if judged.worth < MIN_POINTS:
        return PASS
    for action in legal:  # the weakest bid that outbids the standing one, if the hand stands for it
        if action.kind is RANK:
            if ORDER[action] <= judged.deepest:
                return action
        elif action.kind is BID:  # a 2 called brings little; the points bids rise, so no later one fits
            return action if action.number <= judged.worth - PARTNER_SHARE else PASS
    return PASS


def bid_choice(hand, call: Call, legal) -> Action:
    """The bid (or pass) of the rule of thumb, among ``legal``."""
    return bid_of(Judged.of(hand), legal)


def call_of(hand, judged: Judged, call: Call) -> Action:
    """The card to call for a hand so judged: of the contract's rank, in the hand's best suit
    among those whose card it lacks (its own card, playing alone, only when it holds all four)."""
    rank = call.rank
    missing = [s for s in SUITS if card_of(rank, s) not in hand] or list(SUITS)
    return Action.call(card_of(rank, max(missing, key=lambda s: (judged.by_suit[s], s))))


def call_choice(hand, call: Call) -> Action:
    """The card to call: ``call_of`` the hand."""
    return call_of(hand, Judged.of(hand), call)


def auction_choice(hand: tuple[Card, ...] | list[Card], call: Call, legal) -> Action:
    """What the rule of thumb does in the auction: calls a card once the auction is won, else bids."""
    return call_choice(hand, call) if call.calling else bid_choice(hand, call, legal)
