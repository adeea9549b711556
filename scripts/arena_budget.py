"""What the replies' time budget costs in strength: the hard bot at the worlds a busy machine
leaves it (``--worlds``, the budget's floor by default) against its own number, in the arena
(``python -m brisca arena``): the same duplicate deals, seatings swapped.

    .venv/bin/python scripts/arena_budget.py --deals 200 --jobs 1 --rules 000
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.bots import BOTS, ExpertBot  # noqa: E402
from brisca.cli import main  # noqa: E402
from brisca.teach.coach.budget import MIN_WORLDS  # noqa: E402


def budgeted(worlds: int) -> type:
    return type(f"Expert{worlds}", (ExpertBot,), {"name": f"expert{worlds}", "worlds": worlds})


if __name__ == "__main__":
    args = sys.argv[1:]
    worlds = MIN_WORLDS
    if "--worlds" in args:
        at = args.index("--worlds")
        worlds = int(args[at + 1])
        del args[at:at + 2]
    BOTS[f"expert{worlds}"] = budgeted(worlds)  # the arena plays in this process with --jobs 1
    main(["arena", f"expert{worlds}", "expert", *args])
