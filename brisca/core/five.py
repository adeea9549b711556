"""Five players: one seat rests each deal in turn, the four others play the pairs game.

003 says only «uno descansa en cada mano por turnos» and that the one resting gets a share of
the winnings if its team wins. The app's reading (``Rules(players=5, rest="rotate")``; the
README's readings say it beside the source's words):

* The dealer rests. The deal passes to the right every deal (``first_leader="dealer_right"``),
  so the rest goes round the table and the seat resting in deal k of a match is derived from
  the first dealer and k: a record says who dealt, and so who rested.
* The four others play the four-player game, seat 0 of the deal being the one on the
  dealer's right (who leads), then on round the table: partners sit opposite among the four
  playing, deal seats 0 and 2 against 1 and 3, so the pairs change from deal to deal.
* The one resting sides with the pair of the seat that leads (deal seats 0 and 2): at
  Brisca leading the first trick is the weaker place (the last to play sees every card), so
  the rester's stake does not go with the stronger one. It takes no part in the play: no
  cards, no view, no turn.
* The match counts per person; the share of the winnings is an equal one: every member of
  the winning side, the rester included when it is theirs, scores what the deal is worth
  (``brisca.core.match``).

This module is the one place that maps the table's seats (people, 0 to 4) to a deal's seats.
"""

from __future__ import annotations

from .rules import Rules

RESTER_SIDE = 0  # the deal side the rester shares: the pair of the seat that leads


def resting_seat(rules: Rules, dealer: int) -> int | None:
    """The table seat that rests in a deal ``dealer`` dealt: the dealer, under ``rest="rotate"``."""
    return dealer if rules.rest == "rotate" else None


def leader_after(rules: Rules, dealer: int) -> int:
    """The deal seat on the dealer's right, who leads the deal: with a seat resting the dealer
    rests and the deal's seats start on its right, so deal seat 0."""
    return 0 if rules.rest == "rotate" else (dealer + 1) % rules.players


def playing_seats(rules: Rules, dealer: int) -> tuple[int, ...]:
    """The table seats that play a deal, in the deal's seat order (the first on the dealer's
    right); every seat when nobody rests."""
    if rules.rest != "rotate":
        return tuple(range(rules.players))
    return tuple((dealer + 1 + i) % rules.players for i in range(rules.playing))


def deal_seat_of(rules: Rules, dealer: int, seat: int) -> int | None:
    """A table seat's seat in the deal, or None for the one resting."""
    seats = playing_seats(rules, dealer)
    return seats.index(seat) if seat in seats else None


def sides_of_deal(rules: Rules, dealer: int) -> tuple[tuple[int, ...], ...]:
    """Per side of the deal, the table seats that share its result, the rester included."""
    seats = playing_seats(rules, dealer)
    deal_rules = rules.deal_rules
    out = [[seats[s] for s in side] for side in deal_rules.sides]
    rester = resting_seat(rules, dealer)
    if rester is not None:
        out[RESTER_SIDE].append(rester)
    return tuple(tuple(side) for side in out)

