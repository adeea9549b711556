"""Views show only what a seat may see: reshuffling the cards it cannot see changes nothing."""

import random

from conftest import examples, reshuffle_hidden
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots.determinize import Worlds
from brisca.core.cards import deck_cards
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.state import OVER, legal_actions, step
from brisca.core.view import observe

EXCHANGE_PRESETS = sorted(name for name, rules in PRESETS.items() if rules.exchange != "none")


@settings(max_examples=examples(300), deadline=None)
@given(name=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**32), shuffle_seed=st.integers(0, 2**32))
def test_no_view_depends_on_hidden_cards(name, seed, shuffle_seed):
    s = deal(name, seed).start()
    rng = random.Random(shuffle_seed)
    while s.phase != OVER:
        for seat in range(s.rules.players):
            assert observe(reshuffle_hidden(s, seat, rng), seat) == observe(s, seat)
        s = step(s, rng.choice(legal_actions(s)))


@settings(max_examples=examples(200), deadline=None)
@given(name=st.sampled_from(EXCHANGE_PRESETS), seed=st.integers(0, 2**32), rng_seed=st.integers(0, 2**32))
def test_every_world_holds_each_card_once_when_exchanges_come_and_go(name, seed, rng_seed):
    """The crash that was: under the rules page's exchange one card can be taken, given back
    and taken again, and the seat was then known to hold it twice. Exchanging whenever one
    may, every world any seat samples holds the deck, each card once."""
    s = deal(name, seed).start()
    rng = random.Random(rng_seed)
    deck = sorted(deck_cards(s.rules), key=lambda c: c.code)
    while s.phase != OVER:
        for seat in range(s.rules.players):
            world = Worlds(observe(s, seat)).deal(rng)
            cards = [c for h in world.hands for c in h] + list(world.stock) + list(observe(s, seat).played)
            if world.turned_up_taker is None:
                cards.append(world.turned_up)
            assert sorted(cards, key=lambda c: c.code) == deck
        actions = legal_actions(s)
        exchanges = [a for a in actions if a.kind == "exchange"]
        s = step(s, rng.choice(exchanges if exchanges and rng.random() < 0.9 else actions))


def test_what_a_view_shows():
    s = deal("000", 3).start()
    v = observe(s, 0)
    assert v.hand == tuple(s.hands[0]) and v.turned_up == s.turned_up and v.trump_suit == s.trump_suit
    assert v.face_down == 33 and v.captured_counts == (0, 0) and v.hand_sizes == (3, 3)
    assert (v.legal != ()) == (s.leader == 0)


def test_cubierta_hides_the_turned_up_card():
    s = deal("003-cubierta", 3).start()
    v = observe(s, 0)
    assert v.turned_up is None and v.trump_suit is None


def test_the_last_drawn_turned_up_card_is_known_to_all():
    s = deal("000", 8).start()
    rng = random.Random(1)
    while s.turned_up_taker is None:
        s = step(s, rng.choice(legal_actions(s)))
    other = 1 - s.turned_up_taker
    assert s.turned_up in observe(s, other).known[s.turned_up_taker]
    assert observe(s, other).turned_up_on_table is None and observe(s, other).face_down == 0


def _cubierta_after(moves_wanted):
    from conftest import make_record

    return make_record("003-cubierta", [["1E", "4C", "7B"], ["2O", "5C", "6B"]], "5E", moves=moves_wanted).final()


def test_cubierta_shows_the_turned_up_card_when_a_trump_is_led():
    s = _cubierta_after(["1E"])  # a trump led: nobody has cut with it, yet it shows
    for seat in (0, 1):
        v = observe(s, seat)
        assert v.trump_suit == "E" and v.turned_up == s.turned_up


def test_cubierta_shows_the_turned_up_card_when_a_trump_follows():
    from conftest import make_record

    s = make_record("003-cubierta", [["1O", "4C", "7B"], ["2E", "5C", "6B"]], "5E", moves=["1O", "2E"]).final()
    assert observe(s, 0).turned_up == s.turned_up and observe(s, 0).trump_suit == "E"


def test_cubierta_keeps_it_hidden_until_then():
    s = _cubierta_after([])
    s2 = _cubierta_after(["4C", "5C"])
    for state in (s, s2):
        assert observe(state, 0).turned_up is None and observe(state, 1).trump_suit is None
