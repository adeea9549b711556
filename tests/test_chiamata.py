"""Briscola chiamata (``brisca.core.chiamata``): the auction's actions, what is refused and why,
whole deals by every bot, the outcome, and that nobody learns the hidden partner early."""

import pickle
import random

import pytest
from conftest import examples, reshuffle_hidden
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca import text
from brisca.bots import BOTS, make_bot
from brisca.bots.determinize import Worlds
from brisca.bots.expert import ExpertBot
from brisca.bots.turns import play_to_end
from brisca.core.action import RANK_BIDS, Action, ActionError, Move
from brisca.core.cards import Card, deck_cards
from brisca.core.chiamata import MAX_POINTS, MIN_POINTS, Call, partner, sides
from brisca.core.record import GameRecord, RecordError, deal
from brisca.core.rules import PRESETS, Rules, RulesError
from brisca.core.settle import deal_result, returns
from brisca.core.state import AUCTION, OVER, PLAY, IllegalMoveError, current_player, legal_actions, side_of, step
from brisca.core.view import observe, public_view

CHIAMATA = PRESETS["003-chiamata"]
A = Action.parse
REFUSALS = ("auction_first", "call_pending", "call_wrong_rank", "no_call_yet", "no_points_bids",
            "bid_out_of_range", "bid_too_low", "auction_over", "no_auction", "not_an_action")


class QuickExpert(ExpertBot):
    worlds = 4  # a few worlds: the look-ahead's paths, not its strength


def _bot(name, seed):
    return QuickExpert(seed) if name == "expert" else make_bot(name, seed)


def _play(s, codes):
    for code in codes:
        s = step(s, A(code))
    return s


def _won_by_seat_0(seed=1, codes=("rank:3", "pass", "pass", "pass", "pass")):
    """A deal whose auction seat 0's side won (the leader is seat 0 when seat 4 deals)."""
    return _play(deal(CHIAMATA, seed, dealer=4).start(), codes)


def test_the_preset_deals_eight_each_and_opens_the_auction():
    record = deal("003-chiamata", seed=3)
    s = record.start()
    assert [len(h) for h in record.hands] == [8] * 5 and record.stock == () and record.turned_up is None
    assert s.phase == AUCTION and s.trump_suit is None and current_player(s) == record.leader
    assert legal_actions(s)[0] is A("pass") and A("rank:1") in legal_actions(s) and A("bid:61") in legal_actions(s)


@pytest.mark.parametrize("code", ["pass", "bid:61", "bid:120", *(f"rank:{r}" for r in RANK_BIDS), "call:1O",
                                  "call:2B"])
def test_every_auction_action_round_trips(code):
    action = A(code)
    assert action.code == code and A(action.code) is action and pickle.loads(pickle.dumps(action)) is action
    assert A(code.upper()) is action


@pytest.mark.parametrize(("text_", "problem"), [("bid:0", "bad_bid"), ("bid:1000", "bad_bid"), ("bid:", "bad_bid"),
                                                ("bid:7a", "bad_bid"), ("bid:٣", "bad_bid"), ("rank:8", "bad_rank"),
                                                ("rank:13", "bad_rank"), ("call:9Z", "bad_card")])
def test_text_that_is_no_auction_action_is_refused_with_its_reason(text_, problem):
    with pytest.raises(ActionError) as e:
        A(text_)
    assert e.value.problem == problem
    for lang in text.LANGS:
        assert text.has(f"error-action-{problem}", lang)


def _refused(s, code):
    with pytest.raises(IllegalMoveError) as e:
        step(s, A(code) if isinstance(code, str) else code)
    return e.value.code


