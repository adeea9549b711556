"""A table for friends: several people, and bots if wanted, at one game of any rule set.

The seats are fixed when the table is made: each person's seat carries an unguessable token
(``seats.new_token``), and the game keeps one more, its onlookers' (``Game.watch``). A link
holds the table's id and one of them (``?table=ID&seat=TOKEN``, ``?table=ID&watch=TOKEN``):
the seat token opens that seat and no other, the onlookers' opens none. So nobody joins a
game already started, and a person plays only their own seat, drawn and commanded through the
table's one entry (``entry.view``, ``entry.act``): the bots reply until a person must move,
the deal and the match go on to the end. The coach is off by default (people play people).
Each person sees only their seat's view, an onlooker only the public view.

Once the match is over any person may ask for a rematch (``rematch``): a new match at the same
table (the same id, the same row), each person's seat with its token moved one seat on, so
every link still opens its own person's place, now at the next seat (and whoever led first
does not lead again). Each person's own decisions are judged by the coach only once a deal is
over (``friends_review``).

>>> from brisca.teach.table.seats import seat_of
>>> game = new_table("a" * 24, Settings(rules="000", coaching=False), ("person", "person"))
>>> [seat_of(game.seats, s.token) for s in game.seats], seat_of(game.seats, game.watch) is None
([0, 1], True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from urllib.parse import urlencode

from brisca.core.match_log import MatchGame
from brisca.core.record import deal
from brisca.core.rules import preset
from brisca.core.state import current_player
from brisca.text import seat_label, t

from . import flow, storage
from .access import FriendsError
from .command import RESIGN
from .five_seats import onlookers_board, onlookers_result, table_named
from .game import DEAL_LIMIT, Game, Settings
from .seat_board import seat_board, seat_names
from .seats import LEVELS, PERSON, Seat, new_token, people

CHOICES = (PERSON, *LEVELS)  # what may sit in a seat: a person, or a bot of one of the app's levels


def friend_seats(choices: Sequence[str], players: int) -> tuple[Seat, ...]:
    """One seat per choice (``CHOICES``), each person's with a token of its own; one person at least."""
    if len(choices) != players or any(c not in CHOICES for c in choices):
        raise FriendsError("bad_seats")
    if PERSON not in choices:
        raise FriendsError("nobody")
    return tuple(Seat(PERSON, new_token()) if c == PERSON else Seat(c) for c in choices)


def new_table(table_id: str, settings: Settings, choices: Sequence[str], rng: random.Random | None = None,
              budget: float | None = None) -> Game:
    """A newly dealt table with these seats and an onlookers' token, the bots' first moves made.
    Its cards are shuffled from a secret (``flow.secret_shuffle``), not from the table's number,
    which seeds the bots and the coach only; a deal named by number in ``settings`` (by code: a
    test, a benchmark; the page names none) is dealt from it, as practice deals it."""
    seats = friend_seats(choices, preset(settings.rules).players)
    named = settings.deal is not None
    number = settings.deal if named else (rng or random.SystemRandom()).randrange(DEAL_LIMIT)
    settings = Settings(**{**settings.to_json(), "deal": number})
    cards = deal(settings.rules_arg, number if named else flow.secret_shuffle())
    game = Game(table_id, settings, MatchGame.of((cards,)), seed=number, seats=seats, watch=new_token())
    return flow.bot_replies(game, budget=budget)


def start(settings: Settings, choices: Sequence[str], budget: float | None = None) -> Game:
    """A new table, saved."""
    return flow.created(new_table(storage.new_id(), settings, choices, budget=budget))


def rotated(seats: tuple[Seat, ...]) -> tuple[Seat, ...]:
    """Every seat's occupant, token and all, moved one seat on (the last to the first): partners
    stay partners, as seat ``s`` and ``s + 2`` move together."""
    return seats[-1:] + seats[:-1]


