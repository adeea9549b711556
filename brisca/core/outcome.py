"""How a deal or a match ended, as values that read no state: what ``brisca.core.settle``
settles a finished deal into, and what the match, the records and the pages read.

* ``Outcome(termination, winner)``: one ``Termination`` and the side that won, if one did
  (python-chess's ``Outcome``); a match's is ``MatchGame.outcome()``, ``None`` while it goes on.
* ``DealResult``: a finished deal's points per seat and side, its ``Termination`` and winner;
  under Subastada its ``ContractResult``, under chiamata its sides and what it scores each
  person (``person_stake``, times ``CAPPOTTO`` for a side that takes every trick).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from .errors import BriscaError


class Termination(StrEnum):
    """How a deal or a match ended; its value is its text (``practice-result-<termination>`` of a
    tie, the ``result`` written in a match record)."""

    POINTS = "points"  # won on points
    LAST_TRICK = "last_trick"  # a tie on points broken by the last trick (``Rules.tie``)
    CONTRACT = "contract"  # Subastada's contract, chiamata's caller's: made or failed
    TARGET = "target"  # the match's target reached (Rematada: at the trick that reached it)
    DRAW = "draw"  # a tie left as it is
    REPLAY = "replay"  # a tie played again at double stake (a deal's only: the match goes on)
    ANNUL = "annul"  # a tie annulled, or a chiamata auction everybody passed: nobody scores
    RESIGNED = "resigned"  # a side gave the match up


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a deal or a match ended: its termination and the side that won, if one did. A
    chiamata match is won by persons, not sides (its sides were the deal's own): ``winners``,
    the seats its deal scored above 0."""

    termination: Termination
    winner: int | None
    winners: frozenset[int] = field(default=frozenset(), repr=False)

    def result_for(self, side: int) -> str:
        """The ending as ``side`` sees it: ``won``, ``lost``, ``tie`` or ``resigned`` (by this side)."""
        if self.termination is Termination.RESIGNED and self.winner != side:
            return "resigned"
        if self.winners:
            return "won" if side in self.winners else "lost"
        if self.winner is None:
            return "tie"
        return "won" if self.winner == side else "lost"


class OutcomeError(BriscaError):
    """A result asked of a deal still being played."""

    family = "match"


class ContractResult(NamedTuple):
    """How a Subastada contract went: the bidder and its side, the bid, the side's points
    (cards and marriages), made or not, and ``by`` how much (points less the bid: short when
    negative)."""

    seat: int
    side: int
    bid: int
    points: int
    made: bool
    by: int

    def to_json(self) -> dict:
        return {"seat": self.seat, "bid": self.bid, "points": self.points, "made": self.made, "by": self.by}


@dataclass(frozen=True, slots=True)
class DealResult:
    scores: tuple[int, ...]  # per seat
    side_scores: tuple[int, ...]  # per side (team or seat)
    termination: Termination
    winner: int | None  # side index (under chiamata 0 the caller's side, 1 the defenders')
    tied: tuple[int, ...]  # sides tied on the top score, if any
    sides: tuple[tuple[int, ...], ...] = ()  # chiamata: the caller's side's seats, then the defenders'
    persons: tuple[int, ...] = ()  # chiamata: what the deal scores each seat (2, 1, -1...)
    contract: ContractResult | None = None  # Subastada: the contract made or failed

    @property
    def outcome(self) -> Outcome:
        """The deal's ending as one value (chiamata's ``winners``: each person it scored)."""
        return Outcome(self.termination, self.winner, frozenset(s for s, p in enumerate(self.persons) if p > 0))

    def to_json(self) -> dict:
        won = self.winner is not None  # the record's text: "win" and what decided it, or the tie's rule
        data = {"outcome": "win" if won else self.termination.value, "winner": self.winner,
                "decided_by": self.termination.value if won else None, "tied": list(self.tied)}
        if self.persons:  # chiamata's only: the other tables' results read and write as before
            data.update(sides=[list(side) for side in self.sides], persons=list(self.persons))
        if self.contract is not None:
            data["contract"] = self.contract.to_json()
        return data

    def score(self, side: int) -> float:
        """What the deal is worth to ``side``: 1 won, 0 lost, a share of a tie nobody broke."""
        if self.winner is not None:
            return float(self.winner == side)
        return 1.0 / len(self.tied) if side in self.tied else 0.0


CALLER_WINS = (2, 1, -1)  # chiamata: the caller, its partner, each defender, when the caller's side wins
ALONE_WINS = (4, -1)  # the caller who called its own card, each of the four against it
CAPPOTTO = 2  # ``call_stakes="cappotto"``: a side that takes every trick scores this many times


def person_stake(caller: bool, ours: bool, alone: bool) -> int:
    """Chiamata: what a deal scores a person when its side wins it, and loses when it loses it:
    the caller 2 (4 alone, its own card called), its partner 1, each defender 1."""
    won = ALONE_WINS if alone else CALLER_WINS
    return won[0] if caller else won[1] if ours else -won[-1]
