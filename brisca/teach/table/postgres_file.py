"""The PostgreSQL database saved games live in when ``BRISCA_DATABASE_URL`` names one
(servers on many machines sharing it), as a ``store.Store``: a few pooled connections per
process (``psycopg_pool``), each use one transaction, a failure said as one of
``StorageError``'s codes. What is stored is ``brisca.teach.table.storage``'s, in the same SQL
as SQLite's: only the placeholders are turned into the driver's here (``_Tx``).

The schema is ``schema``'s: the first connection a process makes checks it, and makes it whole
on an empty database, in one transaction under an advisory lock, so of two servers starting at
once the second waits, then finds it made.

A save's compare-and-set is ``storage``'s ``UPDATE ... WHERE id = ? AND version = ?``: under
PostgreSQL's read committed, a second save of the same row waits for the first to commit and
then finds the version moved on, so it changes nothing and says ``conflict``, as in SQLite.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from . import schema
from .store import StorageError

CONNECT_SECONDS = 3  # a server that does not answer the first connection in this long is unavailable
WAIT_SECONDS = 3.0  # how long a transaction waits for a pooled connection (all busy, or none can be made)
LOCK_MS = 1000  # how long a statement waits for a row or table another transaction holds
ATTEMPTS = 3  # a transaction refused as busy is tried again, after a short pause, this many times in all
KEPT = 4  # connections per process, at most
SCHEMA_LOCK = 0x627269736361  # the advisory lock a new database's schema is made under ("brisca")

# PostgreSQL's error classes (SQLSTATE) as our codes; anything else, and any connection that
# failed, is ``unavailable``.
_BUSY_STATES = ("55P03", "40001", "40P01", "57014")  # lock not available, serialization, deadlock, timeout
_CODES = {"25006": "read_only", "53100": "full", "XX001": "corrupt", "XX002": "corrupt", "23505": "conflict"}


def _state(conn) -> tuple[list[str], object]:
    """The tables of the database's schema (``search_path``'s first), and the version its
    version table holds (``schema.check``)."""
    tables = [row[0] for row in conn.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()").fetchall()]
    rows = conn.execute(f"SELECT version FROM {schema.VERSION_TABLE}").fetchall() \
        if schema.VERSION_TABLE in tables else []
    return tables, rows[0][0] if len(rows) == 1 else None


def made(conn) -> None:
    """The database checked at the schema's version, or made whole if it is empty, under the
    schema's lock (``conn`` in autocommit); ``StorageError`` if it is refused. One at the
    version is only read (no lock, nothing written: a read-only database opens too)."""
    found = schema.check(*_state(conn))
    if found is None:
        return
    if found != schema.EMPTY:
        raise StorageError(found)
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
        if schema.check(*_state(conn)) == schema.EMPTY:  # again, under the lock: another server may have made it
            for statement in schema.statements("DOUBLE PRECISION"):
                conn.execute(statement)


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
        return self.conn.execute(sql.replace("?", "%s"), params)


class PostgresStore:
    """The database at ``url`` as a ``store.Store``: its pool is opened at the first use, once
    the schema is checked (or made)."""

    def __init__(self, url: str):
        self.url = url
        self.name = url
        self._pool = None
        self._lock = threading.Lock()

    def _opened(self, write: bool):
        with self._lock:
            if self._pool is None:
                try:
                    import psycopg
                    from psycopg_pool import ConnectionPool
                except ImportError:  # the app installed without PostgreSQL's driver
                    raise StorageError("unavailable") from None
                try:
                    with psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_SECONDS) as conn:
                        made(conn)
                except psycopg.Error as e:  # a bad URL, a server down or refusing us
                    code = _code(e, write)  # read-only, the schema could not be made: nothing in it to read
                    raise StorageError("unknown_id" if code == "read_only" and not write else code) from None
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
        pool = self._opened(write)  # first: it says ``unavailable`` where the driver is not installed
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
                pool = self._opened(write)
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
