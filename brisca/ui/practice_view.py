"""The practice page: a whole match of the chosen rules against bots on a card table, deal
after deal, with hints, the coach's verdicts, a scoreboard and a review.

The game lives in SQLite (``brisca.teach.table.storage``) under the id in the URL (``?game=...``),
so a reload or a server restart continues it, mid-deal or between deals. The table is one
component in a fragment: a click reruns the table, not the page. The page draws the table as
the table's one entry hands it (``brisca.teach.table.entry.view``, which has the coach think
ahead of the learner's click) and forwards each click, with the version it was drawn for, to
it (``entry.act``): a double click or a second tab changes nothing and is told so. Only the
learner's view reaches the browser.
"""

from __future__ import annotations

from urllib.parse import urlencode, urlsplit, urlunsplit

import streamlit as st

from ..core.errors import BriscaError
from ..core.outside import InputError, whole_number
from ..core.rules import PRESET_BY_NAME, signal_tables
from ..core.settle import deal_result
from ..teach.coach.budget import REPLY_SECONDS
from ..teach.lessons.puzzle_making import keep_own
from ..teach.table import entry, flow
from ..teach.table.command import NEXT_DEAL
from ..teach.table.five_seats import five_line
from ..teach.table.flow import DEAL_LIMIT, LEVELS, PRACTICE_PRESETS, Game, Settings, level_facts
from ..teach.table.match_talk import match_result_text, scoreboard_data, summary_lines
from ..teach.table.seat_board import LEAVE_TABLE, hint_data, result_text, seat_board
from ..text import error_text, preset_name, preset_summary, signal_table_name, t
from .analysis_view import open_link
from .components import board, clicked
from .frame import set_params
from .guard import page_guard
from .practice_review import branch_line, review
from .progress_view import caller, keep_learner, progress_section, remember

BOARD = "pr_board"
NOTICE = "pr_notice"  # an error to tell on the next run
HINT = "pr_hint"  # (game id, move number, evaluations, why)
LEAVE = "pr_leave"  # the learner asked for a new game from the table
AIDS = ("coaching", "counting")  # the helps a game may have, both on by default


def _on_board() -> None:
    handle_click(clicked(BOARD))


def handle_click(click: dict | None) -> None:
    """A click on the table (``{"action", "version"}``), forwarded to the table's one entry;
    leaving the table is the page's own (nothing is saved, whatever the version)."""
    if click is not None and click.get("action") == LEAVE_TABLE:
        _leave()
    elif click is not None:
        _command(click.get("action"), click.get("version"))


def _command(command: object, version: object) -> None:
    """``command`` on the page's game as drawn at ``version`` (``entry.act``); a refusal is kept
    to be told on the next run, a hint to be drawn."""
    try:
        acted = entry.act(st.query_params.get("game"), caller(), command, version, then=keep_own)
        if acted.hint is not None:
            st.session_state[HINT] = (acted.game.id, acted.game.ply, acted.hint.evals, acted.hint.why)
    except BriscaError as e:
        st.session_state[NOTICE] = e


def _leave() -> None:
    """The table left for the new-game form: the address at once (a board drawn by the page, as
    between deals, reruns the page), and a mark for the fragment that draws it during a deal,
    whose own rerun cannot change the page (``_playing``)."""
    set_params({})
    st.session_state[LEAVE] = True


def _board(game: Game, lang: str) -> None:
    shown = st.session_state.get(HINT)
    hint = hint_data(shown[2], shown[3], lang) if shown and shown[:2] == (game.id, game.ply) else None
    notice = st.session_state.pop(NOTICE, None)
    board(seat_board(game, lang, hint, error_text(notice, lang) if notice else None), key=BOARD,
          on_action=_on_board)
    if not game.resting:  # a resting learner has no seat, so no position of its own
        open_link(game.view, lang)


