"""The resolver in a real browser: a trick built by clicks, and a shared link opened."""

import pytest

from brisca.text import t
from tests.browser.conftest import click_key, wait_for_app

pytestmark = pytest.mark.browser


def test_build_a_trick_by_clicks(server, page):
    page.goto(f"{server}/resolver?lang=en&trump=E")
    wait_for_app(page)
    click_key(page, "rv_pick_1O")
    page.wait_for_url("**cards=1O**")
    click_key(page, "rv_pick_2E")
    page.wait_for_url("**cards=1O%2C2E**")
    alert = page.locator('[data-testid="stAlertContentSuccess"]').first
    alert.wait_for()
    assert "two of swords" in alert.inner_text() and "11 points" in alert.inner_text()


def test_open_a_shared_link(server, page):
    page.goto(f"{server}/resolver?lang=es&table=4&trump=5E&leader=1&cards=1O,2C,3E,4C")
    wait_for_app(page)
    alert = page.locator('[data-testid="stAlertContentSuccess"]').first
    alert.wait_for()
    text = alert.inner_text()
    assert "tres de espadas" in text and t("team-name", "es", n=2) in text
    assert page.locator('[data-testid="stException"]').count() == 0


def test_a_tampered_link_shows_a_message(server, page):
    page.goto(f"{server}/resolver?lang=en&cards=1O,1O")
    wait_for_app(page)
    assert page.locator('[data-testid="stAlertContentError"]').count() == 1
    assert page.locator('[data-testid="stException"]').count() == 0
