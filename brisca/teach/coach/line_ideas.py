"""The ideas only the lines after two moves show (``lines``): the turned-up card handed over,
a card overtaken in its own trick, the exchange a trick won opens, a sure winner not cashed, a
trump spent that was missing later, a card of the hand to cash now, what changes hands, the
trick won more often, and failing those, where the points change on average.

Each is a reason with the claims it makes, every claim a share of the worlds traced (or a mean
of points) with its 95% interval and the least value the claim needs. An idea is said only when
all its claims clear that least value: a claim across it is in doubt, and more worlds are
traced to settle it (``lines.Tracer``, up to ``lines.MAX_TRACE``); one still in doubt then, or
wholly under it, is not said. ``checks`` measures the same claims again in fresh worlds.
"""

from __future__ import annotations

from brisca.core.cards import Card, beats
from brisca.core.rules import AFTER_WIN
from brisca.core.state import exchange_fit
from brisca.core.trick import Reason
from brisca.core.view import View, unseen_cards

from .holdings import still_out, takes_for_sure
from .lines import Swing, Tracer

SWING_SHARE = 0.1  # the least net share of worlds a card must change hands in to be named
MAJORITY = 0.5  # "usually", "more often than not": more than half the worlds
POINTS_LEAST = 1.0  # the least mean difference of points, in a trick or after it, worth naming
CONFIRM_SEED = 3_333_333  # the worlds an idea is borne out in: apart from the coach's and the checker's
SAME_IDEA = ("taken", "taken_rank")  # what makes two readings of an idea the same idea: the card it names


def line_ideas(view: View, played, better, context: dict, seed: int) -> list[Reason]:
    """The ideas only the lines after both moves show: what changes hands, in which trick.
    Each is said only once its share of worlds clears what it claims with 95% confidence; while
    one is in doubt, more worlds are traced (``lines.Tracer``), up to ``lines.MAX_TRACE``."""
    tracer = Tracer(view, played, better, seed)
    while True:
        change = tracer.more()
        found, doubt = read_lines(view, played, better, context, change, final=tracer.exhausted)
        if found is not None or not doubt:
            break
        # a fact in doubt: more worlds settle it
    if not found or change.exact:
        return found or []
    # Read after several looks (idea after idea, chunk after chunk), a claim clears its line more
    # often than its 95% interval says: an idea is said only if as many worlds traced apart from
    # these bear it out too (each claim's value over them past its line); failing that, the next
    # idea clear in these that they bear out.
    again = Tracer(view, played, better, seed + CONFIRM_SEED).more(change.worlds)
    for reason, claims in _line_candidates(view, played, better, context, change):
        if (all(standing(estimate, threshold) == CLEAR for estimate, threshold in claims)
                and borne_out(view, played, better, context, again, reason)):
            return [reason]
    return []


def borne_out(view: View, played, better, context: dict, change: Swing, said: Reason) -> bool:
    """Whether the idea ``said`` (the same idea, of the same card) has every claim's value past
    its line in ``change``."""
    for reason, claims in _line_candidates(view, played, better, context, change):
        if reason.code == said.code and all(reason.facts.get(k) == said.facts.get(k) for k in SAME_IDEA):
            return all(standing(estimate, threshold) != OUT for estimate, threshold in claims)
    return False


CLEAR, OUT, DOUBT = "clear", "out", "doubt"


def standing(estimate: tuple[float, tuple[float, float]], threshold: float) -> str:
    """Where a share (its value over the worlds traced and its 95% interval) stands against the
    least share a claim needs: the interval wholly above it (``clear``: said); the value at or
    below it (``out``: more worlds would seldom lift it over); else ``doubt``."""
    point, (low, _) = estimate
    return CLEAR if low > threshold else OUT if point <= threshold else DOUBT


def read_lines(view: View, played, better, context: dict, change: Swing, final: bool = False):
    """The idea the lines show, read off ``change`` in order of what it teaches: the first whose
    claims are all clear, or ``None``; and whether an idea before it was in doubt (more worlds
    may settle it). ``final``: no more worlds to come, an idea in doubt is passed over."""
    for candidate in _line_candidates(view, played, better, context, change):
        reason, claims = candidate
        marks = [standing(estimate, threshold) for estimate, threshold in claims]
        if OUT in marks:
            continue
        if DOUBT in marks:
            if final:
                continue
            return None, True
        return [reason], False
    return None, False


