"""Who holds each person's seat at a friends' table, and when the table was last touched.

A seat's link may be opened in several browsers; one of them plays the person's seat at a time.
The browser that holds it is named by a holder key (``brisca.ui.friends_view`` keeps one per
browser, in a cookie, so a reload or a second tab of the same browser is the same holder).
A hold is the person's, not the seat number's: it is kept under a digest of the person's token
(``person``), so a rematch, which moves every person one seat on (``friends.rotated``), moves
each hold with its person, and nobody finds their new seat held by the one who sat there before.
An open page says it is still there every ``REFRESH_SECONDS`` (``hold``); a person whose
holder has not been seen for ``HELD_SECONDS`` (its page closed, its server gone) is free, and
the next page that opens their link holds it. A person's seat held by another browser is taken
only on purpose (``take=True``: "play here"), and from then on the first browser's clicks are
refused (``held_by``), nothing changed.

A table nobody has touched (no move saved, no page open at it) for ``EXPIRES_DAYS`` has
expired: its links say so (``expired``). Nothing runs at a table where everyone has left: a
table does nothing but answer the pages open at it.

The queries are written once on ``store``'s interface, for both stores, as ``storage``'s are.
"""

from __future__ import annotations

import hashlib
import time

from .seats import TOKEN
from .storage import read_or, run, valid_id

HELD_SECONDS = 10.0  # a holder not seen for this long has left the seat
REFRESH_SECONDS = 3.0  # how often an open page says it still holds its seat
EXPIRES_DAYS = 14


def person(token: object) -> str | None:
    """Who a hold is kept under: a digest of the person's seat token (the token itself, which
    opens the seat, is not written again), or ``None`` for what is no token."""
    if not isinstance(token, str) or not TOKEN.fullmatch(token):
        return None
    return hashlib.blake2b(token.encode(), digest_size=16).hexdigest()


def hold(table_id: str, token: str, holder: str, take: bool = False, now: float | None = None) -> bool:
    """Whether ``holder`` holds the seat of the person with ``token`` now: it did already (seen
    again), the person's seat was free or its holder gone, or ``take`` took it over; ``False``
    (nothing changed) if another holds it."""
    who = person(token)
    if not valid_id(table_id) or not valid_id(holder) or who is None:
        return False
    now = time.time() if now is None else now
    stale = now - HELD_SECONDS
    return run(lambda conn: conn.execute(
        "INSERT INTO holders (id, person, holder, seen) VALUES (?, ?, ?, ?) ON CONFLICT (id, person) DO UPDATE SET "
        "holder = excluded.holder, seen = excluded.seen WHERE holders.holder = excluded.holder OR holders.seen < ? "
        "OR ?", (table_id, who, holder, now, stale, bool(take))).rowcount == 1, write=True)


def held_by(table_id: str, token: str, holder: str, now: float | None = None) -> bool:
    """Whether ``holder`` may command the seat of the person with ``token``: it holds it, or
    nobody does (read alone)."""
    found = _holder(table_id, person(token))
    now = time.time() if now is None else now
    return found is None or found[0] == holder or found[1] < now - HELD_SECONDS


def last_seen(table_id: str, token: str) -> float | None:
    """When the page holding the seat of the person with ``token`` last said it holds it (None: no page)."""
    found = _holder(table_id, person(token))
    return None if found is None else found[1]


def _holder(table_id: str, who: str | None) -> tuple[str, float] | None:
    def work(conn):
        return conn.execute("SELECT holder, seen FROM holders WHERE id = ? AND person = ?", (table_id, who)).fetchone()

    row = read_or(work, missing=None) if valid_id(table_id) and who is not None else None
    return (row[0], float(row[1])) if row is not None else None


def expired(table_id: str, now: float | None = None) -> bool:
    """Whether nobody has touched the table for ``EXPIRES_DAYS``: no save, and no page holding a seat."""
    if not valid_id(table_id):
        return False

    def work(conn):
        return conn.execute("SELECT g.updated, (SELECT MAX(h.seen) FROM holders h WHERE h.id = g.id) FROM games g "
                            "WHERE g.id = ?", (table_id,)).fetchone()

    row = read_or(work, missing=None)
    if row is None:
        return False  # no such table: its link is told so by the table's own read
    touched = max(float(v) for v in row if v is not None)
    now = time.time() if now is None else now
    return touched < now - EXPIRES_DAYS * 86400
