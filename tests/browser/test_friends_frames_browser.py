"""Every field of every frame a friends' table sends, in a real browser, at every kind of table:
two, three, pairs with señas, six, five, Subastada alone and in pairs, chiamata. At each, one
person plays a whole deal by clicks from their own browser, another person's moves are made
through the table's one flow, bots play the rest, and an onlooker watches from a third
browser; every frame each of the two browsers receives over Streamlit's websocket is read
whole (the board's data, the widgets' ids and keys, every text, number and id): none holds the
deal's number nor any number derived from it (the frames' ids held it: ``python -m brisca deal
--seed N`` then printed every hand, the stock in order and who held the called card), nor the
token of another place, nor a card hidden from that place at the version it draws."""

from __future__ import annotations

import re
import time

import pytest
from conftest import HOLDER, as_seat, hidden_from
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_board_secrets import numbers_of

from brisca.core.state import current_player
from brisca.teach.table import entry, flow, friends, holds, storage
from brisca.teach.table.command import Command
from brisca.teach.table.game import Settings
from browser.conftest import TIMEOUT_MS, wait_for_app
from browser.test_friends_match_browser import VERSION, _leaks, _text

pytestmark = pytest.mark.browser
BOARD = ".board[data-version]"
# each kind of table: its rules, who sits where (the first person plays by clicks, the second
# through the flow), and the language and width its browsers are opened at
TABLES = [("000", ("person", "person"), "es", 390),
          ("000-three", ("person", "easy", "person"), "en", 1366),
          ("004-pairs-signals", ("person", "person", "easy", "easy"), "es", 1366),
          ("003-six", ("person", "easy", "easy", "person", "easy", "easy"), "en", 390),
          ("003-five", ("person", "easy", "person", "easy", "easy"), "es", 390),
          ("003-subastada", ("person", "person"), "en", 1366),
          ("003-subastada-pairs", ("person", "easy", "person", "easy"), "es", 1366),
          ("003-chiamata", ("person", "easy", "person", "easy", "easy"), "en", 390)]


def _open(browser, link: str, lang: str, width: int, frames: list):
    phone = width < 500
    context = browser.new_context(viewport={"width": width, "height": 844 if phone else 768}, is_mobile=phone,
                                  has_touch=phone, locale="es-ES" if lang == "es" else "en-GB")
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(_text(payload))))
    page.goto(link)
    page.wait_for_selector(BOARD)
    wait_for_app(page)
    return page


LONG = 7  # numbers of fewer digits are not looked for in the frames' bytes: they could be there by chance


def _table(rules: str, choices: tuple[str, ...]) -> flow.Game:
    """A table made as the page makes one (no number named: its cards from a secret), its number
    of nine digits, so a frame holding it could not hold it by chance."""
    while True:
        game = friends.start(Settings(rules=rules, coaching=False, level="easy"), choices)
        if game.settings.deal >= 10**8:
            return game


def _noted(game: flow.Game, hidden: dict) -> None:
    """What each place may not see at the game's version: each person's seat (at five, the one
    resting sees what the onlookers see), and the onlookers'."""
    places = {s.token: None if i == game.rester else i for i, s in enumerate(game.seats) if s.person}
    hidden[game.version] = {**{tok: {c.code for c in hidden_from(game, seat) if c is not None}
                               for tok, seat in places.items()},
                            None: {c.code for c in hidden_from(game, None) if c is not None}}


def _holds_number(text: str, n: int) -> bool:
    """Whether ``text`` holds the number ``n`` as a number of its own (no digit either side)."""
    return re.search(rf"(?<![0-9]){n}(?![0-9])", text) is not None


def _click(page, game: flow.Game, seat: int) -> None:
    """The seat's first legal action, clicked on its board: a card of its hand, else a bid, a
    trump named, a marriage or an exchange among the board's buttons."""
    action = game.view_of(seat).legal[0]
    selector = (f'.hand button[data-code="{action.code}"]' if action.is_play
                else f'button[data-action="{action.code}"]')
    button = page.locator(selector).first
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while True:
        try:
            button.click(timeout=5000)
            return
        except PlaywrightTimeout:  # not drawn yet (the board's pace), or drawn again meanwhile
            if time.monotonic() > deadline:
                raise


@pytest.mark.parametrize("rules, choices, lang, width", TABLES, ids=[t[0] for t in TABLES])
def test_no_frame_holds_a_seed_a_token_or_a_hidden_card(server, server_db, browser, monkeypatch, rules, choices,
                                                        lang, width):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game = _table(rules, choices)
    mine, theirs = (i for i, s in enumerate(game.seats) if s.person)
    link = "{}/friends?table={}&{}={}&lang={}"
    frames = {game.seats[mine].token: [], None: []}
    page = _open(browser, link.format(server, game.id, "seat", game.seats[mine].token, lang), lang, width,
                 frames[game.seats[mine].token])
    onlooker = _open(browser, link.format(server, game.id, "watch", game.watch, lang), lang, 1366 - width + 390,
                     frames[None])
    hidden, numbers = {}, set()
    while True:
        game = flow.load(game.id)
        _noted(game, hidden)
        numbers |= numbers_of(game)
        if game.over:
            break
        seat = game.playing[current_player(game.state)]
        before = game.version
        if seat == mine:
            _click(page, game, seat)
            # the page saves the click and the bots' replies, then draws the table it saved
            page.wait_for_function(f"v => Number(({VERSION})()) > v", arg=before)
        else:
            assert seat == theirs  # the bots have replied: a person is to move
            assert holds.hold(game.id, game.seats[theirs].token, HOLDER)  # their own browser (the test's)
            flow.commit(game, entry.apply(game, as_seat(game, theirs), Command.of(game.view_of(theirs).legal[0])).game)
        assert storage.version(game.id) != before
    for each in (page, onlooker):  # both drew the deal's end
        each.wait_for_function(f"v => ({VERSION})() === v", arg=str(game.version))

    tokens = {s.token for s in game.seats if s.token} | {game.watch}
    for place, got in frames.items():
        own = game.watch if place is None else place
        boards, leaked = _leaks(got, hidden, place)
        assert boards >= 2 and not leaked, (rules, place is None, boards, leaked)
        text = "\n".join(got)
        assert not [tok for tok in tokens - {own} if tok in text], (rules, place is None)
        assert not [n for n in numbers if len(str(n)) >= LONG and _holds_number(text, n)], (rules, place is None)
    for each in (page, onlooker):
        each.context.close()
