"""The game record: one JSON format for saving, sharing, walkthrough scripts and tests.

::

    {"format": 1, "rules": "000" | {rules fields}, "names": ["Ana", "Luis"],
     "hands": [["1O", "4C", "7B"], ...], "trump_card": "5E",
     "stock": ["3C", ...], "dealer": 1, "leader": 0,
     "moves": ["1O", "2E", "exchange:7E", "skip", "signal:ace_of_trumps", ...]}

``hands`` are the cards dealt, ``stock`` the face-down cards with the next to be drawn
first (without the turned-up card). A move is an action's code (``brisca.core.action``):
a card code for a play, ``"exchange:7E"`` to give the 7 (or 2) of trumps for the turned-up
card, ``"skip"`` to decline the exchange offered after a won trick, ``"signal:no_trumps"``
for a partner signal (``brisca.core.signals``: made on one's turn, before one's card; every
signal is in the record, whoever saw it); records written before actions had one text form
said ``{"exchange": "7E"}`` and ``{"skip": "exchange"}``, which are read too. ``names`` is
optional. ``dealer`` is the seat that dealt, when a seat did: under
``first_leader="dealer_right"`` the seat on its right (the next in play order) leads; the
online table (``"random"``) has no dealer among the players. ``carried`` (Rematada only,
optional) is each side's points from the match's earlier deals: the deal ends at the trick
that brings a side to the target (``state.match_goal``), so no move after it is legal.
With five players (``rest="rotate"``) the dealer rests: ``dealer`` is a table seat and must be
given, ``hands`` are the four playing seats' in the deal's order (the first on the dealer's
right, who leads: ``leader`` is 0), ``names`` the five people's (``brisca.core.seating``).
Loading checks everything and names the failing move; records round-trip.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace

from .action import SKIP, Action, ActionError
from .cards import Card, CardError, deck_cards, parse_card
from .chiamata import Call
from .errors import BriscaError
from .outside import InputError, json_value
from .rules import Rules, RulesError, is_valid_deck, preset
from .state import GameState, IllegalMoveError, new_deal, step
from .subastada import auction_of

FORMAT = 1


class RecordError(BriscaError):
    """A record that cannot be loaded; ``index`` names the failing move, if one failed."""

    family = "record"

    def __init__(self, code: str, index: int | None = None, **facts: object):
        super().__init__(code, **facts)
        self.index = index


@dataclass(frozen=True, slots=True)
class GameRecord:
    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    turned_up: Card | None  # None under chiamata: the whole deck is dealt
    stock: tuple[Card, ...]
    leader: int
    moves: tuple[Action, ...] = ()
    names: tuple[str, ...] | None = None
    rules_name: str | None = None  # kept so a record written with a preset name stays so
    dealer: int | None = None  # the seat that dealt, if a seat did (``dealer_right``)
    carried: tuple[int, ...] | None = None  # Rematada: each side's points from the match's earlier deals

    def start(self) -> GameState:
        # with a seat resting (five players) the deal is the four-seat game of the same rules
        call = Call.opening(self.rules, self.leader) if self.rules.called else None  # chiamata's auction
        return new_deal(self.rules.deal_rules, self.hands, self.turned_up, self.stock, self.leader, self.carried,
                        call, auction_of(self.rules))

    def states(self) -> list[GameState]:
        """The state before the first move and after every move."""
        out = [self.start()]
        for i, move in enumerate(self.moves):
            try:
                out.append(step(out[-1], move))
            except IllegalMoveError as e:
                raise RecordError("illegal_move", i, move=move.code, reason=e.code) from None
        return out

    def final(self) -> GameState:
        return self.states()[-1]

    def with_moves(self, moves) -> GameRecord:
        return replace(self, moves=tuple(moves))

    def to_json(self) -> dict:
        data: dict = {"format": FORMAT,
                      "rules": self.rules_name if self.rules_name else self.rules.to_json()}
        if self.names is not None:
            data["names"] = list(self.names)
        data.update({
            "hands": [[c.code for c in h] for h in self.hands],
            **({"trump_card": self.turned_up.code} if self.turned_up is not None else {}),
            "stock": [c.code for c in self.stock],
            **({"dealer": self.dealer} if self.dealer is not None else {}),
            **({"carried": list(self.carried)} if self.carried is not None else {}),
            "leader": self.leader,
            "moves": [m.code for m in self.moves],
        })
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False)

    @staticmethod
    def loads(text: str | bytes) -> GameRecord:
        """A record from its JSON text (or UTF-8 bytes), checked as ``from_json`` checks it."""
        return GameRecord.from_json(record_json(text))

    @staticmethod
    def from_json(data: object) -> GameRecord:
        return _load(data)


def move_from_json(data: object, index: int | None = None) -> Action:
    """A move as a record holds it: an action's code, or one of the older objects."""
    if isinstance(data, dict) and len(data) == 1:  # written before actions had one text form
        if data == {"skip": "exchange"}:
            return SKIP
        if isinstance(data.get("exchange"), str):
            data = f"exchange:{data['exchange']}"
    try:
        return Action.parse(data)
    except ActionError as e:
        if e.problem == "bad_card":
            raise RecordError("bad_card", index, field="moves", text=e.facts["card"]) from None
        raise RecordError("bad_move", index, move=data if isinstance(data, str) else repr(data)) from None


