"""Saved games when the disk misbehaves: read-only, locked, corrupt, missing or unusable
databases, and rows damaged at random. Every case gives a message in the user's language;
nothing is lost and nothing crashes a page."""

import json
import os
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from conftest import examples, json_places, json_with, open_page
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.core.errors import BriscaError
from brisca.teach.table import flow, storage, store_setting
from brisca.teach.table.flow import Settings
from brisca.teach.table.review import review_scenes
from brisca.text import LANGS, error_text, reason_text
from brisca.ui.practice_review import decisions_grid, verdict_lines


@pytest.fixture
def db(tmp_path, monkeypatch):
    path = tmp_path / "games.sqlite3"
    monkeypatch.setenv("BRISCA_DB", str(path))
    return path


def _played(moves: int = 6) -> flow.Game:
    game = flow.start(Settings(deal=3, level="normal"))
    while game.learner_to_move and len(game.decisions) < moves:
        game = flow.commit(game, flow.play(game, game.view.legal[-1]))
    return game


def test_a_missing_folder_is_created(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "a" / "b" / "games.sqlite3"))
    game = flow.start(Settings(deal=1))
    assert flow.load(game.id).record == game.record


def test_the_id_pattern_is_a_full_match():
    good = storage.new_id()
    assert storage.valid_id(good)
    assert not storage.valid_id(good + "\n") and not storage.valid_id("\n" + good)
    assert not storage.valid_id(good + "$") and not storage.valid_id(None)


def test_a_locked_database_is_said_quickly(db):
    game = _played(1)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program writing: in WAL, games are still read
    try:
        assert flow.load(game.id).record == game.record
        with pytest.raises(storage.StorageError) as e:  # refused while still held: not waited for
            flow.commit(game, flow.play(game, game.view.legal[0]))
        assert e.value.code == "locked"
        assert "ocupadas" in error_text(e.value, "es") and "no se ha guardado" in error_text(e.value, "es")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert flow.load(game.id).version == game.version  # refused means not saved
    assert flow.load(game.id).record == game.record  # nothing lost


def test_a_database_held_whole_by_another_program_is_said_without_saying_a_move_was_lost(db):
    game = _played(1)
    storage.close_all()
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("UPDATE games SET updated = updated")
    try:
        with pytest.raises(storage.StorageError) as e:  # refused while still held: not waited for
            flow.load(game.id)
        assert e.value.code == "busy"
        for lang in LANGS:
            assert error_text(e.value, lang) != error_text(storage.StorageError("locked"), lang)
        assert "no se ha podido leer" in error_text(e.value, "es")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert flow.load(game.id).record == game.record


