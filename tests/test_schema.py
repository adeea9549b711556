"""The store's one schema, version 1: a new database of either kind is made whole at it, with
the same tables and columns; a database at any other layout (an unreleased 0.1's, before its
rows had versions or its games figures, a newer app's, or a database that is not Brisca's) is
refused as it is, with a message in the learner's language that says what to do, never read
half-way and never changed, while the pages that need no saved games still work."""

import json

import pytest
from conftest import StoreUnderTest, open_page

from brisca.teach.table import flow, holds, learner_items, progress, puzzle_ratings, storage
from brisca.teach.table.flow import Settings
from brisca.text import LANGS, error_text

# Layouts of the 0.1 that was never released (no version of this schema kept): each a test of
# ours once read from, kept here as data to build such a database. ``{n}``: a real number.
ZERO_ONE = {
    "games": "id TEXT PRIMARY KEY, data TEXT NOT NULL, settled TEXT, learner TEXT, "
             "version INTEGER NOT NULL DEFAULT 1, created {n} NOT NULL, updated {n} NOT NULL",
    "learners": "key TEXT PRIMARY KEY, issued {n} NOT NULL",
    "summaries": "id TEXT PRIMARY KEY, version INTEGER NOT NULL, figures TEXT NOT NULL",
    "items": "learner TEXT NOT NULL, kind TEXT NOT NULL, item TEXT NOT NULL, data TEXT NOT NULL, "
             "updated {n} NOT NULL, PRIMARY KEY (learner, kind, item)",
    "puzzle_ratings": "puzzle TEXT PRIMARY KEY, rating {n} NOT NULL, rd {n} NOT NULL, vol {n} NOT NULL, "
                      "tries INTEGER NOT NULL, updated {n} NOT NULL",
    "moves": "id TEXT NOT NULL, version INTEGER NOT NULL, kept INTEGER, codes TEXT NOT NULL, PRIMARY KEY (id, version)",
    "holders": "id TEXT NOT NULL, person TEXT NOT NULL, holder TEXT NOT NULL, seen {n} NOT NULL, "
               "PRIMARY KEY (id, person)",
}
OLDER = {
    "0.1": ZERO_ONE,  # its last layout (on PostgreSQL with its upgrades' own count, below)
    "before figures": {k: v for k, v in ZERO_ONE.items() if k not in ("summaries", "learners")},
    "before versions": {"games": "id TEXT PRIMARY KEY, data TEXT NOT NULL, created {n}, updated {n}"},
}
NUMBER = {"sqlite": "REAL", "postgres": "DOUBLE PRECISION"}
VERSION_TABLE = "brisca_schema"  # the schema's version, in a table of its own
TABLES = ["brisca_schema", "games", "holders", "items", "learners", "moves", "puzzle_ratings", "summaries"]


@pytest.fixture
def game_json() -> dict:
    return flow.new_game(storage.new_id(), Settings(deal=2)).to_json()


def _build(store, tables: dict[str, str], game_id: str, data: dict) -> None:
    """A database of ``tables`` with one game in it, written past the app."""
    for name, columns in tables.items():
        store.raw(f"CREATE TABLE {name} ({columns.replace('{n}', NUMBER[store.kind])})")
    store.raw("INSERT INTO games (id, data, created, updated) VALUES (?, ?, 0, 0)", (game_id, json.dumps(data)))


