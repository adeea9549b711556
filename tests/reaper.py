"""Whatever a test run starts ends with it, however the run ends: a normal end, a failure,
Ctrl-C, SIGTERM, or SIGKILL (a pytest-xdist worker killed, a CI job cancelled).

* A server that is a child of the test process (``streamlit run``, a script) is started with
  ``dies_with_parent``: the kernel sends it SIGTERM when the process that started it is gone.
* What is not a child (a PostgreSQL postmaster, which ``pg_ctl`` starts in a session of its
  own) and every folder a test run makes outside pytest's own are handed to a ``Reaper``: a
  small process of its own session, out of reach of Ctrl-C and of a signal to the test run's
  process group, that waits for the test process to end and then stops the server and removes
  the folder. Ended early (``reap``), it does so at once and the caller waits for it: the one
  way such a server or folder is cleaned up."""

from __future__ import annotations

import atexit
import ctypes
import os
import signal
import subprocess
import sys
from pathlib import Path

PR_SET_PDEATHSIG = 1  # prctl(2)

_REAPER = """
import os, select, shutil, signal, subprocess, sys

signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C at the terminal is the test run's, not its reaper's
parent, folders, stop = int(sys.argv[1]), [sys.argv[2]], sys.argv[3:]
pipe = sys.stdin.fileno()  # lines: another folder, or "now"; its end: every writer gone
watched = [pipe]
try:
    watched.append(os.pidfd_open(parent))  # readable once the test process has ended
except (AttributeError, OSError):  # no pidfd (not Linux 5.3+): the pipe's end alone tells
    pass
done, rest = os.getppid() != parent, b""  # the test process may have ended already
while not done:
    if pipe not in select.select(watched, [], [])[0]:
        break  # the test process ended
    read = os.read(pipe, 65536)
    *lines, rest = (rest + read).split(b"\\n")
    folders += [line.decode() for line in lines if line != b"now"]
    done = not read or b"now" in lines
if stop:
    subprocess.run(stop, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for folder in folders:
    shutil.rmtree(folder, ignore_errors=True)
"""


class Reaper:
    """Stops a server (``stop``: the command that does, if any) and removes ``folder`` (and those
    ``add`` names) when the test process ends, or when ``reap`` is called: at the latest at the
    interpreter's exit, and, should the process be killed, right after."""

    def __init__(self, folder: str | Path, stop: list[str] | tuple[str, ...] = ()):
        self.folder = Path(folder)
        self._owner = os.getpid()
        # -I -S: the standard library alone, nothing of the environment: it starts in a blink
        self._proc = subprocess.Popen(
            [sys.executable, "-I", "-S", "-c", _REAPER, str(self._owner), str(self.folder), *stop],
            stdin=subprocess.PIPE, start_new_session=True)
        atexit.register(self.reap)

    @property
    def pid(self) -> int:
        return self._proc.pid

    def add(self, folder: str | Path) -> None:
        """Another folder to remove with the first."""
        self._proc.stdin.write(f"{folder}\n".encode())
        self._proc.stdin.flush()

    def reap(self) -> None:
        """Stops the server and removes the folder now, returning once done (again, or in a process
        forked from the one that made it: nothing)."""
        if self._proc.stdin.closed or os.getpid() != self._owner:
            return
        try:
            # a line, not only the pipe closed: a process forked from this one may hold the pipe too
            self._proc.stdin.write(b"now\n")
            self._proc.stdin.flush()
        except BrokenPipeError:  # it was done already
            pass
        finally:
            self._proc.stdin.close()
        self._proc.wait()


def dies_with_parent(sig: int = signal.SIGTERM):
    """A ``preexec_fn`` for ``subprocess.Popen``: the child gets ``sig`` when the thread that
    started it ends (``prctl(PR_SET_PDEATHSIG)``, Linux), its process with it; or at once, if that
    happened already. Elsewhere it does nothing."""
    parent = os.getpid()

    def preexec() -> None:
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, sig)
        except (OSError, AttributeError):  # not Linux
            return
        if os.getppid() != parent:  # the parent died between the fork and this
            os.kill(os.getpid(), sig)

    return preexec


def proc_stat(pid: int) -> list[str] | None:
    """The fields of /proc/<pid>/stat after the command's name (state first, then the parent);
    None once the process is gone (or where there is no /proc)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie does not: an orphan's waits for a reaper)."""
    fields = proc_stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")
