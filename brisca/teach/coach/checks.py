"""Whether what the coach says of a move holds: every idea of the vocabulary (``ideas``), and
what best play by both sides does (``coach_known_cards``), replayed claim by claim.

A claim of the position (a card still out, a trick taken for sure, the points on the table) is
recounted from the view's cards, and anything said "for sure" is tried in every fresh world
(``fresh``): a world where a rival still to play holds a card that takes the trick makes it
false. A claim read off the lines ("in 20 more deals of every 100 your side takes the ace") is
measured again in the fresh worlds, both lines played in each. An idea is as good as its
weakest claim (``fresh.worst``).
"""

from __future__ import annotations

from brisca.bots.basic import decision_rng
from brisca.bots.search import after, exact_worlds
from brisca.core.action import BID, EXCHANGE, PASS_KIND, SING
from brisca.core.cards import Card, beats
from brisca.core.rules import AFTER_WIN, deck_cards
from brisca.core.signals import SIGNS
from brisca.core.state import current_player, exchange_fit, legal_actions, side_of
from brisca.core.subastada import marriage_points
from brisca.core.trick import Reason, winning_position
from brisca.core.view import View
from brisca.stats import paired_difference

from .explain import CONTRACT_WORLDS, contract_wins, paired_counts
from .fresh import DOUBTFUL, FALSE, FRESH_WORLDS, STATUSES, TRUE, Z_FAR, Fresh, holds, measured, share_said, worst
from .line_ideas import MAJORITY, POINTS_LEAST, SWING_SHARE
from .lines import FRESH_SEED, Paired, best_action

__all__ = ["CHECKS", "DOUBTFUL", "FALSE", "FRESH_WORLDS", "STATUSES", "TRUE", "Fresh", "check"]


def check(view: View, reason: Reason, worlds: int = FRESH_WORLDS, seed: int = 0, fresh: Fresh | None = None) -> str:
    """Whether ``reason`` (one the coach gave of the move in ``reason.facts["played"]`` against
    ``reason.facts["better"]``, in ``view``) holds: ``true``, ``doubtful`` or ``false``."""
    facts = reason.facts
    fresh = fresh or Fresh(view, facts.get("played"), facts.get("better"), worlds, seed)
    return CHECKS[reason.code](view, facts, fresh)


# -- the position's facts ------------------------------------------------------------------------


def _winning(view: View) -> tuple[Card | None, int | None]:
    """The card winning the trick so far, and its seat."""
    if not view.trick:
        return None, None
    at = winning_position(view.trick, view.trump_suit)
    return view.trick[at], (view.leader + at) % view.rules.players


def _not_yet_played(view: View) -> list[Card]:
    """Every card neither played nor in the learner's hand."""
    gone = set(view.played) | set(view.hand)
    return [c for c in deck_cards(view.rules) if c not in gone]


def _points_on_table(view: View) -> int:
    return sum(c.points for c in view.trick)


def _after(view: View) -> list[int]:
    n = view.rules.players
    return [(view.seat + k) % n for k in range(1, n - len(view.trick))]


# -- each idea's claims -----------------------------------------------------------------------------


def _pinta_lost(view, facts, fresh) -> str:
    rounds = (view.face_down + 1) // view.rules.players
    shown = holds(view.turned_up_taker is None and facts["turned"] == view.turned_up
                  and facts["trick"] == len(view.tricks) + rounds and facts["players"] == view.rules.players)
    return worst([shown, fresh.share(fresh.swing.pinta, least=MAJORITY)])


def _keep_ace_for_three(view, facts, fresh) -> str:
    trump, card = view.trump_suit, facts["card"]
    three = next((c for c in deck_cards(view.rules) if c.suit == trump and c.rank == 3), None)
    partners = view.partners - {view.seat}
    return holds(card.suit == trump and card.rank == 1 and three is not None and three in _not_yet_played(view)
                 and three != view.turned_up_on_table and not any(three in view.known[s] for s in partners))


def _small_trump_takes_ace(view, facts, fresh) -> str:
    better, (holder, seat) = facts["better_card"], _winning(view)
    trump = view.trump_suit
    return holds(holder == facts["holder"] and seat in view.rivals and better.suit == trump
                 and better.points == facts["better_points"] < 10
                 and holder.suit != trump and holder.points >= 10 and beats(better, holder, trump)
                 and facts["points"] == _points_on_table(view) + better.points
                 and not fresh.rivals_after_beat(better))