def _line_candidates(view: View, played, better, context: dict, change: Swing):
    """Each idea the lines may show, in order, as (its reason, its claims): every claim a share
    of worlds (or a mean of points) with its 95% interval, and the least value it needs."""
    move, better_move = played.first, better.first
    trump = view.trump_suit
    if view.turned_up is not None and view.turned_up_taker is None and change.pinta:
        rounds = (view.face_down + 1) // view.rules.players
        yield (Reason("coach_pinta_lost", {**context, "turned": view.turned_up, "trick": len(view.tricks) + rounds,
                                           "players": view.rules.players}),
               [(change.estimate(change.pinta), MAJORITY)])
    if move.is_play and change.lost_now and (move.card.points or move.card.suit == trump):
        out = [c for c in still_out(view) if beats(c, move.card, trump)]
        if out:
            yield (Reason("coach_higher_still_out", {**context, "higher_out": len(out)}),
                   [(change.estimate(change.lost_now), MAJORITY)])
    if _holds_exchange(view):
        yield (Reason("coach_win_to_exchange", {**context, "turned": view.turned_up_on_table,
                                                "share": round(100 * change.net(change.trick_won))}),
               [(change.net_estimate(change.exchange), SWING_SHARE),
                (change.net_estimate(change.trick_won), SWING_SHARE)])
    if (better_move.is_play and (better_move.card.points or sum(c.points for c in view.trick))
            and takes_for_sure(view, better_move.card) and better_move.card in change.cards):
        # cashing it now counts: played last, in a tenth of the worlds it changes hands; else in most
        paired = change.cards[better_move.card]
        points = better_move.card.points + sum(c.points for c in view.trick)
        last = "yes" if _plays_last(view) else "no"
        yield (Reason("coach_sure_winner", {**context, "points": points, "last": last}),
               [(change.net_estimate(paired), SWING_SHARE if last == "yes" else MAJORITY / 2)])
    gains = change.gains()
    if move.is_play and move.card.suit == trump:
        caught = [c for c, _ in gains if c.rank in (1, 3) and c.suit != trump and change.caught.get(c)]
        for taken in sorted(caught, key=lambda c: (-change.caught[c] * c.points, c)):
            yield (Reason("coach_save_trump", {**context, **_taken(view, taken), **_trick(change, taken),
                                               "share": round(100 * change.share(change.caught[taken]))}),
                   [(change.estimate(change.caught[taken]), SWING_SHARE), *_trick_claim(change, taken)])
    for taken, share in gains:
        paired = change.cards[taken]
        claims = [(change.net_estimate(paired), SWING_SHARE), *_trick_claim(change, taken)]
        if better_move.is_play and taken == better_move.card:  # the better move cashes it now
            trumped = _trumped(change, taken)
            yield (Reason("coach_cash_now", {**context, "share": round(100 * share), "trumped": trumped}),
                   claims + ([(change.estimate(change.trumped[taken], change.lost_played[taken]), MAJORITY)]
                             if trumped == "yes" else []))
        else:
            yield (Reason("coach_changes_hands", {**context, **_taken(view, taken), **_trick(change, taken),
                                                  "share": round(100 * share)}), claims)
    if move.is_play and better_move.is_play:
        yield (Reason("coach_wins_trick", {**context, "share": round(100 * change.net(change.trick_won))}),
               [(change.net_estimate(change.trick_won), SWING_SHARE)])
    # where the points change, when no card nor trick does often enough: this trick or the ones after
    where = (("coach_trick_points", change.now_points), ("coach_later_points", change.later_points))
    for code, sums in sorted(where, key=lambda x: -change.mean(x[1])):
        yield (Reason(code, {**context, "points": round(change.mean(sums))}),
               [(change.mean_estimate(sums), POINTS_LEAST)])


def _trick(change: Swing, card: Card) -> dict:
    """The trick ``card`` changes hands in, said when more than half the worlds it does (``0``:
    not said)."""
    trick, count, total = change.main_trick(card)
    return {"trick": trick if trick and standing(change.estimate(count, total), MAJORITY) == CLEAR else 0}


def _trick_claim(change: Swing, card: Card) -> list:
    """The claim of the trick said with ``card``: it changes hands there in most worlds it does."""
    trick, count, total = change.main_trick(card)
    if not trick or standing(change.estimate(count, total), MAJORITY) != CLEAR:
        return []
    return [(change.estimate(count, total), MAJORITY)]


def _trumped(change: Swing, card: Card) -> str:
    """Whether ``card``, lost after the move played, is mostly lost to a trump (said so)."""
    lost = change.lost_played.get(card, 0)
    trumped = change.trumped.get(card, 0)
    return "yes" if lost and standing(change.estimate(trumped, lost), MAJORITY) == CLEAR else "no"


def _plays_last(view: View) -> bool:
    return len(view.trick) == view.rules.players - 1


def _holds_exchange(view: View) -> bool:
    """Whether, at a table where a trick won opens the exchange, the learner holds the trump
    that may take the turned-up card, worth points (the 7: the 2 takes only a blank one)."""
    turned = view.turned_up_on_table
    return (view.rules.exchange in AFTER_WIN and turned is not None and turned.points > 0
            and any(exchange_fit(view.rules.exchange, c, turned)[0] for c in view.hand))


def _taken(view: View, card: Card) -> dict:
    """A card taken in a line: the learner's own (``own``), named if the learner knows where it
    is or was (seen), else said by its rank."""
    if card in view.hand:
        return {"taken": card, "taken_seen": "own"}
    seen = card not in unseen_cards(view)
    return {"taken": card, "taken_seen": "yes"} if seen else {"taken_rank": card.rank, "taken_seen": "no"}
