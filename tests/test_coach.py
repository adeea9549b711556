"""The coach: values for every move, labels by points and by win chances, and reasons."""

import json
import subprocess
import sys

import pytest
from conftest import ROOT

from brisca.bots.search import solve
from brisca.core.action import PLAYS
from brisca.core.record import GameRecord
from brisca.core.settle import unpack
from brisca.core.state import current_player
from brisca.core.view import observe
from brisca.teach.coach.verdicts import evaluate_moves, judge, label_for
from brisca.text import reason_text


@pytest.mark.parametrize("points, worth, label", [
    (0.5, 0.0, "best"), (1.5, 0.0, "good"), (3, 0.0, "good"), (12, 0.0, "good"), (0.5, 0.03, "good"),
    (0.5, 0.12, "inaccuracy"), (0.5, 0.24, "mistake"), (0.5, 0.5, "blunder"), (12, 0.12, "inaccuracy"),
])
def test_labels_go_by_what_the_table_counts_then_the_points(points, worth, label):
    """A deal won or lost: a worth of 0.1 is a chance of 5 in 100 to win it; the points alone
    make a move good at most."""
    assert label_for(points, worth) == label


@pytest.mark.parametrize("points, win, label", [
    (0.5, 0.0, "best"), (1.5, 0.0, "good"), (3, 0.0, "inaccuracy"), (7, 0.0, "mistake"), (12, 0.0, "blunder"),
    (0.5, 0.06, "inaccuracy"), (0.5, 0.12, "mistake"), (0.5, 0.25, "blunder"), (12, 0.06, "blunder"),
])
def test_under_rematada_every_point_counts(points, win, label):
    assert label_for(points, points, "points", win) == label


def _endgame_record(changes: bool = True):
    """A real record of a deal played until the stock is gone, then one lead of a low trump,
    where throwing an ace under it loses 10 points or more: and the deal won with the best
    move (``changes``), or won whatever the card thrown."""
    import random

    from brisca.core.record import deal
    from brisca.core.state import OVER, legal_actions, step

    for seed in range(2000):
        record = deal("000", seed)
        s, moves = record.start(), []
        rng = random.Random(seed)
        while s.phase != OVER and (s.turned_up_taker is None or s.trick):
            move = rng.choice(legal_actions(s))
            moves.append(move)
            s = step(s, move)
        if s.phase == OVER:
            continue
        leader, other = s.leader, 1 - s.leader
        low_trumps = [c for c in s.hands[leader] if c.suit == s.trump_suit and c.points == 0]
        aces = [c for c in s.hands[other] if c.rank == 1 and c.suit != s.trump_suit]
        blanks = [c for c in s.hands[other] if c.points == 0 and c.suit != s.trump_suit]
        if low_trumps and aces and blanks:
            after = step(s, PLAYS[low_trumps[0]])
            values = {c: unpack(solve(step(after, PLAYS[c]), other))[0] for c in after.hands[other]}
            top = max(values.values())
            if (top - values[aces[0]] >= 10 and max(values, key=values.get).points == 0
                    and top > 0 and (values[aces[0]] < 0) == changes and (changes or min(values.values()) > 0)):
                return record.with_moves(moves + [PLAYS[low_trumps[0]]]), PLAYS[aces[0]], PLAYS[blanks[0]]
    raise AssertionError("no such position")


def test_an_ace_thrown_under_a_trump_is_a_blunder():
    record, ace, blank = _endgame_record()
    state = record.final()
    view = observe(state, current_player(state))
    verdict = judge(view, ace, seed=1)
    assert verdict.label == "blunder" and not verdict.uncertain
    assert verdict.points_lost >= 10
    codes = [r.code for r in verdict.reasons]
    assert codes[0] == "coach_cost" and "coach_gave_points" in codes
    for lang in ("es", "en"):
        assert all(reason_text(r, lang) for r in verdict.reasons)
    assert judge(view, verdict.best, seed=1).label == "best"
    # the deal won with the best move is lost with the ace, as best play by both sides ends them
    from brisca.teach.coach.verdicts import cost_reason, known_cards_reason

    cost, ends = cost_reason(verdict).facts, known_cards_reason(verdict).facts
    assert (cost["exact"], cost["same"], cost["result"], cost["better_result"]) == ("yes", "no", "lose", "win")
    assert (ends["played_end"], ends["better_end"]) == ("lose", "win")
    assert reason_text(cost_reason(verdict), "es").startswith("con las cartas que quedan, pierdes una mano que tenías")


