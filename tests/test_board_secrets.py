"""No board sent to a seat or an onlooker holds anything from which a hidden card can be worked
out: no deal number (``python -m brisca deal --seed N`` deals every hand again, the stock in
order and, at chiamata, who holds the called card), no number derived from it (the match's
later deals, the bots' seeds, whose play it foretells), no other place's token, and no card
hidden from that place. Every field of every board is read, keys and values alike (a frame's
``id`` once was ``"<seed>:<move>"``), at every table of the app, at every position of random
deals: each person's board and the onlookers' at a friends' table, and the learner's in
practice. The pages' own elements are read the same way (a widget's key reaches the browser:
the review's toggle once named the deal number), and a friends' table's cards come from a
secret, not from its number."""

import random

import pytest
from conftest import as_seat, examples, hidden_from, hidden_from_learner, open_page, page_texts
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.core.cards import Card
from brisca.core.record import deal
from brisca.core.state import current_player
from brisca.teach.table import entry, flow, friends
from brisca.teach.table.command import NEXT_DEAL, Command
from brisca.teach.table.flow import PRACTICE_PRESETS, Game, Settings, deal_seed, new_game
from brisca.teach.table.seat_board import seat_board
from brisca.teach.table.seats import bot_seed

LONG = 6  # a number of this many digits or more is looked for inside every text too, not only as a whole value


