"""Looking ahead from a view: sampled worlds played out, and exact solving when it is cheap.

* Once the stock is empty (two players) every card's place is known, so the deal is a
  game of perfect information, solved exactly (``endgame``).
* With few cards left face down (up to three), every way the hidden cards can lie is
  enumerated and each world is solved exactly, so the values have no sampling error.
* Earlier, worlds are sampled (Perfect Information Monte Carlo): the same worlds serve
  every candidate move, so their differences are measured on equal terms, and every world
  is played out with every move at once, in lanes (``lanes``), by the playout policy, each
  seat drawing the same cards of the stock after every move (``policy.keep_seat_draws``):
  the values ``move_value`` gives one world at a time through the engine's own step
  function (the tests hold them world by world).

Values are final point margins for the seat's side (its points minus the best other side's)
and scores (a win, a loss or a tie, by the rules' tie rule), as ``brisca.core.outcome``
settles a deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import numpy as np

from ..core.action import PLAY, Move
from ..core.settle import last_trick_breaks_ties, packed_returns, returns, unpack
from ..core.state import AUCTION, NAMING, OVER, GameState, current_player, legal_actions
from ..core.view import View
from .determinize import Worlds
from .endgame import INF, known_value
from .lanes import SLIP_DRAWS, played_out
from .policy import Chance, at_endgame, keep_seat_draws, playout
from .subastada_bids import contract_values, world_values


def _score(margin: float) -> float:
    return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0


@dataclass(frozen=True)
class MoveValues:
    """A move and its value in each world looked at (the same worlds for every move): the
    final margin and the score (``brisca.core.settle.returns``; by default read off the
    margin's sign, as with no tie rule to break a tie)."""

    move: Move
    margins: tuple[float, ...]
    exact: bool
    scores: tuple[float, ...] | None = None
    # each world's weight in the means (``play_reading``: how likely it makes what was seen); None: even
    weights: np.ndarray | None = field(default=None, compare=False)

    @property
    def wins(self) -> tuple[float, ...]:
        return self.scores if self.scores is not None else tuple(map(_score, self.margins))

    @property
    def margin(self) -> float:
        return self._mean(self.margins)

    @property
    def win(self) -> float:
        return self._mean(self.wins)

    def _mean(self, values) -> float:
        if self.weights is None:
            return sum(values) / len(values)
        return float(np.dot(self.weights, values) / self.weights.sum())

    @staticmethod
    def of(move, values, exact: bool, weights: np.ndarray | None = None) -> MoveValues:
        """From (margin, score) pairs, one per world (each world weighing ``weights``, if given)."""
        margins, scores = zip(*values, strict=True) if values else ((), ())
        return MoveValues(move, tuple(margins), exact, tuple(scores), weights)


def rollout_value(s: GameState, seat: int, slip: float = 0.0, chance: Chance | None = None,
                  seat_draws: bool = True) -> tuple[int, float]:
    """The final margin and score for ``seat`` after the playout policy, solved exactly from
    the endgame on, one world through the engine's step function: what the lanes give world by
    world (``evaluate``'s values), kept as their reference. ``s`` is played on in place (pass a
    copy). The other side plays a random card with probability ``slip``, deciding by draws of
    ``chance``; each seat draws its own cards (``policy.keep_seat_draws``) unless ``seat_draws``
    is off."""
    playout(s, until_endgame=True, slip=slip, chance=chance, seat=seat, seat_draws=seat_draws)
    return unpack(known_value(s, seat)) if at_endgame(s) else returns(s, seat)


def after(world: GameState, move: Move, seat_draws: bool = False) -> GameState:
    """A copy of ``world`` after ``move``'s actions (a line's one after the other: an exchange,
    then a play); with ``seat_draws``, the round a move draws is each seat's own too. The
    tricks taken from there on are not kept (nothing reads them) unless a tie is broken by
    the last trick."""
    s = world.copy()
    s.history = last_trick_breaks_ties(s.rules) or s.call is not None  # chiamata: who played the called card
    for action in move.actions:
        before = s.drawn
        s.apply(action)
        if seat_draws:
            keep_seat_draws(s, before)
    return s


def move_value(world: GameState, move: Move, seat: int, slip: float = 0.0, chance: Chance | None = None,
               seat_draws: bool = True) -> tuple[int, float]:
    """``rollout_value`` of ``move`` in ``world`` (left as it was): the
    round the move may draw is each seat's own too, so every move of a world hands each seat
    the same cards."""
    return rollout_value(after(world, move, seat_draws), seat, slip, chance, seat_draws)


def _ordered(actions, s: GameState):
    """Strong cards first, so alpha-beta cuts early; exchanges and a skip after them."""
    trump = s.trump_suit
    return sorted(actions, key=lambda a: -(a.card.strength + 20 * (a.card.suit == trump)) if a.kind is PLAY else 0)


def solve(s: GameState, seat: int, alpha: int = -INF, beta: int = INF) -> int:
    """The packed value (``settle.packed_returns``) for ``seat``'s side with best play by everyone
    (perfect information): the margin first, then the tie break."""
    if s.phase is OVER:
        return packed_returns(s, seat)
    if at_endgame(s):
        return known_value(s, seat)
    mine = s.rules.side_of(current_player(s)) == s.rules.side_of(seat)
    best = -INF if mine else INF
    for action in _ordered(legal_actions(s), s):
        value = solve(s.copy().apply(action), seat, alpha, beta)
        if mine:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


EXACT_WORLDS = 120  # every world enumerated and solved: three cards face down, three unknown in hand


def solvable(view: View, limit: int = EXACT_WORLDS) -> bool:
    """Whether every world the view allows can be solved: at most ``limit`` of them, and two
    seats (the solver's endgame is the two-player one), no contract."""
    return view.rules.players == 2 and view.rules.auction == "none" and Worlds(view).enumerable(limit)


def exact_worlds(view: View, limit: int = EXACT_WORLDS) -> list[GameState] | None:
    """Every world the view allows, each once, when ``solvable``."""
    return Worlds(view).every(limit) if solvable(view, limit) else None


def evaluate(view: View, rng: random.Random, worlds: int = 40, moves=None, slip: float = 0.0,
             dealt: list[GameState] | None = None, seat_draws: bool = True,
             silence: bool = False, auction: bool = False, net=None, weigh=None) -> list[MoveValues]:
    """The value of each candidate move (each of ``view.legal`` by default; a move may be a
    line of actions, see ``after``), exactly when cheap;
    over ``dealt`` worlds if given, else over ``worlds`` dealt at random.

    ``slip`` > 0 plays the sampled worlds out against an opponent who plays a random card
    that often; each world's random plays repeat for every move, so the moves are still
    compared on equal terms, as are the cards each seat draws (``seat_draws``, see
    ``policy.keep_seat_draws``). Exact values always assume best play by both sides. With
    ``silence`` the worlds read the partners' silence too, with ``auction`` chiamata's bids
    (``determinize.Worlds``). Subastada's bids, passes and trumps are priced as contracts
    (``subastada_bids``); chiamata's bids and calls are played out as any move, the auction
    played on by every seat's rule of thumb (``policy.play_auction``), then the deal. ``net``:
    the sampled worlds are played out by the learned policy (``learned``), else by the rule of thumb.
    ``weigh``: each sampled world's weight in the means, from the worlds (``play_reading.Reader.weights``)."""
    moves = list(moves if moves is not None else map(Move.of, view.legal))
    if view.phase in (AUCTION, NAMING) and view.call is None:  # Subastada: each bid, pass or trump priced
        return _auction_values(view, rng, worlds, moves, dealt)  # as its contract
    exact = exact_worlds(view)
    if exact is not None:
        return [MoveValues.of(m, [unpack(solve(after(w, m), view.seat)) for w in exact], True) for m in moves]
    if dealt is None:
        dealer = Worlds(view, silence, auction)
        samples = [dealer.deal(rng) for _ in range(worlds)]
    else:
        samples = dealt
    # Drawn only when slips are on, so the values without them stay as they were for a seed.
    draws = [[rng.random() for _ in range(SLIP_DRAWS)] if slip else () for _ in samples]  # cycled
    values = lane_values(samples, moves, view.seat, slip, draws, seat_draws, net)
    weights = weigh(samples) if weigh is not None else None
    return [MoveValues.of(m, v, False, weights) for m, v in zip(moves, values, strict=True)]


def lane_values(samples: list[GameState], moves, seat: int, slip: float = 0.0, draws=None,
                seat_draws: bool = True, net=None) -> list[list[tuple[int, float]]]:
    """``move_value`` of each move in each world (``draws``: each world's, for its slips), played
    out in lanes (``lanes.played_out``): the cards played now together, from the worlds; a line's
    cards together from the worlds after the actions before them; and every move that is no
    card (a chiamata bid, say) in one batch, each from the worlds after it, the policy playing on."""
    cards, lines, others = [], {}, []
    for k, move in enumerate(moves):
        *start, last = move.actions
        if last.kind is not PLAY:
            others.append(k)
        elif not start:
            cards.append((k, last.card))
        else:
            lines.setdefault(Move.line_of(*start), []).append((k, last.card))
    values: list = [None] * len(moves)
    for start, entries in ([(None, cards)] if cards else []) + list(lines.items()):
        worlds = [after(w, start, seat_draws) for w in samples] if start else samples
        rows = played_out(worlds, [card for _, card in entries], seat, slip, draws, seat_draws, net=net)
        for (k, _), row in zip(entries, rows, strict=True):
            values[k] = row
    if others:
        states = [after(w, moves[k], seat_draws) for k in others for w in samples]
        (row,) = played_out(states, [None], seat, slip, list(draws) * len(others) if slip else None, seat_draws,
                            net=net)
        for i, k in enumerate(others):
            values[k] = row[i * len(samples):(i + 1) * len(samples)]
    return values


def _auction_values(view: View, rng: random.Random, worlds: int, moves, dealt) -> list[MoveValues]:
    """``evaluate`` of Subastada's bids, passes and trump calls, world by world, as
    ``subastada_bids.world_values`` prices them (the same worlds for every move)."""
    values = contract_values(view, rng, worlds, dealt)
    return [MoveValues.of(m, world_values(view, values, m.first), False) for m in moves]
