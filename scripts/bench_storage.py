"""What saving costs a click: a coached game's row read and written back ``N`` times (as a
click loads the game and saves the move), wall and CPU per click, a save's own median and 95th
percentile, and the version read alone. ``--store postgres`` does it on a throwaway PostgreSQL
cluster it starts itself (``tests/pg.py``, PostgreSQL's own syncing kept) instead of an SQLite
file. Run from a checkout's root, or with ``PYTHONPATH`` naming another checkout, to compare::

    python scripts/bench_storage.py --clicks 200 [--store postgres]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--store", choices=("sqlite", "postgres"), default="sqlite")
    args = parser.parse_args()
    cluster = None
    with tempfile.TemporaryDirectory() as folder:
        os.environ["BRISCA_DB"] = str(Path(folder) / "games.sqlite3")
        os.environ["BRISCA_THINK"] = "0"
        if args.store == "postgres":
            sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
            import pg

            cluster = pg.Cluster(durable=True)
            os.environ["BRISCA_DATABASE_URL"] = cluster.fresh_url()
        try:
            _measure(args.clicks, args.store)
        finally:
            if cluster is not None:
                from brisca.teach.table import storage

                storage.close_all()
                cluster.stop()


def _measure(clicks: int, store: str) -> None:
    from brisca.stats import percentile
    from brisca.teach.table import storage
    from brisca.teach.table.flow import Settings, hint, new_game, play

    rng, game = random.Random(1), new_game(storage.new_id(), Settings(deal=3, level="easy"))
    while not game.over:
        if game.learner_to_move:
            game = hint(game)[2]
        game = play(game, rng.choice(game.view.legal))
    data = game.to_json()
    version = storage.create(game.id, data, game.log)
    walls, cpus, saves = [], [], []
    for _ in range(clicks):
        wall, cpu = time.perf_counter(), time.process_time()
        _, _, version = storage.load(game.id)
        saving = time.perf_counter()
        version = storage.save(game.id, data, version)
        saves.append(time.perf_counter() - saving)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    print(f"{store}: row of {len(str(data))} characters, {clicks} clicks (load and save): "
          f"median {statistics.median(walls) * 1000:.2f} ms wall, {statistics.median(cpus) * 1000:.2f} ms CPU")
    print(f"{store}: a save alone: p50 {percentile(saves, 0.5) * 1000:.2f} ms, "
          f"p95 {percentile(saves, 0.95) * 1000:.2f} ms wall")
    if hasattr(storage, "version"):
        wall = time.perf_counter()
        for _ in range(clicks):
            storage.version(game.id)
        print(f"{store}: version read alone: {(time.perf_counter() - wall) / clicks * 1000:.3f} ms wall")


if __name__ == "__main__":
    main()
