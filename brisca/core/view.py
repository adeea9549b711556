"""What one seat may see of a deal: the only thing bots and pages read.

A seat sees its own hand, the turned-up card (in Brisca Cubierta it lies face down until
the first trump is played, led or not), how many cards the stock holds, every card played and who took each
trick, how many cards each seat has captured, and the cards whose place became known to
all: a turned-up card taken by an exchange or drawn in the last round, and the 7 or 2
put in its place; and the partner signals it may see: its own and its partners', and the other
side's only where the rules make them in the open (``Rules.signals_seen``). Under Briscola
chiamata the auction and the card called are public (``View.call``); who holds the called card
is not, so a view says who the partner is only to the partner itself, and to all once the card
is played (``View.sides_known`` answers what a seat knows of the sides, at every table). Under
Subastada a seat sees every bid and pass, the trump once named, every marriage sung (its cards,
still in the singer's hand, are known cards), and the stock's last card only when it lies face
up (``Rules.last_card``) or it drew it. Nothing in a view depends
on cards the seat cannot see, nor on signals it does not see.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, deck_cards
from .rules import Rules
from .signals import SignalMade, seen_by
from .state import AUCTION, NAMING, GameState, Trick, current_player, legal_actions, signal_options
from .subastada import marriage_cards


@dataclass(frozen=True, slots=True)
class View:
    seat: int | None  # None: an onlooker's view (``public_view``), no seat's
    rules: Rules
    hand: tuple[Card, ...]
    turned_up: Card | None  # the turned-up card as this seat knows it (Cubierta may hide it)
    turned_up_taker: int | None  # who drew the turned-up card; None while it lies under the stock
    trump_suit: str | None  # None while Cubierta hides it
    face_down: int  # cards face down in the stock (the turned-up card under them not counted)
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
    ply: int = 0  # plays, exchanges and skips so far in the deal (signals are not counted)
    signals: tuple[SignalMade, ...] = ()  # the signals this seat saw, in order
    signs: tuple = ()  # the signals open to this seat now, besides ``legal`` (``state.signal_options``)
    goal: tuple[int, ...] | None = None  # Rematada: per side, the points that end the match in this deal (public)
    call: object = None  # chiamata: the auction, the contract and the card called (``chiamata.Call``, public)
    auction: object = None  # Subastada: its auction, asked as the state asks it (``subastada.Auction``)
    bids: tuple = ()  # Subastada: every bid and pass (``subastada.BidMade``), public
    sung: tuple = ()  # Subastada: every marriage sung (``subastada.Sung``), public

    @property
    def turned_up_on_table(self) -> Card | None:
        """The turned-up card while it lies face up under the stock."""
        return self.turned_up if self.turned_up_taker is None else None

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
    def sides_known(self) -> tuple[frozenset[int], frozenset[int]]:
        """The seats this seat knows are with it (itself included), and those it knows are against
        it, at every table: the rules' sides, or under chiamata what the seat may know of the hidden
        partner (``chiamata.Call.sides_known``); a seat in neither is one it cannot place yet. An
        onlooker's view places nobody."""
        if self.seat is None:
            return frozenset(), frozenset()
        if self.call is not None:
            return self.call.sides_known(self)
        rules, everyone = self.rules, range(self.rules.players)
        mine = rules.side_of(self.seat)
        ours = frozenset(k for k in everyone if rules.side_of(k) == mine)
        return ours, frozenset(everyone) - ours

    @property
    def partners(self) -> frozenset[int]:
        """The seats this seat knows are with it, itself included (``sides_known``)."""
        return self.sides_known[0]

    @property
    def rivals(self) -> frozenset[int]:
        """The seats this seat knows are against it (``sides_known``)."""
        return self.sides_known[1]

    @property
    def called_partner(self) -> int | None:
        """Under chiamata, the seat this view knows holds or played the called card (the caller's
        partner, or the caller itself gone alone): None while it cannot know, and at other tables."""
        return self.call.holder_seen(self) if self.call is not None else None

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card seen on the table, in order, the current trick included."""
        return tuple(c for t in self.tricks for c in t.cards) + self.trick


def unseen_cards(view: View) -> list[Card]:
    """Cards whose place the seat does not know (in a hand it cannot see, or in the stock), in
    the deck's order."""
    seen = set(view.hand) | set(view.played)
    for known in view.known:
        seen.update(known)
    if view.turned_up is not None:  # under the stock, or drawn: its place is known either way
        seen.add(view.turned_up)
    return [c for c in deck_cards(view.rules) if c not in seen]


