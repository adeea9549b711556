"""A match as one state over one log of codes, as OpenSpiel shapes a game.

Whoever moves next (``MatchGame.turn``) is a table seat (a deal's player), ``TO_DEAL`` (the
next deal is to be dealt: the shuffle's move, OpenSpiel's chance node) or ``END`` (the match
is over). The log is the list of every
move's code, in order, and the match is the log folded by that state (``fold``):

* the shuffle's: ``deal:D:L:cards`` (``Deal``), the deal the shuffle gave, D the seat that dealt
  (``-`` when none did: the online table), L the deal seat that leads, then the cards dealt,
  ``.`` between them: each playing seat's hand in the deal's seat order, the turned-up card
  (none under chiamata) and the stock, the next to be drawn first. Being a move of its own, a
  deal can be fixed (written out), replayed (read back) or sampled (``MatchGame.sampled``, the
  shuffle ``record.deal`` makes from a seed);
* a seat: an action's code (``brisca.core.action``): a card, an exchange, a skip, a signal, a
  bid, a call, a marriage sung;
* ``resign:S``: side S (of ``Rules.sides``) gives the match up; it may come at any move
  after the first deal is dealt and before the end, and the match ends there.

Each deal and the match end with an ``Outcome``: the ``Termination`` and the side that won, if
one did. A finished deal's is its result's (``MatchGame.results``); the match's is
``MatchGame.outcome()``, ``None`` while it goes on.
``MatchGame`` is the one live form of a match: the table's game holds one (``MatchGame.of`` its
deals), and a match record (``brisca.cli.match_record``) is its text for import and export. The check that
a deal follows the match (its dealer, Rematada's points carried in) is made once, as it is
dealt (``follows``), whichever form it came in.

>>> game = fold("004", [MatchGame.start("004", dealer=1).sampled(seed=3).code])
>>> game.turn == game.deals[0].leader, len(game.log)
(True, 1)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from .action import Action, ActionError
from .cards import CardError, parse_card
from .match import MatchState, record_deal
from .outcome import DealResult, Outcome, Termination
from .record import GameRecord, RecordError, deal
from .rules import Rules, preset
from .settle import deal_result
from .state import OVER, GameState, IllegalMoveError, current_player, step

TO_DEAL = "to_deal"
END = "end"
DEAL = "deal"
RESIGN = "resign"
NO_DEALER = "-"


class LogError(RecordError):
    """A log that cannot be folded; ``index`` names the failing code (from 0)."""


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance's move: the cards as dealt, who dealt and who leads."""

    dealer: int | None
    leader: int
    cards: tuple  # the hands in the deal's seat order, the turned-up card, the stock

    @property
    def code(self) -> str:
        dealer = NO_DEALER if self.dealer is None else str(self.dealer)
        return f"{DEAL}:{dealer}:{self.leader}:{'.'.join(c.code for c in self.cards)}"

    @staticmethod
    def parse(text: object) -> Deal:
        """A deal from its code; ``LogError("bad_deal_code")`` if it is not one (whether its
        cards make a deal of the rules is ``record``'s to check, when it is dealt)."""
        parts = text.split(":") if isinstance(text, str) else []
        if len(parts) != 4 or parts[0] != DEAL or not parts[2].isdigit() or not (
                parts[1] == NO_DEALER or parts[1].isdigit()) or len(parts[2]) > 2 or len(parts[1]) > 2:
            raise LogError("bad_deal_code")
        try:
            cards = tuple(parse_card(c) for c in parts[3].split("."))
        except CardError as e:
            raise LogError("bad_card", field="deal", text=e.text, problem=e.problem) from None
        return Deal(None if parts[1] == NO_DEALER else int(parts[1]), int(parts[2]), cards)

    @staticmethod
    def of(record: GameRecord) -> Deal:
        """The deal of ``record`` (its dealer named where a seat deals, as the match reads it)."""
        turned = (record.turned_up,) if record.turned_up is not None else ()
        dealer = dealer_of(record) if record.rules.first_leader == "dealer_right" else record.dealer
        return Deal(dealer, record.leader, (*(c for h in record.hands for c in h), *turned, *record.stock))

    def record(self, rules: Rules, rules_name: str | None, carried: tuple[int, ...] | None) -> GameRecord:
        """The deal as a game record, checked as a record is loaded (``RecordError``)."""
        n, size = rules.playing, rules.hand_size
        cards = [c.code for c in self.cards]
        dealt = n * size
        data = {"format": 1, "rules": rules_name or rules.to_json(), "leader": self.leader,
                "hands": [cards[k * size:(k + 1) * size] for k in range(n)],
                **({"dealer": self.dealer} if self.dealer is not None else {}),
                **({"carried": list(carried)} if carried is not None else {})}
        if rules.called:
            data["stock"] = cards[dealt:]
        else:
            data.update(trump_card=cards[dealt] if len(cards) > dealt else None, stock=cards[dealt + 1:])
        if len(cards) < dealt:
            raise RecordError("hand_size", expected=size)
        return GameRecord.from_json(data)


