"""The tests' own rules, read from their code: a test awaits a condition, never a speed; the
tests' helpers are imported one way, which works in any virtual environment made from the
requirements."""

import ast
import os
import subprocess
import sys
from pathlib import Path

from conftest import HANG

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


def _through_a_tests_package(source: str) -> list[tuple[int, str]]:
    """Each import of a module of a package named ``tests``, and its line."""
    found = []
    for node in ast.walk(ast.parse(source)):
        names = ([node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else
                 [alias.name for alias in node.names] if isinstance(node, ast.Import) else [])
        if any(name == "tests" or name.startswith("tests.") for name in names):
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_helpers_are_imported_from_the_tests_folder_never_through_a_package_named_tests():
    """One way: ``from conftest import …``, ``from browser.conftest import …``, ``import pg``: the
    tests folder is on the path (pytest puts it there; a script that needs it, itself). Through a
    package named ``tests``, another package of that name installed (some packages on PyPI install one)
    wins over the folder, which has no ``__init__.py``."""
    found = [f"{path.relative_to(TESTS.parent)}:{line}: {code}" for folder in (TESTS, TESTS.parent / "scripts")
             for path in sorted(folder.rglob("*.py")) for line, code in _through_a_tests_package(path.read_text())]
    assert not found, found
    assert _through_a_tests_package("from tests.conftest import x\nimport tests.pg\nfrom conftest import y\n") == [
        (1, "from tests.conftest import x"), (2, "import tests.pg")]


def test_every_test_is_collected_with_another_package_named_tests_installed(tmp_path):
    """As in a virtual environment where some other package (glicko2 2.1.0, for one) installs a
    top-level package named ``tests``: every test module is still found and imported."""
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "__init__.py").write_text('"""A package of another project named tests."""\n')
    run = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:randomly", "-p",
                          "no:cacheprovider", "tests"], cwd=TESTS.parent, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(tmp_path)}, timeout=HANG)
    assert run.returncode == 0, run.stdout[-3000:]
