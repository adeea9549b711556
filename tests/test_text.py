"""The catalogs: both languages have every key with the same placeholders, and every code
the engine can emit has a sentence."""

import ast
import re
import string
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from brisca import text
from brisca.cards import ALL_CARDS, parse_cards
from brisca.rules import PRESET_LIST
from brisca.trick import PLAY_REASONS, WIN_REASONS, resolve_trick

ROOT = Path(__file__).resolve().parent.parent


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_both_catalogs_have_the_same_keys_and_placeholders():
    es, en = text.catalog("es"), text.catalog("en")
    assert set(es) == set(en)
    for key in es:
        assert placeholders(es[key]) == placeholders(en[key]), key
        assert es[key].strip() and en[key].strip(), key


def _codes_raised(module: str, error: str) -> set[str]:
    tree = ast.parse((ROOT / "brisca" / module).read_text())
    return {node.args[0].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == error
            and node.args and isinstance(node.args[0], ast.Constant)}


def test_every_error_code_has_a_sentence():
    families = {"record.py": ("RecordError", "record"), "rules.py": ("RulesError", "rules"),
                "state.py": ("IllegalMoveError", "move"), "trick.py": ("TrickError", "trick"),
                "cards.py": ("CardError", "card")}
    for module, (error, family) in families.items():
        codes = _codes_raised(module, error) if family != "card" else set()
        for code in codes:
            assert text.has(f"error.{family}.{code}"), (module, code)
    card_problems = set(re.findall(r'CardError\([^,]+, "(\w+)"', (ROOT / "brisca/cards.py").read_text()))
    assert card_problems and all(text.has(f"error.card.{p}") for p in card_problems)


@settings(max_examples=500, deadline=None)
@given(cards=st.lists(st.sampled_from(sorted(ALL_CARDS)), min_size=1, max_size=6, unique=True),
       trump=st.sampled_from("OCEB"))
def test_every_reason_the_resolver_gives_is_known_and_worded(cards, trump):
    result = resolve_trick(parse_cards(cards), trump)
    codes = [s.reason.code for s in result.steps]
    assert set(codes) <= set(PLAY_REASONS) and result.reason.code in WIN_REASONS
    for lang in text.LANGS:
        assert len(text.explain_trick(result, lang)) == len(cards) + 1


def test_every_reason_code_has_a_sentence():
    for code in PLAY_REASONS + WIN_REASONS:
        for lang in text.LANGS:
            assert text.has(f"reason.{code}", lang), code


def test_card_names_in_both_languages_are_unique():
    for lang in text.LANGS:
        names = {text.card_name(c, lang) for c in ALL_CARDS.values()}
        assert len(names) == 48
    assert text.card_name(ALL_CARDS["10C"], "es") == "sota de copas"
    assert text.card_name(ALL_CARDS["11B"], "en") == "knight of clubs"


def test_card_names_parse_back():
    from brisca.cards import parse_card
    for lang in text.LANGS:
        for card in ALL_CARDS.values():
            assert parse_card(text.card_name(card, lang)) is card


def test_every_preset_has_a_summary():
    for p in PRESET_LIST:
        assert text.has(p.summary)


def test_normalize_lang():
    assert text.normalize_lang("en-US") == "en"
    assert text.normalize_lang("ES") == "es"
    assert text.normalize_lang("fr") == "es" and text.normalize_lang(None) == "es"
