"""What the coach says of a move short of the best: the idea it broke (``ideas``), found in
the position or by comparing the lines after both moves (``lines``), and once every card is
known, what best play by both sides does after each. Reasons are data: codes and facts, with
the tense they are said in (a hint before the move, a verdict after it); ``brisca.text`` words
them. No fact names a card the learner has not seen."""

from __future__ import annotations

import math

from brisca.bots.basic import decision_rng, partner_winning, paying_exchange
from brisca.bots.determinize import Worlds
from brisca.bots.search import after, evaluate, exact_worlds, solve
from brisca.bots.subastada_bids import contract_values, world_values
from brisca.core.action import BID, EXCHANGE, PASS_KIND, SING, Action, Move
from brisca.core.cards import Card, beats
from brisca.core.settle import unpack
from brisca.core.signals import SIGNS, SignalMade
from brisca.core.state import AUCTION, NAMING, OVER, current_player, exchange_fit, legal_actions, side_of
from brisca.core.subastada import marriage_points
from brisca.core.trick import Reason, winning_position
from brisca.core.view import View, unseen_cards
from brisca.stats import paired_difference

from .holdings import (
    known_rival_after,
    may_beat,
    partner_may_play_after,
    rival_may_hold_trump,
    still_out,
    takes_for_sure,
    trick_winner,
    winner_seat,
)
from .ideas import VERDICT, named_idea
from .line_ideas import line_ideas
from .lines import best_action
from .table_counts import secured

CONTRACT_CHUNK, CONTRACT_WORLDS = 180, 720  # worlds an auction move's chance to win is measured in
ODDS_WORLDS = 400  # worlds the other side's chance of a trump is sampled in, where it cannot be counted


def known_cards(view: View, played, better) -> tuple[Reason, ...]:
    """Once every card is known (one world left: two seats, the stock gone), what best play by
    both sides does after each move: the other side's reply to the better move, and how the
    deal ends after each (said as certain, not as a chance)."""
    worlds = exact_worlds(view)
    if worlds is None or len(worlds) != 1:
        return ()
    world, seat = worlds[0], view.seat
    s = after(world, better)
    while s.phase is not OVER and view.rules.side_of(current_player(s)) == view.rules.side_of(seat):
        s.apply(best_action(s))
    reply = _reply_facts(s, best_action(s).card) if s.phase is not OVER else {"reply": "none", "reply_points": 0}
    ends = [unpack(solve(after(world, line), seat)) for line in (better, played)]
    return (Reason("coach_known_cards", {"better": better, "played": played, **reply,
                                         "better_end": _end(*ends[0]), "better_margin": abs(ends[0][0]),
                                         "played_end": _end(*ends[1]), "played_margin": abs(ends[1][0])}),)


def _reply_facts(s, card: Card) -> dict:
    """The other side's reply said by what it does, never by the card (the learner has not
    seen it): leads, takes the trick (with a trump or not), or throws a card of so many points:
    letting the trick go when it holds a card that would take it (``let_go``), else because
    none would (``throw``)."""
    trump, trick = s.trump_suit, s.trick
    if not trick:
        return {"reply": "lead_trump" if card.suit == trump else "lead", "reply_points": card.points}
    holder = trick[winning_position(trick, trump)]
    if beats(card, holder, trump):
        return {"reply": "take_trump" if card.suit == trump and holder.suit != trump else "take",
                "reply_points": card.points}
    could = any(a.is_play and beats(a.card, holder, trump) for a in legal_actions(s))
    return {"reply": "let_go" if could else "throw", "reply_points": card.points}


def _end(margin: int, score: float) -> str:
    return "win" if score == 1 else "lose" if score == 0 else "tie"


def _partner_reasons(view: View, card: Card, better: Card | None, context: dict) -> list[Reason]:
    """What a partner does wrong on a trick its partner is winning: taking it from them (with
    a trump, or with a higher card) when the trick was theirs whatever the rivals still to play
    hold; keeping back points it could have loaded onto such a trick; or leaving a trick a rival
    may still take when a card of its own would have made it safe."""
    trump = view.trump_suit
    holder = trick_winner(view)
    safe = not may_beat(view, holder)  # no rival still to play may take it
    if beats(card, holder, trump):
        if not safe:
            return []
        code = "coach_trumped_partner" if card.suit == trump and holder.suit != trump else "coach_overtook_partner"
        return [Reason(code, {**context, "holder": holder})]
    if better is not None and not beats(better, holder, trump) and better.points > card.points and safe:
        return [Reason("coach_missed_load", {**context, "points": better.points, "holder": holder})]
    points = sum(c.points for c in view.trick)
    if (better is not None and points and not safe and known_rival_after(view)
            and takes_for_sure(view, better)):
        return [Reason("coach_secure_partner_trick", {**context, "points": points + better.points, "holder": holder})]
    return []


