"""The ideas the coach names behind a costly move (``brisca.teach.coach.ideas``): each found in a
chosen position, with facts the engine bears out, and said in both languages in the tense of
a hint (before the move) or of a verdict (after it)."""

import re
from dataclasses import replace

import pytest
from conftest import make_record

from brisca.bots.search import after, solve
from brisca.core.action import Action, Move
from brisca.core.cards import beats, parse_card
from brisca.core.rules import preset
from brisca.core.settle import unpack
from brisca.core.state import OVER, current_player, legal_actions
from brisca.core.trick import Reason, winning_position
from brisca.core.view import observe, unseen_cards
from brisca.teach.coach.bench import IDEA_TABLES, Judged, bot_decisions, claim_figures, coach_ideas, idea_figures
from brisca.teach.coach.checks import TRUE, check
from brisca.teach.coach.holdings import still_out
from brisca.teach.coach.ideas import HINT, IDEAS, SKILLS, TENSED, VERDICT, named_idea
from brisca.teach.coach.lines import MAX_TRACE, swing
from brisca.teach.coach.table_counts import secured
from brisca.teach.coach.verdicts import explain, judge, known_cards_reason, why_best
from brisca.text import LANGS, reason_text, t, variables

A, M = Action.parse, Move.parse


def codes(reasons):
    return [r.code for r in reasons]


def test_the_vocabulary_is_data_every_idea_said_in_both_languages_and_both_tenses():
    assert len(IDEAS) >= 18 and all(idea.skill in SKILLS for idea in IDEAS.values())
    for code in TENSED:
        for lang in LANGS:
            assert "tense" in variables(f"reason-{code}", lang), code
    assert not named_idea(["coach_cost", "coach_past_60", "coach_known_cards"])


def _two(hands, turned, moves=(), leader=1, rules="000"):
    """Seat 0's view of a two-player deal from chosen hands (seat ``leader`` leads)."""
    return observe(make_record(rules, hands, turned, leader=leader, moves=moves).final(), 0)


# Chosen positions: seat 0 holds the first hand; the other seat has led, or seat 0 leads.
STATIC = [
    # the 3 of trumps still out: the ace of trumps spent on a blank trick
    ("coach_keep_ace_for_three", [["1E", "4C", "5B"], ["4O", "6C", "7B"]], ["4O"], "1E", "5B"),
    # the rival leads the ace of coins: a small trump takes it
    ("coach_small_trump_takes_ace", [["2E", "4C", "5B"], ["1O", "6C", "7B"]], ["1O"], "4C", "2E"),
    ("coach_trump_on_nothing", [["2E", "4C", "5B"], ["4O", "6C", "7B"]], ["4O"], "2E", "5B"),
    ("coach_big_trump_small_trick", [["3E", "4C", "5B"], ["12O", "6C", "7B"]], ["12O"], "3E", "5B"),
    ("coach_gave_points", [["3C", "4B", "5B"], ["1O", "6C", "7B"]], ["1O"], "3C", "4B"),
    # the learner plays second: the ace takes what is on the table
    ("coach_missed_capture", [["1O", "4C", "5B"], ["12O", "6C", "7B"]], ["12O"], "4C", "1O"),
    ("coach_led_big_card", [["1O", "4C", "5B"], ["12O", "6C", "7B"]], [], "1O", "4C"),
]


@pytest.mark.parametrize("code, hands, moves, played, better", STATIC, ids=[s[0] for s in STATIC])
def test_an_idea_the_position_shows_is_found_in_a_chosen_position(code, hands, moves, played, better):
    view = _two(hands, "7E", moves, leader=1 if moves else 0)
    reasons = explain(view, M(played), M(better), 6.0)
    assert reasons[1].code == code, codes(reasons)  # the main reason: the idea, after the cost
    for lang in LANGS:
        for tense in (HINT, VERDICT):
            assert reason_text(Reason(code, {**reasons[1].facts, "tense": tense}), lang)


