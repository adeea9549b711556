"""The coach: prices every legal move of a position and explains a move's label.

A move is judged first by what the table's match counts (``table_counts``: what its result is
worth in the match, ``match.deal_worth``), as chess sites label a move by the winning chances it
loses: the worth it loses against the best move, in a deal's units (a deal won +1, lost -1, so a
chance to win the deal lost counts twice), makes it good from 0.02 (a chance of one in a hundred),
an inaccuracy from 0.1 (five in a hundred), a mistake from 0.2, a blunder from 0.4; under 003's
match points the worth is in match points, under Subastada in deals of the match (a failed
contract pays the penalty), under chiamata in the person's own score. The points are the second
figure: a move that keeps what the table counts but gives points away is good, never best, and
never worse than good ("you still win the deal; this gave away 12 points"). A worth lost is a
noisy figure (a deal's chance moves only in the worlds whose result the move changes): it counts
only when another move beats the move beyond doubt (``Estimate.beats``: by 0.02 at the low end of
the 95% interval of their difference, or by 0.1 on average); below that the points decide best or
good. A label is raised to that of any move losing no more of both figures (``labels``), so a
bigger loss never gets a milder label, and a label kept from before never breaks that order
(``_in_order``). Under Rematada, where
every point carries toward the target, the points are what counts: a move is labelled by the
points it loses (best under 1, good 1-2, inaccuracy 2-5, mistake 5-10, blunder 10 or more) and
the chance it loses (5, 10 and 20 in a hundred), the worse label counting. The best move is the
one of the most points among those no move beats (``Estimate.best``). The verdict says its
figures (``coach_counts``), so a label always agrees with the numbers beside it. A label is
only as precise as its evidence: when the 95% intervals of the losses leave it open (a worth
that may cost an inaccuracy, points that may or may not make it good), the verdict is the
estimate's label said with "about" (``uncertain``), never another label with a hedge; the
thinker works on while any label is open (``label_range``). Values come as an ``Estimate``, usually
gathered in the background while the learner thinks (``thinker``); without one the coach
samples a few dozen worlds itself. The reasons are data (codes and facts), found by
``explain`` (the ideas of ``ideas``); ``brisca.text`` words them.
"""

from __future__ import annotations

from dataclasses import dataclass

from brisca.bots.basic import decision_rng
from brisca.bots.determinize import Worlds
from brisca.core.action import EXCHANGE, PLAYS, Action, Move
from brisca.core.match import counts
from brisca.core.outcome import person_stake
from brisca.core.trick import Reason
from brisca.core.view import View
from brisca.stats import Z95

from .estimate import CLEAR_WORTH, EVEN_WORTH, Estimate, valued
from .explain import explain as explain
from .explain import known_cards
from .ideas import HINT, VERDICT

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
FIGURES = ("coach_counts", "coach_alone")  # a verdict's reasons said beside its label, not as why
WORTH_LIMITS = (EVEN_WORTH, CLEAR_WORTH, 0.20, 0.40)  # lower bounds of good, inaccuracy, mistake, blunder
POINT_LIMITS = (1.0, 2.0, 5.0, 10.0)  # the same, of the points (Rematada); 1 point makes a move good
WIN_LIMITS = (0.05, 0.10, 0.20)  # lower bounds of inaccuracy, mistake, blunder (Rematada)
START_WORLDS, MAX_WORLDS = 48, 144  # what the coach samples itself, without background values
SETTLED_WORLDS = 480  # the fewest worlds background thinking stops at
Z_STOP = 3.29  # it stops when 99.9% intervals settle every label: it looks after every chunk,
#              and looking often at 95% would stop on a lucky streak too easily


