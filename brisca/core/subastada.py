"""Brisca Subastada (003): the auction for the trump suit, the marriages sung, the contract.

The guide says only that players bid for the right to choose the trump, that the highest bid
is the contract, that the bidder must take at least its bid in points or pay a penalty, and
that marriages («cantar las 40 / las 20») are sung only in this variant. The rest is the
app's reading (README, "Choices where the sources are ambiguous"), each choice a field of
``Rules`` where tables play differently:

1. Three cards each; no card is turned up to decide the trump. The card that would be lies
   at the bottom of the stock, face down (``last_card="hidden"``) or face up for all, deciding
   nothing (``"shown"``), and is drawn last, as the turned-up card is.
2. The auction opens at the seat on the dealer's right and goes round in play order. A seat
   bids (``bid:N``: at least ``bid_min``, then at least ``bid_step`` over the last bid, at
   most every point of the deck and every marriage, ``max_bid``) or passes, for good
   (``pass``). It ends when every other seat has passed. A seat whose rivals all passed
   without a bid may not pass: it holds the contract at the minimum or more.
3. The highest bidder names the trump suit (``trump:O``); the seat on the dealer's right
   leads the first trick, and the deal is played as Brisca.
4. A king and a knight of one suit in one hand are a marriage: 40 in trumps, 20 in another
   suit. The seat that has just won a trick may sing one (``sing:O``) before it leads the
   next (``sing="after_win"``; ``"before_lead"``: before any lead of its own, the first too),
   one per trick won; the points go to its side. A marriage is sung once; the cards stay in
   the hand, known to all (``view.known_cards``).
5. The bidder's side makes its contract when its points, cards and marriages together, are
   at least its bid: it wins the deal; otherwise the other side wins it, counting
   ``penalty`` deals (``brisca.core.outcome``, ``brisca.core.match``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .action import BID, PASS, PASS_KIND, PLAY, SING, TRUMP, Action
from .cards import BEATS, SUITS, card_of
from .phase import AUCTION, NAMING, OVER, IllegalMoveError
from .phase import PLAY as PLAY_PHASE
from .signals import trick_number

KINDS = (PASS_KIND, BID, TRUMP, SING)
MARRIAGE_RANKS = (12, 11)  # the king and the knight
TRUMP_MARRIAGE, PLAIN_MARRIAGE = 40, 20


class BidMade(NamedTuple):
    seat: int
    amount: int | None  # None: a pass


class Sung(NamedTuple):
    seat: int
    suit: str
    points: int
    trick: int  # how many tricks had been taken when it was sung: one per trick won


class Contract(NamedTuple):
    seat: int  # the highest bidder
    amount: int


def max_bid(rules) -> int:
    """The highest bid: every point of the deck and every marriage."""
    return rules.total_points + TRUMP_MARRIAGE + PLAIN_MARRIAGE * (len(SUITS) - 1)


def passed(s) -> set[int]:
    return {b.seat for b in s.bids if b.amount is None}


def high_bid(s) -> BidMade | None:
    return next((b for b in reversed(s.bids) if b.amount is not None), None)


def lowest_bid(s) -> int:
    high = high_bid(s)
    return s.rules.bid_min if high is None else high.amount + s.rules.bid_step


def must_bid(s) -> bool:
    """Whether the seat to speak may not pass: every other seat passed without a bid."""
    return high_bid(s) is None and len(passed(s)) == s.rules.players - 1


def marriage_points(suit: str, trump: str) -> int:
    return TRUMP_MARRIAGE if suit == trump else PLAIN_MARRIAGE


def marriage_cards(suit: str):
    return tuple(card_of(rank, suit) for rank in MARRIAGE_RANKS)


_MARRIAGES = tuple((suit, *marriage_cards(suit)) for suit in SUITS)


def sing_fit(s, seat: int, suit: str) -> str | None:
    """Why ``seat`` may not sing the marriage of ``suit`` now (a reason code), or None. The
    tricks are counted from the cards out of play (``signals.trick_number``), not from those
    kept: a playout keeps none, and sings one marriage per trick won all the same."""
    if s.phase is not PLAY_PHASE or s.rules.sing == "none":
        return "sing_not_now"
    if s.trick or seat != s.leader or (s.rules.sing == "after_win" and not trick_number(s)):
        return "sing_not_now"  # only the seat about to lead, having won the last trick
    if any(m.trick == trick_number(s) for m in s.sung):
        return "sang_this_trick"
    if any(m.suit == suit for m in s.sung):
        return "marriage_sung"
    hand = s.hands[seat]
    if not all(c in hand for c in marriage_cards(suit)):
        return "no_marriage"
    return None


def held_marriages(hand) -> list[str]:
    """The suits whose king and knight are both in ``hand``: asked at every lead of a playout."""
    return [suit for suit, king, knight in _MARRIAGES if king in hand and knight in hand]


@dataclass(frozen=True, slots=True)
class Auction:
    """Subastada's auction and marriages as the deal asks them (``GameState.auction``, handed in
    by whatever deals: ``record.GameRecord.start``), as chiamata's ``Call`` is asked. It holds
    nothing of its own: the bids and the marriages sung are the state's (``s.bids``, ``s.sung``),
    all public, so a ``View`` may be asked in place of the state wherever no hand is read."""

    def to_move(self, s) -> int:
        """The seat to speak: after the last one that spoke, skipping those that passed; once
        the auction is won, its winner, to name the trump."""
        if s.phase is NAMING:
            return self.contract(s).seat
        out = passed(s)
        seat = (s.bids[-1].seat + 1) % s.rules.players if s.bids else s.leader
        while seat in out:
            seat = (seat + 1) % s.rules.players
        return seat

    def contract(self, s) -> Contract | None:
        """The contract once the auction is over: its highest bid and who made it."""
        high = high_bid(s)
        if high is None or len(passed(s)) < s.rules.players - 1:
            return None
        return Contract(high.seat, high.amount)

    def legal(self, s) -> tuple[Action, ...]:
        """In the auction a pass (unless the seat must bid), then every bid open to it; once it
        is won, the four trumps to name."""
        if s.phase is NAMING:
            return tuple(Action.trump(suit) for suit in SUITS)
        bids = tuple(Action.bid(n) for n in range(lowest_bid(s), max_bid(s.rules) + 1, s.rules.bid_step))
        return bids if must_bid(s) else (PASS, *bids)

    def sing_options(self, s, seat: int) -> tuple[Action, ...]:
        """The marriages ``seat`` may sing now (none while a trick is being played)."""
        if s.trick or seat != s.leader:
            return ()
        held = held_marriages(s.hands[seat])
        return tuple(Action.sing(suit) for suit in held if sing_fit(s, seat, suit) is None) if held else ()

    def sung_points(self, s) -> tuple[int, ...]:
        """Per side, the points of the marriages it sang."""
        out = [0] * len(s.rules.sides)
        for m in s.sung:
            out[s.rules.side_of(m.seat)] += m.points
        return tuple(out)

    def step(self, s, action: Action):
        """Takes a Subastada action in place (or refuses any action the phase does not allow)."""
        kind = action.kind
        if s.phase is OVER:
            raise IllegalMoveError("deal_over")
        if s.phase is AUCTION:
            if kind is BID or kind is PASS_KIND:
                return self._bid(s, action)
            raise IllegalMoveError("auction_pending", seat=self.to_move(s))
        if s.phase is NAMING:
            if kind is TRUMP:
                s.trump_suit, s.beats, s.phase = action.suit, BEATS[action.suit], PLAY_PHASE
                s.ply += 1
                return s
            raise IllegalMoveError("trump_pending", seat=self.to_move(s))
        if kind is SING:
            seat = (s.leader + len(s.trick)) % s.n
            code = sing_fit(s, seat, action.suit)
            if code is not None:
                raise IllegalMoveError(code, suit=action.suit, seat=seat)
            s.sung += (Sung(seat, action.suit, marriage_points(action.suit, s.trump_suit), trick_number(s)),)
            s.ply += 1
            return s
        if kind is PLAY:
            raise IllegalMoveError("card_not_in_hand", card=action.card, seat=(s.leader + len(s.trick)) % s.n)
        raise IllegalMoveError("auction_over" if kind in KINDS else "not_an_action", action=action.code)

    def _bid(self, s, action: Action):
        seat = self.to_move(s)
        if action is PASS:
            if must_bid(s):
                raise IllegalMoveError("must_bid", seat=seat, least=s.rules.bid_min)
        else:
            least, most = lowest_bid(s), max_bid(s.rules)
            if action.number < least:
                raise IllegalMoveError("bid_under_least", amount=action.number, least=least)
            if action.number > most:
                raise IllegalMoveError("bid_too_high", amount=action.number, most=most)
            if (action.number - least) % s.rules.bid_step:
                raise IllegalMoveError("bid_off_step", amount=action.number, step=s.rules.bid_step)
        s.bids += (BidMade(seat, action.number),)
        s.ply += 1
        if self.contract(s) is not None:
            s.phase = NAMING
        return s


_AUCTION = Auction()


def auction_of(rules) -> Auction | None:
    """The auction a deal under ``rules`` holds (``GameState.auction``): None without Subastada's."""
    return None if rules.auction == "none" else _AUCTION
