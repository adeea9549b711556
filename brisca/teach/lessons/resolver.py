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

from brisca.core.cards import SUITS, Card, CardError, deck_cards, parse_card
from brisca.core.outside import InputError, whole_number
from brisca.core.rules import PRESETS, Rules
from brisca.core.trick import CardEffect, TrickResult, outcomes, resolve_trick
from brisca.teach.table.board import card_data
from brisca.text import seat_label, suit_name, t

TABLES: dict[str, Rules] = {
    "2": Rules(),
    "3-39": Rules(players=3, deck=39),
    "3-36": Rules(players=3, deck=36),
    "4": Rules(players=4, teams=True),  # five players' tricks too: one rests, four play (its label says so)
    "5": PRESETS["003-chiamata"],  # Briscola chiamata: five play, each on its own until the call shows the sides
    "6": Rules(players=6, teams=True, deck=36),
}
DEFAULT_TABLE = "2"
DEFAULT_TRUMP = "O"


@dataclass(frozen=True)
class SetupProblem:
    """Something wrong in a shared URL: a code for the text module and its facts."""

    code: str
    facts: dict


@dataclass(frozen=True)
class Setup:
    table: str = DEFAULT_TABLE
    trump: str = DEFAULT_TRUMP  # the trump suit
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
        turned_up = self.turned_up if self.turned_up in deck and not rules.called else None
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
    rules = TABLES[table]
    n = rules.players
    if rules.called:  # chiamata turns nothing up: the trump is the called card's suit
        return Setup(table, rng.choice(SUITS), None, rng.randrange(n), tuple(deck[:n]))
    turned = deck.pop()
    return Setup(table, turned.suit, turned, rng.randrange(n), tuple(deck[:n]))


def to_params(setup: Setup) -> dict[str, str]:
    params = {"table": setup.table,
              "trump": setup.turned_up.code if setup.turned_up else setup.trump,
              "leader": str(setup.leader)}
    if setup.cards:
        params["cards"] = ",".join(c.code for c in setup.cards)
    return params


def setup_key(setup: Setup) -> str:
    """The setup as one string (its URL's parameters): what a click on it was made for."""
    return "&".join(f"{k}={v}" for k, v in sorted(to_params(setup).items()))


MAX_ENTRIES = 2 * max(r.players for r in TABLES.values())  # entries of ``cards`` read at most


def read_setup(params) -> tuple[Setup, list[SetupProblem]]:
    """The setup a URL describes, and what was wrong with it. Every part the URL gives right
    is kept (the table, the trump, the leader, each card that fits); a wrong one is dropped,
    the default taking its place, and said as a problem whose facts are the engine's (a
    table, a card by name, a place in the list), never the URL's text."""
    get = params.get
    problems: list[SetupProblem] = []

    def problem(code: str, **facts) -> None:
        problems.append(SetupProblem(code, facts))

    table = str(get("table") or DEFAULT_TABLE)
    if table not in TABLES:
        table = DEFAULT_TABLE
        problem("bad_table", players=TABLES[table].players, deck=TABLES[table].deck)
    rules = TABLES[table]
    deck = deck_cards(rules)
    trump, turned_up = DEFAULT_TRUMP, None
    trump_text = str(get("trump") or trump)
    if trump_text in SUITS:
        trump = trump_text
    else:
        try:
            card = parse_card(trump_text)
        except CardError:
            problem("bad_trump", suit=trump)
        else:
            trump = card.suit  # its suit is right even when the card is not in this deck
            if rules.called:  # no card is turned up at this table: its suit is kept
                problem("no_turned_up", card=card, suit=trump)
            elif card in deck:
                turned_up = card
            else:
                problem("trump_not_in_deck", card=card, deck=rules.deck, suit=trump)
    try:
        leader = whole_number(get("leader") or "0", 0, rules.players - 1, "leader")
    except InputError:
        problem("bad_leader", players=rules.players)
        leader = 0
    entries = [code for code in str(get("cards") or "").split(",") if code]
    if len(entries) > MAX_ENTRIES:  # no parsing a thousand fake cards: the first ones are read
        problem("too_many_cards", players=rules.players)
    cards: list[Card] = []
    not_cards: list[int] = []  # places in the list, from 1
    dropped: dict[str, dict[Card, None]] = {"outside": {}, "turned_up": {}, "repeated": {}}  # sets in order
    for place, code in enumerate(entries[:MAX_ENTRIES], start=1):
        try:
            card = parse_card(code)
        except CardError:
            not_cards.append(place)
            continue
        why = ("outside" if card not in deck else "turned_up" if card is turned_up
               else "repeated" if card in cards else None)
        if why:
            dropped[why][card] = None
        else:
            cards.append(card)
    if not_cards:
        problem("bad_card", count=len(not_cards), places=not_cards)
    if dropped["outside"]:
        problem("card_not_in_deck", count=len(dropped["outside"]), dropped=list(dropped["outside"]), deck=rules.deck)
    if dropped["turned_up"]:
        problem("turned_up_in_trick", card=turned_up)
    if dropped["repeated"]:
        problem("repeated_card", count=len(dropped["repeated"]), dropped=list(dropped["repeated"]))
    if len(cards) > rules.players and len(entries) <= MAX_ENTRIES:
        problem("too_many_cards", players=rules.players)
    return Setup(table, trump, turned_up, leader, tuple(cards[:rules.players])), problems


@dataclass(frozen=True)
class Analysis:
    setup: Setup
    result: TrickResult | None  # None while no card is down
    winning_seat: int | None
    next_seat: int | None  # None once the trick is complete
    takes: tuple[CardEffect, ...]  # for the next seat: cards that would be winning
    loses: tuple[CardEffect, ...]
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
