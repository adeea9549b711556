"""The examples page: step through a worked example; every table shown is replayed by the
engine. The example and the step live in the URL (``?ex=...&step=...``)."""

from __future__ import annotations

import streamlit as st

from ..core.outside import InputError, whole_number
from ..teach.walkthrough import Example, Scene, examples, scenes_of
from ..text import reason_text, t, tell
from .cards_view import cards_html
from .content import markdown_html
from .grids import caption_html, figures_html


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
    try:
        index = whole_number(st.query_params.get("step", "0"), 0, count - 1, "step")
    except InputError:
        problem, index = problem or t("examples-bad_step", lang, last=count), 0
    return ex, index, problem


def _go(ex: str, step: int) -> None:
    count = len(scenes_of(ex))
    st.query_params["ex"] = ex
    st.query_params["step"] = str(max(0, min(count - 1, step)))


def _on_slider() -> None:
    _go(st.query_params.get("ex", _ids()[0]), int(st.session_state["ex_slider"]) - 1)


def _controls(ex: str, index: int, count: int, lang: str) -> None:
    moves = (("first", 0, ":material/first_page:"), ("prev", index - 1, ":material/chevron_left:"),
             ("next", index + 1, ":material/chevron_right:"), ("last", count - 1, ":material/last_page:"))
    with st.container(horizontal=True):  # one row that wraps, where columns stack four rows on a phone
        for name, target, icon in moves:
            if name == "next":
                _step_picker(index, count, lang)
            st.button(t(f"examples-{name}", lang), key=f"ex_{name}", icon=icon, on_click=_go, args=(ex, target),
                      disabled=target == index or not 0 <= target < count, width="stretch")


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


def _step_picker(index: int, count: int, lang: str) -> None:
    """Where the learner is ("Step 5 of 41"), opening a slider to go to any step. The browser
    draws a popover's content only once it is opened, so the slider's code loads then, not
    on a first visit (0.09 of a bare page's time, measured with scripts/bench_browser.py)."""
    with st.popover(t("examples-step_of", lang, step=index + 1, count=count), key="ex_step_picker",
                    width="stretch"):
        st.session_state["ex_slider"] = index + 1
        st.slider(t("examples-go_to", lang), 1, count, key="ex_slider", on_change=_on_slider, width=320)


def _step_lines(example: Example, step: Scene, lang: str) -> list[str]:
    lines = [reason_text(e, lang) for e in step.events]
    if step.narration:
        lines.append(tell(example.message(step.narration), step.facts, lang))
    return lines


TABLE_STYLE = """<style>
.brisca-scene-top { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0.5rem 2.5rem; }
.brisca-scene p { margin: 1rem 0 0.2rem; }
.brisca-scene .brisca-caption { font-size: 0.875rem; opacity: 0.65; }
.brisca-scene-top .brisca-caption { margin: 0 0 0.3rem; }
</style>"""


def table_html(step: Scene, lang: str) -> str:
    """The table at this step as one piece of HTML: the turned-up card, the stock, the trick
    being played (or the one just taken), then every seat's points and hand, new cards
    marked. One element to draw, where columns of pictures made a first visit slower."""
    s, before = step.state, step.before
    rules = s.rules
    if s.turned_up_taker is None:
        turned = cards_html([s.turned_up], lang, width=80, captions=[t("examples-turned_up", lang)])
    else:
        turned = caption_html(t("examples-turned_up_taken", lang, card=s.turned_up))
    shown, caption = s.trick, t("examples-on_table", lang)
    if before is not None and len(s.tricks) > len(before.tricks):
        shown, caption = s.tricks[-1].cards, t("examples-trick_taken", lang, name=step.facts["trick_winner"])
    trick = f"<div>{caption_html(caption)}{cards_html(shown, lang, width=70)}</div>" if shown else ""
    parts = [f'<div class="brisca-scene-top"><div>{turned}</div>'
             f'<div>{figures_html([(t("examples-stock", lang), len(s.stock))])}</div>{trick}</div>']
    for seat in range(rules.players):
        name = step.facts[f"name_{seat}"]
        team = f" · {t('team-name', lang, n=rules.side_of(seat) + 1)}" if rules.teams else ""
        new = set(s.hands[seat]) - set(before.hands[seat]) if before is not None else set()
        parts.append(markdown_html(t("examples-seat_line", lang, name=name, team=team, points=s.points[seat])))
        if s.hands[seat]:
            captions = [t("examples-new_card", lang) if c in new else " " for c in s.hands[seat]]
            parts.append(cards_html(s.hands[seat], lang, width=64, captions=captions))
    if rules.teams:
        teams = (t("examples-team_points", lang, n=i + 1, points=step.facts[f"team_score_{i}"]) for i in range(2))
        parts.append(caption_html(" · ".join(teams)))
    return f'{TABLE_STYLE}<div class="brisca-scene">{"".join(parts)}</div>'


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
