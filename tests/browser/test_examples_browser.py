"""Examples in a real browser: click through one to its end, reload on a middle step, go to a
step with the slider, and open the whole text."""

import pytest
from playwright.sync_api import expect

from brisca.teach.lessons.walkthrough import examples, scenes_of
from brisca.text import reason_text, t
from browser.conftest import click_key, shortcut_ready, wait_for_app

pytestmark = pytest.mark.browser


def test_click_through_an_example_and_reload_in_the_middle(server, page):
    ex = "01-ana-luis"
    count = len(scenes_of(ex))
    page.goto(f"{server}/examples?lang=en&ex={ex}")
    wait_for_app(page)
    for i in range(1, count):
        click_key(page, "ex_next")
        page.wait_for_url(f"**step={i}**")
    expect(page.locator(".st-key-ex_next button").first).to_be_disabled()
    middle = count // 2
    page.goto(f"{server}/examples?lang=en&ex={ex}&step={middle}")
    wait_for_app(page)
    page.reload()
    wait_for_app(page)
    assert f"step={middle}" in page.url
    picker = page.locator(".st-key-ex_step_picker button").first
    expect(picker).to_contain_text(t("examples-step_of", "en", step=middle + 1, count=count))
    picker.click()  # the slider to go to any step
    thumb = page.locator('.st-key-ex_slider input[type="range"]').first
    expect(thumb).to_have_value(str(middle + 1))
    thumb.focus()
    thumb.press("ArrowRight")
    page.wait_for_url(f"**step={middle + 1}**")
    wait_for_app(page)
    first_told = reason_text(scenes_of(ex)[0].events[0], "en")
    whole = page.locator(".st-key-ex_whole_text")
    assert whole.get_by_text(first_told).count() == 0  # drawn only once opened
    whole.locator("summary").click()
    whole.get_by_text(first_told).wait_for()
    assert page.locator('[data-testid="stException"]').count() == 0


def test_choosing_another_example_by_its_button_starts_it(server, page):
    first, other = examples()[0], examples()[2]
    page.goto(f"{server}/examples?lang=es&ex={first.id}&step=1")
    wait_for_app(page)
    page.locator(".st-key-ex_choice button").filter(has_text=t(f"ex-{other.id}-title", "es")).click()
    page.wait_for_url(lambda url: f"ex={other.id}" in url and "step=0" in url)
    page.get_by_text(t(other.message("intro"), "es")).wait_for()
    wait_for_app(page)
    assert page.locator('[data-testid="stException"]').count() == 0


def test_the_keyboard_steps_through_an_example(server, page):
    ex = "01-ana-luis"
    last = len(scenes_of(ex)) - 1
    page.goto(f"{server}/examples?lang=en&ex={ex}")
    wait_for_app(page)
    page.locator("h1").click()  # the keys go to the page, not to a field
    at = 0
    for key, button, step in (("ArrowRight", "next", 1), ("ArrowRight", "next", 2), ("End", "last", last),
                              ("ArrowLeft", "prev", last - 1), ("Home", "first", 0)):
        if step != at:  # (End at the last step does nothing: its button is disabled)
            shortcut_ready(page, f"ex_{button}")
        page.keyboard.press(key)
        at = step
        page.wait_for_url(lambda url, step=step: url.endswith(f"step={step}") or f"step={step}&" in url)
        wait_for_app(page)
    assert page.locator('[data-testid="stException"]').count() == 0