def test_the_ace_of_trumps_is_kept_only_while_the_three_is_still_out():
    view = _two([["1E", "4C", "5B"], ["4O", "6C", "7B"]], "7E", ["4O"])
    assert parse_card("3E") in unseen_cards(view) and "el tres de triunfo" in reason_text(
        explain(view, M("1E"), M("5B"), 6.0)[1], "es").lower()
    gone = observe(make_record("000", [["1E", "4C", "5B"], ["3E", "4O", "7B"]], "7E", leader=1,
                               moves=["3E", "5B", "4O"]).final(), 0)  # the rival's 3 of trumps played already
    assert parse_card("3E") not in unseen_cards(gone) and gone.to_move == 0
    assert "coach_keep_ace_for_three" not in codes(explain(gone, M("1E"), M("4C"), 6.0))


def test_a_card_left_the_highest_of_its_suit_is_the_lead_to_make():
    """The ace of cups gone, the three of cups is the top of its suit: leading a blank instead."""
    view = _two([["2E", "3C", "4B"], ["1C", "5O", "6O"]], "7E", ["1C", "2E"])
    assert view.to_move == 0 and not view.trick
    reasons = explain(view, M("4B"), M("3C"), 4.0)
    assert reasons[1].code == "coach_top_of_suit"
    assert not any(c.suit == "C" and beats(c, parse_card("3C"), "E") for c in unseen_cards(view))


def test_a_partner_s_trick_an_opponent_may_still_take_is_made_safe():
    """Pairs: the partner (seat 2) leads a king, the next rival throws a blank, seat 0 plays and
    the last rival (seat 1, after seat 0) still plays: the ace of trumps makes the trick safe,
    nothing beats it; the ace of coins would not (the last rival may trump it)."""
    hands = [["1E", "4C", "1O"], ["6B", "7B", "4E"], ["12O", "6O", "7O"], ["4O", "5O", "10B"]]
    view = observe(make_record("000-pairs", hands, "5E", leader=2, moves=["12O", "4O"]).final(), 0)
    assert view.to_move == 0 and len(view.trick) == 2
    reasons = explain(view, M("4C"), M("1E"), 5.0)
    assert reasons[1].code == "coach_secure_partner_trick" and reasons[1].facts["points"] == 4 + 11
    assert "coach_secure_partner_trick" not in codes(explain(view, M("4C"), M("1O"), 5.0))


_SCANNED: dict = {}


def _found(code: str, rules: str, games: int = 30):
    """The first decision of the bot games (``coach_bench.bot_decisions``) whose verdict names
    ``code`` first, its verdict and its game (the seed it was judged with)."""
    found = _SCANNED.setdefault(rules, {})
    if code not in found:
        for game in range(games):
            for view, action in bot_decisions(rules, 0, game):
                verdict = judge(view, action, game)
                main = verdict.main_reason
                if main is not None and main.code in IDEAS:
                    found.setdefault(main.code, (view, action, verdict, game))
            if code in found:
                break
    assert code in found, (code, rules, sorted(found))
    return found[code]


def _lines(view, verdict):
    from brisca.teach.coach.verdicts import evaluate_moves

    evals = evaluate_moves(view, 0)
    lines = {e.move: e.line for e in evals}
    return lines[verdict.move], lines[verdict.best]


@pytest.mark.parametrize("rules", ["000", "000-pairs"])
def test_the_turned_up_card_handed_over_in_the_last_drawing_trick(rules):
    view, _, verdict, game = _found("coach_pinta_lost", rules)
    facts = verdict.main_reason.facts
    assert facts["turned"] == view.turned_up and view.turned_up_taker is None
    per_round = view.rules.players
    assert facts["trick"] == len(view.tricks) + (view.face_down + 1) // per_round  # the last with a draw
    played, better = _lines(view, verdict)
    change = swing(view, played, better, game, MAX_TRACE)
    assert change.interval(change.pinta)[0] > 0.5  # after the move played, the other side draws it


