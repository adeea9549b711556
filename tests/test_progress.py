"""The learner's list of games reads each game's kept figures, not the game: a finished game is
read whole once per version, the figures kept then are the game's own, figures that are not
right are made again, and a damaged game is counted while the others are listed (a database
from before figures were kept is refused: test_schema)."""

import json
import random

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.teach.table import flow, progress, storage
from brisca.teach.table.flow import Settings, play
from brisca.teach.table.progress import PlayedGame, played_game


@pytest.fixture(autouse=True)
def db(store):
    """Each test on each store (``conftest.store``)."""
    return store


def _finished(number: int, rules: str = "000", coaching: bool = True) -> flow.Game:
    game = flow.start(Settings(rules=rules, deal=number, level="easy", coaching=coaching))
    rng = random.Random(number)
    while not game.match_over:
        game = flow.commit(game, flow.next_deal(game) if game.over else play(game, rng.choice(game.view.legal)))
    return game


def _counting_loads(monkeypatch) -> list:
    loads = []
    real = storage.load
    monkeypatch.setattr(storage, "load", lambda game_id: loads.append(game_id) or real(game_id))
    return loads


def test_the_list_reads_each_game_whole_once_then_only_its_figures(monkeypatch):
    key = storage.new_id()
    games = [_finished(n) for n in range(3)]
    playing = flow.start(Settings(deal=9))
    for game in (*games, playing):
        storage.claim(game.id, key)
    loads = _counting_loads(monkeypatch)
    first = progress.progress(key).games
    assert sorted(loads) == sorted(g.id for g in (*games, playing))
    assert first == tuple(played_game(g, p.started) for g, p in zip(games, first, strict=True))
    loads.clear()
    assert progress.progress(key).games == first and loads == []  # nothing read whole on the next rerun
    moved = flow.commit(playing, play(playing, playing.view.legal[0]))
    progress.progress(key)
    assert loads == [moved.id]  # only the game that moved on since


def test_a_damaged_game_is_counted_and_the_others_still_listed(db):
    key = storage.new_id()
    good, bad = _finished(5), _finished(6)
    for game in (good, bad):
        storage.claim(game.id, key)
    db.raw("UPDATE games SET data = ?, version = version + 1 WHERE id = ?", ('{"hints": -1}', bad.id))
    seen = progress.progress(key)
    assert [g.id for g in seen.games] == [good.id] and seen.damaged == 1


@pytest.fixture(scope="module")
def kept(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("BRISCA_DB", str(tmp_path_factory.mktemp("db") / "games.sqlite3"))
    try:
        game = _finished(7, rules="004")
        figures = played_game(game, 0.0).to_json()
        return (game.to_json(), game.log), figures
    finally:
        storage.close_all()
        mp.undo()


VALUES = st.one_of(st.none(), st.booleans(), st.integers(-5, 200), st.floats(allow_nan=True, allow_infinity=True),
                   st.sampled_from(["000", "004", "won", "lost", "best", "hard", "x", ""]),
                   st.just({}), st.just([]), st.dictionaries(st.sampled_from(["best", "good", "blunder", "x"]),
                                                            st.integers(-1, 30), max_size=3))


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_kept_figures_damaged_anywhere_are_made_again_from_the_game(kept, db, data):
    game_data, figures = kept
    key, game_id = storage.new_id(), storage.new_id()
    storage.create(game_id, *game_data)
    storage.claim(game_id, key)
    truth = progress.progress(key).games  # figures kept now
    field = data.draw(st.sampled_from(sorted(figures)))
    damaged = {**truth[0].to_json(), field: data.draw(VALUES)}
    db.raw("UPDATE summaries SET figures = ? WHERE id = ?", (json.dumps(damaged), game_id))
    again = progress.progress(key).games
    assert again == truth or PlayedGame.from_json(damaged, game_id, truth[0].started) == again[0]
