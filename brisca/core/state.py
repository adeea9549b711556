"""A hand of Brisca as pure functions over an immutable state.

The rules this file implements:

1. Three cards to each seat; the next card is turned up (its suit is trump) and lies
   under the stock, so it is the last card drawn. Seats are numbered in play order.
2. Any card may be played: there is no duty to follow suit or to trump.
3. The highest trump wins the trick; with no trump, the highest card of the suit led.
4. The winner takes the cards, draws first, the others draw in play order, and the
   winner leads next; the last seat of the last drawing round takes the turned-up card.
5. Once the stock is gone, play goes on until every hand is empty.

Exchanges of the 7 and the 2 of trumps follow ``Rules.exchange`` (see ``brisca.core.rules``).
An action is a ``Card`` (a play), an ``Exchange`` or ``SKIP`` (declining the exchange
offered after a won trick under ``after_win``).

The state is a ``NamedTuple`` rather than a frozen dataclass only because building one
is several times cheaper, and the bots build millions of them.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card, card_of
from .errors import BriscaError
from .rules import AFTER_WIN, Rules
from .trick import winning_position

PLAY, EXCHANGE, OVER = "play", "exchange", "over"


class IllegalMoveError(BriscaError):
    """An action that the rules do not allow where it is tried; ``code`` says why."""

    family = "move"


class Exchange(NamedTuple):
    """Give the 7 or the 2 of trumps from one's hand for the turned-up card."""

    card: Card


class Skip(NamedTuple):
    """Decline the exchange offered to the winner of a trick (``after_win``, ``seven_after_win``)."""

    what: str = "exchange"


SKIP = Skip()
Action = Card | Exchange | Skip


class Trick(NamedTuple):
    leader: int
    cards: tuple[Card, ...]
    winner: int  # seat
    points: int


class ExchangeMade(NamedTuple):
    seat: int
    given: Card
    taken: Card
    ply: int  # the action's number in the hand: one exchange per window is told by it


class GameState(NamedTuple):
    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]  # face down, next to be drawn first
    trump_card: Card  # the turned-up card (after any exchange), drawn last
    trump_suit: str
    leader: int  # leads the trick being played
    trick: tuple[Card, ...]  # cards played to it so far, in play order
    points: tuple[int, ...]  # captured per seat
    tricks: tuple[Trick, ...]
    exchanges: tuple[ExchangeMade, ...]
    phase: str
    trump_taker: int | None  # the seat that drew the turned-up card; None while it lies there
    ply: int  # actions taken so far


def new_hand(rules: Rules, hands, trump_card: Card, stock, leader: int) -> GameState:
    """The state right after the deal (nobody has played)."""
    hands = tuple(tuple(h) for h in hands)
    return GameState(rules, hands, tuple(stock), trump_card, trump_card.suit, leader, (),
                     (0,) * rules.players, (), (), PLAY, None, 0)


def current_player(s: GameState) -> int | None:
    if s.phase == PLAY:
        return (s.leader + len(s.trick)) % s.rules.players
    if s.phase == EXCHANGE:
        return s.leader
    return None


def is_over(s: GameState) -> bool:
    return s.phase == OVER


