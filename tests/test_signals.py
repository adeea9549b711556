"""Partner signals (señas): the action, its refusals, the record, what each seat sees, and what
the sampled worlds make of what it saw."""

import dataclasses
import random
from dataclasses import replace

import pytest
from conftest import examples, reshuffle_hidden
from hypothesis import example, given, settings
from hypothesis import strategies as st

from brisca.bots import make_bot
from brisca.bots.arena import arena, play_game
from brisca.bots.determinize import Worlds
from brisca.bots.signalling import takes_the_trick
from brisca.bots.turns import bot_turns, play_to_end
from brisca.core.action import SIGN_CODES, Action, ActionError
from brisca.core.cards import card_of
from brisca.core.record import GameRecord, deal
from brisca.core.rules import PRESETS, SIGNAL_TABLES, Rules, RulesError
from brisca.core.signals import SIGNS, TABLES, seen_by, told
from brisca.core.state import OVER, IllegalMoveError, current_player, legal_actions, signal_options, step
from brisca.core.view import observe
from brisca.text import LANGS, action_name, error_text, signal_text

SIGNAL_RULES = {
    "003-pairs-signals": PRESETS["003-pairs-signals"],
    "004-pairs-signals": PRESETS["004-pairs-signals"],
    "six-004": replace(PRESETS["003-six"], signals="004"),
    "six-003-open": replace(PRESETS["003-six"], signals="003", signals_seen=True),
    "001-pairs-003-open": replace(PRESETS["001-pairs"], signals="003", signals_seen=True),
}


def random_action(s, rng: random.Random, signal_chance: float = 0.5) -> Action:
    """A random action, a signal half the time one is open."""
    signs = signal_options(s, current_player(s)) if s.phase == "play" else ()
    if signs and rng.random() < signal_chance:
        return rng.choice(signs)
    return rng.choice(legal_actions(s))


def random_step(s, rng: random.Random, signal_chance: float = 0.5):
    return step(s, random_action(s, rng, signal_chance))


def test_signal_codes_round_trip():
    for code in SIGNS:
        action = Action.signal(code)
        assert action.kind == "signal" and action.card is None
        assert Action.parse(action.code) is action and action.code == f"signal:{code}"
        assert Action.parse(f" SIGNAL: {code} ") is action
    with pytest.raises(ActionError) as e:
        Action.parse("signal:wave")
    assert e.value.code == "unknown_sign"
    assert "signal:no_trumps" in error_text(e.value, "en") and "seña" in error_text(e.value, "es")


def test_rules_allow_signals_only_between_partners_with_the_trump_seen():
    for bad, code in ((dict(signals="003"), "signals_need_teams"),
                      (dict(players=4, teams=True, trump_visible=False, signals="004"), "signals_need_visible_trump"),
                      (dict(players=4, teams=True, signals_seen=True), "signals_seen_needs_signals")):
        with pytest.raises(RulesError) as e:
            Rules(**bad)
        assert e.value.code == code
        assert all(error_text(e.value, lang) for lang in LANGS)
    assert "signals" not in Rules().to_json()  # old rules objects write back as they were
    assert Rules.from_json(PRESETS["004-pairs-signals"].to_json()) == PRESETS["004-pairs-signals"]


