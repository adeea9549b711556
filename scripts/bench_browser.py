"""What a learner waits for, measured in a real browser: Chromium (Debian's, driven by
Playwright) against ``streamlit run`` on 127.0.0.1, every figure beside a bare Streamlit
page's measured in the same run, interleaved.

    python scripts/bench_browser.py [--games 3] [--level hard] [--think 2.0] [--cards 40]
        [--resolver 5] [--picks 2] [--reviews 1] [--before DIR] [--learners 1] [--rules 000-pairs]
        [--warm 4] [--port 8700]
    python scripts/bench_browser.py --visits [N] [--pages quiz,rules]

The bare page is a tiny app of its own (a title, a button, a line of text the button's rerun
changes), served beside the app. A machine's load changes every figure, so none is read
alone: right after each click measured on the app, the bare page's button is clicked and
timed the same way, and each figure is printed with the bare clicks taken beside it (median
and 95th percentile) and the ratio of the two, what the app adds to what Streamlit itself
costs under the load of that moment.

Times are taken inside the page (``performance.now()``), from the click to the next frame
painted after the change, so Playwright's own round trips do not count:

* practice: the start button's click to the new game's board drawn;
* card click to the card on the table;
* card click to the table redrawn with the server's answer (the coach's verdict, the bot's
  reply), hard level, coach on, at the table ``--rules`` names (two players by default);
* resolver: card click to the result of the trick with the card on the table (the first
  card of a trick mounts the table), and a suit click to that suit's cards;
* analysis board: a position set up card by card on an empty board (``--picks`` times): each
  card's click in the picker to the card in its list (with the moves priced, once the hand is
  whole);
* friends' review: after a whole deal at a friends' table of two (``--reviews`` deals), each
  person's review opened: the toggle's click to the review's heading (``bench_friends``'s);
* the bare page: button click to its text changed by the rerun.

``--visits`` measures first visits instead (N of each page, 5 by default, ``--pages`` to
name some): each page's first visit on a warm server (a new session), until the page is
idle (its title drawn, its script run over) and until it has settled (its last element
drawn, its last picture loaded), interleaved with first visits of the bare page, both as an
app's home page and as one of its pages (``/page``), with the ratio per page: a page that
is not the home page costs Streamlit itself about a tenth of a second more on a first visit
(its frontend first looks for the server under the page's address, gets a 404 and tries
again 100 ms later: streamlit/streamlit#7074), so each page is compared with a bare page at
the same kind of address too.

With ``--before DIR``, another checkout of the app (``git worktree add DIR COMMIT``), that
app's pages are visited and its games, set-ups and friends' deals played in the same run,
interleaved with this one's, and reported as ``before_<name>``: before and after side by side, under
the same load. Between clicks the learner "thinks" for ``--think`` seconds, as a learner
does: the coach uses that time. ``--learners 2`` puts another learner on each server
meanwhile, playing games of its own (its times are not counted): what a second learner
does to the first. ``--warm N`` plays a game's first N cards on each app before any is
measured: a fresh server's first clicks wait for its coach's pool to start. ``--port P``
serves the apps on P, P+1, P+2. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from brisca.stats import percentile  # noqa: E402
from scripts.browser_timing import (  # noqa: E402
    ARGS,
    BARE,
    CHROMIUM,
    FIND,
    LISTED,
    PICK,
    PLAY,
    RESULT_SHOWN,
    START,
    SUIT_SHOWN,
    Bare,
    beside,
    dies_with_parent,
    first_visit,
    serve,
    wait_idle,
)


def figures(values: list[float]) -> dict:
    return {"n": len(values), "p50_ms": round(percentile(values, 0.5), 1),
            "p95_ms": round(percentile(values, 0.95), 1)}


def play_game(browser, url: str, deal: int, args, bare: Bare | None = None,
              prefix: str = "") -> tuple[list, list, list]:
    """One practice game by clicks (its first ``args.cards``), the learner thinking
    ``args.think`` seconds before each card: the time of the start button's click to the
    game's board, and of every card click to the card on the table and to the server's
    answer, each followed by a click on the bare page (``bare``)."""
    on_table, answered = [], []
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    page = context.new_page()
    page.goto(f"{url}/practice?lang=en&deal={deal}&level={args.level}&rules={args.rules}")
    page.wait_for_selector(".st-key-pr_start button", timeout=120000)
    wait_idle(page)
    started = page.evaluate(START, FIND)
    if started is None:
        raise SystemExit(f"{url}: the practice game did not start")
    if bare is not None:
        bare.click(f"{prefix}practice_start")
    wait_idle(page)
    for _ in range(args.cards):
        over = page.get_by_role("heading", name="Review").count()
        if over or not page.locator(".hand button:not([disabled])").count():
            break
        page.wait_for_timeout(int(args.think * 1000))  # the learner thinks; so does the coach
        a, b = page.evaluate(PLAY, FIND)
        if a is None or b is None:  # the game is over, or the page did not answer
            break
        if bare is not None:
            print(f"  {url} card {a:.0f} ms, answer {b:.0f} ms", file=sys.stderr, flush=True)
            bare.click(f"{prefix}card_to_table", f"{prefix}card_to_verdict")
        on_table.append(a)
        answered.append(b)
        wait_idle(page)
        page.wait_for_timeout(1700)  # the finished trick stays on the table, as a learner sees it
    context.close()
    return [started], on_table, answered


def play_games(browser, apps: dict, args, bare: Bare) -> dict:
    """``args.games`` games on each app (a prefix and an address), the same deals,
    interleaved: a game on one, then the same deal on the next, so the machine's load hits
    all alike."""
    out = {}
    for url in apps.values() if args.warm else ():  # a game's first cards, not counted
        play_game(browser, url, 499, argparse.Namespace(**{**vars(args), "cards": args.warm}))
    for g in range(args.games):
        for prefix, url in apps.items():
            started, on_table, answered = play_game(browser, url, 500 + g, args, bare, prefix)
            out.setdefault(f"{prefix}practice_start", []).extend(started)
            out.setdefault(f"{prefix}card_to_table", []).extend(on_table)
            out.setdefault(f"{prefix}card_to_verdict", []).extend(answered)
    return out


def ghost(url: str, args) -> None:
    """Another learner on the same server, playing game after game until stopped."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        for deal in range(900, 10_000):
            play_game(browser, url, deal, args)


