"""The "Play with friends" page: a table made for several people, each playing from their own
link, onlookers watching from theirs (``brisca.teach.table.friends``).

The page reads the table's id and one token from the URL (``?table=ID&seat=TOKEN`` or
``&watch=TOKEN``). The board is one fragment: a click reruns it alone, and so does a timer
every ``POLL_SECONDS``, which reads only the game's version (``storage.version``, one small
query): while it is the version this session drew, the board is sent the same data again,
kept in the session (the game is not read, nothing is worked out); once it moved on (another
person's move), the table is drawn anew as the table's one entry hands it (``entry.view``, as
the practice page draws: the seat this link and browser play, none for an onlooker, and the
coach handed the bots' replies to think ahead of the click), and each click is forwarded to it
(``entry.act``).

Once a deal is over each person may open the review of their own decisions, judged by the coach
then (``friends_review``), and once the match is over any person may start a rematch: the other
places follow by the same poll (the version moved on), each link now at its person's new seat.
An onlooker is shown no review: a review is one person's own decisions.

One browser plays a seat at a time (``holds``): the browser is named by a holder key kept in a
cookie (a reload or another tab of it is the same holder), and the fragment says every
``holds.REFRESH_SECONDS`` that it still holds its seat. A seat link opened in another browser
while the first is there says so and offers to play from there on purpose; the first one is
then told its seat is played elsewhere, and its clicks are refused.
"""

from __future__ import annotations

import time
from urllib.parse import urlsplit, urlunsplit

import streamlit as st

from ..core.errors import BriscaError
from ..core.rules import PRESET_BY_NAME, signal_tables
from ..teach.table import entry, flow, friends, friends_review, holds, storage
from ..teach.table.access import Caller, FriendsError
from ..teach.table.command import NEXT_DEAL, REMATCH
from ..teach.table.flow import PRACTICE_PRESETS, Game, Settings
from ..teach.table.match_talk import match_result_text, scoreboard_data, summary_lines
from ..teach.table.storage import StorageError
from ..text import error_text, preset_name, preset_summary, signal_table_name, t
from .components import board, clicked
from .frame import set_params, write_cookie
from .guard import page_guard
from .practice_review import DEAL, STEP, review

BOARD = "fr_board"
NOTICE = "fr_notice"  # a refusal to tell on the next run
DONE = "fr_done"  # (table, version, command's text) of this session's last command applied
DRAWN = "fr_drawn"  # (the link's table and tokens, the version, the board's data, the game, the place) last drawn
REVIEW = "fr_review_"  # the review's toggle, by the deal's place in the match (closed while a deal is played)
MADE = "fr_made"  # the table this session just made: its links are shown once, here
POLL_SECONDS = 0.5
HOLDER = "fr_holder"  # this browser's holder key (``holds``), as the cookie gave it or as made here
HOLDER_COOKIE = "brisca_seat_holder"
HOLDER_DAYS = 30
SITTING = "fr_sitting"  # (table, person's token), whether this session holds it, and when it last asked
TAKE = "fr_take"  # the (table, person's token) the person asked to play from this browser
PAGE_PATH = "/friends"  # the page's address when the browser's is not known


def base_url() -> str:
    """The page's whole address without its query (a phone opens it), from the browser's URL if
    Streamlit knows it, else the page's path."""
    here = urlsplit(st.context.url or "")
    return urlunsplit((here.scheme, here.netloc, here.path, "", "")) if here.netloc else PAGE_PATH


def _place_params() -> tuple[object, object, object]:
    params = st.query_params
    return params.get("table"), params.get("seat"), params.get("watch")


def _caller() -> Caller:
    """Who this page draws and commands for: the link's token (both or neither: no link), from
    this browser (``access``); an onlooker's commands nothing."""
    _, seat, watch = _place_params()
    if (seat is None) == (watch is None):
        raise FriendsError("bad_link")
    return Caller(token=seat if seat is not None else watch, holder=holder())


def _open() -> tuple[Game, int | None] | None:
    """The table as the table's one entry draws it for this link and browser, and the seat it
    plays (``None``: an onlooker); ``None`` for a person's seat another browser holds (the
    page asks). A seat nobody holds is held by this browser (``sitting``) before it is drawn."""
    table = st.query_params.get("table")
    try:
        return entry.view(table, _caller())
    except FriendsError as e:
        if e.code != "taken_over":
            raise
    if sitting(table, _caller().token) != "held":
        return None
    return entry.view(table, _caller())


