"""Counting drills: a deal played by bots in front of the learner, stopped at a moment, then
the questions the sources call the key to the game (trumps still unseen, each side's points,
the aces and threes gone, the other hand once the stock is empty, whether 60 can be passed).

Every answer is computed from the watching seat's view at the stop, never stored: what a
player who counted could know, nothing more. A wrong answer is explained by the tricks that
took the cards it is about, each with the step that shows it, so the page can go back there.

>>> d = drill("000", 7, "stock_empty")
>>> v = view_at(d)
>>> v.face_down == 0 and v.turned_up_taker is not None
True
>>> check(v, "trumps", trumps_unseen(v)).right
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from brisca.bots.basic import HeuristicBot
from brisca.bots.turns import play_to_end
from brisca.core.cards import Card, deck_cards
from brisca.core.errors import BriscaError
from brisca.core.record import deal
from brisca.core.rules import PRESET_LIST, preset
from brisca.core.state import GameState
from brisca.core.view import View, observe, unseen_cards

# every preset the app plays at a table: not yet chiamata nor Subastada, whose auctions have no board
TABLES = tuple(p.name for p in PRESET_LIST if p.rules.auction == "none" and not p.rules.called)
MOMENTS = ("random", "stock_empty")  # where the deal stops; the second at two players only
QUESTIONS = ("trumps", "points", "aces_threes", "other_hand", "sixty")
MAX_SEED = 10**9
KEY_RANKS = (1, 3)  # the aces and the threes: the cards the sources say to follow first


class DrillError(BriscaError):
    """A drill that cannot be: a table, deal, moment or answer not of the drill's form."""

    family = "drill"


@dataclass(frozen=True, slots=True)
class Drill:
    """One drill: the table, the seeded deal the bots play, the seat watched and the step
    (actions played, signals included) where the deal stops."""

    table: str
    seed: int
    moment: str
    seat: int
    stop: int


@dataclass(frozen=True, slots=True)
class TrickFact:
    """A trick to look back at: its number (from 1), the step that shows it taken, who took
    it, the cards of it the question is about, and its points."""

    number: int
    step: int
    winner: int
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class Check:
    """An answer judged: right or not, the engine's answer, and the tricks that explain it."""

    question: str
    right: bool
    expected: object
    tricks: tuple[TrickFact, ...]


@lru_cache(maxsize=64)
def _states(table: str, seed: int) -> tuple[GameState, ...]:
    """Every state of the deal the heuristic bots play at every seat, from the deal on."""
    start = deal(table, seed).start()
    bots = {seat: HeuristicBot(seed + seat) for seat in range(start.n)}
    _, turns = play_to_end(start, bots)
    return (start, *(turn.after for turn in turns))


def states(d: Drill) -> tuple[GameState, ...]:
    """The deal's states up to the stop: nothing after it is ever shown."""
    return _states(d.table, d.seed)[:d.stop + 1]


def _stock_gone(s: GameState) -> bool:
    return len(s.stock_order) == s.drawn and s.turned_up_taker is not None


def _check(table: object, seed: object, moment: object) -> None:
    """A drill's table, seed and moment, each of its form (one rule for a link and a kept score)."""
    if table not in TABLES:
        raise DrillError("bad_table")
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise DrillError("bad_deal")
    if moment not in MOMENTS or (moment == "stock_empty" and preset(table).players != 2):
        raise DrillError("bad_moment")


def drill(table: str, seed: int, moment: str) -> Drill:
    """The drill of a table, seed and moment; ``DrillError`` if one is not of the drill's form.
    The seat watched and the stop follow from the seed: the same link, the same drill."""
    _check(table, seed, moment)
    all_states = _states(table, seed)
    rng = random.Random(seed)
    seat = rng.randrange(all_states[0].n)
    last = len(all_states) - 2  # a moment with a card still to play: the final count asks nothing
    first = 1
    if moment == "stock_empty":
        first = next(i for i, s in enumerate(all_states) if _stock_gone(s))
    return Drill(table, seed, moment, seat, rng.randint(min(first, last), last))


