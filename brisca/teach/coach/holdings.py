"""What a view tells of the other hands, as the coach's ideas speak of it: who still plays to the
trick, with the seat or against it (the view's ``partners`` and ``rivals``), the cards each other
seat may hold (the ones it is known to hold, from the view's ``known``: a turned-up card drawn or
taken by an exchange, a marriage sung; and any card whose place the seat does not know), and so
what may still beat a card in the trick being played.

Every idea that says "for sure", "still out" or "cannot" reads these, so a card known to be in a
hand is never forgotten (a rival that drew the turned-up trump can trump).
"""

from __future__ import annotations

from brisca.core.cards import Card, beats
from brisca.core.trick import winning_position
from brisca.core.view import View, unseen_cards


def still_to_play(view: View) -> list[int]:
    """The seats that play to the trick being played after the view's seat, in order."""
    n = view.rules.players
    return [(view.seat + k) % n for k in range(1, n - len(view.trick))]


def rivals_after(view: View) -> list[int]:
    """The seats still to play to this trick that may be against the seat (not known partners)."""
    ours = view.partners
    return [s for s in still_to_play(view) if s not in ours]


def known_rival_after(view: View) -> bool:
    """Whether a seat known to be against the seat still plays to this trick."""
    theirs = view.rivals
    return any(s in theirs for s in still_to_play(view))


def partner_may_play_after(view: View) -> bool:
    """Whether a seat still to play to this trick may be the seat's partner: one not known to be
    against it (under chiamata, a seat not yet placed may be)."""
    theirs = view.rivals
    return any(s not in theirs for s in still_to_play(view))


def may_hold(view: View, seat: int) -> list[Card]:
    """The cards ``seat`` (another than the view's) may hold: those it is known to hold, and,
    while part of its hand is unknown, every card whose place the view does not know."""
    known = list(view.known[seat])
    return known + (unseen_cards(view) if view.hand_sizes[seat] > len(known) else [])


def still_out(view: View) -> list[Card]:
    """The cards not played yet and not in the seat's hand: in other hands (known or not), in
    the stock, or the turned-up card still under it."""
    out = unseen_cards(view) + [c for seat, cards in enumerate(view.known) if seat != view.seat for c in cards]
    if view.turned_up_on_table is not None:
        out.append(view.turned_up_on_table)
    return list(dict.fromkeys(out))


def trick_winner(view: View) -> Card | None:
    """The card winning the trick being played so far."""
    return view.trick[winning_position(view.trick, view.trump_suit)] if view.trick else None


def winner_seat(view: View) -> int | None:
    """The seat whose card wins the trick being played so far."""
    if not view.trick:
        return None
    return (view.leader + winning_position(view.trick, view.trump_suit)) % view.rules.players


def may_beat(view: View, card: Card) -> bool:
    """Whether a seat that may be a rival and still plays to this trick may hold a card that
    beats ``card``."""
    trump = view.trump_suit
    return any(beats(c, card, trump) for seat in rivals_after(view) for c in may_hold(view, seat))


def takes_for_sure(view: View, card: Card) -> bool:
    """Whether ``card`` played now takes the trick for the seat's side whatever the other hands
    hold: it beats the table, and no rival still to play may hold a card that beats it."""
    holder = trick_winner(view)
    if holder is not None and not beats(card, holder, view.trump_suit):
        return False
    return not may_beat(view, card)


def rival_may_hold_trump(view: View) -> bool:
    """Whether a seat that may be against the seat may hold a trump now."""
    ours = view.partners
    trump = view.trump_suit
    return trump is not None and any(c.suit == trump for seat in range(view.rules.players) if seat not in ours
                                     for c in may_hold(view, seat))
