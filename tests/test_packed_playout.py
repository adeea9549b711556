"""The compiled playout of pairs and teams (``packed_playout``, ``playout_loop``) plays the same
game as the Python loop the engine's step function holds (``test_bots``), and gives the coach
the same values; it runs only where it was loaded (the coach's workers), never in a server."""

import random
import subprocess
import sys

import pytest
from conftest import examples, random_position
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from brisca.bots import packed_playout, policy
from brisca.bots.determinize import Worlds
from brisca.bots.search import MoveValues, after, evaluate, move_value, solvable
from brisca.core.action import EXCHANGE
from brisca.core.cards import card_of
from brisca.core.state import PLAY, current_player, legal_actions
from brisca.core.view import observe
from brisca.teach.coach.verdicts import lines_of

TEAMS = ["000-pairs", "001-pairs", "003-pairs", "004-pairs", "003-six", "003-pairs-signals", "004-pairs-signals"]


@pytest.fixture(scope="module")
def compiled():
    """The compiled loop loaded for this module's tests, then this process back to the Python loop (the
    other tests of a worker process test that one)."""
    packed_playout.load()
    yield
    packed_playout._loop = None


def _python(fn, *args):
    """``fn(*args)`` with the compiled loop put aside, as a server runs it."""
    loop, packed_playout._loop = packed_playout._loop, None
    try:
        return fn(*args)
    finally:
        packed_playout._loop = loop


def _playable(s) -> bool:
    """A state the teams loop plays: cards only from here on (no exchange can come up, nobody sings)."""
    return (s.phase == PLAY and s.rules.teams and s.rules.sing == "none"
            and (s.rules.exchange == "none" or s.turned_up_taker is not None))


@settings(max_examples=examples(1500), deadline=None)
@given(preset=st.sampled_from([*TEAMS, "003-five"]), seed=st.integers(0, 10**6), plies=st.integers(0, 47),
       seat_draws=st.booleans(), history=st.booleans(),
       goal=st.none() | st.tuples(st.integers(1, 120), st.integers(1, 120)))
def test_the_compiled_loop_plays_the_python_loops_game(compiled, preset, seed, plies, seat_draws, history, goal):
    """From any position of a table of pairs or six (five: a deal of four), with or without each
    seat keeping its own draw, the tricks kept or not, and a
    Rematada goal or none: the same cards played and drawn, the same tricks, the same end."""
    s = random_position(preset, seed, plies)
    if not _playable(s):
        return
    s.history, s.goal = history, goal
    by_python = s.copy()
    _python(policy._playout_teams, by_python, 0.0, None, 0, seat_draws)
    by_machine = s.copy()
    policy._playout_teams(by_machine, 0.0, None, 0, seat_draws)
    assert by_machine == by_python
    assert by_machine.drawn == by_python.drawn  # not among what states compare


@settings(max_examples=examples(600), deadline=None)
@given(preset=st.sampled_from(TEAMS), seed=st.integers(0, 10**6), plies=st.integers(0, 47),
       seat_draws=st.booleans(), worlds=st.integers(1, 40))
def test_the_coach_gets_the_same_values_from_the_compiled_loop(compiled, preset, seed, plies, seat_draws, worlds):
    """Each move's margin and score in each world, as the coach's search gives them (every
    world's moves played out at once by the compiled loop) and as ``move_value`` gives them in
    Python, one by one: the same numbers, ties and Rematada included (``outcome.settle``)."""
    s = random_position(preset, seed, plies)
    if s.phase != PLAY:
        return
    view = observe(s, current_player(s))
    moves = lines_of(view)
    dealer = Worlds(view)
    dealt = [dealer.deal(random.Random(seed + k)) for k in range(worlds)]
    assume(packed_playout.fits(dealt[0], moves) and not solvable(view))
    values = evaluate(view, random.Random(seed), worlds, moves, dealt=dealt, seat_draws=seat_draws)
    by_python = [MoveValues.of(m, [_python(move_value, w, m, view.seat, 0.0, None, seat_draws) for w in dealt], False)
                 for m in moves]
    assert values == by_python


