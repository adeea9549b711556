"""The lanes (``bots.lanes``) play the engine's game: every world's margin and score for every
move is the one ``search.move_value`` gives, through ``policy.playout`` and
``GameState.apply``, one world at a time, at every table the app plays, with and without slips,
each seat drawing its own cards or not; and the coach's chunks are the sums of the engine's
values (where a network was trained, of its policy played through the engine)."""

import itertools
import random

import pytest
from conftest import ROOT, examples, random_position
from hypothesis import given, settings
from hypothesis import strategies as st
from test_learned import _scalar

from brisca.bots.determinize import Worlds
from brisca.bots.lanes import played_out, side_points_played_out
from brisca.bots.learned import table_net
from brisca.bots.policy import keep_seat_draws, playout
from brisca.bots.search import SLIP_DRAWS, MoveValues, after, evaluate, move_value, solvable
from brisca.core.action import PLAY as PLAY_KIND
from brisca.core.action import Move
from brisca.core.rules import PRESETS
from brisca.core.settle import goal_reached
from brisca.core.state import AUCTION, OVER, PLAY, current_player, side_points
from brisca.core.view import observe
from brisca.teach.coach.verdicts import lines_of

TABLES = sorted(PRESETS)


def _lanes(worlds, move, seat, slip, draws, seat_draws):
    """``move``'s value in each world by the lanes, as ``search.evaluate`` asks them: a line's
    actions before its card, or a move that is no card, applied first."""
    *start, last = move.actions
    if last.kind is PLAY_KIND:
        states = [after(w, Move.line_of(*start), seat_draws) for w in worlds] if start else worlds
        return played_out(states, [last.card], seat, slip, draws, seat_draws)[0]
    return played_out([after(w, move, seat_draws) for w in worlds], [None], seat, slip, draws, seat_draws)[0]


def _engine(worlds, move, seat, slip, draws, seat_draws):
    return [move_value(w, move, seat, slip, itertools.cycle(d).__next__ if slip else None, seat_draws)
            for w, d in zip(worlds, draws, strict=True)]


def _decision(preset: str, seed: int, plies: int, goal=None):
    """The view of the seat to move after ``plies`` random actions, with its worlds and moves
    (``None`` where there is nothing the look-ahead plays out: Subastada's auction is priced
    apart, by ``subastada_bids``)."""
    s = random_position(preset, seed, plies)
    if s.phase == OVER or (s.rules.auction != "none" and s.phase != PLAY):
        return None
    if goal is not None and s.goal is None and len(s.rules.sides) == 2 and not s.rules.bidding:
        # a Rematada target ``goal`` points away from each side, at any table of two sides
        s = s.replace(goal=tuple(p + g for p, g in zip(side_points(s), goal, strict=True)))
    view = observe(s, current_player(s))
    return view, lines_of(view)


def _check(view, moves, worlds: int, seed: int, slip: float, seat_draws: bool) -> int:
    dealer, rng = Worlds(view, auction=True), random.Random(seed)
    dealt = [dealer.deal(rng) for _ in range(worlds)]
    draws = [[rng.random() for _ in range(SLIP_DRAWS)] for _ in dealt]
    for move in moves:
        assert _lanes(dealt, move, view.seat, slip, draws, seat_draws) == _engine(dealt, move, view.seat, slip, draws,
                                                                               seat_draws), move
    return len(moves) * worlds


@settings(max_examples=examples(1500), deadline=None)
@given(preset=st.sampled_from(TABLES), seed=st.integers(0, 10**6), plies=st.integers(0, 60),
       slip=st.sampled_from([0.0, 0.5, 1.0]), seat_draws=st.booleans(), worlds=st.integers(1, 24),
       goal=st.none() | st.tuples(st.integers(1, 70), st.integers(1, 70)))
def test_the_lanes_give_the_engines_values_world_by_world(preset, seed, plies, slip, seat_draws, worlds, goal):
    """Any decision of any table (two to six seats, five's deal of four, chiamata's auction and
    hidden partner, Subastada's marriages and contract, both exchange windows, Rematada's
    target, here or put near at any table of two sides, three players' and the tie rules, the
    endgame cut at two): the same margin and score in every world, for every move."""
    decision = _decision(preset, seed, plies, goal)
    if decision is not None:
        _check(*decision, worlds, seed, slip, seat_draws)


