"""The puzzles' own Glicko-2 ratings, kept in the store for every learner and server to share:
one row per puzzle tried (a puzzle never tried has the rating its difficulty starts it at,
``lessons.puzzles``), with the number of tries it was rated over.

A try changes a rating that another learner's try may be changing at the same moment, so a
try's rating is read, computed and written in one write transaction (``rate``) that holds the
puzzle's row meanwhile: ``SELECT ... FOR UPDATE`` locks it on PostgreSQL, and SQLite's write
transaction holds the whole file from its start (``BEGIN IMMEDIATE``). Another try at the same
puzzle waits its turn and then reads what this one wrote, so however many come at once, each
counts and none is lost; only a puzzle's first row, which no lock can hold before it exists,
may be raced to: the try that lost it is refused (``conflict``) and computed again by the
caller (``lessons.puzzles.rate_try``), which also waits out a busy store. ``keep`` writes a
rating by compare and set on the count of tries, for a caller that computed it apart. The
queries are written once, for both stores, on ``storage.run``, as storage's own are.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TypeVar

from .storage import read_or as read  # a read in one transaction, none if the file is not made yet
from .storage import run
from .store import StorageError

RANGES = ((0.0, 5000.0), (0.0, 1000.0), (0.0, 1.0))  # a rating, its deviation, its volatility
COLUMNS = "puzzle, rating, rd, vol, tries"
T = TypeVar("T")


def _row(row) -> tuple[str, tuple[float, float, float], int] | None:
    """A kept row, if every number in it is one Glicko-2 gives (a damaged one is left out)."""
    puzzle, *numbers, tries = row
    if not isinstance(puzzle, str) or type(tries) is not int or tries < 1:
        return None
    for value, (low, high) in zip(numbers, RANGES, strict=True):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not (
                math.isfinite(value) and low <= value <= high):
            return None
    return puzzle, tuple(float(v) for v in numbers), tries


def _read(sql: str, params=()) -> list:
    return read(lambda conn: conn.execute(sql, params).fetchall(), missing=[])


def kept() -> dict[str, tuple[tuple[float, float, float], int]]:
    """Every puzzle rated so far: its (rating, deviation, volatility) and its tries."""
    rows = (_row(r) for r in _read(f"SELECT {COLUMNS} FROM puzzle_ratings"))
    return {r[0]: (r[1], r[2]) for r in rows if r is not None}


def kept_one(puzzle: str) -> tuple[tuple[float, float, float], int] | None:
    """One puzzle's kept rating and tries (``None``: never rated, or its row is damaged)."""
    rows = [_row(r) for r in _read(f"SELECT {COLUMNS} FROM puzzle_ratings WHERE puzzle = ?",
                                    (puzzle,))]
    found = next((r for r in rows if r is not None), None)
    return None if found is None else (found[1], found[2])


def keep(puzzle: str, tries: int, rating: tuple[float, float, float]) -> bool:
    """Writes the puzzle's rating after its try number ``tries + 1``, if it was still rated over
    ``tries`` tries (0: never); whether it was written (else another try came first)."""
    r, rd, vol = rating

    def work(conn):
        now = time.time()
        if tries == 0:
            return conn.execute("INSERT INTO puzzle_ratings (puzzle, rating, rd, vol, tries, updated) "
                                "VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (puzzle) DO NOTHING",
                                (puzzle, r, rd, vol, now)).rowcount
        return conn.execute("UPDATE puzzle_ratings SET rating = ?, rd = ?, vol = ?, tries = tries + 1, updated = ? "
                            "WHERE puzzle = ? AND tries = ?", (r, rd, vol, now, puzzle, tries)).rowcount

    return run(work, write=True) == 1


def rate(puzzle: str, start: tuple[float, float, float],
         compute: Callable[[tuple[float, float, float]], tuple[tuple[float, float, float], T]]) -> T:
    """One try at ``puzzle`` rated in one transaction: its kept rating (``start`` if it has
    none, or if its row is damaged, which is then written over) given to ``compute``, which
    gives the rating after the try and what to return; the row held from the read to the
    write, so no other try comes between. ``StorageError("conflict")`` if another try wrote
    the puzzle's first row meanwhile (nothing is written: compute again)."""

    def work(conn):
        rows = conn.execute(f"SELECT {COLUMNS} FROM puzzle_ratings WHERE puzzle = ? FOR UPDATE",
                            (puzzle,)).fetchall()
        found = next((r for r in map(_row, rows) if r is not None), None)
        before, tries = (found[1], found[2]) if found is not None else (start, 0)
        (r, rd, vol), result = compute(before)
        now = time.time()
        if rows:  # held since the read
            conn.execute("UPDATE puzzle_ratings SET rating = ?, rd = ?, vol = ?, tries = ?, updated = ? "
                         "WHERE puzzle = ?", (r, rd, vol, tries + 1, now, puzzle))
            return result
        if conn.execute("INSERT INTO puzzle_ratings (puzzle, rating, rd, vol, tries, updated) "
                        "VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (puzzle) DO NOTHING",
                        (puzzle, r, rd, vol, now)).rowcount != 1:
            raise StorageError("conflict")  # rolled back: the first row is another try's
        return result

    return run(work, write=True)
