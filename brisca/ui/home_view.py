"""The home page: what Brisca is, in a few lines, and a way into each part of the app."""

from __future__ import annotations

import streamlit as st

from ..core.cards import parse_cards
from ..core.rules import PRESET_BY_NAME
from ..teach.lessons import path as lessons_path
from ..teach.lessons import skills
from ..teach.lessons.rules_facts import page_facts
from ..teach.table.game import PRACTICE_PRESETS
from ..text import join, percent, preset_name, t
from .cards_view import show_cards
from .frame import available_pages
from .learn_view import done_of, lesson_text
from .progress_view import learner_key
from .skills_view import gathered, skill_name

PER_ROW = 3



def practised_auctions(lang: str) -> str:
    """The tables with an auction (Subastada, chiamata) the practice page offers, by name, or
    "none": the home page says where they are played from what practice deals, not from hope."""
    names = [preset_name(PRESET_BY_NAME[n], lang) for n in PRACTICE_PRESETS if PRESET_BY_NAME[n].rules.bidding]
    return join(names, lang) if names else "none"

def first_step(lang: str) -> None:
    """A newcomer is sent to the path's first lesson, a returning learner to where they stopped
    (kept under their learner key), one who finished it to practice at the path's level."""
    done = done_of(learner_key())
    where = lessons_path.where_to_start(done)
    if where is None:
        level = lessons_path.level_for(done)
        st.page_link("pages/practice.py", label=t("home-path_done", lang), icon=":material/playing_cards:",
                     query_params={"lang": lang, "level": level})
        return
    label = (t("home-start", lang) if not done else
             t("home-resume", lang, lesson=lesson_text(f"learn-{where}-title", lang)))
    st.page_link("pages/learn.py", label=label, icon=":material/school:", query_params={"lang": lang, "lesson": where})


def weakest_link(key: str | None, lang: str) -> None:
    """For a returning learner with enough answers, a link to work on the weakest skill."""
    found = gathered(key) if key is not None else None
    if found is None:
        return
    tallies = skills.tally(found.units)
    chosen = skills.suggestion(tallies, done_of(key))
    if chosen is None:
        return
    share = percent(next(x.share for x in tallies if x.skill == chosen.skill), lang)
    st.markdown(t("skills-home-weakest", lang, skill=skill_name(chosen.skill, lang), share=share))
    if chosen.page == "learn":
        label = t("skills-home-lesson", lang, lesson=lesson_text(f"learn-{chosen.target}-title", lang))
    else:
        label = t("skills-home-puzzles", lang)
    st.page_link(f"pages/{chosen.page}.py", label=label, icon=":material/fitness_center:",
                 query_params={"lang": lang, **chosen.params})


def home_page(lang: str) -> None:
    st.title(t("home-title", lang))
    st.markdown(t("home-intro", lang, **page_facts()))
    st.markdown(t("home-variants", lang, practised=practised_auctions(lang)))  # what the app plays, and where
    show_cards(parse_cards(["1O", "3C", "12E", "11B", "10O"]), lang, width=80)
    first_step(lang)
    weakest_link(learner_key(), lang)
    st.subheader(t("home-parts", lang))
    pages = [p for p in available_pages() if p[0] != "home"]
    # Three to a row: five in one row cut the longer page names short ("¿Quién gana la ba…").
    for row in range(0, len(pages), PER_ROW):
        for col, (key, path, icon) in zip(st.columns(PER_ROW), pages[row:row + PER_ROW], strict=False):
            with col.container(border=True, height="stretch"):
                st.page_link(path, label=t(f"nav-{key}", lang), icon=icon, query_params={"lang": lang})
                st.caption(t(f"home-{key}", lang))
