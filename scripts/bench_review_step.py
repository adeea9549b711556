"""The server's time of one review step, in CPU milliseconds: what a step click runs now (the
step viewer's fragment, ``practice_review._step``) against what it ran before the viewer was a
fragment (the whole review: figures, viewer, grid and chart), with the chart built afresh and
from its cache. Streamlit runs bare here (no server): its elements are built, not sent.

    .venv/bin/python scripts/bench_review_step.py [repeats]
"""

from __future__ import annotations

import logging
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["BRISCA_DB"] = str(Path(tempfile.mkdtemp(prefix="brisca-bench-")) / "games.sqlite3")
os.environ.setdefault("BRISCA_THINK", "0")
logging.disable(logging.WARNING)  # bare Streamlit warns on every call

from brisca.teach import practice  # noqa: E402
from brisca.teach.practice import Settings, play  # noqa: E402
from brisca.ui import practice_review  # noqa: E402
from brisca.ui.review_charts import points_chart  # noqa: E402


def timed(run, repeats: int) -> str:
    times = []
    for _ in range(repeats):
        start = time.process_time()
        run()
        times.append(1000 * (time.process_time() - start))
    return f"best {min(times):5.1f} ms, median {statistics.median(times):5.1f} ms"


def main(repeats: int = 15) -> None:
    game = practice.start(Settings(deal=11))
    while not game.over:
        game = practice.commit(game, play(game, game.view.legal[-1]))
    lang = "es"
    print("a step click now (the viewer's fragment):", timed(lambda: practice_review._step(game, lang, 0), repeats))
    print("the whole review, chart cached:         ", timed(lambda: practice_review.review(game, lang), repeats))
    print("the chart built afresh (before):        ", timed(lambda: practice_review.st.altair_chart(
        points_chart(game, lang), width="stretch"), repeats))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
