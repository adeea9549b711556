"""Every script in ``scripts/`` run as a person runs it, with its smallest arguments: it
starts, does its work and prints its figures (``--help`` alone would not import half of
what a script uses). The one that drives Chromium is a browser test."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "scripts"
SMOKED = {"bench_sampling.py", "build_cards.py", "build_examples.py", "bench_browser.py", "bench_review_step.py",
          "bench_click.py", "bench_replies.py", "arena_budget.py", "arena_senas.py", "arena_variants.py",
          "bench_progress.py", "bench_storage.py", "test.sh",
          "profile_pages.py", "bench_following.py", "build_puzzles.py", "bench_friends.py", "bench_memory.py",
          "bench_load.py", "bench_lanes.py", "bench_worlds.py", "train_policy.py", "arena_learned.py"}


def run(*args: str, timeout: float = 180, env: dict | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                          env=None if env is None else {**os.environ, **env})
    assert done.returncode == 0, done.stderr[-3000:]
    return done


def test_every_script_has_a_smoke_run_here():
    """Every file of scripts/ that runs (a shell script, or Python with a main), the modules
    they import aside."""
    runs = {p.name for p in SCRIPTS.iterdir()
            if p.suffix == ".sh" or (p.suffix == ".py" and '__name__ == "__main__"' in p.read_text())}
    assert runs == SMOKED


def test_bench_sampling_measures_a_position():
    out = run("scripts/bench_sampling.py", "--positions", "1", "--repeats", "2", "--worlds", "2").stdout
    lines = out.splitlines()
    assert len(lines) == 3 and "face down: stock as dealt" in lines[0]
    assert lines[1].startswith("variance seat draws / stock as dealt: ") and lines[1].endswith("over 1 position")
    assert lines[2].startswith("variance stratified / plain (seat draws): ")


def test_bench_lanes_times_the_lanes_against_the_scalar_loop():
    out = run("scripts/bench_lanes.py", "--tables", "000-pairs", "--positions", "1", "--worlds", "4").stdout
    row, summary = (json.loads(line) for line in out.splitlines())
    assert row["rules"] == "000-pairs" and summary["median_ratio"] > 0
    assert all(row[k]["scalar"] > 0 and row[k]["lanes"] > 0 and row[k]["ratio"] > 0 for k in ("no_slips", "slips"))


def test_bench_worlds_times_each_tree_table_by_table():
    """Two trees (here the same one twice) timed at two tables: a row per table and tree, in
    that order, each with its worlds a second."""
    out = run("scripts/bench_worlds.py", "--tree", ".", "--tree", ".", "--tables", "000", "000-pairs",
              "--positions", "2", "--worlds", "8").stdout
    rows = [json.loads(line) for line in out.splitlines()]
    assert [(r["rules"], r["seats"]) for r in rows] == [("000", 2), ("000", 2), ("000-pairs", 4), ("000-pairs", 4)]
    assert all(r["positions"] >= 1 and r["worlds_per_s"] > 0 and r["playouts_per_s"] > 0 for r in rows)


def test_train_policy_runs_a_round_and_writes_weights_the_policy_loads(tmp_path):
    """One round of two self-play games, one epoch, one duplicate deal checked: the curve's row,
    and weights of the policy's shape."""
    from brisca.bots.learned import FEATURES, Net

    out = run("scripts/train_policy.py", "--rounds", "1", "--games", "2", "--check", "2", "--epochs", "1",
              "--out", str(tmp_path / "net.npz"), "--log", str(tmp_path / "curve.json")).stdout
    row = json.loads(out.splitlines()[0])
    assert row["round"] == 1 and row["positions"] > 20 and row["games"] == 4 and 0 <= row["score"] <= 1
    assert json.loads((tmp_path / "curve.json").read_text())["rounds"] == [row]
    net = Net.load(tmp_path / "net.npz")
    assert net.w1.shape[0] == FEATURES and net.w2.shape[1] == 48


def test_arena_learned_plays_the_network_against_todays_expert():
    out = run("scripts/arena_learned.py", "--deals", "2", "--rules", "000", "--lang", "en").stdout
    assert "expert against expert-rule: score" in out and "over 4 games of 2 deals" in out
    assert "expert-rule: median" in out and "ms per move" in out
    # the parts measured one by one: the worlds not weighed by the other seat's plays, fewer of them
    out = run("scripts/arena_learned.py", "--deals", "2", "--rules", "000", "--lang", "en", "--no-reading",
              "--worlds", "24").stdout
    assert "over 4 games of 2 deals" in out


