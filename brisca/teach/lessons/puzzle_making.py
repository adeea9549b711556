"""How a position becomes a puzzle, for the stored set (``scripts/build_puzzles.py``) and for a
learner's own puzzles, made from the costly mistakes of their practice deals.

A puzzle is chosen where the answer changes what the table counts (``table_counts``, the
coach's worths: the deal won or lost, 003's match points). Every card known and solved
(``step_of``), the answers are the moves worth the most to the table and every other move is
worth less: the task is to ``win`` the deal, save a ``tie`` or take the most match points
(``bands``); where every move is worth the same and the deal is won whatever, the answers are
the moves of the most points and every other one must lose ``CLEAR_LOSS`` points or more: the
task says so (``points``). Sampled, one rule says when a move is clearly worse than the best
(``clearly_worse``): the low end of the 95% interval of the worth it loses is an inaccuracy's
(``WORTH_LIMITS``: five in a hundred of a deal's chance) or more, and that loss is ``LEAD_ERRORS``
standard errors or more, far beyond the sampling error (task ``chance``, or ``bands``). The
same line goes on while a solved step has one answer: the other side replies with its best
moves and the next step follows if it asks the same (``exact_line``). Once solved, the line
goes on with the other side's answer, and the coach says why the move was best (``solution``).

A learner's own puzzle (``own_of``; kept by ``keep_own``) is one of their decisions in a finished deal that the
coach called a mistake or a blunder and whose cost is clear by that rule, in the coach's own
values of the position (the most precise it gathered there, kept with the game: nothing is
sampled again). Every card known, the moves worth the most to the table are its answers, as in
a stored puzzle; sampled, every move not clearly worse than the best is. It is tagged by the idea the
coach named, and its id is the game's, the deal's and the move's, so a deal looked at twice
makes the same puzzles. A position where the rulebook lets the learner exchange and then play
(``verdicts.lines_of``: the coach prices whole turns there) makes none: a puzzle's step is one
action.
"""

from __future__ import annotations

import hashlib
import logging
import math
import time
from dataclasses import dataclass, replace

from brisca.bots.determinize import Worlds
from brisca.bots.search import exact_worlds
from brisca.core.action import Action, Move
from brisca.core.errors import BriscaError
from brisca.core.rules import PRESET_BY_NAME
from brisca.core.state import OVER, GameState, current_player, legal_actions, step
from brisca.core.view import observe
from brisca.stats import Z95
from brisca.teach.coach.explain import explain, known_cards
from brisca.teach.coach.ideas import HINT, IDEAS
from brisca.teach.coach.lines import best_action
from brisca.teach.coach.notes import position_key
from brisca.teach.coach.verdicts import WORTH_LIMITS, MoveEval, evaluate_moves
from brisca.teach.table.access import Caller
from brisca.teach.table.learner_items import keep_item

from . import puzzles as pz

LEAD_ERRORS = 6.0  # a sampled loss must be this many standard errors: far beyond its sampling error
COSTLY = ("mistake", "blunder")  # the coach's labels a learner's own puzzle is made from
OWN_PREFIX = "m-"  # a learner's own puzzle's id begins so; a stored one's begins with its table


CLEAR_WORTH = WORTH_LIMITS[1]  # an inaccuracy's loss of what the table counts


def clearly_worse(worth_lost: float, stderr: float) -> bool:
    """Whether a sampled move that loses ``worth_lost`` of what the table counts (standard error
    ``stderr``) is clearly worse than the best."""
    return worth_lost - Z95 * stderr >= CLEAR_WORTH and worth_lost >= LEAD_ERRORS * stderr


