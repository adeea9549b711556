"""Several learners on one fresh server at once, each a session of its own speaking Streamlit's
websocket as a browser does (``scripts/bench_load.py``'s client): every page opens whole for
every one of them, however their first runs interleave."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.bench_load import Tab  # noqa: E402
from scripts.browser_timing import serve  # noqa: E402

FIRST_BUTTON = {"practice": "pr_start", "friends": "fr_create"}


async def open_at_once(url: str, pages: list[str]) -> list[Tab]:
    tabs = [Tab(url, page, "lang=en") for page in pages]
    await asyncio.gather(*(tab.open() for tab in tabs))
    for tab in tabs:
        await tab.close()
    return tabs


def test_pages_opened_at_once_on_a_fresh_server_all_open(tmp_path):
    """Two practice pages and two friends' pages opened together, on two fresh servers: before
    the pages imported the app's modules one session at a time, two sessions importing them at
    once could be handed a module half run (an ImportError: "This app has encountered an
    error"), three times in four with three learners."""
    for attempt in range(2):
        env = {**os.environ, "BRISCA_DB": str(tmp_path / f"{attempt}.sqlite3"), "BRISCA_THINK": "0"}
        server, url = serve(ROOT / "app.py", env)
        try:
            tabs = asyncio.run(open_at_once(url, ["practice", "friends", "practice", "friends"]))
        finally:
            server.terminate()
            server.wait(timeout=60)
        for tab in tabs:
            assert tab.said == [], (tab.page, tab.said)
            assert FIRST_BUTTON[tab.page] in tab.widgets, tab.page
