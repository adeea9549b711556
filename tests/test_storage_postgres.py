"""What is PostgreSQL's own behind the one storage interface: the schema the app makes on a new
database (once, under a lock, by servers starting at once), a row held by another program, and a
database that can be read but not written: each said as the same StorageError code SQLite's file
gives."""

import threading

import pytest

from brisca.teach.table import flow, postgres_file, schema, storage
from brisca.teach.table.flow import Settings
from brisca.text import error_text

psycopg = pytest.importorskip("psycopg")  # installed from requirements.txt (conftest's pg_cluster says so in CI)


def _played() -> flow.Game:
    game = flow.start(Settings(deal=3, level="easy", coaching=False))
    return flow.commit(game, flow.play(game, game.view.legal[0]))


def test_servers_starting_at_once_make_the_schema_once(pg_cluster):
    url, count = pg_cluster.fresh_url(), 6
    start, told = threading.Barrier(count), []

    def server() -> None:
        with psycopg.connect(url, autocommit=True) as conn:
            start.wait()
            try:
                postgres_file.made(conn)
                told.append("made")
            except psycopg.Error as e:
                told.append(e.sqlstate)

    threads = [threading.Thread(target=server) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert told == ["made"] * count, told
    with psycopg.connect(url) as conn:
        assert conn.execute(f"SELECT version FROM {schema.VERSION_TABLE}").fetchall() == [(schema.VERSION,)]


def test_a_row_held_by_another_program_is_said_quickly_and_nothing_is_lost(pg_cluster, monkeypatch):
    monkeypatch.setenv("BRISCA_DATABASE_URL", pg_cluster.fresh_url())
    game = _played()
    with psycopg.connect(storage.store_setting.current().name) as holder:
        holder.execute("SELECT 1 FROM games WHERE id = %s FOR UPDATE", (game.id,))  # held, not committed
        assert flow.load(game.id).record == game.record  # readers do not wait for it
        with pytest.raises(storage.StorageError) as e:  # refused while still held: not waited for
            flow.commit(game, flow.play(game, game.view.legal[0]))
        assert e.value.code == "locked"
        assert "no se ha guardado" in error_text(e.value, "es")
    assert flow.load(game.id).version == game.version and flow.load(game.id).record == game.record
    storage.close_all()


def test_a_read_only_database_still_serves_its_games(pg_cluster, monkeypatch):
    schema = pg_cluster.fresh_schema()
    monkeypatch.setenv("BRISCA_DATABASE_URL", pg_cluster.url(schema))
    game = _played()
    storage.close_all()
    monkeypatch.setenv("BRISCA_DATABASE_URL", pg_cluster.url(schema, read_only=True))  # a standby, say
    again = flow.load(game.id)
    assert again.record == game.record
    with pytest.raises(storage.StorageError) as e:
        flow.commit(again, flow.play(again, again.view.legal[0]))
    assert e.value.code == "read_only" and "no se ha guardado" in error_text(e.value, "es")
    storage.close_all()


def test_a_server_back_after_a_long_while_serves_the_next_read_at_once(monkeypatch):
    """Down long enough that the pool waits seconds between its tries to connect again, the
    server back is served by the very next read, not after the pool's next try."""
    import pg

    cluster = pg.Cluster()
    try:
        monkeypatch.setenv("BRISCA_DATABASE_URL", cluster.fresh_url())
        game = _played()
        cluster.halt()
        for _ in range(3):  # each read waits for the pool in vain while its tries grow apart
            with pytest.raises(storage.StorageError):
                flow.load(game.id)
        cluster.start()
        assert flow.load(game.id) == game
    finally:
        storage.close_all()
        cluster.stop()


def test_a_server_that_goes_down_is_unavailable_and_its_return_serves_again(monkeypatch):
    import pg

    cluster = pg.Cluster()  # a server of this test's own, to stop
    try:
        monkeypatch.setenv("BRISCA_DATABASE_URL", cluster.fresh_url())
        game = _played()
        cluster.halt()
        with pytest.raises(storage.StorageError) as e:
            flow.load(game.id)
        assert e.value.code == "unavailable"
        cluster.start()
        assert flow.load(game.id) == game  # the pool makes new connections: nothing to restart here
    finally:
        storage.close_all()
        cluster.stop()
