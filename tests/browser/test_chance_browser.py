"""The review's chance chart in Chromium, at 1366 px and on a 390 px phone: one mark per move
the coach criticised, a click on a mark opens its step (the URL and the viewer, scrolled to),
the same or another mark clicked later opens its own, and the chart fits the phone."""

import random

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from brisca.teach.table import flow
from brisca.teach.table.chances import chances
from brisca.teach.table.flow import Settings, play
from brisca.text import t
from browser.conftest import no_horizontal_scroll, wait_for_app

pytestmark = pytest.mark.browser
SIZES = [{"width": 1366, "height": 900}, {"width": 390, "height": 844}]


def finished_game():
    rng = random.Random(0)
    game = flow.start(Settings(deal=21, coaching=True))
    while not game.over:
        game = flow.commit(game, play(game, rng.choice(game.view.legal)))
    return game


def at_step(page, n: int, timeout: float = 30_000) -> None:
    page.wait_for_url(lambda url: url.endswith(f"step={n}") or f"step={n}&" in url, timeout=timeout)
    wait_for_app(page)


def click_until_it_opens(mark_drawn, page, step: int, tries: int = 3) -> None:
    """A click on a mark, made again if it opened nothing: on a machine loaded with busy
    processes beyond its two cores, a click while the chart was still being drawn picked nothing
    and the step never opened. A mark that opens nothing in three clicks still fails."""
    for attempt in range(tries):
        page.mouse.move(0, 0)  # no tooltip left over the mark
        mark_drawn.click()
        try:
            at_step(page, step, timeout=15_000)
            return
        except PlaywrightTimeoutError:
            if attempt == tries - 1:
                raise


@pytest.mark.parametrize("page", SIZES, indirect=True)
def test_a_click_on_a_mark_opens_its_step(server, server_db, page, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game = finished_game()
    marks = chances(game).marks
    count = len(game.record.moves) + 1
    page.goto(f"{server}/practice?lang=es&game={game.id}")
    wait_for_app(page)
    for picks, mark in enumerate((marks[1], marks[0], marks[1])):  # the first one again: still a click
        chart = page.locator(f".st-key-rv_chance_0_{picks}")
        drawn = chart.locator(f'path[aria-label*="{t("review-chance-move", "es")}:"]')
        expect(drawn).to_have_count(len(marks))
        click_until_it_opens(drawn.nth(marks.index(mark)), page, mark.step)
        picker = page.locator(".st-key-rv_step_picker button").first
        expect(picker).to_contain_text(t("examples-step_of", "es", step=mark.step + 1, count=count))
        expect(picker).to_be_in_viewport()  # the viewer scrolled to: the step is where the learner looks
        expect(page.get_by_text(t("review-step-you_play", "es", card=mark.decision.move.card))).to_have_count(1)
    if page.viewport_size["width"] == 390:
        assert no_horizontal_scroll(page)
        right = page.locator(".st-key-rv_chance_0_3").evaluate("e => e.getBoundingClientRect().right")
        assert right <= 390
