"""The puzzles page in Chromium, in both languages: the puzzle's task is said above the board, and
once solved the hand stays on the board, the other side's answer is played on the table, and the
coach says why the move was best."""

import pytest
from playwright.sync_api import expect

from brisca.core.match import counts
from brisca.core.view import observe
from brisca.teach.lessons import puzzle_making as pm
from brisca.teach.lessons import puzzles as pz
from brisca.text import reason_text, t
from browser.conftest import wait_for_app

pytestmark = pytest.mark.browser


def _answered_puzzle() -> pz.Puzzle:
    """A one-move puzzle that wins the deal, the other side answering before the deal ends."""
    return next(p for p in pz.library().values() if p.evidence.kind == "exact" and len(p.steps) == 1
                and p.task == "win" and pm.solution(p).replies and pm.solution(p).state.phase != "over")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_solved_puzzle_keeps_the_hand_shows_the_answer_and_says_why(server, page, lang):
    p = _answered_puzzle()
    answer = p.steps[0].answers[0]
    solved = pm.solution(p, answer)
    page.goto(f"{server}/puzzles?lang={lang}&puzzle={p.id}")
    wait_for_app(page)
    expect(page.get_by_text(t("puzzles-task", lang, task=p.task, counts=counts(p.record.rules)))).to_be_visible()
    page.locator(f'.board .hand button[data-code="{answer}"]').click()
    verdict = page.locator(".board .verdict.success")
    expect(verdict).to_contain_text(t("puzzles-solved", lang))
    expect(verdict).to_contain_text(reason_text(solved.why[-1], lang))
    expect(page.locator(".board .hand button")).to_have_count(len(observe(solved.state, p.seat).hand))
    expect(page.locator(".board .hand button:not([disabled])")).to_have_count(0)
    reply = solved.replies[-1].card.code
    expect(page.locator(f'.board .trick img[src$="/{reply}.svg"]')).to_have_count(1)
