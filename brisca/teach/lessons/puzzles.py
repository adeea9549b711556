"""Puzzles: positions of bot games where one move is clearly best, as data the engine replays.

A puzzle is a game record (the deal and the moves up to the position) and a line of steps: at
each step the learner's accepted moves (every one that keeps the best result), and, where the
line goes on, the other side's best replies after it. A step with more than one accepted move
ends the line, so each stored line is the one the learner is on.

A puzzle is chosen where the answer changes what the table counts (``match.counts``: the deal
won or lost, 003's match points): its task (``TASKS``) says what it asks, ``win`` the deal, save
a ``tie``, the most match points (``bands``), or, sampled, a clearly better ``chance`` to win the
deal. One whose only point is the most points says so: ``points``, the deal is yours whatever
you play. Once solved, the board shows the other side's answer and the coach says why the
move was best (``puzzle_making.solution``). Two kinds of evidence:

- ``exact``: two players with the stock gone, so every card is known to a player who counted;
  the tricks left are solved exactly (``bots.endgame``) and every move of the best margin counts.
- ``sampled``: earlier, many worlds dealt from the learner's view (``coach``'s look-ahead);
  the best move's lead over the next must be far larger than its sampling error, and the
  worlds, the lead and its interval are kept with the puzzle.

The coach says why a wrong move is wrong (``verdict_of``: ``coach.verdicts`` and
``coach.explain``, the practice table's reasons); each puzzle is tagged by the skill
(``ideas.SKILLS``) of the idea it names for the wrong moves, and has one of three
difficulties.

Learners and puzzles are rated as chess sites rate puzzles: each try is a game between the
learner and the puzzle, won by the learner when the puzzle is solved without a wrong move,
and both ratings move by one period of Glicko-2 (``glicko.rated``).
A puzzle's rating starts from its difficulty (``START_RATINGS``) and is kept in the store after
every try, for every learner (``rate_try``, ``kept_ratings``); the next puzzle is one not yet
tried whose kept rating is nearest the learner's (``next_puzzle``).

>>> learner, rated = try_result(Rating(), Rating(1500.0), solved=True)
>>> learner.rating > 1500 > rated.rating
True
"""

from __future__ import annotations

import json
import random
import re
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from brisca.core.action import Action, ActionError, Move
from brisca.core.errors import BriscaError
from brisca.core.match import counts
from brisca.core.record import GameRecord
from brisca.core.state import GameState, current_player, step
from brisca.core.view import View, observe
from brisca.teach.coach.explain import explain
from brisca.teach.coach.ideas import IDEAS, SKILLS, VERDICT
from brisca.teach.coach.verdicts import Verdict, averaged, judge, label_for
from brisca.teach.lessons.glicko import rated
from brisca.teach.table import puzzle_ratings
from brisca.teach.table.store import StorageError

PUZZLE_DIR = Path(__file__).resolve().parents[3] / "content" / "puzzles"
KINDS = ("exact", "sampled")
LEVELS = (1, 2, 3)  # easy, medium, hard
ID_PATTERN = re.compile(r"[a-z0-9-]{1,40}")
CLEAR_LOSS = 5.0  # the least a wrong move of a ``points`` puzzle must cost (points of final margin)
TASKS = ("win", "tie", "bands", "chance", "points")  # what a puzzle asks


class PuzzleError(BriscaError):
    """A puzzle that does not exist, a link to none, or a move that does not fit the puzzle."""

    family = "puzzle"


@dataclass(frozen=True, slots=True)
class Evidence:
    """Why the answers are right: ``exact`` (solved), or ``sampled`` over ``worlds`` worlds
    with the best move's ``lead`` over the next and its 95% interval (``low``, ``high``), in
    points, or (``unit="worth"``) of what the table counts (a deal's chance counts twice: won +1,
    lost -1; 003's match points)."""

    kind: str
    worlds: int = 0
    lead: float = 0.0
    low: float = 0.0
    high: float = 0.0
    unit: str = "points"


@dataclass(frozen=True, slots=True)
class Step:
    """One of the learner's moves: the accepted ones (action codes), the cost of each wrong
    one in points and (``worth``) of what the table counts, and the other side's replies after
    the accepted move when the line goes on."""

    answers: tuple[str, ...]
    wrong: tuple[tuple[str, float], ...]
    replies: tuple[str, ...] = ()
    worth: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True, slots=True)
