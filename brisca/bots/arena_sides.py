"""Briscola chiamata side by side: each side played by BOT_A against BOT_B's play of it, on
the same deal after the same auction.

The arena's chiamata figure (``brisca.bots.arena``) puts BOT_A in one seat among four BOT_B.
A defender is then one of three, beside two BOT_B, against a caller who bid on a strong
hand, so what it scores says more about the deal than about the bot. Here the auction and the
call are made by BOT_B at every seat, which fixes who calls and who holds the called card;
then the cards are played three times from that same state:

* ``heuristic``: BOT_B at every seat, the game each side is measured against;
* ``caller_side``: BOT_A at the caller's seat and the partner's, BOT_B defending;
* ``defenders``: BOT_A at the defenders' seats (three; four against a caller who called its
  own card), BOT_B calling.

A side's score against BOT_B is duplicate's: 1 when BOT_A's play of that side took more
points than BOT_B's did on the same deal, 0 when fewer, 0.5 when as many (two bots alike
score 0.5). The auction fixed the points the caller's side needs, so on one deal more points
never make a worse result: the comparison is the deal's result first, the points when both
plays won or both lost. How often each play of a side won its deal is given too. Every bot only sees its
seat's view: BOT_A at the partner's seat knows the partnership from its hand, as anybody
there would, and the defenders know nothing more than BOT_B would.

Every bid here is BOT_B's. With the heuristic bidding, that is the rule of thumb the expert's
reading of an auction assumes (``bots.auction_reading``), so its picture of the hands is truer
than in the one-seat arena, where it bids too and the others read its bids by that rule.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from ..core.chiamata import sides
from ..core.record import deal
from ..core.settle import deal_result
from ..core.state import OVER, GameState
from .arena import games_interval, map_deals, rules_of, seat_bots
from .turns import bot_turns, play_to_end

ROLES = ("caller_side", "defenders")


@dataclass(frozen=True)
class SidesDeal:
    """One deal's three plays: the points and the win of the side each role names, played by
    BOT_B (``base_*``) and by BOT_A (``a_*``); ``None`` when everybody passed."""

    deal: int
    base_points: tuple[int, int] | None  # the caller's side's points, the defenders' (BOT_B everywhere)
    a_points: tuple[int, int] | None  # the caller's side's when BOT_A played it, the defenders' when it did
    base_won: tuple[float, float] | None
    a_won: tuple[float, float] | None


def after_auction(rules: str, deal_seed: int, bot_b: str) -> GameState:
    """The deal once BOT_B at every seat has bid and called (or passed it out)."""
    s = deal(rules, deal_seed).start()
    for turn in bot_turns(s, seat_bots(bot_b, bot_b, deal_seed, (), s.n)):
        s = turn.after
        if s.phase is OVER or (s.call is not None and s.call.called is not None):
            break
    return s


def _play(s: GameState, bot_a: str, bot_b: str, a_seats: tuple[int, ...], deal_seed: int):
    result = deal_result(play_to_end(s, seat_bots(bot_a, bot_b, deal_seed, a_seats, s.n))[0])
    return result.side_scores, (result.score(0), result.score(1))


def play_sides(args) -> SidesDeal:
    """The three plays of one deal (the unit of work a process takes)."""
    bot_a, bot_b, deal_seed, rules = args
    s = after_auction(rules, deal_seed, bot_b)
    if s.phase is OVER:
        return SidesDeal(deal_seed, None, None, None, None)
    caller_side, defenders = sides(s)
    base_points, base_won = _play(s, bot_b, bot_b, (), deal_seed)
    ours_points, ours_won = _play(s, bot_a, bot_b, caller_side, deal_seed)
    theirs_points, theirs_won = _play(s, bot_a, bot_b, defenders, deal_seed)
    return SidesDeal(deal_seed, tuple(base_points), (ours_points[0], theirs_points[1]), base_won,
                     (ours_won[0], theirs_won[1]))


def play_sides_deals(bot_a: str, bot_b: str, deals: int, seed: int = 0, jobs: int = 1,
                     rules: str = "003-chiamata") -> list[SidesDeal]:
    """Deals ``seed`` to ``seed + deals - 1``, in order whatever ``jobs``."""
    if not rules_of(rules).called:
        raise ValueError("side by side is chiamata's measure: its sides come from the auction")
    return map_deals(play_sides, bot_a, bot_b, deals, seed, jobs, rules)


def summarize_sides(bot_a: str, bot_b: str, played: list[SidesDeal]) -> dict:
    """Each role's duplicate score against BOT_B with its 95% interval (Wilson's, over deals),
    and how often BOT_A's play and BOT_B's play of that side won."""
    dealt = [d for d in played if d.base_points is not None]
    out: dict = {"bot_a": bot_a, "bot_b": bot_b, "deals": len(played), "passed": len(played) - len(dealt)}
    for i, role in enumerate(ROLES):
        scores = [0.5 + 0.5 * ((d.a_points[i] > d.base_points[i]) - (d.a_points[i] < d.base_points[i]))
                  for d in dealt]
        out[role] = {
            "score": round(statistics.fmean(scores), 4) if scores else 0.5, "score_ci": games_interval(scores),
            "won": round(statistics.fmean(d.a_won[i] for d in dealt), 4) if dealt else 0.0,
            "won_by_bot_b": round(statistics.fmean(d.base_won[i] for d in dealt), 4) if dealt else 0.0,
            "points": round(statistics.fmean(d.a_points[i] for d in dealt), 2) if dealt else 0.0,
            "points_by_bot_b": round(statistics.fmean(d.base_points[i] for d in dealt), 2) if dealt else 0.0,
        }
    return out
