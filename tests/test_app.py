"""The architecture holds: the engine stays free of Streamlit, and nothing imports upwards
(core < bots < teach < ui; the text layer and the statistics serve everyone)."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BRISCA = ROOT / "brisca"
# What each package may import from the project, besides itself.
ALLOWED = {
    "core": set(),
    "bots": {"core", "stats"},
    "teach": {"core", "bots", "text", "stats"},
    "ui": {"core", "bots", "teach", "text", "stats"},
    "text": {"core"},  # the text layer serves every layer above the engine, and climbs to none
    "stats": set(),
    "cli": {"core", "bots", "teach", "text", "stats"},  # its table commands on the entry, as the pages are
}


def _module_of(path: Path) -> str:
    """A file's dotted module name (a package's ``__init__.py`` is the package)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_of(p): p for p in BRISCA.rglob("*.py")}


def _imports(path: Path, text: str | None = None) -> list[tuple[ast.stmt, str]]:
    """Every import statement of a file (or of ``text`` as that file), wherever it stands (at the
    top, at the bottom, inside a function), with the dotted name of what it imports: for
    ``from P import n``, the module ``P.n`` when there is one, else ``P``."""
    here = path.relative_to(ROOT).with_suffix("").parts[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text() if text is None else text)):
        if isinstance(node, ast.ImportFrom):
            base = list(here[: len(here) - node.level + 1]) if node.level else []
            package = ".".join(base + ([node.module] if node.module else []))
            for alias in node.names:
                name = f"{package}.{alias.name}"
                out.append((node, name if name in MODULES else package))
        elif isinstance(node, ast.Import):
            out.extend((node, alias.name) for alias in node.names)
    return out


def _packages_imported(path: Path, depth: int = 1) -> set[str]:
    """The project's parts a module imports: its top-level parts (core, bots...), or with
    ``depth`` 2 the parts one level down too (``teach.coach``, ...)."""
    return {".".join(name.split(".")[1:1 + depth]) for _, name in _imports(path) if name.startswith("brisca.")}


def _import_graph(prefix: str = "brisca") -> dict[str, set[str]]:
    """Module -> the project's modules it imports (a package's face counts as the package)."""
    inside = {m: p for m, p in MODULES.items() if m == prefix or m.startswith(prefix + ".")}
    return {m: {name for _, name in _imports(p) if name in inside and name != m} for m, p in inside.items()}