def _partner_signs(view: View, since: int) -> list[SignalMade]:
    """The signals the seat's partners made from trick ``since`` on (counted from 0)."""
    side = view.rules.side_of(view.seat)
    return [m for m in view.signals if m.seat != view.seat and view.rules.side_of(m.seat) == side
            and m.trick >= since]


def _signal_reasons(view: View, card: Card, better: Card | None, context: dict) -> list[Reason]:
    """A partner's signal the move went against: a big card led although the partner had said,
    this trick or the last, that it holds no trump to take back a trick the other side trumps;
    or the king, knight or jack the partner asked for in this trick, held back."""
    trick_now = len(view.tricks)
    signs = {m.sign for m in _partner_signs(view, trick_now - 1)}
    asked = {m.sign for m in _partner_signs(view, trick_now)}
    figures = SIGNS["ask_for_figure"].ranks
    out = []
    if not view.trick and card.suit != view.trump_suit and card.points >= 10 and "no_trumps" in signs:
        out.append(Reason("coach_led_despite_no_trumps", context))
    if ("ask_for_figure" in asked and card.rank not in figures and better is not None
            and better.rank in figures):
        out.append(Reason("coach_ignored_figure_request", context))
    return out


def trump_odds(view: View, seed: int = 0, worlds: int = ODDS_WORLDS) -> tuple[float, bool]:
    """The chance that a seat of the other side holds a trump now, and whether it is counted
    exactly: where every world is as likely as another (no signal read, no auction, the sides
    known), by counting the ways the hidden cards may lie; else over ``worlds`` sampled worlds."""
    trump, ours = view.trump_suit, view.partners
    if trump is None or not rival_may_hold_trump(view):
        return 0.0, True
    others = [seat for seat in range(view.rules.players) if seat not in ours]
    if any(c.suit == trump for seat in others for c in view.known[seat]):
        return 1.0, True
    dealer = Worlds(view)
    if view.call is None and dealer.limited is None and dealer.barred is None and not dealer.hidden_turned_up:
        hidden = len(dealer.hidden)
        blank = sum(1 for c in dealer.hidden if c.suit != trump)
        slots = sum(dealer.needs[seat] for seat in others)
        return 1.0 - math.comb(blank, slots) / math.comb(hidden, slots), True
    rng = decision_rng(seed + 1, view)
    hits = 0
    for _ in range(worlds):
        world = dealer.deal(rng)
        mine = side_of(world, view.seat)
        hits += any(c.suit == trump for seat, hand in enumerate(world.hands) if side_of(world, seat) != mine
                    for c in hand)
    return hits / worlds, False


def _top_of_suit(view: View, card: Card) -> bool:
    """Whether ``card``, not a trump and worth points but not an ace, is now the highest card
    of its suit: every card of its suit that beats it has been played (only a trump takes it)."""
    trump = view.trump_suit
    if card.suit == trump or card.points < 10 or card.rank == 1:  # an ace is always the top of its suit
        return False
    return not any(c.suit == card.suit and beats(c, card, trump) for c in [*still_out(view), *view.hand])


def explain(view: View, played, better, lost: float, seed: int = 0, tense: str = VERDICT,
            exact: bool = False, odds: tuple[float, float] | None = None) -> tuple[Reason, ...]:
    """Which idea the move broke, with the facts around it; ``played`` and ``better`` are
    the lines priced (``lines_of``), said whole ("not exchanging and playing..."); ``tense``:
    said before the move (a hint) or after it (a verdict); ``exact``: the values were solved,
    not averaged over sampled worlds; ``odds``: the win chances the coach gave the played and the
    better move (not said: an auction move's chance is measured again in worlds enough to say it
    with confidence, ``contract_wins``)."""
    context = _context(view, played, better, lost, tense)
    reasons = [Reason("coach_cost", {**context, "exact": "yes" if exact else "no"})]
    if view.phase in (AUCTION, NAMING):  # a bid, a pass, a call or a trump: what each makes of the deal
        return (*reasons, *_contract_odds(view, played, better, context, seed))
    reasons += _shown_ideas(view, played, better, context, seed)
    if not named_idea(r.code for r in reasons):
        reasons += line_ideas(view, played, better, context, seed)
    reasons += _signal_ideas(view, played, better, context)
    held = secured(view)  # the deal already won, by what the table counts
    if held is not None:
        reasons.append(Reason("coach_past_60", {**context, **held}))
    return tuple(reasons)


