"""The puzzles: the stored ones replay and still have the answers the solver or the coach finds,
the model judges moves, the ratings move as Glicko-2 says, and the page plays them (the
ratings as the store keeps them: ``test_puzzle_ratings``)."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest
from conftest import component_data, examples, open_page
from hypothesis import given, settings
from hypothesis import strategies as hs

from brisca.bots import level_bot
from brisca.core.action import Action, Move
from brisca.core.match import counts, deal_worth
from brisca.core.record import deal
from brisca.core.settle import returns
from brisca.core.state import current_player, legal_actions, step
from brisca.core.view import observe
from brisca.stats import Z95
from brisca.teach.coach.estimate import valued
from brisca.teach.coach.ideas import IDEAS, SKILLS
from brisca.teach.coach.lines import best_action
from brisca.teach.coach.verdicts import evaluate_moves
from brisca.teach.lessons import puzzle_making as pm
from brisca.teach.lessons import puzzles as pz
from brisca.text import LANGS, doing, reason_text, t

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build_puzzles  # noqa: E402

LIB = pz.library()
EXACT = [p for p in LIB.values() if p.evidence.kind == "exact"]
SAMPLED = [p for p in LIB.values() if p.evidence.kind == "sampled"]


def first_exact(steps: int = 1, several: bool = False) -> pz.Puzzle:
    """The first exact puzzle of so many steps whose answer changes what the table counts."""
    return next(p for p in EXACT if len(p.steps) == steps and (len(p.steps[0].answers) > 1) == several
                and p.task != "points")


def test_at_least_200_puzzles_over_the_themes_and_three_difficulties():
    assert len(LIB) >= 200
    levels = Counter(p.difficulty for p in LIB.values())
    assert set(levels) == {1, 2, 3} and min(levels.values()) >= 20, levels
    themes = Counter(p.theme for p in LIB.values())
    assert len(themes) >= 3 and set(themes) <= set(SKILLS)
    assert all(IDEAS[p.idea].skill == p.theme for p in LIB.values())
    assert any(len(p.steps) > 1 for p in LIB.values())
    assert {p.table for p in LIB.values()} == set(build_puzzles.TABLES)


def test_every_stored_puzzle_replays_to_a_legal_position_of_its_seat():
    for p in LIB.values():
        for done, st in enumerate(p.steps):
            view = pz.view_at(p, done)
            assert view.to_move == p.seat == view.seat, p.id
            legal = {a.code for a in view.legal}
            assert set(st.answers) | {c for c, _ in st.wrong} == legal, p.id
            assert len(st.replies) == 0 or done + 1 < len(p.steps), p.id


def test_every_exact_answer_is_still_what_the_solver_finds():
    """Each step's answers are every move worth the most to the table (or, in a ``points``
    puzzle, of the most points), each wrong one costs what is stored, and the replies are still
    the other side's best moves."""
    for p in EXACT:
        for done, st in enumerate(p.steps):
            view = pz.view_at(p, done)
            assert build_puzzles.known(view), p.id
            evals = evaluate_moves(view)
            top = evals[0]
            key = "margin" if p.task == "points" else "worth"
            assert {e.move.code for e in evals if getattr(e, key) == getattr(top, key)} == set(st.answers), p.id
            assert {e.move.code: round(e.points_lost, 2) for e in evals if e.move.code not in st.answers} \
                == dict(st.wrong), p.id
            assert {e.move.code: round(e.worth_lost, 3) for e in evals if e.move.code not in st.answers} \
                == dict(st.worth), p.id
            s = step(pz.state_after(p, done), Action.parse(st.answers[0]))
            for code in st.replies:
                assert best_action(s).code == code, p.id
                s = step(s, Action.parse(code))
            if st.replies:
                assert current_player(s) == p.seat


def _best_play(s, seat: int) -> tuple[float, float]:
    """The deal's (margin, score) for ``seat`` with both sides playing their best, by trying
    every line through the engine's own step function: no solver, no coach."""
    if s.phase == "over":
        return returns(s, seat)
    values = [_best_play(step(s, a), seat) for a in legal_actions(s)]
    return max(values) if current_player(s) == seat else min(values)


