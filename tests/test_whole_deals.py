"""Deals played to the end: every preset, every bot in every seat, the coach judging every
decision, and practice games at every level, over many random deals (thousands in CI), so a
crash that only one deal in a hundred reaches cannot hide."""

import random

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots import BOTS, ExpertBot, make_bot
from brisca.bots.turns import bot_turns, play_to_end
from brisca.core.cards import deck_cards
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.settle import deal_result, returns
from brisca.core.state import OVER, current_player, legal_actions, side_of, side_points
from brisca.teach.coach import verdicts
from brisca.teach.table.access import Caller
from brisca.teach.table.flow import (
    LEVELS,
    PRACTICE_PRESETS,
    Settings,
    hint,
    last_learner_ply,
    new_game,
    next_deal,
    play,
    take_back,
)

TWO_PLAYER = sorted(name for name, rules in PRESETS.items() if rules.players == 2)


class QuickExpert(ExpertBot):
    """The expert with few sampled worlds; its exact solving, once three or fewer cards are
    face down, is the real one."""

    worlds = 6


def _bot(name: str, seed: int):
    return QuickExpert(seed) if name == "expert" else make_bot(name, seed)


def _check_final(final) -> None:
    """A finished deal: every card of the deck captured once, every point counted, a result
    that agrees with each seat's returns (under Rematada a deal may stop at the trick that
    reaches 101: then its cards so far, each once; under chiamata a deal everybody passed has no
    trick, and the sides are the caller's and the defenders')."""
    captured = [c for t in final.tricks for c in t.cards]
    result = deal_result(final)
    if final.call is not None and final.call.called is None:
        assert result.termination == "annul" and not final.tricks and not any(result.persons)
    elif result.termination == "target":
        assert len(set(captured)) == len(captured) and sum(final.points) == sum(t.points for t in final.tricks)
        assert result.side_scores[result.winner] >= final.goal[result.winner]
    else:
        assert sorted(captured) == sorted(deck_cards(final.rules)) and not any(final.hands)
        assert sum(final.points) == final.rules.total_points
    if final.rules.auction != "none":  # Subastada: the sung marriages count beside the cards
        assert sum(side_points(final)) == final.rules.total_points + sum(m.points for m in final.sung)
        assert all(m.points in (20, 40) for m in final.sung) and len({m.suit for m in final.sung}) == len(final.sung)
        assert result.contract is not None and result.contract.points == side_points(final)[result.contract.side]
    for seat in range(final.n):
        assert returns(final, seat)[1] == result.score(side_of(final, seat))


@pytest.mark.parametrize("name", sorted(PRESETS))
@settings(max_examples=examples(100), deadline=None)  # 2,100 deals over the 21 presets
@given(seed=st.integers(0, 2**32), seats=st.lists(st.sampled_from(sorted(BOTS)), min_size=6, max_size=6))
def test_every_bot_in_every_seat_finishes_every_preset(name, seed, seats):
    rules = PRESETS[name]
    bots = {i: _bot(seats[i], seed + i) for i in range(rules.players)}
    final, turns = play_to_end(deal(rules, seed).start(), bots)
    for turn in turns:
        assert turn.action in turn.view.legal + turn.view.signs
    _check_final(final)


