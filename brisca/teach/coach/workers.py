"""The coach's worker processes: how each one starts, at a lower priority than the server,
deaf to Ctrl-C, and ending with its server, even one killed with ``kill -9`` (see
``brisca.teach.coach.thinker``)."""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
import time

PR_SET_PDEATHSIG = 1  # prctl(2): the signal a process gets when the thread that started it ends
ORPHAN_CHECK = 1.0  # seconds between a worker's looks at whether its server is still its parent


def start_worker(server: int) -> None:
    """Each worker: at a lower priority, deaf to Ctrl-C and ending with its server."""
    _lower_priority()
    # Ctrl-C in a terminal reaches the whole process group: the server stops the pool itself,
    # and a worker interrupted on its own would break it (a traceback, a pool healed at exit).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _end_with(server)


def _lower_priority() -> None:
    """Workers yield the processor to the server, so thinking never slows a page."""
    try:
        os.nice(10)
    except OSError:  # not permitted here: the pool still works, at the same priority
        pass


def _end_with(server: int) -> None:
    """A server killed outright (``kill -9``) cannot stop its pool: the kernel kills the worker
    then where it can (Linux), and a thread of the worker looks for its parent changing (other
    systems, or the server gone before the signal was asked for). With every worker gone, the
    resource tracker of multiprocessing ends too: its pipe has no writer left."""
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL))
        except (OSError, AttributeError):  # no prctl to be found: the thread alone
            pass
    threading.Thread(target=_watch_parent, args=(server,), name="brisca-orphan-check", daemon=True).start()


def _watch_parent(server: int) -> None:
    while os.getppid() == server:
        time.sleep(ORPHAN_CHECK)
    os._exit(1)