@st.fragment
def _playing(lang: str) -> None:
    """The table while the game goes on: a click reruns this fragment only."""
    with page_guard(lang):  # a fragment's rerun runs outside the page's own guard
        if st.session_state.pop(LEAVE, False):
            set_params({})
            st.rerun(scope="app")
        try:
            game, seat = entry.view(st.query_params.get("game"), caller())
        except BriscaError as e:
            st.error(error_text(e, lang))
            return
        if game.over or seat is None:  # the last card, or not this browser's: the page says
            st.rerun(scope="app")
        _board(game, lang)


def _start(settings: Settings) -> None:
    try:
        game = flow.start(settings, REPLY_SECONDS)
    except BriscaError as e:
        st.session_state[NOTICE] = e
        return
    set_params({"game": game.id})
    remember(game.id)


def _start_from_form() -> None:
    s = st.session_state
    deal_text = str(s.get("pr_deal") or "").strip() if s.get("pr_deal_by") == "number" else ""
    try:
        number = whole_number(deal_text, 0, DEAL_LIMIT - 1, "deal") if deal_text else None
    except InputError:
        s[NOTICE] = flow.PracticeError("bad_deal")
        return
    aids = s.get("pr_aids") or ()
    rules = s["pr_rules"]
    signals = s.get(_signals_key(rules)) if len(signal_tables(PRESET_BY_NAME[rules].rules)) > 1 else None
    seen = signals not in (None, "none") and s.get(_signals_key(rules) + "_seen") == "open"
    _start(Settings(s["pr_level"], rules, "coaching" in aids, "counting" in aids, number, signals, seen))


def _signals_key(rules: str) -> str:
    """One choice of signals per rule set, so each opens on its own table (or none)."""
    return f"pr_signals_{rules}"


def _signals_choice(rules: str, lang: str) -> None:
    """At a table of partners: play without signals, or with either source's table."""
    tables = signal_tables(PRESET_BY_NAME[rules].rules)
    if len(tables) < 2:
        return
    shared = st.query_params.get("signals") if st.query_params.get("rules") == rules else None
    own = PRESET_BY_NAME[rules].rules.signals
    st.session_state.setdefault(_signals_key(rules), shared if shared in tables else own)
    chosen = st.segmented_control(t("practice-signals", lang), tables, key=_signals_key(rules), required=True,
                                  format_func=lambda v: signal_table_name(v, lang),
                                  help=t("practice-signals_help", lang))
    if chosen != "none":  # made in secret, as at a real table, unless the learner wants them open
        open_link = shared is not None and st.query_params.get("signals_seen") == "open"
        st.session_state.setdefault(_signals_key(rules) + "_seen", "open" if open_link else "secret")
        st.segmented_control(t("practice-signals_seen", lang), ("secret", "open"), key=_signals_key(rules) + "_seen",
                             required=True, format_func=lambda v: t(f"practice-signals_seen-{v}", lang))


def _goto(game_id: str | None) -> None:
    set_params({"game": game_id} if game_id else {})


def _rules_line(name: str, lang: str) -> str:
    preset = PRESET_BY_NAME[name]
    return t("practice-rules_line", lang, name=preset_name(preset, lang), summary=preset_summary(preset, lang))


