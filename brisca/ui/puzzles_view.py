"""The puzzles page: a stored puzzle on the board, the learner's move judged by its answers,
the line played on, the coach's words for a wrong move, and the next puzzle near the
learner's rating.

The puzzle shown is in the URL (``?puzzle=ID``), so a link opens it for anyone; a bad id is
said in the learner's language and another puzzle is shown. Where the learner is in the line
(the step, a miss in this try) and the ratings (the learner's and the puzzles' tried here)
live in the session for now. The board's clicks carry the step they were made at, so a
double click or a stale one changes nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import streamlit as st

from ..core.errors import BriscaError
from ..teach.lessons import puzzles as pz
from ..teach.table.board import board_data
from ..teach.table.seat_board import verdict_text
from ..text import error_text, t
from .components import board, clicked
from .frame import set_params

BOARD = "pz_board"
TRY = "pz_try"  # the learner's try at the puzzle shown (``Try``)
LEARNER = "pz_learner"
RATINGS = "pz_ratings"
TRIED = "pz_tried"


@dataclass(frozen=True, slots=True)
class Try:
    """A try at a puzzle: the step reached, whether a wrong move was made, whether the ratings
    counted it, the last thing to say (a kind and its facts) and the clicks handled, which is
    the board's version: a click made on an older board changes nothing."""

    pid: str
    done: int = 0
    missed: bool = False
    counted: bool = False
    word: tuple = ("", None)
    clicks: int = 0


def _learner() -> pz.Rating:
    return st.session_state.setdefault(LEARNER, pz.Rating())


def _ratings() -> dict[str, pz.Rating]:
    return st.session_state.setdefault(RATINGS, {})


def _rating_of(p: pz.Puzzle) -> pz.Rating:
    return _ratings().get(p.id) or pz.Rating(p.rating)


def _count(p: pz.Puzzle, solved: bool) -> None:
    """The try counted once in both ratings: lost at its first wrong move, won when solved clean."""
    learner, rated = pz.try_result(_learner(), _rating_of(p), solved)
    st.session_state[LEARNER] = learner
    _ratings()[p.id] = rated
    st.session_state.setdefault(TRIED, set()).add(p.id)


def _choose() -> str | None:
    lib = pz.library()
    ratings = {pid: _rating_of(p).rating for pid, p in lib.items()}
    return pz.next_puzzle(ratings, _learner().rating, st.session_state.get(TRIED, set()), random.SystemRandom())


def _go_next() -> None:
    chosen = _choose()
    st.session_state.pop(TRY, None)
    set_params({"puzzle": chosen} if chosen else {})


def _on_board() -> None:
    handle_click(clicked(BOARD))


def handle_click(click: dict | None) -> None:
    """A card clicked on the board it was shown on: right goes on, wrong is judged and said."""
    now = st.session_state.get(TRY)
    if not isinstance(click, dict) or not isinstance(now, Try):
        return
    if click.get("version") != now.clicks:
        st.session_state[TRY] = replace(now, word=("info", pz.PuzzleError("stale_move")))
        return
    now = replace(now, clicks=now.clicks + 1)
    try:
        p = pz.puzzle(now.pid)
        result = pz.attempt(p, now.done, click.get("action"))
    except BriscaError as e:
        st.session_state[TRY] = replace(now, word=("info", e))
        return
    if not result.right:
        if not now.counted:
            _count(p, False)
        st.session_state[TRY] = replace(now, missed=True, counted=True, word=("wrong", result.verdict))
        return
    if result.solved and not now.counted:
        _count(p, True)
    st.session_state[TRY] = replace(now, done=result.done, counted=now.counted or result.solved,
                                    word=("solved" if result.solved else "right", click["action"]))


def _current(lang: str) -> pz.Puzzle | None:
    """The URL's puzzle; a bad id said, and another chosen; none in the URL: one near the rating."""
    asked = st.query_params.get("puzzle")
    if asked is not None:
        try:
            return pz.puzzle(asked)
        except pz.PuzzleError as e:
            st.warning(error_text(e, lang))  # the id came from outside: named by what it should be, not shown
    chosen = _choose()
    if chosen is None:
        return None
    set_params({"puzzle": chosen})
    return pz.library()[chosen]


def _said(word, lang: str) -> dict | None:
    kind, facts = word
    if kind == "wrong":
        return {"kind": "error", "text": verdict_text(facts, lang) + " " + t("puzzles-try_again", lang)}
    if kind == "info":
        return {"kind": "info", "text": error_text(facts, lang)}
    if kind == "right":
        return {"kind": "success", "text": t("puzzles-right", lang)}
    return None


def _evidence(p: pz.Puzzle, lang: str) -> str:
    ev = p.evidence
    if ev.kind == "exact":
        return t("puzzles-exact", lang)
    return t("puzzles-sampled", lang, worlds=ev.worlds, lead=round(ev.lead, 1), low=round(ev.low, 1),
             high=round(ev.high, 1))  # to a tenth, as the coach's costs are said


def puzzles_widget(lang: str) -> None:
    st.title(t("nav-puzzles", lang))
    st.caption(t("puzzles-intro", lang))
    p = _current(lang)
    if p is None:
        st.info(t("puzzles-none", lang))
        return
    now = st.session_state.get(TRY)
    if not isinstance(now, Try) or now.pid != p.id:
        now = st.session_state[TRY] = Try(p.id)
    done, word = now.done, now.word
    learner, rated = _learner(), _rating_of(p)
    st.markdown(t("puzzles-about", lang, theme=t(f"puzzles-theme-{p.theme}", lang),
                  level=t(f"puzzles-level-{p.difficulty}", lang), rating=str(round(rated.rating)),
                  moves=len(p.steps)))
    st.caption(_evidence(p, lang))
    solved = done == len(p.steps)
    view = pz.view_at(p, done, word[1] if solved else None)
    data = board_data(view, lang)
    verdict = _said(word, lang)
    if solved:
        verdict = {"kind": "success", "text": t("puzzles-solved_missed" if now.missed else "puzzles-solved", lang)}
        data.update(hand=[], actions=[])
    data.update(version=now.clicks, verdict=verdict, hint=None, controls=[], final=solved, frames=[],
                status=t("puzzles-your_move", lang, step=done + 1, moves=len(p.steps)) if not solved else "")
    board(data, key=BOARD, on_action=_on_board)
    st.button(t("puzzles-next", lang), on_click=_go_next, icon=":material/skip_next:", key="pz_next")
    st.caption(t("puzzles-your_rating", lang, rating=str(round(learner.rating)), rd=str(round(learner.rd))))
    # the id is a stored puzzle's (checked against the library), never the link's own text; a
    # button, not Markdown: nothing of a link is written into Markdown
    st.link_button(t("puzzles-link", lang), f"?puzzle={p.id}&lang={lang}", icon=":material/link:")
