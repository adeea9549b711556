"""A learner's decisions as the coach judged them, saved with the game and checked when read:
every fact down to the sentences its reasons will be shown as, so a damaged row is refused on
reading with a message, never a crash while drawing."""

from __future__ import annotations

import math
from dataclasses import dataclass, fields

from brisca.core.action import ActionError, Move
from brisca.core.cards import ALL_CARDS, Card
from brisca.core.errors import BriscaError
from brisca.core.record import move_from_json
from brisca.core.trick import Reason
from brisca.teach.coach.ideas import TENSED, VERDICT, saved_facts
from brisca.teach.coach.verdicts import LABELS, Verdict
from brisca.text import LANGS, MissingTextError, reason_text

FACT_LIMIT = 10**6  # the largest number a saved verdict may hold


class PracticeError(BriscaError):
    """Settings, an action or a saved game that cannot be played."""

    family = "practice"


def facts_to_json(value: object) -> object:
    if isinstance(value, Card):
        return {"$card": value.code}
    if isinstance(value, Move):
        return {"$move": value.code}
    if isinstance(value, Reason):
        return {"$reason": value.code, "facts": facts_to_json(value.facts)}
    if isinstance(value, dict):
        return {k: facts_to_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [facts_to_json(v) for v in value]
    return value


def facts_from_json(value: object) -> object:
    """Facts as saved, back to engine values; anything unexpected is a broken game."""
    if isinstance(value, dict):
        if set(value) == {"$card"}:
            if value["$card"] not in ALL_CARDS:
                raise PracticeError("broken_game")
            return ALL_CARDS[value["$card"]]
        if set(value) == {"$move"}:
            return _move(value["$move"])
        if set(value) == {"$reason", "facts"}:
            return _reason(value)
        return {str(k): facts_from_json(v) for k, v in value.items()}
    if isinstance(value, list) and value and all(isinstance(v, dict) and set(v) == {"$move"} for v in value):
        # a line saved before a move had one text: its actions one by one, read back as that line
        return Move.line_of(*(_move(v["$move"]).first for v in value))
    if isinstance(value, list):
        return tuple(facts_from_json(v) for v in value)
    if isinstance(value, (int, float)) and not isinstance(value, bool) and not (
            math.isfinite(value) and abs(value) <= FACT_LIMIT):
        raise PracticeError("broken_game")  # no fact the coach saves is anywhere near this
    if value is None or isinstance(value, (bool, int, float)) or (isinstance(value, str) and len(value) <= 200):
        return value
    raise PracticeError("broken_game")


def _move(code: object) -> Move:
    try:
        return Move.parse(code)
    except ActionError:
        raise PracticeError("broken_game") from None


def _reason(data: dict) -> Reason:
    if not isinstance(data.get("$reason"), str) or not isinstance(data.get("facts"), dict):
        raise PracticeError("broken_game")
    facts = saved_facts(data["$reason"], facts_from_json(data["facts"]))
    if data["$reason"] in TENSED:  # saved before reasons had a tense: a decision is said after its move
        facts.setdefault("tense", VERDICT)
    if data["$reason"] == "coach_cost":  # saved before exact costs were said as such: averaged
        facts.setdefault("exact", "no")
    if data["$reason"] == "coach_past_60" and isinstance(facts.get("half"), int):  # saved before it said
        facts.setdefault("need", facts["half"] + 1)  # what wins the deal: then said only past half the points
        facts.setdefault("team", "no")
    return Reason(data["$reason"], facts)


def _number(value: object, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise PracticeError("broken_game")
    return float(value)


@dataclass(frozen=True)
class Decision(Verdict):
    """One decision of the learner (move number ``ply``), as the coach judged it."""

    ply: int = 0

    def to_json(self) -> dict:
        return {"ply": self.ply, "move": self.move.code, "best": self.best.code,
                "points_lost": self.points_lost, "win_lost": self.win_lost, "label": self.label,
                "uncertain": self.uncertain, "reasons": [facts_to_json(r) for r in self.reasons]}

    @staticmethod
    def from_json(data: object) -> Decision:
        """A saved decision, checked down to the sentences its reasons will be shown as."""
        if not isinstance(data, dict) or set(data) != {"ply", "move", "best", "points_lost", "win_lost", "label",
                                                       "uncertain", "reasons"}:
            raise PracticeError("broken_game")
        if data["label"] not in LABELS or type(data["uncertain"]) is not bool or type(data["ply"]) is not int:
            raise PracticeError("broken_game")
        if not isinstance(data["reasons"], list) or not all(isinstance(r, dict) for r in data["reasons"]):
            raise PracticeError("broken_game")
        reasons = _said(tuple(_reason(r) for r in data["reasons"]))
        return Decision(move_from_json(data["move"]), move_from_json(data["best"]),
                        _number(data["points_lost"], 0, 240), _number(data["win_lost"], 0, 1), data["label"],
                        data["uncertain"], reasons, data["ply"])

    @staticmethod
    def of(ply: int, verdict: Verdict) -> Decision:
        """The coach's verdict as a decision, checked as a saved one is read (its reasons said
        in every language), so a game kept as written is one a fresh read would accept."""
        _said(verdict.reasons)
        return Decision(**{f.name: getattr(verdict, f.name) for f in fields(Verdict)}, ply=ply)


def _said(reasons: tuple[Reason, ...]) -> tuple[Reason, ...]:
    """``reasons``, once each is known to be said in every language (else a broken game)."""
    try:
        for r in reasons:
            for lang in LANGS:
                reason_text(r, lang)
    except (MissingTextError, TypeError, ValueError, KeyError, ArithmeticError):
        raise PracticeError("broken_game") from None
    return reasons
