"""The puzzles' Glicko-2 ratings in the store, on both stores: the learner's rating kept under
their key and read back whole (a damaged one said and left aside), and each puzzle's own
rating, shared by every learner, moved by every try however many come at once."""

from __future__ import annotations

import pytest
from conftest import component_data
from test_puzzles import LIB, clicked_page, first_exact, param

from brisca.teach.lessons import puzzles as pz
from brisca.text import LANGS, t

# -- the learner's rating, kept under the learner key on both stores ----------------------------


def _later_visit(key: str, lang: str, page: str = "pages/puzzles.py", **params):
    """A page (the puzzles') in a new session of the same learner (their key read from the cookie)."""
    from conftest import ROOT
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    at.query_params["lang"] = lang
    at.session_state["pr_learner"] = key
    at.run()
    for k, v in params.items():
        at.query_params[k] = v
    at.switch_page(page).run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize("lang", LANGS)
def test_a_rating_is_kept_and_a_new_session_resumes_it_near_the_kept_rating(store, lang):
    from brisca.teach.table import learner_items

    p = first_exact()
    wrong = max(p.steps[0].wrong, key=lambda w: w[1])[0]
    at = clicked_page(p, [wrong], lang)
    key, rating = at.session_state["pr_learner"], at.session_state["pz_learner"]
    data = learner_items.items_of(key, pz.KIND)[pz.ITEM][0]
    assert (data["rating"], data["rd"], data["vol"]) == (rating.rating, rating.rd, rating.vol) and rating.rating < 1500
    assert data["tried"] == [p.id]
    [entry] = data["history"]
    assert (entry["puzzle"], entry["right"], entry["rating"]) == (p.id, False, rating.rating) and entry["when"] > 0
    again = _later_visit(key, lang)
    assert again.session_state["pz_learner"] == rating
    assert t("puzzles-your_rating", lang, rating=str(round(rating.rating)), rd=str(round(rating.rd))) in [
        c.value for c in again.caption]
    near = sorted((q for q in LIB if q != p.id), key=lambda q: (abs(LIB[q].rating - rating.rating), q))[:5]
    assert param(again, "puzzle") in near  # chosen near the kept rating, not the tried one
    assert not again.warning


def _about(p: pz.Puzzle, rating: float, lang: str) -> str:
    """The line above a stored puzzle's board, with the puzzle's rating."""
    return t("puzzles-about", lang, rating=str(round(rating)), theme=t(f"puzzles-theme-{p.theme}", lang),
             level=t(f"puzzles-level-{p.difficulty}", lang), moves=len(p.steps))


@pytest.mark.parametrize("lang", LANGS)
def test_a_puzzle_opened_by_its_link_shows_the_rating_kept_for_it(store, lang):
    from brisca.teach.table import puzzle_ratings, storage

    p = first_exact()
    assert puzzle_ratings.keep(p.id, 0, (1022.0, 80.0, 0.06))  # other learners' tries moved it from its start
    at = _later_visit(storage.new_learner(), lang, puzzle=p.id)
    said = [m.value for m in at.markdown]
    assert _about(p, 1022.0, lang) in said and _about(p, p.rating, lang) not in said


@pytest.mark.parametrize("lang", LANGS)
def test_a_puzzle_missed_and_opened_again_shows_the_rating_the_miss_left(store, lang):
    p = first_exact()
    wrong = max(p.steps[0].wrong, key=lambda w: w[1])[0]
    at = clicked_page(p, [wrong], lang)
    after = pz.kept_ratings()[p.id].rating
    assert round(after) != round(p.rating)
    again = _later_visit(at.session_state["pr_learner"], lang, puzzle=p.id)  # reopened: a new session, by its link
    assert _about(p, after, lang) in [m.value for m in again.markdown]


def test_a_kept_rating_reads_back_as_it_was_kept():
    kept = pz.Kept().after("000-001", True, pz.Rating(1612.5, 240.0, 0.0599), 1.7e9)
    kept = kept.after("000-002", False, pz.Rating(1580.0, 220.0, 0.06), 1.8e9)
    assert pz.read_kept(kept.to_json()) == kept
    many = pz.Kept()
    for i in range(pz.MAX_HISTORY + 5):
        many = many.after(f"000-{i:03d}", True, pz.Rating(), float(i))
    assert len(many.history) == pz.MAX_HISTORY and many.history[-1][1] == f"000-{pz.MAX_HISTORY + 4:03d}"


GOOD_KEPT = pz.Kept().after("000-001", True, pz.Rating(1600.0, 300.0, 0.06), 1.7e9).to_json()


@pytest.mark.parametrize("damage", [
    None, [], "x", {}, {**GOOD_KEPT, "rating": "1600"}, {**GOOD_KEPT, "rating": 1e9}, {**GOOD_KEPT, "rd": -1},
    {**GOOD_KEPT, "vol": True}, {**GOOD_KEPT, "tried": "000-001"}, {**GOOD_KEPT, "tried": ["../x"]},
    {**GOOD_KEPT, "history": [{"when": 1, "puzzle": "000-001", "right": 1, "rating": 1500}]},
    {**GOOD_KEPT, "history": [{"when": 1, "puzzle": "000-001"}]}, {**GOOD_KEPT, "history": ["x"]},
    {**GOOD_KEPT, "history": [GOOD_KEPT["history"][0]] * (pz.MAX_HISTORY + 1)}])
def test_a_damaged_kept_rating_is_refused(damage):
    with pytest.raises(pz.PuzzleError) as e:
        pz.read_kept(damage)
    assert e.value.code == "bad_kept"


