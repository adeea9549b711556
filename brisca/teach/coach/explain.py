"""What the coach says of a move short of the best: the idea it broke (``ideas``), found in
the position or by comparing the lines after both moves (``lines``), and once every card is
known, what best play by both sides does after each. Reasons are data: codes and facts, with
the tense they are said in (a hint before the move, a verdict after it); ``brisca.text`` words
them. No fact names a card the learner has not seen."""

from __future__ import annotations

from brisca.bots.basic import decision_rng, partner_winning, paying_exchange
from brisca.bots.determinize import determinize
from brisca.bots.search import after, exact_worlds, solve
from brisca.bots.subastada_bids import contract_values, world_values
from brisca.core.action import EXCHANGE, SING, Action
from brisca.core.cards import Card, beats
from brisca.core.outcome import unpack
from brisca.core.signals import SIGNS, SignalMade
from brisca.core.state import AUCTION, NAMING, OVER, current_player, exchange_fit
from brisca.core.subastada import marriage_points
from brisca.core.trick import Reason, winning_position
from brisca.core.view import View, unseen_cards

from .ideas import VERDICT, named_idea
from .lines import MOST, best_action, decision_of, swing
from .table_counts import secured

AFTER_WIN = ("after_win", "seven_after_win")  # the exchange rules whose window opens on a trick won
SWING_SHARE = 0.1  # the least net share of worlds a card must change hands in to be named


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
    seen it): leads, takes the trick (with a trump or not), or throws a card of so many points."""
    trump, trick = s.trump_suit, s.trick
    if not trick:
        return {"reply": "lead_trump" if card.suit == trump else "lead", "reply_points": card.points}
    holder = trick[winning_position(trick, trump)]
    if beats(card, holder, trump):
        return {"reply": "take_trump" if card.suit == trump and holder.suit != trump else "take",
                "reply_points": card.points}
    return {"reply": "throw", "reply_points": card.points}


def _end(margin: int, score: float) -> str:
    return "win" if score == 1 else "lose" if score == 0 else "tie"


def _partner_plays_after(view: View) -> bool:
    """Whether a partner of the seat still plays to this trick (it may yet win it for the side)."""
    rules, n = view.rules, view.rules.players
    later = [(view.seat + k) % n for k in range(1, n - len(view.trick))]
    return rules.teams and any(rules.side_of(s) == rules.side_of(view.seat) for s in later)


def _partner_reasons(view: View, card: Card, better: Card | None, context: dict) -> list[Reason]:
    """What a partner does wrong on a trick its partner is winning: taking it from them (with
    a trump, or with a higher card), or keeping back points it could have loaded onto it."""
    trump, trick = view.trump_suit, view.trick
    holder = trick[winning_position(trick, trump)]
    if beats(card, holder, trump):
        code = "coach_trumped_partner" if card.suit == trump and holder.suit != trump else "coach_overtook_partner"
        return [Reason(code, {**context, "holder": holder})]
    if better is not None and not beats(better, holder, trump) and better.points > card.points:
        return [Reason("coach_missed_load", {**context, "points": better.points, "holder": holder})]
    points = sum(c.points for c in trick)
    if better is not None and beats(better, holder, trump) and points and _rival_plays_after(view):
        return [Reason("coach_secure_partner_trick", {**context, "points": points + better.points, "holder": holder})]
    return []


def _rival_plays_after(view: View) -> bool:
    """Whether a seat of the other side still plays to this trick (it may take it yet)."""
    n, side = view.rules.players, view.rules.side_of(view.seat)
    return any(view.rules.side_of((view.seat + k) % n) != side for k in range(1, n - len(view.trick)))


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


def _trump_odds(view: View, seed: int, samples: int = 64) -> float:
    """How likely the other side holds a trump, over worlds consistent with the view."""
    if view.trump_suit is None:
        return 0.0
    rng = decision_rng(seed + 1, view)
    hits = 0
    for _ in range(samples):
        world = determinize(view, rng)
        if any(c.suit == view.trump_suit for seat, hand in enumerate(world.hands)
               if view.rules.side_of(seat) != view.rules.side_of(view.seat) for c in hand):
            hits += 1
    return hits / samples


def _top_of_suit(view: View, card: Card) -> bool:
    """Whether ``card``, not a trump and worth points but not an ace, is now the highest card
    of its suit (the higher ones played): only a trump takes it."""
    trump = view.trump_suit
    if card.suit == trump or card.points < 10 or card.rank == 1:  # an ace is always the top of its suit
        return False
    return not any(c.suit == card.suit and beats(c, card, trump) for c in unseen_cards(view))


def _sure_winner(view: View, card: Card) -> bool:
    """Whether ``card`` takes this trick whatever the cards still unseen may be."""
    trump, trick = view.trump_suit, view.trick
    if trick and not beats(card, trick[winning_position(trick, trump)], trump):
        return False
    if len(trick) == view.rules.players - 1:  # the last to play: nobody can answer it
        return True
    return not any(beats(c, card, trump) for c in unseen_cards(view))


def explain(view: View, played, better, lost: float, seed: int = 0, tense: str = VERDICT,
            exact: bool = False, odds: tuple[float, float] | None = None) -> tuple[Reason, ...]:
    """Which idea the move broke, with the facts around it; ``played`` and ``better`` are
    the lines priced (``lines_of``), said whole ("not exchanging and playing..."); ``tense``:
    said before the move (a hint) or after it (a verdict); ``exact``: the values were solved,
    not averaged over sampled worlds; ``odds``: the win chances the coach gave the played and the
    better move, said of Subastada's auction (else priced here)."""
    context = _context(view, played, better, lost, tense)
    reasons = [Reason("coach_cost", {**context, "exact": "yes" if exact else "no"})]
    if view.phase in (AUCTION, NAMING):  # Subastada's bid, pass or trump: what each makes of the contract
        return (*reasons, _contract_odds(view, decision_of(played), decision_of(better), context, seed, odds))
    reasons += _shown_ideas(view, played, better, context, seed)
    if not named_idea(r.code for r in reasons):
        reasons += _line_ideas(view, played, better, context, seed)
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
    return {"card": decision_of(played).card, "played": played, "better": better,
            "better_card": decision_of(better).card, "lost": round(lost, 1), "score": view.own_side_points,
            "trumps_out": sum(1 for c in unseen_cards(view) if c.suit == trump), "half": view.rules.half_points,
            "tense": tense}


