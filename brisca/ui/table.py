"""The table component: one Streamlit custom component (v2, inline HTML, CSS and JS from
``assets/``, no build step) that draws ``brisca.teach.table`` data for any table of two to
six seats, and sends back one trigger value per click: ``{"action": ..., "version": ...}``.

The cards are the pictures of ``brisca.ui.card_svg``, served as static files
(``static/cards/``, written by ``scripts/build_cards.py``) so the browser keeps them and a
click sends none of them again.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import streamlit as st

ASSETS = Path(__file__).resolve().parent / "assets"
CARD_BASE = "/app/static/cards/"

_TABLE = st.components.v2.component(
    "brisca_table",
    html=(ASSETS / "table.html").read_text(encoding="utf-8"),
    css=(ASSETS / "table.css").read_text(encoding="utf-8"),
    js=(ASSETS / "table.js").read_text(encoding="utf-8"),
)


def table(data: dict, key: str, on_action: Callable[[], None] | None = None):
    """Mounts the table with ``data``; ``on_action`` runs on every click, before the rerun."""
    return _TABLE(key=key, data={**data, "card_base": CARD_BASE}, on_action_change=on_action or (lambda: None))


def clicked(key: str) -> dict | None:
    """The click that triggered this run, inside an ``on_action`` callback: ``{"action", "version"}``."""
    state = st.session_state.get(key)
    value = getattr(state, "action", None) if state is not None else None
    return value if isinstance(value, dict) else None
