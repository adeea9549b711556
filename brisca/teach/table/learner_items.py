"""What a learner has done, of any kind: one generic table (``items``) keyed by the learner,
the kind (a part of the app: ``path``, ``drills``, ``puzzles``, ``mistakes``) and the part's own
name for the thing done, so a new part of the app needs no schema step. Its queries are written
once on ``store``'s interface, as ``storage``'s are; the learner key is ``storage``'s.
"""

from __future__ import annotations

import json
import math
import re
import time

from .storage import StorageError, read_or, run, stored_json, valid_id

KIND_PATTERN = re.compile(r"[a-z][a-z0-9_]{0,31}")  # a kind names a part of the app: "path", "drill"
ITEM_PATTERN = re.compile(r"[A-Za-z0-9_.:-]{1,64}")  # an item is the part's own name for a thing done
MAX_ITEM_BYTES = 16384  # one item's data, as JSON, at most


def _item_names(learner: object, kind: object, item: object = "x") -> None:
    if not valid_id(learner):
        raise StorageError("bad_id")
    if not (isinstance(kind, str) and KIND_PATTERN.fullmatch(kind)
            and isinstance(item, str) and ITEM_PATTERN.fullmatch(item)):
        raise StorageError("bad_item")


def keep_item(learner: str, kind: str, item: str, data: dict) -> None:
    """Keeps what ``learner`` has done of ``item`` (of a ``kind``: a lesson of the path, a
    drill, a puzzle's rating), replacing what was kept of it; the key is known as issued from
    then on. One generic table serves every kind, so a new part of the app needs no schema step."""
    _item_names(learner, kind, item)
    text = json.dumps(data, ensure_ascii=False, sort_keys=True)
    if not isinstance(data, dict) or len(text.encode()) > MAX_ITEM_BYTES:
        raise StorageError("bad_item")

    def work(conn):
        now = time.time()
        conn.execute("INSERT INTO learners (key, issued) VALUES (?, ?) ON CONFLICT DO NOTHING", (learner, now))
        conn.execute("INSERT INTO items (learner, kind, item, data, updated) VALUES (?, ?, ?, ?, ?) "
                     "ON CONFLICT (learner, kind, item) DO UPDATE SET data = excluded.data, "
                     "updated = excluded.updated", (learner, kind, item, text, now))

    run(work, write=True)


def items_of(learner: object, kind: str) -> dict[str, tuple[object, float]]:
    """What ``learner`` has done of ``kind``: each item's data and when it was kept (0 if that
    cannot be read). The data is as stored, checked by the kind's own reader, which refuses a
    damaged one so that its page says so (``None``: not JSON at all); nothing is left out
    unsaid."""
    _item_names(learner, kind)

    def work(conn):
        return conn.execute("SELECT item, data, updated FROM items WHERE learner = ? AND kind = ?",
                            (learner, kind)).fetchall()

    out = {}
    for item, data, updated in read_or(work, missing=[]):
        try:
            value = stored_json(data)
        except StorageError:
            value = None
        when = float(updated) if isinstance(updated, (int, float)) and not isinstance(updated, bool) else 0.0
        out[item] = (value, when if math.isfinite(when) else 0.0)
    return out
