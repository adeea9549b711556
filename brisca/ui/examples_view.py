"""The examples page: step through a worked example; every table shown is replayed by the
engine. The example and the step live in the URL (``?ex=...&step=...``)."""

from __future__ import annotations

import streamlit as st

from ..core.seating import Seating
from ..teach.lessons.walkthrough import Example, Scene, examples, scenes_of
from ..text import reason_text, t, tell
from .steps_view import deal_table_html, read_step, step_controls


def _ids() -> list[str]:
    return [e.id for e in examples()]


def _read_url(lang: str) -> tuple[str, int, str | None]:
    """The example and step the URL asks for, falling back with a message on bad values
    (which are never shown: they came from outside)."""
    ids = _ids()
    ex = st.query_params.get("ex", ids[0])
    problem = None
    if ex not in ids:
        problem, ex = t("examples-bad_example", lang), ids[0]
    count = len(scenes_of(ex))
    index = read_step(st.query_params.get("step"), count)
    if index is None:
        problem, index = problem or t("examples-bad_step", lang, last=count), 0
    return ex, index, problem


def _go(ex: str, step: int) -> None:
    count = len(scenes_of(ex))
    st.query_params["ex"] = ex
    st.query_params["step"] = str(max(0, min(count - 1, step)))


def _controls(ex: str, index: int, count: int, lang: str) -> None:
    step_controls("ex", index, count, lambda target: _go(ex, target), lang)


def _choice(ex: str, lang: str) -> None:
    """Every example by its title at once, the one shown lit; another starts at its first step.
    Buttons, not a drop-down that hid them nor pills: the page loads the buttons' code for its
    other controls anyway, where pills load five more files on a first visit (0.04 of a bare
    page's time, measured with scripts/bench_browser.py)."""
    st.markdown(f":small[{t('examples-choose', lang)}]")
    with st.container(horizontal=True, key="ex_choice"):
        for other in _ids():
            st.button(t(f"ex-{other}-title", lang), key=f"ex_choice_{other}",
                      type="primary" if other == ex else "secondary",
                      on_click=None if other == ex else _go, args=(other, 0))


def _step_lines(example: Example, step: Scene, lang: str) -> list[str]:
    lines = [reason_text(e, lang) for e in step.events]
    if step.narration:
        lines.append(tell(example.message(step.narration), step.facts, lang))
    return lines


def table_html(step: Scene, lang: str) -> str:
    """The table at this step (``steps_view.deal_table_html``), the seats named as the example names them."""
    people = [step.facts[f"name_{seat}"] for seat in range(step.state.rules.players)]
    taken = t("examples-trick_taken", lang, name=step.facts["trick_winner"]) if "trick_winner" in step.facts else None
    return deal_table_html(step.state, step.before, [p.name for p in people], lang, trick_caption=taken,
                           side_names=_sides(step, lang), named=people)


def _sides(step: Scene, lang: str) -> list[str] | None:
    """At five each side named by who plays on it, the one resting with the side it goes with
    (``walkthrough._rest_facts``); elsewhere None: teams are numbered."""
    if "rester" not in step.facts:
        return None
    return [t("examples-side_with_rester" if k == Seating.RESTER_SIDE else "examples-side_named", lang, n=k + 1,
              players=step.facts[f"side_{k}"], rester=step.facts["rester"])
            for k in range(len(step.state.rules.sides))]


def examples_widget(lang: str) -> None:
    st.title(t("examples-title", lang))
    ex, index, problem = _read_url(lang)
    if problem:
        st.warning(problem)
        _go(ex, index)
    example = next(e for e in examples() if e.id == ex)
    _choice(ex, lang)
    st.caption(t(example.message("intro"), lang))
    steps = scenes_of(ex)
    _controls(ex, index, len(steps), lang)
    step = steps[index]
    if len(example.parts) > 1:
        first = next(s for s in steps if s.part == step.part)
        st.subheader(tell(example.message(f"part-{step.part}"), first.facts, lang))
    lines = _step_lines(example, step, lang)
    st.info("\n\n".join(lines))
    st.html(table_html(step, lang))
    # The whole text is drawn only while it is open: closed, the browser still laid out every
    # step's text on a first visit (half the page's drawing time, 0.07 of a bare page's time,
    # measured with scripts/bench_browser.py).
    whole = st.expander(t("examples-all_text", lang), key="ex_whole_text", on_change="rerun")
    if whole.open:
        with whole:
            st.markdown("\n".join(f"{i + 1}. " + " ".join(_step_lines(example, s, lang))
                                    for i, s in enumerate(steps)))
