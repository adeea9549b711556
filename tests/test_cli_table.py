"""``python -m brisca table``: a practice game played from the command line through the table's
one entry, to the end of its match, and every refusal one line in the chosen language with
status 2, never a traceback."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from brisca.cli import main
from brisca.core.rules import PRESET_BY_NAME
from brisca.teach.table import flow, friends, storage
from brisca.teach.table.access import FriendsError
from brisca.teach.table.command import CommandError
from brisca.teach.table.decisions import PracticeError
from brisca.teach.table.game import Settings
from brisca.teach.table.match_talk import match_result_text
from brisca.teach.table.storage import StorageError
from brisca.text import error_text, preset_name, t

ROOT = Path(__file__).resolve().parent.parent


def _json(capsys, command, *args) -> dict:
    """``table command --json args``: a game id is passed after ``--`` (an id may begin with ``-``)."""
    assert main(["table", command, "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("rules, level, seed", [("001", "easy", 3), ("003-pairs-signals", "normal", 8)])
def test_a_whole_match_is_played_to_its_end_through_the_command_line(capsys, rules, level, seed):
    """Every command the shown game offers is one the table takes; the match ends, its end said."""
    rng = random.Random(seed)
    shown = _json(capsys, "new", "--rules", rules, "--level", level, "--deal", str(seed))
    game_id, plays = shown["game"], 0
    while not shown["match_over"]:
        assert shown == _json(capsys, "show", "--", game_id)  # drawn again the same: nothing moved
        offered = [c for c in shown["moves"] if c != "resign"]
        assert offered, shown
        code = "next_deal" if shown["over"] else rng.choice(offered)
        played = _json(capsys, "play", "--version", str(shown["version"]), "--", game_id, code)
        assert played["version"] > shown["version"]
        shown, plays = played, plays + 1
    game = flow.load(game_id)
    assert game.match_over and game.version == shown["version"] and plays > 40
    assert game.deal_index > 0 or PRESET_BY_NAME[rules].rules.match == "single"
    for lang in ("es", "en"):
        assert main(["table", "show", "--lang", lang, "--", game_id]) == 0
        out = capsys.readouterr().out
        assert preset_name(PRESET_BY_NAME[rules], lang) in out and match_result_text(game, lang) in out
        assert t("cli-table-moves", lang, id=game_id) not in out  # nothing is left to play


def test_the_text_names_the_hand_and_each_code_it_may_play(capsys, monkeypatch):
    shown = _json(capsys, "new", "--rules", "000", "--deal", "4", "--lang", "en")
    game = flow.load(shown["game"])
    assert main(["table", "show", "--lang", "en", "--", game.id]) == 0
    out = capsys.readouterr().out
    assert t("cli-table-hand", "en", cards=", ".join(c["name"] for c in shown["board"]["hand"])) in out
    assert all(f"  {a.code}: " in out for a in game.view.legal)
    assert set(shown["moves"]) == {a.code for a in game.view.legal} | {"resign"}
    assert t("cli-table-moves", "en", id=f"-- {game.id}" if game.id.startswith("-") else game.id) in out


def test_a_hint_and_a_take_back_with_the_coach_on(capsys):
    shown = _json(capsys, "new", "--rules", "000", "--deal", "5", "--coaching")
    assert "hint" in shown["moves"]
    hinted = _json(capsys, "play", "--", shown["game"], "hint")
    assert hinted["board"]["hint"]["moves"] and hinted["board"]["hand"] == shown["board"]["hand"]  # no card played
    move = next(c for c in shown["moves"] if c not in ("hint", "resign", "take_back"))
    played = _json(capsys, "play", "--", shown["game"], move)
    assert "take_back" in played["moves"]
    back = _json(capsys, "play", "--", shown["game"], "take_back")
    assert back["board"]["hand"] == shown["board"]["hand"]


def _run(*args):
    return subprocess.run([sys.executable, "-m", "brisca", "table", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def _refused(args, error, lang):
    """``table args[0] --lang lang -- args[1:]``: refused with ``error``'s one line."""
    out = _run(args[0], "--lang", lang, "--", *args[1:])
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert out.stderr.strip() == error_text(error, lang)
    assert not out.stdout


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_forged_code_a_wrong_game_and_a_stale_version_are_said_with_status_2(lang):
    game = flow.start(Settings(rules="000", coaching=False, deal=6))
    _refused(["play", game.id, "1X"], CommandError("unknown"), lang)
    _refused(["play", game.id, "hint"], PracticeError("coach_off"), lang)
    _refused(["play", storage.new_id(), "1O"], StorageError("unknown_id"), lang)
    _refused(["show", "../" + game.id], StorageError("bad_id"), lang)
    out = _run("play", "--version", str(game.version + 5), "--lang", lang, "--", game.id, "resign")
    assert out.returncode == 2 and out.stderr.strip() == error_text(StorageError("conflict"), lang)
    assert flow.load(game.id).version == game.version  # nothing saved


@pytest.mark.parametrize("lang", ["es", "en"])
def test_another_learners_game_and_a_friends_table_are_not_played_here(lang):
    mine = flow.start(Settings(rules="000", coaching=False, deal=6))
    storage.claim(mine.id, "learner-key-of-someone-00")
    _refused(["show", mine.id], PracticeError("not_yours"), lang)
    _refused(["play", mine.id, "resign"], PracticeError("not_yours"), lang)
    table = friends.start(Settings(rules="000", coaching=False, deal=6), ("person", "person"))
    _refused(["play", table.id, "resign"], FriendsError("friends_table"), lang)
    assert flow.load(mine.id).version == mine.version and flow.load(table.id).version == table.version


def test_bad_options_are_one_line_too():
    for args in (["new", "--rules", "999"], ["new", "--level", "genius"], ["new", "--deal", "x"], ["play", "g"]):
        out = _run(*args)
        assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr


def test_a_game_whose_id_begins_with_a_dash_is_played_as_its_line_says(capsys):
    """An id may begin with ``-``, which the command line would read as an option: the line
    that says how to play writes it after ``--``, and played so it is the game's."""
    game = flow.created(flow.new_game("-" + storage.new_id()[1:], Settings(rules="000", coaching=False, deal=2)))
    assert main(["table", "show", "--lang", "en", "--", game.id]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if "brisca table play" in x)
    typed = line[line.index("table play"):].split()[:-1]  # table play -- ID (the code after it)
    assert typed == ["table", "play", "--", game.id]
    assert main([*typed, game.view.legal[0].code]) == 0 and flow.load(game.id).version > game.version
