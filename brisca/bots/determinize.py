"""Sampling the cards a seat cannot see, consistently with its view.

A bot never reads another seat's cards: it reads a ``View`` and, to look ahead, deals the
hidden cards again at random (``Worlds.deal``). Every world it builds agrees with all
the view shows: its own hand, the cards played, the turned-up card, the known cards in
other hands, every hand size, and what the signals it has seen say (``core.signals.told``):
a trump a partner said it holds is dealt to it, and "no trumps" or "an ace or three of
another suit" leave it only hands with that many such cards. Each world the view allows is as
likely as any other; a world reads a signal for what it says, and, for a bot whose partners
sign by its convention (``Worlds(view, silence=True)``), a partner's silence for what it means
too (``core.signals.silent``: a trump not said is not held); should that leave no world (a
partner that does not sign so), the silence is not read. The cards to deal are worked out once
per decision (``Worlds``), not once per world.

When the worlds a view allows are few enough to count (late in a deal, a few hundred
thousand), they can also be dealt without replacement: world ``i`` of a seeded shuffled
order of all of them (``Worlds.shuffled``), so a position looked at chunk by chunk never
sees a world twice, and the mean over every world is the exact value. Signals keep all of
this exact: a card said to be held is simply dealt where it is, and "at least k of these
cards" limits are counted and numbered group by group (``_Limited``).
"""

from __future__ import annotations

import functools
import itertools
import math
import random

from ..core.cards import Card
from ..core.signals import Told, told
from ..core.state import GameState
from ..core.view import View, unseen_cards
from .auction_reading import AuctionReading
from .signalling import request_says


