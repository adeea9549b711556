"""Progress by skill: for each skill of the coach's ideas (``ideas.SKILLS``), how often the
learner got it right and wrong over their practice games, puzzles and drills, with the trend,
and the lesson or puzzle theme to work on next.

The evidence comes in **units**, each a time and a skill's right and wrong answers:

- a finished practice game: each of its judged decisions, by ``coach.stakes`` (wrong for the
  skill of an idea the coach named in an inaccuracy or worse; right for each skill whose idea
  was at stake, by the position alone, when the learner chose a best or good move), kept with
  the game's figures (``progress.PlayedGame.skills``) so no game is read whole again;
- a puzzle tried: its theme, right when solved without a wrong move (``puzzles.Kept``);
- a drill done: its questions right and wrong, all of the counting skill (``DRILL_SKILL``:
  every question counts what the seat has seen: trumps, points, aces and threes, the other
  hand, what passing half needs).

A skill's **trend** is the share right of its latest ``WINDOW`` answers (whole units, back from
the last) less that of the ``WINDOW`` answers before them; ``None`` until it has both. A
damaged stored puzzle rating or drill score is counted and left aside (``Gathered.damaged``).

>>> tallies = tally([Unit(1.0, "drills", "counting", 3, 1)])
>>> [(t.skill, t.right, t.wrong, t.share) for t in tallies if t.total]
[('counting', 3, 1, 0.75)]
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from brisca.teach.coach.ideas import SKILLS
from brisca.teach.table import learner_items
from brisca.teach.table.progress import Progress, progress

from . import drills
from . import puzzles as pz
from .path import Done

SOURCES = ("games", "puzzles", "drills")
DRILL_SKILL = "counting"
WINDOW = 10  # answers in each of the two stretches a trend compares
ENOUGH = 8  # a skill's answers before it may be called the weakest
# the path's lesson that teaches each skill, where one does
SKILL_LESSONS = {"stock": "deal", "exchange": "exchange", "partner": "pairs", "signals": "pairs",
                 "counting": "count", "following": "second", "contract": "auction"}


@dataclass(frozen=True, slots=True)
class Unit:
    """One piece of evidence: when, where from (``SOURCES``), the skill, its right and wrong answers."""

    when: float
    source: str
    skill: str
    right: int
    wrong: int


@dataclass(frozen=True, slots=True)
class Tally:
    """A skill's answers right and wrong, and its trend (see the module's docstring)."""

    skill: str
    right: int
    wrong: int
    trend: float | None

    @property
    def total(self) -> int:
        return self.right + self.wrong

    @property
    def share(self) -> float | None:
        """The share right (``None``: nothing yet)."""
        return self.right / self.total if self.total else None


def _stretch(units: list[Unit]) -> tuple[int, int, list[Unit]]:
    """The right and all answers of the first whole units (latest first) that reach ``WINDOW``
    answers, and the units after them."""
    right = total = taken = 0
    while taken < len(units) and total < WINDOW:
        right, total = right + units[taken].right, total + units[taken].right + units[taken].wrong
        taken += 1
    return right, total, units[taken:]


def trend(units) -> float | None:
    """The share right of the latest ``WINDOW`` answers less that of the ``WINDOW`` before."""
    latest = sorted(units, key=lambda u: u.when, reverse=True)
    right, total, rest = _stretch(latest)
    before_right, before_total, _ = _stretch(rest)
    if total < WINDOW or before_total < WINDOW:
        return None
    return right / total - before_right / before_total


def tally(units) -> tuple[Tally, ...]:
    """Every skill's tally, in ``SKILLS`` order (one with no evidence counts 0 and 0)."""
    units = list(units)
    out = []
    for skill in SKILLS:
        mine = [u for u in units if u.skill == skill]
        out.append(Tally(skill, sum(u.right for u in mine), sum(u.wrong for u in mine), trend(mine)))
    return tuple(out)


def weakest(tallies) -> Tally | None:
    """The skill with the lowest share right among those with ``ENOUGH`` answers and a wrong
    one (the more wrong first on a tie, then ``SKILLS`` order); ``None``: none yet."""
    fit = [t for t in tallies if t.total >= ENOUGH and t.wrong]
    return min(fit, key=lambda t: (t.share, -t.wrong, SKILLS.index(t.skill)), default=None)


# -- what to work on -------------------------------------------------------------------------------


@cache
def themed_puzzles(theme: str) -> tuple[str, ...]:
    """The stored puzzles of a theme, in the library's order."""
    return tuple(p.id for p in pz.library().values() if p.theme == theme)


def read_theme(value: object) -> str:
    """A link's puzzle theme: a skill some stored puzzle is about; else ``PuzzleError("bad_theme")``."""
    if value not in SKILLS or not themed_puzzles(value):
        raise pz.PuzzleError("bad_theme")
    return value


@dataclass(frozen=True, slots=True)
class Suggestion:
    """Where to work on a skill: a lesson of the path (``page="learn"``, ``target`` its id)
    or the puzzles of its theme (``page="puzzles"``, ``target`` the theme)."""

    skill: str
    page: str
    target: str

    @property
    def params(self) -> dict[str, str]:
        return {"lesson": self.target} if self.page == "learn" else {"theme": self.target}


def suggestion(tallies, done: dict[str, Done]) -> Suggestion | None:
    """For the weakest skill: its lesson while it is not finished, else the puzzles of its
    theme, else its lesson again; ``None`` when no skill is weak yet."""
    weak = weakest(tallies)
    if weak is None:
        return None
    lesson = SKILL_LESSONS.get(weak.skill)
    if lesson is not None and not done.get(lesson, Done()).finished:
        return Suggestion(weak.skill, "learn", lesson)
    if themed_puzzles(weak.skill):
        return Suggestion(weak.skill, "puzzles", weak.skill)
    return Suggestion(weak.skill, "learn", lesson) if lesson is not None else None


# -- the learner's evidence, from storage ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Gathered:
    units: tuple[Unit, ...]
    damaged: int  # stored puzzle ratings and drill scores that could not be read


def game_units(seen: Progress) -> list[Unit]:
    return [Unit(g.started, "games", skill, right, wrong) for g in seen.games for skill, right, wrong in g.skills]


def puzzle_units(row: dict) -> list[Unit]:
    """A kept puzzle rating's tries, by their puzzles' themes (a puzzle no longer stored is left out)."""
    lib = pz.library()
    return [Unit(when, "puzzles", lib[pid].theme, int(right), int(not right))
            for when, pid, right, *_ in pz.read_kept(row).history if pid in lib]


def drill_unit(row: dict) -> Unit:
    score = drills.read_score(row)
    return Unit(score.when, "drills", DRILL_SKILL, score.right, score.asked - score.right)


def gathered(learner: str, seen: Progress | None = None) -> Gathered:
    """Everything the learner has done that counts for a skill (``seen``: their games' list,
    if already read). A database that cannot be read now raises, as ``progress`` does."""
    units = game_units(seen if seen is not None else progress(learner))
    damaged = 0
    rating = learner_items.items_of(learner, pz.KIND).get(pz.ITEM)  # the kind's other items are not tries
    rows = [(puzzle_units, rating[0])] if rating is not None else []
    rows += [(lambda d: [drill_unit(d)], data) for data, _ in learner_items.items_of(learner, drills.KIND).values()]
    for read, data in rows:
        try:
            units += read(data)
        except (pz.PuzzleError, drills.DrillError):
            damaged += 1
    return Gathered(tuple(units), damaged)

