"""The random, greedy and heuristic bots. Each reads a seat's view only, never the state,
and draws its randomness from its seed and what the view shows (``Bot.sees``: the view the
rules give a seat; only a benchmark's bot sees more, ``scripts/arena_senas.py``)."""

from __future__ import annotations

import random
import zlib
from dataclasses import replace

from ..core.action import EXCHANGE, PLAYS, SKIP, Action
from ..core.cards import Card, beats
from ..core.state import AUCTION, GameState
from ..core.trick import winning_position
from ..core.view import View, observe, unseen_cards
from .bidding import auction_choice
from .policy import cheapest, cheapest_winner, greedy_card, throw_key
from .signalling import ASK, FIGURES, asks, heeds, ours_for_sure, partner_takes_it, partners_hold, sign_to_make
from .subastada_bids import rule_of_thumb


def decision_rng(seed: int, view: View) -> random.Random:
    """A generator fixed by the seed and the view alone, so hidden cards cannot steer it."""
    public = "|".join((str(view.seat), ",".join(c.code for c in view.hand), ",".join(c.code for c in view.played),
                       str(view.leader), str(view.face_down + (view.turned_up_taker is None)), view.phase))
    return random.Random(seed * 1_000_003 + zlib.crc32(public.encode()))


def partner_winning(view: View) -> bool:
    """Whether a seat this seat knows to be its partner holds the trick (``View.partners``)."""
    if not view.trick:
        return False
    return (view.leader + winning_position(view.trick, view.trump_suit)) % view.rules.players in view.partners


def playable_cards(view: View) -> list[Card]:
    """The cards among the seat's legal actions."""
    return [a.card for a in view.legal if a.is_play]


class Bot:
    """A player: ``choose(view)`` returns one of ``view.legal``; ``act(view)`` is what it does
    on its turn: a signal to its partners first, where its table has them and it has something
    to say (``signalling``, unless ``signals`` is off), else its choice."""

    name = "bot"
    signals = True
    # reads its partners' silence by its own convention (``signalling``); off for a seat whose
    # partner may not sign so (a learner)
    reads_silence = True

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._chosen: tuple | None = None  # (the turn, the choice): asking first needs the card

    def sees(self, state: GameState, seat: int) -> View:
        """What the bot sees of ``state`` from ``seat`` on its turn: the seat's view, as the rules
        give it (a benchmark measures the worth of knowing more with a bot that sees more)."""
        return observe(state, seat)

    def choose(self, view: View) -> Action:
        raise NotImplementedError

    def act(self, view: View) -> Action:
        if view.phase == AUCTION:
            return self.choose(view)
        if self.signals and view.signs:
            sign = sign_to_make(view)
            if sign is not None:
                return sign
            if ASK in view.signs:
                choice = self._choice(view)
                if choice.is_play and asks(view, choice.card):
                    return ASK
        return self._choice(view)

    def _choice(self, view: View) -> Action:
        """``choose``, once per turn: a bot that asks for a figure first chose the card it asks
        for, and its own signals of this turn change nothing of what it plays (so the turn is the
        view without them)."""
        turn = replace(view, signs=(), signals=tuple(m for m in view.signals
                                                     if m.seat != view.seat or m.ply != view.ply))
        if self._chosen is None or self._chosen[0] != turn:
            self._chosen = (turn, self.choose(view))
        return self._chosen[1]


class RandomBot(Bot):
    name = "random"

    def choose(self, view: View) -> Action:
        return decision_rng(self.seed, view).choice(view.legal)


class GreedyBot(Bot):
    name = "greedy"

    def choose(self, view: View) -> Action:
        """The auction by the rule of thumb (the heuristic bot's too), then the bot's ``play``."""
        if view.phase == AUCTION and view.call is not None:  # chiamata: a bid or the call
            return auction_choice(view.hand, view.call, view.legal)
        contract = rule_of_thumb(view) if view.rules.auction != "none" else None
        if contract is not None:  # Subastada: a bid, the trump named or a marriage sung
            return contract
        return self.play(view)

    def play(self, view: View) -> Action:
        cards = playable_cards(view)
        if not cards:
            return SKIP
        return PLAYS[greedy_card(cards, view.trick, view.trump_suit, partner_winning(view))]


def paying_exchange(view: View) -> Action | None:
    """An exchange that gives a stronger card than it costs, if one is open."""
    offers = [a for a in view.legal if a.kind is EXCHANGE]
    turned = view.turned_up_on_table
    good = [a for a in offers if turned is not None and turned.strength > a.card.strength]
    return max(good, key=lambda a: a.card.strength) if good else None


