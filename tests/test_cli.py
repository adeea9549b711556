"""The command line, run as a user runs it, bad input included."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.bots import make_bot
from brisca.bots.turns import bot_turns
from brisca.core.record import deal

ROOT = Path(__file__).resolve().parent.parent


def run(*args, stdin: str | None = None):
    return subprocess.run([sys.executable, "-m", "brisca", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120)


def test_resolve_ana_and_luis():
    out = run("resolve", "--trump", "espadas", "--json", "1O", "2E")
    assert out.returncode == 0
    data = json.loads(out.stdout)
    assert (data["position"], data["card"], data["points"]) == (1, "2E", 11)


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
    from brisca.bots.bench import random_playout  # noqa: F401  (the engine plays the deal below)
    from brisca.core.record import deal
    from brisca.core.state import OVER, legal_actions, step

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


def test_the_coach_benchmark_counts_the_labels_it_gave_the_judged_bots_moves():
    """Each decision of seat 0 judged once: its labels add up to the decisions, and the
    mistakes said are the mistakes and blunders among them."""
    f = json.loads(run("bench", "--coach", "2", "--judged", "random", "--seed", "3", "--json").stdout)
    assert f["judged"] == "random" and sum(f["labels"].values()) == f["decisions"] > 10
    assert f["mistakes"] == f["labels"]["mistake"] + f["labels"]["blunder"] > 0  # a random bot errs
    assert f["mistakes_pct"] == round(100 * f["mistakes"] / f["decisions"], 1)
    text = run("bench", "--coach", "1", "--judged", "expert", "--lang", "es").stdout
    assert "De las jugadas del bot expert, calificó" in text


def test_the_coach_benchmark_at_a_table_with_senas_judges_the_cards_not_the_signs():
    """The expert signs before its cards at 004's pairs: a sign is no decision, so the benchmark
    judges the cards around it, as the practice page does, and still ends well."""
    out = run("bench", "--coach", "1", "--judged", "expert", "--rules", "004-pairs-signals", "--seed", "2", "--json")
    assert out.returncode == 0, out.stderr
    f = json.loads(out.stdout)
    bots = {seat: make_bot("expert", 2 + seat) for seat in range(4)}
    turns = [t for t in bot_turns(deal("004-pairs-signals", 2).start(), bots) if t.seat == 0]
    choices = [t for t in turns if t.action.kind != "signal" and len(t.view.legal) > 1]
    assert len(choices) < len(turns) - 2  # seat 0 signed, and played a last card with no choice
    assert sum(f["labels"].values()) == f["decisions"] == len(choices)


def test_the_coach_precision_benchmark_compares_labels_with_a_deeper_look():
    out = run("bench", "--coach-precision", "3", "--budget-ms", "0", "--workers", "1", "--seed", "5", "--json",
              "--quiet", "--references", "2")
    assert out.returncode == 0, out.stderr
    f = json.loads(out.stdout)
    assert f["verdicts"] >= 6 and f["workers"] == 1 and f["budget_s"] == 0
    assert 4 <= f["compared"] < f["verdicts"]  # two positions of three, at least two moves each
    for share in ("agree_pct", "two_apart_pct", "uncertain_pct", "exact_pct"):
        assert 0 <= f[share] <= 100
    assert f["seconds_median"] <= f["seconds_p95"]
    text = run("bench", "--coach-precision", "1", "--budget-ms", "0", "--workers", "1", "--quiet", "--lang", "es")
    assert text.returncode == 0 and "comparadas con la referencia" in text.stdout


def test_precision_figures_count_what_they_say():
    from brisca.teach.coach.bench import precision_figures

    rows = [("best", False, "best", False, 100, 1.0), ("good", True, "mistake", False, 300, 2.0),
            ("blunder", False, "good", True, 0, 3.0), ("mistake", False, "best", False, 200, 4.0)]
    f = precision_figures(rows, 1.0, 2)
    assert f["verdicts"] == f["compared"] == 4 and f["agree_pct"] == 25.0 and f["two_apart_pct"] == 75.0
    assert f["sound_called_bad"] == 2 and f["bad_called_sound"] == 1
    assert f["uncertain_pct"] == 25.0 and f["exact_pct"] == 25.0 and f["worlds_median"] == 200
    # verdicts without a reference count in the shares of the coach alone, not in agreement
    more = rows + [("mistake", True, None, False, 400, 5.0), ("best", True, None, False, 500, 6.0)]
    g = precision_figures(more, 1.0, 2)
    assert g["verdicts"] == 6 and g["compared"] == 4 and g["agree_pct"] == 25.0 and g["sound_called_bad"] == 2
    assert g["uncertain_pct"] == 50.0 and g["worlds_median"] == 300


def test_the_precision_benchmark_starts_its_workers_before_the_first_position(monkeypatch):
    """As a practice page does on its first visit: timed from a cold pool, the first positions
    would get only the click's own few worlds, whatever the thinking the benchmark measures."""
    from brisca.teach.coach import bench

    calls = []

    class Watched:
        def __init__(self, workers):
            self.workers = workers

        def warm(self):
            calls.append("warm")

        def prepared(self, key, wait=0.0):
            calls.append(("ready", key))
            return 1

        def think(self, key, view, seed):
            calls.append("think")

        def values(self, key, wait=0.0):
            return None  # the click's own values then

        def forget(self, keep=None, where=None):
            pass

        def close(self, wait=False):
            pass

    monkeypatch.setattr(bench, "Thinker", Watched)
    got = bench.coach_precision(1, 0.0, 2, 0.0, references=0)
    assert got["verdicts"] >= 2
    assert calls[:3] == ["warm", ("ready", ("warm", 0)), ("ready", ("warm", 1))] and calls[3] == "think"


