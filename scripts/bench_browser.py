"""What a learner waits for, measured in a real browser: Chromium (Debian's, driven by
Playwright) against ``streamlit run`` on 127.0.0.1, through whole practice games.

    python scripts/bench_browser.py [--games 3] [--level hard] [--think 2.0] [--visits 5]

Times are taken inside the page (``performance.now()``), from the click to the next frame
painted after the change, so Playwright's own round trips do not count:

* card click to the card on the table;
* card click to the table redrawn with the server's answer (the coach's verdict, the bot's
  reply), hard level, coach on;
* resolver: card click to the result of the trick;
* the first visit to each page on a warm server (a new session), until the page is idle,
  against a bare Streamlit page (a title and a line of text) served the same way, both as
  an app's home page and as one of its pages (``/page``): a page that is not the home page
  costs Streamlit itself about a tenth of a second more on a first visit (its frontend
  first looks for the server under the page's address, gets a 404 and tries again 100 ms
  later: streamlit/streamlit#7074), so each page is compared with a bare page at the same
  kind of address too.

Between clicks the learner "thinks" for ``--think`` seconds, as a learner does: the coach
uses that time. A benchmark, not a test: the machine's load changes the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from brisca.stats import percentile  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
FIND = """(selector) => {
  const find = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.matches(selector)) return el;
      if (el.shadowRoot) { const f = find(el.shadowRoot); if (f) return f; }
    }
    return null;
  };
  return find(document);
}"""
# Clicks the first playable card and resolves with two times: until the card is on the
# table, and until the table is redrawn with the server's answer (each to the next frame).
PLAY = """async (find) => {
  find = eval(find);
  const table = find('.table[data-version]');
  const button = find('.hand button:not([disabled])');
  const code = button.dataset.code;
  const before = table.dataset.version;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const t0 = performance.now();
  const onTable = new Promise((resolve) => {
    const check = () => table.querySelector('.trick [data-code="' + code + '"]') ? frame().then(resolve) : null;
    const obs = new MutationObserver(() => { if (check()) obs.disconnect(); });
    obs.observe(table, {subtree: true, childList: true});
  });
  const answered = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (table.dataset.version !== before) { obs.disconnect(); frame().then(resolve); }
    });
    obs.observe(table, {attributes: true});
  });
  button.click();
  // The deal's last card ends the game: the page is redrawn with the review, not this table.
  const late = new Promise((resolve) => setTimeout(() => resolve(null), 10000));
  const a = await Promise.race([onTable, late]);
  const b = await Promise.race([answered, late]);
  return [a === null ? null : a - t0, b === null ? null : b - t0];
}"""
PICK = """async ([find, code]) => {
  find = eval(find);
  const picker = find('.picker[data-version]');
  const button = picker.querySelector('button[data-code="' + code + '"]');
  const main = document.querySelector('[data-testid="stMainBlockContainer"]');
  const before = main.innerText;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const t0 = performance.now();
  const done = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      const alert = main.querySelector('[data-testid="stAlertContentSuccess"], [data-testid="stAlertContentInfo"]');
      if (alert && main.innerText !== before && alert.innerText.length) { obs.disconnect(); frame().then(resolve); }
    });
    obs.observe(main, {subtree: true, childList: true, characterData: true});
  });
  button.click();
  const late = new Promise((resolve) => setTimeout(() => resolve(null), 10000));
  const at = await Promise.race([done, late]);
  return at === null ? null : at - t0;
}"""
IDLE = """() => !!document.querySelector('[data-testid="stMainBlockContainer"] h1')
  && !document.querySelector('[data-testid="stStatusWidget"] [data-testid="stStatusWidgetRunningIcon"]')"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(script: Path, env: dict) -> tuple[subprocess.Popen, str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", str(script), "--server.port", str(port),
                             "--server.address", "127.0.0.1", "--server.headless", "true",
                             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1):
                return proc, url
        except OSError:
            time.sleep(0.2)
    raise SystemExit("streamlit did not start")


def figures(values: list[float]) -> dict:
    return {"n": len(values), "median_ms": round(percentile(values, 0.5), 1),
            "p95_ms": round(percentile(values, 0.95), 1)}


def wait_idle(page) -> None:
    page.wait_for_function(IDLE, timeout=60000)
    page.wait_for_timeout(150)
    page.wait_for_function(IDLE, timeout=60000)


DRAWN = {"resolver": ".table[data-version]"}  # pages whose content includes a component


def first_visit(browser, url: str, slug: str = "") -> float:
    """Milliseconds from navigation until the page has settled, in a new session."""
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_function(IDLE, timeout=60000, polling=20)
    if slug in DRAWN:
        page.wait_for_selector(DRAWN[slug], timeout=60000)
    elapsed = time.perf_counter() - start
    context.close()
    return elapsed * 1000


