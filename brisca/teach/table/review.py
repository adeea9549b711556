"""The review of a finished practice deal, as data: every step of it (each move, every hand face
up, the stock in order), the coach's verdict on each decision of the learner with the moves it
preferred, and the figures a summary tells.

A step is numbered by the moves played before it (step 0 is the deal, step ``k`` the table
after the ``k``-th move), as the worked examples number theirs, so ``?step=k`` names the same
table on every page. A decision made at move number ``ply`` is told on step ``ply + 1``: the
step that shows the move.

>>> from brisca.teach.table.flow import Settings, new_game, play
>>> game = new_game("a" * 24, Settings(deal=3, coaching=False))
>>> while not game.over:
...     game = play(game, game.view.legal[0])
>>> steps = review_scenes(game)
>>> len(steps) == len(game.record.moves) + 1, steps[-1].state == game.state
(True, True)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from brisca.core.action import Action, Move
from brisca.core.state import GameState, current_player, legal_actions
from brisca.core.view import observe
from brisca.teach.coach.notes import position_key
from brisca.teach.coach.verdicts import LABELS, evaluate_moves, lines_of

from .decisions import Decision
from .flow import Game, load

GOOD_LABELS = ("best", "good")
MAX_PREFERRED = 3  # the coach's preferred moves a step lists, best first


@dataclass(frozen=True)
class ReviewScene:
    """The table after ``index`` moves: its state, the one before it, the move that led to it
    and who made it; the coach's ``decision`` on that move if it was the learner's, and the
    moves (or lines) the coach valued above it, best first."""

    index: int
    state: GameState
    before: GameState | None
    move: Action | None
    mover: int | None
    decision: Decision | None
    preferred: tuple[Move, ...] = ()
    learner_choice: bool = False  # the learner's move, chosen among more than one


def _preferred(game: Game, ply: int, decision: Decision) -> tuple[Move, ...]:
    """The lines the coach ranked above the one played at ``ply`` (by what the table counts, then
    the points), best first, as the hint and the analysis board rank them from the values it kept
    for that position (its labels said there too: ``evaluate_moves``); just the best move, if it
    kept none."""
    if decision.label == "best":
        return ()
    note = game.notes.get(position_key(game.record.moves[:ply], game.deal_index))
    if note is None:
        return (Move.of(decision.best),)
    view = observe(game.states[ply], game.deal_seat(game.learner))
    if set(note.values.moves) != set(lines_of(view)):  # kept for another position: none of its own
        return (Move.of(decision.best),)
    evals = evaluate_moves(view, game.seed, note.values, note.labels, note.sure)
    played = next((e for e in evals if e.move == decision.move), None)
    if played is None:
        return (Move.of(decision.best),)
    lines = tuple(e.line for e in evals[:evals.index(played)])  # ranked by what the table counts, then points
    return lines[:MAX_PREFERRED] or (Move.of(decision.best),)


def best_moves(decision: Decision) -> tuple[Action, ...]:
    """The move or moves the review names best: the coach's best; the learner's own where the
    coach rated it best (both where another looked a little better but the interval, or a
    loss of 0 points, leaves them tied), so a move called the best is never shown another
    best."""
    if decision.label != "best" or decision.best == decision.move:
        return (decision.move,) if decision.label == "best" else (decision.best,)
    return decision.move, decision.best


def review_scenes(game: Game) -> tuple[ReviewScene, ...]:
    """Every step of the deal, from the deal to its last move, the engine's own states."""
    states = game.states
    by_ply, me = {d.ply: d for d in game.decisions}, game.deal_seat(game.learner)
    steps = [ReviewScene(0, states[0], None, None, None, None)]
    for ply, move in enumerate(game.record.moves):
        before = states[ply]
        mover = current_player(before)
        decision = by_ply.get(ply)
        choice = mover == me and len(legal_actions(before)) > 1
        steps.append(ReviewScene(ply + 1, states[ply + 1], before, move, mover, decision,
                                _preferred(game, ply, decision) if decision else (), choice))
    return tuple(steps)


def step_of(decision: Decision) -> int:
    """The step that shows the move a decision was about."""
    return decision.ply + 1


def deal_of(game: Game, decision: Decision) -> int:
    """Which deal of the match (from 0) one of ``game.match_decisions`` was made in."""
    return next(k for k in range(game.deal_index + 1) if any(d is decision for d in game.deal_game(k).decisions))


def branch_trick(game: Game) -> int:
    """The trick (counted from 1) a game tried from another's decision started in: its
    origin's move is inside the origin's deal, which the branch plays too (the same moves up
    to there), whichever deal of its match is on the table now."""
    return len(game.deal_game(game.origin.deal).states[game.origin.ply].tricks) + 1


def origin_deal(game: Game) -> Game:
    """The deal a game tried from another's decision was cut from, as the other game has it
    (``StorageError`` or ``PracticeError`` if that game is gone or cannot be read)."""
    return load(game.origin.game).deal_game(game.origin.deal)


def trick_of(game: Game, decision: Decision) -> int:
    """The trick (counted from 1) a decision was made in: how the points chart counts too."""
    return len(game.states[decision.ply].tricks) + 1


@dataclass(frozen=True)
class Summary:
    """The figures of a deal's decisions: how many, the share that were best or good, the
    mean points lost per decision, the count of each label and the biggest mistake."""

    decisions: int
    good_share: float
    mean_lost: float
    total_lost: float
    counts: dict[str, int]
    worst: Decision | None  # the decision that cost the most of what the table counts, then of points, if any

    @property
    def worst_step(self) -> int | None:
        return step_of(self.worst) if self.worst is not None else None


def summary(decisions: tuple[Decision, ...]) -> Summary | None:
    """The summary of a deal's decisions (``None`` without any: a game without the coach)."""
    if not decisions:
        return None
    counted = Counter(d.label for d in decisions)
    lost = sum(d.points_lost for d in decisions)
    # the costliest by what the table counts (its label says it), then by the points
    worst = max(decisions, key=lambda d: (LABELS.index(d.label), d.points_lost, -d.ply))
    return Summary(len(decisions), sum(counted[label] for label in GOOD_LABELS) / len(decisions),
                   lost / len(decisions), lost, {label: counted[label] for label in LABELS},
                   worst if worst.label not in GOOD_LABELS else None)
