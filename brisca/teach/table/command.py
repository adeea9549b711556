"""One command type for everything a seat can ask of the table, with one text form.

A command is an action of the deal (``brisca.core.action.Action``: a card played, an
exchange, a declined exchange, a signal) or one of the table's controls: taking one's last
move back, resigning, dealing the next deal of the match, asking for a hint, a rematch at a
friends' table once its match is over (``table.friends``). Its ``code`` is
what the board sends when clicked and what ``Command.parse`` reads back, as ``Action.code``
and ``Action.parse`` do for actions: an action is written as its own code, a control as its
name. What a command did comes back as ``Acted`` (``entry.act``): the game after it, and the
coach's ``Hint`` when one was asked for.

>>> Command.parse("1O").action.code, Command.parse("take_back") == TAKE_BACK
('1O', True)
>>> [Command.parse(c).code for c in ("exchange:7e", "hint", "signal:no_trumps")]
['exchange:7E', 'hint', 'signal:no_trumps']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from brisca.core.action import MAX_CODE, Action, ActionError
from brisca.core.errors import BriscaError

if TYPE_CHECKING:
    from .game import Game

CONTROLS = ("take_back", "resign", "next_deal", "hint", "rematch")


class CommandError(BriscaError):
    """Text that is not a command of the table (``code``: ``not_text``, ``too_long`` or
    ``unknown``). The text itself is kept out of the facts: it came from outside, and a
    message never shows it back."""

    family = "command"


@dataclass(frozen=True, slots=True)
class Command:
    """An action of the deal, or a control (``CONTROLS``): exactly one of the two."""

    action: Action | None = None
    control: str | None = None

    def __post_init__(self) -> None:
        if (self.action is None) == (self.control is None):
            raise CommandError("unknown")
        if self.action is not None and not isinstance(self.action, Action):
            raise CommandError("unknown")
        if self.control is not None and self.control not in CONTROLS:
            raise CommandError("unknown")

    @staticmethod
    def of(action: Action) -> Command:
        return Command(action=action)

    @property
    def code(self) -> str:
        return self.action.code if self.action is not None else self.control

    @staticmethod
    def parse(text: object) -> Command:
        """A command from its code (an action's code in any form ``Action.parse`` reads, or
        a control's name); ``CommandError`` for anything else."""
        if not isinstance(text, str):
            raise CommandError("not_text")
        if len(text) > MAX_CODE:
            raise CommandError("too_long")
        folded = text.strip().lower()
        if folded in CONTROLS:
            return _CONTROLS[folded]
        try:
            return Command(action=Action.parse(text))
        except ActionError:
            raise CommandError("unknown") from None

    def __str__(self) -> str:
        return self.code


_CONTROLS = {name: Command(control=name) for name in CONTROLS}
TAKE_BACK, RESIGN, NEXT_DEAL, HINT, REMATCH = (_CONTROLS[name] for name in CONTROLS)


@dataclass(frozen=True)
class Hint:
    """The coach's hint: every legal move valued (best first) and why the best beats the next."""

    evals: tuple
    why: tuple


@dataclass(frozen=True)
class Acted:
    """What a command did: the game after it, and the hint if one was asked for."""

    game: Game
    hint: Hint | None = None