@dataclass(frozen=True)
class MoveEval:
    """One move's value (expected final margin, win probability, their standard errors, and its
    ``worth``: what the table counts, of ``kind``) and its label against the best move; ``line``
    is what was priced for it (the move alone, or under the rulebook's exchange the line of
    the turn it starts that is worth the most)."""

    move: Action
    line: Move
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
    worth: float = 0.0
    worth_lost: float = 0.0
    kind: str = "deal"


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
        cost against the better move (so an inaccuracy gets its reason too); never the figures
        the label rests on (``coach_counts``), which the verdict says beside its label."""
        said = [r for r in self.reasons if r.code not in FIGURES]
        return (said[1:] or said or (None,))[0]


def label_for(points_lost: float, worth_lost: float, kind: str = "deal", win_lost: float = 0.0) -> str:
    """The label of a move that loses ``worth_lost`` of what the table counts (of ``kind``) and
    ``points_lost`` points; under Rematada (``points``), the points and ``win_lost``."""
    if kind == "points":
        by_points = sum(points_lost >= limit for limit in POINT_LIMITS)
        by_win = 0 if win_lost < WIN_LIMITS[0] else 2 + sum(win_lost >= limit for limit in WIN_LIMITS[1:])
        return LABELS[max(by_points, by_win)]
    by_worth = sum(worth_lost >= limit for limit in WORTH_LIMITS)
    return LABELS[max(by_worth, int(points_lost >= POINT_LIMITS[0]))]


def losses(estimate: Estimate, i: int) -> tuple[float, float]:
    """The two figures a verdict says of move ``i`` against the best move, the first what the
    label goes by first: the worth and the points it loses; under Rematada, where the points
    are what counts, the points and the chance to win the match."""
    best = estimate.best()
    points, worth = max(0.0, estimate.diff(best, i)[0]), max(0.0, estimate.worth_diff(best, i)[0])
    return (points, max(0.0, estimate.win_diff(best, i)[0])) if estimate.kind == "points" else (worth, points)


def _own_label(estimate: Estimate, i: int) -> int:
    """Move ``i``'s label by its own losses: the worth it loses counts only when another move
    ``beats`` it (then it is good at least); else the points decide between best and good, as
    when every world gives both moves the same result."""
    best = estimate.best()
    points = estimate.diff(best, i)[0]
    if estimate.kind == "points":
        return LABELS.index(label_for(points, 0.0, "points", max(0.0, estimate.win_diff(best, i)[0])))
    worth = max(EVEN_WORTH, estimate.worth_diff(best, i)[0]) if estimate.beaten(i) else 0.0
    return LABELS.index(label_for(points, worth, estimate.kind))


_last_labels: tuple = (None, ())  # the last estimate labelled and its labels: a position's moves ask in turn


def labels(estimate: Estimate) -> tuple[int, ...]:
    """Each move's label (its index in ``LABELS``): its own (``_own_label``), raised to the
    label of any move it loses at least as much as in both figures (``losses``), so a bigger
    loss never gets a milder label (a worth lost of a move with a wider interval may be left
    uncounted where a smaller one of a narrower interval counts)."""
    global _last_labels
    last, said = _last_labels  # one read: another thread may set it meanwhile
    if last is estimate:
        return said
    n = len(estimate.moves)
    own = [_own_label(estimate, i) for i in range(n)]
    lost = [losses(estimate, i) for i in range(n)]
    said = tuple(max(own[j] for j in range(n) if lost[j][0] <= lost[i][0] and lost[j][1] <= lost[i][1])
                 for i in range(n))
    _last_labels = (estimate, said)
    return said


def loss_bounds(estimate: Estimate, i: int, z: float = Z95) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The low and the high ends of the interval of move ``i``'s losses, each (points, worth,
    win probability): in points and in worth against whichever move is really best, so the
    best-looking move has one too; in win probability against the best-looking move."""
    low = [0.0, 0.0]
    high = [0.0, 0.0]
    for j in range(len(estimate.moves)):
        for k, (d, se) in enumerate((estimate.diff(j, i), estimate.worth_diff(j, i))):
            low[k], high[k] = max(low[k], d - z * se), max(high[k], d + z * se)
    w, wse = estimate.win_diff(estimate.best(), i)
    return (low[0], low[1], max(0.0, w - z * wse)), (high[0], high[1], max(0.0, w + z * wse))


def label_range(estimate: Estimate, i: int, z: float = Z95) -> tuple[int, int]:
    """The mildest and the harshest label (indexes in ``LABELS``) the losses of move ``i`` may
    have within their ``z`` intervals: while they differ, more worlds may change its label."""
    return _ranges(estimate, i, z)[:2]


def _ranges(estimate: Estimate, i: int, z: float) -> tuple[int, int, int]:
    """``label_range``, and the harshest label said without "about" (``move_label``): a worth
    lost that no move ``beats`` it by and that stays under an inaccuracy leaves best or good to
    the points, so the label is approximate only when neither figure settles it."""
    (low, worth_low, win_low), (high, worth_high, win_high) = loss_bounds(estimate, i, z)
    kind = estimate.kind
    lowest = LABELS.index(label_for(low, worth_low, kind, win_low))
    highest = LABELS.index(label_for(high, worth_high, kind, win_high))
    if kind != "points" and not estimate.beaten(i) and worth_high < CLEAR_WORTH:
        return lowest, highest, LABELS.index(label_for(high, 0.0, kind))
    return lowest, highest, highest


def move_label(estimate: Estimate, i: int, z: float = Z95, given: str | None = None,
               sure: bool = False) -> tuple[str, bool]:
    """Move ``i``'s label from the estimated losses (``labels``), and whether it is said as
    approximate: when its intervals leave it open, but for best or good where the points settle
    it (``_ranges``). A label ``given`` before for the same move stays while the intervals
    still allow it (``label_range``): a second look refines a verdict, it never contradicts one
    the evidence has not ruled out. One given ``sure`` (said without doubt, and praised) stays
    without doubt: a wider interval of another sample does not unsay it."""
    lowest, highest, said = _ranges(estimate, i, z)
    if given in LABELS and lowest <= LABELS.index(given) <= highest:
        label = LABELS.index(given)
        return given, not lowest == label == said and not sure
    label = labels(estimate)[i]
    # plain where the evidence settles it: its range one label, or the label that range's
    return LABELS[label], not (lowest == said == highest or lowest == label == said)


