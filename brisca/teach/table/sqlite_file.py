"""The SQLite file saved games live in, and the connections to it: kept, a few per process
(``_Pool``: a thread takes one, uses it alone and gives it back), in WAL mode, each use one
transaction (``SqliteStore.run``) tried again when the file is busy, and a failure said as one of
``StorageError``'s codes: one of the two stores behind ``store.Store``. A file in a folder it
cannot be written in (where SQLite cannot make the files it keeps beside the database) is read
as it lies, so its games still open. The schema is ``schema``'s: a new file is made whole, one
at another version refused. What is stored is ``brisca.teach.table.storage``'s.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

from . import schema
from .store import StorageError

BUSY_SECONDS = 1.0  # how long one attempt waits for another writer (SQLite's busy timeout)
ATTEMPTS = 3  # a transaction refused as busy is tried again, after a short pause, this many times in all
KEPT = 8  # idle connections kept per process and file


def db_path() -> Path:
    explicit = os.environ.get("BRISCA_DB")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "brisca" / "games.sqlite3"


def _busy(error: Exception) -> bool:
    text = str(error).lower()
    return "locked" in text or "busy" in text


def _problem(error: Exception, write: bool) -> StorageError:
    """The SQLite or file-system failure as one of our codes (a write's "busy" says the move
    was not saved, a read's only that the game could not be read now; a full disk, that the
    move was not saved and the game is as it was). SQLite's own name for the error is asked
    first, its words after (an error of the file system has only words and a number)."""
    name, text = getattr(error, "sqlite_errorname", None) or "", str(error).lower()
    if _busy(error):
        return StorageError("locked" if write else "busy")
    if name.startswith("SQLITE_READONLY") or "readonly" in text or "read-only" in text or "read only" in text:
        return StorageError("read_only")
    if name == "SQLITE_FULL" or "disk is full" in text or getattr(error, "errno", None) == errno.ENOSPC:
        return StorageError("full")
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return StorageError("corrupt")
    return StorageError("unavailable")


def _cannot_open_beside(error: Exception, path: Path) -> bool:
    """Whether ``error`` is SQLite failing to open the files it keeps beside a WAL database
    (``-shm``, ``-wal``) where it cannot create them (a read-only folder, or disk), the file
    itself there and no log beside it holding what the file has not taken in yet: the file
    alone is then the whole database, and can be read as it is (``_read_only``)."""
    if getattr(error, "sqlite_errorname", None) not in (None, "SQLITE_CANTOPEN") or "unable to open" not in str(
            error).lower():
        return False
    wal = path.with_name(path.name + "-wal")
    try:
        return path.is_file() and (not wal.exists() or wal.stat().st_size == 0)
    except OSError:
        return False


def _read_only(path: Path, write: bool) -> tuple[sqlite3.Connection, bool]:
    """A connection that reads the file as it lies (SQLite's ``immutable``: no lock, no file
    beside it), for a database that can no longer be written: its games still open, a write
    is refused as ``read_only``. Not kept: the next use tries the file afresh."""
    if write:
        raise StorageError("read_only")
    try:
        return _ready(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True, timeout=BUSY_SECONDS,
                                      isolation_level=None, check_same_thread=False), write, wal=False)
    except (sqlite3.Error, OSError) as e:
        raise _problem(e, write) from None


def _ready(conn: sqlite3.Connection, write: bool, wal: bool = True) -> tuple[sqlite3.Connection, bool]:
    """``conn`` once its file is checked (``_made``) and, with ``wal``, in WAL mode; and whether
    it may be kept. Closed if it fails."""
    try:
        _made(conn, write)
        return conn, wal and _wal(conn)
    except BaseException:
        conn.close()
        raise


def _state(conn: sqlite3.Connection) -> tuple[list[str], object]:
    """The file's tables, and the version its version table holds (``schema.check``)."""
    tables = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    rows = conn.execute(f"SELECT version FROM {schema.VERSION_TABLE}").fetchall() \
        if schema.VERSION_TABLE in tables else []
    return tables, rows[0][0] if len(rows) == 1 else None


