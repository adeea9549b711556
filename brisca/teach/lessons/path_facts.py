"""What the guided path teaches and what its exercises ask, as named facts.

``content/lessons/path.json`` names, for each lesson, the facts its text teaches, and for each
kind of exercise, the facts it asks. Each fact is stated by one sentence, the message
``learn-fact-<fact>``, which the lesson's body (``learn-<lesson>-body``) takes in by reference;
its numbers, names and lists are the engine's, given as placeholders (``lesson_facts``), as the
rules page's are (``rules_facts``). An exercise may ask more than its kind: the table it is
set at (``table_<players>_<deck>``: a stored puzzle's, a count's) or the source's rule of an
exchange (``exchange_<rule>``) are read off what it shows (``shown``).

>>> from brisca.core.rules import Rules
>>> table_fact(Rules(players=3, deck=36))
'table_3_36'
>>> lesson_facts("es")["values"]
'as, 11; tres, 10; rey, 4; caballo, 3; sota, 2'
"""

from __future__ import annotations

from functools import cache

from brisca.core.cards import deck_cards
from brisca.core.rules import HAND_SIZE, Rules, preset
from brisca.core.signals import gesture, signs_of
from brisca.text import join, rank_name, t

from . import puzzles as pz
from .rules_facts import page_facts as rules_page_facts

SIGN_TABLE = "003"  # the signs the path teaches: the four of the 2-to-6-player guide, each a statement of the hand
_DECK = deck_cards(Rules())


def table_fact(rules: Rules) -> str:
    """The fact of a table: how many play and with how many cards (``table_4_40``)."""
    return f"table_{rules.players}_{rules.deck}"


def shown(facts: dict) -> frozenset[str]:
    """The facts an exercise asks beyond its kind's, read off what it shows: the table of a
    stored puzzle, of a preset (the auction's) or of a count (players and deck), and the
    source's rule of an exchange."""
    out = set()
    if "puzzle" in facts:
        out.add(table_fact(pz.library()[facts["puzzle"]].record.rules))
    if "table" in facts and isinstance(facts["table"], str):
        out.add(table_fact(preset(facts["table"])))
    if "players" in facts and "deck" in facts:
        out.add(f"table_{facts['players']}_{facts['deck']}")
    if "rule" in facts:
        out.add(f"exchange_{facts['rule']}")
    return frozenset(out)


def suit_by_strength() -> tuple:
    """One suit's cards from the strongest to the weakest."""
    return tuple(sorted((c for c in _DECK if c.suit == "O"), key=lambda c: -c.strength))


def page_facts() -> dict:
    """The engine's values the lessons' texts state, by placeholder: the rules pages' numbers
    (``rules_facts``), the cards dealt to each hand, a suit's ranks from the strongest, each
    scoring rank with its points, and the signs taught with their gestures."""
    suit = suit_by_strength()
    return {**rules_page_facts(), "hand": HAND_SIZE, "order": tuple(c.rank for c in suit),
            "values": tuple((c.rank, c.points) for c in suit if c.points),
            "signs": tuple((sg.code, gesture(SIGN_TABLE, sg.code)) for sg in signs_of(SIGN_TABLE))}


@cache
def lesson_facts(lang: str) -> dict:
    """``page_facts`` as the lessons' placeholders take them in ``lang``: ranks by name, each
    scoring rank with its points ("as, 11; tres, 10…"), each sign with its gesture."""
    facts = page_facts()
    order = join([rank_name(r, lang) for r in facts["order"]], lang)
    values = "; ".join(t("learn-value", lang, rank=rank_name(r, lang), points=p) for r, p in facts["values"])
    signs = "; ".join(t("learn-sign", lang, gesture=t(f"gesture-{g}", lang), sign=t(f"sign-{code}", lang))
                      for code, g in facts["signs"])
    return {**{k: v for k, v in facts.items() if not isinstance(v, tuple)}, "order": order, "values": values,
            "signs": signs}


def lesson_text(key: str, lang: str) -> str:
    """A lesson's title or body, its facts the engine's."""
    return t(key, lang, **lesson_facts(lang))
