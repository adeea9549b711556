"""The bots: legal moves everywhere, no peeking at hidden cards, exact endgames."""

import random
import statistics
import tracemalloc

import numpy as np
import pytest
from conftest import examples, random_position, reshuffle_hidden
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots import BOTS, ExpertBot, make_bot
from brisca.bots.determinize import Shuffle, Worlds
from brisca.bots.endgame import endgame, solve_endgame, solve_many
from brisca.bots.search import solve
from brisca.bots.turns import play_to_end
from brisca.core.action import PLAYS, Move
from brisca.core.cards import BEATS, SUITS
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.settle import deal_result, packed_returns, returns, unpack
from brisca.core.state import OVER, current_player, legal_actions, step
from brisca.core.view import observe


class QuickExpert(ExpertBot):
    """The expert with fewer worlds, so tests over many tables stay quick."""

    worlds = 6


def bot(name: str, seed: int = 0):
    return QuickExpert(seed) if name == "expert" else make_bot(name, seed)


def play(name_by_seat, preset: str, seed: int):
    s = deal(preset, seed).start()
    bots = {i: bot(name_by_seat[i % len(name_by_seat)], seed + i) for i in range(s.rules.players)}
    final, turns = play_to_end(s, bots)
    assert all(turn.action in turn.view.legal + turn.view.signs for turn in turns), preset
    return final


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("name", sorted(BOTS))
def test_every_bot_plays_legal_moves_in_every_preset(name, preset):
    final = play([name], preset, seed=11)
    if final.call is not None and final.call.called is None:  # chiamata passed out by all five: annulled
        assert deal_result(final).termination == "annul" and sum(final.points) == 0
    else:
        assert sum(final.points) == 120


def test_bots_are_deterministic_given_a_seed():
    for name in BOTS:
        a = play([name, "random"], "000", 5)
        b = play([name, "random"], "000", 5)
        assert a.tricks == b.tricks


@settings(max_examples=examples(60), deadline=None)
@given(name=st.sampled_from(sorted(BOTS)), preset=st.sampled_from(["000", "001", "004", "003-cubierta", "000-pairs",
                                                                   "004-pairs-signals", "003-subastada",
                                                                   "003-subastada-pairs"]),
       seed=st.integers(0, 10**6), plies=st.integers(0, 30), shuffle=st.integers(0, 10**6))
def test_no_bot_reads_hidden_cards(name, preset, seed, plies, shuffle):
    """Positions that differ only in cards hidden from the bot's seat get the same action (a
    bid, a sign or a card)."""
    s = random_position(preset, seed, plies)
    if s.phase == OVER:
        return
    seat = current_player(s)
    other = reshuffle_hidden(s, seat, random.Random(shuffle))
    assert observe(other, seat) == observe(s, seat)
    assert bot(name, 3).act(observe(other, seat)) == bot(name, 3).act(observe(s, seat))


def test_determinize_agrees_with_the_view():
    for preset in ("000", "003-cubierta", "000-pairs", "001", "004", "003-six"):
        s = deal(preset, 3).start()
        rng = random.Random(1)
        while s.phase != OVER:
            for seat in range(s.rules.players):
                view = observe(s, seat)
                assert observe(Worlds(view).deal(rng), seat) == view
            s = step(s, rng.choice(legal_actions(s)))


@settings(max_examples=examples(60), deadline=None)
@given(preset=st.sampled_from(["000", "001", "003-cubierta", "000-pairs", "003-six"]), seed=st.integers(0, 10**6),
       plies=st.integers(20, 60))
def test_every_world_is_listed_once_when_few_enough(preset, seed, plies):
    """``Worlds.every`` lists as many worlds as ``count`` says, all different, each one the
    view could come from; and every world a random deal gives is among them."""
    found = _few_worlds(preset, seed, plies, 2000)
    if found is None:
        return
    s, seat, view, worlds = found
    every = worlds.every(2000)
    assert len(every) == worlds.count()
    keys = {_world_key(w, seat) for w in every}
    assert len(keys) == len(every)
    assert all(observe(w, seat) == view for w in every)
    assert _world_key(s, seat) in keys
    rng = random.Random(seed)
    assert all(_world_key(worlds.deal(rng), seat) in keys for _ in range(20))


