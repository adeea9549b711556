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

import ctypes
import functools
import logging
import multiprocessing
import os
import random
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from ..bots.determinize import Worlds
from ..bots.search import evaluate, solvable
from ..core.view import View
from .coach import lines_of, to_refine
from .coach import settled as coach_settled
from .estimate import Estimate

CHUNK = 96  # worlds per task: about 15 ms of one core at the start of a deal
BLOCK = 16  # chunks that play the same moves; block b's are chosen after block b - 2
MAX_WORLDS = 400_000  # a close call late in a deal gets about 100,000 in 3 s: it may use them all
CLICK_WAIT = 0.1  # seconds a click may wait for the first chunk (about 15 ms) before the coach values it itself
IDLE_SECONDS = 120  # a position nobody asks about for this long is dropped
MAX_LOSSES = 3  # times a chunk may die with its worker before its position is given up (it may be what kills it)
PR_SET_PDEATHSIG = 1  # prctl(2): the signal a process gets when the thread that started it ends
ORPHAN_CHECK = 1.0  # seconds between a worker's looks at whether its server is still its parent

log = logging.getLogger("brisca.thinker")


def _start_worker(server: int) -> None:
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


def population(view: View) -> int | None:
    """How many worlds the view allows when the thinker may look at every one (at most
    ``MAX_WORLDS``: they are then dealt without replacement) and they are not solved exactly
    anyway; ``None`` otherwise. (Dealing by number costs a little more per world than
    shuffling, which pays only when a good share of the worlds is looked at.)"""
    return None if solvable(view) else Worlds(view).population(MAX_WORLDS)


def chunk_values(view: View, seed: int, index: int, worlds: int, moves: tuple, played: tuple | None = None) -> Estimate:
    """One chunk: ``worlds`` worlds for ``moves`` (of which only ``played``, if given, are
    played out), as sums (run in a worker process). The worlds depend on ``index`` only: the
    ``index``-th slice of the shuffled order of all of them when there are few enough, else
    sampled."""
    chosen = moves if played is None else played
    rng = random.Random(seed * 1_000_003 + index)
    size = population(view)
    if size is None:
        return Estimate.of(evaluate(view, rng, worlds, chosen), moves)
    dealt = Worlds(view).shuffled(seed, index * worlds, worlds)
    return Estimate.of(evaluate(view, rng, worlds, chosen, dealt=dealt), moves, size)


