"""Briscola chiamata: five players, an auction, a called card and a hidden partner.

003 names it («el mayor pujador llama a una carta específica; el que tiene esa carta se
convierte en el compañero del pujador») and leaves the rest open; the app plays the Italian
game's usual rules (``Rules(partner="called")``; the README's readings say each beside 003's
words):

1. The whole deck is dealt, eight cards each; no stock and no turned-up card.
2. The auction opens on the dealer's right and goes round. Each bid names a rank, stronger
   bids lower in ``RANK_BIDS`` (ace, three, king, knight, jack, 7…2: calling the 7 says one
   holds the cards above it); below the 2 bids go on in points, 61 to 120
   (``Rules.call_bids``). A pass leaves the auction for good. When all but one have passed,
   that one is the caller; if everybody passes, nobody plays the deal (it is annulled).
3. The caller names one card of the rank bid (the 2 for a points bid), of any suit, even its
   own (it then plays alone against four): its suit is trump, and whoever holds it is the
   caller's partner, known only to itself until the card is played.
4. The seat that opened the auction leads the first trick; the tricks go as in any Brisca.
   The caller's side needs 61, or the points it bid (``brisca.core.outcome`` settles it).

All of a ``Call`` is public (the bids, the contract, the card called); who the partner is
lives only in the hands, so a view never holds it (``partner``); a view knows what its seat may
know of it (``Call.sides_known``, asked by ``View.sides_known``).

>>> from brisca.core.record import deal
>>> from brisca.core.action import Action
>>> s = deal("003-chiamata", seed=1).start()
>>> s.phase, len(s.hands[0]), s.call.to_move
('auction', 8, 0)
>>> for code in ("rank:1", "rank:3", "pass", "pass", "pass", "pass", "call:3O"):
...     s = s.apply(Action.parse(code))
>>> s.phase, s.trump_suit, s.call.caller, s.call.goal
('play', 'O', 1, 61)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from .action import BID, CALL, PASS, PASS_KIND, RANK, RANK_BIDS, Action
from .cards import BEATS, SUITS, Card, card_of
from .phase import OVER, PLAY, IllegalMoveError

MIN_POINTS = 61  # the caller's side needs more than half the deck's 120
MAX_POINTS = 120
ORDER = {**{Action.rank(r): i for i, r in enumerate(RANK_BIDS)},
         **{Action.bid(n): len(RANK_BIDS) + n - MIN_POINTS for n in range(MIN_POINTS, MAX_POINTS + 1)}}
"""Every bid's place in the auction: a bid must stand later than the one it outbids."""


