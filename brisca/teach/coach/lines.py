"""The line after a move, played to the end in worlds the view allows, and what changes
hands between two lines: the evidence the coach names an idea from (``ideas``).

In each world both lines are played on by the same policy as the look-ahead's (each seat
drawing its own cards of the stock, so the two lines differ by the move, not by who happens
to draw what), and once every card is known, by best play (the exact solver). A card
changes hands when one side takes it after the better move and the other after the move
played. A fact is kept only when most worlds agree on it: one world's accident is no idea.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from brisca.bots.basic import decision_rng
from brisca.bots.determinize import Worlds
from brisca.bots.endgame import best_card
from brisca.bots.policy import goal_in_reach, keep_seat_draws, playout
from brisca.bots.search import exact_worlds, solve
from brisca.core.action import PLAYS, Action
from brisca.core.cards import Card, beats
from brisca.core.state import OVER, PLAY, GameState, current_player, legal_actions
from brisca.core.trick import winning_position
from brisca.core.view import View

TRACE_WORLDS = 40  # worlds each line is played in: enough for a majority to mean something
MOST = 0.6  # the share of worlds a fact must hold in


@dataclass(frozen=True, slots=True)
class Line:
    """One line played to the end in one world: who took each card (a side) and in which trick
    (counted from 1), the tricks played from the line on, the side that drew the
    turned-up card, the sides that exchanged a trump for a turned-up card worth points, and
    the card that won each trick."""

    taken: dict
    trick_of: dict
    tricks: tuple[tuple[Card, ...], ...]
    pinta_side: int
    exchanged: frozenset = frozenset()
    winners: tuple[Card, ...] = ()


def best_action(s: GameState) -> Action:
    """The mover's best action with every card known (two seats, the stock gone): read off the
    remembered endgame where the solver's endgame holds (``endgame.best_card``), else solved."""
    if not s.bids and not goal_in_reach(s) and len(s.trick) < 2:
        return PLAYS[best_card(s)]
    mover = current_player(s)
    return max(legal_actions(s), key=lambda a: solve(s.copy().apply(a), mover))


def play_line(world: GameState, line, seat: int) -> Line:
    """``line`` (an action or a tuple of them) in ``world``, then the game to its end: by the
    look-ahead's policy while cards are hidden, by best play once every card is known."""
    s = world.copy()
    s.history = True
    start, swaps = len(s.tricks), len(s.exchanges)
    for action in line if isinstance(line, tuple) else (line,):
        before = s.drawn
        s.apply(action)
        keep_seat_draws(s, before)
    while s.phase is not OVER:
        if s.n == 2 and s.turned_up_taker is not None and s.phase is PLAY:
            s.apply(best_action(s))
        else:
            playout(s, until_endgame=s.n == 2, seat=seat)
    side_of = s.rules.side_of
    taken, trick_of = {}, {}
    for k, trick in enumerate(s.tricks[start:], start + 1):
        for c in trick.cards:
            taken[c], trick_of[c] = side_of(trick.winner), k
    exchanged = frozenset(side_of(e.seat) for e in s.exchanges[swaps:] if e.taken.points)
    winners = tuple(_winner(t.cards, s.trump_suit) for t in s.tricks[start:])
    return Line(taken, trick_of, tuple(t.cards for t in s.tricks[start:]), side_of(s.turned_up_taker),
                exchanged, winners)


def worlds_of(view: View, seed: int, count: int = TRACE_WORLDS) -> list[GameState]:
    """The worlds to trace lines in: every world when they are few (each solved), else a sample."""
    every = exact_worlds(view)
    if every is not None:
        return every
    rng = decision_rng(seed + 2, view)
    dealer = Worlds(view)
    return [dealer.deal(rng) for _ in range(count)]


@dataclass(frozen=True, slots=True)
class Swing:
    """What changes hands between the better line and the line played, over the worlds
    traced: the share of worlds the own side draws the turned-up card after the better move
    and the other side after the move played; the cards that change hands, each with the net
    share of worlds the own side takes it after the better move rather than after the move
    played (negative: the other way round) and its usual trick, the costliest first; the
    cards that took the played card in its own trick, and in what share of worlds one did;
    the net shares of worlds the own side wins the trick being played, and exchanges a trump
    for a turned-up card worth points, after the better move rather than after the move played;
    and per card gained, the share of worlds a trump of the learner's hand caught it."""

    worlds: int
    pinta: float
    cards: tuple[tuple[Card, float, int], ...]
    beaten_by: Counter
    lost_now: float
    trick_won: float = 0.0
    exchange: float = 0.0
    caught: dict | None = None


def swing(view: View, played, better, seed: int = 0) -> Swing:
    """Both lines traced in the same worlds, and what differs between them."""
    worlds = worlds_of(view, seed)
    seat, mine = view.seat, view.rules.side_of(view.seat)
    card = _card_of(played)
    now = len(view.tricks) + 1
    pinta = 0
    net: Counter = Counter()
    tricks: dict = {}
    beaten: Counter = Counter()
    won = swapped = 0
    caught: Counter = Counter()
    trumps = {c for c in view.hand if c.suit == view.trump_suit}
    for world in worlds:
        a, b = play_line(world, played, seat), play_line(world, better, seat)
        if view.turned_up_taker is None and b.pinta_side == mine != a.pinta_side:
            pinta += 1
        for c in set(a.taken) | set(b.taken):
            change = (b.taken.get(c) == mine) - (a.taken.get(c) == mine)
            if change and c.points:
                net[c] += change
                tricks.setdefault(c, Counter())[b.trick_of.get(c) if change > 0 else a.trick_of.get(c)] += 1
                if change > 0 and b.winners[b.trick_of[c] - now] in trumps:
                    caught[c] += 1
        won += _first_side(b) == mine != _first_side(a)
        won -= _first_side(a) == mine != _first_side(b)
        swapped += (mine in b.exchanged) - (mine in a.exchanged)
        if card is not None and a.tricks and card in a.tricks[0] and a.taken[card] != mine and a.trick_of[card] == now:
            winner = _winner(a.tricks[0], view.trump_suit)
            if beats(winner, card, view.trump_suit):  # overtaken, not just a card that could never win
                beaten[winner] += 1
    n = len(worlds)
    cards = tuple(sorted(((c, k / n, tricks[c].most_common(1)[0][0]) for c, k in net.items() if k),
                         key=lambda x: (-abs(x[1]) * x[0].points, x[2])))
    return Swing(n, pinta / n, cards, beaten, sum(beaten.values()) / n, won / n, swapped / n,
                 {c: k / n for c, k in caught.items()})


def _first_side(line: Line) -> int | None:
    """The side that took the trick being played when the line began."""
    return line.taken.get(line.tricks[0][0]) if line.tricks else None


def _card_of(line) -> Card | None:
    action = line[-1] if isinstance(line, tuple) else line
    return action.card if action.is_play else None


def _winner(trick: tuple[Card, ...], trump: str | None) -> Card:
    return trick[winning_position(trick, trump)]


def decision_of(line) -> Action:
    """The decision a priced line starts with: the move itself, or its first action."""
    return line[0] if isinstance(line, tuple) else line
