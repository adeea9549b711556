"""What the coach knows about the moves of one position, as running sums over the worlds it
has looked at: each move's mean margin and win rate, and each pair of moves' difference with
its standard error (the same worlds serve every move, so a difference is measured world by
world, which is far more precise than two separate means).

Sums, not lists: a position may gather tens of thousands of worlds in the background, chunk
by chunk, and joining a chunk costs the same however many came before. Margins are whole
numbers and win scores halves, so the sums are exact and the order chunks are added in
changes nothing.

Worlds dealt without replacement from a ``population`` small enough to count
(``determinize.Worlds.shuffled``) carry that size: a mean over ``n`` of ``N`` different
worlds has its variance shrunk by the finite population correction ``1 - n / N``, and once
every world has been looked at its standard error is zero (the value is the exact mean).

>>> from brisca.bots.search import MoveValues
>>> e = Estimate.of([MoveValues("a", (10, 20), False), MoveValues("b", (4, 20), False)])
>>> e.margin(0), e.margin(1), e.diff(0, 1)
(15.0, 12.0, (3.0, 3.0))
>>> part = Estimate.of([MoveValues("a", (10, 20), False)], moves=("a", "b"))
>>> part.counts, part.worlds
((2, 0), 2)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..bots.search import MoveValues


@dataclass(frozen=True)
class Estimate:
    """Sums over the worlds looked at for ``moves``: per move the number of worlds (``counts``),
    the margins (``sums``), their squares, the win scores and theirs; per ordered pair ``(i, j)``
    with ``i < j`` the number of worlds both were played in and the differences of margin and of
    win score with their squares. A move left out of some chunks (``thinker`` stops refining a
    move whose label is settled) has fewer worlds; the moves still refined have them all.
    ``exact`` values come from every world there is (solved); ``population``, if given, is how
    many different worlds the view allows, each looked at once at most."""

    moves: tuple
    exact: bool
    counts: tuple[int, ...]
    sums: tuple[float, ...]
    squares: tuple[float, ...]
    wins: tuple[float, ...]
    win_squares: tuple[float, ...]
    pairs: tuple[tuple[int, float, float, float, float], ...]  # (i, j) in ``pair_index`` order
    population: int | None = None

    @classmethod
    def of(cls, values: list[MoveValues], moves: tuple | None = None, population: int | None = None) -> Estimate:
        """The sums of values computed world by world (the same worlds for every move valued);
        ``moves``, if given, are all the position's moves, of which ``values`` may cover some;
        ``population``: the worlds were dealt without replacement from that many."""
        moves = tuple(v.move for v in values) if moves is None else tuple(moves)
        by_move = {v.move: v for v in values}
        margins = [by_move[m].margins if m in by_move else () for m in moves]
        wins = [by_move[m].wins if m in by_move else () for m in moves]
        pairs = []
        for i, j in pair_index(len(moves)):
            if not (margins[i] and margins[j]):
                pairs.append((0, 0.0, 0.0, 0.0, 0.0))
                continue
            d = [a - b for a, b in zip(margins[i], margins[j], strict=True)]
            w = [a - b for a, b in zip(wins[i], wins[j], strict=True)]
            pairs.append((len(d), sum(d), sum(x * x for x in d), sum(w), sum(x * x for x in w)))
        return cls(moves, values[0].exact if values else True, tuple(len(ms) for ms in margins),
                   tuple(sum(ms) for ms in margins), tuple(sum(m * m for m in ms) for ms in margins),
                   tuple(sum(w) for w in wins), tuple(sum(x * x for x in w) for w in wins), tuple(pairs),
                   population)

    def __add__(self, other: Estimate) -> Estimate:
        """Both sets of worlds together (exact values are complete: nothing is added to them)."""
        if self.exact or not self.worlds:
            return self if self.worlds else other
        if other.exact:
            return other
        if other.moves != self.moves or other.population != self.population:
            raise ValueError("estimates of different moves or worlds")
        add = lambda a, b: tuple(x + y for x, y in zip(a, b, strict=True))  # noqa: E731
        return Estimate(self.moves, False, add(self.counts, other.counts), add(self.sums, other.sums),
                        add(self.squares, other.squares), add(self.wins, other.wins),
                        add(self.win_squares, other.win_squares),
                        tuple(add(p, q) for p, q in zip(self.pairs, other.pairs, strict=True)), self.population)

    @property
    def worlds(self) -> int:
        """How many worlds were looked at (the moves still refined were played in all of them)."""
        return max(self.counts, default=0)

    def index(self, move) -> int:
        return self.moves.index(move)

    def refined(self) -> tuple[int, ...]:
        """The moves played in every world looked at."""
        return tuple(i for i, n in enumerate(self.counts) if n == self.worlds)

    def margin(self, i: int) -> float:
        return self.sums[i] / self.counts[i]

    def win(self, i: int) -> float:
        return self.wins[i] / self.counts[i]

    def margin_stderr(self, i: int) -> float:
        return 0.0 if self.exact else _stderr(self.sums[i], self.squares[i], self.counts[i], self.population)

    def win_stderr(self, i: int) -> float:
        return 0.0 if self.exact else _stderr(self.wins[i], self.win_squares[i], self.counts[i], self.population)

    def diff(self, i: int, j: int) -> tuple[float, float]:
        """Move ``i``'s mean margin minus move ``j``'s, and the standard error of that difference
        (over the worlds both were played in)."""
        return self._pair(i, j, 1)

    def win_diff(self, i: int, j: int) -> tuple[float, float]:
        """The same for the win rate."""
        return self._pair(i, j, 3)

    def _pair(self, i: int, j: int, at: int) -> tuple[float, float]:
        if i == j:
            return 0.0, 0.0
        sign = 1 if i < j else -1
        pair = self.pairs[pair_index(len(self.moves)).index((min(i, j), max(i, j)))]
        n, (total, squares) = pair[0], pair[at:at + 2]
        if not n:
            return 0.0, math.inf
        mean = sign * total / n
        return mean, 0.0 if self.exact else _stderr(total, squares, n, self.population)

    def best(self) -> int:
        """The move with the highest mean margin among those played in every world (a move no
        longer refined was left because it is clearly worse), the first of equals."""
        return max(self.refined(), key=lambda i: (self.margin(i), -i))


def pair_index(n: int) -> list[tuple[int, int]]:
    return [(i, j) for i in range(n) for j in range(i + 1, n)]


def _stderr(total: float, squares: float, n: int, population: int | None = None) -> float:
    """Standard error of a mean from its sum and sum of squares (infinite under two values
    out of more); of ``n`` different values out of ``population``, with the finite
    population correction (zero when all of them are in)."""
    if population is not None and n >= population:
        return 0.0
    if n < 2:
        return math.inf
    variance = max(0.0, (squares - total * total / n) / (n - 1))
    shrink = 1.0 if population is None else 1.0 - n / population
    return math.sqrt(variance * shrink / n)
