"""The strength benchmark: duplicate deals between two bots at any table, over several processes.

Each deal is dealt once and played at every seating (``seatings``), so the luck of the
cards falls on both bots alike:

* two players: BOT_A in seat 0, then in seat 1 (two games a deal);
* pairs and teams: BOT_A's side at the even seats (its partners BOT_A too), then at the odd
  seats (two games a deal);
* five players: a deal is played by four in pairs (``brisca.core.seating``), as pairs are;
* three players on their own: BOT_A in each seat in turn, BOT_B in the two others (three
  games a deal);
* Briscola chiamata: BOT_A in each seat in turn against four BOT_B (five games a deal); the
  sides come from the auction, so the figures are also given by the side BOT_A played on (the
  caller's, as caller or partner, or the defenders'), with the mean of its score as a person
  (2, 1, -1..., which sums to nothing at a table: two bots alike score 0).

At a table with signals (``Rules.signals``) every bot signals; ``expert`` against
``expert-mute`` measures what the signals are worth to a pair (``bots.signalling``).

A game's score is ``returns``'s for BOT_A's side: 1 won, 0 lost, a share of a tie nobody
broke (so a three-player deal is worth 1 to its winner, and a seat at random wins a third).
A deal's games are averaged first, and both intervals are over deals, whose averages are
independent of one another (a deal's games are not: they share the cards):

* the score's is Wilson's, so it stays inside [0, 1], with as many trials as the deals'
  spread is worth (``stats.wilson_of_means``): a deal whose seatings balance each other
  counts for more than one game, as it should;
* the margin's is the normal interval of the deals' mean margins.

The work is split by deal, one deal's seatings to a process, so ``--jobs`` changes nothing
but the time: every bot is seeded by the deal, and the figures are those of the deals in order.
"""

from __future__ import annotations

import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from ..core.outcome import Termination
from ..core.record import deal
from ..core.rules import Rules
from ..core.settle import deal_result, returns
from ..stats import mean_interval, percentile, wilson_of_means
from . import make_bot
from .turns import play_to_end

B_SEED = 7  # BOT_B's seed is the deal's plus this, so two copies of a bot do not play alike


def rules_of(rules: str | Rules) -> Rules:
    return Rules.from_json(rules) if isinstance(rules, str) else rules