def play_games(browser, url: str, games: int, level: str, think: float) -> tuple[list, list]:
    on_table, answered = [], []
    for g in range(games):
        context = browser.new_context(viewport={"width": 1366, "height": 900})
        page = context.new_page()
        page.goto(f"{url}/practice?lang=en&deal={500 + g}&level={level}")
        wait_idle(page)
        page.locator(".st-key-pr_start button").click()
        page.wait_for_selector(".table[data-version]", timeout=60000)
        wait_idle(page)
        for _ in range(40):
            over = page.get_by_role("heading", name="Review").count()
            if over or not page.locator(".hand button:not([disabled])").count():
                break
            page.wait_for_timeout(int(think * 1000))  # the learner thinks; so does the coach
            a, b = page.evaluate(PLAY, FIND)
            if a is None or b is None:  # the game is over, or the page did not answer
                print(f"  card {a} ms, answer {b} ms: not counted", file=sys.stderr, flush=True)
                break
            print(f"  card {a:.0f} ms, answer {b:.0f} ms", file=sys.stderr, flush=True)
            on_table.append(a)
            answered.append(b)
            wait_idle(page)
            page.wait_for_timeout(1700)  # the finished trick stays on the table
        context.close()
    return on_table, answered


def resolver_clicks(browser, url: str, rounds: int) -> list[float]:
    times = []
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    page = context.new_page()
    for r in range(rounds):
        page.goto(f"{url}/resolver?lang=en&table=4&trump=E&leader={r % 4}")
        wait_idle(page)
        page.wait_for_selector(".picker[data-version]", timeout=60000)
        for code in ("1O", "3O", "2E", "12B"):
            elapsed = page.evaluate(PICK, [FIND, code])
            if elapsed is None:
                raise SystemExit(f"the resolver did not answer a click on {code}")
            times.append(elapsed)
            print(f"  pick {code}: {elapsed:.0f} ms", file=sys.stderr, flush=True)
            wait_idle(page)
            if code != "12B":
                page.wait_for_selector(".picker[data-version]", timeout=60000)
    context.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--level", default="hard", choices=["easy", "normal", "hard"])
    parser.add_argument("--think", type=float, default=2.0, help="seconds the learner thinks before each card")
    parser.add_argument("--visits", type=int, default=5, help="first visits per page")
    parser.add_argument("--resolver", type=int, default=5, help="resolver tricks of four clicks")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="brisca-bench-"))
    bare = work / "bare.py"
    bare.write_text('import streamlit as st\n\nst.title("Bare")\nst.write("A line of text.")\n')
    (work / "pages").mkdir()
    (work / "pages" / "page.py").write_text(bare.read_text())
    env = {**os.environ, "BRISCA_DB": str(work / "games.sqlite3")}
    app, url = serve(ROOT / "app.py", env)
    plain, plain_url = serve(bare, env)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            pages = ["", "rules", "resolver", "examples", "practice", "quiz"]
            for slug in pages:  # warm the server: each page's modules are loaded once
                first_visit(browser, f"{url}/{slug}?lang=en")
            print("warm", file=sys.stderr, flush=True)
            first_visit(browser, plain_url)
            first_visit(browser, f"{plain_url}/page")
            visits = {slug or "home": [] for slug in pages}
            bare_visits, bare_page_visits = [], []
            for _ in range(args.visits):  # interleaved, so load on the machine hits both alike
                bare_visits.append(first_visit(browser, plain_url))
                bare_page_visits.append(first_visit(browser, f"{plain_url}/page"))
                for slug in pages:
                    visits[slug or "home"].append(first_visit(browser, f"{url}/{slug}?lang=en", slug))
            print("visits done", file=sys.stderr, flush=True)
            on_table, answered = ([], []) if not args.games else play_games(browser, url, args.games, args.level,
                                                                             args.think)
            print("games done", file=sys.stderr, flush=True)
            resolver = resolver_clicks(browser, url, args.resolver)
            browser.close()
    finally:
        app.terminate()
        plain.terminate()
    bare_median, bare_page_median = percentile(bare_visits, 0.5), percentile(bare_page_visits, 0.5)
    print(json.dumps({
        "level": args.level, "games": args.games, "think_s": args.think,
        "card_to_table": figures(on_table), "card_to_verdict": figures(answered),
        "resolver_click_to_result": figures(resolver),
        "first_visit": {"bare": figures(bare_visits), "bare_page": figures(bare_page_visits),
                        **{k: {**figures(v), "ratio_to_bare": round(percentile(v, 0.5) / bare_median, 2),
                               "ratio_to_bare_page": round(percentile(v, 0.5) / (
                                   bare_median if k == "home" else bare_page_median), 2)}
                           for k, v in visits.items()}},
    }, indent=1))


if __name__ == "__main__":
    main()