def start_ghosts(apps: dict, args) -> list[subprocess.Popen]:
    """``learners - 1`` other learners on each app's server (their own processes)."""
    command = [sys.executable, __file__, "--level", args.level, "--think", str(args.think), "--rules", args.rules]
    return [subprocess.Popen([*command, "--ghost", url], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             preexec_fn=dies_with_parent())
            for url in apps.values() for _ in range(args.learners - 1)]


RANKS = {1: "Ace", 3: "Three", 2: "Two", 12: "King"}
SUIT_NAMES = {"O": "Coins", "E": "Swords (trumps)", "B": "Clubs"}


def resolver_clicks(browser, url: str, rounds: int, bare: Bare) -> dict[str, list[float]]:
    """Tricks of four cards picked at a table of four, each by a new visitor (so each first
    card loads the table's component afresh): the card clicks (the first of a trick apart)
    and, where the next card is of another suit, the suit clicks before them; each followed
    by a click on the bare page."""
    out = {"resolver_first_click": [], "resolver_later_clicks": [], "resolver_suit_click": []}
    for r in range(rounds):
        context = browser.new_context(viewport={"width": 1366, "height": 900})
        page = context.new_page()
        page.goto(f"{url}/resolver?lang=en&table=4&trump=E&leader={r % 4}")
        wait_idle(page)
        page.wait_for_selector(".st-key-rv_pick button", timeout=120000)
        shown = "O"
        trick = ((1, "O"), (3, "O"), (2, "E"), (12, "B"))
        for position, (rank, suit) in enumerate(trick):
            if suit != shown:
                free = 10 - sum(1 for _, s in trick[:position] if s == suit)
                shown_ready = SUIT_SHOWN.replace("{free}", str(free))
                elapsed = page.evaluate(PICK, [".st-key-rv_suit", SUIT_NAMES[suit], shown_ready])
                if elapsed is None:
                    raise SystemExit(f"the resolver did not show the suit {suit}")
                out["resolver_suit_click"].append(elapsed)
                bare.click("resolver_suit_click")
                shown = suit
                wait_idle(page)
            elapsed = page.evaluate(PICK, [".st-key-rv_pick", RANKS[rank],
                                           RESULT_SHOWN.replace("{position}", str(position))])
            if elapsed is None:
                raise SystemExit(f"the resolver did not answer a click on {rank}{suit}")
            name = "resolver_later_clicks" if position else "resolver_first_click"
            out[name].append(elapsed)
            bare.click(name)
            print(f"  pick {rank}{suit}: {elapsed:.0f} ms", file=sys.stderr, flush=True)
            wait_idle(page)
        context.close()
    return out


# A position set up on the analysis board from an empty one, card by card: where each card
# goes, its suit, its rank, and whether the position is then whole (the board prices its moves:
# once the hand is, and again after a trick played is set).
SETUP = (("up", "E", 5, False), ("hand", "O", 1, False), ("hand", "O", 3, False), ("hand", "B", 7, True),
         ("played", "C", 2, False), ("played", "C", 4, True))
# The moves' prices drawn anew: the grid there, and not the one before the click (``window.__grid``).
REPRICED = """() => { const g = document.querySelector('[data-testid="stMainBlockContainer"] .brisca-grid');
  return !!g && g.textContent !== window.__grid; }"""