class Puzzle:
    id: str
    table: str  # the preset the deal is played under
    record: GameRecord  # the deal, its moves up to the position
    steps: tuple[Step, ...]
    theme: str  # a skill of ``ideas.SKILLS``
    idea: str  # the idea the coach names for the costliest wrong move
    difficulty: int
    evidence: Evidence
    seed: int = 0  # the seed the coach's reasons are found with (a learner's own puzzle: its game's)
    task: str = ""  # what it asks (``TASKS``)

    @property
    def seat(self) -> int:
        return current_player(self.record.final())

    @property
    def rating(self) -> float:
        """Where a puzzle's rating starts, from its difficulty (tries move it: ``try_result``)."""
        return START_RATINGS[self.difficulty]


START_RATINGS = {1: 1200.0, 2: 1500.0, 3: 1800.0}


def difficulty(legal: int, steps: tuple[Step, ...]) -> int:
    """Three levels: a point for a line of more than one move, one when at most a third of the
    moves are right, one when a wrong move costs less than ten points (a subtle one)."""
    first = steps[0]
    score = (len(steps) > 1) + (3 * len(first.answers) <= legal) + (min(c for _, c in first.wrong) < 10)
    return 1 if score == 0 else 2 if score == 1 else 3


# -- the position, move by move --------------------------------------------------------------


def state_after(puzzle: Puzzle, done: int, last: str | None = None) -> GameState:
    """The position at step ``done`` (0: the puzzle's start), the line played up to it; once
    solved, with ``last`` the accepted move the learner ended it with (one of several)."""
    s = puzzle.record.final()
    for i, st in enumerate(puzzle.steps[:done]):
        move = last if last in st.answers and i == len(puzzle.steps) - 1 else st.answers[0]
        for code in (move, *st.replies):
            s = step(s, Action.parse(code))
    return s


def view_at(puzzle: Puzzle, done: int, last: str | None = None) -> View:
    return observe(state_after(puzzle, done, last), puzzle.seat)


@dataclass(frozen=True, slots=True)
class Attempt:
    """What a move at a step did: ``right``, the step reached after it, whether the puzzle is
    ``solved``, and for a wrong move the coach's verdict on it."""

    right: bool
    done: int
    solved: bool
    verdict: Verdict | None = None


def attempt(puzzle: Puzzle, done: int, code: object) -> Attempt:
    """The learner's move ``code`` at step ``done``; a move the position does not allow is refused."""
    if not isinstance(done, int) or not 0 <= done < len(puzzle.steps):
        raise PuzzleError("bad_step")
    view = view_at(puzzle, done)
    try:
        action = Action.parse(code) if isinstance(code, str) else None
    except ActionError:
        action = None
    if action is None or action not in view.legal:
        raise PuzzleError("bad_move")
    st = puzzle.steps[done]
    if action.code in st.answers:
        solved = done + 1 == len(puzzle.steps)
        return Attempt(True, done + 1, solved)
    return Attempt(False, done, False, verdict_of(puzzle, done, view, action))


def verdict_of(puzzle: Puzzle, done: int, view: View, move: Action) -> Verdict:
    """The coach's verdict on a wrong move, as practice gives it. Every card known: the
    practice table's own verdict (``judge``: solved, so the same every time). Sampled: its
    label from the stored cost and the idea behind it (``explain``), which a few dozen worlds
    of the coach's own could not settle as the puzzle's evidence does."""
    if puzzle.evidence.kind == "exact":
        return judge(view, move, puzzle.seed)
    st = puzzle.steps[done]
    lost = dict(st.wrong)[move.code]
    worth = dict(st.worth)[move.code]
    best = Action.parse(st.answers[0])
    reasons = explain(view, Move.of(move), Move.of(best), lost, puzzle.seed, VERDICT, False)
    kind = counts(view.rules)
    return Verdict(move, best, round(lost, 2), 0.0, label_for(lost, worth, kind), False,
                   (*reasons, averaged(view.rules, lost, worth)))


def idea_of(verdict: Verdict) -> str | None:
    """The idea a verdict names, if any (the first reason that is one)."""
    return next((r.code for r in verdict.reasons if r.code in IDEAS), None)


# -- stored puzzles ----------------------------------------------------------------------------


