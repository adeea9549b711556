"""The review's charts: the learner's side's chance to win move by move with the mistakes marked
on it (a click on a mark picks its step), each side's points trick by trick, and a learner's
progress over their games. Numbers on them are written the page's language's way (the chart's locale, from
Babel), and they are sized to be read on a phone (390 px): few ticks, the legend under them."""

from __future__ import annotations

from collections.abc import Callable

import altair as alt
import pandas as pd
from babel import Locale

from ..core.outside import InputError
from ..teach.coach.ideas import ideas_of
from ..teach.coach.verdicts import cost_reason
from ..teach.table.chances import Chance, Chances
from ..teach.table.flow import Game
from ..teach.table.progress import PlayedGame
from ..teach.table.seat_board import side_labels
from ..text import action_name, capitalized, label_text, normalize_lang, percent, reason_text, t

HEIGHT = 220
PICK = "mark"  # the chance chart's selection: the step of the mark clicked
LINE = "#4c6ef5"  # the chance's line and points (filled where exact)
MARK_COLORS = {"inaccuracy": "#e3a008", "mistake": "#e8590c", "blunder": "#c92a2a"}  # the labels marked


def chart_locale(lang: str) -> dict:
    """The chart's number format in ``lang``: its decimal sign, grouping and percent sign with
    the space before it the language writes ("75 %" in Spanish) (Vega's locale)."""
    symbols = Locale.parse(normalize_lang(lang)).number_symbols.get("latn", {})
    return {"number": {"decimal": symbols.get("decimal", "."), "thousands": symbols.get("group", ","),
                       "grouping": [3], "currency": ["", ""], "percent": percent(0, lang)[1:]}}


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


def side_word(game: Game) -> str:
    """Whose chance the chart draws, as its title says it: the learner's, their pair's or team's."""
    rules = game.record.rules
    return "you" if not rules.teams else ("pair" if rules.players == 4 else "team")


def chance_data(made: Chances, lang: str) -> pd.DataFrame:
    """Every chance point (step, chance), with what it is and whether it is exact, in words."""
    rows = [{"step": p.step, "at": p.step + 1, "chance": p.chance, "what": t(f"review-chance-kind-{p.kind}", lang),
             "value": t("review-chance-exact" if p.exact else "review-chance-estimated", lang),
             "shown": percent(p.chance, lang)} for p in made.points]
    return pd.DataFrame(rows, columns=["step", "at", "chance", "what", "value", "shown"])


def mark_data(made: Chances, lang: str) -> pd.DataFrame:
    """One row per marked move: its step and chance, and what its tooltip says of it (the move,
    the coach's label, what it cost, the idea it broke)."""
    return pd.DataFrame([mark_row(p, lang) for p in made.marks],
                        columns=["step", "at", "chance", "label", "move", "verdict", "cost", "why", "shown"])


def mark_row(p: Chance, lang: str) -> dict:
    """A marked move's row: the idea the coach named behind it (failing one, its main reason)."""
    d = p.decision
    why = (ideas_of(d.reasons) or (d.main_reason,))[0]
    return {"step": p.step, "at": p.step + 1, "chance": p.chance, "label": t(f"label-{d.label}", lang),
            "move": action_name(d.move, lang), "verdict": label_text(d.label, d.uncertain, lang),
            "cost": capitalized(reason_text(cost_reason(d), lang)),
            "why": reason_text(why, lang) if why is not None else "", "shown": percent(p.chance, lang)}


POINT_TIPS = (("at", "review-step"), ("shown", "review-chance-axis"), ("what", "review-chance-what"),
              ("value", "review-chance-value"))  # a tooltip's fields, each titled by its message
MARK_TIPS = (("move", "review-chance-move"), ("verdict", "review-label"), ("cost", "review-chance-price"),
             ("why", "review-why"), ("shown", "review-chance-after"))


def tips(fields: tuple, lang: str) -> list:
    """A tooltip of ``fields`` (each a column and the message that titles it), in ``lang``."""
    return [alt.Tooltip(f"{column}:N", title=t(key, lang)) for column, key in fields]


def chance_chart(game: Game, made: Chances, lang: str):
    """The chance to win after every step the coach valued, a line of points (filled where
    exact), and a point per marked move, coloured by its label, whose click picks its step
    (the selection ``PICK``, of the field ``step``: the URL's; the axis counts from 1, as the
    viewer and the decisions' grid do)."""
    x = alt.X("at:Q", title=t("review-step", lang), axis=alt.Axis(tickMinStep=1, format="d"),
              scale=alt.Scale(domain=[1, len(game.record.moves) + 1]))  # steps as the viewer counts them
    y = alt.Y("chance:Q", title=t("review-chance-axis", lang), scale=alt.Scale(domain=[0, 1]),
              axis=alt.Axis(format="%", tickCount=5))
    exact, estimated = t("review-chance-exact", lang), t("review-chance-estimated", lang)
    base = alt.Chart(chance_data(made, lang))
    layers = [base.mark_line(color=LINE).encode(x=x, y=y),
              base.mark_point(size=40, color=LINE, strokeWidth=1.5, opacity=1).encode(
                  x=x, y=y, tooltip=tips(POINT_TIPS, lang), fill=alt.Fill(
                      "value:N", scale=alt.Scale(domain=[exact, estimated], range=[LINE, "white"]),
                      legend=None))]  # said under the chart: two legends overflow a phone
    labels = [label for label in MARK_COLORS if any(p.decision.label == label for p in made.marks)]
    if labels:
        shown = [t(f"label-{label}", lang) for label in labels]
        pick = alt.selection_point(name=PICK, fields=["step"], on="click")
        layers.append(alt.Chart(mark_data(made, lang)).mark_point(size=260, filled=True, opacity=0.9, cursor="pointer")
                      .encode(x=x, y=y, color=alt.Color("label:N", scale=alt.Scale(
                          domain=shown, range=[MARK_COLORS[label] for label in labels]), title=None),
                          tooltip=tips(MARK_TIPS, lang))
                      .add_params(pick))
    return in_language(alt.layer(*layers).resolve_scale(color="independent").properties(height=HEIGHT), lang)


def picked_step(event: object, made: Chances) -> int | None:
    """The step of the mark a click on the chance chart picked, from the chart's state as the
    browser sent it (``{"selection": {PICK: [{"step": 12}]}}``); ``None`` when nothing is picked
    (a click beside the marks clears the selection). Anything else (a step that is not one of
    this deal's marks, a value of another shape: forged) is an ``InputError``."""
    try:
        chosen = event["selection"][PICK]  # type: ignore[index]
    except (KeyError, TypeError, IndexError):
        chosen = None if event is None else ()
    if chosen is None or chosen == {} or chosen == []:
        return None
    if not (isinstance(chosen, list) and len(chosen) == 1 and isinstance(chosen[0], dict)
            and set(chosen[0]) == {"step"}):
        raise InputError("not_a_mark")
    step = chosen[0]["step"]
    if isinstance(step, float) and step.is_integer():  # a number in the browser's JSON may come back as 12.0
        step = int(step)
    mark = made.mark_at(step)
    if mark is None:
        raise InputError("not_a_mark")
    return mark.step


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
