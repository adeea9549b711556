"""Every idea the coach names is true of the position (``brisca.teach.coach.checks``): what it
claims replayed in the position and in fresh worlds, at every table, over many decisions of bot
games; and each way an idea used to say something false, in a position chosen to show it.
The hint, the review and the analysis board read one set of values and say one thing."""

from collections import Counter

import pytest
from conftest import examples, make_record

from brisca.core.action import Action, Move
from brisca.core.cards import beats, parse_card
from brisca.core.trick import Reason
from brisca.core.view import observe
from brisca.teach.coach.bench import bot_decisions, judged
from brisca.teach.coach.checks import CHECKS, DOUBTFUL, FALSE, FRESH_WORLDS, TRUE, Fresh, check
from brisca.teach.coach.explain import explain, known_cards, trump_odds
from brisca.teach.coach.holdings import still_out, takes_for_sure
from brisca.teach.coach.ideas import IDEAS, saved_facts
from brisca.teach.coach.lines import Tracer
from brisca.teach.coach.verdicts import judge
from brisca.text import LANGS, card_name, reason_text

A, M = Action.parse, Move.parse
TABLES = ["000", "000-three", "003-pairs-signals", "003-six", "003-five", "003-subastada", "003-chiamata"]


def codes(reasons):
    return [r.code for r in reasons]


# -- every idea, at every table, checked in fresh worlds ----------------------------------------


@pytest.mark.parametrize("rules", TABLES)
def test_no_idea_the_coach_names_is_false_in_fresh_worlds(rules):
    """Over the decisions of bot games (a thousand a table in the thorough run), no idea said
    claims what fresh worlds drawn from the seat's view show false, few are in doubt, and
    most criticisms name one. (``python -m brisca bench --coach-ideas`` gives the same figures
    over more worlds.)"""
    wanted, fresh = examples(1000), 100
    statuses: Counter = Counter()
    decisions = criticised = bare = game = 0
    while decisions < wanted:
        for view, action in bot_decisions(rules, 11, game):
            row = judged(view, action, 11 + game, fresh)
            if any(status == DOUBTFUL for _, status in row.checked):  # 100 worlds are few: measured again in
                row = judged(view, action, 11 + game, FRESH_WORLDS)  # as many as the benchmark's
            decisions += 1
            if row.label not in ("best", "good"):
                criticised += 1
                bare += not row.named
            for code, status in row.checked:
                if code in IDEAS:
                    statuses[status] += 1
                assert status != FALSE, (rules, game, code, [c.code for c in view.hand], action.code)
            if decisions >= wanted:
                break
        game += 1
    said = statuses[TRUE] + statuses[DOUBTFUL]
    assert said >= criticised // 2
    assert statuses[DOUBTFUL] <= max(2, 0.05 * said), statuses
    assert bare <= max(2, 0.15 * criticised), (bare, criticised)


# -- the learner's own card: cash it now, or saved; never "your side would have taken" it -------


def test_a_card_of_the_hand_the_better_move_plays_is_one_to_cash_now_before_it_is_trumped():
    """Six players: the three of swords in the hand, led now, goes to the learner's side far
    more often than after the king of clubs played (it is trumped later): said as "cash it now,
    before it is trumped", never as a card "your side would have taken"."""
    view, action = list(bot_decisions("003-six", 0, 4))[3]
    verdict = judge(view, action, 4)
    assert parse_card("3E") in view.hand and verdict.best == A("3E"), codes(verdict.reasons)
    idea = verdict.main_reason
    assert idea.code == "coach_cash_now" and idea.facts["trumped"] == "yes"
    said = reason_text(idea, "es")
    assert "Era el momento de cobrar el tres de espadas, antes de que te lo fallaran" in said
    assert "tu bando se habría llevado el tres" not in said
    assert check(view, idea, seed=4) == TRUE


