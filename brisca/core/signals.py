"""Partner signals (señas) as data: each table's signs, what each says about the hand, when
one may be made, and what a seat learns from the signals it has seen.

Two sources give tables, and they differ (``content/signals.json`` shows both side by side):
003 (the 2-to-6-players guide) has four signs, all about trumps; 004 (the rules page) has
eight, one of them a request ("Soplar": play a king, knight or jack). A sign is named here by
what it says (``ace_of_trumps``), so the same statement is one code at both tables; its
gesture is the table's (``bite_lip`` at 003, ``raise_eyes`` at 004). The words, gestures and
statements alike, are in ``content/i18n/<lang>/signals.ftl``.

The reading (``brisca.core.rules`` and the README say why): a seat signals on its turn,
before it plays its card, when its table's timing allows (``TIMING``: at 003's table the signs
are declared before the deal starts, so a seat signals only before its first card, of the
hand as dealt; at 004's, on any turn); each sign at most once per seat per trick; a statement only when
it is true of the hand at that moment (003: used honestly); the request only while a partner
is still to play in the trick. A signal does not end the turn, and is no ply (``GameState.ply``
counts plays, exchanges and skips), so a seat that does not see a signal cannot tell that
one was made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import SUITS, Card, card_of, deck_cards

HOLDS, NONE_OF_TRUMPS, ANY_OTHER_SUIT, REQUEST = "holds", "no_trumps", "any_other_suit", "request"


@dataclass(frozen=True, slots=True)
class Sign:
    """What a sign says, as a condition on the hand. ``kind``:

    * ``holds``: the hand holds every trump of ``ranks``;
    * ``no_trumps``: it holds no trump;
    * ``any_other_suit``: it holds at least one card of ``ranks`` in a suit that is not trump;
    * ``request``: nothing about the hand: it asks the partner to play a card of ``ranks``.
    """

    code: str
    kind: str
    ranks: tuple[int, ...] = ()

    @property
    def is_request(self) -> bool:
        return self.kind == REQUEST

    def true_of(self, hand, trump: str) -> bool:
        """Whether the statement is true of ``hand`` (a request is never a statement)."""
        if self.kind == HOLDS:
            return all(card_of(r, trump) in hand for r in self.ranks)
        if self.kind == NONE_OF_TRUMPS:
            return not any(c.suit == trump for c in hand)
        if self.kind == ANY_OTHER_SUIT:
            return any(c.suit != trump and c.rank in self.ranks for c in hand)
        return False

    def cards(self, trump: str) -> frozenset[Card]:
        """The cards the statement is about: the trumps it names, or the cards of which it
        says the hand holds one (of another suit than trump)."""
        if self.kind == HOLDS:
            return frozenset(card_of(r, trump) for r in self.ranks)
        if self.kind == ANY_OTHER_SUIT:
            return frozenset(card_of(r, s) for r in self.ranks for s in SUITS if s != trump)
        return frozenset()


SIGNS: dict[str, Sign] = {s.code: s for s in (
    Sign("ace_of_trumps", HOLDS, (1,)),
    Sign("three_of_trumps", HOLDS, (3,)),
    Sign("ace_and_three_of_trumps", HOLDS, (1, 3)),
    Sign("king_of_trumps", HOLDS, (12,)),
    Sign("knight_of_trumps", HOLDS, (11,)),
    Sign("jack_of_trumps", HOLDS, (10,)),
    Sign("aces_and_threes", ANY_OTHER_SUIT, (1, 3)),
    Sign("no_trumps", NONE_OF_TRUMPS),
    Sign("ask_for_figure", REQUEST, (12, 11, 10)),
)}

TABLES: dict[str, tuple[tuple[str, str], ...]] = {
    # (sign, gesture), in each source's own order
    "003": (("ace_of_trumps", "bite_lip"), ("three_of_trumps", "shrug"), ("ace_and_three_of_trumps", "wink"),
            ("no_trumps", "shake_head")),
    "004": (("ace_of_trumps", "raise_eyes"), ("three_of_trumps", "wink"), ("king_of_trumps", "kiss"),
            ("knight_of_trumps", "twist_lips"), ("jack_of_trumps", "tongue"), ("aces_and_threes", "tilt_head"),
            ("no_trumps", "close_eyes"), ("ask_for_figure", "blow")),
}

BEFORE_FIRST_CARD, ANY_TURN = "before_first_card", "any_turn"
TIMING: dict[str, str] = {
    # 003: "se declaran antes de que comience la mano": a seat signs before its first card of the
    # deal, on its turn in the first trick (a sign takes a turn, so a seat cannot sign before
    # the leader's card otherwise), and so of the hand as dealt, before any draw
    "003": BEFORE_FIRST_CARD,
    # 004 says nothing of when: on any of one's turns, before one's card
    "004": ANY_TURN,
}


def signs_of(table: str) -> tuple[Sign, ...]:
    """The signs of a table (none for ``"none"``), in the source's order."""
    return tuple(SIGNS[code] for code, _ in TABLES.get(table, ()))


