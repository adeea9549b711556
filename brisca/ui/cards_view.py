"""Showing cards: pictures with their names as text alternatives, in the current language."""

from __future__ import annotations

import base64

import streamlit as st

from ..core.cards import Card
from ..text import card_name, t
from .card_svg import back_svg, card_svg


def card_data_url(card: Card | None) -> str:
    """A data URL of the card's picture (the back for ``None``), for tables and HTML."""
    svg = card_svg(card) if card is not None else back_svg()
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def show_card(card: Card | None, lang: str, width: int = 80, caption: str | None = None) -> None:
    """One card picture (or a face-down card for ``None``) with a text alternative."""
    if card is None:
        st.image(back_svg(), width=width, alt=t("card-back", lang), caption=caption)
    else:
        st.image(card_svg(card), width=width, alt=card_name(card, lang), caption=caption)


def show_cards(cards, lang: str, width: int = 80, captions=None) -> None:
    """A row of card pictures."""
    cards = list(cards)
    if not cards:
        return
    cols = st.columns(len(cards), gap="small", width=len(cards) * (width + 16))
    for i, (col, card) in enumerate(zip(cols, cards, strict=True)):
        with col:
            show_card(card, lang, width, captions[i] if captions else None)
