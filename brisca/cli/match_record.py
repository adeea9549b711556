"""The match record: a whole match as one value with one text form, as ``GameRecord`` is a deal:
what the command line imports and exports (the table folds its match from its log instead,
``core.match_log``).

::

    {"format": 1, "rules": "003",
     "deals": [{"record": {game record}, "result": {deal result}, "score": [3, 0]}, ...],
     "match": {"score": [3, 0], "stake": 1, "over": true, "winner": 0}}

``deals`` are the match's deals in the order played: each one's game record (a record of its
own, which ``replay`` also reads alone), its result by the tie rule (``settle.deal_result``)
and the match's score after it; only the last deal may be unfinished (its ``result`` and
``score`` are then ``null``). ``match`` is where the match stands after them.

Loading checks that every deal follows from the one before: the same rules, the deal passed
on (under ``first_leader="dealer_right"`` deal k is dealt by the seat after deal k-1's
dealer), under Rematada each deal carrying in the points the match stood at (so it stops at
the trick that reaches the target: a record that plays on past it is refused), every deal but
the last finished and none after the match was won, and every
result and score written equal to what the engine computes (``record_deal``): a tie's effect
(a replayed deal's double stake, an annulled or drawn deal) is in the running score, so a
record that says otherwise is refused, naming the deal.

>>> from brisca.core.record import deal
>>> m = MatchRecord((deal("004", seed=1),))
>>> MatchRecord.loads(m.dumps()) == m, m.state.deals_played
(True, 0)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property

from ..core.match import MatchState
from ..core.match_log import MatchGame, MatchRecordError
from ..core.outcome import DealResult
from ..core.record import FORMAT, GameRecord, RecordError, record_json
from ..core.rules import Rules, RulesError


@dataclass(frozen=True)
class MatchRecord:
    """A match's deals in order, the last possibly unfinished: the text form (import and export)
    of the match ``MatchGame.of`` folds from them, which checks that every deal follows
    (``__post_init__``), so a value in hand is always a consistent match."""

    deals: tuple[GameRecord, ...]

    def __post_init__(self) -> None:
        self.game  # noqa: B018 - folding the deals checks that every one follows

    @cached_property
    def game(self) -> MatchGame:
        """The match these deals make, as the table plays it."""
        return MatchGame.of(self.deals)

    @property
    def rules(self) -> Rules:
        return self.deals[0].rules

    @property
    def rules_name(self) -> str | None:
        return self.deals[0].rules_name

    @property
    def results(self) -> tuple[DealResult | None, ...]:
        """Each deal's result (``None`` for an unfinished last deal)."""
        return (*self.game.results, *(() if self.finished else (None,)))

    @property
    def states(self) -> tuple[MatchState, ...]:
        """The match before the first deal and after every finished deal."""
        return self.game.states

    @property
    def state(self) -> MatchState:
        """Where the match stands now."""
        return self.game.match

    @property
    def finished(self) -> bool:
        """Whether the last deal is over (and the next one, if any, may be dealt)."""
        return self.game.finished

    def to_json(self) -> dict:
        entries = []
        for k, (record, result) in enumerate(zip(self.deals, self.results, strict=True)):
            score = list(self.states[k + 1].score) if result is not None else None
            entries.append({"record": record.to_json(), "result": result.to_json() if result else None,
                            "score": score})
        m = self.state
        return {"format": FORMAT, "rules": self.rules_name or self.rules.to_json(), "deals": entries,
                "match": {"score": list(m.score), "stake": m.stake, "over": m.over, "winner": m.winner}}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False)

    @staticmethod
    def loads(text: str | bytes) -> MatchRecord:
        return MatchRecord.from_json(record_json(text))

    @staticmethod
    def from_json(data: object) -> MatchRecord:
        return _load(data)


def is_match_json(data: object) -> bool:
    """Whether JSON read from outside is meant as a match record (it lists deals)."""
    return isinstance(data, dict) and "deals" in data


FIELDS = {"format", "rules", "deals", "match"}
DEAL_FIELDS = {"record", "result", "score"}


def _load(data: object) -> MatchRecord:
    if not isinstance(data, dict):
        raise RecordError("not_an_object")
    if data.get("format") != FORMAT:
        raise RecordError("bad_format", value=data.get("format"))
    if set(data) - FIELDS:
        raise RecordError("unknown_field", field=sorted(set(data) - FIELDS)[0])
    for key in ("rules", "deals"):
        if key not in data:
            raise RecordError("missing_field", field=key)
    try:
        rules = Rules.from_json(data["rules"])
    except (RulesError, TypeError) as e:
        raise RecordError("bad_rules", problem=getattr(e, "code", str(e))) from None
    entries = data["deals"]
    if not isinstance(entries, list) or not entries:
        raise MatchRecordError("no_deals")
    records = []
    for k, entry in enumerate(entries):
        if not isinstance(entry, dict) or set(entry) - DEAL_FIELDS or "record" not in entry:
            raise MatchRecordError("bad_deal", k)
        try:
            record = GameRecord.from_json(entry["record"])
        except MatchRecordError:
            raise
        except RecordError as e:
            raise MatchRecordError("bad_deal_record", k, message=e) from None
        if record.rules != rules:
            raise MatchRecordError("other_rules", k)
        records.append(record)
    match = MatchRecord(tuple(records))
    _check_written(match, entries, data["match"] if "match" in data else _UNWRITTEN)
    return match


_UNWRITTEN = object()  # a record may leave the match's figures out; written, they are checked (null too)


def _same(written: object, computed: object) -> bool:
    """Whether a figure written equals the engine's as JSON does: ``true`` is not ``1``, nor
    ``1.0`` the whole number ``1``, so a record says exactly what the engine computes."""
    return json.dumps(written, sort_keys=True) == json.dumps(computed, sort_keys=True)


def _check_written(match: MatchRecord, entries: list, written_match: object) -> None:
    """Every figure the text states must be the engine's (``to_json``): each deal's result and
    the running score after it, and the match's score, stake, state and winner. A tampered
    figure, or a tie said to have done what the tie rule does not, is refused, naming the deal
    (the match's own figures: the last deal, after which they stand)."""
    computed = match.to_json()
    for k, (entry, mine) in enumerate(zip(entries, computed["deals"], strict=True)):
        if "result" in entry and not _same(entry["result"], mine["result"]):
            raise MatchRecordError("result_does_not_follow", k)
        if "score" in entry and not _same(entry["score"], mine["score"]):
            raise MatchRecordError("score_does_not_follow", k, written=json.dumps(entry.get("score"))[:40],
                                   expected=json.dumps(mine["score"]))
    if written_match is not _UNWRITTEN and not _same(written_match, computed["match"]):
        raise MatchRecordError("match_does_not_follow", len(entries) - 1)


def next_deal(match: MatchRecord, seed: int) -> MatchRecord:
    """The match with its next deal dealt from ``seed``, by the seat the deal has passed to
    (``MatchRecordError`` while a deal is on the table or once the match is over)."""
    return MatchRecord((*match.deals, match.game.next_deal(seed)))
