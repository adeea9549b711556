"""How fast do the lanes play out a decision's worlds, against the scalar loop? Both in one run,
interleaved position by position, on the same worlds.

For positions of heuristic-against-heuristic games at each table (``coach.bench.bench_positions``:
a decision with a choice while cards are face down), WORLDS worlds dealt as the look-ahead deals
them are played out with every card: one world at a time by ``search.move_value`` (the scalar
playout, ``policy.playout`` through ``GameState.apply``), and all at once in lanes
(``lanes.played_out``), without slips (the coach's playouts) and with the expert's (0.5). Times
are the process's CPU time, so a busy machine slows both alike; the figure is playouts (a world
with a card) per second, and the lanes' ratio to the scalar loop.

    python scripts/bench_lanes.py [--tables 000 000-pairs 003-six] [--positions 6] [--worlds 144]
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.bots.determinize import Worlds  # noqa: E402
from brisca.bots.lanes import played_out  # noqa: E402
from brisca.bots.search import SLIP_DRAWS, move_value  # noqa: E402
from brisca.core.action import Move  # noqa: E402
from brisca.teach.coach.bench import bench_positions  # noqa: E402


def _timed(work) -> float:
    begun = time.process_time()
    work()
    return time.process_time() - begun


def bench(rules: str, positions: int, worlds: int, seed: int = 0) -> dict:
    """Playouts per second of each engine at ``rules``, without and with slips."""
    out = {"rules": rules}
    for slip in (0.0, 0.5):
        totals = {"scalar": 0.0, "lanes": 0.0}
        playouts = 0
        for n, view in enumerate(bench_positions(positions, seed, rules)):
            rng = random.Random(seed + n)
            dealer = Worlds(view)
            dealt = [dealer.deal(rng) for _ in range(worlds)]
            draws = [[rng.random() for _ in range(SLIP_DRAWS)] for _ in dealt]
            moves = [Move.of(a) for a in view.legal if a.is_play]
            playouts += len(moves) * len(dealt)

            def scalar(dealt=dealt, draws=draws, moves=moves, seat=view.seat, slip=slip):
                for m in moves:
                    for w, d in zip(dealt, draws, strict=True):
                        move_value(w, m, seat, slip, itertools.cycle(d).__next__ if slip else None)

            def lanes(dealt=dealt, draws=draws, moves=moves, seat=view.seat, slip=slip):
                played_out(dealt, [m.card for m in moves], seat, slip, draws)

            totals["scalar"] += _timed(scalar)
            totals["lanes"] += _timed(lanes)
        key = "slips" if slip else "no_slips"
        out[key] = {name: round(playouts / max(t, 1e-9)) for name, t in totals.items()}
        out[key]["ratio"] = round(totals["scalar"] / max(totals["lanes"], 1e-9), 2)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", nargs="+", default=["000", "000-pairs", "003-six"])
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--worlds", type=int, default=144)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rows = [bench(rules, args.positions, args.worlds, args.seed) for rules in args.tables]
    for row in rows:
        print(json.dumps(row))
    ratios = [row[k]["ratio"] for row in rows for k in ("no_slips", "slips")]
    print(json.dumps({"median_ratio": statistics.median(ratios)}))


if __name__ == "__main__":
    main()
