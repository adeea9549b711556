"""The coach thinking ahead in a pool of processes: values arrive while the learner thinks,
grow chunk by chunk into the same values a direct computation gives, and stop when the
position is settled or forgotten."""

import time

import pytest

from brisca.bots.search import MoveValues
from brisca.core.record import deal
from brisca.core.view import observe
from brisca.teach.thinker import CHUNK, Thinker, chunk_values, join


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
    values = thinker.values("a", wait=60)
    assert values is not None and len(values) == len(view.legal)
    deadline = time.monotonic() + 60
    while thinker.worlds("a") < 3 * CHUNK and time.monotonic() < deadline:
        time.sleep(0.05)
    got = thinker.values("a")
    chunks = len(got[0].margins) // CHUNK
    expected = join([chunk_values(view, 7, k, CHUNK, tuple(view.legal)) for k in range(chunks)])
    assert [v.margins for v in got] == [v.margins for v in expected]  # chunk order, not timing


def test_a_settled_position_stops(thinker):
    stopped = Thinker(workers=1, settled=lambda values: len(values[0].margins) >= 2 * CHUNK)
    try:
        stopped.think("b", _first_move_view(4), seed=1)
        deadline = time.monotonic() + 60
        while stopped.worlds("b") < 2 * CHUNK and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)
        assert 2 * CHUNK <= stopped.worlds("b") <= 4 * CHUNK  # what was running when it settled, no more
    finally:
        stopped.close()


def test_exact_positions_are_valued_at_once_and_forgotten_positions_are_dropped(thinker):
    from conftest import random_position

    s = random_position("000", 5, 36)
    view = observe(s, s.leader if not s.trick else 1 - s.leader)
    thinker.think("c", view, seed=2)
    values = thinker.values("c")
    assert values is not None and all(isinstance(v, MoveValues) and v.exact for v in values)
    thinker.forget(where=lambda key: key == "c")
    assert thinker.values("c") is None
