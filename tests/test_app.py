"""The app starts: every page runs under AppTest without an exception."""

from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parent.parent


def test_home_page_runs():
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    assert not at.exception
    assert at.title[0].value == "Brisca"


def test_engine_does_not_import_streamlit():
    import subprocess
    import sys
    code = "import sys, brisca, brisca.cli, brisca.view, brisca.simulate; print('streamlit' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.stdout.strip() == "False"
