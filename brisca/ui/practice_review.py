"""The end-of-game review: the learner's decisions, numbered 1, 2, 3... with the coach's
verdicts, and a chart of both sides' points trick by trick with the line a side must pass
to win."""

from __future__ import annotations

import altair as alt
import pandas as pd
import streamlit as st

from ..core.rules import facts_of
from ..teach.practice import Game
from ..teach.practice_board import side_labels
from ..text import action_name, label_text, reason_text, t


def review_table(game: Game, lang: str) -> pd.DataFrame:
    rows = []
    for number, d in enumerate(game.decisions, start=1):
        rows.append({t("review-move", lang): number, t("review-played", lang): action_name(d.move, lang),
                     t("review-best", lang): action_name(d.best, lang), t("review-lost", lang): d.points_lost,
                     t("review-label", lang): label_text(d.label, d.uncertain, lang),
                     t("review-why", lang): reason_text(d.main_reason, lang) if d.main_reason else ""})
    return pd.DataFrame(rows)


def points_by_trick(game: Game, lang: str) -> pd.DataFrame:
    """Every side's points after each trick, in long form (trick, side, points)."""
    rules = game.record.rules
    labels = side_labels(game, lang)
    totals = [0] * len(rules.sides)
    rows = []
    for i, trick in enumerate(game.state.tricks, start=1):
        totals[rules.side_of(trick.winner)] += trick.points
        for side, label in enumerate(labels):
            rows.append({"trick": i, "side": label, "points": totals[side]})
    return pd.DataFrame(rows, columns=["trick", "side", "points"])


def points_chart(game: Game, lang: str, half: int, two_sides: bool = True) -> alt.LayerChart:
    """The points chart; the line a side must pass to win only where passing half wins (two sides)."""
    data = points_by_trick(game, lang)
    lines = alt.Chart(data).mark_line(point=True).encode(
        x=alt.X("trick:Q", title=t("review-trick", lang), axis=alt.Axis(tickMinStep=1)),
        y=alt.Y("points:Q", title=t("review-points", lang), scale=alt.Scale(domain=[0, 2 * half])),
        color=alt.Color("side:N", title=None, legend=alt.Legend(orient="bottom")))
    line = alt.Chart(pd.DataFrame({"points": [half]})).mark_rule(strokeDash=[6, 4]).encode(y="points:Q")
    label = alt.Chart(pd.DataFrame({"points": [half], "text": [t("review-half", lang, half=half)]})).mark_text(
        align="left", dx=4, dy=-6).encode(y="points:Q", x=alt.value(0), text="text:N")
    layers = (lines, line, label) if two_sides else (lines,)
    return alt.layer(*layers).properties(height=260)


def review(game: Game, lang: str) -> None:
    st.subheader(t("review-title", lang))
    if not game.decisions:
        st.caption(t("review-no_coaching", lang))
    else:
        lost = sum(d.points_lost for d in game.decisions)
        st.caption(t("review-summary", lang, decisions=len(game.decisions), lost=round(lost, 1), hints=game.hints,
                     takebacks=game.takebacks))
        st.dataframe(review_table(game, lang), hide_index=True, use_container_width=True)
    if game.state.tricks:
        rules = game.record.rules
        st.altair_chart(points_chart(game, lang, facts_of(rules)["half"], len(rules.sides) == 2),
                        use_container_width=True)
