"""The variants in a real browser, on a desk (1366 px) and on a phone (390 px, no sideways
scroll), in both languages: the lesson on auctions answered wrong then right (the engine's
reason shown), and a trick of five resolved at chiamata's table from its link."""

import pytest
from playwright.sync_api import expect

from brisca.teach.lessons import path
from brisca.teach.lessons.resolver import analyse, read_setup
from brisca.text import reason_text, seat_name, t
from browser.conftest import no_horizontal_scroll, wait_for_app

pytestmark = pytest.mark.browser
DESK, PHONE = {"width": 1366, "height": 900}, {"width": 390, "height": 844}
RUNS = [(DESK, "en"), (PHONE, "es"), (DESK, "es"), (PHONE, "en")]
ERROR, SUCCESS = '[data-testid="stAlertContentError"]', '[data-testid="stAlertContentSuccess"]'


def _seed_of(kind: str) -> int:
    return next(s for s in range(500) if path.exercise("auction", s).kind == kind)


@pytest.mark.parametrize("page, lang", RUNS, indirect=["page"])
def test_the_auction_lesson_answered_wrong_then_right(server, page, lang):
    for kind, right in (("contract", False), ("marriage", True)):
        seed = _seed_of(kind)
        page.goto(f"{server}/learn?lang={lang}&lesson=auction&seed={seed}")
        wait_for_app(page)
        q = path.exercise("auction", seed)
        index = next(i for i, o in enumerate(q.options) if q.is_right(o) == right)
        page.locator(f".st-key-ln_opt_{index} button").click()
        expect(page.locator(SUCCESS if right else ERROR)).to_contain_text(reason_text(q.reason, lang))
        expect(page.locator(f".st-key-ln_opt_{index} button")).to_be_disabled()  # it counts once
        assert no_horizontal_scroll(page)


@pytest.mark.parametrize("page, lang", RUNS, indirect=["page"])
def test_a_trick_of_five_at_chiamata_s_table_from_its_link(server, page, lang):
    params = {"table": "5", "trump": "B", "leader": "3", "cards": "1O,3O,2B,12O,1C"}
    page.goto(f"{server}/resolver?lang={lang}&" + "&".join(f"{k}={v}" for k, v in params.items()))
    wait_for_app(page)
    a = analyse(read_setup(params)[0])
    expect(page.locator(".slot")).to_have_count(5)
    expect(page.locator(SUCCESS).first).to_contain_text(
        t("resolver-winner", lang, card=a.result.card, seat=seat_name(a.winning_seat, lang), points=a.result.points))
    assert no_horizontal_scroll(page)
