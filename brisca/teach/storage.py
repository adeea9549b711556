"""Saved practice games: one SQLite row per game, written after every action.

The file is ``$BRISCA_DB`` or, by default, ``games.sqlite3`` under the user's data
folder (``$XDG_DATA_HOME/brisca``, else ``~/.local/share/brisca``); a missing folder is
created. Game ids are long random tokens, so a URL cannot be guessed; a malformed id never
reaches SQL.

Every row has a version. A save names the version it was computed from and succeeds only
if the row still has it (compare and set, in one transaction), so two tabs on one game can
never put it back a move: the slower one is refused with ``conflict`` and shows the game
as it is. ``version(game_id)`` reads the version alone, so a caller holding the game at that
version need not read it again.

Connections are kept, a few per process (``_Pool``: one thread at a time uses each), in WAL
mode: readers never wait for a writer, and a write is one short transaction synced at
checkpoints, not a fresh connection and a full sync per click. A write that finds the file
busy waits (``BUSY_SECONDS``) and is tried again before it is refused, and it is refused
(``locked``: "not saved") only when its transaction did not commit. A disk that fails is said
plainly: ``unavailable`` (the file cannot be opened or created), ``read_only`` (it can be
read but not written: games still open), ``locked`` (a save that waited for another program
in vain), ``busy`` (a read that did) and ``corrupt`` (not a database). The file itself is
never deleted or rewritten.

A game may belong to a learner: a key as long and random as a game id (``new_learner``, kept
in the learner's browser by ``brisca.ui.progress_view``), under which their finished games are
listed (``claim``, ``listing``). Storage knows the keys it issued (``issued``), so a key of the
right shape that was never issued is told apart from a learner's. The list reads each game's
figures (``summaries``, kept by the game's version, ``keep_summary``), not the whole game.
Nothing else names a learner.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import sqlite3
import threading
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

from ..core.errors import BriscaError
from ..core.outside import InputError, json_value

ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{20,64}")
BUSY_SECONDS = 1.0  # how long one attempt waits for another writer (SQLite's busy timeout)
ATTEMPTS = 3  # a transaction refused as busy is tried again, after a short pause, this many times in all
SCHEMA = ("CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, data TEXT NOT NULL, "
          "version INTEGER NOT NULL DEFAULT 1, created REAL NOT NULL, updated REAL NOT NULL)",
          "CREATE TABLE IF NOT EXISTS learners (key TEXT PRIMARY KEY, issued REAL NOT NULL)",
          "CREATE TABLE IF NOT EXISTS summaries (id TEXT PRIMARY KEY, version INTEGER NOT NULL, "
          "figures TEXT NOT NULL)")
KEPT = 8  # idle connections kept per process and file


class StorageError(BriscaError):
    """A game id that is malformed or unknown, a saved row that cannot be read, a save that
    lost the race to another tab, or a database that cannot be used (``code`` says which)."""

    family = "storage"


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
    was not saved, a read's only that the game could not be read now)."""
    text = str(error).lower()
    if _busy(error):
        return StorageError("locked" if write else "busy")
    if "readonly" in text or "read-only" in text or "read only" in text:
        return StorageError("read_only")
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return StorageError("corrupt")
    return StorageError("unavailable")


def _prepare(conn: sqlite3.Connection) -> bool:
    """WAL, and the tables and columns of today's schema, on a file that can be written; a file
    that cannot keeps its own and is read as it is (every read knows the older layouts).
    Whether it was done (else the connection is not kept: the next one tries again)."""
    try:
        if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
            conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")  # in WAL a commit survives a crash of the app
        for statement in SCHEMA:
            conn.execute(statement)
        _add_columns(conn)
        return True
    except sqlite3.OperationalError as e:
        if _problem(e, True).code not in ("read_only", "locked"):
            raise
        return False


def _add_columns(conn: sqlite3.Connection) -> None:
    """Files written before rows had versions or learners get the columns (every old row is
    version 1, and nobody's)."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
    if "version" not in columns:
        conn.execute("ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 1")
    if "learner" not in columns:
        conn.execute("ALTER TABLE games ADD COLUMN learner TEXT")
        conn.execute("CREATE INDEX IF NOT EXISTS games_by_learner ON games (learner, created)")


class _Pool:
    """Open connections by file, for this process: a thread takes one, uses it alone and gives
    it back, so a click costs no connection to open, and threads still read side by side."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.idle: dict[tuple[str, int], list[sqlite3.Connection]] = {}

    @contextmanager
    def connection(self, write: bool):
        path = db_path()
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

    def close_all(self) -> None:
        with self.lock:
            pools, self.idle = self.idle, {}
        for (_, pid), conns in pools.items():
            for conn in conns if pid == os.getpid() else ():
                conn.close()


