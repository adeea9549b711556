"""Shared set-up for the tests: the project on the path, and a database of saved games of
the test session's own, so no test reads or writes a real user's games."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Set before any test (or any page run by AppTest) reads it; tests that need a database of
# their own override it with monkeypatch.
os.environ["BRISCA_DB"] = str(Path(tempfile.mkdtemp(prefix="brisca-tests-")) / "games.sqlite3")