def analysis_picks(browser, apps: dict, rounds: int, bare: Bare) -> dict[str, list[float]]:
    """``SETUP`` picked on the analysis board of each app in turn, each round by a new visitor:
    each card's click to its list showing it (the moves priced too once the position is whole),
    each followed by a click on the bare page."""
    out = {}
    for _ in range(rounds):
        for prefix, url in apps.items():
            for name, times in set_up(browser, url, bare, prefix).items():
                out.setdefault(name, []).extend(times)
    return out


def set_up(browser, url: str, bare: Bare, prefix: str) -> dict[str, list[float]]:
    """``SETUP`` picked on an empty analysis board: the milliseconds of each pick to the card
    listed (``analysis_pick``) and, where the position is whole, to its prices drawn too
    (``analysis_priced``), each beside a bare click."""
    from brisca.text import capitalized, rank_name, suit_name, t

    context = browser.new_context(viewport={"width": 1366, "height": 900})
    page = context.new_page()
    page.goto(f"{url}/analysis?lang=en")
    page.wait_for_selector(".st-key-an_pick button", timeout=120000)
    wait_idle(page)
    counts, out = {"up": 0, "hand": 0, "tricks": 0}, {f"{prefix}analysis_pick": [], f"{prefix}analysis_priced": []}
    for where, suit, rank, whole in SETUP:
        for key, label in (("an_where", t(f"analysis-where-{where}", "en")),
                           ("an_suit", capitalized(suit_name(suit, "en")))):
            button = page.locator(f".st-key-{key} button", has_text=label).first
            if button.get_attribute("data-selected") is None:  # not chosen yet
                button.click()
                wait_idle(page)
        place = "tricks" if where == "played" else where
        counts[place] += 1
        ready = LISTED.replace("{place}", place).replace("{count}", str(counts[place]))
        page.evaluate("window.__grid = document.querySelector('.brisca-grid')?.textContent ?? ''")
        elapsed = page.evaluate(PICK, [".st-key-an_pick", capitalized(rank_name(rank, "en")), ready,
                                       REPRICED if whole else None])
        if elapsed is None:
            raise SystemExit(f"{url}: the analysis board did not take {rank}{suit}")
        names = [f"{prefix}analysis_pick", *([f"{prefix}analysis_priced"] if whole else [])]
        for name, ms in zip(names, elapsed if whole else [elapsed], strict=True):
            out[name].append(ms)
        bare.click(*names)
        print(f"  {url} analysis pick {rank}{suit}: {elapsed!r} ms", file=sys.stderr, flush=True)
        wait_idle(page)
    context.close()
    return out


def friends_reviews(browser, apps: dict, deals: int, bare: Bare) -> dict[str, list[float]]:
    """On this app (not a ``--before`` checkout's), a whole deal at a friends' table of two, then
    each person's review opened (``scripts/bench_friends.py``'s), each beside a click on the bare page."""
    from scripts.bench_friends import make_table, open_link, open_review, play_by_clicks, table_id

    out = {}
    for _ in range(deals):
        for prefix, url in apps.items():
            if prefix:  # another checkout's table: the moves are followed through this tree's store,
                continue  # which reads only this tree's rows (the log as the game's truth)
            seats, _watch = make_table(browser, url)
            pages = [open_link(browser, link) for link in seats]
            play_by_clicks(pages, table_id(seats[0]), 40)
            name = f"{prefix}friends_review"
            out.setdefault(name, []).extend(open_review(pages, 1.0, bare, name))
            for page in pages:
                page.context.close()
    return out


def clicks(browser, apps: dict, url: str, bare_url: str, args) -> dict:
    """The practice games and the resolver's tricks, every click beside the bare page's."""
    bare = Bare(browser, bare_url)
    bare.click("warm")
    ghosts = start_ghosts(apps, args) if args.games else []
    try:
        measured = play_games(browser, apps, args, bare)
    finally:
        for other in ghosts:
            other.terminate()
    print("games done", file=sys.stderr, flush=True)
    if args.resolver:
        measured.update(resolver_clicks(browser, url, args.resolver, bare))
    if args.picks:
        measured.update(analysis_picks(browser, apps, args.picks, bare))
    if args.reviews:
        measured.update(friends_reviews(browser, apps, args.reviews, bare))
    return {"level": args.level, "rules": args.rules, "games": args.games, "think_s": args.think,
            "learners": args.learners, **{name: beside(times, bare.times.get(name, []))
                                          for name, times in measured.items()}}


PAGES = ["home", "rules", "resolver", "examples", "practice", "quiz", "learn", "puzzles", "drills", "analysis",
         "friends"]


