"""Who plays each deal of a table (``Rules.seating``), asked by every caller instead of the
variant: at every table but five the table's seats are the deal's and each answer is trivial.

At five, 003 says only «uno descansa en cada mano por turnos» and that the one resting gets a
share of the winnings if its team wins. The app's reading (``Rules(players=5, rest="rotate")``;
the README's readings say it beside the source's words):

* The dealer rests. The deal passes to the right every deal (``first_leader="dealer_right"``),
  so the rest goes round the table and the seat resting in deal k of a match is derived from
  the first dealer and k: a record says who dealt, and so who rested.
* The four others play the four-player game, seat 0 of the deal being the one on the
  dealer's right (who leads), then on round the table: partners sit opposite among the four
  playing, deal seats 0 and 2 against 1 and 3, so the pairs change from deal to deal.
* The one resting sides with the pair of the seat that leads (deal seats 0 and 2,
  ``RESTER_SIDE``): at Brisca leading the first trick is the weaker place (the last to play
  sees every card), so the rester's stake does not go with the stronger one. It takes no part
  in the play: no cards, no view, no turn.
* The match counts per person; the share of the winnings is an equal one: every member of
  the winning side, the rester included when it is theirs, scores what the deal is worth
  (``scoring``, which ``brisca.core.match`` adds up).

``dealer`` is a table seat, or None where nobody dealt (a random first leader): only a table
with a rest needs one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Seating:
    """The seating of a table: ``players`` people, of whom ``rests`` one sits out each deal,
    and the sides of a deal by deal seats (``deal_sides``: the deal's rules' sides)."""

    players: int
    rests: bool
    deal_sides: tuple[tuple[int, ...], ...]

    RESTER_SIDE: ClassVar[int] = 0  # the deal side the one resting shares: the pair of the seat that leads

    def resting(self, dealer: int | None) -> int | None:
        """The table seat that rests in a deal ``dealer`` dealt: the dealer, or None."""
        return dealer if self.rests else None

    def leader(self, dealer: int) -> int:
        """The deal seat on the dealer's right, who leads the deal: with a seat resting the deal's
        seats start on the dealer's right, so deal seat 0."""
        return 0 if self.rests else (dealer + 1) % self.players

    def playing(self, dealer: int | None) -> tuple[int, ...]:
        """The table seats that play a deal, in the deal's seat order (the first on the
        dealer's right); every seat when nobody rests."""
        if not self.rests:
            return tuple(range(self.players))
        return tuple((dealer + 1 + i) % self.players for i in range(self.players - 1))

    def deal_seat(self, dealer: int | None, seat: int) -> int | None:
        """A table seat's seat in the deal, or None for the one resting."""
        seats = self.playing(dealer)
        return seats.index(seat) if seat in seats else None

    def sides(self, dealer: int | None) -> tuple[tuple[int, ...], ...]:
        """Per side of the deal, the table seats that share its result, the one resting included."""
        seats = self.playing(dealer)
        out = [[seats[s] for s in side] for side in self.deal_sides]
        if self.rests:
            out[self.RESTER_SIDE].append(dealer)
        return tuple(tuple(side) for side in out)

    def side_of(self, dealer: int | None, seat: int) -> int:
        """The side of the deal that table seat ``seat`` scores with: its own, or while it rests
        the one it shares (by the rules' sides: under chiamata the call makes the sides)."""
        return next(i for i, side in enumerate(self.sides(dealer)) if seat in side)

    def scoring(self, dealer: int | None, winner: int) -> tuple[int, ...]:
        """The match's scores that a deal won by side ``winner`` adds to: per person where one
        rests (every seat of the winning side, the one resting too when it is theirs), else the
        side's own score."""
        return self.sides(dealer)[winner] if self.rests else (winner,)