def chunks_for(view: View) -> int:
    """How many chunks a position may get: one when solved exactly or with one move, enough
    to see every world once when they are few, else ``MAX_WORLDS`` worth."""
    if solvable(view) or len(view.legal) < 2:
        return 1
    return -(-(population(view) or MAX_WORLDS) // CHUNK)


@dataclass
class Position:
    """One position being thought about."""

    view: View
    seed: int
    moves: tuple
    chunks: int  # the most chunks it may get
    refine: Callable[[Estimate], Iterable[int]] | None = None  # the indexes of the moves still worth playing
    blocks: dict[int, tuple] = field(default_factory=dict)  # block -> the moves its chunks play
    done: dict[int, Estimate] = field(default_factory=dict)  # chunks back out of order
    joined: Estimate | None = None  # the chunks back in a row from the first
    next_index: int = 0  # the chunk ``joined`` waits for
    submitted: int = 0  # the chunks from 0 handed to the pool at least once
    running: int = 0
    retry: set[int] = field(default_factory=set)  # chunks lost with a dead worker, to hand out again
    losses: dict[int, int] = field(default_factory=dict)  # chunk -> how many times it was lost
    finished: bool = False
    paused: bool = False  # not thought about now, its values kept: the learner may come back to it
    touched: float = field(default_factory=time.monotonic)

    def add(self, index: int, chunk: Estimate) -> None:
        self.done[index] = chunk
        while self.next_index in self.done:
            chunk = self.done.pop(self.next_index)
            self.joined = chunk if self.joined is None else self.joined + chunk
            self.next_index += 1
            if self.next_index % BLOCK == 0:  # the moves of the block after next
                chosen = self.refine(self.joined) if self.refine else range(len(self.moves))
                self.blocks[self.next_index // BLOCK + 1] = tuple(self.moves[i] for i in chosen)

    def played(self, index: int) -> tuple | None:
        """The moves chunk ``index`` plays (``None`` until they are chosen)."""
        block = index // BLOCK
        return self.moves if block < 2 else self.blocks.get(block)

    def ready(self) -> bool:
        """Whether it has a chunk to hand out: a lost one, or a new one whose moves are chosen."""
        fresh = self.submitted < self.chunks and self.played(self.submitted) is not None
        return not self.finished and not self.paused and (bool(self.retry) or fresh)

    def take(self) -> int:
        """The chunk to hand out next: a lost one first, as ``joined`` waits for it."""
        if self.retry:
            index = min(self.retry)
            self.retry.remove(index)
        else:
            index = self.submitted
            self.submitted += 1
        self.running += 1
        return index


class Thinker:
    """Background valuation of positions, keyed by anything hashable (a game and a move number)."""

    def __init__(self, workers: int | None = None, settled=coach_settled, refine=to_refine, work=chunk_values):
        self.workers = workers or os.cpu_count() or 1
        self.settled = settled  # values -> bool: precise enough to stop
        self.refine = refine  # values -> the indexes of the moves worth more worlds
        self.work = work  # what a worker runs for a chunk (``chunk_values``; a test's stand-in may fail)
        self._positions: dict[object, Position] = {}
        self._lock = threading.Condition()
        self._pool: ProcessPoolExecutor | None = None
        self._thread: threading.Thread | None = None

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

    def close(self, wait: bool = False) -> None:
        """Stops thinking; ``wait`` for the workers to exit (a command that ends after)."""
        with self._lock:
            self._positions.clear()
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
                                   initializer=_start_worker, initargs=(os.getpid(),))

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
        open_ = [(k, p) for k, p in self._positions.items() if p.ready()]
        return min(open_, key=lambda kp: (not kp[1].retry, kp[1].submitted), default=None)

    def _task(self) -> tuple | None:
        """Waits for a chunk to hand out: (pool, key, position, index, the worker's arguments),
        ``None`` once this thread is no longer the scheduler (closed)."""
        with self._lock:
            while self._thread is threading.current_thread():
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

    def _submit(self, pool: ProcessPoolExecutor, key, position: Position, index: int, args: tuple) -> bool:
        """Hands a chunk to the pool (not under the lock: the pool's own threads call back into
        ``_collect``, which takes it); ``False`` when the pool is shut down: the thinker stops."""
        try:
            future = pool.submit(self.work, *args)
        except BrokenProcessPool:  # a worker died since the last chunk: the chunk goes again
            with self._lock:
                position.running -= 1
                position.retry.add(index)
                self._heal(pool)
            return True
        except RuntimeError:  # shut down under the scheduler: closed meanwhile, or a server's stop
            with self._lock:
                position.running -= 1
                closed = self._thread is not threading.current_thread()
            if not closed:
                self._outlive_the_interpreter()
            return False
        future.add_done_callback(functools.partial(self._collect, key, index, position, pool))
        return True

    @staticmethod
    def _outlive_the_interpreter() -> None:
        """Nobody closed the thinker, so its pool was shut down by the interpreter exiting, whose
        handler in concurrent.futures lets the workers finish their chunks. This thread (a
        daemon) then waits for the end of the process, holding on to the pool: ended, it would
        kill the workers, and its letting go of the pool while the interpreter finalizes would
        leave the resource tracker believing a semaphore leaked."""
        log.debug("the interpreter is exiting: the coach stops thinking")
        threading.Event().wait()

    def _collect(self, key, index: int, position: Position, pool: ProcessPoolExecutor, future: Future) -> None:
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