def test_every_bad_action_is_refused_with_its_reason():
    s = deal(CHIAMATA, 1, dealer=4).start()
    card = s.hands[0][0]
    assert _refused(s, card.code) == "auction_first"
    assert _refused(s, "call:1O") == "no_call_yet"
    assert _refused(s, "bid:60") == "bid_out_of_range"
    assert _refused(s, "skip") == "auction_first"
    assert _refused(s, object()) == "not_an_action"
    after = _play(s, ["rank:3"])
    assert _refused(after, "rank:1") == "bid_too_low" and _refused(after, "rank:3") == "bid_too_low"
    assert _refused(_play(after, ["bid:70"]), "bid:70") == "bid_too_low"
    ranks = deal(Rules(players=5, first_leader="dealer_right", partner="called", call_bids="ranks"), 1, dealer=4)
    assert _refused(ranks.start(), "bid:61") == "no_points_bids"
    won = _won_by_seat_0()
    assert won.call.calling and current_player(won) == 0
    assert _refused(won, "pass") == "call_pending" and _refused(won, "rank:12") == "call_pending"
    assert _refused(won, "call:1O") == "call_wrong_rank"
    played = _play(won, ["call:3O"])
    assert played.phase == PLAY and played.trump_suit == "O" and current_player(played) == 0
    assert _refused(played, "pass") == "auction_over" and _refused(played, "call:3C") == "auction_over"
    assert _refused(deal("000", 1).start(), "pass") == "no_auction"
    for code in REFUSALS:
        for lang in text.LANGS:
            assert text.has(f"error-move-{code}", lang), code


def test_a_pass_leaves_the_auction_for_good_and_the_last_bidder_calls():
    s = _play(deal(CHIAMATA, 2, dealer=4).start(), ["rank:1", "pass", "rank:3", "pass", "pass"])
    assert s.call.passed == {1, 3, 4} and current_player(s) == 0  # seat 0 answers seat 2's three
    s = _play(s, ["rank:12"])
    assert current_player(s) == 2  # seats 1, 3 and 4 passed: never asked again
    s = _play(s, ["bid:75", "pass"])
    assert s.call.caller == 2 and s.call.rank == 2 and s.call.goal == 75
    assert {a.code for a in legal_actions(s)} == {"call:2O", "call:2C", "call:2E", "call:2B"}


def test_everybody_passing_annuls_the_deal():
    s = _play(deal(CHIAMATA, 2).start(), ["pass"] * 5)
    result = deal_result(s)
    assert s.phase == OVER and result.termination == "annul" and result.persons == (0,) * 5
    assert all(returns(s, seat) == (0, 0.2) for seat in range(5))


def test_the_top_points_bid_leaves_only_passes():
    s = _play(deal(CHIAMATA, 2, dealer=4).start(), [f"bid:{MAX_POINTS}"])
    assert legal_actions(s) == (A("pass"),)


def _finished(seed, codes, plays=None):
    """A deal after ``codes`` and then every card played by the greedy bot at every seat."""
    s = _play(deal(CHIAMATA, seed, dealer=4).start(), codes)
    final, _ = play_to_end(s, {k: make_bot("greedy", k) for k in range(5)})
    return final


def test_the_outcome_scores_each_person_by_the_contract():
    for seed in range(30):
        final = _finished(seed, ["rank:3", "pass", "pass", "pass", "pass", "call:3O"])
        result = deal_result(final)
        helper = partner(final)
        ours = tuple(sorted({0, helper}))
        assert result.sides[0] == ours and result.termination == "contract"
        won = sum(final.points[k] for k in ours) >= MIN_POINTS
        assert result.winner == (0 if won else 1)
        sign = 1 if won else -1
        if helper == 0:  # the caller called its own three: alone against four
            assert result.persons == tuple(sign * (4 if k == 0 else -1) for k in range(5))
        else:
            assert result.persons == tuple(sign * (2 if k == 0 else 1 if k == helper else -1) for k in range(5))
        assert sum(result.persons) == 0
        for seat in range(5):
            assert returns(final, seat)[1] == result.score(side_of(final, seat))


def test_a_points_bid_is_the_goal_and_cappotto_doubles():
    final = _finished(4, ["bid:120", "pass", "pass", "pass", "pass", "call:2B"])
    result = deal_result(final)
    ours = sum(final.points[k] for k in result.sides[0])
    assert (result.winner == 0) == (ours == 120)
    cappotto = Rules(players=5, first_leader="dealer_right", partner="called", call_stakes="cappotto")
    for seed in range(200):
        s = _play(deal(cappotto, seed, dealer=4).start(), ["rank:1", "pass", "pass", "pass", "pass"])
        s = step(s, legal_actions(s)[0])
        final, _ = play_to_end(s, {k: make_bot("greedy", k) for k in range(5)})
        result = deal_result(final)
        plain = deal_result(final.replace(rules=CHIAMATA))
        swept = all(t.winner in result.sides[result.winner] for t in final.tricks)
        assert result.persons == tuple((2 if swept else 1) * p for p in plain.persons)


