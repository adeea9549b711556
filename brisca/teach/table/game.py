"""A practice game as a value: its settings, the table of seats, the match's deals (the earlier
ones and the one on the table), the learner's decisions, the coach's notes, and where it
branched from, if it did (``Origin``). Its match is one ``MatchGame``: the deals are read off
it, never kept beside it. It is saved as the match's log (``storage``) and a JSON row of the
rest, and checked whole when read: the log folded move by move, the settings, and every
decision down to the sentences it will be shown as, so a damaged row or log is refused on
reading with a message, never a crash while drawing. The game's flow (playing, taking back,
the next deal) is ``brisca.teach.table.flow``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import cached_property

from brisca.core.match import MatchState
from brisca.core.match_log import MatchGame, dealer_of, fold
from brisca.core.outcome import Outcome
from brisca.core.record import GameRecord, RecordError
from brisca.core.rules import PRESET_LIST, Rules, preset, signal_tables
from brisca.core.state import OVER, current_player
from brisca.core.view import View, observe, public_view
from brisca.teach.coach.estimate import MAX_MOVES
from brisca.teach.coach.notes import Note, notes_from_json

from . import storage
from .decisions import Decision, PracticeError
from .seats import LEVELS, TOKEN, Seat, bots_of, people, seats_from_json, seats_to_json

# every table of the sources: Cubierta, five players, Subastada and Briscola chiamata with their auctions
PRACTICE_PRESETS = tuple(p.name for p in PRESET_LIST)
DEAL_LIMIT = 10**9  # deal numbers are 0 to 999,999,999
SETTINGS_WRITTEN = {"level", "rules", "coaching", "counting", "deal"}  # what every saved game's settings hold
# The coach's notes a saved game keeps at most, as JSON: a note is some 350 bytes a position
# (a few hundred over a match), one whose position has many moves up to some 15 KB
NOTES_BYTES = 200_000


@dataclass(frozen=True)
class Settings:
    level: str = "normal"
    rules: str = "000"
    coaching: bool = True
    counting: bool = True
    deal: int | None = None
    signals: str | None = None  # a table of signals (``Rules.signals``) at a table of partners; None: the preset's
    signals_seen: bool = False  # the opponents see the signals too (``Rules.signals_seen``)

    def __post_init__(self) -> None:
        if self.level not in LEVELS or self.rules not in PRACTICE_PRESETS:
            raise PracticeError("bad_settings")
        if self.signals is not None and self.signals not in signal_tables(preset(self.rules)):
            raise PracticeError("bad_settings")
        signals = preset(self.rules).signals if self.signals is None else self.signals
        if type(self.signals_seen) is not bool or self.signals_seen and signals == "none":
            raise PracticeError("bad_settings")
        if type(self.coaching) is not bool or type(self.counting) is not bool:
            raise PracticeError("bad_settings")
        if self.deal is not None and (type(self.deal) is not int or not 0 <= self.deal < DEAL_LIMIT):
            raise PracticeError("bad_deal")

    @property
    def table_rules(self) -> Rules:
        """The rules played: the preset's, with the signals chosen."""
        rules = preset(self.rules)
        signals = rules.signals if self.signals is None else self.signals
        if (signals, self.signals_seen) == (rules.signals, rules.signals_seen):
            return rules
        return replace(rules, signals=signals, signals_seen=self.signals_seen)

    @property
    def rules_arg(self) -> Rules | str:
        """The rules as a deal is made with them: the preset's name unless the signals differ,
        so a record of a preset's table names it."""
        return self.rules if self.table_rules == preset(self.rules) else self.table_rules

    def to_json(self) -> dict:
        data = {"level": self.level, "rules": self.rules, "coaching": self.coaching, "counting": self.counting,
                "deal": self.deal}
        if self.signals is not None:
            data["signals"] = self.signals
        if self.signals_seen:
            data["signals_seen"] = True
        return data