@settings(max_examples=examples(200), deadline=None)
@given(seed=hs.integers(0, 10**6), table=hs.sampled_from(("000", "001", "003")), slips=hs.booleans())
def test_an_exact_step_accepts_exactly_the_moves_worth_the_most_to_the_table(seed, table, slips):
    """Over random deals played to the stock's end, with every line tried (no solver, no coach)
    and each move's result valued by what the match counts (``match.deal_worth``): when some
    move is worth less, the answers are every move worth the most and the task is to win, tie
    or take the most match points; when all are worth the same and the deal is won whatever,
    the answers are the moves of the most points, every other one costing a clear loss, and
    the task says so; a deal lost whatever makes no puzzle."""
    s = deal(table, seed=seed).start()
    bots = {i: level_bot("easy" if slips else "normal", seed + i) for i in range(2)}
    while not build_puzzles.known(observe(s, current_player(s))):
        s = step(s, bots[current_player(s)].act(observe(s, current_player(s))))
    seat = current_player(s)
    values = {a.code: _best_play(step(s, a), seat) for a in legal_actions(s)}
    worth = {c: deal_worth(s.rules, *v) for c, v in values.items()}
    top = max(worth.values())
    best = max(values.values())
    got = build_puzzles.exact_step(observe(s, seat))
    if len(values) < 2:
        assert got is None
    elif len(set(worth.values())) > 1:
        st, task = got
        assert set(st.answers) == {c for c, w in worth.items() if w == top}
        assert task == ("bands" if table == "003" else "win" if best[1] == 1 else "tie")
    elif best[1] == 1 and all(v == best or best[0] - v[0] >= pz.CLEAR_LOSS for v in values.values()) \
            and any(v != best for v in values.values()):
        st, task = got
        assert task == "points" and set(st.answers) == {c for c, v in values.items() if v[0] == best[0]}
        assert dict(st.wrong) == {c: best[0] - v[0] for c, v in values.items() if v[0] != best[0]}
    else:
        assert got is None


def test_a_sample_of_the_sampled_answers_is_still_what_a_deep_look_finds():
    """Worlds dealt afresh, as many as the puzzle's evidence: its answer is still the best move
    and every wrong one still loses at 95%."""
    if not SAMPLED:
        pytest.skip("no sampled puzzles stored")
    for p in random.Random(33).sample(SAMPLED, min(examples(40), len(SAMPLED))):
        view = pz.view_at(p, 0)
        values = valued(view, random.Random(7), p.evidence.worlds, None)
        best = values.best()
        assert values.moves[best].code == p.steps[0].answers[0], p.id
        for i in range(len(values.moves)):
            if i != best:
                d, se = values.worth_diff(best, i)
                assert d - Z95 * se > 0, p.id


def test_the_building_script_is_deterministic_from_its_seed():
    """The first deals of a table, built twice with the script's defaults, give the same
    puzzles, and they are the committed file's first ones."""
    args = (3300, 3, 3, 1500)  # --seed, three deals, each with its early looks, --worlds
    first = [pz.to_json(p) for p in build_puzzles.table_puzzles("000", *args)]
    again = [pz.to_json(p) for p in build_puzzles.table_puzzles("000", *args)]
    committed = [pz.to_json(p) for p in LIB.values() if p.table == "000"]
    assert first and first == again == committed[:len(first)]


def test_a_right_move_goes_on_and_a_wrong_one_gets_the_coachs_idea():
    p = first_exact(steps=2)
    wrong, _ = p.steps[0].wrong[0]
    missed = pz.attempt(p, 0, wrong)
    assert not missed.right and missed.done == 0 and missed.verdict.label in ("mistake", "blunder")
    assert pz.idea_of(missed.verdict) in IDEAS
    right = pz.attempt(p, 0, p.steps[0].answers[0])
    assert right.right and right.done == 1 and not right.solved
    last = pz.attempt(p, 1, p.steps[1].answers[0])
    assert last.right and last.solved