@pytest.mark.parametrize("rules", ["000", "000-pairs"])
def test_a_card_played_into_a_higher_one_still_out(rules):
    view, action, verdict, _ = _found("coach_higher_still_out", rules)
    out = [c for c in still_out(view) if beats(c, action.card, view.trump_suit)]
    assert out and verdict.main_reason.facts["higher_out"] == len(out)


@pytest.mark.parametrize("rules", ["000", "000-pairs"])
def test_a_sure_winner_not_cashed(rules):
    view, _, verdict, _ = _found("coach_sure_winner", rules)
    card, trump, trick = verdict.best.card, view.trump_suit, view.trick
    if trick:  # it beats the table, and whoever plays after holds nothing better
        assert beats(card, trick[winning_position(trick, trump)], trump)
    assert len(trick) == view.rules.players - 1 or not any(beats(c, card, trump) for c in unseen_cards(view))
    assert verdict.main_reason.facts["points"] == card.points + sum(c.points for c in trick)


@pytest.mark.parametrize("rules", ["000", "000-pairs"])
def test_what_changes_hands_between_the_two_lines(rules):
    view, _, verdict, game = _found("coach_changes_hands", rules)
    facts = verdict.main_reason.facts
    played, better = _lines(view, verdict)
    change = swing(view, played, better, game, MAX_TRACE)
    gained = [c for c, _ in change.gains() if change.net_interval(change.cards[c])[0] > 0.1]
    assert gained and (facts.get("taken") in gained or facts["taken_rank"] in {c.rank for c in gained})
    assert facts["share"] >= 10


# -- tense, equal moves, exact verdicts, the advice past 60 -----------------------------------

PAST = {"es": r"\b(Echaste|Gastaste|Usaste|Fallaste|Montaste|Jugaste|Saliste|Cambiaste|Tiraste|te llevabas|"
              r"no lo hiciste|valía|valían|ganabas|regalabas|habría|habrías|asegurabas|robabas|tenía|daba|"
              r"compensaba|quedaba|Jugabas|había)\b",
        "en": r"\b(You threw|You spent|You used|You trumped|You overtook|You played|You led|did not|would have|"
              r"was worth|were worth|was not|had|took|won|could beat it|drew|was)\b"}
FACTS = {"card": parse_card("3O"), "better_card": parse_card("1C"), "played": M("3O"), "better": M("1C"),
         "lost": 4.5, "score": 70, "trumps_out": 3, "half": 60, "turned": parse_card("7E"), "trick": 17,
         "holder": parse_card("1B"), "points": 11, "odds": 40, "higher_out": 2, "taken": parse_card("1C"),
         "taken_seen": "yes", "share": 30, "exact": "no", "last": "no",
         "played_share": 40, "better_share": 55, "suit": "C",  # Subastada's auction and marriages
         "better_points": 0, "counted": "yes", "trumped": "yes", "players": 2, "penalty": 2}


@pytest.mark.parametrize("lang", LANGS)
def test_a_hint_speaks_of_a_move_not_yet_made(lang):
    """Every reason said in a hint is free of past tenses for the learner's move; the same
    reasons said as a verdict use them (the check can fail)."""
    said_past = 0
    for code in TENSED:
        for odds in (0, 40):
            facts = {**FACTS, "odds": odds}
            hint = reason_text(Reason(code, {**facts, "tense": HINT}), lang)
            assert not re.search(PAST[lang], hint), hint
            said_past += bool(re.search(PAST[lang], reason_text(Reason(code, {**facts, "tense": VERDICT}), lang)))
    assert said_past >= len(TENSED) - 3


@pytest.mark.parametrize("rules", ["000", "000-pairs", "001"])
def test_the_hints_given_in_bot_games_speak_in_the_present(rules):
    from brisca.teach.coach.verdicts import evaluate_moves

    told = 0
    for view, _ in list(bot_decisions(rules, 0, 0))[:6]:
        evals = evaluate_moves(view, 0)
        for r in why_best(view, evals, 0):
            told += 1
            assert r.facts.get("tense", HINT) == HINT
            for lang in LANGS:
                assert not re.search(PAST[lang], reason_text(r, lang)), reason_text(r, lang)
    assert told


