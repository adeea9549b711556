"""The server's share of one practice click, measured without a browser: a few seconds.

A click on the practice table runs, on the server: reading the game, the learner's action
with the coach's verdict (values and the bots' replies as the background pool hands them
over, computed here before the clock starts), saving, and the table's fragment run again
(reading the game, the board's data in the page's language, what the pool is given to think
about next). This script times exactly that, hard bots and the coach on, at two, four and
six seats, in the first and the third deal of a match, and counts the deals replayed from
their start (``GameRecord.states``) a click costs.

    .venv/bin/python scripts/bench_click.py            # times and replays per click
    .venv/bin/python scripts/bench_click.py --profile  # and where the time goes (cProfile)

Run it in two checkouts for a before and after (``--json`` prints one line to compare).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.core import record as record_module  # noqa: E402
from brisca.teach.coach.tasks import chunk_values  # noqa: E402
from brisca.teach.coach.verdicts import lines_of  # noqa: E402
from brisca.teach.table import entry, flow  # noqa: E402
from brisca.teach.table.access import Caller  # noqa: E402
from brisca.teach.table.command import Command  # noqa: E402
from brisca.teach.table.flow import Settings  # noqa: E402
from brisca.teach.table.seat_board import seat_board  # noqa: E402
from brisca.teach.table.seats import practice_seats  # noqa: E402

TABLES = {2: ("001", 11), 4: ("001-pairs", 5), 6: ("003-six", 3)}  # rules and a deal with a third deal
REPLAYS = [0]
_states = record_module.GameRecord.states


def _counted_states(self):
    REPLAYS[0] += 1
    return _states(self)


record_module.GameRecord.states = _counted_states


def _setup_match(rules: str, seed: int, deal_index: int) -> flow.Game:
    """A saved match of ``rules`` at deal ``deal_index``, the learner to move after a few
    decisions, coach on (the earlier deals played by quick bots and a cheap coach, then the
    seats made hard: the click measured is a hard game's). A match that ends sooner (one deal
    of 120 points can end 003's) gives way to the next seed's."""
    for tried in range(seed, seed + 50):
        game = _match_at(rules, tried, deal_index)
        if game is not None:
            return game
    raise SystemExit(f"{rules}: no match from deal {seed} on reaches deal {deal_index + 1}")


def _match_at(rules: str, seed: int, deal_index: int) -> flow.Game | None:
    game = flow.new_game("x" * 24, Settings("normal", rules, deal=seed))
    while True:
        while not game.over:
            values = chunk_values(game.view, game.seed, 0, 16, lines_of(game.view))
            game = flow.play(game, game.view.legal[0], values)
            if game.deal_index == deal_index and len(game.decisions) >= 3:
                break
        if game.deal_index == deal_index:
            break
        if game.match_over:
            return None
        game = flow.next_deal(game)
    settings = replace(game.settings, level="hard")
    game = replace(game, settings=settings, seats=practice_seats(len(game.seats), "hard"))
    return game


def _click(game_id: str, action, values, replies) -> None:
    """What the server does for one click, as ``practice_view.handle_click`` and the fragment
    run after it do."""
    game = flow.load(game_id)
    after = entry.apply(game, Caller(), Command.of(action), values, replies).game
    flow.commit(game, after)
    game = flow.load(game_id)  # the fragment's run
    if not game.over:
        if game.learner_to_move:
            game.view  # noqa: B018 - what the pool is given to think about
            flow.reply_data(game) if hasattr(flow, "reply_data") else {**game.to_json(), "notes": {}}
        seat_board(game, "es", None, None)


def measure(seats: int, deal_index: int, clicks: int, profile: cProfile.Profile | None) -> dict:
    rules, seed = TABLES[seats]
    times, cpus, replays = [], [], []
    start_game = _setup_match(rules, seed, deal_index)
    for _ in range(clicks):
        game = replace(start_game, id=flow.storage.new_id())  # the same position, saved afresh
        game = replace(game, version=flow.storage.create(game.id, game.to_json(), game.log))
        action = game.view.legal[-1]
        values = chunk_values(game.view, game.seed, 0, 96, lines_of(game.view))
        replies = flow.known_replies(flow.replies_after(
            flow.reply_data(game) if hasattr(flow, "reply_data") else {**game.to_json(), "notes": {}},
            action.code))
        seat_board(flow.load(game.id), "es", None, None)  # the table drawn before the click
        REPLAYS[0] = 0
        if profile:
            profile.enable()
        start, cpu = time.perf_counter(), time.process_time()
        _click(game.id, action, values, replies)
        times.append(1000 * (time.perf_counter() - start))
        cpus.append(1000 * (time.process_time() - cpu))
        if profile:
            profile.disable()
        replays.append(REPLAYS[0])
    times.sort()
    cpus.sort()
    return {"seats": seats, "deal": deal_index + 1, "cpu_ms_median": round(cpus[len(cpus) // 2], 1),
            "ms_median": round(times[len(times) // 2], 1),
            "ms_max": round(times[-1], 1), "replays": max(replays)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clicks", type=int, default=5, help="clicks measured per table and deal")
    parser.add_argument("--profile", action="store_true", help="print where the time goes (cProfile)")
    parser.add_argument("--json", action="store_true", help="one JSON line")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["BRISCA_DB"] = str(Path(folder) / "games.sqlite3")
        out = []
        for seats in (2, 4, 6):
            for deal_index in (0, 2):
                profile = cProfile.Profile() if args.profile else None
                row = measure(seats, deal_index, args.clicks, profile)
                out.append(row)
                if not args.json:
                    print(row, flush=True)
                if profile:
                    text = io.StringIO()
                    pstats.Stats(profile, stream=text).sort_stats("cumulative").print_stats(22)
                    print("\n".join(text.getvalue().splitlines()[4:34]))
        if args.json:
            print(json.dumps(out))


if __name__ == "__main__":
    main()
