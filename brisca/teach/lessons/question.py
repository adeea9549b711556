"""The one question type the quiz, the guided path and the variants' exercises share: what it
shows, its options, the engine's answer and the engine's reason for it."""

from __future__ import annotations

from dataclasses import dataclass

from brisca.core.trick import Reason

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