def test_build_cards_writes_every_picture_where_asked(tmp_path):
    run("scripts/build_cards.py", "--out", str(tmp_path))
    written = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert len(written) == 49 and "back.svg" in written
    assert written == {name: (ROOT / "static" / "cards" / name).read_bytes() for name in written}


def test_build_examples_writes_every_example_where_asked(tmp_path):
    """(That they are the committed files byte for byte: tests/test_examples.py.)"""
    out = run("scripts/build_examples.py", "--out", str(tmp_path)).stdout
    assert out.startswith("wrote 12 examples") and len(list(tmp_path.glob("[0-9]*.json"))) == 12


def test_build_puzzles_writes_a_file_per_table_where_asked(tmp_path):
    """(That the stored puzzles still hold: tests/test_puzzles.py.)"""
    out = run("scripts/build_puzzles.py", "--out", str(tmp_path), "--deals", "3", "--sampled", "1",
              "--worlds", "200").stdout
    assert out.splitlines()[-1].startswith("wrote ")
    assert {p.name for p in tmp_path.glob("*.json")} == {p.name for p in (ROOT / "content" / "puzzles").glob("*.json")}


def test_bench_click_times_a_click_at_every_table_without_replaying_a_deal():
    out = json.loads(run("scripts/bench_click.py", "--clicks", "1", "--json").stdout)
    assert {(row["seats"], row["deal"]) for row in out} == {(n, d) for n in (2, 4, 6) for d in (1, 3)}
    assert all(row["replays"] == 0 and row["ms_median"] > 0 for row in out)


def test_bench_replies_times_a_learners_wait():
    out = run("scripts/bench_replies.py", "--learners", "1", "--seconds", "2", "--think", "0.2",
              "--budget-only").stdout
    assert "'budget': True" in out and "'p95_s'" in out


def test_arena_budget_plays_the_budgeted_bot_against_the_full_one():
    out = json.loads(run("scripts/arena_budget.py", "--deals", "2", "--jobs", "1", "--rules", "000", "--json",
                         "--quiet").stdout)
    assert out["games"] == 4 and out["bot_a"] == "expert8" and 0 <= out["score"] <= 1


def test_arena_senas_plays_a_ceiling_and_a_table_with_signs():
    out = run("scripts/arena_senas.py", "--only", "003-ceiling", "--only", "004", "--deals", "1", "--jobs", "1").stdout
    lines = [json.loads(line) for line in out.splitlines()]
    assert [(x["run"], x["bot_a"], x["bot_b"], x["rules"], x["games"]) for x in lines] == [
        ("003-ceiling", "sees-dealt", "expert", "003-pairs", 2),
        ("004", "expert", "expert-mute", "004-pairs-signals", 2)]
    assert all(0 <= x["score"] <= 1 for x in lines)


def test_arena_variants_writes_each_chunk_of_a_variant(tmp_path):
    out = tmp_path / "arena.json"
    printed = run("scripts/arena_variants.py", "--rules", "003-chiamata", "--deals", "2", "--chunk", "1",
                  "--out", str(out)).stdout
    kept = json.loads(out.read_text())["003-chiamata"]
    assert kept["games"] == 2 * 5 and 0 <= kept["score"] <= 1  # each deal at each of the five seatings
    called = kept["chiamata"]
    sides = called["caller_side"]["games"] + called["defenders"]["games"]
    assert 0 < sides <= kept["games"]  # a deal everyone passes has no caller's side
    assert printed.count("003-chiamata") == 2  # one line per chunk played
    same = run("scripts/arena_variants.py", "--rules", "003-chiamata", "--deals", "1", "--bots", "heuristic",
               "heuristic").stdout
    assert "heuristic ms median" in same and "expert" not in same
    run("scripts/arena_variants.py", "--rules", "003-chiamata", "--sides", "--deals", "2", "--bots", "heuristic",
        "heuristic", "--out", str(out))
    sides = json.loads(out.read_text())["003-chiamata"]  # one bot on both hands: every side played alike
    assert sides["deals"] == 2 and sides["passed"] == 0  # deals 0 and 1 are bid
    for role in ("caller_side", "defenders"):
        assert sides[role]["score"] == 0.5 and sides[role]["points"] == sides[role]["points_by_bot_b"] > 0


