"""The step viewer the worked examples and the review of a practice deal share: first,
previous, next and last (with the keyboard: Home, ←, →, End), where the learner is with a
slider to go to any step, the step read from the URL strictly, and the table at a step as
one piece of HTML."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from ..core.outside import InputError, whole_number
from ..core.state import AUCTION, NAMING, GameState, side_points
from ..core.view import public_view
from ..teach.table.auction_board import auction_lines
from ..text import suit_name, t
from .cards_view import cards_html
from .content import markdown_html
from .grids import caption_html, figures_html

# (name, icon, key): the keys Streamlit binds to each button, so the arrows step through
MOVES = (("first", ":material/first_page:", "Home"), ("prev", ":material/chevron_left:", "Left"),
         ("next", ":material/chevron_right:", "Right"), ("last", ":material/last_page:", "End"))


def read_step(value: object, count: int) -> int | None:
    """The step a URL's value names (0 when it names none), or ``None`` if it is not one of
    the ``count`` steps: a tampered link, told by the caller, whose value is never shown."""
    if value is None:
        return 0
    try:
        return whole_number(value, 0, count - 1, "step")
    except InputError:
        return None


def scroll_to(key: str, where: int = 0) -> None:
    """Scrolls the page to the element of ``key`` (a container's), once it is drawn: a link to
    a step opens where the step is, not at the page's top. ``where`` (the step) is written into
    the script: the browser keeps an element drawn again the same in the same place, so a
    script the same as the last one would not run again. While what lies above it is still
    being drawn (a chart drawn afresh moves it), it is kept there until it has stood still for
    half a second (four at most), unless the learner scrolls meanwhile."""
    st.html(f"""<script>(() => {{  // to {where:d}
  let tries = 0, checks = 0, still = 0, top = null;
  const stop = () => {{ checks = 99; }};
  const keep = el => {{
    const now = el.getBoundingClientRect().top;
    still = top !== null && Math.abs(now - top) <= 1 ? still + 1 : 0;
    if (!still && top !== null) el.scrollIntoView({{block: "start"}});
    top = el.getBoundingClientRect().top;
    if (still < 7 && ++checks < 50) setTimeout(() => keep(el), 75);
  }};
  const go = () => {{
    const el = document.querySelector(".st-key-{key}");
    if (el) {{
      el.style.scrollMarginTop = "4rem";  // below Streamlit's header, which lies over the page's top
      el.scrollIntoView({{block: "start"}});
      for (const e of ["wheel", "touchmove", "keydown"]) {{
        window.addEventListener(e, stop, {{once: true, passive: true}});
      }}
      keep(el);
    }}
    else if (++tries < 60) setTimeout(go, 50);
  }};
  go();
}})();</script>""", unsafe_allow_javascript=True, width="content")


def step_controls(prefix: str, index: int, count: int, go: Callable[[int], None], lang: str) -> None:
    """The buttons to move through ``count`` steps from ``index``; ``go(target)`` moves. The
    buttons' keys are ``<prefix>_first`` and so on; the keyboard presses them too."""
    targets = {"first": 0, "prev": index - 1, "next": index + 1, "last": count - 1}
    with st.container(horizontal=True):  # one row that wraps, where columns stack four rows on a phone
        for name, icon, key in MOVES:
            if name == "next":
                _step_picker(prefix, index, count, go, lang)
            target = targets[name]
            st.button(t(f"examples-{name}", lang), key=f"{prefix}_{name}", icon=icon, on_click=go, args=(target,),
                      disabled=target == index or not 0 <= target < count, width="stretch", shortcut=key)


def _step_picker(prefix: str, index: int, count: int, go: Callable[[int], None], lang: str) -> None:
    """Where the learner is ("Step 5 of 41"), opening a slider to go to any step. The browser
    draws a popover's content only once it is opened, so the slider's code loads then, not
    on a first visit (0.09 of a bare page's time, measured with scripts/bench_browser.py)."""
    slider = f"{prefix}_slider"
    if count < 2:  # a deal resigned before its first move: nowhere else to go
        st.caption(t("examples-step_of", lang, step=index + 1, count=count))
        return

    def moved() -> None:
        go(int(st.session_state[slider]) - 1)

    with st.popover(t("examples-step_of", lang, step=index + 1, count=count), key=f"{prefix}_step_picker",
                    width="stretch"):
        st.session_state[slider] = index + 1
        st.slider(t("examples-go_to", lang), 1, count, key=slider, on_change=moved, width=320)


TABLE_STYLE = """<style>
.brisca-scene-top { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0.5rem 2.5rem; }
.brisca-scene p { margin: 1rem 0 0.2rem; }
.brisca-scene .brisca-caption { font-size: 0.875rem; opacity: 0.65; }
.brisca-scene-top .brisca-caption { margin: 0 0 0.3rem; }
.brisca-scene .brisca-stock .brisca-cards { gap: 0.25rem; }
</style>"""


def _last_card_html(s: GameState, lang: str) -> str:
    """The card under the stock: the turned-up card that sets the trump; under Subastada the
    deck's last card, which sets nothing (``Rules.last_card``); under chiamata none, the whole
    deck being dealt. Once drawn, who drew it is said instead."""
    if s.turned_up is None:
        return ""
    if s.turned_up_taker is not None:
        return caption_html(t("examples-turned_up_taken" if not s.rules.bidding else "examples-last_card_taken",
                              lang, card=s.turned_up))
    key = "examples-last_card" if s.rules.bidding else "examples-turned_up"
    return cards_html([s.turned_up], lang, width=80, captions=[t(key, lang, hidden=s.rules.last_card)])


def deal_table_html(s: GameState, before: GameState | None, names: list[str], lang: str,
                    trick_caption: str | None = None, stock_face_up: bool = False,
                    side_names: list[str] | None = None, hands: bool = True, named=None,
                    me: int | None = None) -> str:
    """The table at a step as one piece of HTML: the turned-up card, the stock (counted, or
    ``stock_face_up``: its cards in the order they will be drawn), the trick being played (or
    the one just taken, under ``trick_caption``), then every seat's name, points and hand, new
    cards marked (without ``hands``, none: the hands of a deal watched, not played), and with
    teams each side's points; the auction's sentences name the seats as ``named`` does
    (``text.seat_name``) and speak to ``me`` as "you". One element to draw, where columns of
    pictures made a first visit slower."""
    rules = s.rules
    turned = _last_card_html(s, lang)
    shown, caption = s.trick, t("examples-on_table", lang)
    if before is not None and len(s.tricks) > len(before.tricks):
        shown, caption = s.tricks[-1].cards, trick_caption or caption
    trick = f"<div>{caption_html(caption)}{cards_html(shown, lang, width=70)}</div>" if shown else ""
    # under chiamata the whole deck is dealt: no stock to count (as the board draws none)
    stock = "" if rules.called else f"<div>{figures_html([(t('examples-stock', lang), len(s.stock))])}</div>"
    if stock_face_up and s.stock:
        stock = (f'<div class="brisca-stock">{caption_html(t("steps-stock_order", lang, n=len(s.stock)))}'
                 f"{cards_html(s.stock, lang, width=38)}</div>")
    middle = trick + stock if stock_face_up else stock + trick  # a long row of cards goes last
    parts = [f'<div class="brisca-scene-top">{f"<div>{turned}</div>" if turned else ""}{middle}</div>']
    if rules.bidding:  # the bids so far, the contract or the card called, as the board says them
        said = auction_lines(public_view(s), lang, names, named, me)
        if s.trump_suit is not None and s.phase not in (AUCTION, NAMING):  # none is chosen before
            said.append(t("examples-trump", lang, suit=suit_name(s.trump_suit, lang)))
        parts += [markdown_html(line) for line in said]
    for seat in range(rules.players):
        team = f" · {t('team-name', lang, n=rules.side_of(seat) + 1)}" if rules.teams and not side_names else ""
        new = set(s.hands[seat]) - set(before.hands[seat]) if before is not None else set()
        parts.append(markdown_html(t("examples-seat_line", lang, name=names[seat], team=team, points=s.points[seat])))
        if hands and s.hands[seat]:
            captions = [t("examples-new_card", lang) if c in new else " " for c in s.hands[seat]]
            parts.append(cards_html(s.hands[seat], lang, width=64, captions=captions))
    if rules.teams:
        points = side_points(s)
        sides = (t("steps-side_points", lang, side=side_names[i], points=p) if side_names else
                 t("examples-team_points", lang, n=i + 1, points=p) for i, p in enumerate(points))
        parts.append(caption_html(" · ".join(sides)))
    return f'{TABLE_STYLE}<div class="brisca-scene">{"".join(parts)}</div>'
