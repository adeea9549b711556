"""The auction on the board, as plain data: what each seat has bid or passed, the standing bid
and who holds it, the learner's bids as buttons, and once the auction is over the contract
(Subastada: what the bidder's side needs of the deck and marriages, and has so far; chiamata:
the card called, what the caller's side needs, who its partner is as far as the seat knows).

Built from a ``View`` only, like the rest of the board (``board.board_data``), so the hidden
partner of chiamata never reaches the browser: a seat's side is told only as
the view knows it (``View.sides_known``), "?" while the called card is unplayed.
A button's ``id`` is the action's own code (``bid:70``, ``pass``, ``trump:O``, ``sing:C``,
``rank:3``, ``call:3O``), sent back as the table's command (``teach.table.command``).
"""

from __future__ import annotations

from dataclasses import dataclass

from brisca.core.action import BID, CALL, PASS_KIND, RANK, SING, TRUMP, Action
from brisca.core.settle import deal_result
from brisca.core.state import AUCTION, NAMING
from brisca.core.subastada import high_bid, marriage_points
from brisca.core.view import View
from brisca.text import Named, action_name, bid_said, capitalized, join, rank_named, seat_name, suit_name, t, you_named

BID_STEPS = (0, 5, 10, 20)  # the points buttons: the lowest bid open, and these above it (capped at the highest)


def bid_buttons(bids: list[Action]) -> list[Action]:
    """Of the points bids open (in order), the lowest and a few steps above it, capped at the
    highest: a phone's width of buttons rather than a hundred."""
    if not bids:
        return []
    by_points = {a.number: a for a in bids}
    low, high = bids[0].number, bids[-1].number
    chosen = dict.fromkeys(by_points.get(min(low + k, high)) for k in BID_STEPS)
    return [a for a in chosen if a is not None]


def auction_actions(view: View, lang: str) -> list[dict]:
    """The learner's auction buttons, when it is its turn: a pass, the rank bids (chiamata), the
    points bids (``bid_buttons``), the four suits to name trump or the cards to call, and the
    marriages it may sing now, each labelled with what it does."""
    legal = view.legal
    if view.to_move != view.seat or not legal:
        return []
    out = []
    points = [a for a in legal if a.kind is BID]
    for action in legal:
        kind = action.kind
        if kind is PASS_KIND or kind is RANK or kind is TRUMP or kind is CALL:
            out.append(_button(action, capitalized(action_name(action, lang))))
        elif kind is SING:
            out.append(_button(action, t("subastada-board-sing_button", lang, suit=suit_name(action.suit, lang),
                                         points=marriage_points(action.suit, view.trump_suit))))
    at = next((i for i, b in enumerate(out) if b["id"] != "pass" and not b["id"].startswith("rank:")), len(out))
    out[at:at] = [_button(a, capitalized(action_name(a, lang))) for a in bid_buttons(points)]
    return out


def _button(action: Action, label: str) -> dict:
    return {"id": action.code, "label": label, "auction": True}


def auction_lines(view: View, lang: str, labels: list[str], names=None, me: int | None = None) -> list[str]:
    """What the board says of the auction, one line each: while it goes on, each seat's bids
    and passes so far and the standing bid; after it, the contract and, under Subastada, the
    marriages sung. Nothing at a table without an auction.

    The lines that list seats head each with its ``labels`` ("Ordenador: paso, 70"); the
    sentences name a seat as ``names`` does (``text.seat_name``: "el ordenador", "Ana") and
    speak to ``me`` as "you": the view's own seat unless given (the review draws the public
    view, and speaks to the learner)."""
    said = Said(labels, names, view.seat if me is None else me, lang)
    if view.call is not None:
        return _chiamata_lines(view, said)
    if view.auction is None:
        return []
    spoken = [(b.seat, Action.bid(b.amount) if b.amount is not None else None) for b in view.bids]
    lines = []
    if view.phase is AUCTION or view.phase is NAMING:
        lines += _said_lines(spoken, said)
        high = high_bid(view)
        lines.append(_standing(Action.bid(high.amount), high.seat, said) if high is not None
                     else t("auction-none", lang, least=view.rules.bid_min))
    made = view.auction.contract(view)
    if made is not None:
        lines.append(_contract_line(view, made, said))
    if view.sung:
        lines.append(t("subastada-board-sung", lang, marriages=" · ".join(
            t("subastada-board-marriage", lang, who=labels[m.seat], points=m.points, suit=suit_name(m.suit, lang))
            for m in view.sung)))
    return lines


