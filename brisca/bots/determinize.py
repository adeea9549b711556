"""Sampling the cards a seat cannot see, consistently with its view.

A bot never reads another seat's cards: it reads a ``View`` and, to look ahead, deals the
hidden cards again at random (``determinize``). Every world it builds agrees with all
the view shows: its own hand, the cards played, the turned-up card, the known cards in
other hands and every hand size. The cards to deal are worked out once per decision
(``Worlds``), not once per world.

When the worlds a view allows are few enough to count (late in a deal, a few hundred
thousand), they can also be dealt without replacement: world ``i`` of a seeded shuffled
order of all of them (``Worlds.shuffled``), so a position looked at chunk by chunk never
sees a world twice, and the mean over every world is the exact value.
"""

from __future__ import annotations

import functools
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

    def population(self, limit: int) -> int | None:
        """How many worlds there are, when they can be numbered (the turned-up card known)
        and are at most ``limit``; ``None`` otherwise."""
        if self.hidden_turned_up:
            return None
        count = self.count()
        return count if count <= limit else None

    def nth(self, index: int) -> GameState:
        """World number ``index`` (``0 <= index < count()``): each other hand's set in order of
        rank, then the stock's order, as digits of one mixed-radix number."""
        cards = list(self.hidden)
        order = []
        for need in self.needs:
            if need:
                index, rank = divmod(index, math.comb(len(cards), need))
                hand = _combination(cards, need, rank)
                order.extend(hand)
                cards = [c for c in cards if c not in hand]
        for left in range(len(cards), 0, -1):
            index, rank = divmod(index, left)
            order.append(cards.pop(rank))
        return self.arrange(order)

    def shuffled(self, seed: int, start: int, count: int) -> list[GameState]:
        """Worlds ``start`` to ``start + count`` of all of them in an order shuffled by ``seed``
        (fewer at the end): each world once, however the positions are split into chunks."""
        order = shuffle_of(self.count(), seed)
        return [self.nth(order[i]) for i in range(start, min(start + count, order.n))]

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


def _combination(cards: list, k: int, rank: int) -> list:
    """The ``rank``-th set of ``k`` of ``cards`` in lexicographic order of positions."""
    out = []
    for i, card in enumerate(cards):
        if len(out) == k:
            break
        with_it = math.comb(len(cards) - i - 1, k - len(out) - 1)
        if rank < with_it:
            out.append(card)
        else:
            rank -= with_it
    return out


_M64 = (1 << 64) - 1


def _mix(z: int) -> int:
    """A 64-bit mixing function (SplitMix64's finaliser): close inputs, unrelated outputs."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
    return z ^ (z >> 31)


class Shuffle:
    """A pseudo-random order of ``0 .. n - 1`` in which any position is computed on its own,
    with no list of ``n`` numbers: a four-round Feistel network on the smallest even number
    of bits that holds ``n``, walked again while it lands at ``n`` or beyond (a permutation of
    the larger range, so every walk comes back below ``n``, and each number once). Each
    round's function is a lookup when a half is small (up to ``TABLE_BITS`` bits). Iterating
gives the whole order (``__getitem__`` ends it with ``IndexError``)."""

    ROUNDS = 4
    TABLE_BITS = 11

    def __init__(self, n: int, seed: int):
        self.n = n
        bits = max(2, (n - 1).bit_length())
        self.half = (bits + 1) // 2
        self.mask = (1 << self.half) - 1
        keys = [_mix(seed * 1_000_003 + r + 1) for r in range(self.ROUNDS)]
        if self.half <= self.TABLE_BITS:
            self.rounds = [tuple(_mix(x ^ key) & self.mask for x in range(1 << self.half)).__getitem__
                           for key in keys]
        else:
            self.rounds = [lambda x, key=key: _mix(x ^ key) & self.mask for key in keys]

    def __getitem__(self, i: int) -> int:
        if not 0 <= i < self.n:
            raise IndexError(i)
        half, mask, rounds = self.half, self.mask, self.rounds
        x = i
        while True:
            left, right = x >> half, x & mask
            for f in rounds:
                left, right = right, left ^ f(right)
            x = (left << half) | right
            if x < self.n:
                return x


@functools.lru_cache(maxsize=16)
def shuffle_of(n: int, seed: int) -> Shuffle:
    """The shuffled order for ``n`` worlds and ``seed``, kept: a position's chunks come to the
    same worker process again and again."""
    return Shuffle(n, seed)


def determinize(view: View, rng: random.Random) -> GameState:
    """A full state the view could come from, the hidden cards dealt at random."""
    return Worlds(view).deal(rng)
