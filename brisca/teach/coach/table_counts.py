"""What the table counts of each move of a position: the stakes the coach values a move's worlds
by, with ``match.deal_worth``, the one function that says what a deal's result is worth to a side
in its match (``match.record_deal`` counts it so).

A move's worlds end with the side's margin and score (``settle.returns``); what the match makes
of them depends on the table (``match.counts``) and, at two tables, on who the seat is there:

* under Subastada, whether its side holds the contract (a failed contract pays the penalty): the
  contract once the auction is over; in the auction, a bid makes the seat the bidder, and a pass
  leaves the standing contract's holder (as ``bots.subastada_bids`` prices a pass);
* under chiamata, the person's stake (``outcome.person_stake``): the caller's 2, 4 when it calls
  its own card and plays alone against four, its partner's 1, each defender's 1. At the call each
  card is priced with the stake it brings; before it, in the bidding, who will be whose partner is
  the worlds' own, so a bid is priced by the deal won or lost (a stake of 1).

``secured`` says when the side already holds what the deal needs, so nothing it plays changes
what the table counts: the one place the coach's "no need to take risks" is said from.

>>> from brisca.core.record import deal
>>> from brisca.core.state import current_player
>>> from brisca.core.view import observe
>>> start = deal("003", seed=1).start()
>>> view = observe(start, current_player(start))
>>> stakes = stakes_of(view, Move.of(view.legal[0]))
>>> stakes.kind, stakes.worth(30, 1.0), stakes.worth(70, 1.0), stakes.worth(-120, 0.0)
('bands', 1.0, 2.0, -3.0)
"""

from __future__ import annotations

from dataclasses import dataclass

from brisca.bots.subastada_bids import standing_contract
from brisca.core.action import BID, CALL, Move
from brisca.core.match import counts, deal_worth
from brisca.core.outcome import person_stake
from brisca.core.rules import Rules
from brisca.core.state import AUCTION, NAMING
from brisca.core.view import View


@dataclass(frozen=True)
class Stakes:
    """What a move's worlds are worth in the match: ``deal_worth`` with the seat's ``role`` (its
    chiamata stake) and ``bidder`` (whether its side holds Subastada's contract)."""

    rules: Rules
    role: int = 1
    bidder: bool | None = None

    @property
    def kind(self) -> str:
        return counts(self.rules)

    def worth(self, margin: float, score: float) -> float:
        return deal_worth(self.rules, margin, score, self.role, self.bidder)


def stakes_of(view: View, move: Move) -> Stakes:
    """The stakes of ``move`` in ``view``'s position."""
    rules = view.rules
    kind = counts(rules)
    if kind == "persons":
        return Stakes(rules, role=_person_role(view, move.first))
    if kind == "contract":
        return Stakes(rules, bidder=_bidder(view, move.first))
    return Stakes(rules)


def _person_role(view: View, action) -> int:
    """The chiamata stake of the seat to move, once ``action`` is made."""
    call, me = view.call, view.seat
    if call is None or call.caller is None:
        return 1  # the bidding: the role is each world's own
    if call.called is None:  # the call: a card of one's own is playing alone
        return person_stake(True, True, action.kind is CALL and action.card in view.hand)
    holds = view.called_partner == me
    return person_stake(me == call.caller, holds, me == call.caller and holds)


def _bidder(view: View, action) -> bool:
    """Whether the seat's side holds Subastada's contract once ``action`` is made."""
    if view.phase == NAMING or action.kind is BID:
        return True
    if view.phase == AUCTION:  # a pass leaves the standing contract (or the next seat holds the least)
        holder, _ = standing_contract(view)
    else:
        holder = next(b.seat for b in reversed(view.bids) if b.amount is not None)
    return holder in view.partners


def secured(view: View) -> dict | None:
    """The points the seat's side has (``score``), the points that win the deal (``need``) and
    whether the side is more than the seat, as far as it knows (``team``: ``yes`` or ``no``),
    when it has them already and nothing it plays can change what the table counts (``None``
    otherwise): at a table that
    counts the deal (``deal``: two sides or three players, more than half the points win it); at
    chiamata, by the contract (the caller's side needs 61 or its points bid, the defenders what
    stops it), counting only the points of the seats the seat knows are with it; under
    Subastada, the bidder's side once its bid is reached (marriages sung count). Never where
    the points past it still count: 003's match points, Rematada."""
    rules = view.rules
    kind = counts(rules)
    team = rules.teams
    if kind == "deal":
        have, need = view.own_side_points, rules.half_points + 1
    elif kind == "persons":
        call = view.call
        if call is None or call.called is None:
            return None
        ours = view.partners
        have, team = sum(view.points[seat] for seat in ours), len(ours) > 1
        need = call.goal if call.caller in ours else rules.total_points - call.goal + 1
    elif kind == "contract" and view.phase not in (AUCTION, NAMING) and view.bids:
        ours = view.partners
        holder = next(b for b in reversed(view.bids) if b.amount is not None)
        if holder.seat not in ours:
            return None
        have = sum(view.points[seat] for seat in ours) + sum(m.points for m in view.sung if m.seat in ours)
        need = holder.amount
    else:
        return None
    return {"score": have, "need": need, "team": "yes" if team else "no"} if have >= need else None


def worth_of(view: View):
    """Each move's stakes in ``view`` (for ``Estimate.of``)."""
    return lambda move: stakes_of(view, move)
