"""How a position becomes a puzzle, for the stored set (``scripts/build_puzzles.py``) and for a
learner's own puzzles, made from the costly mistakes of their practice deals.

One rule says when a move is clearly worse than the best (``clearly_worse``): every card known
and solved, it loses ``CLEAR_LOSS`` points or more; sampled, the low end of its loss's 95%
interval is ``CLEAR_LOSS`` or more and the loss is ``LEAD_ERRORS`` standard errors or more, far
beyond the sampling error. The same line goes on in both (``exact_line``): while a solved step
has one answer, the other side replies with its best moves and the next step follows if it is
clear too.

A learner's own puzzle (``own_of``) is one of their decisions in a finished deal that the
coach called a mistake or a blunder and whose cost is clear by that rule, in the coach's own
values of the position (the most precise it gathered there, kept with the game: nothing is
sampled again). Every card known, the moves of the best result are its answers, as in a stored
puzzle; sampled, every move not clearly worse than the best is. It is tagged by the idea the
coach named, and its id is the game's, the deal's and the move's, so a deal looked at twice
makes the same puzzles. A position where the rulebook lets the learner exchange and then play
(``verdicts.lines_of``: the coach prices whole turns there) makes none: a puzzle's step is one
action.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass, replace

from brisca.bots.determinize import Worlds
from brisca.bots.search import exact_worlds
from brisca.core.action import Action
from brisca.core.errors import BriscaError
from brisca.core.rules import PRESET_BY_NAME
from brisca.core.state import OVER, current_player, legal_actions, step
from brisca.core.view import observe
from brisca.stats import Z95
from brisca.teach.coach.ideas import IDEAS
from brisca.teach.coach.lines import best_action
from brisca.teach.coach.notes import position_key
from brisca.teach.coach.verdicts import evaluate_moves

from . import puzzles as pz

LEAD_ERRORS = 6.0  # a sampled loss must be this many standard errors: far beyond its sampling error
COSTLY = ("mistake", "blunder")  # the coach's labels a learner's own puzzle is made from
OWN_PREFIX = "m-"  # a learner's own puzzle's id begins so; a stored one's begins with its table


def clearly_worse(lost: float, stderr: float) -> bool:
    """Whether a move that loses ``lost`` points (standard error ``stderr``, 0 when solved) is
    clearly worse than the best."""
    return lost - Z95 * stderr >= pz.CLEAR_LOSS and lost >= LEAD_ERRORS * stderr


def known(view) -> bool:
    """Whether every card is known to a player who counted (one world the view allows)."""
    worlds = exact_worlds(view)
    return worlds is not None and len(worlds) == 1


def exact_step(view) -> pz.Step | None:
    """The position's step when it is clear: every move of the best result accepted, every
    other one costing ``CLEAR_LOSS`` or more."""
    if len(view.legal) < 2 or not all(a.is_play for a in view.legal):
        return None
    evals = evaluate_moves(view)
    top = evals[0]
    answers = [e.move.code for e in evals if e.margin == top.margin and e.win == top.win]
    wrong = [(e.move.code, round(e.points_lost, 2)) for e in evals if e.move.code not in answers]
    if not wrong or any(not clearly_worse(lost, 0.0) for _, lost in wrong):
        return None
    return pz.Step(tuple(answers), tuple(wrong))


def exact_line(s, seat: int, first: pz.Step | None = None) -> list[pz.Step]:
    """The steps from ``s``: the first clear one (``first``, if already found), then while its
    answer is the only one, the best replies and the next step if it is clear too."""
    steps: list[pz.Step] = []
    replies: list[str] = []  # the other side's best moves after the last step's answer
    while True:
        st = first if first is not None and not steps else exact_step(observe(s, seat))
        if st is None:
            return steps
        if steps:
            steps[-1] = pz.Step(steps[-1].answers, steps[-1].wrong, tuple(replies))
        steps.append(st)
        if len(st.answers) > 1:
            return steps
        s = step(s, Action.parse(st.answers[0]))
        replies = []
        while s.phase is not OVER and current_player(s) != seat:
            action = best_action(s)
            replies.append(action.code)
            s = step(s, action)
        if s.phase is OVER:
            return steps


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
    if note is None or current_player(s) != game.learner or set(note.values.moves) != set(view.legal):
        return None  # no values of this position, or whole turns priced (the rulebook's exchange)
    values = note.values
    best = values.best()
    loss = {values.moves[i].code: values.diff(best, i) for i in range(len(values.moves))}
    played = decision.move.code
    if played not in loss or not clearly_worse(*loss[played]):
        return None
    if values.exact and Worlds(view).count() == 1:
        evals = evaluate_moves(view, game.seed, values)
        top = evals[0]
        answers = tuple(e.move.code for e in evals if (e.margin, e.win) == (top.margin, top.win))
        wrong = tuple((e.move.code, round(e.points_lost, 2)) for e in evals if e.move.code not in answers)
        steps = tuple(exact_line(s, game.learner, pz.Step(answers, wrong)))
        evidence = pz.Evidence("exact")
    else:
        best_code = values.moves[best].code  # first: the answer the coach's reasons compare with
        order = [best_code, *sorted((c for c in loss if c != best_code), key=lambda c: (loss[c][0], c))]
        answers = tuple(c for c in order if not clearly_worse(*loss[c]))
        wrong = tuple((c, round(loss[c][0], 2)) for c in order if clearly_worse(*loss[c]))
        steps = (pz.Step(answers, wrong),)
        d, se = loss[played]
        evidence = pz.Evidence("sampled", values.worlds, round(d, 2), round(d - Z95 * se, 2), round(d + Z95 * se, 2))
    return pz.Puzzle(own_id(game.id, game.deal_index, decision.ply), game.settings.rules, record, steps,
                     IDEAS[idea].skill, idea, pz.difficulty(len(view.legal), steps), evidence, seed=game.seed)


# -- a learner's own puzzles, as kept under their key -----------------------------------------

KIND = "mistakes"  # storage's kind for a learner's own puzzles: one item per puzzle, by its id


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
