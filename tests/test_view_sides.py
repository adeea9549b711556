"""What a seat knows of the sides, asked of its view at every table (``View.sides_known``,
``partners``, ``rivals``, ``called_partner``): nothing false, nothing the view does not show, and
at Briscola chiamata what the view does show (the hidden partner placed by the card in the seat's
hand, or once it is played). The last trick is left out of "nothing less": there a hand emptied
may tell a defender (as the look-ahead's playouts do not read it either)."""

import random

import pytest
from conftest import examples, reshuffle_hidden
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots import make_bot
from brisca.core.chiamata import partner
from brisca.core.record import deal
from brisca.core.state import OVER, current_player, sides_of, step
from brisca.core.view import observe, public_view

BOTS = ("random", "greedy", "heuristic")


def _bot_played(preset: str, seed: int) -> list:
    """Every state of a deal the bots play from the deal to its end, each seat a bot drawn by the seed."""
    rng = random.Random(seed)
    s = deal(preset, seed).start()
    bots = [make_bot(rng.choice(BOTS), seed + k) for k in range(s.n)]
    out = [s]
    while s.phase is not OVER:
        s = step(s, bots[current_player(s)].act(observe(s, current_player(s))))
        out.append(s)
    return out


def _truth(s, seat: int) -> tuple[set, set]:
    """The seats with ``seat`` and against it in the full state (the partner known to it)."""
    ours = next(set(side) for side in sides_of(s) if seat in side)
    return ours, set(range(s.n)) - ours


def _worlds(s, seat: int, rng: random.Random) -> list:
    """States this seat cannot tell from ``s``: its hidden cards dealt again, and under chiamata
    the called card, while hidden from it, moved into each hand that may hold it."""
    out = [s] + [reshuffle_hidden(s, seat, rng) for _ in range(2)]
    called = s.call.called if s.call is not None else None
    if called is None or called in s.hands[seat] or not any(called in h for h in s.hands):
        return out
    holder = next(k for k, h in enumerate(s.hands) if called in h)
    for k, hand in enumerate(s.hands):
        if k not in (seat, holder) and hand:
            hands = [list(h) for h in s.hands]
            i = hands[holder].index(called)
            hands[holder][i], hands[k][0] = hands[k][0], called
            out.append(s.replace(hands=hands))
    return out


def _check(preset: str, seed: int) -> int:
    """Checks every seat's view of every state of a bot-played deal; the number of times a seat
    could not place another."""
    rng = random.Random(seed)
    unplaced = 0
    for s in _bot_played(preset, seed):
        assert public_view(s).sides_known == (frozenset(), frozenset())  # an onlooker places nobody
        for seat in range(s.n):
            view = observe(s, seat)
            ours, theirs = view.sides_known
            assert (view.partners, view.rivals) == (ours, theirs) and seat in ours and not ours & theirs
            worlds = _worlds(s, seat, rng)
            for world in worlds:  # never more than the view may know: true in every world it allows
                assert observe(world, seat) == view
                truth_ours, truth_theirs = _truth(world, seat)
                assert ours <= truth_ours and theirs <= truth_theirs
            if s.call is not None and s.call.called is None:  # the auction: no sides yet, each on its own
                assert (ours, theirs) == ({seat}, set())
                continue
            for other in set(range(s.n)) - ours - theirs:  # nor less: an unplaced seat changes side among them
                unplaced += 1
                if min(view.hand_sizes) > 0:
                    assert len({other in _truth(world, seat)[0] for world in worlds}) == 2
            if s.call is None:
                assert view.called_partner is None and ours | theirs == set(range(s.n))
            elif view.called_partner is not None:
                assert view.called_partner == partner(s)
                assert ours | theirs == set(range(s.n))
    return unplaced


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 2**32))
def test_a_chiamata_seat_places_the_others_exactly_as_far_as_its_view_shows(seed):
    _check("003-chiamata", seed)


@pytest.mark.parametrize("preset", ["003-five", "003", "003-pairs", "003-six", "003-subastada-pairs"])
@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 2**32))
def test_at_tables_with_seated_sides_every_seat_knows_them_all(preset, seed):
    assert _check(preset, seed) == 0


def test_some_chiamata_deals_leave_a_seat_unplaced_and_the_called_card_places_everyone():
    """The checks above meet seats not yet placed, and the partner's own seat and every seat once
    the card is played place all."""
    unplaced = sum(_check("003-chiamata", seed) for seed in range(6))
    assert unplaced > 0
    placed = 0
    for seed in range(10):
        for s in _bot_played("003-chiamata", seed):
            if s.call is None or s.call.called is None:
                continue
            played = any(s.call.called in t.cards for t in s.tricks) or s.call.called in s.trick
            for seat in range(s.n):
                view = observe(s, seat)
                if played or seat == partner(s):
                    placed += 1
                    assert view.called_partner == partner(s)
                    assert view.partners | view.rivals == set(range(s.n))
                else:
                    assert view.called_partner is None
    assert placed > 0
