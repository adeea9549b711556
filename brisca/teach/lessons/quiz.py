"""Quiz questions made by the engine from random cards, with the answer and the reason.

Seven kinds: a card's points, the stronger of two cards of a suit, the winner of a trick,
the points in a pile, whether an exchange is allowed under one of the three exchange
rules (the rulebook's, the rules page's, the regional variant the online table's guide cites),
and two on the variants (``variants``): the winner of a trick of five at Briscola chiamata's
table, and a Subastada contract made or failed and what the deal counts. Every answer
comes from the engine's own functions, so the quiz and the game never disagree.

A round lives in a link (``round``: its seed; ``answers``: the option chosen for each
question answered, a digit each; ``done``: how many the learner has moved past), so a
reload keeps it; ``read_round`` reads those values strictly, and the score is the engine's
count of the answers.

>>> q = make_round(seed=4)[0]
>>> q.answer in q.options
True
>>> r = Round(4).answer(q.options.index(q.answer)).next()
>>> r.to_params(), r.score.right
({'round': '4', 'answers': '0', 'done': '1'}, 1)
>>> read_round(r.to_params()) == (r, None)
True
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache

from brisca.core.cards import POINTS, STRENGTH_ORDER, Card, card_of, deck_cards
from brisca.core.outside import InputError, whole_number
from brisca.core.rules import Rules
from brisca.core.state import exchange_fit
from brisca.core.trick import Reason, resolve_trick

from . import variants
from .question import MAX_SEED, Question, strength_order, trick_reason

KINDS = ("points", "stronger", "trick", "pile", "exchange", "trick_5", "contract")
ROUND_LENGTH = 10
_DECK = deck_cards(Rules())
FIGURES = (10, 11, 12)  # the sota, the caballo and the rey: each picture shows a number, not the name


def named_number(card: Card) -> dict:
    """How a question names a card whose picture shows a number that is not its name: a figure
    with the number it carries ("la sota de oros, la carta que lleva el 10")."""
    return {"card": card, "figure": "yes" if card.rank in FIGURES else "no", "number": card.rank}


def _points(rng: random.Random) -> Question:
    card = rng.choice(_DECK)
    # the reason is the scale: the ranks that score, from the most
    scale = tuple(r for r in STRENGTH_ORDER if r in POINTS)
    return Question("points", {"card": card}, (0, 2, 3, 4, 10, 11), card.points,
                    Reason("quiz_points", {"card": card, "points": card.points, "scale": scale}))


def _stronger(rng: random.Random) -> Question:
    suit = rng.choice("OCEB")
    a, b = rng.sample([c for c in _DECK if c.suit == suit], 2)
    strong, weak = (a, b) if a.strength > b.strength else (b, a)
    return Question("stronger", {"cards": (a, b)}, (a, b), strong,
                    Reason("quiz_stronger", {"strong": strong, "weak": weak, "ranking": strength_order(Rules())}))


def _trick(rng: random.Random) -> Question:
    size = rng.choice((2, 2, 3, 4))
    trump = rng.choice("OCEB")
    # Favour tricks where suits meet, so the trump and the suit led both matter.
    suits = rng.sample("OCEB", 2) + [trump]
    pool = [c for c in _DECK if c.suit in suits]
    cards = tuple(rng.sample(pool, size))
    result = resolve_trick(cards, trump)
    return Question("trick", {"cards": cards, "trump": trump, "suit_led": cards[0].suit},
                    cards, result.card, trick_reason(result, Rules()))


def _pile(rng: random.Random) -> Question:
    cards = tuple(rng.sample(_DECK, rng.choice((3, 4, 5))))
    total = sum(c.points for c in cards)
    wrong = {total + d for d in (-11, -10, -4, -3, -2, 2, 3, 4, 10, 11) if total + d >= 0}
    options = sorted({total, *rng.sample(sorted(wrong), 3)})
    # the reason names each card in the order of the sum, so each figure is tied to its value
    return Question("pile", {"cards": cards}, tuple(options), total,
                    Reason("quiz_pile", {"cards": cards, "sum": " + ".join(str(c.points) for c in cards),
                                         "total": total}))


def _exchange(rng: random.Random) -> Question:
    rule = rng.choice(("rulebook", "after_win", "seven_after_win"))
    suit = rng.choice("OCEB")
    given = card_of(rng.choice((7, 2)), suit)
    turned = rng.choice([c for c in _DECK if c.suit == suit and c is not given])
    allowed, code = exchange_fit(rule, given, turned)
    return Question("exchange", {"rule": rule, "given": given, "turned": turned}, (True, False), allowed,
                    Reason(f"exchange_{code}", {"given": given, "turned": turned}))


_MAKERS = {"points": _points, "stronger": _stronger, "trick": _trick, "pile": _pile,
           "exchange": _exchange, "trick_5": variants.MAKERS["trick_5"], "contract": variants.MAKERS["contract"]}


def make_round(seed: int, length: int = ROUND_LENGTH) -> tuple[Question, ...]:
    """A round of questions, every kind once and as many more as the round holds, of kinds the
    seed picks, in a shuffled order (the same seed, the same round)."""
    rng = random.Random(seed)
    kinds = [*KINDS, *rng.sample(KINDS, length - len(KINDS))]
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


PARAMS = ("round", "answers", "done")  # what a link keeps of a round
_ANSWERS = re.compile(f"[0-9]{{0,{ROUND_LENGTH}}}")  # ASCII digits only: "²" is no answer


@lru_cache(maxsize=256)
def questions(seed: int) -> tuple[Question, ...]:
    """The round of this seed (made once: a page asks for it on every click)."""
    return make_round(seed)


@dataclass(frozen=True)
class Round:
    """A round as its link keeps it: the seed its questions come from, the option chosen for
    each question answered (in order), and how many questions the learner has moved past
    (the question shown is that one, answered or not)."""

    seed: int
    answers: tuple[int, ...] = ()
    done: int = 0

    @property
    def questions(self) -> tuple[Question, ...]:
        return questions(self.seed)

    @property
    def over(self) -> bool:
        return self.done >= ROUND_LENGTH

    @property
    def question(self) -> Question | None:
        """The question shown, or None once the round is over."""
        return None if self.over else self.questions[self.done]

    @property
    def choice(self) -> int | None:
        """The option chosen for the question shown, if it is answered."""
        return self.answers[self.done] if len(self.answers) > self.done else None

    @property
    def score(self) -> Score:
        score = Score()
        for question, option in zip(self.questions, self.answers, strict=False):
            score = score.after(question.is_right(question.options[option]))
        return score

    def answer(self, option: int) -> Round:
        """The round with the question shown answered; a second answer changes nothing."""
        question = self.question
        if question is None or self.choice is not None or not 0 <= option < len(question.options):
            return self
        return Round(self.seed, (*self.answers, option), self.done)

    def next(self) -> Round:
        """On to the next question, once this one is answered."""
        return self if self.choice is None else Round(self.seed, self.answers, self.done + 1)

    def to_params(self) -> dict[str, str]:
        params = {"round": str(self.seed)}
        if self.answers:
            params["answers"] = "".join(str(a) for a in self.answers)
        if self.done:
            params["done"] = str(self.done)
        return params


def new_round(rng: random.Random) -> Round:
    return Round(rng.randrange(MAX_SEED + 1))


def read_round(params) -> tuple[Round | None, str | None]:
    """The round a link keeps, or None (no round in it); and what is wrong with the link, a
    code (``no_round``, ``bad_round``, ``bad_answers``, ``bad_progress``), the link itself
    never being repeated. A link with anything wrong gives no round at all."""
    get = params.get
    seed_text, answers_text, done_text = (get(name) for name in PARAMS)
    if seed_text is None:
        return None, (None if answers_text is None and done_text is None else "no_round")
    try:
        seed = whole_number(seed_text, 0, MAX_SEED, "round")
    except InputError:
        return None, "bad_round"
    answers_text = "" if answers_text is None else answers_text
    if not isinstance(answers_text, str) or not _ANSWERS.fullmatch(answers_text):
        return None, "bad_answers"
    answers = tuple(int(a) for a in answers_text)
    if any(a >= len(q.options) for q, a in zip(questions(seed), answers, strict=False)):
        return None, "bad_answers"
    try:
        done = whole_number("0" if done_text is None else done_text, 0, ROUND_LENGTH, "done")
    except InputError:
        return None, "bad_progress"
    if not done <= len(answers) <= done + 1 or (done == ROUND_LENGTH and len(answers) != ROUND_LENGTH):
        return None, "bad_progress"
    return Round(seed, answers, done), None