def _open(path: Path, write: bool) -> tuple[sqlite3.Connection, bool]:
    """A new connection to ``path``, and whether it is brought up to date (and may be kept)."""
    if not path.exists():
        if not write:  # reading never creates the file
            raise StorageError("unknown_id")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise _problem(e, write) from None
    try:
        conn = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
    except (sqlite3.Error, OSError) as e:
        raise _problem(e, write) from None
    try:
        conn.execute("PRAGMA busy_timeout = 100")  # bringing the file up to date waits little: it is tried again
        prepared = _prepare(conn)
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_SECONDS * 1000)}")
        return conn, prepared
    except sqlite3.Error as e:
        conn.close()
        raise _problem(e, write) from None


_POOL = _Pool()


def close_all() -> None:
    """Closes this process's kept connections (the next use opens the file afresh)."""
    _POOL.close_all()


def _run(work: Callable[[sqlite3.Connection], object], write: bool):
    """``work`` in one transaction (``BEGIN IMMEDIATE`` for a write: it waits for the file's
    write lock up front, so it never fails halfway); a busy file is tried again. A write that
    raises has not committed: the transaction is rolled back."""
    for attempt in range(ATTEMPTS):
        try:
            with _POOL.connection(write) as conn:
                conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                result = work(conn)
                conn.execute("COMMIT")
                return result
        except StorageError:
            raise
        except sqlite3.IntegrityError:
            raise StorageError("conflict") from None
        except (sqlite3.Error, OSError) as e:
            if not _busy(e) or attempt == ATTEMPTS - 1:
                raise _problem(e, write) from None
            time.sleep(0.05 * (attempt + 1))
    raise AssertionError("unreachable")


def new_id() -> str:
    return secrets.token_urlsafe(18)


def valid_id(game_id: object) -> bool:
    return isinstance(game_id, str) and ID_PATTERN.fullmatch(game_id) is not None


def create(game_id: str, data: dict) -> int:
    """Saves a new game; returns its version (1)."""
    if not valid_id(game_id):
        raise StorageError("bad_id")
    now, text = time.time(), json.dumps(data, ensure_ascii=False)
    _run(lambda conn: conn.execute("INSERT INTO games (id, data, version, created, updated) VALUES (?, ?, 1, ?, ?)",
                                   (game_id, text, now, now)), write=True)
    return 1


def save(game_id: str, data: dict, version: int) -> int:
    """Replaces the game if it is still at ``version``; returns the new version. Raises
    ``StorageError("conflict")`` if another save got there first."""
    if not valid_id(game_id):
        raise StorageError("bad_id")
    text = json.dumps(data, ensure_ascii=False)

    def work(conn):
        return conn.execute("UPDATE games SET data = ?, version = version + 1, updated = ? WHERE id = ? AND "
                            "version = ?", (text, time.time(), game_id, version)).rowcount

    if _run(work, write=True) != 1:
        raise StorageError("conflict")
    return version + 1


def _old_layout(error: sqlite3.OperationalError) -> bool:
    """Whether a read failed on a file from before a table or column existed (opened read-only,
    so it could not be brought up to date)."""
    return "no such" in str(error).lower()


def version(game_id: object) -> int | None:
    """The saved game's version, read alone (``None``: no such game, or an id that is not one)."""
    if not valid_id(game_id):
        return None

    def work(conn):
        try:
            row = conn.execute("SELECT version FROM games WHERE id = ?", (game_id,)).fetchone()
        except sqlite3.OperationalError as e:
            if not _old_layout(e):
                raise
            row = conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
        return row[0] if row is not None and type(row[0]) is int else None

    return _read(work, missing=None)


def _read(work, missing):
    """``work`` read in one transaction; ``missing`` if the file or its tables do not exist yet."""
    try:
        return _run(work, write=False)
    except StorageError as e:
        if e.code == "unknown_id":
            return missing
        raise


def load(game_id: object) -> tuple[dict, int]:
    """The saved game and its version."""
    if not valid_id(game_id):
        raise StorageError("bad_id")

    def work(conn):
        try:
            return conn.execute("SELECT data, version FROM games WHERE id = ?", (game_id,)).fetchone()
        except sqlite3.OperationalError as e:
            if not _old_layout(e):
                raise
            if "no such table" in str(e).lower():
                return None
            # a file from before rows had versions, opened read-only: every row is version 1
            return conn.execute("SELECT data, 1 FROM games WHERE id = ?", (game_id,)).fetchone()

    row = _run(work, write=False)
    if row is None:
        raise StorageError("unknown_id")
    data, found = row
    value = _json(data)
    if not isinstance(value, dict) or type(found) is not int:
        raise StorageError("broken_game")
    return value, found