def visits(browser, apps: dict, bare_url: str, args) -> dict:
    """First visits of each page, interleaved with the bare page's (as a home page and at a
    page's address), on servers warmed by one visit of each first."""
    pages = args.pages.split(",") if args.pages else PAGES
    addresses = {prefix + slug: f"{at}/{'' if slug == 'home' else slug}?lang=en" for prefix, at in apps.items()
                 for slug in pages}
    bare = {"bare": bare_url, "bare_page": f"{bare_url}/page"}
    for address in [*addresses.values(), *bare.values()]:  # each page's modules loaded once
        first_visit(browser, address)
    print("warm", file=sys.stderr, flush=True)
    times = {name: [] for name in [*bare, *addresses]}
    for _ in range(args.visits):  # interleaved, so load on the machine hits all alike
        for name, address in [*bare.items(), *addresses.items()]:
            times[name].append(first_visit(browser, address))
    return {"visits": args.visits, **{f"first_visit_{kind}": visit_figures(times, at)
                                      for at, kind in enumerate(("idle", "settled"))}}


def visit_figures(times: dict, at: int) -> dict:
    """First visits (idle or settled times, ``at``): each page beside the bare page at the same
    kind of address (a home page beside the bare home page, a page beside the bare page at
    ``/page``), and the ratio of its median to the bare home page's too."""
    pick = {name: [run[at] for run in runs] for name, runs in times.items()}
    out = {"bare": figures(pick["bare"]), "bare_page": figures(pick["bare_page"])}
    for name, values in pick.items():
        if name.startswith("bare"):
            continue
        out[name] = {**beside(values, pick["bare" if name.endswith("home") else "bare_page"]),
                     "ratio_p50_to_bare_home": round(percentile(values, 0.5) / percentile(pick["bare"], 0.5), 2)}
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--level", default="hard", choices=["easy", "normal", "hard"])
    parser.add_argument("--think", type=float, default=2.0, help="seconds the learner thinks before each card")
    parser.add_argument("--cards", type=int, default=40, help="cards played at most in each game (all by default)")
    parser.add_argument("--resolver", type=int, default=5, help="resolver tricks of four clicks")
    parser.add_argument("--picks", type=int, default=2, help="positions set up card by card on the analysis board")
    parser.add_argument("--reviews", type=int, default=1, help="whole deals at a friends' table of two, "
                        "each person's review then opened")
    parser.add_argument("--visits", type=int, nargs="?", const=5, help="measure first visits instead: N of each "
                        "page (5 if N is left out), interleaved with the bare page's")
    parser.add_argument("--pages", help="with --visits, the pages visited (a comma-separated list of "
                        + ", ".join(PAGES) + "; all by default)")
    parser.add_argument("--before", type=Path, help="another checkout of the app (git worktree add DIR COMMIT): "
                        "its pages' first visits and games are taken in the same run, interleaved with this one's")
    parser.add_argument("--learners", type=int, default=1, help="learners on each server at once: the others "
                        "play games of their own meanwhile (not counted)")
    parser.add_argument("--rules", default="000", help="the practice table's rule set (a preset name: "
                        "000-pairs for four seats, 003-six for six)")
    parser.add_argument("--warm", type=int, default=0, help="cards played on each app first, not counted: a "
                        "fresh server's first clicks wait for its coach's pool to start (up to a second)")
    parser.add_argument("--port", type=int, help="the servers' first port (the next ones follow it: the app, "
                        "the bare page, the app before); free ones the system picks by default")
    parser.add_argument("--ghost", help=argparse.SUPPRESS)  # internal: be another learner at this address
    args = parser.parse_args(argv)
    if args.pages and (args.visits is None or not set(args.pages.split(",")) <= set(PAGES)):
        parser.error(f"--pages goes with --visits and names pages among {', '.join(PAGES)}")
    if args.ghost:
        ghost(args.ghost, args)
        return
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="brisca-bench-"))
    (work / "bare.py").write_text(BARE)
    (work / "pages").mkdir()
    (work / "pages" / "page.py").write_text(BARE)
    os.environ["BRISCA_DB"] = str(work / "games.sqlite3")  # the friends' deals are followed in the store
    env = {**os.environ}
    port = (lambda i: args.port + i) if args.port else (lambda i: None)
    app, url = serve(ROOT / "app.py", env, port=port(0))
    plain, bare_url = serve(work / "bare.py", env, port=port(1))
    servers, apps = [app, plain], {"": url}  # apps: a figure's prefix, the app's address
    if args.before:
        before, apps["before_"] = serve(args.before / "app.py", env, cwd=args.before, port=port(2))
        servers.append(before)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            if args.visits is not None:
                out = visits(browser, apps, bare_url, args)
            else:
                out = clicks(browser, apps, url, bare_url, args)
            browser.close()
    finally:
        for server in servers:
            server.terminate()
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
