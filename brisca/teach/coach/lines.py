"""The line after a move, played to the end in worlds the view allows, and what changes
hands between two lines: the evidence the coach names an idea from (``ideas``).

In each world both lines are played on by the same policy as the look-ahead's (each seat
drawing its own cards of the stock, so the two lines differ by the move, not by who happens
to draw what), and once every card is known, by best play (the exact solver). A card
changes hands when one side takes it after the better move and the other after the move
played. A fact is said only when its 95% interval over the worlds traced clears what the
idea claims (``explain``): one world's accident is no idea, nor is a share a few more worlds
could undo. More worlds are traced while a fact is in doubt (``Tracer``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from brisca.bots.basic import decision_rng
from brisca.bots.determinize import Worlds
from brisca.bots.endgame import best_card
from brisca.bots.policy import goal_in_reach, keep_seat_draws, playout
from brisca.bots.search import exact_worlds, solve
from brisca.core.action import PLAYS, Action, Move
from brisca.core.cards import Card, beats
from brisca.core.state import OVER, PLAY, GameState, current_player, legal_actions, side_of
from brisca.core.trick import winning_position
from brisca.core.view import View
from brisca.stats import Z95, paired_difference, sums_stderr, wilson


@dataclass(frozen=True, slots=True)
class Line:
    """One line played to the end in one world: who took each card (a side) and in which trick
    (counted from 1), the tricks played from the line on, the side that drew the
    turned-up card, the sides that exchanged a trump for a turned-up card worth points, and
    the card that won each trick."""

    taken: dict
    trick_of: dict
    tricks: tuple[tuple[Card, ...], ...]
    pinta_side: int | None
    exchanged: frozenset = frozenset()
    winners: tuple[Card, ...] = ()


def best_action(s: GameState) -> Action:
    """The mover's best action with every card known (two seats, the stock gone): read off the
    remembered endgame where the solver's endgame holds (``endgame.best_card``), else solved."""
    if not s.bids and not goal_in_reach(s) and len(s.trick) < 2:
        return PLAYS[best_card(s)]
    mover = current_player(s)
    return max(legal_actions(s), key=lambda a: solve(s.copy().apply(a), mover))


def play_line(world: GameState, line: Move, seat: int) -> Line:
    """``line``'s actions in ``world``, then the game to its end: by the
    look-ahead's policy while cards are hidden, by best play once every card is known."""
    s = world.copy()
    s.history = True
    start, swaps = len(s.tricks), len(s.exchanges)
    for action in line.actions:
        before = s.drawn
        s.apply(action)
        keep_seat_draws(s, before)
    while s.phase is not OVER:
        if s.n == 2 and s.turned_up_taker is not None and s.phase is PLAY:
            s.apply(best_action(s))
        else:
            playout(s, until_endgame=s.n == 2, seat=seat)
    taken, trick_of = {}, {}
    for k, trick in enumerate(s.tricks[start:], start + 1):
        for c in trick.cards:
            taken[c], trick_of[c] = side_of(s, trick.winner), k
    exchanged = frozenset(side_of(s, e.seat) for e in s.exchanges[swaps:] if e.taken.points)
    winners = tuple(_winner(t.cards, s.trump_suit) for t in s.tricks[start:])
    pinta = None if s.turned_up_taker is None else side_of(s, s.turned_up_taker)
    return Line(taken, trick_of, tuple(t.cards for t in s.tricks[start:]), pinta, exchanged, winners)


TRACE_WORLDS = 40  # worlds traced at first: more follow while a fact is still in doubt
MAX_TRACE = 320  # the most worlds traced for one decision (the sum of a few chunks)
FRESH_SEED = 7_777_777  # the checker's worlds (``checks``): drawn apart from the coach's


@dataclass(frozen=True, slots=True)
class Sums:
    """A difference counted world by world: its sum and the sum of its squares."""

    total: int = 0
    squares: int = 0

    def __add__(self, other: Sums) -> Sums:
        return Sums(self.total + other.total, self.squares + other.squares)

    def of(self, value: int) -> Sums:
        return Sums(self.total + value, self.squares + value * value)


@dataclass(frozen=True, slots=True)
class Paired:
    """How often something held over worlds where both lines were played: after the better
    move only (``gained``), after the move played only (``lost``), after both (``both``)."""

    gained: int = 0
    lost: int = 0
    both: int = 0

    def __add__(self, other: Paired) -> Paired:
        return Paired(self.gained + other.gained, self.lost + other.lost, self.both + other.both)

    def of(self, better: bool, played: bool) -> Paired:
        """These counts with one more world's outcome."""
        return Paired(self.gained + (better and not played), self.lost + (played and not better),
                      self.both + (better and played))


def _added(a: dict, b: dict, zero) -> dict:
    return {k: a.get(k, zero) + b.get(k, zero) for k in a.keys() | b.keys()}