@pytest.mark.parametrize("rules", ["003-five", "003-subastada", "003-six", "000-pairs"])
def test_no_reason_says_the_side_would_take_a_card_already_in_the_hand(rules):
    """What changes hands between the lines may be a card of the learner's own hand: it is then
    one to keep ("tu as de espadas habría acabado más a menudo en las bazas de tu bando"), or one to
    cash now; seen at five, Subastada
    and six, it was said as a card "tu bando se habría llevado"."""
    told = 0
    for game in range(examples(40) // 4):
        for view, action in bot_decisions(rules, 0, game):
            for r in judge(view, action, game).reasons:
                taken = r.facts.get("taken")
                if r.code in ("coach_changes_hands", "coach_save_trump") and taken in view.hand:
                    told += 1
                    assert r.facts["taken_seen"] == "own", reason_text(r, "es")
                    said = reason_text(r, "es")
                    assert f"tu {card_name(taken, 'es')} habría acabado más a menudo en las bazas de tu bando" in said
                    assert "tu bando se habría llevado" not in said
    assert told or rules != "000-pairs"


# -- the auction: what a contract risks --------------------------------------------------------


def test_a_bid_where_passing_was_better_says_what_a_contract_not_made_costs():
    """Subastada: a bid where the coach prefers a pass, the deal won about as often (or more)
    after it: never a criticism without an idea; the shares said and the penalty hold."""
    told = 0
    for game in range(4):
        for view, action in bot_decisions("003-subastada", 11, game):
            if not action.is_play and action.kind == "bid":
                verdict = judge(view, action, 11 + game)
                if verdict.label in ("best", "good") or verdict.best.kind != "pass":
                    continue
                idea = next(r for r in verdict.reasons if r.code in IDEAS)
                assert idea.code in ("coach_contract_odds", "coach_contract_risk"), codes(verdict.reasons)
                assert check(view, idea, seed=11 + game) == TRUE, reason_text(idea, "en")
                if idea.code == "coach_contract_risk":
                    told += 1
                    assert idea.facts["penalty"] == view.rules.penalty == 2
                    assert "un contrato que no se cumple da 2 manos al otro bando" in reason_text(idea, "es")
    assert told


def test_a_chiamata_bid_that_lowers_the_chance_to_win_says_by_how_much():
    """Chiamata: a bid the coach calls a blunder (the ace bid where the three wins the deal far
    more often) names how often each wins, measured in the coach's own playouts of the rest of
    the auction and the deal (it was measured as Subastada's contract, and never said)."""
    view, action = next((v, a) for v, a in bot_decisions("003-chiamata", 11, 3) if a.code == "rank:1")
    verdict = judge(view, action, 14)
    assert verdict.label == "blunder" and verdict.best == A("rank:3"), (verdict.label, verdict.best)
    idea = next(r for r in verdict.reasons if r.code in IDEAS)
    assert idea.code == "coach_contract_odds" and idea.facts["better_share"] > idea.facts["played_share"] + 15
    assert check(view, idea, seed=14) == TRUE, reason_text(idea, "en")


# -- the better lead, described as it is ---------------------------------------------------------


def _leading(hand, rules="000"):
    """Seat 0 leads the first trick holding ``hand`` (swords trump, the seven turned up)."""
    return observe(make_record(rules, [hand, ["4O", "6C", "7B"]], "7E", leader=0).final(), 0)


@pytest.mark.parametrize("lang, blank, better", [("es", "carta blanca", "el tres de copas, que arriesga menos"),
                                                 ("en", "blank card", "the three of cups, which risks less")])
def test_leading_an_ace_with_only_threes_beside_it_is_not_told_to_lead_a_blank_card(lang, blank, better):
    """An ace and two threes, no blank card: the better lead the coach prefers is a three, and
    the idea says so."""
    view = _leading(["1O", "3C", "3B"])
    idea = explain(view, M("1O"), M("3C"), 5.0)[1]
    assert idea.code == "coach_led_big_card" and idea.facts["better_points"] == 10
    said = reason_text(idea, lang)
    assert blank not in said and better in said


def test_the_better_lead_with_points_is_named_and_a_blank_one_called_blank():
    view = _leading(["3O", "11O", "4C"])
    knight = reason_text(explain(view, M("3O"), M("11O"), 5.0)[1], "es")
    assert "el caballo de oros, que arriesga menos" in knight and "carta blanca" not in knight
    blank = reason_text(explain(view, M("3O"), M("4C"), 5.0)[1], "es")
    assert "era mejor salir con una carta blanca, el cuatro de copas" in blank
    trump = _leading(["3O", "2E", "4C"])  # a trump led instead: not the idea of a blank lead
    assert "coach_led_big_card" not in codes(explain(trump, M("3O"), M("2E"), 5.0))


def test_a_card_thrown_away_is_weighed_against_the_better_card_not_a_blank_one():
    """The rival leads the ace of coins; the learner's three of cups is thrown away, the better
    throw is a jack (2 points): it gives away 2 points, not nothing."""
    view = observe(make_record("000", [["3C", "10B", "5B"], ["1O", "6C", "7B"]], "7E", leader=1,
                               moves=["1O"]).final(), 0)
    idea = explain(view, M("3C"), M("10B"), 6.0)[1]
    assert idea.code == "coach_gave_points" and idea.facts["better_points"] == 2
    assert "con la sota de bastos solo regalabas 2 puntos" in reason_text(idea, "es")
    assert "con una carta blanca no regalabas nada" in reason_text(explain(view, M("3C"), M("5B"), 6.0)[1], "es")


def test_the_other_side_s_chance_of_a_trump_is_counted_with_the_trumps_it_is_known_to_hold():
    """Two players, the stock gone: the rival drew the turned-up trump. Every card is known, and
    the chance that it can trump is certain (old: sampled without it)."""
    view = _drawn_pinta_view()
    odds, counted = trump_odds(view)
    assert counted and odds == 1.0


# -- cards known to be in a hand ----------------------------------------------------------------


def _drawn_pinta_view():
    """A 000 deal of heuristic bots played to the stock's end, the rival (seat 1) having drawn
    the turned-up card: seat 0's view when it leads next."""
    from brisca.bots import make_bot
    from brisca.bots.turns import bot_turns
    from brisca.core.record import deal

    for seed in range(100):
        bots = {s: make_bot("heuristic", seed + s) for s in range(2)}
        for turn in bot_turns(deal("000", seed).start(), bots):
            v = turn.view
            if turn.seat == 0 and not v.face_down and v.turned_up_taker == 1 and not v.trick:
                return v
    raise AssertionError("no such deal")


# the position once stored as puzzle 001-002 (the catalogue is rebuilt as the coach changes)
PUZZLE_001_002 = {"format": 1, "rules": "001", "hands": [["3B", "10O", "2E"], ["11O", "3E", "5E"]], "trump_card": "2O",
                  "stock": ["6B", "11E", "1C", "7O", "1O", "5O", "7B", "10C", "10B", "2B", "4O", "5B", "6C", "5C", "7C",
                            "1E", "4E", "12O", "12C", "11B", "3O", "6E", "4B", "11C", "7E", "1B", "10E", "6O", "12E",
                            "2C", "12B", "3C", "4C"], "dealer": 1, "leader": 0,
                  "moves": ["2E", "3E", "5E", "3B", "6B", "7O", "10O", "11O", "1C", "1O", "10C", "7B", "10B", "2B",
                            "6C", "5C", "7C", "5B", "4E", "12O", "12C", "4O", "11E", "1E", "4B", "3O", "7E", "6E",
                            "10E", "5O", "1B", "11B", "12E", "11C"]}


def test_puzzle_001_002_no_longer_calls_the_king_sure_when_the_rival_holds_the_turned_up_trump():
    """The puzzle's position: the rival drew the 2 of coins, the turned-up trump. The king of
    clubs led does not win the trick "for sure": best play lets it go (the rival could trump it),
    and that is what the verdict on each wrong move says (the practice table's own, as an exact
    puzzle gives it)."""
    from brisca.core.record import GameRecord
    from brisca.core.state import current_player

    state = GameRecord.from_json(PUZZLE_001_002).final()
    view = observe(state, current_player(state))
    assert parse_card("2O") in view.known[1 - view.seat] and view.trump_suit == "O"
    assert not takes_for_sure(view, parse_card("12B")) and parse_card("2O") in still_out(view)
    for code in ("6O", "4C"):
        verdict = judge(view, A(code), 0)
        assert verdict.best == A("12B") and verdict.label != "best", (code, verdict.label)  # the deal won either way
        assert "coach_sure_winner" not in codes(verdict.reasons)
        known = next(r for r in verdict.reasons if r.code == "coach_known_cards")
        assert known.facts["reply"] == "let_go" and "el rival deja pasar la baza" in reason_text(known, "es")
        assert "cannot take" not in reason_text(known, "en")
        assert all(check(view, r) == TRUE for r in verdict.reasons if r.code in CHECKS)


def test_what_still_beats_a_card_counts_the_cards_known_in_a_rival_s_hand():
    view = _drawn_pinta_view()
    pinta = view.turned_up
    assert pinta in view.known[1] and pinta in still_out(view)
    for card in view.hand:
        if beats(pinta, card, view.trump_suit):
            assert not takes_for_sure(view, card)


def test_the_stored_puzzles_verdicts_say_nothing_false():
    """Every wrong move of the stored puzzles (a third of them while developing): each reason
    of its verdict checked (5 of 44 "won for sure" and 12 of 29 "cards still out" were off)."""
    from brisca.teach.lessons import puzzles as pz

    library = sorted(pz.library().values(), key=lambda p: p.id)
    chosen = library if examples(3) == 3 else library[::3]
    said = 0
    for p in chosen:
        view = pz.view_at(p, 0)
        for code, _ in p.steps[0].wrong:
            for r in pz.attempt(p, 0, code).verdict.reasons:
                if r.code in IDEAS or r.code == "coach_known_cards":
                    said += 1
                    assert check(view, r, 60) != FALSE, (p.id, code, r.code, reason_text(r, "en"))
    assert said > len(chosen)


# -- best play's reply, said as what it does ---------------------------------------------------


def test_best_play_that_lets_the_trick_go_is_not_said_to_be_unable_to_take_it():
    """Over the endgames of bot games, "the other side cannot take the trick" only where none of
    its cards would take it; where one would, best play "lets the trick go"."""
    replies = Counter()
    for game in range(examples(60)):
        for view, action in bot_decisions("000", 3, game):
            if view.face_down:
                continue
            for move in view.legal:
                if move == action:
                    continue
                for r in known_cards(view, Move.of(move), Move.of(action)):
                    replies[r.facts["reply"]] += 1
                    assert check(view, r) == TRUE, reason_text(r, "en")
    assert replies["throw"] and replies["let_go"]


# -- the partner's trick and the rival still to play --------------------------------------------


def _partner_winning_view(seed: int):
    """Pairs (000-pairs), heuristic bots, seed ``seed``: seat 0 to play third, its partner
    winning the trick, the stock gone."""
    from brisca.bots import make_bot
    from brisca.bots.basic import partner_winning
    from brisca.bots.turns import bot_turns
    from brisca.core.record import deal

    bots = {s: make_bot("heuristic", seed + s) for s in range(4)}
    for turn in bot_turns(deal("000-pairs", seed).start(), bots):
        v = turn.view
        if turn.seat == 0 and len(v.trick) == 2 and not v.face_down and partner_winning(v):
            return v
    raise AssertionError("no such position")


def test_no_load_onto_a_partner_s_trick_a_rival_still_to_play_may_take():
    """Pairs: the partner leads the king of coins, the next rival throws a blank; the last rival
    may still hold the ace or three of coins or a trump: loading the ace of clubs is no sure 11
    points for the side, and the coach does not say it would add them."""
    hands = [["1B", "4C", "5B"], ["6B", "7B", "4E"], ["12O", "6O", "7O"], ["4O", "5O", "10B"]]
    view = observe(make_record("000-pairs", hands, "5E", leader=2, moves=["12O", "4O"]).final(), 0)
    assert "coach_missed_load" not in codes(explain(view, M("4C"), M("1B"), 5.0))


def test_the_last_rival_s_known_trump_is_what_only_the_ace_of_trumps_makes_safe():
    """Seed 48: the partner wins with the five of clubs, the last rival drew the turned-up
    knight of trumps (cups): only the ace of trumps makes the trick safe, and is said to."""
    view = _partner_winning_view(48)
    assert parse_card("11C") in view.known[1] and view.trump_suit == "C"
    safe = explain(view, M("1O"), M("1C"), 5.0)
    assert safe[1].code == "coach_secure_partner_trick"
    assert "coach_missed_load" not in codes(explain(view, M("1C"), M("1O"), 5.0))


def test_a_trick_is_not_made_safe_by_a_card_the_last_rival_s_known_trump_beats():
    """Seed 25: the partner wins with the four of cups; the ace of cups would beat it, but the
    last rival drew the ace of trumps: no "the ace makes the trick safe"."""
    view = _partner_winning_view(25)
    assert parse_card("1E") in view.known[1] and view.trump_suit == "E"
    assert "coach_secure_partner_trick" not in codes(explain(view, M("3O"), M("1C"), 5.0))


def test_partner_ideas_hold_in_every_fresh_world_at_pairs():
    """Over bot games at pairs, every partner idea said is checked: the load adds its points
    (no rival still to play can take the trick), the trick made safe is safe."""
    told = 0
    for game in range(examples(80)):
        for view, action in bot_decisions("000-pairs", 5, game):
            for r in judge(view, action, game).reasons:
                if IDEAS.get(r.code) is not None and IDEAS[r.code].skill == "partner":
                    told += 1
                    assert check(view, r, 100, game) == TRUE, reason_text(r, "en")
    assert told


# -- the checker itself can fail ---------------------------------------------------------------


def test_the_checker_calls_a_false_claim_false():
    from brisca.teach.lessons import puzzles as pz

    view = pz.view_at(pz.puzzle("001-002"), 0)
    king, six = M("12B"), M("6O")
    facts = {"card": six.card, "better_card": king.card, "played": six, "better": king, "tense": "verdict",
             "points": 4, "last": "no"}
    assert check(view, Reason("coach_sure_winner", facts)) == FALSE  # the rival's 2 of coins takes it
    nothing = {**facts, "taken": parse_card("1C"), "taken_seen": "yes", "trick": 0, "share": 30}
    assert check(view, Reason("coach_changes_hands", nothing)) == FALSE
    lead = _leading(["1O", "3C", "3B"])
    blank = {"card": parse_card("1O"), "better_card": parse_card("3C"), "played": M("1O"), "better": M("3C"),
             "points": 11, "better_points": 0, "odds": 50, "counted": "yes", "trumps_out": 9}
    assert check(lead, Reason("coach_led_big_card", blank)) == FALSE


def test_a_line_idea_in_doubt_gets_more_worlds_before_it_is_said_or_left():
    """The coach traces 40 worlds, and more while a claim's interval straddles what it needs."""
    view, action = list(bot_decisions("000", 0, 1))[9]
    tracer = Tracer(view, Move.of(action), M("3E"), 1)
    first = tracer.more()
    assert first.worlds == 40 and not tracer.exhausted
    while not tracer.exhausted:
        tracer.more()
    assert tracer.swing.worlds == 320


def test_fresh_worlds_are_drawn_apart_from_the_coach_s():
    from brisca.bots.basic import decision_rng
    from brisca.bots.determinize import Worlds

    view, action = list(bot_decisions("000", 0, 2))[3]
    dealer, rng = Worlds(view), decision_rng(2 + 2, view)  # the coach's own worlds (``lines.Tracer``)
    coach = [dealer.deal(rng).hands for _ in range(40)]
    fresh = [w.hands for w in Fresh(view, Move.of(action), Move.of(view.legal[-1]), 40, 2).worlds]
    assert len(fresh) == 40 and sum(a == b for a, b in zip(coach, fresh, strict=True)) == 0


def test_a_claim_is_called_false_only_beyond_the_fresh_worlds_chance():
    """Checked among thousands, a claim near its line would now and then be called false by the
    fresh worlds' own chance at 95%: false is the 99.9% interval wholly under the line."""
    from brisca.stats import Z95, wilson
    from brisca.teach.coach.fresh import Z_FAR, measured

    hits, n = 24, 400  # 6 % of 400 fresh worlds, against a claim of 10 %
    assert measured(hits / n, wilson(hits / n, n, Z95), 0.1) == FALSE
    assert measured(hits / n, wilson(hits / n, n, Z_FAR), 0.1) == DOUBTFUL
    assert measured(8 / n, wilson(8 / n, n, Z_FAR), 0.1) == FALSE  # 2 %: false beyond doubt


@pytest.mark.parametrize("trump, points, said", [
    ("2E", 0, {"es": "el dos de espadas, un triunfo pequeño", "en": "the two of swords, a small trump"}),
    ("12E", 4, {"es": "el rey de espadas, un triunfo de solo 4 puntos",
                "en": "the king of swords, a trump of only 4 points"}),
])
def test_a_trump_that_takes_the_ace_is_called_small_only_when_it_is_worth_nothing(trump, points, said):
    """A king of trumps is the third trump of the deck: the sentence names its points instead,
    and so does one saved before the fact existed (``ideas.saved_facts``)."""
    view = _two_after_ace([trump, "4C", "5B"])
    idea = explain(view, M("4C"), M(trump), 6.0)[1]
    assert idea.code == "coach_small_trump_takes_ace" and idea.facts["better_points"] == points
    old = {k: v for k, v in idea.facts.items() if k != "better_points"}
    for lang in LANGS:
        for facts in (idea.facts, saved_facts(idea.code, old)):
            text = reason_text(Reason(idea.code, facts), lang)
            assert said[lang] in text.lower() and ("pequeño" in text or "small" in text) == (points == 0)


def _two_after_ace(hand):
    """Seat 0 holds ``hand``; the other seat has led the ace of coins (swords trump)."""
    return observe(make_record("000", [hand, ["1O", "6C", "7B"]], "7E", leader=1, moves=["1O"]).final(), 0)