def test_a_read_only_database_still_serves_its_games(db, monkeypatch):
    game = _played(1)
    real_connect = sqlite3.connect

    def read_only(path, *args, **kwargs):  # what a read-only disk or file gives SQLite
        if kwargs.pop("uri", False):
            return real_connect(path, *args, uri=True, **kwargs)
        return real_connect(f"{db.resolve().as_uri()}?mode=ro", *args, uri=True, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", read_only)
    storage.close_all()  # the server starts again on a read-only disk
    again = flow.load(game.id)
    assert again.record == game.record
    with pytest.raises(storage.StorageError) as e:
        flow.commit(again, flow.play(again, again.view.legal[0]))
    assert e.value.code == "read_only" and "no se ha guardado" in error_text(e.value, "es")
    monkeypatch.setenv("BRISCA_THINK", "0")
    for lang in LANGS:  # a click while the game is on the page: games open, the move not saved
        assert _click_on_the_page(again, lang) == [error_text(storage.StorageError("read_only"), lang)]


def _click_on_the_page(game: flow.Game, lang: str) -> list[str]:
    """A card clicked on the practice page while the game is on the screen, and what the page
    then says (its warnings and errors, the board's notice): the click's handler and the run
    after it, as a browser's click gives them."""

    def page(game_id: str, action: str, version: int, lang: str) -> None:
        import streamlit as st

        from brisca.ui.practice_view import handle_click, practice_widget

        st.query_params["game"] = game_id
        handle_click({"action": action, "version": version})
        practice_widget(lang)

    from conftest import component_data
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_function(page, args=(game.id, game.view.legal[0].code, game.version, lang),
                               default_timeout=60).run()
    assert not at.exception, at.exception
    board = component_data(at, "brisca_board")
    return [m.value for m in (*at.warning, *at.error)] + ([board["verdict"]["text"]] if board["verdict"] else [])


class _FullDisk(sqlite3.Connection):
    """A connection to a file on a full disk: it reads, and every write fails as SQLite's does."""

    def execute(self, sql, *args):
        if sql.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
            error = sqlite3.OperationalError("database or disk is full")
            error.sqlite_errorname = "SQLITE_FULL"
            raise error
        return super().execute(sql, *args)


@pytest.mark.parametrize("lang", LANGS)
def test_a_full_disk_says_the_move_was_not_saved_and_the_game_is_as_it_was(db, monkeypatch, lang):
    game = _played(1)
    real_connect = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: real_connect(*a, factory=_FullDisk, **k))
    monkeypatch.setenv("BRISCA_THINK", "0")
    storage.close_all()  # every connection from now on is to the full disk
    with pytest.raises(storage.StorageError) as e:
        flow.commit(game, flow.play(game, game.view.legal[0]))
    assert e.value.code == "full"
    said = _click_on_the_page(flow.load(game.id), lang)
    assert said == [error_text(storage.StorageError("full"), lang)]
    assert ("no se ha guardado" in said[0] and "sigue como estaba" in said[0]) if lang == "es" else (
        "not saved" in said[0] and "as it was" in said[0])
    for other in ("unavailable", "read_only"):
        assert said[0] != error_text(storage.StorageError(other), lang)
    assert flow.load(game.id).record == game.record and storage.version(game.id) == game.version  # as it was


def test_a_read_only_folder_still_opens_its_games_and_says_moves_cannot_be_saved(db, monkeypatch):
    """A database left alone in a folder nothing may be written to (a read-only disk, a copy
    kept aside): SQLite cannot make the files it keeps beside a WAL database, and every use
    of it, reads too, fails as "unable to open database file". The file alone is the whole
    database then, and its games open."""
    game = _played(1)
    storage.close_all()  # the last connection closed: the file holds everything, nothing lies beside it
    assert sorted(p.name for p in db.parent.iterdir()) == [db.name]
    real_connect = sqlite3.connect

    class Beside(sqlite3.Connection):  # SQLite in a read-only folder: the file opens, its first use fails
        def execute(self, sql, *args):
            error = sqlite3.OperationalError("unable to open database file")
            error.sqlite_errorname = "SQLITE_CANTOPEN"
            raise error

    def in_a_read_only_folder(path, *args, **kwargs):
        if kwargs.get("uri") and "immutable=1" in str(path):  # read as it lies: nothing made beside it
            return real_connect(path, *args, **kwargs)
        return real_connect(path, *args, factory=Beside, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", in_a_read_only_folder)
    monkeypatch.setenv("BRISCA_THINK", "0")
    again = flow.load(game.id)
    assert again.record == game.record and again.version == game.version
    with pytest.raises(storage.StorageError) as e:
        flow.commit(again, flow.play(again, again.view.legal[0]))
    assert e.value.code == "read_only"
    assert _click_on_the_page(again, "es") == [error_text(storage.StorageError("read_only"), "es")]
    db.with_name(db.name + "-wal").write_bytes(b"x" * 100)  # a log the file has not taken in: not read past it
    storage.close_all()
    with pytest.raises(storage.StorageError) as e:
        flow.load(game.id)
    assert e.value.code == "unavailable"


def test_a_full_disk_and_a_read_only_database_on_postgresql_are_told_apart():
    from brisca.teach.table.postgres_file import _code

    class Refused(Exception):
        def __init__(self, sqlstate):
            self.sqlstate = sqlstate

    assert _code(Refused("53100"), True) == "full" and _code(Refused("25006"), True) == "read_only"


def test_a_corrupt_database_is_said_and_left_alone(db):
    db.write_bytes(b"this is not a database" * 100)
    before = db.read_bytes()
    for attempt in (lambda: flow.load("A" * 24), lambda: flow.start(Settings())):
        with pytest.raises(storage.StorageError) as e:
            attempt()
        assert e.value.code == "corrupt"
    assert db.read_bytes() == before


def test_an_unusable_database_path_is_said(tmp_path, monkeypatch):
    folder = tmp_path / "a-folder"
    folder.mkdir()
    monkeypatch.setenv("BRISCA_DB", str(folder))
    with pytest.raises(storage.StorageError) as e:
        flow.start(Settings())
    assert e.value.code == "unavailable"
    for lang in LANGS:
        assert error_text(e.value, lang) != error_text(BriscaError("x"), lang)


def test_learner_keys_are_checked_and_no_file_means_no_games(store):
    assert storage.listing(storage.new_id()) == []
    assert store.kind != "sqlite" or not Path(store.where).exists()  # reading creates no file
    for bad in (None, "x", "a" * 65, "' OR 1=1 --" + "a" * 20):
        with pytest.raises(storage.StorageError):
            storage.listing(bad)
        with pytest.raises(storage.StorageError):
            storage.claim(storage.new_id(), bad)


# -- rows damaged at random -----------------------------------------------------------------





JSON_LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=False),
                        st.text(max_size=12), st.sampled_from(["1O", "99Z", "best", "blunder", "coach_cost",
                                                              "$card", "", "NaN"]))
