"""The table as one seat sees it, as plain data for the table component (``brisca.ui.table``).

One shape for any table the engine plays, two to six seats, partners marked: the seats
round the table, each at its place in play order from the viewer's (``PLACES``), with its
number in the trick (the leader's 1), its hand size and pile; the trick in the middle with
the card winning so far, the last trick taken (shown for a moment, then cleared), the stock
as a pile with the turned-up card under it (face down while Cubierta hides it) and the
trump named in words, the seat's own hand with what it may play, the signals it may make
and those of the others it saw, each with its trick and whether it still stands
(``signals_shown``). It is
built from a ``View`` only, so no hidden card nor unseen signal can reach the browser;
every text in it is already in the learner's language.

>>> from brisca.core.record import deal
>>> from brisca.core.view import observe
>>> s = deal("000", seed=1).start()
>>> data = board_data(observe(s, 0), "en")
>>> len(data["seats"]), len(data["hand"])
(2, 3)
"""

from __future__ import annotations

from brisca.core.action import EXCHANGE, SKIP
from brisca.core.cards import Card
from brisca.core.phase import OVER
from brisca.core.rules import facts_of
from brisca.core.signals import NONE_OF_TRUMPS, SIGNS, SignalMade, gesture, hand_size_at, played_since
from brisca.core.trick import winning_position
from brisca.core.view import View, unseen_cards
from brisca.text import Named, card_name, named, seat_name, sign_label, signal_text, suit_name, t

from .auction_board import auction_actions, auction_lines, seat_tag

# The board's pace: the other seats' cards come one after another this far apart (a pace a
# person can follow), and a finished trick stays this long on show (the component reads them
# from the data; a click cuts the moment short)
STEP_MS, PAUSE_MS = 550, 1600


def pace_ms(frames) -> int:
    """How long the board takes to show ``frames`` (each a card played since the seat's last
    move, true where it finished a trick: ``seat_board.frames``' ``done``) before the seat's
    own turn stands on its own: the coach thinks meanwhile."""
    return sum(PAUSE_MS if done else STEP_MS for done in frames)


def card_data(card: Card, lang: str) -> dict:
    return {"code": card.code, "name": card_name(card, lang)}


def seat_words(view: View, lang: str) -> tuple[list[str], dict[int, Named]]:
    """What the board shows by each seat, and how sentences name the others, by what each is
    to the viewer: "Tú", a partner, the rival ("Contrario", alone at two) or numbered rivals.
    Every board names seats so (``seat_board.seat_names``), save where the table numbers them."""
    rules, me = view.rules, view.seat
    n = rules.players
    order = [(me + k) % n for k in range(1, n)]
    partners = [s for s in order if rules.teams and rules.side_of(s) == rules.side_of(me)]
    rivals = [s for s in order if s not in partners]
    labels, names = [t("practice-seat-0", lang)] * n, {}
    for role, seats in (("partner", partners), ("rival", rivals)):
        key = role if len(seats) == 1 else f"{role}_n"  # numbered only among several
        for k, seat in enumerate(seats, start=1):
            labels[seat], names[seat] = t(f"practice-seat-{key}", lang, n=k), named(f"practice-name-{key}", lang, n=k)
    return labels, names


