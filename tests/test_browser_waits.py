"""The browser tests await a condition of the page, never a fixed time: a wait of so many
seconds is too short on a busy machine and too long on a quiet one. Read from their source,
so a new fixed wait fails here, with the line to change."""

from __future__ import annotations

import ast
from pathlib import Path

BROWSER_TESTS = Path(__file__).resolve().parent / "browser"
FIXED_WAITS = {"sleep", "wait_for_timeout"}  # time.sleep, asyncio.sleep; Playwright's page.wait_for_timeout


def fixed_waits(source: str) -> list[int]:
    """The lines of ``source`` that call a fixed wait."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
            if name in FIXED_WAITS:
                lines.append(node.lineno)
    return lines


def test_the_check_finds_a_fixed_wait():
    assert fixed_waits("import time\ntime.sleep(1)\npage.wait_for_timeout(500)\nfrom time import sleep\nsleep(2)\n") \
        == [2, 3, 5]
    assert fixed_waits("page.wait_for_selector('h1')\nexpect(x).to_be_visible(timeout=5000)\n") == []


def test_no_browser_test_waits_a_fixed_time():
    files = sorted(BROWSER_TESTS.glob("*.py"))
    assert len(files) > 5
    found = {p.name: fixed_waits(p.read_text()) for p in files}
    assert {name: lines for name, lines in found.items() if lines} == {}
