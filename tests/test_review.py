"""The review of a finished practice deal: its steps against the engine's own states, the
summary's figures against a count made here, "try another move" (the same hidden cards, the
new line priced), the chart's winning line, and the page by AppTest."""

import random
import re
from collections import Counter

import pytest
from conftest import examples, open_page
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.core.action import Action
from brisca.core.settle import deal_result
from brisca.core.state import current_player, legal_actions, step
from brisca.teach.coach.verdicts import LABELS
from brisca.teach.table import flow
from brisca.teach.table.decisions import Decision, PracticeError
from brisca.teach.table.flow import PRACTICE_PRESETS, Settings, from_position, new_game, play
from brisca.teach.table.review import GOOD_LABELS, review_scenes, step_of, summary, trick_of
from brisca.text import t
from brisca.ui.review_charts import winning_line


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def played(rules: str, number: int, coaching: bool = False, seed: int = 0, level: str = "easy"):
    """A practice game played to its end, the learner's moves at random."""
    rng = random.Random(seed)
    game = new_game("r" * 24, Settings(level=level, rules=rules, coaching=coaching, deal=number))
    while not game.over:
        game = play(game, rng.choice(game.view.legal))
    return game


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.sampled_from(PRACTICE_PRESETS), number=st.integers(0, 10**6), seed=st.integers(0, 99))
def test_every_step_is_the_engines_state_after_its_moves(rules, number, seed):
    game = played(rules, number, seed=seed)
    steps = review_scenes(game)
    state = game.record.start()
    assert len(steps) == len(game.record.moves) + 1 and steps[0].state == state and steps[0].move is None
    for ply, move in enumerate(game.record.moves):
        shown = steps[ply + 1]
        mover = current_player(state)
        after = step(state, move)  # replayed here, move by move, not read from the game
        assert shown.index == ply + 1 and shown.move == move and shown.mover == mover
        assert shown.before == state and shown.state == after
        assert shown.state.hands == after.hands and shown.state.stock == after.stock
        assert shown.state.trick == after.trick and shown.state.tricks == after.tricks
        assert shown.learner_choice == (mover == game.deal_seat(game.learner) and len(legal_actions(state)) > 1)
        state = after
    assert steps[-1].state == game.state


def test_each_decision_is_told_on_the_step_that_shows_its_move_with_the_moves_preferred():
    game = played("000", 21, coaching=True, level="normal")
    steps = review_scenes(game)
    told = [s for s in steps if s.decision is not None]
    assert [s.decision for s in told] == list(game.decisions) and game.decisions
    for s in told:
        assert s.index == step_of(s.decision) and s.move == s.decision.move and s.mover == game.learner
        assert trick_of(game, s.decision) == len(s.before.tricks) + 1
        if s.decision.label == "best":
            assert s.preferred == ()
        else:  # the coach's values kept for that position rank the best move first
            assert s.preferred and s.preferred[0].first == s.decision.best
            assert s.decision.move not in {line.first for line in s.preferred}


decisions_strategy = st.lists(st.tuples(st.sampled_from(LABELS), st.floats(0, 40, allow_nan=False)),
                              min_size=1, max_size=25)


@settings(max_examples=examples(300), deadline=None)
@given(made=decisions_strategy)
def test_the_summary_agrees_with_a_count_made_here(made):
    decisions = tuple(Decision(Action.parse("1O"), Action.parse("3O"), lost, 0.0, label, False, (), ply)
                      for ply, (label, lost) in enumerate(made))
    s = summary(decisions)
    tally = {label: 0 for label in LABELS}
    total = 0.0
    for label, lost in made:
        tally[label] += 1
        total += lost
    good = sum(1 for label, _ in made if label in ("best", "good"))
    assert s.decisions == len(made) and s.counts == tally and sum(s.counts.values()) == len(made)
    assert s.good_share == pytest.approx(good / len(made)) and s.mean_lost == pytest.approx(total / len(made))
    # the costliest by what the table counts (the label says it), then by the points
    worst = max(range(len(made)), key=lambda i: (LABELS.index(made[i][0]), made[i][1], -i))
    if made[worst][0] in GOOD_LABELS:
        assert s.worst is None
    else:
        assert s.worst.ply == worst and s.worst_step == worst + 1
    assert summary(()) is None


