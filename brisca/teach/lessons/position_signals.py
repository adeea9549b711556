"""The signals a position's seat saw (``position.Position.signals``): which the board offers,
and what makes one impossible, as the engine's own rules of signalling (``core.signals``) say.

A signal is ``(seat, sign, trick)``, the trick counted from 0. It can have happened when:
the table has the sign; the seat to move sees it (``seen_by``); it was made on its maker's
turn (so not yet by a seat still to play in the trick being played), in the first trick where
the table's signs are declared as the deal begins (003); once per seat, sign and trick; the
request only with a partner left to play in its trick; and a trump its maker said it held is
not a card the seat to move sees elsewhere (in its hand, in another hand, under the stock, or
played by someone before the signal); and the signals together leave some deal of the unseen
cards that agrees with them all (``signals_fit``).

>>> from brisca.teach.lessons.position import Position
>>> p = Position.parse("rules:004-pairs-signals;first:2;hand:1O,3C,7B;up:5O;trick:4C,6E;stock:27")
>>> signal_faults(p, [(2, "ace_of_trumps", 0)])
[('signal_contradicted', {'trick_number': 1, 'seat_number': 3, 'sign': 'ace_of_trumps', 'gesture': 'raise_eyes'})]
"""

from __future__ import annotations

from brisca.bots.determinize import Worlds
from brisca.core.signals import BEFORE_FIRST_CARD, HOLDS, SIGNS, TABLES, TIMING, SignalMade, gesture, seen_by


def current_trick(p) -> int:
    """The trick being played, counted from 0."""
    return len(p.tricks) // p.players


def leader_of(p, trick: int) -> int:
    """Who led trick ``trick`` (the one being played included)."""
    taken = p.taken()
    return taken[trick].leader if trick < len(taken) else p.leader


def had_turn(p, seat: int, trick: int) -> bool:
    """Whether ``seat`` has had its turn in ``trick`` (the seat to move has it now, in play)."""
    if trick < current_trick(p):
        return True
    place = (seat - p.leader) % p.players
    return place < len(p.trick) or (place == len(p.trick) and p.phase == "play")


def sign_choices(p) -> tuple[tuple[int, ...], tuple[str, ...], tuple[int, ...]]:
    """What the board offers to add: the seats whose signals the seat to move sees, the signs
    of the table, and the tricks in which its timing lets a sign be made so far."""
    table = p.rules.signals
    if table == "none":
        return (), (), ()
    seats = tuple(s for s in range(p.players) if seen_by(p.rules, SignalMade(s, "", 0, 0), p.seat))
    signs = tuple(code for code, _ in TABLES[table])
    tricks = (0,) if TIMING[table] == BEFORE_FIRST_CARD else tuple(range(current_trick(p) + 1))
    return seats, signs, tricks


def signals_fit(view) -> bool:
    """Whether some deal of the cards the seat has not seen agrees with every signal it saw
    and the cards it knows in other hands together (each may be possible alone): the worlds
    the coach deals are those."""
    return Worlds(view).fits


def signal_faults(p, signals) -> list[tuple[str, dict]]:
    """The reason codes and facts of the ``signals`` that cannot have happened, one each (the
    first reason found for a signal)."""
    if signals and p.rules.signals == "none":
        return [("signals_off", {})]
    out, made = [], set()
    for seat, sign, trick in signals:
        code = _fault(p, seat, sign, trick, made)
        made.add((seat, sign, trick))
        if code == "bad_signal":
            out.append((code, {"trick_number": trick + 1}))
        elif code:
            out.append((code, {"trick_number": trick + 1, "seat_number": seat + 1, "sign": sign,
                               "gesture": gesture(p.rules.signals, sign)}))
    return out


def _fault(p, seat: int, sign: str, trick: int, made: set) -> str | None:
    table = p.rules.signals
    if sign not in dict(TABLES[table]) or trick > current_trick(p) or not seen_by(
            p.rules, SignalMade(seat, sign, trick, 0), p.seat):
        return "bad_signal"
    if TIMING[table] == BEFORE_FIRST_CARD and trick > 0:
        return "signal_after_first_card"
    if not had_turn(p, seat, trick):
        return "signal_before_turn"
    if (seat, sign, trick) in made:
        return "signal_twice"
    meaning = SIGNS[sign]
    if meaning.is_request and (seat - leader_of(p, trick)) % p.players + 2 >= p.players:
        return "signal_no_partner"
    if meaning.kind != HOLDS or p.turned_up is None:
        return None
    named = meaning.cards(p.turned_up.suit)
    if seat == p.seat:  # its own: the trumps named are in its hand, or it has played them since
        return None if named <= set(p.hand) | set(_played_by(p, seat, trick)) else "signal_contradicted"
    return "signal_contradicted" if named & _seen_elsewhere(p, seat, trick) else None


def _plays(p):
    """Every card played, with who played it, in order."""
    n, leaders = p.players, [t.leader for t in p.taken()] + [p.leader]
    return [((leaders[i // n] + i % n) % n, card) for i, card in enumerate(p.tricks + p.trick)]


def _played_by(p, seat: int, trick: int) -> list:
    """The cards ``seat`` has played from its turn in ``trick`` on."""
    start = trick * p.players + (seat - leader_of(p, trick)) % p.players
    return [card for who, card in _plays(p)[start:] if who == seat]


def _seen_elsewhere(p, seat: int, trick: int) -> set:
    """The cards the seat to move knows ``seat`` did not hold when it signed in ``trick``."""
    out = set() if seat == p.seat else set(p.hand)
    out |= {c for s, cs in p.known if s != seat for c in cs}
    if p.turned_up is not None and p.hand_sizes()[1] > 0:
        out.add(p.turned_up)  # still under the stock
    before = trick * p.players + (seat - leader_of(p, trick)) % p.players  # plays before the sign
    return out | {card for who, card in _plays(p)[:before] if who != seat}
