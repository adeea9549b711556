"""No traceback reaches a page: values a browser sends are read within the limits records
have, a click that cannot be read is told, a page's unforeseen failure is said in the
learner's language, and Streamlit shows no error details."""

import tomllib

import pytest
from conftest import ROOT
from hypothesis import given, settings
from hypothesis import strategies as st
from streamlit.components.v2.bidi_component import serialization
from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit.runtime.state import common
from streamlit.testing.v1 import AppTest

from brisca.ui import guard

DEEP = "[" * 50_000


def test_a_deep_trigger_is_an_unreadable_click_not_a_recursion_error():
    guard.install_limits()
    assert serialization.deserialize_trigger_list(DEEP) == [{"event": "action", "value": guard.UNREADABLE}]
    assert serialization.deserialize_trigger_list("x" * (guard.MAX_BROWSER_JSON + 1))[0]["value"] == guard.UNREADABLE
    assert serialization.deserialize_trigger_list('[{"event": "action", "value": {"action": "1O"}}]') == [
        {"event": "action", "value": {"action": "1O"}}]


def test_a_deep_state_is_an_empty_state_and_a_deep_value_a_cleared_one():
    guard.install_limits()
    assert serialization.BidiComponentSerde().deserialize(DEEP) == {}
    state = WidgetState(id="x", json_value=DEEP)
    assert common.unpack_widget_state_value(state) is None
    assert common.unpack_widget_state_value(WidgetState(id="x", json_value='{"a": 1}')) == {"a": 1}


def test_without_the_guard_streamlit_would_fail_on_it():
    """What the guard is for: Streamlit's own parsing of the same value."""
    import json

    with pytest.raises(RecursionError):
        json.loads(DEEP)


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=300) | st.builds(lambda n, c: c * n, st.integers(0, 60_000), st.sampled_from("[{\"")))
def test_any_text_as_a_trigger_is_read_or_refused_never_raised(text):
    guard.install_limits()
    payloads = serialization.deserialize_trigger_list(text)
    # JSON's null is a cleared trigger, as Streamlit reads no value at all: no click to answer
    assert isinstance(payloads, list) or (payloads is None and text.strip() == "null")


def _unreadable_click(game_id: str) -> None:
    import streamlit as st

    from brisca.ui.guard import UNREADABLE
    from brisca.ui.practice_view import NOTICE, handle_click

    st.query_params["game"] = game_id
    handle_click(UNREADABLE)
    st.write(st.session_state[NOTICE].code)


def test_an_unreadable_click_is_told_and_changes_nothing():
    from brisca.teach.table import flow
    from brisca.teach.table.flow import Settings

    game = flow.start(Settings(deal=3))
    run = AppTest.from_function(_unreadable_click, args=(game.id,)).run()
    assert not run.exception and run.markdown[0].value == "not_text"
    assert flow.load(game.id).record == game.record


def _failing_page() -> None:
    from brisca.ui.guard import page_guard

    with page_guard("es"):
        raise ZeroDivisionError("a bug")


def test_a_page_that_fails_says_so_in_the_learners_language(monkeypatch):
    from brisca.text import t

    monkeypatch.delenv("BRISCA_RAISE_ERRORS")
    run = AppTest.from_function(_failing_page).run()
    assert not run.exception
    assert [e.value for e in run.error] == [t("error-unknown", "es")]
    assert "ZeroDivisionError" not in str(run.error[0].proto)


def test_streamlit_shows_no_error_details():
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    assert config["client"]["showErrorDetails"] == "none"


def test_the_frame_every_page_calls_installs_the_limits():
    """In a fresh process, importing the frame is enough (every page imports it first)."""
    import subprocess
    import sys

    code = ("from streamlit.components.v2.bidi_component import serialization\n"
            "import brisca.ui.frame\n"
            "from brisca.ui.guard import _read_trigger\n"
            "assert serialization.handle_deserialize is _read_trigger\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
