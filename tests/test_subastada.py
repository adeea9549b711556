"""Brisca Subastada: the auction, the trump named, the marriages sung and the contract, in the
engine, the records, the views and the coach (every bot plays it to the end in
test_whole_deals.py, and reads no hidden card in test_bots.py, as at every other table)."""

import random

import pytest

from brisca import text
from brisca.bots import ExpertBot, make_bot
from brisca.bots.determinize import Worlds
from brisca.bots.turns import play_to_end
from brisca.core.action import PASS, Action, ActionError, Move
from brisca.core.cards import Card
from brisca.core.match import MatchState, record_deal
from brisca.core.record import GameRecord, deal
from brisca.core.rules import PRESETS, Rules, RulesError
from brisca.core.settle import deal_result, packed_returns, returns, unpack
from brisca.core.state import IllegalMoveError, current_player, legal_actions, side_points, step
from brisca.core.subastada import max_bid
from brisca.core.view import observe, public_view
from brisca.teach.coach import verdicts

SUBASTADA = sorted(name for name, rules in PRESETS.items() if rules.auction != "none")
C = Card.parse


class QuickExpert(ExpertBot):
    worlds = 6


def _bot(name: str, seed: int):
    return QuickExpert(seed) if name == "expert" else make_bot(name, seed)


def _run(s, *codes):
    for code in codes:
        s = step(s, Action.parse(code))
    return s


def _with_marriage(seed: int = 3):
    """A two-player deal whose leader (seat 0) holds the king and knight of cups."""
    record = deal("003-subastada", seed, leader=0)
    hands = [list(h) for h in record.hands]
    stock = list(record.stock)
    pool = [*hands[0], *hands[1], record.turned_up, *stock]
    pool = [c for c in pool if c not in (C("12C"), C("11C"))]
    hands = [[C("12C"), C("11C"), pool[0]], pool[1:4]]
    return GameRecord(record.rules, tuple(map(tuple, hands)), pool[4], tuple(pool[5:]), 0, (), None,
                      "003-subastada", record.dealer).start()


def test_the_new_action_codes_round_trip():
    for code in ("pass", "bid:61", "bid:220", "trump:O", "trump:B", "sing:C", "sing:E"):
        action = Action.parse(code)
        assert action.code == code and Action.parse(action.code) is action
    assert Action.parse(" BID:70 ") is Action.bid(70) and Action.parse("trump:e") is Action.trump("E")
    assert Action.parse("PASS") is PASS


@pytest.mark.parametrize("code,problem", [("bid:", "bad_bid"), ("bid:07", "bad_bid"), ("bid:-5", "bad_bid"),
                                          ("bid:1000", "bad_bid"), ("bid:٦١", "bad_bid"), ("trump:X", "bad_suit"),
                                          ("sing:", "bad_suit"), ("trump:oros", "bad_suit")])
def test_bad_action_texts_are_refused_with_their_reason(code, problem):
    with pytest.raises(ActionError) as e:
        Action.parse(code)
    assert e.value.problem == problem
    for lang in ("es", "en"):
        assert text.has(f"error-action-{problem}", lang)


def test_rules_fields_are_checked_and_round_trip():
    rules = PRESETS["003-subastada"]
    assert Rules.from_json(rules.to_json()) == rules and "bid_min" not in Rules().to_json()
    for bad in ({"auction": "points", "exchange": "rulebook"}, {"auction": "points", "players": 3, "deck": 36},
                {"sing": "after_win"}, {"auction": "points", "bid_step": 0}, {"auction": "points", "penalty": 4}):
        with pytest.raises(RulesError):
            Rules(**bad)


def test_the_auction_the_trump_and_the_contract():
    s = deal("003-subastada", 5, leader=0).start()
    v = observe(s, 1)
    assert s.phase == "auction" and current_player(s) == 0 and v.trump_suit is None and v.turned_up is None
    assert legal_actions(s)[0] is PASS and legal_actions(s)[1] is Action.bid(61)
    assert legal_actions(s)[-1] is Action.bid(max_bid(s.rules)) and max_bid(s.rules) == 220
    s = _run(s, "bid:61", "bid:70")
    assert current_player(s) == 0 and Action.bid(70) not in legal_actions(s) and Action.bid(71) in legal_actions(s)
    s = _run(s, "pass")
    assert s.phase == "trump" and current_player(s) == 1 and len(legal_actions(s)) == 4
    s = _run(s, "trump:E")
    assert s.phase == "play" and s.trump_suit == "E" and current_player(s) == 0
    assert observe(s, 0).trump_suit == "E" and public_view(s).bids == s.bids