def turned_up_shown(s: GameState) -> bool:
    """Whether the turned-up card is face up for all: always, except in Brisca Cubierta
    (003), where it is shown when the first trump is played, led or not; and in Subastada,
    where the stock's last card decides nothing, as ``Rules.last_card`` says."""
    if s.rules.auction != "none":
        return s.rules.last_card == "shown"
    if s.rules.trump_visible:
        return True
    trump = s.trump_suit
    return any(c.suit == trump for c in s.trick) or any(c.suit == trump for t in s.tricks for c in t.cards)


def known_cards(s: GameState) -> tuple[tuple[Card, ...], ...]:
    """Per seat, the cards every seat knows it holds (and has not played yet), each once: under
    the rules page's exchanges one card can be taken, given back and taken again."""
    known: list[dict[Card, None]] = [{} for _ in range(s.rules.players)]
    for made in s.exchanges:
        known[made.seat][made.taken] = None
    for sung in s.sung:  # a marriage sung is shown: its two cards are in the singer's hand
        for card in marriage_cards(sung.suit):
            known[sung.seat][card] = None
    if s.turned_up_taker is not None and turned_up_shown(s):
        known[s.turned_up_taker][s.turned_up] = None
    return tuple(tuple(c for c in cards if c in s.hands[seat]) for seat, cards in enumerate(known))


def captured_counts(s: GameState) -> tuple[int, ...]:
    """How many cards each seat has taken in tricks (seen by all)."""
    captured = [0] * s.n
    for t in s.tricks:
        captured[t.winner] += len(t.cards)
    return tuple(captured)


def trump_seen(s: GameState, seat: int | None) -> str | None:
    """The trump suit as ``seat`` knows it (None for an onlooker's view): hidden while
    Cubierta's turned-up card lies face down, unless the seat drew it; under Subastada, known
    to all once named."""
    if s.rules.auction != "none":
        return None if s.phase is AUCTION or s.phase is NAMING else s.trump_suit
    return s.trump_suit if turned_up_shown(s) or (seat is not None and s.turned_up_taker == seat) else None


def observe(s: GameState, seat: int) -> View:
    to_move = current_player(s)
    shown = turned_up_shown(s)
    return View(
        seat=seat, rules=s.rules, hand=tuple(s.hands[seat]),
        turned_up=s.turned_up if shown or s.turned_up_taker == seat else None, turned_up_taker=s.turned_up_taker,
        trump_suit=trump_seen(s, seat),
        face_down=len(s.stock_order) - s.drawn,
        leader=s.leader, trick=tuple(s.trick), tricks=tuple(s.tricks), captured_counts=captured_counts(s),
        known=known_cards(s), hand_sizes=tuple(len(h) for h in s.hands), to_move=to_move,
        legal=legal_actions(s) if to_move == seat else (), phase=s.phase,
        exchanges=tuple(s.exchanges), ply=s.ply,
        signals=tuple(m for m in s.signals if seen_by(s.rules, m, seat)) if s.signals else (),
        signs=signal_options(s, seat) if to_move == seat and s.rules.signals != "none" else (),
        goal=s.goal, call=s.call, auction=s.auction, bids=s.bids, sung=s.sung,
    )


def public_view(s: GameState) -> View:
    """What an onlooker may see: only what every seat sees. No hand, the turned-up card only
    while it is face up for all, no action open to it, and only the signals every seat saw
    (those made in the open)."""
    shown = turned_up_shown(s)
    return View(
        seat=None, rules=s.rules, hand=(), turned_up=s.turned_up if shown else None,
        turned_up_taker=s.turned_up_taker, trump_suit=trump_seen(s, None),
        face_down=len(s.stock_order) - s.drawn,
        leader=s.leader, trick=tuple(s.trick), tricks=tuple(s.tricks), captured_counts=captured_counts(s),
        known=known_cards(s), hand_sizes=tuple(len(h) for h in s.hands), to_move=current_player(s),
        legal=(), phase=s.phase, exchanges=tuple(s.exchanges), ply=s.ply,
        signals=tuple(m for m in s.signals if all(seen_by(s.rules, m, k) for k in range(s.n))),
        goal=s.goal, call=s.call, auction=s.auction, bids=s.bids, sung=s.sung,
    )