def test_every_move_that_keeps_the_best_result_is_accepted():
    p = first_exact(several=True)
    for code in p.steps[0].answers:
        assert pz.attempt(p, 0, code).solved
    after = {pz.view_at(p, 1, code).trick for code in p.steps[0].answers}
    assert len(after) == len(p.steps[0].answers)  # the board shows the move the learner made


def test_the_costliest_wrong_move_names_the_puzzles_idea():
    """As the page says it: the exact ones by the practice table's own verdict, the sampled ones
    by the idea ``explain`` finds with the stored cost."""
    for p in EXACT[:30] + SAMPLED[:15]:
        worth = dict(p.steps[0].worth)
        code = max(p.steps[0].wrong, key=lambda w: (worth.get(w[0], 0.0), w[1]))[0]
        assert pz.idea_of(pz.attempt(p, 0, code).verdict) == p.idea, p.id


@pytest.mark.parametrize("move", ["99X", "", None, 3, "exchange:7E", "signal:no_trumps"])
def test_a_move_the_position_does_not_allow_is_refused(move):
    p = first_exact()
    with pytest.raises(pz.PuzzleError) as e:
        pz.attempt(p, 0, move)
    assert e.value.code == "bad_move"
    with pytest.raises(pz.PuzzleError):
        pz.attempt(p, len(p.steps), p.steps[0].answers[0])


@pytest.mark.parametrize("value, code", [("../etc", "bad_id"), ("x" * 41, "bad_id"), ("", "bad_id"),
                                         ("000-999", "unknown_id"), (["000-001"], "bad_id")])
def test_a_tampered_id_is_refused(value, code):
    with pytest.raises(pz.PuzzleError) as e:
        pz.puzzle(value)
    assert e.value.code == code


def test_a_damaged_file_is_refused(tmp_path):
    data = pz.to_json(first_exact())
    data["record"]["moves"].append("1O")
    with pytest.raises(pz.BriscaError):
        pz.from_json(data)
    with pytest.raises(pz.PuzzleError):
        pz.from_json({**pz.to_json(first_exact()), "theme": "luck"})


def test_a_puzzle_without_its_task_or_a_wrong_moves_worth_is_refused():
    """One schema: a stored puzzle names its task and what each wrong move costs of what the
    table counts; one without them is a damaged file, not an older form read half-way."""
    data = pz.to_json(first_exact())
    with pytest.raises(pz.PuzzleError):
        pz.from_json({k: v for k, v in data.items() if k != "task"})
    step = data["steps"][0]
    for worth in ({}, dict(list(step["worth"].items())[1:])):
        with pytest.raises(pz.PuzzleError):
            pz.from_json({**data, "steps": [{**step, "worth": worth}, *data["steps"][1:]]})


def test_difficulty_counts_depth_share_of_right_moves_and_cost():
    one = pz.Step(("1O",), (("2O", 20.0), ("3O", 20.0)))
    assert pz.difficulty(3, (pz.Step(("1O", "2O"), (("3O", 20.0),)),)) == 1
    assert pz.difficulty(3, (one,)) == 2
    assert pz.difficulty(3, (one, one)) == 3
    assert pz.difficulty(3, (pz.Step(("1O", "2O"), (("3O", 6.0),)),)) == 2


def test_ratings_move_by_glicko2_both_ways():
    learner, puzzle = pz.Rating(), pz.Rating(1800.0, 100.0)
    won, lost_puzzle = pz.try_result(learner, puzzle, True)
    missed, won_puzzle = pz.try_result(learner, puzzle, False)
    assert won.rating > 1500 > missed.rating and won.rd < 350
    assert lost_puzzle.rating < 1800 < won_puzzle.rating
    # beating a harder puzzle is worth more than beating an easier one
    assert pz.try_result(learner, pz.Rating(1200.0, 100.0), True)[0].rating < won.rating


