"""Many learners on one server: ``streamlit run app.py`` on 127.0.0.1, and N learners who speak
to it as their browsers would, through Streamlit's websocket (``/_stcore/stream``, the
``BackMsg`` and ``ForwardMsg`` protocol buffers of the installed streamlit package), each a
session of its own: most play practice games (hard level, the coach on) by clicking cards on
the board (its component's trigger value, as ``board.js`` sends it), thinking a little
before each; the others sit two by two at friends' tables, made on the page's form and
opened by their seat links, each seat's board polled as its page does (the fragment's timer).

    python scripts/bench_load.py [--learners 5,10,20,30] [--seconds 120] [--think 2.0]
        [--tables N] [--sample 5] [--json]

For each number of learners a fresh server is run for ``--seconds`` and reported: each kind
of click's count, median and 95th percentile (from the message sent to the end of the run it
starts: the server's whole answer, not the browser's drawing), the clicks refused (the game's
version did not move on), the moves lost (a card the board took whose move is not in the saved
game's log), and the memory of the server alone and with its children (the coach's workers)
every ``--sample`` seconds. The server's store is a fresh SQLite file (``BRISCA_DB``), or the
PostgreSQL database ``BRISCA_DATABASE_URL`` names when that is set (``teach.table.store``): the
moves are checked in the same one. ``--seconds 600`` shows whether memory levels off. A
benchmark, not a test: its figures depend on the machine's load. Where a browser's own work
matters (drawing the board), ``scripts/bench_browser.py`` measures it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import websockets
from streamlit.components.v2.bidi_component.main import _make_trigger_id
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from brisca.stats import percentile  # noqa: E402
from scripts.bench_memory import family, rss_mb  # noqa: E402
from scripts.browser_timing import serve  # noqa: E402

RUN_ENDS = {ForwardMsg.FINISHED_SUCCESSFULLY, ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY,
            ForwardMsg.FINISHED_WITH_COMPILE_ERROR}
TIMEOUT = 120  # seconds a run may take before the learner gives up (counted as refused)


class Tab:
    """One browser tab: a session on one page, what its last runs drew, and its clicks."""

    def __init__(self, url: str, page: str, query: str):
        self.ws_url = url.replace("http", "ws", 1) + "/_stcore/stream"
        self.page, self.query, self.page_hash = page, query, ""
        self.widgets: dict[str, tuple[str, str]] = {}  # a widget's key -> its id and fragment
        self.board: tuple[dict, str, str] | None = None  # the board's data, trigger id and fragment
        self.codes: list[str] = []  # the code blocks of the last run (a friends' table's links)
        self.said: list[str] = []  # the alerts and exceptions of the last run
        self.poll: tuple[float, str] | None = None  # a fragment's timer: interval and fragment
        self.cache: dict[str, ForwardMsg] = {}  # the large messages kept, as a browser keeps them
        self.drawn = False  # whether this run drew the board
        self.lock = asyncio.Lock()  # one run at a time, as a page waits for its rerun
        self.ws = None

    async def open(self) -> None:
        self.ws = await websockets.connect(self.ws_url, subprotocols=["streamlit"], max_size=None)
        await self.run()

    async def close(self) -> None:
        await self.ws.close()

    async def run(self, widget: WidgetState | None = None, fragment: str = "", auto: bool = False) -> float:
        """A rerun (a click's, if ``widget``): seconds until the server finished it."""
        async with self.lock:
            msg = BackMsg()
            state = msg.rerun_script
            state.query_string, state.page_name, state.page_script_hash = self.query, self.page, self.page_hash
            state.fragment_id, state.is_auto_rerun = fragment, auto
            state.cached_message_hashes.extend(self.cache)  # the server then sends only their hashes
            if widget is not None:
                state.widget_states.widgets.append(widget)
            self.drawn = False
            start = time.monotonic()
            await self.ws.send(msg.SerializeToString())
            while True:
                f = ForwardMsg()
                f.ParseFromString(await asyncio.wait_for(self.ws.recv(), TIMEOUT))
                if self.take(f):
                    if not self.drawn:  # the run drew no board (a page without one, a seat held elsewhere)
                        self.board = None
                    return time.monotonic() - start

    def take(self, f: ForwardMsg) -> bool:
        """Reads one message; whether it ends the run."""
        kind = f.WhichOneof("type")
        if kind == "ref_hash":
            f, kind = self.cache[f.ref_hash], "delta"
        elif f.metadata.cacheable:
            self.cache[f.hash] = f
        if kind == "new_session":  # a whole run of the page: what it draws comes afresh
            self.widgets, self.codes, self.said, self.drawn = {}, [], [], False
        elif kind == "navigation":
            self.page_hash = f.navigation.page_script_hash
        elif kind == "page_info_changed":
            self.query = f.page_info_changed.query_string
        elif kind == "auto_rerun":
            self.poll = (f.auto_rerun.interval, f.auto_rerun.fragment_id)
        elif kind == "delta" and f.delta.WhichOneof("type") == "new_element":
            element = f.delta.new_element
            inner = getattr(element, element.WhichOneof("type"))
            if element.HasField("bidi_component"):
                self.board = (json.loads(inner.json), _make_trigger_id(inner.id, "events"), f.delta.fragment_id)
                self.drawn = True
            elif element.HasField("code"):
                self.codes.append(inner.code_text)
            elif element.HasField("alert") or element.HasField("exception"):
                self.said.append(getattr(inner, "body", "") or inner.message)
            elif getattr(inner, "id", "").startswith("$$ID-"):
                self.widgets[inner.id.rsplit("-", 1)[1]] = (inner.id, f.delta.fragment_id)
        return kind == "script_finished" and f.script_finished in RUN_ENDS

    async def press(self, key: str) -> float:
        """Clicks the button ``key`` (of the last run)."""
        if key not in self.widgets:
            raise KeyError(f"no {key} on the page, which said {self.said}")
        wid, fragment = self.widgets[key]
        return await self.run(WidgetState(id=wid, trigger_value=True), fragment)

    async def play(self, code: str) -> float:
        """Clicks the card ``code`` on the board, as ``board.js`` sends it."""
        data, wid, fragment = self.board
        value = json.dumps([{"event": "action", "value": {"action": code, "version": data["version"]}}])
        return await self.run(WidgetState(id=wid, json_trigger_value=value), fragment)

    def playable(self) -> list[str]:
        data = self.board[0] if self.board else {}
        return [card["code"] for card in data.get("hand", []) if card.get("playable")]

    def param(self, name: str) -> str | None:
        return dict(parse_qsl(self.query)).get(name)


class Tally:
    """What the learners did: each kind of click's seconds, the refusals, the moves taken by game."""

    def __init__(self):
        self.times: dict[str, list[float]] = {}
        self.refused = self.failed = self.lost = self.cards = 0
        self.taken: dict[str, list[str]] = {}  # game id -> the codes of the cards the board took

    def note(self, kind: str, seconds: float) -> None:
        self.times.setdefault(kind, []).append(seconds)

    def check(self, game: str) -> None:
        """Counts the cards the boards took at ``game`` that its saved log does not hold, in
        order (before a rematch starts the table's log afresh, and at the end)."""
        from brisca.teach.table import storage

        try:
            log = iter(storage.load(game)[1])
        except storage.StorageError:  # a damaged log: nothing of it holds what the boards took
            log = iter(())
        self.lost += sum(1 for code in self.taken.pop(game, ()) if not any(code == entry for entry in log))


async def click_card(tab: Tab, tally: Tally, kind: str) -> None:
    """One card clicked (at random among the playable), timed; taken or refused."""
    version, game = tab.board[0]["version"], tab.param("table") or tab.param("game")
    code = random.choice(tab.playable())
    tally.note(kind, await tab.play(code))
    if tab.board and tab.board[0]["version"] != version and code not in tab.playable():
        tally.taken.setdefault(game, []).append(code)
        tally.cards += 1
    else:
        tally.refused += 1


async def practice(url: str, seed: int, args, tally: Tally, stop: float) -> None:
    """A learner playing practice games, hard level, coach on, one after another."""
    tab = Tab(url, "practice", f"lang=en&level=hard&rules={args.rules}&deal={seed}")
    await tab.open()
    try:
        while time.monotonic() < stop:
            tally.note("practice_start", await tab.press("pr_start"))
            while time.monotonic() < stop and tab.playable():
                await asyncio.sleep(args.think * random.uniform(0.5, 1.5))
                await click_card(tab, tally, "practice_card")
            if time.monotonic() < stop and "pr_new_after" in tab.widgets:
                await tab.press("pr_new_after")  # the form again: the next game, a deal at random
    finally:
        await tab.close()


async def friends(url: str, args, tally: Tally, stop: float) -> None:
    """Two people at a friends' table (made on its form), each by their own link, playing deal
    after deal (a rematch when one is over), each board polled as its page does."""
    maker = Tab(url, "friends", "lang=en")
    await maker.open()
    tally.note("friends_make", await maker.press("fr_create"))
    await maker.close()
    seats = [Tab(url, "friends", urlsplit(link).query) for link in maker.codes[:2]]
    for tab in seats:
        await tab.open()
    try:
        await asyncio.gather(*(seat_loop(tab, args, tally, stop) for tab in seats))
    finally:
        for tab in seats:
            await tab.close()


async def seat_loop(tab: Tab, args, tally: Tally, stop: float) -> None:
    while time.monotonic() < stop:
        interval, fragment = tab.poll or (0.5, tab.board[2])
        await asyncio.sleep(interval)
        tally.note("friends_poll", await tab.run(fragment=fragment, auto=True))
        if tab.playable():
            await asyncio.sleep(args.think * random.uniform(0.5, 1.5))
            await click_card(tab, tally, "friends_card")
        elif "fr_rematch" in tab.widgets and tab.board[0].get("hand") == [] and tab.param("seat"):
            tally.check(tab.param("table"))
            tally.note("friends_rematch", await tab.press("fr_rematch"))
            tab.widgets.pop("fr_rematch", None)


async def guarded(work, tally: Tally) -> None:
    try:
        await work
    except (TimeoutError, OSError, websockets.WebSocketException, KeyError, TypeError) as e:
        tally.failed += 1  # a learner whose page stopped answering (or showed no board) gives up
        print(f"  a learner gave up: {e!r}", file=sys.stderr, flush=True)


async def sample_memory(pid: int, every: float, stop: float, out: list) -> None:
    start = time.monotonic()
    while True:
        out.append((round(time.monotonic() - start), round(rss_mb(pid), 1),
                    round(sum(rss_mb(p) for p in family(pid)), 1)))
        if time.monotonic() >= stop:
            return
        await asyncio.sleep(min(every, max(0.0, stop - time.monotonic())))


def figures(seconds: list[float]) -> dict:
    ms = [s * 1000 for s in seconds]
    return {"n": len(ms), "p50_ms": round(percentile(ms, 0.5)), "p95_ms": round(percentile(ms, 0.95))}


def one_load(learners: int, args) -> dict:
    """A fresh server with ``learners`` learners for ``args.seconds``: its figures."""
    work = Path(tempfile.mkdtemp(prefix="brisca-load-"))
    os.environ["BRISCA_DB"] = str(work / "games.sqlite3")  # the server's, and what the moves are checked in
    server, url = serve(ROOT / "app.py", {**os.environ})
    tables = args.tables if args.tables is not None else learners // 5
    tally, memory = Tally(), []

    async def everyone() -> None:
        stop = time.monotonic() + args.seconds
        work = [practice(url, 1000 * learners + k, args, tally, stop) for k in range(learners - 2 * tables)]
        work += [friends(url, args, tally, stop) for _ in range(tables)]
        await asyncio.gather(sample_memory(server.pid, args.sample, stop, memory), *(guarded(w, tally) for w in work))

    try:
        asyncio.run(everyone())
    finally:
        server.terminate()
        server.wait(timeout=60)
    for game in list(tally.taken):
        tally.check(game)
    return {"learners": learners, "practice": learners - 2 * tables, "friends_tables": tables,
            "seconds": args.seconds, **{kind: figures(times) for kind, times in sorted(tally.times.items())},
            "cards_taken": tally.cards, "refused": tally.refused, "gave_up": tally.failed,
            "moves_lost": tally.lost, "memory_mb": memory}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", default="5,10,20,30", help="the numbers of learners, one run each")
    parser.add_argument("--seconds", type=float, default=120, help="how long each run lasts")
    parser.add_argument("--think", type=float, default=2.0, help="seconds a learner thinks before a card "
                        "(at random between half and one and a half times this)")
    parser.add_argument("--tables", type=int, help="friends' tables of two (one per five learners by default)")
    parser.add_argument("--rules", default="000", help="the practice games' rule set")
    parser.add_argument("--sample", type=float, default=5, help="seconds between two readings of the memory")
    parser.add_argument("--json", action="store_true", help="one line of JSON per run")
    args = parser.parse_args(argv)
    for learners in (int(n) for n in args.learners.split(",")):
        out = one_load(learners, args)
        if args.json:
            print(json.dumps(out), flush=True)
            continue
        memory = out.pop("memory_mb")
        print(json.dumps(out, indent=1))
        print("memory MB (at seconds: the server / with its children):",
              " ".join(f"{t}s:{alone}/{all_}" for t, alone, all_ in memory), flush=True)


if __name__ == "__main__":
    main()
