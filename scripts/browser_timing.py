"""What the browser benchmark does inside a page (``scripts/bench_browser.py``): the
Streamlit servers it starts, the bare page, and the clicks and visits it times, each in the
page itself (``performance.now()``, to the next frame painted after the change)."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from brisca.stats import percentile

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from reaper import dies_with_parent  # noqa: E402  (each server and learner ends with its script, however it ends)

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
# Clicks the practice form's start button and resolves with the time until the new game's
# board is drawn (to the next frame).
START = """async (find) => {
  find = eval(find);
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const t0 = performance.now();
  document.querySelector('.st-key-pr_start button').click();
  while (performance.now() - t0 < 60000) {
    const now = await frame();
    if (find('.board[data-version] .hand button')) return now - t0;
  }
  return null;
}"""
# Clicks the resolver's button labelled ``text`` (in the element ``at``) and resolves with the
# time until ``ready`` holds, checked at every frame (cheap checks: no layout is forced): the
# suit's cards shown, or the trick's result and its card on the table. Given ``then`` (a
# function's text), it resolves with that time and the time until ``then()`` holds too (the
# analysis board's prices drawn, worked out after the card is listed).
PICK = """async ([at, text, ready, then]) => {
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
  while (performance.now() - t0 < 60000) {
    const now = await frame();
    if (check(main, before, deep)) {
      if (!then) return now - t0;
      const done = eval(then);
      while (performance.now() - t0 < 60000) { const later = await frame(); if (done()) return [now - t0, later - t0]; }
      return null;
    }
  }
  return null;
}"""
SUIT_SHOWN = "return main.querySelectorAll('.st-key-rv_pick button').length === {free}"  # that suit's free cards
LISTED = "return main.querySelectorAll('.st-key-an_list_{place} button').length === {count}"  # the analysis board's
RESULT_SHOWN = """const alert = main.querySelector('[data-testid="stAlertContentSuccess"]');
const table = main.querySelector('.st-key-rv_board');
return !!alert && alert.textContent !== before
  && !!table && !!deep(table, '.slot[data-position="{position}"] .face img')"""
IDLE = """() => !!document.querySelector('[data-testid="stMainBlockContainer"] h1')
  && document.querySelector('[data-testid="stApp"]')?.dataset.testScriptState === 'notRunning'
  && !document.querySelector('[data-testid="stStatusWidget"] [data-testid="stStatusWidgetRunningIcon"]')
  && !document.querySelector('[data-testid="stElementContainer"][data-stale="true"]')"""
IDLE_AT = """() => { if (!(""" + IDLE + """)()) return false; window.__idle ??= performance.now(); return true; }"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(script: Path, env: dict, cwd: Path = ROOT, port: int | None = None) -> tuple[subprocess.Popen, str]:
    """``streamlit run`` of ``script`` from ``cwd`` (whose ``.streamlit/config.toml`` it reads),
    on ``port`` (a free one by default)."""
    port = port or free_port()
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", str(script), "--server.port", str(port),
                             "--server.address", "127.0.0.1", "--server.headless", "true",
                             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
                            cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            preexec_fn=dies_with_parent())
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 300  # a busy machine may take minutes
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=10):
                return proc, url
        except OSError:  # not listening yet
            pass
        try:
            proc.wait(timeout=0.25)  # between tries, the server's exit awaited
        except subprocess.TimeoutExpired:
            continue
        raise SystemExit(f"streamlit exited with {proc.returncode}")
    proc.terminate()
    raise SystemExit("streamlit did not start")


def wait_idle(page) -> None:
    """The page with its script run over (call it once the change a click makes is seen)."""
    page.wait_for_function(IDLE, timeout=120000, polling=20)


# The bare page: a title, a button, and a line the button's rerun changes.
BARE = """import streamlit as st

st.title("Bare")
st.session_state.setdefault("clicks", 0)
if st.button("Again", key="again"):
    st.session_state.clicks += 1
with st.container(key="said"):
    st.write(f"Clicked {st.session_state.clicks} times.")
"""
# Clicks the bare page's button and resolves with the time until its line is changed (to
# the next frame).
BARE_CLICK = """async () => {
  const said = () => document.querySelector('.st-key-said')?.textContent;
  const before = said();
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const t0 = performance.now();
  document.querySelector('.st-key-again button').click();
  while (performance.now() - t0 < 60000) {
    const now = await frame();
    if (said() !== undefined && said() !== before) return now - t0;
  }
  return null;
}"""


def beside(values: list[float], bare: list[float]) -> dict:
    """A figure's median and 95th percentile beside the bare page's taken with it, and the
    ratios: how many times what Streamlit alone costs at that moment."""
    if not values or not bare:
        return {"n": len(values)}
    # The ratios come from the figures as stated, so a reader dividing them gets the same.
    p50, p95, b50, b95 = (round(percentile(v, q), 1) for v in (values, bare) for q in (0.5, 0.95))
    return {"n": len(values), "p50_ms": p50, "p95_ms": p95, "bare_n": len(bare),
            "bare_p50_ms": b50, "bare_p95_ms": b95,
            "ratio_p50": round(p50 / b50, 2), "ratio_p95": round(p95 / b95, 2)}


class Bare:
    """The bare page, open in a tab of its own all through a run: after each click measured on
    the app, ``click`` clicks its button and notes the time under ``name``."""

    def __init__(self, browser, url: str):
        self.context = browser.new_context(viewport={"width": 1366, "height": 900})
        self.page = self.context.new_page()
        self.page.goto(url)
        self.page.wait_for_selector(".st-key-said", timeout=120000)
        wait_idle(self.page)
        self.times: dict[str, list[float]] = {}

    def click(self, *names: str) -> None:
        elapsed = self.page.evaluate(BARE_CLICK)
        if elapsed is None:
            raise SystemExit("the bare page did not answer its button")
        wait_idle(self.page)
        for name in names:
            self.times.setdefault(name, []).append(elapsed)


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