# These two take the checkout from PYTHONPATH, so a before and an after can be compared
def test_bench_progress_reads_a_learners_list():
    out = run("scripts/bench_progress.py", "--games", "2", "--reruns", "1", env={"PYTHONPATH": str(ROOT)}).stdout
    assert "2 games, first reading:" in out and "next readings" in out


def test_bench_storage_times_a_load_and_save():
    out = run("scripts/bench_storage.py", "--clicks", "2", env={"PYTHONPATH": str(ROOT)}).stdout
    assert "2 clicks (load and save)" in out and "version read alone" in out


def test_bench_storage_times_a_save_on_postgres_too(pg_cluster):
    """On a cluster of its own (``pg_cluster`` only says PostgreSQL is there, or skips)."""
    out = run("scripts/bench_storage.py", "--clicks", "2", "--store", "postgres", env={"PYTHONPATH": str(ROOT)}).stdout
    assert "postgres: a save alone: p50" in out and "p95" in out and "postgres: version read alone" in out


def test_bench_following_serves_the_reads_and_saves_asked(pg_cluster):
    """Two runs on a cluster of its own: the load asked and served, and PostgreSQL's own count
    of what it committed (at least one transaction per read and save served)."""
    out = json.loads(run("scripts/bench_following.py", "--tables", "3", "--tables", "5", "--seconds", "2",
                         "--move-every", "1", "--poll", "0.5", env={"PYTHONPATH": str(ROOT)}).stdout)
    assert [r["tables"] for r in out] == [3, 5]
    for r in out:
        assert r["asked_reads_per_s"] == r["tables"] * 2 / 0.5 and r["asked_saves_per_s"] == r["tables"]
        assert r["served_reads_per_s"] > 0 and r["served_saves_per_s"] > 0
        assert r["read_p95_ms"] >= r["read_p50_ms"] > 0 and r["save_p95_ms"] >= r["save_p50_ms"] > 0
        served = (r["served_reads_per_s"] + r["served_saves_per_s"]) * r["seconds"]
        assert r["database_transactions_per_s"] * r["seconds"] >= served - 1


def test_profile_pages_times_and_profiles_each_page_asked():
    out = json.loads(run("scripts/profile_pages.py", "--pages", "home,rules", "--runs", "1", "--top", "40").stdout)
    assert set(out) == {"home", "rules"}
    for page, view in (("home", "home_view.py"), ("rules", "rules_view.py")):
        assert out[page]["runs"] == 1 and out[page]["script_p50_ms"] > 0
        assert any(view in line for line in out[page]["profile"])  # the page's own widget was profiled


def test_bench_memory_reports_each_block_of_deals_and_what_grew():
    out = json.loads(run("scripts/bench_memory.py", "--deals", "2", "--block", "1", "--trace", "--json").stdout)
    assert [row["deals"] for row in out["blocks"]] == [1, 2]
    for row in out["blocks"]:
        assert row["rss_mb"] > 0 and row["bot_ms"] > 0 and row["against_ms"] > 0
        assert 0 < row["endgames"] <= 2 ** 17 + 1000  # at most the bound and one endgame's worth
    assert out["grew"]["lines"] and out["grew"]["objects"]


def test_bench_load_drives_learners_and_a_friends_table_and_its_counts_agree():
    """The smallest run: a practice learner and a friends' table of two, a few seconds of
    clicks; every click is either taken or refused, and every card taken is in the saved games."""
    out = json.loads(run("scripts/bench_load.py", "--learners", "3", "--tables", "1", "--seconds", "15",
                         "--think", "0.2", "--sample", "2", "--json", timeout=400).stdout)
    assert (out["learners"], out["practice"], out["friends_tables"]) == (3, 1, 1)
    clicks = out["practice_card"]["n"] + out["friends_card"]["n"]
    assert clicks > 0 and out["cards_taken"] + out["refused"] == clicks
    assert out["practice_start"]["n"] >= 1 and out["friends_make"]["n"] == 1
    assert out["gave_up"] == 0 and out["moves_lost"] == 0
    for kind in ("practice_card", "friends_card", "friends_poll"):
        assert 0 < out[kind]["p50_ms"] <= out[kind]["p95_ms"], kind
    seconds = [at for at, _, _ in out["memory_mb"]]
    assert seconds == sorted(seconds) and seconds[-1] >= 14
    assert all(0 < alone <= together for _, alone, together in out["memory_mb"])  # the server, then with its workers


