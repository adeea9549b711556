"""What a chiamata auction says of the hands that bid in it, read by the rule of thumb.

The greedy and heuristic bots bid and call by one rule (``bots.bidding``), so their bids say a
good deal of their hands: a seat that bid ``rank:3`` holds a suit worth a contract and, most
often, its ace; a seat that passed at once holds nothing worth bidding; the card called is of
the caller's best suit among those whose card of that rank it lacks. A look-ahead that deals the
hidden cards uniformly forgets all that, and its defenders meet in its worlds a caller far
weaker than the one at the table (measured: the expert as a defender scored 0.40 against the
heuristic bots before its worlds read their bids).

``AuctionReading(view).fits(hands)`` replays the auction as the view saw it, each seat but the
view's own bidding by the rule of thumb from its hand as it was dealt (the hand in a world plus
the cards it has played since), and says whether every bid, pass and the call come out as they
were made. The worlds keep a deal that fits (``determinize.Worlds``); a seat that does not bid by
the rule (a person, an expert) may leave few or none, and then the auction is not read.
"""

from __future__ import annotations

from ..core.action import Action
from ..core.cards import Card
from ..core.chiamata import Call
from ..core.view import View
from .bidding import Judged, bid_of, call_of


def played_cards_by_seat(view: View) -> list[list[Card]]:
    """The cards each seat has played so far, the trick on the table included."""
    n = view.rules.players
    out: list[list[Card]] = [[] for _ in range(n)]
    for t in view.tricks:
        for i, card in enumerate(t.cards):
            out[(t.leader + i) % n].append(card)
    for i, card in enumerate(view.trick):
        out[(view.leader + i) % n].append(card)
    return out


class AuctionReading:
    """The turns of a chiamata auction the view saw, each with the auction as it stood then,
    ready to be checked against the hands of a world."""

    def __init__(self, view: View):
        call = view.call
        self.seat = view.seat
        self.played = played_cards_by_seat(view)
        self.turns: list[tuple[int, Call, tuple, object]] = []  # (seat, auction then, legal then, action)
        standing = Call.opening(view.rules, call.first)
        state = _AuctionOnly(standing)
        for seat, action in call.bids:
            self.turns.append((seat, state.call, state.call.legal(state), action))
            state.call.step(state, action)
        if call.called is not None:
            self.turns.append((call.caller, state.call, state.call.legal(state), Action.call(call.called)))
        self.turns = [t for t in self.turns if t[0] != view.seat]  # its own bids say nothing here
        self.by_seat: dict[int, list] = {}
        for seat, call, legal, action in self.turns:
            self.by_seat.setdefault(seat, []).append((call, legal, action))

    def fits(self, hands) -> bool:
        """Whether every seat's turns come out as they were, bid by the rule of thumb from
        ``hands`` (a world's hands now; the cards played are added back)."""
        return all(self.fits_seat(seat, hands[seat]) for seat in self.bidders)

    @property
    def bidders(self) -> list[int]:
        """The seats whose turns are read, the caller first (its bids say the most)."""
        seats = list(dict.fromkeys(seat for seat, *_ in reversed(self.turns)))
        return seats

    def fits_seat(self, seat: int, hand) -> bool:
        """Whether ``seat``'s turns come out as they were from ``hand`` (its cards now)."""
        dealt = (*hand, *self.played[seat])
        judged = Judged.of(dealt)
        for call, legal, action in self.by_seat[seat]:
            made = call_of(dealt, judged, call) if call.calling else bid_of(judged, legal)
            if made != action:
                return False
        return True


class _AuctionOnly:
    """What ``Call.step`` reads and writes of a state, and no more: the auction replayed alone."""

    def __init__(self, call: Call):
        self.call = call
        self.ply = 0
        self.phase = None
        self.trump_suit = None
        self.beats = None
        self.leader = call.first