def test_the_compiled_loop_values_ties_by_the_tables_tie_rule(compiled):
    """Deals that end level at 60, where the tie rule decides the score (001's last trick, 000's
    draw): found in the worlds of late positions, valued as the Python loop values them."""
    ties = {"001-pairs": 0, "000-pairs": 0}
    for preset in ties:
        for seed in range(400):
            s = random_position(preset, seed, 28)
            if not _playable(s):
                continue
            view = observe(s, current_player(s))
            if not packed_playout.fits(s, lines_of(view)):
                continue
            dealt = [Worlds(view).deal(random.Random(k)) for k in range(20)]
            moves = lines_of(view)
            got = packed_playout.played_out(dealt, moves, view.seat, True)
            want = [[_python(move_value, w, m, view.seat) for w in dealt] for m in moves]
            assert got == want
            ties[preset] += sum(margin == 0 for row in got for margin, _ in row)
            if ties[preset] >= 3:
                break
    assert all(count >= 3 for count in ties.values()), ties


def test_what_the_compiled_loop_takes():
    """Cards played at pairs and six, exchanges still to come or not; not a table that sings,
    not an exchange or a line of moves; and nowhere until loaded. The state it plays back
    (``play_out_teams``) only where no exchange can come up."""
    before = packed_playout._loop
    packed_playout.load()
    try:
        pairs = random_position("000-pairs", 1, 5)
        plays = observe(pairs, current_player(pairs)).legal
        assert packed_playout.fits(pairs, plays)
        assert not packed_playout.fits(pairs, [(plays[0], plays[1])])
        sings = random_position("003-subastada-pairs", 1, 0)
        assert not packed_playout.fits(sings, legal := observe(sings, current_player(sings)).legal) or not legal
        for table in ("001-pairs", "004-pairs"):
            early = random_position(table, 1, 2)
            legal = observe(early, current_player(early)).legal
            assert early.turned_up_taker is None and not packed_playout.teams_loop_plays(early)
            assert packed_playout.fits(early, [a for a in legal if a.is_play])
        swap = next(s for seed in range(200) if (s := random_position("001-pairs", seed, 1)).phase == PLAY
                    and any(a.kind is EXCHANGE for a in legal_actions(s)))
        assert not packed_playout.fits(swap, legal_actions(swap))
        packed_playout._loop = None
        assert not packed_playout.fits(pairs, plays)
    finally:
        packed_playout._loop = before


@pytest.mark.parametrize("preset", ["001-pairs", "004-pairs"])
def test_the_compiled_loop_exchanges_as_the_python_playout_does(compiled, preset):
    """The exchanges of the 7 and the 2 of trumps that the playout makes on its own (001: on a
    seat's turn; 004: after a win, declining when it does not pay): worlds where the Python
    playout makes one get the same values from the compiled loop, found in early positions."""
    exchanged = 0
    for seed in range(300):
        s = random_position(preset, seed, seed % 9)
        if s.phase != PLAY:
            continue
        view = observe(s, current_player(s))
        moves = [a for a in view.legal if a.is_play]
        dealt = [Worlds(view).deal(random.Random(seed * 100 + k)) for k in range(6)]
        dealt += [_holding_the_seven_and_the_two(w, (view.seat + 1 + k % 3) % 4) for k, w in enumerate(dealt)]
        assert packed_playout.fits(dealt[0], moves)
        assert packed_playout.played_out(dealt, moves, view.seat, True) == [
            [_python(move_value, w, m, view.seat) for w in dealt] for m in moves]
        for w in dealt:
            played = after(w, moves[0], True)
            _python(policy.playout, played, False, 0.0, None, view.seat)
            exchanged += len(played.exchanges) > len(w.exchanges)
        if exchanged >= 40:
            break
    assert exchanged >= 40, exchanged


