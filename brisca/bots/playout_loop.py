"""The playout of pairs and teams compiled to machine code (numba): ``policy._playout_teams``
without slips, on one flat array of numbers per state (laid out by ``packed_playout``). The
rules stay written once: who takes a trick is ``cards.BEATS`` and the points ``cards.POINTS_OF``,
as tables this loop reads; the policy's two orders are ``policy``'s own.

Only ``packed_playout`` imports this module, and only in the processes that load it
(``packed_playout.load``): importing numba costs a fifth of a second and loading the machine
code a tenth more, which a server answering clicks should not pay. ``cache=True`` keeps the
machine code beside this file (compiling it takes some 3 s, once per machine).
"""

from __future__ import annotations

import functools

import numpy as np
from numba import njit

from ..core.cards import BEATS, POINTS_OF, SUIT_OF, card_of
from ..core.rules import AFTER_WIN
from ..core.state import exchange_table
from .packed_playout import (
    COUNTS,
    DRAWN,
    GOAL0,
    HAND,
    HEAD,
    LEADER,
    OVER_AT,
    PLIES,
    POINTS_AT,
    SEAT_DRAWS,
    SIDE,
    STOCK,
    STOCK_LEN,
    TAKER,
    TRICK,
    TRICK_LEN,
    TRICKS_AT,
    TRICKS_TAKEN,
    TURNED_UP,
    N,
)

# The tables' parts, one after another: BEATS (48 x 48), then per card its points, 1 for a trump,
# its place in the throwing order and in the winning order; then the exchange: per turned-up card
# and what the seat holds of the 7 and the 2 of trumps (``state.HOLDINGS``), the card it gives (``NONE``:
# it has none to give; ``KEEPS``: it declines); last when the exchange's window opens (``OWN_TURN``,
# ``AFTER_A_WIN`` or ``NO_WINDOW``) and the 7 and the 2 of trumps.
POINTS, TRUMP, THROW, WIN, SWAP = 2304, 2304 + 48, 2304 + 96, 2304 + 144, 2304 + 192
WINDOW, SEVEN, TWO = SWAP + 48 * 4, SWAP + 48 * 4 + 1, SWAP + 48 * 4 + 2
NONE, KEEPS = -1, -2
NO_WINDOW, OWN_TURN, AFTER_A_WIN = 0, 1, 2  # never; on one's turn, before playing (001); after winning a trick (004)


@functools.cache
def tables(trump: str, exchange: str) -> np.ndarray:
    """The one array the loop reads for a trump suit and an exchange rule (see ``POINTS`` and
    the rest): the rules' and the policy's own choices as data."""
    from .policy import THROW_RANK, WIN_RANK, exchange_choices

    swaps = [NONE if not options else KEEPS if given is None else given
             for options, given in zip(exchange_table(exchange, trump), exchange_choices(exchange, trump), strict=True)]
    window = NO_WINDOW if exchange == "none" else AFTER_A_WIN if exchange in AFTER_WIN else OWN_TURN
    return np.array([*BEATS[trump], *POINTS_OF, *(int(s == trump) for s in SUIT_OF), *THROW_RANK[trump],
                     *WIN_RANK[trump], *swaps, window, card_of(7, trump), card_of(2, trump)], dtype=np.int64)


@njit(cache=True)
def _exchange(st, seat, tab):
    """The exchange ``seat`` makes in its open window, by the table: the card it gives (the
    turned-up card takes its place in the hand), ``KEEPS`` or ``NONE``."""
    at, count = HEAD + seat * HAND, st[st[COUNTS] + seat]
    seven, two = -1, -1
    for k in range(count):
        if st[at + k] == tab[SEVEN]:
            seven = k
        elif st[at + k] == tab[TWO]:
            two = k
    held = 0  # the place of what it holds in ``state.HOLDINGS``
    if seven >= 0:
        held += 1
    if two >= 0:
        held += 2
    given = tab[SWAP + st[TURNED_UP] * 4 + held]
    if given >= 0:
        st[at + (seven if given == tab[SEVEN] else two)] = st[TURNED_UP]
        st[TURNED_UP] = given
        st[PLIES] += 1
    return given


@njit(cache=True)
def _cheapest(st, at, count, tab):
    """The card of the hand at ``st[at:at + count]`` first in the throwing order (the first of
    the hand's order among equals, as ``min`` takes it)."""
    best = st[at]
    for k in range(1, count):
        c = st[at + k]
        if tab[THROW + c] < tab[THROW + best]:
            best = c
    return best


@njit(cache=True)
def _taking(st, at, count, holder, points, tab):
    """``policy.taking_card``: the cheapest card that takes the trick, a trump kept for a trick
    worth it, else the cheapest to throw."""
    cut_guarded = tab[TRUMP + holder] == 0
    best = -1
    for k in range(count):
        c = st[at + k]
        if tab[holder * 48 + c] == 0:
            continue
        if cut_guarded and tab[TRUMP + c] == 1 and (points < 3 or (tab[POINTS + c] >= 10 and points < 10)):
            continue
        if best == -1 or tab[WIN + c] < tab[WIN + best]:
            best = c
    if best != -1 and (points > 0 or tab[TRUMP + best] == 0):
        return best
    return _cheapest(st, at, count, tab)


