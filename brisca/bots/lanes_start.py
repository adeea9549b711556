"""Where the lanes (``bots.lanes``) start: the engine's states of one decision as arrays, one row
a state, and the rules' and the policy's lookups as numpy arrays, the same data every scalar
playout reads.

A group of states starts the lanes together when it shares what lockstep needs to share (the
trump, the cards on the table, the stock drawn, whether the turned-up card is taken, the tricks
taken) and what the worlds of one decision share (the points, the trick, the marriages sung),
read off one of them (``shape``, ``shared``). A row per state holds the rest (``Start``): the
hands in the engine's list order, the stock still to draw in its order, the turned-up card,
each seat's side, and chiamata's called card, its holder and the points its side needs.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from ..core.cards import BEATS, POINTS_OF, SUITS, card_of
from ..core.rules import AFTER_WIN
from ..core.signals import trick_number
from ..core.state import GameState, sides_of
from ..core.subastada import marriage_cards
from ..core.trick import winning_position
from .policy import BRACKET_OF, BRACKETS, CHOICE, NO_HOLDER, exchange_choices

NO = 48  # an empty slot, no card: every table's 49th entry (beats nothing, worth nothing, never chosen)
NEVER = 255  # ``choice``'s score of an empty slot: after every card's
NO_WINDOW, OWN_TURN, AFTER_A_WIN = 0, 1, 2  # when a seat may exchange: never, on its turn (001), after a win (004)


@functools.cache
def tables(trump: str | None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For one trump: ``beats[holder * 49 + card]`` (``cards.BEATS``, and any card takes the
    place of ``NO``, the holder of a trick not begun), ``choice[(row) * 49 + card]``
    (``policy.CHOICE``, row ``holder * BRACKETS + bracket``) and each card's points."""
    beats = np.zeros((49, 49), dtype=bool)
    beats[:48, :48] = np.frombuffer(BEATS[trump], dtype=np.uint8).reshape(48, 48).astype(bool)
    beats[NO, :48] = True
    choice = np.full(((NO_HOLDER + 1) * BRACKETS, 49), NEVER, dtype=np.uint8)
    choice[:, :48] = np.frombuffer(b"".join(CHOICE[trump]), dtype=np.uint8).reshape(-1, 48)
    points = np.array([*POINTS_OF, 0], dtype=np.int64)
    return beats.reshape(-1), choice.reshape(-1), points


BRACKET = np.frombuffer(BRACKET_OF, dtype=np.uint8).astype(np.int64)  # a trick's points -> its bracket


@functools.cache
def exchanges(rule: str, trump: str) -> np.ndarray:
    """``policy.exchange_choices`` as an array: at ``turned * 4 + held`` the card given, or ``NO``
    (the turned-up card ``NO``: none)."""
    given = [NO if card is None else card for card in exchange_choices(rule, trump)]
    return np.array(given + [NO] * 4, dtype=np.int64)


def window(rule: str) -> int:
    return NO_WINDOW if rule == "none" else AFTER_A_WIN if rule in AFTER_WIN else OWN_TURN


def marriages() -> np.ndarray:
    """Per suit (in ``SUITS``' order), its king and knight."""
    return np.array([marriage_cards(suit) for suit in SUITS], dtype=np.int64)


def shape(s: GameState) -> tuple:
    """What the states of one group of lanes share (see the module's docstring): besides what
    lockstep needs, what every world of a decision shares (the points, the leader, the trick,
    the marriages sung, the exchange just made), read once for the group. Chiamata's call is a
    row's own: a bid's worlds each play the rest of the auction their own way."""
    return (s.trump_suit, s.drawn, len(s.stock_order), s.turned_up_taker, tuple(s.points), s.leader, tuple(s.trick),
            len(s.tricks), s.sung, s.ply, s.exchanges[-1].ply if s.exchanges else None, s.call is None)