@dataclass(frozen=True, slots=True)
class Said:
    """How the auction's lines name the seats: by label heading a line of the list, by name in
    a sentence (the seat ``me`` spoken to as "you")."""

    labels: list[str]
    names: object  # ``text.seat_name``'s names: a list by seat, a dict of some seats, or None
    me: int | None
    lang: str

    def who(self, seat: int) -> dict:
        """The facts a sentence names ``seat`` by: ``who``, a name, and ``you``."""
        return {"who": self.name(seat), "you": "yes" if seat == self.me else "no"}

    def name(self, seat: int) -> Named:
        """A seat in a sentence; the seat spoken to as "tú" / "you" (in a list of seats)."""
        return you_named(self.lang) if seat == self.me else seat_name(seat, self.lang, self.names)


def _standing(bid: Action, seat: int, said: Said) -> str:
    return t("auction-standing", said.lang, bid=bid_said(bid, said.lang), **said.who(seat))


def _said_lines(spoken, said: Said) -> list[str]:
    """Each seat that has spoken, in the order they first spoke, with all it said."""
    lang = said.lang
    words: dict[int, list[str]] = {}
    for seat, action in spoken:
        word = bid_said(action, lang) if action is not None else t("auction-said-pass", lang)
        words.setdefault(seat, []).append(word)
    return [t("auction-seat", lang, who=said.labels[seat], said=", ".join(w)) for seat, w in words.items()]


def reader_first(me: int | None, n: int) -> list[int]:
    """Seats or sides ``0..n-1`` in the one order every line of the table says them in: the
    reader's own first (``me``), then the others in play order after it; an onlooker, who has
    none, in their order."""
    start = 0 if me is None or not 0 <= me < n else me
    return [(start + k) % n for k in range(n)]


def whose(me: int | None, seat: int, rules) -> str:
    """A seat as the contract's lines speak of it to the seat ``me``: ``you``, ``ours`` (its
    partner's seat), ``theirs`` (the other side's)."""
    if seat == me:
        return "you"
    return "ours" if me is not None and rules.side_of(seat) == rules.side_of(me) else "theirs"


def _contract_line(view: View, made, said: Said) -> str:
    """Who holds the contract, what it needs of everything there is to take (cards and the
    marriages), and what its side has so far (the tricks taken, seen by all, and sung)."""
    rules = view.rules
    side = rules.side_of(made.seat)
    cards = sum(p for seat, p in enumerate(view.points) if rules.side_of(seat) == side)
    points = cards + view.auction.sung_points(view)[side]
    return t("subastada-board-contract", said.lang, who=said.name(made.seat), whose=whose(said.me, made.seat, rules),
             teams="yes" if rules.teams else "no", amount=made.amount, points=points)


# -- Briscola chiamata ----------------------------------------------------------------------


def _chiamata_lines(view: View, said: Said) -> list[str]:
    call, lang = view.call, said.lang
    lines = []
    if call.called is None:
        lines += _said_lines(list(call.bids), said)
        if call.top is None:
            lines.append(t("auction-none", lang, least=0))
        else:
            seat, bid = call.top
            lines.append(_standing(bid, seat, said))
        if call.calling:
            lines.append(t("chiamata-board-calling", lang, rank=rank_named(call.rank, lang), **said.who(call.caller)))
        return lines
    lines.append(t("chiamata-board-called", lang, card=call.called, suit=suit_name(call.called.suit, lang),
                   goal=call.goal, total=view.rules.total_points, **said.who(call.caller)))
    lines.append(_partner_line(view, said))
    return lines


