"""Reading the other seat's last plays: how likely each sampled world makes them.

The worlds are dealt as if every hand the view allows were as likely as any other, which is
what the other seat's cards say only if it played at random. It did not: a seat that kept its
trumps back and threw a low card on a trick of ten points is less likely to hold the ace of the
suit led than one that took it. The learned policy (``learned``) is taken as the model of how a
seat plays: each world is weighed by the chance that the other seat, holding the cards the world
gives it, plays the cards it was seen to play in its last ``READ`` turns (``Reader.weights``).
Its hand at each of those turns is known from the world but for the card it drew after each
trick: every choice of that card is summed over, each as likely as the others, as it is among
the deals. So the weights are the worlds' likelihoods under the model, and the weighted mean of
a move's values is its value over the worlds as the model reads the play so far (importance
sampling).

The model is tempered: each card's chance is mixed with an even chance among the hand's cards
(``FLOOR``), so a world the network finds unlikely counts less, never nothing; nobody plays
exactly as the network does. Only where it plays the worlds out (two seats, its table's rules:
no exchanges, marriages or signals to read besides) and while the worlds are sampled: near the
stock's end every world is solved exactly (``search.exact_worlds``), and the chances are then
not worked out (``Reader.tables`` is made at the first ``weights``).
"""

from __future__ import annotations

import functools

import numpy as np

from ..core.view import View
from .learned import Net, canonical, features

READ = 3  # the other seat's last plays read (each one back triples the hands summed over)
FLOOR = 0.2  # the share of each chance that is an even one among the hand's cards


class Reader:
    """The other seat's last plays of one view, and for each the chance the model gives it from
    every hand that holds it (a table over the hand's two other cards)."""

    def __init__(self, view: View, net: Net):
        self.order = canonical(view.trump_suit)
        self.other = 1 - view.seat
        self.net = net
        # newest first: the card (canonical), what the seat saw then, whether it drew a card since
        self.plays = [(int(self.order[card]), seen, drew) for card, seen, drew in _plays(view, self.other)]

    @functools.cached_property
    def tables(self) -> list[np.ndarray]:
        return [_chances(self.net, seen, card) for card, seen, _ in self.plays]

    def weights(self, worlds) -> np.ndarray:
        """Each world's likelihood of the plays read, scaled to a mean of 1."""
        if not worlds:
            return np.ones(0)
        rows = self.order[np.array([w.hands[self.other] for w in worlds], dtype=np.int64)]  # canonical
        world = np.arange(len(worlds))
        chance = np.ones(len(worlds))
        for k, (card, _, drew) in enumerate(self.plays):
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
            chance = chance * self.tables[k][others[:, 0], others[:, 1]]
        likelihood = np.bincount(world, chance, minlength=len(worlds))  # above 0: every chance has its floor
        return likelihood / likelihood.mean()


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
    """Whether the reading knows how to read back a seat's plays at a table: two seats' plays and
    draws, with no exchange, signals, songs or auction to read besides, and the trump in sight."""
    return (rules.players == 2 and rules.hand_size == 3 and rules.exchange == "none" and rules.signals == "none"
            and rules.sing == "none" and rules.auction == "none" and rules.trump_visible)


def reader(view: View, net: Net | None) -> Reader | None:
    """A reader of ``view``'s other seat, where the reading applies (see the module's docstring)."""
    if (net is None or not reads_at(view.rules) or view.phase != "play" or view.turned_up_taker is not None
            or view.face_down == 0):
        return None
    made = Reader(view, net)
    return made if made.plays else None


def _plays(view: View, seat: int):
    """``seat``'s last ``READ`` plays, newest first: the card, the features of what it saw then
    with an empty hand (``learned.features``), and whether it drew a card since (it did after
    every trick before this one: the stock still gives cards now)."""
    tricks = view.tricks
    to_draw = view.face_down + 1  # the turned-up card still lies face up
    found = 0
    if view.trick and view.leader == seat:
        yield view.trick[0], _seen_then(view, len(tricks), (), seat, to_draw), False
        found = 1
    for j in range(len(tricks) - 1, -1, -1):
        if found == READ:
            return
        t = tricks[j]
        place = (seat - t.leader) % 2
        then = to_draw + 2 * (len(tricks) - j)  # the cards the stock gave at trick j
        yield t.cards[place], _seen_then(view, j, t.cards[:place], seat, then), True
        found += 1


def _seen_then(view: View, j: int, trick, seat: int, to_draw: int) -> np.ndarray:
    """``learned.features`` of ``seat`` at trick ``j`` with ``trick`` on the table, its hand left out."""
    mine = sum(t.points for t in view.tricks[:j] if t.winner == seat)
    theirs = sum(t.points for t in view.tricks[:j]) - mine
    seen = [c for t in view.tricks[:j] for c in t.cards] + list(trick)
    # at two seats the one to play second never holds the trick (the leader does)
    return features((), trick, seen, view.turned_up, len(trick), False, mine, theirs, to_draw, view.trump_suit)