def _made(conn: sqlite3.Connection, write: bool) -> None:
    """The file checked at the schema's version, or made whole in one transaction if it is
    empty (a new file); ``StorageError`` if it is refused, or, empty, cannot be written: a
    read then finds nothing (``unknown_id``), a write is ``read_only``."""
    found = schema.check(*_state(conn))
    if found is None:
        return
    if found != schema.EMPTY:
        raise StorageError(found)
    try:
        conn.execute("BEGIN IMMEDIATE")
        if schema.check(*_state(conn)) == schema.EMPTY:  # again, holding the file: another connection may have made it
            for statement in schema.statements("REAL"):
                conn.execute(statement)
        conn.execute("COMMIT")
    except sqlite3.OperationalError as e:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        if _problem(e, write).code == "read_only":
            raise StorageError("read_only" if write else "unknown_id") from None
        raise


def _wal(conn: sqlite3.Connection) -> bool:
    """WAL on a file that can be written; whether it is (else the file is read as it is, and
    the connection not kept: the next one tries again)."""
    try:
        if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
            conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")  # in WAL a commit survives a crash of the app
        return True
    except sqlite3.OperationalError as e:
        if _problem(e, True).code not in ("read_only", "locked"):
            raise
        return False


class _Pool:
    """Open connections by file, for this process: a thread takes one, uses it alone and gives
    it back, so a click costs no connection to open, and threads still read side by side."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.idle: dict[tuple[str, int], list[sqlite3.Connection]] = {}

    @contextmanager
    def connection(self, path: Path, write: bool):
        key = (str(path), os.getpid())  # after a fork the parent's connections are not used
        with self.lock:
            idle = self.idle.setdefault(key, [])
            conn = idle.pop() if idle else None
        healthy = True
        if conn is None:
            conn, healthy = _open(path, write)
        try:
            yield conn
        except sqlite3.DatabaseError as e:
            # a file found corrupt or gone is opened afresh next time
            healthy = healthy and (isinstance(e, sqlite3.IntegrityError) or _busy(e))
            raise
        finally:
            if conn.in_transaction:
                conn.rollback()
            with self.lock:
                if healthy and len(idle) < KEPT and self.idle.get(key) is idle:
                    idle.append(conn)
                    conn = None
            if conn is not None:
                conn.close()

    def close(self, path: Path) -> None:
        with self.lock:
            conns = self.idle.pop((str(path), os.getpid()), [])
        for conn in conns:
            conn.close()


def _open(path: Path, write: bool) -> tuple[sqlite3.Connection, bool]:
    """A new connection to ``path``, its file checked at the schema's version (made, if new),
    and whether it may be kept."""
    if not path.exists():
        if not write:  # reading never creates the file
            raise StorageError("unknown_id")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise _problem(e, write) from None
    try:
        return _ready(sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False),
                      write)
    except (sqlite3.Error, OSError) as e:
        if _cannot_open_beside(e, path):  # a read-only folder: the games still open, as the file holds them
            return _read_only(path, write)
        raise _problem(e, write) from None


_POOL = _Pool()


class _Tx:
    """One transaction's connection as ``store.Transaction``: a read ``... FOR UPDATE``
    (PostgreSQL's row lock, which SQLite does not know) is read without it, since a write
    transaction here holds the whole file from ``BEGIN IMMEDIATE`` on."""

    __slots__ = ("conn",)

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def execute(self, sql: str, params=()):
        if sql.endswith(" FOR UPDATE"):  # a row read to be written: the write transaction already holds the file
            sql = sql[:-len(" FOR UPDATE")]
        return self.conn.execute(sql, params)


class SqliteStore:
    """The SQLite file at ``path`` as a ``store.Store``."""

    def __init__(self, path: Path):
        self.path = path
        self.name = str(path)

    def close(self) -> None:
        _POOL.close(self.path)

    def run(self, work: Callable[[_Tx], object], write: bool):
        """``work`` in one transaction (``BEGIN IMMEDIATE`` for a write: it waits for the file's
        write lock up front, so it never fails halfway); a busy file is tried again. A write that
        raises has not committed: the transaction is rolled back."""
        for attempt in range(ATTEMPTS):
            try:
                with _POOL.connection(self.path, write) as conn:
                    conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                    result = work(_Tx(conn))
                    conn.execute("COMMIT")
                    return result
            except StorageError as e:
                # the file busy while a connection was opened (another opening it too): tried again
                if e.code not in ("locked", "busy") or attempt == ATTEMPTS - 1:
                    raise
                time.sleep(0.05 * (attempt + 1))
            except sqlite3.IntegrityError:
                raise StorageError("conflict") from None
            except (sqlite3.Error, OSError) as e:
                if not _busy(e) or attempt == ATTEMPTS - 1:
                    raise _problem(e, write) from None
                time.sleep(0.05 * (attempt + 1))
        raise AssertionError("unreachable")
