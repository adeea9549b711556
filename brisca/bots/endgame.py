"""The two-player endgame: once the stock is gone both hands are known, and the tricks
left are solved exactly. Every rollout of the search ends here, so it has its own small
module that the rollouts and the search both import."""

from __future__ import annotations

from ..core.state import GameState

INF = 10**6


def known_margin(s: GameState, seat: int) -> int:
    """The margin so far plus the exact value of an endgame (``at_endgame`` holds)."""
    other = 1 - seat
    return (s.points[seat] - s.points[other]
            + endgame(s.hands[seat], s.hands[other], s.leader == seat, s.trump_suit))


def endgame(mine: tuple, theirs: tuple, i_lead: bool, trump: str) -> int:
    """Best margin (my points minus theirs) from the tricks left when both hands are known,
    the stock is gone and no card is on the table: two players, at most 3! x 3! lines, cut
    as soon as a reply refutes a lead, written on tuples because every rollout ends in it."""
    if not mine:
        return 0
    best = -INF
    if i_lead:
        for i, a in enumerate(mine):
            rest_mine = mine[:i] + mine[i + 1:]
            worst = INF
            for j, b in enumerate(theirs):
                points = a.points + b.points
                rest_theirs = theirs[:j] + theirs[j + 1:]
                if (b.suit == a.suit and b.strength > a.strength) or (b.suit == trump and a.suit != trump):
                    v = -points + endgame(rest_mine, rest_theirs, False, trump)
                else:
                    v = points + endgame(rest_mine, rest_theirs, True, trump)
                if v < worst:
                    worst = v
                    if worst <= best:
                        break
            if worst > best:
                best = worst
        return best
    worst = INF
    for j, b in enumerate(theirs):
        rest_theirs = theirs[:j] + theirs[j + 1:]
        top = -INF
        for i, a in enumerate(mine):
            points = a.points + b.points
            rest_mine = mine[:i] + mine[i + 1:]
            if (a.suit == b.suit and a.strength > b.strength) or (a.suit == trump and b.suit != trump):
                v = points + endgame(rest_mine, rest_theirs, True, trump)
            else:
                v = -points + endgame(rest_mine, rest_theirs, False, trump)
            if v > top:
                top = v
                if top >= worst:
                    break
        if top < worst:
            worst = top
    return worst
