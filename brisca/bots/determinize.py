"""Sampling the cards a seat cannot see, consistently with its view.

A bot never reads a ``GameState``: it reads a ``View`` and, to look ahead, deals the
hidden cards again at random (``determinize``). Every world it builds agrees with all
the view shows: its own hand, the cards played, the turned-up card, the known cards in
other hands and every hand size.
"""

from __future__ import annotations

import random

from ..core.cards import Card
from ..core.rules import deck_cards
from ..core.state import GameState
from ..core.view import View


def unseen_cards(view: View) -> list[Card]:
    """Cards whose place the seat does not know, in a stable order."""
    seen = set(view.hand) | set(view.played)
    for known in view.known:
        seen.update(known)
    if view.turned_up is not None:  # under the stock, or drawn: its place is known either way
        seen.add(view.turned_up)
    return [c for c in deck_cards(view.rules) if c not in seen]


def determinize(view: View, rng: random.Random) -> GameState:
    """A full state the view could come from, the hidden cards dealt at random."""
    n = view.rules.players
    hidden = unseen_cards(view)
    rng.shuffle(hidden)
    trump_under_stock = view.trump_taker is None
    trump_card = view.turned_up
    if trump_under_stock and trump_card is None:  # Brisca Cubierta: the turned-up card is hidden
        # and no trump has been played yet (that would have shown it): not a played card's suit
        played = {c.suit for c in view.played}
        choices = [c for c in hidden if c.suit not in played]
        trump_card = choices[0] if choices else hidden[0]
        hidden.remove(trump_card)
    hands = []
    for seat in range(n):
        if seat == view.seat:
            hands.append(view.hand)
            continue
        need = view.hand_sizes[seat] - len(view.known[seat])
        hands.append(view.known[seat] + tuple(hidden[:need]))
        hidden = hidden[need:]
    stock = tuple(hidden)
    trump_suit = view.trump_suit or trump_card.suit
    if trump_card is None:  # drawn, face down, by someone else: any card of its suit stands for it
        trump_card = next((c for h in hands for c in h if c.suit == trump_suit), view.hand[0] if view.hand else None)
    return GameState(view.rules, tuple(hands), stock, trump_card, trump_suit, view.leader, view.trick,
                     view.points, view.tricks, view.exchanges, view.phase, view.trump_taker, 0)