def board_data(view: View, lang: str, labels=None, names: dict[int, Named] | None = None, counting: bool = True,
               last_trick_shown: bool = True) -> dict:
    """The table from ``view.seat``'s side, ready to draw. ``labels`` are what the table shows by
    each seat ("Contrario"); ``names`` the seats that sentences name otherwise than by their
    number, each a ``Named`` whose article the sentence gives ("El contrario se lleva la baza").
    By default each seat is named by what it is to the viewer (``seat_words``: "Tú", a partner,
    the rival or numbered rivals)."""
    rules = view.rules
    n = rules.players
    trump = view.trump_suit
    points = view.points
    winning_seat = None
    if view.trick:
        winning_seat = (view.leader + winning_position(view.trick, trump)) % n
    places = PLACES[n]
    if labels is None:
        labels, names = seat_words(view, lang)
    named_as = list(labels)  # what each seat is to the viewer already ("Compañero")
    seats, partners = [], view.partners if rules.teams else frozenset()  # chiamata's is told by its tag
    for seat in range(n):
        tag = seat_tag(view, seat, lang)  # chiamata: caller, partner, rival or "?", as this seat knows
        pile = (t("board-pile", lang, cards=view.captured_counts[seat], points=points[seat]) if counting
                else t("board-pile_cards", lang, cards=view.captured_counts[seat]))
        seats.append({
            "seat": seat, "label": f"{named_as[seat]} · {tag}" if tag else named_as[seat], "pile": pile,
            "you": seat == view.seat, "team": rules.side_of(seat) if rules.teams else None,
            "partner": seat != view.seat and seat in partners,
            "cards": view.hand_sizes[seat], "to_move": view.to_move == seat,
            "place": places[(seat - view.seat) % n],
            # 1: it leads; none once the deal is over, when nobody leads
            "turn": None if view.phase == OVER else (seat - view.leader) % n + 1,
            "known": [card_data(c, lang) for c in view.known[seat]] if seat != view.seat else [],
        })
    trick = [{"seat": (view.leader + i) % n, **card_data(c, lang)} for i, c in enumerate(view.trick)]
    history = [_trick_data(view, number, lang, names) for number in range(1, len(view.tricks) + 1)]
    last = history[-1] if history and last_trick_shown else None
    mine = view.to_move == view.seat
    playable = {a.card for a in view.legal if a.is_play} if mine else set()
    hand = [{**card_data(c, lang), "playable": c in playable} for c in view.hand]
    actions = []
    for action in view.legal if mine else ():
        if action.kind is EXCHANGE:
            actions.append({"id": action.code,
                            "label": t("practice-exchange", lang, given=action.card, taken=view.turned_up_on_table)})
        elif action is SKIP:
            actions.append({"id": action.code, "label": t("practice-skip", lang)})
    actions += auction_actions(view, lang)  # bids, passes, trump named, a card called, marriages sung
    for action in view.signs if mine else ():  # exactly the signs the seat may make now
        actions.append({"id": action.code, "label": sign_label(rules.signals, action, lang), "signal": True})
    half = facts_of(rules)["half"]
    return {
        "seat": view.seat, "players": n, "seats": seats, "trick": trick, "winning_seat": winning_seat,
        "last_trick": last, "history": history, "hand": hand, "actions": actions,
        "trump": (t("board-trump", lang, suit=suit_name(trump, lang)) if trump is not None
                  else t("board-trump_hidden", lang)),
        # chiamata deals the whole deck: no stock to speak of
        "stock": None if rules.called else t("board-stock", lang, n=view.face_down,
                                             with_turned_up=_turned_up_lies(view)),
        "pile": None if rules.called else stock_pile(view, lang),  # the same three cases drawn
        "unseen": _unseen_text(view, lang) if counting else None,
        "signals": signals_shown(view, lang, names),
        # the auction's lines, its list by the seats' labels (without the chiamata tags), its sentences by
        # their names; none at other tables
        "auction": auction_lines(view, lang, named_as, names),
        "half": half, "pause": True, "pace": {"step": STEP_MS, "pause": PAUSE_MS},
        "labels": {"back": t("card-back", lang), "wins": t("board-wins", lang), "hand": t("board-hand", lang),
                   "leads": t("board-leads", lang),
                   "history": t("board-history", lang, n=len(history))},
    }


def _turned_up_lies(view: View) -> int | str:
    """How the turned-up card lies under the stock, as ``board-stock`` says it: 1 face up, 0 drawn,
    ``"face_down"`` still there but face down (Brisca Cubierta, before the first trump); under
    Subastada the stock's last card, ``"last_down"`` or ``"last_up"`` (``Rules.last_card``). Briscola
    chiamata deals the whole deck and turns no card up: none is there."""
    if view.turned_up_taker is not None or view.rules.called:
        return 0
    if view.rules.auction != "none":  # Subastada: the stock's last card decides nothing, it is no pinta
        return "last_up" if view.turned_up_on_table is not None else "last_down"
    return 1 if view.turned_up_on_table is not None else "face_down"


# Where each seat sits on the screen, by its place in play order after the viewer's (who sits at
# the bottom). Play passes to the right, so round the table against the clock: the next seat on
# the viewer's right, the partner at four (two on) opposite.
PLACES = {
    2: ("bottom", "top"),
    3: ("bottom", "top-right", "top-left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top-right", "top-left", "left"),  # Briscola chiamata: all five play
    6: ("bottom", "right", "top-right", "top", "top-left", "left"),
}


def stock_pile(view: View, lang: str) -> dict:
    """The stock as a pile: its face-down cards and, under it while nobody has drawn it, the
    turned-up card crosswise, face up, or face down while Brisca Cubierta hides it (the
    board's ``stock`` says both in words)."""
    shown = view.turned_up_on_table
    return {"count": view.face_down, "pinta": card_data(shown, lang) if shown is not None else None,
            "pinta_down": _turned_up_lies(view) in ("face_down", "last_down")}


