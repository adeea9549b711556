"""The store's one schema, version 1, the same for SQLite and PostgreSQL: made whole on a new
(empty) database, in one transaction, and checked on every database opened.

A database is used only at version 1. One that holds tables but no version of ours (an older
Brisca's, or another program's), or another version (a newer app's), is refused as it is
(``StorageError``'s ``older_schema``, ``not_ours``, ``newer_schema``), said in the learner's
language with what to do, and never read half-way or changed: a new database is started beside
it (the README's storage section).

Each store asks its own database which tables it has and which version it keeps (its
``_state``) and runs the statements (``statements``): only a real number's type is written
otherwise by each (``REAL`` or ``DOUBLE PRECISION``).
"""

from __future__ import annotations

from collections.abc import Iterable

VERSION = 1
EMPTY = "empty"  # a database with no table at all: the schema is made on it
VERSION_TABLE = "brisca_schema"  # one row: the version of the schema the database holds
_N = "{number}"  # a real number: each store's own type for it

TABLES: dict[str, str] = {
    # a game's row: what its log does not hold, as JSON (``data``), the learner it is filed
    # under, the version the compare and set moves on
    "games": f"id TEXT PRIMARY KEY, data TEXT NOT NULL, learner TEXT, "
             f"version INTEGER NOT NULL, created {_N} NOT NULL, updated {_N} NOT NULL",
    "learners": f"key TEXT PRIMARY KEY, issued {_N} NOT NULL",  # the learner keys issued
    "summaries": "id TEXT PRIMARY KEY, version INTEGER NOT NULL, figures TEXT NOT NULL",  # ``progress``
    # what a learner has done, of any kind (``learner_items``)
    "items": f"learner TEXT NOT NULL, kind TEXT NOT NULL, item TEXT NOT NULL, data TEXT NOT NULL, "
             f"updated {_N} NOT NULL, PRIMARY KEY (learner, kind, item)",
    # each puzzle's own rating, shared by every learner (``puzzle_ratings``)
    "puzzle_ratings": f"puzzle TEXT PRIMARY KEY, rating {_N} NOT NULL, rd {_N} NOT NULL, vol {_N} NOT NULL, "
                      f"tries INTEGER NOT NULL, updated {_N} NOT NULL",
    # each game's log, one row a save (``storage.Appended``), its truth: the key is the compare and set
    "moves": "id TEXT NOT NULL, version INTEGER NOT NULL, kept INTEGER, codes TEXT NOT NULL, PRIMARY KEY (id, version)",
    # which browser holds each person's seat at a friends' table (``holds``)
    "holders": f"id TEXT NOT NULL, person TEXT NOT NULL, holder TEXT NOT NULL, seen {_N} NOT NULL, "
               f"PRIMARY KEY (id, person)",
    VERSION_TABLE: "version INTEGER NOT NULL",
}
INDEXES = ("CREATE INDEX games_by_learner ON games (learner, created)",)


def statements(number: str) -> list[str]:
    """What makes the whole schema on an empty database, a real number written ``number``."""
    return [*(f"CREATE TABLE {name} ({columns.replace(_N, number)})" for name, columns in TABLES.items()),
            *INDEXES, f"INSERT INTO {VERSION_TABLE} (version) VALUES ({VERSION})"]


def check(tables: Iterable[str], version: object) -> str | None:
    """``None`` for a database at ``VERSION``; ``EMPTY`` for one to make; else the code of
    ``StorageError`` it is refused with. ``version`` is what its version table holds (``None``:
    no such table, or no row)."""
    tables = set(tables)
    if version == VERSION:
        return None
    if type(version) is int and version > VERSION:
        return "newer_schema"
    if not tables:
        return EMPTY
    return "older_schema" if "games" in tables else "not_ours"
