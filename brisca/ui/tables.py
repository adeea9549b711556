"""Tables the app shows, built with pandas from the engine and the content files."""

from __future__ import annotations

import pandas as pd

from ..cards import card_of
from ..rules import PRESET_LIST, Rules, deck_cards
from ..text import rank_name, t
from .cards_view import card_data_url


def points_table(lang: str, suit: str = "O") -> pd.DataFrame:
    """One row per rank of the 40-card deck, strongest first: picture, name, points, strength."""
    ranks = sorted({c.rank for c in deck_cards(Rules())}, key=lambda r: -card_of(r, suit).strength)
    rows = []
    for place, rank in enumerate(ranks, start=1):
        card = card_of(rank, suit)
        rows.append({
            t("table.picture", lang): card_data_url(card),
            t("table.card", lang): f"{rank_name(rank, lang)} ({rank})",
            t("table.points", lang): card.points,
            t("table.strength", lang): place,
        })
    return pd.DataFrame(rows)


def deck_totals() -> tuple[int, int]:
    """Points in one suit and in the whole 40-card deck, counted by the engine."""
    deck = deck_cards(Rules())
    return sum(c.points for c in deck if c.suit == "O"), sum(c.points for c in deck)


def sources_table(data: dict, lang: str) -> pd.DataFrame:
    """Every disagreement between the sources, one column per source, and each one's preset."""
    sources = list(data["sources"])
    rows = [{t("table.topic", lang): row["topic"][lang], **{s: row[s][lang] for s in sources}}
            for row in data["rows"]]
    presets = {p.name for p in PRESET_LIST}
    rows.append({t("table.topic", lang): t("table.preset", lang),
                 **{s: data["presets"][s] for s in sources if data["presets"][s] in presets}})
    return pd.DataFrame(rows)


def signals_table(data: dict, lang: str) -> pd.DataFrame:
    return pd.DataFrame([row[lang] for row in data["rows"]], columns=data["columns"][lang])


def presets_table(lang: str) -> pd.DataFrame:
    """The engine's presets with their source file and summary."""
    return pd.DataFrame([{t("table.preset", lang): p.name, t("table.source", lang): p.source,
                          t("table.summary", lang): t(p.summary, lang)} for p in PRESET_LIST])
