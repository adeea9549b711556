"""What a bot tells its partners: the signals of its table that are true of its hand.

A bot makes, on its turn and before its card, each statement its table allows and that its
partners do not know yet: a trump it holds (once: the partners know it is there until they see
it played, ``core.signals.told``), "no trumps" and "an ace or three of another suit" on every
trick they are true (the hand changes with every draw, so each tells something new). It never
makes the request ("play a king, knight or jack"): when to ask is a matter of judgement the
bots do not have yet. Its partners read the statements through their sampled worlds
(``determinize.Worlds``): a signal is worth what the look-ahead makes of it.

A bot made with the ``-mute`` suffix (``make_bot("expert-mute")``) signals nothing, so the arena
can pit a pair that signals against one that does not at the same table.
"""

from __future__ import annotations

from ..core.action import Action
from ..core.signals import HOLDS, SIGNS
from ..core.view import View

MUTE = "-mute"


def announced(view: View) -> frozenset:
    """The trumps this seat has said it holds and still holds: its partners know them."""
    trump = view.trump_suit
    said = set()
    for made in view.signals:
        if made.seat == view.seat and SIGNS[made.sign].kind == HOLDS:
            said |= SIGNS[made.sign].cards(trump)
    return frozenset(said & set(view.hand))


def sign_to_make(view: View) -> Action | None:
    """The next signal to make now, or None once everything worth saying is said."""
    if not view.signs:
        return None
    known = announced(view)
    for action in view.signs:
        sign = SIGNS[action.sign]
        if sign.is_request or (sign.kind == HOLDS and sign.cards(view.trump_suit) <= known):
            continue
        return action
    return None
