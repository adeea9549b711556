"""The expert as this tree ships it (``expert``: at a table with trained weights its worlds
are played out by the learned policy, ``brisca.bots.learned``) against today's expert, whose
worlds are played out by the rule of thumb (``expert-rule``: ``ExpertBot`` with ``learned``
off, its worlds and slips as they were), in the arena (``python -m brisca arena``): the same
duplicate deals, seatings swapped; score with its 95% interval, margin, and milliseconds a
decision for each.

    OPENBLAS_NUM_THREADS=1 nice -n 10 .venv/bin/python scripts/arena_learned.py --deals 1000 --jobs 2 --rules 000

The first bot may be changed, to measure what each part is worth: ``--weights FILE`` a network
of one's own (a file ``scripts/train_policy.py`` wrote) at the table given, ``--weights rule``
none (the rule of thumb); ``--worlds N`` the worlds a decision samples (``ExpertBot.NET_WORLDS``
where a network plays them out, else ``worlds``);
``--slip P`` how often the other side plays a random card in them (``ExpertBot.NET_SLIP`` where
a network plays them out, else ``SLIP``); ``--no-reading`` the worlds not weighed by the other
seats' last plays (``ExpertBot.reads_plays``, ``brisca.bots.play_reading``). Every
other argument is the arena's.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.bots import BOTS, ExpertBot, expert  # noqa: E402
from brisca.bots.learned import Net  # noqa: E402
from brisca.cli import main  # noqa: E402
from brisca.core.rules import PRESETS  # noqa: E402


class RuleExpert(ExpertBot):
    """Today's expert: the rule of thumb in every world, today's worlds and slips."""

    name = "expert-rule"
    learned = False
    worlds = ExpertBot.worlds
    SLIP = ExpertBot.SLIP


def changed(argv: list[str]) -> list[str]:
    """The first bot changed as the options say (the processes fork with it); the arena's arguments."""
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--weights")
    parser.add_argument("--worlds", type=int)
    parser.add_argument("--slip", type=float)
    parser.add_argument("--no-reading", action="store_true")
    parser.add_argument("--rules", default="000")
    ours, rest = parser.parse_known_args(argv)
    if ours.no_reading:
        ExpertBot.reads_plays = False
    if ours.weights:
        net = None if ours.weights == "rule" else Net.load(Path(ours.weights))
        table = PRESETS[ours.rules]
        expert.table_net = lambda rules: net if rules == table else None
    if ours.worlds:
        ExpertBot.worlds = ExpertBot.NET_WORLDS = ours.worlds
    if ours.slip is not None:
        ExpertBot.SLIP = ExpertBot.NET_SLIP = ours.slip
    return [*rest, "--rules", ours.rules]


if __name__ == "__main__":
    BOTS["expert-rule"] = RuleExpert
    main(["arena", "expert", "expert-rule", *changed(sys.argv[1:])])
