"""The browser harness: ``streamlit run app.py`` on 127.0.0.1 and Debian's Chromium driven by
Playwright. A failing test leaves in ``test-artifacts/`` a screenshot, the page's words, what
the page wrote to its console, and the servers' logs so far."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect
from reaper import dies_with_parent

ROOT = Path(__file__).resolve().parent.parent.parent
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# How long a condition of the page is awaited: on a busy machine (a load of 30 on two cores
# has been seen) a rerun may take many seconds; a test waits for what it needs, never for a
# fixed time, so a generous bound costs nothing when the machine is idle.
TIMEOUT_MS = 120_000
expect.set_options(timeout=TIMEOUT_MS)


def _wait_healthy(url: str, proc: subprocess.Popen, timeout: float = 300) -> None:
    """Asks the server's health address until it answers ``ok``; between two tries it awaits
    the server's exit for a quarter of a second, so a server that dies is said at once."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=10) as r:
                if r.read().strip() == b"ok":
                    return
        except OSError:  # not listening yet, or too busy to answer in time
            pass
        try:
            proc.wait(timeout=0.25)
        except subprocess.TimeoutExpired:
            continue
        raise RuntimeError(f"streamlit exited with {proc.returncode}")
    raise RuntimeError(f"streamlit did not become healthy in {timeout:.0f} s")


SERVER_LOGS: list[Path] = []  # every server's log this session, kept beside a failed test's screenshot


@pytest.fixture(scope="session")
def server_db(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("db") / "games.sqlite3"


@pytest.fixture(scope="session")
def server(server_db, tmp_path_factory):
    port = _free_port()
    # the server as a learner meets it: the coach thinks ahead in its pool of processes
    env = {**os.environ, "BRISCA_DB": str(server_db), "BRISCA_THINK": "1"}
    log_path = tmp_path_factory.mktemp("log") / "streamlit.log"
    SERVER_LOGS.append(log_path)
    log = open(log_path, "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
         "--server.address", "127.0.0.1", "--server.headless", "true",
         "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        preexec_fn=dies_with_parent())  # a test run killed outright takes its server with it
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, proc)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's Chromium is not installed (scripts/test.sh installs it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.rep_failed = report.failed


@pytest.fixture
def page(browser, request):
    size = getattr(request, "param", None) or {"width": 1280, "height": 900}
    context = browser.new_context(viewport=size, locale="es-ES")
    pg = context.new_page()
    pg.set_default_timeout(TIMEOUT_MS)
    pg.set_default_navigation_timeout(TIMEOUT_MS)
    console: list[str] = []
    pg.on("console", lambda m: console.append(f"{time.strftime('%H:%M:%S')} {m.type}: {m.text}"))
    yield pg
    if getattr(request.node, "rep_failed", False):  # what a rare failure needs to be understood
        ARTIFACTS.mkdir(exist_ok=True)
        name = "".join(c if c.isalnum() else "_" for c in request.node.name)
        pg.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
        (ARTIFACTS / f"{name}.txt").write_text(pg.inner_text("body"))  # the words below the fold too
        (ARTIFACTS / f"{name}.console.txt").write_text("\n".join(console) + "\n")
        for k, log in enumerate(SERVER_LOGS):
            shutil.copyfile(log, ARTIFACTS / f"{name}.server{k}.log")
    context.close()


# The page as Streamlit draws it when a script run is over: connected, no run going on or
# asked for, no element left over from the run before (a rerun marks the elements it has
# not drawn again stale, and removes them when it ends), the title drawn.
APP_IDLE = """() => {
    const app = document.querySelector('[data-testid="stApp"]');
    return !!app && app.dataset.testScriptState === 'notRunning'
        && app.dataset.testConnectionState === 'CONNECTED'
        && !document.querySelector('[data-testid="stStatusWidgetRunningIcon"]')
        && !document.querySelector('[data-testid="stElementContainer"][data-stale="true"]')
        && !!document.querySelector('[data-testid="stMainBlockContainer"] h1');
}"""


def wait_for_app(pg) -> None:
    """Awaits the page with its script run over (``APP_IDLE``). After a click, first await
    something the rerun changes (the link, a text, the board's version): right after the
    click the run may not have started, and the page still looks idle."""
    pg.wait_for_function(APP_IDLE, polling=50)


def click_key(page, key: str) -> None:
    """Clicks the button of the Streamlit element with this key, awaits the link it changes
    (every such button here moves the page on in its link), then the run's end."""
    before = page.url
    page.locator(f".st-key-{key} button").first.click()
    page.wait_for_url(lambda url: url != before)
    wait_for_app(page)


def shortcut_ready(page, key: str) -> None:
    """Awaits the button of the element with this key enabled, and a frame drawn after it:
    Streamlit binds a button's keyboard shortcut once the button is drawn (its code is
    loaded lazily, then the binding is made after the paint), so a key pressed before is
    lost."""
    expect(page.locator(f".st-key-{key} button").first).to_be_enabled()
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


ALL_IMAGES = """() => {
    // every picture of the page's content, those inside the components' shadow roots too
    const out = [];
    const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
            if (el.tagName === 'IMG') out.push(el);
            if (el.shadowRoot) walk(el.shadowRoot);
        }
    };
    walk(document.querySelector('[data-testid="stMainBlockContainer"]'));
    return out;
}"""


def images_loaded(pg, timeout: float = TIMEOUT_MS, some: bool = True) -> tuple[int, int]:
    """(pictures on the page, pictures that failed to load), once every picture is complete
    (awaited: with ``some``, until there is at least one; a page with none returns at once)."""
    # A page that moves on by itself (a deal played out, a board's pace) may add pictures
    # between the wait and the count: those still loading are awaited again, a few times.
    for _ in range(5):
        try:
            pg.wait_for_function(f"some => {{ const imgs = ({ALL_IMAGES})(); "
                                 "return (!some || imgs.length > 0) && imgs.every(i => i.complete); }",
                                 arg=some, timeout=timeout)
        except Exception:  # noqa: BLE001 - the counts below say what went wrong
            pass
        total, failed, loading = pg.evaluate(
            f"() => {{ const imgs = ({ALL_IMAGES})(); return [imgs.length, "
            "imgs.filter(i => i.complete && i.naturalWidth === 0).length, imgs.filter(i => !i.complete).length]; }")
        if not loading:
            break
    return total, failed + loading


def image_alts(pg) -> list[str]:
    return pg.evaluate(f"() => ({ALL_IMAGES})().map(i => i.alt)")


def shown_text(pg) -> str:
    """Everything the page holds for the eye or a screen reader: texts, alternative texts,
    picture addresses, inside the components too."""
    return pg.evaluate("""() => {
        const parts = [];
        const walk = (root) => {
            for (const el of root.querySelectorAll('*')) {
                if (el.tagName === 'IMG') parts.push(el.alt, el.getAttribute('src'));
                for (const a of ['aria-label', 'data-code']) if (el.getAttribute(a)) parts.push(el.getAttribute(a));
                if (el.shadowRoot) { parts.push(el.shadowRoot.textContent); walk(el.shadowRoot); }
            }
        };
        parts.push(document.body.innerText);
        walk(document.body);
        return parts.join(' | ');
    }""")


def no_horizontal_scroll(pg) -> bool:
    return pg.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