class HeuristicBot(GreedyBot):
    """The sources' advice as rules: probe with cards worth nothing, keep aces and threes away
    from trumps, keep the big trumps for tricks with points, spend no trump on a trick
    without points, count what is out, take no risks once past half the points, exchange when it pays."""

    name = "heuristic"
    noise = 0.0  # the practice game's "easy" level plays a random card this often

    def play(self, view: View) -> Action:
        swap = paying_exchange(view)
        if swap is not None:
            return swap
        cards = playable_cards(view)
        if not cards:
            return SKIP
        rng = decision_rng(self.seed, view)
        if self.noise and rng.random() < self.noise:
            return PLAYS[rng.choice(cards)]
        return PLAYS[self.lead(view, cards) if not view.trick else self.follow(view, cards)]

    @staticmethod
    def _safe(view: View) -> bool:
        return view.own_side_points > view.rules.half_points

    def lead(self, view: View, cards: list[Card]) -> Card:
        trump = view.trump_suit
        if self._safe(view):
            return cheapest(cards, trump)
        ours = partners_hold(view)  # what the partners said they hold cannot be turned against us
        threats = [u for u in unseen_cards(view) if u not in ours]
        blanks = [c for c in cards if c.points == 0 and c.suit != trump]
        if blanks:
            return min(blanks, key=lambda c: c.strength)
        def safe_big(c: Card) -> bool:  # nothing the other side may hold takes it
            return not any(beats(u, c, trump) for u in threats)
        small = [c for c in cards if c.suit != trump and c.points < 10]
        # a big trump too, once only the partners' can take it (the three with the partner's ace)
        big_safe = [c for c in cards if c.points >= 10 and safe_big(c)
                    and (c.suit != trump or any(beats(u, c, trump) for u in ours))]
        if big_safe:
            return max(big_safe, key=lambda c: c.points)
        if small:
            return min(small, key=lambda c: throw_key(c, trump))
        low_trumps = [c for c in cards if c.suit == trump and c.points < 10]
        if low_trumps:
            return min(low_trumps, key=lambda c: c.strength)
        return cheapest(cards, trump)

    @staticmethod
    def _load(cards: list[Card], trump: str, points: int) -> Card | None:
        """The card of another suit worth most, if it brings the trick to 10 points or more (a
        partner playing last takes such a trick by its own rule of thumb)."""
        givers = [c for c in cards if c.suit != trump and c.points > 0]
        best = max(givers, key=lambda c: (c.points, -c.strength), default=None)
        return best if best is not None and points + best.points >= 10 else None

    def follow(self, view: View, cards: list[Card]) -> Card:
        trump = view.trump_suit
        trick = view.trick
        holder = trick[winning_position(trick, trump)]
        points = sum(c.points for c in trick)
        last = len(trick) == view.rules.players - 1
        # the partner asked for a king, knight or jack and holds the trick: a figure of another
        # suit; a figure of trumps is kept for a trick it takes (giving it cost the pair points
        # over the arena's 004 deals)
        figures = [c for c in cards if c.rank in FIGURES and c.suit != trump] if heeds(view) else []
        if figures:
            return max(figures, key=lambda c: c.points)
        if ours_for_sure(view) or partner_takes_it(view):
            # the trick is ours whatever the rivals add (a partner's signalled trump holds it or
            # will take it, playing last): bank points on it rather than spend a trump
            load = self._load(cards, trump, points)
            if load is not None:
                return load
        if partner_winning(view):
            if last:  # the trick is ours: add points that are safe to give
                givers = [c for c in cards if c.suit != trump and c.points < 10]
                return max(givers, key=lambda c: c.points) if givers else cheapest(cards, trump)
            return cheapest(cards, trump)
        same = [c for c in cards if c.suit == holder.suit and beats(c, holder, trump)]
        if same and last:  # nobody can answer: bank the biggest card that takes the trick
            return max(same, key=lambda c: (c.points, -c.strength))
        if same and points > 0:
            return min(same, key=lambda c: c.strength)
        if self._safe(view) and points < 10:
            return cheapest(cards, trump)
        trumps = [c for c in cards if c.suit == trump and beats(c, holder, trump)]
        if trumps and points >= 10:
            small = [c for c in trumps if c.points < 10]
            return min(small or trumps, key=lambda c: c.strength)
        if trumps and points >= 3:
            small = [c for c in trumps if c.points == 0]
            if small:
                return min(small, key=lambda c: c.strength)
        winner = cheapest_winner(cards, holder, trump) if points >= 10 else None
        return winner if winner is not None else cheapest(cards, trump)
