"""The command line, run as a user runs it, bad input included."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, stdin: str | None = None):
    return subprocess.run([sys.executable, "-m", "brisca", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120)


def test_resolve_ana_and_luis():
    out = run("resolve", "--trump", "espadas", "--json", "1O", "2E")
    assert out.returncode == 0
    data = json.loads(out.stdout)
    assert (data["winner"], data["card"], data["points"]) == (1, "2E", 11)


def test_resolve_text_in_both_languages_and_names():
    es = run("resolve", "--trump-card", "5E", "as de oros", "dos de espadas")
    en = run("resolve", "--lang", "en", "--trump", "E", "ace of coins", "2E")
    assert es.returncode == en.returncode == 0
    assert "dos de espadas" in es.stdout and "11" in es.stdout
    assert "two of swords" in en.stdout and "only trump" in en.stdout


@pytest.mark.parametrize("args", [
    ["resolve", "--trump", "E", "1X", "2E"],
    ["resolve", "--trump", "hearts", "1O"],
    ["resolve", "1O", "2E"],
    ["resolve", "--trump", "E", "1O", "1O"],
    ["resolve", "--trump-card", "1O", "1O", "2E"],
    ["resolve", "--trump", "E"],
    ["deal", "--rules", "nope"],
    ["deal", "--rules", '{"players": 3}'],
    ["deal", "--seed", "x"],
    ["replay", "/no/such/file"],
    ["nonsense"],
    [],
])
def test_bad_input_is_one_line_and_status_2(args):
    out = run(*args)
    assert out.returncode == 2
    assert out.stderr.strip() and len(out.stderr.strip().splitlines()) == 1
    assert "Traceback" not in out.stderr


def test_deal_is_reproducible_and_replays():
    a, b = run("deal", "--seed", "9"), run("deal", "--seed", "9")
    assert a.returncode == 0 and a.stdout == b.stdout
    record = json.loads(a.stdout)
    assert record["format"] == 1 and record["rules"] == "000" and record["moves"] == []
    out = run("replay", stdin=a.stdout)
    summary = json.loads(out.stdout)
    assert summary["complete"] is False and summary["to_move"] == record["leader"]


def test_replay_files_and_teams(tmp_path):
    from brisca.record import deal
    from brisca.simulate import random_playout  # noqa: F401  (the engine plays the hand below)
    from brisca.state import OVER, legal_actions, step

    record = deal("000-pairs", 4)
    s, moves = record.start(), []
    while s.phase != OVER:
        moves.append(legal_actions(s)[0])
        s = step(s, moves[-1])
    path = tmp_path / "game.json"
    path.write_text(record.with_moves(moves).dumps())
    out = run("replay", str(path), str(path))
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(lines) == 2 and lines[0] == lines[1]
    assert sum(lines[0]["scores"]) == 120 and sum(lines[0]["team_scores"]) == 120
    assert len(lines[0]["tricks"]) == 10 and lines[0]["result"]["outcome"] in ("win", "draw")
    assert set(lines[0]["tricks"][0]) >= {"leader", "cards", "winner", "points"}


def test_replay_reports_the_bad_record():
    good = run("deal", "--seed", "1").stdout
    out = run("replay", stdin=good + "{broken\n")
    assert out.returncode == 2 and "2" in out.stderr and len(out.stdout.splitlines()) == 1


def test_rules_list():
    out = run("rules", "--list", "--lang", "en")
    assert out.returncode == 0
    for name in ("000", "001", "003", "004", "003-cubierta", "003-rematada"):
        assert any(line.split()[0] == name for line in out.stdout.splitlines())
    assert "001_b20090157c79278d.txt" in out.stdout


def test_every_command_has_help():
    for command in ("resolve", "deal", "replay", "rules", "bench"):
        out = run(command, "--help")
        assert out.returncode == 0 and "usage" in out.stdout


def test_bench_runs():
    out = run("bench", "--games", "20", "--rounds", "1", "--json")
    figures = json.loads(out.stdout)
    assert figures["games_per_second"] > 0 and figures["trick_resolve_us"] > 0
