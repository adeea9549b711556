"""Practice games kept in this process, as read or as written, so a click does not read,
replay and check the whole match again.

A game is kept under its database (the SQLite file or the PostgreSQL URL: ``store_setting.name``)
and its id, with its version (``storage``: every save bumps the version, in the same statement
that checks it), so a kept game is exactly the row of that version: a save from elsewhere
(another tab's session, another server process) makes a new version, which is not kept here
and is read afresh. Nothing kept is ever served for another version, so nothing stale is.
One version of a game is kept, the latest seen: a click is made on the row as it is now, so an
older version would never be asked for again (keeping each version a click made filled the
store with a few games' past, some 100 kB each). The games are values (frozen, their deal's
states worked out once), safe to share between the sessions' threads.

The store is bounded: the games used least recently go first (``MAX_GAMES``). ``reads``
counts the games read afresh, for the tests and ``scripts/bench_click.py``.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TypeVar

from . import store_setting

MAX_GAMES = 256  # a game of a deal in its third deal is about 100 kB in memory

G = TypeVar("G")


class KeptGames:
    """A bounded store of games by (database, id), each at one version, the least recently used
    out first."""

    def __init__(self, size: int = MAX_GAMES):
        self.size = size
        self._games: OrderedDict[tuple, object] = OrderedDict()
        self._lock = threading.Lock()
        self.reads = 0  # games made by ``read`` (none kept for their version)

    @staticmethod
    def _key(game_id: str) -> tuple:
        # the database is part of the name: another store may hold the same id at the same version
        return (store_setting.name(), game_id)

    def get(self, game_id: str, version: int, read: Callable[[], G]) -> G:
        """The game ``game_id`` at ``version``: the one kept, else ``read()`` (and kept)."""
        kept = self.kept(game_id, version)
        if kept is not None:
            return kept
        game = read()  # outside the lock: reading may take a while, and other games need not wait
        self.reads += 1
        self.put(game_id, version, game)
        return game

    def kept(self, game_id: str, version: int) -> object | None:
        """The game kept for ``game_id`` at ``version``, or None (nothing is read)."""
        key = self._key(game_id)
        with self._lock:
            found = self._games.get(key)
            if found is not None and found[0] == version:
                self._games.move_to_end(key)
                return found[1]
        return None

    def put(self, game_id: str, version: int, game: object) -> None:
        """Keeps ``game`` as the row ``game_id`` is at ``version`` (just read, or just written), in
        the place of an older version (a slower read of one does not replace a newer one)."""
        key = self._key(game_id)
        with self._lock:
            found = self._games.get(key)
            if found is not None and found[0] > version:
                return
            self._games[key] = (version, game)
            self._games.move_to_end(key)
            while len(self._games) > self.size:
                self._games.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._games.clear()


KEPT = KeptGames()  # the process's one store: every session of the server shares it
