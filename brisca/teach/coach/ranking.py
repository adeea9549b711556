"""Why the coach's best move is the best where another move shows a higher chance to win: the
hint's list and the analysis board show each move's chance to the percent, and the best is not
always the highest of them (``Estimate.best``: the best margin among the moves no other clearly
beats in what the table counts).

Said as a reason (``coach_ranking_close`` or ``coach_ranking_worth``) with its facts: the two
moves (``best``, ``other``: the highest chance shown above the best's), their chances as shown
(``win``, ``other_win``), what the table counts (``kind``: ``match.counts``) and whether the
values are exact. It is said only where it holds, and ``tests/test_analysis.py`` replays it on
the values:

* ``coach_ranking_worth``: the best is worth as much or more in what the table counts (never at
  a table that counts the deal won, where the worth is the chance to win);
* ``coach_ranking_close``: the other's edge there is one ``Estimate.beats`` does not take (too
  small, or within the luck of the worlds sampled), and the best ends with the better margin
  (``more`` points on average, to a tenth), which is how the coach breaks such a tie.
"""

from __future__ import annotations

from brisca.core.action import Move
from brisca.core.trick import Reason

from .estimate import Estimate
from .verdicts import MoveEval


def ranking(values: Estimate, evals: list[MoveEval]) -> Reason | None:
    """Why ``evals``' best (first) is the best where another shows a higher chance to win, from
    the ``values`` they were read off; None where none does, or neither reason holds (at a table
    that counts more than the deal won, a move a third one beats may still end with a better
    margin)."""
    if not evals:
        return None
    best, shown = evals[0], (lambda e: round(100 * e.win))
    above = [e for e in evals[1:] if shown(e) > shown(best)]
    if not above:
        return None
    other = max(above, key=lambda e: e.win)
    i, j = values.moves.index(best.line), values.moves.index(other.line)
    facts = {"best": Move.of(best.move), "other": Move.of(other.move), "win": shown(best), "other_win": shown(other),
             "kind": values.kind, "exact": "yes" if values.exact else "no"}
    if values.worth(i) >= values.worth(j):
        return Reason("coach_ranking_worth", facts)
    more = values.margin(i) - values.margin(j)
    if not values.beats(j, i) and more > 0:
        return Reason("coach_ranking_close", {**facts, "more": round(more, 1)})
    return None
