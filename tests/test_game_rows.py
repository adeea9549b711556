"""What a saved game keeps, and the learner's list of games agreeing with the games that open.

A game's row grows with its moves, a few hundred bytes each, at every table, the auctions'
too (Subastada's and chiamata's, whose positions in the auction price a pass and every bid
open: the coach's notes of them came to 350 KB each and made a healthy match of two deals a
1.3 MB row, which the list then called damaged while it opened by its link). A row written
before still opens and is listed; one that a read would refuse is never written; and over
rows and logs damaged anywhere, the list counts as damaged exactly the games that do not open."""

import json
import random
from pathlib import Path

import pytest
from conftest import examples, json_places, json_with
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.core.errors import BriscaError
from brisca.teach.table import flow, progress, storage
from brisca.teach.table.access import is_friends_table
from brisca.teach.table.flow import PRACTICE_PRESETS, Settings
from brisca.teach.table.kept_games import KEPT

BASE_BYTES = 2500  # a row's settings, seats and the deal's cards, before any move
BYTES_A_MOVE = 600  # the record's code, and for a decision the coach's verdict and note (some 350 B each)


@pytest.fixture(autouse=True)
def db(tmp_path, monkeypatch):
    path = tmp_path / "games.sqlite3"
    monkeypatch.setenv("BRISCA_DB", str(path))
    monkeypatch.setenv("BRISCA_THINK", "0")
    storage.close_all()
    yield path
    storage.close_all()


def _row_bytes(db: Path, game_id: str) -> int:
    import sqlite3
    from contextlib import closing

    with closing(sqlite3.connect(db)) as conn:
        [(data,)] = conn.execute("SELECT data FROM games WHERE id = ?", (game_id,)).fetchall()
        log = conn.execute("SELECT codes FROM moves WHERE id = ?", (game_id,)).fetchall()
    return len(data.encode()) + sum(len(codes.encode()) for codes, in log)


def _moves(game: flow.Game) -> int:
    return sum(len(deal.moves) for deal in game.match.deals)


def _opens(game_id: str) -> bool:
    """Whether the game opens by its link on a server that has not kept it (after a restart)."""
    KEPT.clear()
    try:
        flow.load(game_id)
    except BriscaError:
        return False
    return True


def _whole_match(rules: str, number: int, check=None) -> flow.Game:
    """A whole match played through storage, the coach on (on a small budget), the learner's
    moves at random; ``check(game)`` after each deal."""
    game = flow.start(Settings(rules=rules, deal=number, level="easy"), budget=0.01)
    rng = random.Random(number)
    while True:
        while not game.over:
            game = flow.commit(game, flow.play(game, rng.choice(game.view.legal), budget=0.01))
        if check is not None:
            check(game)
        if game.match_over:
            return game
        game = flow.commit(game, flow.next_deal(game, budget=0.01))


@pytest.mark.parametrize("rules", PRACTICE_PRESETS)
def test_a_saved_game_grows_with_its_moves_at_every_table(db, rules):
    sizes = []

    def check(game):
        sizes.append((_moves(game), _row_bytes(db, game.id)))
        moves, size = sizes[-1]
        assert size <= BASE_BYTES + BYTES_A_MOVE * moves, (rules, game.deal_index, moves, size)

    game = _whole_match(rules, 11, check)
    key = storage.new_id()
    storage.claim(game.id, key)
    seen = progress.progress(key)
    assert [g.id for g in seen.games] == [game.id] and seen.damaged == 0 and _opens(game.id)


def _auction_match() -> flow.Game:
    """A whole match of Brisca Subastada, its coach's notes with those of the auction's positions."""
    game = _whole_match("003-subastada", 11)
    assert any(len(note.values.moves) > 100 for note in game.notes.values())  # the auction's, in memory
    return game


def test_a_row_written_with_the_auctions_notes_is_listed_and_opens(db):
    """A row as it was written before: every note of the coach kept, those of the auction's
    positions too, past a megabyte. The list reads it as the practice page does."""
    game = _auction_match()
    data = game.to_json()
    notes = {key: note.to_json() for key, note in game.notes.items()}
    big = next(v for v in notes.values() if len(v["values"]["moves"]) > 100)
    while len(json.dumps(notes)) < 1_400_000:  # as many auction positions as a longer match held
        notes[f"{len(notes):016x}"] = big
    game_id, key = storage.new_id(), storage.new_id()
    storage.create(game_id, {**data, "notes": notes}, game.log)
    storage.claim(game_id, key)
    assert _row_bytes(db, game_id) > 1_300_000
    KEPT.clear()
    seen = progress.progress(key)
    assert [g.id for g in seen.games] == [game_id] and seen.damaged == 0
    assert _opens(game_id) and flow.load(game_id).record == game.record


def test_a_game_a_read_would_refuse_is_never_written(db, monkeypatch):
    game = flow.start(Settings(rules="000", deal=5, level="easy"))
    key = storage.new_id()
    storage.claim(game.id, key)
    monkeypatch.setattr(storage, "MAX_GAME_BYTES", _row_bytes(db, game.id) + 200)
    with pytest.raises(storage.StorageError) as e:
        while True:
            game = flow.commit(game, flow.play(game, game.view.legal[0]))
    assert e.value.code == "too_big"
    assert flow.load(game.id) == game and _opens(game.id)  # as it was before the refused move
    assert progress.progress(key).damaged == 0


JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(), st.text(max_size=8),
              st.sampled_from(["1O", "best", "easy", "000", "person", ""])),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=5)


@pytest.fixture(scope="module")
def finished_row(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("BRISCA_DB", str(tmp_path_factory.mktemp("db") / "games.sqlite3"))
    try:
        storage.close_all()
        game = _whole_match("003-subastada", 4)
        return {"row": game.to_json(), "log": list(game.log)}
    finally:
        storage.close_all()
        mp.undo()


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_the_list_calls_damaged_exactly_the_games_that_do_not_open(finished_row, data):
    """Any place of a finished match's row or of its log set to any JSON value: the list counts
    it damaged if and only if it does not open by its link, and lists it if it opens."""
    places = [p for p, _ in json_places(finished_row) if len(p) > 1 or p == ("row",)]
    path = data.draw(st.sampled_from(places))
    mutated = json_with(finished_row, path, data.draw(JSON_VALUES))
    row = mutated["row"]
    game_id, key = storage.new_id(), storage.new_id()
    storage.create(game_id, row if isinstance(row, dict) else {"whole": row}, mutated["log"])
    storage.claim(game_id, key)
    seen = progress.progress(key)
    opens = _opens(game_id)
    assert seen.damaged == (0 if opens else 1), path
    if opens and flow.load(game_id).match_over and not is_friends_table(flow.load(game_id)):  # never listed
        assert [g.id for g in seen.games] == [game_id]
