"""How a match ended, in one value: ``Outcome(termination, winner)``, as python-chess has one
``Outcome`` of a game. Everything that says whether a match is over and who won it (the
practice page, the review, a learner's list of games) asks ``match_outcome``, which reads the
engine's own match state (``MatchRecord.state``, moved on by ``record_deal``), never a deal's
result alone: a match of several deals is not won by whoever won its last deal.

Terminations:

* ``unfinished``: the match goes on (a deal on the table, or the next one still to deal);
* ``resigned``: a side gave the match up (the only side left, if one, wins it);
* ``target``: a side reached the match's target (deals, match points or Rematada's points);
* ``points`` or ``last_trick``: a one-deal match won on points, or by the last trick in a tie;
* ``draw`` or ``annul``: a one-deal match tied and not broken (``Rules.tie``); no winner.
* ``contract``: a one-deal match of Briscola chiamata, decided by the caller's contract: its
  sides were the deal's own, so no side of the match won it; each person who scored (``winners``)
  won it, the others lost it.

>>> from brisca.core.match_record import MatchRecord
>>> from brisca.core.record import deal
>>> match_outcome(MatchRecord((deal("004", seed=1),)))
Outcome(termination='unfinished', winner=None)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .match_record import MatchRecord

TERMINATIONS = ("unfinished", "resigned", "target", "points", "last_trick", "draw", "annul", "contract")


@dataclass(frozen=True)
class Outcome:
    termination: str  # one of ``TERMINATIONS``
    winner: int | None  # the side that won the match, if one did
    # chiamata: the seats whose person score of the deal is above 0
    winners: frozenset[int] = field(default=frozenset(), repr=False)

    @property
    def over(self) -> bool:
        return self.termination != "unfinished"

    def result_for(self, side: int) -> str:
        """The match as ``side`` sees it: ``won``, ``lost``, ``tie``, ``resigned`` (by this side)
        or ``unfinished``."""
        if not self.over:
            return "unfinished"
        if self.termination == "resigned" and self.winner != side:
            return "resigned"
        if self.termination == "contract":
            return "won" if side in self.winners else "lost"
        if self.winner is None:
            return "tie"
        return "won" if self.winner == side else "lost"


def match_outcome(match: MatchRecord, resigned: int | None = None) -> Outcome:
    """How ``match`` stands: over or not and who won, from the engine's match state;
    ``resigned``: the side that resigned it, if one did."""
    if resigned is not None:
        others = [s for s in range(len(match.rules.sides)) if s != resigned]
        return Outcome("resigned", others[0] if len(others) == 1 else None)
    state = match.state
    if not state.over:
        return Outcome("unfinished", None)
    if match.rules.match != "single":
        return Outcome("target", state.winner)
    last = match.results[-1]  # a one-deal match is over once a deal is not replayed: that one decided
    if last is not None and last.persons and last.outcome == "win":  # chiamata: each person's own result
        return Outcome("contract", None, frozenset(seat for seat, p in enumerate(last.persons) if p > 0))
    if last is not None and last.winner is not None:
        return Outcome(last.decided_by or "points", state.winner)
    return Outcome(last.outcome if last is not None and last.outcome == "annul" else "draw", state.winner)
