"""The engine stays free of Streamlit: only brisca.ui imports it."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_engine_does_not_import_streamlit():
    code = ("import sys, brisca, brisca.cli, brisca.view, brisca.simulate, brisca.quiz; "
            "print('streamlit' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.stdout.strip() == "False"


def test_only_the_ui_package_imports_streamlit():
    for path in (ROOT / "brisca").rglob("*.py"):
        if "ui" not in path.relative_to(ROOT / "brisca").parts:
            assert "import streamlit" not in path.read_text(), path