def step_of(evals: list[MoveEval]) -> tuple[pz.Step, str] | None:
    """A solved position's step and task, if it is a puzzle (see the module's docstring): the
    answers worth the most to the table, or, every move worth the same in a deal won whatever,
    those of the most points."""
    top = evals[0]
    if any(e.worth < top.worth for e in evals):
        answers = [e.move.code for e in evals if e.worth == top.worth]
        task = "bands" if top.kind == "bands" else "win" if top.win == 1 else "tie"
    elif top.win == 1 and top.kind in ("deal", "bands"):
        answers = [e.move.code for e in evals if e.margin == top.margin]
        if any(e.points_lost < pz.CLEAR_LOSS for e in evals if e.move.code not in answers):
            return None
        task = "points"
    else:
        return None
    wrong = [e for e in evals if e.move.code not in answers]
    if not wrong or top.kind not in ("deal", "bands"):
        return None
    return pz.Step(tuple(answers), tuple((e.move.code, round(e.points_lost, 2)) for e in wrong), (),
                   tuple((e.move.code, round(e.worth_lost, 3)) for e in wrong)), task


def known(view) -> bool:
    """Whether every card is known to a player who counted (one world the view allows)."""
    worlds = exact_worlds(view)
    return worlds is not None and len(worlds) == 1


def exact_step(view) -> tuple[pz.Step, str] | None:
    """The position's step and task when it is a puzzle (``step_of``), every card known."""
    if len(view.legal) < 2 or not all(a.is_play for a in view.legal):
        return None
    return step_of(evaluate_moves(view))


def exact_line(s, seat: int, first: tuple[pz.Step, str] | None = None) -> tuple[list[pz.Step], str]:
    """The steps from ``s`` and their task: the first one (``first``, if already found), then
    while its answer is the only one, the best replies and the next step if it asks the same."""
    steps: list[pz.Step] = []
    replies: list[str] = []  # the other side's best moves after the last step's answer
    task = ""
    while True:
        found = first if first is not None and not steps else exact_step(observe(s, seat))
        if found is None or (steps and found[1] != task):
            return steps, task
        st, task = found
        if steps:
            last = steps[-1]
            steps[-1] = pz.Step(last.answers, last.wrong, tuple(replies), last.worth)
        steps.append(st)
        if len(st.answers) > 1:
            return steps, task
        s = step(s, Action.parse(st.answers[0]))
        replies = []
        while s.phase is not OVER and current_player(s) != seat:
            action = best_action(s)
            replies.append(action.code)
            s = step(s, action)
        if s.phase is OVER:
            return steps, task


# -- a solved puzzle ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Solution:
    """A solved puzzle: the position after the learner's last move and the other side's answer
    to it (every card known: its best play, until the learner's turn or the deal's end), and
    why the move was best against the nearest wrong one (the coach's reasons, said as a hint)."""

    state: GameState
    replies: tuple[Action, ...]
    why: tuple
    against: Action  # the wrong move ``why`` weighs the answer against


def solution(puzzle: pz.Puzzle, last: str | None = None) -> Solution:
    """``puzzle`` solved with ``last`` (the accepted move the learner ended it with)."""
    done = len(puzzle.steps) - 1
    view = pz.view_at(puzzle, done)
    st = puzzle.steps[done]
    answer = Action.parse(last if last in st.answers else st.answers[0])
    s = pz.state_after(puzzle, len(puzzle.steps), answer.code)
    replies = []
    if puzzle.evidence.kind == "exact":
        while s.phase is not OVER and current_player(s) != puzzle.seat:
            replies.append(best_action(s))
            s = step(s, replies[-1])
    wrong, why = why_solved(puzzle, view, answer)
    return Solution(s, tuple(replies), why, wrong)


def why_solved(puzzle: pz.Puzzle, view, answer: Action) -> tuple[Action, tuple]:
    """Why ``answer`` was best: what it has over the nearest wrong move (the least costly, which it
    names), as the coach's hint says it, and once every card is known how best play goes after
    each."""
    st = puzzle.steps[-1]
    worth = dict(st.worth)
    nearest, lost = min(st.wrong, key=lambda w: (worth.get(w[0], 0.0), w[1], w[0]))
    wrong = Action.parse(nearest)
    exact = puzzle.evidence.kind == "exact"
    lines = Move.of(wrong), Move.of(answer)
    reasons = explain(view, *lines, lost, puzzle.seed, HINT, exact)
    said = [r for r in reasons[1:] if r.code in IDEAS][:1] or list(reasons[:1])
    return wrong, (*said, *(known_cards(view, *lines) if exact else ()))


