"""Worked examples: game records replayed by the engine, step by step, with what happened at
each step as data (events with facts) and the authors' narration told from those facts.

An example file (``content/examples/<id>.json``) holds one or more parts; a part is a
game record (the engine's format) and, for some steps (``at``: how many moves have been
played), the name of a narration message. The words live with every other message, in
``content/i18n/<lang>/examples/<id>.ftl``: ``ex-<id>-title``, ``ex-<id>-intro``,
``ex-<id>-part-<k>`` and ``ex-<id>-<name>``. A narration message may only read the facts
the engine computes for its step, so it cannot say what did not happen.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from brisca.core.action import AUCTION_KINDS, BID, CALL, EXCHANGE, RANK, SING, SKIP, TRUMP
from brisca.core.cards import beats
from brisca.core.errors import BriscaError
from brisca.core.outcome import Termination
from brisca.core.record import GameRecord, RecordError
from brisca.core.rules import TIES
from brisca.core.seating import Seating
from brisca.core.settle import broken_by_an_earlier_trick, deal_result
from brisca.core.signals import gesture
from brisca.core.state import AUCTION, NAMING, OVER, PLAY, GameState, current_player, side_points
from brisca.core.trick import Reason, resolve_trick, winning_position
from brisca.text import Named

EXAMPLES_DIR = Path(__file__).resolve().parents[3] / "content" / "examples"
PEOPLE = EXAMPLES_DIR / "people.json"


class ExampleError(BriscaError):
    """An example file that cannot be replayed."""

    family = "example"


@dataclass(frozen=True)
class Scene:
    """What an example shows after ``at`` moves of one of its parts: the state, what the last
    move did (events) and the facts its narration may use."""

    part: int
    at: int  # moves played in this part
    state: GameState
    before: GameState | None
    events: tuple[Reason, ...]
    facts: dict = field(compare=False)
    narration: str | None = None  # the message that tells this step, if one does


@dataclass(frozen=True)
class Part:
    record: GameRecord
    narration: dict[int, str]  # step -> message name


@dataclass(frozen=True)
class Example:
    id: str
    parts: tuple[Part, ...]

    def message(self, name: str) -> str:
        """The id of one of this example's messages (``title``, ``intro``, ``part-0``...)."""
        return f"ex-{self.id}-{name}"


@cache
def _genders() -> dict[str, str]:
    return json.loads(PEOPLE.read_text(encoding="utf-8"))


def sitter(record: GameRecord, table_seat: int) -> Named:
    """Who sits at a seat of the table, named by the record, with the gender Spanish needs."""
    name = record.names[table_seat] if record.names else f"#{table_seat + 1}"
    return Named(name, _genders().get(name, "other"))


def person(record: GameRecord, seat: int) -> Named:
    """A deal seat's player: at five the deal's seats start on the dealer's right, the dealer
    resting; elsewhere a deal seat is the table's (``Seating.playing``)."""
    return sitter(record, record.rules.seating.playing(record.dealer)[seat])


def _rest_facts(record: GameRecord) -> dict | None:
    """At five, who rests and, per side of the deal, who plays on it (``Seating.sides``,
    the rester left out: it goes with ``Seating.RESTER_SIDE``); None where nobody rests."""
    rester = record.rules.seating.resting(record.dealer)
    if rester is None:
        return None
    sides = record.rules.seating.sides(record.dealer)
    return {"rester": sitter(record, rester),
            **{f"side_{k}": tuple(sitter(record, s) for s in side if s != rester) for k, side in enumerate(sides)}}


def _facts(record: GameRecord, s: GameState) -> dict:
    """What every step may say: the players, their points, the stock and the trump."""
    chosen = s.phase not in (AUCTION, NAMING)  # under an auction no trump stands until it is named or called
    facts: dict = {"face_down": len(s.stock), "turned_up": s.turned_up, "trump": s.trump_suit if chosen else None,
                   "deck": s.rules.deck}
    for seat in range(s.rules.players):
        facts[f"name_{seat}"] = person(record, seat)
        facts[f"score_{seat}"] = s.points[seat]
    if s.rules.teams:
        for side, points in enumerate(side_points(s)):
            facts[f"team_score_{side}"] = points
    facts.update(_rest_facts(record) or {})
    if s.trick:
        holding = s.trick[winning_position(s.trick, s.trump_suit)]
        hidden = [c for h in s.hands for c in h] + list(s.stock)  # not the turned-up card: all see it
        facts["holding"] = holding
        beaten_by = (c for c in hidden if beats(c, holding, s.trump_suit))
        facts["beaten_by"] = tuple(sorted(beaten_by, key=lambda c: c.index))
    return facts