def to_json(p: Puzzle) -> dict:
    seed = {"seed": p.seed} if p.seed else {}  # the stored set's files have none
    return {**seed, "id": p.id, "table": p.table, "record": p.record.to_json(), "theme": p.theme, "idea": p.idea,
            "difficulty": p.difficulty,
            "evidence": {"kind": p.evidence.kind, "worlds": p.evidence.worlds, "lead": p.evidence.lead,
                         "low": p.evidence.low, "high": p.evidence.high,
                         **({"unit": p.evidence.unit} if p.evidence.unit != "points" else {})},
            "task": p.task,
            "steps": [{"answers": list(s.answers), "wrong": {c: v for c, v in s.wrong},
                       "replies": list(s.replies), "worth": {c: v for c, v in s.worth}}
                      for s in p.steps]}


def from_json(data: dict) -> Puzzle:
    """A stored puzzle, checked: its record replays (every move legal), its theme and
    difficulty are known and every step has an answer."""
    try:
        ev = data["evidence"]
        steps = tuple(Step(tuple(s["answers"]), tuple((c, float(v)) for c, v in s["wrong"].items()),
                           tuple(s["replies"]), tuple((c, float(v)) for c, v in s["worth"].items()))
                      for s in data["steps"])
        p = Puzzle(data["id"], data["table"], GameRecord.from_json(data["record"]), steps, data["theme"],
                   data["idea"], int(data["difficulty"]),
                   Evidence(ev["kind"], int(ev["worlds"]), float(ev["lead"]), float(ev["low"]), float(ev["high"]),
                            ev.get("unit", "points")),
                   data.get("seed", 0), data["task"])
    except (KeyError, TypeError, AttributeError, ValueError) as e:
        if isinstance(e, BriscaError):
            raise
        raise PuzzleError("bad_file") from None
    if (not steps or any(not s.answers or not s.wrong or {c for c, _ in s.worth} != {c for c, _ in s.wrong}
                         for s in steps) or p.task not in TASKS or p.theme not in SKILLS
            or p.difficulty not in LEVELS or p.evidence.kind not in KINDS or not ID_PATTERN.fullmatch(p.id)
            or p.evidence.unit not in ("points", "worth")
            or type(p.seed) is not int):
        raise PuzzleError("bad_file")
    return p


def write(puzzles, path: Path) -> None:
    path.write_text(json.dumps([to_json(p) for p in puzzles], ensure_ascii=False, indent=1) + "\n",
                    encoding="utf-8")


@cache
def library(folder: Path = PUZZLE_DIR) -> dict[str, Puzzle]:
    """Every stored puzzle by id, in file order (read once per process)."""
    out: dict[str, Puzzle] = {}
    for path in sorted(folder.glob("*.json")):
        for data in json.loads(path.read_text(encoding="utf-8")):
            p = from_json(data)
            out[p.id] = p
    return out


def puzzle(puzzle_id: object, folder: Path = PUZZLE_DIR) -> Puzzle:
    """The stored puzzle of a link's id; a malformed or unknown id is refused."""
    if not isinstance(puzzle_id, str) or not ID_PATTERN.fullmatch(puzzle_id):
        raise PuzzleError("bad_id")
    found = library(folder).get(puzzle_id)
    if found is None:
        raise PuzzleError("unknown_id")
    return found


# -- ratings -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rating:
    rating: float = 1500.0
    rd: float = 350.0  # the rating's deviation: how unsure it still is
    vol: float = 0.06


def _updated(me: Rating, other: Rating, score: float) -> Rating:
    return Rating(*rated((me.rating, me.rd, me.vol), [(other.rating, other.rd, score)]))


