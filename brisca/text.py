"""The one place where the engine's data becomes Spanish or English sentences.

Catalogs live in ``content/i18n/<lang>.json``: flat keys to strings with ``{named}``
placeholders, the same keys and placeholders in every language. Reason codes, error
codes and card names all go through here, so every page and command says a thing the
same way.

>>> from brisca.cards import Card
>>> card_name(Card.parse("1O"), "es"), card_name(Card.parse("12E"), "en")
('as de oros', 'king of swords')
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from .cards import Card

LANGS = ("es", "en")
DEFAULT_LANG = "es"
CATALOG_DIR = Path(__file__).resolve().parent.parent / "content" / "i18n"


class MissingTextError(KeyError):
    """A catalog key that does not exist: a bug, never the user's fault."""


def normalize_lang(lang: object) -> str:
    """A supported language code from anything ("en-US", "EN", None...), Spanish by default."""
    if isinstance(lang, str):
        short = lang.strip().lower().replace("_", "-").split("-")[0]
        if short in LANGS:
            return short
    return DEFAULT_LANG


@cache
def catalog(lang: str) -> dict[str, str]:
    with open(CATALOG_DIR / f"{normalize_lang(lang)}.json", encoding="utf-8") as f:
        return json.load(f)


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    return key in catalog(lang)


def t(key: str, lang: str = DEFAULT_LANG, **facts: object) -> str:
    """The sentence for ``key`` in ``lang`` with its placeholders filled."""
    try:
        template = catalog(lang)[key]
    except KeyError:
        raise MissingTextError(key) from None
    return template.format(**{k: _fmt(v, lang) for k, v in facts.items()})


def _fmt(value: object, lang: str) -> object:
    if isinstance(value, Card):
        return card_name(value, lang)
    if hasattr(value, "code") and hasattr(value, "facts"):  # a Reason inside a Reason
        return reason_text(value, lang)
    return value


def fill(template: str, lang: str, facts: dict) -> str:
    """A template from content (not from a catalog) filled with engine facts."""
    return template.format(**{k: _fmt(v, lang) for k, v in facts.items()})


def rank_name(rank: int, lang: str = DEFAULT_LANG) -> str:
    return t(f"rank.{rank}", lang)


def suit_name(suit: str, lang: str = DEFAULT_LANG) -> str:
    return t(f"suit.{suit}", lang)


def card_name(card: Card, lang: str = DEFAULT_LANG) -> str:
    return t("card.name", lang, rank=rank_name(card.rank, lang), suit=suit_name(card.suit, lang))


def action_name(action, lang: str = DEFAULT_LANG) -> str:
    """A card played, an exchange or a declined exchange, in words."""
    if isinstance(action, Card):
        return card_name(action, lang)
    given = getattr(action, "card", None)
    if isinstance(given, Card):
        return t("practice.exchange_short", lang, card=given)
    return t("practice.skip", lang)


def seat_name(seat: int, lang: str = DEFAULT_LANG, names=None) -> str:
    if names and 0 <= seat < len(names):
        return names[seat]
    return t("seat.name", lang, n=seat + 1)


def reason_text(reason, lang: str = DEFAULT_LANG) -> str:
    """A ``Reason`` (code and facts) as a sentence."""
    facts = dict(reason.facts)
    for key in ("suit", "suit_led", "trump"):
        if isinstance(facts.get(key), str):
            facts[key] = suit_name(facts[key], lang)
    if "against_position" in facts:
        facts["against_position"] = facts["against_position"] + 1
    return t(f"reason.{reason.code}", lang, **facts)


def explain_trick(result, lang: str = DEFAULT_LANG) -> list[str]:
    """Every play of a resolved trick, then why the winner won, as sentences."""
    lines = [t("trick.step", lang, n=st.position + 1, why=reason_text(st.reason, lang),
               winning=card_name(result.cards[st.winning], lang)) for st in result.steps]
    lines.append(reason_text(result.reason, lang))
    return lines


def error_text(error: Exception, lang: str = DEFAULT_LANG) -> str:
    """A clear one-line message for any of the engine's errors."""
    code = getattr(error, "code", None) or getattr(error, "problem", None)
    family = {"CardError": "card", "RulesError": "rules", "RecordError": "record",
              "IllegalMoveError": "move", "TrickError": "trick"}.get(type(error).__name__)
    facts = {k: _fact(v, lang) for k, v in getattr(error, "facts", {}).items()}
    if isinstance(facts.get("seat"), int):
        facts["seat"] += 1
    if isinstance(facts.get("reason"), str) and has(f"error.move.{facts['reason']}", lang):
        facts["reason"] = catalog(lang)[f"error.move.{facts['reason']}"].format_map(_FactDefaults())
    if family == "card":
        facts.setdefault("text", getattr(error, "text", ""))
    key = f"error.{family}.{code}"
    if family is None or not has(key, lang):
        return t("error.unknown", lang, detail=str(error))
    message = catalog(lang)[key].format_map(_FactDefaults(facts))
    index = getattr(error, "index", None)
    if index is not None:
        message = t("error.at_move", lang, n=index + 1, message=message)
    return message


def _fact(value: object, lang: str) -> object:
    if isinstance(value, Card):
        return card_name(value, lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_fact(v, lang)) for v in value)
    return value


class _FactDefaults(dict):
    """Facts for an error template; a missing one reads as "?" rather than hiding the error."""

    def __missing__(self, key: str) -> str:
        return "?"
