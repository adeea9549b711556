"""The guided path: short lessons in order (``content/lessons/path.json``), each followed by
exercises the engine makes from a seed, as the quiz does, or takes from the stored puzzles.

An exercise is a quiz ``Question``: what it shows (``facts``), the options, the answer and
the engine's reason for it. Its answer is never written by hand: the quiz's makers serve the
lessons they fit, and the makers here ask the engine (``resolve_trick``, ``outcomes``, a deal
dealt and stepped, the tables' counts, a puzzle's accepted moves). A wrong option is
explained by the reason the engine or the coach gives for that option (``wrong_reason``),
with the same codes and texts as the resolver, the quiz and practice.

The path teaches before it asks: each lesson names the facts its text states, each kind of
exercise the facts it asks (``path_facts``); ``taught_by`` gives what the path has taught by
the end of a lesson, and a maker that chooses a table (a count of the stock, a stored puzzle)
chooses among the tables taught by then (``AT_TAUGHT_TABLES``).

Where a learner is lives in a link (``lesson``, ``seed``) and in storage under the learner's
key (kind ``path``: per lesson, the right and wrong answers), so the home page can send them
back where they stopped; ``level_for`` reads the path's rule for the practice level.

>>> lesson_ids()[0], exercise("cards", 0).kind in ("points", "stronger")
('cards', True)
>>> q = exercise("second", 5)
>>> sum(q.is_right(o) for o in q.options)
1
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from brisca.core.cards import deck_cards
from brisca.core.errors import BriscaError
from brisca.core.outside import InputError, whole_number
from brisca.core.record import deal
from brisca.core.rules import HAND_SIZE, Rules
from brisca.core.signals import gesture, signs_of
from brisca.core.state import legal_actions, step
from brisca.core.trick import Reason, outcomes, resolve_trick, winning_position
from brisca.core.view import observe

from . import puzzles as pz
from . import variants
from .path_facts import SIGN_TABLE, page_facts, shown, table_fact  # noqa: F401 - page_facts: the lessons' own
from .question import by_strength, trick_reason
from .quiz import _MAKERS as QUIZ_MAKERS
from .quiz import MAX_SEED, Question
from .rules_facts import tables

PATH_FILE = Path(__file__).resolve().parents[3] / "content" / "lessons" / "path.json"
KIND = "path"  # storage's kind for what a learner has done of the path


class PathError(BriscaError):
    """A link's lesson or seed that is not one, or an answer no exercise offers."""

    family = "path"


@dataclass(frozen=True)
class Lesson:
    id: str
    kinds: tuple[str, ...]
    teaches: tuple[str, ...]  # the facts its text states (``path_facts``)


@dataclass(frozen=True)
class Course:
    lessons: tuple[Lesson, ...]
    passes: int  # right answers that finish a lesson
    levels: tuple[tuple[float, str], ...]  # (wrong share below, practice level), in order
    asks: dict[str, tuple[str, ...]]  # the facts each kind of exercise asks


@cache
def the_path(source: Path = PATH_FILE) -> Course:
    data = json.loads(source.read_text(encoding="utf-8"))
    lessons = tuple(Lesson(x["id"], tuple(x["kinds"]), tuple(x["teaches"])) for x in data["lessons"])
    levels = tuple((float(x["wrong_share_below"]), x["level"]) for x in data["levels"])
    return Course(lessons, int(data["pass"]), levels, {k: tuple(v) for k, v in data["asks"].items()})


def lesson_ids() -> tuple[str, ...]:
    return tuple(lesson.id for lesson in the_path().lessons)


def lesson(lesson_id: object) -> Lesson:
    for found in the_path().lessons:
        if found.id == lesson_id:
            return found
    raise PathError("bad_lesson")


@cache
def taught_by(lesson_id: str) -> frozenset[str]:
    """The facts the path has taught by the end of this lesson's text: its own and the earlier
    lessons'."""
    ids = lesson_ids()
    return frozenset(f for x in the_path().lessons[:ids.index(lesson(lesson_id).id) + 1] for f in x.teaches)


def asks(q: Question) -> frozenset[str]:
    """The facts an exercise asks: its kind's, and the table or rule it shows (``shown``)."""
    return frozenset(the_path().asks[q.kind]) | shown(q.facts)


