"""The guided path, the puzzles and a counting drill in a real browser, on a desk (1366 px, in
English) and on a phone (390 px, in Spanish, with no sideways scroll): an exercise answered
wrong, the explanation shown, another answered right; a puzzle solved at the first try and one
answered wrong, then right; a drill's questions answered and scored as the engine counts."""

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from brisca.teach.lessons import drills as dr
from brisca.teach.lessons import path
from brisca.teach.lessons import puzzles as pz
from brisca.text import reason_text, t
from brisca.ui.puzzles_view import _solved_board
from browser.conftest import click_key, no_horizontal_scroll, wait_for_app

pytestmark = pytest.mark.browser
DESK, PHONE = {"width": 1366, "height": 900}, {"width": 390, "height": 844}
RUNS = [(DESK, "en"), (PHONE, "es")]
ERROR, SUCCESS = '[data-testid="stAlertContentError"]', '[data-testid="stAlertContentSuccess"]'


def _seed(page) -> int:
    return int(parse_qs(urlparse(page.url).query)["seed"][0])


@pytest.mark.parametrize("page, lang", RUNS, indirect=["page"])
def test_a_lesson_answered_wrong_explained_then_another_exercise_right(server, page, lang):
    page.goto(f"{server}/learn?lang={lang}&lesson=trick&seed=7")
    wait_for_app(page)
    q = path.exercise("trick", 7)
    wrong = next(i for i, o in enumerate(q.options) if not q.is_right(o))
    page.locator(f".st-key-ln_opt_{wrong} button").click()
    expect(page.locator(ERROR)).to_contain_text(reason_text(q.reason, lang))  # the engine's why
    expect(page.locator(f".st-key-ln_opt_{wrong} button")).to_be_disabled()  # it counts once
    assert no_horizontal_scroll(page)
    click_key(page, "ln_another")
    q = path.exercise("trick", _seed(page))
    right = next(i for i, o in enumerate(q.options) if q.is_right(o))
    page.locator(f".st-key-ln_opt_{right} button").click()
    expect(page.locator(SUCCESS)).to_contain_text(t("quiz-right", lang))
    expect(page.locator(ERROR)).to_have_count(0)
    assert no_horizontal_scroll(page)


def _card(page, code: str):
    return page.locator(f'.hand button[data-code="{code}"]')


def _one_step_puzzles() -> list[pz.Puzzle]:
    return [p for p in pz.library().values() if p.evidence.kind == "exact" and len(p.steps) == 1
            and all(a.count(":") == 0 for a in (*p.steps[0].answers, *dict(p.steps[0].wrong)))]


@pytest.mark.parametrize("page, lang", RUNS, indirect=["page"])
def test_a_puzzle_solved_at_the_first_try_and_one_answered_wrong_then_right(server, page, lang):
    first, second = _one_step_puzzles()[:2]
    page.goto(f"{server}/puzzles?lang={lang}&puzzle={first.id}")
    wait_for_app(page)
    _card(page, first.steps[0].answers[0]).click()
    # solved, then why the move was best: what the other move would have come to
    _, why = _solved_board(first, first.steps[0].answers[0], lang)
    expect(page.locator(".verdict.success")).to_have_text(f'{t("puzzles-solved", lang)} {why}')
    assert no_horizontal_scroll(page)
    page.goto(f"{server}/puzzles?lang={lang}&puzzle={second.id}")
    wait_for_app(page)
    wrong = max(second.steps[0].wrong, key=lambda w: w[1])[0]
    _card(page, wrong).click()
    verdict = page.locator(".verdict.error")
    expect(verdict).to_contain_text(t("puzzles-try_again", lang))  # the coach's words, then a way on
    idea = next(r for r in pz.attempt(second, 0, wrong).verdict.reasons if r.code == second.idea)
    expect(verdict).to_contain_text(reason_text(idea, lang))
    assert no_horizontal_scroll(page)
    _card(page, second.steps[0].answers[0]).click()
    _, why = _solved_board(second, second.steps[0].answers[0], lang)
    expect(page.locator(".verdict.success")).to_have_text(f'{t("puzzles-solved_missed", lang)} {why}')
    assert no_horizontal_scroll(page)


@pytest.mark.parametrize("page, lang", RUNS, indirect=["page"])
def test_a_counting_drill_answered_and_scored_as_the_engine_counts(server, page, lang):
    d = dr.drill("000", 123, "random")
    page.goto(f"{server}/drills?lang={lang}&table=000&deal=123&moment=random")
    wait_for_app(page)
    page.locator(".st-key-dr_skip button").click()
    trumps = page.locator(".st-key-dr_a_trumps input")
    expect(trumps).to_be_visible()
    assert no_horizontal_scroll(page)
    v = dr.view_at(d)
    trumps.fill(str(dr.trumps_unseen(v)))
    trumps.press("Tab")
    page.locator(".st-key-dr_check button").click()
    given = {"trumps": dr.trumps_unseen(v), "points": (0,) * len(v.rules.sides), "aces_threes": (),
             "other_hand": (), "sixty": (0, True)}  # the form's own defaults, but the trumps counted
    checks = [dr.check(v, q, given[q], d) for q in dr.questions(v)]
    expect(page.get_by_role("heading", name=t("drills-score", lang, right=sum(c.right for c in checks),
                                              asked=len(checks)))).to_be_visible()
    expect(page.locator(SUCCESS).first).to_contain_text(t("drills-title-trumps", lang))
    assert no_horizontal_scroll(page)


@pytest.mark.parametrize("page, lang", RUNS, indirect=["page"])
def test_a_board_exercise_answered_keeps_its_table_and_says_what_happened(server, page, lang):
    """An endgame of the path answered on the board: the card played lies in the trick by
    "you", the rest of the hand stays (nothing more to play), the status line says what was
    played, not "your turn"."""
    from brisca.core.action import Action

    seed = next(s for s in range(300) if len((q := path.exercise("last", s)).answer) < len(q.options))
    q = path.exercise("last", seed)
    wrong = next(o for o in q.options if not q.is_right(o))
    page.goto(f"{server}/learn?lang={lang}&lesson=last&seed={seed}")
    wait_for_app(page)
    expect(page.locator(".status")).to_have_text(t("learn-your_move", lang))
    expect(page.locator(".me")).to_contain_text(t("practice-seat-0", lang))
    held = page.locator(".hand button").count()
    _card(page, wrong).click()
    card = Action.parse(wrong).card
    expect(page.locator(".status")).to_have_text(t("learn-played_wrong", lang, card=card))
    expect(page.locator(".hand button")).to_have_count(held - 1)
    played = page.locator(f'.trick .played[data-code="{card.code}"]')
    expect(played).to_contain_text(t("practice-seat-0", lang))  # by "you", not by a player's number
    for button in page.locator(".hand button").all():
        expect(button).to_be_disabled()
    expect(page.locator(ERROR)).to_be_visible()  # the coach's verdict below the board
    assert no_horizontal_scroll(page)
