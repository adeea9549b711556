"""The bots' replies in practice under a time budget: on a busy server the hard bot looks at
fewer worlds rather than making the learner wait.

The hard bot (``ExpertBot``) plays out a fixed number of sampled worlds per move, which is
what makes it deterministic given its seed; its time per world is what the machine gives it.
A reply is the bots' turns until the learner is needed; given ``seconds`` for all of them,
each expert turn gets the worlds the time left allows, shared by the bot turns still to come
before the learner's, at the cost this process measured on its last turns (``Pace``: a
batch's fixed part, then so much a world, as the lanes play them), probed at the start of
each reply on its position (the last reply's pace may be a quiet minute's when a busy one
begins). On a quiet machine that is the bot's own number of worlds, so it plays exactly as
without a budget; never fewer than ``MIN_WORLDS``, so a reply stays a look-ahead's, however
busy the machine.

The budget counts turns, not a clock inside the search: the worlds are fixed before each
turn, so a turn's move depends only on its seed, its view and its number of worlds.
"""

from __future__ import annotations

import copy
import logging
import random
import threading
import time
from collections.abc import Iterator, Mapping

from brisca.bots.basic import Bot, decision_rng
from brisca.bots.expert import ExpertBot
from brisca.bots.search import evaluate, solvable
from brisca.bots.turns import Turn, bot_turns
from brisca.core.action import Move
from brisca.core.state import OVER, GameState, current_player, legal_actions
from brisca.core.view import View, observe

from . import verdicts
from .estimate import Estimate, valued

MIN_WORLDS = 8  # the fewest worlds a budgeted expert turn plays
REPLY_SECONDS = 1.2  # a reply as the learner waits for it: the one thought ahead, else thought on the click
AHEAD_WAIT = 0.4  # of which a click may wait for the one thought ahead, if it is being thought
AHEAD_SECONDS = 0.5  # a reply thought ahead, one per move the learner may make (four at most, and one is used)
FIRST_MS_PER_MOVE = 0.4  # before anything is measured: a first trick at four seats on a quiet core is 0.2
SMOOTHING = 0.5  # the weight of the last turn measured in the cost per world
PROBE_WORLDS = 24  # a reply starts by timing one world of its position, then this many (a few ms on a quiet core)


class Pace:
    """What the look-ahead costs this process, by table size, from the turns it timed: its
    worlds are played out in one batch of lanes (``bots.lanes``), a fixed part (the batch's
    steps, about as dear for one world as for many) and then so many milliseconds for each
    move's playout in each world (a world costs that for each move tried in it)."""

    def __init__(self) -> None:
        self._ms: dict[int, float] = {}
        self._fixed: dict[int, float] = {}
        self._lock = threading.Lock()

    def per_world(self, players: int, moves: int) -> float:
        """The milliseconds a world costs with ``moves`` to try in it."""
        return moves * self._ms.get(players, FIRST_MS_PER_MOVE)

    def per_batch(self, players: int) -> float:
        """The milliseconds a batch costs however few its worlds (as last probed)."""
        return self._fixed.get(players, 0.0)

    def timed(self, players: int, playouts: int, ms: float, now: bool = False) -> None:
        """A batch of ``playouts`` (worlds times moves) took ``ms``, of which the batch's fixed
        part is not the playouts'; ``now``: the machine's pace at this moment (a probe), which
        replaces a quicker one measured before rather than joining it."""
        with self._lock:
            ms = max(ms - self._fixed.get(players, 0.0), ms / 10)  # (a batch is never all fixed part)
            last = max(ms / playouts, 1e-4)  # a clock too coarse to see a world is not a free world
            old = self._ms.get(players)
            busier = now and (old is None or last > old)  # a quieter probe is joined like any turn: it may be luck
            self._ms[players] = last if old is None or busier else SMOOTHING * last + (1 - SMOOTHING) * old

    def probe(self, view: View, clock=time.monotonic, bot: ExpertBot | None = None) -> None:
        """Times a batch of one world of ``view``, its fixed part, then one of ``PROBE_WORLDS``
        (their values thrown away), played out as ``bot`` plays them (its policy and slips; the
        expert's by default): the pace measured on the last reply may be a quiet minute's, and a
        busy one has begun."""
        if solvable(view) or sum(a.is_play for a in view.legal) < 2:
            return
        plays = tuple(Move.of(a) for a in view.legal if a.is_play)
        players, bot = view.rules.players, bot or ExpertBot(0)
        for worlds in (1, PROBE_WORLDS):
            begun = clock()
            evaluate(view, random.Random(0), worlds, plays, bot.slip_at(view.rules), net=bot.net_at(view.rules))
            if worlds == 1:
                with self._lock:
                    self._fixed[players] = 1000 * (clock() - begun)
            else:
                self.timed(players, worlds * len(plays), 1000 * (clock() - begun), now=True)


