"""A position for the analysis board: set up by hand (or taken from a seat's view), checked
against the rules, written to and read from one line of text for a URL (``analysis`` prices it).

A ``Position`` is what the seat to move knows: the rules, the first trick's leader, its own
hand, the turned-up card, the tricks played in order and the trick so far (whose turn follows
from them, by the trick rule), the stock's count, the cards known to lie in another hand (an
exchange, the turned-up card drawn) and the signals it saw. ``problems`` names everything
that cannot happen, one reason code per problem; ``read_position`` reads a link's text keeping
every part that is right and saying what it dropped.

>>> p = Position.parse("rules:000;first:0;hand:1O,3C,7B;up:5E;stock:33")
>>> p.code == Position.parse(p.code).code, problems(p), p.seat
(True, [], 0)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace

from brisca.core.cards import POINTS_OF, SUITS, Card, CardError, deck_cards, parse_card
from brisca.core.errors import BriscaError
from brisca.core.outside import InputError, json_value, whole_number
from brisca.core.rules import AFTER_WIN, HAND_SIZE, PRESET_LIST, Rules, RulesError
from brisca.core.signals import SignalMade
from brisca.core.state import EXCHANGE, PLAY, ExchangeMade, GameState, Trick, legal_actions
from brisca.core.subastada import auction_of
from brisca.core.trick import winning_position
from brisca.core.view import View, observe

from .position_signals import signal_faults, signals_fit

MAX_TEXT = 3000  # a six-player position with every card named is under a thousand characters
PHASES = (PLAY, EXCHANGE)


class PositionError(BriscaError):
    """A text that is not a possible position (``problems`` holds what is wrong with it)."""

    family = "analysis"


@dataclass(frozen=True)
class Problem:
    """Something wrong with a position or its text: a code for the text module and its facts."""

    code: str
    facts: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Position:
    rules: Rules = Rules()
    first: int = 0  # the seat that led the first trick
    hand: tuple[Card, ...] = ()  # the seat to move's own cards
    turned_up: Card | None = None  # the card under the stock (None: face down, Brisca Cubierta)
    tricks: tuple[Card, ...] = ()  # the cards of the tricks taken, in the order played
    trick: tuple[Card, ...] = ()  # the trick so far, in play order
    stock: int = 0  # cards face down in the stock, the turned-up card not counted
    known: tuple[tuple[int, tuple[Card, ...]], ...] = ()  # (seat, cards all saw go into its hand)
    signals: tuple[tuple[int, str, int], ...] = ()  # (seat, sign, trick counted from 0) seen
    phase: str = PLAY  # EXCHANGE: the window after a trick won, before drawing (004)
    goal: tuple[int, ...] | None = None  # Rematada: per side, the points that end the match
    swapped: bool = False  # the seat to move has exchanged on this turn (the rulebook's): once a turn

    @property
    def players(self) -> int:
        return self.rules.players

    def taken(self) -> tuple[Trick, ...]:
        """The tricks taken, each won as the trick rule says, the winner leading the next."""
        n, out, leader = self.players, [], self.first
        trump = self._trump()
        for start in range(0, len(self.tricks) - len(self.tricks) % n, n):
            cards = self.tricks[start:start + n]
            winner = (leader + winning_position(cards, trump)) % n
            out.append(Trick(leader, cards, winner, sum(POINTS_OF[c] for c in cards)))
            leader = winner
        return tuple(out)

    @property
    def leader(self) -> int:
        """Who leads the trick being played: the last trick's winner, or the first leader."""
        taken = self.taken()
        return taken[-1].winner if taken else self.first

    @property
    def seat(self) -> int:
        """The seat to move, whose knowledge this is."""
        return self.leader if self.phase == EXCHANGE else (self.leader + len(self.trick)) % self.players

    def _trump(self) -> str | None:
        """The trump suit; with the turned-up card face down, none of the cards played is a
        trump (one played would have shown it), so any other suit decides the tricks alike."""
        if self.turned_up is not None:
            return self.turned_up.suit
        played = {c.suit for c in self.tricks + self.trick}
        return next((s for s in SUITS if s not in played), None)

    def hand_sizes(self) -> tuple[tuple[int, ...], int]:
        """Each seat's hand size this position needs, and the cards not yet drawn (the stock
        and the turned-up card under it): hands are filled to three while cards remain."""
        n, deck, k = self.players, self.rules.deck, len(self.tricks) // self.players
        if self.phase == EXCHANGE:  # the trick just won, nobody has drawn
            base = min(HAND_SIZE, deck // n - k + 1) - 1
        else:
            base = min(HAND_SIZE, deck // n - k)
        undrawn = deck - n * k - n * base
        played_now = {(self.leader + i) % n for i in range(len(self.trick))}
        return tuple(base - (seat in played_now) for seat in range(n)), undrawn

    @property
    def code(self) -> str:
        """The position as one line: ``key:value`` parts joined by ``;``, cards by their codes."""
        cards = lambda cs: ",".join(c.code for c in cs)  # noqa: E731
        parts = [("rules", rules_code(self.rules)), ("first", str(self.first)), ("hand", cards(self.hand)),
                 ("up", self.turned_up.code if self.turned_up is not None else "-"), ("played", cards(self.tricks)),
                 ("trick", cards(self.trick)), ("stock", str(self.stock)),
                 ("known", "/".join(f"{seat}={cards(cs)}" for seat, cs in self.known)),
                 ("signals", ",".join(f"{seat}={sign}@{trick}" for seat, sign, trick in self.signals)),
                 ("phase", "" if self.phase == PLAY else self.phase),
                 ("goal", ",".join(map(str, self.goal)) if self.goal is not None else ""),
                 ("swapped", "1" if self.swapped else "")]
        return ";".join(f"{k}:{v}" for k, v in parts if v or k in ("hand", "stock"))

    @staticmethod
    def parse(text: str) -> Position:
        """The position a ``code`` wrote; ``PositionError`` if any part is wrong or the position
        cannot happen (``read_position`` keeps what is right instead)."""
        position, wrong = read_position(text)
        wrong = wrong or problems(position)
        if wrong:
            raise PositionError("bad_position", problems=[p.code for p in wrong])
        return position

    def view(self) -> View:
        """The seat to move's view of a deal in this position (check ``problems`` first): one
        world the position allows, as the engine's ``observe`` shows it to that seat."""
        return observe_world(self.world(), self)

    def world(self) -> GameState:
        """One full deal this position could be: the cards nobody has seen, in deck order,
        fill the other hands and the stock."""
        rules, seat, n = self.rules, self.seat, self.players
        sizes, undrawn = self.hand_sizes()
        turned_up = self.turned_up
        known = dict(self.known)
        seen = set(self.hand) | set(self.tricks) | set(self.trick) | {c for cs in known.values() for c in cs}
        pool = [c for c in deck_cards(rules) if c not in seen and c != turned_up]
        if turned_up is None:  # face down: a card of a suit nobody has played
            turned_up = next(c for c in pool if c.suit == self._trump())
            pool.remove(turned_up)
        hands = []
        for s in range(n):
            if s == seat:
                hands.append(self.hand)
                continue
            need = sizes[s] - len(known.get(s, ()))
            hands.append(known.get(s, ()) + tuple(pool[:need]))
            pool = pool[need:]
        taken = self.taken()
        points = [0] * n
        for t in taken:
            points[t.winner] += t.points
        taker = None if undrawn else self._turned_up_taker(hands, taken)
        ply = len(self.tricks) + len(self.trick) + self.swapped
        # the seat that just exchanged on its turn gave the card now under the stock; the card it
        # took is in its hand (which one changes nothing the seat may do next)
        swaps = (ExchangeMade(seat, turned_up, self.hand[0], ply - 1),) if self.swapped and self.hand else ()
        leaders = [t.leader for t in taken] + [self.leader]
        signals = tuple(SignalMade(s, sign, trick, trick * n + (s - leaders[min(trick, len(taken))]) % n)
                        for s, sign, trick in self.signals)
        return GameState(rules, hands, pool, turned_up, self.leader, turned_up.suit, self.trick, points, taken,
                         swaps, self.phase, taker, ply, signals, self.goal, auction=auction_of(rules))

    def _turned_up_taker(self, hands, taken) -> int:
        """Who drew the turned-up card: whoever holds it, or played it (a face-down one, the
        seat to move: nothing it sees depends on the seat)."""
        card = self.turned_up
        for s, hand in enumerate(hands):
            if card in hand:
                return s
        for t in taken:
            if card in t.cards:
                return (t.leader + t.cards.index(card)) % self.players
        if card in self.trick:
            return (self.leader + self.trick.index(card)) % self.players
        return self.seat


def observe_world(world: GameState, position: Position) -> View:
    """The seat's view of ``world``, with the cards the position says are known in other hands
    (the engine's view learns them from exchanges, which a position does not keep)."""
    view = observe(world, position.seat)
    known = dict(position.known)
    return replace(view, known=tuple(tuple(known.get(s, ())) for s in range(position.players)))


def rules_code(rules: Rules) -> str:
    """A preset's name, or the rules object as compact JSON."""
    name = next((p.name for p in PRESET_LIST if p.rules == rules), None)
    return name or json.dumps(rules.to_json(), separators=(",", ":"), sort_keys=True)


def position_of(view: View | None) -> Position:
    """The position a seat to move sees (a practice decision, a review step, a puzzle)."""
    if view is None or view.seat is None or view.to_move != view.seat:  # None: five's resting seat
        raise PositionError("not_to_move")
    cards = tuple(c for t in view.tricks for c in t.cards)
    first = view.tricks[0].leader if view.tricks else view.leader
    known = tuple((s, tuple(cs)) for s, cs in enumerate(view.known) if cs and s != view.seat)
    signals = tuple((m.seat, m.sign, m.trick) for m in view.signals)
    last = view.exchanges[-1] if view.exchanges else None
    swapped = (view.rules.exchange == "rulebook" and last is not None and last.seat == view.seat
               and last.ply == view.ply - 1)
    return Position(view.rules, first, tuple(view.hand), view.turned_up, cards, tuple(view.trick), view.face_down,
                    known, signals, view.phase, view.goal, swapped)



# -- reading a link's text -----------------------------------------------------------------

PARTS = ("rules", "first", "hand", "up", "played", "trick", "stock", "known", "signals", "phase", "goal", "swapped")
MAX_CARDS = 48  # entries of a list read at most: no parsing a thousand fake cards


def read_position(text: object) -> tuple[Position, list[Problem]]:
    """The position a link's text describes, and what was wrong with the text: every part
    written right is kept, a wrong one is left at its default (a card that does not read is
    dropped) and said as a problem whose facts are the engine's, never the link's text."""
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT:
        return Position(), [Problem("unreadable")]
    wrong: list[Problem] = []
    parts: dict[str, str] = {}
    for chunk in text.split(";"):
        key, sep, value = chunk.partition(":")
        if not sep or key not in PARTS or key in parts:
            wrong.append(Problem("bad_part", {"part": key if key in PARTS else "other"}))
        else:
            parts[key] = value
    if not parts:
        return Position(), [Problem("unreadable")]
    rules = _rules(parts.get("rules"), wrong)
    n = rules.players

    def number(key: str, low: int, high: int, default: int) -> int:
        try:
            return whole_number(parts.get(key, str(default)), low, high, key)
        except InputError:
            wrong.append(Problem("bad_part", {"part": key}))
            return default

    def cards(key: str, text: str | None = None) -> tuple[Card, ...]:
        entries = [e for e in (parts.get(key, "") if text is None else text).split(",") if e]
        out = []
        for entry in entries[:MAX_CARDS]:
            try:
                out.append(parse_card(entry))
            except CardError:
                pass
        if len(out) < len(entries):
            wrong.append(Problem("bad_cards", {"part": key, "count": len(entries) - len(out)}))
        return tuple(out)

    up_text = parts.get("up", "-")
    up = None if up_text == "-" else (cards("up") or (None,))[0]
    phase = parts.get("phase") or PLAY
    if phase not in PHASES:
        wrong.append(Problem("bad_part", {"part": "phase"}))
        phase = PLAY
    position = Position(rules, number("first", 0, n - 1, 0), cards("hand"), up, cards("played"), cards("trick"),
                        number("stock", 0, rules.deck, 0), _known(parts.get("known", ""), n, cards, wrong),
                        _signals(parts.get("signals", ""), n, wrong), phase, _goal(parts.get("goal"), rules, wrong),
                        number("swapped", 0, 1, 0) == 1)
    return position, wrong


def _rules(text: str | None, wrong: list[Problem]) -> Rules:
    """A preset's name or a rules object; five players are read as the four of a deal."""
    try:
        if text is None or text[:1] != "{":
            return next(p.rules for p in PRESET_LIST if p.name == text).deal_rules
        return Rules.from_json(json_value(text)).deal_rules
    except (StopIteration, RulesError, InputError, TypeError):
        wrong.append(Problem("bad_part", {"part": "rules"}))
        return Rules()


def _known(text: str, n: int, cards, wrong: list[Problem]) -> tuple:
    out = []
    for entry in [e for e in text.split("/") if e][:n]:
        seat, _, listed = entry.partition("=")
        if not (seat.isascii() and seat.isdigit() and int(seat) < n) or int(seat) in dict(out):
            wrong.append(Problem("bad_part", {"part": "known"}))
            continue
        out.append((int(seat), cards("known", listed)))
    return tuple(sorted((s, cs) for s, cs in out if cs))


def _signals(text: str, n: int, wrong: list[Problem]) -> tuple:
    out = []
    for entry in [e for e in text.split(",") if e][:MAX_CARDS]:
        seat, _, rest = entry.partition("=")
        sign, _, trick = rest.partition("@")
        if not all(x.isascii() and x.isdigit() and len(x) < 3 for x in (seat, trick)) or int(seat) >= n:
            wrong.append(Problem("bad_part", {"part": "signals"}))
            continue
        out.append((int(seat), sign[:40], int(trick)))
    return tuple(out)


def _goal(text: str | None, rules: Rules, wrong: list[Problem]) -> tuple[int, ...] | None:
    """Rematada's points to reach, per side (none carried in: the match's target)."""
    if rules.match != "points":
        if text:
            wrong.append(Problem("bad_part", {"part": "goal"}))
        return None
    default = (rules.match_target,) * len(rules.sides)
    values = (text or "").split(",")
    if not text:
        return default
    if len(values) != len(default) or not all(v.isascii() and v.isdigit() and 0 < int(v) <= rules.match_target
                                              for v in values):
        wrong.append(Problem("bad_part", {"part": "goal"}))
        return default
    return tuple(int(v) for v in values)


# -- what cannot happen --------------------------------------------------------------------

def problems(p: Position) -> list[Problem]:
    """Everything about ``p`` that no deal under its rules can come to, one problem each;
    empty when the position can happen (and ``p.view()`` is the seat to move's view)."""
    rules, n = p.rules, p.players
    out: list[Problem] = []
    if len(p.trick) >= n:
        out.append(Problem("trick_too_long", {"count": len(p.trick), "players": n}))
    if len(p.tricks) % n:
        out.append(Problem("tricks_not_whole", {"count": len(p.tricks), "players": n}))
    if p.phase == EXCHANGE and (rules.exchange not in AFTER_WIN or not p.tricks or p.trick):
        out.append(Problem("no_exchange_window"))
    if p.turned_up is None and rules.trump_visible:
        out.append(Problem("no_turned_up"))
    elif p.turned_up is None and p._trump() is None:
        out.append(Problem("trump_must_show"))
    deck = set(deck_cards(rules))
    places = p.hand + p.tricks + p.trick + tuple(c for _, cs in p.known for c in cs)
    listed = places + ((p.turned_up,) if p.turned_up is not None else ())
    out += [Problem("not_in_deck", {"card": c, "deck": rules.deck}) for c in dict.fromkeys(listed) if c not in deck]
    out += [Problem("card_twice", {"card": c}) for c in dict.fromkeys(places) if places.count(c) > 1]
    if out:  # the counts below assume whole tricks and one place per card
        return out
    sizes, undrawn = p.hand_sizes()
    if sizes[p.seat] <= 0 and p.phase == PLAY or undrawn < 0:
        return [Problem("deal_over", {"deck": rules.deck, "count": len(p.tricks) // n})]
    if p.stock != max(0, undrawn - 1):
        out.append(Problem("stock_count", {"count": p.stock, "expected": max(0, undrawn - 1)}))
    if len(p.hand) != sizes[p.seat]:
        out.append(Problem("hand_size", {"count": len(p.hand), "expected": sizes[p.seat]}))
    for seat, cards in p.known:
        if seat == p.seat or len(cards) > sizes[seat]:
            out.append(Problem("known_too_many", {"seat_number": seat + 1, "count": len(cards),
                                                    "expected": sizes[seat]}))
    up = p.turned_up
    if up is not None and undrawn > 0 and up in places:
        out.append(Problem("turned_up_seen", {"card": up}))
    elif up is not None and undrawn == 0 and up not in places:
        out.append(Problem("turned_up_unplaced", {"card": up}))
    if p.swapped and (rules.exchange != "rulebook" or p.phase != PLAY or undrawn < n + 1):
        out.append(Problem("no_exchange_window"))
    out += _signal_problems(p)
    if p.goal is not None and any(sum(pts for s, pts in enumerate(_points(p)) if rules.side_of(s) == side) >= goal
                                  for side, goal in enumerate(p.goal)):
        out.append(Problem("deal_over", {"deck": rules.deck, "count": len(p.tricks) // n}))
    if not out and p.phase == EXCHANGE and len(legal_actions(p.world())) < 2:
        out.append(Problem("no_exchange_window"))  # only ``skip``: nothing to exchange
    if not out and p.signals and not signals_fit(p.view()):
        out.append(Problem("signals_unfit"))
    return out


def _points(p: Position) -> list[int]:
    points = [0] * p.players
    for t in p.taken():
        points[t.winner] += t.points
    return points


def _signal_problems(p: Position) -> list[Problem]:
    """The signals that cannot have happened (``position_signals``), one problem each."""
    return [Problem(code, facts) for code, facts in signal_faults(p, p.signals)]
