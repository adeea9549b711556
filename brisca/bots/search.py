"""Looking ahead from a view: sampled worlds played out, and exact solving when it is cheap.

* Once the stock is empty (two players) every card's place is known, so the hand is a
  game of perfect information: alpha-beta search solves it exactly.
* With one face-down card left, every way the hidden cards can lie is enumerated and each
  world is solved exactly.
* Earlier, worlds are sampled (Perfect Information Monte Carlo): the same worlds serve
  every candidate move, so their differences are measured on equal terms, and each world
  is played out with the playout policy.

Values are final point margins for the seat's side (its points minus the other side's).
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass

from ..core.cards import Card
from ..core.state import OVER, GameState, current_player, legal_actions, step
from ..core.view import View
from .determinize import determinize, unseen_cards
from .endgame import INF, known_margin
from .policy import at_endgame, margin_for
from .rollout import fast_margin

SLIP_DRAWS = 48


@dataclass(frozen=True)
class MoveValues:
    """A move and its value in each world looked at (the same worlds for every move)."""

    move: object
    margins: tuple[float, ...]
    exact: bool

    @property
    def margin(self) -> float:
        return sum(self.margins) / len(self.margins)

    @property
    def win(self) -> float:
        return sum(1.0 if m > 0 else 0.5 if m == 0 else 0.0 for m in self.margins) / len(self.margins)

    @property
    def stderr(self) -> float:
        return 0.0 if self.exact else _stderr(self.margins)

    @property
    def win_stderr(self) -> float:
        wins = [1.0 if m > 0 else 0.5 if m == 0 else 0.0 for m in self.margins]
        return 0.0 if self.exact else _stderr(wins)


def _stderr(values) -> float:
    n = len(values)
    if n < 2:
        return float("inf")
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def _ordered(actions, s: GameState):
    """Strong cards first, so alpha-beta cuts early."""
    return sorted(actions, key=lambda a: -(a.strength + 20 * (a.suit == s.trump_suit)) if isinstance(a, Card) else 0)


def solve(s: GameState, seat: int, alpha: int = -INF, beta: int = INF) -> int:
    """The margin for ``seat``'s side with best play by everyone (perfect information)."""
    if s.phase is OVER:
        return margin_for(s, seat)
    if at_endgame(s):
        return known_margin(s, seat)
    mover = current_player(s)
    mine = s.rules.side_of(mover) == s.rules.side_of(seat)
    best = -INF if mine else INF
    for action in _ordered(legal_actions(s), s):
        value = solve(step(s, action), seat, alpha, beta)
        if mine:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def exact_worlds(view: View, limit: int = 24) -> list[GameState] | None:
    """Every world the view allows, when there are at most ``limit`` and the table has two seats."""
    if view.rules.players != 2 or view.turned_up is None:
        return None
    face_down = view.stock_count - (view.trump_taker is None)
    if face_down > 1:
        return None
    hidden = unseen_cards(view)
    worlds = []
    for stock in itertools.permutations(hidden, face_down):
        rest = [c for c in hidden if c not in stock]
        ordered = tuple(rest) + tuple(stock)  # determinize deals hands first, then the stock
        worlds.append(determinize(view, _Fixed(ordered)))
        if len(worlds) > limit:
            return None
    return worlds


class _Fixed(random.Random):
    """A stand-in generator whose shuffle lays the cards in a given order."""

    def __init__(self, order):
        super().__init__(0)
        self._order = list(order)

    def shuffle(self, x):  # noqa: D401 - same signature as random.shuffle
        x[:] = self._order


def evaluate(view: View, rng: random.Random, worlds: int = 40, moves=None, slip: float = 0.0) -> list[MoveValues]:
    """The value of each candidate move (``view.legal`` by default), exactly when cheap.

    ``slip`` > 0 plays the sampled worlds out against an opponent who plays a random card
    that often; each world's random plays repeat for every move, so the moves are still
    compared on equal terms. Exact values always assume best play by both sides."""
    moves = list(moves if moves is not None else view.legal)
    exact = exact_worlds(view)
    if exact is not None:
        return [MoveValues(m, tuple(solve(step(w, m), view.seat) for w in exact), True) for m in moves]
    samples = [determinize(view, rng) for _ in range(worlds)]
    # Drawn only when slips are on, so the values without them stay as they were for a seed.
    draws = [[rng.random() for _ in range(SLIP_DRAWS)] if slip else () for _ in samples]  # cycled
    return [MoveValues(m, tuple(fast_margin(step(w, m), view.seat, slip, itertools.cycle(d).__next__)
                                for w, d in zip(samples, draws, strict=True)), False)
            for m in moves]


def extend(values: list[MoveValues], view: View, rng: random.Random, worlds: int) -> list[MoveValues]:
    """More sampled worlds for the same moves (a no-op where the values are exact)."""
    if not values or values[0].exact:
        return values
    more = evaluate(view, rng, worlds, [v.move for v in values])
    return [MoveValues(a.move, a.margins + b.margins, False) for a, b in zip(values, more, strict=True)]