def _new_game_form(lang: str) -> None:
    st.subheader(t("practice-new_game", lang))
    params = st.query_params
    st.session_state.setdefault("pr_rules", params.get("rules") if params.get("rules") in PRACTICE_PRESETS else "000")
    st.session_state.setdefault("pr_level", params.get("level") if params.get("level") in LEVELS else "normal")
    try:
        shared_deal = str(whole_number(params.get("deal"), 0, DEAL_LIMIT - 1, "deal"))
    except InputError:
        shared_deal = ""
    st.session_state.setdefault("pr_deal", shared_deal)
    st.session_state.setdefault("pr_deal_by", "number" if shared_deal else "random")
    st.session_state.setdefault("pr_aids", list(AIDS))
    level = st.segmented_control(t("practice-level", lang), LEVELS, key="pr_level", required=True,
                                 format_func=lambda v: t(f"practice-level-{v}", lang))
    # who plays, and how strong at the table chosen below (the caption follows a change of table)
    st.caption(t(f"practice-level-{level}-about", lang, **level_facts(st.session_state["pr_rules"])))
    # Every rule set by its name, the chosen one's summary under them: read whole, where a
    # drop-down cut the summaries short (and loaded more code on a first visit).
    chosen = st.pills(t("practice-rules", lang), PRACTICE_PRESETS, key="pr_rules", required=True,
                      format_func=lambda n: preset_name(PRESET_BY_NAME[n], lang))
    st.caption(preset_summary(PRESET_BY_NAME[chosen], lang))
    _signals_choice(chosen, lang)
    # The form's choices are all buttons of one kind, and the number field shows only when
    # asked for: a first visit loads no more code than they need (0.14 of a bare page's time
    # against two switches and a field, measured with scripts/bench_browser.py).
    st.pills(t("practice-aids", lang), AIDS, key="pr_aids", selection_mode="multi",
             format_func=lambda a: t(f"practice-{a}", lang))
    by = st.segmented_control(t("practice-deal_by", lang), ("random", "number"), key="pr_deal_by", required=True,
                              format_func=lambda v: t(f"practice-deal_by-{v}", lang),
                              help=t("practice-deal_help", lang))
    if by == "number":
        st.text_input(t("practice-deal", lang), key="pr_deal", max_chars=9)
    st.button(t("practice-start", lang), type="primary", key="pr_start", on_click=_start_from_form)


def _scoreboard(game: Game, lang: str) -> None:
    """Where the match stands, above the table: shown for every match of more than one deal."""
    if game.record.rules.match == "single":
        return
    data = scoreboard_data(game, lang)
    with st.container(key="pr_scoreboard"):
        scores = " · ".join(f"{side['label']} **{side['score']}**" for side in data["sides"])
        st.markdown(f"**{data['deal']}** · {scores}")
        st.caption(data["title"] + (f" {data['stake']}" if data["stake"] else ""))
        if data["rests"]:  # five: who rested each deal and what they received, the last one said
            st.caption(data["rests"][-1])
            if len(data["rests"]) > 1:
                with st.expander(t("match-board-rests", lang, n=len(data["rests"])), key="pr_rests"):
                    st.markdown("\n".join(f"- {line}" for line in data["rests"]))


def _match_or_deal(game: Game) -> str:
    """The texts' selector: ``"yes"`` for a match of several deals, ``"no"`` for a single deal."""
    return "no" if game.record.rules.match == "single" else "yes"


def _end(game: Game, lang: str) -> None:
    """A deal over: its result and what it was worth to the match, then the next deal's button,
    or once the match is over its result and the buttons of a new game."""
    _board(game, lang)
    side = game.record.rules.side_of(game.learner)  # the match's side (at five, the learner's own)
    result = None if game.resigned else deal_result(game.state)
    if result is None:
        won = False
    elif result.persons:  # chiamata: a person's own score of the deal, whichever side it was on
        won = result.persons[game.deal_seat(game.learner)] > 0
    else:
        won = result.winner == game.deal_side(game.learner)
    single = game.record.rules.match == "single"  # one deal: its result is the match's
    text = " ".join([result_text(game, lang), *([] if single else summary_lines(game, lang))])
    (st.success if won else st.info)(text)
    if not game.match_over:
        st.button(t("match-next_deal", lang, n=game.deal_index + 2), key="pr_next_deal", type="primary",
                  on_click=_command, args=(NEXT_DEAL.code, game.version), icon=":material/playing_cards:")
        review(game, lang, notes=True)
        return
    if not single:
        (st.success if game.outcome.result_for(side) == "won" else st.info)(
            match_result_text(game, lang))
    review(game, lang, notes=True)
    c1, c2 = st.columns(2)
    match = _match_or_deal(game)
    c1.button(t("practice-again", lang, match=match), key="pr_again", on_click=_start, args=(game.settings,),
              type="primary")
    c2.button(t("practice-new_game", lang), key="pr_new_after", on_click=_goto, args=(None,))
    st.caption(t("practice-share", lang, match=match))
    st.code(share_link(game.settings, lang), language=None)  # Streamlit's copy button: one click


