"""The coach's worker processes: how each one starts, at a lower priority than the server,
deaf to Ctrl-C, and ending with its server, even one killed with ``kill -9`` (see
``brisca.teach.coach.thinker``), and without running the app's script (``plain_main``)."""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
import time
import types
from collections.abc import Iterator

PR_SET_PDEATHSIG = 1  # prctl(2): the signal a process gets when the thread that started it ends
ORPHAN_CHECK = 1.0  # seconds between a worker's looks at whether its server is still its parent


def start_worker(server: int) -> None:
    """Each worker: at a lower priority, deaf to Ctrl-C and ending with its server."""
    _lower_priority()
    # Ctrl-C in a terminal reaches the whole process group: the server stops the pool itself,
    # and a worker interrupted on its own would break it (a traceback, a pool healed at exit).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _end_with(server)


@contextlib.contextmanager
def plain_main() -> Iterator[None]:
    """While a worker is started: a ``__main__`` module with no file. A process started by
    ``spawn`` first runs its parent's main module again, found from ``sys.modules["__main__"]``,
    and under ``streamlit run`` that is the app's script (Streamlit installs each run's module
    there and leaves it): every worker ran the whole app once, without a session (a page's code,
    its reads, hundreds of warnings in the server's log), before it could take a chunk. A module
    with no file is nothing to run again. The server's module is put back at once: it matters
    only to pickling inside a script."""
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


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
