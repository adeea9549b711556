"""``python -m brisca``: resolve a trick, deal, replay records, list the rules, hint, arena,
benchmark, play a stored practice game (``table``: ``cli.table``).

Bad input ends with exit status 2 and one line on standard error, in the chosen language,
never a traceback; text from the input is shown escaped, so it cannot fake more lines or
colour the terminal.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable

from ..core.cards import parse_card, parse_suit
from ..core.errors import BriscaError
from ..core.outside import InputError, json_value, whole_number
from ..core.record import GameRecord, RecordError, deal
from ..core.rules import PRESET_LIST, Rules, RulesError
from ..core.settle import deal_result
from ..core.state import current_player, is_over, side_points
from ..core.trick import resolve_trick
from ..text import (
    DEFAULT_LANG,
    LANGS,
    action_name,
    error_text,
    explain_trick,
    label_text,
    quoted,
    reason_text,
    signed,
    suit_name,
    t,
)
from .match_record import MatchRecord, is_match_json
from .table import add_commands as add_table_commands

SEED_LIMIT = 10**18
MAX_DEALS = 1_000_000


class UsageError(Exception):
    """Bad command-line input, already worded for the user."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, status 2, instead of argparse's usage block
        raise UsageError(f"{self.prog}: {message}")


def _number(lang: str, what: str, low: int, high: int) -> Callable[[str], int]:
    """An argparse type: ASCII digits in [low, high], refused in the user's language."""
    def parse(text: str) -> int:
        try:
            return whole_number(text, low, high, what)
        except InputError:
            raise argparse.ArgumentTypeError(t("cli-bad_count", lang, what=what, low=low, high=high)) from None
    return parse


def _cmd_resolve(args) -> int:
    lang = args.lang
    cards = [parse_card(c) for c in args.cards]
    if len(cards) > 6:
        raise UsageError(t("cli-too_many_cards", lang))
    if args.trump_card:
        turned_up = parse_card(args.trump_card)
        if turned_up in cards:
            raise UsageError(t("cli-trump_card_in_trick", lang, card=turned_up))
        trump = turned_up.suit
    elif args.trump:
        trump = parse_suit(args.trump)
    else:
        raise UsageError(t("cli-need_trump", lang))
    result = resolve_trick(cards, trump)
    lines = explain_trick(result, lang)
    if args.json:
        print(json.dumps({
            "position": result.position, "card": result.card.code, "points": result.points,
            "trump": trump, "reason": result.reason.code,
            "plays": [{"position": p.position, "card": p.card.code, "reason": p.reason.code,
                       "winning": p.winning} for p in result.plays],
            "explanation": lines,
        }, ensure_ascii=False))
        return 0
    print(t("cli-trump", lang, suit=suit_name(trump, lang)))
    print(t("cli-winner", lang, card=result.card, position=result.position + 1))
    print(t("cli-points", lang, points=result.points))
    for line in lines:
        print(line)
    return 0


def _rules_arg(text: str) -> Rules | str:
    if text.lstrip().startswith("{"):
        try:
            return Rules.from_json(json_value(text))
        except InputError:
            raise RulesError("not_rules") from None
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
    if final.call is not None:  # chiamata: the auction as it went, the caller, its bid and the card called
        call = final.call
        out["auction"] = {"bids": [[seat, action.code] for seat, action in call.bids], "caller": call.caller,
                          "bid": call.top[1].code if call.top else None,
                          "called": call.called.code if call.called else None}
    if is_over(final):
        out["result"] = deal_result(final).to_json()
    else:
        out["result"] = None
        out["to_move"] = current_player(final)
        out["phase"] = final.phase
    return out


def match_summary(match: MatchRecord) -> dict:
    """What ``replay`` prints for a match record: each deal's summary with the match's score
    after it, then where the match stands (or who won it)."""
    deals = []
    for k, record in enumerate(match.deals):
        finished = k + 1 < len(match.states)
        deals.append({**replay_summary(record), "match_score": list(match.states[k + 1].score) if finished else None})
    m = match.state
    return {"deals": deals, "match": {"score": list(m.score), "stake": m.stake, "deals_played": m.deals_played,
                                      "over": m.over, "winner": m.winner}}


def _summary(text: str | bytes) -> dict:
    """A record's summary: a deal's (``replay_summary``) or a whole match's (``match_summary``)."""
    try:
        data = json_value(text)
    except InputError as e:
        raise RecordError(e.code) from None
    if is_match_json(data):
        return match_summary(MatchRecord.from_json(data))
    return replay_summary(GameRecord.from_json(data))


