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
(``--bots heuristic heuristic``). ``--sides`` measures chiamata side by side instead
(``brisca.bots.arena_sides``): after the heuristic's auction, the expert plays the whole
caller's side, then the defenders, each against the heuristic's play of that side on the
same deal:

    PYTHONPATH=. nice .venv/bin/python scripts/arena_variants.py --rules 003-chiamata --sides \\
        --deals 1000 --jobs 2 --out /tmp/sides.json
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brisca.bots.arena import play_deals, rules_of, summarize  # noqa: E402
from brisca.bots.arena_sides import ROLES, play_sides_deals, summarize_sides  # noqa: E402

PRESETS = ("003-chiamata", "003-subastada", "003-subastada-pairs", "003")


def timed(out: dict, started: float) -> dict:
    """Figures with the load average now and the seconds since ``started`` beside them."""
    return {**out, "load_average": [round(x, 2) for x in os.getloadavg()],
            "seconds": round(time.monotonic() - started, 1)}


def run(rules: list[str], deals: int, chunk: int, jobs: int, seed: int, out: Path | None,
        bot_a: str = "expert", bot_b: str = "heuristic", sides: bool = False) -> dict:
    """Each preset of ``rules`` in turn, ``chunk`` deals at a time, the figures written as they
    grow; with ``sides``, chiamata's side by side (the other presets have no sides to swap)."""
    results: dict = {}
    for preset in rules:
        played: list = []
        started = time.monotonic()
        while len(played) < deals:
            size = min(chunk, deals - len(played))
            if sides:
                played += play_sides_deals(bot_a, bot_b, size, seed + len(played), jobs, preset)
                results[preset] = timed(summarize_sides(bot_a, bot_b, played), started)
                line = _sides_line(results[preset])
            else:
                played += play_deals(bot_a, bot_b, size, seed + len(played), jobs, preset)
                results[preset] = timed(summarize(bot_a, bot_b, played, preset), started)
                line = _line(results[preset])
            if out is not None:
                out.write_text(json.dumps(results, indent=1))
            print(preset, line, flush=True)
    return results


def _sides_line(f: dict) -> str:
    """One line of the side-by-side figures: each side's duplicate score, and how often it won."""
    parts = [f"{f['deals']} deals ({f['passed']} passed)"]
    for role in ROLES:
        r = f[role]
        parts.append(f"{role} {r['score']:.3f} {r['score_ci']}, won {r['won']:.3f} "
                     f"({f['bot_b']} {r['won_by_bot_b']:.3f})")
    return "; ".join(parts) + f"; load {f['load_average']}"


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
    parser.add_argument("--sides", action="store_true",
                        help="chiamata side by side (chiamata by default): BOT_A plays the caller's side, "
                             "then the defenders, each against BOT_B's play of it after the same auction")
    args = parser.parse_args(argv)
    rules = args.rules or (["003-chiamata"] if args.sides else list(PRESETS))
    if args.sides and not all(rules_of(name).called for name in rules):
        parser.error("--sides is chiamata's: its sides come from the auction")
    run(rules, args.deals, args.chunk, args.jobs, args.seed, args.out, *args.bots, sides=args.sides)


if __name__ == "__main__":
    main()
