"""The fresh worlds a claim of the coach is replayed in, and what a claim is found to be.

Fresh worlds are drawn from the seat's view apart from the coach's own (``lines.FRESH_SEED``),
or are every world when they are few. A claim is ``true``, ``doubtful`` or ``false``: a fact of
the position holds or not; a share of worlds is true when the fresh worlds give at least the
least share the claim needs, false when their 95% interval lies wholly below it, doubtful in
between; a chance said is set against the fresh worlds' 99.9% interval.

>>> worst(["true", "doubtful", "true"])
'doubtful'
>>> measured(0.04, (0.01, 0.08), 0.1), measured(0.07, (0.03, 0.12), 0.1), measured(0.2, (0.1, 0.3), 0.1)
('false', 'doubtful', 'true')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from brisca.bots.basic import decision_rng
from brisca.bots.determinize import Worlds
from brisca.bots.search import exact_worlds
from brisca.core.action import Move
from brisca.core.cards import Card, beats
from brisca.core.state import side_of
from brisca.core.view import View
from brisca.stats import wilson

from .line_ideas import SWING_SHARE
from .lines import FRESH_SEED, Swing, trace

TRUE, DOUBTFUL, FALSE = "true", "doubtful", "false"
STATUSES = (TRUE, DOUBTFUL, FALSE)
FRESH_WORLDS = 400  # fresh worlds a claim is measured in (the tests ask for fewer)
Z_FAR = 3.29  # a chance said is measured against the fresh worlds' 99.9% interval


def worst(statuses) -> str:
    """The weakest of some claims' statuses (``true`` for none)."""
    statuses = list(statuses)
    return next((s for s in (FALSE, DOUBTFUL) if s in statuses), TRUE)


def holds(fact: bool) -> str:
    """A claim of the position: true or false."""
    return TRUE if fact else FALSE


def measured(point: float, interval: tuple[float, float], least: float) -> str:
    """A share measured in fresh worlds against the least share the claim needs: true past it;
    false only when ``interval`` is wholly under it (the checkers pass the 99.9% interval,
    ``Z_FAR``: a claim near its line, checked among thousands, would else be called false now
    and then by the fresh worlds' own chance); doubtful between."""
    if point > least:
        return TRUE
    return FALSE if interval[1] <= least else DOUBTFUL


@dataclass
class Fresh:
    """The evidence a claim is replayed in: the view, the two lines compared, and fresh worlds
    (every world when they are few), drawn and traced only when a claim asks for them."""

    view: View
    played: Move
    better: Move
    count: int = FRESH_WORLDS
    seed: int = 0

    @cached_property
    def worlds(self) -> list:
        every = exact_worlds(self.view)
        if every is not None:
            return every
        rng, dealer = decision_rng(self.seed + FRESH_SEED, self.view), Worlds(self.view)
        return [dealer.deal(rng) for _ in range(self.count)]

    @property
    def exact(self) -> bool:
        return exact_worlds(self.view) is not None

    @cached_property
    def swing(self) -> Swing:
        return replace(trace(self.view, self.played, self.better, self.worlds), exact=self.exact)

    def net(self, card: Card) -> str:
        """The own side takes ``card`` more often after the better move, by the least share."""
        change = self.swing
        paired = change.cards.get(card)
        if paired is None:
            return FALSE
        return measured(change.net(paired), change.net_interval(paired, Z_FAR), SWING_SHARE)

    def share(self, count: int, of: int | None = None, least: float = SWING_SHARE) -> str:
        change = self.swing
        of = change.worlds if of is None else of
        if not of:
            return FALSE
        return measured(count / of, change.interval(count, of, Z_FAR), least)

    def rivals_after_beat(self, card: Card) -> bool:
        """Whether in some fresh world a seat of the other side still to play to this trick
        holds a card that beats ``card``."""
        view = self.view
        n = view.rules.players
        after = [(view.seat + k) % n for k in range(1, n - len(view.trick))]
        for world in self.worlds:
            mine = side_of(world, view.seat)
            if any(side_of(world, s) != mine and any(beats(c, card, view.trump_suit) for c in world.hands[s])
                   for s in after):
                return True
        return False


def share_said(said: float, hits: int, n: int) -> str:
    """A chance said, against the share of fresh worlds: within their 99.9% interval (a chance
    counted exactly lands outside it once in a thousand; one sampled by the coach, a little more
    often), within twice its width (doubtful), or beyond (false); half a point either way for
    the rounding."""
    low, high = wilson(hits / n, n, Z_FAR)
    centre, half = (low + high) / 2, (high - low) / 2 + 0.005
    return TRUE if abs(said - centre) <= half else DOUBTFUL if abs(said - centre) <= 2 * half else FALSE


