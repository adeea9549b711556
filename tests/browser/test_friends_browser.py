"""Play with friends in a real browser: two people, each in a browser context of their own on
their seat's link, and an onlooker on the watch link, play a whole two-player deal by clicks;
every card reaches the other seat's board (and the onlooker's) by itself, without a reload."""

import pytest
from playwright.sync_api import expect

from brisca.core.state import current_player
from brisca.teach.table import flow
from scripts.bench_friends import FIND, make_table, open_link, play_by_clicks, table_id

TIMEOUT_MS = 120_000  # as long as the browser conftest awaits a condition: a busy machine is slow

pytestmark = pytest.mark.browser
MARK = "() => { window.__same_page = true; }"  # a reload would clear it
SAME = "() => window.__same_page === true"
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

    def mover():
        game = flow.load(game_id)
        return None if game.over else current_player(game.state)

    times = play_by_clicks(pages, mover, lambda: flow.load(game_id).version, 40, timeout_ms=TIMEOUT_MS)[1]
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
