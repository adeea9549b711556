"""A learner's skills (``teach.lessons.skills``): the progress list's part by theme, each
skill's answers right and wrong, the share and the trend, as a grid of five short columns;
the home page links to the weakest one's lesson or puzzles (``home_view.weakest_link``)."""

from __future__ import annotations

import logging

import pandas as pd
import streamlit as st

from ..core.errors import BriscaError
from ..teach.lessons import skills
from ..teach.table.progress import Progress
from ..text import percent, t
from .grids import html_grid

FLAT = 0.05  # a change of the share right smaller than this is said as steady
_LOG = logging.getLogger("brisca.ui")


def skill_name(skill: str, lang: str) -> str:
    """A skill named as the puzzles name their themes."""
    return t(f"puzzles-theme-{skill}", lang)


def trend_text(change: float | None, lang: str) -> str:
    if change is None:
        return t("skills-trend-none", lang)
    if abs(change) < FLAT:
        return t("skills-trend-flat", lang)
    return t("skills-trend-up" if change > 0 else "skills-trend-down", lang, change=percent(abs(change), lang))


def skills_grid(tallies, lang: str) -> pd.DataFrame:
    rows = []
    for x in tallies:
        name = skill_name(x.skill, lang)
        rows.append({t("skills-theme", lang): name[:1].upper() + name[1:], t("skills-right", lang): x.right,
                     t("skills-wrong", lang): x.wrong, t("skills-share", lang): percent(x.share, lang),
                     t("skills-trend", lang): trend_text(x.trend, lang)})
    return pd.DataFrame(rows)


def gathered(key: str, seen: Progress | None = None) -> skills.Gathered | None:
    try:
        return skills.gathered(key, seen)
    except BriscaError as e:  # a database that cannot be read now: the part is left out
        _LOG.warning("the skills could not be read: %s", e)
        return None


def skills_part(key: str, seen: Progress, lang: str) -> None:
    """The progress list's part by theme, for the skills with any answer."""
    found = gathered(key, seen)
    if found is None:
        return
    if found.damaged:
        st.info(t("skills-damaged", lang, items=found.damaged))
    tallies = [x for x in skills.tally(found.units) if x.total]
    if not tallies:
        return
    st.subheader(t("skills-title", lang))
    st.caption(t("skills-about", lang, window=skills.WINDOW))
    st.html(html_grid(skills_grid(tallies, lang)))  # five short columns: they fit a phone

