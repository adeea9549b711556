"""The PostgreSQL database saved games live in when ``BRISCA_DATABASE_URL`` names one
(servers on many machines sharing it), as a ``store.Store``: a few pooled connections per
process (``psycopg_pool``), each use one transaction, a failure said as one of
``StorageError``'s codes. What is stored is ``brisca.teach.table.storage``'s, in the same SQL
as SQLite's: only the placeholders are turned into the driver's here (``_Tx``).

The schema is the app's: ``STEPS`` are its upgrades as data, and the database keeps how many
it has had (``schema_version``). The first connection a process makes brings it up to date in
one transaction under an advisory lock, so two servers starting at once do not both upgrade:
the second waits, then finds nothing left to do.

A save's compare-and-set is ``storage``'s ``UPDATE ... WHERE id = ? AND version = ?``: under
PostgreSQL's read committed, a second save of the same row waits for the first to commit and
then finds the version moved on, so it changes nothing and says ``conflict``, as in SQLite.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from .store import OldLayout, StorageError

CONNECT_SECONDS = 3  # a server that does not answer the first connection in this long is unavailable
WAIT_SECONDS = 3.0  # how long a transaction waits for a pooled connection (all busy, or none can be made)
LOCK_MS = 1000  # how long a statement waits for a row or table another transaction holds
ATTEMPTS = 3  # a transaction refused as busy is tried again, after a short pause, this many times in all
KEPT = 4  # connections per process, at most
UPGRADE_LOCK = 0x627269736361  # the advisory lock the schema's upgrades are made under ("brisca")

# The schema's upgrades, in order: the database at version n has had the first n. A new one is
# appended, never an old one changed (databases out there have had it).
STEPS: tuple[tuple[str, ...], ...] = (
    ("CREATE TABLE games (id TEXT PRIMARY KEY, data TEXT NOT NULL, settled TEXT, learner TEXT, "
     "version INTEGER NOT NULL DEFAULT 1, created DOUBLE PRECISION NOT NULL, updated DOUBLE PRECISION NOT NULL)",
     "CREATE INDEX games_by_learner ON games (learner, created)",
     "CREATE TABLE learners (key TEXT PRIMARY KEY, issued DOUBLE PRECISION NOT NULL)",
     "CREATE TABLE summaries (id TEXT PRIMARY KEY, version INTEGER NOT NULL, figures TEXT NOT NULL)"),
    # what a learner has done, of any kind (``learner_items.keep_item``)
    ("CREATE TABLE items (learner TEXT NOT NULL, kind TEXT NOT NULL, item TEXT NOT NULL, data TEXT NOT NULL, "
     "updated DOUBLE PRECISION NOT NULL, PRIMARY KEY (learner, kind, item))",),
    # each puzzle's own rating, shared by every learner (``puzzle_ratings``)
    ("CREATE TABLE puzzle_ratings (puzzle TEXT PRIMARY KEY, rating DOUBLE PRECISION NOT NULL, "
     "rd DOUBLE PRECISION NOT NULL, vol DOUBLE PRECISION NOT NULL, tries INTEGER NOT NULL, "
     "updated DOUBLE PRECISION NOT NULL)",),
    # each game's log, one row a save (``storage.Appended``): the key is the compare and set; and
    # which browser holds each person's seat at a friends' table (``holds``)
    ("CREATE TABLE moves (id TEXT NOT NULL, version INTEGER NOT NULL, kept INTEGER, codes TEXT NOT NULL, "
     "PRIMARY KEY (id, version))",
     "CREATE TABLE holds (id TEXT NOT NULL, seat INTEGER NOT NULL, holder TEXT NOT NULL, "
     "seen DOUBLE PRECISION NOT NULL, PRIMARY KEY (id, seat))"),
    # the holds kept by the person, not the seat number (a rematch moves every person one seat
    # on): ``holds`` is no longer read
    ("CREATE TABLE holders (id TEXT NOT NULL, person TEXT NOT NULL, holder TEXT NOT NULL, "
     "seen DOUBLE PRECISION NOT NULL, PRIMARY KEY (id, person))",),
)

# PostgreSQL's error classes (SQLSTATE) as our codes; anything else, and any connection that
# failed, is ``unavailable``.
_BUSY_STATES = ("55P03", "40001", "40P01", "57014")  # lock not available, serialization, deadlock, timeout
_CODES = {"25006": "read_only", "53100": "full", "XX001": "corrupt", "XX002": "corrupt", "23505": "conflict"}
_MISSING_STATES = {"42P01": True, "42703": False}  # undefined table, undefined column


def upgrade(conn) -> int:
    """Brings the database up to ``STEPS`` under the upgrade lock (``conn`` in autocommit);
    the schema version it is at after. One already up to date is only read (no lock, nothing
    written: a read-only database opens too)."""
    at = _schema_version(conn)
    if at is not None and at >= len(STEPS):
        return at
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (UPGRADE_LOCK,))
        conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        at = _schema_version(conn)  # again, under the lock: another server may have upgraded meanwhile
        if at is None:
            conn.execute("INSERT INTO schema_version (version) VALUES (0)")
            at = 0
        for step in STEPS[at:]:  # a database newer than this app keeps its schema: nothing is undone
            for statement in step:
                conn.execute(statement)
        if at < len(STEPS):
            conn.execute("UPDATE schema_version SET version = %s", (len(STEPS),))
        return max(at, len(STEPS))


def _schema_version(conn) -> int | None:
    """The schema version the database keeps (None: none yet)."""
    import psycopg

    try:
        row = conn.execute("SELECT version FROM schema_version").fetchone()
    except psycopg.errors.UndefinedTable:
        return None
    return None if row is None else row[0]


def _code(error: Exception, write: bool) -> str:
    state = getattr(error, "sqlstate", None)
    if state in _BUSY_STATES:
        return "locked" if write else "busy"
    return _CODES.get(state, "unavailable")


def _lost(error: Exception) -> bool:
    """Whether the connection itself failed (no SQLSTATE, a connection exception, the server
    shutting down), not the statement."""
    import psycopg

    state = getattr(error, "sqlstate", None)
    return isinstance(error, psycopg.OperationalError) and (
        state is None or state.startswith("08") or state in ("57P01", "57P02", "57P03"))


class _Tx:
    """One transaction's connection as ``store.Transaction``: ``?`` placeholders as the
    driver's ``%s`` (storage's SQL holds no other ``?`` or ``%``)."""

    __slots__ = ("conn",)

    def __init__(self, conn):
        self.conn = conn

    def execute(self, sql: str, params=()):
        import psycopg

        try:
            return self.conn.execute(sql.replace("?", "%s"), params)
        except psycopg.Error as e:
            if e.sqlstate in _MISSING_STATES:
                raise OldLayout(_MISSING_STATES[e.sqlstate]) from e
            raise


class PostgresStore:
    """The database at ``url`` as a ``store.Store``: its pool is opened at the first use, once
    the schema is up to date."""

    def __init__(self, url: str):
        self.url = url
        self.name = url
        self._pool = None
        self._lock = threading.Lock()

    def _opened(self):
        with self._lock:
            if self._pool is None:
                try:
                    import psycopg
                    from psycopg_pool import ConnectionPool
                except ImportError:  # the app installed without PostgreSQL's driver
                    raise StorageError("unavailable") from None
                try:
                    with psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_SECONDS) as conn:
                        upgrade(conn)
                except psycopg.Error as e:  # a bad URL, a server down or refusing us, a failed upgrade
                    if _code(e, True) != "read_only":  # a read-only one still serves its games
                        raise StorageError(_code(e, True)) from None
                self._pool = ConnectionPool(
                    self.url, min_size=1, max_size=KEPT, timeout=WAIT_SECONDS, open=True, name="brisca",
                    kwargs={"autocommit": True, "connect_timeout": CONNECT_SECONDS},
                    configure=lambda conn: conn.execute(f"SET lock_timeout = {LOCK_MS}"),
                    check=ConnectionPool.check_connection)  # a connection the server dropped is not handed out
            return self._pool

    def close(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

    def _renewed(self, pool) -> bool:
        """Whether the server answers a connection of its own now: then ``pool`` is put aside
        (closed in the background) for a new one."""
        import psycopg

        try:
            psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_SECONDS).close()
        except psycopg.Error:
            return False
        with self._lock:
            if self._pool is pool:
                self._pool = None
        threading.Thread(target=pool.close, name="brisca-old-pool", daemon=True).start()
        return True

    def run(self, work: Callable[[_Tx], object], write: bool):
        """``work`` in one transaction: committed when it returns, rolled back when it raises;
        a transaction that waited in vain for a lock is tried again."""
        pool = self._opened()  # first: it says ``unavailable`` where the driver is not installed
        import psycopg
        from psycopg_pool import PoolTimeout

        for attempt in range(ATTEMPTS):
            try:
                with pool.connection() as conn, conn.transaction():
                    return work(_Tx(conn))
            except PoolTimeout:  # no connection could be had in time: the server is down or full
                # a pool that met a server down waits longer and longer between its tries to
                # connect again; a server that is back is served by a new pool at once
                if attempt == ATTEMPTS - 1 or not self._renewed(pool):
                    raise StorageError("unavailable") from None
                pool = self._opened()
            except psycopg.Error as e:
                code = _code(e, write)
                # a lock waited for in vain is tried again (the write has not committed), and so
                # is a read on a connection the server dropped (restarted, say: the pool makes a
                # new one); a write that lost its connection may have committed, so it is not
                again = code in ("locked", "busy") or (_lost(e) and not write)
                if not again or attempt == ATTEMPTS - 1:
                    raise StorageError(code) from None
                time.sleep(0.05 * (attempt + 1))
        raise AssertionError("unreachable")
