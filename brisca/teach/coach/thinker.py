"""The coach thinking ahead: from the moment it is the learner's turn, the values of every
legal move are refined in the background, so the verdict is ready when the click comes and
rests on thousands of sampled worlds, not a few dozen.

The work runs in one pool of processes shared by every session of the server and bounded
by the cores (threads would stall the server, which holds the GIL), at a lower priority
than the server, which answers clicks first. A scheduler thread of
the server keeps the pool busy with chunks of worlds, taking the positions being thought
about in turn, so when many learners think at once each gets less precision, never a slower
page. A position stops when its values are settled (``coach.settled``), when it has
``MAX_WORLDS`` worlds, or when the learner has moved on (``forget``). A position whose every
world can be solved (``search.solvable``) is one task, whose values are exact. Along the way,
a move whose label is settled and that is clearly worse than the others stops being played
(``coach.to_refine``), so its share of the worlds goes to the labels still unsure.

A chunk comes back as sums (``Estimate``), so joining it costs the same however many came
before. Chunk ``k`` of a position always draws the same worlds: its generator is seeded by
the position's seed and ``k``, or, when the position has at most ``MAX_WORLDS`` worlds in
all, it takes the ``k``-th slice of one shuffled order of them (dealt without
replacement: no world is looked at twice, and once all are in the mean is exact). Chunks
are joined in order, and the moves a block of ``BLOCK`` chunks plays are chosen from the
values of the chunks before the block ahead of it (which are in long before it starts), so
the values after ``k`` chunks do not depend on timing.

Errands go to the pool too, ahead of every chunk: one-off tasks whose result a click may
want, such as the hard bot's reply to each move the learner may make (``prepare``,
``prepared``), so the reply is ready when the click comes instead of being thought on it.

The pool heals. A worker that dies (killed, out of memory) breaks its pool for good, so a new
pool takes its place and the chunks lost with the worker are handed out again: the same
worlds, so the values after ``k`` chunks are the same numbers (a chunk lost more than
``MAX_LOSSES`` times stops its position: it may be what kills the worker). A chunk that
raises is logged (logger ``brisca.thinker``, with the worker's traceback) and stops its
position.

The workers end with their server, even one killed with ``kill -9``, which gives it no chance
to stop them: the kernel kills them when the scheduler thread that started them ends (Linux's
``PR_SET_PDEATHSIG``; the thread outlives its pool), a thread in each sees its parent change
(elsewhere), and the resource tracker of multiprocessing ends once they are gone. A stop
(Ctrl-C, SIGTERM, ``close``) is quiet: the workers leave Ctrl-C to the server and finish their
chunks, and the scheduler stops, without a word, at a pool shut down under it.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from brisca.core.view import View

from .estimate import Estimate
from .tasks import CHUNK, Errand, Position, chunk_values, chunks_for, warm_up
from .verdicts import lines_of, to_refine
from .verdicts import settled as coach_settled
from .workers import plain_main, start_worker

CLICK_WAIT = 0.1  # seconds a click may wait for the first chunk (under 10 ms) before the coach values it itself
IDLE_SECONDS = 120  # a position nobody asks about for this long is dropped
MAX_LOSSES = 3  # times a chunk may die with its worker before its position is given up (it may be what kills it)

log = logging.getLogger("brisca.thinker")


class Thinker:
    """Background valuation of positions, keyed by anything hashable (a game and a move number)."""

    def __init__(self, workers: int | None = None, settled=coach_settled, refine=to_refine, work=chunk_values):
        self.workers = workers or os.cpu_count() or 1
        self.settled = settled  # values -> bool: precise enough to stop
        self.refine = refine  # values -> the indexes of the moves worth more worlds
        self.work = work  # what a worker runs for a chunk (``chunk_values``; a test's stand-in may fail)
        self._positions: dict[object, Position] = {}
        self._errands: dict[object, Errand] = {}
        self._lock = threading.Condition()
        self._pool: ProcessPoolExecutor | None = None
        self._thread: threading.Thread | None = None
        self._warmed = False

    def think(self, key, view: View, seed: int) -> None:
        """Starts (or keeps, or takes up again) thinking about ``view`` under ``key``: the
        values of a position come back to grow from where they were."""
        with self._lock:
            position = self._positions.get(key)
            if position is None:
                position = Position(view, seed, lines_of(view), chunks_for(view), self.refine)
                self._positions[key] = position
            position.paused = False
            position.touched = time.monotonic()
            self._start()
            self._lock.notify_all()

    def warm(self) -> None:
        """Starts every worker now, once, each importing the look-ahead (an errand apiece: the
        pool starts a worker for each task handed out while none is idle). A worker takes a
        moment to start (a fresh interpreter importing the look-ahead): started with the first
        position, a fresh server's first verdict and bots' replies could find the pool not
        ready and be worked out on the click instead. The page calls it on its first visit."""
        with self._lock:
            if self._warmed:
                return
            self._warmed = True
        for k in range(self.workers):
            self.prepare(("warm", k), warm_up)

    def values(self, key, wait: float = 0.0) -> Estimate | None:
        """The values so far, waiting up to ``wait`` seconds for the first chunk if none is in
        yet (``None`` if still none)."""
        deadline = time.monotonic() + wait
        with self._lock:
            position = self._positions.get(key)
            if position is None:
                return None
            position.touched = time.monotonic()
            while position.joined is None and not position.finished and time.monotonic() < deadline:
                self._lock.wait(max(0.0, deadline - time.monotonic()))
            return position.joined

    def worlds(self, key) -> int:
        values = self.values(key)
        return values.worlds if values and not values.exact else 0

    def pause(self, keep=None, where=None) -> None:
        """Stops thinking about the keys ``where(key)`` selects, except ``keep``, keeping their
        values (for ``IDLE_SECONDS`` after they were last asked about)."""
        with self._lock:
            for key, position in self._positions.items():
                if key != keep and (where is None or where(key)):
                    position.paused = True

    def forget(self, keep=None, where=None) -> None:
        """Stops thinking about the keys ``where(key)`` selects, except ``keep``."""
        with self._lock:
            for key in [k for k in self._positions if k != keep and (where is None or where(k))]:
                self._positions[key].finished = True
                del self._positions[key]

    def prepare(self, key, work: Callable, *args) -> None:
        """Runs ``work(*args)`` in the pool ahead of any chunk (a bot's reply to a move the
        learner may make), once per ``key``; ``prepared(key)`` gives its result."""
        with self._lock:
            if key not in self._errands:
                self._errands[key] = Errand(work, args)
            self._errands[key].touched = time.monotonic()
            self._start()
            self._lock.notify_all()

    def prepared(self, key, wait: float = 0.0):
        """The result of the errand ``key`` if it is done, waiting up to ``wait`` seconds for it
        (``None`` if not done, unknown, or failed: the caller then does the work itself)."""
        deadline = time.monotonic() + wait
        with self._lock:
            errand = self._errands.get(key)
            while errand is not None and not errand.done and time.monotonic() < deadline:
                self._lock.wait(max(0.0, deadline - time.monotonic()))
            return errand.result if errand is not None and errand.done else None

    def close(self, wait: bool = False) -> None:
        """Stops thinking; ``wait`` for the workers to exit (a command that ends after)."""
        with self._lock:
            self._positions.clear()
            self._errands.clear()
            pool, self._pool = self._pool, None
            thread, self._thread = self._thread, None
            self._lock.notify_all()
        if thread is not None and thread.is_alive():  # it stops the pool it started the workers of
            if wait:
                thread.join()
        elif pool is not None:
            pool.shutdown(wait=wait, cancel_futures=True)

    # -- the scheduler ---------------------------------------------------------------------

    def _start(self) -> None:
        if self._pool is None:
            self._pool = self._new_pool()
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._schedule, name="brisca-thinker", daemon=True)
            self._thread.start()

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=start_worker, initargs=(os.getpid(),))

    def _heal(self, broken: ProcessPoolExecutor) -> None:
        """A pool whose worker died is broken for good: a new one takes its place (once, however
        many of its chunks report it), and the scheduler goes on with it."""
        if self._pool is broken:
            log.warning("a worker of the coach died: a new pool takes over, and the chunks lost are thought again")
            self._pool = self._new_pool()

    def _next(self) -> tuple[object, Position] | None:
        """The position that should get the next chunk: one waiting for a lost chunk, else the
        one with the fewest chunks."""
        now = time.monotonic()
        for key in [k for k, p in self._positions.items() if now - p.touched > IDLE_SECONDS]:
            del self._positions[key]
        for key in [k for k, e in self._errands.items() if now - e.touched > IDLE_SECONDS]:
            del self._errands[key]
        open_ = [(k, p) for k, p in self._positions.items() if p.ready()]
        return min(open_, key=lambda kp: (not kp[1].retry, kp[1].submitted), default=None)

    def _task(self) -> tuple | None:
        """Waits for a chunk to hand out: (pool, key, position, index, the worker's arguments),
        ``None`` once this thread is no longer the scheduler (closed)."""
        with self._lock:
            while self._thread is threading.current_thread():
                errand = next(((k, e) for k, e in self._errands.items() if not e.sent), None)
                if errand is not None:  # ahead of every chunk: a click may be waiting for it
                    key, job = errand
                    job.sent = True
                    return self._pool, key, job, None, job.args
                running = sum(p.running for p in self._positions.values())
                chosen = self._next() if running < 2 * self.workers else None
                if chosen is not None:
                    key, position = chosen
                    index = position.take()
                    args = (position.view, position.seed, index, CHUNK, position.moves, position.played(index))
                    return self._pool, key, position, index, args
                self._lock.wait(0.05 if self._positions else None)
            return None

    def _schedule(self) -> None:
        # The workers are started by this thread (in ``submit``), and the kernel kills them when
        # it ends (``PR_SET_PDEATHSIG`` follows the thread, not the process): so it lasts as long
        # as its pool, idle in between, and lets the workers finish their chunks before it ends.
        if hasattr(signal, "pthread_sigmask"):
            # Ctrl-C is the server's (Python handles it in the main thread anyway): the workers
            # inherit this mask, so one still starting up is not interrupted either.
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        pool = None
        try:
            while (task := self._task()) is not None:
                pool, key, position, index, args = task
                if not self._submit(pool, key, position, index, args):
                    return
        finally:
            if pool is not None:
                pool.shutdown(wait=True, cancel_futures=True)

    def _submit(self, pool: ProcessPoolExecutor, key, position, index: int | None, args: tuple) -> bool:
        """Hands a chunk to the pool (not under the lock: the pool's own threads call back into
        ``_collect``, which takes it); ``False`` when the pool is shut down: the thinker stops."""
        errand = isinstance(position, Errand)
        try:
            with plain_main() if self._may_start_a_worker(pool) else contextlib.nullcontext():
                future = pool.submit(position.work if errand else self.work, *args)
        except BrokenProcessPool:  # a worker died since the last chunk: the chunk goes again
            with self._lock:
                if errand:
                    position.sent = False
                else:
                    position.running -= 1
                    position.retry.add(index)
                self._heal(pool)
            return True
        except RuntimeError:  # shut down under the scheduler: closed meanwhile, or a server's stop
            with self._lock:
                if not errand:
                    position.running -= 1
                closed = self._thread is not threading.current_thread()
            if not closed:
                self._outlive_the_interpreter()
            return False
        future.add_done_callback(functools.partial(self._collect, key, index, position, pool))
        return True

    def _may_start_a_worker(self, pool: ProcessPoolExecutor) -> bool:
        """Whether handing ``pool`` a task may start a worker (it starts one per task while it
        has fewer than its number and none is idle): only then is ``plain_main`` needed."""
        started = getattr(pool, "_processes", None)  # the executor's own record, if it keeps one
        return started is None or len(started) < self.workers

    @staticmethod
    def _outlive_the_interpreter() -> None:
        """Nobody closed the thinker, so its pool was shut down by the interpreter exiting, whose
        handler in concurrent.futures lets the workers finish their chunks. This thread (a
        daemon) then waits for the end of the process, holding on to the pool: ended, it would
        kill the workers, and its letting go of the pool while the interpreter finalizes would
        leave the resource tracker believing a semaphore leaked."""
        log.debug("the interpreter is exiting: the coach stops thinking")
        threading.Event().wait()

    def _collect(self, key, index: int, position, pool: ProcessPoolExecutor, future: Future) -> None:
        if isinstance(position, Errand):
            return self._errand_done(key, position, pool, future)
        with self._lock:
            position.running -= 1
            error = None if future.cancelled() else future.exception()
            if future.cancelled():  # closing
                position.finished = True
            elif isinstance(error, BrokenProcessPool):
                self._lost(key, index, position, pool, error)
            elif error is not None:
                self._failed(key, index, position, error)
            else:
                self._join(index, position, future.result())
            self._lock.notify_all()

    def _errand_done(self, key, errand: Errand, pool: ProcessPoolExecutor, future: Future) -> None:
        with self._lock:
            error = None if future.cancelled() else future.exception()
            if isinstance(error, BrokenProcessPool):  # lost with its worker: it goes again
                errand.sent = False
                self._heal(pool)
            else:
                if error is not None:
                    log.error("the errand %r failed: its caller does the work itself", key, exc_info=error)
                errand.done = True
                errand.result = None if error is not None or future.cancelled() else future.result()
            self._lock.notify_all()

    def _join(self, index: int, position: Position, chunk: Estimate) -> None:
        position.add(index, chunk)
        values = position.joined
        if position.next_index == position.chunks or (
                values is not None and self.settled is not None and self.settled(values)):
            position.finished = True

    def _lost(self, key, index: int, position: Position, pool: ProcessPoolExecutor, error: BaseException) -> None:
        """A chunk died with its worker: it goes again, the same worlds, on a new pool; unless it
        died too often (then it may be what kills its worker)."""
        position.losses[index] = position.losses.get(index, 0) + 1
        if position.losses[index] > MAX_LOSSES:
            self._failed(key, index, position, error)
        else:
            position.retry.add(index)
        self._heal(pool)

    def _failed(self, key, index: int, position: Position, error: BaseException) -> None:
        """A chunk that raised would raise again: its position stops, said once in the log (with
        the worker's traceback), however many of its chunks were running."""
        if not position.finished:
            log.error("the coach's chunk %d of %r failed: the position is no longer thought about", index, key,
                      exc_info=error)
        position.finished = True
