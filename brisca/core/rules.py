"""Every rule variant of the sources as one frozen object, and a named preset per source.

Where a source is ambiguous, the choice made here (and why):

* ``exchange="rulebook"`` (001): any seat may exchange on its own turn, before it plays,
  while more than one drawing round remains (001 forbids it "in the last drawing
  round", so it stops once the next round would hand out the turned-up card). The 7 of
  trumps takes a turned-up card worth points; the 2 of trumps takes a turned-up card
  worth nothing (the source names 7, 6, 5, 4; with the 48-card deck the 8 and 9 are
  worthless too). Both exchanges may happen in one deal.
* ``exchange="after_win"`` (004): right after winning a trick and before drawing, while
  face-down cards remain in the stock. The 7 of trumps takes any turned-up card; the 2
  takes a turned-up card "lower than the 7": we read lower as weaker, so 7, 6, 5 and 4
  (reading it as a smaller number would let the 2 take a 3, worth 10 points, which no
  table plays). Declining is an explicit move.
* ``exchange="seven_after_win"`` (000's regional variant): the same moment as 004's, but
  only the 7 of trumps is exchanged, for any turned-up card; 000 names no 2.
* How many exchanges: one per window: a winner who exchanges then draws, and a seat that
  exchanged on its turn then plays. No source bars taking back a card one put there (004
  lets the 2 take the 7 whoever gave it), so nothing does; every deal still ends, since
  each window needs a trick won or a card played.
* ``deck=39``: one 2 is removed (000). Which one does not change the rules; dealing
  removes the 2 of oros, and a record may remove any single 2.
* ``tie="last_trick"`` with three or more sides: among the tied sides, the one that
  won the latest trick wins.
* ``match="deals"`` for 001 ("an agreed number of games"): we use 004's three.
* ``match="points"`` (003's Rematada): counted trick by trick, the deal stopping at the trick
  that brings a side to the target (``state.match_goal``); otherwise no deal is won or lost,
  so no tie rule applies; a
  60-60 deal adds 60 to each side (``brisca.core.match``).
* ``signals`` (003's table or 004's, with teams only): a seat signals on its turn, before it
  plays its card, each sign at most once per trick, when its table's timing allows
  (``signals.TIMING``). 003 has the signs declared before the deal and used honestly: at its
  table a seat signs only in the first trick, before its first card; 004 says nothing of when,
  so on any turn (its request to play a king, knight or jack needs a trick being played). A
  statement is legal only when true of the hand at that moment; the request, only while a
  partner is still to play in the trick. Once per trick, not per deal: the hand
  changes with every draw, so a sign made again says something of the new hand.
  ``signals_seen``: whether the other side sees them too (at a real table they are made in
  secret, hence ``False`` by default). Signals need the trump
  seen (not Brisca Cubierta): every statement is about trumps.

>>> PRESETS["000"].players, PRESETS["000"].tie
(2, 'draw')
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace

from .cards import DECK_SIZES, Card, deck_cards
from .errors import BriscaError
from .seating import Seating

EXCHANGES = ("none", "rulebook", "after_win", "seven_after_win")
AFTER_WIN = ("after_win", "seven_after_win")  # exchanges made by the winner of a trick, before drawing
TIES = ("draw", "last_trick", "replay", "annul")
FIRST_LEADERS = ("random", "dealer_right")
MATCHES = ("single", "deals", "margin", "points")
LEGACY_VALUES = {("match", "hands"): "deals"}  # records written before the glossary named things
PLAYERS = (2, 3, 4, 5, 6)
RESTS = ("none", "rotate")  # five players: nobody rests, or one seat rests each deal in turn
PARTNERS = ("seats", "called")  # partners fixed by the seats, or called by card (``brisca.core.chiamata``)
CALL_BIDS = ("points_after_two", "ranks")  # chiamata: points bids go on below the 2, or ranks only
CALL_STAKES = ("single", "cappotto")  # chiamata: 2/1/-1 always, or doubled for a side that takes every trick
CALLED_HAND = 8  # chiamata deals the whole deck, eight each to five
PLAYING_WITH_REST = 4  # five people, one resting: the four others play the pairs game
HAND_SIZE = 3
MAX_MATCH_TARGET = 1000  # deals, match points or points: Rematada plays to 101
AUCTIONS = ("none", "points")  # Brisca Subastada: seats bid points for the right to name the trump
SINGS = ("none", "after_win", "before_lead")  # when a marriage may be sung (``brisca.core.subastada``)
SIGNAL_TABLES = ("none", "003", "004")  # partner signals: none, or a source's table (``brisca.core.signals``)
LAST_CARDS = ("hidden", "shown")  # Subastada: the stock's last card lies face down, or face up deciding nothing
MAX_PENALTY = 3  # deals a failed contract may give the other side


class RulesError(BriscaError):
    """A rules object or preset name that cannot be played; ``code`` says which problem."""

    family = "rules"


@dataclass(frozen=True, slots=True)
class Rules:
    players: int = 2
    teams: bool = False
    deck: int = 40
    exchange: str = "none"
    tie: str = "draw"
    first_leader: str = "random"
    trump_visible: bool = True
    match: str = "single"
    match_target: int = 1
    signals: str = "none"
    signals_seen: bool = False
    rest: str = "none"
    partner: str = "seats"
    call_bids: str = "points_after_two"
    call_stakes: str = "single"
    # Brisca Subastada (003): an auction before the play (``brisca.core.subastada`` gives the readings)
    auction: str = "none"
    bid_min: int = 61
    bid_step: int = 1
    penalty: int = 2  # deals a failed contract gives the other side (a contract made, or any deal won, counts 1)
    sing: str = "none"
    last_card: str = "hidden"

    def __post_init__(self) -> None:
        checks = (
            ("players", self.players, PLAYERS), ("deck", self.deck, DECK_SIZES),
            ("exchange", self.exchange, EXCHANGES), ("tie", self.tie, TIES),
            ("first_leader", self.first_leader, FIRST_LEADERS), ("match", self.match, MATCHES),
            ("teams", self.teams, (True, False)), ("trump_visible", self.trump_visible, (True, False)),
            ("signals", self.signals, SIGNAL_TABLES), ("signals_seen", self.signals_seen, (True, False)),
            ("rest", self.rest, RESTS), ("partner", self.partner, PARTNERS),
            ("call_bids", self.call_bids, CALL_BIDS), ("call_stakes", self.call_stakes, CALL_STAKES),
            ("auction", self.auction, AUCTIONS), ("sing", self.sing, SINGS), ("last_card", self.last_card, LAST_CARDS),
        )
        for name, value, allowed in checks:
            if value not in allowed or type(value) is not type(allowed[0]):
                raise RulesError("bad_value", field=name, value=value, allowed=list(allowed))
        if self.called:
            self._check_called()
        elif (self.players == 5) != (self.rest == "rotate"):
            raise RulesError("five_need_rest", players=self.players)
        if self.rest == "rotate" and not self.teams:
            raise RulesError("five_play_in_pairs")
        if self.rest == "rotate" and self.first_leader != "dealer_right":
            raise RulesError("five_need_dealer")  # the dealer is who rests (``brisca.core.seating``)
        if self.rest == "rotate" and self.match == "points":
            raise RulesError("five_not_rematada")  # a deal stopped at a side's target: sides change each deal
        if self.teams and self.players not in (4, 5, 6):
            raise RulesError("teams_need_4_or_6", players=self.players)
        if self.signals != "none" and not self.teams:
            raise RulesError("signals_need_teams", table=self.signals)
        if self.signals != "none" and not self.trump_visible:
            raise RulesError("signals_need_visible_trump", table=self.signals)
        if self.signals_seen and self.signals == "none":
            raise RulesError("signals_seen_needs_signals")
        if self.deck % self.playing:
            raise RulesError("deck_does_not_split", deck=self.deck, players=self.playing)
        if type(self.match_target) is not int or not 1 <= self.match_target <= MAX_MATCH_TARGET:
            raise RulesError("bad_value", field="match_target", value=self.match_target,
                             allowed=f"1–{MAX_MATCH_TARGET}")
        self._check_auction()

    def _check_auction(self) -> None:
        """Subastada's fields: numbers in range, and a table it is played at (two sides, the
        trump named by the auction: no exchange, señas or Cubierta; no Rematada, whose deals
        stop at a target the contract does not know)."""
        for name, value, top in (("bid_min", self.bid_min, self.total_points), ("bid_step", self.bid_step, 20),
                                 ("penalty", self.penalty, MAX_PENALTY)):
            if type(value) is not int or not 1 <= value <= top:
                raise RulesError("bad_value", field=name, value=value, allowed=f"1–{top}")
        if self.auction == "none":
            if self.sing != "none":
                raise RulesError("sing_needs_auction")
            return
        if len(self.sides) != 2 or self.rest != "none":
            raise RulesError("auction_needs_two_sides", players=self.players)
        if (self.exchange != "none" or self.signals != "none" or not self.trump_visible
                or self.match in ("points", "margin")):
            raise RulesError("auction_alone")

    def _check_called(self) -> None:
        """Briscola chiamata is one table: five on their own (partners are called, not seated),
        the whole 40-card deck, nothing turned up (so no exchange, no Cubierta), one deal."""
        plain = (self.players == 5 and self.rest == "none" and not self.teams and self.deck == 40
                 and self.exchange == "none" and self.trump_visible and self.signals == "none"
                 and self.match == "single" and self.first_leader == "dealer_right")
        if not plain:
            raise RulesError("called_needs_five_alone")

    @property
    def called(self) -> bool:
        """Briscola chiamata: an auction, the winner calls a card, its holder is the hidden partner."""
        return self.partner == "called"

    @property
    def bidding(self) -> bool:
        """A deal opens with an auction (Subastada, chiamata) before the first card."""
        return self.called or self.auction != "none"

    @property
    def hand_size(self) -> int:
        """Cards dealt to each seat: three (the stock holds the rest), or the whole deck under chiamata."""
        return CALLED_HAND if self.called else HAND_SIZE

    @property
    def playing(self) -> int:
        """How many seats play each deal: all of them, or four when one rests in turn."""
        return PLAYING_WITH_REST if self.rest == "rotate" else self.players

    @property
    def deal_rules(self) -> Rules:
        """The rules each deal is played by: these, or with a seat resting the four-seat pairs
        game of the same source (the match, not the deal, knows about the fifth person)."""
        return replace(self, players=PLAYING_WITH_REST, rest="none") if self.rest == "rotate" else self

    @property
    def seating(self) -> Seating:
        """Who plays each deal: every seat, or at five the four after the one resting
        (``brisca.core.seating``)."""
        return Seating(self.players, self.rest == "rotate", self.deal_rules.sides)

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The scoring units: the two teams, or one seat each (with a seat resting, partners
        change every deal, so a match counts per person)."""
        if self.rest == "rotate":
            return tuple((s,) for s in range(self.players))
        if self.teams:
            return tuple(tuple(range(t, self.players, 2)) for t in (0, 1))
        return tuple((s,) for s in range(self.players))

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.teams and self.rest == "none" else seat

    @property
    def total_points(self) -> int:
        """The points of the whole deck (120 in every deck the rules allow)."""
        return sum(c.points for c in deck_cards(self))

    @property
    def half_points(self) -> int:
        """Half the deck's points: with two sides, more than this wins."""
        return self.total_points // 2

    def to_json(self) -> dict:
        """Every field, less the signals' when off: a rules object written before signals
        existed reads and writes back the same."""
        data = asdict(self)
        for name in OPTIONAL_FIELDS:
            if data[name] == _DEFAULTS[name]:
                del data[name]
        return data

    @staticmethod
    def from_json(data: object) -> Rules:
        """A preset name or an object of fields (missing fields take their defaults)."""
        if isinstance(data, str):
            return preset(data)
        if not isinstance(data, dict):
            raise RulesError("not_rules", value=repr(data)[:40])
        names = {f.name for f in fields(Rules)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise RulesError("unknown_field", field=unknown[0])
        return Rules(**{k: LEGACY_VALUES.get((k, v), v) if isinstance(v, str) else v for k, v in data.items()})


# left out when off: older records read the same
OPTIONAL_FIELDS = ("signals", "signals_seen", "rest", "partner", "call_bids", "call_stakes",
                   "auction", "bid_min", "bid_step", "penalty", "sing", "last_card")
_DEFAULTS = {f.name: f.default for f in fields(Rules)}


def signal_tables(rules: Rules) -> tuple[str, ...]:
    """The signal tables these rules may be played with: 003's and 004's at a table of
    partners where the trump is seen, else none. Not at five: the pairs change every deal, and
    no source says how signs are agreed then."""
    return SIGNAL_TABLES if rules.teams and rules.trump_visible and not rules.seating.rests else ("none",)


def facts_of(rules: Rules) -> dict[str, int]:
    """The numbers a text about these rules may state, read off the rules object itself."""
    return {"deck": rules.deck, "players": rules.players, "target": rules.match_target,
            "total": rules.total_points, "half": rules.half_points, "bid_min": rules.bid_min,
            "penalty": rules.penalty}


def is_valid_deck(cards: set[Card], rules: Rules) -> bool:
    """Whether a set of cards is a deck for these rules (39 cards: 40 less any single 2)."""
    if rules.deck != 39:
        return cards == set(deck_cards(rules))
    full = set(deck_cards(Rules(players=2)))
    missing = full - cards
    return cards <= full and len(missing) == 1 and next(iter(missing)).rank == 2


SOURCE_FILES = {
    "000": "000_e9a9ca58a69c9e65.txt", "001": "001_b20090157c79278d.txt",
    "003": "003_6cdcf3b1a3c5baa7.txt", "004": "004_afb8a6e7c474bdff.txt",
}
"""The four source documents by code. Learners read them by name (``source-<code>`` in
the text files: the online table, the rulebook, the 2-to-6-players guide, the rules page)."""


@dataclass(frozen=True, slots=True)
class Preset:
    """A named set of rules and the source it follows (a code of ``SOURCE_FILES``)."""

    name: str
    source: str
    rules: Rules

    @property
    def source_file(self) -> str:
        return SOURCE_FILES[self.source]


_ONLINE = Rules()
_001 = Rules(exchange="rulebook", tie="last_trick", first_leader="dealer_right", match="deals",
             match_target=3)
_003 = Rules(tie="replay", first_leader="dealer_right", match="margin", match_target=3)
_SUBASTADA = Rules(first_leader="dealer_right", match="deals", match_target=3, auction="points",
                   sing="after_win")
_004 = Rules(exchange="after_win", tie="annul", first_leader="dealer_right", match="deals", match_target=3)

PRESET_LIST: tuple[Preset, ...] = (
    Preset("000", "000", _ONLINE),
    Preset("000-exchange", "000", replace(_ONLINE, exchange="seven_after_win")),
    Preset("000-three", "000", replace(_ONLINE, players=3, deck=39)),
    Preset("000-pairs", "000", replace(_ONLINE, players=4, teams=True)),
    Preset("001", "001", _001),
    Preset("001-three", "001", replace(_001, players=3, deck=36)),
    Preset("001-pairs", "001", replace(_001, players=4, teams=True)),
    Preset("003", "003", _003),
    Preset("003-five-to-win", "003", replace(_003, match_target=5)),
    Preset("003-pairs", "003", replace(_003, players=4, teams=True)),
    Preset("003-six", "003", replace(_003, players=6, teams=True, deck=36)),
    Preset("003-cubierta", "003", replace(_003, trump_visible=False)),
    Preset("003-rematada", "003", replace(_003, match="points", match_target=101)),
    Preset("004", "004", _004),
    Preset("004-pairs", "004", replace(_004, players=4, teams=True)),
    # five people, one resting each deal in turn: the guide's 003 (``brisca.core.seating``)
    Preset("003-five", "003", replace(_003, players=5, teams=True, rest="rotate")),
    # señas are an option of any table of partners; these two name each source's table
    Preset("003-pairs-signals", "003", replace(_003, players=4, teams=True, signals="003")),
    Preset("004-pairs-signals", "004", replace(_004, players=4, teams=True, signals="004")),
    # Briscola chiamata, named by 003 (``brisca.core.chiamata``): five, a caller and a called partner
    Preset("003-chiamata", "003", Rules(players=5, first_leader="dealer_right", partner="called")),
    # Brisca Subastada: the guide names it in a line; the rest is the app's reading (``core.subastada``)
    Preset("003-subastada", "003", _SUBASTADA),
    Preset("003-subastada-pairs", "003", replace(_SUBASTADA, players=4, teams=True)),
)
PRESET_BY_NAME: dict[str, Preset] = {p.name: p for p in PRESET_LIST}
PRESETS: dict[str, Rules] = {name: p.rules for name, p in PRESET_BY_NAME.items()}


def preset(name: str) -> Rules:
    try:
        return PRESETS[name]
    except KeyError:
        raise RulesError("unknown_preset", name=name, known=list(PRESETS)) from None
