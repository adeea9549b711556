"""The analysis board: any position the rules allow (``position``), every legal move priced by
the coach with its reasons, as ``python -m brisca hint`` prices a record's last position.

The budget is the coach's own (``verdicts.own_values``): 48 sampled worlds, 48 more while a
label is unsure up to 144, or every world, solved, once they are few enough (late in a deal);
the values, the labels and the reason the best move is best are the hint's, from the same
seed. A move short of the best gets the idea it would break (``explain``, said as a hint).

>>> a = analyse(Position.parse("rules:000;first:0;hand:1O,3C,7B;up:5E;stock:33"))
>>> len(a.moves), a.moves[0].label
(3, 'best')
"""

from __future__ import annotations

from dataclasses import dataclass

from brisca.core.trick import Reason
from brisca.core.view import View
from brisca.teach.coach.explain import explain
from brisca.teach.coach.ideas import HINT
from brisca.teach.coach.verdicts import MoveEval, evaluate_moves, own_values, why_best

from .position import Position, PositionError, Problem, position_of, problems, read_position

__all__ = ["Analysis", "Position", "PositionError", "Problem", "analyse", "position_of", "problems",
           "read_position"]


@dataclass(frozen=True)
class Priced:
    """One move priced: the coach's evaluation, and the reasons it is short of the best move
    (its cost, then the idea it breaks; nothing for the best move)."""

    eval: MoveEval
    reasons: tuple[Reason, ...]

    @property
    def move(self):
        return self.eval.move

    @property
    def label(self) -> str:
        return self.eval.label

    @property
    def main(self) -> tuple[Reason, ...]:
        """What to tell of it: the idea it breaks, or failing one what it costs."""
        return (self.reasons[1:] or self.reasons)[:1]


@dataclass(frozen=True)
class Analysis:
    position: Position
    view: View
    moves: tuple[Priced, ...]  # best first
    why: tuple[Reason, ...]  # why the best move beats the next best (the hint's reasons)
    worlds: int  # the worlds the values rest on
    exact: bool  # every world the position allows was solved


def analyse(position: Position, seed: int = 0) -> Analysis:
    """Every legal move of the seat to move priced (check ``problems(position)`` first)."""
    if problems(position):
        raise PositionError("bad_position", problems=[p.code for p in problems(position)])
    view = position.view()
    values = own_values(view, seed)
    evals = evaluate_moves(view, seed, values)
    best = evals[0]
    moves = tuple(Priced(e, () if e.label == "best" else
                         explain(view, e.line, best.line, e.points_lost, seed, HINT, e.known)) for e in evals)
    return Analysis(position, view, moves, why_best(view, evals, seed), values.worlds, values.exact)
