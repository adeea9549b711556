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

from .errors import BriscaError

SUITS = ("O", "C", "E", "B")
"""Oros, copas, espadas, bastos, by their code letters."""

RANKS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)
RANKS_40 = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)

POINTS = {1: 11, 3: 10, 12: 4, 11: 3, 10: 2}
STRENGTH_ORDER = (1, 3, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2)
"""Strongest first. Strength and points are different things: a 7 beats a 2 and is worth
nothing, a sota is worth 2 and loses to a 7 of trumps."""


class CardError(BriscaError):
    """Text that is not a card (or a suit) of the Spanish deck; ``problem`` says why."""

    family = "card"

    def __init__(self, text: str, problem: str, **facts: object):
        super().__init__(problem, text=text, **facts)
        self.text = text
        self.problem = problem


class Card(int):
    """One card, which is also a small integer: its index, suit by suit (``1O`` is 0, ``12B``
    is 47). The engine and the bots index their lookups with it, and a hand is a list of
    these numbers; the same card always is the same object, so it round-trips as text
    (``code``, ``parse``) and through pickling unchanged."""

    __slots__ = ()

    def __new__(cls, rank: int, suit: str) -> Card:
        if suit not in SUITS:
            raise CardError(str(suit), "unknown_suit")
        if rank not in RANKS:
            raise CardError(str(rank), "unknown_rank")
        return CARDS[SUITS.index(suit) * 12 + rank - 1]

    @property
    def rank(self) -> int:
        return RANK_OF[self]

    @property
    def suit(self) -> str:
        return SUIT_OF[self]

    @property
    def points(self) -> int:
        return POINTS_OF[self]

    @property
    def strength(self) -> int:
        return STRENGTH_OF[self]

    @property
    def index(self) -> int:
        return int(self)

    @property
    def code(self) -> str:
        return CODE_OF[self]

    def __bool__(self) -> bool:  # card 0 (the as de oros) is a card, not nothing
        return True

    def __reduce__(self):
        return (card_at, (int(self),))

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __format__(self, spec: str) -> str:
        return format(self.code, spec)

    @staticmethod
    def parse(text: str) -> Card:
        """A card from its code (any case) or its Spanish or English name."""
        return parse_card(text)


# Tables indexed by card number: what the hot loops read instead of attributes.
RANK_OF: tuple[int, ...] = tuple(r for _ in SUITS for r in RANKS)
SUIT_OF: tuple[str, ...] = tuple(s for s in SUITS for _ in RANKS)
POINTS_OF: tuple[int, ...] = tuple(POINTS.get(r, 0) for r in RANK_OF)
STRENGTH_OF: tuple[int, ...] = tuple(len(STRENGTH_ORDER) - STRENGTH_ORDER.index(r) for r in RANK_OF)
CODE_OF: tuple[str, ...] = tuple(f"{r}{s}" for r, s in zip(RANK_OF, SUIT_OF, strict=True))
CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(len(RANK_OF)))
ALL_CARDS: dict[str, Card] = {c.code: c for c in CARDS}


def _deck(size: int) -> tuple[Card, ...]:
    ranks = RANKS if size == 48 else RANKS_40
    cards = [ALL_CARDS[f"{r}{s}"] for s in SUITS for r in ranks]
    if size == 36:
        cards = [c for c in cards if c.rank != 2]
    elif size == 39:
        cards.remove(ALL_CARDS["2O"])
    return tuple(cards)


DECK_SIZES = (40, 39, 36, 48)
"""The decks the sources play with: the Spanish 40, 39 (000: one 2 out, the 2 of oros when
dealing), 36 (no 2s) and the 48 with the 8s and 9s."""
_DECKS = {size: _deck(size) for size in DECK_SIZES}


def deck_cards(rules) -> tuple[Card, ...]:
    """The cards of the deck ``rules`` play with, in suit then rank order: a fact of the cards
    that only the rules' ``deck`` size picks (``brisca.core.rules.Rules``)."""
    return _DECKS[rules.deck]


def card_at(index: int) -> Card:
    """The card with this number."""
    return CARDS[index]


def card_of(rank: int, suit: str) -> Card:
    """The card of this rank and suit."""
    try:
        return ALL_CARDS[f"{rank}{suit}"]
    except KeyError:
        raise CardError(f"{rank}{suit}", "unknown_card") from None


def _takes_the_lead(challenger: Card, holder: Card, trump: str | None) -> bool:
    """The rule of a trick, written once: a card played after ``holder`` (the card winning so
    far) takes the lead if it is stronger and of the same suit, or a trump over another suit."""
    if SUIT_OF[challenger] == SUIT_OF[holder]:
        return STRENGTH_OF[challenger] > STRENGTH_OF[holder]
    return SUIT_OF[challenger] == trump


BEATS: dict[str | None, bytes] = {
    trump: bytes(_takes_the_lead(c, h, trump) for h in CARDS for c in CARDS) for trump in (None, *SUITS)}
"""Per trump suit (``None``: no trump known), ``BEATS[trump][holder * 48 + challenger]`` is
1 when ``challenger`` takes the lead from ``holder``: the one lookup every trick, bot and
solver reads."""


def beats(challenger: Card, holder: Card, trump: str | None) -> bool:
    """Whether ``challenger``, played after ``holder`` (the card winning so far), takes the lead."""
    return BEATS[trump][holder * 48 + challenger] == 1


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
_CODE = re.compile(r"^([0-9]{1,2})([a-z])$")
ASCII_DIGITS = "0123456789"
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
    if any(ch.isnumeric() and ch not in ASCII_DIGITS for ch in text):
        raise CardError(text, "not_a_card")  # "²O", "١O", "１O": folding would read them as digits
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
    if rank_text.isascii() and rank_text.isdigit():
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
