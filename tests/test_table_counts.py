"""The coach judged by what the table counts: labels by the worth of a move's result in the
match (``match.deal_worth`` through ``coach.table_counts``), the points second; the verdict says
both figures, and its label agrees with them; "no need to take risks" only where the deal is
already won by what the table counts, on the board and on the rules page; chiamata's call
priced by the person's score, going alone at four against four, and its risk said."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from brisca.core.action import PLAYS, Action, Move
from brisca.core.cards import beats
from brisca.core.match import counts, deal_worth
from brisca.core.record import deal
from brisca.core.rules import PRESET_LIST, PRESETS
from brisca.core.settle import deal_result
from brisca.core.state import OVER, current_player, legal_actions, side_points, step
from brisca.core.view import observe
from brisca.teach.coach.bench import bot_decisions
from brisca.teach.coach.explain import explain
from brisca.teach.coach.verdicts import LABELS, cost_reason, evaluate_moves, judge, label_for
from brisca.text import reason_text

ROOT = Path(__file__).resolve().parent.parent


# -- a label and the figures beside it ------------------------------------------------------------


@pytest.mark.parametrize("rules", ["000", "001"])
def test_a_verdict_says_the_chance_it_cost_and_its_label_is_that_chances(rules):
    """At a table that counts the deal, a verdict's first figure is the chance to win it lost,
    and its label is that chance's band (5, 10, 20 in 100: inaccuracy, mistake, blunder), the
    points only making a move good; so a bigger loss never gets a smaller label."""
    seen = 0
    for view, _ in bot_decisions(rules, 0, 6):
        shown = []
        for move in view.legal:
            verdict = judge(view, move, 3)
            if verdict.label == "best":
                continue
            seen += 1
            cost = cost_reason(verdict)
            assert cost.facts["counts"] == "deal" and cost.facts["win"] == round(100 * verdict.win_lost)
            bands = {label_for(verdict.points_lost, 2 * (verdict.win_lost + d)) for d in (-0.0005, 0, 0.0005)}
            assert verdict.label in bands
            assert all(reason_text(cost, lang) for lang in ("es", "en"))
            shown.append((verdict.win_lost, LABELS.index(verdict.label)))
        for (win_a, label_a) in shown:
            for (win_b, label_b) in shown:
                if win_a > win_b + 0.001:
                    assert label_a >= label_b
    assert seen


def test_under_003_a_verdict_counts_match_points():
    """003's match points by the winner's points: a move's worth is the match points it scores
    (the other side's less), and the verdict says them."""
    for view, _ in bot_decisions("003", 0, 4):
        evals = evaluate_moves(view, 1)
        assert all(e.kind == "bands" and -3 <= e.worth <= 3 for e in evals)
        worst = evals[-1]
        if worst.label in ("best", "good"):
            continue
        cost = cost_reason(judge(view, worst.move, 1))
        assert cost.facts["counts"] == "bands" and cost.facts["worth"] == round(worst.worth_lost, 2)
        assert "puntos de partida" in reason_text(cost, "es") and "match points" in reason_text(cost, "en")
        return
    pytest.skip("no costly decision in these games")


# -- "no need to take risks" ------------------------------------------------------------------------


def _chiamata_caller_with(bid: str, points: int):
    """A chiamata deal where the first seat bids ``bid`` and wins the auction, calls a card it
    does not hold, and the others feed it: each leads or throws its card of the most points
    that the caller's card on the table does not lose to, the caller taking what it can, until
    the caller, to move with a choice, has ``points`` or more of its own: that state."""
    for seed in range(200):
        s = deal("003-chiamata", seed=seed).start()
        s = step(s, Action.parse(bid))
        while not s.call.calling:
            s = step(s, Action.parse("pass"))
        caller = s.call.caller
        s = step(s, next(a for a in legal_actions(s) if a.card not in s.hands[caller]))
        while s.phase is not OVER:
            seat = current_player(s)
            if seat == caller and s.points[caller] >= points and len(legal_actions(s)) > 1:
                return s
            hand = s.hands[seat]
            if seat == caller:  # the strongest card: trumps first
                card = max(hand, key=lambda c: (c.suit == s.trump_suit, c.strength))
            else:  # the most points, below what the caller shows if it has played
                mine = [c for k, c in enumerate(s.trick) if (s.leader + k) % s.n == caller]
                low = [c for c in hand if not mine or not beats(c, mine[0], s.trump_suit)]
                card = max(low or hand, key=lambda c: (c.points, -c.strength))
            s = step(s, PLAYS[card])
    raise AssertionError("no such position")


def test_no_need_to_risk_is_not_said_while_the_contract_still_needs_points():
    """Past half the points with a 120 bid: the contract is not made, so risks may be needed."""
    s = _chiamata_caller_with("bid:120", 61)
    view = observe(s, s.call.caller)
    assert view.call.goal == 120 and 60 < view.points[view.seat] < 120
    moves = list(map(Move.of, view.legal))
    assert "coach_past_60" not in [r.code for r in explain(view, moves[0], moves[1], 5.0)]


def test_no_need_to_risk_is_said_at_chiamata_once_the_contract_is_made():
    """Said with the points the contract needs, and true: however the deal goes on, the
    caller's side wins it."""
    found = _chiamata_caller_with("rank:1", 61)
    view = observe(found, found.call.caller)
    moves = list(map(Move.of, view.legal))
    said = next(r for r in explain(view, moves[0], moves[1], 5.0) if r.code == "coach_past_60")
    assert said.facts["need"] == view.call.goal == 61 and said.facts["score"] >= 61
    assert "61" in reason_text(said, "es") and "61" in reason_text(said, "en")
    for seed in range(20):  # the claim replayed: the rest of the deal played at random
        s, rng = found, random.Random(seed)
        while s.phase is not OVER:
            actions = legal_actions(s)
            s = step(s, actions[int(rng.random() * len(actions))])
        assert deal_result(s).winner == 0  # the caller's side


def _tip(lang: str) -> str:
    """The rules page's tip of the points past half, in its section of tips."""
    text = (ROOT / "content" / "rules" / f"{lang}.md").read_text(encoding="utf-8")
    tips = text.split({"es": "## Consejos", "en": "## Tips"}[lang])[1].split("\n## ")[0]
    (line,) = [li for li in tips.splitlines() if "{half}" in li]
    return line


@pytest.mark.parametrize("lang, turn", [("es", "Donde los puntos siguen contando"),
                                        ("en", "Where the points go on counting")])
def test_the_rules_page_gives_the_tip_for_the_tables_where_it_holds_and_no_other(lang, turn):
    """The tip names the sources whose tables count the deal won or lost (every one of their
    presets), and then those where it does not hold."""
    holds, fails = _tip(lang).split(turn)
    named = set(re.findall(r"#source-(\d{3})", holds))
    assert named == {p.source for p in PRESET_LIST if counts(p.rules) == "deal"}
    assert all(counts(p.rules) == "deal" for p in PRESET_LIST if p.source in named)
    assert set(re.findall(r"#source-(\d{3})", fails)) == {p.source for p in PRESET_LIST if counts(p.rules) != "deal"}


@pytest.mark.parametrize("name", sorted(n for n, r in PRESETS.items() if counts(r) == "deal"))
@given(seed=st.integers(0, 10**6))
def test_past_half_the_points_the_deal_is_won_at_those_tables(name, seed):
    """The tip's claim, replayed: whoever passes half the points has won the deal, whatever the
    rest of it; and a deal's worth there is the same by one point as by sixty."""
    rng = random.Random(seed)
    s = deal(name, seed=seed).start()
    rules = s.rules
    while s.phase is not OVER:
        actions = legal_actions(s)
        s = step(s, actions[int(rng.random() * len(actions))])
    sides = side_points(s)
    ahead = [side for side, p in enumerate(sides) if p > rules.half_points]
    if ahead:
        assert deal_result(s).winner == ahead[0]
    assert deal_worth(rules, 1, 1.0) == deal_worth(rules, 60, 1.0) == 1


# -- chiamata's call ---------------------------------------------------------------------------------


def _call_position():
    """The caller about to call, holding a card of the rank it may call (so it may go alone)."""
    from brisca.bots.bidding import auction_choice

    for seed in range(300):
        s = deal("003-chiamata", seed=seed).start()
        while s.phase == "auction" and not s.call.calling:
            s = step(s, auction_choice(s.hands[s.call.to_move], s.call, legal_actions(s)))
        if s.call.caller is None:
            continue
        view = observe(s, s.call.caller)
        own = [a for a in view.legal if a.card in view.hand]
        if own and len(own) < len(view.legal):
            return view, own
    raise AssertionError("no such position")


def test_each_card_called_is_priced_by_what_it_scores_the_caller():
    """Every call played out: the calls differ, and each is worth what the caller scores, 2 won
    or lost with a partner, 4 alone (its own card called), on average over the worlds."""
    view, own = _call_position()
    evals = evaluate_moves(view, 5)
    assert len({round(e.win, 6) for e in evals}) > 1  # not one value for every card
    for e in evals:
        stake = 4 if e.move in own else 2
        assert e.worth == pytest.approx(stake * (2 * e.win - 1))
    assert evals[0].worth == max(e.worth for e in evals)


@pytest.mark.parametrize("lang, words", [("es", "solo contra los otros cuatro"),
                                         ("en", "alone against the other four")])
def test_calling_ones_own_card_says_what_going_alone_risks(lang, words):
    view, own = _call_position()
    evals = {e.move: e for e in evaluate_moves(view, 5)}
    verdict = judge(view, own[0], 5)
    alone = next(r for r in verdict.reasons if r.code == "coach_alone")
    paired = max((e for m, e in evals.items() if m not in own), key=lambda e: (e.worth, e.margin))
    assert alone.facts["played"] == "yes" and (alone.facts["alone"], alone.facts["paired"]) == (4, 2)
    assert alone.facts["share"] == round(100 * evals[own[0]].win)
    assert alone.facts["paired_share"] == round(100 * paired.win) and alone.facts["goal"] == view.call.goal
    text = reason_text(alone, lang)
    assert words in text and f" {alone.facts['share']} " in text
