"""The puzzles page: a stored puzzle on the board, the learner's move judged by its answers,
the line played on, the coach's words for a wrong move, and the next puzzle near the
learner's rating.

The puzzle shown is in the URL (``?puzzle=ID``), so a link opens it for anyone; a bad id is
said in the learner's language and another puzzle is shown. Where the learner is in the line
(the step, a miss in this try) and the puzzles' ratings live in the session; the learner's
rating, its history and the puzzles tried are kept under the learner key (``progress_view``)
in storage's ``items`` (kind ``puzzles``), read back and checked on a new session, so the next
puzzle is chosen near the kept rating; a damaged one is said and left aside. The board's clicks
carry the step they were made at, so a double click or a stale one changes nothing. A link may
ask for a theme (``?theme=trumps``, checked by ``skills.read_theme``: the home page's link to
the learner's weakest skill): the puzzles chosen are of that theme; one that is not is said and
left out of the address.
"""

from __future__ import annotations

import logging
import random
import time
from dataclasses import dataclass, replace

import streamlit as st

from ..core.action import Move
from ..core.errors import BriscaError
from ..core.match import counts
from ..core.state import step
from ..core.view import observe
from ..teach.lessons import puzzle_making as pm
from ..teach.lessons import puzzles as pz
from ..teach.lessons import skills
from ..teach.table import learner_items, puzzle_ratings
from ..teach.table.board import board_data
from ..teach.table.seat_board import played_frames, verdict_text
from ..text import doing, error_text, label_text, reason_text, t
from .analysis_view import open_link
from .components import board, clicked
from .frame import set_params
from .progress_view import keep_for_learner, keep_learner, learner_key, learner_rows

BOARD = "pz_board"
TRY = "pz_try"  # the learner's try at the puzzle shown (``Try``)
LEARNER = "pz_learner"
RATINGS = "pz_ratings"
TRIED = "pz_tried"
THEME = "theme"  # the link's parameter of a puzzle theme
KEPT = "pz_kept"  # the learner's ``pz.Kept``: read from storage once a session, then kept there
SET = "pz_set"  # which puzzles the next one is chosen from: the rated set, or the learner's own
SETS = ("rated", "mine")
_LOG = logging.getLogger("brisca.ui")


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


def _kept() -> pz.Kept:
    return st.session_state.get(KEPT) or pz.Kept()


def _learner() -> pz.Rating:
    return st.session_state.setdefault(LEARNER, _kept().learner)


def resume(lang: str) -> None:
    """The learner's kept rating, read once a session; a damaged one said and left aside."""
    if KEPT in st.session_state:
        return
    kept, row = pz.Kept(), (learner_rows(pz.KIND) or {}).get(pz.ITEM)  # none yet, or none readable now
    if row is not None:
        try:
            kept = pz.read_kept(row[0])
        except pz.PuzzleError as e:
            st.warning(error_text(e, lang))
    st.session_state[KEPT] = kept
    st.session_state[LEARNER] = kept.learner
    st.session_state[TRIED] = set(kept.tried)


def _ratings() -> dict[str, pz.Rating]:
    return st.session_state.setdefault(RATINGS, {})


def _rating_of(p: pz.Puzzle) -> pz.Rating:
    return _ratings().get(p.id) or pz.Rating(p.rating)


def _read_rating(p: pz.Puzzle) -> None:
    """The puzzle's rating as the store keeps it (every learner's tries moved it), read when the
    puzzle is put on the board, however it was reached: a link, the next puzzle, a reload. A
    puzzle never rated keeps its start; a store that cannot be read now leaves this session's."""
    if pm.is_own(p.id):
        return  # one's own puzzles are not rated
    try:
        found = puzzle_ratings.kept_one(p.id)
    except BriscaError:
        return
    if found is not None:
        _ratings()[p.id] = pz.Rating(*found[0])


def _own() -> dict[str, pm.Own]:
    """The learner's own puzzles, oldest first (a damaged one said once a session and left out)."""
    out, damaged = {}, 0  # none yet, or none readable now: none are offered this run
    for item, (data, _) in sorted((learner_rows(pm.KIND) or {}).items(), key=lambda kv: kv[1][1]):
        try:
            out[item] = pm.read_own(item, data)
        except pz.PuzzleError:
            damaged += 1
    st.session_state["pz_damaged"] = damaged
    return out


def _find(pid: object) -> pz.Puzzle:
    """A stored puzzle, or one of the learner's own (another learner's is unknown here)."""
    if not pm.is_own(pid):
        return pz.puzzle(pid)
    own = _own().get(pid)
    if own is None:
        raise pz.PuzzleError("unknown_id")
    return own.puzzle


