"""The analysis board: any position the rules allow (``position``), every legal move priced by
the coach with its reasons, as ``python -m brisca hint`` prices a record's last position.

The budget is the coach's own (``verdicts.own_values``): 48 sampled worlds, 48 more while a
label is unsure up to 144, or every world, solved, once they are few enough (late in a deal);
the values, the labels and the reason the best move is best are the hint's, from the same
seed. A move short of the best gets the idea it would break (``explain``, said as a hint).

A position opened from a step of a practice game's review is priced with the values the coach
kept there in play (``kept_at``: the game's note of that position, its labels and its seed),
so the board, the hint given there and the review's verdict are one set of values and say one
thing: the same best move, the same label for each move.

>>> a = analyse(Position.parse("rules:000;first:0;hand:1O,3C,7B;up:5E;stock:33"))
>>> len(a.moves), a.moves[0].label
(3, 'best')
"""

from __future__ import annotations

from dataclasses import dataclass

from brisca.core.trick import Reason
from brisca.core.view import View, observe
from brisca.teach.coach.explain import explain
from brisca.teach.coach.ideas import HINT
from brisca.teach.coach.notes import Note, position_key
from brisca.teach.coach.ranking import ranking
from brisca.teach.coach.verdicts import MoveEval, evaluate_moves, own_values, values_for, why_best
from brisca.teach.table.access import Caller, kept_deal
from brisca.teach.table.game import Game

from .position import Position, PositionError, Problem, position_of, problems, read_position

__all__ = ["Analysis", "Kept", "Position", "PositionError", "Problem", "analyse", "kept_at", "position_of",
           "problems", "read_position"]


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
    ranking: Reason | None = None  # why the best, where another move shows more wins (``coach.ranking``)


@dataclass(frozen=True)
class Kept:
    """What the coach kept of a position in a game: its note (the values gathered there, the
    labels said) and the game's seed (the one its verdicts and hints were found with)."""

    note: Note
    seed: int


def kept_at(game: Game, deal: int, ply: int, position: Position, caller: Caller) -> Kept | None:
    """The coach's note of the position before move ``ply`` of the match's deal ``deal``, if
    the learner was to move there and saw ``position`` (a link may name any game and step:
    ``None`` for one that is not this position, or whose note was not kept). Read only where
    the one rule of who may see a game allows ``caller`` (``access.kept_deal``: a practice game
    of theirs, a deal over), asked before anything of the game is looked at: else its refusal."""
    played = kept_deal(game, caller, deal)
    if not 0 <= ply < len(played.record.moves):
        return None
    seat = played.deal_seat(played.learner)
    if seat is None:  # five's resting seat: no decision of the learner in this deal
        return None
    try:
        here = position_of(observe(played.states[ply], seat))
    except PositionError:
        return None
    note = played.notes.get(position_key(played.record.moves[:ply], played.deal_index))
    return Kept(note, played.seed) if here.code == position.code and note is not None else None


def analyse(position: Position, seed: int = 0, kept: Kept | None = None) -> Analysis:
    """Every legal move of the seat to move priced (check ``problems(position)`` first): with
    the values ``kept`` in a game for this position, else the coach's own."""
    if problems(position):
        raise PositionError("bad_position", problems=[p.code for p in problems(position)])
    view = position.view()
    if kept is not None:
        seed = kept.seed
        values = values_for(view, seed, kept.note.values)
        evals = evaluate_moves(view, seed, values, kept.note.labels, kept.note.sure)
    else:
        values = own_values(view, seed)
        evals = evaluate_moves(view, seed, values)
    best = evals[0]
    moves = tuple(Priced(e, () if e.label == "best" else
                         explain(view, e.line, best.line, e.points_lost, seed, HINT, e.known)) for e in evals)
    return Analysis(position, view, moves, why_best(view, evals, seed), values.worlds, values.exact,
                    ranking(values, evals))
