"""The review in a real browser: a deal finished by clicks, its steps gone through by the
keyboard, a step's link opened in a fresh browser, another move tried from a decision and
played out to both lines' endings, and the review on a phone."""

import pytest
from playwright.sync_api import expect

from brisca.teach.table import flow, storage
from brisca.text import t
from browser.conftest import TIMEOUT_MS, no_horizontal_scroll, shortcut_ready, wait_for_app
from browser.test_practice_browser import TABLE, click_and_wait, learners_turn, start

pytestmark = pytest.mark.browser


def finish(page, heading: str) -> None:
    """Plays the first card the table offers until the review shows."""
    for _ in range(60):
        learners_turn(page, heading)
        if page.get_by_role("heading", name=heading).count():
            return
        click_and_wait(page, page.locator(".hand button:not([disabled])").first)
    page.get_by_role("heading", name=heading).wait_for()


def at_step(page, n: int) -> None:
    page.wait_for_url(lambda url: url.endswith(f"step={n}") or f"step={n}&" in url)
    wait_for_app(page)


def test_a_finished_deal_stepped_by_the_keyboard_shared_by_its_link_and_tried_again(server, server_db, page,
                                                                                     browser, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game_id = start(page, server, "en", "2025")
    finish(page, "Review")
    game = flow.load(game_id)
    count = len(game.record.moves) + 1
    picker = page.locator(".st-key-rv_step_picker button").first
    expect(picker).to_contain_text(t("examples-step_of", "en", step=1, count=count))
    wait_for_app(page)
    page.locator("h1").click()  # the keys go to the page, not to a field
    for key, button, step in (("ArrowRight", "next", 1), ("ArrowRight", "next", 2), ("End", "last", count - 1),
                              ("ArrowLeft", "prev", count - 2), ("Home", "first", 0)):
        shortcut_ready(page, f"rv_{button}")
        page.keyboard.press(key)
        at_step(page, step)
        if step == count - 1:
            expect(page.locator(".st-key-rv_next button").first).to_be_disabled()
    decision = game.decisions[1]
    link = f"{server}/practice?lang=en&game={game_id}&step={decision.ply + 1}"

    fresh = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")  # a link opened on a phone
    other = fresh.new_page()
    other.set_default_timeout(TIMEOUT_MS)
    try:
        other.goto(link)
        wait_for_app(other)
        shown = other.locator(".st-key-rv_step_picker button").first
        expect(shown).to_contain_text(t("examples-step_of", "en", step=decision.ply + 2, count=count))
        expect(other.get_by_text("The coach's verdict:")).to_have_count(1)
        assert other.locator('[data-testid="stException"]').count() == 0
        # the link opens at the step: the viewer at the top of the view, not below the board out of sight
        picker = other.locator(".st-key-rv_step_picker").first
        expect(picker).to_be_in_viewport(ratio=1)
        expect(other.get_by_text("The coach's verdict:")).to_be_in_viewport()
        header = other.evaluate("() => document.querySelector('[data-testid=\"stHeader\"]')"
                                "?.getBoundingClientRect().bottom || 0")
        assert header <= picker.bounding_box()["y"] < 200
    finally:
        fresh.close()

    page.goto(link)
    wait_for_app(page)
    page.locator(".st-key-rv_try button").first.click()
    page.wait_for_url(lambda url: "game=" in url and game_id not in url)
    page.get_by_role("heading", name="Review").wait_for(state="detached")  # the old game's page is gone
    page.wait_for_selector(TABLE)
    wait_for_app(page)
    branch_id = page.url.split("game=")[1].split("&")[0]
    assert flow.load(branch_id).origin.ply == decision.ply
    finish(page, "Review")
    page.get_by_text("The original game: Final").wait_for()
    expect(page.get_by_text("This other line: Final")).to_have_count(1)
    assert page.locator('[data-testid="stException"]').count() == 0

    # a visit without the link: the browser keeps the learner's key (in its cookie, never in a
    # link), and both games are listed
    assert "learner=" not in page.url
    key = next(c["value"] for c in page.context.cookies() if c["name"] == "brisca_learner")
    page.goto(f"{server}/practice?lang=en")
    wait_for_app(page)
    page.get_by_role("heading", name="Your games").wait_for()
    assert "learner=" not in page.url and storage.issued(key)
    page.locator(".st-key-pg_list summary").click()
    grid = page.locator(".st-key-pg_list .brisca-grid")  # sent after the expander itself: awaited
    for listed in (game_id, branch_id):
        expect(grid.locator(f'a[href*="game={listed}"]')).to_have_count(1)
    links = grid.locator("a").evaluate_all("els => els.map(e => e.getAttribute('href'))")
    href = next(h for h in links if f"game={game_id}" in h)
    assert href.startswith("?")  # this page, in the same tab
    page.goto(f"{server}/practice{href}")
    wait_for_app(page)
    page.get_by_role("heading", name="Review").wait_for()


@pytest.mark.parametrize("page", [{"width": 390, "height": 844}], indirect=True)
def test_the_review_fits_a_phone(server, server_db, page, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    start(page, server, "es", "2026")
    finish(page, "Repaso")
    page.locator(".st-key-rv_all summary").click()
    page.wait_for_selector(".brisca-grid")
    page.wait_for_selector('[data-testid="stVegaLiteChart"] canvas, [data-testid="stVegaLiteChart"] svg')
    assert no_horizontal_scroll(page)
    for box in (".brisca-grid", '[data-testid="stVegaLiteChart"]'):
        right = page.locator(box).first.evaluate("e => e.getBoundingClientRect().right")
        assert right <= 390, box
    cells = page.locator(".brisca-grid td").evaluate_all(
        "els => els.filter(e => e.scrollWidth > e.clientWidth + 1).length")
    assert cells == 0  # no cell cut short: the why column is read whole