@dataclass(frozen=True, slots=True)
class Swing:
    """What differs between the better line and the line played, counted over the worlds
    traced (``worlds``; ``exact``: every world the view allows, each once, so every share is
    the exact one). Per fact, the worlds it held in:

    - ``pinta``: the own side draws the turned-up card after the better move, the other side
      after the move played;
    - ``cards``: per card with points, the own side takes it (``Paired``), and ``tricks`` the
      trick it changed hands in, over the worlds it did (after the better move where the own
      side gained it, else after the move played);
    - ``caught``: per card, the own side gains it after the better move with a trump of the
      learner's hand; ``lost_played``: per card, the other side takes it after the move played,
      and ``trumped`` with a trump (a card of another suit);
    - ``beaten``: the cards that took the played card in its own trick, overtaking it (their
      sum is how often one did);
    - ``trick_won`` and ``exchange``: the own side wins the trick being played, and exchanges a
      trump for a turned-up card worth points (``Paired``);
    - ``now_points`` and ``later_points``: the points the own side takes in the trick being
      played, and in the tricks after it, after the better move less after the move played,
      summed over the worlds with their squares (``Sums``)."""

    worlds: int
    exact: bool = False
    pinta: int = 0
    cards: dict = field(default_factory=dict)
    tricks: dict = field(default_factory=dict)
    caught: Counter = field(default_factory=Counter)
    lost_played: Counter = field(default_factory=Counter)
    trumped: Counter = field(default_factory=Counter)
    beaten: Counter = field(default_factory=Counter)
    trick_won: Paired = Paired()
    exchange: Paired = Paired()
    now_points: Sums = Sums()
    later_points: Sums = Sums()

    def __add__(self, other: Swing) -> Swing:
        """Both sets of worlds together (exact counts are whole: nothing is added to them)."""
        if self.exact or not other.worlds:
            return self
        return Swing(self.worlds + other.worlds, False, self.pinta + other.pinta,
                     _added(self.cards, other.cards, Paired()), _added(self.tricks, other.tricks, Counter()),
                     self.caught + other.caught, self.lost_played + other.lost_played,
                     self.trumped + other.trumped, self.beaten + other.beaten,
                     self.trick_won + other.trick_won, self.exchange + other.exchange,
                     self.now_points + other.now_points, self.later_points + other.later_points)

    @property
    def lost_now(self) -> int:
        """The worlds the played card was overtaken in its own trick."""
        return sum(self.beaten.values())

    def share(self, count: int) -> float:
        return count / self.worlds if self.worlds else 0.0

    def net(self, paired: Paired) -> float:
        """The net share of worlds the own side gains by the better move."""
        return self.share(paired.gained - paired.lost)

    def interval(self, count: int, of: int | None = None, z: float = Z95) -> tuple[float, float]:
        """The 95% interval (or another's, by its ``z``) of the share ``count`` of ``of`` worlds (all
        traced by default): Wilson's, or the share itself when every world was traced."""
        of = self.worlds if of is None else of
        p = count / of if of else 0.0
        return (p, p) if self.exact else wilson(p, of, z)

    def net_interval(self, paired: Paired, z: float = Z95) -> tuple[float, float]:
        """The 95% interval of the net share the own side gains by the better move (Newcombe's
        for paired shares), or that share itself when every world was traced."""
        if self.exact:
            return self.net(paired), self.net(paired)
        return paired_difference(paired.gained, paired.lost, self.worlds, paired.both, z)

    def mean(self, sums: Sums) -> float:
        return sums.total / self.worlds if self.worlds else 0.0

    def mean_interval(self, sums: Sums, z: float = Z95) -> tuple[float, float]:
        """The 95% interval of a mean difference of points (the mean itself when every world was
        traced)."""
        mean = self.mean(sums)
        if self.exact:
            return mean, mean
        half = z * sums_stderr(sums.total, sums.squares, self.worlds)
        return mean - half, mean + half

    def estimate(self, count: int, of: int | None = None) -> tuple[float, tuple[float, float]]:
        """A share of worlds (``count`` of ``of``, all traced by default) and its interval."""
        of = self.worlds if of is None else of
        return (count / of if of else 0.0), self.interval(count, of)

    def net_estimate(self, paired: Paired) -> tuple[float, tuple[float, float]]:
        return self.net(paired), self.net_interval(paired)

    def mean_estimate(self, sums: Sums) -> tuple[float, tuple[float, float]]:
        return self.mean(sums), self.mean_interval(sums)

    def gains(self) -> list[tuple[Card, float]]:
        """The cards the own side takes more often after the better move, with the net share,
        the costliest first."""
        out = [(c, self.net(p)) for c, p in self.cards.items() if p.gained > p.lost]
        return sorted(out, key=lambda x: (-x[1] * x[0].points, x[0]))

    def main_trick(self, card: Card) -> tuple[int, int, int]:
        """The trick ``card`` changed hands in most often, how many worlds it did there and in
        all (0 when it never did)."""
        tricks = self.tricks.get(card, Counter())
        if not tricks:
            return 0, 0, 0
        trick, count = max(tricks.items(), key=lambda x: (x[1], -x[0]))
        return trick, count, sum(tricks.values())


