"""Card choices shared by the bots: what a card costs to throw or to win with, and the playout
policy the search uses inside a sampled world, as one lookup (``CHOICE``) that the lanes read
(``lanes``: the look-ahead's worlds all at once) and so does ``playout``, one action at a time
through the engine's step function (the lanes' reference, and the coach's traced lines).

In a playout each seat draws its own cards of the stock whoever wins the tricks
(``keep_seat_draws``): two moves compared in one world then differ by how they are played,
not by who happens to draw which card, and their difference is measured far more precisely.

"Cheap" to throw means few points given away, then not a trump, then weak. "Cheap" to win
with means not a trump (a higher card of the suit led costs nothing), then weak. Both are
lookups indexed by card number, one per trump suit, so ``min`` runs in C.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from ..core.action import EXCHANGE, Action
from ..core.cards import BEATS, CARDS, POINTS_OF, SUIT_OF, SUITS, Card
from ..core.state import AUCTION, OVER, PLAY, GameState, exchange_table, legal_actions, side_points, sides_of
from ..core.trick import winning_position
from .bidding import auction_choice


def throw_key(card: Card, trump: str | None):
    return (card.points, card.suit == trump, card.strength)


def win_key(card: Card, trump: str | None):
    return (card.suit == trump, card.strength, card.points)


def _ranks(key) -> dict[str | None, tuple[int, ...]]:
    """Per trump suit, every card's place under ``key``, indexed by card number."""
    out = {}
    for trump in (None, *SUITS):
        ordered = sorted(CARDS, key=lambda c: (key(c, trump), int(c)))
        place = [0] * len(CARDS)
        for i, c in enumerate(ordered):
            place[c] = i
        out[trump] = tuple(place)
    return out


Chance = Callable[[], float]  # uniform draws in [0, 1): the random slips of a playout

THROW_RANK = _ranks(throw_key)
WIN_RANK = _ranks(win_key)


def cheapest(cards, trump: str | None) -> Card:
    return min(cards, key=THROW_RANK[trump].__getitem__)


def cheapest_winner(cards, holder: Card, trump: str | None) -> Card | None:
    beats = BEATS[trump]
    winners = [c for c in cards if beats[holder * 48 + c]]
    return min(winners, key=WIN_RANK[trump].__getitem__) if winners else None


def greedy_card(hand, trick, trump: str | None, partner_winning: bool) -> Card:
    """The greedy rule: lead the cheapest card; when following, win as cheaply as possible
    when there are points to take, otherwise throw the cheapest card."""
    if not trick or partner_winning:
        return cheapest(hand, trump)
    if sum(POINTS_OF[c] for c in trick) > 0:
        winner = cheapest_winner(hand, trick[winning_position(trick, trump)], trump)
        if winner is not None:
            return winner
    return cheapest(hand, trump)


def playout_choice(hand, trick, trump: str | None, partner_winning: bool = False) -> Card:
    """The playout policy: greedy, but a trump is spent only on a trick worth 3 or more, and
    the ace or three of trumps only on 10 or more (read off ``CHOICE``)."""
    if not trick or partner_winning:
        return min(hand, key=CHOICE[trump][NO_HOLDER * BRACKETS].__getitem__)
    points = 0
    for c in trick:
        points += POINTS_OF[c]
    return taking_card(hand, trick[winning_position(trick, trump)], points, trump)


def taking_card(hand, holder: Card, points: int, trump: str | None) -> Card:
    """``playout_choice`` following a trick the other side holds with ``holder``, ``points`` on it:
    the cheapest card that takes it, a trump kept for a trick worth it, else the cheapest to throw
    (each playout keeps the holder and the points as the trick grows)."""
    return min(hand, key=CHOICE[trump][holder * BRACKETS + BRACKET_OF[points]].__getitem__)


NO_HOLDER = 48  # ``CHOICE``'s holder for a lead, or a trick the mover's side holds: the cheapest card thrown
BRACKETS = 4  # a trick's points as the rule tells them apart: none, 1-2, 3-9, 10 or more
BRACKET_OF = bytes(0 if p == 0 else 1 if p < 3 else 2 if p < 10 else 3 for p in range(128))  # points -> bracket
THROWN = 100  # ``CHOICE``'s scores of the cards that do not take the trick start here


