"""A test run leaves nothing behind, however it ends: a run of pytest is killed midway (SIGKILL, as
a pytest-xdist worker or a CI job is; SIGTERM; Ctrl-C at a terminal) while its session holds a
PostgreSQL cluster (``tests/pg.py``) and a server child (started as the browser tests start
``streamlit run``), and then no server runs and no folder is left in its temporary directory.

The run killed is a probe: ``test_probe_holding_a_cluster_and_a_server``, which does its work only
when this file's own test runs it, with ``PROBE`` naming where to say what it holds."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from conftest import HANG, came_true
from reaper import Reaper, alive, dies_with_parent

ROOT = Path(__file__).resolve().parent.parent
PROBE = "BRISCA_LEFTOVERS_PROBE"  # the file a probe writes what it holds to


def killed_midway(probe: str, sig: int, *pytest_args: str) -> None:
    """Runs the test ``probe`` in a pytest of its own, in a temporary directory of its own; once
    the probe says what it holds (its servers' pids, in the file ``PROBE`` names), kills the run
    with ``sig`` (SIGINT to its whole process group, as a terminal's Ctrl-C is), and asserts that
    every server it held ends and that its temporary directory keeps nothing but pytest's own
    folder (``pytest-of-<user>``, which pytest keeps by design)."""
    # a folder in the system's temporary directory (a cluster's server runs as ``nobody`` under
    # root, and cannot reach into pytest's own, private ones), itself reaped however this ends
    scratch = Reaper(tempfile.mkdtemp(prefix="brisca-leftovers-"))
    try:
        scratch.folder.chmod(0o755)
        tmp, said, out = scratch.folder / "tmp", scratch.folder / "probe.json", scratch.folder / "out.txt"
        tmp.mkdir()
        tmp.chmod(0o1777)
        env = {**os.environ, "TMPDIR": str(tmp), PROBE: str(said)}
        dies = dies_with_parent(signal.SIGKILL)

        def as_from_a_terminal() -> None:
            # A child inherits its parent's ignored signals and its thread's blocked ones, and Python
            # then leaves Ctrl-C as it found it: a test process that had it ignored or blocked by
            # then (twice, in a full run) started a probe deaf to it, which hung. A shell starts a
            # job with Ctrl-C at its default, and so does this.
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            dies()

        with out.open("w") as log:
            run = subprocess.Popen([sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p",
                                    "no:cacheprovider", *pytest_args, probe], cwd=ROOT, env=env, stdout=log,
                                   stderr=subprocess.STDOUT, start_new_session=True, preexec_fn=as_from_a_terminal)
        try:
            assert came_true(lambda: said.exists() or run.poll() is not None), "the probe did not start"
            assert run.poll() is None, out.read_text()
            held = json.loads(said.read_text())
            assert all(map(alive, held["servers"])) and held["servers"]
            if sig == signal.SIGINT:
                os.killpg(run.pid, sig)
            else:
                os.kill(run.pid, sig)
            try:
                run.wait(timeout=HANG)
            except subprocess.TimeoutExpired:  # what the run said, and what the test process had
                raise AssertionError(f"not ended by {sig.name}; Ctrl-C here: {signal.getsignal(signal.SIGINT)}, "
                                     f"blocked {sorted(signal.pthread_sigmask(signal.SIG_BLOCK, []))}\n"
                                     + out.read_text()[-3000:]) from None
        finally:
            if run.poll() is None:
                run.kill()
                run.wait()
        assert came_true(lambda: not any(map(alive, held["servers"] + held["reapers"]))), held
        assert came_true(lambda: all(p.name.startswith("pytest-of-") for p in tmp.iterdir())), sorted(tmp.iterdir())
    finally:
        scratch.reap()


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT], ids=lambda s: s.name)
def test_a_run_killed_midway_leaves_no_server_and_no_folder(sig):
    import pg

    if pg.binaries() is None:
        pytest.skip("PostgreSQL's server is not installed (scripts/test.sh installs it)")
    killed_midway("tests/test_leftovers.py::test_probe_holding_a_cluster_and_a_server", sig)


def _postmaster(cluster) -> int:
    """The pid of a cluster's server (the first line of its ``postmaster.pid``)."""
    return int((cluster.data / "postmaster.pid").read_text().split()[0])


def test_probe_holding_a_cluster_and_a_server(request):
    """Holds the session's cluster and a server child, says so, and waits to be killed."""
    said = probe_file()
    cluster = request.getfixturevalue("pg_cluster")
    server = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"],
                              preexec_fn=dies_with_parent())
    hold(said, servers=[_postmaster(cluster), server.pid], reapers=[cluster._reaper.pid])


def probe_file() -> str:
    """Where a probe says what it holds; a probe run as any other test is skipped (before it
    starts anything)."""
    said = os.environ.get(PROBE)
    if not said:
        pytest.skip("a probe: only a test that kills its run midway runs it")
    return said


def hold(said: str, servers: list[int], reapers: list[int]) -> None:
    """A probe's end: says what it holds (the session's own folder's reaper too), then waits to
    be killed (a deadline only for a hang)."""
    from conftest import _DB_REAPER

    Path(said + ".part").write_text(json.dumps({"servers": servers, "reapers": [*reapers, _DB_REAPER.pid]}))
    Path(said + ".part").rename(said)  # whole or not at all
    time.sleep(HANG)
    raise AssertionError("a probe that nobody killed")
