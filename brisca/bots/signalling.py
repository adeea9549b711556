"""What a bot tells its partners, and what it makes of what they asked.

A bot makes, on its turn and before its card, each statement its table allows that its
partners do not know yet, once while it stands:

* a trump it holds, once: the partners know it is there until they see it played
  (``core.signals.told``); where one sign names two trumps it holds (003's wink: the ace and
  the three), that one sign, not two;
* "no trumps" and "an ace or three of another suit" once, and again only after they stopped
  standing (a trump held since, or one of those aces and threes played since) and are true
  again, where the table's timing allows (``core.signals.TIMING``: at 003's table, only before
  one's first card).

It asks for a king, knight or jack (004's «Soplar») when the card it is about to play takes
the trick whatever the other side holds (no card it cannot see beats it but those it knows its
partners hold): the partner then loads points the other side cannot take. A partner asked, and
winning the trick, heeds it (``heeds``): it plays a figure where the look-ahead or the rules of
thumb find one about as good as the best card. A bot that reads the convention also reads what
the request says (``request_says``): whatever beats the asker's card is in the asker's hand.

What the partners said also tells a bot which tricks are its side's whatever the rivals hold
(``ours_for_sure``: the partner's card on the table; ``partner_takes_it``: a signalled trump the
partner, last to play, holds): the heuristic bot loads points onto them.

A bot made with the ``-mute`` suffix (``make_bot("expert-mute")``) signals nothing, so the arena
can pit a pair that signals against one that does not at the same table.
"""

from __future__ import annotations

from ..core.action import Action
from ..core.cards import BEATS, Card
from ..core.signals import ANY_OTHER_SUIT, HOLDS, NONE_OF_TRUMPS, SIGNS, SignalMade, played_since, told
from ..core.trick import winning_position
from ..core.view import View, unseen_cards

MUTE = "-mute"
ASK = Action.signal("ask_for_figure")
FIGURES = SIGNS["ask_for_figure"].ranks


def announced(view: View) -> frozenset:
    """The trumps this seat has said it holds and still holds: its partners know them."""
    trump = view.trump_suit
    said = set()
    for made in view.signals:
        if made.seat == view.seat and SIGNS[made.sign].kind == HOLDS:
            said |= SIGNS[made.sign].cards(trump)
    return frozenset(said & set(view.hand))


def stands(view: View, made: SignalMade) -> bool:
    """Whether this seat's statement ``made`` still holds as its partners read it: a trump said
    is still in hand; "no trumps": no trump held since (none in hand, none played, no
    exchange, which takes one); "an ace or three of another suit": none of those played since
    (so the one said is still in hand)."""
    sign, trump = SIGNS[made.sign], view.trump_suit
    since = played_since(view, view.seat, made.trick)
    if sign.kind == HOLDS:
        return sign.cards(trump) <= set(view.hand)
    if sign.kind == NONE_OF_TRUMPS:
        return (not any(c.suit == trump for c in (*view.hand, *since))
                and not any(x.seat == view.seat and x.ply >= made.ply for x in view.exchanges))
    if sign.kind == ANY_OTHER_SUIT:
        return not sign.cards(trump) & set(since)
    return False


def sign_to_make(view: View) -> Action | None:
    """The next statement to make now, or None once everything worth saying is said (the
    request is ``asks``'s)."""
    if not view.signs:
        return None
    known = announced(view)
    standing = {m.sign for m in view.signals if m.seat == view.seat and stands(view, m)}
    # a sign naming more trumps first, so 003's wink says the ace and the three at once
    for action in sorted(view.signs, key=lambda a: -len(SIGNS[a.sign].ranks) * (SIGNS[a.sign].kind == HOLDS)):
        sign = SIGNS[action.sign]
        if sign.is_request or action.sign in standing:
            continue
        if sign.kind == HOLDS and sign.cards(view.trump_suit) <= known:
            continue
        return action
    return None


def partners_hold(view: View) -> frozenset[Card]:
    """The cards this seat's partners are known to hold from their signals."""
    side = view.rules.side_of(view.seat)
    return frozenset(c for seat, what in told(view).items() if view.rules.side_of(seat) == side for c in what.cards)


