"""Who won a deal and by how much, by the rules: the one place the coach, the look-ahead, the
arena, practice, the match and the pages ask (the values it gives are ``brisca.core.outcome``'s).

* ``deal_result(state)`` settles a finished deal: the points of each side, the winner by
  points, and when the top score is shared, the tie rule (``Rules.tie``): a draw, the side
  that took the latest trick among the tied ones, a deal to replay, or an annulled deal.
  Under Rematada a deal that stopped at the trick bringing a side to the match's target
  (``state.match_goal``) is won by that side, ``TARGET``: it has won the match.
* Under Subastada (``Rules.auction``) the contract decides: the bidder's side wins when its
  points, cards and marriages sung together, reach its bid (``CONTRACT``), and
  ``DealResult.contract`` says made or failed and by how much; the margin is that "by how
  much", seen from each side (the bidder's points less the bid, or the bid less them).
* ``returns(state, seat)`` is the same settling seen from one seat's side, as the numbers a
  search adds up: the margin (its side's points minus the best other side's) and the score
  (1 for a win, 0 for a loss, a tie shared among the tied sides unless the last trick breaks
  it). A deal replayed or annulled scores as a draw: nobody won it.
* Under Briscola chiamata (``brisca.core.chiamata``) the sides are the caller's (with its
  partner) and the defenders': the caller's side wins with the points it needs (61, or its
  points bid), ``CONTRACT``, and each person scores (``persons``): the caller 2,
  the partner 1, each defender -1 when the caller's side wins, the opposite when it loses; a
  caller alone scores 4 against four; under ``call_stakes="cappotto"`` a side that takes every
  trick scores double. A deal everybody passed is annulled: nobody scores.
* ``packed_returns`` and ``unpack`` carry both in one integer for the exact solvers, which compare
  lines by margin first and then, at equal margin, by who takes the last trick when that
  breaks a tie (``last_trick_breaks_ties``).

>>> from brisca.core.record import deal
>>> from brisca.bots.bench import random_playout
>>> import random
>>> final = random_playout(deal("001", seed=3).start(), random.Random(3))
>>> (mine, my_score), (theirs, their_score) = returns(final, 0), returns(final, 1)
>>> mine == -theirs, my_score + their_score
(True, 1.0)
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from .outcome import CAPPOTTO, ContractResult, DealResult, OutcomeError, Termination, person_stake
from .rules import Rules
from .state import OVER, GameState, side_points, sides_of


def contract_result(s: GameState) -> ContractResult | None:
    """The contract's result of a Subastada deal whose auction is over (so far, while the deal
    is played; final at its end); None at other tables and during the auction."""
    made = s.auction.contract(s) if s.auction is not None else None
    if made is None:
        return None
    side = s.rules.side_of(made.seat)
    points = side_points(s)[side]
    return ContractResult(made.seat, side, made.amount, points, points >= made.amount, points - made.amount)


def last_trick_breaks_ties(rules: Rules) -> bool:
    return rules.tie == "last_trick"


def _tie_breaker(s: GameState, tied: tuple[int, ...]) -> int | None:
    """The tied side that took the latest trick (001's rule), if the rules break ties so."""
    if not last_trick_breaks_ties(s.rules):
        return None
    latest = [-1] * len(s.rules.sides)
    for k, trick in enumerate(s.tricks):
        latest[s.rules.side_of(trick.winner)] = k
    return latest_taker(latest, tied)


def latest_taker(latest, tied: tuple[int, ...]) -> int | None:
    """Of the ``tied`` sides, the one that took the latest trick, ``latest[side]`` being the
    number of the latest trick each side took (-1: none); None if none of them took one."""
    best = max(tied, key=latest.__getitem__)
    return best if latest[best] >= 0 else None


def broken_by_an_earlier_trick(s: GameState, result: DealResult) -> bool:
    """Whether a tie the last trick broke went to a tied side that took an earlier trick: with
    three players the last trick may go to the one not tied, and the tied side that took the
    latest trick wins (``_tie_breaker``). The rulebook says only "the last trick"; this is the
    app's reading, and what it says of such a result says so."""
    return (result.termination is Termination.LAST_TRICK and bool(s.tricks)
            and s.rules.side_of(s.tricks[-1].winner) != result.winner)


def goal_reached(s: GameState) -> int | None:
    """Under Rematada, the side whose running total has reached the match's target in this
    deal (the deal stops at that trick, so there is at most one); None otherwise."""
    if s.goal is None:
        return None
    return next((side for side, p in enumerate(side_points(s)) if p >= s.goal[side]), None)


def deal_result(s: GameState) -> DealResult:
    """Who won the deal, by points, or by the tie rule when the top score is shared; under
    Rematada, by reaching the target first, if a side did."""
    if s.phase is not OVER:
        raise OutcomeError("deal_not_over")
    if s.call is not None:
        return _called_result(s)
    sides = side_points(s)
    made = contract_result(s)
    if made is not None:  # two sides: the bidder's, and the one that defends
        winner = made.side if made.made else 1 - made.side
        return DealResult(tuple(s.points), sides, Termination.CONTRACT, winner, (), contract=made)
    reached = goal_reached(s)
    if reached is not None:
        return DealResult(tuple(s.points), sides, Termination.TARGET, reached, ())
    top = max(sides)
    leaders = tuple(i for i, p in enumerate(sides) if p == top)
    if len(leaders) == 1:
        return DealResult(tuple(s.points), sides, Termination.POINTS, leaders[0], ())
    breaker = _tie_breaker(s, leaders)
    if breaker is not None:
        return DealResult(tuple(s.points), sides, Termination.LAST_TRICK, breaker, leaders)
    tie = Termination.DRAW if s.rules.tie == "last_trick" else Termination(s.rules.tie)
    return DealResult(tuple(s.points), sides, tie, None, leaders)


def _called_result(s: GameState) -> DealResult:
    """A chiamata deal settled: the caller's side against the defenders, by the contract."""
    call = s.call
    if call.called is None:  # everybody passed: nobody played the deal, annulled as 004's tie is
        return DealResult(tuple(s.points), (0,) * s.n, Termination.ANNUL, None, tuple(range(s.n)), sides_of(s),
                          (0,) * s.n)
    sides = sides_of(s)
    points = side_points(s)
    winner = 0 if points[0] >= call.goal else 1
    caller, ours = call.caller, sides[0]
    alone = len(ours) == 1
    persons = [person_stake(seat == caller, seat in ours, alone) * (1 if (seat in ours) == (winner == 0) else -1)
               for seat in range(s.n)]
    if s.rules.call_stakes == "cappotto" and all(t.winner in sides[winner] for t in s.tricks):
        persons = [CAPPOTTO * p for p in persons]
    return DealResult(tuple(s.points), points, Termination.CONTRACT, winner, (), sides, tuple(persons))


def _called_returns(s: GameState, seat: int) -> tuple[int, float]:
    """``returns`` under chiamata (``called_returns``); an annulled deal is a share, as any tie
    nobody breaks."""
    if s.call.called is None:
        return 0, 1.0 / s.n
    return called_returns(side_points(s), 0 if seat in sides_of(s)[0] else 1, s.call.goal)


def called_returns(points, mine: int, goal: int) -> tuple[int, float]:
    """Chiamata's margin and score for side ``mine`` (0 the caller's, 1 the defenders') from both
    sides' ``points``: its points less the other's, and 1 if its side won (the caller's side
    with ``goal`` points or more)."""
    won = points[0] >= goal
    return points[mine] - points[1 - mine], float(won == (mine == 0))


def returns(s: GameState, seat: int) -> tuple[int, float]:
    """The margin and the score of ``seat``'s side at the end of a deal (see the module's
    docstring); the search's rollouts end here, so two seats take a short way."""
    if s.call is not None:
        return _called_returns(s, seat)
    points = s.points
    if s.bids:
        return _contract_returns(s, seat)
    if s.n == 2 and s.goal is None:  # two seats, each its own side: the short way
        margin = points[seat] - points[1 - seat]
        if margin:
            return margin, 1.0 if margin > 0 else 0.0
    return settle(side_points(s), s.rules.side_of(seat), goal_reached(s), functools.partial(_tie_breaker, s))


def settle(sides, mine: int, reached: int | None,
           breaker: Callable[[tuple[int, ...]], int | None]) -> tuple[int, float]:
    """The margin and score of side ``mine`` from the points of every side, the side that
    reached Rematada's target (``goal_reached``, or ``None``), and ``breaker``: the tied sides ->
    the side the tie rule gives it to, or ``None`` (``returns`` asks ``_tie_breaker``; the
    lanes, ``latest_taker`` of each lane's tricks)."""
    margin = sides[mine] - max(p for i, p in enumerate(sides) if i != mine)
    if reached is not None:  # Rematada's target reached: the match is won
        return margin, float(reached == mine)
    if margin:
        return margin, 1.0 if margin > 0 else 0.0
    tied = tuple(i for i, p in enumerate(sides) if p == sides[mine])
    winner = breaker(tied)
    return (0, float(winner == mine)) if winner is not None else (0, 1.0 / len(tied))


def _contract_returns(s: GameState, seat: int) -> tuple[int, float]:
    """``returns`` under a contract (``contract_returns``)."""
    made = contract_result(s)
    return contract_returns(made.points, made.bid, s.rules.side_of(seat) == made.side)


def contract_returns(points: int, bid: int, ours: bool) -> tuple[int, float]:
    """A contract's margin and score for a side, from the bidder's side's ``points`` (cards and
    marriages) and its ``bid``, ``ours`` if the side is the bidder's: by how much it was made or
    failed, and 1 if it went the side's way."""
    by = points - bid
    return (by if ours else -by), float((by >= 0) == ours)


PACK = 4  # a packed value is 4 * margin + the tie break (-1, 0 or 1)


def packed_returns(s: GameState, seat: int) -> int:
    """``returns`` of a finished two-sided deal in one integer: the margin times ``PACK``,
    plus one if ``seat``'s side took the last trick (less one if not) when the rules break a
    tie so, plus nothing otherwise. Comparing packed values compares margins first, then at
    equal margin the tie break, as a player prefers; ``unpack`` gives the margin and score."""
    margin = returns(s, seat)[0]
    if s.bids:  # a contract made exactly has no margin but is won: the bidder's side gets the one
        return PACK * margin + (1 if s.rules.side_of(seat) == contract_result(s).side else -1)
    if not last_trick_breaks_ties(s.rules):
        return PACK * margin
    mine = s.rules.side_of(seat)
    return PACK * margin + (1 if s.rules.side_of(s.tricks[-1].winner) == mine else -1)


def unpack(value: int) -> tuple[int, float]:
    """The margin and the score a packed value holds."""
    margin = (value + 1) // PACK
    if margin:
        return margin, 1.0 if margin > 0 else 0.0
    return 0, (value + 1) / 2
