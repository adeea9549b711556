"""Every step of the review of games played at random: at every table, with signals made by the
learner and the bots, matches of several deals, branches tried from any deal of a match (a
later one too) and played on. Each step is told through the review model in both languages,
and a sample of them is opened as a page by AppTest: no step raises, every text is whole."""

import random

import pytest
from conftest import examples, open_page
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.teach.table import flow
from brisca.teach.table.flow import PRACTICE_PRESETS, Settings, next_deal, play
from brisca.teach.table.review import branch_trick, origin_deal, review_scenes, summary
from brisca.teach.table.seat_board import result_text, seat_names
from brisca.text import LANGS
from brisca.ui.practice_review import decisions_grid, move_text, verdict_lines
from brisca.ui.steps_view import deal_table_html

SIGNAL_PRESETS = ("003-pairs-signals", "004-pairs-signals")


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def _play_out(game, rng: random.Random, resign_at: int | None = None):
    """The deal on the table played to its end by a learner who makes some of the signs it may
    (before its card) and plays at random; resigned after ``resign_at`` moves, if given."""
    while not game.over:
        if resign_at is not None and game.ply >= resign_at and game.learner_to_move:
            return flow.commit(game, flow.resign(game))
        signs = [a for a in game.view.signs if rng.random() < 0.4]
        game = flow.commit(game, play(game, signs[0] if signs else rng.choice(game.view.legal)))
    return game


def _match(rules: str, number: int, seed: int, coaching: bool, deals: int, resign: bool = False):
    """A saved game of ``rules`` with up to ``deals`` deals played (fewer if the match is won)."""
    rng = random.Random(seed)
    game = flow.start(Settings(level="easy", rules=rules, coaching=coaching, deal=number))
    for k in range(deals):
        if k:
            if game.match_over:
                break
            game = flow.commit(game, next_deal(game))
        game = _play_out(game, rng, rng.randrange(4, 30) if resign and k == deals - 1 else None)
    return game


def _branch(game, seed: int, on: bool):
    """A branch tried from a decision of one of the match's deals (the last chosen first, so a
    later deal is met), played out and, where the match goes on, into its next deal (``on``)."""
    rng = random.Random(seed)
    for index in sorted(range(game.deal_index + 1), key=lambda k: (k != game.deal_index, rng.random())):
        choices = [s.index - 1 for s in review_scenes(game.deal_game(index)) if s.learner_choice]
        if choices:
            branch = _play_out(flow.start_from(game.deal_game(index), rng.choice(choices)), rng)
            if on and not branch.match_over:
                branch = _play_out(flow.commit(branch, next_deal(branch)), rng)
            return flow.load(branch.id)
    return None


def _whole(text: str) -> bool:
    return bool(text.strip()) and "{" not in text and "None" not in text


def told(game) -> int:
    """Every step of every deal of ``game`` told and drawn in both languages, the grid and the
    summary too, the branch's lines where there is one; the number of steps."""
    count = 0
    if game.origin is not None:
        first = origin_deal(game)
        for lang in LANGS:
            assert _whole(result_text(first, lang)) and branch_trick(game) >= 1
    for index in range(game.deal_index + 1):
        deal = game.deal_game(index)
        summary(deal.decisions)
        for lang in LANGS:
            labels, _ = seat_names(deal, lang)
            grid = decisions_grid(deal, lang)
            assert len(grid) == len(deal.decisions)
            assert all(_whole(str(cell)) or cell == "" for row in grid.itertuples(index=False) for cell in row)
            for scene in review_scenes(deal):
                lines = move_text(deal, scene, lang) + verdict_lines(scene, lang)
                assert lines and all(_whole(line) for line in lines), lines
                assert "brisca-scene" in deal_table_html(scene.state, scene.before, labels, lang, stock_face_up=True)
                count += 1
    return count


@settings(max_examples=examples(50), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                          HealthCheck.function_scoped_fixture])
@given(rules=st.sampled_from(PRACTICE_PRESETS) | st.sampled_from(SIGNAL_PRESETS), number=st.integers(0, 10**6),
       seed=st.integers(0, 999), coaching=st.booleans(), deals=st.integers(1, 3), resign=st.booleans(),
       branch=st.booleans(), on=st.booleans())
def test_every_review_step_of_any_game_is_told_in_both_languages(rules, number, seed, coaching, deals, resign,
                                                                branch, on):
    game = _match(rules, number, seed, coaching, deals, resign)
    assert told(game) >= game.deal_index + 1
    if branch and game.over:
        tried = _branch(game, seed, on)
        if tried is not None:
            told(tried)


@pytest.mark.parametrize("rules", PRACTICE_PRESETS)
def test_every_table_reviewed_step_by_step_in_both_languages(rules):
    """Each table once, with the coach, two deals where the match has them, and a branch."""
    game = _match(rules, 7, 3, True, 2)
    told(game)
    tried = _branch(game, 3, True)
    if tried is not None:
        told(tried)


@pytest.mark.parametrize("rules, deals", [("003-pairs-signals", 2), ("004-pairs-signals", 1), ("004", 3),
                                          ("003-six", 1)])
def test_a_sample_of_review_steps_opened_as_pages(rules, deals):
    """The pages of some steps of every deal, and of a branch from the match's last deal, with
    the step and the deal in the URL, in both languages."""
    rng = random.Random(11)
    game = _match(rules, 21, 11, True, deals)
    tried = _branch(game, 11, False)
    for shown in (game, tried):
        if shown is None:
            continue
        for index in range(shown.deal_index + 1):
            scenes = review_scenes(shown.deal_game(index))
            signals = [s.index for s in scenes if s.move is not None and s.move.kind == "signal"]
            for step in {*rng.sample(range(len(scenes)), 2), *signals[:1]}:
                lang = rng.choice(LANGS)
                at = open_page("pages/practice.py", lang, game=shown.id, review_deal=str(index + 1), step=str(step))
                assert not at.exception, (index, step)
                assert not any(w in x.value for x in at.warning for w in ("does not have", "no tiene"))
                assert at.query_params["step"] == str(step)
                assert any(_whole(i.value) for i in at.info) or any(_whole(w.value) for w in at.warning)
