"""``python -m brisca table``: a practice game played from the command line, through the table's
one entry as the practice page plays it (``entry.view`` draws it, ``entry.act`` commands it).

``table new`` starts a game and shows it, ``table show GAME`` shows it again, ``table play GAME
CODE`` plays a command (a move's code, or a control: ``next_deal``, ``resign``, ``hint`` with the
coach on, ``take_back``) on the game as stored (or as it was at ``--version``: a version the game
has left is refused, as a second tab is). The game is stored where the app keeps its games, and
is filed under no learner: whoever has its id may play it. Every text is the board's own, in the
chosen language; a refusal is one line on standard error with exit status 2.
"""

from __future__ import annotations

import json
import os

from ..core.rules import PRESET_BY_NAME
from ..text import LANGS, action_name, preset_name, t


def add_commands(table, lang: str, number) -> None:
    """``new``, ``show`` and ``play`` under the ``table`` command's parser."""
    from ..teach.table.flow import LEVELS, PRACTICE_PRESETS

    sub = table.add_subparsers(dest="table_command", required=True, parser_class=type(table), metavar="new|show|play")

    def command(name: str, handler, help: str):
        p = sub.add_parser(name, help=help, description=help)
        p.add_argument("--lang", choices=LANGS, default=lang, help="language of the output")
        p.add_argument("--json", action="store_true", help="print one JSON object")
        p.set_defaults(handler=lambda args: _quiet(handler, args))
        return p

    p = command("new", _new, "start a practice game against the bots, stored, and show it")
    p.add_argument("--rules", default="000", choices=PRACTICE_PRESETS)
    p.add_argument("--level", default="normal", choices=LEVELS)
    p.add_argument("--deal", type=number, default=None, help="the deal's number (the same cards again)")
    p.add_argument("--coaching", action="store_true", help="the coach judges each decision and gives hints")
    p = command("show", _show, "show a stored practice game as its learner sees it")
    p.add_argument("game", metavar="GAME")
    p = command("play", _play, "play a move's code or a control on a stored practice game, and show it")
    p.add_argument("game", metavar="GAME")
    p.add_argument("code", metavar="CODE")
    p.add_argument("--version", type=number, default=None, help="the game's version the command was made for")


def _quiet(handler, args) -> int:
    """One command a process: nothing to think ahead of, so no coach's pool is started."""
    os.environ.setdefault("BRISCA_THINK", "0")
    return handler(args)


def _opened(game_id: str):
    """The game as the table's one entry draws it for this command line (no learner's key: a game
    filed under none); one another learner plays is refused, as a click on it would be."""
    from ..teach.table import entry
    from ..teach.table.access import Caller
    from ..teach.table.decisions import PracticeError

    game, seat = entry.view(game_id, Caller())
    if seat is None:
        raise PracticeError("not_yours")
    return game


def _new(args) -> int:
    from ..teach.coach.budget import REPLY_SECONDS
    from ..teach.table import flow

    game = flow.start(flow.Settings(args.level, args.rules, args.coaching, deal=args.deal), REPLY_SECONDS)
    return _print(_opened(game.id), args)


def _show(args) -> int:
    return _print(_opened(args.game), args)


def _play(args) -> int:
    from ..teach.table import entry
    from ..teach.table.access import Caller
    from ..teach.table.seat_board import hint_data

    version = _opened(args.game).version if args.version is None else args.version
    acted = entry.act(args.game, Caller(), args.code, version)
    hint = None if acted.hint is None else hint_data(list(acted.hint.evals), acted.hint.why, args.lang)
    return _print(acted.game, args, hint)


def _print(game, args, hint: dict | None = None) -> int:
    """The game as the board shows it (``seat_board``): as one JSON object, or as lines."""
    from ..teach.table.match_talk import match_result_text, scoreboard_data, summary_lines
    from ..teach.table.seat_board import seat_board

    lang = args.lang
    data = seat_board(game, lang, hint)
    moves = [(m.code, action_name(m, lang)) for m in game.view.legal] if game.learner_to_move else []
    moves += [(c["id"], c["label"]) for c in data.get("controls", ()) if c["enabled"] and c["id"] != "new_game"]
    if game.over and not game.match_over:
        moves.append(("next_deal", t("match-next_deal", lang, n=game.deal_index + 2)))
    if args.json:
        print(json.dumps({"game": game.id, "version": game.version, "over": game.over, "match_over": game.match_over,
                          "moves": [code for code, _ in moves], "board": data}, ensure_ascii=False))
        return 0
    lines = [t("cli-table-game", lang, id=game.id, rules=preset_name(PRESET_BY_NAME[game.settings.rules], lang),
               level=t(f"practice-level-{game.settings.level}", lang), version=game.version)]
    if game.record.rules.match != "single":
        score = scoreboard_data(game, lang)
        lines.append(" · ".join([score["deal"], *(f"{s['label']} {s['score']}" for s in score["sides"])]))
    lines += [text for text in (data.get("trump"), data.get("stock"), data.get("unseen")) if text]
    turned = (data.get("pile") or {}).get("pinta")
    if turned and data["pile"]["count"]:
        lines.append(t("cli-table-turned", lang, card=turned["name"]))
    if data.get("trick"):
        lines.append(t("cli-table-trick", lang, cards=", ".join(
            f"{c['name']} ({data['seats'][c['seat']]['label']})" for c in data["trick"])))
    if data.get("hand"):
        lines.append(t("cli-table-hand", lang, cards=", ".join(c["name"] for c in data["hand"])))
    if hint is not None:
        lines += [hint["text"], *hint["moves"]]
    lines.append(data.get("status") or "")
    if game.over:  # the board's status says the deal's result
        lines += summary_lines(game, lang)
        if game.match_over and game.record.rules.match != "single":
            lines.append(match_result_text(game, lang))
    if moves:
        lines.append(t("cli-table-moves", lang, id=f"-- {game.id}" if game.id.startswith("-") else game.id))
        lines += [f"  {code}: {name}" for code, name in moves]
    print("\n".join(line for line in lines if line))
    return 0