def gesture(table: str, sign: str) -> str:
    """The gesture that makes ``sign`` at ``table``."""
    return dict(TABLES[table])[sign]


def trick_number(s) -> int:
    """The trick being played, counted from 0, from the cards still out of play (the tricks
    taken are not kept in a playout)."""
    out = sum(map(len, s.hands)) + len(s.stock_order) - s.drawn + (s.turned_up_taker is None)
    return (s.rules.deck - out) // s.n


SIGNAL_OK = "signal_ok"


def signal_fit(s, seat: int, sign: str) -> str:
    """``SIGNAL_OK`` if ``seat`` may make ``sign`` now, else the reason code it may not (each an
    ``error-move-<code>`` message): on its turn in play, a sign of the table, not made by it
    in this trick yet, and a statement true of its hand, or the request with a partner still
    to play in the trick."""
    table = s.rules.signals
    if table == "none":
        return "no_signals"
    if s.phase != "play" or (s.leader + len(s.trick)) % s.n != seat:
        return "signal_not_your_turn"
    if sign not in dict(TABLES[table]):
        return "signal_not_in_table"
    trick = trick_number(s)
    if TIMING[table] == BEFORE_FIRST_CARD and trick > 0:
        return "signal_after_first_card"
    for made in reversed(s.signals):
        if made.trick != trick:
            break
        if made.seat == seat and made.sign == sign:
            return "signal_already_made"
    meaning = SIGNS[sign]
    if meaning.is_request:
        return SIGNAL_OK if len(s.trick) + 2 < s.n else "signal_no_partner_to_play"
    return SIGNAL_OK if meaning.true_of(s.hands[seat], s.trump_suit) else "signal_not_true"


class SignalMade(NamedTuple):
    seat: int
    sign: str
    trick: int  # the trick being played when it was made, counted from 0
    ply: int  # the plays, exchanges and skips before it


def seen_by(rules, made: SignalMade, seat: int) -> bool:
    """Whether ``seat`` sees the signal: the signaller and its partners always, the other side
    only where the rules say signals are made in the open (``signals_seen``)."""
    return rules.signals_seen or rules.side_of(made.seat) == rules.side_of(seat)


class Told(NamedTuple):
    """What the signals a view shows say about one other seat's cards now: ``cards`` it holds
    for certain, and ``at_least``: pairs (cards, k), at least k of its cards among those."""

    cards: frozenset[Card]
    at_least: tuple[tuple[frozenset[Card], int], ...]

    def fits(self, hand) -> bool:
        held = set(hand)
        return self.cards <= held and all(len(held & cards) >= k for cards, k in self.at_least)