def _trump_on_nothing(view, facts, fresh) -> str:
    card, (holder, _) = facts["card"], _winning(view)
    return holds(holder is not None and card.suit == view.trump_suit and beats(card, holder, view.trump_suit)
                 and _points_on_table(view) == 0 and facts["better_card"].suit != view.trump_suit)


def _big_trump_small_trick(view, facts, fresh) -> str:
    card, (holder, _) = facts["card"], _winning(view)
    return holds(holder is not None and card.suit == view.trump_suit and card.points >= 10
                 and beats(card, holder, view.trump_suit) and facts["points"] == _points_on_table(view) < 10)


def _caught(view, facts, fresh) -> str:
    change = fresh.swing
    if facts["taken_seen"] == "no":
        options = [c for c in change.caught if c.rank == facts["taken_rank"] and c.suit != view.trump_suit]
    else:
        options = [facts["taken"]]
    if facts["card"].suit != view.trump_suit or not options:
        return FALSE
    taken = max(options, key=lambda c: change.caught.get(c, 0))
    return worst([fresh.share(change.caught.get(taken, 0)), _trick_said(facts, fresh, taken)])


def _trick_said(facts, fresh, card: Card) -> str:
    """The trick the card is said to change hands in: there in most of the fresh worlds it does."""
    if not facts.get("trick"):
        return TRUE
    tricks = fresh.swing.tricks.get(card, {})
    return fresh.share(tricks.get(facts["trick"], 0), sum(tricks.values()), MAJORITY)


def _partner_trick(view, facts) -> tuple[bool, Card | None]:
    holder, seat = _winning(view)
    return holder == facts["holder"] and seat is not None and seat != view.seat and seat in view.partners, holder


def _trumped_partner(view, facts, fresh) -> str:
    ok, holder = _partner_trick(view, facts)
    card, trump = facts["card"], view.trump_suit
    return holds(ok and card.suit == trump and holder.suit != trump and not fresh.rivals_after_beat(holder))


def _overtook_partner(view, facts, fresh) -> str:
    ok, holder = _partner_trick(view, facts)
    return holds(ok and beats(facts["card"], holder, view.trump_suit) and not fresh.rivals_after_beat(holder))


def _missed_load(view, facts, fresh) -> str:
    ok, holder = _partner_trick(view, facts)
    better = facts["better_card"]
    return holds(ok and not beats(better, holder, view.trump_suit) and facts["points"] == better.points
                 and better.points > facts["card"].points and not fresh.rivals_after_beat(holder))


def _secure_partner_trick(view, facts, fresh) -> str:
    ok, holder = _partner_trick(view, facts)
    better = facts["better_card"]
    return holds(ok and any(s in view.rivals for s in _after(view)) and beats(better, holder, view.trump_suit)
                 and facts["points"] == _points_on_table(view) + better.points
                 and not fresh.rivals_after_beat(better))


def _led_big_card(view, facts, fresh) -> str:
    card, better, trump = facts["card"], facts["better_card"], view.trump_suit
    shown = holds(not view.trick and card.suit != trump and card.points == facts["points"] >= 10
                  and better.suit != trump and better.points == facts["better_points"] < card.points
                  and facts["trumps_out"] == _trumps_a_rival_may_hold(view))
    rivals = 0
    for world in fresh.worlds:
        mine = side_of(world, view.seat)
        rivals += any(c.suit == trump for s, hand in enumerate(world.hands) if side_of(world, s) != mine
                      for c in hand)
    n = len(fresh.worlds)
    if facts["counted"] == "no":
        return worst([shown, TRUE if rivals else DOUBTFUL])
    return worst([shown, share_said(facts["odds"] / 100, rivals, n)])


def _trumps_a_rival_may_hold(view: View) -> int:
    """Trumps that may be in a rival's hand: not played, not the learner's, not known to be in a
    partner's hand nor lying turned up under the stock."""
    partners = view.partners
    placed = {c for s in partners for c in view.known[s]} | {view.turned_up_on_table}
    return sum(1 for c in _not_yet_played(view) if c.suit == view.trump_suit and c not in placed)


def _higher_still_out(view, facts, fresh) -> str:
    card = facts["card"]
    count = sum(1 for c in _not_yet_played(view) if beats(c, card, view.trump_suit))
    return worst([holds(count == facts["higher_out"] > 0), fresh.share(fresh.swing.lost_now, least=MAJORITY)])


def _top_of_suit(view, facts, fresh) -> str:
    better, trump = facts["better_card"], view.trump_suit
    higher = [c for c in deck_cards(view.rules) if c.suit == better.suit and beats(c, better, trump)]
    return holds(not view.trick and better.suit != trump and better.points >= 10
                 and all(c in view.played for c in higher))


