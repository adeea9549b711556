"""What the coach's thinker hands to its pool: chunks of a position's worlds (``chunk_values``,
run in a worker, and ``Position``, what the thinker knows of one position's chunks) and
errands (``Errand``, a one-off task such as a bot's reply to a move the learner may make).
``brisca.teach.coach.thinker`` schedules them."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from brisca.bots.determinize import Worlds
from brisca.bots.search import solvable
from brisca.core.view import View

from .estimate import Estimate, valued

# Worlds per task: every move of a chunk's worlds is played out in one batch of lanes, whose
# steps cost about as much for a few worlds as for many (numpy's calls), so a chunk is large
# enough for that part to be small: 256 worlds are some 6-9 ms of one core at two, four and six
# seats, 1.0-1.4 times the worlds a second of 96-world chunks (measured on a loaded machine, played
# out by the rule of thumb; where the learned policy plays them, ``000`` and ``000-pairs``, a world
# costs about a third more: 22,800 worlds in the precision benchmark's 2 s against 30,500).
CHUNK = 256
BLOCK = 6  # chunks that play the same moves (some 1,500 worlds); block b's are chosen after block b - 2
MAX_WORLDS = 400_000  # a close call late in a deal gets about 100,000 in 3 s: it may use them all



def warm_up() -> int:
    """Being run: a worker that runs it has started and imported this module (and the look-ahead
    it imports). Its process id, so a test can tell the workers apart."""
    return os.getpid()


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
        return valued(view, rng, worlds, chosen, moves)
    return valued(view, rng, worlds, chosen, moves, Worlds(view).shuffled(seed, index * worlds, worlds), size)


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


@dataclass
class Errand:
    """A one-off task for the pool, run ahead of the chunks: ``work(*args)`` and its result."""

    work: Callable
    args: tuple
    sent: bool = False
    done: bool = False
    result: object = None
    touched: float = field(default_factory=time.monotonic)