def line_of(values: Estimate, move: Action) -> int:
    """The line a decision is valued by: its best one still refined (a move under the rulebook's
    exchange has a line per card played after it)."""
    return max((k for k, line in enumerate(values.moves) if line.first is move),
               key=lambda k: (k in values.refined(), values.margin(k), -k))


def lines_of(view: View) -> tuple[Move, ...]:
    """What the coach prices in a position: each legal move; where the rulebook lets the seat
    exchange on its turn and then play, each way of doing it: not exchanging and playing a
    card (a line of one play), or exchanging and then playing a card of the new hand. An
    exchange is then worth its best line, and so is not exchanging."""
    swaps = [a for a in view.legal if a.kind is EXCHANGE]
    if not swaps or view.phase != "play":
        return tuple(map(Move.of, view.legal))
    lines = [Move.line_of(a) for a in view.legal if a.is_play]
    for swap in swaps:
        hand = [view.turned_up if c == swap.card else c for c in view.hand]
        lines += [Move.line_of(swap, PLAYS[c]) for c in hand]
    return tuple(lines)


def own_values(view: View, seed: int = 0) -> Estimate:
    """The coach's own values when none were gathered in the background: a few dozen sampled
    worlds, more while a label is unsure (exact where every world can be solved)."""
    rng = decision_rng(seed, view)
    values = valued(view, rng, START_WORLDS, lines_of(view))
    while not values.exact and values.worlds < MAX_WORLDS and _unsure(values, Z95):
        values += valued(view, rng, START_WORLDS, values.moves)
    return values


def _unsure(values: Estimate, z: float) -> bool:
    """Whether more worlds may change some move's label (``label_range``)."""
    return any(_open(values, i, z) for i in range(len(values.moves)))


def _open(values: Estimate, i: int, z: float) -> bool:
    lowest, highest = label_range(values, i, z)
    return lowest != highest


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
    for i in sorted(keep, key=lambda k: (values.worth(k), values.margin(k))):  # the worst first: likeliest to go
        if i == best or _open(values, i, Z_STOP):
            continue
        others = [j for j in keep if j != i]
        if all(d + Z_STOP * se < 0 for d, se in (values.diff(i, j) for j in others)) and all(
                d + Z_STOP * se <= 0 for d, se in (values.worth_diff(i, j) for j in others)):
            keep.remove(i)
    return tuple(keep)


def values_for(view: View, seed: int = 0, values: Estimate | None = None) -> Estimate:
    """``values`` if they are this position's (its ``lines_of``, its table's stakes), else the
    coach's own."""
    if values is None or set(values.moves) != set(lines_of(view)) or values.kind != counts(view.rules):
        return own_values(view, seed)  # none, or of another position
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
    said = _in_order(values, {line_of(values, move): given.get(move) for move in view.legal})
    for move in view.legal:
        i = line_of(values, move)
        label, uncertain = move_label(values, i, given=said[i], sure=move in sure)
        out.append((i == best, MoveEval(
            move, values.moves[i], values.margin(i), values.win(i), values.margin_stderr(i), values.win_stderr(i),
            values.exact, max(0.0, values.diff(best, i)[0]), max(0.0, values.win_diff(best, i)[0]), label,
            uncertain, known, values.worth(i), max(0.0, values.worth_diff(best, i)[0]), values.kind)))
    # the best first, then by what the table counts and the points
    return [e for _, e in sorted(out, key=lambda be: (not be[0], -round(be[1].worth, 9), -be[1].margin))]


def _in_order(values: Estimate, given: dict) -> dict:
    """The labels ``given`` before (line -> label or ``None``) that may stay: each only while
    its intervals allow it (``move_label``) and it keeps the labels in the order of the losses
    said beside them (``losses``), a bigger loss never milder than a smaller one, against the
    labels of the other moves (kept or fresh). A kept label that breaks it gives way to its
    move's fresh label (fresh labels are in order, so this ends)."""
    fresh = labels(values)
    label = {i: fresh[i] for i in given}
    for i, g in given.items():
        if g in LABELS:
            lowest, highest = label_range(values, i)
            if lowest <= LABELS.index(g) <= highest:
                label[i] = LABELS.index(g)
    kept = {i for i in given if label[i] != fresh[i]}
    lost = {i: losses(values, i) for i in given}
    while True:
        broken = {k for i in given for j in given
                  if lost[j][0] <= lost[i][0] and lost[j][1] <= lost[i][1] and label[j] > label[i]
                  for k in (i, j) if k in kept}
        if not broken:  # a label given that stands is passed on as given: one said sure stays plain
            return {i: g if g in LABELS and label[i] == LABELS.index(g) else None for i, g in given.items()}
        for k in broken:
            label[k] = fresh[k]
            kept.discard(k)