def _json(data: object) -> object:
    """A stored JSON text's value (``StorageError("broken_game")`` if it is not one)."""
    try:
        return json_value(data if isinstance(data, str) else bytes(data))
    except (InputError, TypeError):
        raise StorageError("broken_game") from None


# -- learners ---------------------------------------------------------------------------------

MAX_LISTED = 500  # a learner's games listed at most, the latest


def new_learner() -> str:
    """A new learner key, issued (so ``issued`` knows it)."""
    key = new_id()
    _run(lambda conn: conn.execute("INSERT INTO learners (key, issued) VALUES (?, ?)", (key, time.time())),
         write=True)
    return key


def issued(learner: object) -> bool:
    """Whether ``learner`` is a key storage issued (or, in a file from before keys were kept,
    one that games are filed under)."""
    if not valid_id(learner):
        return False

    def work(conn):
        try:
            if conn.execute("SELECT 1 FROM learners WHERE key = ?", (learner,)).fetchone():
                return True
        except sqlite3.OperationalError as e:
            if not _old_layout(e):
                raise
        try:
            return conn.execute("SELECT 1 FROM games WHERE learner = ? LIMIT 1", (learner,)).fetchone() is not None
        except sqlite3.OperationalError as e:
            if not _old_layout(e):
                raise
            return False

    return _read(work, missing=False)


def claim(game_id: str, learner: str) -> None:
    """Files the game under ``learner``'s key (a game already filed stays its first owner's);
    the key is known as issued from then on."""
    if not valid_id(game_id) or not valid_id(learner):
        raise StorageError("bad_id")

    def work(conn):
        conn.execute("INSERT OR IGNORE INTO learners (key, issued) VALUES (?, ?)", (learner, time.time()))
        conn.execute("UPDATE games SET learner = ? WHERE id = ? AND learner IS NULL", (learner, game_id))

    _run(work, write=True)


def listing(learner: object) -> list[tuple[str, int, float, object]]:
    """The games filed under ``learner``, oldest first, without their data: id, version, when
    it was started, and the figures kept for that version (``keep_summary``; ``None`` if none
    were kept for it, or they cannot be read)."""
    if not valid_id(learner):
        raise StorageError("bad_id")

    def work(conn):
        try:
            return conn.execute("SELECT g.id, g.version, g.created, s.figures FROM games g LEFT JOIN summaries s "
                                "ON s.id = g.id AND s.version = g.version WHERE g.learner = ? "
                                "ORDER BY g.created DESC LIMIT ?", (learner, MAX_LISTED)).fetchall()
        except sqlite3.OperationalError as e:
            if not _old_layout(e):
                raise
            try:  # opened read-only from before summaries: none are kept
                return [(*row, None) for row in conn.execute(
                    "SELECT id, version, created FROM games WHERE learner = ? ORDER BY created DESC LIMIT ?",
                    (learner, MAX_LISTED)).fetchall()]
            except sqlite3.OperationalError as again:
                if not _old_layout(again):
                    raise
                return []  # a file from before games had learners

    out = []
    for game_id, found, created, figures in reversed(_read(work, missing=[])):
        if type(found) is not int or not isinstance(created, (int, float)):
            continue
        try:
            kept = _json(figures) if figures is not None else None
        except StorageError:
            kept = None
        out.append((game_id, found, float(created), kept))
    return out


def keep_summaries(kept: list[tuple[str, int, dict]]) -> int:
    """Keeps each game's figures as of its version (``(game_id, version, figures)``), for the
    games still at it, in one transaction; how many were kept (a database that cannot be
    written keeps none, and the list reads those games whole again next time)."""
    rows = [(json.dumps(figures, ensure_ascii=False), game_id, at) for game_id, at, figures in kept
            if valid_id(game_id)]

    def work(conn):
        return sum(conn.execute("INSERT OR REPLACE INTO summaries (id, version, figures) SELECT id, version, ? "
                                "FROM games WHERE id = ? AND version = ?", row).rowcount for row in rows)

    try:
        return _run(work, write=True) if rows else 0
    except StorageError:
        return 0


def keep_summary(game_id: str, at_version: int, figures: dict) -> bool:
    """Keeps one game's figures as of ``at_version`` (``keep_summaries``); whether they were."""
    return keep_summaries([(game_id, at_version, figures)]) == 1


def games_of(learner: object) -> list[tuple[str, dict, int, float]]:
    """The games filed under ``learner``, oldest first, read whole: id, data, version and when
    each was started. A row that cannot be read is left out."""
    out = []
    for game_id, _, created, _ in listing(learner):
        try:
            data, found = load(game_id)
        except StorageError as e:
            if e.code in ("unknown_id", "broken_game"):
                continue
            raise
        out.append((game_id, data, found, created))
    return out
