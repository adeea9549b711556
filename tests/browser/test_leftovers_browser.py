"""The browser tests' ``streamlit run`` (``tests/browser/conftest.py``) ends with its test run,
however the run ends: a run killed outright (SIGKILL, as a pytest-xdist worker or a CI job is)
while it holds the server leaves no server and no folder (the harness: ``tests/test_leftovers.py``)."""

import os
import signal

import pytest
from reaper import proc_stat
from test_leftovers import hold, killed_midway, probe_file

pytestmark = pytest.mark.browser


def test_a_run_killed_midway_leaves_no_app_server():
    killed_midway("tests/browser/test_leftovers_browser.py::test_probe_holding_the_app_server", signal.SIGKILL,
                  "-m", "browser")


def test_probe_holding_the_app_server(request):
    """Holds the session's app server, says so, and waits to be killed."""
    said = probe_file()
    request.getfixturevalue("server")
    mine = [int(p.name) for p in os.scandir("/proc") if p.name.isdigit()
            if (fields := proc_stat(int(p.name))) and int(fields[1]) == os.getpid()]
    servers = [pid for pid in mine if b"streamlit" in open(f"/proc/{pid}/cmdline", "rb").read()]
    assert len(servers) == 1
    hold(said, servers=servers, reapers=[])
