"""The end-of-game review: every decision of the learner with the coach's verdict, and charts
of both sides' points trick by trick and of the points lost per move."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from ..practice import BOT, LEARNER, Game
from ..text import action_name, reason_text, t


def review_table(game: Game, lang: str) -> pd.DataFrame:
    rows = []
    for number, d in enumerate(game.decisions, start=1):
        why = reason_text(d.reasons[1], lang) if len(d.reasons) > 1 else (
            reason_text(d.reasons[0], lang) if d.reasons else "")
        rows.append({t("review-move", lang): number, t("review-played", lang): action_name(d.move, lang),
                     t("review-best", lang): action_name(d.best, lang), t("review-lost", lang): d.points_lost,
                     t("review-label", lang): t(f"label-{d.label}", lang) + (" (?)" if d.uncertain else ""),
                     t("review-why", lang): why})
    return pd.DataFrame(rows)


def points_by_trick(game: Game, lang: str) -> pd.DataFrame:
    you, bot = t("practice-seat-0", lang), t("practice-seat-1", lang)
    totals = {LEARNER: 0, BOT: 0}
    rows = []
    for i, trick in enumerate(game.state.tricks, start=1):
        totals[trick.winner] += trick.points
        rows.append({t("review-trick", lang): i, you: totals[LEARNER], bot: totals[BOT]})
    return pd.DataFrame(rows)


def review(game: Game, lang: str) -> None:
    st.subheader(t("review-title", lang))
    if not game.decisions:
        st.caption(t("review-no_coaching", lang))
    else:
        lost = sum(d.points_lost for d in game.decisions)
        st.caption(t("review-summary", lang, decisions=len(game.decisions), lost=round(lost, 1), hints=game.hints))
        st.dataframe(review_table(game, lang), hide_index=True)
        per_move = pd.DataFrame({t("review-move", lang): list(range(1, len(game.decisions) + 1)),
                                 t("review-lost", lang): [d.points_lost for d in game.decisions]})
        st.bar_chart(per_move, x=t("review-move", lang), y=t("review-lost", lang))
    chart = points_by_trick(game, lang)
    st.line_chart(chart, x=t("review-trick", lang), y=[t("practice-seat-0", lang), t("practice-seat-1", lang)])
