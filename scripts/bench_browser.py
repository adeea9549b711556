"""What a learner waits for, measured in a real browser: Chromium (Debian's, driven by
Playwright) against ``streamlit run`` on 127.0.0.1, through whole practice games.

    python scripts/bench_browser.py [--games 3] [--level hard] [--think 2.0] [--visits 5]
        [--resolver 5] [--before DIR] [--learners 1] [--rules 000-pairs]

Times are taken inside the page (``performance.now()``), from the click to the next frame
painted after the change, so Playwright's own round trips do not count:

* card click to the card on the table;
* card click to the table redrawn with the server's answer (the coach's verdict, the bot's
  reply), hard level, coach on, at the table ``--rules`` names (two players by default);
* resolver: card click to the result of the trick with the card on the table (the first
  card of a trick mounts the table), and a suit click to that suit's cards;
* the first visit to each page on a warm server (a new session), until the page has
  settled (its last element drawn, its last picture loaded), against a bare Streamlit page
  (a title and a line of text) served the same way, both as an app's home page and as one
  of its pages (``/page``): a page that is not the home page
  costs Streamlit itself about a tenth of a second more on a first visit (its frontend
  first looks for the server under the page's address, gets a 404 and tries again 100 ms
  later: streamlit/streamlit#7074), so each page is compared with a bare page at the same
  kind of address too. With ``--before DIR``, another checkout of the app (``git worktree add
  DIR COMMIT``), that app's pages are visited in the same run, interleaved with this one's,
  and reported as ``before_<page>``: before and after side by side, under the same load.

Games are played on each app (this one, and the one ``--before`` names), the same deals
interleaved. Between clicks the learner "thinks" for ``--think`` seconds, as a learner does:
the coach uses that time. ``--learners 2`` puts another learner on each server meanwhile,
playing games of its own (its times are not counted): what a second learner does to the
first. A benchmark, not a test: the machine's load changes the figures.
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
  const table = find('.board[data-version], .table[data-version]');  // .table: before the board was named
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
# Clicks the resolver's button labelled ``text`` (in the element ``at``) and resolves with the
# time until ``ready`` holds, checked at every frame (cheap checks: no layout is forced): the
# suit's cards shown, or the trick's result and its card on the table.
PICK = """async ([at, text, ready]) => {
  const button = [...document.querySelectorAll(at + ' button')].find((b) => b.innerText.trim() === text);
  if (!button) return null;
  const main = document.querySelector('[data-testid="stMainBlockContainer"]');
  const deep = (root, selector) => {  // the table's component draws in a shadow root
    for (const el of root.querySelectorAll('*')) {
      if (el.matches(selector)) return el;
      if (el.shadowRoot) { const f = deep(el.shadowRoot, selector); if (f) return f; }
    }
    return null;
  };
  const check = new Function('main', 'before', 'deep', ready);
  const result = () => main.querySelector('[data-testid="stAlertContentSuccess"]');
  const before = result() ? result().textContent : '';
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const t0 = performance.now();
  button.click();
  while (performance.now() - t0 < 10000) {
    const now = await frame();
    if (check(main, before, deep)) return now - t0;
  }
  return null;
}"""
SUIT_SHOWN = "return main.querySelectorAll('.st-key-rv_pick button').length === {free}"  # that suit's free cards
RESULT_SHOWN = """const alert = main.querySelector('[data-testid="stAlertContentSuccess"]');
const table = main.querySelector('.st-key-rv_board');
return !!alert && alert.textContent !== before
  && !!table && !!deep(table, '.slot[data-position="{position}"] .face img')"""
IDLE = """() => !!document.querySelector('[data-testid="stMainBlockContainer"] h1')
  && !document.querySelector('[data-testid="stStatusWidget"] [data-testid="stStatusWidgetRunningIcon"]')"""
IDLE_AT = """() => { if (!(""" + IDLE + """)()) return false; window.__idle ??= performance.now(); return true; }"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(script: Path, env: dict, cwd: Path = ROOT) -> tuple[subprocess.Popen, str]:
    """``streamlit run`` of ``script`` from ``cwd`` (whose ``.streamlit/config.toml`` it reads)."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", str(script), "--server.port", str(port),
                             "--server.address", "127.0.0.1", "--server.headless", "true",
                             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
                            cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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


# Every change to the page's elements and every picture loaded, timed from the navigation:
# Streamlit loads many elements' code lazily, so an element (a selector, a slider,
# a picker) may be drawn a tenth of a second after the title and the end of the script run.
WATCH = """window.__lastChange = 0;
const note = () => { window.__lastChange = performance.now(); };
const observer = new MutationObserver(note);
const watch = (root) => {
  observer.observe(root, {subtree: true, childList: true, characterData: true});
  root.addEventListener("load", note, true);
};
watch(document);
const attach = Element.prototype.attachShadow;  // a component draws in a shadow root: watched too
Element.prototype.attachShadow = function (init) { const root = attach.call(this, init); watch(root); return root; };"""
SETTLED = """() => performance.now() - window.__lastChange > 500"""


def first_visit(browser, url: str) -> tuple[float, float]:
    """Milliseconds from navigation, in a new session, until the page is idle (its title
    drawn, its script run over) and until it has settled (the last change to its elements or
    picture loaded, once nothing has changed for half a second), every page and the bare ones
    alike."""
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    context.add_init_script(WATCH)
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(IDLE_AT, timeout=60000, polling=10)
    page.wait_for_function(SETTLED, timeout=60000, polling=50)
    idle, settled = page.evaluate("[window.__idle, Math.max(window.__idle, window.__lastChange)]")
    context.close()
    return idle, settled


def play_game(browser, url: str, deal: int, level: str, think: float, quiet: bool = False,
              rules: str = "000") -> tuple[list, list]:
    """One practice game by clicks, the learner thinking ``think`` seconds before each card:
    the times of every card click to the card on the table and to the server's answer."""
    on_table, answered = [], []
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    page = context.new_page()
    page.goto(f"{url}/practice?lang=en&deal={deal}&level={level}&rules={rules}")
    wait_idle(page)
    page.locator(".st-key-pr_start button").click()
    page.wait_for_selector(".board[data-version], .table[data-version]", timeout=60000)
    wait_idle(page)
    for _ in range(40):
        over = page.get_by_role("heading", name="Review").count()
        if over or not page.locator(".hand button:not([disabled])").count():
            break
        page.wait_for_timeout(int(think * 1000))  # the learner thinks; so does the coach
        a, b = page.evaluate(PLAY, FIND)
        if a is None or b is None:  # the game is over, or the page did not answer
            break
        if not quiet:
            print(f"  {url} card {a:.0f} ms, answer {b:.0f} ms", file=sys.stderr, flush=True)
        on_table.append(a)
        answered.append(b)
        wait_idle(page)
        page.wait_for_timeout(1700)  # the finished trick stays on the table
    context.close()
    return on_table, answered


