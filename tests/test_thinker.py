"""The coach thinking ahead in a pool of processes: values arrive while the learner thinks,
grow chunk by chunk into the same values a direct computation gives, and stop when the
position is settled or forgotten.

Every test here awaits a condition, never a speed: how soon a worker starts and a chunk comes
back depends on the machine's load (a full run on two busy cores has taken over 30 s for a first
chunk). ``HANG`` bounds each wait only so that a test that would wait forever fails instead."""

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import HANG, came_true
from reaper import alive, dies_with_parent, proc_stat

from brisca.bots.determinize import Worlds
from brisca.core.action import Move
from brisca.core.record import deal
from brisca.core.view import observe
from brisca.teach.coach.estimate import Estimate, valued
from brisca.teach.coach.tasks import BLOCK, CHUNK, chunk_values, chunks_for, population
from brisca.teach.coach.thinker import MAX_LOSSES, Thinker
from brisca.teach.coach.verdicts import move_label


@pytest.fixture(scope="module")
def thinker():
    coach = Thinker(workers=2)
    yield coach
    coach.close()


def _settled(coach: Thinker, key):
    """The values of the position under ``key`` once it has stopped and every chunk it handed out
    is back (asked for meanwhile, as a page does: a position nobody asks about is dropped)."""
    position = coach._positions[key]
    assert came_true(lambda: coach.values(key) is not None and position.finished and not position.running)
    return coach.values(key)


def _first_move_view(seed: int):
    s = deal("000", seed).start()
    return observe(s, s.leader)