def _outcomes(worlds, move, seat, seat_draws):
    """What the engine's playouts of ``move`` did: exchanges, marriages, targets, ties."""
    out = {"exchange": 0, "sung": 0, "target": 0, "tie": 0, "auction": 0}
    for w in worlds:
        s = after(w, move, seat_draws)
        out["auction"] += s.phase is AUCTION
        before = (len(s.exchanges), len(s.sung))
        playout(s, seat=seat, seat_draws=seat_draws)
        out["exchange"] += len(s.exchanges) > before[0]
        out["sung"] += len(s.sung) > before[1]
        out["target"] += goal_reached(s) is not None
        sides = side_points(s)
        out["tie"] += s.call is None and not s.bids and sides.count(max(sides)) > 1
    return out


@pytest.mark.parametrize(("preset", "what", "goal"), [
    ("001", "exchange", None), ("001-pairs", "exchange", None), ("004", "exchange", None),
    ("004-pairs", "exchange", None), ("000-exchange", "exchange", None), ("003-subastada", "sung", None),
    ("003-subastada-pairs", "sung", None), ("003-rematada", "target", None), ("000-pairs", "target", (30, 30)),
    ("001-three", "tie", None), ("001", "tie", None), ("003-chiamata", "auction", None)])
def test_each_rule_the_lanes_play_comes_up_and_is_played_as_the_engine_plays_it(preset, what, goal):
    """Positions where the engine's playouts do it (an exchange, a marriage sung, a target
    reached, a tie to break, chiamata's auction played on before the cards): held world by
    world, with and without slips."""
    seen = 0
    for seed in range(400):
        decision = _decision(preset, seed, seed % (12 if what in ("exchange", "auction") else 40), goal)
        if decision is None:
            continue
        view, moves = decision
        dealt = [Worlds(view, auction=True).deal(random.Random(seed * 100 + k)) for k in range(8)]
        found = sum(_outcomes(dealt, m, view.seat, True)[what] for m in moves)
        if not found:
            continue
        seen += found
        for slip in (0.0, 0.5):
            _check(view, moves, 8, seed, slip, True)
        if seen >= 12:
            break
    assert seen >= 12, seen


@pytest.mark.parametrize("preset", ["003-subastada", "003-subastada-pairs"])
def test_the_bids_worlds_are_played_out_in_lanes_as_by_the_engine(preset):
    """Subastada's bids price each suit named as trump in worlds played from the deal's start
    (``subastada_bids.contract_values``): each side's points, marriages sung as they come, are
    the engine's world by world."""
    for seed in range(12):
        s = random_position(preset, seed, seed % 3)
        if s.phase != AUCTION:
            continue
        view = observe(s, current_player(s))
        dealt = [Worlds(view).deal(random.Random(seed * 10 + k)) for k in range(6)]
        states = [w.replace(trump_suit=suit, phase=PLAY) for w in dealt for suit in "OCEB"]
        want = []
        for t in states:
            t = t.copy()
            t.history = False
            want.append(side_points(playout(t, seat=view.seat)))
        assert side_points_played_out(states, view.seat) == want



@pytest.mark.parametrize("slip", [0.0, 0.5])
def test_chiamatas_bids_ending_in_one_call_are_played_once_each_settled_by_its_own_contract(slip):
    """Every bid and call of a chiamata auction valued at once (``search.lane_values``): the bids
    whose auctions end in the same call are played once, and each is settled by the points its
    own contract needs, world by world as the engine plays each move out. Some of them do score
    differently (the same play, another goal), so a bid settled by its twin's contract fails."""
    from brisca.bots.policy import play_auction
    from brisca.bots.search import lane_values
    from brisca.core.action import Action
    from brisca.core.record import deal
    from brisca.core.state import step

    differ = 0
    for seed, codes in ((3, ()), (5, ("rank:1",))):
        s = deal("003-chiamata", seed, dealer=4).start()
        for code in codes:
            s = step(s, Action.parse(code))
        view = observe(s, current_player(s))
        rng = random.Random(seed)
        dealt = [Worlds(view, auction=True).deal(rng) for _ in range(4)]
        draws = [[rng.random() for _ in range(SLIP_DRAWS)] if slip else () for _ in dealt]
        moves = [Move.of(a) for a in view.legal]
        want = [_engine(dealt, m, view.seat, slip, draws, True) for m in moves]
        assert lane_values(dealt, moves, view.seat, slip, draws) == want
        for w, world in enumerate(dealt):
            scores: dict = {}
            for m, move in enumerate(moves):
                t = play_auction(after(world, move))
                if t.phase != OVER:
                    scores.setdefault((t.call.caller, t.call.called), set()).add(want[m][w][1])
            differ += sum(len(v) > 1 for v in scores.values())
    assert differ


