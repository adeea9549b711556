"""The bots' turns: the one loop that lets bots play a deal until a person is needed.

A table maps some seats to bots; the others are people. ``bot_turns`` plays while a bot is
to move, each from its seat's view only, through the engine's step function, and yields
every turn as it is taken (who, what they saw, what they did, how long they thought, the
state after), so the arena times them, the coach's benchmarks judge them, practice saves
them and tests check every state, all from the same loop. It stops when the deal is over or
a seat without a bot is to move.

>>> from brisca.core.record import deal
>>> from brisca.bots import make_bot
>>> start = deal("000", seed=4).start()
>>> turns = list(bot_turns(start, {0: make_bot("greedy"), 1: make_bot("random")}))
>>> turns[-1].after.phase, len(turns)
('over', 40)
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from ..core.action import Action
from ..core.state import OVER, GameState, current_player, step
from ..core.view import View
from .basic import Bot


@dataclass(frozen=True)
class Turn:
    """One bot's turn: the seat, its view, the action it chose, the milliseconds it took
    to choose, and the state after the action."""

    seat: int
    view: View
    action: Action
    ms: float
    after: GameState


def bot_turns(state: GameState, bots: Mapping[int, Bot]) -> Iterator[Turn]:
    """Plays from ``state`` (left as it was) while the seat to move has a bot in ``bots``."""
    s = state
    while s.phase is not OVER:
        seat = current_player(s)
        bot = bots.get(seat)
        if bot is None:
            return
        view = bot.sees(s, seat)
        start = time.perf_counter()
        action = bot.act(view)
        ms = (time.perf_counter() - start) * 1000
        s = step(s, action)  # an illegal action fails here, before any caller keeps it
        yield Turn(seat, view, action, ms, s)


def play_to_end(state: GameState, bots: Mapping[int, Bot]) -> tuple[GameState, list[Turn]]:
    """The final state of a deal played by bots at every seat, and every turn taken."""
    turns = list(bot_turns(state, bots))
    final = turns[-1].after if turns else state
    if final.phase is not OVER:
        raise ValueError("a seat without a bot is to move")
    return final, turns
