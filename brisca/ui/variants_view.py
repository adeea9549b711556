"""The variants' exercises drawn and their options labelled (``teach.lessons.variants``): one
place for the quiz's page and the guided path's, which ask the same kinds."""

from __future__ import annotations

import streamlit as st

from ..teach.lessons.question import Question
from ..teach.lessons.variants import MAKERS, NO_SING
from ..text import auction_facts, join, seat_name, suit_name, t
from .cards_view import show_cards

KINDS = tuple(MAKERS)


def variant_label(q: Question, option: object, lang: str) -> str | None:
    """A button's label for one of the exercise's options (None: the quiz's own label, a card's)."""
    if q.kind == "contract":
        who, deals = option
        return t("learn-option-contract", lang, who=who, deals=deals)
    if q.kind == "marriage":
        return t("learn-option-no_sing", lang) if option == NO_SING else t("learn-option-sing", lang, points=option)
    if q.kind == "partner":
        return t(f"learn-option-{option}", lang)
    return None


def _played_so_far(cards, lang: str) -> None:
    show_cards(cards, lang, width=80, named=True,
               captions=[t("quiz-played", lang, n=i + 1) for i in range(len(cards))])


def show_variant(q: Question, lang: str) -> None:
    """What the exercise shows: the deal's facts in a sentence, and its cards."""
    f = q.facts
    if q.kind == "contract":
        st.markdown(t("learn-q-contract", lang, teams="yes" if f["teams"] else "no",
                      bidder=seat_name(f["bidder"], lang), bid=f["bid"], cards=f["cards"],
                      marriages=f["marriages"]))
    elif q.kind == "marriage":
        sung = join([suit_name(s, lang) for s in f["sung"]], lang) if f["sung"] else "none"
        st.markdown(t("learn-q-marriage", lang, trump=suit_name(f["trump"], lang), suit=suit_name(f["suit"], lang),
                      moment=f["moment"], sang_now=f["sang_now"], sung=sung))
        if f["trick"]:
            _played_so_far(f["trick"], lang)
        show_cards(f["hand"], lang, width=80, captions=[t("board-hand", lang)] * len(f["hand"]))
    elif q.kind == "call":
        bid = f["bid"]
        st.markdown(t("learn-q-call", lang, bid=bid.kind, **auction_facts(bid, lang)))
    elif q.kind == "partner":
        st.markdown(t("learn-q-partner", lang, you_call="yes" if f["seat"] == f["caller"] else "no",
                      caller=seat_name(f["caller"], lang), card=f["called"]))
        show_cards(f["hand"], lang, width=60)
    elif q.kind == "trick_5":
        st.markdown(t("learn-q-trick_5", lang, trump=suit_name(f["trump"], lang),
                      suit_led=suit_name(f["suit_led"], lang)))
        _played_so_far(f["cards"], lang)

