"""The home page: what Brisca is and what the app does, in two short lines, the first step
(the guided path, or where the learner stopped) as the page's main button, within the first
screen on a phone too; then a way into each part of the app and the variants it plays."""

from __future__ import annotations

import streamlit as st

from ..core.cards import parse_cards
from ..core.rules import HAND_SIZE, PRESET_LIST
from ..teach.lessons import path as lessons_path
from ..teach.lessons import skills
from ..teach.lessons.path_facts import lesson_text
from ..teach.table.game import PRACTICE_PRESETS
from ..text import percent, t
from .cards_view import show_cards
from .frame import available_pages
from .learn_view import done_of
from .progress_view import learner_key
from .skills_view import gathered, skill_name

PER_ROW = 3
FIRST_STEP = "home_first_step"  # the main button's container (its key, for the style and the tests)


def first_step_style() -> str:
    """The first step drawn as the page's main button, in the theme's accent: a link (it can be
    opened in a new tab, and is announced as one) that looks like the primary button."""
    accent = st.get_option("theme.primaryColor") or "#b8860b"
    return f"""<style>
.st-key-{FIRST_STEP} a[data-testid="stPageLink-NavLink"] {{
  background: {accent}; border-radius: 0.6rem; padding: 0.7rem 1.2rem; width: fit-content; max-width: 100%;
}}
.st-key-{FIRST_STEP} a[data-testid="stPageLink-NavLink"]:hover {{ filter: brightness(0.92); }}
.st-key-{FIRST_STEP} a[data-testid="stPageLink-NavLink"] * {{ color: #fff; font-weight: 700; font-size: 1.15rem; }}
</style>"""


def all_practised() -> bool:
    """Whether the practice table deals every preset of the app (the home page says so)."""
    return set(PRACTICE_PRESETS) == {p.name for p in PRESET_LIST}


def first_step(lang: str) -> None:
    """A newcomer is sent to the path's first lesson, a returning learner to where they stopped
    (kept under their learner key), one who finished it to practice at the path's level."""
    done = done_of()
    where = lessons_path.where_to_start(done)
    st.html(first_step_style())
    with st.container(key=FIRST_STEP):
        if where is None:
            level = lessons_path.level_for(done)
            st.page_link("pages/practice.py", label=t("home-path_done", lang), icon=":material/playing_cards:",
                         query_params={"lang": lang, "level": level})
            return
        label = (t("home-start", lang) if not done else
                 t("home-resume", lang, lesson=lesson_text(f"learn-{where}-title", lang)))
        st.page_link("pages/learn.py", label=label, icon=":material/school:",
                     query_params={"lang": lang, "lesson": where})


def weakest_link(key: str | None, lang: str) -> None:
    """For a returning learner with enough answers, a link to work on the weakest skill."""
    found = gathered(key) if key is not None else None
    if found is None:
        return
    tallies = skills.tally(found.units)
    chosen = skills.suggestion(tallies, done_of())
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
    st.markdown(t("home-intro", lang, hand=HAND_SIZE))  # what Brisca is
    st.markdown(t("home-app", lang))  # what the app does
    first_step(lang)
    weakest_link(learner_key(), lang)
    show_cards(parse_cards(["1O", "3C", "12E", "11B", "10O"]), lang, width=64)
    st.subheader(t("home-parts", lang))
    pages = [p for p in available_pages() if p[0] != "home"]
    # Three to a row: five in one row cut the longer page names short ("¿Quién gana la ba…").
    for row in range(0, len(pages), PER_ROW):
        for col, (key, path, icon) in zip(st.columns(PER_ROW), pages[row:row + PER_ROW], strict=False):
            with col.container(border=True, height="stretch"):
                st.page_link(path, label=t(f"nav-{key}", lang), icon=icon, query_params={"lang": lang})
                st.caption(t(f"home-{key}", lang))
    st.subheader(t("home-variants-title", lang))
    st.markdown(t("home-variants", lang, all_practised="yes" if all_practised() else "no"))