@settings(max_examples=examples(60), deadline=None)
@given(preset=st.sampled_from(["000", "001", "000-pairs", "003-six"]), seed=st.integers(0, 10**6),
       plies=st.integers(20, 60), order=st.integers(0, 10**9), chunk=st.integers(1, 500))
def test_numbered_worlds_are_every_world_once_in_any_chunks(preset, seed, plies, order, chunk):
    """World ``i`` of the shuffled order, taken in chunks of any size, is each world the view
    allows exactly once (the same ones ``every`` lists), each one the view could come from."""
    found = _few_worlds(preset, seed, plies, 3000)
    if found is None:
        return
    _, seat, view, worlds = found
    size = worlds.population(3000)
    dealt = [w for start in range(0, size + chunk, chunk) for w in worlds.shuffled(order, start, chunk)]
    keys = [_world_key(w, seat) for w in dealt]
    assert len(keys) == size == len(set(keys))
    assert set(keys) == {_world_key(w, seat) for w in worlds.every(3000)}
    assert all(observe(w, seat) == view for w in dealt[:50])


@settings(max_examples=examples(200), deadline=None)
@given(n=st.integers(1, 5000), seed=st.integers(0, 10**12))
def test_a_shuffle_is_a_permutation(n, seed):
    order = list(Shuffle(n, seed))
    assert sorted(order) == list(range(n))
    with pytest.raises(IndexError):
        Shuffle(n, seed)[n]


@settings(max_examples=examples(50), deadline=None)
@given(n=st.integers(2**23, 10**12), seed=st.integers(0, 10**12), start=st.integers(0, 10**6))
def test_a_large_shuffle_computes_its_rounds_and_repeats_nothing(n, seed, start):
    order = Shuffle(n, seed)  # halves too wide for tables: each round computed on its own
    assert order.half > Shuffle.TABLE_BITS
    taken = [order[i % n] for i in range(start, start + 300)]
    assert len(set(taken)) == 300 and all(0 <= x < n for x in taken)


