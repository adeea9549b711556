"""What one seat may see of a hand: the only thing bots and pages read.

A seat sees its own hand, the turned-up card (unless the rules keep it face down,
Brisca Cubierta), how many cards the stock holds, every card played and who took each
trick, how many cards each seat has captured, and the cards whose place became known to
all: a turned-up card taken by an exchange or drawn in the last round, and the 7 or 2
put in its place. Nothing in a view depends on cards the seat cannot see.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .rules import Rules
from .state import GameState, Trick, current_player, legal_actions


@dataclass(frozen=True, slots=True)
class View:
    seat: int
    rules: Rules
    hand: tuple[Card, ...]
    trump_card: Card | None  # the turned-up card, when it lies face up under the stock
    trump_suit: str | None  # None while Cubierta hides it
    stock_count: int  # face-down cards plus the turned-up card, if still there
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    captured_counts: tuple[int, ...]  # per seat
    known: tuple[tuple[Card, ...], ...]  # per seat: cards all know to be in that hand
    hand_sizes: tuple[int, ...]
    to_move: int | None
    legal: tuple  # actions open to this seat now (empty when it is not its turn)
    phase: str
    exchanges: tuple = ()  # every exchange made (seat, given, taken), seen by all
    trump_taker: int | None = None  # who drew the turned-up card, once it is drawn
    turned_up: Card | None = None  # the turned-up card, under the stock or drawn, unless Cubierta hides it

    @property
    def points(self) -> tuple[int, ...]:
        """Points captured per seat, as anyone who counts the tricks knows them."""
        out = [0] * self.rules.players
        for t in self.tricks:
            out[t.winner] += t.points
        return tuple(out)

    @property
    def own_side_points(self) -> int:
        """Points captured by this seat's side (the seat, or its team)."""
        side = self.rules.side_of(self.seat)
        return sum(p for seat, p in enumerate(self.points) if self.rules.side_of(seat) == side)

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card seen on the table, in order, the current trick included."""
        return tuple(c for t in self.tricks for c in t.cards) + self.trick


def known_cards(s: GameState) -> tuple[tuple[Card, ...], ...]:
    """Per seat, the cards every seat knows it holds (and has not played yet)."""
    known: list[list[Card]] = [[] for _ in range(s.rules.players)]
    for made in s.exchanges:
        known[made.seat].append(made.taken)
    if s.trump_taker is not None and s.rules.trump_visible:
        known[s.trump_taker].append(s.trump_card)
    return tuple(tuple(c for c in cards if c in s.hands[seat]) for seat, cards in enumerate(known))


def _trump_suit_seen(s: GameState, seat: int) -> str | None:
    if s.rules.trump_visible or s.trump_taker == seat:
        return s.trump_suit
    for t in s.tricks:  # a trick taken by a card of another suit than the one led shows trump
        won_with = t.cards[(t.winner - t.leader) % s.rules.players]
        if won_with.suit != t.cards[0].suit:
            return won_with.suit
    return None


def observe(s: GameState, seat: int) -> View:
    n = s.rules.players
    captured = [0] * n
    for t in s.tricks:
        captured[t.winner] += len(t.cards)
    to_move = current_player(s)
    return View(
        seat=seat, rules=s.rules, hand=s.hands[seat],
        trump_card=s.trump_card if s.rules.trump_visible and s.trump_taker is None else None,
        trump_suit=_trump_suit_seen(s, seat),
        stock_count=len(s.stock) + (s.trump_taker is None),
        leader=s.leader, trick=s.trick, tricks=s.tricks, captured_counts=tuple(captured),
        known=known_cards(s), hand_sizes=tuple(len(h) for h in s.hands), to_move=to_move,
        legal=legal_actions(s) if to_move == seat else (), phase=s.phase,
        exchanges=s.exchanges, trump_taker=s.trump_taker,
        turned_up=s.trump_card if s.rules.trump_visible or s.trump_taker == seat else None,
    )