def test_each_refusal_has_its_own_reason():
    rules = PRESETS["004-pairs-signals"]
    s = deal(rules, 1).start()
    seat = s.leader
    hand, trump = s.hands[seat], s.trump_suit
    false = next(code for code, _ in TABLES["004"] if not SIGNS[code].is_request
                 and not SIGNS[code].true_of(hand, trump))
    true = next(code for code, _ in TABLES["004"] if SIGNS[code].true_of(hand, trump) or SIGNS[code].is_request)
    cases = [(false, "signal_not_true"), ("ace_and_three_of_trumps", "signal_not_in_table")]
    for sign, code in cases:
        with pytest.raises(IllegalMoveError) as e:
            step(s, Action.signal(sign))
        assert e.value.code == code and all(error_text(e.value, lang) for lang in LANGS)
    again = step(s, Action.signal(true))
    with pytest.raises(IllegalMoveError) as e:
        step(again, Action.signal(true))
    assert e.value.code == "signal_already_made"
    # the request needs a partner still to play: the last seat of a trick has none
    last = s
    for _ in range(3):
        last = step(last, legal_actions(last)[0])
    with pytest.raises(IllegalMoveError) as e:
        step(last, Action.signal("ask_for_figure"))
    assert e.value.code == "signal_no_partner_to_play"
    with pytest.raises(IllegalMoveError) as e:
        step(deal("004-pairs", 1).start(), Action.signal("no_trumps"))
    assert e.value.code == "no_signals"
    assert all(error_text(IllegalMoveError(c), lang) != error_text(Exception(), lang)
               for c in ("signal_not_your_turn", "no_signals") for lang in LANGS)


def test_a_signal_is_no_turn_and_no_ply():
    s = deal(PRESETS["004-pairs-signals"], 1).start()
    sign = signal_options(s, s.leader)[0]
    after = step(s, sign)
    assert current_player(after) == s.leader and after.ply == s.ply and legal_actions(after) == legal_actions(s)
    assert sign not in signal_options(after, s.leader)  # each sign once a trick
    assert sign not in legal_actions(s)  # the look-ahead never branches on one


@pytest.mark.parametrize("name", sorted(SIGNAL_RULES))
def test_records_with_signals_round_trip(name):
    record = deal(SIGNAL_RULES[name], 3)
    s, rng, moves = record.start(), random.Random(3), []
    while s.phase != OVER:
        moves.append(random_action(s, rng))
        s = step(s, moves[-1])
    assert any(m.kind == "signal" for m in moves)
    record = record.with_moves(moves)
    again = GameRecord.loads(record.dumps())
    assert again == record and again.dumps() == record.dumps()
    assert again.final().signals == s.signals and again.final() == s


@settings(max_examples=examples(200), deadline=None)
@given(name=st.sampled_from(sorted(SIGNAL_RULES)), seed=st.integers(0, 2**32), rng_seed=st.integers(0, 2**32))
def test_views_show_only_the_signals_a_seat_may_see(name, seed, rng_seed):
    """Resampling every card a seat cannot see and leaving out every signal it may not see
    changes nothing of its view, nor of the worlds it samples; a seat sees its own side's
    signals, the other side's only when they are made in the open."""
    s = deal(SIGNAL_RULES[name], seed).start()
    rng = random.Random(rng_seed)
    bot = make_bot("heuristic", seed)
    while s.phase != OVER:
        for seat in range(s.rules.players):
            view = observe(s, seat)
            other = observe(reshuffle_hidden(s, seat, rng), seat)
            assert other == view
            if view.to_move == seat:  # nor what a bot there does, a signal included
                assert bot.act(other) == bot.act(view)
            assert all(s.rules.signals_seen or m.seat % 2 == seat % 2 for m in view.signals)
            assert [m for m in s.signals if seen_by(s.rules, m, seat)] == list(view.signals)
            assert set(view.signs) <= set(map(Action.signal, dict(TABLES[s.rules.signals])))
        s = random_step(s, rng)


@settings(max_examples=examples(150), deadline=None)
@given(name=st.sampled_from(sorted(SIGNAL_RULES)), seed=st.integers(0, 2**32), rng_seed=st.integers(0, 2**32))
def test_sampled_worlds_agree_with_the_signals_seen(name, seed, rng_seed):
    """What the signals say is true of the real hands, and every world a seat samples agrees
    with it and holds the deck once."""
    s = deal(SIGNAL_RULES[name], seed).start()
    rng = random.Random(rng_seed)
    while s.phase != OVER:
        for seat in range(s.rules.players):
            view = observe(s, seat)
            said = told(view)
            for other, what in said.items():
                assert what.fits(s.hands[other]), (other, what)
            world = Worlds(view).deal(rng)
            assert all(what.fits(world.hands[other]) for other, what in said.items())
            assert observe(world, seat).hand == view.hand and world.signals == view.signals
            cards = [c for h in world.hands for c in h] + list(world.stock) + list(view.played)
            cards += [world.turned_up] if world.turned_up_taker is None else []
            assert len(cards) == len(set(cards)) == s.rules.deck
        s = random_step(s, rng, 0.8)


