"""Every script in ``scripts/`` run as a person runs it, with its smallest arguments: it
starts, does its work and prints its figures (``--help`` alone would not import half of
what a script uses). The one that drives Chromium is a browser test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "scripts"
SMOKED = {"bench_sampling.py", "build_cards.py", "build_examples.py", "bench_browser.py", "test.sh"}


def run(*args: str, timeout: float = 180) -> subprocess.CompletedProcess:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    return done


def test_every_script_has_a_smoke_run_here():
    assert {p.name for p in SCRIPTS.iterdir() if p.is_file()} == SMOKED


def test_bench_sampling_measures_a_position():
    out = run("scripts/bench_sampling.py", "--positions", "1", "--repeats", "2", "--worlds", "2").stdout
    lines = out.splitlines()
    assert len(lines) == 3 and "face down: stock as dealt" in lines[0]
    assert lines[1].startswith("variance seat draws / stock as dealt: ") and lines[1].endswith("over 1 position")
    assert lines[2].startswith("variance stratified / plain (seat draws): ")


def test_build_cards_writes_every_picture_where_asked(tmp_path):
    run("scripts/build_cards.py", "--out", str(tmp_path))
    written = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert len(written) == 49 and "back.svg" in written
    assert written == {name: (ROOT / "static" / "cards" / name).read_bytes() for name in written}


def test_build_examples_writes_every_example_where_asked(tmp_path):
    """(That they are the committed files byte for byte: tests/test_examples.py.)"""
    out = run("scripts/build_examples.py", "--out", str(tmp_path)).stdout
    assert out.startswith("wrote 9 examples") and len(list(tmp_path.glob("0*.json"))) == 9


def test_the_test_script_is_valid_bash():
    """scripts/test.sh runs every test: here it is only read by bash, not run."""
    assert subprocess.run(["bash", "-n", str(SCRIPTS / "test.sh")], capture_output=True).returncode == 0
