"""What señas are worth to the expert pair, and the most they could be worth to its look-ahead.

Each line is one arena (``python -m brisca arena``), the same duplicate deals, seatings swapped:

* ``004`` and ``003``: the pair that signals (``expert``) against the same pair mute
  (``expert-mute``) at each table with signs: 004's, on any turn; 003's, before one's first card.
  The issue's target is a score of 0.55.
* ``004-ceiling``: an expert that sees what is left of its partner's hand, every card of it, at
  every turn (more than any sign can tell), against the plain expert at 004's table without signs.
* ``003-ceiling``: an expert that sees what its partner still holds of the hand as dealt (003's
  signs speak of that hand alone: they are made before the first card), against the plain
  expert at 003's table without signs. It sees it from the deal's first card on, before the
  partner could have signed.

A ceiling below 0.55 says the target is out of this look-ahead's reach at that table, whatever
the signs say and however they are read.

    .venv/bin/python scripts/arena_senas.py --deals 500 --seed 5 --jobs 2
    .venv/bin/python scripts/arena_senas.py --only 003-ceiling --deals 500 --seed 5 --jobs 2

The seeing bots are registered in this process; the arena's workers are forked from it, so
they know them too.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.bots import BOTS, ExpertBot  # noqa: E402
from brisca.bots.arena import arena  # noqa: E402
from brisca.core.state import sides_of  # noqa: E402


def partners_of(state, seat: int) -> list[int]:
    """The seats that score with ``seat`` in this deal (none where each plays alone)."""
    return [p for side in sides_of(state) if seat in side for p in side if p != seat]


def drawn_cards(state) -> set:
    """The cards that reached a hand after the deal: the stock's drawn so far, and the turned-up
    card once a seat took it (by drawing it last or in an exchange)."""
    drawn = set(state.stock_order[:state.drawn])
    if state.turned_up_taker is not None and state.turned_up is not None:
        drawn.add(state.turned_up)
    return drawn


class SeesPartner(ExpertBot):
    """The expert, seeing every card its partners hold (as cards all know to be there)."""

    name = "sees-partner"

    def partner_cards(self, state, partner: int) -> tuple:
        return tuple(state.hands[partner])

    def sees(self, state, seat):
        view = super().sees(state, seat)
        known = list(view.known)
        for partner in partners_of(state, seat):
            known[partner] = tuple(dict.fromkeys((*known[partner], *self.partner_cards(state, partner))))
        return replace(view, known=tuple(known))


class SeesDealt(SeesPartner):
    """The expert, seeing the cards its partners still hold of their hands as dealt."""

    name = "sees-dealt"

    def partner_cards(self, state, partner: int) -> tuple:
        drawn = drawn_cards(state)
        return tuple(c for c in state.hands[partner] if c not in drawn)


BOTS["sees-partner"], BOTS["sees-dealt"] = SeesPartner, SeesDealt
RUNS = {
    "004": ("expert", "expert-mute", "004-pairs-signals"),
    "003": ("expert", "expert-mute", "003-pairs-signals"),
    "004-ceiling": ("sees-partner", "expert", "004-pairs"),
    "003-ceiling": ("sees-dealt", "expert", "003-pairs"),
}
FIGURES = ("bot_a", "bot_b", "rules", "games", "score", "score_ci", "margin", "margin_ci")


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=500)
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--only", choices=RUNS, action="append", help="one run (again for more); all by default")
    a = p.parse_args(argv)
    for run in a.only or RUNS:
        bot_a, bot_b, rules = RUNS[run]
        figures = arena(bot_a, bot_b, a.deals, a.seed, a.jobs, rules, progress=None)
        print(json.dumps({"run": run, **{k: figures[k] for k in FIGURES}}), flush=True)


if __name__ == "__main__":
    main()