# -- bad input of every kind (issue: every bad input answered) -------------------------------

def test_a_file_that_is_not_utf8_is_refused_in_one_line(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes('{"format": 1, "names": ["Peña"]}'.encode("latin-1"))
    for command in (["replay", str(path)], ["hint", str(path)]):
        out = run(*command)
        assert out.returncode == 2 and "UTF-8" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("args, stdin", [
    (["replay"], "[" * 100_000 + "]" * 100_000),
    (["replay"], '{"format": 1, "rules": "000", "hands": [], "trump_card": "1O", "stock": [], "leader": '
                 + "9" * 5000 + "}"),
    (["hint", "-"], '{"format": 1, "leader": ' + "9" * 5000 + "}"),
    (["deal", "--rules", '{"match_target": ' + "9" * 5000 + "}"], None),
    (["deal", "--rules", '{"match_target": ' + "9" * 40 + "}"], None),
    (["arena", "random", "greedy", "--rules", "000-seven", "--deals", "2"], None),
    (["arena", "random", "greedy", "--rules", "{\"players\": 5}", "--deals", "2"], None),
    (["bench", "--games", "0"], None), (["bench", "--rounds", "0"], None), (["bench", "--coach", "-1"], None),
    (["bench", "--coach", "1", "--judged", "nobody"], None),
    (["bench", "--games", "-1"], None), (["bench", "--games", "²"], None), (["deal", "--seed", "9" * 5000], None),
    (["arena", "random", "greedy", "--deals", "1"], None),
])
def test_more_bad_input_is_one_line_and_status_2(args, stdin):
    out = run(*args, stdin=stdin)
    assert out.returncode == 2, out.stderr
    assert out.stderr.strip() and len(out.stderr.strip().splitlines()) == 1
    assert "Traceback" not in out.stderr and out.stdout == ""


@pytest.mark.parametrize("evil", ["1\x1b[31mO", "1O\nTraceback (most recent call last):", "\x07\x08bell"])
def test_error_lines_show_outside_text_escaped(evil):
    out = run("resolve", "--trump", "O", evil)
    assert out.returncode == 2 and len(out.stderr.splitlines()) == 1
    assert "\x1b" not in out.stderr and "\x07" not in out.stderr and "\x08" not in out.stderr


def test_arena_processes_are_capped_by_the_cores_and_the_deals():
    import os

    from brisca.cli import usable_jobs

    assert usable_jobs(100_000, 3) <= min(3, os.cpu_count())
    assert usable_jobs(100_000, 10**6) == os.cpu_count() and usable_jobs(1, 50) == 1


def test_arena_intervals_stay_between_0_and_1_and_say_how_many_games():
    out = run("arena", "expert", "random", "--deals", "3", "--seed", "1", "--json", "--quiet")
    figures = json.loads(out.stdout)
    lo, hi = figures["score_ci"]
    assert 0 <= lo <= figures["score"] <= hi <= 1 and figures["games"] == 6
    text = run("arena", "expert", "random", "--deals", "3", "--seed", "1", "--quiet", "--lang", "en").stdout
    assert "over 6 games of 3 deals" in text


@pytest.mark.parametrize("rules, seats", [("003-five", "seats 1 and 3, then at seats 2 and 4"),
                                          ("003-pairs", "seats 1 and 3, then at seats 2 and 4"),
                                          ("003-six", "seats 1, 3 and 5, then at seats 2, 4 and 6")])
def test_the_arena_says_the_seats_its_table_has(rules, seats):
    """At five the four who play a deal are seated as pairs are: no seat 6 is named (a five-seat
    table once read as a table of teams of three)."""
    text = run("arena", "random", "greedy", "--rules", rules, "--deals", "2", "--quiet", "--lang", "en").stdout
    assert seats in text and ("the dealer resting" in text) == (rules == "003-five")


# -- fuzzing the commands that read records, in-process so that thousands run -------------

def _main(argv, stdin: bytes, capsys, monkeypatch) -> tuple[int, str, str]:
    import io

    from brisca.cli import main

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@settings(max_examples=examples(600), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.binary(max_size=300))
def test_replay_and_hint_take_any_bytes(data, capsys, monkeypatch):
    for argv in (["replay"], ["hint", "-"]):
        code, out, err = _main(argv, data, capsys, monkeypatch)
        assert code in (0, 2)
        if code == 2:
            assert len(err.strip().splitlines()) == 1 and "\x1b" not in err and "Traceback" not in err


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
                        st.sampled_from(["format", "rules", "hands", "trump_card", "stock", "leader", "dealer",
                                         "moves", "names", "x"]), inner, max_size=9), max_leaves=25)


