"""The practice page: a two-player hand against the bot, with hints, verdicts and a review.

The game lives in SQLite (``brisca.storage``) under the id in the URL (``?game=...``), so
a reload or a server restart continues it. Every button carries the move number it was
drawn for; the callback reloads the game and ignores a click made for another move. The
page draws only from the learner's view: no hidden card reaches the browser.
"""

from __future__ import annotations

import streamlit as st

from .. import storage
from ..match import hand_result
from ..outside import InputError, whole_number
from ..practice import (
    BOT,
    LEARNER,
    LEVELS,
    PRESETS,
    Game,
    PracticeError,
    Settings,
    bot_step,
    drawn_cards,
    go_on,
    hint,
    last_decision,
    learner_to_move,
    new_game,
    play,
)
from ..record import move_from_json
from ..rules import PRESET_LIST
from ..state import SKIP, Exchange, current_player
from ..text import (
    action_name,
    card_name,
    doing,
    error_text,
    explain_trick,
    preset_name,
    preset_summary,
    reason_text,
    signed,
    t,
)
from ..trick import resolve_trick
from .cards_view import show_card, show_cards
from .frame import set_params
from .practice_review import review

NOTICE = "pr_notice"


def _load(game_id) -> Game:
    return Game.from_json(game_id, storage.load(game_id))


def _save(game: Game) -> None:
    storage.save(game.id, game.to_json())


def _current() -> Game | None:
    try:
        return _load(st.query_params.get("game"))
    except (storage.StorageError, PracticeError):
        return None


def _act(kind: str, payload, ply: int) -> None:
    game = _current()
    if game is None:
        return
    if kind == "play":
        after = play(game, move_from_json(payload), ply)
    elif kind == "go_on":
        after = go_on(game, ply)
    else:
        after = game
    if after is game:
        st.session_state[NOTICE] = "practice-stale"
        return
    _save(after)


def _hint(ply: int) -> None:
    game = _current()
    if game is None or game.ply != ply:
        return
    values, why, after = hint(game)
    _save(after)
    st.session_state["pr_hint"] = (game.id, ply, [(v.move, v.margin, v.win) for v in values], why)


def _start(settings: Settings) -> None:
    game = new_game(storage.new_id(), settings)
    _save(game)
    set_params({"game": game.id})


def _start_from_form() -> None:
    s = st.session_state
    deal_text = str(s.get("pr_deal") or "").strip()
    try:
        number = whole_number(deal_text, 0, 10**9 - 1, "deal") if deal_text else None
    except InputError:
        s[NOTICE] = "practice-bad_deal"
        return
    _start(Settings(s["pr_level"], s["pr_rules"], s["pr_coaching"], s["pr_counting"], number))


def _resume(game_id: str) -> None:
    set_params({"game": game_id})


def _forget_game() -> None:
    set_params({})


def _rules_line(name: str, lang: str) -> str:
    preset = next(p for p in PRESET_LIST if p.name == name)
    return t("practice-rules_line", lang, name=preset_name(preset, lang), summary=preset_summary(preset, lang))


def _new_game_form(lang: str) -> None:
    st.subheader(t("practice-new_game", lang))
    params = st.query_params
    shared_rules = params.get("rules") if params.get("rules") in PRESETS else "000"
    shared_level = params.get("level") if params.get("level") in LEVELS else "normal"
    st.session_state.setdefault("pr_rules", shared_rules)
    st.session_state.setdefault("pr_level", shared_level)
    try:
        shared_deal = str(whole_number(params.get("deal"), 0, 10**9 - 1, "deal"))
    except InputError:
        shared_deal = ""
    st.session_state.setdefault("pr_deal", shared_deal)
    st.segmented_control(t("practice-level", lang), LEVELS, key="pr_level", required=True,
                         format_func=lambda v: t(f"practice-level-{v}", lang))
    st.selectbox(t("practice-rules", lang), PRESETS, key="pr_rules", format_func=lambda n: _rules_line(n, lang))
    c1, c2, c3 = st.columns(3)
    c1.toggle(t("practice-coaching", lang), value=True, key="pr_coaching")
    c2.toggle(t("practice-counting", lang), value=True, key="pr_counting")
    c3.text_input(t("practice-deal", lang), key="pr_deal", max_chars=9, help=t("practice-deal_help", lang))
    st.button(t("practice-start", lang), type="primary", key="pr_start", on_click=_start_from_form)


