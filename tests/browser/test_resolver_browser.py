"""The resolver in a real browser: a trick built by clicks on the picker, a card changed on
the table, a shared link opened and a tampered one."""

from urllib.parse import parse_qs, urlparse

import pytest

from brisca.text import seat_label, suit_name, t
from tests.browser.conftest import wait_for_app

pytestmark = pytest.mark.browser


def click_and_wait(page, locator, url_part: str) -> None:
    locator.click()
    page.wait_for_url(f"**{url_part}**", timeout=30000)
    wait_for_app(page)


def pick(page, suit: str, rank: str, url_part: str) -> None:
    """A card picked as a learner does: its suit, then its button."""
    page.locator(".st-key-rv_suit button", has_text=suit).click()
    wait_for_app(page)
    click_and_wait(page, page.locator(".st-key-rv_pick button").get_by_text(rank, exact=True), url_part)


def test_build_a_trick_by_clicks_and_change_a_card(server, page):
    page.goto(f"{server}/resolver?lang=en&trump=E")
    wait_for_app(page)
    assert page.locator(".board").count() == 0  # the empty trick: no component yet
    pick(page, "Coins", "Ace", "cards=1O")
    pick(page, "Swords", "Two", "cards=1O%2C2E")
    alert = page.locator('[data-testid="stAlertContentSuccess"]').first
    alert.wait_for()
    assert "two of swords" in alert.inner_text() and "11 points" in alert.inner_text()
    page.locator('.slot[data-position="1"] .face').click()  # change the second card
    page.locator(".st-key-rv_pick").wait_for(timeout=30000)
    wait_for_app(page)
    pick(page, "Cups", "Three", "cards=1O%2C3C")
    assert "ace of coins" in page.locator('[data-testid="stAlertContentSuccess"]').first.inner_text()


def test_the_settings_open_and_deal_a_random_trick(server, page):
    page.goto(f"{server}/resolver?lang=es")
    wait_for_app(page)
    page.locator('[data-testid="stPopover"] button').first.click()  # drawn when opened
    random = page.get_by_role("button", name=t("resolver-random", "es"))
    random.wait_for(timeout=30000)
    random.click()
    page.wait_for_url("**cards=**", timeout=30000)
    wait_for_app(page)
    assert page.locator('[data-testid="stAlertContentSuccess"]').count() == 1
    assert page.locator('[data-testid="stException"]').count() == 0


def choose(page, key: str, option: str, url_part: str) -> None:
    """An option chosen in one of the settings' drop-downs, as a learner does."""
    page.locator(f".st-key-{key} input").click()
    click_and_wait(page, page.get_by_role("option", name=option, exact=True), url_part)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_settings_stay_open_while_the_table_the_trump_and_the_leader_change(server, page, lang):
    page.goto(f"{server}/resolver?lang={lang}")
    wait_for_app(page)
    assert page.locator(".st-key-rv_table").count() == 0  # a first visit draws no settings
    page.locator('[data-testid="stPopover"] button').first.click()
    page.locator(".st-key-rv_table").wait_for(timeout=30000)
    body = page.locator('[data-testid="stPopoverBody"]')
    choose(page, "rv_table", t("resolver-table-4", lang, deck=40), "table=4")
    assert body.is_visible()  # still open: no need to open it again
    choose(page, "rv_trump", t("resolver-trump_suit", lang, suit=suit_name("E", lang)), "trump=E")
    assert body.is_visible()
    choose(page, "rv_leader", f"{seat_label(2, lang)} · {t('team-name', lang, n=1)}", "leader=2")
    assert body.is_visible()
    summary = page.locator('[data-testid="stPopover"] button').first.inner_text()
    assert t("resolver-summary-trump_suit", lang, suit=suit_name("E", lang)) in summary
    page.keyboard.press("Escape")  # the learner closes them
    body.wait_for(state="hidden")


def test_open_a_shared_link(server, page):
    page.goto(f"{server}/resolver?lang=es&table=4&trump=5E&leader=1&cards=1O,2C,3E,4C")
    wait_for_app(page)
    alert = page.locator('[data-testid="stAlertContentSuccess"]').first
    alert.wait_for()
    text = alert.inner_text()
    assert "el tres de espadas del jugador 4 (equipo 2)" in text
    winning = page.locator('.slot.winning')  # the board may be drawn after the text: awaited
    winning.first.wait_for()
    assert winning.count() == 1 and winning.get_attribute("data-position") == "2"
    assert page.locator('[data-testid="stException"]').count() == 0


def test_a_tampered_link_shows_a_message_and_keeps_what_is_right(server, page):
    page.goto(f"{server}/resolver?lang=en&table=6&trump=E&cards=1O,2O,1O")
    wait_for_app(page)
    warnings = page.locator('[data-testid="stAlertContentWarning"]')
    assert warnings.count() == 2  # the 2 (not in the deck of 36), the ace repeated
    assert "the two of coins" in warnings.first.inner_text()
    page.wait_for_url("**table=6**")
    query = parse_qs(urlparse(page.url).query)  # the link keeps the table of six, the trump and the ace
    assert query == {"table": ["6"], "trump": ["E"], "leader": ["0"], "cards": ["1O"], "lang": ["en"]}
    assert page.locator('[data-testid="stException"]').count() == 0
