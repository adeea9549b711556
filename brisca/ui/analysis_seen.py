"""The analysis board's editors for what the seat to move saw of the others: the cards known to
be in another hand (an exchange seen, the turned-up card drawn) and the signals seen at a table
with señas. Each edit writes the position to the link; ``problems`` then judges it as it judges
a link's, a wrong one said in the learner's language while the editors stay to fix it.

The signals offered are only the table's own (``position_signals.sign_choices``): its signs,
the seats whose signs the seat to move sees, the tricks its timing allows so far.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import streamlit as st

from ..core.cards import Card
from ..core.signals import gesture
from ..teach.lessons.analysis import Position
from ..teach.lessons.position_signals import sign_choices
from ..text import capitalized, seat_label, t, tell

KNOWN_SEAT = "an_known_seat"
SIGN_KEYS = ("an_sig_seat", "an_sig_sign", "an_sig_trick")
Link = tuple[Callable[[], Position], Callable[[Position], None]]  # the position read from, written to the URL


def with_known(p: Position, seat: int, card: Card) -> Position:
    """``p`` with ``card`` known to be in ``seat``'s hand (and nowhere else it was known)."""
    known = {s: tuple(c for c in cs if c != card) for s, cs in p.known}
    known[seat] = known.get(seat, ()) + (card,)
    return replace(p, known=tuple(sorted((s, cs) for s, cs in known.items() if cs)))


def known_seat(p: Position) -> int | None:
    """The hand a card picked for another hand goes to (the learner's choice, kept while it
    is another seat's)."""
    seat = st.session_state.get(KNOWN_SEAT)
    return seat if isinstance(seat, int) and 0 <= seat < p.players and seat != p.seat else None


def known_seat_select(p: Position, lang: str) -> None:
    """Whose hand the next card picked is seen in."""
    seats = [s for s in range(p.players) if s != p.seat]
    if st.session_state.get(KNOWN_SEAT) not in seats:
        st.session_state[KNOWN_SEAT] = seats[0]
    st.selectbox(t("analysis-known-seat", lang), seats, key=KNOWN_SEAT, format_func=lambda s: seat_label(s, lang))


def known_lists(p: Position, lang: str, link: Link) -> None:
    """Each other hand's cards known, one list a seat; a tap on one takes it away. ``link``:
    the page's reading and writing of the position in its link (a callback reads it again)."""
    for seat, cards in p.known:
        key = f"an_known_{seat}"
        st.session_state[key] = None
        st.pills(t("analysis-known-of", lang, n=seat + 1), [c.code for c in cards], key=key,
                 on_change=_forget, args=(key, seat, link),
                 format_func=lambda code: tell("card-in-list", {"card": Card.parse(code)}, lang))


def _forget(key: str, seat: int, link: Link) -> None:
    read, write = link
    p, code = read(), st.session_state.get(key)
    known = tuple((s, tuple(c for c in cs if s != seat or c.code != code)) for s, cs in p.known)
    write(replace(p, known=tuple((s, cs) for s, cs in known if cs)))


def signals_editor(p: Position, lang: str, link: Link) -> None:
    """At a table with señas: the signals seen, each removable, and a sign to add (who made
    it, which sign, in which trick)."""
    seats, signs, tricks = sign_choices(p)
    if not signs:
        return
    st.markdown(f"**{t('analysis-signals-seen', lang)}**")
    table = p.rules.signals
    if p.signals:
        st.session_state["an_sig_list"] = None
        st.pills(t("analysis-remove", lang), [str(i) for i in range(len(p.signals))], key="an_sig_list",
                 on_change=_drop_signal, args=(link,), format_func=lambda i: _signal_label(p, int(i), lang),
                 label_visibility="collapsed")
    else:
        st.caption(t("analysis-signals-none", lang))
    for key, options in zip(SIGN_KEYS, (seats, signs, tricks), strict=True):
        if st.session_state.get(key) not in options:
            st.session_state[key] = options[0]
    cols = st.columns(3)
    cols[0].selectbox(t("analysis-signal-seat", lang), seats, key=SIGN_KEYS[0],
                      format_func=lambda s: seat_label(s, lang))
    cols[1].selectbox(t("analysis-signal-sign", lang), signs, key=SIGN_KEYS[1],
                      format_func=lambda sign: _sign_name(table, sign, lang))
    cols[2].selectbox(t("analysis-signal-trick", lang), tricks, key=SIGN_KEYS[2],
                      format_func=lambda k: t("analysis-signal-trick_n", lang, n=k + 1))
    st.button(t("analysis-signal-add", lang), key="an_sig_add", on_click=_add_signal, args=(link,),
              icon=":material/add:")


def _sign_name(table: str, sign: str, lang: str) -> str:
    return t("analysis-sign-option", lang, gesture=capitalized(t(f"gesture-{gesture(table, sign)}", lang)),
             sign=t(f"sign-{sign}", lang))


def _signal_label(p: Position, i: int, lang: str) -> str:
    seat, sign, trick = p.signals[i]
    return t("analysis-signal-in-list", lang, seat=seat_label(seat, lang), n=trick + 1,
             sign=t(f"sign-{sign}", lang))


def _add_signal(link: Link) -> None:
    read, write = link
    p = read()
    seat, sign, trick = (st.session_state.get(k) for k in SIGN_KEYS)
    seats, signs, tricks = sign_choices(p)
    if seat in seats and sign in signs and trick in tricks:  # a stale or forged value adds nothing
        write(replace(p, signals=p.signals + ((seat, sign, trick),)))


def _drop_signal(link: Link) -> None:
    read, write = link
    p, picked = read(), st.session_state.get("an_sig_list")
    if isinstance(picked, str) and picked.isdigit() and int(picked) < len(p.signals):
        write(replace(p, signals=p.signals[:int(picked)] + p.signals[int(picked) + 1:]))
