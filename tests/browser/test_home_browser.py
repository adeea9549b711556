"""The home page's first screen in a real browser, on a phone (390 x 844) and a desk (1366 x
768), in both languages: two short lines on what Brisca is and what the app does, then the
first step of the guided path as the main button, whole within the first screen, and it
leads to the path's first lesson."""

import pytest
from playwright.sync_api import expect

from brisca.core.rules import HAND_SIZE
from brisca.teach.lessons.path_facts import lesson_text
from brisca.text import LANGS, t
from browser.conftest import no_horizontal_scroll, wait_for_app

pytestmark = pytest.mark.browser
SIZES = [{"width": 390, "height": 844}, {"width": 1366, "height": 768}]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", SIZES, indirect=True, ids=["phone", "desk"])
def test_the_first_step_is_within_the_first_screen(server, page, lang):
    page.goto(f"{server}/?lang={lang}")
    wait_for_app(page)
    button = page.locator(".st-key-home_first_step").get_by_role("link", name=t("home-start", lang))
    expect(button).to_be_visible()
    box, view = button.bounding_box(), page.viewport_size
    assert box is not None and box["height"] > 30  # drawn as a button, not a line of text
    assert 0 <= box["x"] and box["x"] + box["width"] <= view["width"], box
    assert 0 <= box["y"] and box["y"] + box["height"] <= view["height"], box  # no scrolling to find it
    intro = page.get_by_text(t("home-intro", lang, hand=HAND_SIZE))
    expect(intro).to_be_visible()
    assert intro.bounding_box()["y"] < box["y"]  # what Brisca is, said before the step
    assert no_horizontal_scroll(page)
    button.click()
    page.wait_for_url(lambda url: "/learn" in url and "lesson=cards" in url)
    wait_for_app(page)
    expect(page.get_by_role("heading", name=lesson_text("learn-cards-title", lang))).to_be_visible()