def play_games(browser, apps: dict, games: int, level: str, think: float, rules: str) -> dict:
    """``games`` games on each app (a prefix and an address), the same deals, interleaved: a
    game on one, then the same deal on the next, so the machine's load hits all alike."""
    out = {prefix: ([], []) for prefix in apps}
    for g in range(games):
        for prefix, url in apps.items():
            on_table, answered = play_game(browser, url, 500 + g, level, think, rules=rules)
            out[prefix][0].extend(on_table)
            out[prefix][1].extend(answered)
    return out


def ghost(url: str, level: str, think: float, rules: str) -> None:
    """Another learner on the same server, playing game after game until stopped."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        for deal in range(900, 10_000):
            play_game(browser, url, deal, level, think, quiet=True, rules=rules)


def start_ghosts(apps: dict, learners: int, level: str, think: float, rules: str) -> list[subprocess.Popen]:
    """``learners - 1`` other learners on each app's server (their own processes)."""
    command = [sys.executable, __file__, "--level", level, "--think", str(think), "--rules", rules]
    return [subprocess.Popen([*command, "--ghost", url], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for url in apps.values() for _ in range(learners - 1)]


RANKS = {1: "Ace", 3: "Three", 2: "Two", 12: "King"}
SUIT_NAMES = {"O": "Coins", "E": "Swords (trumps)", "B": "Clubs"}


def resolver_clicks(browser, url: str, rounds: int) -> tuple[list[float], list[float]]:
    """Tricks of four cards picked at a table of four, each by a new visitor (so each first
    card loads the table's component afresh): the card clicks and, where the next card is of
    another suit, the suit clicks before them."""
    picks, suits = [], []
    for r in range(rounds):
        context = browser.new_context(viewport={"width": 1366, "height": 900})
        page = context.new_page()
        page.goto(f"{url}/resolver?lang=en&table=4&trump=E&leader={r % 4}")
        wait_idle(page)
        page.wait_for_selector(".st-key-rv_pick button", timeout=60000)
        shown = "O"
        trick = ((1, "O"), (3, "O"), (2, "E"), (12, "B"))
        for position, (rank, suit) in enumerate(trick):
            if suit != shown:
                free = 10 - sum(1 for _, s in trick[:position] if s == suit)
                shown_ready = SUIT_SHOWN.replace("{free}", str(free))
                elapsed = page.evaluate(PICK, [".st-key-rv_suit", SUIT_NAMES[suit], shown_ready])
                if elapsed is None:
                    raise SystemExit(f"the resolver did not show the suit {suit}")
                suits.append(elapsed)
                shown = suit
                wait_idle(page)
            elapsed = page.evaluate(PICK, [".st-key-rv_pick", RANKS[rank],
                                           RESULT_SHOWN.replace("{position}", str(position))])
            if elapsed is None:
                raise SystemExit(f"the resolver did not answer a click on {rank}{suit}")
            picks.append(elapsed)
            print(f"  pick {rank}{suit}: {elapsed:.0f} ms", file=sys.stderr, flush=True)
            wait_idle(page)
        context.close()
    return picks, suits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--level", default="hard", choices=["easy", "normal", "hard"])
    parser.add_argument("--think", type=float, default=2.0, help="seconds the learner thinks before each card")
    parser.add_argument("--visits", type=int, default=5, help="first visits per page")
    parser.add_argument("--resolver", type=int, default=5, help="resolver tricks of four clicks")
    parser.add_argument("--before", type=Path, help="another checkout of the app (git worktree add DIR COMMIT): "
                        "its pages' first visits and games are taken in the same run, interleaved with this one's")
    parser.add_argument("--learners", type=int, default=1, help="learners on each server at once: the others "
                        "play games of their own meanwhile (not counted)")
    parser.add_argument("--rules", default="000", help="the practice table's rule set (a preset name)")
    parser.add_argument("--ghost", help=argparse.SUPPRESS)  # internal: be another learner at this address
    args = parser.parse_args()
    if args.ghost:
        ghost(args.ghost, args.level, args.think, args.rules)
        return
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="brisca-bench-"))
    bare = work / "bare.py"
    bare.write_text('import streamlit as st\n\nst.title("Bare")\nst.write("A line of text.")\n')
    (work / "pages").mkdir()
    (work / "pages" / "page.py").write_text(bare.read_text())
    env = {**os.environ, "BRISCA_DB": str(work / "games.sqlite3")}
    app, url = serve(ROOT / "app.py", env)
    plain, plain_url = serve(bare, env)
    servers, apps = [app, plain], {"": url}  # apps: a page name's prefix, the app's address
    if args.before:
        before, apps["before_"] = serve(args.before / "app.py", env, cwd=args.before)
        servers.append(before)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            pages = ["", "rules", "resolver", "examples", "practice", "quiz"]
            addresses = {prefix + (slug or "home"): f"{at}/{slug}?lang=en" for prefix, at in apps.items()
                         for slug in pages}
            for address in addresses.values():  # warm the servers: each page's modules are loaded once
                first_visit(browser, address)
            print("warm", file=sys.stderr, flush=True)
            first_visit(browser, plain_url)
            first_visit(browser, f"{plain_url}/page")
            visits = {name: [] for name in addresses}
            bare_visits, bare_page_visits = [], []
            for _ in range(args.visits):  # interleaved, so load on the machine hits all alike
                bare_visits.append(first_visit(browser, plain_url))
                bare_page_visits.append(first_visit(browser, f"{plain_url}/page"))
                for name, address in addresses.items():
                    visits[name].append(first_visit(browser, address))
            print("visits done", file=sys.stderr, flush=True)
            ghosts = start_ghosts(apps, args.learners, args.level, args.think, args.rules) if args.games else []
            try:
                played = play_games(browser, apps, args.games, args.level, args.think, args.rules)
            finally:
                for other in ghosts:
                    other.terminate()
            print("games done", file=sys.stderr, flush=True)
            resolver, resolver_suits = resolver_clicks(browser, url, args.resolver) if args.resolver else ([], [])
            browser.close()
    finally:
        for server in servers:
            server.terminate()
    print(json.dumps({
        "level": args.level, "rules": args.rules, "games": args.games, "think_s": args.think, "learners": args.learners,
        **{f"{prefix}card_to_table": figures(times[0]) for prefix, times in played.items()},
        **{f"{prefix}card_to_verdict": figures(times[1]) for prefix, times in played.items()},
        "resolver_click_to_result": figures(resolver), "resolver_first_click": figures(resolver[::4]),
        "resolver_later_clicks": figures([v for i, v in enumerate(resolver) if i % 4]),
        "resolver_suit_click": figures(resolver_suits),
        **{f"first_visit_{name}": visit_figures(visits, bare_visits, bare_page_visits, at)
           for at, name in enumerate(("idle", "settled")) if args.visits},
    }, indent=1))


def visit_figures(visits: dict, bare: list, bare_page: list, at: int) -> dict:
    """First visits (idle or settled times, ``at``), each page against the bare page as a home
    page and as a page at a page's address (the home page against the first twice)."""
    pick = lambda runs: [run[at] for run in runs]  # noqa: E731
    bare_median, bare_page_median = percentile(pick(bare), 0.5), percentile(pick(bare_page), 0.5)
    out = {"bare": figures(pick(bare)), "bare_page": figures(pick(bare_page))}
    for k, runs in visits.items():
        median = percentile(pick(runs), 0.5)
        out[k] = {**figures(pick(runs)), "ratio_to_bare": round(median / bare_median, 2),
                  "ratio_to_bare_page": round(median / (bare_median if k.endswith("home") else bare_page_median), 2)}
    return out


if __name__ == "__main__":
    main()