def signals_shown(view: View, lang: str, names: dict[int, Named] | None = None) -> list[dict]:
    """The signals this seat saw, its own among them, each with the trick it was made in (from
    1) and in words ("Tu seña: ..." for its own), a seat's same sign once (its latest). One
    whose statement the seat can no longer take as standing is marked ``past`` with why
    (``note``); such lines are shown only while news (made in this trick or the last one),
    standing ones for as long as they stand."""
    latest: dict[tuple[int, str], SignalMade] = {}
    for made in view.signals:
        latest.pop((made.seat, made.sign), None)  # re-inserted: the order is the latest's
        latest[made.seat, made.sign] = made
    now = len(view.tricks)
    out = []
    for made in latest.values():
        lapsed = signal_lapse(view, made)
        if lapsed is not None and made.trick < now - 1:
            continue
        mine = made.seat == view.seat
        text = own_signal_text(view.rules.signals, made, lang) if mine else signal_text(
            view.rules.signals, made, lang, names)
        note = None
        if lapsed is not None:
            reason, card = lapsed
            key = f"board-signal_lapsed_yours-{reason}" if mine and reason != "trick_over" else \
                f"board-signal_lapsed-{reason}"
            note = t(key, lang, **({"card": card} if card is not None else {}))
        out.append({"seat": made.seat, "sign": made.sign, "trick": made.trick + 1, "past": lapsed is not None,
                    "lapse": lapsed[0] if lapsed is not None else None,
                    "text": t("board-signal", lang, trick=made.trick + 1, text=text), "note": note})
    return out


def own_signal_text(table: str, made: SignalMade, lang: str) -> str:
    """A seat's own signal, as its board shows it back: the gesture it made and what it says."""
    return t("board-signal_yours", lang, gesture=t(f"gesture-{gesture(table, made.sign)}", lang),
             sign=t(f"sign-{made.sign}", lang))


def signal_lapse(view: View, made: SignalMade) -> tuple[str, Card | None] | None:
    """``None`` while what a signal says still stands as far as ``view`` can tell, else why not:
    ``("played", card)``, a card its seat played since says otherwise (a trump it said it held,
    one of the aces or threes, a trump after "no trumps"); ``("drew", None)``, it said it held
    no trumps and has drawn since; ``("trick_over", None)``, a request for a trick now over."""
    sign = SIGNS[made.sign]
    now = len(view.tricks)
    if sign.is_request:
        return ("trick_over", None) if made.trick < now else None
    trump = view.trump_suit
    if trump is None:  # signals need the trump seen; nothing to check them against
        return None
    since = played_since(view, made.seat, made.trick)
    if sign.kind == NONE_OF_TRUMPS:
        against = [c for c in since if c.suit == trump]
    else:  # a card it said it held, or one of those it said it held one of
        cards = sign.cards(trump)
        against = [c for c in since if c in cards]
    if against:
        return ("played", against[0])
    # each seat draws after a trick while the stock lasts: then it holds three cards again
    if sign.kind == NONE_OF_TRUMPS and made.trick < now and hand_size_at(view.rules, made.trick + 1) == 3:
        return ("drew", None)
    return None


def _trick_data(view: View, number: int, lang: str, names: dict[int, Named] | None) -> dict:
    """Trick ``number`` (from 1) of the deal: its cards by seat, who took it and what it held."""
    done = view.tricks[number - 1]
    n = view.rules.players
    return {"id": number, "winner": done.winner, "points": done.points,
            "cards": [{"seat": (done.leader + i) % n, **card_data(c, lang)} for i, c in enumerate(done.cards)],
            "text": trick_taken_text(done, view.seat, lang, names)}


def trick_taken_text(done, seat: int, lang: str, names: dict[int, Named] | None = None) -> str:
    """Who took a finished trick and its points, said to ``seat``."""
    if done.winner == seat:
        return t("board-trick_taken_you", lang, points=done.points)
    who = (names or {}).get(done.winner) or seat_name(done.winner, lang)
    return t("board-trick_taken", lang, who=who, points=done.points)


def _unseen_text(view: View, lang: str) -> str | None:
    """With counting on: the trumps, aces and threes not seen yet."""
    if view.trump_suit is None:
        return None
    unseen = unseen_cards(view)
    return t("board-unseen", lang, trumps=sum(c.suit == view.trump_suit for c in unseen),
             aces=sum(c.rank == 1 for c in unseen), threes=sum(c.rank == 3 for c in unseen))