@pytest.fixture(scope="module")
def quick_coach():
    """The coach and the hard level's expert sampling a few worlds (the exact solving of late
    positions is the real one): thousands of decisions stay quick."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(verdicts, "START_WORLDS", 8)
        patch.setattr(verdicts, "MAX_WORLDS", 16)
        patch.setattr(ExpertBot, "worlds", 12)
        yield


@pytest.mark.parametrize("name", TWO_PLAYER)
@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 2**32), seats=st.lists(st.sampled_from(sorted(BOTS)), min_size=2, max_size=2))
def test_the_coach_judges_every_decision_to_the_end(quick_coach, name, seed, seats):
    """Whoever plays, the coach prices every decision with a choice of every seat, exchanges
    and declined offers included, and names the move played and a best move among the legal
    ones."""
    bots = {i: _bot(seats[i], seed + i) for i in range(2)}
    last = None
    for turn in bot_turns(deal(name, seed).start(), bots):
        last = turn.after
        if len(turn.view.legal) < 2:
            continue
        verdict = verdicts.judge(turn.view, turn.action, seed)
        assert verdict.move is turn.action and verdict.best in turn.view.legal
        assert verdict.label in verdicts.LABELS and verdict.points_lost >= 0
    assert last is not None and last.phase is OVER
    _check_final(last)


def _learner_plays(game, choices: random.Random):
    """The deal on the table played to its end by a learner who plays any legal move, asks for
    hints and takes a few moves back."""
    while not game.over:
        roll = choices.random()
        if roll < 0.1:
            game = hint(game)[2]
        elif roll < 0.15 and game.takebacks < 3 and last_learner_ply(game) is not None:
            game = take_back(game)
        else:
            game = play(game, choices.choice(game.view.legal))
    return game


@pytest.mark.parametrize("level", LEVELS)
@settings(max_examples=examples(40), deadline=None)
@given(name=st.sampled_from(PRACTICE_PRESETS), number=st.integers(0, 10**9 - 1), learner=st.integers(0, 2**32))
def test_practice_plays_to_the_end_at_every_level(quick_coach, level, name, number, learner):
    """A learner who plays any legal move, asks for hints and takes a few moves back, against
    the bot of every level with the coach on, always reaches the end of the deal."""
    game = _learner_plays(new_game("t" * 24, Settings(level=level, rules=name, deal=number)), random.Random(learner))
    _check_final(game.state)
    assert all(d.move in legal_actions(game.states[d.ply]) for d in game.decisions)


BIDDING = sorted(name for name in PRACTICE_PRESETS if PRESETS[name].bidding)  # Subastada at two and four, chiamata


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", BIDDING)
@settings(max_examples=examples(20), deadline=None)
@given(number=st.integers(0, 10**9 - 1), learner=st.integers(0, 2**32))
def test_a_deal_with_an_auction_is_bid_and_played_to_the_end_through_the_table(quick_coach, level, name, number,
                                                                               learner):
    """Through the table's one way in (``entry.apply`` with commands, as the board sends them): a
    learner who bids, passes, names trump, calls, sings and plays at random, asks for hints and
    takes moves back, with the coach on, reaches the end of the deal at every level; each of its
    auction moves is judged where it had a choice, and the deal scores as the rules say."""
    from brisca.teach.table import entry
    from brisca.teach.table.command import HINT, TAKE_BACK, Command

    choices = random.Random(learner)
    game = new_game("b" * 24, Settings(level=level, rules=name, deal=number))
    while not game.over:
        roll = choices.random()
        if roll < 0.05:
            command = HINT
        elif roll < 0.08 and game.takebacks < 2 and last_learner_ply(game) is not None:
            command = TAKE_BACK
        else:
            command = Command.parse(choices.choice(game.view.legal).code)  # the text form the board sends
        game = entry.apply(game, Caller(), command).game
    _check_final(game.state)
    me = game.deal_seat(game.learner)
    choices_had = {i for i, s in enumerate(game.states[:-1]) if current_player(s) == me and len(legal_actions(s)) > 1}
    assert {d.ply for d in game.decisions} == choices_had  # every choice judged, the auction's too
    assert all(d.move in legal_actions(game.states[d.ply]) for d in game.decisions)


@pytest.mark.parametrize("level", LEVELS)
@settings(max_examples=examples(12), deadline=None)
@given(number=st.integers(0, 10**9 - 1), learner=st.integers(0, 2**32))
def test_practice_at_five_plays_whole_matches_at_every_level(quick_coach, level, number, learner):
    """At five, a learner who plays any legal move, asks for hints and takes moves back plays
    a whole match: the deals it rests are played out by the bots with no decision of its own,
    every deal is whole, the coach judges only the learner's moves, and the rest goes round."""
    choices = random.Random(learner)
    game = new_game("f" * 24, Settings(level=level, rules="003-five", deal=number))
    rested = []
    while True:
        rested.append(game.rester)
        assert game.over or not game.resting and game.learner_to_move
        game = _learner_plays(game, choices)
        _check_final(game.state)
        assert len(game.record.moves) == 40 and (not game.decisions or not game.resting)
        me = game.deal_seat(game.learner)
        assert all(current_player(game.states[d.ply]) == me and d.move in legal_actions(game.states[d.ply])
                   for d in game.decisions)
        if game.match_over:
            break
        game = next_deal(game)
    assert all(b == (a + 1) % 5 for a, b in zip(rested, rested[1:], strict=False))
    assert game.outcome.winner is not None and max(game.match_state.score) >= 3


@pytest.mark.parametrize("name", ["001", "004", "000-exchange"])
def test_the_real_expert_and_coach_finish_exchange_deals(name):
    """The crash that was: the exact solver meeting an exchange once three cards are face
    down. The expert at its full strength and the coach with its own worlds, a few deals."""
    for seed in range(4):
        bots = {0: make_bot("expert", seed), 1: make_bot("heuristic", seed)}
        final = None
        for turn in bot_turns(deal(name, seed).start(), bots):
            final = turn.after
            if turn.seat == 1 and len(turn.view.legal) > 1:
                verdicts.judge(turn.view, turn.action, seed)
        _check_final(final)


def test_the_arena_plays_exchange_rules_to_the_end():
    """``python -m brisca arena expert heuristic --rules 004`` crashed on the first deals."""
    from brisca.bots.arena import arena

    figures = arena("expert", "heuristic", 3, seed=1, jobs=1, rules="004", progress=None)
    assert figures["games"] == 6 and 0 <= figures["score"] <= 1
