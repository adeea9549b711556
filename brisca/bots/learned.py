"""A learned playout policy: a small network that picks a lane mover's card from that seat's
view alone, trained by ``scripts/train_policy.py`` to play as the look-ahead does.

The inputs (``FEATURES`` of them) are what the mover sees: its own hand, the trick so far,
the card holding it, every card seen played (the trick's included), the turned-up card while
it lies face up, its place in the trick, whether its side holds the trick, the points of its
side and of the others, the trick's points and the cards left to draw. Cards are read with
trump as the first suit (``canonical``), so one set of weights serves every trump. Never a
card of another seat's hand, nor the stock's order: in the worlds, which are whole deals,
the lanes read only these rows (``tests/test_learned.py`` holds it).

The network: one hidden layer (``HIDDEN``, ReLU), then a logit per card; the card played is the
legal card with the highest logit. Its first layer, applied to one-hot cards, is a sum of rows
of a matrix, so in the lanes (``LaneNet``) it is kept as running sums: a card played adds its
row to the seen cards' sum and the trick's, a new trick clears the trick's.

The weights are a small file per table trained at (``TRAINED_AT``: ``000``, ``000-pairs``). A
network also plays where the play is its table's but for an exchange (001's, 004's), a tie's
rule or what the match counts, and at the pairs' tables with señas (``TABLES``;
measured there against the rule of thumb: ``docs/bots-and-coach.md``). At any other table the
lanes play today's rule of thumb (``policy.CHOICE``): three, five or six seats, a 36-card deck,
an auction or marriages are not what it learned, and at a table whose turned-up card may be
hidden (Cubierta) its input would not be the seat's to read.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..core.cards import POINTS_OF, SUITS, deck_cards
from ..core.rules import PRESETS
from ..core.trick import winning_position

HIDDEN = 64
PLACES = 6  # a place in the trick, up to six seats
# the first layer's blocks of inputs, in order: five of 48 cards, the places, the numbers
BLOCKS = ("hand", "trick", "seen", "holder", "turned")
NUMBERS = 5  # own side's points, the others', the trick's points, cards left to draw, own side holds
PLACE_AT = 48 * len(BLOCKS)
NUMBERS_AT = PLACE_AT + PLACES
FEATURES = NUMBERS_AT + NUMBERS
NO = 48  # no card (an empty slot): a zero row of every block
TINY = 1e-12  # a weight this small is nothing (``_flushed``)

WEIGHTS = Path(__file__).resolve().parent / "weights"
TRAINED_AT = {"000": "playout-000.npz", "000-pairs": "playout-000-pairs.npz"}  # a network's table, its file
# the presets whose worlds a network plays out, each with the table it was trained at: its own, and
# the tables whose play differs from it only by an exchange, a tie's rule, the match or señas
# (measured there). Not 000-exchange: a puzzle stored there, its answer found by the rule of
# thumb's worlds, is not clearly the best by the network's (the coach would not say what it says).
# Not 003-pairs, whose deals are 003-five's too: there the coach, its worlds played out by the
# network, named no idea for more of its criticisms than ``test_idea_claims`` allows (44 of 257).
TABLES = {**{t: t for t in TRAINED_AT},
          **dict.fromkeys(("004", "001", "003"), "000"),
          **dict.fromkeys(("004-pairs", "004-pairs-signals", "001-pairs", "003-pairs-signals"), "000-pairs")}


def canonical(trump: str | None) -> np.ndarray:
    """Each card's number (and ``NO``'s) read with ``trump`` as the first suit."""
    t = SUITS.index(trump) if trump in SUITS else 0
    cards = np.arange(48)
    return np.array([*(((cards // 12 - t) % 4) * 12 + cards % 12), NO], dtype=np.int64)


@dataclass(frozen=True, eq=False)
class Net:
    """The weights: ``w1`` (FEATURES × HIDDEN), ``b1``, ``w2`` (HIDDEN × 48), ``b2``, in the
    canonical card order."""

    w1: np.ndarray
    b1: np.ndarray
    w2: np.ndarray
    b2: np.ndarray

    @staticmethod
    def random(seed: int, hidden: int = HIDDEN) -> Net:
        rng = np.random.default_rng(seed)
        return Net((rng.standard_normal((FEATURES, hidden)) * np.sqrt(2 / 12)).astype(np.float32),
                   np.zeros(hidden, np.float32),
                   (rng.standard_normal((hidden, 48)) * np.sqrt(1 / hidden)).astype(np.float32),
                   np.zeros(48, np.float32))

    def save(self, path: Path) -> None:
        np.savez_compressed(path, w1=self.w1, b1=self.b1, w2=self.w2, b2=self.b2)

    @staticmethod
    def load(path: Path) -> Net:
        with np.load(path) as f:
            net = Net(*(_flushed(f[k]) for k in ("w1", "b1", "w2", "b2")))
        if net.w1.shape[0] != FEATURES or net.w2.shape != (net.w1.shape[1], 48):
            raise ValueError(f"{path}: weights of another shape than the policy's")
        return net

    def logits(self, x: np.ndarray) -> np.ndarray:
        """The dense forward pass: rows of features (``features``) to 48 canonical logits."""
        return np.maximum(x @ self.w1 + self.b1, 0) @ self.w2 + self.b2

    @functools.cached_property
    def lanes(self) -> dict:
        return {}

    def for_trump(self, trump: str | None) -> LaneNet:
        """The weights reordered by real card numbers for one trump (kept once made)."""
        made = self.lanes.get(trump)
        if made is None:
            made = self.lanes[trump] = LaneNet.of(self, trump)
        return made


def _flushed(w: np.ndarray) -> np.ndarray:
    """``w`` as float32 with its tiny numbers zero: the weights of cards a deck lacks decay toward
    nothing in training, and a product that falls subnormal costs some fifty times a normal one."""
    w = w.astype(np.float32)
    w[np.abs(w) < TINY] = 0
    return w


def net_for(preset: str | None) -> Net | None:
    """The network that plays at ``preset`` (a preset's name), or None: the rule of thumb plays there."""
    trained = TABLES.get(preset) if preset else None
    return _loaded(TRAINED_AT[trained]) if trained else None


@functools.cache
def _loaded(name: str) -> Net | None:
    """The weights in ``name``, loaded once for every table they serve (None: no such file)."""
    return Net.load(WEIGHTS / name) if (WEIGHTS / name).exists() else None


def table_net(rules) -> Net | None:
    """The network of the preset ``rules`` are, or None (see the module's docstring)."""
    for name in TABLES:
        if PRESETS.get(name) == rules:
            return net_for(name)
    return None


@dataclass(frozen=True, eq=False)
class LaneNet:
    """``Net`` for one trump, by real card numbers: each block's rows (row ``NO`` zero), the
    places' rows, the numbers' rows, and the output with column ``NO`` never chosen."""

    rows: dict
    place: np.ndarray
    numbers: np.ndarray
    b1: np.ndarray
    w2: np.ndarray
    b2: np.ndarray

    @staticmethod
    def of(net: Net, trump: str | None) -> LaneNet:
        order = canonical(trump)
        rows = {}
        for i, name in enumerate(BLOCKS):
            block = np.vstack([net.w1[48 * i:48 * (i + 1)], np.zeros((1, net.w1.shape[1]), np.float32)])
            rows[name] = np.ascontiguousarray(block[order])
        w2 = np.hstack([net.w2, np.zeros((net.w2.shape[0], 1), np.float32)])[:, order]
        b2 = np.append(net.b2, -np.inf).astype(np.float32)[order]
        return LaneNet(rows, net.w1[PLACE_AT:NUMBERS_AT], net.w1[NUMBERS_AT:], net.b1, np.ascontiguousarray(w2), b2)

    def sum_of(self, name: str, cards) -> np.ndarray:
        """A block's rows of ``cards`` added up (a one-hot's product with the block)."""
        return self.rows[name][list(cards)].sum(0) if len(cards) else np.zeros_like(self.b1)

    def choose(self, hand, hidden, numbers) -> np.ndarray:
        """Each lane's slot of ``hand`` (slots × lanes) with the highest logit: ``hidden`` the
        first layer's sum of every input but the hand and the numbers."""
        h = hidden + self.rows["hand"][hand].sum(0) + numbers @ self.numbers
        out = np.maximum(h, 0, out=h) @ self.w2 + self.b2
        return np.take_along_axis(out, hand.T, 1).argmax(1)


def scaled(mine, theirs, on_table, to_draw, holds) -> list:
    """The numbers as the network reads them (each about 0 to 1)."""
    return [mine / 120, theirs / 120, on_table / 30, to_draw / 40, holds]


def features(hand, trick, seen, turned, place: int, holds: bool, mine: int, theirs: int, to_draw: int,
             trump: str | None) -> np.ndarray:
    """One seat's inputs (``FEATURES`` numbers, canonical card order): ``seen`` the cards played
    (the trick's included), ``turned`` the turned-up card face up (or None), ``holds`` whether
    its side holds the trick, ``to_draw`` the cards the stock still gives (face up included)."""
    order = canonical(trump)
    x = np.zeros(FEATURES, np.float32)
    for i, cards in enumerate((hand, trick, seen, [trick[winning_position(trick, trump)]] if trick else [],
                               [] if turned is None else [turned])):
        x[48 * i + order[list(cards)]] = 1
    x[PLACE_AT + place] = 1
    x[NUMBERS_AT:] = scaled(mine, theirs, sum(POINTS_OF[c] for c in trick), to_draw, float(holds))
    return x


def side_holds(rules, trick, leader: int, seat: int, trump: str | None) -> bool:
    """Whether ``seat``'s side holds ``trick`` (led by ``leader``) so far: an input of ``features``."""
    if not trick:
        return False
    return rules.side_of((leader + winning_position(trick, trump)) % rules.players) == rules.side_of(seat)


def view_features(view) -> np.ndarray:
    """``features`` of a seat's view (``core.view.View``) at its turn to play."""
    rules, seat = view.rules, view.seat
    side = rules.side_of(seat)
    points = view.points
    mine = sum(p for k, p in enumerate(points) if rules.side_of(k) == side)
    trick = view.trick
    holds = side_holds(rules, trick, view.leader, seat, view.trump_suit)
    turned = view.turned_up_on_table
    return features(view.hand, trick, view.played, turned, len(trick), holds, mine, sum(points) - mine,
                    view.face_down + (turned is not None), view.trump_suit)


def played_cards(s) -> list:
    """The cards of ``s``'s deck no longer in a hand, the stock or face up: the cards played,
    which every world of a view shares (read this way, not off the tricks, which a world
    played on may not keep)."""
    unplayed = {c for h in s.hands for c in h} | set(s.stock_order[s.drawn:])
    if s.turned_up is not None and s.turned_up_taker is None:
        unplayed.add(s.turned_up)
    return [c for c in deck_cards(s.rules) if c not in unplayed]