def test_the_next_puzzle_is_near_the_learners_rating_and_not_tried_yet():
    ratings = {f"p{i}": 1000.0 + 50 * i for i in range(30)}
    rng = random.Random(1)
    for _ in range(20):
        chosen = pz.next_puzzle(ratings, 1500.0, {"p10"}, rng)
        assert chosen != "p10" and abs(ratings[chosen] - 1500.0) <= 150
    assert pz.next_puzzle(ratings, 1500.0, set(ratings), rng) in ratings
    assert pz.next_puzzle({}, 1500.0, set(), rng) is None


# -- the page ----------------------------------------------------------------------------------


def _clicked_page(pid: str, codes: list, lang: str) -> None:
    """The puzzles page after the learner clicked ``codes`` on its board, one after another,
    each through the page's own handler at the step the board showed."""
    import streamlit as st

    from brisca.ui import puzzles_view as view

    st.query_params["puzzle"] = pid
    st.session_state[view.TRY] = view.Try(pid)
    for code in codes:
        view.handle_click({"action": code, "version": st.session_state[view.TRY].clicks})
    view.puzzles_widget(lang)


def clicked_page(p: pz.Puzzle, codes, lang: str):
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_function(_clicked_page, args=(p.id, list(codes), lang), default_timeout=60).run()
    assert not at.exception, at.exception
    return at


def view_rules(p: pz.Puzzle):
    return p.record.rules


def param(at, key: str) -> str:
    value = at.query_params[key]
    return value[0] if isinstance(value, list) else value


def open_puzzle(lang: str, pid: str):
    return open_page("pages/puzzles.py", lang, puzzle=pid)


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_shows_the_linked_puzzle_on_the_board(lang):
    p = first_exact()
    at = open_puzzle(lang, p.id)
    data = component_data(at, "brisca_board")
    assert {c["code"] for c in data["hand"]} == {c.code for c in observe(pz.state_after(p, 0), p.seat).hand}
    assert data["status"] == t("puzzles-your_move", lang, step=1, moves=len(p.steps))
    assert any(t(f"puzzles-theme-{p.theme}", lang) in m.value for m in at.markdown)
    assert param(at, "puzzle") == p.id


