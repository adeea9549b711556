"""What a click on the practice table costs the server beyond the app's own work."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_no_full_garbage_collection_holds_up_the_answer_to_a_click():
    """Streamlit reads the app's .streamlit/config.toml from where it is started: its full
    collection after each run (gc.collect(2), 170-350 ms with the app's objects in memory,
    measured with scripts/bench_browser.py) is off, so the answer is sent as soon as it is made."""
    code = "from streamlit import config\nprint(config.get_option('runner.postScriptGC'))\n"
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split()[-1] == "False"