@pytest.mark.parametrize("lang, equal", [("es", "valen lo mismo"), ("en", "are worth the same")])
def test_moves_worth_the_same_once_rounded_are_said_to_be(lang, equal):
    for lost, tense in ((0.0, HINT), (0.0, VERDICT)):
        text = reason_text(Reason("coach_cost", {**FACTS, "lost": lost, "tense": tense}), lang)
        assert re.search(r"\b0 (puntos|points)\b", text) is None
    assert equal in reason_text(Reason("coach_cost", {**FACTS, "lost": 0.0, "tense": HINT}), lang)
    assert "4,5" in reason_text(Reason("coach_cost", {**FACTS, "tense": HINT}), "es")


def test_a_cost_under_a_twentieth_of_a_point_is_said_as_equal_by_the_coach():
    view = _two([["2E", "4C", "5B"], ["4O", "6C", "7B"]], "7E", ["4O"])
    cost = explain(view, M("4C"), M("5B"), 0.04)[0]
    assert cost.facts["lost"] == 0 and "valían lo mismo" in reason_text(cost, "es")


def _endgame():
    """A two-player deal played to the stock's end with every card then known (test_coach's)."""
    from test_coach import _endgame_record

    record, ace, blank = _endgame_record()
    state = record.final()
    return observe(state, current_player(state)), state, ace


def test_an_exact_verdict_says_best_play_decides_it_and_the_rival_s_reply():
    from brisca.teach.table.decisions import Decision
    from brisca.teach.table.seat_board import verdict_text

    view, state, ace = _endgame()
    verdict = judge(view, ace, seed=1)
    known = known_cards_reason(verdict)
    assert known is not None
    better = after(state, Move.of(verdict.best))
    assert current_player(better) != view.seat
    rival = current_player(better)
    values = {a.card: solve(after(better, Move.of(a)), rival) for a in legal_actions(better)}
    replies = [c for c, v in values.items() if v == max(values.values())]  # the rival's best replies
    assert known.facts["reply_points"] in {c.points for c in replies} and known.facts["reply"] != "none"
    margin, _ = unpack(solve(after(state, Move.of(verdict.best)), view.seat))
    assert known.facts["better_margin"] == abs(margin)
    for lang, said in (("es", "con las cartas que quedan"), ("en", "with the cards left")):
        text = verdict_text(Decision.of(0, verdict), lang)
        assert said in text.lower() and "%" not in text and "about" not in text and "alrededor" not in text
        assert reason_text(known, lang) in text


def test_a_sampled_verdict_says_nothing_of_known_cards():
    from brisca.core.record import deal

    state = deal("000", 4).start()
    view = observe(state, state.leader)
    assert all(known_cards_reason(judge(view, m, 2)) is None for m in view.legal)


def _past_60_view(rules):
    """Seat 0 with more than 60 points and a choice to make, under ``rules``."""
    import random

    from brisca.core.record import deal
    from brisca.core.state import legal_actions, step

    for seed in range(300):
        s = deal("000", seed).start()
        rng = random.Random(seed)
        while s.phase != OVER:
            if s.points[0] > 60 and current_player(s) == 0 and len(legal_actions(s)) > 1 and not s.trick:
                return observe(s.replace(rules=rules), 0)
            s = step(s, rng.choice(legal_actions(s)))
    raise AssertionError("no such position")


@pytest.mark.parametrize("rules, said", [
    (preset("000"), True), (preset("001"), True),
    (replace(preset("000"), match="margin", match_target=3), False),  # 003's match points
    (replace(preset("000"), match="points", match_target=101), False),  # Rematada
    (preset("003-subastada"), False),  # a contract above 60 counts the points past it
])
def test_no_need_to_risk_past_60_is_said_only_where_points_past_60_do_not_count(rules, said):
    view = _past_60_view(rules)
    moves = list(map(Move.of, view.legal))
    reasons = explain(view, moves[0], moves[1], 5.0)
    assert ("coach_past_60" in codes(reasons)) is said
    assert (secured(view) is not None) is said


