"""Every page in both languages in a real browser: no exception box, pictures load."""

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from brisca.teach.lessons import quiz
from brisca.text import t
from brisca.ui.frame import available_pages
from browser.conftest import image_alts, images_loaded, no_horizontal_scroll, wait_for_app

pytestmark = pytest.mark.browser

CARD_PAGES = {"home", "rules", "examples", "quiz"}  # practice opens on its form, the resolver on its picker
TITLES = {"home": "home-title", "rules": "rules-title", "quiz": "quiz-title",
          "resolver": "resolver-title", "examples": "examples-title", "practice": "practice-title",
          "puzzles": "nav-puzzles", "drills": "nav-drills", "learn": "nav-learn", "friends": "friends-title",
          "analysis": "nav-analysis"}

# Texts of the page's own links that do not fit their box (Streamlit ends them with "…").
CUT_SHORT = """() => [...document.querySelectorAll('[data-testid="stMain"] [data-testid="stPageLink"] *')]
  .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)"""


def _url(base: str, path: str, lang: str) -> str:
    slug = "" if path == "app.py" else path.removeprefix("pages/").removesuffix(".py")
    return f"{base}/{slug}?lang={lang}"


def _quiz_with_cards_first() -> str:
    """A quiz round whose first question shows cards (a contract question shows none)."""
    seed = next(n for n in range(1000) if quiz.Round(n).question.kind != "contract")
    return f"&round={seed}"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_page_opens_without_an_error(server, page, lang):
    for key, path, _ in available_pages():
        page.goto(_url(server, path, lang) + (_quiz_with_cards_first() if key == "quiz" else ""))
        wait_for_app(page)
        assert page.locator('[data-testid="stMainBlockContainer"] h1').first.inner_text() == t(TITLES[key], lang)
        assert page.locator('[data-testid="stException"]').count() == 0, key
        total, broken = images_loaded(page, some=key in CARD_PAGES)
        assert broken == 0 and (total > 0 or key not in CARD_PAGES), (key, total, broken)
        assert all(image_alts(page)), key  # every picture has a text alternative
        assert page.evaluate(CUT_SHORT) == [], key


def test_language_survives_navigation(server, page):
    page.goto(_url(server, "app.py", "en"))
    wait_for_app(page)
    page.get_by_role("link", name=t("nav-rules", "en")).first.click()
    page.wait_for_url("**/rules?lang=en")
    wait_for_app(page)
    expect(page.locator("h1").first).to_have_text(t("rules-title", "en"))


def _at(page, slug: str, lang: str) -> None:
    """Waits for the page at /slug speaking ``lang`` (whatever else its link keeps)."""
    page.wait_for_url(lambda url: urlparse(url).path.endswith(f"/{slug}")
                      and parse_qs(urlparse(url).query).get("lang") == [lang])


def _tab_title(page, key: str, lang: str) -> None:
    page.wait_for_function("t => document.title === t", arg=f"{t(f'nav-{key}', lang)} · Brisca")


def test_the_tab_title_speaks_the_page_language_from_the_first_visit(server, page):
    """A Spanish browser opening an English link: the tab is English from the first visit on,
    after a navigation and after the language button too."""
    page.goto(_url(server, "pages/rules.py", "en"))
    wait_for_app(page)
    _tab_title(page, "rules", "en")
    page.get_by_role("link", name=t("nav-quiz", "en")).first.click()
    _at(page, "quiz", "en")
    wait_for_app(page)
    _tab_title(page, "quiz", "en")
    page.get_by_role("button", name="Español").click()
    _at(page, "quiz", "es")
    _tab_title(page, "quiz", "es")


def test_the_language_button_switches_the_page_and_the_link(server, page):
    page.goto(_url(server, "pages/quiz.py", "es"))
    wait_for_app(page)
    page.get_by_role("button", name="English").click()
    _at(page, "quiz", "en")
    page.wait_for_function("t => document.querySelector('h1')?.innerText === t", arg=t("quiz-title", "en"))
    page.get_by_role("button", name="Español").click()
    _at(page, "quiz", "es")
    page.wait_for_function("t => document.querySelector('h1')?.innerText === t", arg=t("quiz-title", "es"))


