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

Which store a process uses is ``store_setting``'s to say: this module is the interface both
stores are written to, so it imports neither.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from brisca.core.errors import BriscaError


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