def test_try_another_move_keeps_the_deal_and_hidden_cards_and_prices_the_new_line():
    game = played("000", 5, coaching=True, level="normal")
    cut = game.decisions[3].ply
    branch = from_position(game, cut, "b" * 24)
    start, old = branch.record.start(), game.record.start()
    assert start.hands == old.hands and start.stock == old.stock and start.turned_up == old.turned_up
    assert branch.record.moves == game.record.moves[:cut] and branch.state == game.states[cut]
    assert branch.learner_to_move and branch.seed == game.seed and branch.seats == game.seats
    assert [d.ply for d in branch.decisions] == [d.ply for d in game.decisions if d.ply < cut]
    assert branch.origin.game == game.id and branch.origin.ply == cut
    other = next(a for a in branch.view.legal if a != game.record.moves[cut])
    branch = play(branch, other)
    while not branch.over:
        branch = play(branch, branch.view.legal[0])
    new = [d for d in branch.decisions if d.ply >= cut]
    assert new and new[0].move == other  # the coach priced the new line, from its first move
    assert sum(branch.state.points) == 120
    assert deal_result(branch.state).termination in ("points", "draw")


def test_another_move_is_only_tried_where_the_learner_chose():
    game = played("000", 8)
    bots = [ply for ply, s in enumerate(game.states[:-1]) if current_player(s) != game.learner]
    for ply in (bots[0], -1, len(game.record.moves), "3"):
        with pytest.raises(PracticeError) as e:
            from_position(game, ply, "c" * 24)
        assert e.value.code == "not_a_decision"


def test_a_branch_is_saved_with_its_origin_and_read_back():
    game = flow.start(Settings(deal=12, coaching=False))
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[0]))
    ply = next(s.index - 1 for s in review_scenes(game) if s.learner_choice)
    branch = flow.start_from(game, ply)
    again = flow.load(branch.id)
    assert again.origin == branch.origin and again.record == branch.record and not again.over
    broken = {**branch.to_json(), "origin": {"game": "../x", "ply": ply}}
    with pytest.raises(PracticeError):
        flow.Game.from_json(branch.id, broken, branch.log)
    bare = {**branch.to_json(), "origin": {"game": game.id, "ply": ply}}  # every origin holds its deal
    with pytest.raises(PracticeError):
        flow.Game.from_json(branch.id, bare, branch.log)
    for deal_number in (1, -1, "0"):  # the origin's deal is one of the match's
        with pytest.raises(PracticeError):
            origin = {"game": game.id, "ply": ply, "deal": deal_number}
            flow.Game.from_json(branch.id, {**bare, "origin": origin}, branch.log)


@pytest.mark.parametrize("rules, line", [("000", 60), ("001", 60), ("000-pairs", 60), ("003-rematada", None),
                                         ("000-three", None)])
def test_the_winning_line_is_drawn_only_where_passing_half_wins(rules, line):
    assert winning_line(new_game("d" * 24, Settings(rules=rules, coaching=False, deal=1))) == line


# -- the page ----------------------------------------------------------------------------------


@pytest.fixture
def finished():
    game = flow.start(Settings(deal=11))
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[-1]))
    return game


def test_the_page_steps_through_the_deal_with_the_step_in_the_url(finished):
    at = open_page("pages/practice.py", lang="es", game=finished.id)
    assert at.button(key="rv_first").disabled and not at.button(key="rv_next").disabled
    at.button(key="rv_next").click().run()
    assert at.query_params["step"] == "1" and not at.exception
    at.button(key="rv_last").click().run()
    last = len(finished.record.moves)
    assert at.query_params["step"] == str(last) and at.button(key="rv_next").disabled
    assert any(t.startswith("Final") for t in (i.value for i in at.info))
    at.button(key="rv_worst").click().run()
    assert at.query_params["step"] == str(summary(finished.decisions).worst_step)


@pytest.mark.parametrize("value", ["-1", "9999", "2.5", "x", "１"])
def test_a_tampered_step_is_said_in_the_learners_language(finished, value):
    at = open_page("pages/practice.py", lang="en", game=finished.id, step=value)
    assert any("does not have" in w.value for w in at.warning) and not at.exception
    if len(value) > 1:  # a value from outside is never shown
        assert value not in " ".join(w.value for w in at.warning)
    assert at.query_params["step"] == "0"


def test_numbers_are_written_the_pages_way_and_decisions_counted_by_trick(finished):
    at = open_page("pages/practice.py", lang="es", game=finished.id)
    body = next(h.proto.body for h in at.get("html") if "brisca-grid" in h.proto.body)
    grid = " | ".join(re.findall(r"<td[^>]*>([^<]*)</td>", body))  # the cells, not the style
    decimals = [f"{d.points_lost:.1f}" for d in finished.decisions if round(d.points_lost, 1) % 1]
    assert decimals and all(x not in grid for x in decimals)  # no "3.9" under "Puntos perdidos"
    assert any(x.replace(".", ",") in grid for x in decimals)
    tricks = Counter(trick_of(finished, d) for d in finished.decisions)
    assert max(tricks) <= len(finished.state.tricks)


