"""Writes the worked examples under content/examples/: each example's deal (chosen hands, or
a seeded shuffle) and every one of its moves are written here, as data; the engine replays
them, checks every move is legal, and finds the steps the narration tells (the first trick,
the last draw...), each named by its message. The narration itself is written by hand in
``content/i18n/<lang>/examples/<id>.ftl`` (``ex-<id>-<name>``), from the facts the engine
computes for that step.

No bot is asked for a move: the whole games (02's, 06's) were played once by bots when the
examples were written and their moves are kept below, so a change to the bots cannot change
an example, nor make its narration tell of moves it no longer shows. A test builds the
examples into a temporary folder and compares them with the committed files byte for byte.

    python scripts/build_examples.py [--out DIR]

Run it after changing an example. The page and the tests only read the files.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from brisca.core.cards import deck_cards, parse_cards  # noqa: E402
from brisca.core.record import GameRecord, deal, move_from_json  # noqa: E402
from brisca.core.rules import preset  # noqa: E402

OUT = ROOT / "content" / "examples"
ANA_LUIS = ["Ana", "Luis"]

# Deal 21 of 000, Ana leading, played to its end by the expert bot (Ana) and the heuristic (Luis).
WHOLE_HAND = ("2E 1E 5E 7O 12B 10C 6O 5C 4E 11O 10E 3E 12O 6C 11E 5O 12E 5B 7B 4O 10B 2B 6E 2O 4B 7C 1O 12C "
              "6B 10O 3O 11C 2C 7E 11B 1B 3B 4C 1C 3C").split()
# Deal 77 of 000, Ana leading, heuristic (Ana) against greedy (Luis): the first seed whose deal
# they played to 60 points each.
TIE_SEED = 77
TIE = ("12E 4E 2C 4O 5B 4B 3O 5E 5C 2O 12C 1C 10E 3E 6B 7O 6O 2B 6E 11O 7E 11E 2E 11B 10C 5O 7B 1B 11C "
       "10O 10B 12B 6C 3B 7C 4C 12O 1O 1E 3C").split()


def build(rules: str, hands, trump: str, stock_head=(), leader=0, names=None) -> GameRecord:
    """A deal of chosen hands and turned-up card; the stock starts with ``stock_head``, the
    rest of the deck after it in the deck's order."""
    r = preset(rules)
    hands = tuple(parse_cards(h) for h in hands)
    turned = parse_cards([trump])[0]
    head = parse_cards(stock_head)
    used = {c for h in hands for c in h} | {turned} | set(head)
    rest = tuple(c for c in deck_cards(r) if c not in used)
    dealer = (leader - 1) % r.players if r.first_leader == "dealer_right" else None  # the seat that dealt
    return GameRecord(r, hands, turned, head + rest, leader, (), tuple(names) if names else None, rules, dealer)


def play(record: GameRecord, moves) -> GameRecord:
    """The record with ``moves`` played (each checked legal where it stands)."""
    played = record.with_moves(move_from_json(m, i) for i, m in enumerate(moves))
    played.states()  # raises on a move that is not legal there
    return played


def first_step(record: GameRecord, test) -> int:
    states = record.states()
    return next(i for i in range(1, len(states)) if test(states[i - 1], states[i]))


def part(record: GameRecord, narration: dict[int, str]) -> dict:
    return {"record": record.to_json(), "narration": {str(k): v for k, v in sorted(narration.items())}}


def ana_luis() -> list[dict]:
    """000's worked example, and no more: the trick, the draw, the next leader."""
    record = play(build("000", [["1O", "4C", "7B"], ["2E", "5C", "6B"]], "5E", ["12C", "3B", "10O", "6O"],
                        names=ANA_LUIS), ["1O", "2E"])
    return [part(record, {0: "deal", 1: "lead", 2: "trump"})]


def whole_hand() -> list[dict]:
    record = play(deal("000", 21, leader=0, names=ANA_LUIS), WHOLE_HAND)
    last = first_step(record, lambda a, b: a.turned_up_taker is None and b.turned_up_taker is not None)
    first_trick = first_step(record, lambda a, b: len(b.tricks) == 1)
    return [part(record, {0: "deal", first_trick: "first-trick", last: "last-draw", last + 1: "no-stock",
                          len(record.moves): "count"})]