def _sure_winner(view, facts, fresh) -> str:
    better, (holder, _) = facts["better_card"], _winning(view)
    table = _points_on_table(view)
    beaten = holder is None or beats(better, holder, view.trump_suit)
    last = len(view.trick) == view.rules.players - 1
    sure = last if facts["last"] == "yes" else not fresh.rivals_after_beat(better)
    return holds(beaten and sure and facts["points"] == better.points + table)


def _missed_capture(view, facts, fresh) -> str:
    better, (holder, _) = facts["better_card"], _winning(view)
    return holds(holder is not None and beats(better, holder, view.trump_suit)
                 and not beats(facts["card"], holder, view.trump_suit)
                 and facts["points"] == _points_on_table(view) + better.points
                 and not fresh.rivals_after_beat(better))


def _gave_points(view, facts, fresh) -> str:
    card, better, (holder, seat) = facts["card"], facts["better_card"], _winning(view)
    trump = view.trump_suit
    partner_after = any(s not in view.rivals for s in _after(view))
    return holds(holder is not None and seat in view.rivals and not partner_after
                 and not beats(card, holder, trump) and not beats(better, holder, trump)
                 and card.points == facts["points"] > 0 and better.points == facts["better_points"] < card.points)


def _changes_hands(view, facts, fresh) -> str:
    seen = facts["taken_seen"]
    if seen == "no":
        unseen = set(_not_yet_played(view)) - {c for cards in view.known for c in cards} - {view.turned_up}
        options = [c for c in unseen if c.rank == facts["taken_rank"]]
        if not options:
            return FALSE
        taken = max(options, key=lambda c: fresh.swing.net(fresh.swing.cards.get(c, Paired())))
    else:
        taken = facts["taken"]
        mine = taken in view.hand
        if mine != (seen == "own") or taken == facts["better_card"] and mine:
            return FALSE
    return worst([fresh.net(taken), _trick_said(facts, fresh, taken)])


def _cash_now(view, facts, fresh) -> str:
    card = facts["better_card"]
    if card not in view.hand:
        return FALSE
    claims = [fresh.net(card)]
    if facts["trumped"] == "yes":
        change = fresh.swing
        claims.append(fresh.share(change.trumped.get(card, 0), change.lost_played.get(card, 0), MAJORITY))
    return worst(claims)


def _missed_exchange(view, facts, fresh) -> str:
    better = facts["better"].first
    return holds(better.kind is EXCHANGE and better in view.legal and facts["turned"] == view.turned_up_on_table
                 and view.turned_up_on_table.strength > better.card.strength)


def _exchange_not_worth(view, facts, fresh) -> str:
    move, better = facts["played"].first, facts["better"].first
    return holds(move.kind is EXCHANGE and better.kind is not EXCHANGE and facts["turned"] == view.turned_up_on_table)


def _keep_seven(view, facts, fresh) -> str:
    card, turned = facts["card"], view.turned_up_on_table
    return holds(turned is not None and facts["turned"] == turned and card.suit == turned.suit
                 and exchange_fit(view.rules.exchange, card, turned)[0] and turned.points > 0 and view.face_down > 0)


def _win_to_exchange(view, facts, fresh) -> str:
    change, turned = fresh.swing, view.turned_up_on_table
    shown = holds(view.rules.exchange in AFTER_WIN and turned is not None and facts["turned"] == turned
                  and any(exchange_fit(view.rules.exchange, c, turned)[0] for c in view.hand))
    return worst([shown,
                  measured(change.net(change.exchange), change.net_interval(change.exchange, Z_FAR), SWING_SHARE),
                  measured(change.net(change.trick_won), change.net_interval(change.trick_won, Z_FAR), SWING_SHARE)])


def _wins_trick(view, facts, fresh) -> str:
    change = fresh.swing
    return measured(change.net(change.trick_won), change.net_interval(change.trick_won, Z_FAR), SWING_SHARE)


def _points(sums_of):
    """The own side takes so many more points on average after the better move: in the trick
    being played, or in the tricks after it."""
    def claim(view, facts, fresh) -> str:
        change = fresh.swing
        sums = sums_of(change)
        return worst([holds(facts["points"] >= 1),
                      measured(change.mean(sums), change.mean_interval(sums, Z_FAR), POINTS_LEAST)])
    return claim


def _partner_signs(view: View, since: int) -> set[str]:
    partners = view.partners - {view.seat}
    return {m.sign for m in view.signals if m.seat in partners and m.trick >= since}