def hand_size_at(rules, trick: int) -> int:
    """How many cards each seat holds before it plays to trick ``trick`` (from 0): three
    while the stock lasts, one fewer each trick after."""
    return min(3, rules.deck // rules.players - trick)


def played_since(view, seat: int, trick: int) -> list[Card]:
    """The cards ``seat`` has played from trick ``trick`` on (the trick being played included)."""
    n = view.rules.players
    out = [t.cards[(seat - t.leader) % n] for t in view.tricks[trick:]]
    position = (seat - view.leader) % n
    if trick <= len(view.tricks) and position < len(view.trick):
        out.append(view.trick[position])
    return out


def told(view, silence: bool = False) -> dict[int, Told]:
    """What the view's signals say about each other seat's hand as it is now, read from each
    statement and the cards its seat has played since (both public):

    * a trump it said it holds is still there unless it played it (a card leaves a hand only
      when played, or, the 7 or 2 of trumps, given in an exchange, and no sign names those);
    * "an ace or three of another suit": one is still there, unless it has played one since;
    * "no trumps": the cards it held then were none trumps, and each card it played since
      could have been one of them, so at least (cards then - cards of other suits played
      since) of its cards are not trumps.

    These are exactly the hands the signals allow (whatever the hands drawn since), which is
    what ``bots.determinize.Worlds`` deals; a request says nothing about the hand. With
    ``silence``, what the partners did not say is read too (``silent``): for a seat whose
    partners sign by the bots' convention, everything true is said."""
    trump = view.trump_suit
    out: dict[int, tuple[set, list]] = {}
    if silence and trump is not None and view.rules.signals != "none":
        side = view.rules.side_of(view.seat)
        for seat in range(view.rules.players):
            if seat != view.seat and view.rules.side_of(seat) == side:
                out[seat] = (set(), silent(view, seat))
    for made in view.signals:
        if made.seat == view.seat or trump is None:
            continue
        sign = SIGNS[made.sign]
        cards, at_least = out.setdefault(made.seat, (set(), []))
        since = played_since(view, made.seat, made.trick)
        if sign.kind == HOLDS:
            cards.update(c for c in sign.cards(trump) if c not in since)
        elif sign.kind == ANY_OTHER_SUIT:
            group = sign.cards(trump)
            if not group & set(since):
                at_least.append((group, 1))
        elif sign.kind == NONE_OF_TRUMPS:
            k = hand_size_at(view.rules, made.trick) - sum(c.suit != trump for c in since)
            if k > 0:
                at_least.append((_other_suits(view.rules, trump), k))
    return {seat: Told(frozenset(cards), _strongest(at_least)) for seat, (cards, at_least) in out.items()}


def last_sign_turn(view, seat: int) -> int | None:
    """The latest trick (from 0) in which ``seat`` had its turn while its table's timing let it
    sign (``TIMING``), or None if it has had none."""
    played_now = (seat - view.leader) % view.rules.players < len(view.trick)
    latest = len(view.tricks) - (not played_now)
    if latest < 0:
        return None
    return 0 if TIMING[view.rules.signals] == BEFORE_FIRST_CARD else latest


def silent(view, seat: int) -> list[tuple[frozenset, int]]:
    """What ``seat``'s silence at its latest turn to sign says of its cards now, if it says every
    statement true then that its partners do not know yet (``bots.signalling``'s convention):

    * a trump a one-card sign names, not said to be held by then: it did not hold it;
    * "an ace or three of another suit", never said by then: it held none;
    * "no trumps", never said by then: it held a trump (still held unless it played one since).

    As "at least k of these cards" limits, read like "no trumps" in ``told``: of the cards it held
    then, those it may have played since are taken off."""
    trump, turn = view.trump_suit, last_sign_turn(view, seat)
    if turn is None:
        return []
    mine = [m for m in view.signals if m.seat == seat and m.trick <= turn]
    made = {m.sign for m in mine}
    said = {c for m in mine if SIGNS[m.sign].kind == HOLDS for c in SIGNS[m.sign].cards(trump)}
    since = played_since(view, seat, turn)
    # a card given in an exchange left the hand too; an exchange is public, and counting one
    # made before the turn only weakens the bound (plays and exchanges before trick ``turn``
    # number at least ``turn * players``)
    given = [x.given for x in view.exchanges if x.seat == seat and x.ply >= turn * view.rules.players]
    absent: set[Card] = set()
    out = []
    for code, _ in TABLES[view.rules.signals]:
        sign = SIGNS[code]
        if sign.kind == HOLDS and len(sign.ranks) == 1:
            absent |= sign.cards(trump) - said
        elif sign.kind == ANY_OTHER_SUIT and code not in made:
            absent |= sign.cards(trump)
        elif sign.kind == NONE_OF_TRUMPS and code not in made and not any(c.suit == trump for c in since):
            out.append((_suit_cards(view.rules, trump), 1))
    k = hand_size_at(view.rules, turn) - sum(c not in absent for c in (*since, *given))
    if absent and k > 0:
        out.append((_deck(view.rules) - absent, k))
    return out


def _deck(rules) -> frozenset[Card]:
    return frozenset(deck_cards(rules))


def _suit_cards(rules, suit: str) -> frozenset[Card]:
    return frozenset(c for c in _deck(rules) if c.suit == suit)


def _other_suits(rules, trump: str) -> frozenset[Card]:
    return frozenset(c for c in deck_cards(rules) if c.suit != trump)


def _strongest(at_least: list) -> tuple:
    """One pair per group of cards, the largest count said of it."""
    best: dict[frozenset, int] = {}
    for cards, k in at_least:
        best[cards] = max(k, best.get(cards, 0))
    return tuple(best.items())
