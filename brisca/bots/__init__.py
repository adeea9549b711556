"""Bots of four strengths that play from a seat's view only.

>>> from brisca.core.record import deal
>>> from brisca.core.view import observe
>>> state = deal("000", seed=1).start()
>>> bot = make_bot("greedy", seed=1)
>>> bot.choose(observe(state, state.leader)).card in state.hands[state.leader]
True
"""

from __future__ import annotations

from ..core.errors import BriscaError
from .basic import Bot, GreedyBot, HeuristicBot, RandomBot
from .expert import ExpertBot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "heuristic": HeuristicBot, "expert": ExpertBot}


class UnknownBotError(BriscaError):
    """A bot name that is not one of ``BOTS``."""

    family = "bot"

    def __init__(self, name: str):
        super().__init__("unknown_bot", name=name, known=list(BOTS))


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise UnknownBotError(name) from None


__all__ = ["BOTS", "Bot", "ExpertBot", "GreedyBot", "HeuristicBot", "RandomBot", "make_bot", "UnknownBotError"]
