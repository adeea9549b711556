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
    "cli": {"core", "bots", "teach", "text", "stats"},
}


def _packages_imported(path: Path, depth: int = 1) -> set[str]:
    """The project's parts a module imports: its top-level parts (core, bots...), or with
    ``depth`` 2 the parts one level down too (``teach.coach``, ...)."""
    module = path.relative_to(ROOT).with_suffix("").parts
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = list(module[:-1] if path.stem != "__init__" else module[:-1])
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                target = base + (node.module.split(".") if node.module else [])
                if not node.module:
                    target += [alias.name for alias in node.names]
            else:
                target = (node.module or "").split(".")
            if target[:1] == ["brisca"] and len(target) > 1:
                found.add(".".join(target[1:1 + depth]))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "brisca" and len(parts) > 1:
                    found.add(".".join(parts[1:1 + depth]))
    return found


def test_nothing_imports_upwards():
    for path in BRISCA.rglob("*.py"):
        part = path.relative_to(BRISCA).parts[0].removesuffix(".py")
        if part in ("__init__", "__main__"):
            continue
        imported = _packages_imported(path) - {part}
        assert imported <= ALLOWED[part], (path.relative_to(ROOT), imported - ALLOWED[part])


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
