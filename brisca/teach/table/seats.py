"""A table of seats, each a person or a bot with its level: who plays a practice game.
A person's seat carries who sits there as data: an unguessable token (as game ids are), or
none for the practice learner, known by the learner key instead.

Practice puts one person at the table and bots in the other seats; a table of friends will
put several people on the same model. Nothing here names a seat by its number: the person's
seat, the bots and their seeds all come from the seats.

>>> seats = practice_seats(4, "hard")
>>> [s.who for s in seats], people(seats)
(['person', 'hard', 'hard', 'hard'], (0,))
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

from brisca.bots import EASY_NOISE as EASY_NOISE
from brisca.bots import LEVELS as LEVELS
from brisca.bots import level_bot
from brisca.bots.basic import Bot

PERSON = "person"
TOKEN = re.compile(r"[A-Za-z0-9_-]{24}")  # as ``storage.new_id`` makes them: 18 random bytes


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits in a seat: ``"person"`` (with the person's ``token``, if any), or a bot's level."""

    who: str
    token: str | None = None

    def __post_init__(self) -> None:
        if self.who != PERSON and self.who not in LEVELS:
            raise ValueError(f"no such seat: {self.who!r}")
        if self.token is not None and (self.who != PERSON or not TOKEN.fullmatch(str(self.token))):
            raise ValueError("a token is a person's, and unguessable")

    @property
    def person(self) -> bool:
        return self.who == PERSON


def practice_seats(players: int, level: str, learner: int = 0) -> tuple[Seat, ...]:
    """The learner at ``learner``, a bot of ``level`` in every other seat (the partner too)."""
    return tuple(Seat(PERSON if seat == learner else level) for seat in range(players))


def people(seats: tuple[Seat, ...]) -> tuple[int, ...]:
    """The seats where people sit."""
    return tuple(i for i, s in enumerate(seats) if s.person)


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat``: the game's own for seat 1, so a two-player game plays
    as it always has; the other seats' drawn apart from it."""
    return seed + 1_000_003 * (seat - 1)


def bots_of(seats: tuple[Seat, ...], seed: int) -> dict[int, Bot]:
    """The bots of a table by seat (the people's seats have none). A bot partnered with a
    person does not read that person's silence as a statement: a person signs as they please,
    not by the bots' convention of saying everything true (partners sit a seat apart in play
    order at every table with signals)."""
    bots = {i: level_bot(s.who, bot_seed(seed, i)) for i, s in enumerate(seats) if not s.person}
    for i, bot in bots.items():
        bot.reads_silence = not any(j % 2 == i % 2 for j in people(seats))
    return bots


def new_token() -> str:
    """A person's token: unguessable, like a game's id."""
    return secrets.token_urlsafe(18)


def seat_of(seats: tuple[Seat, ...], token: str) -> int | None:
    """The seat of the person holding ``token``, if one sits at the table."""
    return next((i for i, s in enumerate(seats) if s.person and s.token is not None and s.token == token), None)


def seats_to_json(seats: tuple[Seat, ...]) -> list:
    """Each seat as its level or ``"person"``, a person with a token as ``{"who", "token"}``."""
    return [s.who if s.token is None else {"who": s.who, "token": s.token} for s in seats]


def seats_from_json(data: object, players: int) -> tuple[Seat, ...]:
    """Saved seats, checked: one per seat of the table, one person at least."""
    if not isinstance(data, list) or len(data) != players:
        raise ValueError("bad seats")
    seats = tuple(_seat_from_json(w) for w in data)
    if not people(seats):
        raise ValueError("nobody at the table")
    return seats


def _seat_from_json(data: object) -> Seat:
    if isinstance(data, str):
        return Seat(data)
    if isinstance(data, dict) and set(data) == {"who", "token"} and isinstance(data["token"], str):
        return Seat(data["who"], data["token"])
    raise ValueError("bad seat")