def try_result(learner: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both ratings after one try, each moved against the other's rating before it."""
    score = 1.0 if solved else 0.0
    return _updated(learner, puzzle, score), _updated(puzzle, learner, 1.0 - score)


RATE_SECONDS = 10.0  # how long a try waits its turn at a puzzle many others are trying, at most
FIRST_PAUSE = 0.01  # the first pause before trying again (seconds): doubled each time, up to half a second


def kept_ratings() -> dict[str, Rating]:
    """Every rated puzzle's kept rating (``table.puzzle_ratings``, shared by every learner)."""
    return {pid: Rating(*numbers) for pid, (numbers, _) in puzzle_ratings.kept().items()}


def rate_try(p: Puzzle, learner: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both ratings after a try (``try_result``), the puzzle's read from the store and written
    back there in one transaction that holds its row (``puzzle_ratings.rate``), so a try at the
    same moment waits and neither is lost. A store busy with other tries, or a race to a
    puzzle's first row, is tried again after a random pause that grows (tries that collided do
    not collide again in step) until ``RATE_SECONDS`` have passed; ``StorageError`` if the store
    cannot be used, or is still busy then."""
    start = Rating(p.rating)

    def compute(before: tuple[float, float, float]):
        mine, rated = try_result(learner, Rating(*before), solved)
        return (rated.rating, rated.rd, rated.vol), (mine, rated)

    deadline, pause = time.monotonic() + RATE_SECONDS, FIRST_PAUSE
    while True:
        try:
            return puzzle_ratings.rate(p.id, (start.rating, start.rd, start.vol), compute)
        except StorageError as e:
            if e.code not in ("conflict", "locked", "busy") or time.monotonic() + pause > deadline:
                raise
        time.sleep(random.uniform(pause / 2, pause))
        pause = min(2 * pause, 0.5)


def next_puzzle(ratings: dict[str, float], learner: float, tried, rng: random.Random) -> str | None:
    """A puzzle not in ``tried`` among the few whose ratings are nearest ``learner``'s (chosen at
    random among the nearest five, so two learners of one rating do not all get the same one);
    once every puzzle was tried, the nearest of all."""
    pool = [pid for pid in ratings if pid not in tried] or list(ratings)
    if not pool:
        return None
    near = sorted(pool, key=lambda pid: (abs(ratings[pid] - learner), pid))[:5]
    return rng.choice(near)


# -- what a learner's ratings are kept as --------------------------------------------------------

KIND = "puzzles"  # storage's kind for the learner's puzzle rating
ITEM = "rating"
MAX_HISTORY = 100  # the last tries kept: one item stays well within storage's size


@dataclass(frozen=True, slots=True)
class Kept:
    """A learner's puzzle rating, its history (``(when, puzzle id, right, rating after, its
    deviation after)``, one per try, latest last) and the puzzles tried."""

    learner: Rating = Rating()
    history: tuple = ()
    tried: frozenset = frozenset()

    def after(self, pid: str, right: bool, learner: Rating, when: float) -> Kept:
        entry = (when, pid, right, learner.rating, learner.rd)
        return Kept(learner, (*self.history, entry)[-MAX_HISTORY:], self.tried | {pid})

    def to_json(self) -> dict:
        r = self.learner
        return {"rating": r.rating, "rd": r.rd, "vol": r.vol, "tried": sorted(self.tried),
                "history": [{"when": w, "puzzle": p, "right": ok, "rating": after, "rd": rd}
                            for w, p, ok, after, rd in self.history]}


def _number(value: object, low: float, high: float) -> float:
    if type(value) not in (int, float) or not low <= value <= high:
        raise PuzzleError("bad_kept")
    return float(value)


def read_kept(data: object) -> Kept:
    """What storage gave back, checked whole; ``PuzzleError("bad_kept")`` if any part is not of
    its form (a rating outside what Glicko-2 gives, an id not a puzzle's, a right not a bool)."""
    try:
        learner = Rating(_number(data["rating"], 0, 5000), _number(data["rd"], 0, 1000),
                         _number(data["vol"], 0, 1))
        tried = data["tried"]
        history = data["history"]
        if not (isinstance(tried, list) and isinstance(history, list) and len(history) <= MAX_HISTORY):
            raise PuzzleError("bad_kept")
        if not all(isinstance(p, str) and ID_PATTERN.fullmatch(p) for p in tried):
            raise PuzzleError("bad_kept")
        entries = []
        for h in history:
            pid, right = h["puzzle"], h["right"]
            if not (isinstance(pid, str) and ID_PATTERN.fullmatch(pid) and type(right) is bool):
                raise PuzzleError("bad_kept")
            entries.append((_number(h["when"], 0, 1e11), pid, right, _number(h["rating"], 0, 5000),
                            _number(h["rd"], 0, 1000)))
    except (KeyError, TypeError):
        raise PuzzleError("bad_kept") from None
    return Kept(learner, tuple(entries), frozenset(tried))
