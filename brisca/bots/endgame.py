"""The two-player endgame: once the stock is gone both hands are known, and the tricks left
are solved exactly. Every rollout of the search ends here.

Hands are bitmasks of card numbers (at most three cards each, so at most 3! x 3! lines),
and solved positions are remembered (with their trump suit and tie rule): the same endgame
comes up again and again across the worlds of one decision, and its smaller endgames across
the decisions of a deal. What is remembered is bounded (``MEMO_LIMIT``): a process that plays
deal after deal (a server, the coach's workers, the arena) would otherwise keep every endgame
it ever met, some hundred bytes each, and its lookups grow slower as the table grows (measured
with ``scripts/bench_memory.py``). The rule of a trick is ``cards.BEATS``, as everywhere.

Values are packed as ``brisca.core.settle.packed_returns`` packs them: the margin times ``PACK``,
plus one for taking the last trick (less one for losing it) when the rules break a tie by
the last trick. So the best line is the best margin, and at equal margin, under 001's tie
rule, the one that takes the last trick.
"""

from __future__ import annotations

import itertools

import numpy as np

from ..core.cards import BEATS, POINTS_OF, Card
from ..core.settle import PACK, last_trick_breaks_ties, unpack
from ..core.state import GameState

INF = 10**6
# Endgames remembered in all, about 135 bytes each (18 MB), before starting afresh: a deal
# adds some 20,000 and a position the coach thinks about for long some 100,000, and starting
# afresh costs a deal a few dozen milliseconds, where a table of a million slowed every move
# (its lookups miss the processor's caches): ``scripts/bench_memory.py``.
MEMO_LIMIT = 1 << 17
# A key is ``mine * MIX + (context << 49 | theirs << 1 | i_lead)``: one number per position
# (the second term is below 2**53, and MIX above it), whose hash (modulo 2**61 - 1) the
# multiplication spreads. Masks shifted side by side instead (``mine << 49 | ...``) folded
# onto each other in the hash: among 1.36 million endgames of 100 deals, 23% shared their
# hash with another and only 13,456 values of its low 20 bits were used, so lookups probed
# long chains.
MIX = 0x1E3779B97F4A7C15
_SOLVED: dict[int, int] = {}
# (trump, tie rule) -> its part of every key: fixed, so threads of a server never number them apart
_CONTEXTS = {(trump, last): k << 49 for k, (trump, last) in enumerate(itertools.product(BEATS, (False, True)))}
_PACKED_POINTS = tuple(PACK * p for p in POINTS_OF)
_PACKED_ARRAY = np.array(_PACKED_POINTS, dtype=np.int64)  # (``solve_many``'s hands hold cards only)


def known_value(s: GameState, seat: int) -> int:
    """The packed value of the deal for ``seat``: the margin so far plus the exact endgame
    (``policy.at_endgame`` holds)."""
    other = 1 - seat
    mine = theirs = 0
    for c in s.hands[seat]:
        mine |= 1 << c
    for c in s.hands[other]:
        theirs |= 1 << c
    last = last_trick_breaks_ties(s.rules)
    return PACK * (s.points[seat] - s.points[other]) + solve_endgame(mine, theirs, s.leader == seat, s.trump_suit,
                                                                     last)


def endgame(mine, theirs, i_lead: bool, trump: str | None) -> int:
    """Best margin (my points minus theirs) from the tricks left, for hands given as cards."""
    a = b = 0
    for c in mine:
        a |= 1 << c
    for c in theirs:
        b |= 1 << c
    return unpack(solve_endgame(a, b, i_lead, trump))[0]


def solve_endgame(mine: int, theirs: int, i_lead: bool, trump: str | None, last_trick: bool = False) -> int:
    """The best packed value of the tricks left, hands as bitmasks; ``last_trick``: the last
    trick breaks a tie. Remembered per trump and tie rule."""
    if not mine:
        return 0
    return _value(mine, theirs, i_lead, BEATS[trump], _memo(), int(last_trick), _context(trump, last_trick))


def _memo() -> dict[int, int]:
    """The solved endgames, emptied once there are more than ``MEMO_LIMIT`` (in place: a
    thread of the server still reading it just finds nothing and solves again)."""
    if len(_SOLVED) > MEMO_LIMIT:
        _SOLVED.clear()
    return _SOLVED


def remembered() -> int:
    """How many endgames are remembered now (at most ``MEMO_LIMIT`` and one endgame's worth)."""
    return len(_SOLVED)


def _context(trump: str | None, last_trick: bool) -> int:
    """The part of a key that says the trump suit and the tie rule."""
    return _CONTEXTS[trump, bool(last_trick)]