def test_values_arrive_in_the_background_and_match_a_direct_computation(thinker):
    view = _first_move_view(3)
    thinker.think("a", view, seed=7)
    assert came_true(lambda: thinker.worlds("a") >= 3 * CHUNK)
    got = thinker.values("a")
    assert got is not None and got.moves == tuple(map(Move.of, view.legal)) and got.worlds % CHUNK == 0
    expected = chunk_values(view, 7, 0, CHUNK, got.moves)
    for k in range(1, got.worlds // CHUNK):
        expected += chunk_values(view, 7, k, CHUNK, got.moves)
    assert got == expected  # the chunks in order, whatever order they came back in


def test_a_settled_position_stops(thinker):
    stopped = Thinker(workers=1, settled=lambda values: values.worlds >= 2 * CHUNK)
    try:
        stopped.think("b", _first_move_view(4), seed=1)
        start = time.monotonic()
        assert stopped.values("b", wait=HANG).worlds >= CHUNK  # a click waits for the first chunk...
        assert time.monotonic() - start < HANG  # ...woken by it, not by the end of its wait
        assert 2 * CHUNK <= _settled(stopped, "b").worlds <= 4 * CHUNK  # what was running when it settled, no more
    finally:
        stopped.close()


def test_exact_positions_are_one_task_and_forgotten_positions_are_dropped(thinker):
    from conftest import random_position

    s = random_position("000", 5, 36)
    view = observe(s, s.leader if not s.trick else 1 - s.leader)
    thinker.think("c", view, seed=2)
    values = thinker.values("c", wait=HANG)
    assert values is not None and values.exact and values.moves == tuple(map(Move.of, view.legal))
    thinker.forget(where=lambda key: key == "c")
    assert thinker.values("c") is None


def test_a_move_no_longer_refined_is_left_out_of_later_blocks_the_same_way_every_time():
    view = _first_move_view(5)
    moves = tuple(map(Move.of, view.legal))
    assert len(moves) == 3
    enough = (2 * BLOCK + 8) * CHUNK
    racing = Thinker(workers=2, settled=lambda values: values.worlds >= enough, refine=lambda values: (0, 2))
    try:
        racing.think("d", view, seed=11)
        got = _settled(racing, "d")
    finally:
        racing.close()
    assert got.worlds >= enough and got.counts == (got.worlds, 2 * BLOCK * CHUNK, got.worlds)
    assert got.refined() == (0, 2) and got.best() in (0, 2)
    expected = None
    for k in range(got.worlds // CHUNK):
        played = moves if k < 2 * BLOCK else (moves[0], moves[2])
        chunk = chunk_values(view, 11, k, CHUNK, moves, played)
        expected = chunk if expected is None else expected + chunk
    assert got == expected


def _few_worlds_view():
    """A position late in a deal with a few thousand worlds: more than are solved exactly."""
    from conftest import random_position

    for seed in range(200):
        s = random_position("000", seed, 28 + seed % 2)
        view = observe(s, s.leader if not s.trick else 1 - s.leader)
        if len(view.legal) > 1 and population(view) is not None and 4 * CHUNK < population(view) <= 8000:
            return view
    raise AssertionError("no such position")


def test_a_position_with_few_worlds_sees_each_once_and_ends_with_the_exact_mean():
    view = _few_worlds_view()
    size = population(view)
    assert chunks_for(view) == -(-size // CHUNK)
    every = Thinker(workers=2, settled=None, refine=None)
    try:
        every.think("e", view, seed=3)
        assert came_true(lambda: every.worlds("e") >= size)
        got = every.values("e")
    finally:
        every.close()
    exact = valued(view, None, 0, None, dealt=Worlds(view).every(size), population=size)
    assert got.worlds == size and got == exact  # every world once: the exact mean, whatever the chunks
    assert all(got.margin_stderr(i) == 0 and not move_label(got, i)[1] for i in range(len(got.moves)))


def _direct(view, seed: int, chunks: int) -> Estimate:
    """The first ``chunks`` chunks of a position (every move played), computed here in order."""
    moves = tuple(map(Move.of, view.legal))
    expected = chunk_values(view, seed, 0, CHUNK, moves)
    for k in range(1, chunks):
        expected += chunk_values(view, seed, k, CHUNK, moves)
    return expected


def test_a_worker_killed_heals_the_pool_and_the_values_stay_those_of_the_chunks_in_order(caplog):
    view = _first_move_view(6)
    healing = Thinker(workers=2, settled=None, refine=None)  # busy the whole test: the kill hits running chunks
    try:
        healing.think("k", view, seed=5)
        assert came_true(lambda: healing.worlds("k") >= 2 * CHUNK)
        broken = healing._pool
        os.kill(next(iter(broken._processes)), signal.SIGKILL)
        assert came_true(lambda: healing._pool is not broken)  # a new pool took over...
        before = healing.worlds("k")
        assert came_true(lambda: healing.worlds("k") >= before + 8 * CHUNK)  # ...and the position goes on
        healing.think("n", _first_move_view(7), seed=1)  # a new position is thought about too
        assert healing.values("n", wait=HANG) is not None
        got = healing.values("k")
    finally:
        healing.close()
    assert got.worlds % CHUNK == 0 and got == _direct(view, 5, got.worlds // CHUNK)  # lost chunks went again
    assert any("a new pool takes over" in r.getMessage() for r in caplog.records if r.name == "brisca.thinker")


def _failing_chunk(view, seed, index, worlds, moves, played):
    """A chunk that raises in the worker (a stand-in for ``chunk_values``)."""
    raise ValueError(f"no worlds for chunk {index}")


def test_a_chunk_that_raises_is_logged_with_its_traceback_and_its_position_stops(caplog):
    failing = Thinker(workers=1, work=_failing_chunk)
    try:
        with caplog.at_level(logging.ERROR, logger="brisca.thinker"):
            failing.think("f", _first_move_view(3), seed=1)
            start = time.monotonic()
            assert failing.values("f", wait=HANG) is None
            assert time.monotonic() - start < HANG  # it stopped: the click did not wait out its wait
    finally:
        failing.close()
    errors = [r for r in caplog.records if r.name == "brisca.thinker" and r.levelno == logging.ERROR]
    assert len(errors) == 1 and errors[0].exc_info[0] is ValueError  # once, however many chunks ran
    assert "no worlds for chunk" in caplog.text and "in _failing_chunk" in caplog.text  # the worker's traceback


def _deadly_chunk(view, seed, index, worlds, moves, played):
    """A chunk that kills its worker."""
    os.kill(os.getpid(), signal.SIGKILL)


def test_a_chunk_that_kills_its_worker_every_time_is_given_up(caplog):
    deadly = Thinker(workers=1, work=_deadly_chunk)
    try:
        deadly.think("x", _first_move_view(3), seed=1)
        assert came_true(lambda: any(r.levelno == logging.ERROR for r in caplog.records))
        assert deadly.values("x", wait=1) is None
    finally:
        deadly.close()
    heals = [r for r in caplog.records if "a new pool takes over" in r.getMessage()]
    assert len(heals) == MAX_LOSSES + 1  # it went again, each time on a new pool, then no more


@pytest.mark.parametrize("wait", [False, True])
def test_close_while_busy_is_quiet_and_the_workers_exit(wait, caplog, monkeypatch):
    crashes = []
    monkeypatch.setattr(threading, "excepthook", crashes.append)  # a scheduler thread dying would land here
    busy = Thinker(workers=2, settled=None)
    busy.think("z", _first_move_view(8), seed=1)
    assert busy.values("z", wait=HANG) is not None
    workers, scheduler = list(busy._pool._processes), busy._thread
    busy.close(wait=wait)
    assert came_true(lambda: not scheduler.is_alive() and not any(map(alive, workers)))
    assert crashes == [] and [r for r in caplog.records if r.levelno >= logging.WARNING] == []


ROOT = Path(__file__).resolve().parent.parent
BUSY_SERVER = """
import signal
import threading

# started as from a terminal: Ctrl-C raises KeyboardInterrupt and reaches this thread. A process
# inherits its parent's ignored signals and its thread's blocked ones, and Python then leaves
# Ctrl-C as it found it: what the test process had is said first, for a stop that hangs
print("signals", signal.getsignal(signal.SIGINT), sorted(signal.pthread_sigmask(signal.SIG_BLOCK, [])), flush=True)
signal.signal(signal.SIGINT, signal.default_int_handler)
signal.pthread_sigmask(signal.SIG_SETMASK, [])
from brisca.core.record import deal
from brisca.core.view import observe
from brisca.teach.coach.thinker import Thinker

start = deal("000", 3).start()
coach = Thinker(workers=2, settled=None)
coach.think("a", observe(start, start.leader), 7)
assert coach.values("a", wait=600) is not None  # a deadline only to catch a hang
signal.signal(signal.SIGTERM, signal.default_int_handler)
try:
    print("thinking", flush=True)  # in here: the stop may come as soon as it is read
    threading.Event().wait()
except KeyboardInterrupt:  # as streamlit run on Ctrl-C or SIGTERM: the server returns, the interpreter exits
    pass
"""


def _children(pid: int) -> dict[int, str]:
    """The children of ``pid``, with their command lines."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := proc_stat(int(entry.name))) and int(fields[1]) == pid:
            found[int(entry.name)] = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
    return found


@pytest.fixture
def server():
    """A process thinking as the server does, busy, and its children: the two workers of its
    pool and the resource tracker of multiprocessing."""
    if not Path("/proc/self/stat").exists():
        pytest.skip("reads processes from /proc")
    proc = subprocess.Popen([sys.executable, "-c", BUSY_SERVER], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=dies_with_parent(signal.SIGKILL))  # a test run killed takes it too
    children = {}
    try:
        inherited = proc.stdout.readline().strip()
        assert proc.stdout.readline() == "thinking\n"
        children = _children(proc.pid)
        assert sum("spawn_main" in cmd for cmd in children.values()) == 2
        assert sum("resource_tracker" in cmd for cmd in children.values()) == 1
        yield proc, list(children), inherited
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        for pid in filter(alive, children):  # what a failing test leaves behind
            os.kill(pid, signal.SIGKILL)


def test_the_workers_and_the_resource_tracker_end_with_a_server_killed_outright(server):
    proc, children, _ = server
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert came_true(lambda: not any(map(alive, children)))


def _threads(pid: int) -> list[str]:
    """Each thread of ``pid``: its name, state, the kernel function it waits in, and its CPU
    ticks (user, system): what a stop that hangs was doing, busy or waiting."""
    out = []
    for task in sorted(Path(f"/proc/{pid}/task").glob("*")):
        try:
            name = (task / "comm").read_text().strip()
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
            wchan = (task / "wchan").read_text().strip() if (task / "wchan").exists() else "?"
        except OSError:
            continue
        out.append(f"{name} {fields[0]} {wchan} cpu={fields[11]}+{fields[12]}")
    return out


def _stopped(proc, children, inherited: str, seconds: float = HANG) -> int:
    """The server's exit status once it stopped; if it has not within ``seconds``, the test fails
    saying what the server and its children were doing, and the signals the server inherited (a
    stop that hung in full runs on two busy cores, and never alone)."""
    try:
        return proc.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        seen = {pid: _threads(pid) for pid in [proc.pid, *children] if alive(pid)}
        pytest.fail(f"the server had not stopped after {seconds} s ({inherited}): {seen}")


@pytest.mark.parametrize("stop", ["ctrl-c", "sigterm"])
def test_a_busy_server_stops_with_its_pool_quietly(stop, server):
    proc, children, inherited = server
    if stop == "ctrl-c":
        os.killpg(proc.pid, signal.SIGINT)  # as a terminal does: to the server and its workers alike
    else:
        os.kill(proc.pid, signal.SIGTERM)
    assert _stopped(proc, children, inherited) == 0
    assert came_true(lambda: not any(map(alive, children)))
    assert proc.stderr.read() == ""  # no traceback, no error (read once every writer is gone)


def test_an_errand_runs_ahead_and_its_result_is_kept(thinker):
    """A one-off task (a bot's reply thought ahead) runs in the pool before the chunks."""
    from brisca.teach.table import flow
    from brisca.teach.table.flow import Settings, new_game

    game = new_game("e" * 24, Settings(level="hard", deal=21))
    move = game.view.legal[0]
    data = flow.reply_data(game)
    thinker.think(("busy", 0), _first_move_view(5), seed=1)  # chunks queued meanwhile
    thinker.prepare(("reply", 1), flow.replies_after, data, move.code)
    codes = thinker.prepared(("reply", 1), wait=HANG)
    assert codes == tuple(a.code for a in flow.play(game, move).record.moves[game.ply + 1:])
    assert thinker.prepared(("unknown",), wait=0) is None


def _fails(_: int) -> int:
    raise ValueError("an errand that fails")


def test_a_failing_errand_is_logged_and_gives_nothing(caplog):
    coach = Thinker(workers=1)
    try:
        coach.prepare("bad", _fails, 1)
        assert coach.prepared("bad", wait=HANG) is None
        assert came_true(lambda: any(r.levelname == "ERROR" and "errand" in r.getMessage() for r in caplog.records))
    finally:
        coach.close(wait=True)


def test_warming_starts_every_worker_before_any_position_is_thought_about():
    """A fresh server's pool starts its workers when the page is first visited, not on the
    learner's first card: ``warm`` starts one per core at once (and only once), each having
    imported the look-ahead by the time its errand is done."""
    import multiprocessing

    before = set(multiprocessing.active_children())
    coach = Thinker(workers=2)
    try:
        coach.warm()
        coach.warm()
        assert len(coach._errands) == 2
        assert all(coach.prepared(("warm", k), wait=HANG) for k in range(2))
        started = set(multiprocessing.active_children()) - before
        assert len(started) == 2 and all(p.is_alive() for p in started)
        assert not coach._positions
    finally:
        coach.close(wait=True)


def test_a_worker_does_not_run_the_servers_script_again(tmp_path, monkeypatch):
    """Under ``streamlit run`` the main module is the app's script (Streamlit installs it as
    ``__main__``): a worker started by ``spawn`` ran it again, whole, before its first chunk.
    Here the main module is a script that leaves a mark when run: the workers start, take
    their errands and a position's chunks, and never run it."""
    import types

    mark = tmp_path / "ran"
    script = tmp_path / "app.py"
    script.write_text(f"open({str(mark)!r}, 'a').write('ran')\n")
    server_main = types.ModuleType("__main__")
    server_main.__file__ = str(script)
    monkeypatch.setitem(sys.modules, "__main__", server_main)
    coach = Thinker(workers=2)
    try:
        coach.warm()
        assert all(coach.prepared(("warm", k), wait=HANG) for k in range(2))
        coach.think("p", _first_move_view(5), seed=1)
        assert came_true(lambda: coach.worlds("p") >= 2 * CHUNK)
        assert sys.modules["__main__"] is server_main  # the server's own, put back
    finally:
        coach.close(wait=True)
    assert not mark.exists()


def test_the_practice_page_warms_the_coach_on_its_first_visit(monkeypatch):
    from conftest import open_page

    from brisca.teach.table import entry

    monkeypatch.setenv("BRISCA_THINK", "1")
    entry._coach.cache_clear()
    warmed = []
    monkeypatch.setattr(Thinker, "warm", lambda self: warmed.append(self))
    try:
        open_page("pages/practice.py")
        assert len(warmed) == 1
    finally:
        entry._coach.cache_clear()
