"""The analysis board's page: set up a position with the resolver's card picker, and read the
coach's price of every legal move, the best marked, with its reasons.

The position lives in the URL (``pos``: ``Position.code``), so a position is a link; a link's
text is read keeping what is right (``read_position``), each part dropped said, and a
position that cannot happen is refused with what is wrong, while the picker stays to fix it.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from urllib.parse import urlencode, urlsplit, urlunsplit

import pandas as pd
import streamlit as st

from ..core.cards import Card, deck_cards
from ..core.errors import BriscaError
from ..core.outside import whole_number
from ..core.rules import PRESET_LIST
from ..core.state import GameState
from ..core.view import View, observe
from ..teach.lessons.analysis import Analysis, Position, analyse, kept_at, position_of, problems, read_position
from ..teach.table.access import Caller, FriendsError
from ..teach.table.decisions import PracticeError
from ..teach.table.flow import load
from ..text import action_name, label_text, preset_name, reason_text, seat_label, signal_text, suit_name, t, tell
from .analysis_seen import known_lists, known_seat, known_seat_select, signals_editor, with_known
from .card_picker import card_picker, taken
from .frame import set_params
from .grids import html_grid
from .guard import page_guard
from .progress_view import caller

PLACES = ("hand", "trick", "played", "up", "known")  # where a picked card goes
SOURCE = ("game", "deal", "ply")  # a link from a game's review: the step whose kept values to read
WHERE, SUIT, PICK = "an_where", "an_suit", "an_pick"
# five is played as the four of a deal; Briscola chiamata (its auction, its hidden partner) is not offered
TABLES = [p for p in PRESET_LIST if not p.rules.seating.rests and p.rules.partner != "called"]


def start_position(rules=None) -> Position:
    """An empty board at the start of a deal: no card placed, the stock full."""
    rules = rules or TABLES[0].rules
    empty = Position(rules)
    return replace(empty, stock=max(0, empty.hand_sizes()[1] - 1))


def _position() -> Position:
    text = st.query_params.get("pos")
    return read_position(text)[0] if text else start_position()


def _write(position: Position) -> None:
    set_params({"pos": position.code})


def _with_stock(position: Position) -> Position:
    """The stock set to what the tricks played leave (the learner may still change it)."""
    return replace(position, stock=max(0, position.hand_sizes()[1] - 1))


def placed(position: Position) -> set[Card]:
    """Every card the position puts somewhere (the turned-up card included)."""
    cards = set(position.hand) | set(position.tricks) | set(position.trick)
    cards |= {c for _, cs in position.known for c in cs}
    return cards | ({position.turned_up} if position.turned_up is not None else set())


def _put() -> None:
    """A picked card goes where the learner chose; played cards set the stock's count."""
    card = taken(PICK)
    p = _position()
    if card is None or card in placed(p):
        return
    where = st.session_state.get(WHERE) or "hand"
    if where == "up":
        _write(replace(p, turned_up=card))
    elif where == "played":
        _write(_with_stock(replace(p, tricks=p.tricks + (card,))))
    elif where == "known":
        seat = known_seat(p)
        if seat is not None:
            _write(with_known(p, seat, card))
    else:
        _write(replace(p, **{where: getattr(p, where) + (card,)}))


def _remove(place: str) -> None:
    """A card tapped in one of the lists leaves it (the cards played after it stay)."""
    code = st.session_state.get(f"an_list_{place}")
    p = _position()
    kept = tuple(c for c in getattr(p, place) if c.code != code)
    _write(_with_stock(replace(p, tricks=kept)) if place == "tricks" else replace(p, **{place: kept}))


def _remove_up() -> None:
    _write(replace(_position(), turned_up=None))


def _change_table() -> None:
    rules = next(p.rules for p in TABLES if p.name == st.session_state["an_table"])
    _write(start_position(rules))


def _change_first() -> None:
    _write(replace(_position(), first=int(st.session_state["an_first"])))


def _change_stock() -> None:
    _write(replace(_position(), stock=int(st.session_state["an_stock"])))


def _change_holder() -> None:
    """Who drew the turned-up card, once the stock is gone: it is known to be in that hand."""
    p = _position()
    holder = st.session_state["an_holder"]
    known = tuple((s, cs) for s, cs in p.known if p.turned_up not in cs)
    if holder is not None:
        others = dict(known)
        others[holder] = others.get(holder, ()) + (p.turned_up,)
        known = tuple(sorted(others.items()))
    _write(replace(p, known=known))


def _clear() -> None:
    _write(start_position(_position().rules))


