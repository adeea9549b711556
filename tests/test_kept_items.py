"""What a learner has done, kept as items of four kinds (the path's lessons, the drills' scores,
the puzzle rating, their own puzzles): any JSON value in any field of any item is read back
whole or refused as damaged by the kind's own error, never another exception; and each page
that reads an item says a damaged one in the learner's language, and goes on (a damaged own
puzzle once broke the Puzzles page on every visit: "unhashable type: 'list'" when the move
played was a list; a damaged lesson was read as "nothing done" without a word)."""

from __future__ import annotations

import math

import pytest
from conftest import examples, json_places, json_with
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_own_puzzles import _good_own
from test_puzzle_ratings import _later_visit

from brisca.teach.lessons import drills as dr
from brisca.teach.lessons import path
from brisca.teach.lessons import puzzle_making as pm
from brisca.teach.lessons import puzzles as pz
from brisca.teach.table import learner_items, storage
from brisca.text import LANGS, error_text, t

ANY_JSON = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=10),
              st.sampled_from(["1O", "3E", "000", "m-0000000000000000", "mistake", "blunder", "random", "exact",
                               "sampled", "trumps", "-1", ""])),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8)


def _own_item() -> tuple:
    own = _good_own()
    return own.to_json(), lambda data: pm.read_own(own.puzzle.id, data), pz.PuzzleError


KINDS = {
    path.KIND: lambda: ({"right": 3, "wrong": 1}, path.read_done, path.PathError),
    dr.KIND: lambda: (dr.Score("000", 5, "stock_empty", 4, 5, 1.7e9).to_json(), dr.read_score, dr.DrillError),
    pz.KIND: lambda: (pz.Kept().after("000-001", False, pz.Rating(1400.0, 300.0, 0.06), 1.7e9).to_json(),
                      pz.read_kept, pz.PuzzleError),
    pm.KIND: _own_item,
}


def _sane(value: object) -> None:
    """What a reader gave back holds no number a page could not show."""
    for _, leaf in json_places(value.to_json() if hasattr(value, "to_json") else {}):
        if isinstance(leaf, float):
            assert math.isfinite(leaf)


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=examples(800), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_json_in_any_field_of_an_item_is_read_whole_or_refused_as_damaged(kind, data):
    good, read, refused = KINDS[kind]()
    assert read(good).to_json() == good  # the item as kept reads back as it was
    place = data.draw(st.sampled_from([p for p, _ in json_places(good)]), label="place")
    damaged = json_with(good, place, data.draw(ANY_JSON, label="value"))
    try:
        item = read(damaged)
    except refused as e:
        assert e.code in ("bad_kept", "bad_score")
        return
    _sane(item)
    assert read(item.to_json()) == item  # what was taken for whole is whole


def test_the_move_played_as_a_list_is_refused_not_a_crash():
    good, read, _ = _own_item()
    for played in ([], ["1O"], {"1O": 1}, None, 7):
        with pytest.raises(pz.PuzzleError) as e:
            read({**good, "played": played})
        assert e.value.code == "bad_kept"


def _visit(page: str, key: str, lang: str, **params):
    """A page in a new session of the learner (their key from the cookie)."""
    return _later_visit(key, lang, page, **params)


def _said(at) -> list[str]:
    return [m.value for m in (*at.warning, *at.info, *at.error)]


DAMAGE = {"field": lambda good: {**good, next(iter(good)): [["x"]]}, "not_json": None}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_own_puzzle_is_said_on_the_puzzles_page_on_every_visit(store, lang, damage):
    key = storage.new_learner()
    own = _good_own()
    item = own.puzzle.id
    learner_items.keep_item(key, pm.KIND, item, {**own.to_json(), "played": ["1O"]})  # the learner's report
    if damage == "not_json":
        store.raw("UPDATE items SET data = ? WHERE item = ?", ("{not json", item))
    for _ in range(2):  # every visit: said, and the rated set still played
        at = _visit("pages/puzzles.py", key, lang)
        assert t("puzzles-mine-damaged", lang) in _said(at)
        assert pz.puzzle(at.query_params["puzzle"][0] if isinstance(at.query_params["puzzle"], list)
                         else at.query_params["puzzle"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_lesson_is_said_on_the_path_not_read_as_nothing_done(store, lang, damage):
    key = storage.new_learner()
    learner_items.keep_item(key, path.KIND, "cards", {"right": 2, "wrong": 0})
    learner_items.keep_item(key, path.KIND, "trick", {"right": "2", "wrong": 0})
    if damage == "not_json":
        store.raw("UPDATE items SET data = ? WHERE item = ?", ("{not json", "trick"))
    at = _visit("pages/learn.py", key, lang)
    assert t("learn-damaged", lang, lessons=1) in _said(at)
    assert at.subheader  # the lesson is shown all the same


@pytest.mark.parametrize("lang", LANGS)
def test_a_kept_rating_or_drill_score_that_is_not_json_is_said(store, lang):
    key = storage.new_learner()
    learner_items.keep_item(key, pz.KIND, pz.ITEM, pz.Kept().to_json())
    learner_items.keep_item(key, dr.KIND, "000.5.stock_empty", dr.Score("000", 5, "stock_empty", 4, 5, 1.7e9).to_json())
    store.raw("UPDATE items SET data = ? WHERE learner = ?", ("{not json", key))
    assert error_text(pz.PuzzleError("bad_kept"), lang) in _said(_visit("pages/puzzles.py", key, lang))
    assert error_text(dr.DrillError("bad_score"), lang) in _said(
        _visit("pages/drills.py", key, lang, table="000-three", deal="7", moment="random"))