def rematch(game: Game, seat: int, rng: random.Random | None = None, budget: float | None = None) -> Game:
    """A new match at this table once the match is over, asked by the person in ``seat``: the
    same table and onlookers' token, the seats rotated (``rotated``), a new deal shuffled from a
    secret (``flow.secret_shuffle``), the bots' first moves made."""
    if not game.is_person(seat):
        raise flow.PracticeError("not_a_person")
    if not game.match_over:
        raise FriendsError("match_not_over")
    number = (rng or random.SystemRandom()).randrange(DEAL_LIMIT)
    settings = replace(game.settings, deal=number)
    cards = deal(settings.rules_arg, flow.secret_shuffle())
    fresh = Game(game.id, settings, MatchGame.of((cards,)), seed=number, seats=rotated(game.seats), watch=game.watch,
                 version=game.version)
    return flow.bot_replies(fresh, budget=budget)


def link(base: str, table_id: str, lang: str, seat_token: str | None = None, watch_token: str | None = None) -> str:
    """A link to the table (``base``: the page's whole address, or a relative one)."""
    key, token = ("seat", seat_token) if seat_token is not None else ("watch", watch_token)
    return f"{base}?{urlencode({'table': table_id, key: token, 'lang': lang})}"


def links(game: Game, base: str, lang: str) -> tuple[list[tuple[int, str]], str]:
    """Each person's seat with its private link, and the onlookers' link."""
    seats = [(i, link(base, game.id, lang, seat_token=game.seats[i].token)) for i in people(game.seats)]
    return seats, link(base, game.id, lang, watch_token=game.watch)


# -- what each place shows ------------------------------------------------------------------


def place_name(game: Game, seat: int, lang: str) -> str:
    """A seat as the onlookers and the waiting line name it: a player or a computer by number."""
    if game.seats[seat].person:
        return seat_label(seat, lang)
    return t("friends-bot_seat", lang, n=seat + 1, level=t(f"practice-level-{game.seats[seat].who}", lang))


def _waiting(game: Game, lang: str) -> str | None:
    """Whose turn it is, as the onlookers name the seat (a person's: the bots have replied), or
    who resigned."""
    if game.resigned:
        key = "friends-watch_resigned_side" if game.record.rules.teams else "friends-watch_resigned"
        return t(key, lang, n=game.resigned_seat + 1)  # only a person resigns: named by number, as place_name does
    if game.over:
        return None
    return t("friends-waiting", lang, who=table_named(game, game.playing[current_player(game.state)], lang))


def board_of(game: Game, seat: int | None, lang: str, notice: str | None = None) -> dict:
    """The board for the person in ``seat`` as practice draws it, from that seat's view
    (``seat_board(seat=)``), without the coach's controls; an onlooker's (``None``) from the
    public view."""
    if seat is None:
        return _watch_board(game, lang)
    data = seat_board(game, lang, notice=notice, seat=seat)
    if not game.over and not game.to_move(seat) and seat != game.rester:
        # in a sentence, named as this board's sentences name the seat ("le toca al rival")
        names = seat_names(game.changed(viewer=seat), lang)[1]
        data["status"] = t("friends-waiting", lang, who=names[current_player(game.state)])
    # resigning only (asked twice, as practice does): no take-back, hint or leaving at a table of people
    data["controls"] = [c for c in data["controls"] if c["id"] == RESIGN.code]
    # The seat saw its own card as it clicked: the others' come one after another from there,
    # not after its own shown again (a friend's card then reaches the table at once)
    last = flow.last_ply_of(game, seat)
    if last is not None and game.record.moves[last].is_play and data["frames"]:
        data["frames"] = data["frames"][1:]
    return data


def _watch_board(game: Game, lang: str) -> dict:
    seats = game.playing  # each seat of the deal by the table's seat in it (at five, the one resting has none)
    labels = [place_name(game, seat, lang) for seat in seats]
    # every seat in sentences by its place at the table, as its label here: a person's deal seat
    # differs from its table seat at five
    names = {s: table_named(game, seat, lang) for s, seat in enumerate(seats)}
    return onlookers_board(game, lang, labels, names, _waiting(game, lang) or onlookers_result(game, lang), [])