@settings(max_examples=examples(60), deadline=None)
@given(name=st.sampled_from(sorted(SIGNAL_RULES)), seed=st.integers(0, 2**32), rng_seed=st.integers(0, 2**32))
def test_worlds_under_signals_are_exactly_those_the_signals_allow(name, seed, rng_seed):
    """Late in a deal, the worlds counted and numbered under the signals' limits are exactly
    the worlds without signals that fit what the signals say, each once."""
    s = deal(SIGNAL_RULES[name], seed).start()
    rng = random.Random(rng_seed)
    checked = 0
    while s.phase != OVER and checked < 4:
        for seat in range(s.rules.players):
            view = observe(s, seat)
            said = told(view)
            plain = Worlds(dataclasses.replace(view, signals=()))
            if not said or not plain.enumerable(3000):
                continue
            every = [w for w in plain.every(3000) if all(t.fits(w.hands[o]) for o, t in said.items())]
            signalled = Worlds(view)
            got = signalled.every(3000)
            assert signalled.count() == len(got) == len(every)
            key = lambda w: (tuple(tuple(sorted(h)) for h in w.hands), tuple(w.stock))  # noqa: E731
            assert sorted(map(key, got)) == sorted(map(key, every))
            checked += 1
        s = random_step(s, rng, 0.8)


def test_signals_are_said_in_both_languages():
    s = deal(PRESETS["003-pairs-signals"], 2).start()
    for sign in [a for a in (Action.signal(c) for c, _ in TABLES["003"])]:
        for lang in LANGS:
            assert action_name(sign, lang)
    made = step(s, signal_options(s, s.leader)[0]).signals[0] if signal_options(s, s.leader) else None
    if made:
        assert signal_text("003", made, "es").endswith(".") and signal_text("003", made, "en").endswith(".")


@pytest.mark.parametrize("name", sorted(SIGNAL_RULES))
def test_bots_signal_only_the_truth_and_play_to_the_end(name):
    """Every bot signals at every table with signals, only statements true of its hand then,
    and asks for a figure only before a card that takes the trick whatever the other side holds;
    a ``-mute`` bot never does."""
    for seed in range(3):
        s = deal(SIGNAL_RULES[name], seed).start()
        bots = {i: make_bot(("heuristic", "random-mute", "greedy")[i % 3], seed + i) for i in range(s.rules.players)}
        final, turns = play_to_end(s, bots)
        assert final.phase == OVER and sum(final.points) == s.rules.total_points
        signals = [t for t in turns if t.action.kind == "signal"]
        assert signals and all(t.seat % 3 != 1 for t in signals)
        for k, turn in enumerate(turns):
            if turn.action.kind != "signal":
                continue
            assert turn.action in turn.view.signs
            if SIGNS[turn.action.sign].is_request:
                card = next(t.action.card for t in turns[k:] if t.action.kind == "play")
                assert takes_the_trick(turn.view, card)
            else:
                assert SIGNS[turn.action.sign].true_of(turn.view.hand, turn.view.trump_suit)


def test_a_partner_reads_a_bot_s_signal_and_the_opponents_do_not():
    """The bot holding the ace of trumps says so; from then on every world its partner samples
    deals it the ace, while the opponents, who did not see the sign, still place it anywhere."""
    rules = PRESETS["003-pairs-signals"]
    starts = (deal(rules, seed).start() for seed in range(200))
    s = next(s for s in starts if card_of(1, s.trump_suit) in s.hands[s.leader])
    seat, ace = s.leader, card_of(1, s.trump_suit)
    sign = make_bot("heuristic").act(observe(s, seat))
    assert sign == Action.signal("ace_of_trumps")
    after = step(s, sign)
    rng = random.Random(1)
    partner, opponent = (seat + 2) % 4, (seat + 1) % 4
    assert all(ace in Worlds(observe(after, partner)).deal(rng).hands[seat] for _ in range(50))
    assert not all(ace in Worlds(observe(after, opponent)).deal(rng).hands[seat] for _ in range(50))
    assert make_bot("heuristic-mute").act(observe(s, seat)).kind != "signal"


