"""Trains the learned playout policy (``brisca.bots.learned``) by expert iteration at one table.

Each round the expert plays games against itself, its worlds played out by the round's
network (the first round: by the rule of thumb), and at every play with a choice the seat's
view's features are kept with the look-ahead's value of each card (``ExpertBot``'s worth: the
margin plus ``WIN_WEIGHT`` per unit of win probability). The network is then fitted to those
values as soft targets (a softmax of the worths over ``--tau`` points; cross-entropy, Adam,
plain numpy) on every round's positions so far, starting from the last round's weights. After
each round the new expert plays today's (rule-of-thumb worlds) on ``--check`` duplicate deals:
the training curve. Everything follows from ``--seed``.

    OPENBLAS_NUM_THREADS=1 nice -n 10 .venv/bin/python scripts/train_policy.py --quick
    OPENBLAS_NUM_THREADS=1 nice -n 10 .venv/bin/python scripts/train_policy.py \\
        --rounds 4 --games 3000 --check 300 --jobs 2 --out brisca/bots/weights/playout-000.npz

The full size above takes some hours of two cores; ``--quick`` a few minutes.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# the package before numpy: it sets one BLAS thread a process before numpy first loads, and the
# pool's workers fork from this process (two threads each on two cores ran a round five times slower)
import brisca  # noqa: E402, F401, I001

# isort: split
import numpy as np  # noqa: E402

from brisca.bots import BOTS, ExpertBot, expert  # noqa: E402
from brisca.bots.arena import arena  # noqa: E402
from brisca.bots.learned import Net, _flushed, canonical, view_features  # noqa: E402
from brisca.bots.turns import play_to_end  # noqa: E402
from brisca.core.record import deal  # noqa: E402
from scripts.arena_learned import RuleExpert  # noqa: E402

_NET: Net | None = None  # the round's network, in every process (set before the pool forks)


class RoundExpert(ExpertBot):
    """The expert whose worlds are played out by the round's network (None: the rule of thumb),
    the other side slipping as often as today's expert takes it to, in as many worlds: the curve
    compares the policies, all else alike (the shipped expert slips less with the network and
    samples more worlds: ``NET_SLIP``, ``NET_WORLDS``)."""

    name = "expert-round"
    NET_SLIP = ExpertBot.SLIP
    NET_WORLDS = ExpertBot.worlds  # the worlds the shipped weights were trained with
    reads_plays = False  # nor did they weigh the worlds by the other seat's plays (``play_reading``)

    def net_at(self, rules):
        return _NET


BOTS["expert-round"], BOTS["expert-rule"] = RoundExpert, RuleExpert


def _positions(args) -> list:
    """One self-play game's positions: (features, legal cards, worths) at every play with a choice."""
    rules, deal_seed = args
    kept = []
    evaluate = expert.evaluate

    def recording(view, *a, **k):
        values = evaluate(view, *a, **k)
        if view.phase == "play" and all(len(v.move.actions) == 1 and v.move.first.is_play for v in values):
            order = canonical(view.trump_suit)
            kept.append((view_features(view), [int(order[v.move.card]) for v in values],
                         [v.margin + ExpertBot.WIN_WEIGHT * v.win for v in values]))
        return values

    expert.evaluate = recording
    try:
        s = deal(rules, deal_seed).start()
        play_to_end(s, {seat: RoundExpert(deal_seed * 10 + seat) for seat in range(s.n)})
    finally:
        expert.evaluate = evaluate
    return kept


def positions(rules: str, seeds: range, jobs: int) -> list:
    tasks = [(rules, seed) for seed in seeds]
    if jobs <= 1:
        return [p for game in map(_positions, tasks) for p in game]
    with ProcessPoolExecutor(jobs) as pool:
        return [p for game in pool.map(_positions, tasks, chunksize=8) for p in game]