PHONE = {"width": 390, "height": 844}


@pytest.mark.parametrize("page", [PHONE], indirect=True)
def test_every_page_fits_a_phone_with_the_sidebar_closed(server, page):
    for key, path, _ in available_pages():
        page.goto(_url(server, path, "es"))
        wait_for_app(page)
        expect(page.locator('[data-testid="stSidebar"][data-collapsed="true"]')).to_have_count(1)
        images_loaded(page, some=False)  # the page as laid out with its pictures
        assert no_horizontal_scroll(page), key


# Each grid of the page: how wide it is drawn, how wide its box is, where its right edge lies,
# and how it is laid out; and the cells whose text overflows their box.
GRIDS = """() => [...document.querySelectorAll('.brisca-scroll')].map(box => ({
    scroll: box.scrollWidth, width: box.clientWidth, right: box.getBoundingClientRect().right,
    display: getComputedStyle(box.querySelector('table')).display,
    cut: [...box.querySelectorAll('td, th')].filter(c => c.scrollWidth > c.clientWidth + 1).length}))"""


@pytest.mark.parametrize("page", [PHONE], indirect=True)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_rules_grids_fit_a_phone(server, page, lang):
    """On a phone (390 px) no grid is cut at the right edge: the wide ones draw each row as a
    block of its cells, the others fit as they are."""
    page.goto(_url(server, "pages/rules.py", lang))
    wait_for_app(page)
    page.wait_for_selector(".brisca-scroll")
    grids = page.evaluate(GRIDS)
    assert len(grids) == 5
    for grid in grids:
        assert grid["scroll"] <= grid["width"] and grid["right"] <= PHONE["width"], grid
        assert grid["cut"] == 0, grid
    assert [g["display"] for g in grids].count("block") == 2  # the tables and the sources compared, stacked


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_rules_grids_are_tables_on_a_wide_screen(server, page, lang):
    page.set_viewport_size({"width": 1366, "height": 900})
    page.goto(_url(server, "pages/rules.py", lang))
    wait_for_app(page)
    page.wait_for_selector(".brisca-scroll")
    grids = page.evaluate(GRIDS)
    assert len(grids) == 5 and all(g["display"] == "table" and g["scroll"] <= g["width"] for g in grids), grids


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_rules_contents_lead_to_their_sections(server, page, lang):
    page.goto(_url(server, "pages/rules.py", lang))
    wait_for_app(page)
    page.wait_for_selector("h2")
    ids = set(page.eval_on_selector_all("h1, h2", "els => els.map(e => e.id)"))
    links = page.eval_on_selector_all('.brisca-contents a[href^="#"]',
                                      "els => els.map(e => e.getAttribute('href').slice(1))")
    assert len(links) >= 15 and set(links) <= ids
    last = page.locator(f"h2#{links[-1]}")
    assert not last.evaluate("e => e.getBoundingClientRect().top < window.innerHeight")  # far down the page
    page.locator(f'.brisca-contents a[href="#{links[-1]}"]').click()
    page.wait_for_function("id => { const r = document.getElementById(id).getBoundingClientRect(); "
                           "return r.top >= 0 && r.top < window.innerHeight / 2 }", arg=links[-1])


def test_a_source_named_in_the_rules_leads_to_its_column_in_the_sources_compared(server, page):
    page.goto(_url(server, "pages/rules.py", "es"))
    wait_for_app(page)
    page.wait_for_selector("h2")
    link = page.locator('.brisca-text a[href="#source-004"]').first
    target = page.locator("th#source-004")
    assert target.count() == 1
    assert not target.evaluate("e => e.getBoundingClientRect().top < window.innerHeight")  # far down the page
    link.click()
    page.wait_for_function("id => { const r = document.getElementById(id).getBoundingClientRect(); "
                           "return r.top >= 0 && r.top < window.innerHeight }", arg="source-004")