def _as_it_is(store) -> object:
    """What the database holds, to see that nothing of it was changed: its tables and rows (and
    an SQLite file's journal mode, which opening it in WAL would change)."""
    if store.kind == "sqlite":
        import sqlite3
        from contextlib import closing

        with closing(sqlite3.connect(store.where)) as conn:
            return list(conn.iterdump()), conn.execute("PRAGMA journal_mode").fetchone()
    tables = sorted(r[0] for r in store.raw(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"))
    return tables, [store.raw(f"SELECT * FROM {t}") for t in tables]


def _refused_everywhere(code: str, game_id: str) -> None:
    """Every use of the store refuses with ``code``, said in each language by a message that
    names what to do (the README's storage section)."""
    storage.close_all()
    key = storage.new_id()
    uses = (lambda: storage.load(game_id), lambda: storage.version(game_id),
            lambda: storage.owner(game_id), lambda: storage.create(storage.new_id(), {"moves": []}),
            lambda: storage.save(game_id, {}, 1), lambda: storage.listing(key), lambda: storage.issued(key),
            storage.new_learner, lambda: progress.progress(key), lambda: learner_items.items_of(key, "path"),
            lambda: learner_items.keep_item(key, "path", "x", {}), puzzle_ratings.kept,
            lambda: holds.expired(game_id), lambda: flow.load(game_id), lambda: flow.start(Settings()))
    for use in uses:
        with pytest.raises(storage.StorageError) as e:
            use()
        assert e.value.code == code
    for lang in LANGS:
        assert "README" in error_text(e.value, lang) and "Storage" in error_text(e.value, lang)
    assert "versión" in error_text(storage.StorageError("older_schema"), "es")


@pytest.mark.parametrize("layout", sorted(OLDER))
def test_a_database_of_an_older_layout_is_refused_and_left_as_it_is(store, layout, game_json):
    game_id = storage.new_id()
    _build(store, OLDER[layout], game_id, game_json)
    if store.kind == "postgres" and layout == "0.1":  # its upgrades counted, a table of them no longer read
        store.raw("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        store.raw("INSERT INTO schema_version (version) VALUES (5)")
        store.raw("CREATE TABLE holds (id TEXT NOT NULL, seat INTEGER NOT NULL, holder TEXT NOT NULL, "
                  "seen DOUBLE PRECISION NOT NULL, PRIMARY KEY (id, seat))")
    before = _as_it_is(store)
    _refused_everywhere("older_schema", game_id)
    assert _as_it_is(store) == before


def test_a_database_of_a_newer_version_is_refused_and_left_as_it_is(store):
    game = flow.start(Settings(deal=4))
    store.raw(f"UPDATE {VERSION_TABLE} SET version = 2")
    before = _as_it_is(store)
    _refused_everywhere("newer_schema", game.id)
    assert _as_it_is(store) == before


def test_a_database_that_is_not_ours_is_refused_and_left_as_it_is(store):
    store.raw("CREATE TABLE accounts (name TEXT PRIMARY KEY, balance INTEGER)")
    store.raw("INSERT INTO accounts VALUES ('ana', 12)")
    before = _as_it_is(store)
    _refused_everywhere("not_ours", storage.new_id())
    assert _as_it_is(store) == before


def test_a_refused_database_is_said_on_its_page_and_the_other_pages_still_work(store, game_json):
    _build(store, OLDER["0.1"], storage.new_id(), game_json)
    storage.close_all()
    for lang in LANGS:
        said = error_text(storage.StorageError("older_schema"), lang)
        at = open_page("pages/practice.py", lang=lang)
        at.button(key="pr_start").click().run()
        assert not at.exception and said in [m.value for m in (*at.error, *at.warning)]
        for page in ("pages/rules.py", "pages/examples.py"):
            at = open_page(page, lang=lang)
            assert not at.exception and said not in [m.value for m in (*at.error, *at.warning)]


def _columns(store) -> dict:
    """Each table's columns as (name, type, not null, in the primary key), and the indexes,
    written alike for both kinds of database."""
    types = {"real": "real", "double precision": "real", "text": "text", "integer": "integer"}
    if store.kind == "sqlite":
        tables = [r[0] for r in store.raw("SELECT name FROM sqlite_master WHERE type = 'table'")]
        out = {t: sorted((c[1], types[c[2].lower()], bool(c[3]) or c[5] > 0, c[5] > 0)
                         for c in store.raw(f"PRAGMA table_info({t})")) for t in tables}
        indexes = store.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'")
        return {"tables": out, "indexes": sorted(r[0] for r in indexes)}
    keys = set(store.raw(
        "SELECT k.table_name, k.column_name FROM information_schema.table_constraints c JOIN "
        "information_schema.key_column_usage k ON k.constraint_name = c.constraint_name AND "
        "k.table_schema = c.table_schema WHERE c.constraint_type = 'PRIMARY KEY' "
        "AND c.table_schema = current_schema()"))
    out: dict = {}
    for table, column, kind, nullable in store.raw(
            "SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns "
            "WHERE table_schema = current_schema()"):
        out.setdefault(table, []).append((column, types[kind], nullable == "NO", (table, column) in keys))
    indexes = store.raw("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() "
                        "AND right(indexname, 5) <> '_pkey'")
    return {"tables": {t: sorted(c) for t, c in out.items()}, "indexes": sorted(r[0] for r in indexes)}


def test_a_new_database_of_each_kind_is_made_at_version_1_with_the_same_tables(pg_cluster, tmp_path, monkeypatch):
    made = {}
    for where in (StoreUnderTest("sqlite", str(tmp_path / "games.sqlite3")),
                  StoreUnderTest("postgres", pg_cluster.fresh_url())):
        storage.close_all()
        monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))
        if where.kind == "sqlite":
            monkeypatch.delenv("BRISCA_DATABASE_URL", raising=False)
        else:
            monkeypatch.setenv("BRISCA_DATABASE_URL", where.where)
        game = flow.start(Settings(deal=1))  # the first save makes the database
        storage.close_all()
        assert flow.load(game.id) == game
        assert where.raw(f"SELECT version FROM {VERSION_TABLE}") == [(1,)]
        made[where.kind] = _columns(where)
    storage.close_all()
    assert made["sqlite"] == made["postgres"]
    assert sorted(made["sqlite"]["tables"]) == TABLES
    assert made["sqlite"]["indexes"] == ["games_by_learner"]
