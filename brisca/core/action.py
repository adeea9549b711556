"""One action type for everything a seat can do in a deal, with one text form.

An action is a card played, an exchange (giving the 7 or the 2 of trumps for the turned-up
card), a declined exchange or a partner signal. Its ``code`` is what the record, the card table, the command
line and the look-ahead all write, and ``Action.parse`` reads it back, as ``Card.code`` and
``Card.parse`` do for cards:

* ``"1O"``: play the ace of coins (a play is written as its card's code);
* ``"exchange:7E"``: give the 7 of swords for the turned-up card;
* ``"skip"``: decline the exchange offered to the winner of a trick;
* ``"signal:ace_of_trumps"``: make a sign to one's partners (``brisca.core.signals``);
* ``"pass"``: pass in an auction (whichever auction: it leaves it for good);
* ``"bid:70"``: bid a number of points in an auction;
* ``"rank:3"``: bid a rank under Briscola chiamata (``brisca.core.chiamata``: 1, 3, 12, 11, 10, 7…2);
* ``"call:1O"``: the chiamata auction's winner names the card whose holder is its partner;
* ``"trump:O"``: the winner of Subastada's auction (``brisca.core.subastada``) names coins the trump suit;
* ``"sing:C"``: sing the marriage (king and knight) of cups, under Subastada.

There is one object per action (``Action.play(card)`` looks it up), so actions compare and
hash as cheaply as cards, and they pickle back to the same object.

A ``Move`` is what the look-ahead and the coach weigh as one choice: one action, or a line of
actions a seat takes in one turn (under the rulebook's exchange: exchanging the 7 of trumps and
then playing a card, or playing one without exchanging). Its code joins its actions' codes
with ``+``; a line of one action ends in ``+``:

>>> [Move.parse(code).code for code in ("1O", "exchange:7E+1O", "1O+")]
['1O', 'exchange:7E+1O', '1O+']

>>> from brisca.core.cards import Card
>>> Action.parse("1O") is Action.play(Card.parse("1O"))
True
>>> Action.parse("exchange:7e").code
'exchange:7E'
>>> [a.kind for a in (Action.parse("skip"), Action.parse("as de oros"), Action.parse("signal:no_trumps"))]
['skip', 'play', 'signal']
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CARDS, SUITS, Card, CardError, parse_card
from .errors import BriscaError

PLAY, EXCHANGE, SKIP_KIND, SIGNAL = "play", "exchange", "skip", "signal"
PASS_KIND, BID, RANK, CALL = "pass", "bid", "rank", "call"  # the auctions' actions
TRUMP, SING = "trump", "sing"  # Subastada's: the trump named, a marriage sung
AUCTION_KINDS = (PASS_KIND, BID, RANK, CALL, TRUMP, SING)  # only a table with an auction has these
KINDS = (PLAY, EXCHANGE, SKIP_KIND, SIGNAL, *AUCTION_KINDS)
# the signs a signal action may name: every table's (``brisca.core.signals.SIGNS`` says what each means)
SIGN_CODES = ("ace_of_trumps", "three_of_trumps", "ace_and_three_of_trumps", "king_of_trumps", "knight_of_trumps",
              "jack_of_trumps", "aces_and_threes", "no_trumps", "ask_for_figure")
MAX_BID = 999  # a points bid is three digits at most: each auction says which bids it takes
RANK_BIDS = (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)  # chiamata's rank bids, from the weakest bid on
MAX_CODE = 40  # longer text is no action: a code is at most "exchange:" and a card's name
MAX_LINE = 4  # the most actions a move's text may join (a turn's line has two)


class ActionError(BriscaError):
    """Text that is not an action; ``problem`` says why, ``text`` is what was read."""

    family = "action"

    def __init__(self, text: str, problem: str, **facts: object):
        super().__init__(problem, text=text, **facts)
        self.text = text
        self.problem = problem


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """What a seat does: ``kind`` is ``"play"``, ``"exchange"``, ``"skip"`` or ``"signal"``;
    ``card`` is the card played or given (``None`` for a skip or a signal); ``sign`` the sign
    made (``None`` but for a signal). Made only through ``play``, ``exchange``, ``signal``,
    ``SKIP`` and ``parse``: one object per action, so ``==`` is identity."""

    kind: str
    card: Card | None = None
    sign: str | None = None
    number: int | None = None  # the points of a bid, the rank of a rank bid
    suit: str | None = None  # the suit a trump call names, or whose marriage is sung

    @staticmethod
    def bid(points: int) -> Action:
        return _BIDS[points]

    @staticmethod
    def rank(rank: int) -> Action:
        return _RANKS[rank]

    @staticmethod
    def call(card: Card) -> Action:
        return _CALLS[card]

    @staticmethod
    def trump(suit: str) -> Action:
        return _TRUMPS[suit]

    @staticmethod
    def sing(suit: str) -> Action:
        return _SINGS[suit]

    @staticmethod
    def play(card: Card) -> Action:
        return PLAYS[card]

    @staticmethod
    def exchange(card: Card) -> Action:
        return _EXCHANGES[card]

    @staticmethod
    def signal(sign: str) -> Action:
        return _SIGNALS[sign]

    @property
    def is_play(self) -> bool:
        return self.kind is PLAY

    @property
    def code(self) -> str:
        if self.kind is PLAY:
            return self.card.code
        if self.kind is EXCHANGE:
            return f"exchange:{self.card.code}"
        if self.kind is SIGNAL:
            return f"signal:{self.sign}"
        if self.kind is BID or self.kind is RANK:
            return f"{self.kind}:{self.number}"
        if self.kind is CALL:
            return f"call:{self.card.code}"
        if self.kind is TRUMP or self.kind is SING:
            return f"{self.kind}:{self.suit}"
        return self.kind

    @staticmethod
    def parse(text: object) -> Action:
        """An action from its code (a card may also be named: ``"as de oros"``)."""
        if not isinstance(text, str):
            raise ActionError(repr(text)[:MAX_CODE], "not_text")
        if len(text) > MAX_CODE:
            raise ActionError(text[:MAX_CODE], "too_long")
        folded = text.strip().lower()
        if folded == SKIP_KIND:
            return SKIP
        if folded == PASS_KIND:
            return PASS
        kind, sep, rest = folded.partition(":")
        if kind in (BID, RANK):
            return _auction_number(text, kind, rest.strip())
        if kind in (TRUMP, SING):
            return _suit_action(text, kind, rest.strip())
        try:
            if not sep:
                return PLAYS[parse_card(text)]
            if kind == EXCHANGE:
                card = parse_card(rest)
                if card not in _EXCHANGES:
                    raise ActionError(text, "not_an_exchange_card", card=card)
                return _EXCHANGES[card]
            if kind == SIGNAL:
                if rest.strip() not in _SIGNALS:
                    raise ActionError(text, "unknown_sign")
                return _SIGNALS[rest.strip()]
            if kind == CALL:
                return _CALLS[parse_card(rest)]
        except CardError as e:
            raise ActionError(text, "bad_card", card=e.text, card_problem=e.problem) from None
        raise ActionError(text, "unknown_kind")

    def __reduce__(self):
        return (Action.parse, (self.code,))

    def __repr__(self) -> str:
        return f"Action.parse({self.code!r})"

    def __str__(self) -> str:
        return self.code


PLAYS: tuple[Action, ...] = tuple(Action(PLAY, c) for c in CARDS)
"""The play of each card, by card number: ``PLAYS[card]`` is ``Action.play(card)``."""
_EXCHANGES: dict[Card, Action] = {c: Action(EXCHANGE, c) for c in CARDS if c.rank in (7, 2)}
SKIP = Action(SKIP_KIND)
_SIGNALS: dict[str, Action] = {sign: Action(SIGNAL, sign=sign) for sign in SIGN_CODES}
PASS = Action(PASS_KIND)
_BIDS: dict[int, Action] = {n: Action(BID, number=n) for n in range(1, MAX_BID + 1)}
_RANKS: dict[int, Action] = {r: Action(RANK, number=r) for r in RANK_BIDS}
_CALLS: dict[Card, Action] = {c: Action(CALL, c) for c in CARDS}
_TRUMPS: dict[str, Action] = {suit: Action(TRUMP, suit=suit) for suit in SUITS}
_SINGS: dict[str, Action] = {suit: Action(SING, suit=suit) for suit in SUITS}


@dataclass(frozen=True, slots=True)
class Move:
    """One choice as the look-ahead and the coach weigh it: ``actions`` taken one after the
    other, ``line`` whether they are a line of a turn, said whole ("not exchanging and playing
    the ace", "exchanging the 7 and then playing the ace") rather than as the one action.
    Several actions are always a line; made through ``of``, ``line_of`` and ``parse``."""

    actions: tuple[Action, ...]
    line: bool = False

    @staticmethod
    def of(action: Action) -> Move:
        """The move of one action."""
        return Move((action,))

    @staticmethod
    def line_of(*actions: Action) -> Move:
        """The line of a turn that takes ``actions`` in order."""
        return Move(actions, True)

    @property
    def first(self) -> Action:
        """The decision the move starts with: what the seat does now."""
        return self.actions[0]

    @property
    def card(self) -> Card | None:
        """The card the move ends by playing, if it does."""
        last = self.actions[-1]
        return last.card if last.is_play else None

    @property
    def code(self) -> str:
        codes = "+".join(a.code for a in self.actions)
        return codes + "+" if self.line and len(self.actions) == 1 else codes

    @staticmethod
    def parse(text: object) -> Move:
        """A move from its code, each action's read by ``Action.parse``; ``ActionError`` if it is none."""
        parts = text.split("+", MAX_LINE - 1) if isinstance(text, str) else [text]
        line = len(parts) > 1
        if line and parts[-1] == "" and len(parts) == 2:  # "1O+": a line of one action
            parts.pop()
        return Move(tuple(map(Action.parse, parts)), line)

    def __repr__(self) -> str:
        return f"Move.parse({self.code!r})"


def _auction_number(text: str, kind: str, digits: str) -> Action:
    """``bid:N`` or ``rank:R``: ASCII digits only, a points bid from 1 to ``MAX_BID``, a rank
    one of ``RANK_BIDS`` (which bids are legal is the auction's to say)."""
    table, problem = (_BIDS, "bad_bid") if kind == BID else (_RANKS, "bad_rank")
    # ASCII digits only, no sign, no leading zero: one text per bid
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 3) or digits[0] == "0" \
            or int(digits) not in table:
        raise ActionError(text, problem)
    return table[int(digits)]


def _suit_action(text: str, kind: str, letter: str) -> Action:
    """``trump:O`` or ``sing:C``: a suit's letter, as cards write it."""
    suit = letter.upper()
    if suit not in SUITS:
        raise ActionError(text, "bad_suit")
    return (_TRUMPS if kind == TRUMP else _SINGS)[suit]