@settings(max_examples=examples(600), deadline=None, suppress_health_check=list(HealthCheck))
@given(value=JSON, base=st.booleans())
def test_replay_takes_any_json(value, base, capsys, monkeypatch):
    record = {"format": 1, "rules": "000", "hands": [["1O", "4C", "7B"], ["2E", "5C", "6B"]], "trump_card": "5E",
              "stock": [], "leader": 0}
    if base and isinstance(value, dict):
        value = {**record, **value}  # mostly a record, with fields replaced
    code, out, err = _main(["replay"], (json.dumps(value) + "\n").encode(), capsys, monkeypatch)
    assert code in (0, 2)
    assert (code == 0) == bool(out) and (code == 2) == bool(err.strip())
    assert "Traceback" not in err and len(err.strip().splitlines()) <= 1


FULL_RECORD = {"format": 1, "rules": "000", "hands": [["1O", "4C", "7B"], ["2E", "5C", "6B"]], "trump_card": "5E",
               "stock": [c for c in ("1C 2C 3C 5O 6C 7C 10C 11C 12C 2O 3O 4O 6O 7O 10O 11O 12O 1E 3E 4E 6E 7E "
                                     "10E 11E 12E 1B 2B 3B 4B 5B 10B 11B 12B").split()], "leader": 0}


