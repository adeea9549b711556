"""Saved practice games: one row per game, written after every action.

The store is one setting's (``store_setting.current``): ``$BRISCA_DATABASE_URL`` names a PostgreSQL
database (``postgres_file``: servers sharing it), else the SQLite file ``$BRISCA_DB`` or, by
default, ``games.sqlite3`` under the user's data folder (``$XDG_DATA_HOME/brisca``, else
``~/.local/share/brisca``; a missing folder is created; ``sqlite_file``). Every query below is
written once, for both (``store``: what differs between them is each store's own).

Game ids are long random tokens, so a URL cannot be guessed; a malformed id never reaches SQL.

Every row has a version. A save names the version it was computed from and succeeds only
if it can add the game's log row for the next version (``moves``, keyed by the game and the
version: the compare and set, in one transaction with the row's update), so two tabs on one
game can never put it back a move: the slower one is refused with ``conflict`` and shows the
game as it is. The log rows hold what each save did to the match's log (``Appended``): folded
in order they are the game's truth, its deals and moves (``load`` reads them with the row,
which holds only what the log does not: settings, seats, decisions, notes). A game whose log
rows are missing or damaged is refused whole (``broken_game``), never read half-way.
``version(game_id)`` reads the version alone, so a caller holding the game at that version need
not read it again.

Connections are kept, a few per process (``sqlite_file``: one thread at a time uses each), in WAL
mode: readers never wait for a writer, and a write is one short transaction synced at
checkpoints, not a fresh connection and a full sync per click. A write that finds the file
busy waits (``BUSY_SECONDS``) and is tried again before it is refused, and it is refused
(``locked``: "not saved") only when its transaction did not commit. A disk that fails is said
plainly: ``unavailable`` (the file cannot be opened or created), ``read_only`` (it can be
read but not written: games still open, in a read-only folder too), ``full`` (a save found the
disk full: not saved, the game as it was), ``locked`` (a save that waited for another program
in vain), ``busy`` (a read that did), ``corrupt`` (not a database) and ``too_big`` (a game
past what a read takes back, ``MAX_GAME_BYTES``: never written). A database at another
schema than ``schema``'s one version is refused whole, as it is (``older_schema``,
``newer_schema``, ``not_ours``). The file itself is never deleted or rewritten.

A game may belong to a learner: a key as long and random as a game id (``new_learner``, kept
in the learner's browser by ``brisca.ui.progress_view``), under which their finished games are
listed (``claim``, ``listing``). Storage knows the keys it issued (``issued``), so a key of the
right shape that was never issued is told apart from a learner's. The list reads each game's
figures (``summaries``, kept by the game's version, ``keep_summary``), not the whole game.
Nothing else names a learner (what a learner has done of any kind is ``learner_items``').
"""

from __future__ import annotations

import json
import re
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass

from brisca.core.outside import MAX_JSON_BYTES, InputError, json_value

from . import store_setting
from .sqlite_file import BUSY_SECONDS, db_path
from .store import StorageError
from .store_setting import close_all

__all__ = ["BUSY_SECONDS", "StorageError", "close_all", "db_path"]  # the stores', said here too


def run(work, write: bool):
    """``work`` in one transaction of the store the setting names."""
    return store_setting.current().run(work, write)

ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{20,64}")


def new_id() -> str:
    return secrets.token_urlsafe(18)


def valid_id(game_id: object) -> bool:
    return isinstance(game_id, str) and ID_PATTERN.fullmatch(game_id) is not None


# A game's row as JSON, at most: what is written is what a read takes back, so a game that was
# saved always opens and is listed. A game saves a few KB a deal (``game.saved_notes``): the
# limit is far above any match.
MAX_GAME_BYTES = 16_000_000


def _text(data: dict) -> str:
    """The game's row as JSON; ``StorageError("too_big")`` if it is more than a read takes back
    (``MAX_GAME_BYTES``): nothing is written."""
    text = json.dumps(data, ensure_ascii=False)
    if len(text.encode()) > MAX_GAME_BYTES:
        raise StorageError("too_big")
    return text