def test_try_another_move_from_the_page_starts_the_game_there_and_ends_with_both_lines(finished):
    ply = finished.decisions[2].ply
    at = open_page("pages/practice.py", lang="en", game=finished.id, step=str(ply + 1))
    at.button(key="rv_try").click().run()
    branch_id = at.query_params["game"]
    assert branch_id != finished.id and "step" not in at.query_params
    branch = flow.load(branch_id)
    assert branch.origin.ply == ply and branch.learner_to_move
    assert any(c.value.startswith("You are trying another move") for c in at.caption)
    while not branch.over:
        branch = flow.commit(branch, play(branch, branch.view.legal[0]))
    at = open_page("pages/practice.py", lang="en", game=branch_id)
    said = " ".join(m.value for m in at.markdown)
    assert "The original game: Final" in said and "This other line: Final" in said
    assert not at.exception


# -- progress ----------------------------------------------------------------------------------


def _finish(game):
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[0]))
    return game


def test_a_learners_finished_games_are_listed_oldest_first_per_table():
    from brisca.teach.table import storage
    from brisca.teach.table.progress import progress
    from brisca.ui.progress_view import table_name
    from brisca.ui.review_charts import progress_data

    key, other = storage.new_id(), storage.new_id()
    done = []
    for rules, deal_number in (("000", 1), ("000-pairs", 2), ("000", 3)):
        game = _finish(flow.start(Settings(rules=rules, deal=deal_number, coaching=rules == "000")))
        storage.claim(game.id, key)
        done.append(game)
    unfinished = flow.start(Settings(deal=4))
    storage.claim(unfinished.id, key)
    storage.claim(done[0].id, other)  # a game filed already stays its first owner's
    listed = progress(key).games
    assert [g.id for g in listed] == [g.id for g in done]
    assert [g.table for g in listed] == [(2, False), (4, True), (2, False)]
    assert listed[1].mean_lost is None and listed[0].mean_lost == pytest.approx(summary(done[0].decisions).mean_lost)
    data = progress_data(listed, lambda g: table_name(g, "en"))  # the coached games only
    assert list(data["game"]) == [1, 2] and set(data["table"]) == {t("rules-table", "en", players=2)}
    assert progress(other).games == () and progress(storage.new_id()).games == ()


def test_the_page_files_games_under_a_learner_key_kept_out_of_the_link(one_browser):
    from brisca.teach.table import storage

    at = open_page("pages/practice.py", lang="en", deal="9")
    at.button(key="pr_start").click().run()
    key = at.session_state["pr_learner"]
    assert "learner" not in at.query_params and storage.issued(key)
    game = _finish(flow.load(at.query_params["game"]))
    del at.query_params["game"]
    at.run()
    assert any(s.value == "Your games" for s in at.subheader) and not at.exception
    body = " ".join(h.proto.body for h in at.get("html"))
    assert f"game={game.id}" in body and not re.search(f'href="[^"]*{re.escape(key)}', body)  # links to share
    one_browser()  # another browser
    fresh = open_page("pages/practice.py", lang="en")
    assert not any(s.value == "Your games" for s in fresh.subheader)  # another learner sees none of them


@pytest.mark.parametrize("value", ["nope", "<b>x</b>" * 3, "A" * 65])
def test_a_learner_key_in_a_link_is_left_out(value):
    at = open_page("pages/practice.py", lang="es", learner=value)
    assert all(value not in i.value for i in at.info) and not at.exception and "pr_learner" not in at.session_state


@pytest.mark.parametrize("rules", ["001", "004-pairs", "003-six", "000-three", "003-cubierta", "000-exchange"])
def test_every_step_of_every_table_is_told_and_drawn_in_both_languages(rules):
    from brisca.text import LANGS
    from brisca.ui.practice_review import move_text, verdict_lines
    from brisca.ui.steps_view import deal_table_html

    game = played(rules, 17, seed=3)
    for scene in review_scenes(game):
        for lang in LANGS:
            lines = move_text(game, scene, lang) + verdict_lines(scene, lang)
            assert lines and all(line.strip() and "{" not in line for line in lines)
            names = [f"seat {i}" for i in range(game.record.rules.players)]
            html = deal_table_html(scene.state, scene.before, names, lang, stock_face_up=True)
            assert html.count("<img") >= sum(len(h) for h in scene.state.hands) + len(scene.state.stock)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=st.text(max_size=12) | st.integers(-5, 60).map(str))