def _read_records(paths: list[str], lang: str):
    """Each record's text: whole files, or one per line of standard input (bytes: a file
    that is not UTF-8 is the record's problem, said as such)."""
    if not paths:
        for line in sys.stdin.buffer:
            if line.strip():
                yield line
        return
    for path in paths:
        try:
            with open(path, "rb") as f:
                yield f.read()
        except OSError:
            raise UsageError(t("cli-no_such_file", lang, path=quoted(path))) from None


def _cmd_replay(args) -> int:
    for n, text in enumerate(_read_records(args.files, args.lang), start=1):
        try:
            summary = _summary(text)
        except RecordError as e:
            raise UsageError(t("cli-record", args.lang, n=n, message=error_text(e, args.lang))) from None
        print(json.dumps(summary))
    return 0


def _cmd_rules(args) -> int:
    from ..text import preset_summary

    rows = [{"name": p.name, "source": p.source_file, "rules": p.rules.to_json(),
             "summary": preset_summary(p, args.lang)} for p in PRESET_LIST]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
        return 0
    for row in rows:
        print(f"{row['name']:<16} {row['source']:<26} {row['summary']}")
    return 0


def _cmd_bench(args) -> int:
    from ..bots.bench import bench

    if args.coach_precision:
        from ..teach.coach.bench import coach_precision
        from ..teach.coach.thinker import CLICK_WAIT
        from ..teach.table.board import pace_ms

        figures = coach_precision(args.coach_precision, args.budget_ms / 1000, usable_jobs(args.workers, 10**6),
                                  CLICK_WAIT, args.seed, references=args.references,
                                  progress=None if args.quiet else sys.stderr, rules=args.rules,
                                  pace=pace_ms if args.paced else None)
        shown = {**figures, "paced": "yes" if figures["paced"] else "no"}
        print(json.dumps(figures) if args.json else t("cli-coach_precision", args.lang, **shown))
        return 0
    if args.coach_ideas:
        from ..teach.coach.bench import coach_ideas

        tables = coach_ideas(args.coach_ideas, args.seed, progress=None if args.quiet else sys.stderr,
                             fresh=args.fresh_worlds)
        if args.json:
            print(json.dumps(tables))
            return 0
        for name, figures in tables["tables"].items():
            print(t("cli-coach_ideas", args.lang, table=name, **figures))
        print(t("cli-coach_ideas_all", args.lang, **tables["all"]))
        print(t("cli-coach_claims", args.lang, worlds=args.fresh_worlds))
        for code, figures in tables["claims"].items():
            print(t("cli-coach_claim", args.lang, code=code, **figures))
        return 0
    if args.coach:
        from ..bots import bot_names
        from ..teach.coach.bench import coach_timing

        if args.judged not in bot_names():
            raise UsageError(t("cli-unknown_bot", args.lang, name=quoted(args.judged), known=", ".join(bot_names())))
        figures = coach_timing(args.coach, args.seed, args.rules, args.judged)
        print(json.dumps(figures) if args.json else t("cli-coach_bench", args.lang, **figures))
        return 0
    figures = bench(games=args.games, rounds=args.rounds, seed=args.seed)
    if args.json:
        print(json.dumps(figures))
    else:
        print(t("cli-bench", args.lang, games=figures["games_per_second"],
                resolve=figures["trick_resolve_us"], fast=figures["trick_winner_us"]))
    return 0