def _settings(p: Position, lang: str) -> None:
    name = next((t.name for t in TABLES if t.rules == p.rules), None)
    cols = st.columns(3)
    if name is not None:
        st.session_state["an_table"] = name
        cols[0].selectbox(t("analysis-table", lang), [x.name for x in TABLES], key="an_table",
                          on_change=_change_table, format_func=lambda k: preset_name(
                              next(x for x in TABLES if x.name == k), lang))
    st.session_state["an_first"] = p.first
    cols[1].selectbox(t("analysis-first", lang), list(range(p.players)), key="an_first", on_change=_change_first,
                      format_func=lambda s: seat_label(s, lang))
    st.session_state["an_stock"] = p.stock
    cols[2].number_input(t("analysis-stock", lang), 0, p.rules.deck, key="an_stock", step=1,
                         on_change=_change_stock)


def _lists(p: Position, lang: str) -> None:
    """The cards placed, in four lists; a tap on one takes it away."""
    st.caption(t("analysis-remove", lang))
    for place, key in (("hand", "hand"), ("trick", "trick"), ("tricks", "played")):
        cards = getattr(p, place)
        label = t(f"analysis-where-{key}", lang)
        if cards:
            st.session_state[f"an_list_{place}"] = None
            st.pills(label, [c.code for c in cards], key=f"an_list_{place}", on_change=_remove, args=(place,),
                     format_func=lambda code: tell("card-in-list", {"card": Card.parse(code)}, lang))
        else:
            st.markdown(f"**{label}**: {t('analysis-none', lang)}")
    up_label = t("analysis-where-up", lang)
    if p.turned_up is not None:
        st.session_state["an_list_up"] = None
        st.pills(up_label, [p.turned_up.code], key="an_list_up", on_change=_remove_up,
                 format_func=lambda code: tell("card-in-list", {"card": Card.parse(code)}, lang))
    else:
        st.markdown(f"**{up_label}**: {t('analysis-up_none', lang)}")


def _holder(p: Position, lang: str) -> None:
    """Once the stock is gone the turned-up card is in someone's hand: the learner says whose."""
    if p.turned_up is None or p.stock or p.turned_up in set(p.hand) | set(p.tricks) | set(p.trick):
        return
    seats = [None] + [s for s in range(p.players) if s != p.seat]
    st.session_state["an_holder"] = next((s for s, cs in p.known if p.turned_up in cs), None)
    st.selectbox(t("analysis-holder", lang), seats, key="an_holder", on_change=_change_holder,
                 format_func=lambda s: t("analysis-holder-none", lang) if s is None else seat_label(s, lang))


def _picker(p: Position, lang: str) -> None:
    where = st.segmented_control(t("analysis-where", lang), PLACES, key=WHERE, default="hand", required=True,
                                 format_func=lambda k: t(f"analysis-where-{k}", lang))
    if where == "known":
        known_seat_select(p, lang)
    free = [c for c in deck_cards(p.rules) if c not in placed(p)]
    trump = p.turned_up.suit if p.turned_up is not None else None
    label = lambda suit: t("analysis-pick", lang, suit=suit_name(suit, lang))  # noqa: E731
    card_picker(free, trump, lang, (SUIT, PICK), label, _put)


@lru_cache(maxsize=64)
def analysed(code: str, caller: Caller | None = None, game_id: str | None = None, version: int = 0, deal: int = 0,
             ply: int = 0) -> Analysis:
    """The coach's prices of a position (a pure function of its text, and of the game version
    whose kept values it reads, if any, for a caller the one rule lets read them: kept for
    reruns)."""
    position = Position.parse(code)
    kept = kept_at(load(game_id), deal, ply, position, caller) if game_id is not None else None
    return analyse(position, kept=kept)


def _source(p: Position, lang: str) -> tuple:
    """The game step a link opened this position from (``game``, ``deal``, ``ply``), as
    ``analysed``'s arguments after the position's, when the one rule of who may see a game lets
    this browser read the coach's notes there (``access.kept_deal``: a practice game of its own,
    a deal over) and the coach kept values for this very position: the board then reads the
    values the hint and the review read. A friends' table, another learner's game, a deal still
    played or a link that names nothing readable is said, nothing of that game is shown, and the
    coach's own values are."""
    game_id = st.query_params.get(SOURCE[0])
    if game_id is None:
        return ()
    me = caller()
    try:
        deal = whole_number(st.query_params.get(SOURCE[1], "0"), 0, 10**4, "deal")
        ply = whole_number(st.query_params.get(SOURCE[2]), 0, 10**4, "ply")
        game = load(game_id)
        kept = kept_at(game, deal, ply, p, me)
    except (FriendsError, PracticeError) as e:  # refused by the one rule: no note, no step of it read
        st.warning(t("analysis-kept_refused", lang, why=e.code))
        return ()
    except BriscaError:
        kept = None
    if kept is None:
        st.warning(t("analysis-kept_unread", lang))
        return ()
    return me, game_id, game.version, deal, ply


