"""The setting that picks the store a process saves games in: ``BRISCA_DATABASE_URL`` when it
is set (``postgresql://...``: PostgreSQL, ``postgres_file``), else the SQLite file at
``BRISCA_DB`` (``sqlite_file``); each made once per process, on ``store``'s interface.
"""

from __future__ import annotations

import os
import threading

from .postgres_file import PostgresStore
from .sqlite_file import SqliteStore, db_path
from .store import StorageError, Store

URL_SETTING = "BRISCA_DATABASE_URL"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")

_stores: dict[tuple[str, int], Store] = {}
_lock = threading.Lock()


def current() -> Store:
    """The store the setting names, made once per process (a forked process makes its own:
    a pool's connections and threads are not shared across a fork)."""
    url = os.environ.get(URL_SETTING, "").strip()
    name = url or str(db_path())
    key = (name, os.getpid())
    with _lock:
        found = _stores.get(key)
        if found is None:
            if not url:
                found = SqliteStore(db_path())
            elif url.startswith(POSTGRES_SCHEMES):
                found = PostgresStore(url)
            else:  # a setting that names no store we have: said, never guessed
                raise StorageError("unavailable")
            _stores[key] = found
    return found


def name() -> str:
    """Which database the setting names (without opening it)."""
    return os.environ.get(URL_SETTING, "").strip() or str(db_path())


def close_all() -> None:
    """Closes this process's stores (kept connections, pools); the next use opens afresh."""
    with _lock:
        stores = [s for (_, pid), s in _stores.items() if pid == os.getpid()]
        _stores.clear()
    for found in stores:
        found.close()