log = logging.getLogger("brisca.budget")
PACE = Pace()  # the process's (the server's, or one worker's)


def turn_worlds(seconds_left: float, turns_left: int, ms_per_world: float, most: int, ms_per_batch: float = 0.0) -> int:
    """The worlds an expert turn may play: its share of the time left, less a batch's fixed
    part, at least ``MIN_WORLDS`` and at most ``most`` (the bot's own number)."""
    share = 1000 * max(0.0, seconds_left) / max(1, turns_left) - ms_per_batch
    return max(MIN_WORLDS, min(most, int(max(0.0, share) / ms_per_world)))


def _turns_before(state: GameState, person: int | None) -> int:
    """The turns before ``person``'s, in play order from the seat to move (within the trick);
    with nobody to wait for (five players: the person rests), every card still to play."""
    if person is None:
        return max(1, sum(map(len, state.hands)) + len(state.stock) + (state.turned_up_taker is None))
    return (person - current_player(state)) % state.rules.players or state.rules.players


def budgeted_turns(state: GameState, bots: Mapping[int, Bot], seconds: float, person: int | None,
                   pace: Pace = PACE, clock=time.monotonic, probe: bool = True) -> Iterator[tuple[Turn, int | None]]:
    """``bot_turns`` from ``state``, each with the worlds its expert played (``None`` for
    another bot), the experts' worlds cut to fit ``seconds`` in all. The bots given are left
    as they are (the experts play as copies). The pace is probed first, unless ``probe`` is
    off (the coach's values just measured it)."""
    deadline = clock() + seconds
    experts = {seat: copy.copy(bot) for seat, bot in bots.items() if isinstance(bot, ExpertBot)}
    players = state.rules.players
    if probe and state.phase is not OVER and current_player(state) in experts:
        pace.probe(observe(state, current_player(state)), clock, experts[current_player(state)])

    def plan(s: GameState) -> None:
        if s.phase is not OVER and current_player(s) in experts:
            bot = experts[current_player(s)]
            plays = sum(a.is_play for a in legal_actions(s))
            bot.limit = turn_worlds(deadline - clock(), _turns_before(s, person), pace.per_world(players, plays),
                                    bot.worlds_at(s.rules), pace.per_batch(players))

    plan(state)
    turns = bot_turns(state, {**bots, **experts})
    while True:
        started = clock()
        turn = next(turns, None)  # the turn is thought here, with the worlds planned
        if turn is None:
            return
        worlds = experts[turn.seat].limit if turn.seat in experts else None
        if worlds is not None and _searched(turn):
            pace.timed(players, worlds * sum(a.is_play for a in turn.view.legal), 1000 * (clock() - started))
            log.debug("seat %d: %d worlds in %.0f ms", turn.seat, worlds, 1000 * (clock() - started))
        yield turn, worlds
        plan(turn.after)


def _searched(turn: Turn) -> bool:
    """Whether the turn's time went on sampled worlds (not a single legal move, a signal, an
    exchange decided outright, or worlds solved exactly)."""
    plays = [a for a in turn.view.legal if a.is_play]
    return turn.action.is_play and len(plays) > 1 and not solvable(turn.view)


def coach_values(view: View, seed: int, seconds: float, shares: int, pace: Pace = PACE,
                 clock=time.monotonic) -> Estimate:
    """The coach's own values of the learner's position (none gathered in the background in
    time) within one of ``shares`` of ``seconds``: exactly ``verdicts.own_values`` when the
    machine allows its most worlds, else one pass over the worlds that fit, from the same
    generator (its first ``START_WORLDS`` are the same worlds)."""
    pace.probe(view, clock)
    lines = verdicts.lines_of(view)
    worlds = turn_worlds(seconds, shares, pace.per_world(view.rules.players, len(lines)), verdicts.MAX_WORLDS,
                         pace.per_batch(view.rules.players))
    begun = clock()
    if worlds >= verdicts.MAX_WORLDS or solvable(view):
        values = verdicts.own_values(view, seed)
    else:
        values = valued(view, decision_rng(seed, view), worlds, lines)
    if not values.exact:
        pace.timed(view.rules.players, values.worlds * len(lines), 1000 * (clock() - begun))
    log.debug("the coach: %d worlds of %d lines in %.0f ms", values.worlds, len(lines), 1000 * (clock() - begun))
    return values
