"""The coach's playouts at four and six seats, compiled: the same deals played the same way as
``policy.playout`` without slips (the exchanges of the 7 and the 2 included), some ten times
faster (``playout_loop``), so the coach looks at about four times as many worlds in the
learner's two seconds.

A state travels to the compiled loop as one list of numbers (``pack``): registers, then each
hand, the hands' lengths, the stock, the trick, the points and side of each seat, and room for
the tricks taken. It comes back as the engine's own ``GameState`` (``play_out_teams``), or, for
the coach's worlds, as each side's points, which ``outcome.settle`` turns into a margin and a
score as ``outcome.returns`` does for every other playout (``played_out``). The tests hold both
to the engine's step function over thousands of random positions.

The loop runs where it was loaded (``load``): the coach's workers load it when they start,
the server never does (importing numba and its machine code takes a third of a second), so
the server plays the same worlds in Python, with the same values.
"""

from __future__ import annotations

import functools

from ..core.action import EXCHANGE as EXCHANGE_KIND
from ..core.action import PLAY as PLAY_KIND
from ..core.action import Action
from ..core.cards import CARDS
from ..core.outcome import last_trick_breaks_ties, settle
from ..core.state import OVER, PLAY, GameState, Trick

HAND = 12  # room for a hand: never more cards at a table of four or six
TRICKS = 12  # room for the tricks of a deal (48 cards at four seats at most)
# The registers, then the hands (``HAND`` places each), their lengths, the stock (48 places),
# the trick, the points per seat, each seat's side, and the tricks taken (n + 3 numbers each).
# Where each part starts is in the registers too (``COUNTS`` to ``TRICKS_AT``), written once by
# ``pack`` (``_layout``) and read by the loop and by ``_unpack``.
(DRAWN, TAKER, LEADER, TRICK_LEN, STOCK_LEN, TURNED_UP, GOAL0, GOAL1, SEAT_DRAWS, TRICKS_TAKEN, PLIES, OVER_AT, N,
 COUNTS, STOCK, TRICK, POINTS_AT, SIDE, TRICKS_AT) = range(19)
HEAD = 19
NO_GOAL = 1 << 40  # not Rematada: a goal no side reaches


def _layout(n: int) -> list[int]:
    """Where the lengths, the stock, the trick, the points, the sides and the tricks start, at
    ``n`` seats."""
    counts = HEAD + n * HAND
    stock = counts + n
    trick = stock + 48
    return [counts, stock, trick, trick + n, trick + 2 * n, trick + 3 * n]


_loop = None  # the compiled loop, once loaded in this process


def load() -> None:
    """Loads the compiled loop in this process (compiling it the first time on a machine)."""
    global _loop
    if _loop is None:
        from . import playout_loop

        row = _sample_row()
        playout_loop.worlds_played_out([row], [row[HEAD]], "O", "none")  # the machine code in
        _loop = playout_loop


def loaded() -> bool:
    return _loop is not None


def _teams_at_play(s: GameState) -> bool:
    """A table of teams playing cards, nobody singing, no partner called."""
    rules = s.rules
    return rules.teams and s.phase is PLAY and s.call is None and rules.sing == "none"


def teams_loop_plays(s: GameState) -> bool:
    """Whether ``policy._playout_teams`` (and so the compiled loop, state and all) may play ``s``
    on: cards only from here on, at a table of teams, nobody singing and no exchange still to come."""
    return _teams_at_play(s) and (s.rules.exchange == "none" or s.turned_up_taker is not None)


def fits(world: GameState, moves) -> bool:
    """Whether the compiled loop may value ``moves`` in ``world``: it is loaded, each move is a
    card played or a line of exchanges then a card (``search.evaluate`` plays the exchanges
    first, then hands the card to ``played_out``), at a table of teams by the seats' parity
    with no contract (``settle`` is told two sides' points). Exchanges may still come: the loop
    makes them as ``policy.playout`` does (only the points come back, not the exchanges)."""
    return (_loop is not None and _teams_at_play(world) and world.rules.rest == "none" and not world.bids
            and all(_a_card_last(m if type(m) is tuple else (m,)) for m in moves))