def _count(p: pz.Puzzle, solved: bool) -> None:
    """The try counted once: at its first wrong move, or when solved clean. A stored puzzle's in
    both ratings, the puzzle's kept for every learner; one's own is no rated game (nobody else
    plays it), so only its tries are kept with it."""
    if pm.is_own(p.id):
        _count_own(p.id, solved)
        return
    try:
        learner, rated = pz.rate_try(p, _learner(), solved)
    except BriscaError:  # the store cannot be used now: this session's ratings serve until it can
        learner, rated = pz.try_result(_learner(), _rating_of(p), solved)
    st.session_state[LEARNER] = learner
    _ratings()[p.id] = rated
    st.session_state.setdefault(TRIED, set()).add(p.id)
    kept = st.session_state[KEPT] = _kept().after(p.id, solved, learner, time.time())
    keep_for_learner(pz.KIND, pz.ITEM, kept.to_json())  # if it cannot be now, the session's copy serves


def _theme() -> dict[str, str]:
    """The link's theme as the address keeps it (``{}``: none, or one that is not a theme)."""
    try:
        asked = st.query_params.get(THEME)
        return {THEME: skills.read_theme(asked)} if asked is not None else {}
    except pz.PuzzleError:
        return {}


def _check_theme(lang: str) -> None:
    """A link's theme that is not one is said, and taken out of the address."""
    if THEME in st.query_params and not _theme():
        st.warning(error_text(pz.PuzzleError("bad_theme"), lang))
        del st.query_params[THEME]


def _count_own(pid: str, solved: bool) -> None:
    own = _own().get(pid)
    key = learner_key()
    if own is None or key is None:
        return
    try:
        learner_items.keep_item(key, pm.KIND, pid, own.tried(solved).to_json())
    except BriscaError:
        _LOG.warning("a try at an own puzzle could not be kept")


def _choose() -> str | None:
    """The next puzzle: of the learner's own, the oldest not solved yet (the one after the one
    shown); of the rated set, one of the link's theme if it names one, near the learner's rating
    by the puzzles' kept ratings."""
    if st.session_state.get(SET) == "mine":
        own = _own()
        shown = st.query_params.get("puzzle")
        pool = [pid for pid, o in own.items() if not o.solved] or list(own)
        return next((pid for pid in pool if pid != shown), pool[0] if pool else None)
    try:
        st.session_state[RATINGS] = {**_ratings(), **pz.kept_ratings()}
    except BriscaError:
        pass  # the store cannot be read now: the ratings this session knows serve
    theme = _theme().get(THEME)
    ratings = {pid: _rating_of(p).rating for pid, p in pz.library().items() if theme in (None, p.theme)}
    return pz.next_puzzle(ratings, _learner().rating, st.session_state.get(TRIED, set()), random.SystemRandom())


def _go_next() -> None:
    chosen = _choose()
    st.session_state.pop(TRY, None)
    set_params({"puzzle": chosen, **_theme()} if chosen else _theme())


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
        p = _find(now.pid)
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
            return _find(asked)
        except pz.PuzzleError as e:
            st.warning(error_text(e, lang))  # the id came from outside: named by what it should be, not shown
    chosen = _choose()
    if chosen is None:
        return None
    set_params({"puzzle": chosen, **_theme()})
    return _find(chosen)


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
    if ev.unit == "worth":  # what the table counts: a deal's chance (half a worth) in 100, or match points
        kind = counts(p.record.rules)
        scale, digits = (50, 0) if kind == "deal" else (1, 2)
        lead, low, high = (round(scale * x, digits) for x in (ev.lead, ev.low, ev.high))
        return t("puzzles-sampled-worth", lang, worlds=ev.worlds, counts=kind, lead=lead, low=low, high=high)
    key = "puzzles-mine-sampled" if pm.is_own(p.id) else "puzzles-sampled"
    return t(key, lang, worlds=ev.worlds, lead=round(ev.lead, 1), low=round(ev.low, 1),
             high=round(ev.high, 1))  # to a tenth, as the coach's costs are said


