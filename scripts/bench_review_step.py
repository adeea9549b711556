"""The server's time of one review step: ``streamlit run`` on 127.0.0.1 and Chromium (driven
by Playwright) on a finished coached deal's review; "next" is pressed again and again, and the
server process's CPU time (all its threads, from /proc) is read around each step: what one
step click costs the server. With ``--before DIR`` (another checkout, ``git worktree add DIR
COMMIT``) that app is measured too, in the same run.

    .venv/bin/python scripts/bench_review_step.py [--clicks 20] [--before DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the tests' helpers, found as pytest finds them
DB = Path(tempfile.mkdtemp(prefix="brisca-bench-")) / "games.sqlite3"
os.environ["BRISCA_DB"] = str(DB)

from browser.conftest import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS, wait_for_app  # noqa: E402

from brisca.teach.table import flow  # noqa: E402
from brisca.teach.table.flow import Settings, play  # noqa: E402
from scripts.bench_browser import serve  # noqa: E402


def cpu_ms(pid: int) -> float:
    """The process's CPU time so far (user and system), in milliseconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return 1000 * (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def step_times(browser, url: str, pid: int, game_id: str, clicks: int) -> list[float]:
    page = browser.new_context(viewport={"width": 1280, "height": 900}, locale="es-ES").new_page()
    page.set_default_timeout(TIMEOUT_MS)  # a loaded machine may take longer than Playwright's 30 s
    page.goto(f"{url}/practice?lang=es&game={game_id}&step=0")
    wait_for_app(page)
    page.wait_for_timeout(1000)
    out = []
    for k in range(1, clicks + 1):
        before = cpu_ms(pid)
        page.locator(".st-key-rv_next button").first.click()
        page.wait_for_url(lambda u, k=k: u.endswith(f"step={k}") or f"step={k}&" in u)
        wait_for_app(page)  # it waits 300 ms after the run: the server is idle by then
        out.append(cpu_ms(pid) - before)
    start = time.monotonic()
    before = cpu_ms(pid)
    page.wait_for_timeout(5000)
    idle = (cpu_ms(pid) - before) / (time.monotonic() - start)  # the server's own ticking, per second
    page.context.close()
    return out, idle


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument("--before", type=Path)
    args = parser.parse_args()
    game = flow.start(Settings(deal=11))
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[-1]))
    env = {**os.environ, "BRISCA_DB": str(DB), "BRISCA_THINK": "0"}
    apps = {"now": ROOT, **({"before": args.before.resolve()} if args.before else {})}
    servers = {name: serve(root / "app.py", env, cwd=root) for name, root in apps.items()}
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for name, (proc, url) in servers.items():
                step_times(browser, url, proc.pid, game.id, 3)  # warm: caches, imports
                times, idle = step_times(browser, url, proc.pid, game.id, args.clicks)
                print(f"{name}: a step's server CPU time: best {min(times):.0f} ms, "
                      f"median {statistics.median(times):.0f} ms, mean {statistics.mean(times):.0f} ms "
                      f"({args.clicks} clicks; clock tick {1000 / os.sysconf('SC_CLK_TCK'):.0f} ms; "
                      f"idle, {idle:.0f} ms a second)")
            browser.close()
    finally:
        for proc, _ in servers.values():
            proc.terminate()
            proc.wait(timeout=15)


if __name__ == "__main__":
    main()