def view_at(d: Drill, step: int | None = None) -> View:
    """The watched seat's view at ``step`` (the stop by default)."""
    return observe(states(d)[d.stop if step is None else step], d.seat)


def other_hand_known(v: View) -> bool:
    """Two players and the stock empty: the other hand is what is not seen, to one who counted."""
    return v.rules.players == 2 and v.face_down == 0 and v.turned_up_taker is not None


def questions(v: View) -> tuple[str, ...]:
    """The questions the view can answer: trumps only once the trump is known (Brisca
    Cubierta hides it), the other hand only when it is fully known."""
    asked = [q for q in QUESTIONS if not (q == "trumps" and v.trump_suit is None)]
    return tuple(q for q in asked if q != "other_hand" or other_hand_known(v))


def trumps_unseen(v: View) -> int:
    """Trumps the seat has not seen: not in its hand, not played, not known in another hand,
    not the turned-up card."""
    return sum(c.suit == v.trump_suit for c in unseen_cards(v))


@dataclass(frozen=True, slots=True)
class TrumpsSeen:
    """Where the seat has seen the trumps of the deck: the count its answer is worked out from
    (``deck`` less those seen is ``trumps_unseen``)."""

    deck: int
    hand: int  # in its hand
    played: int  # played, in the tricks or on the table
    turned: int  # the turned-up card, 1 when it is a trump not counted above
    known: int  # known in another hand (the turned-up card drawn, an exchange)

    @property
    def seen(self) -> int:
        return self.hand + self.played + self.turned + self.known


def trumps_seen(v: View) -> TrumpsSeen:
    """The trumps of the deck and where the seat has seen them."""
    trump = v.trump_suit
    hand = {c for c in v.hand if c.suit == trump}
    played = {c for c in v.played if c.suit == trump} - hand
    known = {c for seen in v.known for c in seen if c.suit == trump} - hand - played
    turned = int(v.turned_up is not None and v.turned_up.suit == trump and v.turned_up not in hand | played | known)
    return TrumpsSeen(sum(c.suit == trump for c in deck_cards(v.rules)), len(hand), len(played), turned, len(known))


def side_points(v: View) -> tuple[int, ...]:
    """Each side's points in the tricks taken, as anyone who counts them knows."""
    out = [0] * len(v.rules.sides)
    for seat, p in enumerate(v.points):
        out[v.rules.side_of(seat)] += p
    return tuple(out)


def key_cards_gone(v: View) -> frozenset[Card]:
    """The aces and threes played so far (the trick on the table included)."""
    return frozenset(c for c in v.played if c.rank in KEY_RANKS)


def other_hand(v: View) -> frozenset[Card]:
    """The other player's hand, two players and the stock empty: the cards known to be there and
    every card the seat has not seen."""
    other = 1 - v.seat
    return frozenset(unseen_cards(v)) | frozenset(v.known[other])


def sixty(v: View) -> tuple[int, bool]:
    """The points the seat's side still needs to pass half, and whether the cards not yet
    taken in a trick hold that many."""
    need = max(0, v.rules.half_points + 1 - v.own_side_points)
    left = v.rules.total_points - sum(v.points)
    return need, left >= need


def answer(v: View, question: str) -> object:
    """The engine's answer to ``question`` from the view alone."""
    if question not in questions(v):
        raise DrillError("bad_question")
    return {"trumps": trumps_unseen, "points": side_points, "aces_threes": key_cards_gone,
            "other_hand": other_hand, "sixty": sixty}[question](v)


