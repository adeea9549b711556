"""Each person keeps their own seat at a friends' table, in a real browser: after a rematch,
which moves every person one seat on, both keep their board (they lost it for 6 to 12 s, told
their seat was "open in another browser", since holds were kept by seat number), and the one
who asked for it is not told the game "changed in another tab"; and a browser that took its
seat on purpose ("play from here") plays it from a second tab and after a reload too (a busy
browser never wrote its holder cookie: the write went out with an element of the board's
fragment, which its next poll removed before the browser ran it)."""

from __future__ import annotations

import time

import pytest
from conftest import as_seat, came_true
from playwright.sync_api import expect

from brisca.core.state import current_player
from brisca.teach.table import entry, flow, friends, holds
from brisca.teach.table.command import Command
from brisca.teach.table.game import Settings
from brisca.text import t
from browser.conftest import TIMEOUT_MS, wait_for_app
from browser.test_friends_match_browser import VERSION

pytestmark = pytest.mark.browser
BOARD = ".board[data-version]"
HOLDER_COOKIE = "brisca_seat_holder"


def _ended() -> flow.Game:
    """A two-player table whose match (one deal) is over, played out by the test's own browser
    key, which then leaves it (its holds gone)."""
    game = friends.start(Settings(rules="000", coaching=False), ("person", "person"))
    while not game.over:
        seat = current_player(game.state)
        game = flow.commit(game, entry.apply(game, as_seat(game, seat), Command.of(game.view_of(seat).legal[0])).game)
    return game


def _open(browser, link: str, lang: str, width: int, slow: float = 0):
    phone = width < 500
    context = browser.new_context(viewport={"width": width, "height": 844 if phone else 768}, is_mobile=phone,
                                  has_touch=phone, locale="es-ES" if lang == "es" else "en-GB")
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    if slow:  # a busy browser: its scripts run this many times slower
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": slow})
    page.goto(link)
    return page


def _warned(page, lang: str) -> list[str]:
    """What the page says of the seat or the game that a person at their own seat must never
    read: their seat open or played elsewhere, the game changed in another tab."""
    words = [t("friends-seat_taken", lang), t("friends-seat_lost", lang), t("error-storage-conflict", lang)]
    shown = " ".join(page.locator('[data-testid="stAlertContainer"]').all_inner_texts()
                     + page.locator(".board .verdict").all_inner_texts())
    return [w for w in words if w in shown]


@pytest.mark.parametrize("lang, widths", [("es", (390, 1366)), ("en", (1366, 390))])
def test_after_a_rematch_each_person_keeps_their_board(server, server_db, browser, monkeypatch, lang, widths):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game = _ended()
    link = "{}/friends?table={}&seat={}&lang={}"
    pages = [_open(browser, link.format(server, game.id, s.token, lang), lang, w)
             for s, w in zip(game.seats, widths, strict=True)]
    for page in pages:
        page.wait_for_selector(BOARD)
        page.get_by_role("button", name=t("friends-rematch", lang)).wait_for()
        wait_for_app(page)
    clicker = pages[1]
    clicker.get_by_role("button", name=t("friends-rematch", lang)).click()
    clicker.wait_for_function(f"v => Number(({VERSION})()) > v", arg=game.version)
    again = flow.load(game.id)
    assert again.version > game.version and not again.over
    # every page says it holds its seat again after the time a hold by the other person's
    # browser would have gone stale: such a hold is said "open in another browser" until then
    stale = time.time() + holds.HELD_SECONDS

    def renewed_without_warning() -> bool:
        for k, page in enumerate(pages):
            assert not _warned(page, lang), (k, _warned(page, lang))
        return all((holds.last_seen(game.id, s.token) or 0) > stale for s in game.seats)

    assert came_true(renewed_without_warning)
    for k, page in enumerate(pages):
        seat = again.seats.index(next(s for s in again.seats if s.token == game.seats[k].token))
        expect(page.get_by_text(t("friends-you_are", lang, n=seat + 1))).to_be_visible()
        expect(page.locator(BOARD)).to_have_attribute("data-version", str(again.version))
        page.context.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_seat_played_from_here_is_played_from_a_second_tab_and_after_a_reload(server, server_db, browser,
                                                                              monkeypatch, lang):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game = friends.start(Settings(rules="000", coaching=False), ("person", "person"))
    link = f"{server}/friends?table={game.id}&seat={game.seats[0].token}&lang={lang}"
    first = _open(browser, link, lang, 1366)  # the person's other browser, open now
    first.wait_for_selector(BOARD)
    mine = _open(browser, link, lang, 390, slow=12)  # this browser, a busy one
    here = mine.get_by_role("button", name=t("friends-play_here", lang))
    here.wait_for()
    here.click()
    mine.wait_for_selector(BOARD)
    cookies = mine.context.cookies
    assert came_true(lambda: any(c["name"] == HOLDER_COOKIE for c in cookies()), TIMEOUT_MS / 1000), \
        "no holder cookie written"
    second = mine.context.new_page()  # a second tab of the same browser
    second.set_default_timeout(TIMEOUT_MS)
    second.goto(link)
    second.wait_for_selector(BOARD)
    wait_for_app(second)
    assert not _warned(second, lang)
    mine.reload()
    mine.wait_for_selector(BOARD)
    wait_for_app(mine)
    assert not _warned(mine, lang)
    expect(first.get_by_text(t("friends-seat_lost", lang))).to_be_visible()  # the other browser lost it
    for page in (first, mine):
        page.context.close()