def _a_card_last(line) -> bool:
    """A line of exchanges, then a card played."""
    *start, last = line
    return (type(last) is Action and last.kind is PLAY_KIND
            and all(type(a) is Action and a.kind is EXCHANGE_KIND for a in start))


def played_out(worlds: list[GameState], moves, seat: int, seat_draws: bool) -> list[list[tuple[int, float]]]:
    """Per move (a card played), its margin and score for ``seat``'s side in each
    world, the deal played out by the compiled loop: ``search.move_value`` of each, as numbers."""
    cards = [m.card for m in moves]
    values: list[list] = [[None] * len(worlds) for _ in moves]
    by_trump: dict[str, list[int]] = {}  # one trump in every world, unless the turned-up card is face down
    for k, w in enumerate(worlds):
        by_trump.setdefault(w.trump_suit, []).append(k)
    exchange = worlds[0].rules.exchange
    for trump, ks in by_trump.items():
        done = _loop.worlds_played_out([pack(worlds[k], seat_draws) for k in ks], cards, trump, exchange)
        for row, per_world in zip(values, done, strict=True):
            for k, value in zip(ks, per_world, strict=True):
                row[k] = value
    rules = worlds[0].rules
    mine, side_of = rules.side_of(seat), rules.side_of
    breaks = last_trick_breaks_ties(rules)
    return [[settle((a, b), mine, None if reached < 0 else reached,
                    functools.partial(_to_side, side_of(last) if breaks else None))
             for a, b, reached, last in per_move] for per_move in values]


def _to_side(side: int | None, tied) -> int | None:
    """A tie of two sides goes to ``side`` (the last trick's, where it breaks ties; else none)."""
    return side


def play_out_teams(s: GameState, seat_draws: bool) -> None:
    """``policy._playout_teams`` without slips, compiled: ``s`` played to its end in place (no
    exchange still to come: ``teams_loop_plays``)."""
    _unpack(s, _loop.state_played_out(pack(s, seat_draws), s.trump_suit, s.rules.exchange))


def pack(s: GameState, seat_draws: bool) -> list[int]:
    """The state as the loop's numbers (see the module's docstring)."""
    n = s.n
    goal = s.goal if s.goal is not None else (NO_GOAL, NO_GOAL)
    row = [s.drawn, -1 if s.turned_up_taker is None else s.turned_up_taker, s.leader, len(s.trick),
           len(s.stock_order), s.turned_up, goal[0], goal[1], int(seat_draws), 0, s.ply, 0, n, *_layout(n)]
    for hand in s.hands:
        row += hand
        row += _ZEROS[:HAND - len(hand)]
    row += [len(h) for h in s.hands]
    row += s.stock_order
    row += _ZEROS[:48 - len(s.stock_order)]
    row += s.trick
    row += _ZEROS[:n - len(s.trick)]
    row += s.points
    side_of = s.rules.side_of
    row += [side_of(j) for j in range(n)]
    row += _ZEROS[:TRICKS * (n + 3)]
    return row


_ZEROS = [0] * (TRICKS * 9)


def _unpack(s: GameState, st: list[int]) -> None:
    """Writes the played-out numbers back into ``s``."""
    n, counts, trick, points, tricks = st[N], st[COUNTS], st[TRICK], st[POINTS_AT], st[TRICKS_AT]
    s.hands = [[CARDS[c] for c in st[HEAD + j * HAND:HEAD + j * HAND + st[counts + j]]] for j in range(n)]
    s.drawn = st[DRAWN]
    s.turned_up_taker = None if st[TAKER] < 0 else st[TAKER]
    s.leader = st[LEADER]
    s.trick = [CARDS[c] for c in st[trick:trick + st[TRICK_LEN]]]
    s.points = st[points:points + n]
    s.ply = st[PLIES]
    s.phase = OVER
    if s.history:
        for k in range(st[TRICKS_TAKEN]):
            row = tricks + k * (n + 3)
            s.tricks.append(Trick(st[row], tuple(CARDS[c] for c in st[row + 3:row + 3 + n]), st[row + 1], st[row + 2]))


def _sample_row() -> list[int]:
    """A packed deal of four to load the loop with (its values are thrown away)."""
    from ..core.record import deal

    return pack(deal("000-pairs", 0).start(), True)
