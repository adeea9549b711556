"""What a judged decision says of the learner's skills: the skills it got wrong, and those it
got right because their ideas were at stake and the learner chose well.

A decision counts **wrong** for the skill (``ideas.SKILLS``) of each idea the coach named in
its verdict, when the verdict is an inaccuracy or worse: the coach found the idea the move
broke. It counts **right** for each skill **at stake** when the learner chose well (a best or
good move). An idea is at stake in a position when the coach, shown another legal move instead
of its best one, would name that idea by the position alone (``explain.position_ideas``: the
exchange, the card played against the trick, the partner's trick, the signals; not the lines
played out in sampled worlds, which only a costly look-ahead shows). The skills the learner's
own move breaks against the best one are left out of its rights: a good move that still gives
points away has not shown that skill.

>>> from brisca.core.action import Action
>>> from brisca.teach.coach.verdicts import Verdict
>>> from brisca.core.trick import Reason
>>> v = Verdict(Action.parse("1O"), Action.parse("2O"), 6.0, 0.0, "mistake", False,
...             (Reason("coach_cost", {}), Reason("coach_gave_points", {})))
>>> judged_skills(None, v)
((), ('following',))
"""

from __future__ import annotations

from brisca.core.action import Move
from brisca.core.view import View

from .explain import position_ideas
from .ideas import IDEAS, SKILLS

CHOSE_WELL = ("best", "good")  # the labels of a move that shows the skills at stake


def _skills(codes) -> tuple[str, ...]:
    """The skills of these reason codes that name ideas, each once, in ``SKILLS`` order."""
    found = {IDEAS[c].skill for c in codes if c in IDEAS}
    return tuple(s for s in SKILLS if s in found)


def at_stake(view: View, best, played=None, seed: int = 0) -> tuple[str, ...]:
    """The skills whose ideas the position puts at stake: named, by the position alone, for
    some legal move other than ``best`` and ``played``, against ``best``."""
    codes = [c for move in view.legal if move not in (best, played)
             for c in position_ideas(view, Move.of(move), Move.of(best), seed)]
    return _skills(codes)


def judged_skills(view: View | None, verdict, seed: int = 0) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The skills a judged decision counts right and those it counts wrong, from the learner's
    view before the move (``None`` is allowed for a verdict that did not choose well)."""
    if verdict.label not in CHOSE_WELL:
        return (), _skills(r.code for r in verdict.reasons)
    stake = at_stake(view, verdict.best, verdict.move, seed)
    broken = () if verdict.move == verdict.best else _skills(
        position_ideas(view, Move.of(verdict.move), Move.of(verdict.best), seed))
    return tuple(s for s in stake if s not in broken), ()