@dataclass(frozen=True, slots=True)
class Appended:
    """What a save does to the game's log (``brisca.core.match_log``): keeps its first ``kept``
    codes (``None``: all of them) and appends ``codes``. A take-back keeps fewer than it had, a
    rematch none."""

    kept: int | None = None
    codes: tuple[str, ...] = ()

    @staticmethod
    def between(before: Sequence[str], after: Sequence[str]) -> Appended:
        """From the log ``before`` to the log ``after``: the codes they share from the start kept."""
        shared = min(len(before), len(after))
        kept = next((k for k in range(shared) if before[k] != after[k]), shared)
        return Appended(kept if kept < len(before) else None, tuple(after[kept:]))


def _append(conn, game_id: str, at: int, appended: Appended) -> bool:
    """The log's row for version ``at``, added unless one is there: the compare and set of a save
    (the key is the game and the version, so of two saves from one version only one adds it)."""
    return conn.execute("INSERT INTO moves (id, version, kept, codes) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                        (game_id, at, appended.kept, json.dumps(list(appended.codes)))).rowcount == 1


def create(game_id: str, data: dict, log: Sequence[str] = ()) -> int:
    """Saves a new game, its log from the start; returns its version (1)."""
    if not valid_id(game_id):
        raise StorageError("bad_id")
    now, text = time.time(), _text(data)

    def work(conn):
        conn.execute("INSERT INTO games (id, data, version, created, updated) VALUES (?, ?, 1, ?, ?)",
                     (game_id, text, now, now))
        if not _append(conn, game_id, 1, Appended(0, tuple(log))):
            raise StorageError("conflict")  # a log left by a game of this id: no new game over it

    run(work, write=True)
    return 1


def save(game_id: str, data: dict, version: int, appended: Appended = Appended()) -> int:
    """Replaces the game if it is still at ``version``, and appends to its log what ``appended``
    says under the next version; returns that version. Raises ``StorageError("conflict")`` if
    another save got there first: its row of the log is in the way."""
    if not valid_id(game_id):
        raise StorageError("bad_id")
    text = _text(data)

    def work(conn):
        if not _append(conn, game_id, version + 1, appended):
            return 0
        done = conn.execute("UPDATE games SET data = ?, version = version + 1, updated = ? WHERE id = ? AND "
                            "version = ?", (text, time.time(), game_id, version)).rowcount
        if done != 1:  # the game is not at ``version`` (a row written without its log): nothing is kept
            raise StorageError("conflict")
        return done

    if run(work, write=True) != 1:
        raise StorageError("conflict")
    return version + 1


def _folded(rows: list) -> tuple[str, ...]:
    """The log the rows of a game's saves leave, folded in version order;
    ``StorageError("broken_game")`` if a row is damaged or one is missing."""
    out: list[str] = []
    for k, (at, kept, codes) in enumerate(rows):
        value = stored_json(codes, MAX_GAME_BYTES)
        if at != k + 1 or not isinstance(value, list) or not all(isinstance(c, str) for c in value) or not (
                kept is None or type(kept) is int and 0 <= kept <= len(out)):
            raise StorageError("broken_game")
        out = [*(out if kept is None else out[:kept]), *value]
    return tuple(out)


def version(game_id: object) -> int | None:
    """The saved game's version, read alone (``None``: no such game, or an id that is not one)."""
    if not valid_id(game_id):
        return None

    def work(conn):
        row = conn.execute("SELECT version FROM games WHERE id = ?", (game_id,)).fetchone()
        return row[0] if row is not None and type(row[0]) is int else None

    return read_or(work, missing=None)


def read_or(work, missing):
    """``work`` read in one transaction; ``missing`` if the file does not exist yet."""
    try:
        return run(work, write=False)
    except StorageError as e:
        if e.code == "unknown_id":
            return missing
        raise


def load(game_id: object) -> tuple[dict, tuple[str, ...], int]:
    """The saved game's row, its log (the match, ``core.match_log``) and its version, read in one
    transaction; ``StorageError("broken_game")`` if either cannot be read whole: a log whose
    rows are damaged or do not go from version 1 to the row's."""
    if not valid_id(game_id):
        raise StorageError("bad_id")

    def work(conn):
        row = conn.execute("SELECT data, version FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None or type(row[1]) is not int:
            return row, []
        # the rows up to the game's version only: a save that committed since is not this row's
        return row, conn.execute("SELECT version, kept, codes FROM moves WHERE id = ? AND version <= ? "
                                 "ORDER BY version", (game_id, row[1])).fetchall()

    row, rows = run(work, write=False)
    if row is None:
        raise StorageError("unknown_id")
    data, found = row
    value = stored_json(data, MAX_GAME_BYTES)
    if not isinstance(value, dict) or type(found) is not int or len(rows) != found:
        raise StorageError("broken_game")
    return value, _folded(rows), found


def stored_json(data: object, max_bytes: int = MAX_JSON_BYTES) -> object:
    """A stored JSON text's value (``StorageError("broken_game")`` if it is not one, or longer
    than ``max_bytes``)."""
    try:
        return json_value(data if isinstance(data, str) else bytes(data), max_bytes)
    except (InputError, TypeError):
        raise StorageError("broken_game") from None


# -- learners ---------------------------------------------------------------------------------

MAX_LISTED = 500  # a learner's games listed at most, the latest


def new_learner() -> str:
    """A new learner key, issued (so ``issued`` knows it)."""
    key = new_id()
    run(lambda conn: conn.execute("INSERT INTO learners (key, issued) VALUES (?, ?)", (key, time.time())),
         write=True)
    return key


def issued(learner: object) -> bool:
    """Whether ``learner`` is a key storage issued."""
    if not valid_id(learner):
        return False
    return read_or(lambda conn: conn.execute("SELECT 1 FROM learners WHERE key = ?", (learner,)).fetchone()
                   is not None, missing=False)


def claim(game_id: str, learner: str) -> None:
    """Files the game under ``learner``'s key (a game already filed stays its first owner's);
    the key is known as issued from then on."""
    if not valid_id(game_id) or not valid_id(learner):
        raise StorageError("bad_id")

    def work(conn):
        conn.execute("INSERT INTO learners (key, issued) VALUES (?, ?) ON CONFLICT DO NOTHING", (learner, time.time()))
        conn.execute("UPDATE games SET learner = ? WHERE id = ? AND learner IS NULL", (learner, game_id))

    run(work, write=True)


def owner(game_id: object) -> str | None:
    """The learner key the game is filed under (``claim``), or ``None``: filed under none (its
    filing failed), or no such game."""
    if not valid_id(game_id):
        raise StorageError("bad_id")

    def work(conn):
        row = conn.execute("SELECT learner FROM games WHERE id = ?", (game_id,)).fetchone()
        return row[0] if row is not None and valid_id(row[0]) else None

    return read_or(work, missing=None)


def listing(learner: object) -> list[tuple[str, int, float, object]]:
    """The games filed under ``learner``, oldest first, without their data: id, version, when
    it was started, and the figures kept for that version (``keep_summary``; ``None`` if none
    were kept for it, or they cannot be read)."""
    if not valid_id(learner):
        raise StorageError("bad_id")

    def work(conn):
        return conn.execute("SELECT g.id, g.version, g.created, s.figures FROM games g LEFT JOIN summaries s "
                            "ON s.id = g.id AND s.version = g.version WHERE g.learner = ? "
                            "ORDER BY g.created DESC LIMIT ?", (learner, MAX_LISTED)).fetchall()

    out = []
    for game_id, found, created, figures in reversed(read_or(work, missing=[])):
        if type(found) is not int or not isinstance(created, (int, float)):
            continue
        try:
            kept = stored_json(figures) if figures is not None else None
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
        return sum(conn.execute("INSERT INTO summaries (id, version, figures) SELECT id, version, ? FROM games "
                                "WHERE id = ? AND version = ? ON CONFLICT (id) DO UPDATE SET "
                                "version = excluded.version, figures = excluded.figures", row).rowcount for row in rows)

    try:
        return run(work, write=True) if rows else 0
    except StorageError:
        return 0


def keep_summary(game_id: str, at_version: int, figures: dict) -> bool:
    """Keeps one game's figures as of ``at_version`` (``keep_summaries``); whether they were."""
    return keep_summaries([(game_id, at_version, figures)]) == 1
