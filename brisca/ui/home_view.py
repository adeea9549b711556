"""The home page: what Brisca is, in a few lines, and a way into each part of the app."""

from __future__ import annotations

import streamlit as st

from ..core.cards import parse_cards
from ..teach.lessons.rules_facts import page_facts
from ..text import t
from .cards_view import show_cards
from .frame import available_pages

PER_ROW = 3


def home_page(lang: str) -> None:
    st.title(t("home-title", lang))
    st.markdown(t("home-intro", lang, **page_facts()))
    st.markdown(t("home-variants", lang))  # what the app plays, and what it only describes
    show_cards(parse_cards(["1O", "3C", "12E", "11B", "10O"]), lang, width=80)
    st.subheader(t("home-parts", lang))
    pages = [p for p in available_pages() if p[0] != "home"]
    # Three to a row: five in one row cut the longer page names short ("¿Quién gana la ba…").
    for row in range(0, len(pages), PER_ROW):
        for col, (key, path, icon) in zip(st.columns(PER_ROW), pages[row:row + PER_ROW], strict=False):
            with col.container(border=True, height="stretch"):
                st.page_link(path, label=t(f"nav-{key}", lang), icon=icon, query_params={"lang": lang})
                st.caption(t(f"home-{key}", lang))
