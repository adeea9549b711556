"""The learner's puzzle rating over time, the progress list's part for the puzzles: after each
try the learner's kept history holds (``puzzles.Kept``), the rating and its band (the rating
give or take its deviation, as the puzzles page says it), drawn as a line in its band and
listed with the try's date, its puzzle and whether it was solved at the first try.

The numbers are the ones Glicko-2 gave at each try (``puzzles.rate_try``, kept by the puzzles
page as it rated the try): nothing is worked out again here, so the list says what the page
said then. A learner with no try yet is told so; a kept history that is damaged is told, not
drawn, and the rest of the progress list goes on.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import altair as alt
import pandas as pd
import streamlit as st
from babel.dates import format_date

from ..core.errors import BriscaError
from ..teach.lessons import puzzles as pz
from ..teach.table import learner_items
from ..text import normalize_lang, t
from .grids import html_grid
from .review_charts import HEIGHT, LINE, in_language

COLUMNS = ["try", "date", "puzzle", "result", "rating", "rd", "low", "high"]
_LOG = logging.getLogger("brisca.ui")


def _puzzle_name(pid: str, lang: str) -> str:
    """A puzzle by its id and, while it is stored, its theme."""
    found = pz.library().get(pid)
    return pid if found is None else f"{pid} · {t(f'puzzles-theme-{found.theme}', lang)}"


def rating_rows(kept: pz.Kept, lang: str) -> pd.DataFrame:
    """One row per kept try, oldest first: its number, date, puzzle, result, the rating after
    it and its deviation, and the band's ends."""
    rows = []
    for n, (when, pid, right, rating, rd) in enumerate(kept.history, start=1):
        date = format_date(datetime.fromtimestamp(when, UTC), "medium", locale=normalize_lang(lang))
        rows.append({"try": n, "date": date, "puzzle": _puzzle_name(pid, lang),
                     "result": t("puzzles-progress-solved" if right else "puzzles-progress-missed", lang),
                     "rating": rating, "rd": rd, "low": rating - rd, "high": rating + rd})
    return pd.DataFrame(rows, columns=COLUMNS)


def rating_chart(data: pd.DataFrame, lang: str):
    """The rating try by try, in its band; each point tells its date and puzzle."""
    base = alt.Chart(data).encode(x=alt.X("try:Q", title=t("puzzles-progress-try", lang),
                                          axis=alt.Axis(tickMinStep=1, format="d")))
    band = base.mark_area(opacity=0.2, color=LINE).encode(y=alt.Y("low:Q", scale=alt.Scale(zero=False)), y2="high:Q")
    tips = [alt.Tooltip("date:N", title=t("puzzles-progress-date", lang)),
            alt.Tooltip("puzzle:N", title=t("puzzles-progress-puzzle", lang)),
            alt.Tooltip("rating:Q", title=t("puzzles-progress-rating", lang), format=".0f")]
    line = base.mark_line(point=True, color=LINE).encode(
        y=alt.Y("rating:Q", title=t("puzzles-progress-rating", lang), scale=alt.Scale(zero=False),
                axis=alt.Axis(format="d", tickCount=5)), tooltip=tips)
    return in_language((band + line).properties(height=HEIGHT, title=t("puzzles-progress-chart", lang)), lang)


def _whole(value: float) -> str:
    """A rating or a deviation as the puzzles page writes it: whole."""
    return str(round(value))


def rating_grid(data: pd.DataFrame, lang: str) -> pd.DataFrame:
    """The tries as the list shows them, latest first."""
    rows = [{t("puzzles-progress-date", lang): r.date, t("puzzles-progress-puzzle", lang): r.puzzle,
             t("puzzles-progress-result", lang): r.result, t("puzzles-progress-rating", lang): _whole(r.rating),
             t("puzzles-progress-rd", lang): _whole(r.rd)} for r in data.iloc[::-1].itertuples()]
    return pd.DataFrame(rows)


def kept_history(key: str) -> pz.Kept | None:
    """The learner's kept puzzle rating (an empty one: no try yet); ``PuzzleError("bad_kept")``
    if it is damaged; ``None`` if the store cannot be read now."""
    try:
        row = learner_items.items_of(key, pz.KIND).get(pz.ITEM)
    except BriscaError as e:
        _LOG.warning("the puzzle rating could not be read: %s", e)
        return None
    return pz.Kept() if row is None else pz.read_kept(row[0])


def puzzle_progress_part(key: str, lang: str) -> None:
    """The progress list's part for the puzzles: the rating after each try, or why there is none."""
    try:
        kept = kept_history(key)
    except pz.PuzzleError:
        st.subheader(t("puzzles-progress-title", lang))
        st.info(t("puzzles-progress-damaged", lang))
        return
    if kept is None:
        return
    st.subheader(t("puzzles-progress-title", lang))
    if not kept.history:
        st.caption(t("puzzles-progress-none", lang))
        st.page_link("pages/puzzles.py", label=t("puzzles-progress-go", lang), icon=":material/extension:",
                     query_params={"lang": lang})
        return
    data = rating_rows(kept, lang)
    now = kept.learner  # the rating after the latest try
    st.caption(t("puzzles-progress-about", lang, tries=len(kept.history), rating=_whole(now.rating), rd=_whole(now.rd)))
    if len(data) > 1:
        st.altair_chart(rating_chart(data, lang), width="stretch")
    with st.expander(t("puzzles-progress-list", lang), key="pp_list"):
        st.html(html_grid(rating_grid(data, lang), stack=True))