@dataclass(frozen=True, slots=True)
class Call:
    """The auction and the call of a chiamata deal, all public. ``bids`` is every turn taken
    (seat, action), passes included; ``top`` the standing bid; ``to_move`` the seat to bid or,
    the auction won, to call; ``called`` the card named."""

    first: int  # opens the auction and leads the first trick
    players: int
    points_bids: bool  # ``Rules.call_bids == "points_after_two"``
    bids: tuple[tuple[int, Action], ...] = ()
    passed: frozenset[int] = frozenset()
    top: tuple[int, Action] | None = None
    to_move: int | None = None
    called: Card | None = None

    @staticmethod
    def opening(rules, first: int) -> Call:
        return Call(first, rules.players, rules.call_bids == "points_after_two", to_move=first)

    @property
    def caller(self) -> int | None:
        """Whoever won the auction (known as soon as all the others passed)."""
        return self.top[0] if self.top is not None and len(self.passed) == self.players - 1 else None

    @property
    def calling(self) -> bool:
        """The auction is won and the caller has still to name its card."""
        return self.caller is not None and self.called is None

    @property
    def rank(self) -> int | None:
        """The rank of the card to call: the rank bid, or the 2 for a points bid."""
        if self.top is None:
            return None
        action = self.top[1]
        return action.number if action.kind is RANK else 2

    @property
    def goal(self) -> int:
        """The points the caller's side needs: 61, or the points it bid."""
        if self.top is not None and self.top[1].kind is BID:
            return self.top[1].number
        return MIN_POINTS

    # -- what the state asks (``GameState.apply``, ``legal_actions``, ``current_player``,
    # ``sides_of``): the state holds a Call and asks it, so state.py needs no import of this
    # module, nor this module of state.py: ``s`` is always the deal's ``GameState``

    def sides_in(self, s) -> tuple[tuple[int, ...], ...]:
        return sides(s)

    def holder_seen(self, view) -> int | None:
        """The seat ``view`` knows holds the called card, or played it (``View.called_partner``):
        its own seat when the card is in its hand, anyone once it is played; None before the
        call and while it cannot know."""
        if self.called is None:
            return None
        shown = played_by(view.tricks, view.trick, view.leader, self.players, self.called)
        if shown is not None:
            return shown
        return view.seat if view.seat is not None and self.called in view.hand else None

    def sides_known(self, view) -> tuple[frozenset[int], frozenset[int]]:
        """What ``view``'s seat knows of the sides (``View.sides_known``). The caller learns its
        partner when the called card is played; the partner knows from its hand; a defender knows
        the caller is against it, and its fellow defenders only when the called card shows who the
        partner is. Before the call each seat is on its own."""
        me, everyone = view.seat, frozenset(range(self.players))
        if self.called is None or me is None:
            return frozenset({me}) if me is not None else frozenset(), frozenset()
        holder = self.holder_seen(view)
        if holder is not None:
            ours = frozenset({self.caller, holder})
            return (ours, everyone - ours) if me in ours else (everyone - ours, ours)
        if me == self.caller:
            return frozenset({me}), frozenset()
        return frozenset({me}), frozenset({self.caller})  # not the caller, not holding the card: a defender

    def legal(self, s) -> tuple[Action, ...]:
        if self.calling:
            return tuple(Action.call(card_of(self.rank, suit)) for suit in SUITS)
        if self.to_move is None:
            return ()
        standing = ORDER[self.top[1]] if self.top is not None else -1
        return (PASS, *bids(self.points_bids)[standing + 1:])  # a bid's place in ``ORDER`` is its place there

    def step(self, s, action: Action):
        """Takes an auction's action in place, or refuses it with its reason."""
        problem = self.refusal(action)
        if problem is not None:
            raise IllegalMoveError(problem, action=action.code if isinstance(action, Action) else repr(action)[:40],
                                   seat=self.to_move)
        s.ply += 1
        if action.kind is CALL:
            s.call = replace(self, called=action.card, to_move=None)
            s.trump_suit = action.card.suit
            s.beats = BEATS[s.trump_suit]
            s.leader = self.first
            s.phase = PLAY
            return s
        seat = self.to_move
        passed = self.passed | {seat} if action is PASS else self.passed
        top = self.top if action is PASS else (seat, action)
        after = replace(self, bids=self.bids + ((seat, action),), passed=passed, top=top)
        left = [k for k in range(self.players) if k not in passed]
        if not left:  # everybody passed: nobody plays the deal
            s.call = replace(after, to_move=None)
            s.phase = OVER
        elif after.caller is not None:
            s.call = replace(after, to_move=after.caller)
        else:
            s.call = replace(after, to_move=next((seat + k) % self.players for k in range(1, self.players + 1)
                                                 if (seat + k) % self.players not in passed))
        return s

    def refusal(self, action: object) -> str | None:
        """Why ``action`` is not open now (a reason code), or None if it is."""
        if not isinstance(action, Action):
            return "not_an_action"
        if self.calling:
            if action.kind is not CALL:
                return "call_pending"
            return None if action.card.rank == self.rank and action.card.rank in RANK_BIDS else "call_wrong_rank"
        if action.kind is CALL:
            return "no_call_yet"
        if action.kind is PASS_KIND:
            return None
        if action.kind is BID and not self.points_bids:
            return "no_points_bids"
        if action.kind is BID and not MIN_POINTS <= action.number <= MAX_POINTS:
            return "bid_out_of_range"
        if action.kind not in (BID, RANK):
            return "auction_first"
        if self.top is not None and ORDER[action] <= ORDER[self.top[1]]:
            return "bid_too_low"
        return None


@cache
def bids(points_bids: bool) -> tuple[Action, ...]:
    """Every bid in the auction's order, the weakest first."""
    ranks = tuple(Action.rank(r) for r in RANK_BIDS)
    return ranks + tuple(Action.bid(n) for n in range(MIN_POINTS, MAX_POINTS + 1)) if points_bids else ranks


def played_by(tricks, trick, leader: int, players: int, card: Card) -> int | None:
    """The seat that played ``card`` in these tricks or the trick on the table, if one did."""
    for t in tricks:
        if card in t.cards:
            return (t.leader + t.cards.index(card)) % players
    if card in trick:
        return (leader + trick.index(card)) % players
    return None


def partner(s) -> int | None:
    """The caller's partner (the caller itself when it called its own card): whoever holds the
    called card or played it. A full state's secret: no view reads it."""
    call = s.call
    if call is None or call.called is None:
        return None
    for seat, hand in enumerate(s.hands):
        if call.called in hand:
            return seat
    return played_by(s.tricks, s.trick, s.leader, s.n, call.called)


def sides(s) -> tuple[tuple[int, ...], ...]:
    """The two sides once a card is called: the caller's (with its partner), then the
    defenders; before the call, or with nobody playing, each seat on its own."""
    call = s.call
    if call is None or call.called is None:
        return tuple((seat,) for seat in range(s.n))
    ours = tuple(sorted({call.caller, partner(s)}))
    return ours, tuple(seat for seat in range(s.n) if seat not in ours)

