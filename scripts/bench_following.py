"""What following open tables costs the database: ``--tables N`` friend tables open at once,
each followed by ``--followers`` people whose pages read the table's version every ``--poll``
seconds (what the friend table's page does to see the others' moves), and a move saved at each
table every ``--move-every`` seconds. Against a throwaway PostgreSQL cluster it starts itself
(``tests/pg.py``, PostgreSQL's own syncing kept), or ``--store sqlite``, for ``--seconds``.

It prints the load asked for and the load served (version reads and saves a second), a version
read's and a save's median and 95th percentile, and the transactions PostgreSQL counted itself
(``pg_stat_database``). One process, ``--threads`` threads sharing the store's connection pool,
stands for the replicas' processes: the figures are what one process can ask of the database,
the database's own count is what it served::

    python scripts/bench_following.py --tables 100 [--tables 1000] [--seconds 20]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, action="append", help="open tables (repeat for several runs)")
    parser.add_argument("--followers", type=int, default=2, help="pages following each table")
    parser.add_argument("--poll", type=float, default=1.0, help="seconds between a page's version reads")
    parser.add_argument("--move-every", type=float, default=5.0, help="seconds between moves at a table")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--store", choices=("postgres", "sqlite"), default="postgres")
    args = parser.parse_args(argv)
    cluster = None
    with tempfile.TemporaryDirectory() as folder:
        os.environ["BRISCA_DB"] = str(Path(folder) / "games.sqlite3")
        os.environ["BRISCA_THINK"] = "0"
        if args.store == "postgres":
            sys.path.insert(0, str(ROOT / "tests"))
            import pg

            cluster = pg.Cluster(durable=True)
            os.environ["BRISCA_DATABASE_URL"] = cluster.fresh_url()
        try:
            out = [run(tables, args, cluster) for tables in (args.tables or [100])]
        finally:
            from brisca.teach.table import storage

            storage.close_all()
            if cluster is not None:
                cluster.stop()
    print(json.dumps(out, indent=2))


def _a_game() -> dict:
    """A practice game's row, as a friend table's would be (a few tricks in)."""
    from brisca.teach.table import storage
    from brisca.teach.table.flow import Settings, new_game, play

    rng, game = random.Random(1), new_game(storage.new_id(), Settings(deal=3, level="easy", coaching=False))
    for _ in range(6):
        game = play(game, rng.choice(game.view.legal))
    return game.to_json()


def run(tables: int, args, cluster) -> dict:
    """One run of ``args.seconds`` at ``tables`` open tables: every (table, follower) reads the
    version on its own clock, every table saves a move on its own, spread over the period."""
    from brisca.stats import percentile
    from brisca.teach.table import storage

    data = _a_game()
    ids = [storage.new_id() for _ in range(tables)]
    versions = {game_id: storage.create(game_id, data) for game_id in ids}
    rng = random.Random(tables)
    # the work as (when, what, table), each page and each table starting at a random moment
    work = []
    for game_id in ids:
        for _ in range(args.followers):
            start = rng.uniform(0, args.poll)
            work += [(start + k * args.poll, "read", game_id) for k in range(int(args.seconds / args.poll))]
        start = rng.uniform(0, args.move_every)
        work += [(start + k * args.move_every, "save", game_id) for k in range(int(args.seconds / args.move_every))]
    work.sort()
    reads, saves, late, lock = [], [], [], threading.Lock()
    cursor = iter(work)
    begun = time.perf_counter()
    before = _transactions(cluster)

    def worker():
        while True:
            with lock:
                item = next(cursor, None)
            if item is None:
                return
            when, what, game_id = item
            wait = begun + when - time.perf_counter()
            if wait > 0:
                time.sleep(wait)  # the page's own clock: a read is due then, not earlier
            else:
                late.append(-wait)
            t = time.perf_counter()
            if what == "read":
                storage.version(game_id)
                reads.append(time.perf_counter() - t)
            else:
                with lock:
                    at = versions[game_id]
                versions[game_id] = storage.save(game_id, data, at)
                saves.append(time.perf_counter() - t)

    threads = [threading.Thread(target=worker) for _ in range(args.threads)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    took = time.perf_counter() - begun
    served = _transactions(cluster)

    def ms(values, q):
        return round(1000 * percentile(values, q), 2) if values else None

    return {
        "store": args.store, "tables": tables, "followers": args.followers, "poll_s": args.poll,
        "move_every_s": args.move_every, "seconds": round(took, 1), "threads": args.threads,
        "asked_reads_per_s": round(tables * args.followers / args.poll, 1),
        "asked_saves_per_s": round(tables / args.move_every, 1),
        "served_reads_per_s": round(len(reads) / took, 1), "served_saves_per_s": round(len(saves) / took, 1),
        "read_p50_ms": ms(reads, 0.5), "read_p95_ms": ms(reads, 0.95),
        "save_p50_ms": ms(saves, 0.5), "save_p95_ms": ms(saves, 0.95),
        "late_p95_ms": ms(late, 0.95),  # how far behind its clock a read or save started: the load not kept up with
        "database_transactions_per_s": (round((served - before) / took, 1)
                                        if served is not None and before is not None else None),
    }


def _transactions(cluster) -> int | None:
    """The transactions PostgreSQL has committed in the cluster's database so far."""
    if cluster is None:
        return None
    import psycopg

    with psycopg.connect(os.environ["BRISCA_DATABASE_URL"], autocommit=True) as conn:
        conn.execute("SELECT pg_stat_clear_snapshot()")
        return conn.execute("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
                            ).fetchone()[0]


if __name__ == "__main__":
    main()
