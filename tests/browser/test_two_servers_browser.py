"""Two app servers over one PostgreSQL database: one person seated through each server plays a
friends' table by clicks; halfway through the deal one server is killed outright (``kill -9``)
and its person goes on from the same link on the other server, to the end of the deal."""

import os
from urllib.parse import urlsplit, urlunsplit

import pytest

from brisca.teach.table import flow, storage
from scripts.bench_friends import make_table, open_link, play_by_clicks, table_id
from scripts.browser_timing import ROOT, serve

TIMEOUT_MS = 120_000  # as long as the browser conftest awaits a condition: a busy machine is slow

pytestmark = pytest.mark.browser


def _on(link: str, server: str) -> str:
    """The same link, on another server."""
    return urlunsplit(urlsplit(server)[:2] + urlsplit(link)[2:])


def test_a_deal_between_two_servers_goes_on_when_one_is_killed(pg_cluster, browser, monkeypatch):
    database = pg_cluster.fresh_url()
    monkeypatch.setenv("BRISCA_DATABASE_URL", database)  # this test reads the game where the servers save it
    storage.close_all()
    env = {**os.environ, "BRISCA_DATABASE_URL": database, "BRISCA_THINK": "0"}
    (first, first_url), (second, second_url) = (serve(ROOT / "app.py", env) for _ in range(2))
    try:
        seats, watch = make_table(browser, first_url)
        game_id = table_id(watch)
        links = [seats[0], _on(seats[1], second_url)]  # one person through each server
        pages = [open_link(browser, link) for link in links]

        play_by_clicks(pages, game_id, 20, timeout_ms=TIMEOUT_MS)
        played = len(flow.load(game_id).record.moves)
        assert played == 20
        first.kill()  # kill -9: no goodbye to the database, the browser's websocket just drops
        first.wait()
        pages[0].context.close()
        pages[0] = open_link(browser, _on(seats[0], second_url))  # the same seat's link, on the other server
        play_by_clicks(pages, game_id, 40 - played, timeout_ms=TIMEOUT_MS)
        game = flow.load(game_id)
        assert game.over and len(game.record.moves) == 40 and sum(game.state.points) == 120
        for page in pages:
            assert page.locator('[data-testid="stException"]').count() == 0
            page.context.close()
    finally:
        for proc in (first, second):
            if proc.poll() is None:
                proc.terminate()
                proc.wait()
        storage.close_all()
