"""What the coach knows about the moves of one position, as running sums over the worlds it
has looked at: each move's mean margin, win rate and worth (what the world's result is worth in
the table's match: ``table_counts``, ``match.deal_worth``), and each pair of moves' difference
with its standard error (the same worlds serve every move, so a difference is measured world by
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
>>> e.kind, e.worth(0), e.worth_diff(0, 1)
('deal', 1.0, (0.0, 0.0))
>>> part = Estimate.of([MoveValues("a", (10, 20), False)], moves=("a", "b"))
>>> part.counts, part.worlds
((2, 0), 2)
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy

from brisca.bots.learned import table_net
from brisca.bots.search import MoveValues, evaluate
from brisca.core.action import ActionError, Move
from brisca.core.match import COUNTS
from brisca.core.rules import Rules
from brisca.core.view import View
from brisca.stats import Z95

from .table_counts import Stakes, worth_of

EVEN_WORTH = 0.02  # worths closer than this count as the same (a deal's chance: one in a hundred)
CLEAR_WORTH = 0.10  # a worth lost this large counts, whatever its interval (an inaccuracy's: five in a hundred)
MAX_MOVES = 24  # a rulebook turn: three plays, and two exchanges each followed by three
MAX_SUM = 1e13  # no sum over 400,000 worlds comes near: 400,000 * 240 ** 2 is 2.3e10
MAX_WORLDS = 10**7  # worlds a position's sums may rest on (the coach stops at 400,000)


@dataclass(frozen=True)
class Estimate:
    """Sums over the worlds looked at for ``moves``: per move the number of worlds (``counts``),
    the margins (``sums``), their squares, the win scores and theirs, the worths and theirs; per
    ordered pair ``(i, j)`` with ``i < j`` the number of worlds both were played in and the
    differences of margin, of win score and of worth with their squares. ``kind``: what the
    table counts (``match.counts``), the unit of the worths. A move left out of some chunks
    (``thinker`` stops refining a move whose label is settled) has fewer worlds; the moves still
    refined have them all.
    ``exact`` values come from every world there is (solved); ``population``, if given, is how
    many different worlds the view allows, each looked at once at most."""

    moves: tuple[Move, ...]
    exact: bool
    counts: tuple[int, ...]
    sums: tuple[float, ...]
    squares: tuple[float, ...]
    wins: tuple[float, ...]
    win_squares: tuple[float, ...]
    worths: tuple[float, ...]
    worth_squares: tuple[float, ...]
    pairs: tuple[tuple[int, float, float, float, float, float, float], ...]  # (i, j) in ``pair_index`` order
    population: int | None = None
    kind: str = "deal"

    @classmethod
    def of(cls, values: list[MoveValues], moves: tuple | None = None, population: int | None = None,
           stakes=None) -> Estimate:
        """The sums of values computed world by world (the same worlds for every move valued);
        ``moves``, if given, are all the position's moves, of which ``values`` may cover some;
        ``population``: the worlds were dealt without replacement from that many; ``stakes``:
        each move's ``table_counts.Stakes`` (``table_counts.worth_of(view)``), by default a
        deal won or lost."""
        moves = tuple(v.move for v in values) if moves is None else tuple(moves)
        stakes = stakes or _a_deal
        by_move = {v.move: v for v in values}
        played = [k for k, m in enumerate(moves) if m in by_move]  # the moves valued, over the same worlds
        rows = []
        for k in played:
            v, worth = by_move[moves[k]], stakes(moves[k]).worth
            rows.append((v.margins, v.wins, [worth(a, b) for a, b in zip(v.margins, v.wins, strict=True)]))
        n = len(moves)
        counts, sums = [0] * n, [[0.0] * n for _ in range(6)]  # margins, their squares, wins, theirs, worths, theirs
        gram = []
        if played:
            # each figure as a matrix of moves by worlds: a pair's sums of differences and of their
            # squares follow from the moves' sums and the matrix's products (a - b)^2 = a^2 + b^2 - 2ab,
            # exact for the whole numbers and halves worlds give, and a few matrix products for the
            # thousands of pairs of an auction
            for f in range(3):
                m = numpy.array([row[f] for row in rows], dtype=float)
                total, square = m.sum(axis=1).tolist(), numpy.einsum("ij,ij->i", m, m).tolist()
                for place, k in enumerate(played):
                    sums[2 * f][k], sums[2 * f + 1][k] = total[place], square[place]
                gram.append((m @ m.T).tolist())
            for place, k in enumerate(played):
                counts[k] = len(rows[place][0])
        at = {k: place for place, k in enumerate(played)}
        pairs = []
        for i, j in pair_index(n):
            if i not in at or j not in at:
                pairs.append((0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0))
                continue
            a, b = at[i], at[j]
            pair: list = [counts[i]]
            for f in range(3):
                total, square = sums[2 * f], sums[2 * f + 1]
                pair += [total[i] - total[j], max(0.0, square[i] + square[j] - 2 * gram[f][a][b])]
            pairs.append(tuple(pair))
        return cls(moves, values[0].exact if values else True, tuple(counts), *(tuple(x) for x in sums), tuple(pairs),
                   population, stakes(moves[0]).kind if moves else "deal")

    def __add__(self, other: Estimate) -> Estimate:
        """Both sets of worlds together (exact values are complete: nothing is added to them)."""
        if self.exact or not self.worlds:
            return self if self.worlds else other
        if other.exact:
            return other
        if other.moves != self.moves or other.population != self.population or other.kind != self.kind:
            raise ValueError("estimates of different moves, worlds or stakes")
        add = lambda a, b: tuple(x + y for x, y in zip(a, b, strict=True))  # noqa: E731
        return Estimate(self.moves, False, add(self.counts, other.counts), add(self.sums, other.sums),
                        add(self.squares, other.squares), add(self.wins, other.wins),
                        add(self.win_squares, other.win_squares), add(self.worths, other.worths),
                        add(self.worth_squares, other.worth_squares),
                        tuple(add(p, q) for p, q in zip(self.pairs, other.pairs, strict=True)), self.population,
                        self.kind)

    @property
    def worlds(self) -> int:
        """How many worlds were looked at (the moves still refined were played in all of them)."""
        return max(self.counts, default=0)

    def index(self, move) -> int:
        return self.moves.index(move)

    def refined(self) -> tuple[int, ...]:
        """The moves played in every world looked at."""
        return self._refined

    @functools.cached_property
    def _refined(self) -> tuple[int, ...]:
        return tuple(i for i, n in enumerate(self.counts) if n == self.worlds)

    def margin(self, i: int) -> float:
        return self.sums[i] / self.counts[i]

    def win(self, i: int) -> float:
        return self.wins[i] / self.counts[i]

    def worth(self, i: int) -> float:
        """Move ``i``'s mean worth: what its result is worth in the table's match (``kind``)."""
        return self.worths[i] / self.counts[i]

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

    def worth_diff(self, i: int, j: int) -> tuple[float, float]:
        """The same for the worth."""
        return self._pair(i, j, 5)

    def _pair(self, i: int, j: int, at: int) -> tuple[float, float]:
        if i == j:
            return 0.0, 0.0
        sign = 1 if i < j else -1
        pair = self.pairs[pair_place(len(self.moves), min(i, j), max(i, j))]
        n, (total, squares) = pair[0], pair[at:at + 2]
        if not n:
            return 0.0, math.inf
        mean = sign * total / n
        return mean, 0.0 if self.exact else _stderr(total, squares, n, self.population)

    def to_json(self) -> dict:
        """The sums as JSON, a move by its code."""
        return {"moves": [m.code for m in self.moves], "exact": self.exact, "counts": list(self.counts),
                "sums": list(self.sums), "squares": list(self.squares), "wins": list(self.wins),
                "win_squares": list(self.win_squares), "worths": list(self.worths),
                "worth_squares": list(self.worth_squares), "pairs": [list(p) for p in self.pairs],
                "population": self.population, "kind": self.kind}

    @staticmethod
    def from_json(data: object) -> Estimate:
        """Saved sums, checked (``ValueError`` if anything is off: a damaged or forged row)."""
        if not isinstance(data, dict) or set(data) != KEYS:
            raise ValueError("not an estimate")
        if not isinstance(data["moves"], list) or not 0 < len(data["moves"]) <= MAX_MOVES:
            raise ValueError("bad moves")
        try:
            moves = tuple(Move.parse(m) for m in data["moves"])
        except ActionError:
            raise ValueError("bad move") from None
        n = len(moves)
        counts = tuple(int(c) for c in _numbers(data["counts"], n, whole=True))
        rows = [_numbers(data[k], n) for k in ("sums", "squares", "wins", "win_squares", "worths", "worth_squares")]
        pairs = data["pairs"]
        if not isinstance(pairs, list) or len(pairs) != n * (n - 1) // 2:
            raise ValueError("bad pairs")
        pairs = tuple((int(p[0]), *p[1:]) for p in (_numbers(p, 7) for p in pairs))
        population = data["population"]
        if population is not None and (type(population) is not int or not 0 < population <= 10**7):
            raise ValueError("bad population")
        if type(data["exact"]) is not bool or len(set(moves)) != n or data["kind"] not in COUNTS:
            raise ValueError("bad estimate")
        _check_sums(counts, *rows, pairs)
        return Estimate(moves, data["exact"], counts, *rows, pairs, population, data["kind"])

    def beats(self, j: int, i: int) -> bool:
        """Whether move ``j`` is worth more than move ``i`` to the table beyond doubt: by
        ``EVEN_WORTH`` or more at the low end of the 95% interval of their difference (measured
        world by world), or by ``CLEAR_WORTH`` on average. A worth lost is a noisy figure (a
        deal's chance moves only in the worlds where the result changes): a smaller difference
        that its interval does not clear is as likely sampling as a real loss."""
        if i == j:
            return False
        d, se = self.worth_diff(j, i)
        return d >= CLEAR_WORTH or d - Z95 * se >= EVEN_WORTH

    def beaten(self, i: int) -> bool:
        """Whether some move played in every world ``beats`` move ``i``."""
        return self._beaten[i]

    @functools.cached_property
    def _beaten(self) -> tuple[bool, ...]:
        refined = self.refined()
        return tuple(any(self.beats(j, i) for j in refined) for i in range(len(self.moves)))

    @functools.cached_property
    def _best(self) -> int:
        return max((i for i in self.refined() if not self.beaten(i)), key=lambda i: (self.margin(i), -i))

    def best(self) -> int:
        """Among the moves played in every world (a move no longer refined was left because it
        is clearly worse), the one of the highest mean margin among those no other ``beats``
        (worth the most to the table, as far as the worlds tell), the first of equals. Exact
        values: the most points among those within ``EVEN_WORTH`` of the highest worth."""
        return self._best


KEYS = {"moves", "exact", "counts", "sums", "squares", "wins", "win_squares", "worths", "worth_squares", "pairs",
        "population", "kind"}


def valued(view: View, rng, worlds: int, moves, of: tuple | None = None, dealt: list | None = None,
           population: int | None = None) -> Estimate:
    """The coach's values of ``moves`` (``search.evaluate``) over ``worlds`` worlds dealt with
    ``rng``, or over ``dealt``, as an ``Estimate`` of ``of`` (all the position's moves; ``moves``
    by default), each world's result worth what the table counts (``table_counts.worth_of``).
    The worlds are played out as the expert plays them out: by the table's learned policy where
    one plays (``learned.table_net``), else by the rule of thumb; with both sides at their
    best, no slips, for a verdict speaks of good play. The coach so judges by the playouts of the
    bot it holds up as strong, and does not call that bot's own choices mistakes."""
    values = evaluate(view, rng, worlds, moves, dealt=dealt, net=table_net(view.rules))
    return Estimate.of(values, of, population, worth_of(view))


def _a_deal(move) -> Stakes:
    """The stakes of a deal won or lost (the online table's): ``Estimate.of``'s by default."""
    return Stakes(Rules())


def _numbers(value: object, n: int, whole: bool = False) -> tuple:
    """``n`` finite numbers within ``MAX_SUM`` (whole ones if ``whole``), else ``ValueError``."""
    if not isinstance(value, list) or len(value) != n:
        raise ValueError("bad numbers")
    for x in value:
        if isinstance(x, bool) or not isinstance(x, (int, float)) or not -MAX_SUM <= x <= MAX_SUM:
            raise ValueError("bad number")
        if whole and (x < 0 or x != int(x)):
            raise ValueError("bad count")
    return tuple(value)


MAX_MARGIN = 240  # no margin of a deal is wider than every point of a 48-card deck, twice


MAX_WORTH = MAX_MARGIN  # no worth is wider than a margin (Rematada's worth is its points)


def _check_sums(counts, sums, squares, wins, win_squares, worths, worth_squares, pairs) -> None:
    """Sums that worlds could have given, else ``ValueError``: every move played in one world
    at least (the first chunk plays them all, and a mean divides by its count), margins and
    worths within a deal's reach, win scores between 0 and 1 a world, and no pair played in
    more worlds than either of its moves. A forged or damaged row fails here, not later as a
    division by zero."""
    for n, total, square, won, won_square, worth, worth_square in zip(counts, sums, squares, wins, win_squares,
                                                                      worths, worth_squares, strict=True):
        if not 0 < n <= MAX_WORLDS or abs(total) > MAX_MARGIN * n or not 0 <= square <= MAX_MARGIN ** 2 * n:
            raise ValueError("bad sums")
        if not 0 <= won <= n or not 0 <= won_square <= n:
            raise ValueError("bad win sums")
        if abs(worth) > MAX_WORTH * n or not 0 <= worth_square <= MAX_WORTH ** 2 * n:
            raise ValueError("bad worth sums")
    for (i, j), (n, total, square, won, won_square, worth, worth_square) in zip(pair_index(len(counts)), pairs,
                                                                                 strict=True):
        if not 0 <= n <= min(counts[i], counts[j]) or abs(total) > 2 * MAX_MARGIN * n:
            raise ValueError("bad pair")
        if not 0 <= square <= (2 * MAX_MARGIN) ** 2 * n or abs(won) > n or not 0 <= won_square <= n:
            raise ValueError("bad pair")
        if abs(worth) > 2 * MAX_WORTH * n or not 0 <= worth_square <= (2 * MAX_WORTH) ** 2 * n:
            raise ValueError("bad pair")


def pair_index(n: int) -> list[tuple[int, int]]:
    return [(i, j) for i in range(n) for j in range(i + 1, n)]


def pair_place(n: int, i: int, j: int) -> int:
    """Where pair ``(i, j)``, ``i < j``, stands in ``pair_index(n)``: counted, not searched
    (Subastada's auction prices a pass and some 160 bids: thirteen thousand pairs)."""
    return i * n - i * (i + 1) // 2 + (j - i - 1)


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
