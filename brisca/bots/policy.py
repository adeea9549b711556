"""Card choices shared by the bots: what a card costs to throw or to win with, and the fast
playout policy the search uses inside a sampled world.

"Cheap" to throw means few points given away, then not a trump, then weak. "Cheap" to win
with means not a trump (a higher card of the suit led costs nothing), then weak.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.cards import ALL_CARDS, SUITS, Card, beats
from ..core.state import OVER, PLAY, GameState, current_player, legal_actions, play_card, side_points, step
from ..core.trick import winning_position


def throw_key(card: Card, trump: str | None):
    return (card.points, card.suit == trump, card.strength)


def win_key(card: Card, trump: str | None):
    return (card.suit == trump, card.strength, card.points)


def _ranks(key) -> dict:
    """Per trump suit, every card's rank under ``key`` as one int: ``min`` then runs in C."""
    out = {}
    for trump in (None, *SUITS):
        ordered = sorted(ALL_CARDS.values(), key=lambda c: (key(c, trump), c.index))
        out[trump] = {c: i for i, c in enumerate(ordered)}
    return out


Chance = Callable[[], float]  # uniform draws in [0, 1): the random slips of a playout

THROW_RANK = _ranks(throw_key)
WIN_RANK = _ranks(win_key)


def cheapest(cards, trump: str | None) -> Card:
    return min(cards, key=THROW_RANK[trump].__getitem__)


def cheapest_winner(cards, holder: Card, trump: str | None) -> Card | None:
    winners = [c for c in cards if beats(c, holder, trump)]
    return min(winners, key=WIN_RANK[trump].__getitem__) if winners else None


def greedy_card(hand, trick, trump: str | None, partner_winning: bool) -> Card:
    """The greedy rule: lead the cheapest card; when following, win as cheaply as possible
    when there are points to take, otherwise throw the cheapest card."""
    if not trick or partner_winning:
        return cheapest(hand, trump)
    if sum(c.points for c in trick) > 0:
        winner = cheapest_winner(hand, trick[winning_position(trick, trump)], trump)
        if winner is not None:
            return winner
    return cheapest(hand, trump)


def playout_choice(hand, trick, trump: str | None, partner_winning: bool = False) -> Card:
    """The playout policy: greedy, but a trump is spent only on a trick worth 3 or more, and
    the ace or three of trumps only on 10 or more."""
    if not trick or partner_winning:
        return cheapest(hand, trump)
    holder = trick[winning_position(trick, trump)]
    points = 0
    for c in trick:
        points += c.points
    best = None
    rank = WIN_RANK[trump]
    led = holder.suit
    for c in hand:
        if c.suit == led:  # ``beats`` written out: this loop runs millions of times
            if c.strength <= holder.strength:
                continue
        elif c.suit != trump or points < 3 or (c.points >= 10 and points < 10):
            continue  # another suit cannot win; a trump is kept for a trick worth it
        if best is None or rank[c] < rank[best]:
            best = c
    if best is not None and (points > 0 or best.suit != trump):
        return best
    return cheapest(hand, trump)


def playout_card(s: GameState) -> Card:
    """``playout_choice`` for the seat to move in a full state."""
    n = s.rules.players
    seat = (s.leader + len(s.trick)) % n
    partner = bool(s.trick) and s.rules.teams and (s.leader + winning_position(s.trick, s.trump_suit)) % 2 == seat % 2
    return playout_choice(s.hands[seat], s.trick, s.trump_suit, partner)


def at_endgame(s: GameState) -> bool:
    """Two players, the stock gone and the table clear: every card's place is known."""
    return s.rules.players == 2 and s.trump_taker is not None and not s.trick and s.phase is PLAY


def playout(s: GameState, until_endgame: bool = False, slip: float = 0.0, chance: Chance | None = None,
            seat: int = 0) -> GameState:
    """Plays the hand out with ``playout_card`` (exchanges made when they pay), or only up to
    the endgame that ``search.endgame`` solves exactly. The side not ``seat``'s plays a random
    card with probability ``slip``, drawing from ``chance`` as ``rollout.fast_margin`` does."""
    if not slip:
        chance = None
    mine = s.rules.side_of(seat)

    def card(s: GameState) -> Card:
        mover = current_player(s)
        if chance is not None and s.rules.side_of(mover) != mine and chance() < slip:
            hand = s.hands[mover]
            return hand[int(chance() * len(hand))]
        return playout_card(s)

    while s.phase is not OVER:
        if until_endgame and at_endgame(s):
            return s
        if s.phase is PLAY and s.rules.exchange == "none":
            s = play_card(s, card(s))
            continue
        actions = legal_actions(s)
        swaps = [a for a in actions if not isinstance(a, Card) and getattr(a, "card", None) is not None]
        if swaps and swaps[0].card.strength < s.trump_card.strength:
            s = step(s, swaps[0])
        elif s.phase is PLAY:
            s = play_card(s, card(s))
        else:
            s = step(s, actions[-1])  # decline
    return s


def margin_for(s: GameState, seat: int) -> int:
    """Points of ``seat``'s side minus the best other side's, at the end of a hand."""
    sides = side_points(s)
    mine = s.rules.side_of(seat)
    return sides[mine] - max(p for i, p in enumerate(sides) if i != mine)