def holder() -> str:
    """This browser's holder key: the session's, else the cookie's, else a new one (kept in the
    cookie by ``keep_holder``)."""
    key = st.session_state.get(HOLDER)
    if storage.valid_id(key):
        return key
    key = st.context.cookies.get(HOLDER_COOKIE)
    if not storage.valid_id(key):
        key = storage.new_id()
    st.session_state[HOLDER] = key
    return key


def keep_holder() -> None:
    """Keeps this session's holder key in the browser's cookie, so a reload or another tab of
    the browser is the same holder. Written by the page's own run, whose elements stay until
    the page runs again, never by the table's fragment: the fragment runs again every
    ``POLL_SECONDS`` without it, and a busy browser lost the write with the element before
    running it (its second tab and its reload were then told the seat was open in another browser)."""
    key = holder()
    if st.context.cookies.get(HOLDER_COOKIE) != key:  # the cookies as sent when the page was opened
        write_cookie(HOLDER_COOKIE, key, HOLDER_DAYS)


def sitting(table: str, token: str) -> str:
    """Whether this browser plays the seat of the person with ``token``: ``held``; ``taken``
    (another browser holds it, and this one never did); ``lost`` (it held it and another took
    it). Asked of the store at most every ``holds.REFRESH_SECONDS``, or at once when the person
    asks to play here."""
    where, now = (table, token), time.monotonic()  # the person's, wherever a rematch seats them
    last = st.session_state.get(SITTING)
    take = st.session_state.pop(TAKE, None) == where
    if not take and last is not None and last[0] == where and now - last[2] < holds.REFRESH_SECONDS:
        return last[1]
    held = holds.hold(table, token, holder(), take)
    was = last[1] if last is not None and last[0] == where else "taken"
    state = "held" if held else ("lost" if was in ("held", "lost") else "taken")
    st.session_state[SITTING] = (where, state, now)
    return state


def _seat_question(where: tuple[str, str], lang: str) -> None:
    """The seat held by another browser: said, and a button to play it from here."""
    state = st.session_state[SITTING][1]
    st.warning(t("friends-seat_taken" if state == "taken" else "friends-seat_lost", lang))
    st.button(t("friends-play_here" if state == "taken" else "friends-play_here_again", lang), key="fr_play_here",
              type="primary", on_click=st.session_state.__setitem__, args=(TAKE, where))


def _on_board() -> None:
    handle_click(clicked(BOARD))


def handle_click(click: dict | None) -> None:
    """A click on the board (``{"action", "version"}``), forwarded to the table's one entry."""
    if click is not None:
        _command(click.get("action"), click.get("version"))


def _command(command: object, version: object) -> None:
    """``command`` from this page's link and browser on the table as drawn at ``version``
    (``entry.act``); a refusal is told on the next run. Made from a version the table has left,
    it is refused as changed elsewhere, unless it is this session's own last command come again
    (a double click, a button's click delivered twice): that one was done, and is not a change
    from another tab."""
    table = st.query_params.get("table")
    try:
        entry.act(table, _caller(), command, version)
        st.session_state[DONE] = (table, version, command)
    except BriscaError as e:
        again = st.session_state.get(DONE) == (table, version, command)
        if not (isinstance(e, StorageError) and e.code == "conflict" and again):
            st.session_state[NOTICE] = e


