"""Practice at five in a real browser: a deal of five played by clicks on a phone and on a wide
screen, in Spanish and in English (the seats of five and the pairs named, the learner's cards
on the first screen, no sideways scroll), then the deal the learner rests: said as such,
nothing of any hand drawn nor sent to the browser."""

import pytest
from playwright.sync_api import expect

from brisca.teach.table import flow
from browser.conftest import no_horizontal_scroll, shown_text, wait_for_app
from browser.test_practice_browser import click_and_wait, learners_turn, start

pytestmark = pytest.mark.browser
DEAL = 1  # the first dealer is the fifth seat: the learner plays the first deal and rests the second
WORDS = {"es": ("Repaso", "Te toca descansar", "descansa el jugador 5", "Jugador"),
         "en": ("Review", "your turn to sit out", "Player 5 sits this deal out", "Player")}
SIZES = {"phone": {"width": 390, "height": 844}, "wide": {"width": 1366, "height": 900}}
# each width in each language: a phone and a desktop, Spanish and English
BOTH_WIDTHS_BOTH_LANGUAGES = [(SIZES[w], lang) for lang in ("es", "en") for w in ("phone", "wide")]


def cards_on_screen(page) -> bool:
    """The learner's cards wholly inside the window as the page opens, before any scrolling."""
    return page.locator(".hand button").evaluate_all(
        "els => els.length > 0 && els.every(e => e.getBoundingClientRect().bottom <= window.innerHeight)")


@pytest.mark.parametrize("page, lang", BOTH_WIDTHS_BOTH_LANGUAGES, indirect=["page"])
def test_a_deal_of_five_by_clicks_then_the_deal_the_learner_rests(server, server_db, page, lang, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    review, resting, rester, player = WORDS[lang]
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(
        data if isinstance(data, str) else data.decode("latin-1"))))
    game_id = start(page, server, lang, DEAL, "easy", "003-five")
    wait_for_app(page)
    expect(page.get_by_text(rester)).to_be_visible()
    expect(page.locator(".board .seat .name")).to_have_count(4)  # the board may be drawn after the text
    labels = page.locator(".board .seat .name").all_inner_texts()
    assert len(labels) == 4 and sum(player in label for label in labels) == 3
    assert cards_on_screen(page) and no_horizontal_scroll(page)
    for _ in range(15):
        learners_turn(page, review)
        if page.get_by_role("heading", name=review).count():
            break
        click_and_wait(page, page.locator(".hand button:not([disabled])").first)
        assert no_horizontal_scroll(page)
    game = flow.load(game_id)
    assert game.over and not game.resting and len(game.record.moves) == 40
    frames.clear()
    page.locator(".st-key-pr_next_deal button").click()
    expect(page.get_by_text(resting)).to_be_visible()
    wait_for_app(page)
    game = flow.load(game_id)
    assert game.deal_index == 1 and game.resting and game.over
    expect(page.locator(".board .hand button")).to_have_count(0)
    assert no_horizontal_scroll(page) and page.locator('[data-testid="stException"]').count() == 0
    # nothing of who held what: the review's first step (the deal) draws the turned-up card
    # alone, no hand and no stock in order, and no frame sent carries the stock's order
    scene = page.locator(".brisca-scene").first
    expect(scene).to_be_visible()
    assert scene.locator("img").count() == 1
    stock_word = "en el orden en que se robará" if lang == "es" else "in the order it will be drawn"
    assert frames and stock_word not in " ".join(frames) + shown_text(page)
