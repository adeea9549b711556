"""Reading the other seat's last plays (``bots.play_reading``): each world's weight is the chance
the learned policy gives the plays seen from the hands that world gives the other seat, summed
over the cards it may have drawn, as a slow count through the policy's own dense form and the
engine's own past views says; the weights read the seat's view only, and the reading is done
only where the policy plays the worlds out and the stock still gives cards."""

import random
from dataclasses import replace

import numpy as np
from conftest import reshuffle_hidden
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots import ExpertBot, play_reading
from brisca.bots.determinize import Worlds
from brisca.bots.learned import canonical, net_for, view_features
from brisca.bots.play_reading import Reader, reader
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.state import OVER, PLAY, current_player, legal_actions, step
from brisca.core.view import observe


def _game(seed: int, plies: int):
    """The state after ``plies`` random plays of a seeded deal at ``000``, and every play made:
    (seat, its view just before, the card)."""
    s = deal("000", seed).start()
    rng = random.Random(seed)
    past = []
    for _ in range(plies):
        if s.phase is OVER:
            break
        seat = current_player(s)
        action = rng.choice(legal_actions(s))
        past.append((seat, observe(s, seat), action.card))
        s = step(s, action)
    return s, past


def _chance(net, view, hand, card) -> float:
    """The tempered chance the policy gives ``card`` from ``hand`` in ``view``, by its dense form."""
    order = canonical(view.trump_suit)
    logits = net.logits(view_features(replace(view, hand=tuple(hand))))[order[list(hand)]]
    p = np.exp(logits - logits.max())
    p /= p.sum()
    return (1 - play_reading.FLOOR) * float(p[list(hand).index(card)]) + play_reading.FLOOR / len(hand)


def _likelihood(net, s, past, other: int, hand_now) -> float:
    """The mean over the histories of the other seat's last ``READ`` plays of their chances, its
    hand at each play worked back from ``hand_now``: the card played back in, and, where a trick
    ended since, each card of the hand in turn taken back out as the one drawn after it."""
    plays = [(view, card) for seat, view, card in past if seat == other][-play_reading.READ:][::-1]

    def back(k: int, hand_after: tuple, tricks_after: int) -> list[float]:
        if k == len(plays):
            return [1.0]
        view, card = plays[k]
        if len(view.tricks) == tricks_after:  # this trick: nothing drawn since
            hands = [(*hand_after, card)]
        else:
            hands = [tuple(card if c == d else c for c in hand_after) for d in hand_after]
        return [_chance(net, view, h, card) * rest for h in hands for rest in back(k + 1, h, len(view.tricks))]

    return float(np.mean(back(0, tuple(hand_now), len(s.tricks))))


def _reading_position(seed: int, plies: int):
    s, past = _game(seed, plies)
    if s.phase is not PLAY or s.drawn >= len(s.stock_order) or s.turned_up_taker is not None:
        return None
    seat = current_player(s)
    view = observe(s, seat)
    return s, past, seat, view


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(1, 30), worlds=st.integers(0, 10**6))
def test_each_worlds_weight_is_the_policys_chance_of_the_plays_seen(seed, plies, worlds):
    found = _reading_position(seed, plies)
    if found is None:
        return
    s, past, seat, view = found
    net = net_for("000")
    read = reader(view, net)
    if not any(k != seat for k, _, _ in past):
        assert read is None  # nothing of the other seat's to read
        return
    rng = random.Random(worlds)
    dealt = [Worlds(view).deal(rng) for _ in range(6)] + [s]
    expected = np.array([_likelihood(net, s, past, 1 - seat, w.hands[1 - seat]) for w in dealt])
    np.testing.assert_allclose(read.weights(dealt), expected / expected.mean(), rtol=2e-4)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(1, 30), shuffle=st.integers(0, 10**6))
def test_the_weights_read_only_the_seats_view(seed, plies, shuffle):
    found = _reading_position(seed, plies)
    if found is None:
        return
    s, _, seat, view = found
    other = observe(reshuffle_hidden(s, seat, random.Random(shuffle)), seat)
    net = net_for("000")
    if reader(view, net) is None:
        assert reader(other, net) is None
        return
    dealt = [Worlds(view).deal(random.Random(shuffle + k)) for k in range(8)]
    assert np.array_equal(Reader(view, net).weights(dealt), Reader(other, net).weights(dealt))


def test_the_expert_reads_only_where_the_policy_plays_and_the_stock_gives():
    net = net_for("000")
    for preset, rules in PRESETS.items():
        s = deal(preset, 3).start()
        if s.phase is not PLAY:
            continue
        seat = current_player(s)
        assert reader(observe(s, seat), ExpertBot(0).net_at(rules)) is None  # nobody has played yet
    s, _ = _game(11, 3)
    assert reader(observe(s, current_player(s)), net) is not None
    s, _ = _game(11, 36)  # the stock is out: every hidden card is in the other hand
    assert s.drawn >= len(s.stock_order) and reader(observe(s, current_player(s)), net) is None
    s, _ = _game(11, 3)
    assert reader(observe(s, current_player(s)), None) is None  # no policy: the rule of thumb's table
