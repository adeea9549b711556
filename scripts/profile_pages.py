"""Where a first visit's time goes on the server: each page's script run, as a new session
runs it on a warm server (its modules imported by an earlier visit), timed and profiled.

    python scripts/profile_pages.py [--pages home,rules] [--runs 5] [--lang en] [--top 15]

Each run is a fresh ``AppTest`` (a new session, nothing of the last visit kept) opened on
the home page and switched to the page, as ``tests/conftest.py`` opens pages; only the
page's own script run is timed (``run_page``: the frame and the page's widgets), not the
AppTest machinery around it, which a real server does not do on a visit (it scans the
installed components' manifests at start only). The last run of each page is profiled with
cProfile, and its costliest calls are printed by cumulative time. What the browser does with
what the script sends is ``scripts/bench_browser.py --visits``'s to measure.
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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("BRISCA_DB", str(Path(tempfile.mkdtemp(prefix="brisca-profile-")) / "games.sqlite3"))

from brisca.stats import percentile  # noqa: E402

PAGES = {"home": None, "rules": "pages/rules.py", "resolver": "pages/resolver.py", "examples": "pages/examples.py",
         "practice": "pages/practice.py", "quiz": "pages/quiz.py"}


class Timed:
    """Wraps ``brisca.ui.frame.run_page`` (each page's one call) to time it, and to profile
    it when ``profile`` is set; AppTest runs the script in a thread of its own, so the
    profiler is switched on inside that call, not around the AppTest."""

    def __init__(self):
        from brisca.ui import frame

        self.frame, self.inner = frame, frame.run_page
        self.times: list[float] = []
        self.profile: cProfile.Profile | None = None
        frame.run_page = self

    def __call__(self, *args, **kwargs):
        start = time.perf_counter()
        if self.profile:
            self.profile.enable()
        try:
            return self.inner(*args, **kwargs)
        finally:
            if self.profile:
                self.profile.disable()
            self.times.append(time.perf_counter() - start)


def visit(page: str, lang: str, timed: Timed, profile: cProfile.Profile | None = None) -> float:
    """One new session's visit of ``page``: the seconds of that page's script run, profiled
    into ``profile`` if given (that run alone: a page other than home is opened from home,
    whose run is neither timed nor profiled)."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    at.query_params["lang"] = lang
    if PAGES[page]:
        at.run()
    timed.profile = profile
    try:
        (at.switch_page(PAGES[page]) if PAGES[page] else at).run()
    finally:
        timed.profile = None
    if at.exception:
        raise SystemExit(f"{page}: {at.exception}")
    return timed.times[-1]


def top_calls(profile: cProfile.Profile, top: int) -> list[str]:
    """The ``top`` calls by cumulative time, as pstats prints them."""
    out = io.StringIO()
    pstats.Stats(profile, stream=out).sort_stats("cumulative").print_stats(top)
    lines = out.getvalue().splitlines()
    start = next(i for i, line in enumerate(lines) if line.lstrip().startswith("ncalls"))
    return [line.strip() for line in lines[start:] if line.strip()]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", default=",".join(PAGES), help="a comma-separated list of " + ", ".join(PAGES))
    parser.add_argument("--runs", type=int, default=5, help="timed visits of each page, after one to warm it")
    parser.add_argument("--lang", default="en", choices=["es", "en"])
    parser.add_argument("--top", type=int, default=15, help="calls of the profile printed per page")
    args = parser.parse_args(argv)
    pages = args.pages.split(",")
    if not set(pages) <= set(PAGES) or args.runs < 1:
        parser.error(f"--pages names pages among {', '.join(PAGES)}; --runs is at least 1")
    timed = Timed()
    out = {}
    for page in pages:
        visit(page, args.lang, timed)  # the page's modules imported, as on a warm server
        runs = [visit(page, args.lang, timed) for _ in range(args.runs - 1)]
        profile = cProfile.Profile()
        runs.append(visit(page, args.lang, timed, profile))  # profiled: a little slower than the others
        calls = top_calls(profile, args.top)
        out[page] = {"runs": len(runs), "script_p50_ms": round(percentile(runs, 0.5) * 1000, 1),
                     "script_max_ms": round(max(runs) * 1000, 1), "profile": calls}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
