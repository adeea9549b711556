"""The strength benchmark: duplicate deals between two bots, over several processes.

Each deal is played twice with the seats swapped, so luck of the cards cancels out. The
score counts a win as 1 and a draw as a half; its 95% interval is Wilson's over the games
played, so it stays inside [0, 1] (counting each game as a trial makes it a little wide,
since the two games of a deal balance each other). The margin's interval is over deals,
the two games of a deal averaged first.
"""

from __future__ import annotations

import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from ..core.outcome import returns
from ..core.record import deal
from ..core.rules import Rules
from ..stats import mean_interval, percentile, wilson
from . import make_bot
from .turns import play_to_end


@dataclass(frozen=True)
class GameOutcome:
    deal: int
    a_seat: int
    score: float  # for bot A: 1, 0.5 or 0
    margin: int  # A's points minus B's
    times_a: tuple[float, ...]  # milliseconds per decision
    times_b: tuple[float, ...]


def play_game(bot_a: str, bot_b: str, deal_seed: int, a_seat: int, rules: str | Rules = "000") -> GameOutcome:
    bots = {a_seat: make_bot(bot_a, deal_seed), 1 - a_seat: make_bot(bot_b, deal_seed + 7)}
    final, turns = play_to_end(deal(rules, deal_seed).start(), bots)
    margin, score = returns(final, a_seat)
    times = {seat: tuple(t.ms for t in turns if t.seat == seat) for seat in bots}
    return GameOutcome(deal_seed, a_seat, score, margin, times[a_seat], times[1 - a_seat])


def _play_deal(args) -> tuple[GameOutcome, GameOutcome]:
    bot_a, bot_b, seed, rules = args
    return play_game(bot_a, bot_b, seed, 0, rules), play_game(bot_a, bot_b, seed, 1, rules)


def summarize(bot_a: str, bot_b: str, pairs) -> dict:
    scores = [(a.score + b.score) / 2 for a, b in pairs]
    margins = [(a.margin + b.margin) / 2 for a, b in pairs]
    score = statistics.fmean(scores)
    s_lo, s_hi = wilson(score, 2 * len(pairs))
    margin, m_lo, m_hi = mean_interval(margins)
    times_a = [t for pair in pairs for g in pair for t in g.times_a]
    times_b = [t for pair in pairs for g in pair for t in g.times_b]
    return {
        "bot_a": bot_a, "bot_b": bot_b, "deals": len(pairs), "games": 2 * len(pairs),
        "score": round(score, 4), "score_ci": [round(s_lo, 4), round(s_hi, 4)],
        "margin": round(margin, 2), "margin_ci": [round(m_lo, 2), round(m_hi, 2)],
        "ms_per_move": {
            bot_a: {"median": round(statistics.median(times_a), 3), "p95": round(percentile(times_a, 0.95), 3)},
            bot_b: {"median": round(statistics.median(times_b), 3), "p95": round(percentile(times_b, 0.95), 3)},
        },
    }


def show_progress(done: int, total: int, stream) -> None:
    """A progress bar on one line of ``stream`` (redrawn in place; a newline ends it)."""
    width = 30
    filled = width * done // total
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        stream.write("\n")
    stream.flush()


def arena(bot_a: str, bot_b: str, deals: int, seed: int = 0, jobs: int = 1, rules: str | Rules = "000",
          progress=sys.stderr) -> dict:
    """Plays ``deals`` duplicate deals and returns the figures."""
    make_bot(bot_a), make_bot(bot_b)  # unknown names fail before any work
    tasks = [(bot_a, bot_b, seed + i, rules) for i in range(deals)]
    pairs = []
    if jobs <= 1:
        for i, task in enumerate(tasks):
            pairs.append(_play_deal(task))
            if progress:
                show_progress(i + 1, deals, progress)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for i, pair in enumerate(pool.map(_play_deal, tasks, chunksize=max(1, deals // (jobs * 20)))):
                pairs.append(pair)
                if progress:
                    show_progress(i + 1, deals, progress)
    return summarize(bot_a, bot_b, pairs)