@dataclass(frozen=True)
class Origin:
    """Where a game branched from another: that game's id, the deal of its match (from 0) and
    the move number in that deal it was cut at."""

    game: str
    ply: int
    deal: int = 0

    def to_json(self) -> dict:
        return {"game": self.game, "ply": self.ply, "deal": self.deal}

    @staticmethod
    def from_json(data: object, deals: tuple[GameRecord, ...]) -> Origin:
        """A saved origin, its move inside its deal of ``deals`` (the match's records)."""
        if not isinstance(data, dict) or set(data) != {"game", "ply", "deal"} or not storage.valid_id(data["game"]):
            raise PracticeError("broken_game")
        deal = data["deal"]
        if type(deal) is not int or not 0 <= deal < len(deals):
            raise PracticeError("broken_game")
        if type(data["ply"]) is not int or not 0 <= data["ply"] <= len(deals[deal].moves):
            raise PracticeError("broken_game")
        return Origin(data["game"], data["ply"], deal)


@dataclass(frozen=True)
class Game:
    id: str
    settings: Settings
    match: MatchGame  # the whole match: its deals (the earlier ones, the one on the table), resigned or not
    decisions: tuple[Decision, ...] = ()
    hints: int = 0
    takebacks: int = 0
    seed: int = 0
    version: int = 0  # the stored row's version this game was read as (0: not saved yet)
    notes: dict[str, Note] = field(default_factory=dict, compare=False)  # the coach's, by position
    seats: tuple[Seat, ...] = ()  # who sits where (set by ``new_game``)
    earlier_decisions: tuple[tuple[Decision, ...], ...] = ()  # the learner's decisions in each earlier deal
    origin: Origin | None = None  # the game this one branched from (``from_position``), if any
    resigner: int | None = None  # the person's seat that resigned for its side, if not the learner's
    watch: str | None = None  # a friends' table's onlookers' token (``table.friends``), kept with the game
    viewer: int | None = field(default=None, compare=False)  # the person's seat the texts speak to, if not the first

    @property
    def record(self) -> GameRecord:
        """The deal on the table, as far as it is played."""
        return self.match.deals[-1]

    @property
    def earlier(self) -> tuple[GameRecord, ...]:
        """The match's deals played before the one on the table, in order."""
        return self.match.deals[:-1]

    @property
    def resigned(self) -> bool:
        """Whether the match was given up."""
        return self.match.resigned is not None

    @property
    def match_state(self) -> MatchState:
        """Where the match stands: before this deal while it is played, after it once over."""
        return self.match.match

    @property
    def outcome(self) -> Outcome | None:
        """How the match ended (``None``: it goes on): the one answer to whether it is over and
        who won it, asked by the practice page, the review and the learner's list of games alike."""
        return self.match.outcome()

    @property
    def resigned_side(self) -> int | None:
        """The side that resigned the match, if one did."""
        return self.match.resigned

    @property
    def log(self) -> tuple[str, ...]:
        """The match as its log (``core.match_log``): each deal as dealt and the moves made in it,
        then the resignation, if any (what storage appends to, save by save)."""
        return self.match.log

    @property
    def match_over(self) -> bool:
        """Whether the match is over: won by a side, tied, or resigned."""
        return self.outcome is not None

    @property
    def deal_index(self) -> int:
        """Which deal of the match is on the table, from 0."""
        return len(self.earlier)

    @property
    def match_decisions(self) -> tuple[Decision, ...]:
        """The learner's decisions over the whole match so far, deal after deal."""
        return tuple(d for deal_decisions in (*self.earlier_decisions, self.decisions) for d in deal_decisions)

    def inherited(self, decision: Decision) -> bool:
        """Whether ``decision`` came with the position this game branched from (``origin``): made
        in the game it was cut from, before the move tried again here, not in this one."""
        o = self.origin
        return o is not None and o.deal == self.deal_index and decision.ply < o.ply

    def deal_game(self, index: int) -> Game:
        """The match's deal ``index`` (from 0, up to the one on the table) as a game of its own
        to review: its record, the learner's decisions in it, the deals before it (the coach's
        notes are the match's: each names its deal)."""
        if not 0 <= index <= self.deal_index:
            raise PracticeError("no_such_deal")
        if index == self.deal_index:
            return self
        return replace(self, match=MatchGame.of(self.match.deals[:index + 1]), decisions=self.earlier_decisions[index],
                       earlier_decisions=self.earlier_decisions[:index], origin=None)

    def changed(self, states: list | None = None, **changes) -> Game:
        """``replace(self, **changes)``, keeping the deal's states worked out already: this
        game's when the deal on the table is the same, else ``states`` (those of the new deal,
        stepped on from these by the caller), so a move played does not replay the deal."""
        game = replace(self, **changes)
        if states is None and game.record is self.record and "states" in self.__dict__:
            states = self.__dict__["states"]
        if states is not None:  # what the cached property would compute, already computed
            game.__dict__["states"] = states
        return game

    @property
    def learner(self) -> int:
        """The seat of the practice learner: the first person at the table (or the ``viewer``'s:
        a friends' table shows each person the table as practice shows it to the learner)."""
        return people(self.seats)[0] if self.viewer is None else self.viewer

    @property
    def resigned_seat(self) -> int:
        """The seat whose side resigned (read only once the game is resigned): the first person's
        when none is kept, whichever seat the texts speak to (``viewer``)."""
        return people(self.seats)[0] if self.resigner is None else self.resigner

    def is_person(self, seat: object) -> bool:
        """Whether ``seat`` is a seat of this table where a person sits."""
        return _person(self.seats, seat)

    @property
    def dealer(self) -> int:
        """The table seat that dealt the deal on the table."""
        return dealer_of(self.record)

    @cached_property
    def playing(self) -> tuple[int, ...]:
        """The table seats that play the deal on the table, by their deal seat: every seat in
        order, or at five the four after the one resting (``brisca.core.seating``)."""
        return self.record.rules.seating.playing(self.dealer)

    @property
    def rester(self) -> int | None:
        """The table seat resting this deal (five players), else ``None``."""
        return self.record.rules.seating.resting(self.dealer)

    def deal_seat(self, seat: int) -> int | None:
        """A table seat's seat in the deal on the table (the states' and views' seats), or
        ``None`` while it rests."""
        return self.record.rules.seating.deal_seat(self.dealer, seat)

    def deal_side(self, seat: int) -> int:
        """The side of the deal on the table that table seat ``seat`` scores with: its pair's,
        or while it rests the pair it shares the result with."""
        return self.record.rules.seating.side_of(self.dealer, seat)

    @property
    def resting(self) -> bool:
        """Whether the learner rests this deal: nothing of it to see or play."""
        return self.learner == self.rester

    def to_move(self, seat: int) -> bool:
        """Whether the deal waits for table seat ``seat``."""
        return not self.over and self.deal_seat(seat) == current_player(self.state)

    def view_of(self, seat: int) -> View:
        """What ``seat`` may see now (``brisca.core.view.observe``): its hand, not the others';
        ``PracticeError("seat_resting")`` while it rests, since it sees nothing of the deal."""
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            raise PracticeError("no_such_seat")
        if seat == self.learner:
            return self.view
        mine = self.deal_seat(seat)
        if mine is None:
            raise PracticeError("seat_resting")
        return observe(self.state, mine)

    @property
    def public_view(self) -> View:
        """What an onlooker may see now: only what every seat sees (``brisca.core.view.public_view``)."""
        return public_view(self.state)

    @cached_property
    def bots(self) -> dict:
        """The bots playing the deal on the table, by deal seat."""
        return deal_bots(self.seats, self.seed, self.record)

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
        """The practice learner's view of the current state (``PracticeError("seat_resting")``
        while the learner rests)."""
        mine = self.deal_seat(self.learner)
        if mine is None:
            raise PracticeError("seat_resting")
        return observe(self.state, mine)

    @property
    def over(self) -> bool:
        return self.resigned or self.state.phase is OVER

    @property
    def learner_to_move(self) -> bool:
        return self.to_move(self.learner)

    def to_json(self) -> dict:
        """What the stored row keeps beside the game's log (``log``), which holds its deals."""
        return {"settings": self.settings.to_json(), "decisions": [d.to_json() for d in self.decisions],
                "hints": self.hints, "takebacks": self.takebacks, "seed": self.seed,
                "seats": seats_to_json(self.seats), "notes": saved_notes(self.notes),
                "earlier_decisions": [[d.to_json() for d in ds] for ds in self.earlier_decisions],
                **({"origin": self.origin.to_json()} if self.origin else {}),
                **({"resigner": self.resigner} if self.resigner is not None else {}),
                **({"watch": self.watch} if self.watch is not None else {})}

    @staticmethod
    def from_json(game_id: str, data: object, log: object, version: int = 0) -> Game:
        """A saved game: its row (``to_json``) and its log, folded (``core.match_log.fold``) into
        the match whose deals it plays, checked whole; ``PracticeError("broken_game")`` if anything
        is off."""
        if not isinstance(data, dict):
            raise PracticeError("broken_game")
        try:
            if not SETTINGS_WRITTEN <= set(data["settings"]):
                raise PracticeError("broken_game")
            settings = Settings(**data["settings"])
            match = fold(settings.rules_arg, log)
            if not match.deals:
                raise PracticeError("broken_game")
            *earlier, record = match.deals
            seats = seats_from_json(data["seats"], record.rules.players)
            decisions = tuple(Decision.from_json(d) for d in data["decisions"])
            counts = [data[k] for k in ("hints", "takebacks", "seed")]
            if any(type(c) is not int or not 0 <= c < DEAL_LIMIT * 1000 for c in counts):
                raise PracticeError("broken_game")
            if any(not 0 <= d.ply < len(record.moves) for d in decisions):
                raise PracticeError("broken_game")
            earlier_decisions = _earlier_decisions(data["earlier_decisions"], tuple(earlier))
            origin = Origin.from_json(data["origin"], match.deals) if "origin" in data else None
            resigner = data.get("resigner")
            if resigner is not None and (match.resigned is None or not _person(seats, resigner)):
                raise PracticeError("broken_game")
            watch = data.get("watch")
            if watch is not None and not (isinstance(watch, str) and TOKEN.fullmatch(watch)):
                raise PracticeError("broken_game")
            game = Game(game_id, settings, match, decisions, counts[0], counts[1], counts[2], version,
                        notes_from_json(data["notes"]), seats, earlier_decisions, origin, resigner, watch)
            if game.resigned and record.rules.side_of(game.resigned_seat) != match.resigned:  # not the resigner's
                raise PracticeError("broken_game")
            return game
        except (KeyError, TypeError, ValueError, RecordError, PracticeError):
            raise PracticeError("broken_game") from None


