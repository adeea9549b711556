"""The quiz: a round of ten engine-made questions with instant feedback, a score and a streak.

State lives in ``st.session_state["quiz"]`` and changes only in button callbacks, so
every click counts once.
"""

from __future__ import annotations

import random

import streamlit as st

from ..core.cards import Card
from ..teach.quiz import ROUND_LENGTH, Question, Score, make_round
from ..text import card_name, reason_text, suit_name, t
from .cards_view import show_card, show_cards
from .grids import figures_html

KEY = "quiz"


def _new_state() -> dict:
    return {"seed": random.SystemRandom().randrange(2**31), "index": 0, "score": Score(), "choice": None}


def _state() -> dict:
    if KEY not in st.session_state:
        st.session_state[KEY] = _new_state()
    return st.session_state[KEY]


def _answer(option: int) -> None:
    state = _state()
    if state["choice"] is not None or state["index"] >= ROUND_LENGTH:
        return  # already answered: a second click changes nothing
    question = make_round(state["seed"])[state["index"]]
    state["choice"] = option
    state["score"] = state["score"].after(question.is_right(question.options[option]))


def _next() -> None:
    state = _state()
    if state["choice"] is not None:
        state["index"] += 1
        state["choice"] = None


def _restart() -> None:
    st.session_state[KEY] = _new_state()


def _option_label(question: Question, option: object, lang: str) -> str:
    if isinstance(option, bool):
        return t("quiz-yes" if option else "quiz-no", lang)
    if isinstance(option, Card):  # before int: a card is a small integer too
        return card_name(option, lang)
    return str(option)


def _show_question(q: Question, lang: str) -> None:
    f = q.facts
    if q.kind == "points":
        st.markdown(t("quiz-q-points", lang, card=f["card"]))
        show_card(f["card"], lang, width=100)
    elif q.kind == "stronger":
        st.markdown(t("quiz-q-stronger", lang))
        show_cards(f["cards"], lang, width=100)
    elif q.kind == "trick":
        st.markdown(t("quiz-q-trick", lang, trump=suit_name(f["trump"], lang),
                      suit_led=suit_name(f["suit_led"], lang)))
        show_cards(f["cards"], lang, width=90,
                   captions=[t("quiz-played", lang, n=i + 1) for i in range(len(f["cards"]))])
    elif q.kind == "pile":
        st.markdown(t("quiz-q-pile", lang))
        show_cards(f["cards"], lang, width=80)
    elif q.kind == "exchange":
        st.markdown(t("quiz-q-exchange", lang, rule=f["rule"],
                      given=f["given"], turned=f["turned"]))
        show_cards([f["given"], f["turned"]], lang, width=90,
                   captions=[t("quiz-in_hand", lang), t("quiz-turned_up", lang)])


def quiz_widget(lang: str) -> None:
    state = _state()
    score: Score = state["score"]
    st.title(t("quiz-title", lang))
    progress = None
    if state["index"] < ROUND_LENGTH:
        progress = (state["index"] / ROUND_LENGTH, t("quiz-progress", lang, n=state["index"] + 1, total=ROUND_LENGTH))
    st.html(figures_html([(t("quiz-score", lang), f"{score.right}/{score.answered}"),
                          (t("quiz-streak", lang), score.streak),
                          (t("quiz-best_streak", lang), score.best_streak)], progress))
    if state["index"] >= ROUND_LENGTH:
        st.success(t("quiz-round_over", lang, right=score.right, total=ROUND_LENGTH))
        st.button(t("quiz-new_round", lang), on_click=_restart, type="primary", key="quiz_restart")
        return
    question = make_round(state["seed"])[state["index"]]
    _show_question(question, lang)
    choice = state["choice"]
    buttons = st.columns(len(question.options))
    for i, option in enumerate(question.options):
        buttons[i].button(_option_label(question, option, lang), key=f"quiz_opt_{i}", on_click=_answer,
                          args=(i,), disabled=choice is not None, use_container_width=True,
                          type="primary" if choice == i else "secondary")
    if choice is not None:
        right = question.is_right(question.options[choice])
        answer = _option_label(question, question.answer, lang)
        if right:
            message = t("quiz-right", lang)
        elif isinstance(question.answer, bool):
            message = t("quiz-wrong-yes_no", lang, answer="yes" if question.answer else "no")
        elif isinstance(question.answer, Card):
            message = t("quiz-wrong-card", lang, answer=question.answer)
        else:
            message = t("quiz-wrong", lang, answer=answer)
        (st.success if right else st.error)(f"{message} {reason_text(question.reason, lang)}")
        last = state["index"] + 1 >= ROUND_LENGTH
        st.button(t("quiz-finish" if last else "quiz-next", lang), on_click=_next, type="primary",
                  key="quiz_next")
    st.button(t("quiz-new_round", lang), on_click=_restart, key="quiz_new")
