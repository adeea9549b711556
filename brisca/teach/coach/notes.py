"""What the coach has found about the positions of one game, kept by position: the values
gathered there and the labels it said, so a take-back, a reload or a second look gives the
same verdict or a more precise one, never one that contradicts it.

A position of a game is the deal and the moves that led to it, so it is named by those
moves (``position_key``), not by how many there were: after a take-back the same position
comes back under the same name, and another line of play gets its own. The values kept are
the most precise ever gathered there (``more_precise``); a label said stays while later
evidence still allows it (``coach.move_label``), and one said without doubt (and praised) is
never unsaid: values that would rule it out or leave it in doubt are not taken for the
position's, and the label stays said without doubt. Notes are saved with the game; they are
what the coach knew, not part of the game, so a damaged one is left out, never the game.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, field

from brisca.core.action import Action, ActionError

from .estimate import Estimate
from .verdicts import LABELS, line_of, move_label

MAX_NOTES = 400  # a deal has about twenty decisions: take-backs and hints add some
_LOG = logging.getLogger("brisca.practice")


@dataclass(frozen=True)
class Note:
    """The values gathered in one position, the label said of each move judged there, and the
    moves whose label was said without doubt (``sure``)."""

    values: Estimate
    labels: dict[Action, str] = field(default_factory=dict)
    sure: frozenset[Action] = frozenset()

    def to_json(self) -> dict:
        data = {"values": self.values.to_json(), "labels": {m.code: label for m, label in self.labels.items()}}
        if self.sure:
            data["sure"] = sorted(m.code for m in self.sure)
        return data

    @staticmethod
    def from_json(data: object) -> Note:
        """A saved note, checked (``ValueError`` if anything is off); ``sure`` is left out when empty."""
        if not isinstance(data, dict) or set(data) - {"sure"} != {"values", "labels"} or not isinstance(
                data["labels"], dict) or not isinstance(data.get("sure", []), list):
            raise ValueError("not a note")
        try:
            labels = {Action.parse(code): label for code, label in data["labels"].items()}
            sure = frozenset(Action.parse(code) for code in data.get("sure", []))
        except (ActionError, TypeError, AttributeError):
            raise ValueError("bad move") from None
        if not all(label in LABELS for label in labels.values()) or not sure <= set(labels):
            raise ValueError("bad label")
        return Note(Estimate.from_json(data["values"]), labels, sure)


def position_key(moves, deal_index: int = 0) -> str:
    """The name of the position the ``moves`` of a match's deal ``deal_index`` lead to: the
    deal is in it after the first, so no deal's values are ever taken for another's, and a
    name is always 16 hexadecimal digits (as a saved note's is checked to be)."""
    text = ",".join(m.code for m in moves)
    if deal_index:
        text = f"{deal_index}|{text}"
    return hashlib.blake2s(text.encode(), digest_size=8).hexdigest()


def _precision(values: Estimate) -> tuple:
    return (values.exact, values.worlds)


def keeps_sure(note: Note, values: Estimate) -> bool:
    """Whether ``values`` still allow every label said without doubt in ``note``'s position; a
    move praised as the best, only while they still find it the best (a verdict names the best
    move and what the others lose against it, and a praise said again says the same)."""
    for move in note.sure:
        if not any(line.first is move for line in values.moves):
            return False
        i = line_of(values, move)
        if move_label(values, i, given=note.labels[move], sure=True) != (note.labels[move], False):
            return False
        if note.labels[move] == "best" and values.best() != i:
            return False
    return True


def more_precise(note: Note | None, fresh: Estimate | None) -> Estimate | None:
    """The more precise of the values kept in ``note`` and ``fresh`` ones (exact values over
    any sample, then the one of more worlds), unless the fresh ones would rule out a label said
    there without doubt: another sample does not unsay a praise."""
    kept = note.values if note is not None else None
    if kept is None or fresh is None:
        return fresh if kept is None else kept
    return fresh if _precision(fresh) > _precision(kept) and keeps_sure(note, fresh) else kept


def noted(notes: dict[str, Note], key: str, values: Estimate, labels: dict[Action, str] | None = None,
          sure=frozenset()) -> dict:
    """``notes`` with position ``key``'s values (and the labels said there, ``sure`` those
    said without doubt) brought up to date."""
    old = notes.get(key)
    labels = labels or {}
    kept = {**(old.labels if old is not None else {}), **labels}
    was_sure = {m for m in (old.sure if old is not None else ()) if m not in labels or labels[m] == old.labels[m]}
    out = {k: v for k, v in notes.items() if k != key}
    out[key] = Note(more_precise(old, values), kept, frozenset(was_sure | set(sure)))
    while len(out) > MAX_NOTES:  # the oldest first: dicts keep their order
        out.pop(next(iter(out)))
    return out


def notes_from_json(data: object) -> dict[str, Note]:
    """Saved notes; a damaged one is left out (and logged): the game opens without it."""
    if not isinstance(data, dict):
        return {}
    out = {}
    for key, value in list(data.items())[-MAX_NOTES:]:
        try:
            if not (isinstance(key, str) and len(key) == 16 and all(c in "0123456789abcdef" for c in key)):
                raise ValueError("bad key")
            out[key] = Note.from_json(value)
        except (ValueError, TypeError, KeyError, IndexError):
            _LOG.warning("a saved note of the coach is damaged: left out")
    return out
