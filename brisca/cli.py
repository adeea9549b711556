"""``python -m brisca``: resolve a trick, deal, replay records, list the rules, benchmark.

Bad input ends with exit status 2 and one clear line on standard error, never a
traceback. Later commands (the bots' ``hint`` and ``arena``) register here too.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from .cards import CardError, parse_card, parse_suit
from .match import hand_result
from .record import GameRecord, RecordError, deal
from .rules import PRESET_LIST, Rules, RulesError
from .state import IllegalMoveError, current_player, is_over, side_points
from .text import DEFAULT_LANG, LANGS, card_name, error_text, explain_trick, suit_name, t
from .trick import TrickError, resolve_trick

ENGINE_ERRORS = (CardError, RulesError, RecordError, IllegalMoveError, TrickError)


class UsageError(Exception):
    """Bad command-line input, already worded for the user."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, status 2, instead of argparse's usage block
        raise UsageError(f"{self.prog}: {message}")


def _cmd_resolve(args) -> int:
    lang = args.lang
    cards = [parse_card(c) for c in args.cards]
    if len(cards) > 6:
        raise UsageError(t("cli.too_many_cards", lang))
    if args.trump_card:
        trump_card = parse_card(args.trump_card)
        if trump_card in cards:
            raise UsageError(t("cli.trump_card_in_trick", lang, card=trump_card))
        trump = trump_card.suit
    elif args.trump:
        trump = parse_suit(args.trump)
    else:
        raise UsageError(t("cli.need_trump", lang))
    result = resolve_trick(cards, trump)
    lines = explain_trick(result, lang)
    if args.json:
        print(json.dumps({
            "winner": result.winner, "card": result.card.code, "points": result.points,
            "trump": trump, "reason": result.reason.code,
            "steps": [{"position": s.position, "card": s.card.code, "reason": s.reason.code,
                       "winning": s.winning} for s in result.steps],
            "explanation": lines,
        }, ensure_ascii=False))
        return 0
    print(t("cli.trump", lang, suit=suit_name(trump, lang)))
    print(t("cli.winner", lang, card=card_name(result.card, lang), position=result.winner + 1))
    print(t("cli.points", lang, points=result.points))
    for line in lines:
        print(line)
    return 0


def _rules_arg(text: str) -> Rules | str:
    if text.lstrip().startswith("{"):
        try:
            return Rules.from_json(json.loads(text))
        except json.JSONDecodeError as e:
            raise RulesError("not_rules", value=str(e)) from None
    Rules.from_json(text)  # an unknown preset fails here, with the known ones listed
    return text


def _cmd_deal(args) -> int:
    print(deal(_rules_arg(args.rules), args.seed).dumps())
    return 0


def replay_summary(record: GameRecord) -> dict:
    """What ``replay`` prints for one record: scores, tricks and the result so far."""
    final = record.final()
    rules = record.rules
    out: dict = {
        "scores": list(final.points),
        "tricks": [{"leader": tr.leader, "cards": [c.code for c in tr.cards],
                    "winner": tr.winner, "points": tr.points} for tr in final.tricks],
        "complete": is_over(final),
    }
    if rules.teams:
        out["team_scores"] = list(side_points(final))
    if is_over(final):
        out["result"] = hand_result(final).to_json()
    else:
        out["result"] = None
        out["to_move"] = current_player(final)
        out["phase"] = final.phase
    return out


def _read_records(paths: list[str], lang: str):
    if not paths:
        for line in sys.stdin:
            if line.strip():
                yield line
        return
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                yield f.read()
        except OSError:
            raise UsageError(t("cli.no_such_file", lang, path=path)) from None


def _cmd_replay(args) -> int:
    for n, text in enumerate(_read_records(args.files, args.lang), start=1):
        try:
            record = GameRecord.loads(text)
        except RecordError as e:
            raise UsageError(t("cli.record", args.lang, n=n, message=error_text(e, args.lang))) from None
        print(json.dumps(replay_summary(record)))
    return 0


def _cmd_rules(args) -> int:
    rows = [{"name": p.name, "source": p.source, "rules": p.rules.to_json(),
             "summary": t(p.summary, args.lang)} for p in PRESET_LIST]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
        return 0
    for row in rows:
        print(f"{row['name']:<16} {row['source']:<26} {row['summary']}")
    return 0


def _cmd_bench(args) -> int:
    from .simulate import bench

    figures = bench(games=args.games, rounds=args.rounds, seed=args.seed)
    if args.json:
        print(json.dumps(figures))
    else:
        print(t("cli.bench", args.lang, games=figures["games_per_second"],
                resolve=figures["trick_resolve_us"], fast=figures["trick_winner_us"]))
    return 0


COMMANDS: dict[str, Callable] = {}


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m brisca", description="Brisca rules engine.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def command(name: str, handler: Callable, help: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help, description=help)
        p.add_argument("--lang", choices=LANGS, default=DEFAULT_LANG, help="language of the output")
        p.set_defaults(handler=handler)
        return p

    p = command("resolve", _cmd_resolve, "who wins a trick, and why")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--trump", help="trump suit: O, C, E, B or its name")
    group.add_argument("--trump-card", help="the turned-up card, e.g. 5E")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("cards", nargs="+", metavar="CARD", help="cards in the order played")

    p = command("deal", _cmd_deal, "print the record of a newly shuffled hand")
    p.add_argument("--rules", default="000", help="a preset name or a JSON rules object")
    p.add_argument("--seed", type=int, default=None, help="the same seed gives the same deal")

    p = command("replay", _cmd_replay, "replay records (files, or JSON lines on stdin)")
    p.add_argument("files", nargs="*", metavar="FILE")

    p = command("rules", _cmd_rules, "list the rule presets, one per source")
    p.add_argument("--list", action="store_true", help="list the presets (the default)")
    p.add_argument("--json", action="store_true")

    p = command("bench", _cmd_bench, "random two-player hands per second on one core")
    p.add_argument("--games", type=int, default=1000, help="hands per round")
    p.add_argument("--rounds", type=int, default=7, help="rounds; the best one counts")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")

    for name, (handler, configure) in COMMANDS.items():
        configure(command(name, handler, handler.__doc__ or name))
    return parser


def main(argv: list[str] | None = None) -> int:
    lang = DEFAULT_LANG
    try:
        args = build_parser().parse_args(argv)
        lang = args.lang
        return args.handler(args)
    except UsageError as e:
        print(str(e), file=sys.stderr)
    except ENGINE_ERRORS as e:
        print(error_text(e, lang), file=sys.stderr)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    return 2
