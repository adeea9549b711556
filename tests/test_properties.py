"""Properties over thousands of random hands, for every preset and player count."""

import random
from collections import Counter

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.core.record import deal
from brisca.core.rules import PRESETS, Rules
from brisca.core.settle import deal_result
from brisca.core.state import OVER, PLAY, current_player, legal_actions, side_points, step


def every_card(s):
    cards = [c for h in s.hands for c in h] + list(s.stock) + list(s.trick)
    cards += [c for t in s.tricks for c in t.cards]
    if s.turned_up is not None and s.turned_up_taker is None:  # chiamata turns no card up
        cards.append(s.turned_up)
    return cards


def check_hand(rules: Rules, seed: int, choice_seed: int) -> None:
    record = deal(rules, seed)
    deck = set(every_card(record.start()))
    assert len(deck) == rules.deck
    s = record.start()
    rng = random.Random(choice_seed)
    n = rules.playing  # five players: the four playing each deal
    while s.phase != OVER:
        before = s
        s = step(s, rng.choice(legal_actions(s)))
        cards = every_card(s)
        assert Counter(cards) == Counter(deck)  # every card exactly once
        assert sum(s.points) == sum(c.points for t in s.tricks for c in t.cards)
        if len(s.tricks) > len(before.tricks):
            trick = s.tricks[-1]
            assert s.leader == trick.winner  # the winner leads next
            if s.phase == PLAY and before.stock:
                # the winner drew first: it holds the first card of the old stock
                assert before.stock[0] in s.hands[trick.winner]
                assert all(len(h) == 3 for h in s.hands)
            if before.turned_up_taker is None and s.turned_up_taker is not None:
                assert s.turned_up_taker == (trick.winner + n - 1) % n  # the last drawer
                assert s.turned_up in s.hands[s.turned_up_taker]
        if s.phase == PLAY and not s.trick and s.turned_up_taker is None and not rules.called:
            assert all(len(h) == 3 for h in s.hands)  # chiamata deals the whole deck, 8 each
    if s.goal is not None and deal_result(s).termination == "target":  # Rematada: stopped at 101
        side, taken = rules.side_of(s.tricks[-1].winner), [0] * len(rules.sides)
        for trick in s.tricks[:-1]:
            taken[rules.side_of(trick.winner)] += trick.points
            assert all(p < g for p, g in zip(taken, s.goal, strict=True))  # nobody got there sooner
        assert deal_result(s).winner == side and side_points(s)[side] >= s.goal[side]
        return
    assert sum(s.points) == 120
    assert len(s.tricks) == rules.deck // n
    assert (s.turned_up is None or s.turned_up_taker is not None) and current_player(s) is None
    assert all(not h for h in s.hands)


@pytest.mark.parametrize("name", list(PRESETS))
@settings(max_examples=examples(150), deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_every_preset(name, seed, choice_seed):
    check_hand(PRESETS[name], seed, choice_seed)


@settings(max_examples=examples(1000), deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32),
       rules=st.builds(Rules, players=st.just(2), deck=st.sampled_from([40, 36, 48]),
                       exchange=st.sampled_from(["none", "rulebook", "after_win"])))
def test_two_player_decks_and_exchanges(seed, choice_seed, rules):
    check_hand(rules, seed, choice_seed)


@settings(max_examples=examples(500), deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32),
       table=st.sampled_from([(3, 39, False), (3, 36, False), (3, 48, False), (4, 40, True),
                              (4, 48, False), (6, 36, True), (6, 48, True)]),
       exchange=st.sampled_from(["none", "rulebook", "after_win"]))
def test_bigger_tables(seed, choice_seed, table, exchange):
    players, deck_size, teams = table
    check_hand(Rules(players=players, deck=deck_size, teams=teams, exchange=exchange), seed, choice_seed)