def test_any_step_in_the_link_is_a_step_or_a_message(finished, value):
    at = open_page("pages/practice.py", lang="es", game=finished.id, step=value)
    assert not at.exception
    count = len(finished.record.moves) + 1
    digits = value.strip()  # spaces around a number are forgiven, as in every number the app reads
    told = any("no tiene" in w.value for w in at.warning)
    if digits.isascii() and digits.isdigit() and len(digits) <= 3 and int(digits) < count:
        assert not told and at.query_params["step"] == value
    else:
        assert told and at.query_params["step"] == "0"


def test_the_grid_never_names_another_best_than_a_move_rated_the_best():
    """The coach's best-looking move may be another card by a hair: where the learner's move is
    rated best, the grid's best column names it (both, when another looked a little better)."""
    from brisca.text import LANGS, action_name, join
    from brisca.ui.practice_review import decisions_grid

    ties = 0
    for number in range(6):
        game = played("000", number, coaching=True, seed=number, level="normal")
        for lang in LANGS:
            grid = decisions_grid(game, lang)
            for d, best in zip(game.decisions, grid[t("review-best", lang)], strict=True):
                mine, coach_best = action_name(d.move, lang), action_name(d.best, lang)
                if d.label != "best":
                    assert best == coach_best
                elif d.best == d.move:
                    assert best == mine
                else:
                    assert best == join([mine, coach_best], lang, "or")
                    ties += 1
    assert ties  # the case the grid got wrong was met


@pytest.mark.parametrize("rules", ["003-pairs-signals", "004-pairs-signals"])
def test_a_signal_step_says_who_made_which_sign_in_both_languages(rules):
    """A step that is a signal had no text (a KeyError on every one): the learner's says the
    sign and its gesture, another seat's is said as the table saw it."""
    from brisca.core.signals import gesture
    from brisca.text import LANGS
    from brisca.ui.practice_review import move_text

    rng = random.Random(5)
    told = {"mine": 0, "theirs": 0}
    # 003's signs come only in the first trick, so a few deals are played until both kinds of
    # step have been met
    for deal_seed in range(8, 40):
        game = new_game("g" * 24, Settings(level="easy", rules=rules, coaching=False, deal=deal_seed))
        while not game.over:
            signs = [a for a in game.view.signs if rng.random() < 0.7]
            game = play(game, signs[0] if signs else rng.choice(game.view.legal))
        table = game.record.rules.signals
        for scene in review_scenes(game):
            if scene.move is None or scene.move.kind != "signal":
                continue
            told["mine" if scene.mover == game.learner else "theirs"] += 1
            for lang in LANGS:
                lines = move_text(game, scene, lang)
                assert len(lines) == 1 and t(f"sign-{scene.move.sign}", lang) in lines[0]
                form = "gesture" if scene.mover == game.learner else "gesture_made"
                assert t(f"{form}-{gesture(table, scene.move.sign)}", lang) in lines[0]
        if told["mine"] and told["theirs"]:
            break
    assert told["mine"] and told["theirs"]


def _scrolls(at) -> bool:
    return any("scrollIntoView" in h.proto.body and "rv_viewer" in h.proto.body for h in at.get("html"))


def test_a_link_to_a_step_scrolls_to_the_viewer_and_a_step_chosen_there_does_not(finished):
    """A link (or "see that move") opens at the step; stepping in the viewer, where the learner
    already looks, leaves the page where it is; without a step the page opens at its top."""
    assert not _scrolls(open_page("pages/practice.py", lang="es", game=finished.id))
    at = open_page("pages/practice.py", lang="es", game=finished.id, step="3")
    assert _scrolls(at)
    at.button(key="rv_next").click().run()
    assert at.query_params["step"] == "4" and not _scrolls(at)
    at.run()  # the page run again (an expander opened): the step shown already is not scrolled to again
    assert not _scrolls(at)
    at.button(key="rv_worst").click().run()
    assert at.query_params["step"] == str(summary(finished.decisions).worst_step) and _scrolls(at)


def test_the_chart_is_built_once_per_game_version(finished, monkeypatch):
    from brisca.ui import practice_review, review_charts

    built = []

    def counted(game, lang):
        built.append(lang)
        return review_charts.points_chart(game, lang)

    monkeypatch.setattr(practice_review, "points_chart", counted)
    at = open_page("pages/practice.py", lang="es", game=finished.id)
    for _ in range(3):
        at.button(key="rv_next").click().run()
    assert built == ["es"] and not at.exception
    open_page("pages/practice.py", lang="en", game=finished.id)
    assert built == ["es", "en"]
