"""The auction variants in a real browser: a whole deal of Brisca Subastada and one of Briscola
chiamata played by clicks, on a phone and on a wide screen, in Spanish and in English: the auction
drawn on the board with its buttons, the learner's cards on the first screen (chiamata's eight
too), no sideways scroll, and the end saying what the contract did."""

import pytest
from playwright.sync_api import expect

from brisca.teach.table import flow
from browser.conftest import no_horizontal_scroll, shown_text, wait_for_app
from browser.test_five_browser import BOTH_WIDTHS_BOTH_LANGUAGES, cards_on_screen
from browser.test_practice_browser import click_and_wait, start

pytestmark = pytest.mark.browser
REVIEW = {"es": "Repaso", "en": "Review"}
# what the end of the deal says: Subastada's contract, chiamata's scores (or all passed)
ENDS = {("003-subastada", "es"): ("Contrato cumplido", "Contrato no cumplido"),
        ("003-subastada", "en"): ("Contract made", "Contract failed"),
        ("003-chiamata", "es"): ("Puntos de la mano", "Han pasado todos"),
        ("003-chiamata", "en"): ("Scores of the deal", "Everybody passed")}
CLICKABLE = ".board .actions button, .board .hand button:not([disabled])"


@pytest.mark.parametrize("rules", ["003-subastada", "003-chiamata"])
@pytest.mark.parametrize("page, lang", BOTH_WIDTHS_BOTH_LANGUAGES, indirect=["page"])
def test_a_deal_with_an_auction_by_clicks(server, server_db, page, lang, rules, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game_id = start(page, server, lang, "8", "easy", rules)
    wait_for_app(page)
    expect(page.locator(".board .auction div").first).to_be_visible()  # the auction drawn from the start
    assert no_horizontal_scroll(page)
    if rules == "003-chiamata":  # eight cards in hand, every one on the first screen
        expect(page.locator(".board .hand button")).to_have_count(8)
        assert cards_on_screen(page)
        # the whole deck is dealt: no stock pile and no turned-up card, not even an empty place
        expect(page.locator(".board .stack")).to_be_hidden()
    else:
        expect(page.locator(".board .stack")).to_be_visible()
    bid = False
    for _ in range(60):
        either = page.get_by_role("heading", name=REVIEW[lang]).or_(page.locator(CLICKABLE))
        expect(either.first).to_be_visible()
        if page.get_by_role("heading", name=REVIEW[lang]).count():
            break
        buttons = page.locator(".board .actions button")
        if buttons.count():
            # one bid of the lowest (the second button, after the pass), then the first button:
            # a pass, the first suit to name or call, a marriage to sing
            use = buttons.nth(1) if not bid and buttons.count() > 1 else buttons.first
            bid = True
            click_and_wait(page, use)
        else:
            click_and_wait(page, page.locator(".board .hand button:not([disabled])").first)
        assert no_horizontal_scroll(page)
    game = flow.load(game_id)
    assert game.over
    assert any(end in shown_text(page) for end in ENDS[rules, lang])
    assert page.locator('[data-testid="stException"]').count() == 0
