"""The app's custom component (Streamlit components v2, inline HTML, CSS and JS from
``assets/``, no build step): the board, a card table drawn from ``brisca.teach.table.board`` data
for any table of two to six seats, which sends back one trigger value per click:
``{"action": ..., "version": ...}``.

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


def _component(name: str):
    return st.components.v2.component(
        f"brisca_{name}",
        html=(ASSETS / f"{name}.html").read_text(encoding="utf-8"),
        css=(ASSETS / f"{name}.css").read_text(encoding="utf-8"),
        js=(ASSETS / f"{name}.js").read_text(encoding="utf-8"),
    )


_BOARD = _component("board")


def board(data: dict, key: str, on_action: Callable[[], None] | None = None):
    """Mounts the board with ``data``; ``on_action`` runs on every click, before the rerun."""
    return _BOARD(key=key, data={**data, "card_base": CARD_BASE}, on_action_change=on_action or (lambda: None))


def clicked(key: str) -> dict | None:
    """The click that triggered this run, inside an ``on_action`` callback: ``{"action", "version"}``."""
    state = st.session_state.get(key)
    value = getattr(state, "action", None) if state is not None else None
    return value if isinstance(value, dict) else None
