"""How soon a friend sees a move: two people at a two-player table of the "Play with friends"
page, each in a browser context of their own (Chromium driven by Playwright, as
``scripts/bench_browser.py``), play a whole deal by clicks; for every card, the time from one
seat's click to that card on the other seat's board, which learns of it by itself (the page
polls the table's version), without a reload.

    python scripts/bench_friends.py [--deals 1] [--cards 40] [--think 0] [--review SECONDS] [--before DIR] [--json]

Times are wall-clock milliseconds read inside each page (``performance.timeOrigin +
performance.now()``, one clock for every page of the machine): the click is made by the page's
own script, and the other page checks every frame for the card. The time from the click to the
move saved is given too (what the server takes, before any other page can learn of it): the
rest is the poll's wait (half of ``friends_view.POLL_SECONDS`` on average) and the page's rerun.
``--think SECONDS``: each person thinks that long before a card (0: clicks as soon as the hand
is playable, cutting short the finished trick their own board shows). ``--review SECONDS``: once
a whole deal is played, each person reads its end that long, then opens their review: the time
from the toggle's click to the review's heading drawn (the servers then run the coach's pool,
as by default: it works the review out ahead), each opening followed by a click on a bare
Streamlit page's button (``bench_browser``'s), timed to its rerun's change. With ``--before DIR``,
another checkout of the app (``git worktree add DIR COMMIT``) is served too and the deals are
played on both in turn, in the same run: its figures are reported as ``before_...``, beside
this checkout's, under the same load. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from brisca.stats import percentile  # noqa: E402
from scripts.browser_timing import ARGS, BARE, CHROMIUM, FIND, Bare, beside, serve, wait_idle  # noqa: E402

HAND = ".hand button:not([disabled])"
NOW = "performance.timeOrigin + performance.now()"
# Clicks the first playable card; resolves with its code and the time of the click.
CLICK = """(find) => { find = eval(find);
  const button = find('.hand button:not([disabled])');
  if (!button) return null;
  const at = """ + NOW + """; button.click(); return [button.dataset.code, at]; }"""
# Watches, frame after frame, for the card on this page's table; the time it is first drawn
# is left in ``window.__seen`` (the call returns at once: the other page clicks meanwhile).
WATCH = """([find, code]) => { find = eval(find); window.__seen = null;
  const tick = () => { if (find('.trick [data-code="' + code + '"], .history [data-code="' + code + '"]')) {
      requestAnimationFrame(() => { window.__seen = """ + NOW + """; }); } else requestAnimationFrame(tick); };
  tick(); }"""
SEEN = "() => window.__seen !== null"


def make_table(browser, url: str, rules: str = "000") -> tuple[list[str], str]:
    """The table made on the page by its form (two people at ``rules``): the seats' links and the onlookers'."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{url}/friends?lang=en")
    wait_idle(page)
    if rules != "000":
        page.locator(".st-key-fr_rules button", has_text=rules).first.click()
        wait_idle(page)
    page.locator(".st-key-fr_create button").click()
    page.wait_for_selector('[data-testid="stCode"]')
    wait_idle(page)
    links = [t.strip() for t in page.locator('[data-testid="stCode"] code').all_inner_texts()]
    context.close()
    return links[:-1], links[-1]


def open_link(browser, link: str):
    """A browser context of its own on ``link``, its board drawn."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(link)
    page.wait_for_selector(".board[data-version]")
    wait_idle(page)
    return page


def table_id(link: str) -> str:
    return parse_qs(urlsplit(link).query)["table"][0]


def play_by_clicks(pages: list, game_id: str, cards: int, timeout_ms: int = 120_000,
                   think: float = 0.0) -> tuple[list, list]:
    """Up to ``cards`` cards of the table ``game_id`` played by clicks, each by the page of the
    seat to move (``pages`` by seat; read from the store, as every server sees it): for each,
    milliseconds from the click to the move saved (the version moved on) and to the card on
    every other page's table (each click ``think`` seconds after the hand is playable)."""
    from brisca.core.state import current_player
    from brisca.teach.table import flow, storage

    def mover():
        game = flow.load(game_id)
        return None if game.over else current_player(game.state)

    def version():
        return storage.version(game_id)

    times, saved = [], []
    for _ in range(cards):
        k = mover()
        if k is None:
            break
        page = pages[k]
        page.locator(HAND).first.wait_for(timeout=timeout_ms)
        if think:
            time.sleep(think)  # a person's thinking: nothing of the page is awaited by it
        code = page.locator(HAND).first.get_attribute("data-code")
        others = [p for j, p in enumerate(pages) if j != k]
        for other in others:
            other.evaluate(WATCH, [FIND, code])
        before = version()
        clicked = page.evaluate(CLICK, FIND)
        if clicked is None:
            continue
        while version() == before:  # the move saved: what the other page's poll can see from then on
            time.sleep(0.005)
        saved.append(time.time() * 1000 - clicked[1])
        for other in others:
            other.wait_for_function(SEEN, timeout=timeout_ms, polling=20)
            times.append(other.evaluate("() => window.__seen") - clicked[1])
    return saved, times