def _spent(holder: int, bracket: int, card: int, trump: str | None) -> bool:
    """Whether the rule spends ``card``, which beats ``holder``, on a trick of that bracket: a
    card not a trump always; a trump never on a trick worth nothing, and, over a card not a
    trump, only on a trick worth 3 or more (the ace or three of trumps on one worth 10 or more)."""
    if SUIT_OF[card] != trump:
        return True
    if bracket == 0:
        return False
    return SUIT_OF[holder] == trump or (bracket >= 2 and (POINTS_OF[card] < 10 or bracket == 3))


def _choice_rows(trump: str | None) -> tuple[bytes, ...]:
    beats, win, throw = BEATS[trump], WIN_RANK[trump], THROW_RANK[trump]
    rows = []
    for holder in range(NO_HOLDER + 1):
        for bracket in range(BRACKETS):
            takes = [holder < NO_HOLDER and beats[holder * 48 + c] and _spent(holder, bracket, c, trump) for c in CARDS]
            rows.append(bytes(win[c] if takes[c] else THROWN + throw[c] for c in CARDS))
    return tuple(rows)


CHOICE: dict[str | None, tuple[bytes, ...]] = {trump: _choice_rows(trump) for trump in (None, *SUITS)}
"""The playout policy as one lookup per trump suit: ``CHOICE[trump][holder * BRACKETS + bracket]``
scores every card (by number) for a seat following a trick held by the card ``holder`` (the
other side's), its points in ``BRACKET_OF``'s bracket, or leading or with its side holding
the trick (``holder`` ``NO_HOLDER``); the policy plays the card of the hand with the least
score. The cards that take the trick by the rule score their place in the winning order
(``WIN_RANK``), the others ``THROWN`` plus their place in the throwing order: the cheapest
winner, else the cheapest card. Every playout reads it, scalar (``playout_choice``) or in lanes."""


def playout_card(s: GameState, team=None, called_holder: int | None = -1) -> Card:
    """``playout_choice`` for the seat to move in a full state, knowing its side's holding of the
    trick as its view would: ``team``, each seat's side (by default the state's sides,
    ``state.sides_of``); under chiamata, a seat not holding the called card learns who is with it
    once the card is played (``called_holder``: who held it when the playout began, None once
    played; by default whoever holds it now)."""
    n, trick = s.n, s.trick
    mover = (s.leader + len(trick)) % n
    if not trick:
        return playout_choice(s.hands[mover], trick, s.trump_suit)
    if team is None:
        team = side_indexes(s)
    called = s.call.called if s.call is not None else None
    if called is not None and called_holder == -1:
        called_holder = next((k for k in range(n) if called in s.hands[k]), None)
    knows = called is None or called_holder is None or called_holder == mover
    partner = knows and team[(s.leader + winning_position(trick, s.trump_suit)) % n] == team[mover]
    return playout_choice(s.hands[mover], trick, s.trump_suit, partner)


def side_indexes(s: GameState) -> list[int]:
    """Each seat's side in ``s``, by its place in ``state.sides_of``."""
    sides = sides_of(s)
    return [next(i for i, side in enumerate(sides) if seat in side) for seat in range(s.n)]


def at_endgame(s: GameState) -> bool:
    """Two players, the stock gone and the table clear: every card's place is known (not under
    Subastada: the endgame solver knows neither contracts nor marriages; nor under Rematada while
    a side may still reach the match's target in this deal: the deal would stop at that trick,
    which the solver, counting every trick, does not know)."""
    return (s.n == 2 and s.turned_up_taker is not None and not s.trick and s.phase is PLAY and not s.bids
            and not goal_in_reach(s))


def goal_in_reach(s: GameState) -> bool:
    """Under Rematada, whether a side may still reach its target in this deal (``state.match_goal``):
    its points so far and every point still out. Once out of reach it stays so: a trick adds to
    one side what it takes from the points out."""
    if s.goal is None:
        return False
    left = s.rules.total_points - sum(s.points)
    return any(p + left >= goal for p, goal in zip(side_points(s), s.goal, strict=True))


def keep_seat_draws(s: GameState, before: int) -> GameState:
    """After an action that drew a whole round of face-down cards from stock place ``before``
    on: seat ``j`` keeps the ``before + j``-th card, whoever won the trick and drew first.

    The stock's order in a sampled world is unknown, so it may be fixed pair by pair as it is
    drawn: which of a round's cards lies first is as likely one way as the other, whatever
    happened before, so the worlds stay exactly as likely as before. (Given the past, this
    maps one stock order to one other; over every world there is, the mean is the same.) What
    changes is that a seat draws the same cards after every move compared in a world: the
    variance of a difference between two moves falls to about 0.4 of what the order as dealt
    gives (``scripts/bench_sampling.py``). Only for policies that cannot see the stock: the
    exact solver, which reads it, plays the stock as dealt. The last round, which hands out
    the turned-up card, is the rule's own. ``stock_order`` keeps the order as dealt: nothing
    reads the part already drawn."""
    n = s.n
    if s.drawn - before == n and s.turned_up_taker is None:
        stock, hands = s.stock_order, s.hands
        for j in range(n):
            hands[j][-1] = stock[before + j]
    return s