def test_the_coach_values_a_line_that_exchanges_then_plays_in_the_compiled_loop(compiled):
    """At 001's pairs the coach prices exchanging on one's turn as lines (the exchange, then a
    card of the new hand) beside the cards played without it: valued by the compiled loop in
    the worlds after the exchange, as ``move_value`` values each line in Python."""
    positions = 0
    for seed in range(400):
        s = random_position("001-pairs", seed, seed % 13)
        if s.phase != PLAY or not any(a.kind is EXCHANGE for a in legal_actions(s)):
            continue
        view = observe(s, current_player(s))
        moves = lines_of(view)
        dealt = [Worlds(view).deal(random.Random(seed * 10 + k)) for k in range(8)]
        assert any(len(m) == 2 for m in moves) and packed_playout.fits(dealt[0], moves)
        values = evaluate(view, random.Random(seed), 8, moves, dealt=dealt)
        assert values == [MoveValues.of(m, [_python(move_value, w, m, view.seat) for w in dealt], False)
                          for m in moves]
        positions += 1
        if positions == 12:
            break
    assert positions == 12


def _holding_the_seven_and_the_two(world, seat: int):
    """A copy of ``world`` where ``seat`` (not the one to move) holds the 7 and the 2 of trumps,
    where they were in the stock or the hand of another seat not to move (each swapped for a card
    of its hand), so that it has two cards to give: the playout gives the 7."""
    w = world.copy()
    hand = w.hands[seat]
    for rank in (7, 2):
        card = card_of(rank, w.trump_suit)
        mine = [c for c in hand if c.suit != w.trump_suit or c.rank not in (7, 2)]
        if card in hand or not mine:
            continue
        if card in w.stock_order[w.drawn:]:
            w.stock_order = tuple(mine[0] if c == card else c for c in w.stock_order)
        elif other := next((h for j, h in enumerate(w.hands) if card in h and j != current_player(w)), None):
            other[other.index(card)] = mine[0]
        else:
            continue
        hand[hand.index(mine[0])] = card
    return w


def test_a_coach_worker_loads_the_compiled_loop_and_a_server_never_imports_it():
    """The coach's worker has the loop loaded once warmed; a process that imports every page's
    widgets and plays a bot's turn at four seats (as a server does) has not imported numba."""
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_context

    from brisca.teach.coach.tasks import warm_up

    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        pool.submit(warm_up).result(timeout=300)
        assert pool.submit(packed_playout.loaded).result(timeout=60)
    code = ("import sys, pkgutil, importlib, brisca.ui\n"
            "for m in pkgutil.iter_modules(brisca.ui.__path__): importlib.import_module('brisca.ui.' + m.name)\n"
            "from brisca.bots import make_bot\nfrom brisca.core.record import deal\n"
            "from brisca.core.view import observe\n"
            "from brisca.teach.coach.verdicts import judge\n"
            "s = deal('000-pairs', 3).start()\n"
            "v = observe(s, s.leader)\n"
            "judge(v, make_bot('expert', 1).choose(v))\n"
            "print('numba' in sys.modules, 'brisca.bots.playout_loop' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True)
    assert out.stdout.split() == ["False", "False"], out.stderr


def test_worlds_of_different_trumps_are_each_played_with_their_own(compiled):
    """With the turned-up card face down (Cubierta's way, here at a table of four) the worlds
    of one view hold different trumps: each is played out under its own, as in Python."""
    from dataclasses import replace

    from brisca.core.record import deal
    from brisca.core.rules import preset
    from brisca.core.state import step

    rules = replace(preset("000-pairs"), trump_visible=False)
    mixed = 0
    for seed in range(40):
        s = deal(rules, seed).start()
        rng = random.Random(seed)
        for _ in range(seed % 12):
            s = step(s, rng.choice(observe(s, current_player(s)).legal))
        view = observe(s, current_player(s))
        dealt = [Worlds(view).deal(random.Random(k)) for k in range(12)]
        if len({w.trump_suit for w in dealt}) < 2 or not packed_playout.fits(dealt[0], lines_of(view)):
            continue
        mixed += 1
        moves = lines_of(view)
        assert packed_playout.played_out(dealt, moves, view.seat, True) == [
            [_python(move_value, w, m, view.seat) for w in dealt] for m in moves]
    assert mixed >= 5
