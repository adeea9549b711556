"""The state of a match over several deals, each settled by ``brisca.core.outcome``.

Match formats (``Rules.match``):

* ``single``: one deal decides (000). A replayed tie plays another deal.
* ``deals``: first side to win ``match_target`` deals (001's agreed number, 004's three).
* ``margin``: match points by margin, 61-90 scores 1, 91-119 scores 2, all 120 scores 3;
  first to ``match_target`` (003: 3 or 5).
* five players (``rest="rotate"``): a deal is played by four in two pairs, the dealer
  resting; the score is per person, each of the winning side scoring what the deal is worth,
  the rester too when it sides with them (``brisca.core.seating``). Rematada is not offered.
* ``points``: the points of every deal add up; first to ``match_target`` (003's Rematada, 101),
  counted as a player keeping the tally does: the match ends at the trick that brings a side's
  running total (earlier deals plus this deal's points so far) to the target, and the deal
  stops there. The deal carries the points in (``MatchState.carried``, ``GameRecord.carried``)
  and stops itself (``state.match_goal``), so whatever plays it, practice, the arena or a
  replay, ends it at the same trick; ``record_deal`` then finds that side over the target.

A deal replayed after a tie (``tie="replay"``) counts double: the next result is
multiplied by the stake, which then returns to 1; each further tie in a row doubles it
again (``ties_behind``: the app's reading, 003 says nothing of a second tie). Under
Rematada a deal is won only by reaching the target, otherwise its points are added up, so
no tie rule applies: a 60-60 deal adds 60 to each side, like any other deal (the sources
give Rematada no tie rule; this is the app's reading, stated in the README).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import BriscaError
from .outcome import CAPPOTTO, DealResult, Termination
from .rules import Rules

SECOND_BAND = 91  # 003's bands: more than half scores 1, 91 or more 2, every point 3


class MatchError(BriscaError):
    """A deal added to a finished match."""

    family = "match"


def match_points(points: int, rules: Rules | None = None) -> int:
    """003's match points for a deal won with ``points`` (61-90: 1, 91-119: 2, 120: 3)."""
    rules = rules or Rules()
    if points >= rules.total_points:
        return 3
    if points >= SECOND_BAND:
        return 2
    return 1 if points > rules.half_points else 0


def margin_band(points: int, rules: Rules | None = None) -> tuple[int, int]:
    """The lowest and highest points of a won deal that score as many match points as
    ``points`` (003's band it falls in), read off ``match_points`` itself."""
    rules = rules or Rules()
    worth = match_points(points, rules)
    same = [p for p in range(rules.half_points + 1, rules.total_points + 1) if match_points(p, rules) == worth]
    return same[0], same[-1]


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
    def carried(self) -> tuple[int, ...] | None:
        """Under Rematada, the points each side carries into the next deal (its running total);
        None under the other formats, whose deals start from nothing."""
        return self.score if self.rules.match == "points" else None

    @property
    def leader(self) -> int:
        """Who leads the next deal when the seat on the dealer's right starts."""
        return self.rules.seating.leader(self.dealer)


def _scored(m: MatchState, result: DealResult) -> tuple[list[int], int]:
    """The score after ``result`` and the stake of the next deal."""
    rules = m.rules
    score = list(m.score)
    if rules.match == "points":  # Rematada: every deal's points count, whatever its result
        return [a + b for a, b in zip(score, result.side_scores, strict=True)], 1
    if rules.called:  # chiamata: each person scores the deal's own points (2, 1, -1...), per seat
        return [a + b for a, b in zip(score, result.persons, strict=True)], 1
    if result.termination is Termination.REPLAY:
        return score, m.stake * 2
    if result.winner is None:
        return score, 1
    failed = result.contract is not None and not result.contract.made
    worth = won_worth(rules, result.side_scores[result.winner], failed, m.stake)
    # a match of five counts per person (``brisca.core.seating``); else the side is a score's
    for seat in rules.seating.scoring(m.dealer, result.winner):
        score[seat] += worth
    return score, 1


