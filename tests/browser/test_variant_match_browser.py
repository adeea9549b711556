"""A whole match of each variant whose reading has one, in a real browser: Brisca Subastada at
two (its deals counted to the target) and the game of five (a seat resting each deal, the
match won by a margin), played by clicks from the first bid to the match's end, each variant
on a phone in one language and on a wide screen in the other (Subastada's Spanish on the
phone, five's on the wide screen: the four pairs of a width and a language, each once). Each
deal's next one dealt by its button; the match's end says who won it as the engine words it,
and offers a new match."""

import pytest
from playwright.sync_api import expect

from brisca.teach.table import flow
from brisca.teach.table.match_talk import match_result_text
from browser.conftest import no_horizontal_scroll, shown_text, wait_for_app
from browser.test_five_browser import SIZES
from browser.test_practice_browser import click_and_wait, start

pytestmark = pytest.mark.browser
CLICKS = 300  # far more than either match takes (Subastada's longest about 90 clicks, five's 35)
# what the learner may click: the auction's buttons (the pass first), a card of the hand, the next deal
ACTIONS = ".board .actions button"
CARD = ".board .hand button:not([disabled])"
NEXT_DEAL = ".st-key-pr_next_deal button"
AGAIN = ".st-key-pr_again button"


@pytest.mark.parametrize("rules, deal, page, lang", [
    ("003-subastada", "4", SIZES["phone"], "es"), ("003-subastada", "4", SIZES["wide"], "en"),
    ("003-five", "2", SIZES["wide"], "es"), ("003-five", "2", SIZES["phone"], "en"),
], indirect=["page"])
def test_a_whole_match_of_the_variant_by_clicks(server, server_db, page, lang, rules, deal, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game_id = start(page, server, lang, deal, "easy", rules)
    wait_for_app(page)
    deals = 1
    for _ in range(CLICKS):
        expect(page.locator(f"{AGAIN}, {NEXT_DEAL}, {ACTIONS}, {CARD}").first).to_be_visible()
        if page.locator(AGAIN).count():
            break
        if page.locator(NEXT_DEAL).count():
            before = flow.load(game_id).deal_index
            page.locator(NEXT_DEAL).click()
            expect(page.locator(NEXT_DEAL)).to_have_count(0)
            wait_for_app(page)
            assert flow.load(game_id).deal_index == before + 1
            deals += 1
            continue
        # a pass or the first choice the auction offers, else the first card that may be played
        click_and_wait(page, page.locator(ACTIONS).first if page.locator(ACTIONS).count() else page.locator(CARD).first)
        assert no_horizontal_scroll(page)
    game = flow.load(game_id)
    assert game.match_over and deals == game.deal_index + 1 and deals > 1
    expect(page.get_by_text(match_result_text(game, lang))).to_be_visible()
    assert page.locator('[data-testid="stException"]').count() == 0 and no_horizontal_scroll(page)
    assert "Traceback" not in shown_text(page)
