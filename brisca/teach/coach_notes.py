"""What the coach has found about the positions of one game, kept by position: the values
gathered there and the labels it said, so a take-back, a reload or a second look gives the
same verdict or a more precise one, never one that contradicts it.

A position of a game is the deal and the moves that led to it, so it is named by those
moves (``position_key``), not by how many there were: after a take-back the same position
comes back under the same name, and another line of play gets its own. The values kept are
the most precise ever gathered there (``more_precise``); a label said stays while later
evidence still allows it (``coach.move_label``). Notes are saved with the game; they are
what the coach knew, not part of the game, so a damaged one is left out, never the game.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, field

from ..core.action import Action, ActionError
from .coach import LABELS
from .estimate import Estimate

MAX_NOTES = 400  # a deal has about twenty decisions: take-backs and hints add some
_LOG = logging.getLogger("brisca.practice")


@dataclass(frozen=True)
class Note:
    """The values gathered in one position and the label said of each move judged there."""

    values: Estimate
    labels: dict[Action, str] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"values": self.values.to_json(), "labels": {m.code: label for m, label in self.labels.items()}}

    @staticmethod
    def from_json(data: object) -> Note:
        """A saved note, checked (``ValueError`` if anything is off)."""
        if not isinstance(data, dict) or set(data) != {"values", "labels"} or not isinstance(data["labels"], dict):
            raise ValueError("not a note")
        try:
            labels = {Action.parse(code): label for code, label in data["labels"].items()}
        except ActionError:
            raise ValueError("bad move") from None
        if not all(label in LABELS for label in labels.values()):
            raise ValueError("bad label")
        return Note(Estimate.from_json(data["values"]), labels)


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


def more_precise(note: Note | None, fresh: Estimate | None) -> Estimate | None:
    """The more precise of the values kept in ``note`` and ``fresh`` ones (exact values over
    any sample, then the one of more worlds)."""
    kept = note.values if note is not None else None
    if kept is None or fresh is None:
        return fresh if kept is None else kept
    return fresh if _precision(fresh) > _precision(kept) else kept


def noted(notes: dict[str, Note], key: str, values: Estimate, labels: dict[Action, str] | None = None) -> dict:
    """``notes`` with position ``key``'s values (and the labels said there) brought up to date."""
    old = notes.get(key)
    kept = {**(old.labels if old is not None else {}), **(labels or {})}
    out = {k: v for k, v in notes.items() if k != key}
    out[key] = Note(more_precise(old, values), kept)
    while len(out) > MAX_NOTES:  # the oldest first: dicts keep their order
        out.pop(next(iter(out)))
    return out


def notes_to_json(notes: dict[str, Note]) -> dict:
    return {key: note.to_json() for key, note in notes.items()}


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
