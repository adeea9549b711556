"""The coach: prices every legal move of a position and explains a move's label.

A move is labelled by the expected points it loses against the best move (best under 1,
good 1-2, inaccuracy 2-5, mistake 5-10, blunder 10 or more) and by the win probability it
loses (5, 10 and 20 points make an inaccuracy, a mistake, a blunder); the worse label
counts. A label is only as precise as its evidence: when the 95% interval of the loss
reaches into another label's band, the verdict is the estimate's label said with "about"
(``uncertain``), never another label with a hedge. Values come as an ``Estimate``, usually
gathered in the background while the learner thinks (``thinker``); without one the coach
samples a few dozen worlds itself. The reasons are data (codes and facts), found by
``explain`` (the ideas of ``ideas``); ``brisca.text`` words them.
"""

from __future__ import annotations

from dataclasses import dataclass

from brisca.bots.basic import decision_rng
from brisca.bots.determinize import Worlds
from brisca.bots.search import evaluate
from brisca.core.action import EXCHANGE, PLAYS
from brisca.core.trick import Reason
from brisca.core.view import View
from brisca.stats import Z95

from .estimate import Estimate
from .explain import explain as explain
from .explain import known_cards
from .ideas import HINT, VERDICT
from .lines import decision_of as decision_of

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
POINT_LIMITS = (1.0, 2.0, 5.0, 10.0)  # lower bounds of good, inaccuracy, mistake, blunder
WIN_LIMITS = (0.05, 0.10, 0.20)  # lower bounds of inaccuracy, mistake, blunder
START_WORLDS, MAX_WORLDS = 48, 144  # what the coach samples itself, without background values
SETTLED_WORLDS = 480  # the fewest worlds background thinking stops at
Z_STOP = 3.29  # it stops when 99.9% intervals settle every label: it looks after every chunk,
#              and looking often at 95% would stop on a lucky streak too easily


@dataclass(frozen=True)
class MoveEval:
    """One move's value (expected final margin, win probability, their standard errors) and
    its label against the best move; ``line`` is what was priced for it (the move itself, or
    under the rulebook's exchange the move followed by the best play after it)."""

    move: object
    line: object
    margin: float
    win: float
    stderr: float
    win_stderr: float
    exact: bool
    points_lost: float
    win_lost: float
    label: str
    uncertain: bool
    # every card known (one world the view allows) and solved: best play by both sides decides
    # it, said so. Exact values over several worlds are an exact mean, still "on average"
    known: bool = False


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


def loss_bounds(estimate: Estimate, i: int, z: float = Z95) -> tuple[float, float, float, float]:
    """The interval of move ``i``'s loss in points (against whichever move is really best, so
    the best-looking move has one too) and in win probability (against the best-looking move)."""
    low = high = 0.0
    for j in range(len(estimate.moves)):
        d, se = estimate.diff(j, i)
        low, high = max(low, d - z * se), max(high, d + z * se)
    w, wse = estimate.win_diff(estimate.best(), i)
    return low, high, max(0.0, w - z * wse), max(0.0, w + z * wse)


def move_label(estimate: Estimate, i: int, z: float = Z95, given: str | None = None,
               sure: bool = False) -> tuple[str, bool]:
    """Move ``i``'s label from the estimated losses, and whether its interval leaves it unsure.
    A label ``given`` before for the same move stays while the interval still allows it: a
    second look refines a verdict, it never contradicts one the evidence has not ruled out.
    One given ``sure`` (said without doubt, and praised) stays without doubt: a wider interval
    of another sample does not unsay it."""
    best = estimate.best()
    label = label_for(estimate.diff(best, i)[0], max(0.0, estimate.win_diff(best, i)[0]))
    low, high, win_low, win_high = loss_bounds(estimate, i, z)
    lowest, highest = LABELS.index(label_for(low, win_low)), LABELS.index(label_for(high, win_high))
    if given in LABELS and lowest <= LABELS.index(given) <= highest:
        return given, lowest != highest and not sure
    return label, lowest != highest


def line_of(values: Estimate, move) -> int:
    """The line a decision is valued by: its best one still refined (a move under the rulebook's
    exchange has a line per card played after it)."""
    return max((k for k, line in enumerate(values.moves) if decision_of(line) is move),
               key=lambda k: (k in values.refined(), values.margin(k), -k))


def lines_of(view: View) -> tuple:
    """What the coach prices in a position: each legal move; where the rulebook lets the seat
    exchange on its turn and then play, each way of doing it: not exchanging and playing a
    card (a line of one play), or exchanging and then playing a card of the new hand. An
    exchange is then worth its best line, and so is not exchanging."""
    swaps = [a for a in view.legal if a.kind is EXCHANGE]
    if not swaps or view.phase != "play":
        return tuple(view.legal)
    lines: list = [(a,) for a in view.legal if a.is_play]
    for swap in swaps:
        hand = [view.turned_up if c == swap.card else c for c in view.hand]
        lines += [(swap, PLAYS[c]) for c in hand]
    return tuple(lines)


