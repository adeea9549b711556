"""The Spanish deck: suits, ranks, points, strength, and cards that round-trip as text.

A card's code is its rank number then its suit letter: ``1O`` (as de oros), ``12E``
(rey de espadas), ``7B``. ``Card.parse`` also takes Spanish and English names.

>>> Card.parse("as de oros").code
'1O'
>>> Card.parse("king of swords")
Card.parse('12E')
>>> Card.parse("3 de espadas").points
10
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from .errors import BriscaError

SUITS = ("O", "C", "E", "B")
"""Oros, copas, espadas, bastos, by their code letters."""

RANKS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)
RANKS_40 = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)

POINTS = {1: 11, 3: 10, 12: 4, 11: 3, 10: 2}
STRENGTH_ORDER = (1, 3, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2)
"""Strongest first. Strength and points are different things: a 7 beats a sota."""


class CardError(BriscaError):
    """Text that is not a card (or a suit) of the Spanish deck; ``problem`` says why."""

    family = "card"

    def __init__(self, text: str, problem: str, **facts: object):
        super().__init__(problem, text=text, **facts)
        self.text = text
        self.problem = problem


_INTERNED: dict[tuple[int, str], Card] = {}


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card. Instances are interned (``Card(1, "O") is Card.parse("1O")``), so equality
    is identity, which keeps ``card in hand`` at C speed in the bots' inner loops."""

    rank: int
    suit: str
    points: int = field(init=False, repr=False)
    strength: int = field(init=False, repr=False)
    index: int = field(init=False, repr=False)

    def __new__(cls, rank: int, suit: str) -> Card:
        return _INTERNED.get((rank, suit)) or object.__new__(cls)

    def __reduce__(self):
        return (Card, (self.rank, self.suit))

    def __post_init__(self) -> None:
        if self.suit not in SUITS:
            raise CardError(str(self.suit), "unknown_suit")
        if self.rank not in RANKS:
            raise CardError(str(self.rank), "unknown_rank")
        # Precomputed so the hot loops of the bots read fields, not tables.
        object.__setattr__(self, "points", POINTS.get(self.rank, 0))
        object.__setattr__(self, "strength", len(STRENGTH_ORDER) - STRENGTH_ORDER.index(self.rank))
        object.__setattr__(self, "index", SUITS.index(self.suit) * 12 + self.rank - 1)
        _INTERNED.setdefault((self.rank, self.suit), self)

    def __hash__(self) -> int:
        return self.index

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __str__(self) -> str:
        return self.code

    @property
    def code(self) -> str:
        return f"{self.rank}{self.suit}"

    @staticmethod
    def parse(text: str) -> Card:
        """A card from its code (any case) or its Spanish or English name."""
        return parse_card(text)


ALL_CARDS: dict[str, Card] = {f"{r}{s}": Card(r, s) for s in SUITS for r in RANKS}
BY_INDEX: tuple[Card, ...] = tuple(sorted(ALL_CARDS.values(), key=lambda c: c.index))


def card_of(rank: int, suit: str) -> Card:
    """The interned card of this rank and suit."""
    try:
        return ALL_CARDS[f"{rank}{suit}"]
    except KeyError:
        raise CardError(f"{rank}{suit}", "unknown_card") from None


def beats(challenger: Card, holder: Card, trump: str | None) -> bool:
    """Whether ``challenger``, played after ``holder`` (the card winning so far), takes the lead."""
    if challenger.suit == holder.suit:
        return challenger.strength > holder.strength
    return challenger.suit == trump


# Words the parser accepts. Display names live in the language catalogs (brisca.text).
_RANK_WORDS = {
    "as": 1, "ace": 1, "uno": 1, "one": 1,
    "dos": 2, "two": 2, "deuce": 2, "tres": 3, "three": 3, "cuatro": 4, "four": 4,
    "cinco": 5, "five": 5, "seis": 6, "six": 6, "siete": 7, "seven": 7,
    "ocho": 8, "eight": 8, "nueve": 9, "nine": 9,
    "sota": 10, "jack": 10, "knave": 10, "page": 10,
    "caballo": 11, "knight": 11, "horse": 11, "cavalier": 11,
    "rey": 12, "king": 12,
}
_SUIT_WORDS = {
    "o": "O", "oros": "O", "oro": "O", "coins": "O", "coin": "O", "golds": "O", "gold": "O",
    "c": "C", "copas": "C", "copa": "C", "cups": "C", "cup": "C",
    "e": "E", "espadas": "E", "espada": "E", "swords": "E", "sword": "E",
    "b": "B", "bastos": "B", "basto": "B", "clubs": "B", "club": "B",
    "batons": "B", "baton": "B", "cudgels": "B",
}
_CODE = re.compile(r"^(\d{1,2})([a-z])$")
_NAME = re.compile(r"^(\S+)\s+(?:de|of)\s+(?:the\s+|los\s+|las\s+)?(\S+)$")


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.strip().lower())
    return " ".join("".join(ch for ch in text if not unicodedata.combining(ch)).split())


def parse_suit(text: str) -> str:
    """A suit letter from a letter or a name in either language ("oros", "swords")."""
    folded = _fold(str(text))
    if folded in _SUIT_WORDS:
        return _SUIT_WORDS[folded]
    raise CardError(str(text), "unknown_suit")


def parse_card(text: str) -> Card:
    """A card from ``"1O"``, ``"12e"``, ``"as de oros"``, ``"king of swords"``, ``"3 de espadas"``."""
    if not isinstance(text, str):
        raise CardError(repr(text), "not_text")
    folded = _fold(text)
    if not folded:
        raise CardError(text, "empty")
    code = _CODE.match(folded.replace(" ", ""))
    if code:
        rank_text, suit_text = code.groups()
    else:
        name = _NAME.match(folded)
        if not name:
            raise CardError(text, "not_a_card")
        rank_text, suit_text = name.groups()
    if rank_text.isdigit():
        rank = int(rank_text)
    elif rank_text in _RANK_WORDS:
        rank = _RANK_WORDS[rank_text]
    else:
        raise CardError(text, "unknown_rank", rank=rank_text)
    if rank not in RANKS:
        raise CardError(text, "unknown_rank", rank=rank_text)
    if suit_text not in _SUIT_WORDS:
        raise CardError(text, "unknown_suit", suit=suit_text)
    return ALL_CARDS[f"{rank}{_SUIT_WORDS[suit_text]}"]


def parse_cards(texts: list[str] | tuple[str, ...]) -> tuple[Card, ...]:
    return tuple(parse_card(t) for t in texts)