def saved_notes(notes: dict[str, Note]) -> dict:
    """The coach's notes as a saved game keeps them: only those a read takes back (values of at
    most ``estimate.MAX_MOVES`` moves: an auction's position prices a pass and every bid open,
    some 160 under Subastada, 70 under chiamata, and the sums of every pair of them came to
    350 KB a note, which a read then left out), the latest first within ``NOTES_BYTES``. What is
    saved then grows with the positions the coach looked at, a few hundred bytes each. A note
    left out is the coach's to work out again (its own values are the same for the same seed);
    the game itself loses nothing."""
    kept, size = {}, 0
    for key, note in reversed(notes.items()):
        if len(note.values.moves) > MAX_MOVES:
            continue
        data = note.to_json()
        size += len(json.dumps(data)) + len(key) + 6
        if size > NOTES_BYTES:
            break
        kept[key] = data
    return dict(reversed(kept.items()))


def deal_bots(seats: tuple[Seat, ...], seed: int, record: GameRecord) -> dict:
    """The bots of a table (each seeded by its table seat) keyed by their seat in ``record``'s
    deal: at five the one resting has no place in it."""
    bots = bots_of(seats, seed)
    return {i: bots[s] for i, s in enumerate(record.rules.seating.playing(dealer_of(record))) if s in bots}


def _person(seats: tuple[Seat, ...], seat: object) -> bool:
    return type(seat) is int and 0 <= seat < len(seats) and seats[seat].person


def _earlier_decisions(data: object, earlier: tuple[GameRecord, ...]) -> tuple[tuple[Decision, ...], ...]:
    """The decisions of each earlier deal, each inside its deal."""
    if not isinstance(data, list) or len(data) != len(earlier):
        raise PracticeError("broken_game")
    out = []
    for deal_record, saved in zip(earlier, data, strict=True):
        decisions = tuple(Decision.from_json(d) for d in saved)
        if any(not 0 <= d.ply < len(deal_record.moves) for d in decisions):
            raise PracticeError("broken_game")
        out.append(decisions)
    return tuple(out)