def threats(view: View) -> list[Card]:
    """The cards the other side may hold: every card this seat cannot see but those its partners
    are known to hold, and the cards all know to be in a rival's hand (the turned-up card drawn,
    a card taken in an exchange)."""
    ours = partners_hold(view)
    side = view.rules.side_of(view.seat)
    theirs = [c for seat, cards in enumerate(view.known) if view.rules.side_of(seat) != side for c in cards]
    return [c for c in unseen_cards(view) if c not in ours] + theirs


def takes_the_trick(view: View, card: Card) -> bool:
    """Whether ``card`` wins the trick as it stands and nothing the other side may hold beats it
    (``threats``)."""
    beats = BEATS[view.trump_suit]
    if view.trick and winning_position((*view.trick, card), view.trump_suit) != len(view.trick):
        return False
    return not any(beats[card * 48 + c] for c in threats(view))


def ours_for_sure(view: View) -> bool:
    """Whether a partner holds the trick with a card nothing the other side may hold beats
    (``threats``: the partners' signalled trumps are none), so what one adds is banked."""
    if not view.trick:
        return False
    trump, n = view.trump_suit, view.rules.players
    at = winning_position(view.trick, trump)
    if view.rules.side_of((view.leader + at) % n) != view.rules.side_of(view.seat):
        return False
    beats = BEATS[trump]
    return not any(beats[view.trick[at] * 48 + u] for u in threats(view))


def partner_takes_it(view: View) -> bool:
    """Whether the last seat to play is a partner known to hold a card that takes the trick
    whatever the rivals still to play add: it beats the card holding the trick and every card
    of ``threats`` that could take over before it. (Its own rule of thumb then wins the trick
    once it holds 10 points or more: the heuristic bot, last, takes any such trick it can.)"""
    n, trump = view.rules.players, view.trump_suit
    last = (view.leader + n - 1) % n
    if not view.trick or last == view.seat or view.rules.side_of(last) != view.rules.side_of(view.seat):
        return False
    holder = view.trick[winning_position(view.trick, trump)]
    if view.rules.side_of((view.leader + winning_position(view.trick, trump)) % n) == view.rules.side_of(view.seat):
        return False  # ours already: nothing to rescue
    beats = BEATS[trump]
    mine = told(view).get(last)
    if mine is None:
        return False
    over = [u for u in threats(view) if beats[holder * 48 + u]]
    return any(beats[holder * 48 + p] and all(beats[u * 48 + p] for u in over) for p in mine.cards)


def asks(view: View, card: Card) -> bool:
    """Whether to ask for a figure before playing ``card``: the request is open, and ``card``
    takes the trick whatever the other side holds."""
    return ASK in view.signs and view.trump_suit is not None and takes_the_trick(view, card)


def request_says(view: View) -> dict[int, frozenset[Card]]:
    """What a partner's request in the trick being played says, read by the convention
    (``asks``): it asked because the card it then played takes the trick whatever the other
    side holds, so every card that beats that card and whose place this seat does not know
    lies in the asker's own hand (the asker saw the rest, or knew its partners hold them). Per
    asker, those cards; the worlds deal them there (``determinize.Worlds`` with ``silence``)."""
    trump, n, trick = view.trump_suit, view.rules.players, len(view.tricks)
    if trump is None:
        return {}
    side, beats = view.rules.side_of(view.seat), BEATS[trump]
    out: dict[int, frozenset[Card]] = {}
    for made in view.signals:
        position = (made.seat - view.leader) % n
        if (made.trick != trick or made.seat == view.seat or view.rules.side_of(made.seat) != side
                or not SIGNS[made.sign].is_request or position >= len(view.trick)):
            continue
        card = view.trick[position]
        out[made.seat] = frozenset(c for c in unseen_cards(view) if beats[card * 48 + c])
    return out


def asked(view: View) -> bool:
    """Whether a partner asked this seat for a king, knight or jack in the trick being played."""
    side, trick = view.rules.side_of(view.seat), len(view.tricks)
    return any(m.trick == trick and m.seat != view.seat and view.rules.side_of(m.seat) == side
               and SIGNS[m.sign].is_request for m in view.signals)


def heeds(view: View) -> bool:
    """Whether this seat should heed a request now: asked, holding a figure, and its side
    winning the trick as it stands (a figure on a trick the other side holds is a gift)."""
    if not view.trick or not asked(view) or not any(c.rank in FIGURES for c in view.hand):
        return False
    holder = (view.leader + winning_position(view.trick, view.trump_suit)) % view.rules.players
    return view.rules.side_of(holder) == view.rules.side_of(view.seat)