class Worlds:
    """Deals the hidden cards of one view again and again: each ``deal`` is a full state the
    view could come from."""

    TRIES = 40  # a bidder's hands drawn for one that bids as it did

    def __init__(self, view: View, silence: bool = False, auction: bool = False):
        self.view = view
        self.fits = True  # some world fits what the signals seen say (False: none, and no worlds)
        # chiamata, for a bot whose rivals and partners bid by the rule of thumb: keep the deals
        # whose hands would have bid as they did (``auction_reading``)
        self.reading = AuctionReading(view) if auction and view.call is not None else None
        if silence:  # the convention read whole, then without the requests, then not at all
            convention = told(view, silence=True)
            if self._build(_with_requests(view, convention)) or self._build(convention):
                return
        self.fits = self._build(told(view) if view.signals else {})

    def _build(self, said: dict) -> bool:
        """Sets the worlds up under what ``said`` says of the other hands; whether any fits it
        (a partner that does not sign by the convention may leave none)."""
        view = self.view
        hidden = unseen_cards(view)
        # a card a signal says a seat holds is dealt to it, as a known card would be
        self.fixed = [tuple(c for c in hidden if c in said[seat].cards) if seat in said else ()
                      for seat in range(view.rules.players)]
        placed = {c for cards in self.fixed for c in cards}
        self.hidden = [c for c in hidden if c not in placed]
        self.needs = [0 if seat == view.seat else view.hand_sizes[seat] - len(view.known[seat]) - len(self.fixed[seat])
                      for seat in range(view.rules.players)]
        if min(self.needs) < 0:  # more cards said to be in a hand than it holds
            return False
        self.limited = _Limited.of(self.hidden, self.needs, self._limits(said))
        self.barred = _barred(view, self.hidden, self.needs)
        # Brisca Cubierta before any trump is played: the face-down turned-up card is a hidden
        # card of a suit no played card has (a played trump would have shown it)
        self.hidden_turned_up = view.turned_up_taker is None and view.turned_up is None and view.call is None
        played = {c.suit for c in view.played}
        # (Subastada's face-down last card tells nothing of the trump: any hidden card may be it)
        self.turned_up_choices = ([c for c in self.hidden if c.suit not in played] or self.hidden
                                  if view.rules.auction == "none" else self.hidden)
        return self.count() > 0

    def _limits(self, said) -> dict[int, list]:
        """Each seat's "at least k of these cards" limits on its hidden cards, less what its
        known and fixed cards already give."""
        out: dict[int, list] = {}
        hidden = frozenset(self.hidden)
        for seat, what in said.items():
            held = set(self.view.known[seat]) | set(self.fixed[seat])
            for cards, k in what.at_least:
                k -= len(cards & held)
                if k > 0:
                    out.setdefault(seat, []).append((cards & hidden, k))
        return out

    def count(self) -> int:
        """How many different worlds the view allows: the other hands as sets, the stock in
        order (a Cubierta's hidden turned-up card is not counted apart)."""
        if self.limited is not None:
            return self.limited.ways(0, self.limited.sizes)
        total, left = 1, len(self.hidden)
        for need in self.needs:
            total *= math.comb(left, need)
            left -= need
        return total * math.factorial(left)

    def enumerable(self, limit: int) -> bool:
        """Whether ``every`` lists the worlds: at most ``limit``, the turned-up card known (and
        no called card kept off the caller's hand, which the numbering does not know)."""
        return not self.hidden_turned_up and self.barred is None and self.count() <= limit

    def every(self, limit: int) -> list[GameState] | None:
        """Every world the view allows, each once (all equally likely), or ``None`` unless
        ``enumerable``."""
        if not self.enumerable(limit):
            return None
        if self.limited is not None:
            return [self.nth(i) for i in range(self.count())]
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
        if self.hidden_turned_up or self.barred is not None:
            return None
        count = self.count()
        return count if count <= limit else None

    def nth(self, index: int) -> GameState:
        """World number ``index`` (``0 <= index < count()``): each other hand's set in order of
        rank, then the stock's order, as digits of one mixed-radix number (under signals'
        limits, ``_Limited.order``)."""
        if self.limited is not None:
            return self.arrange(self.limited.order(index))
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
        """A world with the hidden cards shuffled (under signals' limits, a world drawn
        uniformly among those they allow, by its number)."""
        if self.limited is not None:
            return self.nth(rng.randrange(self.count()))
        if self.reading is not None:
            return self.arrange(self._read_deal(rng))
        hidden = self.hidden[:]
        rng.shuffle(hidden)
        if self.barred is not None:
            self._keep_off(hidden, rng)
        return self.arrange(hidden)

    def _read_deal(self, rng: random.Random) -> list[Card]:
        """The hidden cards in ``arrange``'s order, each bidder's hand (the caller's first) drawn
        from the cards left until it bids as the seat did (``TRIES`` draws at most, then the
        last one drawn), the other hands of what remains. Seat by seat, so close to the worlds
        that fit the whole auction, not exactly their uniform mix: drawing whole deals until one
        fits takes some thirty for one."""
        reading, needs = self.reading, self.needs
        left = self.hidden[:]
        hands: dict[int, list[Card]] = {}
        barred_card, barred_seat = self.barred if self.barred is not None else (None, None)
        for seat in reading.bidders:
            need = needs[seat]
            if not need:
                continue
            pool = [c for c in left if c != barred_card] if seat == barred_seat else left
            known = self.view.known[seat] + self.fixed[seat]
            for _ in range(self.TRIES):
                hand = rng.sample(pool, need)
                if reading.fits_seat(seat, (*known, *hand)):
                    break
            hands[seat] = hand
            taken = set(hand)
            left = [c for c in left if c not in taken]
        rng.shuffle(left)
        order: list[Card] = []
        for seat, need in enumerate(needs):
            if need:
                order.extend(hands[seat] if seat in hands else [left.pop() for _ in range(need)])
        return order + left

    def _keep_off(self, hidden: list[Card], rng: random.Random) -> None:
        """Under chiamata, moves the called card out of the caller's hand (``_barred``) by a swap
        with a place of another hand drawn at random: each world with the card elsewhere is then
        as likely as any other, as it was among the shuffles."""
        card, seat = self.barred
        start = sum(self.needs[:seat])
        stop = start + self.needs[seat]
        i = hidden.index(card)
        if start <= i < stop:
            j = rng.choice([k for k in range(len(hidden)) if not start <= k < stop])
            hidden[i], hidden[j] = hidden[j], hidden[i]

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
                hands.append(view.known[seat] + self.fixed[seat] + tuple(hidden[start:start + need]))
                start += need
        stock = hidden[start:]
        if view.call is not None:  # chiamata: no stock, no turned-up card; the trump is the call's
            return GameState(view.rules, hands, (), None, view.leader, view.trump_suit, view.trick, view.points,
                             view.tricks, (), view.phase, None, view.ply, (), None, view.call)
        trump_suit = view.trump_suit or turned_up.suit
        if turned_up is None:  # drawn, face down, by someone else: any card of its suit stands for it
            turned_up = next((c for h in hands for c in h if c.suit == trump_suit),
                              view.hand[0] if view.hand else None)
        return GameState(view.rules, hands, stock, turned_up, view.leader, trump_suit, view.trick, view.points,
                         view.tricks, view.exchanges, view.phase, view.turned_up_taker, view.ply, view.signals,
                         view.goal, bids=view.bids, sung=view.sung, auction=view.auction)


def _barred(view: View, hidden: list[Card], needs: list[int]) -> tuple[Card, int] | None:
    """Under chiamata, the called card while its holder is hidden, and the caller's seat: the
    worlds deal it to another hand. A caller may call its own card, but then plays alone against
    four, which a caller rarely wants; the worlds of the other seats take it that it did not
    (unless no other hand has room for it). None elsewhere."""
    call = view.call
    if call is None or call.called is None or call.called not in hidden or call.caller == view.seat:
        return None
    return (call.called, call.caller) if sum(needs) > needs[call.caller] else None


