"""The learned playout policy (``bots.learned``): the shipped weights load, every card it plays
is the mover's, its choice reads the mover's view only (cards a seat cannot see change
nothing), and the lanes play it as the scalar form does, world by world."""

import random
from dataclasses import replace

import numpy as np
import pytest
from conftest import random_position, reshuffle_hidden
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots import ExpertBot
from brisca.bots.determinize import Worlds
from brisca.bots.lanes import Lanes, played_out
from brisca.bots.lanes_start import Start
from brisca.bots.learned import FEATURES, TABLES, TRAINED_AT, WEIGHTS, Net, canonical, net_for, table_net, view_features
from brisca.bots.policy import at_endgame, exchange_step, keep_seat_draws
from brisca.core.action import Action
from brisca.core.rules import PRESETS
from brisca.core.settle import returns, unpack
from brisca.core.state import OVER, PLAY, current_player
from brisca.core.view import observe

TRAINED = sorted(TABLES)


def _net():
    return net_for("000")


def choose(net: Net, view):
    """The card the network plays from ``view``, one seat at a time (the lanes' choice in its
    scalar form): the card of the hand with the highest logit."""
    logits = net.logits(view_features(view))
    order = canonical(view.trump_suit)
    return max(view.hand, key=lambda c: logits[order[c]])


def _play_position(preset: str, seed: int, plies: int):
    """A position of the play (not over, not an auction) after random actions, or None."""
    s = random_position(preset, seed, plies)
    return s if s.phase == PLAY else None


def test_the_shipped_weights_load_at_the_tables_they_were_trained_for():
    for preset in TRAINED:
        path = WEIGHTS / TRAINED_AT[TABLES[preset]]
        assert path.stat().st_size < 400_000
        net = net_for(preset)
        assert net.w1.shape[0] == FEATURES and net.w2.shape[1] == 48
        assert table_net(PRESETS[preset]) is net
    assert table_net(PRESETS["003-six"]) is None  # the rule of thumb plays elsewhere


def test_a_network_plays_only_where_the_play_is_its_tables_but_for_an_exchange_or_a_tie():
    """A network carried to another table plays there what it was trained to play: the same
    seats, sides, deck, hand and turned-up card in sight; only the exchange, the ties, who leads
    first, the match and the señas may differ."""
    loose = dict(exchange="none", tie="replay", first_leader="random", match="deals", match_target=1,
                 signals="none")
    for preset, trained in TABLES.items():
        assert trained in TRAINED_AT and net_for(preset) is net_for(trained)
        assert replace(PRESETS[preset], **loose) == replace(PRESETS[trained], **loose)
    assert len({id(net_for(p)) for p in TABLES}) == len(TRAINED_AT)  # each file loaded once


def test_weights_of_another_shape_are_refused(tmp_path):
    bad = Net(np.zeros((10, 4), np.float32), np.zeros(4, np.float32), np.zeros((4, 48), np.float32),
              np.zeros(48, np.float32))
    bad.save(tmp_path / "bad.npz")
    with pytest.raises(ValueError):
        Net.load(tmp_path / "bad.npz")


@settings(max_examples=60)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 36), shuffle=st.integers(0, 10**6))
def test_the_choice_is_the_movers_card_and_reads_only_its_view(seed, plies, shuffle):
    s = _play_position("000", seed, plies)
    if s is None:
        return
    seat = current_player(s)
    other = reshuffle_hidden(s, seat, random.Random(shuffle))
    net = _net()
    card = choose(net, observe(s, seat))
    assert card in s.hands[seat]
    assert np.array_equal(view_features(observe(s, seat)), view_features(observe(other, seat)))
    # in the lanes: both worlds, whole deals that differ in what the mover cannot see, pick alike
    assert [_lane_choice(world, seat, net) for world in (s, other)] == [card, card]


def _lane_choice(s, seat: int, net) -> int:
    """The card the lanes' policy picks for ``seat``, to move in ``s``."""
    lanes = Lanes(Start.of([s]), [None], seat, net=net)
    rows = lanes.base + seat
    hand = lanes.hands.take(rows, axis=1)
    return int(hand[lanes._choose(hand, rows, seat), lanes.lanes][0])


def _scalar(s, seat: int, net) -> tuple[int, float]:
    """The policy played one world at a time through the engine, each seat choosing from its view
    (``choose``), exchanging as the rule of thumb does (``policy.exchange_step``) and drawing its
    own cards, to the endgame, solved exactly (as the lanes do)."""
    from brisca.bots.endgame import known_value

    s = s.copy()
    while s.phase is not OVER and not at_endgame(s):
        before = s.drawn
        s.apply(exchange_step(s) or Action.play(choose(net, observe(s, current_player(s)))))
        keep_seat_draws(s, before)
    return unpack(known_value(s, seat)) if at_endgame(s) else returns(s, seat)


@pytest.mark.parametrize("preset", TRAINED)
@settings(max_examples=15)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 30))
def test_the_lanes_play_the_policy_as_the_scalar_form_world_by_world(preset, seed, plies):
    s = _play_position(preset, seed, plies)
    if s is None:
        return
    seat = current_player(s)
    view = observe(s, seat)
    dealer, rng = Worlds(view), random.Random(seed)
    worlds = [dealer.deal(rng) for _ in range(6)]
    for w in worlds:
        w.history = True
    net = net_for(preset)
    lanes = played_out(worlds, [None], seat, net=net)[0]
    assert lanes == [_scalar(w, seat, net) for w in worlds]


def test_the_expert_plays_the_network_only_where_it_was_trained():
    """And there it takes the other side to slip less (``NET_SLIP``); elsewhere it is today's."""
    bot = ExpertBot(0)
    for preset, rules in PRESETS.items():
        trained = preset in TABLES
        assert (bot.net_at(rules) is not None) == trained
        assert bot.slip_at(rules) == (ExpertBot.NET_SLIP if trained else ExpertBot.SLIP) and bot.NET_SLIP < bot.SLIP
    bot.learned = False
    assert bot.net_at(PRESETS["000"]) is None and bot.slip_at(PRESETS["000"]) == ExpertBot.SLIP

