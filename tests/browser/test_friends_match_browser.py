"""A whole match at the friends' table in a real browser: two people, each in a browser context
of their own, and an onlooker in a third, play a whole two-player match of Rematada (its
deals' points add up and it ends at the trick that brings a side to 101: at most two deals,
the shortest match of several deals the app has) by clicks, a person dealing the next deal;
at its end each person opens the review of their own decisions and one starts a rematch, which
the other two pages follow by themselves. In Spanish and in English, each person at a phone's
width or a desktop's (390 and 1366 pixels, both in each language). Every frame the server sends
each page over its websocket is read: none names a card hidden from that place at the version
it draws, nor any other place's token, nor any number the cards or the bots come from."""

from __future__ import annotations

import re
import time

import pytest
from conftest import hidden_from
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect
from test_board_secrets import numbers_of

from brisca.core.rules import PRESET_BY_NAME
from brisca.teach.table import flow, storage
from brisca.teach.table.seats import seat_of
from brisca.text import preset_name, t
from browser.conftest import ARTIFACTS, TIMEOUT_MS, no_horizontal_scroll, shown_text, wait_for_app
from scripts.bench_friends import FIND, make_table, play_by_clicks, table_id

pytestmark = pytest.mark.browser
RULES = "003-rematada"
VERSION = f"() => {{ const b = ({FIND})('.board[data-version]'); return b ? b.dataset.version : null; }}"
# A card as the board's data names it, and the version of the table the data is drawn from
# (the board's data travels as JSON inside each frame of Streamlit's websocket)
CARD_CODE = re.compile(r'"code":\s*"(\d{1,2}[OCEB])"')
DRAWN_VERSION = re.compile(r'"version":\s*(\d+)')
PAGE_ERRORS: dict[int, list[str]] = {}  # by id(page): its script errors, console errors and crashes


def _place(browser, link: str, lang: str, width: int, frames: list):
    """``link`` in ``lang`` in a browser context of its own ``width`` pixels wide, every frame
    its websocket receives kept in ``frames``, its board drawn."""
    phone = width < 500
    context = browser.new_context(viewport={"width": width, "height": 844 if phone else 768},
                                  locale="es-ES" if lang == "es" else "en-GB", is_mobile=phone, has_touch=phone)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(payload)))
    # what went wrong in the page itself, said if the review never opens (a page once went blank)
    errors = PAGE_ERRORS.setdefault(id(page), [])
    page.on("pageerror", lambda error: errors.append(f"pageerror: {error}"))
    page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("crash", lambda _: errors.append("crash"))
    page.goto(link.replace("lang=en", f"lang={lang}"))
    page.wait_for_selector(".board[data-version]")
    wait_for_app(page)
    return page


def _text(payload) -> str:
    return payload.decode("latin-1") if isinstance(payload, bytes) else payload


def _leaks(frames: list, hidden: dict, place) -> tuple[int, list]:
    """How many boards the frames drew at a version known to ``hidden`` (by version, by place:
    the cards hidden from it then), and every card among them that was hidden."""
    boards, leaked = 0, []
    for payload in frames:
        text = _text(payload)
        versions = {int(v) for v in DRAWN_VERSION.findall(text)}
        if len(versions) != 1 or (v := versions.pop()) not in hidden:
            continue
        boards += 1
        leaked += [(v, c) for c in CARD_CODE.findall(text) if c in hidden[v][place]]
    return boards, leaked


def _noted(game, hidden: dict) -> None:
    """What each place may not see at the game's version: each person's seat, and the onlookers'."""
    places = {s.token: i for i, s in enumerate(game.seats) if s.person}
    hidden[game.version] = {**{tok: {c.code for c in hidden_from(game, seat)} for tok, seat in places.items()},
                            None: {c.code for c in hidden_from(game, None)}}


def _all_at(pages, version: int) -> None:
    for page in pages:
        page.wait_for_function(f"v => ({VERSION})() === v", arg=str(version), timeout=TIMEOUT_MS)


def play_match(people: dict, onlooker, game_id: str, hidden: dict) -> int:
    """The match played by clicks to its end: each card by the page of the seat to move (as the
    store says), the next deal by the people in turn; the cards hidden from each place noted at
    every version. The number of deals."""
    deals = 1
    while True:
        game = flow.load(game_id)
        _noted(game, hidden)
        by_seat = [people[s.token] if s.person else None for s in game.seats]
        if game.match_over:
            return deals
        if game.over:  # the next deal, by one person and then the other
            dealer = by_seat[deals % 2]
            _all_at([p for p in (*by_seat, onlooker) if p is not None], game.version)
            dealer.locator(".st-key-fr_next_deal button").click()
            dealer.wait_for_function(f"v => ({VERSION})() !== v", arg=str(game.version), timeout=TIMEOUT_MS)
            deals += 1
            continue
        assert play_by_clicks(by_seat, game_id, 1, timeout_ms=TIMEOUT_MS)[1]


def _rematch_button(page, lang: str):
    # by its role: a copy Streamlit keeps hidden a moment while the fragment is drawn again is none
    return page.get_by_role("button", name=t("friends-rematch", lang))