def test_a_seat_whose_rival_passed_without_a_bid_must_bid():
    s = _run(deal("003-subastada", 5, leader=0).start(), "pass")
    assert PASS not in legal_actions(s)
    with pytest.raises(IllegalMoveError) as e:
        step(s, PASS)
    assert e.value.code == "must_bid"
    s = _run(s, "bid:61")
    assert s.phase == "trump" and current_player(s) == 1


@pytest.mark.parametrize("moves,action,code", [
    ((), "1O", "auction_pending"), ((), "bid:60", "bid_under_least"), ((), "bid:221", "bid_too_high"),
    (("bid:61",), "bid:61", "bid_under_least"), (("bid:61", "pass"), "bid:70", "trump_pending"),
    (("bid:61", "pass"), "sing:O", "trump_pending"), ((), "trump:O", "auction_pending"),
    (("bid:61", "pass", "trump:O"), "bid:80", "auction_over"), (("bid:61", "pass", "trump:O"), "pass", "auction_over"),
    (("bid:61", "pass", "trump:O"), "sing:O", "sing_not_now"), (("bid:61", "pass", "trump:O"), "exchange:7O",
                                                                 "exchange_not_allowed"),
])
def test_every_bad_action_is_refused_with_its_reason(moves, action, code):
    s = _run(deal("003-subastada", 8, leader=0).start(), *moves)
    with pytest.raises(IllegalMoveError) as e:
        step(s, Action.parse(action))
    assert e.value.code == code
    for lang in ("es", "en"):
        assert text.has(f"error-move-{code}", lang)
        assert "{" not in text.error_text(e.value, lang)


def test_bids_off_the_step_are_refused():
    from dataclasses import replace

    from brisca.core.state import new_deal
    from brisca.core.subastada import auction_of

    record = deal("003-subastada", 2, leader=0)
    rules = replace(record.rules, bid_step=5)
    s = new_deal(rules, record.hands, record.turned_up, record.stock, 0, auction=auction_of(rules))
    assert [a.number for a in legal_actions(s)[1:4]] == [61, 66, 71]
    with pytest.raises(IllegalMoveError) as e:
        step(s, Action.bid(62))
    assert e.value.code == "bid_off_step"


def test_a_marriage_is_sung_after_a_trick_won_and_counts_for_the_side():
    s = _run(_with_marriage(), "bid:61", "pass", "trump:C")
    assert s.auction.sing_options(s, 0) == ()  # the first lead: no trick won yet under "after_win"
    with pytest.raises(IllegalMoveError) as e:
        step(s, Action.sing("C"))
    assert e.value.code == "sing_not_now"
    # seat 0 leads a card that is not the king nor the knight; seat 1 plays; whoever wins may sing
    for _ in range(20):
        seat = current_player(s)
        sings = [a for a in legal_actions(s) if a.kind == "sing"]
        if sings and seat == 0:
            break
        hand = s.hands[seat]
        card = next((c for c in hand if c not in (C("12C"), C("11C"))), hand[0])
        s = step(s, Action.play(card))
    assert sings == [Action.sing("C")] and current_player(s) == 0
    before = side_points(s)
    s = step(s, Action.sing("C"))
    assert side_points(s)[0] == before[0] + 40 and s.sung[-1].points == 40
    v = observe(s, 1)  # the rival knows both cards are in the singer's hand
    assert {C("12C"), C("11C")} <= set(v.known[0]) and v.sung == s.sung
    with pytest.raises(IllegalMoveError) as e:
        step(s, Action.sing("C"))
    assert e.value.code == "sang_this_trick"
    for _ in range(50):  # any world a rival samples deals the sung cards to the singer
        world = Worlds(v).deal(random.Random(_))
        assert {C("12C"), C("11C")} <= set(world.hands[0])


def test_a_playout_that_keeps_no_tricks_sings_every_marriage_the_rules_allow():
    """The look-ahead's playouts keep no tricks (``search.after``): one marriage per trick won
    is counted from the cards out of play, so such a playout sings what one keeping every trick
    sings, trick by trick (it once sang one marriage at most, and none from a deal's start)."""
    from brisca.bots.policy import playout

    differing = 0
    for seed in range(400):
        s = deal(SUBASTADA[seed % len(SUBASTADA)], seed).start()
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 24)):
            if s.phase == "over":
                break
            s = step(s, rng.choice(legal_actions(s)))
        if s.phase != "play":
            continue
        kept, bare = s.copy(), s.copy()
        bare.history = False
        playout(kept, seat=0)
        playout(bare, seat=0)
        assert bare.sung == kept.sung and side_points(bare) == side_points(kept)
        differing += len(kept.sung) > len(s.sung) + 1  # more than one sung in the playout
    assert differing >= 3


