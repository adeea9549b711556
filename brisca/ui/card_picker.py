"""The card picker the resolver and the analysis board share: the free cards of one suit at a
time, by name, on Streamlit's own buttons (they wrap on a phone and need no component).

A pick is one action: the chosen card goes to ``on_pick`` and nothing stays selected, so the
same card can be picked again once it is free again. A stale click (a card picked twice)
changes nothing."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from ..core.cards import SUITS, Card, CardError, parse_card
from ..text import capitalized, rank_name, suit_name, t


def card_picker(free: Sequence[Card], trump: str | None, lang: str, keys: tuple[str, str],
                label: Callable[[str], str], on_pick: Callable[[], None]) -> None:
    """The suits (the trump said so) and the ``free`` cards of the one chosen; ``keys``: the
    suit's and the pick's widget keys; ``label(suit)``: the line above the cards; ``on_pick``
    takes the card with ``taken``."""
    suit_key, pick_key = keys
    suit_label = lambda s: (t("resolver-suit_is_trump", lang, suit=capitalized(suit_name(s, lang)))  # noqa: E731
                            if s == trump else capitalized(suit_name(s, lang)))
    suit = st.segmented_control(t("resolver-suit", lang), SUITS, key=suit_key, default=SUITS[0], required=True,
                                format_func=suit_label)
    codes = [c.code for c in free if c.suit == suit]
    st.pills(label(suit), codes, key=pick_key, on_change=on_pick,
             format_func=lambda code: capitalized(rank_name(parse_card(code).rank, lang)))


def taken(pick_key: str) -> Card | None:
    """The card just picked, the picker left with nothing selected (None: nothing chosen, a
    button clicked twice)."""
    code = st.session_state.get(pick_key)
    st.session_state[pick_key] = None
    try:
        return parse_card(code)
    except CardError:
        return None