def moves_grid(a: Analysis, lang: str) -> pd.DataFrame:
    """One row a move, best first: the move (the best said so), its label, the side's mean
    margin at the end, its chance to win, and the idea it would break."""
    rows = []
    for i, m in enumerate(a.moves):
        e = m.eval
        name = action_name(e.move, lang)
        points = round(abs(e.margin))
        ahead = "level" if points == 0 else "ahead" if e.margin > 0 else "behind"
        why = a.why if i == 0 else m.main
        rows.append({t("analysis-col-move", lang): t("analysis-best", lang, move=name) if i == 0 else name,
                     t("analysis-col-label", lang): label_text(e.label, e.uncertain, lang),
                     t("analysis-col-margin", lang): t("analysis-margin", lang, ahead=ahead, points=points),
                     t("analysis-col-win", lang): t("analysis-win", lang, win=round(100 * e.win)),
                     t("analysis-col-why", lang): " ".join(reason_text(r, lang) for r in why[:2])
                     or ("" if i == 0 else t("analysis-no_reason", lang))})
    return pd.DataFrame(rows)


def link_of(position: Position, lang: str) -> str:
    """A whole link to the board at this position (the page's own address, its query replaced)."""
    here = urlsplit(st.context.url or "")
    base = urlunsplit((here.scheme, here.netloc, "/analysis", "", "")) if here.netloc else "/analysis"
    return f"{base}?{urlencode({'lang': lang, 'pos': position.code})}"


def _analysis(p: Position, lang: str) -> None:
    wrong = problems(p)
    if not p.hand and p.turned_up is None:  # nothing set up yet: an invitation, not a refusal
        st.info(t("analysis-start", lang))
        return
    if wrong:
        st.error("\n".join([t("analysis-refused", lang), *(f"- {tell(f'analysis-problem-{w.code}', w.facts, lang)}"
                                                           for w in wrong)]))
        return
    st.markdown(t("analysis-to_move", lang, n=p.seat + 1))
    if p.phase == "exchange":
        st.info(t("analysis-exchange_turn", lang))
    view = p.view()
    if view.signals:
        signs = [signal_text(p.rules.signals, m, lang) for m in view.signals]
        st.caption(t("analysis-signals", lang, signs=" ".join(signs)))
    a = analysed(p.code, *_source(p, lang))
    st.html(html_grid(moves_grid(a, lang), stack=True))
    if a.ranking is not None:
        st.caption(reason_text(a.ranking, lang))
    st.caption(t("analysis-budget", lang, exact="yes" if a.exact else "no", worlds=a.worlds))
    st.caption(t("analysis-share", lang))
    st.code(link_of(p, lang), language=None)


def analysis_widget(lang: str) -> None:
    st.title(t("nav-analysis", lang))
    st.caption(t("analysis-intro", lang))
    _board(lang)


@st.fragment
def _board(lang: str) -> None:
    """The prices and the set-up: a pick reruns this alone, not the page's frame and navigation.
    The prices stand above the set-up but are worked out after it is drawn, so the card picked
    is in its list at once and the prices of the new position follow."""
    with page_guard(lang):  # a fragment's rerun runs outside the page's own guard
        text = st.query_params.get("pos")
        p, wrong = read_position(text) if text else (start_position(), [])
        for w in wrong:
            st.warning(tell(f"analysis-read-{w.code}", w.facts, lang))
        if wrong:
            _write(p)  # what was kept: the link now says the position shown
        prices = st.container()  # the prices first: a link opened from a game is read before it is changed
        st.subheader(t("analysis-setup", lang))
        _settings(p, lang)
        _lists(p, lang)
        known_lists(p, lang, (_position, _write))
        _holder(p, lang)
        _picker(p, lang)
        signals_editor(p, lang, (_position, _write))
        st.button(t("analysis-clear", lang), on_click=_clear, key="an_clear", icon=":material/delete:")
        with prices:
            _analysis(p, lang)


def open_link(view: View, lang: str, source: tuple = ()) -> None:
    """One line: this seat's position opened in the analysis board (nothing when it is not the
    seat to move, or the position is one the board cannot take); ``source``: the game, deal and
    move it was at, whose kept values the board then reads."""
    try:
        position = position_of(view)
    except ValueError:  # not the seat to move
        return
    if not problems(position):  # a link of the engine's own text, relative: it works under any base path
        query = {"lang": lang, "pos": position.code, **dict(zip(SOURCE, map(str, source), strict=False))}
        st.link_button(t("analysis-open", lang), f"analysis?{urlencode(query)}", icon=":material/biotech:")


def open_link_at(state: GameState, seat: int, lang: str, source: tuple = ()) -> None:
    """The same line for ``seat`` in a deal's ``state`` (a review's step; ``source`` as for
    ``open_link``)."""
    if 0 <= seat < state.n:
        open_link(observe(state, seat), lang, source)
