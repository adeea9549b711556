"""The quiz in a real browser: a round survives a reload, a tampered link starts a new one."""

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from brisca.text import t
from browser.conftest import click_key, wait_for_app

pytestmark = pytest.mark.browser


def figures(page) -> str:
    return page.locator(".brisca-figures").first.inner_text()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_round_survives_a_reload(server, page, lang):
    page.goto(f"{server}/quiz?lang={lang}")
    wait_for_app(page)
    click_key(page, "quiz_opt_0")
    click_key(page, "quiz_next")
    click_key(page, "quiz_opt_1")  # the second question answered, not yet left
    page.wait_for_function("() => new URLSearchParams(location.search).get('answers')?.length === 2")
    before = figures(page), page.locator('[data-testid="stAlert"]').first.inner_text()
    link = parse_qs(urlparse(page.url).query)
    page.reload()
    wait_for_app(page)
    assert (figures(page), page.locator('[data-testid="stAlert"]').first.inner_text()) == before
    expect(page.locator(".brisca-progress")).to_contain_text(t("quiz-progress", lang, n=2, total=10))
    assert parse_qs(urlparse(page.url).query) == link
    expect(page.locator(".st-key-quiz_opt_0 button")).to_be_disabled()  # answered: it counts once


def test_a_tampered_link_starts_a_new_round_with_a_message(server, page):
    page.goto(f"{server}/quiz?lang=en&round=12&answers=%3Cimg%20src%3Dx%3E")
    wait_for_app(page)
    warning = page.locator('[data-testid="stAlertContentWarning"]')
    expect(warning).to_have_text(t("quiz-problem-bad_answers", "en"))
    assert page.locator('[data-testid="stException"]').count() == 0
    page.wait_for_function("() => !new URLSearchParams(location.search).has('answers')")
    expect(page.locator(".brisca-figures").first).to_contain_text("0/0")