class MatchRecordError(RecordError):
    """A deal that does not follow its match; ``deal`` names it (from 0), if one does not."""

    def __init__(self, code: str, deal: int | None = None, **facts: object):
        super().__init__(code, **({"deal": deal + 1} if deal is not None else {}), **facts)
        self.deal = deal


def dealer_of(record: GameRecord) -> int:
    """The seat that dealt: the record's, else under ``dealer_right`` the one before the
    leader (any seat when the leader is drawn at random: the match passes it on all the same)."""
    if record.dealer is not None:
        return record.dealer
    n = record.rules.players
    return (record.leader - 1) % n if record.rules.first_leader == "dealer_right" else 0


def follows(state: MatchState, record: GameRecord, k: int) -> None:
    """Checks that ``record`` may be deal ``k`` (from 0) of a match standing at ``state``: the
    same rules, the match not over, the deal passed on to its dealer, under Rematada the points
    carried in (``MatchRecordError`` naming the deal if not). The one check of a deal dealt,
    made by ``MatchGame.deal`` whether the deal comes from a log or a match record."""
    rules = state.rules
    if record.rules != rules:
        raise MatchRecordError("other_rules", k)
    if state.over:
        raise MatchRecordError("deal_after_end", k)
    if rules.first_leader == "dealer_right" and dealer_of(record) != state.dealer:
        raise MatchRecordError("wrong_dealer", k, dealer=dealer_of(record) + 1, expected=state.dealer + 1)
    if rules.match == "points" and (record.carried or (0,) * len(rules.sides)) != state.carried:
        raise MatchRecordError("wrong_carried", k, written=json.dumps(list(record.carried or ())),
                               expected=json.dumps(list(state.carried)))