def _read_one(path: str, lang: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    return next(_read_records([path], lang))


def _cmd_hint(args) -> int:
    from ..core.view import observe
    from ..teach.coach.ranking import ranking
    from ..teach.coach.verdicts import evaluate_moves, own_values, why_best

    try:
        record = GameRecord.loads(_read_one(args.record, args.lang))
    except RecordError as e:
        raise UsageError(error_text(e, args.lang)) from None
    state = record.final()
    seat = current_player(state)
    if seat is None:
        raise UsageError(t("cli-deal_over", args.lang))
    view = observe(state, seat)
    values = own_values(view, args.seed)
    evals = evaluate_moves(view, args.seed, values)
    why = why_best(view, evals, args.seed)
    ranked = ranking(values, evals)  # where another move shows more wins than the best: why the best
    moves = [{"move": e.move.code, "margin": round(e.margin, 2), "win": round(e.win, 3),
              "stderr": round(e.stderr, 2), "win_stderr": round(e.win_stderr, 3), "exact": e.exact,
              "points_lost": round(e.points_lost, 2), "worth": round(e.worth, 3), "worth_lost": round(e.worth_lost, 3),
              "counts": e.kind, "label": e.label, "uncertain": e.uncertain} for e in evals]
    if args.json:  # margins and win chances are the side's (the seat's, or its team's)
        print(json.dumps({"seat": seat, "side": record.rules.side_of(seat), "players": record.rules.players,
                          "moves": moves, "why": [{"code": r.code, "text": reason_text(r, args.lang)} for r in why],
                          "ranking": None if ranked is None else {"code": ranked.code,
                                                                  "text": reason_text(ranked, args.lang)}}))
        return 0
    print(t("cli-hint_seat", args.lang, seat=seat + 1))
    print(t(f"cli-hint_margin-{table_kind(record.rules)}", args.lang))
    for e, row in zip(evals, moves, strict=True):
        print(t("cli-hint_move", args.lang, move=action_name(e.move, args.lang),
                margin=signed(row["margin"], args.lang),
                win=round(100 * e.win), stderr=row["stderr"], label=label_text(e.label, e.uncertain, args.lang)))
    for r in filter(None, (*why, ranked)):
        print(reason_text(r, args.lang))
    return 0


def table_kind(rules: Rules) -> str:
    """The kind of table a message speaks of: two, three (each on their own), pairs, teams (of
    three), five (one resting, four playing in pairs)."""
    if rules.called:
        return "called"
    if rules.rest != "none":
        return "five"
    if rules.teams:
        return "pairs" if rules.players == 4 else "teams"
    return "two" if rules.players == 2 else "three"


def _cmd_arena(args) -> int:
    from ..bots import bot_names
    from ..bots.arena import arena, rules_of

    for name in (args.bot_a, args.bot_b):
        if name not in bot_names():
            raise UsageError(t("cli-unknown_bot", args.lang, name=quoted(name), known=", ".join(bot_names())))
    rules = _rules_arg(args.rules)
    jobs = usable_jobs(args.jobs, args.deals)
    figures = arena(args.bot_a, args.bot_b, args.deals, args.seed, jobs, rules,
                    progress=None if args.quiet else sys.stderr)
    if args.json:
        print(json.dumps(figures))
        return 0
    lang, times = args.lang, figures["ms_per_move"]
    print(t("cli-arena", lang, a=args.bot_a, b=args.bot_b, games=figures["games"], deals=figures["deals"],
            score=figures["score"], lo=figures["score_ci"][0], hi=figures["score_ci"][1],
            margin=signed(figures["margin"], lang), mlo=figures["margin_ci"][0], mhi=figures["margin_ci"][1]))
    print(t(f"cli-arena_seatings-{table_kind(rules_of(rules))}", lang, a=args.bot_a, b=args.bot_b,
            even=figures["even_score"]))
    if "chiamata" in figures:
        called = figures["chiamata"]
        caller, defenders = called["caller_side"], called["defenders"]
        print(t("cli-arena_called", lang, a=args.bot_a, games=caller["games"], score=caller["score"],
                lo=caller["score_ci"][0], hi=caller["score_ci"][1], dgames=defenders["games"],
                dscore=defenders["score"], dlo=defenders["score_ci"][0], dhi=defenders["score_ci"][1],
                person=signed(called["person_score"], lang), passed=called["passed"]))
    for name in dict.fromkeys((args.bot_a, args.bot_b)):  # a bot against itself: once
        print(t("cli-arena_times", lang, bot=name, median=times[name]["median"], p95=times[name]["p95"]))
    return 0


def usable_jobs(asked: int, deals: int) -> int:
    """Processes worth starting: never more than the cores, nor than the deals to play."""
    return max(1, min(asked, deals, os.cpu_count() or 1))


def build_parser(lang: str = DEFAULT_LANG) -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m brisca", description="Brisca rules engine.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    seed = _number(lang, "--seed", 0, SEED_LIMIT)

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

    p = command("deal", _cmd_deal, "print the record of a newly shuffled deal")
    p.add_argument("--rules", default="000", help="a preset name or a JSON rules object")
    p.add_argument("--seed", type=seed, default=None, help="the same seed gives the same deal")

    p = command("replay", _cmd_replay, "replay records of deals or whole matches (files, or JSON lines on stdin)")
    p.add_argument("files", nargs="*", metavar="FILE")

    p = command("rules", _cmd_rules, "list the rule presets, one or more per source")
    p.add_argument("--list", action="store_true", help="list the presets (the default)")
    p.add_argument("--json", action="store_true")

    p = command("bench", _cmd_bench, "random two-player deals per second on one core")
    p.add_argument("--games", type=_number(lang, "--games", 1, 10**6), default=1000, help="deals per round")
    p.add_argument("--rounds", type=_number(lang, "--rounds", 1, 1000), default=7, help="rounds; the best one counts")
    p.add_argument("--seed", type=seed, default=1)
    p.add_argument("--coach", type=_number(lang, "--coach", 0, 10**4), default=0, metavar="GAMES",
                   help="instead, time the coach at every decision of GAMES games")
    p.add_argument("--coach-precision", type=_number(lang, "--coach-precision", 0, 10**5), default=0,
                   metavar="POSITIONS", help="instead, compare the coach's labels in POSITIONS positions of bot "
                   "games with those of ten times as many worlds")
    p.add_argument("--coach-ideas", type=_number(lang, "--coach-ideas", 0, 10**5), default=0, metavar="DECISIONS",
                   help="instead, at every table, how many of the coach's criticisms over DECISIONS decisions of "
                   "bot games name no idea, and per idea how often its claim held in fresh worlds")
    p.add_argument("--fresh-worlds", type=_number(lang, "--fresh-worlds", 0, 10**5), default=400, metavar="N",
                   help="with --coach-ideas: the fresh worlds each claim is checked in (0: none checked)")
    p.add_argument("--budget-ms", type=_number(lang, "--budget-ms", 0, 600_000), default=2000,
                   help="with --coach-precision: how long the learner thinks before the click")
    p.add_argument("--paced", action="store_true",
                   help="with --coach-precision: the learner thinks once the board has shown the cards played since "
                   "its last move, one after another as at the table (the coach thinks from the server's answer on)")
    p.add_argument("--references", type=_number(lang, "--references", 0, 10**5), default=None, metavar="N",
                   help="with --coach-precision: compare only the first N positions with the reference (the slow "
                   "part); the share said as approximate still counts every position")
    p.add_argument("--workers", type=_number(lang, "--workers", 1, 10**6), default=os.cpu_count() or 1,
                   help="with --coach-precision: the coach's processes (at most one per core)")
    p.add_argument("--judged", default="heuristic", metavar="BOT",
                   help="with --coach: the bot whose decisions the coach judges (seat 0; the experts play the others)")
    p.add_argument("--rules", default="000", choices=[p.name for p in PRESET_LIST],
                   help="with --coach and --coach-precision: the rule set (any table)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--json", action="store_true")

    p = command("hint", _cmd_hint, "the coach's evaluation of every legal move for the seat to move")
    p.add_argument("record", metavar="RECORD", help="a game record file, or - for standard input")
    p.add_argument("--seed", type=seed, default=0)
    p.add_argument("--json", action="store_true")

    p = command("arena", _cmd_arena, "duplicate deals between two bots at any table: score, margin and speed")
    p.add_argument("bot_a", metavar="BOT_A")
    p.add_argument("bot_b", metavar="BOT_B")
    p.add_argument("--deals", type=_number(lang, "--deals", 2, MAX_DEALS), default=100,
                   help="deals, each played at every seating (twice, or three times with three players)")
    p.add_argument("--seed", type=seed, default=0)
    p.add_argument("--jobs", type=_number(lang, "--jobs", 1, 10**6), default=1,
                   help="processes (at most one per core and per deal)")
    p.add_argument("--rules", default="000", help="a preset name or a JSON rules object: any table")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quiet", action="store_true", help="no progress bar")

    table = sub.add_parser("table", help="play a stored practice game: new, show, play")
    add_table_commands(table, lang, _number(lang, "NUMBER", 0, SEED_LIMIT))
    return parser


def _lang_asked(argv: list[str]) -> str:
    """The language named on the command line, read before parsing so that parsing errors
    speak it too."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv) and argv[i + 1] in LANGS:
            return argv[i + 1]
        if arg.startswith("--lang=") and arg[7:] in LANGS:
            return arg[7:]
    return DEFAULT_LANG


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = _lang_asked(argv)
    try:
        args = build_parser(lang).parse_args(argv)
        return args.handler(args)
    except UsageError as e:
        message = str(e)
    except BriscaError as e:
        message = error_text(e, lang)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    print(quoted(message, limit=400), file=sys.stderr)
    return 2
