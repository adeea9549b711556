"""Play with friends in a real browser: two people, each in a browser context of their own on
their seat's link, and an onlooker on the watch link, play a whole two-player deal by clicks;
every card reaches the other seat's board (and the onlooker's) by itself, without a reload."""

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from brisca.core.rules import PRESET_BY_NAME
from brisca.teach.table import flow
from brisca.text import preset_name, t
from browser.conftest import no_horizontal_scroll
from scripts.bench_friends import FIND, make_table, open_link, play_by_clicks, table_id

TIMEOUT_MS = 120_000  # as long as the browser conftest awaits a condition: a busy machine is slow

pytestmark = pytest.mark.browser
MARK = "() => { window.__same_page = true; }"  # a reload would clear it
SAME = "() => window.__same_page === true"
# The codes of every card in the board's history of tricks (inside the component's shadow
# root): each is a picture named by its card's code.
HISTORY = """() => { const out = [];
  const walk = (root) => { for (const el of root.querySelectorAll('*')) {
      if (el.matches('.history img')) out.push(el.getAttribute('src').split('/').pop().replace('.svg', ''));
      if (el.shadowRoot) walk(el.shadowRoot); } };
  walk(document); return out; }"""
VERSION = f"() => {{ const b = ({FIND})('.board[data-version]'); return b ? b.dataset.version : null; }}"


def test_two_people_play_a_whole_deal_by_clicks_and_see_each_other_without_reload(server, server_db, browser,
                                                                                   monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    seats, watch = make_table(browser, server)
    game_id = table_id(watch)
    assert len(seats) == 2 and all(link.startswith(server + "/friends?table=") for link in seats)
    pages = [open_link(browser, link) for link in seats]
    onlooker = open_link(browser, watch)
    for page in (*pages, onlooker):
        page.evaluate(MARK)
    expect(onlooker.locator(".hand button")).to_have_count(0)

    times = play_by_clicks(pages, game_id, 40, timeout_ms=TIMEOUT_MS)[1]
    game = flow.load(game_id)
    assert game.over and len(game.record.moves) == 40 and sum(game.state.points) == 120
    assert len(times) == 40  # every card seen on the other seat's board
    final = str(game.version)
    for page in (*pages, onlooker):
        page.wait_for_function(f"v => ({VERSION})() === v", arg=final, timeout=TIMEOUT_MS)
        assert page.evaluate(SAME)  # never reloaded
    expect(onlooker.locator(".hand button")).to_have_count(0)
    for page in (*pages, onlooker):
        page.context.close()


def _phone_or_desktop(browser, link: str, lang: str, width: int):
    """``link`` in ``lang``, in a browser context of its own ``width`` pixels wide, its board drawn."""
    context = browser.new_context(viewport={"width": width, "height": 844 if width < 500 else 768},
                                  locale="es-ES" if lang == "es" else "en-GB")
    page = context.new_page()
    page.goto(link.replace("lang=en", f"lang={lang}"))
    page.wait_for_selector(".board[data-version]")
    return page


# each language on a phone and a desktop, the two people's places swapped between them
@pytest.mark.parametrize("lang, widths", [("es", (390, 1366)), ("en", (1366, 390))])
def test_two_rivals_and_two_bots_play_a_deal_in_pairs_on_a_phone_and_a_desktop(server, server_db, browser,
                                                                                 monkeypatch, lang, widths):
    # The form's seats 0 and 1 are people: rivals at four in pairs, so between their cards a bot
    # plays each time, and each person's board must show the other's card and the bots' alike.
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    seats, watch = make_table(browser, server, rules=preset_name(PRESET_BY_NAME["000-pairs"], "en"))
    game_id = table_id(watch)
    game = flow.load(game_id)
    assert game.record.rules.teams and [s.person for s in game.seats] == [True, True, False, False]
    pages = [_phone_or_desktop(browser, link, lang, width) for link, width in zip(seats, widths, strict=True)]
    phone = pages[widths.index(390)]
    for page in pages:
        expect(page.get_by_role("heading", name=t("friends-title", lang))).to_be_visible()  # in the link's language
        page.evaluate(MARK)
        assert no_horizontal_scroll(page)

    times = play_by_clicks(pages, game_id, 20, timeout_ms=TIMEOUT_MS)[1]
    game = flow.load(game_id)
    assert game.over and len(game.record.moves) == 40 and sum(game.state.points) == 120
    assert len(times) == 20  # each person's card seen on the other person's board
    played = sorted(m.code for m in game.record.moves)
    final = str(game.version)
    for page in pages:
        page.wait_for_function(f"v => ({VERSION})() === v", arg=final, timeout=TIMEOUT_MS)
        shown = page.evaluate(HISTORY)
        assert sorted(shown) == played  # the bots' cards reached this board too
        assert page.evaluate(SAME)  # never reloaded
    assert no_horizontal_scroll(phone)  # the phone, after a whole deal
    for page in pages:
        page.context.close()


@pytest.mark.parametrize("lang, widths", [("es", (1366, 390)), ("en", (390, 1366))])
def test_a_seat_opened_in_a_second_browser_is_said_taken_and_played_there_only_on_purpose(
        server, server_db, browser, monkeypatch, lang, widths):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    seats, _watch = make_table(browser, server)
    game_id = table_id(seats[0])
    first = _phone_or_desktop(browser, seats[0], lang, widths[0])
    context = browser.new_context(viewport={"width": widths[1], "height": 844 if widths[1] < 500 else 768},
                                  locale="es-ES" if lang == "es" else "en-GB")
    second = context.new_page()  # another browser: cookies of its own
    second.goto(seats[0].replace("lang=en", f"lang={lang}"))
    expect(second.get_by_text(t("friends-seat_taken", lang))).to_be_visible(timeout=TIMEOUT_MS)
    expect(second.locator(".board")).to_have_count(0)  # no board while the first browser plays the seat
    first.reload()  # a reload of the first browser is the same browser: its seat, its board
    first.wait_for_selector(".board[data-version]", timeout=TIMEOUT_MS)
    _play_here(second)
    expect(first.get_by_text(t("friends-seat_lost", lang))).to_be_visible(timeout=TIMEOUT_MS)
    expect(first.locator(".board")).to_have_count(0)
    before = flow.load(game_id).version
    _play_here(first)  # taken back, on purpose, from the first browser
    expect(second.get_by_text(t("friends-seat_lost", lang))).to_be_visible(timeout=TIMEOUT_MS)
    assert flow.load(game_id).version == before  # holding a seat changes nothing of the game
    for page in (first, second):
        assert no_horizontal_scroll(page)
        assert page.locator('[data-testid="stException"]').count() == 0
        page.context.close()


def _play_here(page) -> None:
    """"Play from here" clicked until the board is drawn: a click that lands while the fragment's
    timer reruns it can be lost, as it would be for a person, who clicks again."""
    for _ in range(3):
        button = page.locator(".st-key-fr_play_here button")
        if button.count():
            button.click()
        try:
            page.wait_for_selector(".board[data-version]", timeout=TIMEOUT_MS // 4)
            return
        except PlaywrightTimeout:
            continue
    page.wait_for_selector(".board[data-version]", timeout=TIMEOUT_MS)