def _table(game: Game, lang: str) -> None:
    view = game.view
    counting = game.settings.counting
    top = st.columns([3, 1, 1])
    with top[0]:
        st.caption(t("practice-bot_hand", lang, n=view.hand_sizes[BOT]))
        show_cards([None] * view.hand_sizes[BOT], lang, width=56)
    with top[1]:
        if view.trump_card is not None:
            show_card(view.trump_card, lang, width=70, caption=t("practice-turned_up", lang))
        else:
            st.caption(t("practice-trump_suit", lang, card=view.turned_up))
    top[2].metric(t("practice-stock", lang), view.face_down)
    piles = st.columns(2)
    for col, seat in zip(piles, (LEARNER, BOT), strict=True):
        who = t(f"practice-seat-{seat}", lang)
        if counting:
            col.metric(who, t("practice-pile_points", lang, points=view.points[seat], cards=view.captured_counts[seat]))
        else:
            col.metric(who, t("practice-pile_cards", lang, cards=view.captured_counts[seat]))


def _trick_area(game: Game, lang: str) -> None:
    view = game.view
    ply = game.ply
    if game.trick_pending:
        trick = view.tricks[-1]
        result = resolve_trick(trick.cards, view.trump_suit)
        st.success(t(f"practice-trick_won-{trick.winner}", lang, card=result.card, points=trick.points))
        show_cards(trick.cards, lang, width=80,
                   captions=[t(f"practice-seat-{(trick.leader + i) % 2}", lang) for i in range(len(trick.cards))])
        st.markdown(explain_trick(result, lang)[-1])
        st.button(t("practice-go_on", lang), type="primary", key=f"pr_go_on_{ply}", on_click=_act,
                  args=("go_on", None, ply))
    elif view.trick:
        st.caption(t("practice-on_table", lang))
        show_cards(view.trick, lang, width=80,
                   captions=[t(f"practice-seat-{(view.leader + i) % 2}", lang) for i in range(len(view.trick))])


def _hand(game: Game, lang: str) -> None:
    view = game.view
    ply = game.ply
    mine = learner_to_move(game)
    hand = list(view.hand)
    if game.trick_pending:  # the drawn card is seen only once the learner goes on
        hand = [c for c in hand if c not in drawn_cards(game)]
    fresh = drawn_cards(game) if not game.trick_pending and not view.trick else set()
    st.caption(t("practice-your_hand" if mine else "practice-wait", lang))
    cols = st.columns(max(3, len(hand)))
    for col, card in zip(cols, hand, strict=False):
        with col:
            show_card(card, lang, width=90, caption=t("practice-drawn", lang) if card in fresh else None)
            st.button(t("practice-play", lang), key=f"pr_card_{card.code}_{ply}", on_click=_act,
                      args=("play", card.code, ply), disabled=not mine or card not in view.legal,
                      help=card_name(card, lang), use_container_width=True)
    swaps = [a for a in view.legal if isinstance(a, Exchange)] if mine else []
    for swap in swaps:
        st.button(t("practice-exchange", lang, given=swap.card, taken=view.trump_card), key=f"pr_ex_{swap.card.code}",
                  on_click=_act, args=("play", {"exchange": swap.card.code}, ply), icon=":material/swap_horiz:")
    if mine and SKIP in view.legal:
        st.button(t("practice-skip", lang), key="pr_skip", on_click=_act, args=("play", {"skip": "exchange"}, ply))


