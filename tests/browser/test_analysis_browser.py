"""The analysis board in a real browser, opened with one click from a practice decision and
from a step of a finished deal's review: the priced moves drawn, the best marked, at 1366 px
and on a 390 px phone without sideways scrolling."""

from urllib.parse import parse_qs, urlencode, urljoin, urlsplit

import pytest
from playwright.sync_api import expect

from brisca.core.view import observe
from brisca.teach.lessons.analysis import position_of
from brisca.teach.table import flow
from brisca.teach.table.flow import Settings, play
from brisca.teach.table.review import review_scenes
from brisca.text import action_name, label_text, t, tell
from browser.conftest import no_horizontal_scroll, wait_for_app
from browser.test_practice_browser import start

pytestmark = pytest.mark.browser

SIZES = {"desk": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


@pytest.mark.parametrize("page,lang", [(SIZES["desk"], "en"), (SIZES["phone"], "es")], indirect=["page"],
                         ids=["1366-en", "390-es"])
def test_a_practice_decision_opens_in_the_board(server, server_db, page, lang, monkeypatch, tmp_path):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    start(page, server, lang, "2025")
    expect(page.locator(".hand button:not([disabled])").first).to_be_visible()  # the learner's turn
    wait_for_app(page)
    link = page.get_by_role("link", name=t("analysis-open", lang))
    expect(link).to_be_visible()
    href = link.get_attribute("href")
    assert "pos=" in href and parse_qs(urlsplit(href).query)["lang"] == [lang]
    page.goto(urljoin(page.url, href))  # the link opens a tab of its own: the same address here
    wait_for_app(page)
    expect(page.locator('[data-testid="stMainBlockContainer"] h1').first).to_have_text(t("nav-analysis", lang))
    grid = page.locator(".brisca-grid").first
    expect(grid).to_be_visible()
    expect(grid).to_contain_text(t("analysis-col-why", lang))
    expect(grid.locator("tbody tr")).to_have_count(3)  # the three cards of the hand at the deal's start
    expect(page.get_by_text(t("analysis-to_move", lang, n=1)).or_(
        page.get_by_text(t("analysis-to_move", lang, n=2)))).to_be_visible()
    assert page.locator('[data-testid="stException"]').count() == 0
    assert page.locator('[data-testid="stAlert"]').count() == 0  # nothing dropped, nothing refused
    assert no_horizontal_scroll(page)
    width = page.viewport_size["width"]
    page.set_viewport_size({"width": width, "height": 2600})  # the whole page in one picture, to look at
    page.screenshot(path=str(tmp_path / f"analysis-{lang}-{width}.png"))


def finished_game():
    """A coached practice deal played to its end here, on the server's database: the review
    is reached without clicking through the deal."""
    game = flow.start(Settings(deal=11))
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[-1]))
    return game


@pytest.mark.parametrize("page,lang", [(SIZES["desk"], "es"), (SIZES["phone"], "en")], indirect=["page"],
                         ids=["1366-es", "390-en"])
def test_a_review_step_opens_in_the_board(server, server_db, page, lang, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game = finished_game()
    # a decision of the learner's well into the deal: tricks played, a hand drawn since the deal
    step = next(s for s in review_scenes(game) if s.learner_choice and len(s.before.tricks) >= 4)
    expected = position_of(observe(step.before, game.learner))
    page.goto(f"{server}/practice?lang={lang}&game={game.id}&step={step.index}")
    wait_for_app(page)
    link = page.get_by_role("link", name=t("analysis-open", lang))
    expect(link).to_be_visible()
    href = link.get_attribute("href")
    # the step named too: the board reads the values the coach kept there, as the review does
    assert parse_qs(urlsplit(href).query) == {"lang": [lang], "pos": [expected.code], "game": [game.id],
                                              "deal": ["0"], "ply": [str(step.index - 1)]}
    page.goto(urljoin(page.url, href))
    wait_for_app(page)
    expect(page.locator('[data-testid="stMainBlockContainer"] h1').first).to_have_text(t("nav-analysis", lang))
    grid = page.locator(".brisca-grid").first
    expect(grid).to_be_visible()
    legal = observe(step.before, game.learner).legal
    expect(grid.locator("tbody tr")).to_have_count(len(legal))
    cells = grid.locator("tbody tr td:first-child").all_inner_texts()
    names = {action_name(m, lang) for m in legal}
    assert {next((n for n in names if n in c), c) for c in cells} == names  # each row one move of that step
    if step.decision is not None:  # the move played, labelled as the review labelled it
        # by its first cell: another row's reason may name the move played too
        row = grid.locator("tbody tr").nth(next(i for i, c in enumerate(cells) if action_name(step.move, lang) in c))
        expect(row.locator("td").nth(1)).to_have_text(label_text(step.decision.label, step.decision.uncertain, lang))
    hand = page.locator(".st-key-an_list_hand button")
    expect(hand).to_have_count(len(expected.hand))
    assert [h.strip() for h in hand.all_inner_texts()] == [tell("card-in-list", {"card": c}, lang)
                                                           for c in expected.hand]
    played = page.locator(".st-key-an_list_tricks button")
    expect(played).to_have_count(len(expected.tricks))
    expect(page.get_by_text(t("analysis-to_move", lang, n=expected.seat + 1))).to_be_visible()
    assert page.locator('[data-testid="stException"]').count() == 0
    assert page.locator('[data-testid="stAlert"]').count() == 0
    assert no_horizontal_scroll(page)


@pytest.mark.parametrize("page", [SIZES["phone"]], indirect=True)
def test_the_editors_of_what_was_seen_fit_a_phone(server, page, tmp_path):
    pos = "rules:004-pairs-signals;first:2;hand:1O,3C,7B;up:5O;trick:4C,6E;stock:27;known:3=7O;signals:2=no_trumps@0"
    page.goto(f"{server}/analysis?{urlencode({'lang': 'es', 'pos': pos})}")
    wait_for_app(page)
    expect(page.locator(".brisca-grid").first).to_be_visible()
    for key in ("an_known_3", "an_sig_list", "an_sig_seat", "an_sig_sign", "an_sig_trick", "an_sig_add"):
        expect(page.locator(f".st-key-{key}")).to_be_visible()
    page.locator(".st-key-an_where button").last.click()  # another's hand: whose is asked
    expect(page.locator(".st-key-an_known_seat")).to_be_visible()
    wait_for_app(page)
    assert page.locator('[data-testid="stAlert"]').count() == 0
    assert no_horizontal_scroll(page)
    page.set_viewport_size({"width": 390, "height": 3000})
    page.screenshot(path=str(tmp_path / "analysis-seen-es-390.png"))