def test_the_arena_pits_a_signalling_pair_against_a_mute_one():
    """``expert`` against ``expert-mute``: only BOT_A's seats signal, and the moves replay."""
    game = play_game("heuristic", "heuristic-mute", 4, (0, 2), "004-pairs-signals")
    record = deal("004-pairs-signals", 4).with_moves(map(Action.parse, game.moves))
    signallers = {m.seat for m in record.final().signals}
    assert signallers and signallers <= {0, 2}
    assert len(game.times_a) + len(game.times_b) == 40  # a signal is not timed as a decision
    figures = arena("expert", "expert-mute", 2, rules="004-pairs-signals", progress=None)
    assert figures["games"] == 4 and figures["rules"] == "004-pairs-signals"


@settings(max_examples=examples(20), deadline=None)
@given(name=st.sampled_from(sorted(SIGNAL_RULES)), seed=st.integers(0, 2**32), mute=st.booleans())
@example(name="004-pairs-signals", seed=505946, mute=False)  # the 7 of trumps given in an exchange left the hand
def test_a_partner_s_silence_is_read_true_when_it_signs_by_the_convention(name, seed, mute):
    """Where every seat signs as the bots do, what a partner's silence says (``told(...,
    silence=True)``) is true of its real hand, and the worlds dealt agree with it; where the
    partners are mute, the worlds still deal (the silence is not read where no world fits it)."""
    s = deal(SIGNAL_RULES[name], seed).start()
    bots = {i: make_bot("heuristic-mute" if mute and i % 2 else "heuristic", seed + i) for i in range(s.rules.players)}
    rng = random.Random(seed)
    for turn in bot_turns(s, bots):
        if turn.after.phase == OVER:
            break
        for seat in range(s.rules.players):
            view = observe(turn.after, seat)
            said = told(view, silence=True)
            world = Worlds(view, silence=True).deal(rng)
            for other, what in said.items():
                if not (mute and other % 2):
                    assert what.fits(turn.after.hands[other]), (other, what)
                    assert what.fits(world.hands[other])


def test_a_partner_that_said_nothing_at_003_holds_neither_the_ace_nor_the_three_of_trumps():
    """At 003's table a bot signs everything true before its first card: a partner that made no
    sign there holds neither big trump, so a signalling bot's worlds never deal it one; a mute
    bot's worlds do."""
    rules = PRESETS["003-pairs-signals"]
    for seed in range(100):
        s = deal(rules, seed).start()
        trump = s.trump_suit
        big = {card_of(1, trump), card_of(3, trump)}
        if big & set(s.hands[s.leader]) or not any(c.suit == trump for c in s.hands[s.leader]):
            continue
        s = step(s, legal_actions(s)[0])  # the leader, silent, plays
        partner = (s.leader + 2) % 4
        view = observe(s, partner)
        if big & set(view.hand):
            continue
        rng = random.Random(seed)
        worlds = [Worlds(view, silence=True).deal(rng) for _ in range(40)]
        assert not any(big & set(w.hands[s.leader]) for w in worlds)
        assert any(big & set(Worlds(view).deal(rng).hands[s.leader]) for _ in range(40))
        return
    raise AssertionError("no deal with a silent leader")


def test_the_rules_tables_and_the_actions_signs_are_the_signals_own():
    """The rules take a table, and an action names a sign, only where the signals say what it
    means: the names are written beside each (no import runs back from rules or actions)."""
    assert SIGNAL_TABLES == ("none", *TABLES)
    assert SIGN_CODES == tuple(SIGNS)