def texts(value) -> list[str]:
    """Every key and every value of a board's data, as text."""
    out = []
    if isinstance(value, dict):
        for key, item in value.items():
            out.append(str(key))
            out += texts(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            out += texts(item)
    elif value is not None:
        out.append(str(value))
    return out


def numbers_of(game: Game) -> set[int]:
    """Every number the game's cards or bots come from: its deal number, the match's deals' seeds
    derived from it, the seed of the deal on the table and each bot's."""
    seeds = {game.settings.deal, game.seed, *(deal_seed(game.settings.deal, k) for k in range(1, 8))}
    return seeds | {bot_seed(s, seat) for s in seeds for seat in range(len(game.seats))}


def leaks(data: dict, numbers: set[int], tokens: set[str], hidden: set[Card]) -> list:
    """What of ``numbers``, ``tokens`` and the ``hidden`` cards' codes any field of ``data`` holds."""
    found = []
    for text in texts(data):
        found += [n for n in numbers if text == str(n) or len(str(n)) >= LONG and str(n) in text]
        found += [tok for tok in tokens if tok in text]
    codes = {c.code for c in hidden if c is not None}  # chiamata deals every card: no turned-up one
    found += [c for c in _card_codes(data) if c in codes]
    return found


def _card_codes(value) -> list[str]:
    out = []
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "code" and isinstance(item, str):
                out.append(item.split(":")[-1])
            else:
                out += _card_codes(item)
    elif isinstance(value, list):
        for item in value:
            out += _card_codes(item)
    return out


def check_places(game: Game, lang: str) -> int:
    """Each person's board and the onlookers' read whole; how many were read."""
    numbers, read = numbers_of(game), 0
    tokens = {s.token for s in game.seats if s.token} | {game.watch}
    for seat in (*(i for i, s in enumerate(game.seats) if s.person), None):
        data = friends.board_of(game, seat, lang)
        own = {game.watch} if seat is None else {game.seats[seat].token}
        sees = None if seat == game.rester else seat  # at five the one resting sees what onlookers see
        found = leaks(data, numbers, tokens - own, hidden_from(game, sees))
        assert not found, (seat, found, game.settings.rules)
        read += 1
    return read


def _choices(players: int, rng: random.Random) -> tuple[str, ...]:
    """People in two seats at least (each with a token another may not learn), bots in the rest at random."""
    choices = [rng.choice(("person", "easy")) for _ in range(players)]
    for seat in rng.sample(range(players), 2):
        choices[seat] = "person"
    return tuple(choices)


@settings(max_examples=examples(100), deadline=None)
@given(name=st.sampled_from(PRACTICE_PRESETS), number=st.integers(10**8, 10**9 - 1), rng_seed=st.integers(0, 2**32),
       lang=st.sampled_from(["es", "en"]))
def test_no_board_at_a_friends_table_holds_a_seed_a_token_or_a_hidden_card(name, number, rng_seed, lang):
    """A deal played to its end by random legal moves and, in a match, the next deal begun:
    every board of every place at every position read whole."""
    rng = random.Random(rng_seed)
    players = Settings(rules=name).table_rules.players
    game = friends.new_table("s" * 24, Settings(rules=name, coaching=False, deal=number, level="easy"),
                             _choices(players, rng))
    read, dealt = 0, 0
    while True:
        read += check_places(game, lang)
        if game.over:
            if game.match_over or dealt:
                break
            people = [i for i, s in enumerate(game.seats) if s.person]
            game = entry.apply(game, as_seat(game, rng.choice(people)), NEXT_DEAL).game
            dealt += 1
            continue
        seat = game.playing[current_player(game.state)]
        game = entry.apply(game, as_seat(game, seat), Command.of(rng.choice(game.view_of(seat).legal))).game
        if dealt and rng.random() < 0.15:  # the next deal's first moves, and its boards, are enough
            read += check_places(game, lang)
            break
    assert read > players


@settings(max_examples=examples(200), deadline=None)
@given(name=st.sampled_from(PRACTICE_PRESETS), number=st.integers(10**8, 10**9 - 1), rng_seed=st.integers(0, 2**32))
def test_no_practice_board_holds_its_deal_number(name, number, rng_seed):
    """The learner's board in practice, at every position of a random deal against the bots:
    neither the deal's number (drawn at random, the learner does not know it) nor any number
    derived from it, nor a card hidden from the learner."""
    rng = random.Random(rng_seed)
    game = new_game("p" * 24, Settings(level="easy", rules=name, coaching=False, deal=number))
    while not game.over:
        if not game.resting:
            found = leaks(seat_board(game, "es"), numbers_of(game), set(), hidden_from_learner(game))
            assert not found, (name, found)
        game = flow.play(game, rng.choice(game.view.legal)) if game.learner_to_move else flow.bot_replies(game)
    assert not leaks(seat_board(game, "en"), numbers_of(game), set(), set())


def test_a_friends_tables_cards_come_from_a_secret_not_from_its_number():
    """Its number seeds the bots and the coach: the cards are shuffled from 128 secret bits, so a
    person who learnt the number, or tried every number against the cards they see, learns no card
    (tables made by the page, which names no number; their next deals and rematches too)."""
    for name in ("000", "003-chiamata", "003-five"):
        for _ in range(3):
            players = Settings(rules=name).table_rules.players
            game = friends.start(Settings(rules=name, coaching=False), ("person",) * players)
            assert game.record.hands != deal(game.settings.rules_arg, game.settings.deal).hands
            assert game.seed == game.settings.deal  # the bots' seeds, as before


# -- the pages ------------------------------------------------------------------------------


def _played_out(game: Game) -> Game:
    while not game.over:
        seat = game.playing[current_player(game.state)]
        game = flow.commit(game, entry.apply(game, as_seat(game, seat), Command.of(game.view_of(seat).legal[0])).game)
    return game


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_friends_page_names_a_seed_or_another_places_token(lang):
    """Each person's page and the onlookers', while a deal is played and once it is over (the
    review's toggle and the next deal's button shown): no element names a number the cards or
    the bots come from, nor another place's token."""
    def table(number: int) -> Game:
        return friends.start(Settings(rules="001", coaching=False, deal=number), ("person", "person"))

    # played out before any page holds a seat
    tables = {"playing": table(987_654_321), "deal_over": _played_out(table(876_543_219))}
    for moment, game in tables.items():
        for seat in (0, 1, None):
            link = {"watch": game.watch} if seat is None else {"seat": game.seats[seat].token}
            page = open_page("pages/friends.py", lang, table=game.id, **link)
            assert not page.exception, page.exception
            shown = page_texts(page)
            assert "brisca_board" in shown
            own = game.watch if seat is None else game.seats[seat].token
            for token in {s.token for s in game.seats} | {game.watch}:
                assert (token in shown) is False or token == own, (moment, seat)
            for n in numbers_of(game):
                assert str(n) not in shown or len(str(n)) < LONG, (moment, seat, n)
