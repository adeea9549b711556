"""The coach thinking ahead in a pool of processes: values arrive while the learner thinks,
grow chunk by chunk into the same values a direct computation gives, and stop when the
position is settled or forgotten."""

import time

import pytest

from brisca.bots.determinize import Worlds
from brisca.bots.search import evaluate
from brisca.core.record import deal
from brisca.core.view import observe
from brisca.teach.coach import move_label
from brisca.teach.estimate import Estimate
from brisca.teach.thinker import BLOCK, CHUNK, Thinker, chunk_values, chunks_for, population


@pytest.fixture(scope="module")
def thinker():
    coach = Thinker(workers=2)
    yield coach
    coach.close()


def _first_move_view(seed: int):
    s = deal("000", seed).start()
    return observe(s, s.leader)


def test_values_arrive_in_the_background_and_match_a_direct_computation(thinker):
    view = _first_move_view(3)
    thinker.think("a", view, seed=7)
    deadline = time.monotonic() + 60
    while thinker.worlds("a") < 3 * CHUNK and time.monotonic() < deadline:
        time.sleep(0.05)
    got = thinker.values("a")
    assert got is not None and got.moves == tuple(view.legal) and got.worlds % CHUNK == 0
    expected = chunk_values(view, 7, 0, CHUNK, got.moves)
    for k in range(1, got.worlds // CHUNK):
        expected += chunk_values(view, 7, k, CHUNK, got.moves)
    assert got == expected  # the chunks in order, whatever order they came back in


def test_a_settled_position_stops(thinker):
    stopped = Thinker(workers=1, settled=lambda values: values.worlds >= 2 * CHUNK)
    try:
        stopped.think("b", _first_move_view(4), seed=1)
        start = time.monotonic()
        assert stopped.values("b", wait=60).worlds >= CHUNK  # a click waits for the first chunk...
        assert time.monotonic() - start < 30  # ...and no longer
        deadline = time.monotonic() + 60
        while stopped.worlds("b") < 2 * CHUNK and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)
        assert 2 * CHUNK <= stopped.worlds("b") <= 4 * CHUNK  # what was running when it settled, no more
    finally:
        stopped.close()


def test_exact_positions_are_one_task_and_forgotten_positions_are_dropped(thinker):
    from conftest import random_position

    s = random_position("000", 5, 36)
    view = observe(s, s.leader if not s.trick else 1 - s.leader)
    thinker.think("c", view, seed=2)
    values = thinker.values("c", wait=60)
    assert values is not None and values.exact and values.moves == tuple(view.legal)
    thinker.forget(where=lambda key: key == "c")
    assert thinker.values("c") is None


def test_a_move_no_longer_refined_is_left_out_of_later_blocks_the_same_way_every_time():
    view = _first_move_view(5)
    moves = tuple(view.legal)
    assert len(moves) == 3
    enough = (2 * BLOCK + 8) * CHUNK
    racing = Thinker(workers=2, settled=lambda values: values.worlds >= enough, refine=lambda values: (0, 2))
    try:
        racing.think("d", view, seed=11)
        deadline = time.monotonic() + 120
        while racing.worlds("d") < enough and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)
        got = racing.values("d")
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
        deadline = time.monotonic() + 120
        while every.worlds("e") < size and time.monotonic() < deadline:
            time.sleep(0.05)
        got = every.values("e")
    finally:
        every.close()
    exact = Estimate.of(evaluate(view, None, 0, dealt=Worlds(view).every(size)), population=size)
    assert got.worlds == size and got == exact  # every world once: the exact mean, whatever the chunks
    assert all(got.margin_stderr(i) == 0 and not move_label(got, i)[1] for i in range(len(got.moves)))