# -- a learner's own puzzles ------------------------------------------------------------------


def own_id(game_id: str, deal_index: int, ply: int) -> str:
    """The id of the puzzle made at move ``ply`` of a game's deal: the same whenever it is made."""
    digest = hashlib.blake2s(f"{game_id}|{deal_index}|{ply}".encode(), digest_size=8).hexdigest()
    return OWN_PREFIX + digest


def is_own(puzzle_id: object) -> bool:
    return isinstance(puzzle_id, str) and puzzle_id.startswith(OWN_PREFIX)


def own_puzzle(game, decision) -> pz.Puzzle | None:
    """The puzzle of one decision, if the coach called it costly, its cost is clear in the
    values it kept, and it named an idea for it."""
    idea = next((r.code for r in decision.reasons if r.code in IDEAS), None)
    if decision.label not in COSTLY or idea is None:
        return None
    moves = game.record.moves[:decision.ply]
    note = game.notes.get(position_key(moves, game.deal_index))
    record = game.record.with_moves(moves)
    s = record.final()
    view = observe(s, game.learner)
    if note is None or current_player(s) != game.learner or set(note.values.moves) != set(map(Move.of, view.legal)):
        return None  # no values of this position, or whole turns priced (the rulebook's exchange)
    values = note.values
    best = values.best()
    loss = {values.moves[i].code: values.worth_diff(best, i) for i in range(len(values.moves))}
    points = {values.moves[i].code: max(0.0, values.diff(best, i)[0]) for i in range(len(values.moves))}
    played = decision.move.code
    if played not in loss:
        return None
    if values.exact and Worlds(view).count() == 1:
        found = step_of(evaluate_moves(view, game.seed, values))
        if found is None or played not in dict(found[0].wrong) or found[1] == "points":
            return None
        steps, task = exact_line(s, game.learner, found)
        evidence = pz.Evidence("exact")
    else:
        if not clearly_worse(*loss[played]):
            return None
        best_code = values.moves[best].code  # first: the answer the coach's reasons compare with
        order = [best_code, *sorted((c for c in loss if c != best_code), key=lambda c: (loss[c][0], points[c], c))]
        answers = tuple(c for c in order if not clearly_worse(*loss[c]))
        wrong = [c for c in order if clearly_worse(*loss[c])]
        steps = [pz.Step(answers, tuple((c, round(points[c], 2)) for c in wrong), (),
                         tuple((c, round(loss[c][0], 3)) for c in wrong))]
        task = "bands" if values.kind == "bands" else "chance"
        d, se = values.diff(best, values.index(Move.of(decision.move)))
        evidence = pz.Evidence("sampled", values.worlds, round(d, 2), round(d - Z95 * se, 2), round(d + Z95 * se, 2))
    return pz.Puzzle(own_id(game.id, game.deal_index, decision.ply), game.settings.rules, record, tuple(steps),
                     IDEAS[idea].skill, idea, pz.difficulty(len(view.legal), tuple(steps)), evidence, seed=game.seed,
                     task=task)


# -- a learner's own puzzles, as kept under their key -----------------------------------------

KIND = "mistakes"  # storage's kind for a learner's own puzzles: one item per puzzle, by its id
_LOG = logging.getLogger("brisca.lessons")


