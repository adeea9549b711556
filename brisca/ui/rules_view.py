"""The rules page: the text from ``content/rules/<lang>.md`` with tables and examples
computed by the engine where the text asks for them (``{{points_table}}`` and so on), and
the engine's numbers in its placeholders (``{half}``)."""

from __future__ import annotations

import re

import streamlit as st

from ..core.cards import parse_cards
from ..core.trick import resolve_trick
from ..teach.rules_facts import page_facts
from ..text import Named, explain_trick, t
from .cards_view import show_cards
from .content import load_json, rules_sections
from .tables import filled, points_table, presets_table, seating_table, signals_table, sources_table


def _points_table(lang: str) -> None:
    df = points_table(lang)
    picture = t("table-picture", lang)
    st.dataframe(df, hide_index=True, row_height=64, height=64 * (len(df) + 1) + 4,
                 column_config={picture: st.column_config.ImageColumn(picture, width="small")})
    st.caption(t("rules-totals", lang, **page_facts()))


def _trick_example(lang: str) -> None:
    cards = parse_cards(["1O", "2E"])
    result = resolve_trick(cards, "E")
    show_cards(cards, lang, width=90, captions=[t("rules-example_ana", lang), t("rules-example_luis", lang)])
    for line in explain_trick(result, lang):
        st.markdown(line)
    st.markdown(t("rules-example_points", lang, points=result.points, player=Named("Luis", "masculine")))


def _tables_table(lang: str) -> None:
    st.dataframe(seating_table(lang), hide_index=True)
    st.caption(t("rules-tables_caption", lang))


def _signals_table(lang: str) -> None:
    st.dataframe(signals_table(load_json("signals.json"), lang), hide_index=True)


def _sources_table(lang: str) -> None:
    st.dataframe(sources_table(load_json("sources_compared.json"), lang), hide_index=True)
    st.markdown(f"**{t('rules-presets', lang)}**")
    st.dataframe(presets_table(lang), hide_index=True)


WIDGETS = {"points_table": _points_table, "trick_example": _trick_example, "tables_table": _tables_table,
           "signals_table": _signals_table, "sources_table": _sources_table}


def _anchor(heading: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-")


def rules_page(lang: str) -> None:
    st.title(t("rules-title", lang))
    sections = rules_sections(lang)
    with st.expander(t("rules-contents", lang)):
        st.markdown("\n".join(f"- [{h}](#{_anchor(h)})" for h, _ in sections))
    for heading, blocks in sections:
        st.header(heading, anchor=_anchor(heading))
        for kind, value in blocks:
            if kind == "md":
                st.markdown(filled(value))
            else:
                WIDGETS[value](lang)
