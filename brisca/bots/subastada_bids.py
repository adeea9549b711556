"""Subastada's decisions before and beside the play: a bid or a pass, the trump named, a
marriage sung (``brisca.core.subastada``), each from a seat's view only.

Two ways, one per strength:

* ``rule_of_thumb`` (the greedy and heuristic bots): a hand's worth with each suit as trump,
  its card points, its trumps and a marriage in it over a base (``hand_worth``), and the
  lowest bid made while it is within that worth; the suit named is the worthiest; the
  marriage sung is the one worth most.
* ``contract_values`` (the expert, and the coach's prices of the same decisions): in worlds
  dealt as the view allows (``determinize.Worlds``: a sung marriage's cards where they are),
  each suit named as trump and the deal played out by the playout policy in lanes
  (``lanes.side_points_played_out``), marriages sung as they come; each side's points per
  suit and world. A bid of N is worth the share of worlds where the seat's side, naming its
  best suit, reaches N: as if the auction stopped there (a rival's raise is not played out).
  A pass is worth what the contract standing against it leaves: the share of worlds where
  that bidder, naming the suit its hand favours, falls short (its partner's contract, where
  it reaches it).
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass

from ..core.action import BID, PASS, SING, TRUMP, Action
from ..core.cards import SUITS, Card
from ..core.settle import contract_returns
from ..core.state import AUCTION, NAMING, PLAY
from ..core.subastada import high_bid, marriage_cards, marriage_points, passed
from ..core.view import View
from .determinize import Worlds
from .lanes import side_points_played_out

BASE = 48  # a hand's worth with nothing in it: about what the trump's chooser takes with a bare hand
TRUMP_WORTH = 5  # what a trump in hand adds
MARRIAGE_SHARE = 0.8  # a marriage held is sung more often than not
BIDDING_WORLDS = 48  # worlds per auction decision: each is played four times, one per suit


def hand_worth(hand: tuple[Card, ...], trump: str) -> float:
    """What a hand looks worth to a contract with ``trump`` named: the rule of thumb."""
    worth = BASE + sum(c.points for c in hand) + TRUMP_WORTH * sum(c.suit == trump for c in hand)
    for suit in SUITS:
        if all(c in hand for c in marriage_cards(suit)):
            worth += MARRIAGE_SHARE * marriage_points(suit, trump)
    return worth


def favoured_suit(hand: tuple[Card, ...]) -> str:
    """The suit a hand makes worth most as trump (ties: the cards' order of suits)."""
    return max(SUITS, key=lambda suit: hand_worth(hand, suit))


def best_sing(view: View) -> Action | None:
    """The marriage worth most among those the seat may sing now."""
    sings = [a for a in view.legal if a.kind is SING]
    return max(sings, key=lambda a: (a.suit == view.trump_suit, -SUITS.index(a.suit)), default=None)


def lowest_bid(view: View) -> Action | None:
    return next((a for a in view.legal if a.kind is BID), None)


def rule_of_thumb(view: View) -> Action | None:
    """The greedy and heuristic bots' bid, trump or marriage; None when none is asked for."""
    if view.phase == AUCTION:
        least = lowest_bid(view)
        worth = max(hand_worth(view.hand, suit) for suit in SUITS)
        if least is None:  # the bid stands at the most there is
            return PASS
        return least if least.number <= worth or PASS not in view.legal else PASS
    if view.phase == NAMING:
        return Action.trump(favoured_suit(view.hand))
    return best_sing(view) if view.phase == PLAY else None


@dataclass(frozen=True)
class ContractValues:
    """Per suit named as trump, each side's points (cards and marriages) in each world."""

    seat: int
    side: int
    sides: dict[str, tuple[tuple[int, ...], ...]]  # suit -> per world, points per side
    favoured: tuple[dict[int, str], ...]  # per world, the suit each other seat's hand favours

    def my_suit(self, bid: int) -> str:
        """The suit that makes a contract of ``bid`` most often (then the most points)."""
        return max(SUITS, key=lambda suit: (self.made(suit, self.side, bid), self.mean(suit)))

    def mean(self, suit: str) -> float:
        return statistics.fmean(w[self.side] for w in self.sides[suit])

    def made(self, suit: str, side: int, bid: int) -> float:
        worlds = self.sides[suit]
        return sum(w[side] >= bid for w in worlds) / len(worlds)

    def bid_value(self, bid: int) -> float:
        """The seat's side's chance to make a contract of ``bid``, naming its best suit."""
        return self.made(self.my_suit(bid), self.side, bid)

    def against(self, seat: int, side: int, bid: int) -> float:
        """The seat's side's chance to win when ``seat`` (of ``side``) holds a contract of ``bid``
        and names the suit its hand favours in each world."""
        won = 0
        for k, favoured in enumerate(self.favoured):
            suit = favoured.get(seat) or self.my_suit(bid)
            reached = self.sides[suit][k][side] >= bid
            won += reached if side == self.side else not reached
        return won / len(self.favoured)


def contract_values(view: View, rng: random.Random, worlds: int = BIDDING_WORLDS,
                    dealt: list | None = None) -> ContractValues:
    """Each side's points in worlds the view allows (``dealt``, or ``worlds`` dealt with
    ``rng``), per suit named (see the module's docstring)."""
    if dealt is None:
        dealer = Worlds(view)
        dealt = [dealer.deal(rng) for _ in range(worlds)]
    favoured = tuple({seat: favoured_suit(tuple(world.hands[seat])) for seat in range(world.n) if seat != view.seat}
                     for world in dealt)
    named = [world.replace(trump_suit=suit, phase=PLAY) for suit in SUITS for world in dealt]
    points = side_points_played_out(named, view.seat)  # suit by suit, world by world
    sides = {suit: tuple(points[k * len(dealt):(k + 1) * len(dealt)]) for k, suit in enumerate(SUITS)}
    return ContractValues(view.seat, view.rules.side_of(view.seat), sides, favoured)


def pass_value(view: View, values: ContractValues) -> float:
    """What passing is worth: the chance the contract it leaves standing goes the side's way."""
    seat, amount = standing_contract(view)
    return values.against(seat, view.rules.side_of(seat), amount)


def world_values(view: View, values: ContractValues, move: Action) -> list[tuple[int, float]]:
    """Per world, the margin and the score of a bid, a pass or a trump named, for the seat's
    side: as ``settle.returns`` counts a contract (the bidder's points less the bid)."""
    mine = values.side
    if move.kind is TRUMP:
        bid = high_bid(view).amount
        return [contract_returns(w[mine], bid, True) for w in values.sides[move.suit]]
    if move.kind is BID:
        suit = values.my_suit(move.number)
        return [contract_returns(w[mine], move.number, True) for w in values.sides[suit]]
    seat, amount = standing_contract(view)
    side = view.rules.side_of(seat)
    out = []
    for k, favoured in enumerate(values.favoured):
        points = values.sides[favoured.get(seat) or values.my_suit(amount)][k][side]
        out.append(contract_returns(points, amount, side == mine))
    return out


def standing_contract(view: View) -> tuple[int, int]:
    """The contract a pass leaves standing: the highest bid, or with none, the next seat to
    speak holding the minimum (which it must, when the others passed)."""
    rules = view.rules
    high = high_bid(view)
    if high is not None:
        return high.seat, high.amount
    out = passed(view) | {view.seat}
    seat = (view.seat + 1) % rules.players
    while seat in out:
        seat = (seat + 1) % rules.players
    return seat, rules.bid_min


def priced_actions(view: View, values: ContractValues) -> dict[Action, float]:
    """Each auction or naming action open to the seat with its chance to win the deal."""
    if view.phase == NAMING:
        bid = high_bid(view).amount
        return {Action.trump(suit): values.made(suit, values.side, bid) for suit in SUITS}
    return {a: pass_value(view, values) if a is PASS else values.bid_value(a.number) for a in view.legal}


def expert_choice(view: View, rng: random.Random, worlds: int = BIDDING_WORLDS) -> Action | None:
    """The expert's bid, trump or marriage (None when none is asked for): in the auction the
    lowest bid against a pass (a higher bid is never likelier to be made), the suit that makes
    the contract most often, and any marriage it may sing."""
    if view.phase == PLAY:
        return best_sing(view)
    if view.phase not in (AUCTION, NAMING):
        return None
    values = contract_values(view, rng, worlds)
    if view.phase == NAMING:
        prices = priced_actions(view, values)
        return max(prices, key=lambda a: (prices[a], values.mean(a.suit)))
    least = lowest_bid(view)
    if least is None or PASS not in view.legal:
        return least or PASS
    return least if values.bid_value(least.number) > pass_value(view, values) else PASS