def test_a_record_holds_the_auction_and_round_trips():
    final = _finished(5, ["rank:1", "rank:3", "pass", "rank:12", "pass", "pass", "bid:61", "pass", "call:2C"])
    record = deal(CHIAMATA, 5, dealer=4).with_moves(_moves_of(final))
    data = record.to_json()
    assert "trump_card" not in data and data["moves"][:3] == ["rank:1", "rank:3", "pass"]
    again = GameRecord.loads(record.dumps())
    assert again == record and again.final() == final
    with pytest.raises(RecordError) as e:
        GameRecord.from_json({**data, "trump_card": "1O"})
    assert e.value.code == "unknown_field"
    with pytest.raises(RecordError) as e:
        GameRecord.from_json({**data, "moves": data["moves"][:2] + ["rank:1"]})
    assert e.value.code == "illegal_move" and e.value.facts["reason"] == "bid_too_low"


def _moves_of(final):
    """Every action of a finished deal, from its auction and tricks."""
    return [a for _, a in final.call.bids] + [Action.call(final.call.called)] + [
        Action.play(c) for t in final.tricks for c in t.cards]


def test_the_rules_tie_chiamata_to_its_own_table():
    with pytest.raises(RulesError) as e:
        Rules(players=5, teams=True, first_leader="dealer_right", partner="called")
    assert e.value.code == "called_needs_five_alone"
    with pytest.raises(RulesError) as e:
        Rules(players=4, first_leader="dealer_right", partner="called")
    assert e.value.code == "called_needs_five_alone"
    assert PRESETS["003-five"].rest == "rotate"  # five with one resting is as it was
    assert Rules.from_json(CHIAMATA.to_json()) == CHIAMATA and "partner" not in Rules().to_json()
    for lang in text.LANGS:
        assert text.has("error-rules-called_needs_five_alone", lang)
        assert text.has("preset-name-003-chiamata", lang) and text.has("preset-003-chiamata", lang)


@settings(max_examples=examples(200), deadline=None)
@given(seed=st.integers(0, 2**32), seats=st.lists(st.sampled_from(sorted(BOTS)), min_size=5, max_size=5))
def test_every_bot_in_every_seat_plays_a_whole_deal(seed, seats):
    """Auction, call and tricks, whoever sits where: every action legal, every point counted,
    the outcome agreeing with each seat's returns, the persons' scores summing to nothing."""
    bots = {k: _bot(seats[k], seed + k) for k in range(5)}
    final, turns = play_to_end(deal(CHIAMATA, seed).start(), bots)
    for turn in turns:
        assert turn.action in turn.view.legal
    result = deal_result(final)
    assert sum(result.persons) == 0
    if result.termination == "annul":
        assert not final.tricks
        return
    assert sum(final.points) == 120 and not any(final.hands)
    assert sorted(c for t in final.tricks for c in t.cards) == sorted(deck_cards(CHIAMATA))
    assert set(result.sides[0]) == {final.call.caller, partner(final)}
    assert result.side_scores == tuple(sum(final.points[k] for k in side) for side in result.sides)
    assert (result.winner == 0) == (result.side_scores[0] >= final.call.goal)
    for seat in range(5):
        assert returns(final, seat)[1] == result.score(side_of(final, seat))


def _random_deal_states(seed):
    """The states of a deal played at random, the auction short (a pass three times in four)."""
    rng = random.Random(seed)
    s = deal(CHIAMATA, seed).start()
    out = [s]
    while s.phase != OVER:
        actions = legal_actions(s)
        pick = actions[0] if s.phase == AUCTION and not s.call.calling and rng.random() < 0.75 else rng.choice(actions)
        s = step(s, pick)
        out.append(s)
    return out


