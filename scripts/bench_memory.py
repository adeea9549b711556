"""Memory and time a move over a long run: one process plays deal after deal, the expert
against another bot (as a server's bots and the coach's workers do, game after game), and
says after every block of deals how much memory the process holds and the median processor
time a move of each bot took in that block. Both should level off: what a deal leaves behind
must not pile up, nor slow the next deals down.

    python scripts/bench_memory.py [--deals 200] [--block 20] [--rules 000] [--against greedy]
        [--coach CHUNKS] [--trace] [--json]

``--coach CHUNKS`` also values each of the expert's positions as a worker of the coach's pool
does while a learner thinks (that many chunks of ``coach.tasks.chunk_values``, 96 worlds each,
every move played out): the process that solves the most endgames, reported as the median
milliseconds a position took.

Times are the processor time of the thread (``time.thread_time``), not the wall clock, so a
busy machine changes them less; memory is the process's resident set (``VmRSS``), which a
process seldom gives back once it grew. ``--trace`` finds what grows: it starts ``tracemalloc``
after the first block and, at the end, prints the source lines whose memory grew most since,
and the kinds of objects the garbage collector tracks whose count grew most (tracing slows the
blocks after the first: read their times without it). A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import collections
import gc
import json
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.bots import endgame, make_bot  # noqa: E402
from brisca.bots.arena import B_SEED  # noqa: E402
from brisca.bots.turns import play_to_end  # noqa: E402
from brisca.core.action import Move  # noqa: E402
from brisca.core.record import deal  # noqa: E402
from brisca.teach.coach.tasks import CHUNK, chunk_values  # noqa: E402


def rss_mb(pid: int | str = "self") -> float:
    """A process's resident memory in MB (Linux's ``/proc``); 0 if it is gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def family(pid: int) -> list[int]:
    """A process and all its descendants (a server and the coach's workers)."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        try:
            for task in Path(f"/proc/{p}/task").iterdir():
                todo.extend(int(c) for c in (task / "children").read_text().split())
        except OSError:  # ended meanwhile
            pass
    return out


class Timed:
    """A bot whose every move's processor time is noted; with ``coach`` chunks, each position
    it decides in is first valued as the coach's workers value a learner's (timed apart)."""

    def __init__(self, bot, coach: int = 0):
        self.bot, self.ms, self.coach, self.coach_ms = bot, [], coach, []

    def sees(self, state, seat):
        return self.bot.sees(state, seat)

    def act(self, view):
        if self.coach and len(view.legal) > 1:
            start = time.thread_time()
            for k in range(self.coach):
                chunk_values(view, self.bot.seed, k, CHUNK, tuple(map(Move.of, view.legal)))
            self.coach_ms.append((time.thread_time() - start) * 1000)
        start = time.thread_time()
        action = self.bot.act(view)
        if len(view.legal) > 1:  # a forced move is no decision
            self.ms.append((time.thread_time() - start) * 1000)
        return action


def play_block(args, first: int) -> tuple[list[float], list[float], list[float]]:
    """Deals ``first`` .. ``first + block - 1``, the expert in seat 0 then 1 in turn: each bot's
    milliseconds a move, and the coach's a position."""
    mine, theirs, coach = [], [], []
    for seed in range(first, first + args.block):
        start = deal(args.rules, seed).start()
        a, b = Timed(make_bot(args.bot, seed), args.coach), Timed(make_bot(args.against, seed + B_SEED))
        seats = {seat: a if seat % 2 == seed % 2 else b for seat in range(start.n)}
        play_to_end(start, seats)
        mine += a.ms
        theirs += b.ms
        coach += a.coach_ms
    return mine, theirs, coach


def growth(before: tracemalloc.Snapshot, counts: collections.Counter) -> dict:
    """What grew since ``before`` (and since ``counts`` of the objects by kind)."""
    gc.collect()
    after = tracemalloc.take_snapshot()
    lines = [f"{s.traceback[0].filename.split('/brisca/')[-1]}:{s.traceback[0].lineno} "
             f"{s.size_diff / 1e6:+.1f} MB ({s.count_diff:+d} blocks)"
             for s in after.compare_to(before, "lineno")[:10]]
    now = collections.Counter(type(o).__name__ for o in gc.get_objects())
    kinds = [f"{kind} {n:+d}" for kind, n in (now - counts).most_common(10)]
    return {"lines": lines, "objects": kinds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--block", type=int, default=20, help="deals between two reports")
    parser.add_argument("--rules", default="000", help="a preset's name")
    parser.add_argument("--bot", default="expert")
    parser.add_argument("--against", default="greedy")
    parser.add_argument("--coach", type=int, default=0, help="chunks of the coach's worlds per position of the bot")
    parser.add_argument("--trace", action="store_true", help="say what grew (tracemalloc, gc's objects)")
    parser.add_argument("--json", action="store_true", help="one line of JSON at the end instead of a table")
    args = parser.parse_args()
    rows, traced = [], None
    if not args.json:
        print(f"{'deals':>6} {'RSS MB':>7} {args.bot + ' ms':>10} {args.against + ' ms':>10} {'endgames':>9}"
              + (f" {'coach ms':>9}" if args.coach else ""))
    for first in range(0, args.deals, args.block):
        mine, theirs, coach = play_block(args, first)
        row = {"deals": first + args.block, "rss_mb": round(rss_mb(), 1),
               "bot_ms": round(statistics.median(mine), 2) if mine else None,
               "against_ms": round(statistics.median(theirs), 2) if theirs else None,
               "endgames": endgame.remembered(), **({"coach_ms": round(statistics.median(coach))} if coach else {})}
        rows.append(row)
        if not args.json:
            print(f"{row['deals']:>6} {row['rss_mb']:>7} {row['bot_ms']!s:>10} {row['against_ms']!s:>10} "
                  f"{row['endgames']:>9}" + (f" {row['coach_ms']:>9}" if coach else ""), flush=True)
        if args.trace and traced is None:  # from the end of the first block: what a warm process adds
            gc.collect()
            tracemalloc.start()
            traced = (tracemalloc.take_snapshot(), collections.Counter(type(o).__name__ for o in gc.get_objects()))
    grew = growth(*traced) if traced else None
    if args.json:
        print(json.dumps({"bot": args.bot, "against": args.against, "rules": args.rules, "blocks": rows,
                          **({"grew": grew} if grew else {})}))
    elif grew:
        print("grew most since the first block:", *grew["lines"], "objects tracked:", *grew["objects"], sep="\n  ")


if __name__ == "__main__":
    main()
