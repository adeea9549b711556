"""The guided path's page: the lesson of the link (``?lesson=cards&seed=12``), its few
sentences, and an engine-made exercise answered with buttons; a wrong answer is explained
in the engine's or the coach's words and another exercise of the lesson is offered.

What the learner has done is kept under their learner key (``progress_view``: the key in
the session and the browser's cookie, issued here at the first answer if they have none) in
storage's ``items`` (kind ``path``), and in the session when storage cannot be written. A
tampered lesson or seed is said in the learner's language and the lesson they were on shown.
"""

from __future__ import annotations

import random

import streamlit as st

from ..core.action import Action
from ..core.errors import BriscaError
from ..core.signals import gesture
from ..core.state import step
from ..teach.lessons import path
from ..teach.lessons import puzzles as pz
from ..teach.lessons.path_facts import lesson_text
from ..teach.lessons.quiz import MAX_SEED, Question
from ..teach.table.board import board_data, seat_words
from ..teach.table.seat_board import played_frames, verdict_text
from ..text import Named, action_name, capitalized, error_text, reason_text, suit_name, t
from .cards_view import show_cards
from .components import board, clicked
from .frame import set_params
from .progress_view import keep_for_learner, keep_learner, learner_rows
from .quiz_view import option_label, show_question, wrong_text
from .variants_view import KINDS as VARIANT_KINDS

DONE = "ln_done"  # the session's copy of what was done, by lesson
ANSWER = "ln_answer"  # (lesson, seed, option index) of the exercise answered
BOARD = "ln_board"
DAMAGED = "ln_damaged"  # how many of the learner's kept lessons could not be read
QUIZ_KINDS = ("points", "stronger", "trick", "pile", "exchange", *VARIANT_KINDS)  # drawn by the quiz's page


def done_of() -> dict[str, path.Done]:
    """What the learner has done, by lesson: storage's rows, else this session's; a damaged row
    is left aside and counted (``DAMAGED``), for the page to say."""
    kept, damaged = dict(st.session_state.get(DONE, {})), 0
    for item, (data, _) in (learner_rows(path.KIND) or {}).items():
        try:
            kept[item] = path.read_done(data)
        except path.PathError:
            damaged += 1
    st.session_state[DAMAGED] = damaged
    return kept


def _new_seed() -> int:
    return random.SystemRandom().randrange(MAX_SEED + 1)


def _go(lesson_id: str) -> None:
    st.session_state.pop(ANSWER, None)
    set_params({"lesson": lesson_id, "seed": str(_new_seed())})


def _answer(lesson_id: str, seed: int, index: int) -> None:
    """An option chosen: counted once, kept in storage under the learner's key."""
    if st.session_state.get(ANSWER, (None, None))[:2] == (lesson_id, seed):
        return  # a second click on the same exercise counts once
    q = path.exercise(lesson_id, seed)
    option = path.option_of(q, index)
    right = q.is_right(option)
    now = done_of().get(lesson_id, path.Done()).after(right)
    st.session_state.setdefault(DONE, {})[lesson_id] = now
    st.session_state[ANSWER] = (lesson_id, seed, index)
    if not keep_for_learner(path.KIND, lesson_id, now.to_json()):
        st.session_state["ln_not_saved"] = True


def _read_link(lang: str, done: dict) -> tuple[str, int]:
    """The link's lesson and seed; a bad one said, and the lesson the learner was on."""
    try:
        lesson, seed = path.read_link(st.query_params)
    except path.PathError as e:
        st.warning(t("learn-problem", lang, problem=error_text(e, lang)))  # the link's text is not shown
        lesson, seed = None, None
    return lesson or path.where_to_start(done) or path.lesson_ids()[0], _new_seed() if seed is None else seed


def exercise_label(q: Question, option: object, lang: str) -> str:
    """An exercise's option as its button says it."""
    if q.kind in path.PUZZLE_KINDS:
        return action_name(Action.parse(option), lang)
    if q.kind == "sign":
        return capitalized(t(f"gesture-{gesture(path.SIGN_TABLE, option)}", lang))
    if q.kind == "draw_first":
        return t("learn-option-you" if option == 0 else "learn-option-rival", lang)
    if q.kind == "reach":
        return t(f"learn-option-{option}", lang)
    return option_label(q, option, lang)