@settings(max_examples=examples(100), deadline=None)
@given(seed=st.integers(0, 2**32), shuffle_seed=st.integers(0, 2**32))
def test_no_view_and_no_decision_holds_the_hidden_partner(seed, shuffle_seed):
    """Dealing every card a seat cannot see again (the called card too, so the partner moves)
    changes nothing of its view nor of any bot's decision from it; an onlooker's view neither."""
    rng = random.Random(shuffle_seed)
    bots = [make_bot(name, seed) for name in ("random", "greedy", "heuristic")] + [QuickExpert(seed)]
    for s in _random_deal_states(seed)[::4]:
        seat = current_player(s)
        for k in range(5):
            other = reshuffle_hidden(s, k, rng)
            assert observe(other, k) == observe(s, k)
            assert public_view(other) == public_view(s)
        if seat is not None:
            other = reshuffle_hidden(s, seat, rng)
            for bot in bots:
                assert bot.act(observe(other, seat)) is bot.act(observe(s, seat))


def test_only_the_partner_knows_the_partner_until_the_called_card_is_played():
    for seed in range(20):
        states = _random_deal_states(seed)
        for s in states:
            if s.call is None or s.call.called is None or s.phase == OVER:
                continue
            helper, caller = partner(s), s.call.caller
            shown = any(s.call.called in t.cards for t in s.tricks) or s.call.called in s.trick
            for seat in range(5):
                view = observe(s, seat)
                ours, theirs = view.sides_known
                truth = set(sides(s)[0])
                assert ours <= (truth if seat in truth else set(range(5)) - truth)  # nothing false
                assert not theirs & ours
                if shown or seat == helper:
                    assert ours | theirs == set(range(5))  # the partner, and everyone once it is shown
                elif seat == caller:
                    assert ours == {seat} and not theirs  # the caller does not know whom it called
                else:
                    assert theirs == {caller} and (helper == caller or helper not in ours | theirs)


@settings(max_examples=examples(100), deadline=None)
@given(seed=st.integers(0, 2**32), world_seed=st.integers(0, 2**32))
def test_every_world_agrees_with_the_auction_and_the_play(seed, world_seed):
    """The worlds a seat samples hold every card once, keep the called card in another hand
    than the caller's until it is played (unless only the caller's hand has room), and their
    sides follow from where it lies."""
    rng = random.Random(world_seed)
    for s in _random_deal_states(seed)[::3]:
        if s.phase == OVER:
            continue
        for seat in range(5):
            view = observe(s, seat)
            world = Worlds(view).deal(rng)
            cards = [c for h in world.hands for c in h] + list(view.played)
            assert sorted(cards) == sorted(deck_cards(CHIAMATA))
            assert world.call is s.call and observe(world, seat) == view
            call = s.call
            if call.called is None or call.called in view.played:
                continue
            holder = next(k for k, h in enumerate(world.hands) if call.called in h)
            room = sum(len(h) for k, h in enumerate(world.hands) if k not in (seat, call.caller))
            if seat != call.caller and call.called not in view.hand and room:
                assert holder != call.caller
            assert set(sides(world)[0]) == {call.caller, holder}


def test_the_arena_reports_the_callers_side_and_the_defenders():
    from brisca.bots.arena import arena

    figures = arena("heuristic", "greedy", 3, seed=2, rules="003-chiamata", progress=None)
    called = figures["chiamata"]
    assert figures["games"] == 15 and figures["seatings"] == [[0], [1], [2], [3], [4]]
    assert called["caller_side"]["games"] + called["defenders"]["games"] + called["passed"] == 15
    assert 0 <= called["caller_side"]["score"] <= 1 and -4 <= called["person_score"] <= 4


def test_a_call_object_is_the_public_part_only():
    s = _won_by_seat_0()
    call = _play(s, ["call:3O"]).call
    assert isinstance(call, Call) and call.called == Card.parse("3O") and call.caller == 0
    assert not any(isinstance(v, list) for v in (call.bids, call.passed))  # frozen: a view shares it


