"""The learner's puzzle rating over time on the progress list (``ui.puzzle_progress_view``): the
tries made on the puzzles page, through its own click handler, are kept with the rating and
deviation after each; the list shows, try by try, what a Glicko-2 period (``glicko.rated``) computes for those
tries in that order (worked out again here, from the puzzles' starting ratings). No try yet and
a damaged kept history are said in the learner's language, and the page goes on."""

from __future__ import annotations

import json

import pytest
from conftest import ROOT
from streamlit.testing.v1 import AppTest

from brisca.teach.lessons import glicko
from brisca.teach.lessons import puzzles as pz
from brisca.teach.table import learner_items, storage
from brisca.text import LANGS, t

LIB = pz.library()
ONE_STEP = [p for p in LIB.values() if p.evidence.kind == "exact" and len(p.steps) == 1]
# (puzzle, solved): the first puzzle twice, so its second try starts from the rating its first left
TRIES = [(ONE_STEP[0].id, False), (ONE_STEP[1].id, True), (ONE_STEP[0].id, True), (ONE_STEP[2].id, False)]


def _tried_on_the_page(tries: list) -> None:
    """The puzzles page's own handler given each try's first move: the best one, or the
    costliest wrong one (a one-move puzzle: the try is counted at that click)."""
    import streamlit as st

    from brisca.teach.lessons import puzzles as pz
    from brisca.ui import puzzles_view as view

    for pid, solved in tries:
        step = pz.puzzle(pid).steps[0]
        move = step.answers[0] if solved else max(step.wrong, key=lambda w: w[1])[0]
        st.session_state[view.TRY] = view.Try(pid)
        view.handle_click({"action": move, "version": 0})


def _try_puzzles(tries) -> str:
    """The learner key the tries were kept under."""
    at = AppTest.from_function(_tried_on_the_page, args=(list(tries),), default_timeout=90).run()
    assert not at.exception, at.exception
    return at.session_state["pr_learner"]


def _glicko2(me: tuple, other: tuple, score: float) -> tuple:
    return glicko.rated(me, [(other[0], other[1], score)])


def expected_ratings(tries) -> list[tuple[float, float]]:
    """The learner's (rating, deviation) after each try, as Glicko-2 periods (``glicko.rated``,
    checked by ``test_glicko``) compute them from a new learner and each puzzle's starting rating,
    both moved by every try in turn."""
    learner, puzzles, out = (1500.0, 350.0, 0.06), {}, []
    for pid, solved in tries:
        before = puzzles.get(pid, (pz.START_RATINGS[LIB[pid].difficulty], 350.0, 0.06))
        score = 1.0 if solved else 0.0
        learner, puzzles[pid] = _glicko2(learner, before, score), _glicko2(before, learner, 1.0 - score)
        out.append(learner[:2])
    return out


def _progress_list(key: str, lang: str) -> AppTest:
    """The practice page (the progress list under its new-game form) of the learner ``key``."""
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    at.query_params["lang"] = lang
    at.session_state["pr_learner"] = key
    at.run()
    at.switch_page("pages/practice.py").run()
    assert not at.exception, at.exception
    return at


def _charts(at, lang: str) -> list:
    """The page's charts titled as the rating's (the spec is JSON, its accents escaped)."""
    return [c for c in at.get("vega_lite_chart")
            if t("puzzles-progress-chart", lang) in json.dumps(json.loads(c.proto.spec), ensure_ascii=False)]


def _grid(at, lang: str) -> str:
    return next(h.proto.body for h in at.get("html") if t("puzzles-progress-rd", lang) in h.proto.body)


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)
def test_the_rating_after_each_try_is_glicko2_s_for_those_tries_in_that_order(store):
    from brisca.ui.puzzle_progress_view import rating_rows

    key = _try_puzzles(TRIES)
    kept = pz.read_kept(learner_items.items_of(key, pz.KIND)[pz.ITEM][0])
    expected = expected_ratings(TRIES)
    assert [(h[1], h[2]) for h in kept.history] == TRIES
    assert [(h[3], h[4]) for h in kept.history] == expected
    rows = rating_rows(kept, "en")
    assert list(zip(rows["rating"], rows["rd"], strict=True)) == expected
    assert list(rows["low"]) == [r - rd for r, rd in expected] and list(rows["high"]) == [r + rd for r, rd in expected]
    assert expected[0][0] < 1500 < expected[1][0]  # a miss lowered it, a solve raised it
    assert expected_ratings(TRIES[::-1])[-1] != expected[-1]  # the order counts: the test would see a shuffle


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)
@pytest.mark.parametrize("lang", LANGS)
def test_the_progress_list_shows_the_rating_after_each_try(store, lang):
    key = _try_puzzles(TRIES)
    expected = expected_ratings(TRIES)
    at = _progress_list(key, lang)
    assert t("puzzles-progress-title", lang) in [s.value for s in at.subheader]
    last, rd = expected[-1]
    assert t("puzzles-progress-about", lang, tries=len(TRIES), rating=str(round(last)), rd=str(round(rd))) in [
        c.value for c in at.caption]
    grid = _grid(at, lang)
    rows = grid.split("<tr")[2:]  # the heading's row first; then the tries, latest first
    assert len(rows) == len(TRIES)
    for row, (pid, solved), (rating, rd) in zip(rows[::-1], TRIES, expected, strict=True):
        assert pid in row and t(f"puzzles-theme-{LIB[pid].theme}", lang) in row
        assert f">{round(rating)}<" in row and f">{round(rd)}<" in row
        assert t("puzzles-progress-solved" if solved else "puzzles-progress-missed", lang) in row
    assert len(_charts(at, lang)) == 1


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)
@pytest.mark.parametrize("lang", LANGS)
def test_no_puzzle_tried_yet_is_said(store, lang):
    key = storage.new_learner()
    at = _progress_list(key, lang)
    assert t("puzzles-progress-title", lang) in [s.value for s in at.subheader]
    assert t("puzzles-progress-none", lang) in [c.value for c in at.caption]
    [link] = [p for p in at.get("page_link") if p.proto.label == t("puzzles-progress-go", lang)]
    assert link.proto.page == "puzzles" and f"lang={lang}" in link.proto.query_string
    assert not _charts(at, lang)


DAMAGED = [{"when": 1.7e9, "puzzle": "000-001", "right": "yes", "rating": 1500.0, "rd": 300.0},
           {"when": 1.7e9, "puzzle": "000-001", "right": True, "rating": 1500.0, "rd": -4.0},
           {"when": 1.7e9, "puzzle": "<b>x</b>", "right": True, "rating": 1500.0}]


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("damaged", DAMAGED)
def test_a_damaged_kept_try_is_said_not_crashed(store, lang, damaged):
    key = _try_puzzles(TRIES[:2])
    data = learner_items.items_of(key, pz.KIND)[pz.ITEM][0]
    learner_items.keep_item(key, pz.KIND, pz.ITEM, {**data, "history": [*data["history"], damaged]})
    at = _progress_list(key, lang)
    assert t("puzzles-progress-damaged", lang) in [i.value for i in at.info]
    assert not [h for h in at.get("html") if t("puzzles-progress-rd", lang) in h.proto.body]
    assert t("practice-start", lang) in [b.label for b in at.button]  # the page goes on


def test_a_try_without_its_deviation_is_damaged():
    data = {"rating": 1480.0, "rd": 320.0, "vol": 0.06, "tried": ["000-001"],
            "history": [{"when": 1.7e9, "puzzle": "000-001", "right": False, "rating": 1480.0}]}
    with pytest.raises(pz.PuzzleError):
        pz.read_kept(data)
