"""``python -m brisca``: resolve a trick, deal, replay records, list the rules, benchmark.

Bad input ends with exit status 2 and one clear line on standard error, never a
traceback. Later commands (the bots' ``hint`` and ``arena``) register here too.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from .cards import parse_card, parse_suit
from .errors import BriscaError
from .match import hand_result
from .record import GameRecord, RecordError, deal
from .rules import PRESET_LIST, Rules, RulesError
from .state import current_player, is_over, side_points
from .text import DEFAULT_LANG, LANGS, card_name, error_text, explain_trick, suit_name, t
from .trick import resolve_trick

ENGINE_ERRORS = (BriscaError,)


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

    if args.coach:
        from .arena import coach_timing

        figures = coach_timing(args.coach, args.seed)
        print(json.dumps(figures) if args.json else t("cli.coach_bench", args.lang, **figures))
        return 0
    figures = bench(games=args.games, rounds=args.rounds, seed=args.seed)
    if args.json:
        print(json.dumps(figures))
    else:
        print(t("cli.bench", args.lang, games=figures["games_per_second"],
                resolve=figures["trick_resolve_us"], fast=figures["trick_winner_us"]))
    return 0


def _read_one(path: str, lang: str) -> str:
    if path == "-":
        return sys.stdin.read()
    return next(_read_records([path], lang))


def _cmd_hint(args) -> int:
    from .coach import evaluate_moves, label_for
    from .record import move_to_json
    from .view import observe

    record = GameRecord.loads(_read_one(args.record, args.lang))
    state = record.final()
    if record.rules.players != 2:
        raise UsageError(t("cli.coach_two_players", args.lang))
    seat = current_player(state)
    if seat is None:
        raise UsageError(t("cli.hand_over", args.lang))
    evals = evaluate_moves(observe(state, seat), args.seed)
    best = evals[0]
    moves = [{"move": move_to_json(e.move), "margin": round(e.margin, 2), "win": round(e.win, 3),
              "stderr": round(e.stderr, 2), "win_stderr": round(e.win_stderr, 3), "exact": e.exact,
              "points_lost": round(best.margin - e.margin, 2),
              "label": label_for(best.margin - e.margin, best.win - e.win)} for e in evals]
    if args.json:
        print(json.dumps({"seat": seat, "moves": moves}))
        return 0
    print(t("cli.hint_seat", args.lang, seat=seat + 1))
    for e, row in zip(evals, moves, strict=True):
        name = card_name(e.move, args.lang) if hasattr(e.move, "suit") else json.dumps(row["move"])
        print(t("cli.hint_move", args.lang, move=name, margin=row["margin"], win=round(100 * e.win),
                stderr=row["stderr"], label=t(f"label.{row['label']}", args.lang)))
    return 0


def _cmd_arena(args) -> int:
    from .arena import arena
    from .bots import BOTS

    for name in (args.bot_a, args.bot_b):
        if name not in BOTS:
            raise UsageError(t("cli.unknown_bot", args.lang, name=name, known=", ".join(BOTS)))
    if args.deals < 2 or args.jobs < 1:
        raise UsageError(t("cli.bad_count", args.lang))
    figures = arena(args.bot_a, args.bot_b, args.deals, args.seed, args.jobs, args.rules,
                    progress=None if args.quiet else sys.stderr)
    if args.json:
        print(json.dumps(figures))
        return 0
    times = figures["ms_per_move"]
    print(t("cli.arena", args.lang, a=args.bot_a, b=args.bot_b, games=figures["games"], score=figures["score"],
            lo=figures["score_ci"][0], hi=figures["score_ci"][1], margin=figures["margin"],
            mlo=figures["margin_ci"][0], mhi=figures["margin_ci"][1]))
    for name in (args.bot_a, args.bot_b):
        print(t("cli.arena_times", args.lang, bot=name, median=times[name]["median"], p95=times[name]["p95"]))
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
    p.add_argument("--coach", type=int, default=0, metavar="GAMES",
                   help="instead, time the coach at every decision of GAMES games")
    p.add_argument("--json", action="store_true")

    p = command("hint", _cmd_hint, "the coach's evaluation of every legal move for the seat to move")
    p.add_argument("record", metavar="RECORD", help="a game record file, or - for standard input")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")

    p = command("arena", _cmd_arena, "duplicate deals between two bots: score, margin and speed")
    p.add_argument("bot_a", metavar="BOT_A")
    p.add_argument("bot_b", metavar="BOT_B")
    p.add_argument("--deals", type=int, default=100, help="deals, each played twice with seats swapped")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1, help="processes")
    p.add_argument("--rules", default="000", help="a two-player preset")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quiet", action="store_true", help="no progress bar")

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
