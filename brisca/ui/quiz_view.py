"""The quiz: a round of ten engine-made questions with instant feedback, a score and a streak.

The round lives in the URL (``round``, ``answers``, ``done``: ``brisca.teach.lessons.quiz.Round``), so a
reload keeps the questions answered and the score; the session keeps a copy, for a visit
back through the menu, whose links carry only the language. A bad link gets a message and a
new round. The round changes only in button callbacks, so every click counts once.
"""

from __future__ import annotations

import random

import streamlit as st

from ..core.cards import Card
from ..teach.lessons.quiz import ROUND_LENGTH, Question, Round, named_number, new_round, read_round
from ..text import capitalized, card_name, reason_text, suit_name, t
from .cards_view import show_card, show_cards
from .frame import set_params
from .grids import figures_html
from .variants_view import KINDS as VARIANT_KINDS
from .variants_view import show_variant, variant_label

KEY = "quiz"  # the session's copy of the round


def _keep(round_: Round) -> None:
    """The round kept in the session and in the URL (written only when it changes)."""
    st.session_state[KEY] = round_
    params = round_.to_params()
    if {k: v for k, v in st.query_params.to_dict().items() if k != "lang"} != params:
        set_params(params)


def _from_url() -> Round | None:
    return read_round(st.query_params)[0]


def _answer(option: int) -> None:
    round_ = _from_url()
    if round_ is not None:  # a second click on an answer changes nothing (Round.answer)
        _keep(round_.answer(option))


def _next() -> None:
    round_ = _from_url()
    if round_ is not None:
        _keep(round_.next())


def _restart() -> None:
    _keep(new_round(random.SystemRandom()))


def current_round(lang: str) -> Round:
    """The round of the URL; without one, the session's (a visit back through the menu) or a
    new one; with a bad one, a message and a new round. The URL then says the round shown."""
    round_, problem = read_round(st.query_params)
    if problem is not None:
        st.warning(t(f"quiz-problem-{problem}", lang))  # the link's values came from outside: not shown
    elif round_ is None and isinstance(st.session_state.get(KEY), Round):
        round_ = st.session_state[KEY]
    if round_ is None:
        round_ = new_round(random.SystemRandom())
    _keep(round_)
    return round_


def option_label(question: Question, option: object, lang: str) -> str:
    if question.kind in VARIANT_KINDS and (label := variant_label(question, option, lang)) is not None:
        return label
    if isinstance(option, bool):
        return t("quiz-yes" if option else "quiz-no", lang)
    if isinstance(option, Card):  # before int: a card is a small integer too
        return capitalized(card_name(option, lang))  # a button's label, not a name inside a sentence
    return str(option)


def wrong_text(q: Question, label: str, lang: str) -> str:
    """A wrong answer's first words, the right answer said as it reads mid-sentence: yes or no in
    words, a card with its article, a number as it is, an option's label (``label``, as its
    button says it: "He perdido") quoted."""
    if isinstance(q.answer, bool):
        return t("quiz-wrong-yes_no", lang, answer="yes" if q.answer else "no")
    if isinstance(q.answer, Card):
        return t("quiz-wrong-card", lang, answer=q.answer)
    if label.isdigit():
        return t("quiz-wrong", lang, answer=q.answer)
    return t("quiz-wrong-option", lang, answer=label)


def show_question(q: Question, lang: str) -> None:
    f = q.facts
    if q.kind in VARIANT_KINDS:
        show_variant(q, lang)
    elif q.kind == "points":  # a figure is named with its number: the card shows 10, 11 or 12, not its points
        st.markdown(t("quiz-q-points", lang, **named_number(f["card"])))
        show_card(f["card"], lang, width=100)
    # every other picture is captioned with its rank's name: the options and the question name the
    # cards, and a newcomer cannot tell the sota from the 10 it shows
    elif q.kind == "stronger":
        st.markdown(t("quiz-q-stronger", lang))
        show_cards(f["cards"], lang, width=100, named=True)
    elif q.kind == "trick":
        st.markdown(t("quiz-q-trick", lang, trump=suit_name(f["trump"], lang),
                      suit_led=suit_name(f["suit_led"], lang)))
        show_cards(f["cards"], lang, width=90, named=True,
                   captions=[t("quiz-played", lang, n=i + 1) for i in range(len(f["cards"]))])
    elif q.kind == "pile":
        st.markdown(t("quiz-q-pile", lang))
        show_cards(f["cards"], lang, width=80, named=True)
    elif q.kind == "exchange":
        st.markdown(t("quiz-q-exchange", lang, rule=f["rule"],
                      given=f["given"], turned=f["turned"]))
        show_cards([f["given"], f["turned"]], lang, width=90, named=True,
                   captions=[t("quiz-in_hand", lang), t("quiz-turned_up", lang)])


def quiz_widget(lang: str) -> None:
    st.title(t("quiz-title", lang))
    round_ = current_round(lang)
    score = round_.score
    progress = None
    if not round_.over:
        progress = (round_.done / ROUND_LENGTH, t("quiz-progress", lang, n=round_.done + 1, total=ROUND_LENGTH))
    st.html(figures_html([(t("quiz-score", lang), f"{score.right}/{score.answered}"),
                          (t("quiz-streak", lang), score.streak),
                          (t("quiz-best_streak", lang), score.best_streak)], progress))
    if round_.over:
        st.success(t("quiz-round_over", lang, right=score.right, total=ROUND_LENGTH))
        st.button(t("quiz-new_round", lang), on_click=_restart, type="primary", key="quiz_restart")
        return
    question = round_.question
    show_question(question, lang)
    choice = round_.choice
    buttons = st.columns(len(question.options))
    for i, option in enumerate(question.options):
        buttons[i].button(option_label(question, option, lang), key=f"quiz_opt_{i}", on_click=_answer,
                          args=(i,), disabled=choice is not None, use_container_width=True,
                          type="primary" if choice == i else "secondary")
    if choice is not None:
        right = question.is_right(question.options[choice])
        message = t("quiz-right", lang) if right else wrong_text(question, option_label(question, question.answer,
                                                                                         lang), lang)
        (st.success if right else st.error)(f"{message} {reason_text(question.reason, lang)}")
        last = round_.done + 1 >= ROUND_LENGTH
        st.button(t("quiz-finish" if last else "quiz-next", lang), on_click=_next, type="primary",
                  key="quiz_next")
    st.button(t("quiz-new_round", lang), on_click=_restart, key="quiz_new")