@pytest.mark.parametrize("lang", LANGS)
def test_a_damaged_kept_rating_is_said_in_the_learners_language_and_ignored(store, lang):
    from brisca.teach.table import learner_items, storage

    key = storage.new_learner()
    learner_items.keep_item(key, pz.KIND, pz.ITEM, {**GOOD_KEPT, "rating": 1e9})
    p = first_exact()
    at = _later_visit(key, lang, puzzle=p.id)
    assert [w.value for w in at.warning] == [t("error-puzzle-bad_kept", lang)]
    assert at.session_state["pz_learner"] == pz.Rating()
    assert component_data(at, "brisca_board")["hand"]  # the page goes on


# -- the puzzles' own ratings, kept in the store for every learner, on both stores ---------------


def test_a_try_keeps_the_puzzles_rating_and_the_next_try_starts_from_it(store):
    from brisca.teach.table import puzzle_ratings

    p = first_exact()
    assert pz.kept_ratings() == {}
    learner, rated = pz.rate_try(p, pz.Rating(), solved=False)
    assert (learner, rated) == pz.try_result(pz.Rating(), pz.Rating(p.rating), False)
    assert pz.kept_ratings() == {p.id: rated} and puzzle_ratings.kept_one(p.id)[1] == 1
    again, rated_again = pz.rate_try(p, learner, solved=True)  # from the kept rating, not the start
    assert (again, rated_again) == pz.try_result(learner, rated, True)
    assert pz.kept_ratings() == {p.id: rated_again} and puzzle_ratings.kept_one(p.id)[1] == 2


THREADS, EACH = 40, 5  # 200 tries at one puzzle, 40 at a time: more than a store's connections


def test_tries_at_one_puzzle_at_the_same_moment_all_count(store):
    """Forty learners' tries at once: each rating is read and written in one transaction that
    holds the puzzle's row, so each try is computed from the one before it, and none is lost:
    the tries' results chain from the puzzle's start to its kept rating, one after another."""
    import threading
    from collections import Counter

    from brisca.teach.table import puzzle_ratings

    p, errors, results, lock = first_exact(), [], Counter(), threading.Lock()
    go = threading.Barrier(THREADS)

    def tries(n: int):
        try:
            go.wait()
            for i in range(EACH):
                solved = (n + i) % 2 == 0
                rated = pz.rate_try(p, pz.Rating(), solved)[1]
                with lock:
                    results[solved, rated] += 1
        except Exception as e:  # noqa: BLE001 - told by the assertion below
            errors.append(e)

    threads = [threading.Thread(target=tries, args=(n,)) for n in range(THREADS)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors and puzzle_ratings.kept_one(p.id)[1] == THREADS * EACH
    now = pz.Rating(p.rating)
    for _ in range(THREADS * EACH):  # each try's puzzle rating is the one the try before it left
        after = {solved: pz.try_result(pz.Rating(), now, solved)[1] for solved in (True, False)}
        solved = next(s for s in (True, False) if results[s, after[s]])
        results[solved, after[solved]] -= 1
        now = after[solved]
    assert pz.kept_ratings()[p.id] == now


def test_a_try_at_a_puzzle_whose_kept_rating_is_damaged_rates_it_afresh(store):
    from brisca.teach.table import puzzle_ratings

    p = first_exact()
    assert puzzle_ratings.keep(p.id, 0, (1600.0, 80.0, 0.06))
    store.raw("UPDATE puzzle_ratings SET rating = ?, tries = ? WHERE puzzle = ?", (1e9, 3, p.id))
    assert puzzle_ratings.kept_one(p.id) is None
    learner, rated = pz.rate_try(p, pz.Rating(), solved=True)
    assert (learner, rated) == pz.try_result(pz.Rating(), pz.Rating(p.rating), True)  # from its start
    assert pz.kept_ratings() == {p.id: rated} and puzzle_ratings.kept_one(p.id)[1] == 1


def test_a_damaged_kept_puzzle_rating_is_left_out(store):
    from brisca.teach.table import puzzle_ratings

    p = first_exact()
    pz.rate_try(p, pz.Rating(), solved=True)
    store.raw("INSERT INTO puzzle_ratings (puzzle, rating, rd, vol, tries, updated) VALUES (?, ?, ?, ?, ?, ?)",
              ("000-002", 1e9, 50.0, 0.06, 3, 0.0))
    assert set(pz.kept_ratings()) == {p.id} and puzzle_ratings.kept_one("000-002") is None


def test_the_page_keeps_the_puzzles_rating_and_chooses_the_next_near_the_learner_by_the_kept_ones(store):
    """A rated try on the page writes the puzzle's rating to the store; a learner of 2100 gets
    one of the five puzzles whose kept ratings are 2100, though each started far lower."""
    from brisca.teach.table import learner_items, puzzle_ratings, storage

    p = first_exact()
    wrong = max(p.steps[0].wrong, key=lambda w: w[1])[0]
    at = clicked_page(p, [wrong], "en")
    assert pz.kept_ratings()[p.id].rating > p.rating  # the puzzle won the try
    assert at.session_state["pz_ratings"][p.id] == pz.kept_ratings()[p.id]
    strong = [q for q in LIB if q != p.id][:5]
    for q in strong:
        assert puzzle_ratings.keep(q, 0, (2100.0, 60.0, 0.06))
    key = storage.new_learner()
    learner_items.keep_item(key, pz.KIND, pz.ITEM, pz.Kept(pz.Rating(2100.0, 60.0, 0.06)).to_json())
    assert all(LIB[q].rating <= 1800 for q in strong)
    for _ in range(3):
        assert param(_later_visit(key, "en"), "puzzle") in strong
