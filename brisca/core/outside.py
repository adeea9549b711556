"""Reading what comes from outside: numbers and JSON from links, forms, files and the
command line. Every such value passes here, so each kind is checked one way, with limits,
and a bad one becomes an ``InputError`` that the text module words in the user's language.

A number is ASCII digits only: ``str.isdigit`` also accepts "²" and other digits that
``int`` then refuses, and Python refuses to convert more than 4,300 digits.

>>> whole_number("42", 0, 100, "step")
42
>>> whole_number("²", 0, 100, "step")
Traceback (most recent call last):
...
brisca.core.outside.InputError: not_a_number: {'what': 'step', 'low': 0, 'high': 100}
"""

from __future__ import annotations

import json
import re

from .errors import BriscaError

_DIGITS = re.compile(r"-?[0-9]+")
MAX_JSON_BYTES = 1_000_000  # a finished four-player record is about 2 KB


class InputError(BriscaError):
    """A number or a JSON text from outside that cannot be read; ``code`` says why."""

    family = "input"


def whole_number(text: object, low: int, high: int, what: str) -> int:
    """The integer ``text`` spells, if it lies in [low, high]."""
    facts = {"what": what, "low": low, "high": high}
    if isinstance(text, int) and not isinstance(text, bool):
        text = str(text) if abs(text) < 10**30 else "x"
    if not isinstance(text, str):
        raise InputError("not_a_number", **facts)
    text = text.strip()
    limit = len(str(max(abs(low), abs(high)))) + 1
    if len(text) > limit or not _DIGITS.fullmatch(text):
        raise InputError("not_a_number", **facts)
    value = int(text)
    if not low <= value <= high:
        raise InputError("out_of_range", **facts)
    return value


def json_value(data: str | bytes, max_bytes: int = MAX_JSON_BYTES) -> object:
    """The JSON value of ``data`` (text, or bytes that must be UTF-8)."""
    if isinstance(data, bytes):
        if len(data) > max_bytes:
            raise InputError("too_big")
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("not_utf8") from None
    if not isinstance(data, str):
        raise InputError("not_json")
    if len(data) > max_bytes:
        raise InputError("too_big")
    try:
        return json.loads(data)
    except RecursionError:
        raise InputError("too_deep") from None
    except ValueError:  # bad JSON, or an integer of more digits than Python converts
        raise InputError("not_json") from None