def test_a_decision_saved_before_reasons_had_a_tense_is_still_read_as_a_verdict():
    from brisca.teach.table.decisions import Decision, facts_to_json

    facts = {k: v for k, v in FACTS.items() if k != "tense"}
    saved = {"ply": 3, "move": "3O", "best": "1C", "points_lost": 4.5, "win_lost": 0.0, "label": "inaccuracy",
             "uncertain": False, "reasons": [facts_to_json(Reason("coach_gave_points", facts))]}
    decision = Decision.from_json(saved)
    assert decision.reasons[0].facts["tense"] == VERDICT
    assert reason_text(decision.reasons[0], "es").startswith("Echaste")


# -- the benchmark ------------------------------------------------------------------------------


def test_idea_figures_count_criticisms_without_an_idea():
    rows = [Judged("best", False, ""), Judged("good", False, "coach_cost"),
            Judged("mistake", True, "coach_gave_points", (("coach_cost", "true"), ("coach_gave_points", "true"))),
            Judged("blunder", False, "coach_cost"),
            Judged("inaccuracy", True, "coach_gave_points", (("coach_gave_points", "doubtful"),))]
    figures = idea_figures(rows)
    assert figures["criticised"] == 3 and figures["without_idea"] == 1 and figures["without_idea_pct"] == 33.3
    assert figures["ideas"] == {"coach_gave_points": 2}
    assert (figures["ideas_said"], figures["false"], figures["doubtful"]) == (2, 0, 1)
    assert claim_figures(rows)["coach_gave_points"] == {"said": 2, "true": 1, "doubtful": 1, "false": 0}


def test_the_ideas_benchmark_judges_the_decisions_asked_for_at_each_table():
    out = coach_ideas(4, tables=("000", "000-three"), fresh=40)
    assert set(out["tables"]) == {"000", "000-three"} and all(f["decisions"] == 4 for f in out["tables"].values())
    assert out["all"]["decisions"] == 8
    assert out["all"]["criticised"] == sum(f["criticised"] for f in out["tables"].values())
    assert sum(f["said"] for f in out["claims"].values()) >= out["all"]["ideas_said"]


def test_the_bench_command_prints_per_table_and_per_idea_how_often_a_claim_held():
    from test_coach import run

    out = run("bench", "--coach-ideas", "1", "--fresh-worlds", "20", "--quiet", "--lang", "en")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    tables = len(IDEA_TABLES)
    assert "without an idea" in lines[0] and lines[tables].startswith("Every table: ")
    assert lines[tables + 1].startswith("What each idea claims, checked in 20 fresh worlds")
    assert all(re.match(r"coach_\w+: said \d+ times?; true \d+, doubtful \d+, false \d+$", line)
               for line in lines[tables + 2:])


def test_the_coach_hint_command_says_why(tmp_path):
    import json

    from test_coach import run

    view, state, _ = _endgame()
    from test_coach import _endgame_record

    record, _, _ = _endgame_record()
    out = run("hint", "-", "--json", stdin=record.dumps())
    assert out.returncode == 0, out.stderr
    why = json.loads(out.stdout)["why"]
    assert why and why[0]["code"] == "coach_cost" and why[0]["text"]
    text = run("hint", "-", "--lang", "en", stdin=record.dumps()).stdout
    assert t("cli-hint_seat", "en", seat=view.seat + 1) in text
    assert text.rstrip().endswith(".") and ("points more than" in text or "worth the same" in text)


@pytest.mark.parametrize("rules", ["000", "000-pairs", "003-six", "003-cubierta", "004"])
def test_no_reason_names_a_card_the_learner_has_not_seen(rules):
    """What the lines show comes from worlds the coach dealt: a card still unseen is counted or
    said by its rank, never named (its place is not the learner's to know)."""
    from brisca.text import card_name

    told = 0
    for game in range(2):
        for view, action in bot_decisions(rules, 0, game):
            unseen = unseen_cards(view)
            for r in judge(view, action, game).reasons:
                for lang in LANGS:
                    text = reason_text(r, lang)
                    told += 1
                    assert not [c for c in unseen if card_name(c, lang) in text], text
    assert told