def _circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The import circles: every set of modules that import each other round a loop (Tarjan's
    strongly connected components of more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            ring = set()
            while not ring or v not in ring:
                ring.add(stack.pop())
            if len(ring) > 1:
                out.append(frozenset(ring))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _floors(graph: dict[str, set[str]]) -> int:
    """How many floors the modules stand on, each above all it imports (a circle of k modules
    takes k floors, as it is drawn; a package's face, which imports nothing of them, not counted)."""
    ring_of = {m: ring for ring in _circles(graph) for m in ring}
    height: dict[frozenset[str], int] = {}

    def floor(ring: frozenset[str]) -> int:
        if ring not in height:
            below = {ring_of.get(w, frozenset({w})) for m in ring for w in graph[m]} - {ring}
            height[ring] = len(ring) + max(map(floor, below), default=0)
        return height[ring]

    return max(floor(ring_of.get(m, frozenset({m}))) for m in graph)


def test_nothing_imports_upwards():
    for path in BRISCA.rglob("*.py"):
        part = path.relative_to(BRISCA).parts[0].removesuffix(".py")
        if part in ("__init__", "__main__"):
            continue
        imported = _packages_imported(path) - {part}
        assert imported <= ALLOWED[part], (path.relative_to(ROOT), imported - ALLOWED[part])


def test_no_module_imports_itself_round_a_circle():
    """No two modules import each other, directly or round a loop: a fact two modules share stands
    on a floor below both. Imports inside functions count, so a circle cannot hide in one."""
    circles = _circles(_import_graph())
    assert not circles, sorted(sorted(c) for c in circles)


def test_the_circle_finder_sees_an_import_inside_a_function():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _circles(graph) == [frozenset("abc")] and _floors(graph) == 4
    assert _circles({"a": {"b"}, "b": set()}) == [] and _floors({"a": {"b"}, "b": set()}) == 2
    text = "import os\nfrom . import state\n\n\ndef f():\n    from .signals import told\n"
    found = [name for _, name in _imports(BRISCA / "core" / "new.py", text)]
    assert found == ["os", "brisca.core.state", "brisca.core.signals"]


# Imports inside a function, allowed where the module they load is heavy and the caller rarely
# needs it (each with why); a local import to dodge a circle is never one of these.
LAZY_IMPORTS: set[tuple[str, str]] = set()


def test_the_engine_and_the_bots_import_at_the_top_of_each_file():
    """In ``brisca/core`` and ``brisca/bots`` every import stands at the top of its file: none
    inside a function (a circle dodged, or a dependency hidden from a reader of the top), none
    at the bottom; ``LAZY_IMPORTS`` lists the deliberately lazy ones. Anywhere in ``brisca``,
    no import follows the code of a file."""
    found = []
    for path in sorted(BRISCA.rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text())
        top = {(node.lineno, node.col_offset) for node in tree.body}
        code = [node for node in tree.body[1 if ast.get_docstring(tree) is not None else 0:]
                if not isinstance(node, (ast.Import, ast.ImportFrom))]
        for node, name in _imports(path):
            if (node.lineno, node.col_offset) in top:
                if code and node.lineno > code[0].lineno:
                    found.append(f"{rel}:{node.lineno} imports {name} below the code")
            elif rel.startswith(("brisca/core/", "brisca/bots/")) and (rel, name) not in LAZY_IMPORTS:
                found.append(f"{rel}:{node.lineno} imports {name} inside a function")
    assert not found, found


def test_the_engine_stands_on_few_floors():
    """``brisca/core`` is a low house: each fact on the floor below all its users, no needless
    import. The match's five forms, merged into one, will take it to 6 (issue 49)."""
    assert _floors(_import_graph("brisca.core")) <= 11


# What each wing of the teaching models may import of the others: the table asks the coach;
# the coach knows no table; the lessons are drawn on the table and judged by the coach.
WINGS = {"coach": set(), "table": {"coach"}, "lessons": {"coach", "table"}}


def test_the_teaching_wings_import_only_the_wings_above_them():
    teach = BRISCA / "teach"
    assert {p.name for p in teach.iterdir() if p.is_dir() and p.name != "__pycache__"} == set(WINGS)
    assert {p.name for p in teach.glob("*.py")} == {"__init__.py"}  # every module is in a wing
    for wing, allowed in WINGS.items():
        for path in (teach / wing).glob("*.py"):
            imported = {p.split(".")[1] for p in _packages_imported(path, depth=2) if p.startswith("teach.")}
            assert imported - {wing} <= allowed, (path.relative_to(ROOT), imported - {wing} - allowed)


def test_engine_does_not_import_streamlit():
    modules = sorted(".".join(p.relative_to(ROOT).with_suffix("").parts) for p in BRISCA.rglob("*.py")
                     if "ui" not in p.relative_to(BRISCA).parts and p.stem not in ("__init__", "__main__"))
    code = f"import sys, {', '.join(modules)}; print('streamlit' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.stdout.strip() == "False", out.stderr


def test_only_the_ui_package_imports_streamlit():
    for path in BRISCA.rglob("*.py"):
        if "ui" not in path.relative_to(BRISCA).parts:
            assert "import streamlit" not in path.read_text(), path


def test_a_page_served_in_one_language_has_every_language_parsed_beside_it():
    """A practice click words its reasons in every language: the server parses the others beside
    the first page it serves, so a fresh server's first click does not (it took 0.4 s)."""
    from conftest import open_page

    from brisca.text import LANGS, bundle
    from brisca.ui import frame

    frame._languages_loaded.clear()
    bundle.cache_clear()
    open_page("pages/rules.py", lang="en")
    frame._languages_loaded("en").join(timeout=60)
    assert bundle.cache_info().currsize == len(LANGS)  # English for the page, and Spanish beside it


def test_a_pages_first_run_sets_what_it_loaded_aside_from_the_collectors_full_passes():
    """After a page's first run the objects it loaded are frozen (``gc.freeze``): a full garbage
    collection no longer walks them, which held a practice click 0.1 s now and then."""
    import gc

    from conftest import open_page

    from brisca.ui import frame

    frame._heap_settled.clear()
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    open_page("pages/rules.py", lang="en")
    assert gc.get_freeze_count() > 10_000
    gc.unfreeze()  # the tests' own process goes on as before


def test_no_page_decides_who_may_act():
    """Who may act is the one rule's (``teach.table.access``), asked through the table's entry:
    a widget names a caller and reads what the entry answers, it never calls the rule itself."""
    deciding = []
    for path in sorted((BRISCA / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Name | ast.Attribute):
                name = node.id if isinstance(node, ast.Name) else node.attr
                if name in ("seat_for", "may_act", "may_play", "is_friends_table", "held_by"):
                    deciding.append(f"{path.name}:{node.lineno} {name}")
    assert not deciding
