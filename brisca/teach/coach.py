"""The coach: prices every legal move of a position and explains a move's label.

A move is labelled by the expected points it loses against the best move (best under 1,
good 1-2, inaccuracy 2-5, mistake 5-10, blunder 10 or more) and by the win probability it
loses (5, 10 and 20 points make an inaccuracy, a mistake, a blunder); the worse label
counts. Where sampling leaves the difference unsure (standard error above 0.5 points),
the coach samples more worlds, and says the label is uncertain if that is not enough.
The reasons are data (codes and facts); ``brisca.text`` words them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bots.basic import decision_rng, paying_exchange
from ..bots.determinize import determinize, unseen_cards
from ..bots.search import MoveValues, evaluate, extend
from ..core.cards import Card, beats
from ..core.state import Exchange
from ..core.trick import Reason, winning_position
from ..core.view import View
from ..stats import stderr

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
POINT_LIMITS = (1.0, 2.0, 5.0, 10.0)  # lower bounds of good, inaccuracy, mistake, blunder
WIN_LIMITS = (0.05, 0.10, 0.20)  # lower bounds of inaccuracy, mistake, blunder
PRECISION = 0.5
START_WORLDS, MAX_WORLDS = 48, 144


@dataclass(frozen=True)
class MoveEval:
    move: object
    margin: float
    win: float
    stderr: float
    win_stderr: float
    exact: bool


@dataclass(frozen=True)
class Verdict:
    move: object
    best: object
    points_lost: float
    win_lost: float
    label: str
    uncertain: bool
    reasons: tuple[Reason, ...]

    @property
    def main_reason(self) -> Reason | None:
        """What to tell the learner: the principle the move broke, or failing one, what it
        cost against the better move (so an inaccuracy gets its reason too)."""
        return (self.reasons[1:] or self.reasons or (None,))[0]


def label_for(points_lost: float, win_lost: float) -> str:
    by_points = sum(points_lost >= limit for limit in POINT_LIMITS)
    by_win = 0 if win_lost < WIN_LIMITS[0] else 2 + sum(win_lost >= limit for limit in WIN_LIMITS[1:])
    return LABELS[max(by_points, by_win)]


def _values(view: View, seed: int) -> list[MoveValues]:
    rng = decision_rng(seed, view)
    values = evaluate(view, rng, START_WORLDS)
    while not values[0].exact and len(values[0].margins) < MAX_WORLDS and _unsure(values):
        values = extend(values, view, rng, START_WORLDS)
    return values


def _diff_stderr(a: MoveValues, b: MoveValues) -> float:
    if a.exact:
        return 0.0
    return stderr([x - y for x, y in zip(a.margins, b.margins, strict=True)])


def _ambiguous(best: MoveValues, move: MoveValues) -> bool:
    """Whether the move's label could differ within the sampling error of its loss."""
    se = _diff_stderr(best, move)
    if se <= PRECISION:
        return False
    lost, win_lost = best.margin - move.margin, max(0.0, best.win - move.win)
    spread = 1.96 * se
    return label_for(max(0.0, lost - spread), win_lost) != label_for(lost + spread, win_lost)


def _unsure(values: list[MoveValues]) -> bool:
    best = max(values, key=lambda v: v.margin)
    return any(_ambiguous(best, v) for v in values if v is not best)


SETTLED_WORLDS = 480  # the fewest worlds the background coach stops at


def settled(values: list[MoveValues]) -> bool:
    """Whether more worlds would not change any move's label (exact values always are)."""
    if values[0].exact:
        return True
    return len(values[0].margins) >= SETTLED_WORLDS and not _unsure(values)


def evaluate_moves(view: View, seed: int = 0, values: list[MoveValues] | None = None) -> list[MoveEval]:
    """Every legal move with its expected margin and win probability, best first (from
    ``values`` already computed for this position, if given)."""
    if not view.legal:
        return []
    values = values or _values(view, seed)
    out = [MoveEval(v.move, v.margin, v.win, v.stderr, v.win_stderr, v.exact) for v in values]
    return sorted(out, key=lambda e: -e.margin)


def judge(view: View, move, seed: int = 0, values: list[MoveValues] | None = None) -> Verdict:
    """The label of ``move`` in this position, with the reasons behind it."""
    values = values or _values(view, seed)
    best = max(values, key=lambda v: v.margin)
    mine = next(v for v in values if v.move == move)
    lost = max(0.0, best.margin - mine.margin)
    win_lost = max(0.0, best.win - mine.win)
    label = label_for(lost, win_lost)
    uncertain = mine is not best and _ambiguous(best, mine)
    reasons = explain(view, move, best.move, lost, seed) if label != "best" else ()
    return Verdict(move, best.move, round(lost, 2), round(win_lost, 3), label, uncertain, reasons)


def _trump_odds(view: View, seed: int, samples: int = 64) -> float:
    """How likely the other side holds a trump, over worlds consistent with the view."""
    if view.trump_suit is None:
        return 0.0
    rng = decision_rng(seed + 1, view)
    hits = 0
    for _ in range(samples):
        world = determinize(view, rng)
        if any(c.suit == view.trump_suit for seat, hand in enumerate(world.hands)
               if view.rules.side_of(seat) != view.rules.side_of(view.seat) for c in hand):
            hits += 1
    return hits / samples


def explain(view: View, move, better, lost: float, seed: int = 0) -> tuple[Reason, ...]:
    """Which principle the move broke, with the facts around it."""
    trump = view.trump_suit
    mine = view.own_side_points
    trumps_out = sum(1 for c in unseen_cards(view) if c.suit == trump)
    context = {"card": _card(move), "played": move, "better": better, "better_card": _card(better),
               "lost": round(lost, 1), "score": mine, "trumps_out": trumps_out}
    reasons = [Reason("coach_cost", context)]
    if isinstance(better, Exchange) and not isinstance(move, Exchange) and paying_exchange(view) is not None:
        reasons.append(Reason("coach_missed_exchange", {**context, "turned": view.turned_up_on_table}))
    if not isinstance(move, Card):
        return tuple(reasons)
    trick = view.trick
    points = sum(c.points for c in trick)
    if not trick and move.suit != trump and move.points >= 10:
        odds = _trump_odds(view, seed)
        reasons.append(Reason("coach_led_big_card", {**context, "points": move.points, "odds": round(100 * odds)}))
    elif trick:
        holder = trick[winning_position(trick, trump)]
        takes = beats(move, holder, trump)
        if takes and move.suit == trump and holder.suit != trump and points == 0:
            reasons.append(Reason("coach_trump_on_nothing", context))
        elif takes and move.suit == trump and move.points >= 10 and points < 10:
            reasons.append(Reason("coach_big_trump_small_trick", {**context, "points": points}))
        elif not takes and move.points > 0 and isinstance(better, Card) and better.points < move.points:
            reasons.append(Reason("coach_gave_points", {**context, "points": move.points}))
        elif not takes and points > 0 and isinstance(better, Card) and beats(better, holder, trump):
            reasons.append(Reason("coach_missed_capture", {**context, "points": points + better.points}))
    if mine > 60:
        reasons.append(Reason("coach_past_60", context))
    return tuple(reasons)


def _card(action) -> Card | None:
    return action if isinstance(action, Card) else getattr(action, "card", None)
