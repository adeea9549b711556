"""Sampling the cards a seat cannot see, consistently with its view.

A bot never reads another seat's cards: it reads a ``View`` and, to look ahead, deals the
hidden cards again at random (``determinize``). Every world it builds agrees with all
the view shows: its own hand, the cards played, the turned-up card, the known cards in
other hands and every hand size. The cards to deal are worked out once per decision
(``Worlds``), not once per world.
"""

from __future__ import annotations

import itertools
import math
import random

from ..core.cards import Card
from ..core.rules import deck_cards
from ..core.state import GameState
from ..core.view import View


def unseen_cards(view: View) -> list[Card]:
    """Cards whose place the seat does not know, in a stable order."""
    seen = set(view.hand) | set(view.played)
    for known in view.known:
        seen.update(known)
    if view.turned_up is not None:  # under the stock, or drawn: its place is known either way
        seen.add(view.turned_up)
    return [c for c in deck_cards(view.rules) if c not in seen]


class Worlds:
    """Deals the hidden cards of one view again and again: each ``deal`` is a full state the
    view could come from."""

    def __init__(self, view: View):
        self.view = view
        self.hidden = unseen_cards(view)
        self.needs = [0 if seat == view.seat else view.hand_sizes[seat] - len(view.known[seat])
                      for seat in range(view.rules.players)]
        # Brisca Cubierta before any trump is played: the face-down turned-up card is a hidden
        # card of a suit no played card has (a played trump would have shown it)
        self.hidden_turned_up = view.turned_up_taker is None and view.turned_up is None
        played = {c.suit for c in view.played}
        self.turned_up_choices = [c for c in self.hidden if c.suit not in played] or self.hidden

    def count(self) -> int:
        """How many different worlds the view allows: the other hands as sets, the stock in
        order (a Cubierta's hidden turned-up card is not counted apart)."""
        total, left = 1, len(self.hidden)
        for need in self.needs:
            total *= math.comb(left, need)
            left -= need
        return total * math.factorial(left)

    def enumerable(self, limit: int) -> bool:
        """Whether ``every`` lists the worlds: at most ``limit``, the turned-up card known."""
        return not self.hidden_turned_up and self.count() <= limit

    def every(self, limit: int) -> list[GameState] | None:
        """Every world the view allows, each once (all equally likely), or ``None`` unless
        ``enumerable``."""
        if not self.enumerable(limit):
            return None
        return [self.arrange(order) for order in self._orders(list(self.hidden), 0)]

    def _orders(self, cards: list[Card], seat: int):
        """The hidden cards in every distinguishable order: a set for each other hand from
        ``seat`` on, then every order of the stock."""
        if seat == len(self.needs):
            yield from itertools.permutations(cards)
            return
        for hand in itertools.combinations(cards, self.needs[seat]):
            rest = [c for c in cards if c not in hand]
            for tail in self._orders(rest, seat + 1):
                yield (*hand, *tail)

    def deal(self, rng: random.Random) -> GameState:
        """A world with the hidden cards shuffled."""
        hidden = self.hidden[:]
        rng.shuffle(hidden)
        return self.arrange(hidden)

    def arrange(self, hidden: list[Card]) -> GameState:
        """The world with the hidden cards in this order: other hands first, then the stock."""
        view = self.view
        hidden = list(hidden)
        turned_up = view.turned_up
        if self.hidden_turned_up:
            turned_up = next(c for c in hidden if c in self.turned_up_choices)
            hidden.remove(turned_up)
        hands = []
        start = 0
        for seat, need in enumerate(self.needs):
            if seat == view.seat:
                hands.append(view.hand)
            else:
                hands.append(view.known[seat] + tuple(hidden[start:start + need]))
                start += need
        stock = hidden[start:]
        trump_suit = view.trump_suit or turned_up.suit
        if turned_up is None:  # drawn, face down, by someone else: any card of its suit stands for it
            turned_up = next((c for h in hands for c in h if c.suit == trump_suit),
                              view.hand[0] if view.hand else None)
        return GameState(view.rules, hands, stock, turned_up, view.leader, trump_suit, view.trick, view.points,
                         view.tricks, view.exchanges, view.phase, view.turned_up_taker, view.ply)


def determinize(view: View, rng: random.Random) -> GameState:
    """A full state the view could come from, the hidden cards dealt at random."""
    return Worlds(view).deal(rng)