JSON_VALUES = st.recursive(JSON_LEAVES, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.sampled_from(["$card", "$reason", "facts", "$move", "card", "x"]), inner, max_size=3), max_leaves=6)


def _renders(game: flow.Game) -> None:
    """What the practice page draws from a saved game, in both languages."""
    for lang in LANGS:
        decisions_grid(game, lang)
        for step in review_scenes(game):
            verdict_lines(step, lang)
        for d in game.decisions:
            for r in d.reasons:
                reason_text(r, lang)
    game.view  # noqa: B018 - the table reads it


@pytest.fixture(scope="module")
def saved_game():
    game = _played(5)
    assert len(game.decisions) == 5 and any(len(d.reasons) > 1 for d in game.decisions)
    return {"row": game.to_json(), "log": list(game.log)}


@settings(max_examples=examples(4000), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_rows_and_logs_load_cleanly_or_are_refused(saved_game, data):
    places = [p for p, _ in json_places(saved_game) if p]  # the row or the log, or a place inside either
    path = data.draw(st.sampled_from(places))
    mutated = json_with(saved_game, path, data.draw(JSON_VALUES))
    try:
        game = flow.Game.from_json("A" * 24, mutated["row"], mutated["log"])
    except flow.PracticeError as e:
        assert e.code == "broken_game"
        return
    _renders(game)


def test_the_loader_refuses_what_crashed_the_page_before():
    """Rows that passed the old loader and then crashed at render."""
    game = _played(3)
    base = game.to_json()
    index = next(i for i, d in enumerate(base["decisions"]) if d["reasons"])
    for path, value in [(("decisions", index, "label"), True), (("decisions", index, "reasons"), "oops"),
                        (("decisions", index, "points_lost"), {"a": 1}),
                        (("decisions", index, "reasons", 0, "facts"), {"card": {"$card": "1O"}}),
                        (("decisions", index, "reasons", 0, "$reason"), "no_such_reason")]:
        with pytest.raises(flow.PracticeError):
            flow.Game.from_json("A" * 24, json_with(base, path, value), game.log)


# -- kept connections, the version alone --------------------------------------------------------


def test_the_version_is_read_alone_and_nothing_is_made_for_an_unknown_game(store):
    assert storage.version(storage.new_id()) is None
    assert store.kind != "sqlite" or not Path(store.where).exists()  # no file: no game, none made
    game = _played(2)
    assert storage.version(game.id) == game.version == flow.load(game.id).version
    assert storage.version(storage.new_id()) is None
    for bad in (None, "x", "a" * 65, "' OR 1=1 --" + "a" * 20, 7):
        assert storage.version(bad) is None
    after = flow.commit(game, flow.play(game, game.view.legal[0]))
    assert storage.version(game.id) == after.version == game.version + 1


def test_clicks_reuse_a_kept_connection_in_wal_mode(db, monkeypatch):
    game = _played(1)
    opened = []
    real_connect = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: opened.append(a) or real_connect(*a, **k))
    for _ in range(5):
        game = flow.commit(flow.load(game.id), flow.play(game, game.view.legal[0]))
        storage.version(game.id)
        if not game.learner_to_move:
            break
    assert opened == []  # every click after the first used a connection already open
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_click_appends_its_moves_to_the_log_and_the_row_holds_no_deal(store):
    game = flow.start(Settings(rules="003-rematada", level="easy", coaching=False, deal=2))
    while not game.over:
        game = flow.commit(game, flow.play(game, game.view.legal[0]))
    game = flow.commit(game, flow.next_deal(game))
    before = game.log
    after = flow.commit(game, flow.play(game, game.view.legal[0]))
    [(data,)] = store.raw("SELECT data FROM games WHERE id = ?", (game.id,))
    assert not {"record", "earlier", "resigned"} & set(json.loads(data))  # the deals are the log's alone
    [(kept, codes)] = store.raw("SELECT kept, codes FROM moves WHERE id = ? AND version = ?", (game.id, after.version))
    assert kept is None and json.loads(codes) == list(after.log[len(before):])  # only what the click added
    flow.KEPT.clear()
    assert flow.load(game.id) == after  # the deals played before are still the match's