@pytest.mark.parametrize("field, value", [
    ("leader", list(range(1000))), ("dealer", {"x": "y" * 5000}), ("names", ["n"] * 1000),
    ("moves", ["x" * 5000]), ("moves", [{"exchange": "z" * 5000}]), ("leader", "9" * 3000), ("rules", "r" * 5000),
])
@pytest.mark.parametrize("command", [["replay"], ["hint", "-"]])
def test_a_long_bad_value_is_quoted_cut_short(field, value, command, capsys, monkeypatch):
    """A bad value is named in one short line, never a crash of the text layer."""
    record = {**FULL_RECORD, field: value}
    code, out, err = _main(command, json.dumps(record).encode(), capsys, monkeypatch)
    assert code == 2 and len(err.strip().splitlines()) == 1 and len(err) < 600, err


def test_arena_pits_a_signalling_pair_against_a_mute_one_and_refuses_unknown_names():
    out = run("arena", "heuristic", "heuristic-mute", "--rules", "004-pairs-signals", "--deals", "2", "--json",
              "--quiet")
    assert out.returncode == 0, out.stderr
    figures = json.loads(out.stdout)
    assert figures["bot_a"] == "heuristic" and figures["bot_b"] == "heuristic-mute" and figures["games"] == 4
    bad = run("arena", "expert-loud", "expert", "--deals", "2", "--quiet", "--lang", "en")
    assert bad.returncode == 2 and "expert-mute" in bad.stderr and "Traceback" not in bad.stderr


def test_the_paced_coach_benchmark_waits_for_the_board_to_show_the_position():
    """With ``--paced`` the learner's two seconds start once the board has shown the cards played
    since its last move, one after another at the board's pace: the coach thinks that much longer."""
    out = run("bench", "--coach-precision", "2", "--budget-ms", "0", "--workers", "1", "--seed", "5", "--json",
              "--quiet", "--references", "0", "--rules", "000-pairs", "--paced")
    f = json.loads(out.stdout)
    assert f["paced"] is True and f["shown_s_median"] > 0 and f["seconds_median"] >= f["shown_s_median"]
    plain = json.loads(run("bench", "--coach-precision", "2", "--budget-ms", "0", "--workers", "1", "--seed", "5",
                           "--json", "--quiet", "--references", "0", "--rules", "000-pairs").stdout)
    assert plain["paced"] is False and plain["shown_s_median"] == 0.0
    text = run("bench", "--coach-precision", "1", "--budget-ms", "0", "--workers", "1", "--quiet", "--paced",
               "--rules", "000-pairs", "--lang", "en")
    assert "once the board has shown the cards before the learner's turn" in text.stdout


@pytest.mark.parametrize("rules", ["000", "000-pairs", "003-six"])
def test_the_cards_the_benchmark_counts_as_shown_are_the_boards_frames(rules):
    """The paced benchmark's count of the cards a board shows before the learner's turn is the
    practice board's own: at every decision of a practice game, ``Shown`` gives the frames'
    ``done`` flags that ``seat_board.frames`` plays, and ``pace_ms`` their time."""
    from brisca.teach.coach.bench import Shown
    from brisca.teach.table import storage
    from brisca.teach.table.board import PAUSE_MS, STEP_MS, pace_ms
    from brisca.teach.table.flow import Settings, new_game, play
    from brisca.teach.table.seat_board import frames, seat_names

    game = new_game(storage.new_id(), Settings(rules=rules, level="easy", coaching=False, deal=12))
    shown, seen, checked = Shown(game.state.rules.players), 0, 0
    while game.state.phase != "over":
        moves = game.record.moves
        for i in range(seen, game.ply):  # what the bots did since the learner's last move
            before, after = game.states[i], game.states[i + 1]
            shown.played((before.leader + len(before.trick)) % before.n, moves[i], not after.trick)
        seen = game.ply
        flags = tuple(f["done"] for f in frames(game, "en", seat_names(game, "en")[1]))
        assert shown.before(game.learner) == flags
        assert pace_ms(flags) == sum(PAUSE_MS if done else STEP_MS for done in flags)
        checked += 1
        game = play(game, game.view.legal[0])
        before, after = game.states[seen], game.states[seen + 1]
        shown.played(game.learner, game.record.moves[seen], not after.trick)
        seen += 1
    assert checked == game.state.rules.deck // game.state.rules.players  # every card of the learner's