@dataclass(frozen=True, slots=True)
class Own:
    """A learner's own puzzle as kept: the puzzle, the move they played there and the coach's
    label for it, when it was made, and their tries at it since (``solved``: one without a
    wrong move)."""

    puzzle: pz.Puzzle
    played: str
    label: str
    made: float
    tries: int = 0
    solved: bool = False

    def tried(self, solved: bool) -> Own:
        return replace(self, tries=self.tries + 1, solved=self.solved or solved)

    def to_json(self) -> dict:
        return {"puzzle": pz.to_json(self.puzzle), "played": self.played, "label": self.label, "made": self.made,
                "tries": self.tries, "solved": self.solved}


def own_of(game, when: float) -> list[Own]:
    """The learner's own puzzles of the deal on ``game``'s table (a ``table.game.Game`` whose
    deal is over), made at ``when``, in the order of the decisions, with what the learner
    played and the coach's label for it."""
    out = []
    for decision in game.decisions:
        made = own_puzzle(game, decision)
        if made is not None:
            out.append(Own(made, decision.move.code, decision.label, when))
    return out


def keep_own(game, who: Caller) -> None:
    """The costly mistakes of a practice deal just over (handed on by the table's one entry,
    ``entry.act``), kept as the learner's own puzzles under the key of ``who``; a failure only
    leaves them out (logged, not said: the deal's end is what the page shows)."""
    if who.learner is None or not game.settings.coaching:
        return
    try:
        for own in own_of(game, time.time()):
            keep_item(who.learner, KIND, own.puzzle.id, own.to_json())
    except BriscaError:
        _LOG.warning("a practice deal's puzzles could not be kept")


def read_own(item: str, data: object) -> Own:
    """A kept own puzzle, checked whole: ``PuzzleError("bad_kept")`` if it is not of its form,
    whatever JSON stands in any of its fields (the puzzle is checked as a stored one is, must
    be the one of its item, and must play: ``_plays``), never another error."""
    try:
        p = pz.from_json(data["puzzle"])
        own = Own(p, data["played"], data["label"], data["made"], data["tries"], data["solved"])
    except (pz.BriscaError, KeyError, TypeError, ValueError, AttributeError, ArithmeticError):
        raise pz.PuzzleError("bad_kept") from None
    ev = p.evidence
    if not all(isinstance(x, str) for x in (own.label, own.played, p.table, p.idea, p.theme)):
        raise pz.PuzzleError("bad_kept")  # the names looked up below: a list or a dict is none
    if (p.id != item or not is_own(p.id) or own.label not in COSTLY or p.table not in PRESET_BY_NAME
            or p.idea not in IDEAS
            or IDEAS[p.idea].skill != p.theme or not all(map(_finite, (ev.lead, ev.low, ev.high)))
            or ev.worlds < 0 or type(own.made) not in (int, float) or not 0 <= own.made <= 1e11
            or type(own.tries) is not int or not 0 <= own.tries <= 10**6 or type(own.solved) is not bool
            or not _plays(p) or own.played not in dict(p.steps[0].wrong)):
        raise pz.PuzzleError("bad_kept")
    return own


def _finite(x: float) -> bool:
    return math.isfinite(x) and abs(x) <= 10**6


def _plays(p: pz.Puzzle) -> bool:
    """Whether the puzzle plays as the page plays it: at each step the seat of the puzzle to
    move, the answers and the wrong moves (each of a finite cost) its legal moves, each once,
    and the first answer and the replies after it legal in turn."""
    try:
        s = p.record.final()
        seat = None if s.phase is OVER else current_player(s)
        for st in p.steps:
            if s.phase is OVER or current_player(s) != seat:
                return False
            codes = [*st.answers, *(code for code, _ in st.wrong)]
            if (not all(isinstance(c, str) for c in (*codes, *st.replies)) or len(set(codes)) != len(codes)
                    or set(codes) != {a.code for a in legal_actions(s)}
                    or not all(_finite(cost) and cost >= 0 for _, cost in st.wrong)):
                return False
            for code in (st.answers[0], *st.replies):
                s = step(s, Action.parse(code))
    except (BriscaError, TypeError, ValueError):
        return False
    return True