@st.fragment(run_every=POLL_SECONDS)
def _table(lang: str) -> None:
    """The scoreboard, the board and a deal's end, rerun alone by a click and every
    ``POLL_SECONDS`` (never the page: a page's rerun asked from a fragment can lose the
    fragment's timer): a rerun that finds the table's version (read alone) where this session
    drew it draws the same again from what it kept, without reading the game (the board is sent
    the same data, and does not redraw); only a version moved on (a friend's move) is read."""
    with page_guard(lang):
        params = (*_place_params(), lang)  # a drawing is of one link, in one language
        drawn = st.session_state.get(DRAWN)
        notice = st.session_state.pop(NOTICE, None)
        if (notice is None and drawn is not None and drawn[0] == params
                and storage.version(params[0]) == drawn[1]):
            _, _, data, game, seat = drawn
        else:
            try:
                opened = _open()
            except BriscaError as e:
                st.error(error_text(e, lang))
                return
            if opened is None:  # another browser plays the seat: no board here until the person asks
                _seat_question((params[0], _caller().token), lang)
                return
            game, seat = opened
            data = friends.board_of(game, seat, lang, error_text(notice, lang) if notice else None)
            st.session_state[DRAWN] = (params, game.version, data, game, seat)
        _place_line(game, seat, lang)
        if seat is not None and sitting(game.id, _caller().token) != "held":
            _seat_question((game.id, _caller().token), lang)
            return
        _scoreboard(game, seat, lang)
        board(data, key=BOARD, on_action=_on_board)
        if game.over:
            _end(game, seat, lang)
        else:  # a review's step and deal, and its toggle, are of a deal over: none is kept into the next one
            for name in (STEP, DEAL):
                st.query_params.pop(name, None)
            for name in [k for k in st.session_state if str(k).startswith(REVIEW)]:
                del st.session_state[name]


def _place_line(game: Game, seat: int | None, lang: str) -> None:
    """The rules and whose place this is (``None``: an onlooker's): in the fragment, as a
    rematch moves each person on."""
    st.caption(" · ".join([preset_name(PRESET_BY_NAME[game.settings.rules], lang),
                           t("friends-watching", lang) if seat is None else t("friends-you_are", lang, n=seat + 1)]))


def _scoreboard(game: Game, seat: int | None, lang: str) -> None:
    if game.record.rules.match == "single":
        return
    seen = game if seat is None else game.changed(viewer=seat)
    data = scoreboard_data(seen, lang, watching=seat is None)
    sides = data["sides"]
    labels = [s["label"] for s in sides]
    if seat is None:  # the sides by their seats, as the onlookers' board names them, in their order
        rules = game.record.rules
        sides = sorted(sides, key=lambda s: s["side"])
        labels = [" · ".join(friends.place_name(game, s, lang) for s in range(rules.players)
                             if rules.side_of(s) == side["side"]) for side in sides]
    scores = " · ".join(f"{label} **{side['score']}**" for label, side in zip(labels, sides, strict=True))
    st.markdown(f"**{data['deal']}** · {scores}")
    st.caption(data["title"] + (f" {data['stake']}" if data["stake"] else ""))
    if data["rests"]:  # five: who rested the last deal, and what they received
        st.caption(data["rests"][-1])


def _end(game: Game, seat: int | None, lang: str) -> None:
    """A deal over: what it was worth, and the next deal's button for the people; the match's
    end and the rematch's button; each person's review of their own decisions."""
    if seat is None:  # an onlooker: no review, a review is one person's own decisions
        return
    seen = game.changed(viewer=seat)
    lines = [] if game.record.rules.match == "single" else summary_lines(seen, lang)
    if lines:
        st.info(" ".join(lines))
    if not game.match_over:
        st.button(t("match-next_deal", lang, n=game.deal_index + 2), key="fr_next_deal", type="primary",
                  on_click=_command, args=(NEXT_DEAL.code, game.version), icon=":material/playing_cards:")
    else:
        if game.record.rules.match != "single":
            st.success(match_result_text(seen, lang))
        st.button(t("friends-rematch", lang), key="fr_rematch", type="primary", on_click=_command,
                  args=(REMATCH.code, game.version), icon=":material/replay:", help=t("friends-rematch_help", lang))
    _review(game, seat, lang)


def _review(game: Game, seat: int, lang: str) -> None:
    """The person's review of their own decisions, once they open it (closed again at the next
    deal: the toggle is the deal's). The coach's pool works it out while the deal's end is
    shown (``friends_review.prepare``), so opening it rarely waits."""
    friends_review.prepare(game, seat, entry.thinker())
    # keyed by the deal's place in the match, never its number: a widget's key reaches the browser
    if not st.toggle(t("friends-review", lang), key=f"{REVIEW}{game.deal_index}",
                     help=t("friends-review_help", lang)):
        return
    with st.spinner(t("friends-reviewing", lang)):
        shown = friends_review.reviewed(game, seat, entry.thinker())
    review(shown, lang, people=True)