def own_values(view: View, seed: int = 0) -> Estimate:
    """The coach's own values when none were gathered in the background: a few dozen sampled
    worlds, more while a label is unsure (exact where every world can be solved)."""
    rng = decision_rng(seed, view)
    values = Estimate.of(evaluate(view, rng, START_WORLDS, lines_of(view)))
    while not values.exact and values.worlds < MAX_WORLDS and _unsure(values, Z95):
        values += Estimate.of(evaluate(view, rng, START_WORLDS, values.moves))
    return values


def _unsure(values: Estimate, z: float) -> bool:
    return any(move_label(values, i, z)[1] for i in range(len(values.moves)))


def settled(values: Estimate) -> bool:
    """Whether more worlds would hardly change any move's label (exact values always are)."""
    return values.exact or (values.worlds >= SETTLED_WORLDS and not _unsure(values, Z_STOP))


def to_refine(values: Estimate) -> tuple[int, ...]:
    """The moves worth more worlds: those played in every world so far, less each move that is
    not the best-looking, whose label is settled (at ``Z_STOP``) and that is clearly worse than
    every move still refined (so it bounds none of their losses). Dropping such a move spends
    its share of the worlds on the labels still unsure: with three moves and one of them
    clearly lost, the other two get half as many worlds again."""
    keep = list(values.refined())
    if values.exact or values.worlds < SETTLED_WORLDS:
        return tuple(keep)
    best = values.best()
    for i in sorted(keep, key=values.margin):  # the worst first: it is the likeliest to go
        if i == best or move_label(values, i, Z_STOP)[1]:
            continue
        if all(d + Z_STOP * se < 0 for d, se in (values.diff(i, j) for j in keep if j != i)):
            keep.remove(i)
    return tuple(keep)


def values_for(view: View, seed: int = 0, values: Estimate | None = None) -> Estimate:
    """``values`` if they are this position's (its ``lines_of``), else the coach's own."""
    if values is None or set(values.moves) != set(lines_of(view)):  # none, or of another position
        return own_values(view, seed)
    return values


def evaluate_moves(view: View, seed: int = 0, values: Estimate | None = None,
                   given: dict | None = None, sure=frozenset()) -> list[MoveEval]:
    """Every legal move with its expected margin, win probability and label, best first (from
    ``values`` already gathered for this position, if given; ``given``: the labels said before
    of some moves, kept while the evidence allows them; ``sure``: the moves of those said
    without doubt)."""
    if not view.legal:
        return []
    values = values_for(view, seed, values)
    best = values.best()
    given = given or {}
    known = values.exact and Worlds(view).count() == 1
    out = []
    for move in view.legal:
        i = line_of(values, move)
        label, uncertain = move_label(values, i, given=given.get(move), sure=move in sure)
        out.append(MoveEval(move, values.moves[i], values.margin(i), values.win(i), values.margin_stderr(i),
                            values.win_stderr(i), values.exact, values.diff(best, i)[0],
                            max(0.0, values.win_diff(best, i)[0]), label, uncertain, known))
    return sorted(out, key=lambda e: -e.margin)


def judge(view: View, move, seed: int = 0, values: Estimate | None = None, given: dict | None = None,
          sure=frozenset()) -> Verdict:
    """The label of ``move`` in this position, with the reasons behind it."""
    evals = evaluate_moves(view, seed, values, given, sure)
    mine = next(e for e in evals if e.move == move)
    best = evals[0]
    reasons = () if mine.label == "best" else explain(view, mine.line, best.line, mine.points_lost, seed, VERDICT,
                                                      mine.known, (mine.win, best.win))
    if reasons and mine.known:
        reasons += known_cards(view, mine.line, best.line)
    return Verdict(move, best.move, round(mine.points_lost, 2), round(mine.win_lost, 3), mine.label, mine.uncertain,
                   reasons)


def why_best(view: View, evals: list[MoveEval], seed: int = 0) -> tuple[Reason, ...]:
    """A hint's reasons: why the best move beats the next best, said before the move (the
    practice hint and ``python -m brisca hint`` both say it)."""
    if len(evals) < 2:
        return ()
    why = explain(view, evals[1].line, evals[0].line, evals[0].margin - evals[1].margin, seed, HINT, evals[0].known,
                  (evals[1].win, evals[0].win))
    return why if why[0].facts["lost"] else why[:1]  # moves worth the same differ by no idea

def known_cards_reason(verdict: Verdict) -> Reason | None:
    """The verdict's reason saying best play decides it, when every card was known."""
    return next((r for r in verdict.reasons if r.code == "coach_known_cards"), None)