def test_an_ace_thrown_in_a_deal_won_anyway_is_good_and_the_verdict_says_so():
    """The online table counts the deal, won by one point as by sixty: a move that keeps a won
    deal won is no mistake, whatever points it gives away, and its verdict says both figures."""
    from brisca.teach.coach.verdicts import cost_reason

    record, ace, _ = _endgame_record(changes=False)
    state = record.final()
    view = observe(state, current_player(state))
    verdict = judge(view, ace, seed=1)
    assert verdict.label == "good" and verdict.points_lost >= 10 and verdict.win_lost == 0
    counted = cost_reason(verdict)
    assert counted.facts["same"] == "yes" and counted.facts["result"] == "win"
    assert reason_text(counted, "en").startswith("you still win the deal, but the best move gave you")
    assert reason_text(counted, "es").startswith("la mano la ganas igual, pero la mejor jugada te daba")
    assert f"{verdict.points_lost:g} " in reason_text(counted, "en").replace(",", ".")


def test_every_legal_move_is_valued_best_first():
    record, _, _ = _endgame_record()
    state = record.final()
    evals = evaluate_moves(observe(state, current_player(state)), seed=3)
    assert {e.move.card for e in evals} == set(state.hands[current_player(state)])
    # what the table counts first, then the points
    assert [(e.worth, e.margin) for e in evals] == sorted(((e.worth, e.margin) for e in evals), reverse=True)
    assert all(e.exact and e.stderr == 0 for e in evals)


def test_sampled_positions_report_standard_errors():
    from brisca.core.record import deal

    state = deal("000", 4).start()
    evals = evaluate_moves(observe(state, state.leader), seed=2)
    assert len(evals) == 3 and all(not e.exact and e.stderr > 0 and 0 <= e.win <= 1 for e in evals)
    verdict = judge(observe(state, state.leader), evals[-1].move, seed=2)
    assert verdict.best == evals[0].move and verdict.move == evals[-1].move
    assert verdict.points_lost == round(max(0.0, evals[0].margin - evals[-1].margin), 2)
    assert verdict.label == label_for(evals[-1].points_lost, evals[-1].worth_lost)


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "brisca", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=300)


def test_hint_command(tmp_path):
    record, _, _ = _endgame_record()
    path = tmp_path / "r.json"
    path.write_text(record.dumps())
    out = run("hint", str(path), "--json", "--seed", "4")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["seat"] == current_player(record.final())
    for move in data["moves"]:
        assert {"move", "margin", "win", "stderr"} <= set(move)
    again = run("hint", "-", "--lang", "en", stdin=record.dumps())
    assert again.returncode == 0 and "points" in again.stdout


@pytest.mark.parametrize("args, stdin", [(["hint", "-"], "{broken"), (["hint", "/no/file"], None),
                                         (["arena", "expert", "nobody"], None),
                                         (["arena", "greedy", "random", "--deals", "0"], None)])
def test_bad_input(args, stdin):
    out = run(*args, stdin=stdin)
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1


def test_hint_on_a_finished_hand_is_refused():
    from brisca.bots.bench import random_playout  # noqa: F401
    from brisca.core.record import deal
    from brisca.core.state import OVER, legal_actions, step

    record = deal("000", 1)
    s, moves = record.start(), []
    while s.phase != OVER:
        moves.append(legal_actions(s)[0])
        s = step(s, moves[-1])
    out = run("hint", "-", stdin=record.with_moves(moves).dumps())
    assert out.returncode == 2


