"""What keeps a traceback off every page: values the browser sends are read with the limits
records have, and a page that fails anyway says so in the learner's language.

Streamlit parses the JSON a browser sends for a component (its trigger and its state) with
``json.loads``, which a forged value nested fifty thousand deep makes raise ``RecursionError``
before any of our code runs. So the two Streamlit modules that parse it read through
``outside.json_value`` instead (the same size and depth limits as records): a trigger that
cannot be read arrives as one ``action`` event whose value is ``UNREADABLE``, which the page
answers with a message, and a state that cannot be read is an empty one. Streamlit is pinned
(``requirements.txt``), and a test reads both modules' parsing through these guards, so a
new release that moves them fails there, not on a page.
"""

from __future__ import annotations

import json
import logging
import os
from contextlib import contextmanager

import streamlit as st
from streamlit.components.v2.bidi_component import serialization
from streamlit.runtime.state import common

from ..core.outside import InputError, json_value
from ..text import t

UNREADABLE = {"unreadable": True}  # a component's click that could not be read
MAX_BROWSER_JSON = 64_000  # a click is a few dozen bytes; a component's state, a few hundred
_LOG = logging.getLogger("brisca.ui")


def _read(text: object) -> object:
    """The JSON value of what the browser sent, or ``InputError`` if it is too big or deep."""
    if not isinstance(text, (str, bytes)):
        raise InputError("not_json")
    return json_value(text, MAX_BROWSER_JSON)


def _read_trigger(text: str | None):
    """``serialization.handle_deserialize`` for trigger payloads, within the limits."""
    if text is None:
        return None
    try:
        return _read(text)
    except InputError:
        return [{"event": "action", "value": UNREADABLE}]


class _LimitedJson:
    """``json`` as a module that parses browser values within the limits: ``loads`` raises
    ``JSONDecodeError`` (which the state's reader turns into an empty state) or, with
    ``cleared``, gives ``None`` (a cleared value)."""

    JSONDecodeError = json.JSONDecodeError

    def __init__(self, cleared: bool):
        self.cleared = cleared

    def __getattr__(self, name: str):
        return getattr(json, name)

    def loads(self, text, *args, **kwargs):
        try:
            return _read(text)
        except InputError:
            if self.cleared:
                return None
            raise json.JSONDecodeError("a browser value beyond the limits", "", 0) from None


def install_limits() -> None:
    """Makes Streamlit read what browsers send within the limits (once per process)."""
    serialization.handle_deserialize = _read_trigger
    serialization.json = _LimitedJson(cleared=False)
    common.json = _LimitedJson(cleared=True)


@contextmanager
def page_guard(lang: str):
    """Runs a page's widgets (or a fragment's); a failure no check foresaw is logged and told
    in ``lang``, never shown as a traceback. Streamlit's own ``st.rerun`` and ``st.stop`` pass
    through (they are not ``Exception``); with ``BRISCA_RAISE_ERRORS=1`` (the tests) failures
    are raised, so a test sees them."""
    try:
        yield
    except Exception:
        if os.environ.get("BRISCA_RAISE_ERRORS") == "1":
            raise
        _LOG.exception("a page failed")
        st.error(t("error-unknown", lang))