def test_blas_is_held_to_one_thread_before_numpy_is_first_imported():
    """The server, the command line and each coach worker import ``brisca`` first: it asks BLAS
    for one thread before anything imports numpy (the lanes, a page's tables), unless the
    environment says otherwise."""
    import os
    import subprocess
    import sys

    code = ("import os, sys\nimport brisca\nassert 'numpy' not in sys.modules\n"
            "import brisca.bots.lanes\nassert 'numpy' in sys.modules\nprint(os.environ['OPENBLAS_NUM_THREADS'])\n")
    env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True,
                         cwd=str(ROOT))
    assert out.stdout.split() == ["1"], out.stderr
    env["OPENBLAS_NUM_THREADS"] = "2"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True,
                         cwd=str(ROOT))
    assert out.stdout.split() == ["2"], out.stderr


@settings(max_examples=examples(600), deadline=None)
@given(preset=st.sampled_from(TABLES), seed=st.integers(0, 10**6), plies=st.integers(0, 60),
       slip=st.sampled_from([0.0, 0.5]), worlds=st.integers(1, 30), silence=st.booleans())
def test_the_look_ahead_values_every_move_as_the_engine_plays_it_one_world_at_a_time(preset, seed, plies, slip,
                                                                                     worlds, silence):
    """``search.evaluate`` (the expert's and the coach's values) gives what it gave when it
    played each world out one at a time: the same worlds and slips drawn from the generator in
    the same order, each move's margins and scores ``move_value``'s."""
    decision = _decision(preset, seed, plies)
    if decision is None or decision[0].phase == AUCTION:  # chiamata's: every bid, tested above
        return
    view, moves = decision
    values = evaluate(view, random.Random(seed), worlds, moves, slip, silence=silence, auction=True)
    if solvable(view):
        assert all(v.exact for v in values)
        return
    rng = random.Random(seed)
    dealer = Worlds(view, silence, True)
    dealt = [dealer.deal(rng) for _ in range(worlds)]
    draws = [[rng.random() for _ in range(SLIP_DRAWS)] if slip else () for _ in dealt]
    assert values == [MoveValues.of(m, _engine(dealt, m, view.seat, slip, draws, True), False) for m in moves]


@pytest.mark.parametrize("preset", ["000", "001", "000-pairs", "004-pairs", "003-six", "003-five", "003-chiamata"])
def test_the_coachs_chunks_are_the_sums_of_the_engines_values(preset):
    """A chunk of the coach's worlds (``tasks.chunk_values``, what each worker runs), sampled or
    dealt without replacement late in a deal: the sums of the values the engine gives world by
    world, each worth what the table counts (``table_counts.worth_of``)."""
    from brisca.teach.coach.estimate import Estimate
    from brisca.teach.coach.table_counts import worth_of
    from brisca.teach.coach.tasks import chunk_values, population

    for seed, plies in ((1, 3), (2, 9), (3, 20), (4, 26), (5, 12)):
        decision = _decision(preset, seed, plies)
        if decision is None or solvable(decision[0]) or decision[0].phase == AUCTION:
            continue
        view, moves = decision
        size = population(view)
        if size is None:
            rng = random.Random(seed * 1_000_003 + 1)
            dealer = Worlds(view)
            dealt = [dealer.deal(rng) for _ in range(16)]
        else:
            dealt = Worlds(view).shuffled(seed, 16, 16)
        want = [MoveValues.of(m, _coachs(dealt, m, view), False) for m in moves]
        assert chunk_values(view, seed, 1, 16, moves) == Estimate.of(want, moves, size, worth_of(view))


def _coachs(dealt, move, view):
    """``move``'s value in each world as the coach plays it out (``estimate.valued``), no slips:
    by ``move_value``'s rule of thumb; where the table has a network, by the policy played one
    world at a time through the engine (``test_learned._scalar``), each seat drawing its own cards."""
    net = table_net(view.rules)
    if net is None:
        return _engine(dealt, move, view.seat, 0.0, [()] * len(dealt), True)
    out = []
    for w in dealt:
        s = w.copy()
        s.history = True  # the policy reads each mover's view, every card played included
        for action in move.actions:  # a card, or at 004 an exchange and the draw after it
            before = s.drawn
            s.apply(action)
            keep_seat_draws(s, before)
        out.append(_scalar(s, view.seat, net))
    return out