def _with_requests(view: View, said: dict[int, Told]) -> dict[int, Told]:
    """``said`` and what a partner's request says (``signalling.request_says``): the cards that
    beat its card are in its hand, but those another seat is said to hold."""
    out = dict(said)
    for seat, cards in request_says(view).items():
        elsewhere = {c for other, what in said.items() if other != seat for c in what.cards}
        mine = out.get(seat, Told(frozenset(), ()))
        out[seat] = Told(mine.cards | (cards - elsewhere), mine.at_least)
    return out


class _Limited:
    """The worlds under "at least k of these cards" limits, counted and numbered exactly.

    The hidden cards fall into a few groups (the cards of each limit, their overlaps, the
    rest: three groups at most, since a limit is about the cards of other suits or their aces
    and threes). A world is, seat by seat, how many cards of each group the seat gets (a
    vector meeting its limits), which cards of each group (sets), then the stock's order;
    ``ways`` counts the worlds from a seat on, and ``order`` numbers them in that order."""

    def __init__(self, hidden: list[Card], needs: list[int], limits: dict[int, list]):
        sets = sorted({cards for pairs in limits.values() for cards, _ in pairs}, key=lambda g: sorted(g))
        key = {c: tuple(c in g for g in sets) for c in hidden}
        kinds = sorted(set(key.values()))
        self.groups = [[c for c in hidden if key[c] == k] for k in kinds]
        self.sizes = tuple(len(g) for g in self.groups)
        self.place = {c: i for i, c in enumerate(hidden)}
        self.seats = [seat for seat, need in enumerate(needs) if need]
        self.vectors = [self._vectors(needs[seat], limits.get(seat, ()), sets, kinds) for seat in self.seats]
        self._memo: dict = {}

    @staticmethod
    def of(hidden, needs, limits) -> _Limited | None:
        return _Limited(hidden, needs, limits) if limits else None

    def _vectors(self, need: int, pairs, sets, kinds) -> list[tuple[int, ...]]:
        """How many cards of each group a seat needing ``need`` may get under its limits."""
        out = []
        for v in itertools.product(*(range(min(need, size) + 1) for size in self.sizes)):
            if sum(v) == need and all(sum(x for x, k in zip(v, kinds, strict=True) if k[sets.index(cards)]) >= least
                                      for cards, least in pairs):
                out.append(v)
        return out

    def _splits(self, i: int, left: tuple[int, ...]):
        """Each vector seat ``i`` may take from ``left``, the ways to pick its cards and the
        groups left after it."""
        for v in self.vectors[i]:
            if all(x <= n for x, n in zip(v, left, strict=True)):
                picks = math.prod(math.comb(n, x) for x, n in zip(v, left, strict=True))
                yield v, picks, tuple(n - x for x, n in zip(v, left, strict=True))

    def ways(self, i: int, left: tuple[int, ...]) -> int:
        """The worlds from the ``i``-th seat that needs cards on, ``left`` cards per group."""
        if i == len(self.seats):
            return math.factorial(sum(left))
        memo = self._memo.get((i, left))
        if memo is None:
            memo = sum(picks * self.ways(i + 1, rest) for _, picks, rest in self._splits(i, left))
            self._memo[(i, left)] = memo
        return memo

    def _split_of(self, i: int, left: tuple[int, ...], index: int):
        """The vector seat ``i`` takes in world ``index`` (from the ``i``-th seat on), the groups
        left after it, and the index among the worlds with that vector."""
        for v, picks, rest in self._splits(i, left):
            block = picks * self.ways(i + 1, rest)
            if index < block:
                return v, rest, index
            index -= block
        raise IndexError(index)

    def order(self, index: int) -> list[Card]:
        """The hidden cards of world ``index``: each other hand in seat order, then the stock."""
        groups = [g[:] for g in self.groups]
        out: list[Card] = []
        for i in range(len(self.seats)):
            v, rest, index = self._split_of(i, tuple(map(len, groups)), index)
            pick, index = divmod(index, self.ways(i + 1, rest))
            for g, x in enumerate(v):
                pick, rank = divmod(pick, math.comb(len(groups[g]), x))
                hand = _combination(groups[g], x, rank)
                out.extend(hand)
                groups[g] = [c for c in groups[g] if c not in hand]
        cards = sorted((c for g in groups for c in g), key=self.place.__getitem__)
        for left in range(len(cards), 0, -1):
            index, rank = divmod(index, left)
            out.append(cards.pop(rank))
        return out


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

