"""The trick resolver page: build a trick by clicking cards and read who wins and why.

The trick lives in the URL (``table``, ``trump``, ``leader``, ``cards``), so it can be
shared and survives a reload; widgets change it only through callbacks.
"""

from __future__ import annotations

import random

import streamlit as st

from ..core.cards import SUITS, parse_card
from ..core.rules import deck_cards
from ..teach.resolver import TABLES, Setup, analyse, random_setup, read_setup, to_params
from ..text import Named, card_name, explain_trick, join, seat_name, suit_name, t
from .card_svg import card_svg
from .cards_view import show_card
from .frame import set_params

POS_KEY = "rv_position"  # which position the next picked card goes to


def _setup() -> Setup:
    setup, _ = read_setup(st.query_params)
    return setup


def _write(setup: Setup) -> None:
    set_params(to_params(setup))


def _pick(code: str) -> None:
    setup = _setup()
    position = st.session_state.get(POS_KEY)
    position = len(setup.cards) if position is None else position
    _write(setup.with_card(position, parse_card(code)))
    st.session_state[POS_KEY] = None


def _target(position: int) -> None:
    st.session_state[POS_KEY] = position


def _remove_from(position: int) -> None:
    _write(_setup().without_from(position))
    st.session_state[POS_KEY] = None


def _change_table() -> None:
    _write(_setup().at_table(st.session_state["rv_table"]))
    st.session_state[POS_KEY] = None


def _change_trump() -> None:
    old = _setup()
    choice = st.session_state["rv_trump"]
    if choice in SUITS:
        _write(Setup(old.table, choice, None, old.leader, old.cards))
    else:
        card = parse_card(choice)
        _write(Setup(old.table, card.suit, card, old.leader, tuple(c for c in old.cards if c is not card)))


def _change_leader() -> None:
    old = _setup()
    _write(Setup(old.table, old.trump, old.turned_up, int(st.session_state["rv_leader"]), old.cards))


def _random() -> None:
    _write(random_setup(random.SystemRandom(), _setup().table))
    st.session_state[POS_KEY] = None


def _clear() -> None:
    old = _setup()
    _write(Setup(old.table, old.trump, old.turned_up, old.leader, ()))
    st.session_state[POS_KEY] = None


def _seat_label(setup: Setup, seat: int, lang: str) -> Named:
    """A seat as a person, with its team at tables with teams ("Jugador 2 · Equipo 2")."""
    who = seat_name(seat, lang)
    if not setup.rules.teams:
        return who
    return Named(f"{who.name} · {t('team-name', lang, n=setup.rules.side_of(seat) + 1)}", who.gender)


def _controls(setup: Setup, lang: str) -> None:
    st.session_state["rv_table"] = setup.table
    st.session_state["rv_trump"] = setup.turned_up.code if setup.turned_up else setup.trump
    st.session_state["rv_leader"] = setup.leader
    cols = st.columns(3)
    cols[0].selectbox(t("resolver-table", lang), list(TABLES), key="rv_table", on_change=_change_table,
                      format_func=lambda k: t(f"resolver-table-{k}", lang, deck=TABLES[k].deck))
    turned = [c.code for c in deck_cards(setup.rules) if c not in setup.cards]
    cols[1].selectbox(t("resolver-trump", lang), list(SUITS) + turned, key="rv_trump", on_change=_change_trump,
                      format_func=lambda v: (t("resolver-trump_suit", lang, suit=suit_name(v, lang)) if v in SUITS
                                             else t("resolver-trump_card", lang, card=card_name(parse_card(v), lang))))
    cols[2].selectbox(t("resolver-leader", lang), list(range(setup.players)), key="rv_leader",
                      on_change=_change_leader, format_func=lambda s: _seat_label(setup, s, lang).name)


def _trick_row(setup: Setup, lang: str) -> None:
    target = st.session_state.get(POS_KEY)
    target = len(setup.cards) if target is None else target
    cols = st.columns(setup.players)
    for position, col in enumerate(cols):
        seat = setup.seat_of(position)
        with col:
            st.caption(f"{position + 1}. {_seat_label(setup, seat, lang).name}")
            if position < len(setup.cards):
                show_card(setup.cards[position], lang, width=90)
                b1, b2 = st.columns(2)
                b1.button("✎", key=f"rv_edit_{position}", on_click=_target, args=(position,),
                          help=t("resolver-change", lang), type="primary" if target == position else "secondary")
                b2.button("✕", key=f"rv_del_{position}", on_click=_remove_from, args=(position,),
                          help=t("resolver-remove", lang))
            elif position == len(setup.cards):
                st.info(t("resolver-pick_below", lang))


def _picker(setup: Setup, lang: str) -> None:
    free = set(setup.available())
    for suit in SUITS:
        cards = [c for c in deck_cards(setup.rules) if c.suit == suit]
        st.markdown(f"**{suit_name(suit, lang).capitalize()}**")
        cols = st.columns(len(cards))
        for col, card in zip(cols, cards, strict=True):
            with col:
                st.image(card_svg(card), width=56, alt=card_name(card, lang))
                st.button(str(card.rank), key=f"rv_pick_{card.code}", on_click=_pick, args=(card.code,),
                          disabled=card not in free or setup.complete and st.session_state.get(POS_KEY) is None,
                          help=card_name(card, lang), use_container_width=True)


def _names(outcomes, lang: str) -> str:
    return join([t("resolver-option", lang, card=o.card, points=o.points) for o in outcomes], lang)


def _analysis(setup: Setup, lang: str) -> None:
    a = analyse(setup)
    if a.result is None:
        st.info(t("resolver-empty", lang, seat=seat_name(setup.leader, lang)))
        return
    winner = _seat_label(setup, a.winning_seat, lang)
    key = "resolver-winner" if setup.complete else "resolver-winning"
    st.success(t(key, lang, card=a.result.card, seat=winner, points=a.result.points))
    for line in explain_trick(a.result, lang, complete=setup.complete):
        st.markdown(line)
    if a.next_seat is not None:
        st.subheader(t("resolver-what_beats", lang, seat=_seat_label(setup, a.next_seat, lang)))
        if a.partner_winning:
            st.info(t("resolver-partner_winning", lang))
        st.markdown(t("resolver-would_take", lang, n=len(a.takes), cards=_names(a.takes, lang)))
        st.markdown(t("resolver-would_lose", lang, n=len(a.loses), cards=_names(a.loses, lang)))


def resolver_widget(lang: str) -> None:
    st.title(t("resolver-title", lang))
    st.caption(t("resolver-intro", lang))
    setup, problems = read_setup(st.query_params)
    for problem in problems:
        st.error(t(f"resolver-problem-{problem.code}", lang, **problem.facts))
    if problems:
        _write(setup)
    _controls(setup, lang)
    b1, b2, _ = st.columns([1, 1, 4])
    b1.button(t("resolver-random", lang), on_click=_random, key="rv_random", icon=":material/casino:")
    b2.button(t("resolver-clear", lang), on_click=_clear, key="rv_clear", icon=":material/delete:")
    _trick_row(setup, lang)
    _analysis(setup, lang)
    with st.expander(t("resolver-deck", lang), expanded=not setup.complete):
        _picker(setup, lang)