def _events(record: GameRecord, before: GameState, after: GameState, move) -> tuple[list[Reason], dict]:
    """What one move did, as reason codes with facts, and the facts narration may use."""
    names = [person(record, seat) for seat in range(after.rules.players)]
    mover = current_player(before) if before.phase in (PLAY, AUCTION, NAMING) else before.leader
    facts: dict = {"player": names[mover]}
    events: list[Reason] = []
    if move.kind in AUCTION_KINDS:
        facts.update(_auction_facts(before, after, move))
        events.append(Reason(f"walk_{move.kind}", {k: v for k, v in facts.items() if k in AUCTION_FACTS}))
    elif move.kind is EXCHANGE:
        facts.update(given=move.card, taken=before.turned_up)
        events.append(Reason("walk_exchange", dict(facts)))
    elif move is SKIP:
        events.append(Reason("walk_skip", dict(facts)))
    elif move.kind == "signal":  # said by its gesture at this table, and what it means
        facts.update(sign=move.sign, gesture=gesture(after.rules.signals, move.sign))  # worded by ``text.tell``
        events.append(Reason("walk_signal", dict(facts)))
    else:
        facts.update(card=move.card, card_points=move.card.points)
        events.append(Reason("walk_play", {"player": facts["player"], "card": move.card}))
    shown = _partner_shown(before, move)
    if shown is not None:  # chiamata: the called card played tells every side
        facts.update(partner=names[mover], caller=names[before.call.caller])
        events.append(Reason("walk_partner_alone" if shown else "walk_partner_shown",
                             {"partner": names[mover], "caller": names[before.call.caller], "card": move.card}))
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        result = resolve_trick(trick.cards, after.trump_suit)
        facts.update(trick_winner=names[trick.winner], trick_points=trick.points, winning_card=result.card,
                     why=result.reason)
        events.append(Reason("walk_trick", {"winner": names[trick.winner], "points": trick.points,
                                            "card": result.card, "why": result.reason}))
        if after.rules.teams:
            facts["trick_team"] = after.rules.side_of(trick.winner) + 1
    drew = after.drawn > before.drawn or (before.turned_up_taker is None and after.turned_up_taker is not None)
    if drew:
        first = after.leader
        facts["drew_first"] = names[first]
        order = tuple(names[(first + k) % after.rules.players] for k in range(after.rules.players))
        events.append(Reason("walk_draw", {"first": names[first], "order": order}))
        if after.turned_up_taker is not None and before.turned_up_taker is None:
            facts.update(turned_up_taker=names[after.turned_up_taker], turned_up=after.turned_up)
            code = "walk_last_draw_card" if after.rules.bidding else "walk_last_draw"  # Subastada's sets no trump
            events.append(Reason(code, {"taker": names[after.turned_up_taker], "card": after.turned_up}))
    if after.phase is OVER:
        facts.update(_result_facts(record, after))
        events.append(Reason("walk_over", {"result": facts["result"]}))
        rest = _rest_facts(record)
        if rest is not None:  # the rester's share of the deal (``brisca.core.match``)
            won = deal_result(after).winner
            shared = Seating.RESTER_SIDE
            events.append(Reason("walk_rest_share", {"rester": rest["rester"], "players": rest[f"side_{shared}"],
                                                     "won": "none" if won is None else
                                                     "yes" if won == shared else "no"}))
    return events, facts


AUCTION_FACTS = ("player", "points", "rank", "suit", "card", "marriage")  # what an auction's move says


def _auction_facts(before: GameState, after: GameState, move) -> dict:
    """What a bid, a pass, the trump named, a marriage sung or a card called says: the points
    or the rank bid, the suit, the marriage's points, the card called and so the trump."""
    if move.kind == BID:
        return {"points": move.number}
    if move.kind == RANK:
        return {"rank": move.number}
    if move.kind == TRUMP:
        return {"suit": move.suit}
    if move.kind == SING:
        return {"suit": move.suit, "marriage": after.sung[-1].points}
    if move.kind == CALL:
        return {"card": move.card, "suit": move.card.suit}
    return {}


def _partner_shown(before: GameState, move) -> bool | None:
    """Whether this move plays chiamata's called card: True if by the caller itself (alone),
    False by its partner; None for any other move."""
    call = before.call
    if call is None or call.called is None or not move.is_play or move.card != call.called:
        return None
    return current_player(before) == call.caller


