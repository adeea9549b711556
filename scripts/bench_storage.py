"""What saving costs a click: a coached game's row read and written back ``N`` times (as a
click loads the game and saves the move), wall and CPU per click, and the version read alone.
Run from a checkout's root, or with ``PYTHONPATH`` naming another checkout, to compare::

    python scripts/bench_storage.py --clicks 200
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["BRISCA_DB"] = str(Path(folder) / "games.sqlite3")
        os.environ["BRISCA_THINK"] = "0"
        from brisca.teach.table import storage
        from brisca.teach.table.flow import Settings, hint, new_game, play

        rng, game = random.Random(1), new_game(storage.new_id(), Settings(deal=3, level="easy"))
        while not game.over:
            if game.learner_to_move:
                game = hint(game)[2]
            game = play(game, rng.choice(game.view.legal))
        data = game.to_json()
        version = storage.create(game.id, data)
        walls, cpus = [], []
        for _ in range(args.clicks):
            wall, cpu = time.perf_counter(), time.process_time()
            _, version = storage.load(game.id)
            version = storage.save(game.id, data, version)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        print(f"row of {len(str(data))} characters, {args.clicks} clicks (load and save): "
              f"median {statistics.median(walls) * 1000:.2f} ms wall, {statistics.median(cpus) * 1000:.2f} ms CPU")
        if hasattr(storage, "version"):
            wall = time.perf_counter()
            for _ in range(args.clicks):
                storage.version(game.id)
            print(f"version read alone: {(time.perf_counter() - wall) / args.clicks * 1000:.3f} ms wall")


if __name__ == "__main__":
    main()