def _shown_ideas(view: View, played, better, context: dict, seed: int) -> list[Reason]:
    """The ideas of the exchange and of the card played that the position shows by itself."""
    move, better_move = decision_of(played), decision_of(better)
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
    move, better_move = decision_of(played), decision_of(better)
    if not (move.is_play and view.signals):
        return []
    return _signal_reasons(view, move.card, better_move.card if better_move.is_play else None, context)


def _contract_odds(view: View, move: Action, better: Action, context: dict, seed: int,
                   odds: tuple[float, float] | None) -> Reason:
    """How often the side wins the deal after each of two auction moves: as the coach priced
    them, or in worlds of its own (``subastada_bids.world_values``), the same for both."""
    if odds is None:
        values = contract_values(view, decision_rng(seed, view))
        odds = tuple(sum(score for _, score in world_values(view, values, m)) / len(values.favoured)
                     for m in (move, better))
    return Reason("coach_contract_odds", {**context, "played_share": round(100 * odds[0]),
                                          "better_share": round(100 * odds[1])})


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
    """The ideas a card played breaks that the position shows by itself."""
    trump, trick = view.trump_suit, view.trick
    points = sum(c.points for c in trick)
    better_card: Card | None = better.card if better.is_play else None
    if card.suit == trump and card.rank == 1 and better_card != card:
        if any(c.suit == trump and c.rank == 3 for c in unseen_cards(view)):  # named by rank: it is unseen
            return [Reason("coach_keep_ace_for_three", context)]
    if not trick and better_card is not None and _top_of_suit(view, better_card) and card != better_card:
        return [Reason("coach_top_of_suit", context)]
    if not trick and card.suit != trump and card.points >= 10:
        odds = _trump_odds(view, seed)
        return [Reason("coach_led_big_card", {**context, "points": card.points, "odds": round(100 * odds)})]
    if trick and partner_winning(view):
        return _partner_reasons(view, card, better_card, context)
    if not trick:
        return []
    holder = trick[winning_position(trick, trump)]
    takes = beats(card, holder, trump)
    if takes and card.suit == trump and points == 0:
        return [Reason("coach_trump_on_nothing", context)]
    if takes and card.suit == trump and card.points >= 10 and points < 10:
        return [Reason("coach_big_trump_small_trick", {**context, "points": points})]
    if (not takes and better_card is not None and better_card.suit == trump and better_card.points < 10
            and holder.suit != trump and holder.points >= 10 and beats(better_card, holder, trump)):
        return [Reason("coach_small_trump_takes_ace", {**context, "holder": holder,
                                                       "points": points + better_card.points})]
    if (not takes and not _partner_plays_after(view) and card.points > 0 and better_card is not None
            and better_card.points < card.points):
        return [Reason("coach_gave_points", {**context, "points": card.points})]
    if not takes and points > 0 and better_card is not None and beats(better_card, holder, trump):
        return [Reason("coach_missed_capture", {**context, "points": points + better_card.points})]
    return []


