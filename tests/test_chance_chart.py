"""The review's chart of the chance to win: one mark per move the coach criticised and none
elsewhere, in the learner's language; a selection turned into a step (a forged one refused);
and on the page, a mark picked opens its step in the URL and the viewer, as the browser's
selection would (AppTest has no setter for a chart's selection: the test hands the run the
chart's state as the browser sends it)."""

import json
import random

import pytest
from conftest import examples, open_page
from hypothesis import given, settings
from hypothesis import strategies as st
from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit.testing.v1 import element_tree

from brisca.core.outside import InputError
from brisca.teach.table import flow
from brisca.teach.table.chances import GOOD_LABELS, chances
from brisca.teach.table.flow import Settings, play
from brisca.text import label_text, t
from brisca.ui.review_charts import PICK, chance_chart, picked_step


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def finished(rules: str = "000", number: int = 21, seed: int = 0, keep: bool = False):
    rng = random.Random(seed)
    settings_ = Settings(rules=rules, coaching=True, deal=number)
    game = flow.start(settings_) if keep else flow.new_game("k" * 24, settings_)
    while not game.over:
        game = flow.commit(game, play(game, rng.choice(game.view.legal))) if keep else \
            play(game, rng.choice(game.view.legal))
    return game


def layers_with_selection(spec: dict) -> list[dict]:
    return [layer for layer in spec["layer"] if "params" in layer or "name" in layer]


@pytest.mark.parametrize("rules,number,lang", [("000", 21, "es"), ("000-pairs", 8, "en"), ("003-six", 5, "es"),
                                               ("004", 3, "en")])
def test_the_chart_marks_each_criticised_move_once_and_nothing_else(rules, number, lang):
    game = finished(rules, number)
    made = chances(game)
    wrong = [d for d in game.decisions if d.label not in GOOD_LABELS]
    assert wrong, "a deal played at random has moves the coach criticises"
    spec = chance_chart(game, made, lang).to_dict()
    marked = [layer for layer in spec["layer"] if layer["mark"].get("cursor") == "pointer"]
    assert len(marked) == 1 and spec["params"][0]["name"] == PICK
    rows = spec["datasets"][marked[0]["data"]["name"]]
    assert [r["step"] for r in rows] == [d.ply + 1 for d in wrong]
    assert [r["label"] for r in rows] == [t(f"label-{d.label}", lang) for d in wrong]
    for other in spec["layer"]:  # the line and its points: every point valued, none of them marked
        if other is not marked[0]:
            assert "params" not in other and other["mark"].get("cursor") is None
            assert len(spec["datasets"][other["data"]["name"]]) == len(made.points)
    assert all(r["move"] and r["cost"] and r["why"] for r in rows)  # the tooltip says what, how much and why


def test_a_deal_without_a_criticised_move_has_no_marks_and_no_selection():
    game = finished("000", 21)
    good = game.changed(decisions=tuple(d for d in game.decisions if d.label in GOOD_LABELS))
    spec = chance_chart(good, chances(good), "en").to_dict()
    assert "params" not in spec and all(layer["mark"].get("cursor") is None for layer in spec["layer"])


def test_a_selection_of_a_mark_is_its_step_and_nothing_else_is():
    game = finished()
    made = chances(game)
    mark = made.marks[0]
    assert picked_step({"selection": {PICK: [{"step": mark.step}]}}, made) == mark.step
    assert picked_step({"selection": {PICK: [{"step": float(mark.step)}]}}, made) == mark.step
    for nothing in (None, {"selection": {PICK: {}}}, {"selection": {PICK: []}}):
        assert picked_step(nothing, made) is None
    unmarked = next(p.step for p in made.points if not p.mistake)
    for forged in ({"selection": {PICK: [{"step": unmarked}]}}, {"selection": {PICK: [{"step": str(mark.step)}]}},
                   {"selection": {PICK: [{"step": mark.step}, {"step": mark.step}]}},
                   {"selection": {PICK: [{"step": mark.step, "x": 1}]}}, {"selection": {PICK: [{"step": True}]}},
                   {"selection": {PICK: [{"step": 10**40}]}}, {"selection": {"other": [{"step": mark.step}]}},
                   {"selection": [1]}, "mark", 7):
        with pytest.raises(InputError):
            picked_step(forged, made)


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                       max_size=3), max_leaves=8)


@settings(max_examples=examples(500), deadline=None)
@given(value=json_values, step=st.integers(-5, 60) | st.floats(allow_nan=True))
def test_any_value_the_browser_sends_is_a_marked_step_none_or_refused(value, step):
    made = chances(GAME)
    for event in (value, {"selection": value}, {"selection": {PICK: value}}, {"selection": {PICK: [{"step": step}]}}):
        try:
            picked = picked_step(event, made)
        except InputError:
            continue
        assert picked is None or picked in {p.step for p in made.marks}


GAME = finished()
WIDGET_STATES = element_tree.ElementTree.get_widget_states  # AppTest's own, before any test's


def chart_state(monkeypatch, at, value: object) -> None:
    """The next run of ``at`` gets the chance chart's state ``value`` as the browser sends it
    when a mark is clicked (the chart's widget state, a JSON text)."""
    chart = next(c for c in at.get("vega_lite_chart") if "rv_chance" in c.proto.id)
    wid = chart.proto.id

    def with_selection(self):
        states = WIDGET_STATES(self)
        state = WidgetState(id=wid, string_value=json.dumps(value))
        states.widgets.append(state)
        return states

    monkeypatch.setattr(element_tree.ElementTree, "get_widget_states", with_selection)


def shown(at) -> str:
    return " ".join(e.value for e in (*at.info, *at.warning))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_mark_picked_opens_its_step_and_a_forged_one_changes_nothing(monkeypatch, lang):
    game = finished(keep=True)
    first, second = chances(game).marks[:2]
    at = open_page("pages/practice.py", lang, game=game.id)
    assert at.query_params.get("step") is None
    chart_state(monkeypatch, at, {"selection": {PICK: [{"step": first.step}]}})
    at.run()
    assert not at.exception and at.query_params["step"] == str(first.step)
    d = first.decision  # the viewer tells that step: the learner's move and the coach's verdict on it
    assert t("review-step-you_play", lang, card=d.move.card) in shown(at)
    assert label_text(d.label, d.uncertain, lang) in shown(at)

    chart_state(monkeypatch, at, {"selection": {PICK: [{"step": first.step - 1}]}})  # not a mark: forged
    at.run()
    assert not at.exception and at.query_params["step"] == str(first.step)
    assert t("error-input-not_a_mark", lang) in shown(at)

    chart_state(monkeypatch, at, {"selection": {PICK: [{"step": second.step}]}})  # a fresh chart took the pick
    at.run()
    assert not at.exception and at.query_params["step"] == str(second.step)
    assert t("error-input-not_a_mark", lang) not in shown(at)
