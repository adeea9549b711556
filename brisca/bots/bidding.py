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
>>> best_suit(hand), natural_rank(hand, "O")
('O', 11)
"""

from __future__ import annotations

from ..core.action import BID, PASS, RANK, RANK_BIDS, Action
from ..core.cards import SUITS, Card, card_of
from ..core.chiamata import MIN_POINTS, ORDER, Call

PARTNER_SHARE = 22  # points a called partner brings, on average (the caller counts on them)
TRUMP_WORTH = 7  # what a trump in hand is worth in points taken, beyond its own
BIG_TRUMP = {1: 8, 3: 6, 12: 2}  # the ace and three of trumps win the tricks with points in them


def suit_worth(hand, suit: str) -> float:
    """The points a caller holding ``hand`` expects its side to take with ``suit`` as trump."""
    trumps = [c for c in hand if c.suit == suit]
    own = sum(c.points for c in hand)
    return (0.6 * own + TRUMP_WORTH * len(trumps) + sum(BIG_TRUMP.get(c.rank, 0) for c in trumps)
            + PARTNER_SHARE)


def best_suit(hand) -> str:
    return max(SUITS, key=lambda s: (suit_worth(hand, s), s))


def natural_rank(hand, suit: str) -> int:
    """The rank of the strongest card of ``suit`` the hand lacks (2 if it holds all the others)."""
    return next((r for r in RANK_BIDS if card_of(r, suit) not in hand), RANK_BIDS[-1])


def bid_choice(hand, call: Call, legal) -> Action:
    """The bid (or pass) of the rule of thumb, among ``legal``."""
    suit = best_suit(hand)
    worth = suit_worth(hand, suit)
    if worth < MIN_POINTS:
        return PASS
    deepest = ORDER[Action.rank(natural_rank(hand, suit))]
    for action in legal:  # the weakest bid that outbids the standing one, if the hand stands for it
        if action.kind is RANK and ORDER[action] <= deepest:
            return action
        if action.kind is BID and action.number <= worth - PARTNER_SHARE:  # a 2 called brings little
            return action
    return PASS


def call_choice(hand, call: Call) -> Action:
    """The card to call: of the contract's rank, in the hand's best suit among those whose card
    it lacks (its own card, playing alone, only when it holds all four)."""
    rank = call.rank
    missing = [s for s in SUITS if card_of(rank, s) not in hand] or list(SUITS)
    return Action.call(card_of(rank, max(missing, key=lambda s: (suit_worth(hand, s), s))))


def auction_choice(hand: tuple[Card, ...] | list[Card], call: Call, legal) -> Action:
    """What the rule of thumb does in the auction: calls a card once the auction is won, else bids."""
    return call_choice(hand, call) if call.calling else bid_choice(hand, call, legal)