# -- the makers the quiz has not: each asks the engine ------------------------------------------

_DECK = deck_cards(Rules())


def _face_down(rng: random.Random, taught: frozenset[str]) -> Question:
    """A table the path has taught: how many cards lie face down after the deal."""
    found = [tf for tf in tables() if f"table_{tf.players}_{tf.deck}" in taught]
    table = rng.choice(found)
    options = tuple(sorted({tf.face_down for tf in found}))
    playing = table.players - table.resting  # at five one seat rests and is dealt nothing
    # the reason is the count: the deck, less the hands dealt, less the turned-up card
    return Question("face_down", {"players": table.players, "teams": table.teams, "deck": table.deck},
                    options, table.face_down,
                    Reason("learn_face_down", {"players": table.players, "playing": playing, "hand": HAND_SIZE,
                                               "dealt": playing * HAND_SIZE, "deck": table.deck,
                                               "face_down": table.face_down,
                                               "rests": "yes" if table.resting else "no"}))


def _stock(rng: random.Random) -> Question:
    """A seeded two-player deal after some tricks, each followed by the draws: how many cards
    are still face down in the stock (the turned-up card not counted), as the engine's view
    counts them."""
    record = deal(Rules(), seed=rng.randrange(MAX_SEED + 1))
    s = record.start()
    tricks = rng.randrange(1, len(record.stock) // 2)  # the stock never empty
    while len(s.tricks) < tricks:
        s = step(s, rng.choice([a for a in legal_actions(s) if a.is_play]))
    left = observe(s, 0).face_down
    wrong = {left + d for d in (-2, -1, 1, 2, tricks)} - {left}  # a draw forgotten or counted twice
    options = tuple(sorted({left, *rng.sample(sorted(wrong), 3)}))
    # the reason is the count: the deck less the hands and the turned-up card, less a card a player a trick
    players, start = record.rules.players, len(record.stock)
    return Question("stock", {"players": players, "deck": len(_DECK), "tricks": tricks}, options, left,
                    Reason("learn_stock", {"deck": len(_DECK), "dealt": sum(len(h) for h in record.hands),
                                           "start": start, "players": players, "tricks": tricks,
                                           "drawn": start - left, "face_down": left}))


def _draw_first(rng: random.Random) -> Question:
    """A first trick of a seeded two-player deal: who draws the stock's next card."""
    record = deal(Rules(), seed=rng.randrange(MAX_SEED + 1))
    s = record.start()
    for _ in range(2):
        s = step(s, rng.choice([a for a in legal_actions(s) if a.is_play]))
    drawn = record.stock[0]
    drawer = next(seat for seat in range(2) if drawn in s.hands[seat])
    trick = s.tricks[-1]
    # the reason: who won the trick, and why (the trick's own), for the winner draws first
    won = trick_reason(resolve_trick(trick.cards, s.trump_suit), Rules())
    return Question("draw_first", {"cards": tuple(trick.cards), "leader": trick.leader, "trump": s.trump_suit,
                                   "winner": trick.winner},
                    (0, 1), drawer, Reason("learn_draw_first", {"drawer": "you" if trick.winner == 0 else "rival",
                                                                "why": won}))


def _reach(rng: random.Random) -> Question:
    """Cards a side took in a two-player deal: won, tied or lost, by the engine's half."""
    half = Rules().half_points
    while True:
        cards = rng.sample(_DECK, rng.randrange(8, 20))
        total = sum(c.points for c in cards)
        if abs(total - half) <= 8:
            break
    answer = "win" if total > half else "tie" if total == half else "lose"
    return Question("reach", {"cards": tuple(sorted(cards)), "total": total}, ("win", "tie", "lose"), answer,
                    Reason("learn_reach", {"total": total, "half": half}))


def _second(rng: random.Random) -> Question:
    """The rival led; of three cards in hand exactly one takes the trick."""
    while True:
        trump = rng.choice("OCEB")
        led, *hand = rng.sample(_DECK, 4)
        winners = [o.card for o in outcomes((led,), hand, trump) if o.takes_lead]
        if len(winners) == 1:
            break
    return Question("second", {"led": led, "trump": trump, "hand": tuple(hand)}, tuple(hand), winners[0],
                    trick_reason(resolve_trick((led, winners[0]), trump), Rules()))


def _load(rng: random.Random) -> Question:
    """Four players in pairs, the learner last: the partner's card is winning; one card of the
    hand loads the most points without taking the trick from the partner."""
    while True:
        trump = rng.choice("OCEB")
        cards = rng.sample(_DECK, 6)
        trick, hand = tuple(cards[:3]), tuple(cards[3:])
        if winning_position(trick, trump) != 1:
            continue
        keeps = [o for o in outcomes(trick, hand, trump) if not o.takes_lead]
        best = max((o.card.points for o in keeps), default=-1)
        top = [o.card for o in keeps if o.card.points == best]
        if len(top) == 1 and best > 0:
            break
    return Question("load", {"trick": trick, "trump": trump, "hand": hand, "holder": trick[1]}, hand, top[0],
                    Reason("learn_load", {"card": top[0], "holder": trick[1], "points": top[0].points}))


class PuzzleQuestion(Question):
    """A stored puzzle's first move: any of its accepted moves is right (``answer`` lists them)."""

    def is_right(self, option: object) -> bool:
        return option in self.answer


# Stored puzzles with one move to find, by the lesson's kind: the endgames solved exactly (two
# players, the stock gone), a partner's trick at four or six, and any at three or six.
PUZZLE_KINDS = {
    "last": lambda p: p.evidence.kind == "exact",
    "partner_puzzle": lambda p: p.theme == "partner",
    "table_puzzle": lambda p: p.table in ("000-three", "001-three", "003-six"),
}


@cache
def puzzles_of(kind: str, taught: frozenset[str] | None = None) -> tuple[str, ...]:
    """The stored puzzles of one move of a kind, at tables the path has taught (any, ``None``)."""
    keep = PUZZLE_KINDS[kind]
    return tuple(p.id for p in pz.library().values() if len(p.steps) == 1 and keep(p)
                 and (taught is None or table_fact(p.record.rules) in taught))


def _puzzle_maker(kind: str):
    def make(rng: random.Random, taught: frozenset[str]) -> Question:
        p = pz.library()[rng.choice(puzzles_of(kind, taught))]
        legal = tuple(a.code for a in pz.view_at(p, 0).legal)
        return PuzzleQuestion(kind, {"puzzle": p.id}, legal, tuple(p.steps[0].answers),
                              Reason("learn_last" if kind == "last" else "learn_puzzle", {}))

    return make


def _sign(rng: random.Random) -> Question:
    """A hand at a table of pairs: of the table's signs exactly one is true of it."""
    signs = signs_of(SIGN_TABLE)
    while True:
        trump = rng.choice("OCEB")
        hand = tuple(rng.sample(_DECK, 3))
        true = [sg.code for sg in signs if sg.true_of(hand, trump)]
        if len(true) == 1:
            break
    options = tuple(sg.code for sg in signs)
    return Question("sign", {"hand": hand, "trump": trump, "signals": SIGN_TABLE}, options, true[0],
                    Reason("learn_sign", {"sign": true[0], "gesture": gesture(SIGN_TABLE, true[0])}))


MAKERS = {**QUIZ_MAKERS, "stock": _stock, "draw_first": _draw_first, "reach": _reach,
          "second": _second, "load": _load, "sign": _sign,
          "trick_3": variants.trick_at(Rules(players=3, deck=36), "trick_3"),
          "trick_6": variants.trick_at(Rules(players=6, teams=True, deck=36), "trick_6"),
          **variants.MAKERS}
# The makers whose exercise is set at a table they choose: among those the path has taught.
AT_TAUGHT_TABLES = {"face_down": _face_down, **{kind: _puzzle_maker(kind) for kind in PUZZLE_KINDS}}
KINDS = (*MAKERS, *AT_TAUGHT_TABLES)


def exercise(lesson_id: object, seed: object) -> Question:
    """The exercise of a lesson made from ``seed`` (the same seed, the same exercise)."""
    found = lesson(lesson_id)
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise PathError("bad_seed")
    rng = random.Random(f"{found.id}:{seed}")
    kind = rng.choice(found.kinds)
    if kind in AT_TAUGHT_TABLES:
        return AT_TAUGHT_TABLES[kind](rng, taught_by(found.id))
    return MAKERS[kind](rng)


def read_link(params) -> tuple[str | None, int | None]:
    """A link's lesson and seed (``None`` where it names none: the page picks them); a lesson
    that is not one, or a seed that is not a whole number in range, is refused (``PathError``)."""
    asked, seed_text = params.get("lesson"), params.get("seed")
    if asked is None:
        if seed_text is not None:
            raise PathError("bad_lesson")
        return None, None
    found = lesson(asked).id
    if seed_text is None:
        return found, None
    try:
        return found, whole_number(seed_text, 0, MAX_SEED, "seed")
    except InputError:
        raise PathError("bad_seed") from None


def wrong_reason(q: Question, option: object) -> Reason | None:
    """Why ``option`` is wrong, in the engine's or the coach's words (None: it is right, or the
    question's own reason says it: the answer's)."""
    if q.is_right(option):
        return None
    f = q.facts
    if q.kind == "second":  # the strength order said once: with the answer's reason if it has it, else here
        why = resolve_trick((f["led"], option), f["trump"]).plays[1].reason
        return why if q.reason.code == "by_strength" else by_strength(why, Rules())
    if q.kind == "load":
        holder, trump = f["holder"], f["trump"]
        context = {"card": option, "better_card": q.answer, "holder": holder, "tense": "verdict"}
        if outcomes(f["trick"], (option,), trump)[0].takes_lead:
            trumped = option.suit == trump and holder.suit != trump
            return Reason("coach_trumped_partner" if trumped else "coach_overtook_partner", context)
        return Reason("coach_missed_load", {**context, "points": q.answer.points})
    if q.kind == "sign":  # the engine's honesty rule: a sign says the truth of the hand
        return Reason("learn_sign_false", {"sign": option, "gesture": gesture(SIGN_TABLE, option)})
    return q.reason


def judge_puzzle(q: Question, option: str):
    """A stored puzzle's move judged by the puzzle: the coach's verdict on a wrong one (None:
    right). A move the position does not allow is refused (``PuzzleError``)."""
    found = pz.attempt(pz.library()[q.facts["puzzle"]], 0, option)
    return None if found.right else found.verdict


def option_of(q: Question, index: object) -> object:
    """The option a link's or a click's index names; one no exercise offers is refused."""
    if type(index) is not int or not 0 <= index < len(q.options):
        raise PathError("bad_answer")
    return q.options[index]


# -- progress ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Done:
    """What a learner has done of one lesson."""

    right: int = 0
    wrong: int = 0

    @property
    def finished(self) -> bool:
        return self.right >= the_path().passes

    def after(self, right: bool) -> Done:
        return Done(self.right + right, self.wrong + (not right))

    def to_json(self) -> dict:
        return {"right": self.right, "wrong": self.wrong}


MAX_ANSWERS = 10**6  # a lesson's answers kept, at most: no learner comes near


def read_done(data: object) -> Done:
    """A stored row's progress, checked: ``PathError("bad_kept")`` if it is not one (the page
    says so, and the lesson counts as not begun until it is answered again)."""
    if not isinstance(data, dict) or set(data) != {"right", "wrong"}:
        raise PathError("bad_kept")
    right, wrong = data["right"], data["wrong"]
    if any(type(n) is not int or not 0 <= n <= MAX_ANSWERS for n in (right, wrong)):
        raise PathError("bad_kept")
    return Done(right, wrong)


def where_to_start(done: dict[str, Done]) -> str | None:
    """The first lesson not finished (None: the whole path is done)."""
    return next((i for i in lesson_ids() if not done.get(i, Done()).finished), None)


def level_for(done: dict[str, Done]) -> str:
    """The practice level the path's rule gives for the share of wrong answers."""
    right = sum(d.right for d in done.values())
    wrong = sum(d.wrong for d in done.values())
    share = wrong / (right + wrong) if right + wrong else 1.0
    return next(level for below, level in the_path().levels if share < below)
