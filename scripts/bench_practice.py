"""How long the practice page takes to answer a click, the coach's verdict and the bot's reply
included: plays whole games through Streamlit's AppTest (the same script run a browser
triggers) and times each click until the page has been rebuilt.

    python scripts/bench_practice.py [--games 3] [--level hard]

Prints the median and 95th percentile in milliseconds. A benchmark, not a test: the
machine's load changes the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--level", default="hard", choices=["easy", "normal", "hard"])
    args = parser.parse_args()
    os.environ["BRISCA_DB"] = str(Path(tempfile.mkdtemp()) / "bench.sqlite3")
    from streamlit.testing.v1 import AppTest

    card_clicks, go_on_clicks = [], []
    for g in range(args.games):
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
        at.query_params["lang"] = "en"
        at.run()
        at.switch_page("pages/practice.py").run()
        at.segmented_control(key="pr_level").set_value(args.level).run()
        at.text_input(key="pr_deal").set_value(str(100 + g)).run()
        at.button(key="pr_start").click().run()
        for _ in range(200):
            buttons = [b for b in at.button if not b.disabled]
            go_on = [b for b in buttons if (b.key or "").startswith("pr_go_on")]
            cards = [b for b in buttons if (b.key or "").startswith("pr_card_")]
            if not go_on and not cards:
                break
            button, sink = (go_on[0], go_on_clicks) if go_on else (cards[0], card_clicks)
            start = time.perf_counter()
            button.click().run()
            sink.append((time.perf_counter() - start) * 1000)
            if at.exception:
                raise SystemExit(str(at.exception))

    def figures(values):
        ordered = sorted(values)
        return {"clicks": len(values), "median_ms": round(statistics.median(values), 1),
                "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 1)}

    print(json.dumps({"level": args.level, "games": args.games, "play_a_card": figures(card_clicks),
                      "go_on": figures(go_on_clicks)}))


if __name__ == "__main__":
    main()
