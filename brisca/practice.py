"""A practice game: the learner (seat 0) against a bot (seat 1), with the coach's verdicts.

Pure data and functions; ``brisca.ui.practice_view`` draws it and ``brisca.storage``
keeps it. Every action carries the move number it was made for, so a stale click (two
quick clicks, an old tab) changes nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from functools import cached_property

from .bots import make_bot
from .bots.basic import HeuristicBot
from .cards import ALL_CARDS, Card
from .coach import Verdict, evaluate_moves, explain, judge
from .errors import BriscaError
from .record import GameRecord, RecordError, deal, move_from_json, move_to_json
from .rules import PRESET_LIST
from .state import OVER, Exchange, Skip, current_player, step
from .trick import Reason
from .view import View, observe

LEARNER, BOT = 0, 1
LEVELS = ("easy", "normal", "hard")
PRESETS = tuple(p.name for p in PRESET_LIST if p.rules.players == 2 and p.rules.trump_visible)
EASY_NOISE = 0.35


class PracticeError(BriscaError):
    """Settings or a saved game that cannot be played."""

    family = "practice"


@dataclass(frozen=True)
class Settings:
    level: str = "normal"
    rules: str = "000"
    coaching: bool = True
    counting: bool = True
    deal: int | None = None

    def __post_init__(self) -> None:
        if self.level not in LEVELS or self.rules not in PRESETS:
            raise PracticeError("bad_settings")
        if self.deal is not None and (type(self.deal) is not int or not 0 <= self.deal < 10**9):
            raise PracticeError("bad_deal")

    def to_json(self) -> dict:
        return {"level": self.level, "rules": self.rules, "coaching": self.coaching, "counting": self.counting,
                "deal": self.deal}


def facts_to_json(value: object) -> object:
    if isinstance(value, Card):
        return {"$card": value.code}
    if isinstance(value, (Exchange, Skip)):
        return {"$move": move_to_json(value)}
    if isinstance(value, Reason):
        return {"$reason": value.code, "facts": facts_to_json(value.facts)}
    if isinstance(value, dict):
        return {k: facts_to_json(v) for k, v in value.items()}
    return value


def facts_from_json(value: object) -> object:
    if isinstance(value, dict):
        if set(value) == {"$card"}:
            return ALL_CARDS[value["$card"]]
        if set(value) == {"$move"}:
            return move_from_json(value["$move"])
        if "$reason" in value:
            return Reason(value["$reason"], facts_from_json(value["facts"]))
        return {k: facts_from_json(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Decision(Verdict):
    """One decision of the learner (move number ``ply``), as the coach judged it."""

    ply: int = 0

    def to_json(self) -> dict:
        return {"ply": self.ply, "move": move_to_json(self.move), "best": move_to_json(self.best),
                "points_lost": self.points_lost, "win_lost": self.win_lost, "label": self.label,
                "uncertain": self.uncertain, "reasons": [facts_to_json(r) for r in self.reasons]}

    @staticmethod
    def from_json(data: dict) -> Decision:
        return Decision(move_from_json(data["move"]), move_from_json(data["best"]), float(data["points_lost"]),
                        float(data["win_lost"]), data["label"], bool(data["uncertain"]),
                        tuple(facts_from_json(r) for r in data["reasons"]), data["ply"])

    @staticmethod
    def of(ply: int, verdict: Verdict) -> Decision:
        return Decision(**{f.name: getattr(verdict, f.name) for f in fields(Verdict)}, ply=ply)


@dataclass(frozen=True)
class Game:
    id: str
    settings: Settings
    record: GameRecord
    decisions: tuple[Decision, ...] = ()
    seen_tricks: int = 0  # completed tricks the learner has moved on from
    hints: int = 0
    seed: int = 0

    @cached_property
    def states(self) -> list:
        """The state before the first move and after every move (replayed once per game object)."""
        return self.record.states()

    @property
    def state(self):
        return self.states[-1]

    @property
    def ply(self) -> int:
        return len(self.record.moves)

    @cached_property
    def view(self) -> View:
        """The learner's view of the current state (the page reads it several times a run)."""
        return observe(self.state, LEARNER)

    @property
    def over(self) -> bool:
        return self.state.phase is OVER

    @property
    def trick_pending(self) -> bool:
        """A completed trick is still on show until the learner goes on."""
        return len(self.state.tricks) > self.seen_tricks

    def to_json(self) -> dict:
        return {"settings": self.settings.to_json(), "record": self.record.to_json(),
                "decisions": [d.to_json() for d in self.decisions], "seen_tricks": self.seen_tricks,
                "hints": self.hints, "seed": self.seed}

    @staticmethod
    def from_json(game_id: str, data: dict) -> Game:
        try:
            settings = Settings(**data["settings"])
            record = GameRecord.from_json(data["record"])
            decisions = tuple(Decision.from_json(d) for d in data["decisions"])
            return Game(game_id, settings, record, decisions, int(data["seen_tricks"]), int(data["hints"]),
                        int(data["seed"]))
        except (KeyError, TypeError, ValueError, RecordError, PracticeError):
            raise PracticeError("broken_game") from None