def best_card(s: GameState) -> Card:
    """The seat to move's best card once every card is known (two seats, the stock gone, as
    ``policy.at_endgame`` holds or with the trick's first card down): by the same packed values
    as ``search.solve`` (its margin, then the tie break), the first of equals in hand order,
    read off the remembered endgame rather than a state copied for every line."""
    mover = (s.leader + len(s.trick)) % 2
    mine = theirs = 0
    for c in s.hands[mover]:
        mine |= 1 << c
    for c in s.hands[1 - mover]:
        theirs |= 1 << c
    last = last_trick_breaks_ties(s.rules)
    memo, tag = _memo(), _context(s.trump_suit, last)
    beats = BEATS[s.trump_suit]
    best, chosen = -INF, None
    for card in s.hands[mover]:
        bit = 1 << card
        if s.trick:  # following the other seat's lead
            lead = s.trick[0]
            value = _took(lead, card, beats, bool(beats[lead * 48 + card]), mine ^ bit, theirs, memo, int(last),
                          tag)
        else:
            value = INF
            for reply, reply_bit in _cards(theirs):
                value = min(value, _took(card, reply, beats, not beats[card * 48 + reply], mine ^ bit,
                                         theirs ^ reply_bit, memo, int(last), tag))
        if value > best:
            best, chosen = value, card
    return chosen


def _took(a: int, b: int, beats: bytes, mine_takes: bool, mine: int, theirs: int, memo: dict, last: int,
          tag: int) -> int:
    """The packed value for the mover of a trick of ``a`` and ``b`` it takes or not, then the rest."""
    points = _PACKED_POINTS[a] + _PACKED_POINTS[b]
    if not mine:  # that was the last trick
        points += last
        return points if mine_takes else -points
    return (points if mine_takes else -points) + _value(mine, theirs, mine_takes, beats, memo, last, tag)


_SPLIT: dict[int, tuple[tuple[int, int], ...]] = {}


def _cards(mask: int) -> tuple[tuple[int, int], ...]:
    """The (card, its bit) pairs of a hand, remembered: a hand of three has few masks."""
    found = _SPLIT.get(mask)
    if found is None:
        out = []
        rest = mask
        while rest:
            low = rest & -rest
            out.append((low.bit_length() - 1, low))
            rest ^= low
        found = tuple(out)
        if len(_SPLIT) < MEMO_LIMIT:
            _SPLIT[mask] = found
    return found


def _value(mine: int, theirs: int, i_lead: bool, beats: bytes, memo: dict[int, int], last: int, tag: int) -> int:
    key = mine * MIX + (tag | (theirs << 1) | i_lead)
    known = memo.get(key)
    if known is not None:
        return known
    if mine & (mine - 1) == 0:  # one card each: the last trick
        a = mine.bit_length() - 1
        b = theirs.bit_length() - 1
        points = _PACKED_POINTS[a] + _PACKED_POINTS[b] + last
        mine_takes = not beats[a * 48 + b] if i_lead else beats[b * 48 + a]
        best = points if mine_takes else -points
    elif i_lead:
        best = -INF
        for a, bit_a in _cards(mine):
            rest = mine ^ bit_a
            worst = INF
            for b, bit_b in _cards(theirs):
                points = _PACKED_POINTS[a] + _PACKED_POINTS[b]
                if beats[a * 48 + b]:  # they take it and lead next
                    v = -points + _value(rest, theirs ^ bit_b, False, beats, memo, last, tag)
                else:
                    v = points + _value(rest, theirs ^ bit_b, True, beats, memo, last, tag)
                if v < worst:
                    worst = v
                    if worst <= best:  # this lead is already no better than one found
                        break
            if worst > best:
                best = worst
    else:
        best = INF
        for b, bit_b in _cards(theirs):
            rest = theirs ^ bit_b
            top = -INF
            for a, bit_a in _cards(mine):
                points = _PACKED_POINTS[a] + _PACKED_POINTS[b]
                if beats[b * 48 + a]:  # I take it and lead next
                    v = points + _value(mine ^ bit_a, rest, True, beats, memo, last, tag)
                else:
                    v = -points + _value(mine ^ bit_a, rest, False, beats, memo, last, tag)
                if v > top:
                    top = v
                    if top >= best:
                        break
            if top < best:
                best = top
    memo[key] = best
    return best


def solve_many(lead: np.ndarray, follow: np.ndarray, beats: bytes, last: int) -> np.ndarray:
    """``solve_endgame`` of many endgames at once, for the seat to lead: ``lead`` and
    ``follow`` the two hands (endgames × cards, as many cards in each), ``last`` one where
    the last trick breaks a tie. Every line is played out (at most 3! x 3! of them), the tricks
    of all the endgames together, where one endgame at a time costs the lanes a Python call
    for each of a line's steps; the values are the same (``tests/test_bots.py``)."""
    table = np.frombuffer(beats, dtype=np.uint8).astype(bool)
    return _lines(lead, follow, table, last)


def _lines(lead: np.ndarray, follow: np.ndarray, beats: np.ndarray, last: int) -> np.ndarray:
    k = lead.shape[1]
    best = None
    for i in range(k):
        a, lead_rest = lead[:, i], np.delete(lead, i, 1)
        worst = None
        for j in range(k):
            b, follow_rest = follow[:, j], np.delete(follow, j, 1)
            points = _PACKED_ARRAY[a] + _PACKED_ARRAY[b]
            they = beats[a * 48 + b]  # the reply takes it, and leads next
            if k == 1:
                value = np.where(they, -(points + last), points + last)
            else:
                after = _lines(np.where(they[:, None], follow_rest, lead_rest),
                               np.where(they[:, None], lead_rest, follow_rest), beats, last)
                value = np.where(they, -(points + after), points + after)
            worst = value if worst is None else np.minimum(worst, value)
        best = worst if best is None else np.maximum(best, worst)
    return best
