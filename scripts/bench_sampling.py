"""Does stratified sampling of the unseen cards make the coach more precise? The measurement
behind the answer (no: the coach samples plainly).

For positions of heuristic-against-heuristic games, the difference between the first two
moves' mean margins is estimated again and again with WORLDS worlds, sampled two ways:
plainly (every world shuffled on its own) and stratified (one shuffle of the hidden cards
dealt around in turn, so that across a block every hidden card lies in the other hand and
at the head of the stock equally often). The figure is the ratio of the two variances,
geometric mean over positions with its standard error: under 1 would mean stratifying pays.

    python scripts/bench_sampling.py [--positions 24] [--repeats 40] [--worlds 96]

Measured 2026-11-30 (24 positions, 40 repeats, 96 worlds): 0.98 +- 0.07. The margins of a
playout are chaotic in the cards: which card lies where explains little of them on its own,
so balancing where each card lies removes next to none of the variance.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.bots.determinize import Worlds  # noqa: E402
from brisca.bots.search import rollout_margin  # noqa: E402
from brisca.teach.coach_bench import bench_positions  # noqa: E402


def plain(worlds: Worlds, rng: random.Random, count: int) -> list:
    return [worlds.deal(rng) for _ in range(count)]


def stratified(worlds: Worlds, rng: random.Random, count: int) -> list:
    """Blocks of worlds from one shuffle, each the shuffle turned by the cards one deal hides."""
    turn = max(1, sum(worlds.needs))
    out = []
    while len(out) < count:
        order = worlds.hidden[:]
        rng.shuffle(order)
        out += [worlds.arrange(order[k:] + order[:k]) for k in range(0, len(order) - turn + 1, turn)]
    return out[:count]


def spread(view, sample, repeats: int, count: int) -> float:
    """The variance of the estimated difference between the first two moves."""
    worlds = Worlds(view)
    first, second = view.legal[:2]
    diffs = []
    for r in range(repeats):
        states = sample(worlds, random.Random(r), count)
        diffs.append(statistics.fmean(rollout_margin(w.copy().apply(first), view.seat)
                                      - rollout_margin(w.copy().apply(second), view.seat) for w in states))
    return statistics.pvariance(diffs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--repeats", type=int, default=40)
    parser.add_argument("--worlds", type=int, default=96)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    logs = []
    for view in bench_positions(4 * args.positions, args.seed):
        if len(logs) == args.positions:
            break
        if view.face_down <= 4:  # solved exactly: nothing to sample
            continue
        a = spread(view, plain, args.repeats, args.worlds)
        b = spread(view, stratified, args.repeats, args.worlds)
        if a > 0 and b > 0:
            logs.append(math.log(b / a))
            print(f"{view.face_down:2} face down: plain {a:7.3f}, stratified {b:7.3f}", flush=True)
    error = statistics.stdev(logs) / math.sqrt(len(logs))
    print(f"variance stratified / plain: {math.exp(statistics.fmean(logs)):.2f} "
          f"(x/÷ {math.exp(error):.2f}) over {len(logs)} positions")


if __name__ == "__main__":
    main()
