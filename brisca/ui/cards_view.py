"""Showing cards: a row of pictures with their names as text alternatives, in the current
language, drawn in one small HTML element per row. The pictures travel inside that HTML
(``card_src``): each is 1 to 6 kB, and a first visit to a page with pictures then waits for
no picture file (0.04 of a bare page's time on the rules page, measured with
``scripts/bench_browser.py``'s first visits). The card table of practice and the resolver,
redrawn on every click, loads the static files instead, which the browser keeps."""

from __future__ import annotations

import base64
import html
from functools import cache

import streamlit as st

from ..core.cards import Card
from ..text import capitalized, card_name, rank_name, t
from .card_svg import back_svg, card_svg

STYLE = """<style>
.brisca-cards { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.2rem 0 0.4rem; }
.brisca-cards figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 0.15rem; }
.brisca-cards img { display: block; border-radius: 6px; height: auto; max-width: 22vw; }
.brisca-cards figcaption { font-size: 0.8rem; opacity: 0.8; text-align: center; }
</style>"""


@cache
def card_src(card: Card | None) -> str:
    """The picture of ``card`` (the back for ``None``) as a ``data:`` address for an ``<img>``."""
    svg = back_svg() if card is None else card_svg(card)
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def named_caption(card: Card | None, caption: str | None, lang: str) -> str | None:
    """A card's caption with the card's rank by name ("Sota", "1.ª · sota"): its picture shows a
    number (the sota's 10), which is not its name."""
    if card is None:
        return caption
    rank = rank_name(card.rank, lang)
    return t("card-caption", lang, place=caption, rank=rank) if caption else capitalized(rank)


def cards_html(cards, lang: str, width: int = 80, captions=None, named: bool = False) -> str:
    """A row of cards (``None`` for a face-down card) as HTML, captions under them; ``named``:
    each caption says the card's rank by name."""
    figures = []
    for i, card in enumerate(cards):
        alt = t("card-back", lang) if card is None else card_name(card, lang)
        caption = captions[i] if captions else None
        if named:
            caption = named_caption(card, caption, lang)
        figures.append(f'<figure><img src="{card_src(card)}" width="{width}" alt="{html.escape(alt)}">'
                       + (f"<figcaption>{html.escape(caption)}</figcaption>" if caption and caption.strip() else "")
                       + "</figure>")
    return f'{STYLE}<div class="brisca-cards">{"".join(figures)}</div>'


def show_cards(cards, lang: str, width: int = 80, captions=None, named: bool = False) -> None:
    """A row of card pictures (``None`` for a face-down card); ``named``: each captioned with its rank's name."""
    cards = list(cards)
    if cards:
        st.html(cards_html(cards, lang, width, captions, named))


def show_card(card: Card | None, lang: str, width: int = 80, caption: str | None = None) -> None:
    """One card picture (the back for ``None``) with a text alternative."""
    show_cards([card], lang, width, [caption] if caption else None)
