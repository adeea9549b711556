"""The tests' own rules, read from their code: a test awaits a condition, never a speed."""

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
CLOCKS = {"monotonic", "time", "perf_counter", "monotonic_ns", "perf_counter_ns"}


def _is_elapsed(node: ast.expr) -> bool:
    """``<clock>() - start``: a time measured on the wall clock."""
    if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and isinstance(node.left, ast.Call)):
        return False
    func = node.left.func
    return (func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)) in CLOCKS


def _speed_bounds(source: str) -> list[tuple[int, str]]:
    """Each comparison of an elapsed time with a number written out, and its line: a speed that
    the machine's load decides (the one bound allowed is ``HANG``, named and said to catch a hang)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(map(_is_elapsed, sides)) and any(isinstance(side, ast.Constant) for side in sides):
                found.append((node.lineno, ast.unparse(node)))
    return found


def test_no_test_bounds_the_time_something_takes():
    found = [f"{path.relative_to(TESTS.parent)}:{line}: {code}" for path in sorted(TESTS.rglob("*.py"))
             for line, code in _speed_bounds(path.read_text())]
    assert not found, found


def test_a_speed_bound_is_seen_and_the_hang_deadline_is_not():
    source = ("import time\nstart = time.monotonic()\nassert time.monotonic() - start < 30\n"
              "assert 5 > time.time() - start\nassert time.monotonic() - start < HANG\n")
    assert _speed_bounds(source) == [(3, "time.monotonic() - start < 30"), (4, "5 > time.time() - start")]
