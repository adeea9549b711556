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
from .signalling import MUTE

LEVELS = ("easy", "normal", "hard")  # the app's levels, each a bot (``level_bot``)
EASY_NOISE = 0.35  # how often the easy bot plays a card at random
BOTS = {"random": RandomBot, "greedy": GreedyBot, "heuristic": HeuristicBot, "expert": ExpertBot}


class UnknownBotError(BriscaError):
    """A bot name that is not one of ``BOTS``."""

    family = "bot"

    def __init__(self, name: str):
        super().__init__("unknown_bot", name=name, known=bot_names())


def bot_names() -> list[str]:
    """Every name ``make_bot`` takes: each bot, and each with ``-mute`` (no signals)."""
    return [*BOTS, *(name + MUTE for name in BOTS)]


def make_bot(name: str, seed: int = 0) -> Bot:
    """The bot called ``name``; ``<name>-mute`` is the same bot making no signals."""
    mute = isinstance(name, str) and name.endswith(MUTE)
    try:
        bot = BOTS[name.removesuffix(MUTE) if mute else name](seed)
    except (KeyError, TypeError):
        raise UnknownBotError(name) from None
    if mute:
        bot.signals = False
    return bot


__all__ = ["BOTS", "Bot", "bot_names", "ExpertBot", "GreedyBot", "HeuristicBot", "RandomBot", "make_bot",
           "UnknownBotError"]


def level_bot(level: str, seed: int) -> Bot:
    """The bot of one of the app's levels: the expert for hard, the sources' advice for normal,
    and for easy the same advice with a card at random now and then."""
    if level == "hard":
        return ExpertBot(seed)
    bot = HeuristicBot(seed)
    bot.noise = EASY_NOISE if level == "easy" else 0.0
    return bot
