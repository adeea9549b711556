"""Reading the other seats' last plays: how likely each sampled world makes them.

The worlds are dealt as if every hand the view allows were as likely as any other, which is
what the other seats' cards say only if they played at random. They did not: a seat that kept its
trumps back and threw a low card on a trick of ten points is less likely to hold the ace of the
suit led than one that took it. The learned policy (``learned``) is taken as the model of how a
seat plays: each world is weighed by the chance that each other seat, holding the cards the world
gives it, plays the cards it was seen to play in its last ``READ`` turns (``Reader.weights``), the
seats' chances multiplied (a world deals each its own hand). A seat's hand at each of those turns
is known from the world but for the card it drew after each trick: every choice of that card is
summed over, each as likely as the others, as it is among the deals. So the weights are the
worlds' likelihoods under the model, and the weighted mean of a move's values is its value over
the worlds as the model reads the play so far (importance sampling).

The model is tempered: each card's chance is mixed with an even chance among the hand's cards
(``FLOOR``), so a world the network finds unlikely counts less, never nothing; nobody plays
exactly as the network does. Only where it plays the worlds out (two seats, or four in seated
pairs: its tables' rules, with no exchanges, marriages or signals to read besides) and while the
worlds are sampled: near the stock's end every world is solved exactly (``search.exact_worlds``),
and the chances are then not worked out (``Reader.tables`` is made at the first ``weights``).
"""

from __future__ import annotations

import functools

import numpy as np

from ..core.view import View
from .learned import Net, canonical, features, side_holds

READ = 3  # each other seat's last plays read (each one back triples its hands summed over)
FLOOR = 0.2  # the share of each chance that is an even one among the hand's cards


class Reader:
    """The other seats' last plays of one view, and for each the chance the model gives it from
    every hand that holds it (a table over the hand's two other cards)."""

    def __init__(self, view: View, net: Net):
        self.order = canonical(view.trump_suit)
        self.net = net
        n = view.rules.players
        # per other seat, newest first: the card (canonical), what the seat saw then, whether it
        # drew a card since
        self.plays = {other: [(int(self.order[card]), seen, drew) for card, seen, drew in _plays(view, other)]
                      for other in ((view.seat + k) % n for k in range(1, n))}

    @functools.cached_property
    def tables(self) -> dict[int, list[np.ndarray]]:
        return {other: [_chances(self.net, seen, card) for card, seen, _ in plays]
                for other, plays in self.plays.items()}

    def weights(self, worlds) -> np.ndarray:
        """Each world's likelihood of the plays read, scaled to a mean of 1: the product over the
        other seats of each one's (in a world each seat's hand is its own, so the seats' plays
        are read apart)."""
        if not worlds:
            return np.ones(0)
        likelihood = np.ones(len(worlds))
        for other, plays in self.plays.items():
            if plays:
                likelihood *= self._seat(worlds, other, plays, self.tables[other])
        return likelihood / likelihood.mean()

    def _seat(self, worlds, other: int, plays, tables) -> np.ndarray:
        """Each world's likelihood of ``other``'s plays read."""
        rows = self.order[np.array([w.hands[other] for w in worlds], dtype=np.int64)]  # canonical
        world = np.arange(len(worlds))
        chance = np.ones(len(worlds))
        for k, (card, _, drew) in enumerate(plays):
            n = rows.shape[1]
            if drew:  # a trick back: the card drawn after it was any of the hand's, the card played held instead
                rows = np.repeat(rows, n, axis=0)
                slot = np.tile(np.arange(n), len(rows) // n)
                rows[np.arange(len(rows)), slot] = card
                world, chance = np.repeat(world, n), np.repeat(chance, n)
            else:  # played in this trick: the cards held now and it
                rows = np.hstack([rows, np.full((len(rows), 1), card)])
                slot = np.full(len(rows), n)
            others = np.sort(rows[np.arange(len(rows))[:, None], (slot[:, None] + [1, 2]) % rows.shape[1]], 1)
            chance = chance * tables[k][others[:, 0], others[:, 1]]
        return np.bincount(world, chance, minlength=len(worlds))  # above 0: every chance has its floor


def _chances(net: Net, x: np.ndarray, card: int) -> np.ndarray:
    """The model's chance (tempered) that a seat seeing ``x`` (``learned.features``, its hand left
    out) plays ``card`` from a hand of it and two others: a 48 × 48 table by those (canonical)."""
    rows = net.w1[:48]  # the hand's block
    pre = x @ net.w1 + net.b1 + rows[card]
    h = np.maximum(pre[None, None] + rows[:, None] + rows[None, :], 0)  # a, b, hidden
    out = net.w2.T
    b = net.b2
    logits = np.stack(np.broadcast_arrays(h @ out[card] + b[card], np.einsum("abh,ah->ab", h, out) + b[:, None],
                                            np.einsum("abh,bh->ab", h, out) + b[None, :]))
    p = np.exp(logits - logits.max(0))
    p = p[0] / p.sum(0)
    return (1 - FLOOR) * p + FLOOR / 3


def reads_at(rules) -> bool:
    """Whether the reading knows how to read back the seats' plays at a table: two seats, or four
    in seated pairs, three cards a hand, with no exchange, signals, songs or auction to read
    besides, and the trump in sight."""
    seats = rules.players == 2 or (rules.players == 4 and rules.teams and rules.partner == "seats")
    return (seats and rules.hand_size == 3 and rules.exchange == "none" and rules.signals == "none"
            and rules.sing == "none" and rules.auction == "none" and rules.trump_visible)


def reader(view: View, net: Net | None) -> Reader | None:
    """A reader of ``view``'s other seats, where the reading applies (see the module's docstring)."""
    if (net is None or not reads_at(view.rules) or view.phase != "play" or view.turned_up_taker is not None
            or view.face_down == 0):
        return None
    made = Reader(view, net)
    return made if any(made.plays.values()) else None


def _plays(view: View, seat: int):
    """``seat``'s last ``READ`` plays, newest first: the card, the features of what it saw then
    with an empty hand (``learned.features``), and whether it drew a card since (it did after
    every trick before this one: the stock still gives cards now)."""
    tricks = view.tricks
    n = view.rules.players
    to_draw = view.face_down + 1  # the turned-up card still lies face up
    found = 0
    place = (seat - view.leader) % n
    if place < len(view.trick):  # it has played to this trick
        yield view.trick[place], _seen_then(view, len(tricks), view.trick[:place], view.leader, seat, to_draw), False
        found = 1
    for j in range(len(tricks) - 1, -1, -1):
        if found == READ:
            return
        t = tricks[j]
        place = (seat - t.leader) % n
        then = to_draw + n * (len(tricks) - j)  # the cards the stock gave at trick j
        yield t.cards[place], _seen_then(view, j, t.cards[:place], t.leader, seat, then), True
        found += 1


def _seen_then(view: View, j: int, trick, leader: int, seat: int, to_draw: int) -> np.ndarray:
    """``learned.features`` of ``seat`` at trick ``j``, led by ``leader``, with ``trick`` on the
    table, its hand left out."""
    rules = view.rules
    side = rules.side_of(seat)
    mine = sum(t.points for t in view.tricks[:j] if rules.side_of(t.winner) == side)
    theirs = sum(t.points for t in view.tricks[:j]) - mine
    seen = [c for t in view.tricks[:j] for c in t.cards] + list(trick)
    holds = side_holds(rules, trick, leader, seat, view.trump_suit)
    return features((), trick, seen, view.turned_up, len(trick), holds, mine, theirs, to_draw, view.trump_suit)