def _result_facts(record: GameRecord, final: GameState) -> dict:
    """The result under the record's tie rule and under each of the four."""
    out = {}
    for tie in TIES:
        ruled = final.replace(rules=replace(final.rules, tie=tie))
        out[f"tie_{tie}"] = _result_reason(record, deal_result(ruled), tricks_of=ruled)
    out["result"] = _result_reason(record, deal_result(final), final)
    return out


def _result_reason(record: GameRecord, result, final: GameState | None = None,
                   tricks_of: GameState | None = None) -> Reason:
    """What ``result`` says; ``final`` is the deal's end (chiamata's sides are read off it), and
    ``tricks_of`` the end whose tricks tell which trick broke a tie (``final`` by default)."""
    rules = record.rules
    tricks_of = final if tricks_of is None else tricks_of
    if result.contract is not None:  # Subastada: the contract made or failed
        c = result.contract
        return Reason("result_contract", {"made": "yes" if c.made else "no", "side": person(record, c.seat),
                                          "teams": "yes" if rules.teams else "no", "amount": c.bid,
                                          "points": c.points, "short": -c.by})
    if result.sides and final is not None and final.call is not None and final.call.called is not None:
        callers = result.sides[0]
        caller = final.call.caller
        mate = next((s for s in callers if s != caller), caller)
        return Reason("result_called", {"made": "yes" if result.winner == 0 else "no", "caller": person(record, caller),
                                        "partner": person(record, mate), "alone": "yes" if mate == caller else "no",
                                        "ours": result.side_scores[0], "theirs": result.side_scores[1],
                                        "goal": final.call.goal})
    if result.winner is None:
        return Reason(f"result_{result.termination}", {"points": max(result.side_scores)})
    code = "result_win" if result.termination is not Termination.LAST_TRICK else (
        "result_win_latest_trick" if tricks_of is not None and broken_by_an_earlier_trick(tricks_of, result)
        else "result_win_last_trick")
    if rules.teams:
        return Reason(code + "_team", {"side": result.winner + 1, "points": result.side_scores[result.winner]})
    return Reason(code, {"side": person(record, result.winner), "points": result.side_scores[result.winner]})


def _deal_event(record: GameRecord, start: GameState) -> Reason:
    if start.rules.bidding:  # no card sets the trump: the auction opens, at the dealer's right
        return Reason("walk_deal_call" if start.rules.called else "walk_deal_auction",
                      {"dealer": sitter(record, record.dealer), "opener": person(record, current_player(start)),
                       "cards": len(start.hands[0]), "hidden": start.rules.last_card})
    facts = {"turned_up": start.turned_up, "leader": person(record, start.leader)}
    rest = _rest_facts(record)
    if rest is not None:  # the dealer rests; the four others play in pairs
        return Reason("walk_deal_rest", {**facts, "dealer": rest["rester"], "ours": rest[f"side_{Seating.RESTER_SIDE}"],
                                         "theirs": rest[f"side_{1 - Seating.RESTER_SIDE}"]})
    if record.dealer is not None:
        return Reason("walk_deal_dealer", {**facts, "dealer": sitter(record, record.dealer)})
    return Reason("walk_deal", facts)


def replay_part(part: Part, index: int) -> list[Scene]:
    record = part.record
    states = record.states()
    start = states[0]
    steps = [Scene(index, 0, start, None, (_deal_event(record, start),),
                  {**_facts(record, start), "leader": person(record, start.leader)}, part.narration.get(0))]
    for i, move in enumerate(record.moves):
        before, after = states[i], states[i + 1]
        events, facts = _events(record, before, after, move)
        steps.append(Scene(index, i + 1, after, before, tuple(events), {**_facts(record, after), **facts},
                          part.narration.get(i + 1)))
    return steps


def load_example(path: Path) -> Example:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        parts = tuple(Part(GameRecord.from_json(p["record"]), {int(k): v for k, v in p.get("narration", {}).items()})
                      for p in data["parts"])
    except (OSError, ValueError, KeyError, TypeError, RecordError) as e:
        raise ExampleError("broken_example", example=path.stem) from e
    return Example(path.stem, parts)


@cache
def examples() -> tuple[Example, ...]:
    """Every example, in file-name order."""
    return tuple(load_example(p) for p in sorted(EXAMPLES_DIR.glob("[0-9]*.json")))


@cache
def scenes_of(example_id: str) -> tuple[Scene, ...]:
    example = next(e for e in examples() if e.id == example_id)
    out: list[Scene] = []
    for index, part in enumerate(example.parts):
        out.extend(replay_part(part, index))
    return tuple(out)