@pytest.mark.parametrize("value", ["../../etc/passwd", "000-999"])
@pytest.mark.parametrize("lang", LANGS)
def test_a_tampered_link_gets_a_message_in_the_learners_language_and_another_puzzle(lang, value):
    at = open_puzzle(lang, value)
    code = "unknown_id" if value == "000-999" else "bad_id"
    assert [w.value for w in at.warning] == [t(f"error-puzzle-{code}", lang)]
    assert value not in " ".join(m.value for m in at.markdown)
    assert param(at, "puzzle") in LIB
    assert component_data(at, "brisca_board")["hand"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_right_move_on_the_page_goes_on_to_the_next_step_then_solves_it(lang):
    p = first_exact(steps=2)
    at = clicked_page(p, [p.steps[0].answers[0]], lang)
    data = component_data(at, "brisca_board")
    assert data["verdict"] == {"kind": "success", "text": t("puzzles-right", lang)}
    assert data["status"] == t("puzzles-your_move", lang, step=2, moves=2)
    assert {c["code"] for c in data["hand"]} == {c.code for c in pz.view_at(p, 1).hand}
    at = clicked_page(p, [p.steps[0].answers[0], p.steps[1].answers[0]], lang)
    data = component_data(at, "brisca_board")
    assert data["verdict"]["kind"] == "success" and data["verdict"]["text"].startswith(t("puzzles-solved", lang))
    assert data["final"] and at.session_state["pz_learner"].rating > 1500


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_move_on_the_page_gets_the_coachs_words_and_counts_as_missed(lang):
    from brisca.teach.table.seat_board import verdict_text

    p = first_exact()
    wrong = max(p.steps[0].wrong, key=lambda w: w[1])[0]
    at = clicked_page(p, [wrong], lang)
    data = component_data(at, "brisca_board")
    verdict = pz.attempt(p, 0, wrong).verdict
    idea = next(r for r in verdict.reasons if r.code == p.idea)
    assert data["verdict"]["kind"] == "error" and reason_text(idea, lang) in data["verdict"]["text"]
    assert data["verdict"]["text"] == verdict_text(verdict, lang) + " " + t("puzzles-try_again", lang)
    assert at.session_state["pz_learner"].rating < 1500
    at = clicked_page(p, [wrong, p.steps[0].answers[0]], lang)  # then right: solved, still a miss
    assert component_data(at, "brisca_board")["verdict"]["text"].startswith(t("puzzles-solved_missed", lang))
    assert at.session_state["pz_learner"].rating < 1500


def test_a_stale_or_tampered_click_changes_nothing_and_is_said():
    p = first_exact(steps=2)
    at = clicked_page(p, ["exchange:7E"], "en")
    data = component_data(at, "brisca_board")
    assert data["verdict"] == {"kind": "info", "text": t("error-puzzle-bad_move", "en")}
    assert data["status"] == t("puzzles-your_move", "en", step=1, moves=2)
    assert at.session_state["pz_learner"].rating == 1500


def _stale_click(pid: str) -> None:
    import streamlit as st

    from brisca.ui import puzzles_view as view

    st.query_params["puzzle"] = pid
    st.session_state[view.TRY] = view.Try(pid, clicks=3)
    view.handle_click({"action": view.pz.puzzle(pid).steps[0].answers[0], "version": 2})
    view.puzzles_widget("es")


def test_a_click_made_on_an_older_board_changes_nothing_and_is_said():
    from streamlit.testing.v1 import AppTest

    p = first_exact(steps=2)
    at = AppTest.from_function(_stale_click, args=(p.id,), default_timeout=60).run()
    data = component_data(at, "brisca_board")
    assert data["verdict"] == {"kind": "info", "text": t("error-puzzle-stale_move", "es")}
    assert data["status"] == t("puzzles-your_move", "es", step=1, moves=2) and data["version"] == 3


@pytest.mark.parametrize("lang", LANGS)
def test_a_sampled_puzzle_says_its_evidence_and_a_wrong_move_gets_its_idea(lang):
    p = next(p for p in SAMPLED if p.table in ("000-pairs", "003-six"))
    ev = p.evidence
    wrong = max(p.steps[0].wrong, key=lambda w: w[1])[0]
    at = clicked_page(p, [wrong], lang)
    scale, digits = (50, 0) if p.table != "003-six" else (1, 2)  # a deal's chance in 100, or match points
    assert ev.unit == "worth" and t("puzzles-sampled-worth", lang, worlds=ev.worlds, counts=counts(view_rules(p)),
                                    **{k: round(scale * getattr(ev, k), digits) for k in ("lead", "low", "high")}) in [
        c.value for c in at.caption]
    idea = next(r for r in pz.attempt(p, 0, wrong).verdict.reasons if r.code == p.idea)
    assert reason_text(idea, lang) in component_data(at, "brisca_board")["verdict"]["text"]


def test_an_exchange_puzzle_offers_the_exchange_on_the_board_and_names_the_missed_one():
    p = next(p for p in LIB.values() if p.theme == "exchange")
    at = clicked_page(p, [], "es")
    ids = {a["id"] for a in component_data(at, "brisca_board")["actions"]}
    assert ids == set(p.steps[0].answers) | {c for c, _ in p.steps[0].wrong}
    wrong = p.steps[0].wrong[0][0]
    assert pz.idea_of(pz.attempt(p, 0, wrong).verdict) == "coach_missed_exchange"
    assert clicked_page(p, [p.steps[0].answers[0]], "es") and pz.attempt(p, 0, p.steps[0].answers[0]).solved


@pytest.mark.parametrize("attack", ["![](//evil.test/x)", "[text](http://evil.test)", "9" * 5000, "000-001\n# x",
                                    "javascript:alert(1)", "%0A![](//evil.test)", ":material/warning:"])
def test_known_attacks_on_the_puzzle_parameter(attack):
    """As tests/test_links.py checks every other page: no traceback, nothing of the link shown."""
    from test_links import _check

    _check("pages/puzzles.py", {"puzzle": attack})


def test_the_link_names_the_puzzle_shown_never_a_tampered_one():
    p = first_exact()
    assert open_puzzle("es", p.id).get("link_button")[0].proto.url == f"?puzzle={p.id}&lang=es"
    at = open_puzzle("en", "000-999")
    assert at.get("link_button")[0].proto.url == f"?puzzle={param(at, 'puzzle')}&lang=en" != "?puzzle=000-999&lang=en"


# -- what the table counts ---------------------------------------------------------------------------


def test_every_puzzle_says_its_task_and_the_task_holds():
    """Replayed with the solver: ``win``, every answer wins the deal and no wrong move does;
    ``tie``, every answer ties it and every wrong move loses it; ``bands``, every answer scores
    more match points than any wrong move; ``points``, every move ends the deal the same way, won,
    and every wrong move gives away a clear loss of points. Sampled ones ask for a clearly better
    chance (or match points), their evidence by what the table counts."""
    for p in EXACT:
        evals = {e.move.code: e for e in evaluate_moves(pz.view_at(p, 0))}
        right = [evals[c] for c in p.steps[0].answers]
        wrong = [evals[c] for c, _ in p.steps[0].wrong]
        if p.task == "win":
            assert all(e.win == 1 for e in right) and all(e.win < 1 for e in wrong), p.id
        elif p.task == "tie":
            assert all(e.win == 0.5 for e in right) and all(e.win == 0 for e in wrong), p.id
        elif p.task == "bands":
            assert p.table.startswith("003") and min(e.worth for e in right) > max(e.worth for e in wrong), p.id
        else:
            assert p.task == "points", p.id
            assert len({e.worth for e in evals.values()}) == 1 and all(e.win == 1 for e in right), p.id
            assert all(e.points_lost >= pz.CLEAR_LOSS for e in wrong), p.id
    for p in SAMPLED:
        assert p.task == ("bands" if counts(p.record.rules) == "bands" else "chance"), p.id
        assert p.evidence.unit == "worth" and p.evidence.low > 0 and dict(p.steps[0].worth), p.id


def test_most_puzzles_answers_change_what_the_table_counts():
    """At every table at least three puzzles in four change what the table counts; the others
    say they are about the most points."""
    for table in build_puzzles.TABLES:
        tasks = [p.task for p in LIB.values() if p.table == table]
        assert tasks and sum(task != "points" for task in tasks) >= 0.75 * len(tasks), table


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_says_the_puzzles_task(lang):
    for task in pz.TASKS:
        p = next((p for p in LIB.values() if p.task == task), None)
        if p is None:
            continue
        at = open_puzzle(lang, p.id)
        said = t("puzzles-task", lang, task=task, counts=counts(p.record.rules))
        assert said in [m.value for m in at.markdown], task
    assert t("puzzles-task", "en", task="points", counts="deal") == (
        "The deal is yours whatever you play: take the most points.")


@pytest.mark.parametrize("lang", LANGS)
def test_a_solved_puzzle_keeps_the_hand_plays_the_other_sides_answer_and_says_why(lang):
    p = next(p for p in EXACT if len(p.steps) == 1 and p.task != "points"
             and pm.solution(p).replies and pm.solution(p).state.phase != "over")
    answer = p.steps[0].answers[0]
    solved = pm.solution(p, answer)
    at = clicked_page(p, [answer], lang)
    data = component_data(at, "brisca_board")
    assert data["hand"] and {c["code"] for c in data["hand"]} == {c.code for c in observe(solved.state, p.seat).hand}
    shown = [c["code"] for frame in data["frames"] for c in frame["cards"]]
    assert answer in shown and all(a.card.code in shown for a in solved.replies)
    assert solved.why and all(reason_text(r, lang) in data["verdict"]["text"] for r in solved.why)
    assert data["verdict"]["text"].startswith(t("puzzles-solved", lang)) and data["actions"] == []
    assert any(r.code == "coach_known_cards" for r in solved.why)  # best play after each move, said
    assert doing(Move.of(solved.against), lang) in data["verdict"]["text"]
    assert solved.against.code in dict(p.steps[0].wrong)
