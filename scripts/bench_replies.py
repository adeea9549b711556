"""How long the learner waits for the bots' reply on a busy server: a minute or two.

Several learners play hard games at four seats, coach on, on one server (threads of this
process, sharing one coach's pool, as Streamlit's sessions do): each thinks ``--think``
seconds, then clicks; the click does what ``practice_view.handle_click`` does (the coach's
values, the reply thought ahead or thought on the click, the save). The time from click to
the reply saved is measured, first with the replies' time budget (``brisca.teach.coach.budget``)
and then without it (as before it: the click waits 0.1 s for a reply thought ahead, then the
bots think with their full number of worlds), in one run.

    .venv/bin/python scripts/bench_replies.py --learners 5 --seconds 40
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.stats import percentile  # noqa: E402
from brisca.teach.coach.budget import AHEAD_WAIT, REPLY_SECONDS  # noqa: E402
from brisca.teach.coach.thinker import CLICK_WAIT, Thinker  # noqa: E402
from brisca.teach.table import entry, flow  # noqa: E402
from brisca.teach.table.access import Caller  # noqa: E402
from brisca.teach.table.command import Command  # noqa: E402
from brisca.teach.table.flow import Settings  # noqa: E402


def learner(index: int, until: float, think: float, budgeted: bool, out: list) -> None:
    rng = random.Random(index)
    time.sleep(index * think / 5)  # the learners do not all click at once
    game = flow.start(Settings("hard", "001-pairs", deal=rng.randrange(10**6)), REPLY_SECONDS)
    while time.monotonic() < until:
        if game.match_over:
            game = flow.start(Settings("hard", "001-pairs", deal=rng.randrange(10**6)), REPLY_SECONDS)
        elif game.over:
            game = flow.commit(game, flow.next_deal(game, REPLY_SECONDS))
        entry._think(game)
        time.sleep(think * rng.uniform(0.5, 1.5))
        action = rng.choice(game.view.legal)
        begun = time.monotonic()
        command = Command.of(action)
        coach = entry.thinker()
        values = coach.values(entry._key(game), wait=CLICK_WAIT) if flow.wants_values(game, command) else None
        valued = time.monotonic()
        known = coach.prepared(entry._key(game, action.code), wait=AHEAD_WAIT if budgeted else CLICK_WAIT)
        replies = flow.known_replies(known)
        waited = time.monotonic()
        budget = REPLY_SECONDS - (waited - begun) if budgeted else None
        after = entry.apply(game, Caller(), command, values, replies, budget).game
        acted = time.monotonic()
        game = flow.commit(game, after)
        if os.environ.get("BENCH_VERBOSE") and acted - waited > 2:
            print(f"{index} values {valued - begun:.2f} ahead {waited - valued:.2f} act {acted - waited:.2f} "
                  f"save {time.monotonic() - acted:.2f} cards {len(game.view.hand)}", flush=True)
        out.append((time.monotonic() - begun, known is not None, values is not None, valued - begun))


def run(learners: int, seconds: float, think: float, budgeted: bool) -> dict:
    coach = Thinker()
    entry.thinker = lambda: coach  # the server's one pool, made here
    coach.prepare("warm", sum, ())  # the pool started before the clock: a server's is long up
    coach.prepared("warm", wait=60)
    out: list = []
    until = time.monotonic() + seconds
    threads = [threading.Thread(target=learner, args=(i, until, think, budgeted, out)) for i in range(learners)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    coach.close(wait=True)
    waits = [w for w, *_ in out]
    return {"budget": budgeted, "clicks": len(out), "replies_ahead": sum(o[1] for o in out),
            "values_ahead": sum(o[2] for o in out), "values_p95_s": round(percentile([o[3] for o in out], 0.95), 2),
            "p50_s": round(percentile(waits, 0.5), 2), "p95_s": round(percentile(waits, 0.95), 2),
            "max_s": round(max(waits), 2), "load": round(os.getloadavg()[0], 1)}


def main() -> None:
    if os.environ.get("BENCH_VERBOSE"):
        import logging

        logging.basicConfig(format="%(threadName)s %(message)s")
        logging.getLogger("brisca.budget").setLevel(logging.DEBUG)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--learners", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=40.0, help="per phase")
    parser.add_argument("--think", type=float, default=2.0, help="seconds a learner thinks, on average")
    parser.add_argument("--budget-only", action="store_true", help="the budgeted phase only")
    parser.add_argument("--rounds", type=int, default=1, help="phases alternated this many times (the load moves)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["BRISCA_DB"] = str(Path(folder) / "games.sqlite3")
        for budgeted in ((True,) if args.budget_only else (True, False)) * args.rounds:
            print(run(args.learners, args.seconds, args.think, budgeted), flush=True)


if __name__ == "__main__":
    main()
