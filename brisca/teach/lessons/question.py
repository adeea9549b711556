"""The one question type the quiz, the guided path and the variants' exercises share: what it
shows, its options, the engine's answer and the engine's reason for it; and the reasons a
question gives with the facts the engine used (a trick's winner with the strength order it
rests on), so a reason never just restates its answer."""

from __future__ import annotations

from dataclasses import dataclass

from brisca.core.cards import STRENGTH_ORDER, deck_cards
from brisca.core.rules import Rules
from brisca.core.trick import Reason, TrickResult

# a play said to beat or lose to another card of its suit: by strength alone
BY_STRENGTH = ("higher_trump", "higher_of_suit_led", "lower_trump", "lower_of_suit_led")

MAX_SEED = 2**31 - 1  # a question's seed, in a link: the quiz's round, the path's exercise


@dataclass(frozen=True)
class Question:
    kind: str
    facts: dict  # what the question shows: cards, trump, rule...
    options: tuple  # ints, cards, booleans or codes
    answer: object
    reason: Reason  # why the answer is right, for the text module

    def is_right(self, option: object) -> bool:
        return option == self.answer


def strength_order(rules: Rules) -> tuple[int, ...]:
    """The ranks of the table's deck, strongest first: what decides between cards of one suit."""
    ranks = {c.rank for c in deck_cards(rules)}
    return tuple(r for r in STRENGTH_ORDER if r in ranks)


def by_strength(reason: Reason, rules: Rules) -> Reason:
    """``reason`` with the strength order it rests on, where it compares cards of one suit ("the
    king beats the four" and why: ace, three, king, knight...); else ``reason`` itself."""
    if reason.code not in BY_STRENGTH:
        return reason
    return Reason("by_strength", {"why": reason, "ranking": strength_order(rules)})


def trick_reason(result: TrickResult, rules: Rules) -> Reason:
    """Why the trick's card wins, with the strength order where it beat another card of its own
    suit (two trumps or more; else two cards or more of the suit led)."""
    final = result.reason
    if final.code != "only_trump" and sum(c.suit == result.card.suit for c in result.cards) > 1:
        return Reason("by_strength", {"why": final, "ranking": strength_order(rules)})
    return final
