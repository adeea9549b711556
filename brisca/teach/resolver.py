"""The trick resolver's model: a table, a trump, a leader and the cards played so far, read
from and written to a URL, and analysed by the engine (who wins and why, and for the next
seat, which cards would take the lead and which would not).

>>> setup, problems = read_setup({"table": "2", "trump": "E", "leader": "0", "cards": "1O,2E"})
>>> problems, analyse(setup).result.card.code
([], '2E')
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..core.cards import SUITS, Card, CardError, parse_card
from ..core.outside import InputError, whole_number
from ..core.rules import Rules, deck_cards
from ..core.trick import Outcome, TrickResult, outcomes, resolve_trick
from ..text import seat_label, suit_name, t
from .board import card_data

TABLES: dict[str, Rules] = {
    "2": Rules(),
    "3-39": Rules(players=3, deck=39),
    "3-36": Rules(players=3, deck=36),
    "4": Rules(players=4, teams=True),
    "6": Rules(players=6, teams=True, deck=36),
}
DEFAULT_TABLE = "2"


@dataclass(frozen=True)
class SetupProblem:
    """Something wrong in a shared URL: a code for the text module and its facts."""

    code: str
    facts: dict


@dataclass(frozen=True)
class Setup:
    table: str = DEFAULT_TABLE
    trump: str = "O"  # the trump suit
    turned_up: Card | None = None  # the turned-up card, when the trump is given that way
    leader: int = 0
    cards: tuple[Card, ...] = ()  # in play order from the leader

    @property
    def rules(self) -> Rules:
        return TABLES[self.table]

    @property
    def players(self) -> int:
        return self.rules.players

    def seat_of(self, position: int) -> int:
        return (self.leader + position) % self.players

    @property
    def complete(self) -> bool:
        return len(self.cards) == self.players

    def available(self) -> tuple[Card, ...]:
        """The table's cards that are still free to play (not played, not turned up)."""
        used = set(self.cards) | ({self.turned_up} if self.turned_up else set())
        return tuple(c for c in deck_cards(self.rules) if c not in used)

    def with_card(self, position: int, card: Card) -> Setup:
        """The trick with ``card`` at ``position`` (replacing one there, or played next)."""
        if card not in self.available() or not 0 <= position <= min(len(self.cards), self.players - 1):
            return self
        cards = list(self.cards)
        if position < len(cards):
            cards[position] = card
        else:
            cards.append(card)
        return replace(self, cards=tuple(cards))

    def at_table(self, table: str) -> Setup:
        """The same trick at another table: cards outside its deck or beyond its seats are dropped."""
        rules = TABLES[table]
        deck = set(deck_cards(rules))
        turned_up = self.turned_up if self.turned_up in deck else None
        cards = tuple(c for c in self.cards if c in deck)[:rules.players]
        leader = self.leader if self.leader < rules.players else 0
        return Setup(table, self.trump, turned_up, leader, cards)

    def without_from(self, position: int) -> Setup:
        return replace(self, cards=self.cards[:position])


def random_setup(rng: random.Random, table: str | None = None) -> Setup:
    """A random full trick at a random (or the given) table, with a turned-up card."""
    table = table if table in TABLES else rng.choice(sorted(TABLES))
    deck = list(deck_cards(TABLES[table]))
    rng.shuffle(deck)
    n = TABLES[table].players
    turned = deck.pop()
    return Setup(table, turned.suit, turned, rng.randrange(n), tuple(deck[:n]))


def to_params(setup: Setup) -> dict[str, str]:
    params = {"table": setup.table,
              "trump": setup.turned_up.code if setup.turned_up else setup.trump,
              "leader": str(setup.leader)}
    if setup.cards:
        params["cards"] = ",".join(c.code for c in setup.cards)
    return params


def _table_card(text: str, rules: Rules, bad_code: str) -> Card | SetupProblem:
    """A card of this table's deck, or the problem with the text."""
    try:
        card = parse_card(text)
    except CardError:
        return SetupProblem(bad_code, {})
    if card not in deck_cards(rules):
        return SetupProblem("card_not_in_deck", {"card": card, "deck": rules.deck})
    return card


def setup_key(setup: Setup) -> str:
    """The setup as one string (its URL's parameters): what a click on it was made for."""
    return "&".join(f"{k}={v}" for k, v in sorted(to_params(setup).items()))