def _led_despite_no_trumps(view, facts, fresh) -> str:
    card = facts["card"]
    return holds(not view.trick and card.suit != view.trump_suit and card.points >= 10
                 and "no_trumps" in _partner_signs(view, len(view.tricks) - 1))


def _ignored_figure_request(view, facts, fresh) -> str:
    figures = SIGNS["ask_for_figure"].ranks
    return holds("ask_for_figure" in _partner_signs(view, len(view.tricks))
                 and facts["better_card"].rank in figures and facts["card"].rank not in figures)


def _contract_odds(view, facts, fresh) -> str:
    """The better auction move wins the deal more often than the one played, in fresh worlds,
    and each share said is within reach of theirs."""
    rng = decision_rng(fresh.seed + FRESH_SEED, view)
    played, better = contract_wins(view, (facts["played"], facts["better"]), rng,
                                   max(fresh.count, CONTRACT_WORLDS))  # as many as the coach may measure
    counts = paired_counts(played, better)
    n = len(played)
    order = measured((counts[0] - counts[1]) / n, paired_difference(*counts, z=Z_FAR), 0.0)
    shares = [share_said(facts[key] / 100, sum(wins), n) for key, wins in
              (("played_share", played), ("better_share", better))]
    return worst([order, *shares])


def _contract_risk(view, facts, fresh) -> str:
    """A bid where a pass was better: each share said within reach of the fresh worlds', and a
    contract not made costing the deals said (more than one)."""
    played, better = facts["played"].first, facts["better"].first
    rng = decision_rng(fresh.seed + FRESH_SEED, view)
    wins = contract_wins(view, (facts["played"], facts["better"]), rng, max(fresh.count, CONTRACT_WORLDS))
    n = len(wins[0])
    shares = [share_said(facts[key] / 100, sum(w), n) for key, w in zip(("played_share", "better_share"), wins,
                                                                          strict=True)]
    return worst([holds(played.kind is BID and better.kind is PASS_KIND and facts["penalty"] == view.rules.penalty > 1),
                  *shares])


def _missed_sing(view, facts, fresh) -> str:
    better = facts["better"].first
    return holds(better.kind is SING and better in view.legal and facts["suit"] == better.suit
                 and facts["points"] == marriage_points(better.suit, view.trump_suit))


def _known_cards(view, facts, fresh) -> str:
    """Best play's reply, once every card is known: ``throw`` ("cannot take the trick") only
    where no card the other side may play would take it, ``let_go`` where one would."""
    if facts["reply"] not in ("throw", "let_go"):
        return TRUE
    worlds = exact_worlds(view)
    if worlds is None or len(worlds) != 1:
        return FALSE
    s = after(worlds[0], facts["better"])
    while view.rules.side_of(current_player(s)) == view.rules.side_of(view.seat):
        s.apply(best_action(s))
    holder = s.trick[winning_position(s.trick, s.trump_suit)] if s.trick else None
    could = holder is not None and any(a.is_play and beats(a.card, holder, s.trump_suit) for a in legal_actions(s))
    return holds(holder is not None and could == (facts["reply"] == "let_go"))


CHECKS = {
    "coach_pinta_lost": _pinta_lost, "coach_keep_ace_for_three": _keep_ace_for_three,
    "coach_small_trump_takes_ace": _small_trump_takes_ace, "coach_trump_on_nothing": _trump_on_nothing,
    "coach_big_trump_small_trick": _big_trump_small_trick, "coach_save_trump": _caught,
    "coach_trumped_partner": _trumped_partner, "coach_overtook_partner": _overtook_partner,
    "coach_missed_load": _missed_load, "coach_secure_partner_trick": _secure_partner_trick,
    "coach_led_big_card": _led_big_card, "coach_higher_still_out": _higher_still_out,
    "coach_top_of_suit": _top_of_suit, "coach_sure_winner": _sure_winner, "coach_missed_capture": _missed_capture,
    "coach_gave_points": _gave_points, "coach_cash_now": _cash_now, "coach_changes_hands": _changes_hands,
    "coach_missed_exchange": _missed_exchange, "coach_exchange_not_worth": _exchange_not_worth,
    "coach_keep_seven": _keep_seven, "coach_win_to_exchange": _win_to_exchange, "coach_wins_trick": _wins_trick,
    "coach_trick_points": _points(lambda change: change.now_points),
    "coach_later_points": _points(lambda change: change.later_points),
    "coach_led_despite_no_trumps": _led_despite_no_trumps, "coach_ignored_figure_request": _ignored_figure_request,
    "coach_contract_odds": _contract_odds, "coach_contract_risk": _contract_risk, "coach_missed_sing": _missed_sing,
    "coach_known_cards": _known_cards,
}