@pytest.fixture
def quick_coach(monkeypatch):
    from brisca.teach.coach import verdicts

    monkeypatch.setattr(verdicts, "START_WORLDS", 8)
    monkeypatch.setattr(verdicts, "MAX_WORLDS", 16)
    return verdicts


def test_the_coach_prices_every_bid_and_every_call(quick_coach):
    """The hint's machinery over the auction: every legal bid priced and labelled at the
    opening, every card the caller may call once it has won, each said in words."""
    opening = observe(deal(CHIAMATA, 3, dealer=4).start(), 0)
    evals = quick_coach.evaluate_moves(opening, seed=1)
    assert {e.move for e in evals} == set(opening.legal) and len(evals) == 1 + len(RANK_BIDS) + 60
    assert all(e.label in quick_coach.LABELS for e in evals)
    won = _won_by_seat_0(3)
    calling = observe(won, 0)
    evals = quick_coach.evaluate_moves(calling, seed=1)
    assert {e.move.code for e in evals} == {"call:3O", "call:3C", "call:3E", "call:3B"}
    assert evals[0].label == "best" and quick_coach.why_best(calling, evals, 1)
    for lang in text.LANGS:
        names = {text.action_name(e.move, lang) for e in evals} | {
            text.doing(Move.parse(c), lang) for c in ("pass", "bid:70", "rank:10")}
        assert len(names) == 7 and not any("{" in n for n in names)
    assert text.action_name(A("rank:10"), "es") == "pujar por la sota"
    assert text.action_name(A("call:1O"), "es") == "llamar al as de oros"


def test_a_bid_and_a_call_are_valued_by_playing_the_auction_on_and_the_deal_out():
    """The look-ahead values a chiamata bid, a pass or a call in each world as the rest of the
    auction bid by every seat's rule of thumb, then the cards played out: what the expert bids
    by and the coach prices (it once priced them as Subastada's contracts, which know neither
    the call nor the partner)."""
    import itertools

    from brisca.bots.search import SLIP_DRAWS, MoveValues, evaluate, move_value

    for seed, codes in ((3, ()), (5, ("rank:1",)), (3, ("rank:3", "pass", "pass", "pass", "pass"))):
        s = _play(deal(CHIAMATA, seed, dealer=4).start(), codes)
        view = observe(s, current_player(s))
        moves = [Move.of(a) for a in (*view.legal[:3], *view.legal[-2:])]
        values = evaluate(view, random.Random(seed), 6, moves, ExpertBot.SLIP, auction=True)
        rng = random.Random(seed)
        dealer = Worlds(view, auction=True)
        dealt = [dealer.deal(rng) for _ in range(6)]
        draws = [[rng.random() for _ in range(SLIP_DRAWS)] for _ in dealt]
        assert values == [MoveValues.of(m, [move_value(w, m, view.seat, ExpertBot.SLIP, itertools.cycle(d).__next__)
                                            for w, d in zip(dealt, draws, strict=True)], False) for m in moves]


def test_replay_says_how_the_auction_went(tmp_path, capsys):
    from brisca.cli import main

    final = _finished(5, ["rank:1", "rank:3", "pass", "pass", "pass", "pass", "call:3C"])
    path = tmp_path / "deal.json"
    path.write_text(deal(CHIAMATA, 5, dealer=4).with_moves(_moves_of(final)).dumps())
    assert main(["replay", str(path)]) == 0
    out = __import__("json").loads(capsys.readouterr().out)
    assert out["auction"] == {"bids": [[0, "rank:1"], [1, "rank:3"], [2, "pass"], [3, "pass"], [4, "pass"],
                                       [0, "pass"]], "caller": 1, "bid": "rank:3", "called": "3C"}
    assert out["result"]["persons"] == list(deal_result(final).persons)


def test_a_match_of_chiamata_scores_each_person_the_deal_s_points():
    from brisca.core.match import MatchState, record_deal

    final = _finished(6, ["rank:12", "pass", "pass", "pass", "pass", "call:12O"])
    match = record_deal(MatchState.start(CHIAMATA), deal_result(final))
    assert match.score == deal_result(final).persons and match.over and match.winner is None
