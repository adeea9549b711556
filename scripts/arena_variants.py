"""The expert against the heuristic bot at each variant with an auction (issue 34): the
arena's figures (``brisca.bots.arena``) for chiamata, by the side the expert played on, and for
both Subastada presets, with the two-player table ``003`` measured in the same run so that the
milliseconds a decision takes can be compared on a machine others are loading.

The deals are played in chunks and the figures so far are written after each one (``--out``,
a JSON file: one entry per preset, with the load average at that moment beside the times), so a
run stopped early still leaves every chunk it finished. Each process plays whole deals on one
core; ``nice`` it on a shared machine:

    PYTHONPATH=. nice .venv/bin/python scripts/arena_variants.py --deals 400 --jobs 2 \\
        --rules 003-chiamata --rules 003 --out /tmp/arena.json

At chiamata a side's score is far from even by itself (the caller bids on a strong hand), so
the figure to compare the expert's with is the heuristic's against itself on the same deals
(``--bots heuristic heuristic``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.bots.arena import play_deals, summarize  # noqa: E402

PRESETS = ("003-chiamata", "003-subastada", "003-subastada-pairs", "003")


def figures(bot_a: str, bot_b: str, deals: list, rules: str, started: float) -> dict:
    """The arena's summary of the deals played so far, with the load and the time they took."""
    out = summarize(bot_a, bot_b, deals, rules)
    out["load_average"] = [round(x, 2) for x in os.getloadavg()]
    out["seconds"] = round(time.monotonic() - started, 1)
    return out


def run(rules: list[str], deals: int, chunk: int, jobs: int, seed: int, out: Path | None,
        bot_a: str = "expert", bot_b: str = "heuristic") -> dict:
    """Each preset of ``rules`` in turn, ``chunk`` deals at a time, the figures written as they grow."""
    results: dict = {}
    for preset in rules:
        played: list = []
        started = time.monotonic()
        while len(played) < deals:
            size = min(chunk, deals - len(played))
            played += play_deals(bot_a, bot_b, size, seed + len(played), jobs, preset)
            results[preset] = figures(bot_a, bot_b, played, preset, started)
            if out is not None:
                out.write_text(json.dumps(results, indent=1))
            print(preset, _line(results[preset]), flush=True)
    return results


def _line(f: dict) -> str:
    """One line of a preset's figures: score and interval, per side at chiamata, the expert's time."""
    text = f"{f['games']} games: {f['score']:.3f} {f['score_ci']}"
    called = f.get("chiamata")
    if called:
        for role in ("caller_side", "defenders"):
            text += f"; {role} {called[role]['games']} games {called[role]['score']:.3f} {called[role]['score_ci']}"
    ms = f["ms_per_move"][f["bot_a"]]
    return text + f"; {f['bot_a']} ms median {ms['median']} p95 {ms['p95']}; load {f['load_average']}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", action="append", choices=PRESETS, help="a preset (again for more)")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--chunk", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--bots", nargs=2, default=("expert", "heuristic"), metavar=("BOT_A", "BOT_B"),
                        help="the bot measured and the one it plays against; the heuristic against itself "
                             "gives what each chiamata side scores when nobody plays better")
    args = parser.parse_args(argv)
    run(args.rules or list(PRESETS), args.deals, args.chunk, args.jobs, args.seed, args.out, *args.bots)


if __name__ == "__main__":
    main()
