"""Quiz questions made by the engine from random cards, with the answer and the reason.

Five kinds: a card's points, the stronger of two cards of a suit, the winner of a trick,
the points in a pile, and whether an exchange is allowed under one of the three exchange
rules (the rulebook's, the rules page's, the online table's variant). Every answer
comes from the engine's own functions, so the quiz and the game never disagree.

>>> q = make_round(seed=4)[0]
>>> q.answer in q.options
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.cards import card_of
from ..core.rules import Rules, deck_cards
from ..core.state import exchange_fit
from ..core.trick import Reason, resolve_trick

KINDS = ("points", "stronger", "trick", "pile", "exchange")
ROUND_LENGTH = 10
_DECK = deck_cards(Rules())


@dataclass(frozen=True)
class Question:
    kind: str
    facts: dict  # what the question shows: cards, trump, rule...
    options: tuple  # ints, cards or booleans
    answer: object
    reason: Reason  # why the answer is right, for the text module

    def is_right(self, option: object) -> bool:
        return option == self.answer


def _points(rng: random.Random) -> Question:
    card = rng.choice(_DECK)
    return Question("points", {"card": card}, (0, 2, 3, 4, 10, 11), card.points,
                    Reason("quiz_points", {"card": card, "points": card.points}))


def _stronger(rng: random.Random) -> Question:
    suit = rng.choice("OCEB")
    a, b = rng.sample([c for c in _DECK if c.suit == suit], 2)
    strong, weak = (a, b) if a.strength > b.strength else (b, a)
    return Question("stronger", {"cards": (a, b)}, (a, b), strong,
                    Reason("quiz_stronger", {"strong": strong, "weak": weak}))


def _trick(rng: random.Random) -> Question:
    size = rng.choice((2, 2, 3, 4))
    trump = rng.choice("OCEB")
    # Favour tricks where suits meet, so the trump and the suit led both matter.
    suits = rng.sample("OCEB", 2) + [trump]
    pool = [c for c in _DECK if c.suit in suits]
    cards = tuple(rng.sample(pool, size))
    result = resolve_trick(cards, trump)
    return Question("trick", {"cards": cards, "trump": trump, "suit_led": cards[0].suit},
                    cards, result.card, result.reason)


def _pile(rng: random.Random) -> Question:
    cards = tuple(rng.sample(_DECK, rng.choice((3, 4, 5))))
    total = sum(c.points for c in cards)
    wrong = {total + d for d in (-11, -10, -4, -3, -2, 2, 3, 4, 10, 11) if total + d >= 0}
    options = sorted({total, *rng.sample(sorted(wrong), 3)})
    return Question("pile", {"cards": cards}, tuple(options), total,
                    Reason("quiz_pile", {"sum": " + ".join(str(c.points) for c in cards), "total": total}))


def _exchange(rng: random.Random) -> Question:
    rule = rng.choice(("rulebook", "after_win", "seven_after_win"))
    suit = rng.choice("OCEB")
    given = card_of(rng.choice((7, 2)), suit)
    turned = rng.choice([c for c in _DECK if c.suit == suit and c is not given])
    allowed, code = exchange_fit(rule, given, turned)
    return Question("exchange", {"rule": rule, "given": given, "turned": turned}, (True, False), allowed,
                    Reason(f"exchange_{code}", {"given": given, "turned": turned}))


_MAKERS = {"points": _points, "stronger": _stronger, "trick": _trick, "pile": _pile,
           "exchange": _exchange}


def make_round(seed: int, length: int = ROUND_LENGTH) -> tuple[Question, ...]:
    """A round of questions, every kind twice in a shuffled order (the same seed, the same round)."""
    rng = random.Random(seed)
    kinds = [KINDS[i % len(KINDS)] for i in range(length)]
    rng.shuffle(kinds)
    return tuple(_MAKERS[kind](rng) for kind in kinds)


@dataclass(frozen=True)
class Score:
    answered: int = 0
    right: int = 0
    streak: int = 0
    best_streak: int = 0

    def after(self, right: bool) -> Score:
        streak = self.streak + 1 if right else 0
        return Score(self.answered + 1, self.right + right, streak, max(self.best_streak, streak))