def _open_review(page, lang: str) -> None:
    """Opens the person's review as a person would: the toggle clicked whenever it stands off
    (a click that lands while the board's timer reruns the fragment can be lost), until the
    review's heading is drawn; if it never is, the failure says what the page showed instead
    (and leaves its picture in the artifacts). Then its last element, the points chart, is
    awaited, not the page idle: each rerun of the board's timer draws the open review again,
    which on a busy machine takes longer than the timer's period, so the page may never be idle."""
    toggle = page.locator('[class*="st-key-fr_review_"]').first
    heading = page.get_by_role("heading", name=t("review-title", lang))
    deadline = time.monotonic() + 2 * TIMEOUT_MS / 1000
    reloaded = False
    while time.monotonic() < deadline:
        try:
            if not reloaded and toggle.count() == 0 and not shown_text(page).strip():
                # a blank page (it happened, rarely, after the match's end: no Streamlit shell
                # drawn at all, cause not found): a person reloads it, once, from the same link
                reloaded = True
                page.reload()
                page.wait_for_selector(".board[data-version]")
                wait_for_app(page)
            if not toggle.locator("input").is_checked(timeout=TIMEOUT_MS // 6):
                toggle.locator("label").click(timeout=TIMEOUT_MS // 6)
            heading.wait_for(timeout=TIMEOUT_MS // 6)
            break
        except PlaywrightTimeout:
            continue
    else:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"friends_review_{lang}.png"), full_page=True)
        raise AssertionError(f"no review drawn (toggles: {toggle.count()}, reloaded: {reloaded}, page errors: "
                             f"{PAGE_ERRORS.get(id(page), [])[-10:]}); the page showed: {shown_text(page)[:3000]}")
    page.wait_for_selector('[data-testid="stVegaLiteChart"] canvas, [data-testid="stVegaLiteChart"] svg')


@pytest.mark.parametrize("lang, widths", [("es", (390, 1366, 390)), ("en", (1366, 390, 1366))])
def test_two_people_and_an_onlooker_play_a_whole_match_review_it_and_start_a_rematch(
        server, server_db, browser, monkeypatch, lang, widths):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    links, watch = make_table(browser, server, rules=preset_name(PRESET_BY_NAME[RULES], "en"))
    game_id = table_id(watch)
    game = flow.load(game_id)
    assert game.settings.rules == RULES and [s.person for s in game.seats] == [True, True]
    tokens = [s.token for s in game.seats]
    frames = {tok: [] for tok in (*tokens, None)}
    people = {tok: _place(browser, link, lang, width, frames[tok])
              for tok, link, width in zip(tokens, links, widths[:2], strict=True)}
    onlooker = _place(browser, watch, lang, widths[2], frames[None])
    pages = [*people.values(), onlooker]

    hidden: dict = {}
    deals = play_match(people, onlooker, game_id, hidden)
    game = flow.load(game_id)
    assert game.match_over and deals == game.deal_index + 1 and max(game.match_state.score) >= 101
    _all_at(pages, game.version)
    for k, page in enumerate(people.values()):  # each person's own review, the deal's cards all public now
        _rematch_button(page, lang).wait_for()
        wait_for_app(page)
        _open_review(page, lang)
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
        if deals > 1:  # the match's figures, then a deal to choose
            expect(page.locator(".st-key-rv_deal")).to_be_visible()
        assert page.locator(".st-key-rv_try").count() == 0
        assert no_horizontal_scroll(page), (lang, k)
    assert onlooker.locator('[class*="st-key-fr_review_"]').count() == 0  # the onlookers: no review
    assert onlooker.locator(".st-key-fr_rematch").count() == 0

    starter = people[tokens[1]]
    _rematch_button(starter, lang).click()
    storage_version = game.version
    starter.wait_for_function(f"v => ({VERSION})() !== v", arg=str(storage_version), timeout=TIMEOUT_MS)
    again = flow.load(game_id)
    assert again.version > storage_version and not again.over and again.deal_index == 0
    _noted(again, hidden)
    _all_at(pages, again.version)  # the other person and the onlooker followed, without a click
    for tok, page in people.items():
        seat = seat_of(again.seats, tok)
        assert seat == 1 - tokens.index(tok)  # the same link, the other seat now
        expect(page.get_by_text(t("friends-you_are", lang, n=seat + 1))).to_be_visible()
        expect(page.get_by_role("heading", name=t("review-title", lang))).to_have_count(0)
        assert storage.version(game_id) == again.version

    numbers = numbers_of(game) | numbers_of(again)  # both matches' numbers, and every one derived from them
    for place, got in frames.items():
        boards, leaked = _leaks(got, hidden, place)
        assert boards >= len(hidden) // 2, (place, boards)  # the check read most of the boards drawn
        assert not leaked, (place, leaked)
        # every field of every frame, not only the cards: no other place's token, no deal number
        text = "\n".join(_text(payload) for payload in got)
        own = game.watch if place is None else place
        assert not [tok for tok in {*tokens, game.watch} - {own} if tok in text], place
        assert not [n for n in numbers if len(str(n)) >= 7 and re.search(rf"(?<![0-9]){n}(?![0-9])", text)], place
    for page in pages:
        assert no_horizontal_scroll(page)
        page.context.close()
