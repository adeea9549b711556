"""How a match ended, in one value: ``Outcome(termination, winner)`` (``brisca.core.outcome``), as
python-chess has one ``Outcome`` of a game, and ``None`` while the match goes on (a deal on the
table, or the next one still to deal). Everything that says whether a match is over and who won
it (the practice page, the review, a learner's list of games) asks ``match_outcome``, which
reads the engine's own match state (``MatchRecord.state``, moved on by ``record_deal``), never a
deal's result alone: a match of several deals is not won by whoever won its last deal.

Terminations (``Termination``): ``RESIGNED``, a side gave the match up (the only side left, if
one, wins it); ``TARGET``, a side reached the match's target (deals, match points or
Rematada's points); a one-deal match ends as its deal did: ``POINTS`` or ``LAST_TRICK`` (won),
``DRAW`` or ``ANNUL`` (tied and not broken, ``Rules.tie``: no winner), or ``CONTRACT``
(Subastada's; under Briscola chiamata the sides were the deal's own, so no side of the match
won it: each person who scored, ``winners``, won it, the others lost it).

>>> from brisca.core.match_record import MatchRecord
>>> from brisca.core.record import deal
>>> match_outcome(MatchRecord((deal("004", seed=1),))) is None
True
"""

from __future__ import annotations

from .match_record import MatchRecord
from .outcome import Outcome, Termination


def match_outcome(match: MatchRecord, resigned: int | None = None) -> Outcome | None:
    """How ``match`` ended, from the engine's match state (``None``: it goes on); ``resigned``:
    the side that resigned it, if one did."""
    if resigned is not None:
        others = [s for s in range(len(match.rules.sides)) if s != resigned]
        return Outcome(Termination.RESIGNED, others[0] if len(others) == 1 else None)
    state = match.state
    if not state.over:
        return None
    if match.rules.match != "single":
        return Outcome(Termination.TARGET, state.winner)
    last = match.results[-1].outcome  # a one-deal match is over once a deal is not replayed: that one decided
    if last.winners:  # chiamata: each person's own result; no side of the match won it
        return Outcome(last.termination, None, last.winners)
    return Outcome(last.termination, state.winner)