def _partner_line(view: View, said: Said) -> str:
    """Who the partner is, said only as the view knows it: its holder to itself, to all once
    played; else a secret."""
    call, me, lang, holder = view.call, said.me, said.lang, view.called_partner
    if holder is None:
        return t("chiamata-board-partner_hidden", lang, you="yes" if me == call.caller else "no")
    if call.called in view.hand:
        return t("chiamata-board-partner_you", lang, alone="yes" if me == call.caller else "no",
                 who=said.name(call.caller))
    return t("chiamata-board-partner_shown", lang, alone="yes" if holder == call.caller else "no", **said.who(holder))


def seat_tag(view: View, seat: int, lang: str) -> str | None:
    """What a seat is to the viewer at a chiamata table once the card is called: the caller,
    a partner, a rival, or "?" while the viewer cannot know (``View.sides_known``); None
    elsewhere, and for the viewer's own seat."""
    call = view.call
    if call is None or call.called is None or seat == view.seat:
        return None
    if seat == call.caller:
        return t("chiamata-tag-caller", lang)
    if seat in view.partners:
        return t("chiamata-tag-partner", lang)
    if seat in view.rivals:
        return t("chiamata-tag-rival", lang)
    return "?"


def turn_text(view: View, lang: str) -> str | None:
    """The status line when the learner is to bid, name trump or call a card (else None: the
    board's own "your turn")."""
    if view.to_move != view.seat or view.seat is None:
        return None
    if view.call is not None and view.phase is AUCTION and view.call.calling:
        return t("chiamata-board-your_call", lang)
    if view.phase is AUCTION:
        return _your_bid(view, lang)
    if view.phase is NAMING:
        return t("subastada-board-your_trump", lang)
    return None


def _your_bid(view: View, lang: str) -> str:
    """The seat's turn to speak in the auction, naming only what it is offered: a bid or a pass,
    a bid only (Subastada: every other seat passed without a bid), a pass only (the highest bid
    stands already)."""
    kinds = {a.kind for a in view.legal}
    can_pass, can_bid = PASS_KIND in kinds, bool(kinds - {PASS_KIND})
    if can_pass and can_bid:
        return t("auction-your_bid", lang)
    if can_bid:
        return t("auction-your_bid-must_bid", lang, others=view.rules.players - 1)
    return t("auction-your_bid-must_pass", lang)


def auction_result(state, me: int, names, lang: str) -> str:
    """The end of a deal with an auction, said to the seat ``me`` (the other seats named as
    ``names`` names them: ``text.seat_name``): under Subastada whether the contract was made
    (the bid, the side's points, how short); under chiamata the two sides' points, made or not
    and what the deal scores each person, or nobody scoring when all passed."""
    result = deal_result(state)
    rules = state.rules
    said = Said([], names, me, lang)
    if result.contract is not None:
        c = result.contract
        return t("subastada-result-contract", lang, made="yes" if c.made else "no", whose=whose(me, c.seat, rules),
                 teams="yes" if rules.teams else "no", who=said.name(c.seat), amount=c.bid, points=c.points,
                 short=-c.by)
    if state.call is None or state.call.called is None:
        return t("chiamata-annulled", lang)
    callers, _ = result.sides
    ours, theirs = result.side_scores
    final = t("chiamata-final", lang, callers=[said.name(s) for s in callers], ours=ours, theirs=theirs)
    persons = join([t("chiamata-person", lang, who=said.name(seat), score=f"{result.persons[seat]:+d}")
                    for seat in reader_first(me, rules.players)], lang)
    return final + " " + t("chiamata-result", lang, made="yes" if result.winner == 0 else "no", goal=state.call.goal,
                           persons=persons)
