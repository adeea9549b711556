"""The practice page: a two-player hand against the bot, with hints, verdicts and a review.

The game lives in SQLite (``brisca.teach.storage``) under the id in the URL (``?game=...``), so
a reload or a server restart continues it. Every control carries the version of the game
it was drawn for; ``brisca.teach.practice`` refuses an action made for another version (a
double click, another tab) and the page says so and shows the game as it is. The page
draws only from the learner's view: no hidden card reaches the browser.
"""

from __future__ import annotations

import streamlit as st

from ..core.errors import BriscaError
from ..core.match import deal_result
from ..core.outside import InputError, whole_number
from ..core.record import move_from_json
from ..core.rules import PRESET_LIST
from ..core.state import SKIP, Exchange
from ..teach import practice
from ..teach.practice import BOT, DEAL_LIMIT, LEARNER, LEVELS, PRACTICE_PRESETS, Game, Settings
from ..text import action_name, card_name, doing, error_text, preset_name, preset_summary, reason_text, signed, t
from .cards_view import show_card, show_cards
from .frame import set_params
from .practice_review import review

NOTICE = "pr_notice"  # a message for the next run: (kind, text)
HINT = "pr_hint"


def _notify(error: BriscaError) -> None:
    st.session_state[NOTICE] = ("warning", error)


def _act(change, version: int, *args) -> None:
    """Loads the game, applies ``change`` if the game is still at ``version``, saves it."""
    try:
        game = practice.load(st.query_params.get("game"))
        if game.version != version:
            raise practice.storage.StorageError("conflict")
        practice.commit(game, change(game, *args))
    except BriscaError as e:
        _notify(e)


def _play(game: Game, payload) -> Game:
    return practice.play(game, move_from_json(payload))


def _hint(game: Game) -> Game:
    evals, why, after = practice.hint(game)
    st.session_state[HINT] = (game.id, game.ply, [(e.move, e.margin, e.win) for e in evals], why)
    return after


def _start(settings: Settings) -> None:
    try:
        game = practice.start(settings)
    except BriscaError as e:
        _notify(e)
        return
    set_params({"game": game.id})


def _start_from_form() -> None:
    s = st.session_state
    deal_text = str(s.get("pr_deal") or "").strip()
    try:
        number = whole_number(deal_text, 0, DEAL_LIMIT - 1, "deal") if deal_text else None
    except InputError:
        st.session_state[NOTICE] = ("warning", practice.PracticeError("bad_deal"))
        return
    _start(Settings(s["pr_level"], s["pr_rules"], s["pr_coaching"], s["pr_counting"], number))


def _goto(game_id: str | None) -> None:
    set_params({"game": game_id} if game_id else {})


def _rules_line(name: str, lang: str) -> str:
    preset = next(p for p in PRESET_LIST if p.name == name)
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
    st.segmented_control(t("practice-level", lang), LEVELS, key="pr_level", required=True,
                         format_func=lambda v: t(f"practice-level-{v}", lang))
    st.selectbox(t("practice-rules", lang), PRACTICE_PRESETS, key="pr_rules",
                 format_func=lambda n: _rules_line(n, lang))
    c1, c2, c3 = st.columns(3)
    c1.toggle(t("practice-coaching", lang), value=True, key="pr_coaching")
    c2.toggle(t("practice-counting", lang), value=True, key="pr_counting")
    c3.text_input(t("practice-deal", lang), key="pr_deal", max_chars=9, help=t("practice-deal_help", lang))
    st.button(t("practice-start", lang), type="primary", key="pr_start", on_click=_start_from_form)


def _table(game: Game, lang: str) -> None:
    view = game.view
    top = st.columns([3, 1, 1])
    with top[0]:
        st.caption(t("practice-bot_hand", lang, n=view.hand_sizes[BOT]))
        show_cards([None] * view.hand_sizes[BOT], lang, width=56)
    with top[1]:
        if view.turned_up_on_table is not None:
            show_card(view.turned_up, lang, width=70, caption=t("practice-turned_up", lang))
        else:
            st.caption(t("practice-trump_suit", lang, card=view.turned_up))
    top[2].metric(t("practice-stock", lang), view.face_down)
    piles = st.columns(2)
    for col, seat in zip(piles, (LEARNER, BOT), strict=True):
        who = t(f"practice-seat-{seat}", lang)
        if game.settings.counting:
            col.metric(who, t("practice-pile_points", lang, points=view.points[seat], cards=view.captured_counts[seat]))
        else:
            col.metric(who, t("practice-pile_cards", lang, cards=view.captured_counts[seat]))
    shown = view.trick or (view.tricks[-1].cards if view.tricks else ())
    leader = view.leader if view.trick else (view.tricks[-1].leader if view.tricks else view.leader)
    if shown:
        st.caption(t("practice-on_table", lang))
        show_cards(shown, lang, width=80, captions=[t(f"practice-seat-{(leader + i) % 2}", lang)
                                                    for i in range(len(shown))])
        if not view.trick:
            trick = view.tricks[-1]
            st.caption(t(f"practice-trick_won-{trick.winner}", lang,
                         card=shown[(trick.winner - trick.leader) % 2], points=trick.points))