def open_review(pages: list, wait: float, bare: Bare, name: str, timeout_ms: int = 120_000) -> list[float]:
    """Each person's review opened ``wait`` seconds after their page shows the deal's end:
    milliseconds from the toggle's click (the one that took: a click lost to a rerun of the
    board's fragment is made again) to the review's heading drawn, each followed by a click on
    the bare page (``bare``, noted under ``name``). Once the review is open the page is not
    awaited idle: the board's timer reruns the fragment every ``friends_view.POLL_SECONDS``,
    and each rerun draws the whole review again, which on a busy machine takes longer than
    that, so the page may never be idle again (the friends' match test waited two minutes for it)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    from brisca.text import t

    times = []
    for page in pages:
        toggle = page.locator('[class*="st-key-fr_review_"]').first
        try:
            toggle.wait_for(timeout=timeout_ms)
            wait_idle(page)
        except PlaywrightTimeout:
            _said(page, "the deal's end")
            raise
        time.sleep(wait)  # the person reads the deal's end: nothing of the page is awaited by it
        heading = page.get_by_role("heading", name=t("review-title", "en"))
        deadline = time.monotonic() + timeout_ms / 1000
        while True:  # a click landing while the board's timer reruns the fragment can be lost:
            try:  # clicked again, as a person would, and timed from the click that took
                toggle.wait_for(timeout=max(1, deadline - time.monotonic()) * 1000)
                if not toggle.locator("input").is_checked(timeout=5000):
                    start = time.monotonic()
                    toggle.locator("label").click(timeout=5000)
                heading.wait_for(timeout=1000)
                break
            except PlaywrightTimeout:
                if time.monotonic() > deadline:
                    _said(page, "the review")
                    raise
        times.append((time.monotonic() - start) * 1000)
        bare.click(name)
    return times


def _said(page, awaited: str) -> None:
    """What the page showed when ``awaited`` never came, for whoever reads the failure."""
    state = page.evaluate("() => document.querySelector('[data-testid=\"stApp\"]')?.dataset.testScriptState")
    print(f"the page when {awaited} was awaited in vain (its script {state}):\n" + page.inner_text("body")[:4000],
          file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1)
    parser.add_argument("--cards", type=int, default=40, help="cards of each deal to play (40: the whole deal)")
    parser.add_argument("--think", type=float, default=0.0, help="seconds each person thinks before a card")
    parser.add_argument("--review", type=float, help="seconds each person reads the deal's end before opening "
                        "their review (the deal played whole)")
    parser.add_argument("--before", type=Path, help="another checkout of the app, played in turn with this one")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    db = Path(tempfile.mkdtemp(prefix="bench-friends-")) / "games.sqlite3"
    os.environ["BRISCA_DB"] = str(db)
    env = {**os.environ, "BRISCA_THINK": "0" if args.review is None else "1"}
    apps = {"": serve(ROOT / "app.py", env)}
    plain = None
    if args.review is not None:  # the bare page, each review's opening timed beside it
        (db.parent / "bare.py").write_text(BARE)
        plain = serve(db.parent / "bare.py", env)
    if args.before:
        apps["before_"] = serve(args.before / "app.py", env, cwd=args.before)
    from playwright.sync_api import sync_playwright

    times = {name: ([], [], []) for name in apps}  # (click to saved, click to the other seat, review) by app
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            bare = Bare(browser, plain[1]) if plain else None
            if bare:
                bare.click("warm")
            for k in range(args.deals):
                names = list(apps) if k % 2 == 0 else list(apps)[::-1]  # each app first in turn
                for name in names:
                    seats, _watch = make_table(browser, apps[name][1])
                    pages = [open_link(browser, link) for link in seats]
                    done = play_by_clicks(pages, table_id(seats[0]), args.cards, think=args.think)
                    times[name][0].extend(done[0])
                    times[name][1].extend(done[1])
                    if args.review is not None:
                        times[name][2].extend(open_review(pages, args.review, bare, f"{name}review_opened"))
                    for page in pages:
                        page.context.close()
            browser.close()
    finally:
        for proc, _ in (*apps.values(), *([plain] if plain else [])):
            proc.terminate()
            proc.wait(timeout=30)
    out = {}
    for name, (saved, seen, reviews) in times.items():
        out[f"{name}click_to_saved"] = _figures(saved)
        out[f"{name}click_to_other_seat"] = _figures(seen)
        if args.review is not None:
            out[f"{name}review_opened"] = beside(reviews, bare.times.get(f"{name}review_opened", []))
    if args.json:
        print(json.dumps(out))
    else:
        for name, f in out.items():
            extra = f" (bare page p50={f['bare_p50_ms']} p95={f['bare_p95_ms']} ms)" if "bare_p50_ms" in f else ""
            most = f" max={f['max_ms']} ms" if "max_ms" in f else ""
            print(f"{name}: n={f['n']} p50={f.get('p50_ms')} ms p95={f.get('p95_ms')} ms{most}{extra}")


def _figures(values: list[float]) -> dict:
    if not values:
        return {"n": 0, "p50_ms": None, "p95_ms": None, "max_ms": None}
    return {"n": len(values), "p50_ms": round(percentile(values, 0.5), 1),
            "p95_ms": round(percentile(values, 0.95), 1), "max_ms": round(max(values), 1)}

if __name__ == "__main__":
    main()