def position_ideas(view: View, played, better, seed: int = 0) -> tuple[str, ...]:
    """The ideas ``played`` would break against ``better`` that the position shows by itself,
    without the lines after both moves played out (the costly part of ``explain``): what
    progress by skill (``lessons.skills``) counts as at stake in a decision."""
    context = _context(view, played, better, 0.0, VERDICT)
    found = (*_shown_ideas(view, played, better, context, seed), *_signal_ideas(view, played, better, context))
    return tuple(r.code for r in found)


def _context(view: View, played, better, lost: float, tense: str) -> dict:
    """The facts every reason of a move carries."""
    trump = view.trump_suit
    ours = view.partners
    trumps_out = sum(1 for c in unseen_cards(view) if c.suit == trump) + sum(
        1 for seat, cards in enumerate(view.known) if seat not in ours for c in cards if c.suit == trump)
    return {"card": played.first.card, "played": played, "better": better,
            "better_card": better.first.card, "lost": round(lost, 1), "score": view.own_side_points,
            "trumps_out": trumps_out, "half": view.rules.half_points, "tense": tense}


def _shown_ideas(view: View, played, better, context: dict, seed: int) -> list[Reason]:
    """The ideas of the exchange and of the card played that the position shows by itself."""
    move, better_move = played.first, better.first
    reasons = []
    if better_move.kind is SING and move.kind is not SING:
        reasons.append(Reason("coach_missed_sing", {**context, "suit": better_move.suit,
                                                    "points": marriage_points(better_move.suit, view.trump_suit)}))
    if better_move.kind is EXCHANGE and move.kind is not EXCHANGE and paying_exchange(view) is not None:
        reasons.append(Reason("coach_missed_exchange", {**context, "turned": view.turned_up_on_table}))
    if move.kind is EXCHANGE and better_move.kind is not EXCHANGE:
        reasons.append(Reason("coach_exchange_not_worth", {**context, "turned": view.turned_up_on_table}))
    if move.is_play and _kept_for_exchange(view, move.card, better_move):
        reasons.append(Reason("coach_keep_seven", {**context, "turned": view.turned_up_on_table}))
    elif move.is_play:
        reasons += _play_ideas(view, move.card, better_move, context, seed)
    return reasons


def _signal_ideas(view: View, played, better, context: dict) -> list[Reason]:
    move, better_move = played.first, better.first
    if not (move.is_play and view.signals):
        return []
    return _signal_reasons(view, move.card, better_move.card if better_move.is_play else None, context)


def _contract_odds(view: View, move: Move, better: Move, context: dict, seed: int) -> tuple[Reason, ...]:
    """How often the side wins the deal after each of two auction moves, in ``CONTRACT_WORLDS``
    worlds of its own (``subastada_bids.world_values``), the same for both: said when the better
    move wins more often with 95% confidence (Newcombe's interval of the paired shares). The
    shares said rest on all of them (a chunk's would be a few points off); a chunk that already
    shows the better move no more often stops the count, but for Subastada's bid where a pass was
    better, said as what the contract risks (``coach_contract_risk``)."""
    rng = decision_rng(seed, view)
    risk = _risked(view, move.first, better.first)
    played: tuple[bool, ...] = ()
    preferred: tuple[bool, ...] = ()
    while len(played) < CONTRACT_WORLDS:
        more = contract_wins(view, (move, better), rng, CONTRACT_CHUNK)
        played, preferred = played + more[0], preferred + more[1]
        if not risk and paired_difference(*paired_counts(played, preferred))[1] <= 0:
            return ()
    n = len(played)
    shares = {"played_share": round(100 * sum(played) / n), "better_share": round(100 * sum(preferred) / n)}
    if paired_difference(*paired_counts(played, preferred))[0] > 0:
        return (Reason("coach_contract_odds", {**context, **shares}),)
    return (Reason("coach_contract_risk", {**context, **shares, "penalty": view.rules.penalty}),) if risk else ()


def _risked(view: View, move: Action, better: Action) -> bool:
    """Whether ``move`` is Subastada's bid where a pass was better, at a table where a contract
    not made costs more than a deal lost (``rules.penalty``): the side took the contract's risk."""
    return view.call is None and move.kind is BID and better.kind is PASS_KIND and view.rules.penalty > 1


def paired_counts(played, preferred) -> tuple[int, int, int, int]:
    """From two moves' outcomes world by world: the worlds only the preferred one wins, only the
    played one, all of them, and both (``stats.paired_difference``'s arguments)."""
    pairs = list(zip(played, preferred, strict=True))
    return (sum(b and not p for p, b in pairs), sum(p and not b for p, b in pairs), len(pairs),
            sum(p and b for p, b in pairs))


