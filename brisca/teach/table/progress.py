"""A learner's progress over their games: each finished game's figures (when, the rules and
level, the match's result by ``Game.outcome``, the share of best or good decisions, the mean
points lost, each label's count, and each skill's decisions right and wrong by
``coach.stakes``), listed oldest first.

The list reads the figures kept for each game (``storage.keep_summary``), not the games: a
game is read whole only when no figures were kept for the version it is at (a game still in
play moved on, or one never listed yet), and its figures are kept then, so
each game is read whole once per version, not on every rerun of the new-game form. Figures
read back are checked like anything else read from storage (``PlayedGame.from_json``); ones
that are not right are made again from the game. A game is read as the practice page opens
it (``flow.load``), and storage never writes a row that this read refuses
(``storage.MAX_GAME_BYTES``), so a game that opens is listed; one that cannot be read is counted
(``Progress.damaged``), so the page can say so while it lists the rest.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields

from brisca.core.errors import BriscaError
from brisca.core.outcome import Termination
from brisca.core.rules import PRESET_BY_NAME
from brisca.core.state import current_player
from brisca.core.view import observe
from brisca.teach.coach.ideas import SKILLS
from brisca.teach.coach.stakes import judged_skills
from brisca.teach.coach.verdicts import LABELS

from . import storage
from .access import is_friends_table
from .flow import Game
from .review import summary
from .seats import LEVELS

RESULTS = ("won", "lost", "tie", "resigned")
FIGURES = 2  # the figures' layout: kept ones of another layout are made again (2: with the skills)


@dataclass(frozen=True)
class PlayedGame:
    """One finished game as the progress list shows it."""

    id: str
    started: float  # seconds since the epoch
    rules: str  # the preset's name
    players: int
    teams: bool
    level: str
    result: str  # the learner's result of the match: "won", "lost", "tie" or "resigned"
    decisions: int
    mean_lost: float | None  # None: a game without the coach
    good_share: float | None
    branch: bool  # tried from another game's decision
    termination: Termination = Termination.POINTS  # how the match ended (``Game.outcome``)
    counts: tuple[tuple[str, int], ...] = ()  # each label's count, in ``LABELS`` order
    skills: tuple[tuple[str, int, int], ...] = ()  # (skill, right, wrong) of the decisions, in ``SKILLS`` order

    @property
    def table(self) -> tuple[int, bool]:
        """The table it was played at: how many players, and whether in pairs or teams."""
        return self.players, self.teams

    def to_json(self) -> dict:
        return {**asdict(self), "counts": dict(self.counts), "layout": FIGURES,
                "skills": {skill: [right, wrong] for skill, right, wrong in self.skills}}

    @staticmethod
    def from_json(data: object, game_id: str, started: float) -> PlayedGame:
        """Kept figures, checked (``ValueError`` if anything is off)."""
        names = {f.name for f in fields(PlayedGame)}
        if not isinstance(data, dict) or set(data) != names | {"layout"} or data["layout"] != FIGURES:
            raise ValueError("not the figures of a game")
        if data["id"] != game_id or not all(isinstance(data[k], str) for k in ("rules", "level", "result")):
            raise ValueError("other figures")
        if data["rules"] not in PRESET_BY_NAME or data["level"] not in LEVELS:
            raise ValueError("other figures")
        rules = PRESET_BY_NAME[data["rules"]].rules
        if (data["players"], data["teams"]) != (rules.players, rules.teams) or data["result"] not in RESULTS:
            raise ValueError("bad table or result")
        counts = data["counts"]
        if not isinstance(counts, dict) or set(counts) - set(LABELS) or type(data["branch"]) is not bool:
            raise ValueError("bad counts")
        decisions = data["decisions"]
        if type(decisions) is not int or any(type(n) is not int or n < 0 for n in counts.values()) \
                or sum(counts.values()) != decisions:
            raise ValueError("bad counts")
        coached = data["mean_lost"] is not None
        if coached != (data["good_share"] is not None) or coached != (decisions > 0):
            raise ValueError("bad figures")
        if coached and not (_number(data["mean_lost"], 0, 1000) and _number(data["good_share"], 0, 1)):
            raise ValueError("bad figures")
        return PlayedGame(game_id, started, data["rules"], rules.players, rules.teams, data["level"],
                          data["result"], decisions, data["mean_lost"], data["good_share"], data["branch"],
                          Termination(data["termination"]),
                          tuple((label, counts[label]) for label in LABELS if label in counts),
                          _kept_skills(data["skills"], decisions))


def _kept_skills(data: object, decisions: int) -> tuple[tuple[str, int, int], ...]:
    """Kept skill figures, checked: known skills, counts no lower than 0 and no skill counted
    wrong more often than there were decisions."""
    if not isinstance(data, dict) or set(data) - set(SKILLS):
        raise ValueError("bad skills")
    out = []
    for skill in SKILLS:
        if skill in data:
            pair = data[skill]
            if (not isinstance(pair, list) or len(pair) != 2 or any(type(n) is not int or n < 0 for n in pair)
                    or pair[0] + pair[1] > decisions or pair[0] + pair[1] == 0):
                raise ValueError("bad skills")
            out.append((skill, pair[0], pair[1]))
    return tuple(out)


def _number(value: object, low: float, high: float) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) \
        and low <= value <= high


def played_game(game: Game, started: float) -> PlayedGame:
    """The figures of a finished game (its whole match: every deal's decisions)."""
    rules = game.record.rules
    s = summary(game.match_decisions)
    outcome = game.outcome
    return PlayedGame(game.id, started, game.settings.rules, rules.players, rules.teams, game.settings.level,
                      outcome.result_for(rules.side_of(game.learner)), s.decisions if s else 0,
                      s.mean_lost if s else None, s.good_share if s else None, game.origin is not None,
                      outcome.termination, tuple((label, n) for label, n in s.counts.items()) if s else (),
                      game_skills(game))


def game_skills(game: Game) -> tuple[tuple[str, int, int], ...]:
    """Each skill's decisions right and wrong over the match's deals (``coach.stakes``), the
    skills with any, in ``SKILLS`` order: worked out once, when the game's figures are made."""
    right, wrong = dict.fromkeys(SKILLS, 0), dict.fromkeys(SKILLS, 0)
    for index in range(game.deal_index + 1):
        deal = game.deal_game(index)
        for decision in deal.decisions:
            before = deal.states[decision.ply]
            good, bad = judged_skills(observe(before, current_player(before)), decision, game.seed + decision.ply)
            for skill in good:
                right[skill] += 1
            for skill in bad:
                wrong[skill] += 1
    return tuple((s, right[s], wrong[s]) for s in SKILLS if right[s] + wrong[s])


@dataclass(frozen=True)
class Progress:
    games: tuple[PlayedGame, ...]  # the finished ones, oldest first
    damaged: int  # games filed under the learner that could not be read


UNFINISHED = {"unfinished": True, "layout": FIGURES}  # kept for a version of a game still in play
DAMAGED = {"damaged": True, "layout": FIGURES}  # kept for a version of a game that cannot be read
NOT_PRACTICE = {"friends_table": True, "layout": FIGURES}  # a friends' table filed under a key: never listed


def _figures(game_id: str, version: int, started: float, keep: list) -> PlayedGame | dict:
    """A game's figures made from the game itself (added to ``keep`` for its version), or
    what it is: still in play, or damaged."""
    try:  # read as the practice page reads a game it does not keep (``flow.load``)
        data, log, found = storage.load(game_id)
        game = Game.from_json(game_id, data, log, found)
    except BriscaError as e:
        if getattr(e, "code", None) not in ("broken_game", "unknown_id"):
            raise  # a database that cannot be used now: nothing is kept, the list is said unreadable
        keep.append((game_id, version, DAMAGED))
        return DAMAGED
    if is_friends_table(game):  # no learner's game, whatever filed it (``access``): nothing of it listed
        keep.append((game_id, found, NOT_PRACTICE))
        return NOT_PRACTICE
    played = played_game(game, started) if game.match_over else None
    keep.append((game_id, found, played.to_json() if played else UNFINISHED))
    return played or UNFINISHED


def progress(learner: str) -> Progress:
    """The learner's finished games and how many of theirs could not be read."""
    out, damaged, keep = [], 0, []
    for game_id, version, started, kept in storage.listing(learner):
        try:
            shown = PlayedGame.from_json(kept, game_id, started)
        except ValueError:
            shown = kept if kept in (UNFINISHED, DAMAGED, NOT_PRACTICE) else _figures(game_id, version, started, keep)
        if shown == DAMAGED:
            damaged += 1
        elif isinstance(shown, PlayedGame):
            out.append(shown)
    storage.keep_summaries(keep)  # in one transaction
    return Progress(tuple(out), damaged)
