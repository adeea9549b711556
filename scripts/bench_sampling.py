"""Which way of sampling worlds makes the coach more precise? The measurement behind two
choices of the look-ahead.

For positions of heuristic-against-heuristic games, the difference between the first two
moves' mean margins is estimated again and again with WORLDS worlds, and the variance of
that estimate is compared between two ways of sampling (geometric mean of the ratio over
positions, with its standard error; under 1 means the first way is more precise):

* **seat draws / stock as dealt**: in every world each seat draws its own cards of the stock
  whoever wins the tricks (``policy.keep_seat_draws``, what the look-ahead does), against
  the stock drawn in the order dealt, so that after two different moves the same card may
  go to different seats;
* **stratified / plain** (both with seat draws): one shuffle of the hidden cards dealt around
  in turn, so that across a block every hidden card lies in the other hand and at the head
  of the stock equally often, against every world shuffled on its own.

    python scripts/bench_sampling.py [--positions 24] [--repeats 40] [--worlds 96]

Measured 2026-12-01 (24 positions, 40 repeats, 96 worlds): seat draws / stock as dealt 0.40
(x/÷ 1.11), worth 2.5 times the worlds; stratified / plain 1.22 (x/÷ 1.09), no gain (before
seat draws it was 0.98 +- 0.07). The margins of a playout are chaotic in the cards, so
balancing where each card lies removes none of the variance; what does is giving each seat
the same cards after both moves.
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
from brisca.bots.search import move_value  # noqa: E402
from brisca.core.action import Move  # noqa: E402
from brisca.teach.coach.bench import bench_positions  # noqa: E402


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


def spread(view, sample, repeats: int, count: int, seat_draws: bool = True) -> float:
    """The variance of the estimated difference between the first two moves."""
    worlds = Worlds(view)
    first, second = map(Move.of, view.legal[:2])
    diffs = []
    for r in range(repeats):
        states = sample(worlds, random.Random(r), count)
        diffs.append(statistics.fmean(move_value(w, first, view.seat, seat_draws=seat_draws)[0]
                                      - move_value(w, second, view.seat, seat_draws=seat_draws)[0] for w in states))
    return statistics.pvariance(diffs)


def ratio(logs: list[float]) -> str:
    if len(logs) < 2:  # no spread to measure over fewer than two positions
        return f"{math.exp(statistics.fmean(logs)):.2f} over {len(logs)} position" if logs else "no position"
    error = statistics.stdev(logs) / math.sqrt(len(logs))
    return f"{math.exp(statistics.fmean(logs)):.2f} (x/÷ {math.exp(error):.2f}) over {len(logs)} positions"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--repeats", type=int, default=40)
    parser.add_argument("--worlds", type=int, default=96)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    seat_logs, strata_logs = [], []
    for view in bench_positions(4 * args.positions, args.seed):
        if len(seat_logs) == args.positions:
            break
        if view.face_down <= 4:  # solved exactly: nothing to sample
            continue
        kept = spread(view, plain, args.repeats, args.worlds)
        dealt = spread(view, plain, args.repeats, args.worlds, seat_draws=False)
        strata = spread(view, stratified, args.repeats, args.worlds)
        if kept > 0 and dealt > 0 and strata > 0:
            seat_logs.append(math.log(kept / dealt))
            strata_logs.append(math.log(strata / kept))
            print(f"{view.face_down:2} face down: stock as dealt {dealt:7.3f}, seat draws {kept:7.3f}, "
                  f"seat draws stratified {strata:7.3f}", flush=True)
    print(f"variance seat draws / stock as dealt: {ratio(seat_logs)}")
    print(f"variance stratified / plain (seat draws): {ratio(strata_logs)}")


if __name__ == "__main__":
    main()