def trace(view: View, played: Move, better: Move, worlds: list[GameState]) -> Swing:
    """Both lines played in each of ``worlds``, and what differs between them."""
    seat, now = view.seat, len(view.tricks) + 1
    card, trump = played.card, view.trump_suit
    trumps = {c for c in view.hand if c.suit == trump}
    pinta = 0
    cards: dict = {}
    tricks: dict = {}
    caught, lost_played, trumped, beaten = Counter(), Counter(), Counter(), Counter()
    won = swapped = Paired()
    now_points = later_points = Sums()
    for world in worlds:
        a, b = play_line(world, played, seat), play_line(world, better, seat)
        mine = side_of(world, seat)  # under chiamata the world knows the hidden partner
        if view.turned_up_taker is None and b.pinta_side == mine != a.pinta_side:
            pinta += 1
        for c in set(a.taken) | set(b.taken):
            if not c.points:
                continue
            ours_b, ours_a = b.taken.get(c) == mine, a.taken.get(c) == mine
            if ours_b or ours_a:
                cards[c] = cards.get(c, Paired()).of(ours_b, ours_a)
            if ours_b != ours_a:
                tricks.setdefault(c, Counter())[b.trick_of[c] if ours_b else a.trick_of[c]] += 1
            if ours_b and not ours_a and b.winners[b.trick_of[c] - now] in trumps:
                caught[c] += 1
            if not ours_a and c in a.taken:
                lost_played[c] += 1
                if c.suit != trump and a.winners[a.trick_of[c] - now].suit == trump:
                    trumped[c] += 1
        won = won.of(_first_side(b) == mine, _first_side(a) == mine)
        (b_now, b_later), (a_now, a_later) = _own_points(b, mine), _own_points(a, mine)
        now_points, later_points = now_points.of(b_now - a_now), later_points.of(b_later - a_later)
        swapped = swapped.of(mine in b.exchanged, mine in a.exchanged)
        if card is not None and a.tricks and card in a.tricks[0] and a.taken[card] != mine and a.trick_of[card] == now:
            winner = _winner(a.tricks[0], trump)
            if beats(winner, card, trump):  # overtaken, not just a card that could never win
                beaten[winner] += 1
    return Swing(len(worlds), False, pinta, cards, tricks, caught, lost_played, trumped, beaten, won, swapped,
                 now_points, later_points)


def _own_points(line: Line, side: int) -> tuple[int, int]:
    """The points ``side`` takes in the line's first trick (the one being played when it began),
    and in the tricks after it."""
    now = later = 0
    for k, trick in enumerate(line.tricks):
        points = sum(c.points for c in trick if line.taken[c] == side)
        now, later = (now + points, later) if k == 0 else (now, later + points)
    return now, later


class Tracer:
    """The lines after two moves traced in more and more worlds the view allows: every world
    when they are few (``exact``), else chunks dealt from one generator, so a doubt is settled
    by adding worlds, never by drawing the same ones again."""

    def __init__(self, view: View, played, better, seed: int = 0, fresh: bool = False):
        self.view, self.played, self.better = view, played, better
        self._every = exact_worlds(view)
        self._rng = decision_rng(seed + (FRESH_SEED if fresh else 2), view)
        self._dealer = Worlds(view) if self._every is None else None
        self.swing: Swing | None = None

    def more(self, count: int = TRACE_WORLDS) -> Swing:
        """The swing over the worlds traced so far and ``count`` more (all, when exact)."""
        if self._every is not None:
            if self.swing is None:
                self.swing = replace(trace(self.view, self.played, self.better, self._every), exact=True)
            return self.swing
        fresh = trace(self.view, self.played, self.better, [self._dealer.deal(self._rng) for _ in range(count)])
        self.swing = fresh if self.swing is None else self.swing + fresh
        return self.swing

    @property
    def exhausted(self) -> bool:
        """Whether no more worlds are worth tracing: all were, or ``MAX_TRACE`` were."""
        return self.swing is not None and (self.swing.exact or self.swing.worlds >= MAX_TRACE)


def swing(view: View, played, better, seed: int = 0, worlds: int = TRACE_WORLDS) -> Swing:
    """Both lines traced in the same ``worlds`` worlds (every world when they are few)."""
    return Tracer(view, played, better, seed).more(worlds)


def _first_side(line: Line) -> int | None:
    """The side that took the trick being played when the line began."""
    return line.taken.get(line.tricks[0][0]) if line.tricks else None


def _winner(trick: tuple[Card, ...], trump: str | None) -> Card:
    return trick[winning_position(trick, trump)]