def _line_ideas(view: View, played, better, context: dict, seed: int) -> list[Reason]:
    """The ideas only the lines after both moves show: what changes hands, in which trick."""
    change = swing(view, played, better, seed)
    move, better_move = decision_of(played), decision_of(better)
    if change.pinta > 0.5 and view.turned_up is not None:  # more often than not
        rounds = (view.face_down + 1) // view.rules.players
        return [Reason("coach_pinta_lost", {**context, "turned": view.turned_up,
                                            "trick": len(view.tricks) + rounds})]
    if move.is_play and change.lost_now >= MOST and (move.card.points or move.card.suit == view.trump_suit):
        higher = change.beaten_by.most_common(1)[0][0]
        out = [c for c in unseen_cards(view) if beats(c, move.card, view.trump_suit)]
        if higher in out:  # counted, not named: an unseen card's place is not the learner's to know
            return [Reason("coach_higher_still_out", {**context, "higher_out": len(out)})]
    if _holds_exchange(view) and min(change.exchange, change.trick_won) >= SWING_SHARE:
        return [Reason("coach_win_to_exchange", {**context, "turned": view.turned_up_on_table,
                                                 "share": round(100 * change.trick_won)})]
    if (better_move.is_play and (better_move.card.points or sum(c.points for c in view.trick))
            and _sure_winner(view, better_move.card)
            and any(c == better_move.card and share >= (SWING_SHARE if _plays_last(view) else MOST / 2)
                    for c, share, _ in change.cards)):  # played last, it is sure: a tenth of the worlds shows it counts
        points = better_move.card.points + sum(c.points for c in view.trick)
        last = "yes" if len(view.trick) == view.rules.players - 1 else "no"
        return [Reason("coach_sure_winner", {**context, "points": points, "last": last})]
    gains = [x for x in change.cards if x[1] > 0]
    caught = [x for x in gains if x[0].rank in (1, 3) and x[0].suit != view.trump_suit
              and (change.caught or {}).get(x[0], 0.0) >= SWING_SHARE]
    if move.is_play and move.card.suit == view.trump_suit and caught:
        taken, _, trick = max(caught, key=lambda x: x[1] * x[0].points)
        return [Reason("coach_save_trump", {**context, **_taken(view, taken), "trick": trick,
                                            "share": round(100 * change.caught[taken])})]
    often = [x for x in gains if x[1] >= SWING_SHARE]  # the costliest of the cards that change hands often enough
    taken, share, trick = max(often, key=lambda x: x[1] * x[0].points) if often else (None, 0.0, 0)
    if often:
        return [Reason("coach_changes_hands", {**context, **_taken(view, taken), "trick": trick,
                                               "share": round(100 * share)})]
    if change.trick_won >= SWING_SHARE and move.is_play and better_move.is_play:
        return [Reason("coach_wins_trick", {**context, "share": round(100 * change.trick_won)})]
    return []


def _plays_last(view: View) -> bool:
    return len(view.trick) == view.rules.players - 1


def _holds_exchange(view: View) -> bool:
    """Whether, at a table where a trick won opens the exchange, the learner holds the trump
    that may take the turned-up card, worth points (the 7: the 2 takes only a blank one)."""
    turned = view.turned_up_on_table
    return (view.rules.exchange in AFTER_WIN and turned is not None and turned.points > 0
            and any(exchange_fit(view.rules.exchange, c, turned)[0] for c in view.hand))


def _taken(view: View, card: Card) -> dict:
    """A card taken in a line, named if the learner has seen it, else said by its rank."""
    seen = card in view.hand or card in view.trick or card == view.turned_up_on_table
    return {"taken": card, "taken_seen": "yes"} if seen else {"taken_rank": card.rank, "taken_seen": "no"}
