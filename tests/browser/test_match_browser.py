"""A match in a real browser: a deal of a short match played by clicks to its end, what it was
worth said under the table, the scoreboard, and the next deal dealt by its button."""

import pytest
from playwright.sync_api import expect

from brisca.teach.table import flow
from brisca.teach.table.match_talk import scoreboard_data
from browser.conftest import wait_for_app
from browser.test_practice_browser import TABLE, click_and_wait

pytestmark = pytest.mark.browser


def test_a_deal_of_a_match_by_clicks_then_the_next_deal(server, server_db, page, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    page.goto(f"{server}/practice?lang=en&deal=52&rules=003&level=easy")  # match points, no exchanges
    wait_for_app(page)
    page.locator(".st-key-pr_start button").click()
    page.wait_for_url("**game=**")
    page.wait_for_selector(TABLE)
    game_id = page.url.split("game=")[1].split("&")[0]
    board = page.locator(".st-key-pr_scoreboard")
    expect(board).to_contain_text("Match points")
    assert board.inner_text().startswith("Deal 1 · You 0 · Opponent 0")
    next_deal = page.locator(".st-key-pr_next_deal button")
    for _ in range(40):
        if next_deal.count():
            break
        click_and_wait(page, page.locator(".hand button:not([disabled])").first)
    next_deal.wait_for()
    wait_for_app(page)
    game = flow.load(game_id)
    assert game.over and not game.match_over
    worth = page.locator('[data-testid="stAlert"]').first
    expect(worth).to_contain_text("Final")
    worth = worth.inner_text()
    assert "Final" in worth and ("match point" in worth or "nobody" in worth or "tie" in worth.lower())
    next_deal.click()
    board.get_by_text("Deal 2", exact=False).wait_for()
    page.wait_for_selector(TABLE)
    wait_for_app(page)
    game = flow.load(game_id)
    assert game.deal_index == 1 and not game.over
    scores = [s["score"] for s in scoreboard_data(game, "en")["sides"]]
    assert board.inner_text().startswith(f"Deal 2 · You {scores[0]} · Opponent {scores[1]}")
    expect(page.locator(".hand button")).to_have_count(3)
    assert next_deal.count() == 0
    assert page.locator('[data-testid="stException"]').count() == 0