def test_an_exchange_that_pays_and_was_not_made():
    """The rulebook (001): the 7 of trumps takes the turned-up ace on the learner's turn."""
    view = observe(make_record("001", [["7E", "4C", "5B"], ["4O", "6C", "7B"]], "1E", leader=0).final(), 0)
    swap = next(a for a in view.legal if a.kind == "exchange")
    reasons = explain(view, M("4C+"), Move.line_of(swap, A("4C")), 5.0)
    assert reasons[1].code == "coach_missed_exchange" and reasons[1].facts["turned"] == parse_card("1E")
    assert "el as de espadas" in reason_text(reasons[1], "es")
    assert reason_text(Reason("coach_missed_exchange", {**reasons[1].facts, "tense": HINT}), "es").startswith("Puedes")


def test_the_review_says_an_exact_verdict_as_certain():
    from types import SimpleNamespace

    from brisca.teach.table.decisions import Decision
    from brisca.ui.practice_review import verdict_lines

    view, _, ace = _endgame()
    decision = Decision.of(0, judge(view, ace, seed=1))
    for lang, said in (("es", "con las cartas que quedan"), ("en", "with the cards left")):
        lines = verdict_lines(SimpleNamespace(decision=decision, preferred=()), lang)
        assert said in lines[0] and "%" not in lines[0]
        assert reason_text(known_cards_reason(decision), lang) in lines


def test_exact_values_over_several_deals_are_said_as_a_mean_not_as_known_cards():
    """In the last drawing trick at two players every deal the view allows is solved, so the
    values are exact, but the last face-down card is still unknown: best play by both sides
    does not decide it, and the verdict says "on average", never "with the cards left"."""
    from brisca.bots.determinize import Worlds
    from brisca.teach.coach.verdicts import evaluate_moves

    met = 0
    for g in range(40):
        for view, action in bot_decisions("000", 0, g):
            evals = evaluate_moves(view, g)
            if not evals[0].exact:
                continue
            several = Worlds(view).count() > 1
            assert all(e.known is not several for e in evals)
            verdict = judge(view, action, g)
            if several and verdict.label not in ("best", "good"):
                met += 1
                assert known_cards_reason(verdict) is None
                assert "de media" in reason_text(verdict.reasons[0], "es").lower()
        if met >= 2:
            break
    assert met >= 2


# -- the exchange tables and what the fallback used to say ---------------------------------------


@pytest.mark.parametrize("rules", ["004", "000-exchange"])
def test_the_seven_of_trumps_is_kept_for_the_exchange_it_still_may_make(rules):
    """Leading the 7 of trumps while it could still take the turned-up ace in an exchange."""
    view = _two([["7E", "4C", "5B"], ["4O", "6C", "7B"]], "1E", leader=0, rules=rules)
    reasons = explain(view, M("7E"), M("4C"), 4.0)
    assert reasons[1].code == "coach_keep_seven" and reasons[1].facts["turned"] == parse_card("1E")
    assert "pinta" in reason_text(reasons[1], "es") and "Jugaste" in reason_text(reasons[1], "es")
    worthless = _two([["7E", "4C", "5B"], ["4O", "6C", "7B"]], "4E", leader=0, rules=rules)
    assert "coach_keep_seven" not in codes(explain(worthless, M("7E"), M("4C"), 4.0))
    none = _two([["7E", "4C", "5B"], ["4O", "6C", "7B"]], "1E", leader=0, rules="000")  # no exchanges
    assert "coach_keep_seven" not in codes(explain(none, M("7E"), M("4C"), 4.0))


def _seven_held(rules):
    """Seat 0 holds the 7 of trumps (the knight turned up) and answers the rival's 6 of clubs:
    the 7 of clubs takes the trick, the 7 of cups does not."""
    return _two([["7C", "7E", "7B"], ["6B", "4O", "5C"]], "11E", ["6B"], leader=1, rules=rules)