def _show(q: Question, lang: str) -> None:
    f = q.facts
    if q.kind in QUIZ_KINDS:
        show_question(q, lang)
    elif q.kind == "stock":
        st.markdown(t("learn-q-stock", lang, deck=f["deck"], tricks=f["tricks"]))
    elif q.kind in ("trick_3", "trick_6"):
        st.markdown(t("quiz-q-trick", lang, trump=suit_name(f["trump"], lang),
                      suit_led=suit_name(f["suit_led"], lang)))
        show_cards(f["cards"], lang, width=80,
                   captions=[t("quiz-played", lang, n=i + 1) for i in range(len(f["cards"]))])
    elif q.kind == "face_down":
        st.markdown(t("learn-q-face_down", lang, players=f["players"], deck=f["deck"],
                      teams="yes" if f["teams"] else "no"))
    elif q.kind == "draw_first":
        st.markdown(t("learn-q-draw_first", lang, trump=suit_name(f["trump"], lang),
                      opener="you" if f["leader"] == 0 else "rival"))
        show_cards(f["cards"], lang, width=90, captions=[t("quiz-played", lang, n=i + 1) for i in range(2)])
    elif q.kind == "reach":
        st.markdown(t("learn-q-reach", lang, total=f["total"]))
        show_cards(f["cards"], lang, width=60)
    elif q.kind == "second":
        st.markdown(t("learn-q-second", lang, trump=suit_name(f["trump"], lang), card=f["led"]))
        show_cards([f["led"]], lang, width=90)
    elif q.kind == "load":
        st.markdown(t("learn-q-load", lang, trump=suit_name(f["trump"], lang)))
        show_cards(f["trick"], lang, width=80, captions=[t("quiz-played", lang, n=i + 1) for i in range(3)])
    elif q.kind == "sign":
        st.markdown(t("learn-q-sign", lang, source=t(f"source-{path.SIGN_TABLE}", lang),
                      trump=suit_name(f["trump"], lang)))
        show_cards(f["hand"], lang, width=80)
    elif q.kind in path.PUZZLE_KINDS:
        st.markdown(t(f"learn-q-{q.kind}", lang))


def _on_board() -> None:
    handle_click(clicked(BOARD))


def handle_click(click: object) -> None:
    """A card clicked on the board: the option it names, for the exercise it was drawn for (a
    click on a board drawn for another exercise changes nothing; a forged one is said)."""
    lesson, seed = st.query_params.get("lesson"), st.query_params.get("seed")
    if not isinstance(click, dict) or click.get("version") != f"{lesson}:{seed}":
        return  # a click on a board drawn for another exercise
    try:
        q = path.exercise(lesson, int(seed))
        _answer(lesson, int(seed), q.options.index(click.get("action")))
    except (BriscaError, ValueError, TypeError):
        st.session_state["ln_bad_click"] = True


def _show_board(q: Question, lesson: str, seed: int, choice: int | None, lang: str) -> None:
    """A stored puzzle's position on the board, as the puzzles page draws it; a click answers.
    Once answered, the table stays as the learner's card left it: that card in the trick, the
    rest of the hand, what happened said in the status line."""
    puzzle = pz.library()[q.facts["puzzle"]]
    view = pz.view_at(puzzle, 0)
    labels, names = seat_words(view, lang)
    data = board_data(view, lang, labels=labels, names=names)
    # a path's exercise asks for a card: the signs the seat may make are no answer to it
    data.update(version=f"{lesson}:{seed}", verdict=None, hint=None, controls=[], final=False, frames=[],
                actions=[a for a in data["actions"] if not a.get("signal")], status=t("learn-your_move", lang))
    if choice is not None:
        data.update(played_board(puzzle, q.options[choice], data, names, lang))
        data["status"] = t("learn-played_best" if q.is_right(q.options[choice]) else "learn-played_wrong", lang,
                           card=Action.parse(q.options[choice]).card)
    board(data, key=BOARD, on_action=_on_board)


