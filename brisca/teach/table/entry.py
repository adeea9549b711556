"""The table's one entry, for every client (the practice and friends' pages, the benchmarks,
the tests): a stored table commanded by one call, and drawn by another.

``act(table, who, command, version)`` takes a command as the board sends it and does the rest
in one place: it names the seat ``who`` may command (``access.seat_for``, the one rule of who
may act), refuses a command made for a version the table has left (a double click, a second
tab: ``StorageError("conflict")``) and a value that is no command (``CommandError``: a forged
or unreadable click, said in the learner's language like every refusal), runs it (``apply``)
with what the server's coach thought ahead of it, within the reply's time (``REPLY_SECONDS``),
saves it, and hands a deal it finished to what follows (``then``: the learner's own puzzles).
``view(table, who)`` is the table as every page draws it (practice, friends' links, onlookers')
and the seat ``who`` commands there; while it is that seat's turn the coach is handed what to
think about, so the click finds it thought, at a friends' table as in practice.
"""

from __future__ import annotations

import functools
import os
import threading
import time
from collections.abc import Callable
from dataclasses import replace

from brisca.core.state import current_player
from brisca.teach.coach.budget import AHEAD_SECONDS, AHEAD_WAIT, REPLY_SECONDS
from brisca.teach.coach.thinker import CLICK_WAIT, Thinker

from . import flow
from .access import Caller, FriendsError, is_friends_table, seat_for
from .command import NEXT_DEAL, REMATCH, RESIGN, TAKE_BACK, Acted, Command, CommandError, Hint
from .decisions import PracticeError
from .friends import rematch
from .game import Game
from .storage import StorageError

_LOCK = threading.Lock()


def thinker() -> Thinker | None:
    """The one background coach of this server, shared by every session (none with
    ``BRISCA_THINK=0``: the tests, a script)."""
    with _LOCK:  # two sessions' first visits at once make one pool
        return _coach()


@functools.cache
def _coach() -> Thinker | None:
    return None if os.environ.get("BRISCA_THINK", "1") == "0" else Thinker()


LOOKING = frozenset({"watching", "not_yours"})  # refusals that still show the table


def view(table: object, who: Caller) -> tuple[Game, int | None]:
    """The stored ``table`` and the seat ``who`` commands there, by the one rule (``seat_for``):
    ``None`` for whoever may look but not act (an onlooker's link, another learner's practice
    game); any other refusal is raised (a link that opens nothing, a table expired, a friends'
    table opened as practice, a person's seat played from another browser now: ``taken_over``).
    At that seat's turn the coach thinks ahead of its click."""
    game = flow.load(table)
    try:
        seat = seat_for(game, who)
    except (FriendsError, PracticeError) as e:
        if e.code not in LOOKING:
            raise
        return game, None
    _think(game)
    return game, seat


def act(table: object, who: Caller, command: object, version: object,
        then: Callable[[Game, Caller], None] | None = None) -> Acted:
    """``command`` (a ``Command``, or its text as the board sends it) from ``who`` on the stored
    ``table`` as it was at ``version``: run, saved and returned (the game as saved, and the hint
    if one was asked for); a deal it finished handed to ``then`` with ``who``."""
    game = flow.load(table)
    seat = seat_for(game, who)  # before reading what was sent: nothing of it is an onlooker's
    if type(version) is not int:  # a click's value forged or cut short: no version of any game
        raise CommandError("not_text")
    if version != game.version:
        raise StorageError("conflict")
    command = command if isinstance(command, Command) else Command.parse(command)
    begun = time.monotonic()  # the reply's time: what the waits leave goes to thinking on the click
    values, replies = _thought(game, command)
    acted = apply(game, who, command, values, replies, REPLY_SECONDS - (time.monotonic() - begun), seat)
    saved = flow.commit(game, acted.game)
    if then is not None and saved.over and not game.over:
        then(saved, who)
    return replace(acted, game=saved)


def apply(game: Game, who: Caller, command: Command, values=None, replies: tuple | None = None,
          budget: float | None = None, seat: int | None = None) -> Acted:
    """What ``command`` of ``who`` makes of ``game`` in hand (nothing read or saved: ``act`` does
    that around it). The caller names the seat (``access.seat_for``; ``seat`` if already named),
    then the command is checked: a play only by the seat to move; a take-back or a hint only of
    the seat's own decisions and only in practice (at a table of people they would undo or help
    against another person's move); a resignation for the seat's side; the next deal by any
    person once the deal is over; a rematch only at a friends' table once its match is over.
    ``values`` and ``replies`` thought ahead and ``budget`` seconds are as for ``flow.play``."""
    seat = seat_for(game, who) if seat is None else seat
    if not isinstance(command, Command):
        raise CommandError("unknown")
    if command.action is not None:
        return Acted(flow.play(game, command.action, values, replies, budget, seat))
    if command == RESIGN:
        return Acted(flow.resign(game, seat))
    if command == NEXT_DEAL:
        return Acted(flow.next_deal(game, budget))
    people = is_friends_table(game)
    if command == REMATCH:  # practice starts a new game instead
        if not people:
            raise PracticeError("not_here")
        return Acted(rematch(game, seat, budget=budget))
    if people:
        raise FriendsError("not_here")
    if command == TAKE_BACK:
        return Acted(flow.take_back(game, seat))
    evals, why, after = flow.hint(game, values, seat)
    return Acted(after, Hint(tuple(evals), tuple(why)))


def _key(game: Game, *move: str) -> tuple:
    """A position of a game, by the moves that led to it (a take-back comes back to it), and
    with ``move`` the bots' replies to that move there."""
    return (game.id, flow.position(game), *move)


def _think(game: Game) -> None:
    """While a person thinks, the coach is handed the position to value (the learner's, with
    the coach on: the game's other positions paused, their values kept) and, at a table with a
    hard bot, whose replies take time, the bots' replies to each move to prepare."""
    coach = thinker()
    if coach is None or game.over or not game.is_person(seat := game.playing[current_player(game.state)]):
        return
    view = game.view_of(seat)
    if game.settings.coaching and seat == game.learner:
        coach.pause(keep=_key(game), where=lambda k: k[0] == game.id)
        coach.think(_key(game), view, game.seed)
    if flow.thinks_replies(game):
        data = flow.reply_data(game)
        for action in view.legal:
            coach.prepare(_key(game, action.code), flow.replies_after, data, action.code, AHEAD_SECONDS)


def _thought(game: Game, command: Command) -> tuple:
    """What the coach thought ahead of ``command``: the position's values if the command is
    judged (waited for a moment if none is in yet: else the coach values the move itself), and
    the bots' replies to its action (waited for while they are being thought, within the
    reply's time), each ``None`` if none came back."""
    coach = thinker()
    if coach is None:
        return None, None
    values = coach.values(_key(game), wait=CLICK_WAIT) if flow.wants_values(game, command) else None
    replies = None
    if flow.thinks_replies(game) and command.action is not None:
        replies = flow.known_replies(coach.prepared(_key(game, command.action.code), wait=AHEAD_WAIT))
    return values, replies

