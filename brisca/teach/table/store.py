"""The one small interface saved games are stored through, and the setting that picks the store.

A store runs one transaction at a time (``run(work, write)``): ``work`` gets a ``Transaction``
whose ``execute(sql, params)`` takes SQL both stores read (``?`` placeholders, and
``INSERT ... ON CONFLICT`` for an upsert, which SQLite and PostgreSQL both know; a ``SELECT``
ending ``FOR UPDATE`` in a write holds the rows it read until the transaction ends: PostgreSQL
locks them, SQLite's write already holds the whole file) and returns a cursor (``fetchone``,
``fetchall``, ``rowcount``). What differs between the stores stays in
each one's file: the placeholders PostgreSQL's driver wants (``postgres_file``), the columns'
types (the schema itself is one, ``schema``'s), pooling, and which failure is which of
``StorageError``'s codes. What is stored, and every query, is written once, in the module of
what it stores (``storage``: the games and their logs; ``learner_items``, ``puzzle_ratings``,
``holds``).

The store is ``BRISCA_DATABASE_URL`` when it is set (``postgresql://...``: PostgreSQL,
``postgres_file``), else the SQLite file at ``BRISCA_DB`` (``sqlite_file``).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from brisca.core.errors import BriscaError

URL_SETTING = "BRISCA_DATABASE_URL"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")


class StorageError(BriscaError):
    """A game id that is malformed or unknown, a saved row that cannot be read, a save that
    lost the race to another tab, or a database that cannot be used (``code`` says which)."""

    family = "storage"


class Transaction(Protocol):
    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any: ...


class Store(Protocol):
    name: str  # which database: the kept games are keyed by it

    def run(self, work: Callable[[Transaction], Any], write: bool) -> Any: ...

    def close(self) -> None: ...


_stores: dict[tuple[str, int], Store] = {}
_lock = threading.Lock()


def current() -> Store:
    """The store the setting names, made once per process (a forked process makes its own:
    a pool's connections and threads are not shared across a fork)."""
    from .sqlite_file import SqliteStore, db_path

    url = os.environ.get(URL_SETTING, "").strip()
    name = url or str(db_path())
    key = (name, os.getpid())
    with _lock:
        found = _stores.get(key)
        if found is None:
            if not url:
                found = SqliteStore(db_path())
            elif url.startswith(POSTGRES_SCHEMES):
                from .postgres_file import PostgresStore

                found = PostgresStore(url)
            else:  # a setting that names no store we have: said, never guessed
                raise StorageError("unavailable")
            _stores[key] = found
    return found


def name() -> str:
    """Which database the setting names (without opening it)."""
    from .sqlite_file import db_path

    return os.environ.get(URL_SETTING, "").strip() or str(db_path())


def close_all() -> None:
    """Closes this process's stores (kept connections, pools); the next use opens afresh."""
    with _lock:
        stores = [s for (_, pid), s in _stores.items() if pid == os.getpid()]
        _stores.clear()
    for found in stores:
        found.close()