def _links(game_id: str, lang: str) -> None:
    """The links of the table just made, each with Streamlit's copy button."""
    try:
        game = flow.load(game_id)
    except BriscaError as e:
        st.error(error_text(e, lang))
        return
    st.success(t("friends-links", lang))
    seats, watch = friends.links(game, base_url(), lang)
    for seat, url in seats:
        st.caption(t("friends-link_seat", lang, n=seat + 1))
        st.code(url, language=None)
    st.caption(t("friends-link_watch", lang))
    st.code(watch, language=None)
    st.button(t("friends-another", lang), key="fr_another", on_click=st.session_state.pop, args=(MADE, None))


def _create() -> None:
    s = st.session_state
    rules = s["fr_rules"]
    players = PRESET_BY_NAME[rules].rules.players
    signals = s.get(f"fr_signals_{rules}") if len(signal_tables(PRESET_BY_NAME[rules].rules)) > 1 else None
    try:
        seen = signals not in (None, "none") and s.get(f"fr_signals_seen_{rules}") == "open"
        settings = Settings(rules=rules, coaching=False, counting=bool(s.get("fr_counting")), signals=signals,
                            signals_seen=seen)
        game = friends.start(settings, tuple(s.get(f"fr_seat_{i}") or friends.PERSON for i in range(players)))
    except BriscaError as e:
        s[NOTICE] = e
        return
    s[MADE] = game.id


def _form(lang: str) -> None:
    st.write(t("friends-intro", lang))
    st.session_state.setdefault("fr_rules", "000")
    chosen = st.pills(t("friends-rules", lang), PRACTICE_PRESETS, key="fr_rules", required=True,
                      format_func=lambda n: preset_name(PRESET_BY_NAME[n], lang))
    rules = PRESET_BY_NAME[chosen].rules
    st.caption(preset_summary(PRESET_BY_NAME[chosen], lang))
    tables = signal_tables(rules)
    if len(tables) > 1:
        st.session_state.setdefault(f"fr_signals_{chosen}", rules.signals)
        st.segmented_control(t("practice-signals", lang), tables, key=f"fr_signals_{chosen}", required=True,
                             format_func=lambda v: signal_table_name(v, lang))
        if st.session_state.get(f"fr_signals_{chosen}") != "none":  # in secret unless the table is made open
            st.session_state.setdefault(f"fr_signals_seen_{chosen}", "secret")
            st.segmented_control(t("practice-signals_seen", lang), ("secret", "open"),
                                 key=f"fr_signals_seen_{chosen}", required=True,
                                 format_func=lambda v: t(f"practice-signals_seen-{v}", lang))
    for seat in range(rules.players):
        st.session_state.setdefault(f"fr_seat_{seat}", friends.PERSON if seat < 2 else "normal")
        st.segmented_control(t("friends-seat", lang, n=seat + 1), friends.CHOICES, key=f"fr_seat_{seat}",
                             required=True, format_func=lambda c: _choice_name(c, lang))
    # the online table's convention by default: a pile shows its cards, not their points
    st.toggle(t("friends-counting", lang), key="fr_counting", value=False, help=t("friends-counting_help", lang))
    st.button(t("friends-create", lang), type="primary", key="fr_create", on_click=_create)


def _choice_name(choice: str, lang: str) -> str:
    if choice == friends.PERSON:
        return t("friends-choice-person", lang)
    return t("friends-choice-bot", lang, level=t(f"practice-level-{choice}", lang))


def friends_widget(lang: str) -> None:
    st.title(t("friends-title", lang))
    notice = st.session_state.pop(NOTICE, None) if st.query_params.get("table") is None else None
    if notice is not None:
        st.warning(error_text(notice, lang))
    if st.query_params.get("table") is None:
        made = st.session_state.get(MADE)
        if made:
            _links(made, lang)
        else:
            _form(lang)
        return
    try:
        opened = _open()  # a link that opens nothing is told here, with a way out (the fragment only tells it)
    except BriscaError as e:
        st.error(error_text(e, lang))
        st.button(t("friends-another", lang), key="fr_leave", on_click=set_params, args=({},), type="primary")
        return
    _table(lang)
    if opened is None or opened[1] is not None:  # a person's: below the table, as an element of no height
        keep_holder()  # still takes a gap of the page's
