"""Benchmarks of the coach: how long it takes to value the moves of a decision.

``python -m brisca bench --coach GAMES``.
"""

from __future__ import annotations

import statistics
import time

from ..bots import make_bot
from ..core.record import deal
from ..core.state import OVER, current_player, step
from ..core.view import observe
from ..stats import percentile
from .coach import judge


def coach_timing(games: int = 10, seed: int = 0, rules: str = "000") -> dict:
    """Milliseconds the coach takes to value every move and judge the one played, at every
    decision of seat 0 in games of the heuristic against the expert."""
    times = []
    for g in range(games):
        bots = {0: make_bot("heuristic", seed + g), 1: make_bot("expert", seed + g)}
        s = deal(rules, seed + g).start()
        while s.phase is not OVER:
            seat = current_player(s)
            view = observe(s, seat)
            action = bots[seat].choose(view)
            if seat == 0 and len(view.legal) > 1:
                t = time.perf_counter()
                judge(view, action, seed + g)
                times.append((time.perf_counter() - t) * 1000)
            s = step(s, action)
    return {"decisions": len(times), "median_ms": round(statistics.median(times), 2),
            "p95_ms": round(percentile(times, 0.95), 2)}