def _tricks(d: Drill, v: View, keep) -> tuple[TrickFact, ...]:
    """The tricks taken so far with the cards of each that ``keep`` picks, those with any."""
    taken_at = {}
    for step, s in enumerate(states(d)):
        taken_at.setdefault(len(s.tricks), step)
    out = []
    for number, trick in enumerate(v.tricks, 1):
        cards = tuple(c for c in trick.cards if keep(c, trick))
        if cards:
            out.append(TrickFact(number, taken_at[number], trick.winner, cards, trick.points))
    return tuple(out)


def explain(d: Drill, v: View, question: str, given: object = ()) -> tuple[TrickFact, ...]:
    """The tricks to look back at for ``question``: where the trumps fell, the tricks with
    points, where the aces and threes fell; for the other hand, where the cards named that
    are no longer in it fell (the other hand is what no trick showed)."""
    named = frozenset(given) if isinstance(given, (set, frozenset, list, tuple)) else frozenset()
    keep = {"trumps": lambda c, _: c.suit == v.trump_suit,
            "points": lambda c, tr: tr.points > 0 and c.points > 0,
            "aces_threes": lambda c, _: c.rank in KEY_RANKS,
            "other_hand": lambda c, _: c in named,
            "sixty": lambda c, tr: tr.points > 0 and c.points > 0}[question]
    return _tricks(d, v, keep)


def _same(question: str, given: object, expected: object) -> bool:
    if question in ("aces_threes", "other_hand"):
        return isinstance(given, (set, frozenset, list, tuple)) and frozenset(given) == expected
    if question == "points":
        return isinstance(given, (list, tuple)) and tuple(given) == expected
    if question == "sixty":
        return isinstance(given, (list, tuple)) and tuple(given) == expected
    return type(given) is int and given == expected


def check(v: View, question: str, given: object, d: Drill | None = None) -> Check:
    """The learner's answer judged against the engine's; with the drill, the tricks that
    explain it when wrong."""
    expected = answer(v, question)
    right = _same(question, given, expected)
    tricks = () if right or d is None else explain(d, v, question, given)
    return Check(question, right, expected, tricks)


def options(v: View) -> tuple[Card, ...]:
    """The cards a card question offers: every card of the deck but the seat's own hand."""
    return tuple(c for c in deck_cards(v.rules) if c not in v.hand)


def key_cards(v: View) -> tuple[Card, ...]:
    """Every ace and three of the deck, the ones a drill asks about."""
    return tuple(c for c in deck_cards(v.rules) if c.rank in KEY_RANKS)


# -- a drill's score, as kept under the learner key ---------------------------------------------

KIND = "drills"  # storage's kind for the drills' scores


@dataclass(frozen=True, slots=True)
class Score:
    """A drill done: its table, deal and moment, the answers right of those asked, and when."""

    table: str
    deal: int
    moment: str
    right: int
    asked: int
    when: float

    @property
    def item(self) -> str:
        """Storage's name for it: one per drill, so doing a drill again keeps its last score."""
        return f"{self.table}.{self.deal}.{self.moment}"

    def to_json(self) -> dict:
        return {"table": self.table, "deal": self.deal, "moment": self.moment, "right": self.right,
                "asked": self.asked, "when": self.when}


def read_score(data: object) -> Score:
    """What storage gave back, checked whole; ``DrillError("bad_score")`` if it is not a drill
    this app can deal (its table, deal and moment as ``drill`` checks them) with a score of it."""
    try:
        table, seed, moment = data["table"], data["deal"], data["moment"]
        right, asked, when = data["right"], data["asked"], data["when"]
    except (KeyError, TypeError):
        raise DrillError("bad_score") from None
    try:
        _check(table, seed, moment)
    except DrillError:
        raise DrillError("bad_score") from None
    if (type(asked) is not int or not 1 <= asked <= len(QUESTIONS)
            or type(right) is not int or not 0 <= right <= asked
            or type(when) not in (int, float) or not 0 <= when <= 1e11):
        raise DrillError("bad_score")
    return Score(table, seed, moment, right, asked, float(when))
