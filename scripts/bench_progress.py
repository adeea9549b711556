"""What the new-game form's list of games costs the server: ``N`` finished games filed under
one learner, then the list read and its grid built (and its part by skill, where the checkout
has one), on the first reading (the figures made and kept) and on the next ones (a rerun of
the form). Run from a checkout's root, or with
``PYTHONPATH`` naming another checkout, to compare before and after::

    python scripts/bench_progress.py --games 500
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

DISTINCT = 10  # games played; the list files each several times


def _fill(games: int) -> str:
    from brisca.teach.table import flow, storage
    from brisca.teach.table.flow import Settings, new_game, play

    key, played = storage.new_id(), []
    for n in range(min(games, DISTINCT)):  # coached games are slow to play: a few, filed many times
        rng = random.Random(n)
        game = new_game(storage.new_id(), Settings(deal=n, level="easy", rules="000"))
        while not game.over:
            game = play(game, rng.choice(game.view.legal))
        played.append((game.to_json(), game.log))
    for n in range(games):
        game_id = storage.new_id()
        storage.create(game_id, *played[n % len(played)])
        storage.claim(game_id, key)
    assert flow  # the same game code the page saves with
    return key


def _listed(key: str):
    from brisca.teach.lessons.skills import gathered, tally
    from brisca.teach.table.progress import progress
    from brisca.ui.progress_view import games_grid, table_name
    from brisca.ui.review_charts import progress_data
    from brisca.ui.skills_view import skills_grid

    seen = progress(key)  # the list as the page reads it, with the part by skill (the puzzles' and drills' items too)
    games = list(seen.games)
    skills_grid([x for x in tally(gathered(key, seen).units) if x.total], "es")
    games_grid(games, key, "es")
    progress_data(games, lambda g: table_name(g, "es"))
    return games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--reruns", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["BRISCA_DB"] = str(Path(folder) / "games.sqlite3")
        os.environ["BRISCA_THINK"] = "0"
        key = _fill(args.games)
        timings = []
        for _ in range(1 + args.reruns):
            wall, cpu = time.perf_counter(), time.process_time()
            listed = _listed(key)
            timings.append((time.perf_counter() - wall, time.process_time() - cpu))
        assert len(listed) == args.games
        (w0, c0), rest = timings[0], timings[1:]
        print(f"{args.games} games, first reading: {w0 * 1000:.0f} ms wall, {c0 * 1000:.0f} ms CPU")
        print(f"next readings (a rerun of the form), median of {len(rest)}: "
              f"{statistics.median(w for w, _ in rest) * 1000:.1f} ms wall, "
              f"{statistics.median(c for _, c in rest) * 1000:.1f} ms CPU", file=sys.stdout)


if __name__ == "__main__":
    main()