def contract_wins(view: View, moves, rng, worlds: int) -> tuple[tuple[bool, ...], ...]:
    """Per auction move (a move of one action), whether the side wins the deal after it, world
    by world, over ``worlds`` worlds dealt with ``rng`` (the same worlds for every move): Subastada's contract
    priced as if the auction stopped there; chiamata's bid or call with the rest of the auction
    and the deal played out, as the coach prices it (``search.evaluate``)."""
    if view.call is not None:
        return tuple(tuple(score == 1 for score in v.wins) for v in evaluate(view, rng, worlds, list(moves)))
    values = contract_values(view, rng, worlds)
    return tuple(tuple(score == 1 for _, score in world_values(view, values, m.first)) for m in moves)


def _kept_for_exchange(view: View, card: Card, better: Action) -> bool:
    """Whether ``card`` is the 7 or the 2 of trumps that could still take the turned-up card,
    worth points and stronger, in an exchange to come (the better move keeps it)."""
    turned, rule = view.turned_up_on_table, view.rules.exchange
    if turned is None or rule == "none" or card.suit != turned.suit or (better.is_play and better.card == card):
        return False
    rounds_left = view.face_down // view.rules.players  # the rulebook bars its last drawing round
    return (turned.points > 0 and turned.strength > card.strength and exchange_fit(rule, card, turned)[0]
            and (rounds_left > 1 if rule == "rulebook" else view.face_down > 0))


def _play_ideas(view: View, card: Card, better: Action, context: dict, seed: int) -> list[Reason]:
    """The ideas a card played breaks that the position shows by itself, each said only where
    what it asserts holds whatever the hidden cards are."""
    trump, trick = view.trump_suit, view.trick
    points = sum(c.points for c in trick)
    better_card: Card | None = better.card if better.is_play else None
    if card.suit == trump and card.rank == 1 and better_card != card and _three_of_trumps_against(view):
        return [Reason("coach_keep_ace_for_three", context)]
    if not trick and better_card is not None and _top_of_suit(view, better_card) and card != better_card:
        return [Reason("coach_top_of_suit", context)]
    if not trick and card.suit != trump and card.points >= 10:
        return _led_big_card(view, card, better_card, context, seed)
    if trick and partner_winning(view):
        return _partner_reasons(view, card, better_card, context)
    if not trick:
        return []
    holder = trick_winner(view)
    takes = beats(card, holder, trump)
    better_takes = better_card is not None and beats(better_card, holder, trump)
    if takes and card.suit == trump and points == 0 and better_card is not None and better_card.suit != trump:
        return [Reason("coach_trump_on_nothing", context)]
    if (takes and card.suit == trump and card.points >= 10 and points < 10 and better_card is not None
            and not (better_card.suit == trump and better_card.points >= 10)):
        return [Reason("coach_big_trump_small_trick", {**context, "points": points})]
    against = winner_seat(view) in view.rivals  # the trick is a known rival's so far
    if (not takes and better_card is not None and better_card.suit == trump and better_card.points < 10
            and holder.suit != trump and holder.points >= 10 and better_takes and against
            and takes_for_sure(view, better_card)):
        return [Reason("coach_small_trump_takes_ace", {**context, "holder": holder, "better_points": better_card.points,
                                                       "points": points + better_card.points})]
    if (not takes and against and not partner_may_play_after(view) and card.points > 0 and better_card is not None
            and better_card.points < card.points and not better_takes):
        return [Reason("coach_gave_points", {**context, "points": card.points, "better_points": better_card.points})]
    if not takes and points > 0 and better_takes and takes_for_sure(view, better_card):
        return [Reason("coach_missed_capture", {**context, "points": points + better_card.points})]
    return []


def _three_of_trumps_against(view: View) -> bool:
    """Whether the three of trumps is still to be caught: not played, and held (or maybe held)
    by a seat that may be against the learner, not in the learner's hand nor the stock's pinta."""
    trump = view.trump_suit
    if trump is None:
        return False
    three = next((c for c in still_out(view) if c.suit == trump and c.rank == 3), None)
    if three is None or three == view.turned_up_on_table:
        return False
    ours = view.partners
    return not any(three in view.known[seat] for seat in ours)


def _led_big_card(view: View, card: Card, better: Card | None, context: dict, seed: int) -> list[Reason]:
    """A card worth points led where the other side may trump it, when the better move is a
    lead that risks fewer points: a blank card, or a smaller one (named). Not said where no
    card of the other side can be a trump, nor where the better move is a trump or as costly."""
    if better is None or better.suit == view.trump_suit or better.points >= card.points:
        return []
    odds, counted = trump_odds(view, seed)
    if odds <= 0:
        return []
    return [Reason("coach_led_big_card", {**context, "points": card.points, "better_points": better.points,
                                          "odds": round(100 * odds), "counted": "yes" if counted else "no"})]
