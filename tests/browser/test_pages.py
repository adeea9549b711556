"""Every page in both languages in a real browser: no exception box, pictures load."""

import pytest

from brisca.text import t
from brisca.ui.frame import available_pages
from tests.browser.conftest import images_loaded, wait_for_app

pytestmark = pytest.mark.browser

CARD_PAGES = {"home", "rules", "resolver", "examples", "quiz"}  # practice opens on its new-game form
TITLES = {"home": "home-title", "rules": "rules-title", "quiz": "quiz-title",
          "resolver": "resolver-title", "examples": "examples-title", "practice": "practice-title"}


def _url(base: str, path: str, lang: str) -> str:
    slug = "" if path == "app.py" else path.removeprefix("pages/").removesuffix(".py")
    return f"{base}/{slug}?lang={lang}"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_page_opens_without_an_error(server, page, lang):
    for key, path, _ in available_pages():
        page.goto(_url(server, path, lang))
        wait_for_app(page)
        assert page.locator('[data-testid="stMainBlockContainer"] h1').first.inner_text() == t(TITLES[key], lang)
        assert page.locator('[data-testid="stException"]').count() == 0, key
        total, broken = images_loaded(page, timeout=15000 if key in CARD_PAGES else 2000)
        assert broken == 0 and (total > 0 or key not in CARD_PAGES), (key, total, broken)
        alts = page.eval_on_selector_all('[data-testid="stMainBlockContainer"] img', "els => els.map(e => e.alt)")
        assert all(alts), key  # every picture has a text alternative


def test_language_survives_navigation(server, page):
    page.goto(_url(server, "app.py", "en"))
    wait_for_app(page)
    page.get_by_role("link", name=t("nav-rules", "en")).first.click()
    page.wait_for_url("**/rules?lang=en")
    wait_for_app(page)
    assert page.locator("h1").first.inner_text() == t("rules-title", "en")