def test_arena_command_json():
    out = run("arena", "greedy", "random", "--deals", "6", "--seed", "3", "--jobs", "2", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    from brisca.bots.arena import _play_deal

    games = [g for seed in range(3, 9) for g in _play_deal(("greedy", "random", seed, "000"))]
    assert data["games"] == len(games) == 12
    assert data["score"] == round(sum(g.score for g in games) / 12, 4)  # the same games, replayed here
    assert data["margin"] == round(sum(g.margin for g in games) / 12, 2)
    assert set(data["ms_per_move"]) == {"greedy", "random"}
    assert out.stderr.rstrip().endswith("6/6")  # the progress bar, to the last deal


def test_arena_plays_each_deal_twice_with_seats_swapped():
    from brisca.bots.arena import _play_deal

    a, b = _play_deal(("greedy", "random", 5, "000"))
    assert (a.deal, b.deal) == (5, 5) and (a.a_seats, b.a_seats) == ((0,), (1,))


def test_loaded_record_round_trip_for_hint():
    record, _, _ = _endgame_record()
    assert GameRecord.loads(record.dumps()) == record


def test_values_gathered_for_another_position_are_not_used():
    from brisca.bots.search import MoveValues
    from brisca.core.record import deal
    from brisca.teach.coach.estimate import Estimate

    state = deal("000", 4).start()
    view = observe(state, state.leader)
    stale = Estimate.of([MoveValues("x", (1, 2), False), MoveValues("y", (3, 4), False)])
    assert {e.move for e in evaluate_moves(view, 2, stale)} == set(view.legal)


def _pairs_view(hands, turned: str, moves, leader: int = 2):
    """The view of seat 0 at a table of four in pairs (seat 2 its partner), seat ``leader`` leading."""
    from conftest import make_record

    state = make_record("000-pairs", hands, turned, leader=leader, moves=moves).final()
    return observe(state, 0)


@pytest.mark.parametrize("played, better, code", [
    ("2E", "11C", "coach_trumped_partner"),  # the partner's ace of coins wins: a trump for nothing
    ("3O", "11C", "coach_overtook_partner"),  # a three of coins over... the partner's king
    ("4C", "1C", "coach_missed_load"),  # the partner's trick: an ace to load onto it
])
def test_a_partner_is_told_what_it_did_to_its_partners_trick(played, better, code):
    """The learner plays last: no rival still to play can take the partner's trick from it."""
    from brisca.core.action import Move
    from brisca.teach.coach.verdicts import explain

    partner = "12O" if code == "coach_overtook_partner" else "1O"
    mine = ["2E", "3O", "11C"] if code != "coach_missed_load" else ["2E", "4C", "1C"]
    view = _pairs_view([mine, ["4O", "6B", "7B"], [partner, "6O", "7O"], ["5O", "10B", "5B"]], "5E",
                       ["4O", partner, "5O"], leader=1)
    assert view.to_move == 0 and len(view.trick) == 3
    reasons = explain(view, Move.parse(played), Move.parse(better), 5.0)
    assert code in [r.code for r in reasons]
    for lang in ("es", "en"):
        assert all(reason_text(r, lang) for r in reasons)


def test_a_partner_s_trick_a_rival_may_still_take_is_not_said_to_be_theirs_for_sure():
    """The partner's ace of coins wins, but the last rival still plays and may trump it: a trump
    on it is not "for nothing", nor does an ace loaded onto it surely add 11 points."""
    from brisca.core.action import Move
    from brisca.teach.coach.verdicts import explain

    view = _pairs_view([["2E", "4C", "1C"], ["5B", "6B", "7B"], ["1O", "6O", "7O"], ["4O", "5O", "10B"]],
                       "5E", ["1O", "4O"])
    said = [r.code for r in explain(view, Move.parse("2E"), Move.parse("4C"), 5.0)]
    said += [r.code for r in explain(view, Move.parse("4C"), Move.parse("1C"), 5.0)]
    assert not {"coach_trumped_partner", "coach_missed_load"} & set(said)


def test_no_points_given_away_is_said_while_a_partner_still_plays_to_the_trick():
    """A rival leads, the learner throws a card with points and its partner plays after: the
    trick may still be the side's, so the coach does not say the points were given away."""
    from conftest import make_record

    from brisca.core.action import Move
    from brisca.teach.coach.verdicts import explain

    state = make_record("000-pairs", [["10C", "4C", "5B"], ["4O", "6B", "7B"], ["3O", "6O", "7O"],
                                      ["1O", "5O", "10B"]], "5E", leader=3, moves=["1O"]).final()
    view = observe(state, 0)
    assert view.to_move == 0 and view.trick  # the rival led; the partner, seat 2, plays last
    reasons = explain(view, Move.parse("10C"), Move.parse("4C"), 2.0)
    assert "coach_gave_points" not in [r.code for r in reasons]


def test_the_coach_says_which_of_the_partner_s_signals_a_move_went_against():
    """Leading an ace after the partner said it holds no trumps, and holding back the figure
    the partner asked for, are each said, in both languages."""
    from conftest import make_record

    from brisca.core.action import Move
    from brisca.teach.coach.verdicts import explain

    hands = [["1O", "1C", "2E"], ["4B", "5B", "10B"], ["4O", "6O", "7O"], ["5O", "6B", "7B"]]
    state = make_record("003-pairs-signals", hands, "5E", leader=2,
                        moves=["signal:no_trumps", "4O", "5O", "1O", "4B"]).final()
    view = observe(state, 0)
    assert view.to_move == 0 and not view.trick  # the learner took the trick and leads
    led = explain(view, Move.parse("1C"), Move.parse("2E"), 6.0)
    assert "coach_led_despite_no_trumps" in [r.code for r in led]
    hands = [["12C", "4C", "5B"], ["4B", "6B", "10B"], ["1O", "6O", "7O"], ["4O", "5O", "7B"]]
    state = make_record("004-pairs-signals", hands, "5E", leader=2, moves=["signal:ask_for_figure", "1O", "4O"]).final()
    view = observe(state, 0)
    follow = explain(view, Move.parse("4C"), Move.parse("12C"), 3.0)
    assert "coach_ignored_figure_request" in [r.code for r in follow]
    quiet = make_record("004-pairs-signals", hands, "5E", leader=2, moves=["1O", "4O"]).final()
    assert "coach_ignored_figure_request" not in [r.code for r in explain(observe(quiet, 0), Move.parse("4C"),
                                                                        Move.parse("12C"), 3.0)]
    for lang in ("es", "en"):
        assert all(reason_text(r, lang) for r in led + follow)