def exchanges() -> list[dict]:
    rulebook = play(build("001", [["7E", "4C", "6B"], ["2C", "5C", "7B"]], "1E", names=ANA_LUIS, leader=0),
                    ["exchange:7E", "4C", "2C"])
    after_win = play(build("004", [["7E", "1O", "6B"], ["4O", "5C", "7B"]], "3E", names=ANA_LUIS, leader=1),
                     ["4O", "1O", "exchange:7E"])
    return [part(rulebook, {0: "rulebook-deal", 1: "rulebook-exchange"}),
            part(after_win, {2: "after-win-trick", 3: "after-win-exchange"})]


def pairs() -> list[dict]:
    names = ["Ana", "Luis", "Eva", "Pablo"]
    record = play(build("000-pairs", [["1O", "4C", "7B"], ["5O", "5C", "6B"], ["3E", "6C", "7C"],
                                      ["2B", "4B", "10C"]], "5E", names=names), ["1O", "5O", "3E", "2B"])
    return [part(record, {0: "deal", 3: "eva-trumps", 4: "team-wins"})]


def three() -> list[dict]:
    """Both three-player decks, seeded deals, one trick each (as the greedy bot played it)."""
    names = ["Ana", "Luis", "Eva"]
    p39 = play(deal("000-three", 5, names=names), ["5E", "6E", "2E"])
    p36 = play(deal("001-three", 5, names=names), ["6C", "12O", "3C"])
    return [part(p39, {0: "deck", 3: "first-trick"}), part(p36, {0: "deck", 3: "first-trick"})]


def tie() -> list[dict]:
    record = play(deal("000", TIE_SEED, leader=0, names=ANA_LUIS), TIE)
    return [part(record, {len(record.moves): "ties"})]


def mistake() -> list[dict]:
    hands = [["1O", "4C", "7B"], ["2E", "5C", "6B"]]
    bad = play(build("000", hands, "5E", ["12C", "3B", "10O", "6O"], names=ANA_LUIS), ["1O", "2E"])
    good = play(build("000", hands, "5E", ["12C", "3B", "10O", "6O"], names=ANA_LUIS), ["4C", "5C"])
    return [part(bad, {2: "lost-ace"}), part(good, {2: "kept-ace"})]


def keep_trumps() -> list[dict]:
    record = play(build("000", [["4C", "3C", "7B"], ["2E", "5O", "6B"]], "5E", ["4O", "5B", "12O", "11O"],
                        names=ANA_LUIS), ["4C", "5O", "3C", "2E"])
    return [part(record, {2: "keep", 4: "now-it-pays"})]


def signals() -> list[dict]:
    """The same two tricks without señas and with them (003's table): Ana's sign that she holds
    the ace of trumps lets Eva lead her three of coins, which Ana's ace then keeps for the pair."""
    names = ["Ana", "Luis", "Eva", "Pablo"]
    hands = [["1E", "4C", "7B"], ["5C", "2O", "6B"], ["12C", "3O", "4O"], ["6C", "7E", "5B"]]
    head = ["2C", "3C", "4B", "6O"]  # the first draw: Eva, Pablo, Ana, Luis
    trick = ["4C", "5C", "12C", "6C"]
    silent = play(build("003-pairs", hands, "5E", head, names=names), [*trick, "4O"])
    signalled = play(build("003-pairs-signals", hands, "5E", head, names=names),
                     ["signal:ace_of_trumps", *trick, "3O", "7E", "1E", "6O"])
    return [part(silent, {0: "deal", 4: "first-trick", 5: "eva-careful"}),
            part(signalled, {1: "ana-signals", 6: "eva-leads-three", 9: "ace-keeps-it"})]


# Deal 4 of 003-subastada, played to its end by the heuristic bot in both seats (Luis deals).
SUBASTADA_SEED = 4
SUBASTADA = ("bid:61 bid:62 bid:63 bid:64 bid:65 bid:66 pass trump:B 4E 10E sing:B 5C 7E 11C 2E 11B 6B 12B 4C 3B "
             "10B 1O 4O 4B 11O 2C 11E 7C 10O 2B 5E 7B 5B 10C 3C 2O 5O 6O 3O 12E 1E 6E 12O 6C 12C 3E 7O 1B 1C").split()