def playout(s: GameState, until_endgame: bool = False, slip: float = 0.0, chance: Chance | None = None,
            seat: int = 0, seat_draws: bool = True) -> GameState:
    """Plays ``s`` on, in place, one action at a time through the engine's step function, to the
    end or only up to the endgame that ``endgame.solve_endgame`` solves exactly: chiamata's
    auction by every seat's rule of thumb (``play_auction``), exchanges made when they pay
    (``exchange_given``), under Subastada every marriage a seat may sing before it leads, and
    each card by ``playout_card``; the side not ``seat``'s plays a random card with probability
    ``slip``, deciding by draws of ``chance``. Each seat draws its own cards
    (``keep_seat_draws``) unless ``seat_draws`` is off. The lanes play the same (``lanes``, for
    the look-ahead's many worlds); this is their reference, and the coach's traced lines."""
    if not slip:
        chance = None
    if s.phase is AUCTION and s.call is not None:
        play_auction(s)
    if s.phase is OVER:
        return s
    n, rules = s.n, s.rules
    team = side_indexes(s)
    called = s.call.called if s.call is not None else None
    holder = next((k for k in range(n) if called in s.hands[k]), None) if called is not None else None
    sings = rules.sing != "none"
    # no exact endgame under a contract, nor while Rematada's target is in reach (``at_endgame``)
    until_endgame = until_endgame and n == 2 and not s.bids and not goal_in_reach(s)
    while s.phase is not OVER:
        if until_endgame and s.turned_up_taker is not None and not s.trick and s.phase is PLAY:
            return s
        before = s.drawn
        action = exchange_step(s)
        if action is not None:
            s.apply(action)
            if seat_draws:
                keep_seat_draws(s, before)
            continue
        mover = (s.leader + len(s.trick)) % n
        if sings and not s.trick:
            sing = s.auction.sing_options(s, mover)
            if sing:
                s.apply(sing[0])
                continue
        hand = s.hands[mover]
        if chance is not None and team[mover] != team[seat] and chance() < slip:
            s.play(hand[int(chance() * len(hand))])
        else:
            if holder is not None and called not in s.hands[holder]:
                holder = None  # the called card is out: every seat knows the sides
            s.play(playout_card(s, team, holder))
        if seat_draws:
            keep_seat_draws(s, before)
    return s


def exchange_step(s: GameState) -> Action | None:
    """The exchange a playout makes now, where the rules open one (``exchange_given``), or the
    decline of a trick winner's window it does not use; None: none is open, or the mover
    declines on its turn by playing a card."""
    if s.rules.exchange == "none" or (s.phase is PLAY and s.turned_up_taker is not None):
        return None
    actions = legal_actions(s)
    given = exchange_given([a.card for a in actions if a.kind is EXCHANGE], s.turned_up)
    if given is not None:
        return Action.exchange(given)
    return actions[-1] if s.phase is not PLAY else None  # a winner's window declined


def exchange_given(options, turned: Card) -> Card | None:
    """The card a playout gives for the turned-up one, among those ``options`` it may give (the
    7 of trumps before the 2): the first, when it is the weaker (``exchange_choices`` as data)."""
    return options[0] if options and options[0].strength < turned.strength else None


@functools.cache
def exchange_choices(rule: str, trump: str) -> tuple[Card | None, ...]:
    """``exchange_given`` over ``state.exchange_table``: at ``turned * 4 + held``, the card a hand
    holding ``state.HOLDINGS[held]`` gives for that turned-up card in its open window (None: it
    gives none, having none it may give or none worth giving)."""
    return tuple(exchange_given(options, CARDS[k // 4]) for k, options in enumerate(exchange_table(rule, trump)))


def play_auction(s: GameState) -> GameState:
    """Chiamata's auction and call played on in place, every seat by the rule of thumb
    (``bidding``) from its own hand."""
    while s.phase is AUCTION:
        s.apply(auction_choice(s.hands[s.call.to_move], s.call, legal_actions(s)))
    return s