@dataclass(frozen=True)
class MatchGame:
    """A match at one point of its log: the one live form of a match (a match record is its
    text, ``brisca.cli.match_record``). Made by ``start`` (or ``of`` a match's deals) and moved on by
    ``apply``, ``deal`` and ``play`` (each returns a new value), so a value in hand is always a
    match the rules allow."""

    rules: Rules
    rules_name: str | None
    states: tuple[MatchState, ...]  # the match before the first deal and after every finished deal
    results: tuple[DealResult, ...] = ()  # every finished deal's result
    deals: tuple[GameRecord, ...] = ()  # every deal dealt, the last one as far as it is played
    state: GameState | None = field(default=None, compare=False)  # the last deal's state now (its deal's moves say it)
    resigned: int | None = None  # the side that resigned the match, if one did
    log: tuple[str, ...] = field(default=())

    @staticmethod
    def start(rules: Rules | str, dealer: int = 0) -> MatchGame:
        """A match before its first deal; ``dealer`` deals it where a seat deals (elsewhere the
        match passes no deal on, and its dealer stays 0, as ``dealer_of`` reads it)."""
        name = rules if isinstance(rules, str) else None
        rules = preset(rules) if isinstance(rules, str) else rules
        return MatchGame(rules, name, (MatchState.start(rules, dealer if rules.first_leader == "dealer_right" else 0),))

    @staticmethod
    def of(deals: Sequence[GameRecord], resigned: int | None = None) -> MatchGame:
        """The match of ``deals`` in order (each as dealt, then its moves; every one but the last
        finished), then resigned by side ``resigned`` if one did (``MatchRecordError`` naming the
        deal that does not follow, ``RecordError`` a move that may not be made)."""
        if not deals:
            raise MatchRecordError("no_deals")
        first = deals[0]
        game = MatchGame.start(first.rules_name or first.rules, dealer_of(first))
        for record in deals:
            game = game.deal(record).moved(record.moves)
        return game if resigned is None else game.resigned_by(resigned)

    @property
    def match(self) -> MatchState:
        """Where the match stands after the finished deals."""
        return self.states[-1]

    @property
    def finished(self) -> bool:
        """Whether the last deal dealt is over (and the next one, if any, may be dealt)."""
        return self.state is not None and self.state.phase is OVER

    @property
    def turn(self) -> int | str:
        """Who moves next: a table seat, ``TO_DEAL`` or ``END``."""
        if self.resigned is not None or self.match.over:
            return END
        if self.state is None or self.state.phase is OVER:
            return TO_DEAL
        seat = current_player(self.state)
        return self.rules.seating.playing(self.deals[-1].dealer)[seat]

    def apply(self, code: str) -> MatchGame:
        """The match after the move ``code`` (``LogError`` naming it if it may not be made)."""
        index = len(self.log)
        turn = self.turn
        if turn == END:
            raise LogError("after_end", index)
        if isinstance(code, str) and code.startswith(f"{RESIGN}:") and self.deals:  # a match dealt
            return self._resign(code, index)
        if turn == TO_DEAL:
            try:
                # the first deal carries nothing in (as ``record.deal`` deals it), each later one the match's points
                carried = self.match.carried if self.deals else None
                return self.deal(Deal.parse(code).record(self.rules, self.rules_name, carried), code)
            except RecordError as e:
                raise LogError(e.code, index, **e.facts) from None
        try:
            action = Action.parse(code)
        except ActionError:
            raise LogError("bad_move", index, move=str(code)[:40]) from None
        try:
            return self.play(action)
        except RecordError as e:
            raise LogError(e.code, index, **e.facts) from None

    def deal(self, record: GameRecord, code: str | None = None) -> MatchGame:
        """The match with ``record`` dealt as its next deal (chance's move, logged as ``code``,
        else as its ``Deal``'s; its moves are left out: ``play`` them); ``MatchRecordError`` if it
        does not follow the match."""
        k = len(self.deals)
        if self.deals and not self.finished:
            raise MatchRecordError("unfinished_deal", k - 1)
        follows(self.match, record, k)
        return replace(self, deals=(*self.deals, record.with_moves(())), state=record.start(),
                       log=(*self.log, code or Deal.of(record).code))

    def play(self, action: Action) -> MatchGame:
        """The match after a seat's ``action`` in the deal on the table (``RecordError`` if the
        rules do not allow it there)."""
        if self.turn in (END, TO_DEAL):
            raise RecordError("illegal_move", len(self.deals[-1].moves) if self.deals else 0, move=action.code,
                              reason="not_in_play")
        return self.moved((action,))

    def moved(self, moves: Sequence[Action]) -> MatchGame:
        """The match after ``moves`` in the deal on the table, in one step of the value
        (``RecordError`` naming the first the rules do not allow)."""
        last, state = self.deals[-1], self.state
        for i, move in enumerate(moves):
            try:
                state = step(state, move)
            except IllegalMoveError as e:
                raise RecordError("illegal_move", len(last.moves) + i, move=move.code, reason=e.code) from None
        game = replace(self, deals=(*self.deals[:-1], last.with_moves((*last.moves, *moves))), state=state,
                       log=(*self.log, *(m.code for m in moves)))
        if state.phase is not OVER:
            return game
        result = deal_result(state)
        return replace(game, states=(*self.states, record_deal(self.match, result)), results=(*self.results, result))

    def cut(self, ply: int) -> MatchGame:
        """The match with the deal on the table taken back to before its move ``ply`` (a
        take-back, a branch), the deals before it as they were."""
        last = self.deals[-1]
        return MatchGame.of((*self.deals[:-1], last.with_moves(last.moves[:ply])))

    def resigned_by(self, side: int) -> MatchGame:
        """The match given up by ``side`` (``LogError`` if it is over, or no side of it)."""
        return self.apply(f"{RESIGN}:{side}")

    def _resign(self, code: str, index: int) -> MatchGame:
        side = code.split(":", 1)[1]
        if not side.isdigit() or int(side) >= len(self.rules.sides):
            raise LogError("bad_side", index, sides=len(self.rules.sides))
        return replace(self, resigned=int(side), log=(*self.log, code))

    def next_deal(self, seed: int) -> GameRecord:
        """The next deal as ``record.deal`` shuffles it from ``seed``, dealt by the seat the deal
        has passed to, carrying in the match's points under Rematada."""
        dealer = self.match.dealer if self.rules.first_leader == "dealer_right" else None
        return deal(self.rules_name or self.rules, seed, dealer=dealer,
                    carried=self.match.carried if self.deals else None)

    def sampled(self, seed: int) -> Deal:
        """Chance's move for the next deal as ``record.deal`` shuffles it from ``seed``."""
        return Deal.of(self.next_deal(seed))

    def outcome(self) -> Outcome | None:
        """How the match ended (``None``: it goes on), from the engine's match state, never a
        deal's result alone: a match of several deals is not won by whoever won its last deal.
        ``RESIGNED``: the only side left, if one, wins it; ``TARGET``: a side reached the
        match's target (deals, match points, Rematada's points); a one-deal match ends as its deal
        did (``POINTS``, ``LAST_TRICK``, ``CONTRACT``, ``DRAW``, ``ANNUL``). Under chiamata the
        sides were the deal's own: no side of the match won it, each person it scored did (``winners``)."""
        if self.resigned is not None:
            others = [s for s in range(len(self.rules.sides)) if s != self.resigned]
            return Outcome(Termination.RESIGNED, others[0] if len(others) == 1 else None)
        if not self.match.over:
            return None
        if self.rules.match != "single":
            return Outcome(Termination.TARGET, self.match.winner)
        last = self.results[-1].outcome  # a one-deal match is over once a deal is not replayed
        return Outcome(last.termination, None, last.winners) if last.winners else Outcome(last.termination,
                                                                                          self.match.winner)

def fold(rules: Rules | str, codes, dealer: int | None = None) -> MatchGame:
    """The match a log gives: every code applied in turn from the start (``LogError`` naming
    the first that may not be made). ``dealer``: who deals first, when a seat does (else the
    first deal's own code says it)."""
    if not isinstance(codes, (list, tuple)):
        raise LogError("not_a_log")
    game = MatchGame.start(rules, _first_dealer(codes) if dealer is None else dealer)
    for code in codes:
        game = game.apply(code)
    return game


def _first_dealer(codes) -> int:
    """Who dealt the first deal, read off its code (0 if it says none: nobody deals)."""
    try:
        first = Deal.parse(codes[0]) if codes else None
    except LogError:
        return 0  # applying it says what is wrong, naming it
    return first.dealer if first is not None and first.dealer is not None else 0


__all__ = ["END", "TO_DEAL", "Deal", "LogError", "MatchGame", "fold"]
