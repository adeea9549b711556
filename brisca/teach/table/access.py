"""Who may command a game opened by its id: the one rule, asked by every page that opens a game
and again by the table's one entry (``entry.act``), so no page can play a seat that is not its
visitor's.

A game is one of two kinds, told by the game itself, never by how it is filed:

- a friends' table (``is_friends_table``: it carries an onlookers' token, or a person's token
  in a seat) is played only from its links: a command comes with the seat's token (``Caller.token``)
  from the browser that holds that person's seat now (``Caller.holder``, ``holds``). Its
  onlookers' token commands nothing, and a learner key opens none of its seats: a friends'
  table never opens as a practice game, filed under a key or not;
- a practice game is played by the learner whose key it is filed under (``storage.claim``), or
  by anyone if it is filed under none (its filing failed).

>>> from brisca.teach.table.friends import new_table
>>> from brisca.teach.table.game import Settings
>>> table = new_table("c" * 24, Settings(rules="000", coaching=False, deal=1), ("person", "person"))
>>> is_friends_table(table)
True
>>> seat_for(table, Caller(learner="k" * 24))
Traceback (most recent call last):
brisca.teach.table.access.FriendsError: friends_table
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from brisca.core.errors import BriscaError

from . import holds, storage
from .decisions import PracticeError
from .seats import TOKEN, seat_of

if TYPE_CHECKING:
    from .game import Game


class FriendsError(BriscaError):
    """A table that cannot be made, opened or commanded so (``code``: ``bad_seats``, ``nobody``,
    ``bad_link``, ``not_a_table``, ``wrong_token``, ``watching``, ``not_here``,
    ``match_not_over``, ``deal_not_over``, ``expired``, ``taken_over``, ``friends_table``). A
    link's values came from outside: no message shows them back."""

    family = "friends"


@dataclass(frozen=True, slots=True)
class Caller:
    """Who sends a command: a browser's learner key (practice), or a seat's token from a
    friends' link and the browser's holder key. Never shown: its values open games."""

    learner: object = field(default=None, repr=False)
    token: object = field(default=None, repr=False)
    holder: object = field(default=None, repr=False)


def is_friends_table(game: Game) -> bool:
    """Whether ``game`` is a friends' table: it has an onlookers' token, or a person's token in a
    seat (a practice game has neither: its learner is known by the key it is filed under)."""
    return game.watch is not None or any(s.token is not None for s in game.seats)


def seat_for(game: Game, caller: Caller) -> int:
    """The table seat ``caller`` may command in ``game``, else the refusal: at a friends' table
    ``FriendsError`` (``friends_table`` for a caller with no token, ``bad_link``, ``watching``,
    ``wrong_token``, ``expired``, ``watching``, ``taken_over``); a practice game filed under another learner's key
    ``PracticeError("not_yours")``, and a friends' link to it ``FriendsError("not_a_table")``."""
    if not isinstance(caller, Caller):
        raise FriendsError("bad_link")
    if is_friends_table(game):
        return _person_seat(game, caller)
    if caller.token is not None:
        raise FriendsError("not_a_table")
    owner = storage.owner(game.id)
    if owner is not None and owner != caller.learner:
        raise PracticeError("not_yours")
    return game.learner


def kept_deal(game: Game, caller: Caller, deal: object) -> Game:
    """The match's deal ``deal`` of ``game``, whose coach's notes ``caller`` may read (the
    analysis board opened from a review step: the values, the labels and, through the position
    they are checked against, the learner's hand). Only a practice game ``caller`` may play
    (``seat_for``), and a deal that is over, when its cards may all be seen; else the refusal:
    a friends' table ``FriendsError("friends_table")`` whatever the caller carries (its notes are
    its players', seen in its own review), another learner's game ``PracticeError("not_yours")``,
    no such deal ``PracticeError("no_such_deal")``, a deal still played
    ``PracticeError("deal_not_over")``."""
    if is_friends_table(game):
        raise FriendsError("friends_table")
    seat_for(game, caller)
    if type(deal) is not int:
        raise PracticeError("no_such_deal")
    played = game.deal_game(deal)
    if not played.over:
        raise PracticeError("deal_not_over")
    return played


def _person_seat(game: Game, caller: Caller) -> int:
    """The seat a link's token opens at a friends' table, for the browser that holds it now."""
    token = caller.token
    if token is None:
        raise FriendsError("friends_table")  # a learner key, a practice page: no seat here
    if not isinstance(token, str) or not TOKEN.fullmatch(token):
        raise FriendsError("bad_link")
    watching = game.watch is not None and secrets.compare_digest(token, game.watch)
    seat = None if watching else seat_of(game.seats, token)
    if seat is None and not watching:
        raise FriendsError("wrong_token")
    if holds.expired(game.id):  # nobody touched it for days: its links open nothing any more, an onlooker's neither
        raise FriendsError("expired", days=holds.EXPIRES_DAYS)
    if watching:
        raise FriendsError("watching")
    if not (storage.valid_id(caller.holder) and holds.held_by(game.id, caller.token, caller.holder)):
        raise FriendsError("taken_over")
    return seat
