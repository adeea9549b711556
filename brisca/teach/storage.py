"""Saved practice games: one SQLite row per game, written after every action.

The file is ``$BRISCA_DB`` or, by default, ``games.sqlite3`` under the user's data
folder (``$XDG_DATA_HOME/brisca``, else ``~/.local/share/brisca``); a missing folder is
created. Game ids are long random tokens, so a URL cannot be guessed; a malformed id never
reaches SQL.

Every row has a version. A save names the version it was computed from and succeeds only
if the row still has it (compare and set, in one statement), so two tabs on one game can
never put it back a move: the slower one is refused with ``conflict`` and shows the game
as it is. A disk that fails is said plainly: ``unavailable`` (the file cannot be opened
or created), ``read_only`` (it can be read but not written: games still open),
``locked`` (another program holds it; we wait a moment, not ten seconds) and
``corrupt`` (not a database). The file itself is never deleted or rewritten.

A game may belong to a learner: a key as long and random as a game id, kept in the learner's
link and browser (``brisca.ui.progress_view``), under which their finished games are listed
(``claim``, ``games_of``). Nothing else names a learner.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import sqlite3
import time
from contextlib import closing
from pathlib import Path

from ..core.errors import BriscaError
from ..core.outside import InputError, json_value

ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{20,64}")
BUSY_SECONDS = 0.75  # how long a save waits for another writer before saying "locked"
SCHEMA = ("CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, data TEXT NOT NULL, "
          "version INTEGER NOT NULL DEFAULT 1, created REAL NOT NULL, updated REAL NOT NULL)")


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


def _problem(error: Exception) -> StorageError:
    """The SQLite or file-system failure as one of our codes."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return StorageError("locked")
    if "readonly" in text or "read-only" in text or "read only" in text:
        return StorageError("read_only")
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return StorageError("corrupt")
    return StorageError("unavailable")


def _connect(write: bool) -> sqlite3.Connection:
    path = db_path()
    try:
        if write:
            path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
        elif not path.exists():
            raise StorageError("unknown_id")
        else:  # reading never creates or changes the file, so a read-only disk still serves games
            conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_SECONDS,
                                   isolation_level=None)
        if write:
            conn.execute(SCHEMA)
            _add_version_column(conn)
        return conn
    except StorageError:
        raise
    except (sqlite3.Error, OSError) as e:
        raise _problem(e) from None


def _add_version_column(conn: sqlite3.Connection) -> None:
    """Files written before rows had versions or learners get the columns (every old row is
    version 1, and nobody's)."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
    if "version" not in columns:
        conn.execute("ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 1")
    if "learner" not in columns:
        conn.execute("ALTER TABLE games ADD COLUMN learner TEXT")
        conn.execute("CREATE INDEX IF NOT EXISTS games_by_learner ON games (learner, created)")


def new_id() -> str:
    return secrets.token_urlsafe(18)


def valid_id(game_id: object) -> bool:
    return isinstance(game_id, str) and ID_PATTERN.fullmatch(game_id) is not None


def create(game_id: str, data: dict) -> int:
    """Saves a new game; returns its version (1)."""
    if not valid_id(game_id):
        raise StorageError("bad_id")
    now = time.time()
    try:
        with closing(_connect(write=True)) as conn:
            conn.execute("INSERT INTO games (id, data, version, created, updated) VALUES (?, ?, 1, ?, ?)",
                         (game_id, json.dumps(data, ensure_ascii=False), now, now))
    except StorageError:
        raise
    except sqlite3.IntegrityError:
        raise StorageError("conflict") from None
    except sqlite3.Error as e:
        raise _problem(e) from None
    return 1


def save(game_id: str, data: dict, version: int) -> int:
    """Replaces the game if it is still at ``version``; returns the new version. Raises
    ``StorageError("conflict")`` if another save got there first."""
    if not valid_id(game_id):
        raise StorageError("bad_id")
    try:
        with closing(_connect(write=True)) as conn:
            changed = conn.execute("UPDATE games SET data = ?, version = version + 1, updated = ? "
                                   "WHERE id = ? AND version = ?",
                                   (json.dumps(data, ensure_ascii=False), time.time(), game_id, version)).rowcount
    except StorageError:
        raise
    except sqlite3.Error as e:
        raise _problem(e) from None
    if changed != 1:
        raise StorageError("conflict")
    return version + 1


def _select(conn: sqlite3.Connection, game_id: str):
    try:
        return conn.execute("SELECT data, version FROM games WHERE id = ?", (game_id,)).fetchone()
    except sqlite3.OperationalError as e:
        if "no such column" not in str(e).lower():
            raise
        # a file from before rows had versions, opened read-only: every row is version 1
        return conn.execute("SELECT data, 1 FROM games WHERE id = ?", (game_id,)).fetchone()


MAX_LISTED = 500  # a learner's games listed at most, the latest


def claim(game_id: str, learner: str) -> None:
    """Files the game under ``learner``'s key (a game already filed stays its first owner's)."""
    if not valid_id(game_id) or not valid_id(learner):
        raise StorageError("bad_id")
    try:
        with closing(_connect(write=True)) as conn:
            conn.execute("UPDATE games SET learner = ? WHERE id = ? AND learner IS NULL", (learner, game_id))
    except StorageError:
        raise
    except sqlite3.Error as e:
        raise _problem(e) from None


def games_of(learner: object) -> list[tuple[str, dict, int, float]]:
    """The games filed under ``learner``, oldest first: id, data, version and when each was
    started. A row that cannot be read is left out (the list is not the place to say so)."""
    if not valid_id(learner):
        raise StorageError("bad_id")
    try:
        with closing(_connect(write=False)) as conn:
            rows = conn.execute("SELECT id, data, version, created FROM games WHERE learner = ? "
                                "ORDER BY created DESC LIMIT ?", (learner, MAX_LISTED)).fetchall()
    except StorageError as e:
        if e.code == "unknown_id":  # no file yet: nobody has games
            return []
        raise
    except sqlite3.OperationalError as e:
        if "no such" in str(e).lower():  # a file from before games had learners
            return []
        raise _problem(e) from None
    except sqlite3.Error as e:
        raise _problem(e) from None
    out = []
    for game_id, data, version, created in reversed(rows):
        try:
            value = json_value(data if isinstance(data, str) else bytes(data))
        except (InputError, TypeError):
            continue
        if isinstance(value, dict) and type(version) is int:
            out.append((game_id, value, version, float(created)))
    return out


def load(game_id: object) -> tuple[dict, int]:
    """The saved game and its version."""
    if not valid_id(game_id):
        raise StorageError("bad_id")
    try:
        with closing(_connect(write=False)) as conn:
            row = _select(conn, game_id)
    except StorageError:
        raise
    except sqlite3.OperationalError as e:
        if "no such table" in str(e).lower():
            raise StorageError("unknown_id") from None
        raise _problem(e) from None
    except sqlite3.Error as e:
        raise _problem(e) from None
    if row is None:
        raise StorageError("unknown_id")
    data, version = row
    try:
        value = json_value(data if isinstance(data, str) else bytes(data))
    except (InputError, TypeError):
        raise StorageError("broken_game") from None
    if not isinstance(value, dict) or type(version) is not int:
        raise StorageError("broken_game")
    return value, version
