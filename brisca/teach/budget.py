"""The bots' replies in practice under a time budget: on a busy server the hard bot looks at
fewer worlds rather than making the learner wait.

The hard bot (``ExpertBot``) plays out a fixed number of sampled worlds per move, which is
what makes it deterministic given its seed; its time per world is what the machine gives it.
A reply is the bots' turns until the learner is needed; given ``seconds`` for all of them,
each expert turn gets the worlds the time left allows, shared by the bot turns still to come
before the learner's, at the cost per world this process measured on its last turns
(``Pace``: a busy machine raises it within a turn or two). On a quiet machine that is the
bot's own number of worlds, so it plays exactly as without a budget; never fewer than
``MIN_WORLDS``, so a reply stays a look-ahead's, however busy the machine.

The budget counts turns, not a clock inside the search: the worlds are fixed before each
turn, so a turn's move depends only on its seed, its view and its number of worlds.
"""

from __future__ import annotations

import copy
import threading
import time
from collections.abc import Iterator, Mapping

from ..bots.basic import Bot
from ..bots.expert import ExpertBot
from ..bots.search import solvable
from ..bots.turns import Turn, bot_turns
from ..core.state import OVER, GameState, current_player

MIN_WORLDS = 12  # the fewest worlds a budgeted expert turn plays
REPLY_SECONDS = 1.5  # a reply as the learner waits for it: the one thought ahead, else thought on the click
AHEAD_SECONDS = 0.5  # a reply thought ahead, one per move the learner may make (four at most, and one is used)
FIRST_MS_PER_WORLD = 1.0  # before anything is measured: a first trick at four seats on a quiet core is 0.6
SMOOTHING = 0.5  # the weight of the last turn measured in the cost per world


class Pace:
    """The milliseconds one world costs this process, by table size, from the turns it timed."""

    def __init__(self) -> None:
        self._ms: dict[int, float] = {}
        self._lock = threading.Lock()

    def per_world(self, players: int) -> float:
        return self._ms.get(players, FIRST_MS_PER_WORLD)

    def timed(self, players: int, worlds: int, ms: float) -> None:
        with self._lock:
            last = ms / worlds
            old = self._ms.get(players)
            self._ms[players] = last if old is None else SMOOTHING * last + (1 - SMOOTHING) * old


PACE = Pace()  # the process's (the server's, or one worker's)


def turn_worlds(seconds_left: float, turns_left: int, ms_per_world: float, most: int) -> int:
    """The worlds an expert turn may play: its share of the time left, at least ``MIN_WORLDS``
    and at most ``most`` (the bot's own number)."""
    share = 1000 * max(0.0, seconds_left) / max(1, turns_left)
    return max(MIN_WORLDS, min(most, int(share / ms_per_world)))


def _turns_before(state: GameState, person: int) -> int:
    """The turns before ``person``'s, in play order from the seat to move (within the trick)."""
    return (person - current_player(state)) % state.rules.players or state.rules.players


def budgeted_turns(state: GameState, bots: Mapping[int, Bot], seconds: float, person: int,
                   pace: Pace = PACE, clock=time.monotonic) -> Iterator[tuple[Turn, int | None]]:
    """``bot_turns`` from ``state``, each with the worlds its expert played (``None`` for
    another bot), the experts' worlds cut to fit ``seconds`` in all. The bots given are left
    as they are (the experts play as copies)."""
    deadline = clock() + seconds
    experts = {seat: copy.copy(bot) for seat, bot in bots.items() if isinstance(bot, ExpertBot)}
    players = state.rules.players

    def plan(s: GameState) -> None:
        if s.phase is not OVER and current_player(s) in experts:
            bot = experts[current_player(s)]
            bot.worlds = turn_worlds(deadline - clock(), _turns_before(s, person), pace.per_world(players),
                                     ExpertBot.worlds)

    plan(state)
    for turn in bot_turns(state, {**bots, **experts}):
        worlds = experts[turn.seat].worlds if turn.seat in experts else None
        if worlds is not None and _searched(turn):
            pace.timed(players, worlds, turn.ms)
        yield turn, worlds
        plan(turn.after)


def _searched(turn: Turn) -> bool:
    """Whether the turn's time went on sampled worlds (not a single legal move, a signal, an
    exchange decided outright, or worlds solved exactly)."""
    plays = [a for a in turn.view.legal if a.is_play]
    return turn.action.is_play and len(plays) > 1 and not solvable(turn.view)
