"""Saved practice games: one SQLite row per game, written after every move.

The file is ``$BRISCA_DB`` or, by default, ``games.sqlite3`` under the user's data
folder (``$XDG_DATA_HOME/brisca``, else ``~/.local/share/brisca``). Game ids are long
random tokens, so a URL cannot be guessed; a malformed id never reaches SQL.
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

from .errors import BriscaError

ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{20,64}$")


class StorageError(BriscaError):
    """A game id that is malformed or unknown, or a saved row that cannot be read."""

    family = "storage"


def db_path() -> Path:
    explicit = os.environ.get("BRISCA_DB")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "brisca" / "games.sqlite3"


def _connect() -> sqlite3.Connection:
    path = db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, timeout=10)
    conn.execute("CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, data TEXT NOT NULL, "
                 "created REAL NOT NULL, updated REAL NOT NULL)")
    return conn


def new_id() -> str:
    return secrets.token_urlsafe(18)


def valid_id(game_id: object) -> bool:
    return isinstance(game_id, str) and bool(ID_PATTERN.match(game_id))


def save(game_id: str, data: dict) -> None:
    if not valid_id(game_id):
        raise StorageError("bad_id")
    now = time.time()
    with closing(_connect()) as conn, conn:
        conn.execute("INSERT INTO games (id, data, created, updated) VALUES (?, ?, ?, ?) "
                     "ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated = excluded.updated",
                     (game_id, json.dumps(data, ensure_ascii=False), now, now))


def load(game_id: object) -> dict:
    if not valid_id(game_id):
        raise StorageError("bad_id")
    with closing(_connect()) as conn:
        row = conn.execute("SELECT data FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise StorageError("unknown_id")
    try:
        return json.loads(row[0])
    except json.JSONDecodeError:
        raise StorageError("broken_game") from None