def test_the_outcome_says_made_or_failed_and_by_how_much():
    bots = {0: make_bot("heuristic", 1), 1: make_bot("greedy", 2)}
    seen = set()
    for seed in range(40):
        final, _ = play_to_end(deal("003-subastada", seed).start(), bots)
        result = deal_result(final)
        c = result.contract
        seen.add(c.made)
        assert result.termination == "contract" and c.by == c.points - c.bid and c.made == (c.points >= c.bid)
        assert result.winner == (c.side if c.made else 1 - c.side)
        assert result.to_json()["contract"]["made"] is c.made
        for seat in range(2):
            margin, score = returns(final, seat)
            assert unpack(packed_returns(final, seat)) == (margin, score)
            assert score == result.score(seat) and margin == (c.by if seat == c.side else -c.by)
    assert seen == {True, False}


def test_a_failed_contract_counts_the_penalty_in_the_match():
    bots = {0: make_bot("random", 1), 1: make_bot("random", 2)}
    for seed in range(60):
        final, _ = play_to_end(deal("003-subastada", seed).start(), bots)
        result = deal_result(final)
        m = record_deal(MatchState.start(final.rules), result)
        worth = 1 if result.contract.made else final.rules.penalty
        assert m.score[result.winner] == worth and sum(m.score) == worth


def test_records_and_replays_hold_the_auction_and_the_marriages():
    bots = {0: make_bot("heuristic", 4), 1: make_bot("expert", 5)}
    for seed in range(3):
        start = deal("003-subastada", seed)
        final, turns = play_to_end(start.start(), bots)
        record = start.with_moves([t.action for t in turns])
        again = GameRecord.loads(record.dumps())
        assert again == record and again.final() == final
        assert any(m.kind == "bid" for m in again.moves) and any(m.kind == "trump" for m in again.moves)


def test_the_coach_prices_every_bid_the_trump_and_a_marriage():
    s = deal("003-subastada", 9, leader=0).start()
    view = observe(s, 0)
    evals = verdicts.evaluate_moves(view, seed=1)
    assert {e.move for e in evals} == set(view.legal)
    by_move = {e.move: e for e in evals}
    assert by_move[Action.bid(61)].win >= by_move[Action.bid(150)].win  # a higher bid is made less often
    assert by_move[Action.bid(220)].win == 0.0
    worst = verdicts.judge(view, Action.bid(200), seed=1)
    assert worst.label == "blunder" and any(r.code == "coach_contract_odds" for r in worst.reasons)
    for lang in ("es", "en"):
        said = [text.reason_text(r, lang) for r in worst.reasons]
        assert all("{" not in line and "?" not in line for line in said), said
    s = _run(s, "bid:61", "pass")
    naming = verdicts.evaluate_moves(observe(s, 0), seed=1)
    assert {e.move.kind for e in naming} == {"trump"} and len(naming) == 4


def test_the_coach_criticises_a_marriage_not_sung():
    s = _run(_with_marriage(), "bid:61", "pass", "trump:C")
    for _ in range(20):
        if current_player(s) == 0 and any(a.kind == "sing" for a in legal_actions(s)):
            break
        hand = s.hands[current_player(s)]
        s = step(s, Action.play(next((c for c in hand if c not in (C("12C"), C("11C"))), hand[0])))
    view = observe(s, 0)
    assert Action.sing("C") in view.legal
    card = next(a for a in view.legal if a.is_play and a.card not in (C("12C"), C("11C")))
    verdict = verdicts.judge(view, card, seed=2)
    assert verdict.best is Action.sing("C") and verdict.label != "best"
    assert any(r.code == "coach_missed_sing" and r.facts["points"] == 40 for r in verdict.reasons)
    assert "cantaste" in text.reason_text(next(r for r in verdict.reasons if r.code == "coach_missed_sing"), "es")


def test_texts_exist_for_the_new_actions_and_presets():
    for lang in ("es", "en"):
        for code in ("pass", "bid:70", "trump:O", "sing:C"):
            action = Action.parse(code)
            assert text.action_name(action, lang) and "{" not in text.doing(Move.of(action), lang)
        assert "70" in text.doing(Move.parse("bid:70"), lang)
    assert text.doing(Move.parse("trump:O"), "es") == "elegir oros como triunfo"
