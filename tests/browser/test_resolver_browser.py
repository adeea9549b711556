"""The resolver in a real browser: a trick built by clicks on the picker, a card changed on
the table, a shared link opened and a tampered one."""

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from brisca.text import capitalized, seat_label, suit_name, t
from browser.conftest import wait_for_app

pytestmark = pytest.mark.browser
TARGET = re.compile(r"\btarget\b")  # the board's slot to fill next


def click_and_wait(page, locator, url_part: str) -> None:
    """A click whose rerun puts ``url_part`` in the link: awaited, then the run's end."""
    locator.click()
    page.wait_for_url(f"**{url_part}**")
    wait_for_app(page)


def pick(page, suit: str, rank: str, url_part: str) -> None:
    """A card picked as a learner does (in English): its suit, then its button. The picker
    names the suit it shows: awaited, so the rank is not clicked among the suit before's."""
    page.locator(".st-key-rv_suit button", has_text=capitalized(suit_name(suit, "en"))).click()
    expect(page.locator(".st-key-rv_pick")).to_contain_text(f"({suit_name(suit, 'en')})")
    wait_for_app(page)
    click_and_wait(page, page.locator(".st-key-rv_pick button").get_by_text(rank, exact=True), url_part)


def test_build_a_trick_by_clicks_and_change_a_card(server, page):
    page.goto(f"{server}/resolver?lang=en&trump=E")
    wait_for_app(page)
    assert page.locator(".board").count() == 0  # the empty trick: no component yet
    pick(page, "O", "Ace", "cards=1O")
    pick(page, "E", "Two", "cards=1O%2C2E")
    alert = page.locator('[data-testid="stAlertContentSuccess"]').first
    expect(alert).to_contain_text("two of swords")
    expect(alert).to_contain_text("11 points")
    target = page.locator('.slot[data-position="1"]')
    expect(target).not_to_have_class(TARGET)  # a trick of two: the third card is the one to fill
    target.locator(".face").click()  # change the second card
    expect(target).to_have_class(TARGET)  # the board redrawn with that card to change
    wait_for_app(page)
    pick(page, "C", "Three", "cards=1O%2C3C")
    expect(alert).to_contain_text("ace of coins")


def test_the_settings_open_and_deal_a_random_trick(server, page):
    page.goto(f"{server}/resolver?lang=es")
    wait_for_app(page)
    page.locator('[data-testid="stPopover"] button').first.click()  # drawn when opened
    random = page.get_by_role("button", name=t("resolver-random", "es"))
    random.click()
    page.wait_for_url("**cards=**")
    # the link is set as the rerun starts, the result drawn later: awaited, not counted at once
    expect(page.locator('[data-testid="stAlertContentSuccess"]')).to_have_count(1)
    wait_for_app(page)
    expect(page.locator('[data-testid="stAlertContentSuccess"]')).to_have_count(1)
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
    page.locator(".st-key-rv_table").wait_for()
    body = page.locator('[data-testid="stPopoverBody"]')
    choose(page, "rv_table", t("resolver-table-4", lang, deck=40), "table=4")
    expect(body).to_be_visible()  # still open: no need to open it again
    choose(page, "rv_trump", t("resolver-trump_suit", lang, suit=suit_name("E", lang)), "trump=E")
    expect(body).to_be_visible()
    choose(page, "rv_leader", f"{seat_label(2, lang)} · {t('team-name', lang, n=1)}", "leader=2")
    expect(body).to_be_visible()
    summary = page.locator('[data-testid="stPopover"] button').first
    expect(summary).to_contain_text(t("resolver-summary-trump_suit", lang, suit=suit_name("E", lang)))
    page.keyboard.press("Escape")  # the learner closes them
    body.wait_for(state="hidden")


def test_open_a_shared_link(server, page):
    page.goto(f"{server}/resolver?lang=es&table=4&trump=5E&leader=1&cards=1O,2C,3E,4C")
    wait_for_app(page)
    alert = page.locator('[data-testid="stAlertContentSuccess"]').first
    expect(alert).to_contain_text("el tres de espadas del jugador 4 (equipo 2)")
    winning = page.locator('.slot.winning')  # the board may be drawn after the text: awaited
    expect(winning).to_have_count(1)
    expect(winning).to_have_attribute("data-position", "2")
    assert page.locator('[data-testid="stException"]').count() == 0


def test_a_tampered_link_shows_a_message_and_keeps_what_is_right(server, page):
    page.goto(f"{server}/resolver?lang=en&table=6&trump=E&cards=1O,2O,1O")
    wait_for_app(page)
    warnings = page.locator('[data-testid="stAlertContentWarning"]')
    expect(warnings).to_have_count(2)  # the 2 (not in the deck of 36), the ace repeated
    expect(warnings.first).to_contain_text("the two of coins")
    page.wait_for_url("**table=6**")
    query = parse_qs(urlparse(page.url).query)  # the link keeps the table of six, the trump and the ace
    assert query == {"table": ["6"], "trump": ["E"], "leader": ["0"], "cards": ["1O"], "lang": ["en"]}
    assert page.locator('[data-testid="stException"]').count() == 0
