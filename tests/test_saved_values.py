"""Values read back from storage: the coach's running sums kept with a game (a count of 0, a
negative one, NaN, an infinity, a number too big for any deal) are checked when read, so a
damaged one is left out with the game still opening, and nothing read ever fails later as a
division by zero."""

import json
import math

import pytest
from conftest import examples, json_places
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.teach.coach.estimate import Estimate
from brisca.teach.coach.verdicts import move_label, to_refine
from brisca.teach.table import flow, storage
from brisca.teach.table.flow import Settings


@pytest.fixture(autouse=True)
def db(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def _coached() -> flow.Game:
    """A saved game whose learner took a hint and played: the coach's notes are kept with it."""
    game = flow.start(Settings(deal=5, level="easy"))
    _, _, game = flow.hint(game)
    return flow.commit(flow.load(game.id), game)


def _use(values: Estimate) -> None:
    """What the coach does with values kept in a note: every figure of every move."""
    for i in range(len(values.moves)):
        values.margin(i), values.win(i), values.margin_stderr(i), values.win_stderr(i)
        values.diff(values.best(), i), values.win_diff(values.best(), i)
        move_label(values, i)
    to_refine(values)


@pytest.fixture(scope="module")
def coached(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("BRISCA_DB", str(tmp_path_factory.mktemp("db") / "games.sqlite3"))
    try:
        return _coached()
    finally:
        mp.undo()


@pytest.fixture(scope="module")
def saved(coached):
    data = coached.to_json()
    assert data["notes"]
    return data


@pytest.fixture(scope="module")
def log(coached):
    """The saved game's log (its deal and moves), beside its row."""
    return coached.log


def test_a_note_counting_no_worlds_is_left_out_not_divided_by(saved, log):
    """It passed the old reader and raised ZeroDivisionError in Estimate.margin at the hint."""
    data = json.loads(json.dumps(saved))
    key = next(iter(data["notes"]))
    values = data["notes"][key]["values"]
    values["counts"] = [0] * len(values["counts"])
    values["pairs"] = [[0, 0, 0, 0, 0] for _ in values["pairs"]]
    game = flow.Game.from_json("A" * 24, data, log)
    assert key not in game.notes
    flow.hint(game)  # the coach values the position afresh


DAMAGE = st.sampled_from([0, -1, -10**6, 10**15, 1e300, 0.5, math.nan, math.inf, -math.inf, None, "1", True])
FIELDS = ("counts", "sums", "squares", "wins", "win_squares", "pairs", "population")


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_damaged_sum_read_from_storage_gives_usable_values_or_is_left_out(saved, log, data):
    mutated = json.loads(json.dumps(saved))
    key = data.draw(st.sampled_from(sorted(mutated["notes"])))
    values = mutated["notes"][key]["values"]
    name = data.draw(st.sampled_from(FIELDS))
    new = data.draw(DAMAGE)
    if name == "population" or not values[name]:
        values[name] = new
    else:
        i = data.draw(st.integers(0, len(values[name]) - 1))
        if name == "pairs":
            values[name][i][data.draw(st.integers(0, 4))] = new
        else:
            values[name][i] = new
    game_id = storage.new_id()
    storage.create(game_id, mutated, log)  # through SQLite and back, as a damaged row would be read
    game = flow.load(game_id)
    for note in game.notes.values():
        _use(note.values)




@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_saved_field_damaged_gives_a_game_that_plays_or_a_refusal_with_a_message(saved, log, data):
    from brisca.core.errors import BriscaError
    from brisca.text import LANGS, error_text

    path = data.draw(st.sampled_from([p for p, _ in json_places(saved) if p]))
    mutated = json.loads(json.dumps(saved))
    target = mutated
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = data.draw(DAMAGE | st.sampled_from([[], {}, "1O", "best", 10**30]))
    game_id = storage.new_id()
    storage.create(game_id, mutated, log)
    try:
        game = flow.load(game_id)
    except BriscaError as e:
        assert all(error_text(e, lang) != error_text(ValueError(), lang) for lang in LANGS)
        return
    for note in game.notes.values():
        _use(note.values)
    if game.learner_to_move:
        flow.hint(game)  # the coach reads the notes kept for this position