def seatings(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """The seats BOT_A holds in each game of a deal (the module's docstring says why)."""
    rules = rules.deal_rules  # five players: a deal is the pairs game of the four playing
    n = rules.players
    if rules.teams:
        return tuple(range(0, n, 2)), tuple(range(1, n, 2))
    return tuple((seat,) for seat in range(n))


@dataclass(frozen=True)
class ArenaGame:
    """One game of the arena: a deal played by BOT_A at ``a_seats`` against BOT_B, with what it
    was worth to BOT_A's side (how the deal itself ended is its ``DealResult``)."""

    deal: int
    a_seats: tuple[int, ...]  # the seats BOT_A held; BOT_B held the others
    score: float  # for BOT_A's side: 1, 0 or a share of a tie
    margin: int  # BOT_A's side's points minus the best other side's
    times_a: tuple[float, ...]  # milliseconds per decision
    times_b: tuple[float, ...]
    moves: tuple[str, ...]  # every action's code, in order: the deal's record replays the game
    role: str | None = None  # chiamata: "caller_side" or "defenders" for BOT_A's seat, "passed" if nobody played
    person: int = 0  # chiamata: what the deal scored BOT_A's seat as a person


def seat_bots(bot_a: str, bot_b: str, deal_seed: int, a_seats, seats: int) -> dict:
    """A bot for every seat of a deal: BOT_A at ``a_seats``, BOT_B at the others, each seeded
    by the deal (BOT_B's ``B_SEED`` on)."""
    return {seat: make_bot(bot_a, deal_seed) if seat in a_seats else make_bot(bot_b, deal_seed + B_SEED)
            for seat in range(seats)}


def play_game(bot_a: str, bot_b: str, deal_seed: int, a_seats: tuple[int, ...],
              rules: str | Rules = "000") -> ArenaGame:
    """One game of deal ``deal_seed`` with BOT_A in ``a_seats`` and BOT_B in the others."""
    start = deal(rules, deal_seed).start()
    final, turns = play_to_end(start, seat_bots(bot_a, bot_b, deal_seed, a_seats, start.n))
    margin, score = returns(final, a_seats[0])
    role, person = _called_role(final, a_seats[0]) if final.call is not None else (None, 0)
    decided = [t for t in turns if t.action.kind != "signal"]  # a signal is no decision to time
    times_a = tuple(t.ms for t in decided if t.seat in a_seats)
    times_b = tuple(t.ms for t in decided if t.seat not in a_seats)
    return ArenaGame(deal_seed, tuple(a_seats), score, margin, times_a, times_b,
                       tuple(t.action.code for t in turns), role, person)


def _called_role(final, seat: int) -> tuple[str, int]:
    """Under chiamata, the side ``seat`` played on and its score as a person."""
    result = deal_result(final)
    if result.termination is Termination.ANNUL:
        return "passed", 0
    return ("caller_side" if seat in result.sides[0] else "defenders"), result.persons[seat]


def _play_deal(args) -> tuple[ArenaGame, ...]:
    """Every seating of one deal: the unit of work a process takes."""
    bot_a, bot_b, seed, rules = args
    return tuple(play_game(bot_a, bot_b, seed, seats, rules) for seats in seatings(rules_of(rules)))


def _times(values: list[float]) -> dict:
    if not values:
        return {"median": 0.0, "p95": 0.0}
    return {"median": round(statistics.median(values), 3), "p95": round(percentile(values, 0.95), 3)}


def summarize(bot_a: str, bot_b: str, deals, rules: str | Rules = "000") -> dict:
    """The figures of ``deals``, each a tuple of its games (see the module's docstring)."""
    table = rules_of(rules)
    scores = [statistics.fmean(g.score for g in games) for games in deals]
    margins = [statistics.fmean(g.margin for g in games) for games in deals]
    games = sum(len(g) for g in deals)
    score = statistics.fmean(scores)
    s_lo, s_hi = wilson_of_means(scores, games)
    margin, m_lo, m_hi = mean_interval(margins)
    times: dict[str, list[float]] = {bot_a: [], bot_b: []}  # one list when both bots are the same
    for game in (g for d in deals for g in d):
        times[bot_a].extend(game.times_a)
        times[bot_b].extend(game.times_b)
    return {
        "bot_a": bot_a, "bot_b": bot_b, "deals": len(deals), "games": games,
        "score": round(score, 4), "score_ci": [round(s_lo, 4), round(s_hi, 4)],
        "margin": round(margin, 2), "margin_ci": [round(m_lo, 2), round(m_hi, 2)],
        "ms_per_move": {name: _times(values) for name, values in times.items()},
        "rules": rules if isinstance(rules, str) else table.to_json(),
        "players": table.players, "teams": table.teams,
        "seatings": [list(s) for s in seatings(table)],
        "even_score": round(1 / len(table.deal_rules.sides), 4),  # what BOT_A scores against itself
        **({"chiamata": _called_figures(deals)} if table.called else {}),
    }


def _called_figures(deals) -> dict:
    """Chiamata's figures by the side BOT_A played on: each side's games, score and its 95%
    interval (Wilson's over games: the sides of a deal's games differ), and the person's mean."""
    games = [g for d in deals for g in d]
    out: dict = {"person_score": round(statistics.fmean(g.person for g in games), 4) if games else 0.0,
                 "passed": sum(g.role == "passed" for g in games)}
    for role in ("caller_side", "defenders"):
        scores = [g.score for g in games if g.role == role]
        out[role] = {"games": len(scores), "score": round(statistics.fmean(scores), 4) if scores else 0.0,
                     "score_ci": games_interval(scores)}
    return out


def games_interval(scores: list[float]) -> list[float]:
    """The 95% interval of a score over games each its own trial (Wilson's), rounded; none
    played: all of [0, 1]."""
    lo, hi = wilson_of_means(scores, len(scores)) if scores else (0.0, 1.0)
    return [round(lo, 4), round(hi, 4)]


def show_progress(done: int, total: int, stream) -> None:
    """A progress bar on one line of ``stream`` (redrawn in place; a newline ends it)."""
    width = 30
    filled = width * done // total
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        stream.write("\n")
    stream.flush()


def play_deals(bot_a: str, bot_b: str, deals: int, seed: int = 0, jobs: int = 1, rules: str | Rules = "000",
               progress=None) -> list[tuple[ArenaGame, ...]]:
    """Deals ``seed`` to ``seed + deals - 1``, each at every seating, in order whatever ``jobs``."""
    return map_deals(_play_deal, bot_a, bot_b, deals, seed, jobs, rules, progress)


def map_deals(work, bot_a: str, bot_b: str, deals: int, seed: int, jobs: int, rules, progress=None) -> list:
    """``work`` of each deal ``(bot_a, bot_b, deal_seed, rules)``, deals ``seed`` on, in order
    whatever ``jobs`` (the processes: one deal to a process at a time)."""
    make_bot(bot_a), make_bot(bot_b)  # unknown names fail before any work
    tasks = [(bot_a, bot_b, seed + i, rules) for i in range(deals)]
    if jobs <= 1:
        return _collect(map(work, tasks), deals, progress)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return _collect(pool.map(work, tasks, chunksize=max(1, deals // (jobs * 20))), deals, progress)


def _collect(played, total: int, progress) -> list:
    out = []
    for games in played:
        out.append(games)
        if progress:
            show_progress(len(out), total, progress)
    return out


def arena(bot_a: str, bot_b: str, deals: int, seed: int = 0, jobs: int = 1, rules: str | Rules = "000",
          progress=sys.stderr) -> dict:
    """Plays ``deals`` duplicate deals and returns the figures."""
    return summarize(bot_a, bot_b, play_deals(bot_a, bot_b, deals, seed, jobs, rules, progress), rules)
