"""Worked examples: game records replayed by the engine, step by step, with what happened at
each step as data (events with facts) and the authors' narration filled from those facts.

An example file (``content/examples/<id>.json``) holds a title and an introduction in
each language, and one or more parts; a part is a game record (the engine's format) and
narration keyed by step (``at``: how many moves have been played). Narration may only
use the facts the engine computes for its step, so it cannot say what did not happen.
"""

from __future__ import annotations

import json
import string
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .match import hand_result
from .record import GameRecord
from .rules import Rules
from .state import OVER, Exchange, GameState, Skip, side_points
from .trick import Reason, resolve_trick

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "content" / "examples"
TIE_RULES = ("draw", "last_trick", "replay", "annul")


class ExampleError(ValueError):
    """An example file that cannot be replayed, or narration that names a fact not computed."""


@dataclass(frozen=True)
class Step:
    part: int
    at: int  # moves played in this part
    state: GameState
    before: GameState | None
    events: tuple[Reason, ...]
    facts: dict = field(compare=False)
    narration: dict = field(compare=False)  # lang -> template (may be empty)


@dataclass(frozen=True)
class Example:
    id: str
    title: dict
    intro: dict
    parts: tuple[tuple[GameRecord, dict], ...]  # (record, {"at": {lang: template}})
    part_titles: tuple[dict, ...]


def _name(record: GameRecord, seat: int) -> str:
    return record.names[seat] if record.names else f"#{seat + 1}"


def _facts(record: GameRecord, s: GameState) -> dict:
    facts: dict = {"stock": len(s.stock) + (s.trump_taker is None), "turned_up": s.trump_card,
                   "deck": s.rules.deck}
    for seat in range(s.rules.players):
        facts[f"name_{seat}"] = _name(record, seat)
        facts[f"score_{seat}"] = s.points[seat]
    if s.rules.teams:
        for side, points in enumerate(side_points(s)):
            facts[f"team_score_{side}"] = points
    return facts


def _events(record: GameRecord, before: GameState, after: GameState, move) -> tuple[list[Reason], dict]:
    """What one move did, as reason codes with facts, and the facts narration may use."""
    names = [_name(record, seat) for seat in range(after.rules.players)]
    mover = (before.leader + len(before.trick)) % before.rules.players if before.phase == "play" else before.leader
    facts = {"player": names[mover]}
    events: list[Reason] = []
    if isinstance(move, Exchange):
        facts.update(given=move.card, taken=before.trump_card)
        events.append(Reason("walk_exchange", dict(facts)))
    elif isinstance(move, Skip):
        events.append(Reason("walk_skip", dict(facts)))
    else:
        facts["card"] = move
        events.append(Reason("walk_play", dict(facts)))
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        result = resolve_trick(trick.cards, after.trump_suit)
        facts.update(trick_winner=names[trick.winner], trick_points=trick.points, winning_card=result.card,
                     why=result.reason)
        events.append(Reason("walk_trick", {"winner": names[trick.winner], "points": trick.points,
                                            "card": result.card, "why": result.reason}))
        if after.rules.teams:
            facts["trick_team"] = after.rules.side_of(trick.winner) + 1
    drew = (len(after.stock) < len(before.stock)) or (before.trump_taker is None and after.trump_taker is not None)
    if drew:
        first = after.leader
        facts["drew_first"] = names[first]
        order = [names[(first + k) % after.rules.players] for k in range(after.rules.players)]
        events.append(Reason("walk_draw", {"first": names[first], "order": ", ".join(order)}))
        if after.trump_taker is not None and before.trump_taker is None:
            facts.update(trump_taker=names[after.trump_taker], trump_card=after.trump_card)
            events.append(Reason("walk_last_draw", {"taker": names[after.trump_taker], "card": after.trump_card}))
    if after.phase is OVER:
        facts.update(_result_facts(record, after))
        events.append(Reason("walk_over", {"result": facts["result"]}))
    return events, facts


def _result_facts(record: GameRecord, final: GameState) -> dict:
    """The result under the record's tie rule and under each of the four."""
    out = {}
    for tie in TIE_RULES:
        rules = Rules(**{**record.rules.to_json(), "tie": tie})
        out[f"tie_{tie}"] = _result_reason(record, hand_result(final._replace(rules=rules)))
    out["result"] = _result_reason(record, hand_result(final))
    return out


def _result_reason(record: GameRecord, result) -> Reason:
    rules = record.rules
    if result.winner is None:
        return Reason(f"result_{result.outcome}", {"points": max(result.side_scores)})
    code = "result_win_last_trick" if result.decided_by == "last_trick" else "result_win"
    if rules.teams:
        return Reason(code + "_team", {"side": result.winner + 1, "points": result.side_scores[result.winner]})
    return Reason(code, {"side": _name(record, result.winner), "points": result.side_scores[result.winner]})


def replay_part(record: GameRecord, narration: dict, part: int) -> list[Step]:
    states = record.states()
    start = states[0]
    steps = [Step(part, 0, start, None,
                  (Reason("walk_deal", {"trump": start.trump_card, "leader": _name(record, start.leader)}),),
                  {**_facts(record, start), "leader": _name(record, start.leader)}, narration.get("0", {}))]
    for i, move in enumerate(record.moves):
        before, after = states[i], states[i + 1]
        events, facts = _events(record, before, after, move)
        steps.append(Step(part, i + 1, after, before, tuple(events), {**_facts(record, after), **facts},
                          narration.get(str(i + 1), {})))
    return steps


def load_example(path: Path) -> Example:
    data = json.loads(path.read_text(encoding="utf-8"))
    parts = tuple((GameRecord.from_json(p["record"]), p.get("narration", {})) for p in data["parts"])
    titles = tuple(p.get("title", {}) for p in data["parts"])
    return Example(path.stem, data["title"], data["intro"], parts, titles)


@cache
def examples() -> tuple[Example, ...]:
    """Every example, in file-name order."""
    return tuple(load_example(p) for p in sorted(EXAMPLES_DIR.glob("*.json")))


@cache
def steps_of(example_id: str) -> tuple[Step, ...]:
    example = next(e for e in examples() if e.id == example_id)
    out: list[Step] = []
    for part, (record, narration) in enumerate(example.parts):
        out.extend(replay_part(record, narration, part))
    return tuple(out)


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def check_narration(example: Example) -> list[str]:
    """Problems: narration keyed to a step that does not exist, or naming facts it lacks."""
    problems = []
    steps = steps_of(example.id)
    for part, (_record, narration) in enumerate(example.parts):
        part_steps = {s.at: s for s in steps if s.part == part}
        for at, texts in narration.items():
            step = part_steps.get(int(at))
            if step is None:
                problems.append(f"{example.id}: part {part} has no step {at}")
                continue
            for lang, template in texts.items():
                missing = placeholders(template) - set(step.facts)
                if missing:
                    problems.append(f"{example.id} part {part} step {at} ({lang}): {sorted(missing)}")
    return problems
