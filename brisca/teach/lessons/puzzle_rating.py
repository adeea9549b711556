"""Ratings of learners and puzzles, as chess sites rate puzzles: each try is a game between
the learner and the puzzle, won by the learner when the puzzle is solved without a wrong move,
and both ratings move by Glicko-2 (the ``glicko2`` library, not a second copy of its sums).
A puzzle's rating starts from its difficulty (``puzzles.START_RATINGS``); the next puzzle is
one not yet tried whose rating is nearest the learner's.

>>> learner, puzzle = try_result(Rating(), Rating(1500.0), solved=True)
>>> learner.rating > 1500 > puzzle.rating
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import glicko2


@dataclass(frozen=True, slots=True)
class Rating:
    rating: float = 1500.0
    rd: float = 350.0  # the rating's deviation: how unsure it still is
    vol: float = 0.06


def _updated(me: Rating, other: Rating, score: float) -> Rating:
    player = glicko2.Player(me.rating, me.rd, me.vol)
    player.update_player([other.rating], [other.rd], [score])
    return Rating(player.getRating(), player.getRd(), player.vol)


def try_result(learner: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both ratings after one try, each moved against the other's rating before it."""
    score = 1.0 if solved else 0.0
    return _updated(learner, puzzle, score), _updated(puzzle, learner, 1.0 - score)


def next_puzzle(ratings: dict[str, float], learner: float, tried, rng: random.Random) -> str | None:
    """A puzzle not in ``tried`` among the few whose ratings are nearest ``learner``'s (chosen at
    random among the nearest five, so two learners of one rating do not all get the same one);
    once every puzzle was tried, the nearest of all."""
    pool = [pid for pid in ratings if pid not in tried] or list(ratings)
    if not pool:
        return None
    near = sorted(pool, key=lambda pid: (abs(ratings[pid] - learner), pid))[:5]
    return rng.choice(near)
