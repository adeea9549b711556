"""Showing cards: a row of pictures with their names as text alternatives, in the current
language. The pictures are the static files of ``static/cards/`` (one per card, kept by the
browser), drawn in one small HTML element per row: no picture is sent with the page."""

from __future__ import annotations

import html

import streamlit as st

from ..core.cards import Card
from ..text import card_name, t
from .components import CARD_BASE

STYLE = """<style>
.brisca-cards { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.2rem 0 0.4rem; }
.brisca-cards figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 0.15rem; }
.brisca-cards img { display: block; border-radius: 6px; height: auto; max-width: 22vw; }
.brisca-cards figcaption { font-size: 0.8rem; opacity: 0.8; text-align: center; }
</style>"""


def cards_html(cards, lang: str, width: int = 80, captions=None) -> str:
    """A row of cards (``None`` for a face-down card) as HTML, captions under them."""
    figures = []
    for i, card in enumerate(cards):
        code = "back" if card is None else card.code
        alt = t("card-back", lang) if card is None else card_name(card, lang)
        caption = captions[i] if captions else None
        figures.append(f'<figure><img src="{CARD_BASE}{code}.svg" width="{width}" alt="{html.escape(alt)}">'
                       + (f"<figcaption>{html.escape(caption)}</figcaption>" if caption and caption.strip() else "")
                       + "</figure>")
    return f'{STYLE}<div class="brisca-cards">{"".join(figures)}</div>'


def show_cards(cards, lang: str, width: int = 80, captions=None) -> None:
    """A row of card pictures (``None`` for a face-down card)."""
    cards = list(cards)
    if cards:
        st.html(cards_html(cards, lang, width, captions))


def show_card(card: Card | None, lang: str, width: int = 80, caption: str | None = None) -> None:
    """One card picture (the back for ``None``) with a text alternative."""
    show_cards([card], lang, width, [caption] if caption else None)