def is_decision(view: View, action) -> bool:
    """Whether ``action`` is a decision the coach judges: a move chosen among several. A sign to
    the partners is none: it is no move the coach values, and the turn goes on."""
    return action in view.legal and len(view.legal) > 1


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
    if reasons:
        reasons += (counted(view, mine, best),)
    reasons += alone_risk(view, mine, best, evals)
    return Verdict(move, best.move, round(mine.points_lost, 2), round(mine.win_lost, 3), mine.label, mine.uncertain,
                   reasons)


def counted(view: View, mine: MoveEval, best: MoveEval) -> Reason:
    """What a move cost of what the table counts, then in points (``coach_counts``): the figures
    its label rests on. Every card known, the result each move ends with (``result``, and the
    best move's, ``better_result``: ``win``, ``lose`` or ``tie``) and the match points of each
    under 003's; else averages."""
    facts = {"counts": mine.kind, "exact": "yes" if mine.known else "no", "lost": round(mine.points_lost, 1),
             "win": round(100 * round(mine.win_lost, 3)), "worth": round(mine.worth_lost, 2),  # as the verdict
             "same": "yes" if mine.known and mine.worth == best.worth else "no",
             "result": _result(mine), "better_result": _result(best), "target": view.rules.match_target}
    if mine.kind == "bands" and mine.known:  # who scores each move's match points
        facts.update(got_who=_who(mine.worth), got_n=abs(round(mine.worth)), better_who=_who(best.worth),
                     better_n=abs(round(best.worth)))
    if mine.kind == "contract":
        facts["penalty"] = view.rules.penalty
    return Reason("coach_counts", facts)


def alone_risk(view: View, mine: MoveEval, best: MoveEval, evals: list[MoveEval]) -> tuple[Reason, ...]:
    """Chiamata's call, when the move called a card of the caller's own hand, or the better move
    did: what playing alone against four risks and pays (``coach_alone``), with how often each
    way wins, alone and with the best partner called."""
    call = view.call
    if call is None or not call.calling or view.seat != call.caller:
        return ()
    own = [e for e in evals if e.move.card in view.hand]
    paired = [e for e in evals if e.move.card not in view.hand]
    played = mine.move.card in view.hand
    if not paired or not (played or best.move.card in view.hand) or not own:
        return ()
    alone = mine if played else best
    partnered = max(paired, key=lambda e: (e.worth, e.margin))
    return (Reason("coach_alone", {"played": "yes" if played else "no", "goal": call.goal,
                                   "alone": person_stake(True, True, True), "paired": person_stake(True, True, False),
                                   "share": round(100 * alone.win), "paired_share": round(100 * partnered.win)}),)


def _result(e: MoveEval) -> str:
    return "win" if e.win == 1 else "lose" if e.win == 0 else "tie"


def _who(worth: float) -> str:
    return "you" if worth > 0 else "rival" if worth < 0 else "nobody"


def averaged(rules, lost: float, worth: float) -> Reason:
    """``coach_counts`` of a move known only by its mean losses, ``lost`` points and ``worth`` of
    what the table counts (a stored puzzle's: sampled), at a table that counts the deal or 003's
    match points (a deal's chance is half its worth: won +1, lost -1)."""
    kind = counts(rules)
    return Reason("coach_counts", {"counts": kind, "exact": "no", "lost": round(lost, 1),
                                   "win": round(50 * worth) if kind == "deal" else 0, "worth": round(worth, 2),
                                   "same": "no", "result": "tie", "better_result": "tie",
                                   "target": rules.match_target})


def cost_reason(verdict: Verdict) -> Reason:
    """The verdict's ``coach_counts``; a verdict kept before it was said gets one from its points
    and win chance lost (as a deal won or lost counts), the figures it was labelled by."""
    said = next((r for r in verdict.reasons if r.code == "coach_counts"), None)
    if said is not None:
        return said
    return Reason("coach_counts", {"counts": "deal", "exact": "no", "lost": round(verdict.points_lost, 1),
                                   "win": round(100 * verdict.win_lost), "worth": round(2 * verdict.win_lost, 2),
                                   "same": "no", "result": "tie", "better_result": "tie", "target": 1})


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


def alone_reason(verdict: Verdict) -> Reason | None:
    """The verdict's reason saying what going alone risks (chiamata's call), if it has one."""
    return next((r for r in verdict.reasons if r.code == "coach_alone"), None)

