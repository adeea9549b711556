"""The expert plays as a partner: last to a trick its partner is winning, it loads points onto
it (cargar) and does not spend a trump to take the trick from its partner, where a bot that saw
its partner as one more opponent would trump it. (Taking it with a higher card of the suit led
is loading too: the trick is the side's either way.) Positions come from real deals of
heuristic bots at the pairs and team tables; the same positions are put to the random bot."""

import statistics

import pytest

from brisca.bots import make_bot
from brisca.bots.turns import bot_turns
from brisca.core.record import deal
from brisca.core.trick import winning_position
from brisca.core.view import View


def _winner(view: View, card) -> int:
    """The seat winning the trick once ``card`` is added to it."""
    cards = (*view.trick, card)
    return (view.leader + winning_position(cards, view.trump_suit)) % view.rules.players


def _partner_is_winning(view: View) -> bool:
    rules = view.rules
    if not view.trick or len(view.trick) != rules.players - 1:
        return False
    holder = (view.leader + winning_position(view.trick, view.trump_suit)) % rules.players
    return holder != view.seat and rules.side_of(holder) == rules.side_of(view.seat)


def _trumps_partner(view: View, card) -> bool:
    """Whether ``card`` takes the partner's trick with a trump off the suit led."""
    return card.suit == view.trump_suit != view.trick[0].suit and _winner(view, card) == view.seat


def _choices(view: View) -> tuple[list, list]:
    """The cards that leave the trick to the side without a trump spent, and the trumps that
    would take it from the partner."""
    legal = [a.card for a in view.legal if a.is_play]
    return ([c for c in legal if not _trumps_partner(view, c)],
            [c for c in legal if _trumps_partner(view, c)])


def _positions(name: str, deals: int) -> list[View]:
    """Views of a seat last to a trick its partner wins, able both to load points without a
    trump and to trump the trick."""
    out = []
    for seed in range(deals):
        start = deal(name, seed).start()
        bots = {seat: make_bot("heuristic", seed + seat) for seat in range(start.rules.players)}
        for turn in bot_turns(start, bots):
            view = turn.view
            if turn.view.phase == "play" and _partner_is_winning(view):
                keep, take = _choices(view)
                if take and any(c.points for c in keep):
                    out.append(view)
    return out


def _judged(bot_name: str, views: list[View]) -> tuple[float, float]:
    """The share of positions where the bot trumped its partner's trick, and the points it
    put on the side's trick on average."""
    trumped, loaded = [], []
    for k, view in enumerate(views):
        card = make_bot(bot_name, k).choose(view).card
        trumped.append(_trumps_partner(view, card))
        loaded.append(card.points)
    return statistics.fmean(trumped), statistics.fmean(loaded)


@pytest.mark.parametrize("name", ["000-pairs", "003-six"])
def test_the_expert_loads_its_partners_trick_and_does_not_trump_it(name):
    views = _positions(name, 40)
    assert len(views) >= 15
    expert_trumped, expert_loaded = _judged("expert", views)
    random_trumped, random_loaded = _judged("random", views)
    assert expert_trumped <= 0.15 and expert_trumped < random_trumped
    # it loads nearly all that a card spending no trump can carry, more than at random
    best = statistics.fmean(max(c.points for c in _choices(v)[0]) for v in views)
    assert expert_loaded >= 0.9 * best and expert_loaded > random_loaded
