"""A deal of Brisca: one state, and one step function that the engine, the pages and the
bots' look-ahead all use.

The rules this file implements:

1. Three cards to each seat; the next card is turned up (its suit is trump) and lies
   under the stock, so it is the last card drawn. Seats are numbered in play order.
2. Any card may be played: there is no duty to follow suit or to trump.
3. The highest trump wins the trick; with no trump, the highest card of the suit led
   (``cards.BEATS``, the rule written once as a lookup per trump).
4. The winner takes the cards, draws first, the others draw in play order, and the
   winner leads next; the last seat of the last drawing round takes the turned-up card.
5. Once the stock is gone, play goes on until every hand is empty.

Exchanges of the 7 and the 2 of trumps follow ``Rules.exchange`` (see ``brisca.core.rules``).
An action is an ``Action`` (``brisca.core.action``): a card played, an exchange, ``SKIP``
(declining the exchange offered to the winner of a trick), or a partner signal, made on one's
turn before playing, under ``Rules.signals`` (``brisca.core.signals`` gives the reading).

``GameState`` is mutable so that the look-ahead can play thousands of deals a second on
copies (``copy``, then ``apply`` or ``play`` in place); the engine's own interface is the
pure ``step(state, action)``, which applies the action to a copy. Cards are small
integers and hands are lists of them.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from .action import AUCTION_KINDS, PLAYS, SKIP, Action
from .action import EXCHANGE as EXCHANGE_KIND
from .action import PLAY as PLAY_KIND
from .action import SIGNAL as SIGNAL_KIND
from .cards import BEATS, CARDS, POINTS_OF, Card, card_of
from .phase import AUCTION, EXCHANGE, NAMING, OVER, PHASES, PLAY, IllegalMoveError
from .rules import AFTER_WIN, Rules
from .signals import SIGNAL_OK, TABLES, SignalMade, signal_fit, trick_number


class Trick(NamedTuple):
    leader: int
    cards: tuple[Card, ...]
    winner: int  # seat
    points: int


class ExchangeMade(NamedTuple):
    seat: int
    given: Card
    taken: Card
    ply: int  # the action's number in the deal: one exchange per window is told by it


_tuple_new = tuple.__new__  # builds a Trick without NamedTuple's Python-level __new__: the hot path


class GameState:
    """Everything about a deal in play. Every seat's cards are here: a seat reads only its
    ``brisca.core.view.observe``."""

    __slots__ = ("history", "rules", "n", "offers", "hands", "stock_order", "drawn", "turned_up", "trump_suit", "beats",
                 "leader", "trick", "points", "tricks", "exchanges", "phase", "turned_up_taker", "ply", "signals",
                 "goal", "call", "auction", "bids", "sung")

    def __init__(self, rules: Rules, hands, stock, turned_up: Card, leader: int, trump_suit: str | None = None,
                 trick=(), points=None, tricks=(), exchanges=(), phase: str = PLAY, turned_up_taker: int | None = None,
                 ply: int = 0, signals=(), goal: tuple[int, ...] | None = None, call=None,
                 bids=(), sung=(), auction=None):
        self.rules = rules
        self.n = rules.players
        self.offers = rules.exchange in AFTER_WIN  # the winner of a trick may be offered an exchange
        self.hands = [list(h) for h in hands]
        self.stock_order = tuple(stock)  # the face-down cards in drawing order; ``drawn`` of them are gone
        self.drawn = 0
        self.turned_up = turned_up  # the turned-up card (after any exchange), drawn last; None under chiamata
        if trump_suit is None and turned_up is not None:
            trump_suit = turned_up.suit
        self.trump_suit = trump_suit  # None only under chiamata before the call
        self.beats = BEATS[self.trump_suit]
        self.leader = leader  # leads the trick being played
        self.trick = list(trick)  # cards played to it so far, in play order
        self.points = list(points) if points is not None else [0] * rules.players  # captured per seat
        self.tricks = list(tricks)
        self.exchanges = list(exchanges)
        self.phase = PHASES[phase]  # the module's own string: the hot paths compare phases by identity
        self.turned_up_taker = turned_up_taker  # the seat that drew the turned-up card; None while it lies there
        self.ply = ply  # plays, exchanges and skips so far: a signal is not counted (see ``brisca.core.signals``)
        # Every signal made, in order: a tuple, so a copy shares it (a playout makes none)
        self.signals = tuple(signals)
        # Rematada (``match="points"``): per side, the points that end the match in this deal
        # (``match_goal``); the deal stops at the trick that reaches one. None otherwise
        self.goal = goal
        # Briscola chiamata: the auction and the card called (``chiamata.Call``, all public);
        # None at every other table. The phase ``AUCTION`` is its own to step
        self.call = call
        # Subastada: its auction, asked as ``call`` is (``subastada.Auction``; None at every other
        # table), and every bid and pass in order, and every marriage sung (tuples, shared by copies)
        self.auction, self.bids, self.sung = auction, tuple(bids), tuple(sung)
        # Each trick taken is kept in ``tricks``; a look-ahead's playout, which nothing of it
        # reads, turns this off (``bots.search.after``): about a tenth faster
        self.history = True

    @property
    def stock(self) -> tuple[Card, ...]:
        """The face-down cards still to draw, next first (not the turned-up card)."""
        return self.stock_order[self.drawn:]

    def copy(self) -> GameState:
        new = _blank(GameState)
        new.rules, new.n, new.offers = self.rules, self.n, self.offers
        new.stock_order, new.drawn = self.stock_order, self.drawn
        new.turned_up, new.trump_suit, new.beats = self.turned_up, self.trump_suit, self.beats
        new.leader, new.phase, new.turned_up_taker, new.ply = self.leader, self.phase, self.turned_up_taker, self.ply
        new.history, new.signals, new.goal, new.call = self.history, self.signals, self.goal, self.call
        new.auction, new.bids, new.sung = self.auction, self.bids, self.sung
        new.hands = [h[:] for h in self.hands]
        new.trick = self.trick[:]
        new.points = self.points[:]
        new.tricks = self.tricks[:]
        new.exchanges = self.exchanges[:]
        return new

    def replace(self, **changes) -> GameState:
        """A copy with some fields changed (``stock`` sets the cards still to draw)."""
        new = self.copy()
        if "stock" in changes:
            new.stock_order, new.drawn = tuple(changes.pop("stock")), 0
        for name, value in changes.items():
            if name == "phase":
                value = PHASES[value]
            elif name == "hands":
                value = [list(h) for h in value]
            elif name in _LISTS:
                value = list(value)
            elif name in ("signals", "bids", "sung"):
                value = tuple(value)
            setattr(new, name, value)
        new.n, new.beats, new.offers = new.rules.players, BEATS[new.trump_suit], new.rules.exchange in AFTER_WIN
        return new

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in _COMPARED) and self.stock == other.stock

    __hash__ = None

    def __repr__(self) -> str:
        return (f"GameState(rules={self.rules!r}, hands={self.hands!r}, stock={list(self.stock)!r}, "
                f"turned_up={self.turned_up!r}, leader={self.leader}, trick={self.trick!r}, "
                f"points={self.points!r}, phase={self.phase!r}, ply={self.ply}, signals={list(self.signals)!r})")

    # -- the step function ---------------------------------------------------------------

    def apply(self, action: Action) -> GameState:
        """Takes ``action`` in place; raises ``IllegalMoveError`` if it is not allowed."""
        kind = action.kind if type(action) is Action else None
        if kind is PLAY_KIND and self.phase is PLAY:
            return self.play(action.card)
        if self.phase is AUCTION and self.call is not None:
            return self.call.step(self, action)
        if kind is EXCHANGE_KIND:
            return self._exchange(action)
        if kind is SIGNAL_KIND and self.phase is PLAY:
            return self._signal(action)
        if action is SKIP and self.phase is EXCHANGE:
            self.ply += 1
            self._draw(self.leader)
            return self
        if self.auction is not None:  # the auction, the trump named, a marriage sung, or a refusal
            return self.auction.step(self, action)
        if self.phase is OVER:
            raise IllegalMoveError("deal_over")
        if kind in AUCTION_KINDS:  # a bid or a call once the play began, or at a table without an auction
            raise IllegalMoveError("auction_over" if self.call is not None else "no_auction", action=action.code)
        if self.phase is EXCHANGE:
            raise IllegalMoveError("exchange_pending", seat=self.leader)
        if kind is None:
            raise IllegalMoveError("not_an_action", action=repr(action)[:40])
        raise IllegalMoveError("no_exchange_offered")

    def _signal(self, action: Action) -> GameState:
        """A sign made by the seat to move: recorded, and the turn goes on (no ply)."""
        seat = (self.leader + len(self.trick)) % self.n
        code = signal_fit(self, seat, action.sign)
        if code is not SIGNAL_OK:
            raise IllegalMoveError(code, sign=action.sign, seat=seat)
        self.signals += (SignalMade(seat, action.sign, trick_number(self), self.ply),)
        return self

    def play(self, card: Card) -> GameState:
        """The seat to move plays ``card`` (in the play phase): the hot path of every rollout."""
        trick = self.trick
        n = self.n
        try:
            self.hands[(self.leader + len(trick)) % n].remove(card)
        except ValueError:
            raise IllegalMoveError("card_not_in_hand", card=card, seat=(self.leader + len(trick)) % n) from None
        trick.append(card)
        self.ply += 1
        if len(trick) < n:
            return self
        beats = self.beats
        if n == 2:  # two seats, without the loop
            a, b = trick
            won = POINTS_OF[a] + POINTS_OF[b]
            position = beats[a * 48 + b]
        else:
            top = trick[0]
            position = 0
            won = POINTS_OF[top]
            for k in range(1, n):
                c = trick[k]
                won += POINTS_OF[c]
                if beats[top * 48 + c]:
                    position, top = k, c
        leader = self.leader
        winner = (leader + position) % n
        self.points[winner] += won
        if self.history:
            self.tricks.append(_tuple_new(Trick, (leader, tuple(trick), winner, won)))
        self.trick = []
        self.leader = winner
        if self.goal is not None and self._reached_goal(winner):  # Rematada: the match is won here
            self.phase = OVER
            return self
        if self.turned_up_taker is not None:  # nothing left to draw
            if not self.hands[winner]:
                self.phase = OVER
            return self
        if self.offers and self._offer_exchange(winner):
            self.phase = EXCHANGE
            return self
        stock, drawn, hands = self.stock_order, self.drawn, self.hands
        if n == 2 and drawn + 2 <= len(stock):  # an ordinary round with two seats
            hands[winner].append(stock[drawn])
            hands[1 - winner].append(stock[drawn + 1])
            self.drawn = drawn + 2
        else:
            self._draw(winner)
        return self

    def _reached_goal(self, seat: int) -> bool:
        """Whether ``seat``'s side has just reached its goal (only the trick's winner gains)."""
        rules = self.rules
        side = rules.side_of(seat)
        return sum(self.points[s] for s in rules.sides[side]) >= self.goal[side]

    def _offer_exchange(self, winner: int) -> bool:
        self.phase = EXCHANGE
        offered = bool(exchange_options(self, winner))
        self.phase = PLAY
        return offered

    def _draw(self, first: int) -> None:
        """Every seat draws one card, ``first`` first; the last card is the turned-up one."""
        n, hands, stock, drawn = self.n, self.hands, self.stock_order, self.drawn
        if self.turned_up is None:  # chiamata: the whole deck was dealt, nothing to draw
            self.leader = first
            self.phase = OVER if not hands[first] else PLAY
            return
        if drawn + n <= len(stock):  # an ordinary round: n face-down cards
            for k in range(n):
                hands[(first + k) % n].append(stock[drawn + k])
            self.drawn = drawn + n
        else:  # the last drawing round: the last seat takes the turned-up card
            for k in range(n - 1):
                hands[(first + k) % n].append(stock[drawn + k])
            self.turned_up_taker = (first + n - 1) % n
            hands[self.turned_up_taker].append(self.turned_up)
            self.drawn = len(stock)
        self.leader = first
        self.phase = PLAY

    def _exchange(self, action: Action) -> GameState:
        seat = current_player(self)
        if seat is None or action not in exchange_options(self, seat):
            raise IllegalMoveError("exchange_not_allowed", card=action.card, seat=seat,
                                   turned_up=self.turned_up)
        hand = self.hands[seat]
        taken = self.turned_up
        hand[hand.index(action.card)] = taken
        self.exchanges.append(ExchangeMade(seat, action.card, taken, self.ply))
        self.turned_up = action.card
        self.ply += 1
        if self.phase == EXCHANGE:  # the winner's window closes with its exchange: it draws
            self._draw(seat)
        return self


_blank = object.__new__
_LISTS = ("trick", "points", "tricks", "exchanges")
_COMPARED = ("rules", "hands", "turned_up", "trump_suit", "leader", "trick", "points", "tricks", "exchanges",
             "phase", "turned_up_taker", "ply", "signals", "goal", "call", "bids", "sung")


def match_goal(rules: Rules, carried: tuple[int, ...] | None = None) -> tuple[int, ...] | None:
    """Under Rematada (``match="points"``), per side, the points of this deal that bring it to
    the match's target, given the points it ``carried`` in from the match's earlier deals: a
    player keeping the tally stops at the trick that passes it (003's 101). None otherwise."""
    if rules.match != "points":
        return None
    carried = carried or (0,) * len(rules.sides)
    return tuple(rules.match_target - c for c in carried)


def new_deal(rules: Rules, hands, turned_up: Card | None, stock, leader: int,
             carried: tuple[int, ...] | None = None, call=None, auction=None) -> GameState:
    """The state right after the deal (nobody has played); ``carried``: each side's points
    from the match's earlier deals (Rematada's running total, ``match_goal``); ``call``: under
    chiamata, the auction about to open (``chiamata.Call.opening``); ``auction``: Subastada's
    (``subastada.auction_of``)."""
    return GameState(rules, hands, stock, turned_up, leader, goal=match_goal(rules, carried),
                     phase=AUCTION if call is not None or auction is not None else PLAY, call=call, auction=auction)


def current_player(s: GameState) -> int | None:
    if s.phase == PLAY:
        return (s.leader + len(s.trick)) % s.n
    if s.phase == EXCHANGE:
        return s.leader
    if s.phase == AUCTION or s.phase == NAMING:
        return s.call.to_move if s.call is not None else s.auction.to_move(s)
    return None


def is_over(s: GameState) -> bool:
    return s.phase == OVER


def exchange_fit(rule: str, given: Card, turned: Card) -> tuple[bool, str]:
    """Whether ``given`` (the 7 or 2 of trumps) may take ``turned`` under ``rule``, and why.

    The reason code is one the text module words (``reason-exchange_<code>``).
    """
    if rule == "none":
        return False, "no_exchanges"
    if given.suit != turned.suit or given.rank not in (7, 2):
        return False, "not_an_exchange_card"
    if given.rank == 7:
        if rule == "rulebook":
            return (True, "seven_takes_points") if turned.points else (False, "seven_needs_points")
        return True, "seven_takes_any"
    if rule == "seven_after_win":
        return False, "only_the_seven"
    if rule == "after_win":  # 004's own condition: the 7 or a weaker card
        if turned.strength > card_of(7, turned.suit).strength:
            return False, "two_needs_seven_or_lower"
        return True, "two_takes_seven_or_lower"
    if turned.points:  # 001's: a card worth nothing
        return False, "two_needs_blank"
    return True, "two_takes_blank"


def exchange_options(s: GameState, seat: int) -> tuple[Action, ...]:
    """The exchanges ``seat`` may make now (empty outside its window).

    One exchange per window (``brisca.core.rules`` gives the reading): a window needs a trick
    won or a card played, which the stock cannot outlast, so every deal ends."""
    rule = s.rules.exchange
    if s.turned_up_taker is not None or rule == "none" or s.drawn >= len(s.stock_order):
        return ()
    if rule == "rulebook":
        if s.phase != PLAY or current_player(s) != seat or len(s.stock_order) - s.drawn < s.n:
            return ()
    elif s.phase != EXCHANGE or s.leader != seat:
        return ()
    if s.exchanges and s.exchanges[-1].ply == s.ply - 1:  # this window's exchange is made
        return ()
    return tuple(Action.exchange(card) for card in exchange_cards(rule, s.trump_suit, s.hands[seat], s.turned_up))


def exchange_cards(rule: str, trump: str, hand, turned: Card) -> tuple[Card, ...]:
    """The cards of ``hand`` that may take ``turned`` in an open window under ``rule``: the 7
    of trumps, then the 2 (``exchange_options`` in a game; ``exchange_table`` as data)."""
    return tuple(card for card in (card_of(7, trump), card_of(2, trump))
                 if card in hand and exchange_fit(rule, card, turned)[0])


HOLDINGS = ((), (7,), (2,), (7, 2))
"""What a hand holds of the 7 and the 2 of trumps, numbered for ``exchange_table``: 1 for the 7
plus 2 for the 2."""


@functools.cache
def exchange_table(rule: str, trump: str) -> tuple[tuple[Card, ...], ...]:
    """``exchange_cards`` as data, for the playouts that play many hands at once: at
    ``turned * 4 + held`` (the turned-up card's number, and the hand's holding numbered as in
    ``HOLDINGS``), the cards of such a hand that may take that turned-up card under ``rule``."""
    return tuple(exchange_cards(rule, trump, [card_of(rank, trump) for rank in held], turned)
                 for turned in CARDS for held in HOLDINGS)


def signal_options(s: GameState, seat: int) -> tuple[Action, ...]:
    """The signs ``seat`` may make now, in its table's order (empty without signals, and when
    it is not its turn to play): ``apply`` takes these besides ``legal_actions``."""
    if s.rules.signals == "none":
        return ()
    return tuple(Action.signal(sign) for sign, _ in TABLES[s.rules.signals]
                 if signal_fit(s, seat, sign) is SIGNAL_OK)


def legal_actions(s: GameState) -> tuple[Action, ...]:
    """The plays, exchanges and skips open to the seat to move. Signals are not among them
    (``signal_options``): a sign changes nothing of the deal, so the look-ahead, which
    branches on these, never tries one, and a turn always ends with one of these."""
    if s.phase is PLAY:
        seat = (s.leader + len(s.trick)) % s.n
        plays = tuple(map(PLAYS.__getitem__, s.hands[seat]))
        if s.rules.exchange == "rulebook":
            return plays + exchange_options(s, seat)
        if s.auction is not None and not s.trick:
            return plays + s.auction.sing_options(s, seat)
        return plays
    if s.phase == EXCHANGE:
        return exchange_options(s, s.leader) + (SKIP,)
    if s.phase == AUCTION or s.phase == NAMING:
        return (s.call or s.auction).legal(s)
    return ()


def step(s: GameState, action: Action) -> GameState:
    """The state after ``action`` (``s`` itself is left as it was); raises
    ``IllegalMoveError`` if the action is not allowed."""
    return s.copy().apply(action)


def sides_of(s: GameState) -> tuple[tuple[int, ...], ...]:
    """Who scores together in this deal: the rules' sides, or under chiamata the caller's and
    the defenders' (the partner is known to the state, not to the views)."""
    return s.rules.sides if s.call is None else s.call.sides_in(s)


def side_of(s: GameState, seat: int) -> int:
    """The index in ``sides_of`` of ``seat``'s side."""
    if s.call is None:
        return s.rules.side_of(seat)
    return next(i for i, side in enumerate(s.call.sides_in(s)) if seat in side)


def side_points(s: GameState) -> tuple[int, ...]:
    """Points captured per side (per team with teams, else per seat; under chiamata the
    caller's side's and the defenders'), and under Subastada the marriages each side sang."""
    cards = tuple(sum(s.points[seat] for seat in side) for side in sides_of(s))
    if not s.sung:
        return cards
    return tuple(a + b for a, b in zip(cards, s.auction.sung_points(s), strict=True))