def ties_behind(stake: int) -> int:
    """How many ties in a row made a deal's ``stake`` (each replayed tie doubles it): 0, 1, 2..."""
    return stake.bit_length() - 1


def record_deal(m: MatchState, result: DealResult) -> MatchState:
    """The match after one more deal."""
    if m.over:
        raise MatchError("match_over")
    rules = m.rules
    score, stake = _scored(m, result)
    over, winner = False, None
    if rules.match == "single":
        over = result.termination is not Termination.REPLAY
        # a side of the deal; under chiamata the sides are the deal's own, not the match's seats
        winner = result.winner if not rules.called else None
    else:
        best = max(score)
        if best >= rules.match_target and score.count(best) == 1:
            over, winner = True, score.index(best)
    return MatchState(rules, tuple(score), (m.dealer + 1) % rules.players, m.deals_played + 1,
                      stake, winner, over)


# -- what a deal's result is worth to a side in its match ------------------------------------------

COUNTS = ("deal", "bands", "points", "contract", "persons")


def counts(rules: Rules) -> str:
    """What a table's match counts of a deal (``COUNTS``): ``deal``, won or lost, by one point as
    by sixty (the online table's single deal, the first to so many deals); ``bands``, 003's match
    points by the winner's points (61-90, 91-119, 120); ``points``, Rematada's, every point
    carried toward the target; ``contract``, Subastada's contract made or failed (a failed one
    pays the penalty); ``persons``, chiamata's, each person's score by the caller's contract."""
    if rules.match == "points":
        return "points"
    if rules.called:
        return "persons"
    if rules.auction != "none":
        return "contract"
    return "bands" if rules.match == "margin" else "deal"


def won_worth(rules: Rules, points: int, failed_contract: bool = False, stake: int = 1) -> int:
    """What a won deal adds to its winner's match score: its ``stake`` (1, doubled by each tie
    replayed before it), times the penalty when it was won by the other side's failed contract,
    times 003's match points for the winner's ``points``. ``record_deal`` counts a deal so."""
    worth = stake
    if failed_contract:  # Subastada's penalty
        worth *= rules.penalty
    if rules.match == "margin":
        worth *= match_points(points, rules)
    return worth


def deal_worth(rules: Rules, margin: float, score: float, role: int = 1, bidder: bool | None = None,
               stake: int = 1) -> float:
    """What a deal's result is worth to a side in its match: what it adds to the side's match
    score less what it adds to the other's, read off the side's ``margin`` and ``score`` as
    ``settle.returns`` gives them (so a search's worlds can be valued by it): a deal won +1 and
    lost -1 (a tie nobody broke 0); under 003's match points the band of the winner's points;
    under Subastada a failed contract the penalty (``bidder``: whether the side holds the
    contract; ``None`` while nobody does); under chiamata the person's own score (``role``: its
    stake, ``outcome.person_stake``, doubled when a side took every point under cappotto); under
    Rematada the points themselves, each carried toward the target. Checked against
    ``record_deal`` deal by deal at every table (``tests/test_deal_worth.py``); one case reads
    otherwise: at three, when the two others tie a deal the rules do not break, a side's own
    margin and score say it lost (-1), though nobody scores it."""
    kind = counts(rules)
    if kind == "points":
        return float(margin)
    if score not in (0.0, 1.0):  # replayed, annulled, a draw, everybody passed: nobody won it
        return 0.0
    sign = 1 if score == 1.0 else -1
    if kind == "persons":
        cappotto = rules.call_stakes == "cappotto" and abs(margin) >= rules.total_points
        return float(sign * role * (CAPPOTTO if cappotto else 1))
    if kind == "contract":
        # the side's own contract failed, or the other side's: the penalty goes to the winner
        failed = bidder is not None and bidder != (sign == 1)
        return float(sign * won_worth(rules, 0, failed, stake))
    total = rules.total_points
    won_points = (total + abs(margin)) // 2  # two sides share every point at the end of a deal
    return float(sign * won_worth(rules, int(won_points), False, stake))