def read_setup(params) -> tuple[Setup, list[SetupProblem]]:
    """The setup a URL describes, or an empty one and what was wrong with the URL."""
    get = params.get

    def bad(problem: SetupProblem | str, **facts) -> tuple[Setup, list[SetupProblem]]:
        """An empty setup and the problem; its facts are the engine's, never the URL's text."""
        if isinstance(problem, str):
            problem = SetupProblem(problem, facts)
        return Setup(), [problem]

    table = get("table") or DEFAULT_TABLE
    if table not in TABLES:
        return bad("bad_table")
    rules = TABLES[table]
    trump_text = str(get("trump") or "O")
    turned_up = None
    if trump_text in SUITS:
        trump = trump_text
    else:
        turned_up = _table_card(trump_text, rules, "bad_trump")
        if isinstance(turned_up, SetupProblem):
            return bad(turned_up)
        trump = turned_up.suit
    try:
        leader = whole_number(get("leader") or "0", 0, rules.players - 1, "leader")
    except InputError:
        return bad("bad_leader", players=rules.players)
    cards: list[Card] = []
    codes = str(get("cards") or "").split(",")
    if len(codes) > 2 * max(r.players for r in TABLES.values()):  # no parsing a thousand fake cards
        return bad("too_many_cards", count=len(codes), players=rules.players)
    for code in filter(None, codes):
        card = _table_card(code, rules, "bad_card")
        if isinstance(card, SetupProblem):
            return bad(card)
        if card in cards or card is turned_up:
            return bad("repeated_card", card=card)
        cards.append(card)
    if len(cards) > rules.players:
        return bad("too_many_cards", count=len(cards), players=rules.players)
    return Setup(table, trump, turned_up, leader, tuple(cards)), []


@dataclass(frozen=True)
class Analysis:
    setup: Setup
    result: TrickResult | None  # None while no card is down
    winning_seat: int | None
    next_seat: int | None  # None once the trick is complete
    takes: tuple[Outcome, ...]  # for the next seat: cards that would be winning
    loses: tuple[Outcome, ...]
    partner_winning: bool = False  # the next seat's partner holds the trick so far


def analyse(setup: Setup) -> Analysis:
    result = resolve_trick(setup.cards, setup.trump) if setup.cards else None
    seat = setup.seat_of(result.position) if result else None
    if setup.complete:
        return Analysis(setup, result, seat, None, (), ())
    options = outcomes(setup.cards, setup.available(), setup.trump)
    takes = tuple(sorted((o for o in options if o.takes_lead), key=lambda o: (-o.points, o.card.index)))
    loses = tuple(o for o in options if not o.takes_lead)
    next_seat = setup.seat_of(len(setup.cards))
    rules = setup.rules
    partner = seat is not None and rules.teams and rules.side_of(next_seat) == rules.side_of(seat)
    return Analysis(setup, result, seat, next_seat, takes, loses, partner)


def trick_board_data(setup, analysis, lang: str, target: int | None = None) -> dict:
    """The resolver's trick on the table: every seat, every position of the trick (the one
    to fill next, or ``target``, marked) and the card winning so far."""
    rules = setup.rules
    n = setup.players
    winning = analysis.winning_seat
    chosen = len(setup.cards) if target is None else target

    def label(seat: int) -> str:
        name = seat_label(seat, lang)
        return f"{name} · {t('team-name', lang, n=rules.side_of(seat) + 1)}" if rules.teams else name

    seats = [{"seat": seat, "name": label(seat), "label": label(seat), "you": False,
              "team": rules.side_of(seat) if rules.teams else None, "partner": False, "cards": 0, "known": [],
              "pile": "", "to_move": seat == analysis.next_seat} for seat in range(n)]
    slots = []
    for position in range(min(n, len(setup.cards) + 1)):
        seat = setup.seat_of(position)
        card = setup.cards[position] if position < len(setup.cards) else None
        slots.append({"position": position, "seat": seat, "label": f"{position + 1}. {label(seat)}",
                      "card": card_data(card, lang) if card is not None else None,
                      "target": position == chosen, "winning": card is not None and seat == winning})
    turned = setup.turned_up
    return {
        "seat": None, "players": n, "seats": seats, "trick": [], "slots": slots, "winning_seat": winning,
        "last_trick": None, "hand": [], "actions": [], "controls": [], "pause": False,
        "turned_up": card_data(turned, lang) if turned is not None else None,
        "trump": t("board-trump", lang, suit=suit_name(setup.trump if setup.trump in SUITS else "O", lang)),
        "stock": None, "unseen": None, "version": setup_key(setup),
        "labels": {"back": t("card-back", lang), "wins": t("board-wins", lang), "pick": t("resolver-pick_here", lang),
                   "change": t("resolver-change", lang), "remove": t("resolver-remove", lang),
                   "hand": t("board-hand", lang)},
    }