def _hand(game: Game, lang: str) -> None:
    view = game.view
    mine = game.learner_to_move
    fresh = practice.drawn_cards(game) if not view.trick else set()
    st.caption(t("practice-your_hand" if mine else "practice-wait", lang))
    cols = st.columns(max(3, len(view.hand)))
    for col, card in zip(cols, view.hand, strict=False):
        with col:
            show_card(card, lang, width=90, caption=t("practice-drawn", lang) if card in fresh else None)
            st.button(t("practice-play", lang), key=f"pr_card_{card.code}_{game.version}", on_click=_act,
                      args=(_play, game.version, card.code), disabled=not mine or card not in view.legal,
                      help=card_name(card, lang), use_container_width=True)
    for swap in [a for a in view.legal if isinstance(a, Exchange)] if mine else []:
        st.button(t("practice-exchange", lang, given=swap.card, taken=view.turned_up_on_table),
                  key=f"pr_ex_{swap.card.code}_{game.version}", on_click=_act,
                  args=(_play, game.version, {"exchange": swap.card.code}), icon=":material/swap_horiz:")
    if mine and SKIP in view.legal:
        st.button(t("practice-skip", lang), key=f"pr_skip_{game.version}", on_click=_act,
                  args=(_play, game.version, {"skip": "exchange"}))


def _coaching(game: Game, lang: str) -> None:
    if not game.settings.coaching:
        return
    decision = practice.last_decision(game)
    if decision is not None and decision.label in ("inaccuracy", "mistake", "blunder"):
        label = t(f"label-{decision.label}", lang)
        text = t("practice-verdict", lang, label=label.capitalize(), lost=round(decision.points_lost, 1),
                 win=round(100 * decision.win_lost), better=doing(decision.best, lang))
        if decision.uncertain:
            text += " " + t("practice-uncertain", lang)
        reasons = reason_text(decision.main_reason, lang) if decision.main_reason else ""
        (st.error if decision.label == "blunder" else st.warning)(f"{text} {reasons}".strip())
    if not game.learner_to_move:
        return
    st.button(t("practice-hint", lang), key=f"pr_hint_{game.version}", on_click=_act, args=(_hint, game.version),
              icon=":material/lightbulb:")
    shown = st.session_state.get(HINT)
    if shown and shown[0] == game.id and shown[1] == game.ply:
        values = shown[2]
        best = values[0]
        why = " ".join(reason_text(r, lang) for r in shown[3])
        st.info(t("practice-hint_text", lang, move=action_name(best[0], lang), margin=signed(best[1], lang),
                  win=round(100 * best[2])) + (" " + why if why else ""))


def _controls(game: Game, lang: str) -> None:
    c1, c2, c3 = st.columns(3)
    c1.button(t("practice-take_back", lang), key=f"pr_take_back_{game.version}", on_click=_act,
              args=(practice.take_back, game.version), icon=":material/undo:",
              disabled=practice.last_learner_ply(game) is None or game.over)
    c2.button(t("practice-resign", lang), key=f"pr_resign_{game.version}", on_click=_act,
              args=(practice.resign, game.version), icon=":material/flag:", disabled=game.over)
    c3.button(t("practice-new_game", lang), key="pr_new_game", on_click=_goto, args=(None,),
              icon=":material/add:")


def _counting(game: Game, lang: str) -> None:
    if not game.settings.counting:
        return
    view = game.view
    with st.expander(t("practice-cards_played", lang, n=len(view.played))):
        for i, trick in enumerate(view.tricks, start=1):
            who = t(f"practice-seat-{trick.winner}", lang)
            st.markdown(t("practice-trick_line", lang, n=i, cards=trick.cards, who=who, points=trick.points))


def _end(game: Game, lang: str) -> None:
    pts = game.state.points
    st.subheader(t("practice-final", lang, you=pts[LEARNER], bot=pts[BOT]))
    if game.resigned:
        st.warning(t("practice-result-resigned", lang))
    else:
        result = deal_result(game.state)
        if result.winner is None:
            st.info(t(f"practice-result-{result.outcome}", lang))
        else:
            key = "practice-result-you" if result.winner == LEARNER else "practice-result-bot"
            (st.success if result.winner == LEARNER else st.warning)(
                t(key, lang) + (" " + t("practice-by_last_trick", lang, half=max(pts))
                                if result.decided_by == "last_trick" else ""))
    review(game, lang)
    c1, c2 = st.columns(2)
    c1.button(t("practice-again", lang), key="pr_again", on_click=_start, args=(game.settings,), type="primary")
    c2.button(t("practice-new_game", lang), key="pr_new_after", on_click=_goto, args=(None,))
    s = game.settings
    st.caption(t("practice-share", lang))
    st.code(f"?lang={lang}&deal={s.deal}&rules={s.rules}&level={s.level}", language=None)


def _show_notice(lang: str) -> None:
    notice = st.session_state.pop(NOTICE, None)
    if notice:
        kind, error = notice
        getattr(st, kind)(error_text(error, lang) if isinstance(error, BriscaError) else t(error, lang))


def practice_widget(lang: str) -> None:
    st.title(t("practice-title", lang))
    _show_notice(lang)
    game_id = st.query_params.get("game")
    if game_id is None:
        last = st.session_state.get("pr_last_game")
        if last:  # back from another page: the game in progress is one click away
            st.button(t("practice-resume", lang), key="pr_resume", on_click=_goto, args=(last,), type="primary",
                      icon=":material/play_arrow:")
        _new_game_form(lang)
        return
    try:
        game = practice.load(game_id)
    except BriscaError as e:
        st.error(error_text(e, lang))
        st.button(t("practice-new_game", lang), key="pr_new_error", on_click=_goto, args=(None,), type="primary")
        return
    st.session_state["pr_last_game"] = None if game.over else game.id
    st.caption(_rules_line(game.settings.rules, lang) + " · " + t(f"practice-level-{game.settings.level}", lang))
    _table(game, lang)
    if game.over:
        _end(game, lang)
        return
    _hand(game, lang)
    _coaching(game, lang)
    _controls(game, lang)
    _counting(game, lang)