def _cards(value: object, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise RecordError("not_a_list", field=what)
    try:
        return tuple(parse_card(v) for v in value)
    except CardError as e:
        raise RecordError("bad_card", field=what, text=e.text, problem=e.problem) from None


def _load(data: object) -> GameRecord:
    if not isinstance(data, dict):
        raise RecordError("not_an_object")
    if data.get("format") != FORMAT:
        raise RecordError("bad_format", value=data.get("format"))
    for key in ("rules", "hands", "stock", "leader"):
        if key not in data:
            raise RecordError("missing_field", field=key)
    known = {"format", "rules", "names", "hands", "trump_card", "stock", "dealer", "carried", "leader", "moves"}
    if set(data) - known:
        raise RecordError("unknown_field", field=sorted(set(data) - known)[0])
    try:
        rules = Rules.from_json(data["rules"])
    except (RulesError, TypeError) as e:
        raise RecordError("bad_rules", problem=getattr(e, "code", str(e))) from None
    rules_name = data["rules"] if isinstance(data["rules"], str) else None
    if not isinstance(data["hands"], list) or len(data["hands"]) != rules.playing:
        raise RecordError("hand_count", expected=rules.playing)
    hands = tuple(_cards(h, "hands") for h in data["hands"])
    if any(len(h) != rules.hand_size for h in hands):
        raise RecordError("hand_size", expected=rules.hand_size)
    turned_up = _turned_up(data, rules)
    stock = _cards(data["stock"], "stock")
    every = [c for h in hands for c in h] + [*([turned_up] if turned_up is not None else []), *stock]
    seen: set[Card] = set()
    for c in every:
        if c in seen:
            raise RecordError("duplicate_card", card=c)
        seen.add(c)
    if not is_valid_deck(seen, rules):
        expected = set(deck_cards(rules if rules.deck != 39 else Rules()))
        raise RecordError("wrong_deck", deck=rules.deck, cards=len(seen),
                          stray=sorted(c.code for c in seen - expected),
                          missing=sorted(c.code for c in expected - seen))
    leader = data["leader"]
    if type(leader) is not int or not 0 <= leader < rules.playing:
        raise RecordError("bad_leader", value=leader)
    dealer = data.get("dealer")
    if dealer is None and rules.rest == "rotate":
        raise RecordError("missing_field", field="dealer")  # who dealt is who rests
    if dealer is not None:
        if type(dealer) is not int or not 0 <= dealer < rules.players:
            raise RecordError("bad_dealer", value=dealer)
        if rules.first_leader == "dealer_right" and leader != rules.seating.leader(dealer):
            raise RecordError("leader_not_right_of_dealer", leader=leader, dealer=dealer)
    names = data.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != rules.players
                              or not all(isinstance(n, str) for n in names)):
        raise RecordError("bad_names", expected=rules.players)
    moves_data = data.get("moves", [])
    if not isinstance(moves_data, list):
        raise RecordError("not_a_list", field="moves")
    moves = tuple(move_from_json(m, i) for i, m in enumerate(moves_data))
    record = GameRecord(rules, hands, turned_up, stock, leader, moves,
                        tuple(names) if names is not None else None, rules_name, dealer,
                        _carried(data.get("carried"), rules))
    record.states()  # every move legal where it stands
    return record