def test_shuffles_of_different_seeds_differ_and_spread_evenly():
    n = 600
    first = [list(Shuffle(n, seed))[:60] for seed in range(40)]
    assert len({tuple(f) for f in first}) == 40
    # the first tenth of each order falls evenly over the range: each tenth of it gets about 240 of 2,400
    tenths = [sum(1 for f in first for x in f if x * 10 // n == k) for k in range(10)]
    assert all(170 < t < 310 for t in tenths), tenths


def _few_worlds(preset: str, seed: int, plies: int, limit: int):
    """A random position's state, the seat to move, its view and its worlds, when they can be
    numbered and are at most ``limit`` (``None`` otherwise, or once the deal is over)."""
    s = random_position(preset, seed, plies)
    if s.phase == OVER:
        return None
    seat = current_player(s)
    view = observe(s, seat)
    worlds = Worlds(view)
    if worlds.population(limit) is None:
        assert worlds.count() > limit or worlds.hidden_turned_up
        assert worlds.every(limit) is None
        return None
    return s, seat, view, worlds


def _world_key(s, seat: int):
    """What tells two worlds apart for ``seat``: the other hands as sets, the stock in order."""
    return (tuple(frozenset(h) for i, h in enumerate(s.hands) if i != seat), tuple(s.stock))


def minimax(s, seat) -> int:
    """Plain minimax, no pruning, over packed values (the margin, then the tie break): the
    reference for the solvers."""
    if s.phase == OVER:
        return packed_returns(s, seat)
    values = [minimax(step(s, a), seat) for a in legal_actions(s)]
    return max(values) if current_player(s) == seat else min(values)


def endgames(count: int, preset: str = "000", last_draw: bool = False):
    rng = random.Random(7)
    found = 0
    for seed in range(10_000):
        s = deal(preset, seed).start()
        while s.phase != OVER and not (s.turned_up_taker is not None if not last_draw else len(s.stock) == 1):
            s = step(s, rng.choice(legal_actions(s)))
        while s.phase != OVER and s.trick:
            s = step(s, rng.choice(legal_actions(s)))
        if s.phase != OVER:
            found += 1
            yield s
            if found == count:
                return


def test_the_exact_solver_agrees_with_plain_minimax():
    for s in endgames(60):
        expected = minimax(s, 0)
        assert solve(s, 0) == expected
        margin = s.points[0] - s.points[1] + endgame(s.hands[0], s.hands[1], s.leader == 0, s.trump_suit)
        assert margin == unpack(expected)[0]


@given(st.permutations(range(48)), st.sampled_from([*SUITS, None]), st.integers(1, 3), st.booleans())
@settings(max_examples=300)
def test_endgames_solved_together_are_each_solved_alone(cards, trump, k, last):
    """The lanes' solver of many endgames at once (``solve_many``) gives each the value the
    remembered one gives it alone, with or without the last trick's tie break."""
    hands = [cards[i * 2 * k:(i + 1) * 2 * k] for i in range(4)]  # four endgames, k cards a hand
    lead = np.array([h[:k] for h in hands])
    follow = np.array([h[k:] for h in hands])
    together = solve_many(lead, follow, BEATS[trump], int(last)).tolist()
    alone = [solve_endgame(sum(1 << c for c in a), sum(1 << c for c in b), True, trump, last)
             for a, b in zip(lead.tolist(), follow.tolist(), strict=True)]
    assert together == alone


def test_the_exact_solver_agrees_with_minimax_before_the_last_draw():
    for s in endgames(6, last_draw=True):
        assert solve(s, 1) == minimax(s, 1)


def test_the_expert_plays_the_solved_best_move_in_endgames():
    expert = make_bot("expert", seed=1)
    for s in endgames(40):
        seat = current_player(s)
        best = max(solve(step(s, a), seat) for a in legal_actions(s))
        choice = expert.choose(observe(s, seat))
        assert solve(step(s, choice), seat) == best


@settings(max_examples=examples(400), deadline=None)
@given(preset=st.sampled_from(["000", "001", "004", "000-exchange", "000-pairs", "004-pairs", "003-six",
                               "003-rematada", "001-three"]), seed=st.integers(0, 10**6),
       plies=st.integers(0, 39), seat=st.integers(0, 1), slip=st.sampled_from([0.0, 0.5, 1.0]),
       seat_draws=st.booleans())
def test_rollouts_are_the_engines_own_game(preset, seed, plies, seat, slip, seat_draws):
    """A rollout plays through ``GameState.play`` on a copy: the same moves through the pure
    ``step`` (each seat then keeping its own draw, if asked) reach the same end, and the
    position it started from is untouched."""
    from brisca.bots.policy import keep_seat_draws, playout, playout_card
    from brisca.bots.search import rollout_value
    from brisca.core.state import EXCHANGE

    s = random_position(preset, seed, plies)
    if s.phase != "play":
        return
    before = s.copy()
    draws = random.Random(seed).random
    played = playout(s.copy(), slip=slip, chance=draws, seat=seat, seat_draws=seat_draws)
    assert s == before
    # the same decisions, one pure step at a time
    chance = random.Random(seed).random if slip else None
    t = s
    while t.phase != OVER:
        actions = legal_actions(t)
        swaps = [a for a in actions if a.kind == "exchange"]
        if swaps and swaps[0].card.strength < t.turned_up.strength and (
                t.phase == EXCHANGE or t.turned_up_taker is None):
            action = swaps[0]
        elif t.phase == EXCHANGE:
            action = actions[-1]
        elif chance is not None and t.rules.side_of(current_player(t)) != t.rules.side_of(seat) and chance() < slip:
            hand = t.hands[current_player(t)]
            action = PLAYS[hand[int(chance() * len(hand))]]
        else:
            action = PLAYS[playout_card(t)]
        drawn = t.drawn
        t = step(t, action)
        if seat_draws:
            keep_seat_draws(t, drawn)
    assert played == t
    if s.n == 2:
        value = rollout_value(s.copy(), seat, slip, random.Random(seed).random, seat_draws)
        assert value == solve_from_the_endgame(s, seat, slip, random.Random(seed).random, seat_draws)


def solve_from_the_endgame(s, seat, slip, chance, seat_draws):
    """The playout up to the endgame, then plain minimax: what a rollout's value must be."""
    from brisca.bots.policy import at_endgame, playout

    t = playout(s.copy(), until_endgame=True, slip=slip, chance=chance, seat=seat, seat_draws=seat_draws)
    return unpack(minimax(t, seat)) if at_endgame(t) else returns(t, seat)


def test_a_seat_keeps_its_own_draw_whoever_wins_the_trick():
    """After a trick and its round of draws, seat ``j`` holds the round's ``j``-th card and
    the rest of every hand is as the step left it; mid-trick nothing moves."""
    from brisca.bots.policy import keep_seat_draws

    for seed in range(40):
        s = random_position("000-pairs" if seed % 2 else "000", seed, 4)
        while len(s.trick) < s.n - 1:
            s = step(s, PLAYS[s.hands[current_player(s)][0]])
        assert keep_seat_draws(s.copy(), s.drawn) == s
        plain = step(s, PLAYS[s.hands[current_player(s)][-1]])
        kept = keep_seat_draws(plain.copy(), s.drawn)
        assert [h[-1] for h in kept.hands] == list(s.stock[:s.n])
        assert [h[:-1] for h in kept.hands] == [h[:-1] for h in plain.hands]
        assert sorted(c for h in kept.hands for c in h) == sorted(c for h in plain.hands for c in h)


def _sampled_late_view(preset: str, seed: int, limit: int):
    """The first view of a random hand whose worlds are sampled, not solved, and few enough
    to list (at most ``limit``), with a choice to make; ``None`` if the deal has none."""
    from brisca.bots.search import solvable

    s = deal(preset, seed).start()
    rng = random.Random(seed)
    while s.phase != OVER:
        view = observe(s, current_player(s))
        if len(view.legal) > 1 and not solvable(view) and Worlds(view).population(limit):
            return view
        s = step(s, rng.choice(legal_actions(s)))
    return None


@settings(max_examples=examples(30), deadline=None)
@given(preset=st.sampled_from(["000", "001", "000-exchange", "004", "003-cubierta"]), seed=st.integers(0, 10**6))
def test_each_seat_drawing_its_own_cards_leaves_every_moves_values_over_all_worlds_as_they_were(preset, seed):
    """Over every world the view allows, each move's margins are the same numbers with each seat
    drawing its own cards as with the stock as dealt, only met in other worlds: fixing a
    round's order as it is drawn maps the worlds one to one, so no value is biased."""
    from brisca.bots.search import evaluate

    view = _sampled_late_view(preset, seed, 7000)
    if view is None:
        return
    every = Worlds(view).every(7000)
    kept, dealt = (evaluate(view, None, 0, dealt=every, seat_draws=on) for on in (True, False))
    assert [v.move.first for v in kept] == [v.move.first for v in dealt] == list(view.legal)
    assert all(sorted(k.margins) == sorted(d.margins) for k, d in zip(kept, dealt, strict=True))
    assert not all(k.margins == d.margins for k, d in zip(kept, dealt, strict=True))  # other worlds, same numbers


def test_each_seat_drawing_its_own_cards_measures_move_differences_more_precisely():
    """The reason for it: in the same worlds, the difference between two moves varies far less
    from world to world (early in a deal, where most of the stock is still to draw)."""
    from brisca.bots.search import evaluate

    ratios = []
    for seed in range(6):
        s = random_position("000", seed, 2)
        view = observe(s, current_player(s))
        dealer, rng = Worlds(view), random.Random(seed)
        worlds = [dealer.deal(rng) for _ in range(300)]
        spread = []
        for seat_draws in (True, False):
            first, second = evaluate(view, None, 0, map(Move.of, view.legal[:2]), dealt=worlds, seat_draws=seat_draws)
            spread.append(statistics.pvariance([a - b for a, b in zip(first.margins, second.margins, strict=True)]))
        ratios.append(spread[0] / spread[1])
    assert statistics.median(ratios) < 0.75, ratios


@settings(max_examples=examples(200), deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 30), seat=st.integers(0, 1))
def test_a_slip_plays_the_card_the_draw_picks_for_the_other_side_only(seed, plies, seat):
    """With slip 1 and every draw 0.0, the other side always plays the first card of its hand,
    while ``seat`` keeps to the playout policy."""
    from brisca.bots.policy import playout, playout_card

    s = random_position("000", seed, plies)
    expected = s
    while expected.phase is not OVER:
        mover = current_player(expected)
        card = playout_card(expected) if mover == seat else expected.hands[mover][0]
        expected = step(expected, PLAYS[card])
    assert playout(s.copy(), slip=1.0, chance=lambda: 0.0, seat=seat, seat_draws=False) == expected


@pytest.mark.parametrize("preset", ["000", "001", "004"])
def test_the_remembered_endgame_chooses_the_card_the_solver_chooses(preset):
    """``endgame.best_card`` (what the coach's lines play once every card is known) is the first
    of the cards ``solve`` values best, leading or following, under every tie rule."""
    from brisca.bots.endgame import best_card

    checked = 0
    for s in endgames(60, preset):
        while s.phase != OVER:
            mover = current_player(s)
            values = [solve(step(s, a), mover) for a in legal_actions(s)]
            assert PLAYS[best_card(s)] == legal_actions(s)[values.index(max(values))]
            checked += 1
            s = step(s, legal_actions(s)[-1])
    assert checked >= 300


def random_endgame(rng: random.Random) -> tuple:
    """``solve_endgame``'s arguments for two hands of one to three cards, any trump and tie rule."""
    cards, size = rng.sample(range(48), 6), rng.randint(1, 3)
    return (sum(1 << c for c in cards[:size]), sum(1 << c for c in cards[3:3 + size]), rng.random() < 0.5,
            rng.choice([None, *SUITS]), rng.random() < 0.5)


def test_the_endgames_remembered_are_bounded_in_all_not_per_trump_and_tie_rule(monkeypatch):
    """A process that plays deal after deal (a server, the coach's workers) meets endgame after
    endgame: the memory it keeps of them stays within one bound, whatever the trumps and tie rules."""
    from brisca.bots import endgame as module

    monkeypatch.setattr(module, "MEMO_LIMIT", 2000)
    module._SOLVED.clear()
    rng = random.Random(3)
    tracemalloc.start()
    try:
        for _ in range(3000):
            module.solve_endgame(*random_endgame(rng))
        held = sum(stat.size for stat in tracemalloc.take_snapshot().statistics("filename")
                   if stat.traceback[0].filename == module.__file__)
    finally:
        tracemalloc.stop()
        module._SOLVED.clear()
    assert held < 2000 * 250  # some 135 bytes an endgame, the table's room included


def test_an_endgames_value_does_not_depend_on_what_is_remembered(monkeypatch):
    """Solved alone, solved with a bound that empties the memory again and again, or all in one
    memory with every trump and tie rule mixed: the same values (no key of one position, trump
    or tie rule is another's)."""
    from brisca.bots import endgame as module

    rng = random.Random(5)
    positions = [random_endgame(rng) for _ in range(400)]
    alone = []
    for position in positions:
        module._SOLVED.clear()
        alone.append(module.solve_endgame(*position))
    monkeypatch.setattr(module, "MEMO_LIMIT", 100)
    assert [module.solve_endgame(*position) for position in positions] == alone
    monkeypatch.setattr(module, "MEMO_LIMIT", 10**7)
    module._SOLVED.clear()
    assert [module.solve_endgame(*position) for position in positions] == alone
