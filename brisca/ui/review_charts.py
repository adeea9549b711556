"""The review's charts: each side's points trick by trick, and a learner's progress over their
games. Numbers on them are written the page's language's way (the chart's locale, from
Babel), and they are sized to be read on a phone (390 px): few ticks, the legend under them."""

from __future__ import annotations

from collections.abc import Callable

import altair as alt
import pandas as pd
from babel import Locale

from ..teach.table.flow import Game
from ..teach.table.progress import PlayedGame
from ..teach.table.seat_board import side_labels
from ..text import normalize_lang, t

HEIGHT = 220


def chart_locale(lang: str) -> dict:
    """The chart's number format in ``lang``: its decimal sign and grouping (Vega's locale)."""
    symbols = Locale.parse(normalize_lang(lang)).number_symbols.get("latn", {})
    return {"number": {"decimal": symbols.get("decimal", "."), "thousands": symbols.get("group", ","),
                       "grouping": [3], "currency": ["", ""]}}


def in_language(chart, lang: str):
    """A chart with its numbers in ``lang`` and type big enough for a phone. Its height is the
    plot's: Streamlit's default fits axes and legend into it too, which left a narrow phone's
    plot a sliver."""
    return chart.configure(locale=chart_locale(lang)).configure_axis(labelFontSize=12, titleFontSize=12) \
        .configure_legend(labelFontSize=12, orient="bottom", title=None, labelLimit=0) \
        .configure_title(fontSize=13, anchor="start").properties(autosize={"type": "fit-x", "contains": "padding"})


def points_by_trick(game: Game, lang: str) -> pd.DataFrame:
    """Every side's points after each trick, in long form (trick, side, points)."""
    rules = game.state.rules  # the deal's sides: at five, its two pairs
    labels = side_labels(game, lang)
    totals = [0] * len(rules.sides)
    rows = []
    for i, trick in enumerate(game.state.tricks, start=1):
        totals[rules.side_of(trick.winner)] += trick.points
        for side, label in enumerate(labels):
            rows.append({"trick": i, "side": label, "points": totals[side]})
    return pd.DataFrame(rows, columns=["trick", "side", "points"])


def winning_line(game: Game) -> int | None:
    """The points a side must pass to win the deal, where passing half of them wins it: two
    sides, and a match that does not just add the points up (Rematada)."""
    rules = game.state.rules
    if len(rules.sides) != 2 or rules.match == "points":
        return None
    return rules.half_points


def points_chart(game: Game, lang: str):
    """The points chart, tricks counted from 1 as the decisions are, with the line to pass."""
    data = points_by_trick(game, lang)
    total = game.record.rules.total_points
    lines = alt.Chart(data).mark_line(point=True).encode(
        x=alt.X("trick:Q", title=t("review-trick", lang), axis=alt.Axis(tickMinStep=1, format="d"),
                scale=alt.Scale(domain=[1, max(len(game.state.tricks), 2)])),
        y=alt.Y("points:Q", title=t("review-points", lang), scale=alt.Scale(domain=[0, total]),
                axis=alt.Axis(format="d", tickCount=5)),
        color=alt.Color("side:N", title=None))
    layers = [lines]
    half = winning_line(game)
    if half is not None:
        layers.append(alt.Chart(pd.DataFrame({"points": [half]})).mark_rule(strokeDash=[6, 4]).encode(y="points:Q"))
        layers.append(alt.Chart(pd.DataFrame({"points": [half], "text": [t("review-half", lang, half=half)]}))
                      .mark_text(align="left", dx=4, dy=-6, fontSize=12).encode(y="points:Q", x=alt.value(0),
                                                                                 text="text:N"))
    return in_language(alt.layer(*layers).properties(height=HEIGHT), lang)


def progress_data(games: list[PlayedGame], table_name: Callable[[PlayedGame], str]) -> pd.DataFrame:
    """The coached games in order, numbered from 1 at each table (named by ``table_name``),
    with their two figures."""
    rows, counted = [], {}
    for g in games:
        if g.mean_lost is None:
            continue
        counted[g.table] = counted.get(g.table, 0) + 1
        rows.append({"game": counted[g.table], "table": table_name(g), "lost": g.mean_lost,
                     "good": g.good_share})
    return pd.DataFrame(rows, columns=["game", "table", "lost", "good"])


def progress_chart(data: pd.DataFrame, lang: str, field: str):
    """One figure over the games, a line per table."""
    title = t("review-mean_lost" if field == "lost" else "review-good_share", lang)
    axis = alt.Axis(format="%" if field == "good" else ",.1~f", tickCount=5)
    return in_language(alt.Chart(data).mark_line(point=True).encode(
        x=alt.X("game:Q", title=t("progress-game_n", lang), axis=alt.Axis(tickMinStep=1, format="d")),
        y=alt.Y(f"{field}:Q", title=None, axis=axis,
                scale=alt.Scale(domain=[0, 1]) if field == "good" else alt.Scale(zero=True)),
        color=alt.Color("table:N", title=None)).properties(height=HEIGHT, title=title), lang)