def _turned_up(data: dict, rules: Rules) -> Card | None:
    """The record's turned-up card: required, but under chiamata, which turns none up."""
    if rules.called:
        if "trump_card" in data:
            raise RecordError("unknown_field", field="trump_card")
        return None
    if "trump_card" not in data:
        raise RecordError("missing_field", field="trump_card")
    if not isinstance(data["trump_card"], str):
        raise RecordError("bad_card", field="trump_card", text=repr(data["trump_card"]))
    return _cards([data["trump_card"]], "trump_card")[0]


def _carried(value: object, rules: Rules) -> tuple[int, ...] | None:
    """A Rematada deal's points carried in from the match: one whole number per side, each
    short of the target (a side that reached it has won the match)."""
    if value is None:
        return None
    sides = len(rules.sides)
    if (rules.match != "points" or not isinstance(value, list) or len(value) != sides
            or not all(type(v) is int and 0 <= v < rules.match_target for v in value)):
        raise RecordError("bad_carried", sides=sides, target=rules.match_target)
    return tuple(value)


def deal(rules: Rules | str, seed: int | None = None, leader: int | None = None,
         names=None, dealer: int | None = None, carried: tuple[int, ...] | None = None) -> GameRecord:
    """A newly shuffled deal; the same seed gives the same deal (and the same first leader).

    Who leads follows ``rules.first_leader``: at random (000's online table), or the seat on
    the dealer's right, the dealer being drawn by lot unless given (a match passes the deal
    on: ``MatchState.dealer``). An explicit ``leader`` overrides both."""
    rules_name = rules if isinstance(rules, str) else None
    rules = preset(rules) if isinstance(rules, str) else rules
    rng = random.Random(seed)
    cards = list(deck_cards(rules))
    rng.shuffle(cards)
    n = rules.playing
    if rules.first_leader == "dealer_right" and leader is None:
        if dealer is None:
            dealer = rng.randrange(rules.players)  # by lot: 001 and 003 cut for it
        leader = rules.seating.leader(dealer)
    elif leader is None:
        leader = rng.randrange(n)
    if rules.first_leader == "dealer_right":
        if dealer is None:
            dealer = (leader - 1) % n
        elif leader != rules.seating.leader(dealer):
            raise RecordError("leader_not_right_of_dealer", leader=leader, dealer=dealer)
    hands: list[list[Card]] = [[] for _ in range(n)]
    for i in range(rules.hand_size * n):  # one at a time, in play order from the leader
        hands[(leader + i) % n].append(cards[i])
    k = rules.hand_size * n
    turned_up = cards[k] if k < len(cards) else None  # chiamata deals every card
    return GameRecord(rules, tuple(map(tuple, hands)), turned_up, tuple(cards[k + 1:]), leader,
                      (), tuple(names) if names else None, rules_name, dealer, carried)


def record_json(text: str | bytes) -> object:
    """The JSON value of a record's text (a deal's or a match's), within the limits of outside
    input; ``RecordError`` with the problem's code if it is not one."""
    try:
        return json_value(text)
    except InputError as e:
        raise RecordError(e.code) from None