# -- the store the setting names: SQLite's file, or PostgreSQL ------------------------------------


def test_the_setting_picks_the_store(store):
    game = _played(1)
    assert store.raw("SELECT id, version FROM games") == [(game.id, game.version)]
    assert store_setting.current().name == store.where
    if store.kind == "postgres":  # the file BRISCA_DB names is not made, nor read
        assert not Path(os.environ["BRISCA_DB"]).exists()


def test_kept_games_are_keyed_by_the_store(store, monkeypatch):
    from brisca.teach.table.kept_games import KeptGames

    kept = KeptGames()
    kept.put("A" * 24, 3, "the game in this store")
    assert kept.kept("A" * 24, 3) == "the game in this store"
    if store.kind == "sqlite":
        monkeypatch.setenv("BRISCA_DATABASE_URL", "postgresql:///elsewhere")
    else:
        monkeypatch.delenv("BRISCA_DATABASE_URL")
    assert kept.kept("A" * 24, 3) is None  # another database's row of that id and version is not this one


def _unavailable_everywhere() -> None:
    """Every storage call on the store named refuses at once as ``unavailable``, said in each
    language by the message a page shows (never a traceback)."""
    storage.close_all()
    key = storage.new_id()
    for attempt in (lambda: storage.create(storage.new_id(), {"moves": []}), lambda: storage.load(key),
                    lambda: storage.save(key, {}, 1), storage.new_learner, lambda: storage.listing(key),
                    lambda: storage.issued(key), lambda: storage.version(key), lambda: flow.start(Settings())):
        with pytest.raises(storage.StorageError) as e:
            attempt()
        assert e.value.code == "unavailable"
        for lang in LANGS:
            assert error_text(e.value, lang) != error_text(BriscaError("x"), lang)
    assert "no se pueden abrir" in error_text(e.value, "es")


@pytest.mark.parametrize("url", ["mysql://somewhere/games", "postgresql://[not a host/x", "postgresql://:-1/x",
                                 "postgresql:///x?sslmode=nonsense"])
def test_a_bad_database_url_is_unavailable(url, monkeypatch):
    monkeypatch.setenv("BRISCA_DATABASE_URL", url)
    _unavailable_everywhere()
    storage.close_all()


def test_a_server_that_is_down_is_unavailable_and_the_page_says_so(pg_cluster, monkeypatch):
    monkeypatch.setenv("BRISCA_DATABASE_URL", pg_cluster.down_url())
    _unavailable_everywhere()
    for lang, said in (("es", "no se pueden abrir"), ("en", "cannot be opened")):
        at = open_page("pages/practice.py", lang=lang)
        at.button(key="pr_start").click().run()
        assert not at.exception and any(said in e.value for e in [*at.error, *at.warning])
    storage.close_all()
