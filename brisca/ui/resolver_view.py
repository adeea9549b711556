"""The trick resolver page: build a trick by clicking cards and read who wins and why.

The trick lives in the URL (``table``, ``trump``, ``leader``, ``cards``), so it can be
shared and survives a reload. It is drawn on the card table (click a card of the trick to
change it, ✕ to remove it and those after it), and cards are picked a suit at a time from
Streamlit's own buttons, by name; both sit in a fragment, so a click reruns them and the
analysis, not the page.

The empty trick, which is what a first visit shows, needs no custom component: the table
is mounted with the first card. Streamlit loads its components' runtime (and the Arrow
bundles that come with it) with the first component on a page, which made the resolver's
first visit the slowest of the app's pages; now the first pick pays it, once.
"""

from __future__ import annotations

import random

import streamlit as st

from ..core.cards import SUITS, deck_cards, parse_card
from ..teach.lessons.resolver import (
    TABLES,
    Setup,
    analyse,
    random_setup,
    read_setup,
    setup_key,
    to_params,
    trick_board_data,
)
from ..text import (
    Named,
    card_name,
    explain_trick,
    join,
    rank_name,
    seat_label,
    seat_name,
    suit_name,
    t,
    tell,
)
from .card_picker import card_picker, taken
from .components import board, clicked
from .frame import set_params
from .guard import page_guard

TARGET = "rv_position"  # which position the next picked card goes to
BOARD = "rv_board"
SUIT, PICK = "rv_suit", "rv_pick"  # the picker: the suit shown, the card chosen
SETTINGS = "rv_settings"  # the settings' popover: open or not


def _setup() -> Setup:
    return read_setup(st.query_params)[0]


def _write(setup: Setup) -> None:
    set_params(to_params(setup))


def _target(setup: Setup) -> int:
    """The position the next picked card goes to: the one asked for, or the next to play."""
    position = st.session_state.get(TARGET)
    return len(setup.cards) if position is None else position


def _picked() -> None:
    """A card chosen in the picker goes to the trick (one no longer free changes nothing)."""
    card = taken(PICK)
    if card is None:
        return
    setup = _setup()
    _write(setup.with_card(_target(setup), card))
    st.session_state[TARGET] = None


def on_click(click: dict | None) -> None:
    """A click on the trick, applied if made for the trick in the URL."""
    setup = _setup()
    if click is None or click.get("version") != setup_key(setup) or not isinstance(click.get("action"), str):
        return
    kind, _, value = click["action"].partition(":")
    if kind in ("target", "remove") and value.isascii() and value.isdigit() and int(value) <= setup.players:
        if kind == "target":
            st.session_state[TARGET] = int(value) if int(value) < len(setup.cards) else None
        else:
            _write(setup.without_from(int(value)))
            st.session_state[TARGET] = None


def _keep_settings_open() -> None:
    """The settings stay open while the learner changes them: a change renames the popover (its
    label says the settings), and Streamlit takes a renamed popover for a new one, closed."""
    st.session_state[SETTINGS] = True


def _change_table() -> None:
    _keep_settings_open()
    _write(_setup().at_table(st.session_state["rv_table"]))
    st.session_state[TARGET] = None


def _change_trump() -> None:
    _keep_settings_open()
    old = _setup()
    choice = st.session_state["rv_trump"]
    if choice in SUITS:
        _write(Setup(old.table, choice, None, old.leader, old.cards))
    else:
        card = parse_card(choice)
        _write(Setup(old.table, card.suit, card, old.leader, tuple(c for c in old.cards if c is not card)))


def _change_leader() -> None:
    _keep_settings_open()
    old = _setup()
    _write(Setup(old.table, old.trump, old.turned_up, int(st.session_state["rv_leader"]), old.cards))


def _random() -> None:
    """A random trick at this table; the settings close on it, so the trick shows."""
    _write(random_setup(random.SystemRandom(), _setup().table))
    st.session_state[TARGET] = None
    st.session_state[SETTINGS] = False


def _clear() -> None:
    """The trick emptied at the same table, trump and leader; the settings close on it, so the
    invitation to pick the first card shows."""
    old = _setup()
    _write(Setup(old.table, old.trump, old.turned_up, old.leader, ()))
    st.session_state[TARGET] = None
    st.session_state[SETTINGS] = False


def _seat_in_text(setup: Setup, seat: int, lang: str) -> Named:
    """A seat in running text, with its team at tables with teams ("del jugador 3 (equipo 1)")."""
    who = seat_name(seat, lang)
    if not setup.rules.teams:
        return who
    return Named(t("seat-with_team", lang, seat=who, team=setup.rules.side_of(seat) + 1), who.gender, who.article)


def _seat_label(setup: Setup, seat: int, lang: str) -> str:
    """A seat as a label, with its team at tables with teams ("Jugador 2 · Equipo 2")."""
    who = seat_label(seat, lang)
    return f"{who} · {t('team-name', lang, n=setup.rules.side_of(seat) + 1)}" if setup.rules.teams else who


def _controls(setup: Setup, lang: str) -> None:
    st.session_state["rv_table"] = setup.table
    st.session_state["rv_trump"] = setup.turned_up.code if setup.turned_up else setup.trump
    st.session_state["rv_leader"] = setup.leader
    cols = st.columns(3)
    cols[0].selectbox(t("resolver-table", lang), list(TABLES), key="rv_table", on_change=_change_table,
                      format_func=lambda k: t(f"resolver-table-{k}", lang, deck=TABLES[k].deck))
    # chiamata turns no card up: its trump is the suit of the called card, chosen as a suit
    turned = [] if setup.rules.called else [c.code for c in deck_cards(setup.rules) if c not in setup.cards]
    cols[1].selectbox(t("resolver-trump", lang), list(SUITS) + turned, key="rv_trump", on_change=_change_trump,
                      format_func=lambda v: (t("resolver-trump_suit", lang, suit=suit_name(v, lang)) if v in SUITS
                                             else t("resolver-trump_card", lang, card=card_name(parse_card(v), lang))))
    cols[2].selectbox(t("resolver-leader", lang), list(range(setup.players)), key="rv_leader",
                      on_change=_change_leader, format_func=lambda s: _seat_label(setup, s, lang))


