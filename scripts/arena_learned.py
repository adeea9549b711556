"""The expert with its learned playout policy (``brisca.bots.learned``) against today's expert,
whose worlds are played out by the rule of thumb (``expert-rule``), in the arena
(``python -m brisca arena``): the same duplicate deals, seatings swapped; score with its 95%
interval, margin, and milliseconds a decision for each.

    OPENBLAS_NUM_THREADS=1 nice -n 10 .venv/bin/python scripts/arena_learned.py --deals 1000 --jobs 2 --rules 000

``--weights FILE`` plays a network of one's own (a file ``scripts/train_policy.py`` wrote) at
the table given instead of the shipped one.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.bots import BOTS, ExpertBot, expert  # noqa: E402
from brisca.bots.learned import Net  # noqa: E402
from brisca.cli import main  # noqa: E402
from brisca.core.rules import PRESETS  # noqa: E402


class RuleExpert(ExpertBot):
    """Today's expert: the rule of thumb in every world."""

    name = "expert-rule"
    learned = False


if __name__ == "__main__":
    args = sys.argv[1:]
    if "--weights" in args:
        at = args.index("--weights")
        net = Net.load(Path(args[at + 1]))
        del args[at:at + 2]
        table = PRESETS[args[args.index("--rules") + 1] if "--rules" in args else "000"]
        expert.table_net = lambda rules: net if rules == table else None  # the processes fork with it
    BOTS["expert-rule"] = RuleExpert
    main(["arena", "expert", "expert-rule", *args])