@dataclass
class Start:
    """A group of states of one ``shape`` as arrays: a row per state for what differs between
    worlds (the hands in the engine's list order, their lengths, the stock still to draw, the
    turned-up card, each seat's side; chiamata's called card, ``NO`` once played, its holder and
    the points the caller's side needs), the rest read off ``first`` (``shared``)."""

    first: GameState
    hands: np.ndarray  # [states, seats, width]
    counts: np.ndarray  # [states, seats]
    stock: np.ndarray  # [states, the stock's length (at least 1)]
    turned: np.ndarray  # the turned-up card (``NO``: none)
    team: np.ndarray  # [states, seats]: the index of each seat's side
    called: np.ndarray  # chiamata: the called card still in a hand (``NO``: played, or none called)
    called_holder: np.ndarray  # the seat holding it (-1: none)
    needs: np.ndarray  # the points the caller's side needs

    @property
    def size(self) -> int:
        return len(self.hands)

    @staticmethod
    def of(states: list[GameState]) -> Start:
        """The arrays of ``states`` (all of one ``shape``, in play)."""
        s0 = states[0]
        n, count = s0.n, len(states)
        width = max(3, max(len(h) for s in states for h in s.hands))
        pad = [NO] * width
        hands, counts, stock = [], [], []
        stock_len = max(1, len(s0.stock_order))
        for s in states:
            for hand in s.hands:
                hands += hand
                hands += pad[len(hand):]
                counts.append(len(hand))
            stock += s.stock_order
            stock += pad[:stock_len - len(s.stock_order)]
        turned = [NO if s.turned_up is None else s.turned_up for s in states]
        if s0.call is None:
            team = np.tile(np.array([s0.rules.side_of(seat) for seat in range(n)], dtype=np.int64), (count, 1))
            called, holder, needs = np.full(count, NO), np.full(count, -1), np.zeros(count, dtype=np.int64)
        else:  # chiamata: the sides of each world (``state.sides_of``), by who holds or played the called card
            team = np.array([_teams(sides_of(s), n) for s in states], dtype=np.int64)
            held = [_held(s) for s in states]
            called = np.array([NO if seat < 0 else s.call.called for s, seat in zip(states, held, strict=True)])
            holder, needs = np.array(held), np.array([s.call.goal for s in states], dtype=np.int64)
        return Start(s0, np.array(hands, dtype=np.int64).reshape(count, n, width),
                     np.array(counts, dtype=np.int64).reshape(count, n),
                     np.array(stock, dtype=np.int64).reshape(count, stock_len), np.array(turned, dtype=np.int64),
                     team, called.astype(np.int64), holder.astype(np.int64), needs)


def _held(s: GameState) -> int:
    """The seat holding chiamata's called card (-1: none called, or played)."""
    called = s.call.called
    return next((seat for seat, hand in enumerate(s.hands) if called in hand), -1) if called is not None else -1


def _teams(sides, n: int) -> list[int]:
    """Each seat's side, by its index in ``sides``."""
    return [next(i for i, side in enumerate(sides) if seat in side) for seat in range(n)]


def shared(s: GameState, team: list[int], sides: int) -> dict:
    """What every state of a group shares, from one of them, ``team`` its seats' sides: the
    points, the marriages sung (per side and per suit), the leader, the trick's holder, its place
    and the trick's points, the latest trick each side took (-1: none kept), whether a marriage
    was sung before this trick's lead and whether the seat to move has just exchanged on its turn
    (its window closed)."""
    bonus = [0] * sides
    for m in s.sung:
        bonus[team[m.seat]] += m.points
    last = [-1] * sides
    for k, t in enumerate(s.tricks):
        last[team[t.winner]] = k
    at = winning_position(s.trick, s.trump_suit) if s.trick else 0
    return {"points": s.points, "bonus": bonus, "sung": [any(m.suit == suit for m in s.sung) for suit in SUITS],
            "leader": s.leader, "holder": s.trick[at] if s.trick else NO, "at": at,
            "on_table": sum(POINTS_OF[c] for c in s.trick), "last_won": last,
            "sang": any(m.trick == trick_number(s) for m in s.sung),
            "closed": bool(s.exchanges) and s.exchanges[-1].ply == s.ply - 1}


def singing(s: GameState) -> bool:
    """Whether the lanes of these rules sing marriages (Subastada)."""
    return s.rules.sing != "none"


def bidder(s: GameState) -> tuple[int, int] | None:
    """Subastada's contract, once the auction is over: the bidder's side and its bid."""
    made = s.auction.contract(s) if s.bids else None
    return None if made is None else (s.rules.side_of(made.seat), made.amount)


def sevens_and_twos(trump: str) -> tuple[int, int]:
    return card_of(7, trump), card_of(2, trump)