def played_board(puzzle: pz.Puzzle, code: str, data: dict, names: dict[int, Named], lang: str) -> dict:
    """The board's trick and hand once the learner played ``code`` at the puzzle's start: the
    card in the trick (a trick it finished, with who took it), the hand without it, nothing
    more to play."""
    before, action = pz.state_after(puzzle, 0), Action.parse(code)
    shown = played_frames([(before, step(before, action), code)], puzzle.seat, lang, names)[0]
    seats = [{**s, "to_move": False, "cards": s["cards"] - (s["seat"] == puzzle.seat)} for s in data["seats"]]
    return {"trick": shown["cards"], "winning_seat": shown["winning_seat"], "trick_text": shown["text"],
            "seats": seats, "final": True, "actions": [],
            "hand": [{**c, "playable": False} for c in data["hand"] if c["code"] != action.card.code]}


def _feedback(q: Question, option: object, lang: str) -> None:
    if q.is_right(option):
        st.success(f"{t('quiz-right', lang)} {reason_text(q.reason, lang)}")
        return
    if q.kind in path.PUZZLE_KINDS:
        st.error(verdict_text(path.judge_puzzle(q, option), lang))
        return
    head = wrong_text(q, exercise_label(q, q.answer, lang), lang)
    reason = path.wrong_reason(q, option)
    said = [reason_text(reason, lang)] if reason is not None and reason != q.reason else []
    st.error(" ".join([head, *said, reason_text(q.reason, lang)]))


def _lesson_list(lesson: str, done: dict, lang: str) -> None:
    rows = []
    for i, lid in enumerate(path.lesson_ids()):
        title = lesson_text(f"learn-{lid}-title", lang)
        mark = f" ✓ {t('learn-done', lang)}" if done.get(lid, path.Done()).finished else ""
        rows.append(f"{i + 1}. {'**' + title + '**' if lid == lesson else title}{mark}")
    with st.expander(t("learn-lessons", lang), expanded=False):
        st.markdown("\n".join(rows))


def learn_widget(lang: str) -> None:
    keep_learner()
    st.title(t("nav-learn", lang))
    passes = path.the_path().passes
    st.caption(t("learn-intro", lang, **{"pass": passes}))
    done = done_of()
    if st.session_state.get(DAMAGED):
        st.warning(t("learn-damaged", lang, lessons=st.session_state[DAMAGED]))
    lesson, seed = _read_link(lang, done)
    if {k: v for k, v in st.query_params.to_dict().items() if k != "lang"} != {"lesson": lesson, "seed": str(seed)}:
        set_params({"lesson": lesson, "seed": str(seed)})
    _lesson_list(lesson, done, lang)
    if st.session_state.pop("ln_not_saved", False):
        st.info(t("learn-not_saved", lang))
    now = done.get(lesson, path.Done())
    st.subheader(lesson_text(f"learn-{lesson}-title", lang))
    st.markdown(lesson_text(f"learn-{lesson}-body", lang))
    st.caption(t("learn-progress", lang, right=min(now.right, passes), **{"pass": passes}))
    q = path.exercise(lesson, seed)
    _show(q, lang)
    answered = st.session_state.get(ANSWER)
    choice = answered[2] if answered and answered[:2] == (lesson, seed) else None
    if st.session_state.pop("ln_bad_click", False):
        st.info(t("error-path-bad_answer", lang))
    on_board = q.kind in path.PUZZLE_KINDS
    if on_board:
        _show_board(q, lesson, seed, choice, lang)
    columns = [] if on_board else st.columns(len(q.options))
    for i, option in enumerate(q.options if not on_board else ()):
        columns[i].button(exercise_label(q, option, lang), key=f"ln_opt_{i}", on_click=_answer, args=(lesson, seed, i),
                          disabled=choice is not None, use_container_width=True,
                          type="primary" if choice == i else "secondary")
    if choice is not None:
        _feedback(q, q.options[choice], lang)
    c1, c2 = st.columns(2)
    c1.button(t("learn-another", lang), key="ln_another", on_click=_go, args=(lesson,), type="primary")
    ids = path.lesson_ids()
    if now.finished and lesson != ids[-1]:
        c2.button(t("learn-next_lesson", lang), key="ln_next", on_click=_go, args=(ids[ids.index(lesson) + 1],))
    if path.where_to_start(done) is None:
        level = path.level_for(done)
        st.success(t("learn-path_done", lang, level=t(f"practice-level-{level}", lang)))
        st.page_link("pages/practice.py", label=t("learn-go_practice", lang), icon=":material/playing_cards:",
                     query_params={"lang": lang, "level": level})
