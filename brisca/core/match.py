"""The result of a deal under the tie rule, and the state of a match over several deals.

Match formats (``Rules.match``):

* ``single``: one deal decides (000). A replayed tie plays another deal.
* ``deals``: first side to win ``match_target`` deals (001's agreed number, 004's three).
* ``margin``: match points by margin, 61-90 scores 1, 91-119 scores 2, all 120 scores 3;
  first to ``match_target`` (003: 3 or 5).
* ``points``: points accumulate over deals; first to ``match_target`` (003's Rematada, 101).

A deal replayed after a tie (``tie="replay"``) counts double: the next result is
multiplied by the stake, which then returns to 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import BriscaError
from .rules import Rules
from .state import GameState, is_over, side_points

HALF = 60


class MatchError(BriscaError):
    """A result asked of a hand still being played, or a hand added to a finished match."""

    family = "match"


@dataclass(frozen=True, slots=True)
class DealResult:
    scores: tuple[int, ...]  # per seat
    side_scores: tuple[int, ...]  # per side (team or seat)
    outcome: str  # "win", "draw", "replay" or "annul"
    winner: int | None  # side index
    decided_by: str | None  # "points" or "last_trick"
    tied: tuple[int, ...]  # sides tied on the top score, if any

    def to_json(self) -> dict:
        return {"outcome": self.outcome, "winner": self.winner, "decided_by": self.decided_by,
                "tied": list(self.tied)}


def deal_result(s: GameState) -> DealResult:
    """Who won the hand, by points, or by the tie rule when the top score is shared."""
    if not is_over(s):
        raise MatchError("deal_not_over")
    rules = s.rules
    sides = side_points(s)
    top = max(sides)
    leaders = tuple(i for i, p in enumerate(sides) if p == top)
    if len(leaders) == 1:
        return DealResult(s.points, sides, "win", leaders[0], "points", ())
    if rules.tie == "last_trick":
        for trick in reversed(s.tricks):
            side = rules.side_of(trick.winner)
            if side in leaders:
                return DealResult(s.points, sides, "win", side, "last_trick", leaders)
    outcome = {"draw": "draw", "replay": "replay", "annul": "annul"}.get(rules.tie, "draw")
    return DealResult(s.points, sides, outcome, None, None, leaders)


def match_points(points: int) -> int:
    """003's match points for a hand won with ``points`` (61-90: 1, 91-119: 2, 120: 3)."""
    if points >= 120:
        return 3
    if points >= 91:
        return 2
    return 1 if points > HALF else 0


@dataclass(frozen=True, slots=True)
class MatchState:
    rules: Rules
    score: tuple[int, ...]  # per side: deals won, match points or points, by format
    dealer: int = 0
    deals_played: int = 0
    stake: int = 1
    winner: int | None = None
    over: bool = False

    @staticmethod
    def start(rules: Rules, dealer: int = 0) -> MatchState:
        return MatchState(rules, (0,) * len(rules.sides), dealer)

    @property
    def leader(self) -> int:
        """Who leads the next hand when the seat on the dealer's right starts."""
        return (self.dealer + 1) % self.rules.players


def record_deal(m: MatchState, result: DealResult) -> MatchState:
    """The match after one more hand."""
    if m.over:
        raise MatchError("match_over")
    rules = m.rules
    score = list(m.score)
    stake = 1
    if result.outcome == "replay":
        stake = m.stake * 2
    elif rules.match == "points" and result.outcome != "annul":
        score = [a + b * m.stake for a, b in zip(score, result.side_scores, strict=True)]
    elif result.outcome == "win" and rules.match in ("deals", "single"):
        score[result.winner] += m.stake
    elif result.outcome == "win" and rules.match == "margin":
        score[result.winner] += match_points(result.side_scores[result.winner]) * m.stake
    over, winner = False, None
    if rules.match == "single":
        over = result.outcome != "replay"
        winner = result.winner
    else:
        best = max(score)
        if best >= rules.match_target and score.count(best) == 1:
            over, winner = True, score.index(best)
    return MatchState(rules, tuple(score), (m.dealer + 1) % rules.players, m.deals_played + 1,
                      stake, winner, over)
