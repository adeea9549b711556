"""Who wins a trick, and why, as reason codes with their facts.

The rule: if any trump was played the highest trump wins; otherwise the highest card of
the suit led. A card of another suit never wins. The engine writes no sentences:
``brisca.text`` turns each ``Reason`` into Spanish or English.

>>> from brisca.core.cards import parse_cards
>>> r = resolve_trick(parse_cards(["1O", "2E"]), trump="E")
>>> r.position, r.card.code, r.points, r.reason.code
(1, '2E', 11, 'only_trump')
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import BEATS, Card, beats
from .errors import BriscaError

PLAY_REASONS = ("leads", "leads_trump", "trump_cuts", "higher_trump", "higher_of_suit_led",
                "lower_trump", "lower_of_suit_led", "suit_led_under_trump", "off_suit", "off_suit_trump_led")
WIN_REASONS = ("only_trump", "highest_trump", "highest_of_suit_led")


class TrickError(BriscaError):
    """A trick that cannot be resolved: no cards, or a card twice."""

    family = "trick"


@dataclass(frozen=True, slots=True)
class Reason:
    """A reason code and the facts it speaks of (cards, suits, positions, points)."""

    code: str
    facts: dict = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One play of the trick: the card, what it did, and who was winning after it."""

    position: int
    card: Card
    reason: Reason
    winning: int  # position in play order of the card winning after this play


@dataclass(frozen=True, slots=True)
class TrickResult:
    cards: tuple[Card, ...]
    trump: str | None
    position: int  # of the winning card, in play order (``Trick.winner`` is a seat)
    points: int
    plays: tuple[TrickPlay, ...]
    reason: Reason  # why the winning card won, once every card is down

    @property
    def card(self) -> Card:
        return self.cards[self.position]


def winning_position(cards, trump: str | None) -> int:
    """Position of the winning card: the fast path used by the game and the bots."""
    lookup = BEATS[trump]
    best = 0
    top = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if lookup[top * 48 + c]:
            best, top = i, c
    return best


def _explain_play(card: Card, holder: Card, led: str, trump: str | None) -> str:
    if beats(card, holder, trump):
        if card.suit != holder.suit:
            return "trump_cuts"
        return "higher_trump" if card.suit == trump else "higher_of_suit_led"
    if card.suit == holder.suit:
        return "lower_trump" if card.suit == trump else "lower_of_suit_led"
    if card.suit == led:
        return "suit_led_under_trump"
    return "off_suit_trump_led" if led == trump else "off_suit"  # a trump led: one suit is both


def resolve_trick(cards, trump: str | None) -> TrickResult:
    """The winner of a trick (complete or not) with an explanation of every play."""
    cards = tuple(cards)
    if not cards:
        raise TrickError("empty_trick")
    if len(set(cards)) != len(cards):
        raise TrickError("repeated_card", card=next(c for c in cards if cards.count(c) > 1))
    led = cards[0].suit
    win = 0
    plays = [TrickPlay(0, cards[0], Reason("leads_trump" if led == trump else "leads",
                                      {"card": cards[0], "suit": led}), 0)]
    for i in range(1, len(cards)):
        card, holder = cards[i], cards[win]
        code = _explain_play(card, holder, led, trump)
        facts = {"card": card, "against": holder, "against_position": win,
                 "suit_led": led, "trump": trump}
        if beats(card, holder, trump):
            win = i
        plays.append(TrickPlay(i, card, Reason(code, facts), win))
    best = cards[win]
    trumps = [c for c in cards if c.suit == trump]
    if best.suit == trump and led != trump and len(trumps) == 1:
        final = Reason("only_trump", {"card": best})
    elif best.suit == trump:
        final = Reason("highest_trump", {"card": best, "trumps": len(trumps)})
    else:
        final = Reason("highest_of_suit_led", {"card": best, "suit_led": led})
    points = sum(c.points for c in cards)
    return TrickResult(cards, trump, win, points, tuple(plays), final)


@dataclass(frozen=True, slots=True)
class CardEffect:
    """What one more card would do to an incomplete trick."""

    card: Card
    takes_lead: bool
    points: int  # points on the table with this card added


def outcomes(cards, candidates, trump: str | None) -> list[CardEffect]:
    """For each candidate card, whether it would be winning the trick after it is played."""
    cards = tuple(cards)
    holder = cards[winning_position(cards, trump)] if cards else None
    base = sum(c.points for c in cards)
    return [CardEffect(c, holder is None or beats(c, holder, trump), base + c.points)
            for c in candidates if c not in cards]