@njit(cache=True)
def play_out(st, tab, first):
    """Plays the packed state on to its end in place, the seat to move playing ``first`` if it
    is a card (not -1): ``GameState.play`` card by card, the policy choosing each card."""
    n, hands = st[N], HEAD
    counts, stock, trick = st[COUNTS], st[STOCK], st[TRICK]
    points, side, tricks = st[POINTS_AT], st[SIDE], st[TRICKS_AT]
    holder, holder_at, on_table = -1, 0, 0
    length = st[TRICK_LEN]
    if length:  # a trick under way: the card holding it and its points
        top, holder_at = st[trick], 0
        on_table = tab[POINTS + top]
        for k in range(1, length):
            c = st[trick + k]
            on_table += tab[POINTS + c]
            if tab[top * 48 + c]:
                top, holder_at = c, k
        holder = top
    seen = st[DRAWN]
    while True:
        length = st[TRICK_LEN]
        leader = st[LEADER]
        if length == 0:
            drawn = st[DRAWN]
            if drawn != seen:  # a trick was won and a round drawn: each seat keeps its own draw
                if st[SEAT_DRAWS] and st[TAKER] < 0 and drawn - seen == n:
                    for j in range(n):
                        st[hands + j * HAND + st[counts + j] - 1] = st[stock + seen + j]
                seen = drawn
            holder, on_table = -1, 0
        mover = (leader + length) % n
        at, count = hands + mover * HAND, st[counts + mover]
        if first >= 0:
            card, first = first, -1
        else:
            if tab[WINDOW] == OWN_TURN and st[TAKER] < 0 and st[STOCK_LEN] - st[DRAWN] >= n:
                _exchange(st, mover, tab)  # one exchange, then it plays
            if holder == -1 or (leader + holder_at) % 2 == mover % 2:  # a lead, or the partner holds it
                card = _cheapest(st, at, count, tab)
            else:
                card = _taking(st, at, count, holder, on_table, tab)
        if holder == -1 or tab[holder * 48 + card]:
            holder, holder_at = card, length
        on_table += tab[POINTS + card]
        k = 0  # the card leaves the hand, the others keep their order
        while st[at + k] != card:
            k += 1
        for m in range(k, count - 1):
            st[at + m] = st[at + m + 1]
        st[counts + mover] = count - 1
        st[trick + length] = card
        st[PLIES] += 1
        length += 1
        st[TRICK_LEN] = length
        if length < n:
            continue
        top, position, won = st[trick], 0, tab[POINTS + st[trick]]
        for m in range(1, n):
            c = st[trick + m]
            won += tab[POINTS + c]
            if tab[top * 48 + c]:
                position, top = m, c
        winner = (leader + position) % n
        st[points + winner] += won
        taken = st[TRICKS_TAKEN]
        row = tricks + taken * (n + 3)
        st[row], st[row + 1], st[row + 2] = leader, winner, won
        for m in range(n):
            st[row + 3 + m] = st[trick + m]
        st[TRICKS_TAKEN] = taken + 1
        st[TRICK_LEN] = 0
        st[LEADER] = winner
        total = 0  # Rematada: the match is won at the trick that reaches the side's goal
        for j in range(n):
            if st[side + j] == st[side + winner]:
                total += st[points + j]
        if total >= st[GOAL0 + st[side + winner]]:
            st[OVER_AT] = 2 + st[side + winner]
            return
        if st[TAKER] >= 0:  # nothing left to draw
            if st[counts + winner] == 0:
                st[OVER_AT] = 1
                return
            continue
        # the turned-up card is still to be drawn here (no taker yet): the winner's window is open
        if tab[WINDOW] == AFTER_A_WIN and _exchange(st, winner, tab) == KEEPS:
            st[PLIES] += 1  # declining is a move too
        drawn = st[DRAWN]
        last = drawn + n > st[STOCK_LEN]  # the last round: its last seat takes the turned-up card
        for m in range(n):
            j = (winner + m) % n
            st[hands + j * HAND + st[counts + j]] = st[TURNED_UP] if last and m == n - 1 else st[stock + drawn + m]
            st[counts + j] += 1
        if last:
            st[TAKER] = (winner + n - 1) % n
            st[DRAWN] = st[STOCK_LEN]
        else:
            st[DRAWN] = drawn + n


@njit(cache=True)
def _play_out_worlds(worlds, cards, tab, out):
    """Each card of ``cards`` played in each packed world (a row of ``worlds``, left as it is)
    and the deal played out: per card and world, each side's points, the side that reached
    Rematada's target (-1: none) and the seat that took the last trick."""
    n, points, side, tricks = worlds[0, N], worlds[0, POINTS_AT], worlds[0, SIDE], worlds[0, TRICKS_AT]
    st = np.empty(worlds.shape[1], dtype=np.int64)
    for m in range(cards.shape[0]):
        for w in range(worlds.shape[0]):
            st[:] = worlds[w]
            play_out(st, tab, cards[m])
            out[m, w, 0] = 0
            out[m, w, 1] = 0
            for j in range(n):
                out[m, w, st[side + j]] += st[points + j]
            out[m, w, 2] = st[OVER_AT] - 2 if st[OVER_AT] >= 2 else -1
            out[m, w, 3] = st[tricks + (st[TRICKS_TAKEN] - 1) * (n + 3) + 1]


def worlds_played_out(rows: list[list[int]], cards: list[int], trump: str, exchange: str) -> list:
    """``_play_out_worlds`` of packed rows, as lists: per card, per world, (side 0's points,
    side 1's, the side at its target or -1, the last trick's taker)."""
    out = np.empty((len(cards), len(rows), 4), dtype=np.int64)
    _play_out_worlds(np.array(rows, dtype=np.int64), np.array(cards, dtype=np.int64), tables(trump, exchange), out)
    return out.tolist()


def state_played_out(row: list[int], trump: str, exchange: str) -> list[int]:
    """``play_out`` of one packed state, as a list."""
    st = np.array(row, dtype=np.int64)
    play_out(st, tables(trump, exchange), -1)
    return st.tolist()