def test_the_test_script_is_valid_bash():
    """scripts/test.sh runs every test: here it is only read by bash, not run."""
    assert subprocess.run(["bash", "-n", str(SCRIPTS / "test.sh")], capture_output=True).returncode == 0


def test_bench_browser_refuses_pages_without_visits():
    done = subprocess.run([sys.executable, "scripts/bench_browser.py", "--pages", "quiz"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--pages goes with --visits" in done.stderr


CHROMIUM = Path("/usr/bin/chromium")


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's Chromium is not installed (scripts/test.sh installs it)")
def test_bench_friends_times_a_card_from_one_seat_to_the_other():
    """The smallest run: two cards of a friends' table, each timed to its saving and to the other seat's board."""
    out = json.loads(run("scripts/bench_friends.py", "--cards", "2", "--think", "0.1", "--json").stdout)
    for name in ("click_to_saved", "click_to_other_seat"):
        assert out[name]["n"] == 2 and 0 < out[name]["p50_ms"] <= out[name]["p95_ms"] <= out[name]["max_ms"], name
    assert out["click_to_other_seat"]["p50_ms"] > out["click_to_saved"]["p50_ms"]  # it can be seen once saved


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's Chromium is not installed (scripts/test.sh installs it)")
def test_bench_friends_times_each_persons_review_opened_after_a_whole_deal():
    out = json.loads(run("scripts/bench_friends.py", "--review", "0.2", "--json").stdout)
    assert out["click_to_saved"]["n"] == 40  # the whole deal, by clicks
    review = out["review_opened"]
    assert review["n"] == review["bare_n"] == 2  # each person's, each with the bare page's click beside it
    assert review["p50_ms"] > 0 and review["ratio_p50"] == round(review["p50_ms"] / review["bare_p50_ms"], 2)


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's Chromium is not installed (scripts/test.sh installs it)")
def test_bench_browser_states_every_click_beside_the_bare_page():
    """The smallest run: a practice game's start and first card, one resolver trick, one
    position set up on the analysis board and one friends' deal's reviews, every figure with
    the bare page's clicks taken beside it and the ratio."""
    out = json.loads(run("scripts/bench_browser.py", "--games", "1", "--cards", "1", "--think", "0",
                         "--resolver", "1", "--picks", "1", "--reviews", "1", timeout=900).stdout)
    names = ["practice_start", "card_to_table", "card_to_verdict", "resolver_first_click", "resolver_later_clicks",
             "resolver_suit_click", "analysis_pick", "analysis_priced", "friends_review"]
    assert all(name in out for name in names)
    for name in names:
        figure = out[name]
        assert figure["n"] == figure["bare_n"] >= 1, name  # one bare click beside each click measured
        assert figure["p50_ms"] > 0 and figure["bare_p50_ms"] > 0 and figure["bare_p95_ms"] >= figure["bare_p50_ms"]
        assert figure["ratio_p50"] == round(figure["p50_ms"] / figure["bare_p50_ms"], 2), name
    assert out["resolver_later_clicks"]["n"] == 3 and out["resolver_suit_click"]["n"] == 2
    assert out["practice_start"]["n"] == 1 and out["friends_review"]["n"] == 2  # each person's review
    assert out["analysis_pick"]["n"] == 6 and out["analysis_priced"]["n"] == 2  # the hand whole, a trick played


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's Chromium is not installed (scripts/test.sh installs it)")
def test_bench_browser_visits_a_page_beside_the_bare_page():
    out = json.loads(run("scripts/bench_browser.py", "--visits", "1", "--pages", "quiz").stdout)
    for kind in ("first_visit_idle", "first_visit_settled"):
        figures = out[kind]
        assert set(figures) == {"bare", "bare_page", "quiz"}
        quiz = figures["quiz"]  # a page, beside the bare page at a page's address
        assert quiz["bare_p50_ms"] == figures["bare_page"]["p50_ms"] and quiz["ratio_p50"] > 0


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's Chromium is not installed (scripts/test.sh installs it)")
def test_bench_review_step_times_a_step_of_the_review():
    """The smallest run: one step clicked in the review of a finished deal, its server time said."""
    out = run("scripts/bench_review_step.py", "--clicks", "1", timeout=300).stdout
    assert "a step's server CPU time: best" in out