def _solved_board(p: pz.Puzzle, last: str | None, lang: str) -> tuple[dict, str]:
    """The board once the puzzle is solved: the learner's hand still shown, the last move and
    the other side's answer to it on the table one after another, and why the move was best."""
    solved = pm.solution(p, last)
    before = pz.state_after(p, len(p.steps) - 1)
    data = board_data(observe(solved.state, p.seat), lang)
    moves, s = [], before
    for k, action in enumerate((pz.Action.parse(last if last in p.steps[-1].answers else p.steps[-1].answers[0]),
                                *solved.replies)):
        after = step(s, action)
        if action.is_play:  # an exchange lays no card on the table
            moves.append((s, after, f"{p.id}:solved:{k}"))
        s = after
    data["frames"] = played_frames(moves, p.seat, lang)
    for card in data["hand"]:  # shown, not played: the puzzle is over
        card["playable"] = False
    why = " ".join(reason_text(r, lang) for r in solved.why)
    return data, t("puzzles-why", lang, wrong=doing(Move.of(solved.against), lang), why=why)


def puzzles_widget(lang: str) -> None:
    keep_learner()
    st.title(t("nav-puzzles", lang))
    intro = st.empty()  # said once the set is known: the rated set's puzzles are bots', one's own are one's own
    resume(lang)
    _check_theme(lang)
    mine = _set_choice(lang)
    intro.caption(t("puzzles-mine-intro" if mine else "puzzles-intro", lang))
    p = _current(lang)
    if p is None:
        st.info(t("puzzles-mine-none" if mine else "puzzles-none", lang))
        return
    now = st.session_state.get(TRY)
    if not isinstance(now, Try) or now.pid != p.id:
        now = st.session_state[TRY] = Try(p.id)
        _read_rating(p)
    done, word = now.done, now.word
    learner, rated = _learner(), _rating_of(p)
    own = _own().get(p.id) if pm.is_own(p.id) else None
    about = dict(theme=t(f"puzzles-theme-{p.theme}", lang), level=t(f"puzzles-level-{p.difficulty}", lang),
                 moves=len(p.steps))
    if own is not None:
        st.markdown(t("puzzles-mine-about", lang, **about))
        st.caption(t("puzzles-mine-origin", lang, label=label_text(own.label, False, lang)))
    else:
        st.markdown(t("puzzles-about", lang, rating=str(round(rated.rating)), **about))
    st.caption(_evidence(p, lang))
    if p.task:  # what the puzzle asks, by what the table counts
        st.markdown(t("puzzles-task", lang, task=p.task, counts=counts(p.record.rules)))
    solved = done == len(p.steps)
    frames: list = []
    if solved:  # the hand stays, the other side answers, and the coach says why the move was best
        data, why = _solved_board(p, word[1], lang)
        frames = data["frames"]
        verdict = {"kind": "success",
                   "text": " ".join(filter(None, (t("puzzles-solved_missed" if now.missed else "puzzles-solved", lang),
                                                  why)))}
        data["actions"] = []
    else:
        data = board_data(pz.view_at(p, done), lang)
        # a puzzle asks for a move: the signs the seat may still make are no decision the coach judges
        data["actions"] = [a for a in data["actions"] if not a.get("signal")]
        verdict = _said(word, lang)
    data.update(version=now.clicks, verdict=verdict, hint=None, controls=[], final=solved, frames=frames,
                status=t("puzzles-your_move", lang, step=done + 1, moves=len(p.steps)) if not solved else "")
    board(data, key=BOARD, on_action=_on_board)
    st.button(t("puzzles-next", lang), on_click=_go_next, icon=":material/skip_next:", key="pz_next")
    if own is None:  # one's own puzzles do not move it
        st.caption(t("puzzles-your_rating", lang, rating=str(round(learner.rating)), rd=str(round(learner.rd))))
    # the id is a stored puzzle's (checked against the library), never the link's own text; a
    # button, not Markdown: nothing of a link is written into Markdown
    st.link_button(t("puzzles-link", lang), f"?puzzle={p.id}&lang={lang}", icon=":material/link:")
    open_link(pz.view_at(p, 0), lang)


def _set_choice(lang: str) -> bool:
    """The rated set or the learner's own puzzles (an own puzzle's link opens on the latter);
    whether the learner's own are chosen."""
    own = _own()
    if SET not in st.session_state:  # a link to a puzzle of one's own opens among them
        st.session_state[SET] = "mine" if st.query_params.get("puzzle") in own else "rated"
    count = len(own)
    st.segmented_control(t("puzzles-set", lang), SETS, key=SET, required=True, on_change=_go_next,
                         format_func=lambda v: t(f"puzzles-set-{v}", lang, count=count))
    if st.session_state.pop("pz_damaged", 0):
        st.info(t("puzzles-mine-damaged", lang))
    return st.session_state[SET] == "mine"
