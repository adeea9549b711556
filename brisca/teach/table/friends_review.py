"""The coach's verdicts on one person's own decisions at a friends' table, worked out only once
a deal is over.

At a table of people the coach is off while they play: nobody is helped against a friend, and
no move waits for the coach. Once a deal is over every card of it is public, so the coach may
look back at it: each decision of one seat (a move chosen among more than one, not a signal)
is judged as practice judges the learner's (``verdicts.judge`` on that seat's view then, with
the coach's own values: the same worlds from the same seed each time), and the match is
handed to the practice review (``teach.table.review``) as that seat's, its decisions deal by
deal. Nothing of a deal still being played is judged or shown, and an onlooker is shown no
review (a review is a person's own decisions).

The verdicts of a deal are worked out once per process (``JUDGED``, by the table, the deal and
its moves, and the seat): a deal over does not change, and a table's rematch deals new ones.
They are worked out ahead, too: while a person's page shows a deal over, ``prepare`` hands
each of that person's deals not yet judged to the coach's pool of processes (the practice
coach's), so the review is ready when the person opens it, not worked out then (a match of
several deals took seconds). ``reviewed`` takes what the pool worked out and works out itself
whatever the pool has not (not yet, no pool, or one that failed): the same verdicts either
way, as the worlds come from the deal's seed.

>>> from brisca.teach.table.friends import new_table
>>> from brisca.teach.table.command import Command
>>> from brisca.teach.table.game import Settings
>>> game = new_table("b" * 24, Settings(rules="000", coaching=False, deal=4), ("person", "person"))
>>> reviewed(game, 0)
Traceback (most recent call last):
...
brisca.teach.table.access.FriendsError: deal_not_over
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from brisca.core.record import GameRecord
from brisca.core.state import current_player
from brisca.core.view import observe
from brisca.teach.coach.verdicts import is_decision, judge

from .decisions import Decision
from .flow import deal_seed
from .friends import FriendsError
from .game import Game

if TYPE_CHECKING:
    from brisca.teach.coach.thinker import Thinker

KEEP = 256  # the deals' verdicts kept (a deal of 20 decisions is a few kilobytes)
REVIEW = "friends_review"  # the coach's errands of a review worked out ahead: (REVIEW, a deal's key)


class _Judged:
    """The verdicts worked out, by deal and seat, the oldest forgotten first; one lock, as
    every session of the server shares it."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple, tuple[Decision, ...]] = OrderedDict()
        self._lock = threading.Lock()

    def has(self, key: tuple) -> bool:
        with self._lock:
            return key in self._kept

    def get(self, key: tuple, make) -> tuple[Decision, ...]:
        with self._lock:
            if key in self._kept:
                self._kept.move_to_end(key)
                return self._kept[key]
        value = make()  # outside the lock: another table's review need not wait for this one
        self.put(key, value)
        return value

    def put(self, key: tuple, value: tuple[Decision, ...]) -> None:
        with self._lock:
            self._kept[key] = value
            while len(self._kept) > KEEP:
                self._kept.popitem(last=False)


JUDGED = _Judged()


def seat_verdicts(record: GameRecord, seat: int, seed: int, states: list | None = None) -> tuple:
    """The coach's verdict on every decision of the deal's seat ``seat`` in the finished deal
    ``record`` (the worlds drawn from ``seed``), as ``(ply, verdict)`` pairs: what the pool
    works out (a worker is handed the record, and replays it unless given its ``states``)."""
    states, out = states or record.states(), []
    for ply, move in enumerate(record.moves):
        before = states[ply]
        if current_player(before) == seat and is_decision(view := observe(before, seat), move):
            out.append((ply, judge(view, move, seed)))
    return tuple(out)


def seat_decisions(deal: Game, seat: int, seed: int) -> tuple[Decision, ...]:
    """The decisions of table seat ``seat`` in ``deal`` (none while it rests: at five the deal's
    seats are not the table's), as practice keeps the learner's."""
    mine = deal.deal_seat(seat)
    return () if mine is None else _decisions(seat_verdicts(deal.record, mine, seed, deal.states))


def _decisions(verdicts: tuple) -> tuple[Decision, ...]:
    return tuple(Decision.of(ply, verdict) for ply, verdict in verdicts)


def _deals(game: Game, seat: int):
    """Each deal of the match so far: the deal, its key in ``JUDGED`` (the coach's errand is
    ``(REVIEW, key)``), its seed and ``seat``'s seat in it (``None`` while resting)."""
    for index in range(game.deal_index + 1):
        deal = game.deal_game(index)
        seed = deal_seed(game.settings.deal, index)
        yield deal, (game.id, seed, index, tuple(m.code for m in deal.record.moves), seat), seed, deal.deal_seat(seat)


def prepare(game: Game, seat: int, coach: Thinker | None) -> None:
    """Hands each deal of ``seat``'s not judged yet to the coach's pool (``Thinker.prepare``),
    once the deal on the table is over and if ``seat`` is a person's; a deal whose verdicts are
    back is kept as judged, so the pool's work outlives its errand. Cheap when asked again (the
    page asks on every poll while the deal's end is shown)."""
    if coach is None or not game.over or not game.is_person(seat):
        return
    for deal, key, seed, mine in _deals(game, seat):
        if mine is None or JUDGED.has(key):  # a deal rested has no decision to judge
            continue
        verdicts = coach.prepared((REVIEW, key))
        if verdicts is None:
            coach.prepare((REVIEW, key), seat_verdicts, deal.record, mine, seed)
        else:
            JUDGED.put(key, _decisions(verdicts))


def reviewed(game: Game, seat: int, coach: Thinker | None = None) -> Game:
    """The match as the review shows it to the person in ``seat``: its deals so far, each with
    that seat's decisions judged, the texts speaking to that seat. Only once the deal on the
    table is over (``FriendsError("deal_not_over")``): before, its cards are not all public.
    The verdicts ``prepare`` handed to ``coach`` are taken from it if they are back; a deal
    not back yet is worked out here at once, not waited for (on a busy machine the pool, at a
    lower priority than the server, may take far longer than the second it takes here)."""
    if not game.over:
        raise FriendsError("deal_not_over")
    if not game.is_person(seat):
        raise FriendsError("wrong_token")

    def make(deal: Game, key: tuple, seed: int, mine: int | None) -> tuple[Decision, ...]:
        verdicts = None if coach is None or mine is None else coach.prepared((REVIEW, key))
        return seat_decisions(deal, seat, seed) if verdicts is None else _decisions(verdicts)

    judged = [JUDGED.get(key, lambda d=deal, k=key, s=seed, m=mine: make(d, k, s, m))
              for deal, key, seed, mine in _deals(game, seat)]
    return game.changed(viewer=seat, decisions=judged[-1], earlier_decisions=tuple(judged[:-1]), notes={})