def _someone_elses(game: Game, lang: str) -> None:
    """A game another browser plays, opened from its link: said so, with the same cards to deal
    for oneself and, once a deal is over, its review (a link is shared to be seen)."""
    st.info(t("practice-not_yours", lang, over="yes" if game.match_over else "no"))
    c1, c2 = st.columns(2)
    c1.button(t("practice-not_yours-play", lang, match=_match_or_deal(game)), key="pr_own_copy", on_click=_start,
              args=(game.settings,), type="primary")
    c2.button(t("practice-new_game", lang), key="pr_new_other", on_click=_goto, args=(None,))
    if game.over:
        review(game, lang)


def share_link(settings: Settings, lang: str) -> str:
    """A whole link to this deal with these settings (the page's own address, its query
    replaced), which opens the form filled in."""
    fields = {"lang": lang, "deal": settings.deal, "rules": settings.rules, "level": settings.level}
    if settings.signals is not None:
        fields["signals"] = settings.signals
    if settings.signals_seen:
        fields["signals_seen"] = "open"
    query = urlencode(fields)
    here = urlsplit(st.context.url or "")
    base = urlunsplit((here.scheme, here.netloc, here.path, "", "")) if here.netloc else "/practice"
    return f"{base}?{query}"


def practice_widget(lang: str) -> None:
    st.title(t("practice-title", lang))
    coach = entry.thinker()
    if coach is not None:  # the workers start while the learner reads the form, not on the first card
        coach.warm()
    keep_learner()
    notice = st.session_state.pop(NOTICE, None)
    if notice is not None:
        st.warning(error_text(notice, lang))
    st.session_state.pop(LEAVE, None)  # the table left (``_leave``): its address is the form's already
    game_id = st.query_params.get("game")
    if game_id is None:
        last = st.session_state.get("pr_last_game")
        if last:  # back from another page: the game in progress is one click away
            st.button(t("practice-resume", lang), key="pr_resume", on_click=_goto, args=(last,), type="primary",
                      icon=":material/play_arrow:")
        _new_game_form(lang)
        progress_section(lang)
        return
    try:
        game, seat = entry.view(game_id, caller())  # the seat this browser commands, by the one rule
    except BriscaError as e:  # a friends' table is played from its links only: nothing of it shown here
        friends = e.code == "friends_table"
        (st.info if friends else st.error)(t("friends-not_practice", lang) if friends else error_text(e, lang))
        st.button(t("practice-new_game", lang), key="pr_new_friends" if friends else "pr_new_error", on_click=_goto,
                  args=(None,), type="primary")
        return
    if seat is None:
        _someone_elses(game, lang)
        return
    st.session_state["pr_last_game"] = None if game.match_over else game.id
    five = five_line(game, lang)
    # at five the table's own line below says who rests and the pairs, and at a table with an
    # auction the board says the contract: the rules' summary would push the learner's cards
    # (chiamata's eight) and the auction's buttons below a phone's screen
    short = five is not None or game.record.rules.bidding
    rules = (preset_name(PRESET_BY_NAME[game.settings.rules], lang) if short
             else _rules_line(game.settings.rules, lang))
    line = [rules, t(f"practice-level-{game.settings.level}", lang)]
    if game.settings.table_rules.signals != "none":
        line.insert(1, signal_table_name(game.settings.table_rules.signals, lang))
    st.caption(" · ".join(line))
    _scoreboard(game, lang)
    if five is not None:  # five: who rests this deal, and the pairs
        (st.info if game.resting else st.caption)(five)
    if game.origin and not game.over:
        st.caption(branch_line(game, lang))
    if game.over:
        _end(game, lang)
    else:
        _playing(lang)