@pytest.mark.parametrize("rules", ["004", "000-exchange"])
def test_a_trick_won_opens_the_exchange_where_the_winner_may_exchange(rules):
    view = _seven_held(rules)
    reasons = explain(view, M("7C"), M("7B"), 3.0)
    assert reasons[1].code == "coach_win_to_exchange", codes(reasons)
    change = swing(view, M("7C"), M("7B"))
    assert change.net(change.exchange) >= 0.1 and reasons[1].facts["share"] == round(100 * change.net(change.trick_won))
    assert reasons[1].facts["share"] == 100 and reasons[1].facts["turned"] == parse_card("11E")


def test_under_the_rulebook_a_trick_won_opens_no_exchange():
    """001 exchanges on one's turn, not after a trick won: the idea is not said there."""
    view = _seven_held("001")
    assert "coach_win_to_exchange" not in codes(explain(view, M("7C+"), M("7B+"), 3.0))
    change = swing(view, M("7C+"), M("7B+"))
    assert change.net(change.exchange) == 0


@pytest.mark.parametrize("rules", ["000", "004"])
def test_a_trump_spent_is_the_one_missing_later_to_catch_an_ace_or_a_three(rules):
    view, action, verdict, game = _found("coach_save_trump", rules)
    assert action.card.suit == view.trump_suit
    facts = verdict.main_reason.facts
    rank = facts["taken"].rank if facts["taken_seen"] == "yes" else facts["taken_rank"]
    assert rank in (1, 3) and facts["share"] >= 10
    assert check(view, verdict.main_reason, seed=game) == TRUE  # fresh worlds bear the share out


def test_the_trick_won_more_often_when_no_card_changes_hands_often_enough():
    view, _, verdict, game = _found("coach_wins_trick", "004")
    assert verdict.main_reason.facts["share"] >= 10
    assert check(view, verdict.main_reason, seed=game) == TRUE


def test_a_sure_winner_played_last_is_named_though_it_changes_hands_in_few_worlds():
    """000, game 1: the rival leads the 7 of swords, the learner plays last: its three of
    swords takes the trick for sure, and changes hands in a fifth of the worlds only."""
    view, action = list(bot_decisions("000", 0, 1))[9]
    verdict = judge(view, action, 1)
    assert verdict.main_reason.code == "coach_sure_winner", codes(verdict.reasons)
    assert len(view.trick) == 1 and verdict.best == A("3E") and verdict.main_reason.facts["last"] == "yes"
    played, better = _lines(view, verdict)
    change = swing(view, played, better, 1, MAX_TRACE)
    three = change.cards[parse_card("3E")]
    assert 0.1 < change.net_interval(three)[0] and change.net(three) < 0.3


def test_no_need_to_risk_is_said_under_subastada_only_once_the_contract_is_made():
    """Under Subastada 61 points do not win: the bidder needs its bid and the other side what
    stops it, so past 60 there is still something to risk for, until the bidder's side has its
    bid (cards and marriages): then the deal is won, and it is said with that bid."""
    from brisca.bots import make_bot
    from brisca.bots.turns import bot_turns
    from brisca.core.record import deal
    from brisca.core.state import PLAY

    asked = said = 0
    for seed in range(60):
        start = deal("003-subastada", seed).start()
        for turn in bot_turns(start, {seat: make_bot("heuristic", seed + seat) for seat in range(2)}):
            view = turn.view
            plays = [Move.of(m) for m in view.legal if m.is_play]
            if view.phase == PLAY and view.own_side_points > 60 and len(plays) > 1:
                bid = next(b for b in reversed(view.bids) if b.amount is not None)
                sung = sum(m.points for m in view.sung if m.seat == view.seat)
                made = bid.seat == view.seat and view.own_side_points + sung >= bid.amount
                reasons = explain(view, plays[0], plays[1], 5.0, seed)
                assert ("coach_past_60" in codes(reasons)) is made
                if made:
                    said += 1
                    assert next(r for r in reasons if r.code == "coach_past_60").facts["need"] == bid.amount
                asked += 1
                break
    assert asked >= 10 and said