def arrays(kept: list, tau: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Features, the legal cards' mask and the soft targets (softmax of worth / tau over them)."""
    x = np.stack([f for f, _, _ in kept])
    mask = np.zeros((len(kept), 48), bool)
    target = np.zeros((len(kept), 48), np.float32)
    for i, (_, cards, worths) in enumerate(kept):
        w = np.array(worths) / tau
        p = np.exp(w - w.max())
        mask[i, cards] = True
        target[i, cards] = p / p.sum()
    return x, mask, target


def fit(net: Net, x, mask, target, epochs: int, rng: np.random.Generator, lr: float = 3e-3,
        batch: int = 256, decay: float = 1e-5) -> tuple[Net, float]:
    """Cross-entropy of the legal cards' softmax against the targets, by Adam; the last epoch's loss."""
    params = [net.w1.copy(), net.b1.copy(), net.w2.copy(), net.b2.copy()]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    step, loss = 0, 0.0
    for _ in range(epochs):
        order, total = rng.permutation(len(x)), 0.0
        for at in range(0, len(x), batch):
            i = order[at:at + batch]
            xb, mb, tb = x[i], mask[i], target[i]
            w1, b1, w2, b2 = params
            pre = xb @ w1 + b1
            h = np.maximum(pre, 0)
            z = np.where(mb, h @ w2 + b2, -1e9)
            z -= z.max(1, keepdims=True)
            p = np.exp(z) * mb
            p /= p.sum(1, keepdims=True)
            total += float(-(tb * np.log(p + 1e-12)).sum())
            dz = (p - tb) / len(i)
            dh = (dz @ w2.T) * (pre > 0)
            grads = [xb.T @ dh + decay * w1, dh.sum(0), h.T @ dz + decay * w2, dz.sum(0)]
            step += 1
            for k, g in enumerate(grads):
                m[k] = 0.9 * m[k] + 0.1 * g
                v[k] = 0.999 * v[k] + 0.001 * g * g
                params[k] -= lr * (m[k] / (1 - 0.9 ** step)) / (np.sqrt(v[k] / (1 - 0.999 ** step)) + 1e-8)
        loss = total / len(x)
    return Net(*(_flushed(p) for p in params)), loss


def agreement(net: Net, x, mask, target) -> float:
    """How often the network's best legal card is the look-ahead's."""
    z = np.where(mask, net.logits(x), -np.inf)
    return float((z.argmax(1) == target.argmax(1)).mean())


def _cpu() -> float:
    """CPU seconds of this process and of its finished workers."""
    child = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + child.ru_utime + child.ru_stime


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rules", default="000")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--games", type=int, default=2000, help="self-play games a round")
    p.add_argument("--epochs", type=int, default=30)
    p.add_argument("--tau", type=float, default=3.0, help="points of worth per unit of logit in the targets")
    p.add_argument("--check", type=int, default=200, help="duplicate deals against today's expert after a round")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--quick", action="store_true", help="a small run: 2 rounds of 60 games, 20 deals checked")
    p.add_argument("--out", type=Path, default=Path("playout.npz"))
    p.add_argument("--init", type=Path, default=None,
                   help="weights to go on from (a file this script wrote after round --first-round - 1)")
    p.add_argument("--first-round", type=int, default=1, help="the first round's number (its games' deals)")
    p.add_argument("--log", type=Path, default=None, help="the curve as JSON")
    p.add_argument("--worlds", type=int, default=RoundExpert.NET_WORLDS,
                   help="the worlds the self-play expert samples where the network plays them out")
    p.add_argument("--slip", type=float, default=RoundExpert.NET_SLIP,
                   help="how often the other side slips in those worlds (the check's expert as well)")
    args = p.parse_args(argv)
    RoundExpert.NET_WORLDS, RoundExpert.NET_SLIP = args.worlds, args.slip
    if args.quick:
        args.rounds, args.games, args.check, args.epochs = 2, 60, 20, 15
    global _NET
    rng = np.random.default_rng(args.seed)
    net, kept, curve = (Net.random(args.seed) if args.init is None else Net.load(args.init)), [], []
    start = _cpu()
    for r in range(args.first_round - 1, args.first_round - 1 + args.rounds):
        t0 = _cpu()
        seeds = range(10_000_000 + args.seed * 100_000 + r * args.games, 10_000_000 + args.seed * 100_000
                      + (r + 1) * args.games)  # the games' deals: apart from the checks' (deals 0 on)
        _NET = None if r == 0 and args.init is None else net
        kept += positions(args.rules, seeds, args.jobs)
        x, mask, target = arrays(kept, args.tau)
        net, loss = fit(net, x, mask, target, args.epochs, rng)
        _NET = net
        net.save(args.out)
        row = {"round": r + 1, "positions": len(kept), "loss": round(loss, 4),
               "agrees": round(agreement(net, x, mask, target), 4)}
        if args.check:
            figures = arena("expert-round", "expert-rule", args.check, seed=args.seed * 100_000, jobs=args.jobs,
                            rules=args.rules, progress=None)
            row.update(score=figures["score"], score_ci=figures["score_ci"], margin=figures["margin"],
                       games=figures["games"])
        row["cpu_s"] = round(_cpu() - t0, 1)
        curve.append(row)
        print(json.dumps(row), flush=True)
    summary = {"rules": args.rules, "seed": args.seed, "rounds": curve,
               "cpu_s": round(_cpu() - start, 1)}
    if args.log:
        args.log.write_text(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
