"""Writes the worked examples under content/examples/: the game records are built here from
chosen hands and bot play, and each part says which of its steps are narrated, by the name
of a message. The narration itself is written by hand in
``content/i18n/<lang>/examples/<id>.ftl`` (``ex-<id>-<name>``), from the facts the engine
computes for that step.

Run it after changing an example: ``python scripts/build_examples.py``. The page and the
tests only read the files; this script is how the records were made.
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from brisca.bots import make_bot  # noqa: E402
from brisca.bots.turns import bot_turns  # noqa: E402
from brisca.core.cards import parse_cards  # noqa: E402
from brisca.core.record import GameRecord, deal, move_from_json  # noqa: E402
from brisca.core.rules import deck_cards, preset  # noqa: E402
from brisca.core.state import step  # noqa: E402

OUT = ROOT / "content" / "examples"
ANA_LUIS = ["Ana", "Luis"]


def build(rules: str, hands, trump: str, stock_head=(), leader=0, names=None) -> GameRecord:
    r = preset(rules)
    hands = tuple(parse_cards(h) for h in hands)
    turned = parse_cards([trump])[0]
    head = parse_cards(stock_head)
    used = {c for h in hands for c in h} | {turned} | set(head)
    rest = tuple(c for c in deck_cards(r) if c not in used)
    dealer = (leader - 1) % r.players if r.first_leader == "dealer_right" else None  # the seat that dealt
    return GameRecord(r, hands, turned, head + rest, leader, (), tuple(names) if names else None, rules, dealer)


def play(record: GameRecord, moves=(), bots=("greedy", "greedy"), until=None) -> GameRecord:
    """The record with ``moves`` played, then bots playing on (to the end, or ``until`` moves)."""
    s = record.start()
    done = []
    for m in moves:
        m = move_from_json(m)
        s = step(s, m)
        done.append(m)
    players = {i: make_bot(bots[i % len(bots)], 7 + i) for i in range(record.rules.players)}
    turns = bot_turns(s, players)
    done += [turn.action for turn in itertools.islice(turns, None if until is None else max(0, until - len(done)))]
    return record.with_moves(done)


def first_step(record: GameRecord, test) -> int:
    states = record.states()
    return next(i for i in range(1, len(states)) if test(states[i - 1], states[i]))


def part(record: GameRecord, narration: dict[int, str]) -> dict:
    return {"record": record.to_json(), "narration": {str(k): v for k, v in sorted(narration.items())}}


def write(name: str, parts: list[dict]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"parts": parts}, ensure_ascii=False, indent=1) + "\n"
    (OUT / f"{name}.json").write_text(text, encoding="utf-8")


def ana_luis() -> None:
    """000's worked example, and no more: the trick, the draw, the next leader."""
    record = play(build("000", [["1O", "4C", "7B"], ["2E", "5C", "6B"]], "5E", ["12C", "3B", "10O", "6O"],
                        names=ANA_LUIS), ["1O", "2E"], until=2)
    write("01-ana-luis", [part(record, {0: "deal", 1: "lead", 2: "trump"})])


def whole_hand() -> None:
    record = play(deal("000", 21, leader=0, names=ANA_LUIS), bots=("expert", "heuristic"))
    last = first_step(record, lambda a, b: a.turned_up_taker is None and b.turned_up_taker is not None)
    first_trick = first_step(record, lambda a, b: len(b.tricks) == 1)
    write("02-whole-hand", [part(record, {0: "deal", first_trick: "first-trick", last: "last-draw",
                                          last + 1: "no-stock", len(record.moves): "count"})])


def exchanges() -> None:
    rulebook = play(build("001", [["7E", "4C", "6B"], ["2C", "5C", "7B"]], "1E", names=ANA_LUIS, leader=0),
                    [{"exchange": "7E"}, "4C", "2C"], until=3)
    after_win = play(build("004", [["7E", "1O", "6B"], ["4O", "5C", "7B"]], "3E", names=ANA_LUIS, leader=1),
                     ["4O", "1O", {"exchange": "7E"}], until=3)
    write("03-exchange", [part(rulebook, {0: "rulebook-deal", 1: "rulebook-exchange"}),
                          part(after_win, {2: "after-win-trick", 3: "after-win-exchange"})])


def pairs() -> None:
    names = ["Ana", "Luis", "Eva", "Pablo"]
    record = play(build("000-pairs", [["1O", "4C", "7B"], ["5O", "5C", "6B"], ["3E", "6C", "7C"],
                                      ["2B", "4B", "10C"]], "5E", names=names), ["1O", "5O", "3E", "2B"], until=4)
    write("04-pairs", [part(record, {0: "deal", 3: "eva-trumps", 4: "team-wins"})])


def three() -> None:
    names = ["Ana", "Luis", "Eva"]
    p39 = play(deal("000-three", 5, names=names), until=3)
    p36 = play(deal("001-three", 5, names=names), until=3)
    write("05-three", [part(p39, {0: "deck", 3: "first-trick"}), part(p36, {0: "deck", 3: "first-trick"})])


def tie() -> None:
    for seed in range(5000):
        record = play(deal("000", seed, leader=0, names=ANA_LUIS), bots=("heuristic", "greedy"))
        if record.final().points == [60, 60]:
            break
    write("06-tie", [part(record, {len(record.moves): "ties"})])


def mistake() -> None:
    hands = [["1O", "4C", "7B"], ["2E", "5C", "6B"]]
    bad = play(build("000", hands, "5E", ["12C", "3B", "10O", "6O"], names=ANA_LUIS), ["1O", "2E"], until=2)
    good = play(build("000", hands, "5E", ["12C", "3B", "10O", "6O"], names=ANA_LUIS), ["4C", "5C"], until=2)
    write("07-mistake", [part(bad, {2: "lost-ace"}), part(good, {2: "kept-ace"})])


def signals() -> None:
    """The same two tricks without señas and with them (003's table): Ana's sign that she holds
    the ace of trumps lets Eva lead her three of coins, which Ana's ace then keeps for the pair."""
    names = ["Ana", "Luis", "Eva", "Pablo"]
    hands = [["1E", "4C", "7B"], ["5C", "2O", "6B"], ["12C", "3O", "4O"], ["6C", "7E", "5B"]]
    head = ["2C", "3C", "4B", "6O"]  # the first draw: Eva, Pablo, Ana, Luis
    trick = ["4C", "5C", "12C", "6C"]
    silent = play(build("003-pairs", hands, "5E", head, names=names), [*trick, "4O"], until=5)
    signalled = play(build("003-pairs-signals", hands, "5E", head, names=names),
                     ["signal:ace_of_trumps", *trick, "3O", "7E", "1E", "6O"], until=9)
    write("09-signals", [part(silent, {0: "deal", 4: "first-trick", 5: "eva-careful"}),
                         part(signalled, {1: "ana-signals", 6: "eva-leads-three", 9: "ace-keeps-it"})])


def keep_trumps() -> None:
    record = play(build("000", [["4C", "3C", "7B"], ["2E", "5O", "6B"]], "5E", ["4O", "5B", "12O", "11O"],
                        names=ANA_LUIS), ["4C", "5O", "3C", "2E"], until=4)
    write("08-keep-trumps", [part(record, {2: "keep", 4: "now-it-pays"})])


if __name__ == "__main__":
    for build_one in (ana_luis, whole_hand, exchanges, pairs, three, tie, mistake, keep_trumps, signals):
        build_one()
    print(f"wrote {len(list(OUT.glob('[0-9]*.json')))} examples to {OUT}")
