"""The learner's side's chance to win a finished deal, step by step, as the coach valued it:
the data of the review's chance chart, and the mistakes marked on it.

Only values the coach already kept are used (the note of each position where the learner
decided, ``coach.notes``), so drawing the chart costs no look-ahead. Three kinds of point:

- ``position``: at a step where the learner was to decide, the chance if they played the
  coach's best move (what the position was worth, from the learner's view);
- ``move``: at the step a decision's move shows, the chance after the move played, as the
  coach valued that move in the same worlds (so a costly move shows as a drop);
- ``result``: the deal's last step, the learner's side's score (1 won, 0 lost, a tie's share).

The others' moves in between have no value of their own (the coach values only the learner's
positions): the next ``position`` point is the chance after them. Where both a ``move`` and a
``position`` value fall on one step (the learner decides twice running: an exchange, then a
card), the ``position`` value is kept, as it was measured in that very position. A point is
``exact`` when the coach's values there were (every world the view allows solved: with every
card known the chance is 0, 1 or a tie's share) and the result always is. A decision whose
position has no note (pruned or damaged) has no point: its mistake is counted as ``unplaced``,
never drawn somewhere it was not.

>>> from brisca.teach.table.flow import Settings, new_game, play
>>> game = new_game("a" * 24, Settings(deal=3))
>>> while not game.over:
...     game = play(game, game.view.legal[0])
>>> chart = chances(game)
>>> chart.points[-1].kind, chart.points[-1].exact, chart.points[-1].step == len(game.record.moves)
('result', True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from brisca.core.settle import returns
from brisca.teach.coach.notes import position_key
from brisca.teach.coach.verdicts import line_of

from .decisions import Decision
from .flow import Game

GOOD_LABELS = ("best", "good")  # the labels a chart does not mark (the review's good ones)
KINDS = ("position", "move", "result")


@dataclass(frozen=True)
class Chance:
    """The learner's side's chance to win (0 to 1) after ``step`` moves of the deal, what kind of
    value it is (``KINDS``), whether it is exact, and the decision whose move that step shows."""

    step: int
    chance: float
    kind: str
    exact: bool
    decision: Decision | None = None

    @property
    def mistake(self) -> bool:
        """Whether the chart marks this point: the move it shows was labelled short of good."""
        return self.decision is not None and self.decision.label not in GOOD_LABELS


@dataclass(frozen=True)
class Chances:
    """A deal's chance points in step order (one per step at most) and the decisions labelled
    short of good that have no point (no values kept for their position)."""

    points: tuple[Chance, ...]
    unplaced: tuple[Decision, ...] = ()

    @property
    def marks(self) -> tuple[Chance, ...]:
        return tuple(p for p in self.points if p.mistake)

    def mark_at(self, step: object) -> Chance | None:
        """The marked point at ``step``, if there is one (anything else, a forged step too: ``None``)."""
        if type(step) is not int:
            return None
        return next((p for p in self.marks if p.step == step), None)


def chances(game: Game) -> Chances:
    """The chance points of ``game``'s deal (a match's deal: ``Game.deal_game``), from the
    coach's notes kept with the game."""
    notes = game.notes
    by_step: dict[int, Chance] = {}
    unplaced = []
    for d in game.decisions:
        note = notes.get(position_key(game.record.moves[:d.ply], game.deal_index))
        if note is None:
            if d.label not in GOOD_LABELS:
                unplaced.append(d)
            continue
        values = note.values
        before = by_step.get(d.ply)
        by_step[d.ply] = Chance(d.ply, values.win(values.best()), "position", values.exact,
                                before.decision if before else None)
        # decisions come in order: a later position's value replaces this point, keeping its mark
        by_step[d.ply + 1] = Chance(d.ply + 1, values.win(line_of(values, d.move)), "move", values.exact, d)
    if game.over and not game.resigned:  # a resigned deal was not played to its count
        last = len(game.record.moves)
        at_last = by_step.get(last)
        by_step[last] = Chance(last, returns(game.state, game.learner)[1], "result", True,
                               at_last.decision if at_last else None)
    return Chances(tuple(by_step[k] for k in sorted(by_step)), tuple(unplaced))