# Deal 3 of 003-chiamata, played to its end by the heuristic bot in every seat (Pablo deals).
CHIAMATA_SEED = 3
CHIAMATA = ("rank:1 pass rank:3 pass pass pass call:3C 2B 2O 5B 4O 1B 4B 2E 5C 6E 5O 10E 6B 11E 12E 1E 4E 7C 7O "
            "5E 10C 7E 6O 11O 11C 4C 12C 10O 2C 7B 11B 1O 10B 6C 12B 3C 3E 1C 3B 12O 3O").split()

# Deal 7 of 003-five dealt by Pablo, played to its end by the heuristic bot in every seat; then
# deal 4 dealt by Rosa, on his right, its first trick as the same bot played it.
FIVE_SEEDS = (7, 4)
FIVE = ("6O 2C 12B 1O 5C 6C 6B 3C 2B 2E 5E 10C 11O 10O 7E 10E 4C 11B 2O 4B 7C 12E 7B 4E 7O 5B 5O 4O 6E 11C "
        "3E 10B 1B 11E 3O 12O 12C 3B 1C 1E").split()
FIVE_NEXT = "4E 10E 3E 12B".split()


def subastada() -> list[dict]:
    """003's Subastada at two: the auction point by point, the trump chosen, the forty sung
    after the first trick won, and a contract the marriage makes."""
    record = play(deal("003-subastada", SUBASTADA_SEED, names=ANA_LUIS), SUBASTADA)
    won = first_step(record, lambda a, b: a.phase == "auction" and b.phase != "auction")
    sung = first_step(record, lambda a, b: len(b.sung) > len(a.sung))
    last = first_step(record, lambda a, b: a.turned_up_taker is None and b.turned_up_taker is not None)
    return [part(record, {0: "deal", won - 1: "raise", won: "won", won + 1: "trump", sung: "sing",
                          last: "last-card", len(record.moves): "count"})]


def chiamata() -> list[dict]:
    """003's Briscola chiamata at five: rank bids, the card called, the partner hidden until
    the called card is played, the sides' count."""
    names = ["Ana", "Luis", "Eva", "Pablo", "Rosa"]
    record = play(deal("003-chiamata", CHIAMATA_SEED, names=names), CHIAMATA)
    higher = first_step(record, lambda a, b: b.call.top is not None and a.call.top is not None
                        and b.call.top != a.call.top)
    called = first_step(record, lambda a, b: a.call.called is None and b.call.called is not None)
    shown = first_step(record, lambda a, b: b.call.called in [c for t in b.tricks for c in t.cards] + list(b.trick)
                       and b.call.called not in [c for t in a.tricks for c in t.cards] + list(a.trick))
    return [part(record, {0: "deal", higher: "higher", called: "called", called + 1: "secret", shown: "shown",
                          len(record.moves): "count"})]


def five() -> list[dict]:
    """003's five players: the dealer rests, the four others play in pairs, the one resting
    goes with the pair that leads and shares its result; the next deal, the next one rests
    and the pairs change."""
    names = ["Ana", "Luis", "Eva", "Pablo", "Rosa"]
    first = play(deal("003-five", FIVE_SEEDS[0], names=names, dealer=3), FIVE)
    second = play(deal("003-five", FIVE_SEEDS[1], names=names, dealer=4), FIVE_NEXT)
    return [part(first, {0: "deal", len(first.moves): "count"}),
            part(second, {0: "next-deal", len(second.moves): "trumped"})]


EXAMPLES = {"01-ana-luis": ana_luis, "02-whole-hand": whole_hand, "03-exchange": exchanges, "04-pairs": pairs,
            "05-three": three, "06-tie": tie, "07-mistake": mistake, "08-keep-trumps": keep_trumps,
            "09-signals": signals, "10-subastada": subastada, "11-chiamata": chiamata,
            "12-five": five}


def files() -> dict[str, str]:
    """Each example's file name and text, as written."""
    return {f"{name}.json": json.dumps({"parts": make()}, ensure_ascii=False, indent=1) + "\n"
            for name, make in EXAMPLES.items()}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="the folder written (content/examples by default)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, text in files().items():
        (args.out / name).write_bytes(text.encode("utf-8"))
    print(f"wrote {len(EXAMPLES)} examples to {args.out}")


if __name__ == "__main__":
    main()