def _coaching(game: Game, lang: str) -> None:
    if not game.settings.coaching:
        return
    decision = last_decision(game)
    if decision is not None and decision.label in ("inaccuracy", "mistake", "blunder"):
        label = t(f"label-{decision.label}", lang)
        text = t("practice-verdict", lang, label=label.capitalize(), lost=round(decision.points_lost, 1),
                 win=round(100 * decision.win_lost), better=doing(decision.best, lang))
        if decision.uncertain:
            text += " " + t("practice-uncertain", lang)
        # the principle broken, or at least what it cost against the better move
        reasons = reason_text((decision.reasons[1:] or decision.reasons)[0], lang) if decision.reasons else ""
        (st.error if decision.label == "blunder" else st.warning)(f"{text} {reasons}".strip())
    if not learner_to_move(game):
        return
    ply = game.ply
    st.button(t("practice-hint", lang), key=f"pr_hint_{ply}", on_click=_hint, args=(ply,), icon=":material/lightbulb:")
    shown = st.session_state.get("pr_hint")
    if shown and shown[0] == game.id and shown[1] == ply:
        values = shown[2]
        best = values[0]
        why = " ".join(reason_text(r, lang) for r in shown[3])
        st.info(t("practice-hint_text", lang, move=action_name(best[0], lang), margin=signed(best[1], lang),
                  win=round(100 * best[2])) + (" " + why if why else ""))
        if st.toggle(t("practice-full_evaluation", lang), key=f"pr_full_{ply}"):
            import pandas as pd

            st.bar_chart(pd.DataFrame({t("practice-move", lang): [action_name(v[0], lang) for v in values],
                                       t("practice-expected_margin", lang): [round(v[1], 2) for v in values]}),
                         x=t("practice-move", lang), y=t("practice-expected_margin", lang), horizontal=True)


def _counting(game: Game, lang: str) -> None:
    if not game.settings.counting:
        return
    view = game.view
    with st.expander(t("practice-cards_played", lang, n=len(view.played))):
        for i, trick in enumerate(view.tricks, start=1):
            who = t(f"practice-seat-{trick.winner}", lang)
            st.markdown(t("practice-trick_line", lang, n=i, cards=trick.cards,
                          who=who, points=trick.points))


def _end(game: Game, lang: str) -> None:
    result = hand_result(game.state)
    pts = game.state.points
    st.subheader(t("practice-final", lang, you=pts[LEARNER], bot=pts[BOT]))
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
    c2.button(t("practice-new_game", lang), key="pr_new_after", on_click=_forget_game)
    s = game.settings
    st.caption(t("practice-share", lang))
    st.code(f"?lang={lang}&deal={s.deal}&rules={s.rules}&level={s.level}", language=None)


def practice_widget(lang: str) -> None:
    st.title(t("practice-title", lang))
    notice = st.session_state.pop(NOTICE, None)
    if notice:
        st.toast(t(notice, lang))
    game_id = st.query_params.get("game")
    if game_id is None:
        last = st.session_state.get("pr_last_game")
        if last:  # back from another page: the game in progress is one click away
            st.button(t("practice-resume", lang), key="pr_resume", on_click=_resume, args=(last,), type="primary",
                      icon=":material/play_arrow:")
        _new_game_form(lang)
        return
    try:
        game = _load(game_id)
    except (storage.StorageError, PracticeError) as e:
        st.error(error_text(e, lang))
        st.button(t("practice-new_game", lang), key="pr_new_error", on_click=_forget_game, type="primary")
        return
    st.session_state["pr_last_game"] = None if game.over else game.id
    for _ in range(3):  # the bot's moves, one at a time, until the learner is needed
        after = bot_step(game)
        if after is game:
            break
        game = after
        _save(game)
    st.caption(_rules_line(game.settings.rules, lang) + " · " + t(f"practice-level-{game.settings.level}", lang))
    _table(game, lang)
    _trick_area(game, lang)
    if game.over and not game.trick_pending:
        _end(game, lang)
        return
    _hand(game, lang)
    _coaching(game, lang)
    _counting(game, lang)
    if current_player(game.state) == BOT and not game.trick_pending:
        st.caption(t("practice-bot_thinking", lang))