def _names(outcomes, lang: str) -> str:
    return join([t("resolver-option", lang, card=o.card, points=o.points) for o in outcomes], lang)


def _picker(setup: Setup, lang: str) -> None:
    """The free cards of one suit at a time, for the position to fill (``card_picker``)."""
    seat = seat_name((setup.leader + _target(setup)) % setup.players, lang)
    card_picker(setup.available(), setup.trump, lang, (SUIT, PICK),
                lambda suit: t("resolver-pick", lang, seat=seat, suit=suit_name(suit, lang)), _picked)


def _analysis(setup: Setup, lang: str) -> None:
    a = analyse(setup)
    winner = _seat_in_text(setup, a.winning_seat, lang)
    key = "resolver-winner" if setup.complete else "resolver-winning"
    st.success(t(key, lang, card=a.result.card, seat=winner, points=a.result.points))
    st.markdown(explanation_markdown(explain_trick(a.result, lang, complete=setup.complete)))
    if a.next_seat is not None:
        st.markdown(f"**{t('resolver-what_beats', lang, seat=_seat_in_text(setup, a.next_seat, lang))}**")
        if a.partner_winning:
            st.info(t("resolver-partner_winning", lang))
        st.markdown(would_take_text(a, lang))
        st.markdown(would_lose_text(a, lang))


def explanation_markdown(lines: list[str]) -> str:
    """The steps of a trick's explanation, which start with their number ("1. The ace of
    coins leads…"), as the numbered list they make, and its conclusion as a paragraph under
    it: one marker a line, the step's own number (a bullet before it drew two)."""
    *steps, conclusion = lines
    return "\n".join(steps) + "\n\n" + conclusion


def would_take_text(a, lang: str) -> str:
    """The next seat's cards that would take the lead; with none, a sentence saying so (not
    "(0 cards): —")."""
    if not a.takes:
        return t("resolver-would_take_none", lang, card=a.result.card)
    return t("resolver-would_take", lang, n=len(a.takes), cards=_names(a.takes, lang))


def would_lose_text(a, lang: str) -> str:
    if not a.loses:
        return t("resolver-would_lose_none", lang)
    return t("resolver-would_lose", lang, n=len(a.loses), cards=_names(a.loses, lang))


@st.fragment
def _board(lang: str) -> None:
    """The trick on the table, the picker and the analysis: a click reruns these only. An
    empty trick has no table yet, only the invitation to pick the first card."""
    with page_guard(lang):  # a fragment's rerun runs outside the page's own guard
        setup = _setup()
        target = st.session_state.get(TARGET)
        if not setup.cards:
            st.info(t("resolver-empty", lang, seat=seat_name(setup.leader, lang)))
        else:
            board(trick_board_data(setup, analyse(setup), lang, target), key=BOARD,
                  on_action=lambda: on_click(clicked(BOARD)))
        if not setup.complete or target is not None:
            _picker(setup, lang)
        if setup.cards:
            _analysis(setup, lang)


def resolver_widget(lang: str) -> None:
    st.title(t("resolver-title", lang))
    st.caption(t("resolver-intro", lang))
    setup, problems = read_setup(st.query_params)
    for problem in problems:
        st.warning(problem_text(problem, setup, lang))
    if problems:
        _write(setup)  # what was kept: the link now says the trick shown
    # Its widgets are drawn only while it is open: a first visit loads none of them.
    settings = st.popover(settings_summary(setup, lang), icon=":material/tune:", width="stretch", key=SETTINGS,
                          on_change="rerun")
    if settings.open:
        with settings:
            _settings(setup, lang)
    _board(lang)


def problem_text(problem, setup: Setup, lang: str) -> str:
    """What a link got wrong, what was dropped for it and what stands instead."""
    facts = dict(problem.facts)
    if problem.code == "bad_leader":
        facts["seat"] = _seat_in_text(setup, setup.leader, lang)
    return tell(f"resolver-problem-{problem.code}", facts, lang)


def settings_summary(setup: Setup, lang: str) -> str:
    """The settings in one line, the popover's label: the table, the trump (said to be the
    trump, with the turned-up card if there is one) and who leads."""
    if setup.turned_up:
        trump = t("resolver-summary-trump_card", lang, suit=suit_name(setup.trump, lang), card=setup.turned_up,
                  rank=rank_name(setup.turned_up.rank, lang))
    else:
        trump = t("resolver-summary-trump_suit", lang, suit=suit_name(setup.trump, lang))
    return t("resolver-settings", lang, table=t(f"resolver-table-{setup.table}", lang, deck=setup.rules.deck),
             trump=trump, leader=_seat_in_text(setup, setup.leader, lang))


def _settings(setup: Setup, lang: str) -> None:
    """The table, the trump and the leader, and a random or an empty trick."""
    _controls(setup, lang)
    b1, b2 = st.columns(2)
    b1.button(t("resolver-random", lang), on_click=_random, key="rv_random", icon=":material/casino:", width="stretch")
    b2.button(t("resolver-clear", lang), on_click=_clear, key="rv_clear", icon=":material/delete:", width="stretch")
