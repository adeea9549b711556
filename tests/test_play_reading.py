"""Reading the other seat's last plays (``bots.play_reading``): each world's weight is the chance
the learned policy gives the plays seen from the hands that world gives the other seat, summed
over the cards it may have drawn, as a slow count through the policy's own dense form and the
engine's own past views says; and the reading is done only where the policy plays the worlds
out and the stock still gives cards."""

import random
from dataclasses import replace

import numpy as np
from conftest import random_position
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots import ExpertBot, play_reading
from brisca.bots.determinize import Worlds
from brisca.bots.learned import canonical, net_for, table_net, view_features
from brisca.bots.play_reading import Reader, reader
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.state import OVER, PLAY, current_player, legal_actions, step
from brisca.core.view import observe


def _game(seed: int, plies: int, preset: str = "000"):
    """The state after ``plies`` random plays of a seeded deal at ``preset``, and every play made:
    (seat, its view just before, the card)."""
    s = deal(preset, seed).start()
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


@settings(max_examples=40, deadline=None)
@given(preset=st.sampled_from(["000", "000-pairs"]), seed=st.integers(0, 10**6), plies=st.integers(1, 30),
       worlds=st.integers(0, 10**6))
def test_each_worlds_weight_is_the_policys_chance_of_the_plays_seen(preset, seed, plies, worlds):
    """At two seats and at four in pairs: the product over the other seats of each one's chance."""
    # thirty plays leave cards in the stock at two seats, twenty at four (seven tricks empty it)
    s, past = _game(seed, plies if preset == "000" else min(plies, 20), preset)
    seat = current_player(s)
    view = observe(s, seat)
    net = net_for(preset)
    read = reader(view, net)
    others = [k for k in range(s.rules.players) if k != seat]
    assert read is not None and sorted(read.plays) == others
    for k in others:
        assert len(read.plays[k]) == min(play_reading.READ, sum(who == k for who, _, _ in past))
    rng = random.Random(worlds)
    dealt = [Worlds(view).deal(rng) for _ in range(6)] + [s]
    expected = np.array([np.prod([_likelihood(net, s, past, k, w.hands[k]) for k in others]) for w in dealt])
    np.testing.assert_allclose(read.weights(dealt), expected / expected.mean(), rtol=2e-4)


def test_the_reading_is_done_only_where_the_policy_plays_and_worlds_are_sampled():
    """(That the expert reading plays reads the seat's view only: ``test_bots``' no-peeking test,
    at ``000`` among others.)"""
    net = net_for("000")
    read_at = []
    for preset, rules in PRESETS.items():
        s = random_position(preset, 5, 4)
        if s.phase is not PLAY:
            continue
        read = reader(observe(s, current_player(s)), net)
        # what the reading knows how to read back: two seats', or seated pairs', plays and draws,
        # the trump in sight (by the deal's rules: at five, one resting, the four others' pairs)
        rules = s.rules
        seats = rules.players == 2 or (rules.players == 4 and rules.teams and rules.partner == "seats")
        plain = (seats and rules.exchange == rules.signals == rules.sing == rules.auction == "none"
                 and rules.trump_visible)
        assert (read is not None) == plain, preset
        # the expert reads where a network plays (by the deal's rules) and the reading reads
        assert ExpertBot(0).reads_at(rules) == (table_net(rules) is not None and plain), preset
        if read is not None:
            read_at.append(preset)
    assert {"000", "000-pairs"} <= set(read_at) and "000-exchange" not in read_at and "003-cubierta" not in read_at
    s, _ = _game(11, 3)
    assert reader(observe(s, current_player(s)), None) is None  # no policy: the rule of thumb plays
    s, _ = _game(11, 36)  # the stock is out: every hidden card is in the other hand
    assert s.drawn >= len(s.stock_order) and reader(observe(s, current_player(s)), net) is None
    s, _ = _game(11, 3)
    assert Reader(observe(s, current_player(s)), net).weights([]).shape == (0,)
