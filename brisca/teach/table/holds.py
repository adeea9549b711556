"""Who holds each person's seat at a friends' table, and when the table was last touched.

A seat's link may be opened in several browsers; one of them plays the seat at a time. The
browser that holds it is named by a holder key (``brisca.ui.friends_view`` keeps one per
browser, in a cookie, so a reload or a second tab of the same browser is the same holder).
An open page says it is still there every ``REFRESH_SECONDS`` (``hold``); a seat whose
holder has not been seen for ``HELD_SECONDS`` (its page closed, its server gone) is free, and
the next page that opens it holds it. A seat held by another browser is taken only on purpose
(``take=True``: "play here"), and from then on the first browser's clicks are refused
(``held_by``), nothing changed.

A table nobody has touched (no move saved, no page open at it) for ``EXPIRES_DAYS`` has
expired: its links say so (``expired``). Nothing runs at a table where everyone has left: a
table does nothing but answer the pages open at it.

The queries are written once on ``store``'s interface, for both stores, as ``storage``'s are.
"""

from __future__ import annotations

import time

from .storage import read_or, run, valid_id
from .store import OldLayout

HELD_SECONDS = 10.0  # a holder not seen for this long has left the seat
REFRESH_SECONDS = 3.0  # how often an open page says it still holds its seat
EXPIRES_DAYS = 14


def hold(table_id: str, seat: int, holder: str, take: bool = False, now: float | None = None) -> bool:
    """Whether ``holder`` holds ``seat`` now: it did already (seen again), the seat was free or
    its holder gone, or ``take`` took it over; ``False`` (nothing changed) if another holds it."""
    if not valid_id(table_id) or not valid_id(holder) or type(seat) is not int:
        return False
    now = time.time() if now is None else now
    stale = now - HELD_SECONDS
    return run(lambda conn: conn.execute(
        "INSERT INTO holds (id, seat, holder, seen) VALUES (?, ?, ?, ?) ON CONFLICT (id, seat) DO UPDATE SET "
        "holder = excluded.holder, seen = excluded.seen WHERE holds.holder = excluded.holder OR holds.seen < ? "
        "OR ?", (table_id, seat, holder, now, stale, bool(take))).rowcount == 1, write=True)


def held_by(table_id: str, seat: int, holder: str, now: float | None = None) -> bool:
    """Whether ``holder`` may command ``seat``: it holds it, or nobody does (read alone)."""
    found = _holder(table_id, seat)
    now = time.time() if now is None else now
    return found is None or found[0] == holder or found[1] < now - HELD_SECONDS


def _holder(table_id: str, seat: int) -> tuple[str, float] | None:
    def work(conn):
        try:
            return conn.execute("SELECT holder, seen FROM holds WHERE id = ? AND seat = ?", (table_id, seat)).fetchone()
        except OldLayout:
            return None

    row = read_or(work, missing=None) if valid_id(table_id) else None
    return (row[0], float(row[1])) if row is not None else None


def expired(table_id: str, now: float | None = None) -> bool:
    """Whether nobody has touched the table for ``EXPIRES_DAYS``: no save, and no page holding a seat."""
    if not valid_id(table_id):
        return False

    def work(conn):
        try:
            return conn.execute("SELECT g.updated, (SELECT MAX(h.seen) FROM holds h WHERE h.id = g.id) FROM games g "
                                "WHERE g.id = ?", (table_id,)).fetchone()
        except OldLayout:
            return conn.execute("SELECT updated, NULL FROM games WHERE id = ?", (table_id,)).fetchone()

    row = read_or(work, missing=None)
    if row is None:
        return False  # no such table: its link is told so by the table's own read
    touched = max(float(v) for v in row if v is not None)
    now = time.time() if now is None else now
    return touched < now - EXPIRES_DAYS * 86400