def exchange_fit(rule: str, given: Card, turned: Card) -> tuple[bool, str]:
    """Whether ``given`` (the 7 or 2 of trumps) may take ``turned`` under ``rule``, and why.

    The reason code is one the text module words (``exchange.<code>``).
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
    if turned.points or turned.rank == 2:
        return False, "two_needs_blank"
    if rule == "after_win" and turned.strength > card_of(7, turned.suit).strength:
        return False, "two_needs_seven_or_lower"
    return True, "two_takes_blank" if rule == "rulebook" else "two_takes_seven_or_lower"


def exchange_options(s: GameState, seat: int) -> tuple[Exchange, ...]:
    """The exchanges ``seat`` may make now (empty outside its window).

    One exchange per window (``brisca.core.rules`` gives the reading), and never for a turned-up
    card that ``seat`` put there itself, so every hand ends."""
    rule = s.rules.exchange
    if s.trump_taker is not None or rule == "none" or not s.stock:
        return ()
    if rule == "rulebook":
        if s.phase != PLAY or current_player(s) != seat or len(s.stock) < s.rules.players:
            return ()
    elif s.phase != EXCHANGE or s.leader != seat:
        return ()
    if s.exchanges:
        last = s.exchanges[-1]
        if last.ply == s.ply - 1 or (last.seat == seat and last.given == s.trump_card):
            return ()
    hand = s.hands[seat]
    return tuple(Exchange(card) for card in (card_of(7, s.trump_suit), card_of(2, s.trump_suit))
                 if card in hand and exchange_fit(rule, card, s.trump_card)[0])


def legal_actions(s: GameState) -> tuple[Action, ...]:
    if s.phase == PLAY:
        seat = (s.leader + len(s.trick)) % s.rules.players
        if s.rules.exchange == "rulebook":
            return s.hands[seat] + exchange_options(s, seat)
        return s.hands[seat]
    if s.phase == EXCHANGE:
        return exchange_options(s, s.leader) + (SKIP,)
    return ()


def step(s: GameState, action: Action) -> GameState:
    """The state after ``action``; raises ``IllegalMoveError`` if it is not allowed."""
    if type(action) is Card and s.phase is PLAY:
        return play_card(s, action)
    if isinstance(action, Exchange):
        return _exchange(s, action)
    if isinstance(action, Skip) and s.phase == EXCHANGE:
        return _draw(s, s.leader)._replace(ply=s.ply + 1)
    if s.phase == OVER:
        raise IllegalMoveError("hand_over")
    if s.phase == EXCHANGE:
        raise IllegalMoveError("exchange_pending", seat=s.leader)
    raise IllegalMoveError("not_an_action", action=repr(action))


_new_state = tuple.__new__  # skips NamedTuple's Python-level __new__: the hot path


def play_card(s: GameState, card: Card) -> GameState:
    """The state after the seat to move plays ``card`` (``s`` must be in the play phase)."""
    rules, hands, trick = s.rules, s.hands, s.trick
    n = rules.players
    seat = (s.leader + len(trick)) % n
    hand = hands[seat]
    try:
        i = hand.index(card)
    except ValueError:
        raise IllegalMoveError("card_not_in_hand", card=card, seat=seat) from None
    rest = hand[:i] + hand[i + 1:]
    if n == 2:
        hands = (rest, hands[1]) if seat == 0 else (hands[0], rest)
    else:
        hands = hands[:seat] + (rest,) + hands[seat + 1:]
    trick = trick + (card,)
    if len(trick) < n:
        return _new_state(GameState, (rules, hands, s.stock, s.trump_card, s.trump_suit, s.leader,
                                      trick, s.points, s.tricks, s.exchanges, PLAY,
                                      s.trump_taker, s.ply + 1))
    winner = (s.leader + winning_position(trick, s.trump_suit)) % n
    won = 0
    for c in trick:
        won += c.points
    points = s.points[:winner] + (s.points[winner] + won,) + s.points[winner + 1:]
    tricks = s.tricks + (_new_state(Trick, (s.leader, trick, winner, won)),)
    stock, trump_card, taker = s.stock, s.trump_card, s.trump_taker
    if taker is not None:  # nothing left to draw
        phase = PLAY if hands[winner] else OVER
        return _new_state(GameState, (rules, hands, stock, trump_card, s.trump_suit, winner, (), points,
                                      tricks, s.exchanges, phase, taker, s.ply + 1))
    if rules.exchange in AFTER_WIN:
        waiting = _new_state(GameState, (rules, hands, stock, trump_card, s.trump_suit, winner, (),
                                         points, tricks, s.exchanges, EXCHANGE, taker, s.ply + 1))
        if exchange_options(waiting, winner):
            return waiting
    hands, stock, trump_card, taker = _drawn(hands, stock, trump_card, taker, winner, n)
    return _new_state(GameState, (rules, hands, stock, trump_card, s.trump_suit, winner, (),
                                  points, tricks, s.exchanges, PLAY, taker, s.ply + 1))


def _drawn(hands, stock, trump_card, taker, first: int, n: int):
    """Every seat draws one card, ``first`` first; the last card is the turned-up one."""
    if len(stock) >= n:
        drawn = stock[:n]
        stock = stock[n:]
    else:  # the last drawing round: the last seat takes the turned-up card
        drawn = stock + (trump_card,)
        stock = ()
        taker = (first + n - 1) % n
    if n == 2:
        other = 1 - first
        new = [None, None]
        new[first] = hands[first] + (drawn[0],)
        new[other] = hands[other] + (drawn[1],)
        return tuple(new), stock, trump_card, taker
    new = list(hands)
    for k in range(n):
        seat = (first + k) % n
        new[seat] = new[seat] + (drawn[k],)
    return tuple(new), stock, trump_card, taker


def _draw(s: GameState, first: int) -> GameState:
    hands, stock, trump_card, taker = _drawn(s.hands, s.stock, s.trump_card, s.trump_taker,
                                             first, s.rules.players)
    return s._replace(hands=hands, stock=stock, trump_card=trump_card, trump_taker=taker,
                      leader=first, phase=PLAY)


def _exchange(s: GameState, action: Exchange) -> GameState:
    seat = current_player(s)
    if seat is None or action not in exchange_options(s, seat):
        raise IllegalMoveError("exchange_not_allowed", card=action.card, seat=seat,
                               trump_card=s.trump_card)
    hand = s.hands[seat]
    i = hand.index(action.card)
    taken = s.trump_card
    hands = s.hands[:seat] + (hand[:i] + (taken,) + hand[i + 1:],) + s.hands[seat + 1:]
    made = ExchangeMade(seat, action.card, taken, s.ply)
    after = s._replace(hands=hands, trump_card=action.card, exchanges=s.exchanges + (made,),
                       ply=s.ply + 1)
    if after.phase == EXCHANGE:  # the winner's window closes with its exchange: it draws
        return _draw(after, seat)
    return after


def side_points(s: GameState) -> tuple[int, ...]:
    """Points captured per side (per team with teams, else per seat)."""
    return tuple(sum(s.points[seat] for seat in side) for side in s.rules.sides)