def new_game(game_id: str, settings: Settings, rng: random.Random | None = None) -> Game:
    rng = rng or random.SystemRandom()
    number = settings.deal if settings.deal is not None else rng.randrange(10**9)
    settings = replace(settings, deal=number)
    return Game(game_id, settings, deal(settings.rules, number), seed=number)


def _bot(game: Game):
    if game.settings.level == "hard":
        return make_bot("expert", game.seed)
    bot = HeuristicBot(game.seed)
    bot.noise = EASY_NOISE if game.settings.level == "easy" else 0.0
    return bot


def learner_to_move(game: Game) -> bool:
    return not game.over and not game.trick_pending and current_player(game.state) == LEARNER


def play(game: Game, action, expected_ply: int) -> Game:
    """The learner's action; ignored (game unchanged) when made for another move number."""
    if expected_ply != game.ply or not learner_to_move(game):
        return game
    view = game.view
    if action not in view.legal:
        raise PracticeError("illegal_action")
    decisions = game.decisions
    if game.settings.coaching and len(view.legal) > 1:
        decisions += (Decision.of(game.ply, judge(view, action, game.seed)),)
    record = game.record.with_moves(game.record.moves + (action,))
    return replace(game, record=record, decisions=decisions)


def go_on(game: Game, expected_ply: int) -> Game:
    """The learner has seen the finished trick."""
    if expected_ply != game.ply or not game.trick_pending:
        return game
    return replace(game, seen_tricks=len(game.state.tricks))


def bot_step(game: Game) -> Game:
    """One action of the bot, if it is its turn and no finished trick is on show."""
    s = game.state
    if game.over or game.trick_pending or current_player(s) != BOT:
        return game
    action = _bot(game).choose(observe(s, BOT))
    step(s, action)  # an illegal bot action fails here, before it is saved
    return replace(game, record=game.record.with_moves(game.record.moves + (action,)))


def hint(game: Game):
    """The coach's values of every legal move (best first), why the best beats the next one,
    and the game with the hint counted."""
    view = game.view
    values = evaluate_moves(view, game.seed)
    why: tuple[Reason, ...] = ()
    if len(values) > 1:
        why = explain(view, values[1].move, values[0].move, values[0].margin - values[1].margin, game.seed)
    return values, why, replace(game, hints=game.hints + 1)


def drawn_cards(game: Game) -> set[Card]:
    """The learner's cards drawn at the end of the last trick (empty before any trick)."""
    done = len(game.state.tricks)
    if not done:
        return set()
    states = game.states
    k = next(i for i in range(len(states)) if len(states[i].tricks) == done)
    return set(states[k].hands[LEARNER]) - set(states[k - 1].hands[LEARNER])


def last_decision(game: Game) -> Decision | None:
    return game.decisions[-1] if game.decisions and game.decisions[-1].ply == _last_learner_ply(game) else None


def _last_learner_ply(game: Game) -> int | None:
    states = game.states
    for i in range(len(game.record.moves) - 1, -1, -1):
        if current_player(states[i]) == LEARNER:
            return i
    return None
