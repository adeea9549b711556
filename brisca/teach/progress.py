"""A learner's progress: their finished practice games, oldest first, each with the figures
of its review (``brisca.teach.review.summary``) and the table it was played at, so a chart can
follow the points lost per decision and the share of best or good decisions over time, one
line per table."""

from __future__ import annotations

from dataclasses import dataclass

from . import storage
from .decision import PracticeError
from .practice import Game
from .review import ending, summary


@dataclass(frozen=True)
class PlayedGame:
    """One finished game as the progress list shows it."""

    id: str
    started: float  # seconds since the epoch
    rules: str  # the preset's name
    players: int
    teams: bool
    level: str
    result: str  # the learner's: "won", "lost", "tie" or "resigned"
    decisions: int
    mean_lost: float | None  # None: a game without the coach
    good_share: float | None
    branch: bool  # tried from another game's decision

    @property
    def table(self) -> tuple[int, bool]:
        """The table it was played at: how many players, and whether in pairs or teams."""
        return self.players, self.teams


def _result(game: Game) -> str:
    end = ending(game)
    if end.outcome == "resigned":
        return "resigned"
    if end.winner is None:
        return "tie"
    return "won" if end.winner == game.record.rules.side_of(game.learner) else "lost"


def played_game(game: Game, started: float) -> PlayedGame:
    rules = game.record.rules
    s = summary(game.decisions)
    return PlayedGame(game.id, started, game.settings.rules, rules.players, rules.teams, game.settings.level,
                      _result(game), s.decisions if s else 0, s.mean_lost if s else None,
                      s.good_share if s else None, game.origin is not None)


def finished_games(learner: str) -> list[PlayedGame]:
    """The learner's finished games, oldest first; a game still in play or that cannot be
    read is left out."""
    out = []
    for game_id, data, version, started in storage.games_of(learner):
        try:
            game = Game.from_json(game_id, data, version)
        except PracticeError:
            continue
        if game.over:
            out.append(played_game(game, started))
    return out
