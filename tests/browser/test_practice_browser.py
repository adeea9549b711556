"""Practice in a real browser: a whole game by clicks, a reload half-way, and the review."""

import pytest

from brisca.text import t
from tests.browser.conftest import wait_for_app

pytestmark = pytest.mark.browser


def click_and_wait(page, locator) -> None:
    key_class = locator.evaluate(
        "el => [...el.closest('[class*=st-key-]').classList].find(c => c.startsWith('st-key-'))")
    locator.click()
    page.locator(f".{key_class}").first.wait_for(state="detached", timeout=30000)
    wait_for_app(page)


def test_play_a_whole_game_reload_half_way_and_see_the_review(server, page):
    page.goto(f"{server}/practice?lang=en")
    wait_for_app(page)
    page.locator(".st-key-pr_deal input").fill("2024")
    page.locator(".st-key-pr_deal input").press("Enter")
    wait_for_app(page)
    page.locator(".st-key-pr_start button").first.click()
    page.wait_for_url("**game=**")
    wait_for_app(page)
    game_url = page.url
    review = t("review-title", "en")
    reloaded = False
    for clicks in range(120):
        if page.get_by_role("heading", name=review).count():
            break
        go_on = page.locator("[class*='st-key-pr_go_on_'] button")
        if go_on.count():
            click_and_wait(page, go_on.first)
            continue
        cards = page.locator("[class*='st-key-pr_card_'] button:not([disabled])")
        cards.first.wait_for(timeout=30000)
        click_and_wait(page, cards.first)
        if clicks >= 8 and not reloaded:
            page.reload()
            wait_for_app(page)
            assert page.url == game_url
            reloaded = True
    assert reloaded
    assert page.get_by_role("heading", name=review).count() == 1
    assert page.locator(".st-key-pr_again button").count() == 1
    assert page.locator('[data-testid="stException"]').count() == 0
