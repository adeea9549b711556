"""One action type for everything a seat can do in a deal, with one text form.

An action is a card played, an exchange (giving the 7 or the 2 of trumps for the turned-up
card), a declined exchange or a partner signal. Its ``code`` is what the record, the card table, the command
line and the look-ahead all write, and ``Action.parse`` reads it back, as ``Card.code`` and
``Card.parse`` do for cards:

* ``"1O"``: play the ace of coins (a play is written as its card's code);
* ``"exchange:7E"``: give the 7 of swords for the turned-up card;
* ``"skip"``: decline the exchange offered to the winner of a trick;
* ``"signal:ace_of_trumps"``: make a sign to one's partners (``brisca.core.signals``).

There is one object per action (``Action.play(card)`` looks it up), so actions compare and
hash as cheaply as cards, and they pickle back to the same object.

>>> from brisca.core.cards import Card
>>> Action.parse("1O") is Action.play(Card.parse("1O"))
True
>>> Action.parse("exchange:7e").code
'exchange:7E'
>>> [a.kind for a in (Action.parse("skip"), Action.parse("as de oros"), Action.parse("signal:no_trumps"))]
['skip', 'play', 'signal']
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CARDS, Card, CardError, parse_card
from .errors import BriscaError
from .signals import SIGNS

PLAY, EXCHANGE, SKIP_KIND, SIGNAL = "play", "exchange", "skip", "signal"
KINDS = (PLAY, EXCHANGE, SKIP_KIND, SIGNAL)
MAX_CODE = 40  # longer text is no action: a code is at most "exchange:" and a card's name


class ActionError(BriscaError):
    """Text that is not an action; ``problem`` says why, ``text`` is what was read."""

    family = "action"

    def __init__(self, text: str, problem: str, **facts: object):
        super().__init__(problem, text=text, **facts)
        self.text = text
        self.problem = problem


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """What a seat does: ``kind`` is ``"play"``, ``"exchange"``, ``"skip"`` or ``"signal"``;
    ``card`` is the card played or given (``None`` for a skip or a signal); ``sign`` the sign
    made (``None`` but for a signal). Made only through ``play``, ``exchange``, ``signal``,
    ``SKIP`` and ``parse``: one object per action, so ``==`` is identity."""

    kind: str
    card: Card | None = None
    sign: str | None = None

    @staticmethod
    def play(card: Card) -> Action:
        return PLAYS[card]

    @staticmethod
    def exchange(card: Card) -> Action:
        return _EXCHANGES[card]

    @staticmethod
    def signal(sign: str) -> Action:
        return _SIGNALS[sign]

    @property
    def is_play(self) -> bool:
        return self.kind is PLAY

    @property
    def code(self) -> str:
        if self.kind is PLAY:
            return self.card.code
        if self.kind is EXCHANGE:
            return f"exchange:{self.card.code}"
        if self.kind is SIGNAL:
            return f"signal:{self.sign}"
        return self.kind

    @staticmethod
    def parse(text: object) -> Action:
        """An action from its code (a card may also be named: ``"as de oros"``)."""
        if not isinstance(text, str):
            raise ActionError(repr(text)[:MAX_CODE], "not_text")
        if len(text) > MAX_CODE:
            raise ActionError(text[:MAX_CODE], "too_long")
        folded = text.strip().lower()
        if folded == SKIP_KIND:
            return SKIP
        kind, sep, rest = folded.partition(":")
        try:
            if not sep:
                return PLAYS[parse_card(text)]
            if kind == EXCHANGE:
                card = parse_card(rest)
                if card not in _EXCHANGES:
                    raise ActionError(text, "not_an_exchange_card", card=card)
                return _EXCHANGES[card]
            if kind == SIGNAL:
                if rest.strip() not in _SIGNALS:
                    raise ActionError(text, "unknown_sign")
                return _SIGNALS[rest.strip()]
        except CardError as e:
            raise ActionError(text, "bad_card", card=e.text, card_problem=e.problem) from None
        raise ActionError(text, "unknown_kind")

    def __reduce__(self):
        return (Action.parse, (self.code,))

    def __repr__(self) -> str:
        return f"Action.parse({self.code!r})"

    def __str__(self) -> str:
        return self.code


PLAYS: tuple[Action, ...] = tuple(Action(PLAY, c) for c in CARDS)
"""The play of each card, by card number: ``PLAYS[card]`` is ``Action.play(card)``."""
_EXCHANGES: dict[Card, Action] = {c: Action(EXCHANGE, c) for c in CARDS if c.rank in (7, 2)}
SKIP = Action(SKIP_KIND)
_SIGNALS: dict[str, Action] = {sign: Action(SIGNAL, sign=sign) for sign in SIGNS}
