"""The search's inner loop: a two-player hand played out with the playout policy on plain
lists, several times faster than stepping immutable states.

It plays by the same rules as ``brisca.state`` (the shared ``winning_position`` decides
tricks; the winner draws first and the last card drawn is the turned-up one) and with the
same policy as ``policy.playout``; a test checks that both give the same result from
thousands of positions. Hands where an exchange may still happen go through the engine.

``slip`` is how often the other side plays a random card instead of the policy's: a
look-ahead that expects the other side to err sometimes takes the chances a careless
opponent gives (the endgame after the stock is still solved exactly).
"""

from __future__ import annotations

from ..core.state import PLAY, GameState
from ..core.trick import winning_position
from .endgame import endgame, known_margin
from .policy import Chance, at_endgame, margin_for, playout, playout_choice


def engine_margin(s: GameState, seat: int, slip: float = 0.0, chance: Chance | None = None) -> int:
    """The same as ``fast_margin``, stepping the engine's states: the reference it is tested
    against, and the way for tables and moments the fast loop does not cover."""
    s = playout(s, until_endgame=True, slip=slip, chance=chance, seat=seat)
    return known_margin(s, seat) if at_endgame(s) else margin_for(s, seat)


def fast_margin(s: GameState, seat: int, slip: float = 0.0, chance: Chance | None = None) -> int:
    """Final margin for ``seat`` after the playout policy, solved exactly from the endgame on;
    the other side plays a random card with probability ``slip`` (deciding by draws of ``chance``)."""
    if s.rules.players != 2 or s.phase is not PLAY or (s.rules.exchange != "none" and s.trump_taker is None):
        return engine_margin(s, seat, slip, chance)
    trump = s.trump_suit
    hands = [list(s.hands[0]), list(s.hands[1])]
    pile = list(s.stock)
    if s.trump_taker is None:
        pile.append(s.trump_card)
    points = list(s.points)
    leader = s.leader
    trick = list(s.trick)
    top = 0
    if not slip:
        chance = None
    while trick or top < len(pile):  # play on while cards remain to be drawn
        while len(trick) < 2:
            mover = (leader + len(trick)) % 2
            hand = hands[mover]
            if chance is not None and mover != seat and chance() < slip:
                card = hand[int(chance() * len(hand))]
            else:
                card = playout_choice(hand, trick, trump)
            hand.remove(card)
            trick.append(card)
        winner = (leader + winning_position(trick, trump)) % 2
        points[winner] += trick[0].points + trick[1].points
        trick = []
        leader = winner
        if top < len(pile):  # the winner draws first; the last card is the turned-up one
            hands[winner].append(pile[top])
            hands[1 - winner].append(pile[top + 1])
            top += 2
    mine, theirs = hands[seat], hands[1 - seat]
    return points[seat] - points[1 - seat] + (endgame(tuple(mine), tuple(theirs), leader == seat, trump)
                                              if mine else 0)
