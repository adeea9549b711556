"""How many worlds a second does the coach's look-ahead play out? The coach prices a position
with ``search.evaluate`` over worlds dealt at random and played out with every legal move, no
slips (``coach.tasks``). This times that call at positions of heuristic-against-heuristic games
(``coach.bench.bench_positions``: a choice while cards are face down) and reports worlds a
second: worlds / CPU seconds, the median over positions, and the playouts (a world with a move)
a second over all of them.

Only public calls that every version of the engine has are used, so the same file can time
another checkout side by side (``--tree``): run both in one go on a quiet machine, interleaved
table by table, e.g.

    python scripts/bench_worlds.py --tree . --tree ../before --tables 000 000-pairs 003-six

Times are the process's CPU time (``time.process_time``); the first call of each table is
a warm-up (a compiled loop, if the tree has one, is built then) and not counted.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path


def measure(tables: list[str], positions: int, worlds: int, seed: int) -> list[dict]:
    """In this process (the tree on ``sys.path``): the figures of each table."""
    from brisca.bots.search import evaluate, exact_worlds
    from brisca.teach.coach.bench import bench_positions

    rows = []
    for rules in tables:
        views = [v for v in bench_positions(positions + 1, seed, rules) if exact_worlds(v) is None]
        evaluate(views[0], random.Random(seed), worlds)  # warm-up
        rates, playouts, spent = [], 0, 0.0
        for i, view in enumerate(views[1:]):
            begun = time.process_time()
            evaluate(view, random.Random(seed + i), worlds)
            took = time.process_time() - begun
            rates.append(worlds / took)
            playouts += worlds * len(view.legal)
            spent += took
        rows.append({"rules": rules, "seats": view.rules.players, "positions": len(rates),
                     "worlds_per_s": round(statistics.median(rates)),
                     "playouts_per_s": round(playouts / spent)})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", action="append", help="a checkout to time (repeatable; default: this one)")
    parser.add_argument("--tables", nargs="+", default=["000", "000-pairs", "003-six"])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inside:
        print(json.dumps(measure(args.tables, args.positions, args.worlds, args.seed)))
        return
    trees = [Path(t).resolve() for t in (args.tree or [Path(__file__).resolve().parent.parent])]
    for rules in args.tables:  # interleaved: each table in every tree before the next table
        for tree in trees:
            out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--inside", "--tables", rules,
                                  "--positions", str(args.positions), "--worlds", str(args.worlds),
                                  "--seed", str(args.seed)], cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)},
                                 capture_output=True, text=True, check=True)
            for row in json.loads(out.stdout):
                print(json.dumps({"tree": tree.name, **row}), flush=True)


if __name__ == "__main__":
    main()
