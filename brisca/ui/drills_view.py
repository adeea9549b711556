"""The counting drills page: a deal the bots play, watched from one seat at a chosen speed
(play, pause), stopped at a moment; then the counting questions, each answer judged by the
engine (``teach.lessons.drills``) and a wrong one explained by the tricks to look back at,
each a button to the step that shows it; a score per drill, the last ones listed.

The drill is in the URL (``?table=000&deal=123&moment=random``), so a link opens the same deal
and stop for anyone; a bad value is said in the learner's language and a new drill is dealt.
Where the watching is lives in the session; each drill's score is kept under the learner key
(``progress_view``) in storage's ``items`` (kind ``drills``), and the last ones listed from
there (from the session when storage cannot be read); a damaged score is said and left out.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace

import streamlit as st

from ..core.cards import SUITS
from ..core.outside import InputError, whole_number
from ..core.rules import PRESET_BY_NAME, preset
from ..teach.lessons import drills as dr
from ..teach.table.board import board_data
from ..text import capitalized, card_name, error_text, join, preset_name, rank_name, seat_label, seat_name, suit_name, t
from .components import board
from .frame import set_params
from .guard import page_guard
from .progress_view import keep_for_learner, keep_learner, learner_rows

WATCH = "dr_watch"  # where the watching is (``Watch``)
SCORES = "dr_scores"  # the drills done in this session (``dr.Score``), latest last
SPEEDS = {"slow": 2.5, "normal": 1.5, "fast": 0.75}  # seconds a step
LAST_SCORES = 5


@dataclass(frozen=True, slots=True)
class Watch:
    """A drill being watched: the step shown, whether it plays on, whether the stop was reached,
    the answers judged and whether the score was kept."""

    drill: dr.Drill
    step: int = 0
    playing: bool = False
    reached: bool = False
    checks: tuple = ()
    scored: bool = False


def _new_params(table: str, moment: str) -> dict:
    seed = random.SystemRandom().randrange(dr.MAX_SEED)
    return {"table": table, "deal": str(seed), "moment": moment}


def _read(lang: str) -> dr.Drill:
    """The URL's drill; a bad one said (its value never shown) and a new one dealt."""
    table = st.query_params.get("table", dr.TABLES[0])
    moment = st.query_params.get("moment", "random")
    seed = st.query_params.get("deal")
    if seed is not None:
        try:
            return dr.drill(table, whole_number(seed, 0, dr.MAX_SEED - 1, "deal"), moment)
        except (InputError, dr.DrillError):
            st.warning(t("drills-bad_link", lang))
    if table not in dr.TABLES:
        table = dr.TABLES[0]
    if moment not in dr.MOMENTS or (moment == "stock_empty" and preset(table).players != 2):
        moment = "random"
    params = _new_params(table, moment)
    set_params(params)
    return dr.drill(table, int(params["deal"]), moment)


def _watch(d: dr.Drill) -> Watch:
    now = st.session_state.get(WATCH)
    if not isinstance(now, Watch) or now.drill != d:
        now = st.session_state[WATCH] = Watch(d)
    return now


def _set(**changes) -> None:
    st.session_state[WATCH] = replace(st.session_state[WATCH], **changes)


def _go_to(step: int) -> None:
    _set(step=step, playing=False)


def _skip() -> None:
    _set(step=st.session_state[WATCH].drill.stop, playing=False, reached=True)


def _chooser(d: dr.Drill, lang: str) -> None:
    """The table and the moment, and a new deal."""
    def deal_new() -> None:
        table = st.session_state["dr_table"]
        moment = st.session_state["dr_moment"] if preset(table).players == 2 else "random"
        set_params(_new_params(table, moment))

    # the table on a line of its own: its names are long, and a phone's half line cuts them short
    st.selectbox(t("drills-table", lang), dr.TABLES, index=dr.TABLES.index(d.table), key="dr_table",
                 format_func=lambda name: preset_name(PRESET_BY_NAME[name], lang))  # named, not coded
    with st.container(horizontal=True):
        st.selectbox(t("drills-moment", lang), dr.MOMENTS, index=dr.MOMENTS.index(d.moment), key="dr_moment",
                     format_func=lambda m: t(f"drills-moment-{m}", lang), help=t("drills-moment_help", lang))
        st.button(t("drills-new", lang), on_click=deal_new, icon=":material/refresh:", key="dr_new")


def _board(d: dr.Drill, now: Watch, lang: str) -> None:
    view = dr.view_at(d, now.step)
    data = board_data(view, lang, counting=False)  # the counting is the learner's
    at_stop = now.step == d.stop
    if at_stop:
        data.update(history=[])  # at the stop the learner counts from memory
        data["labels"] = {k: v for k, v in data["labels"].items() if k != "history"}  # the board hides it
    status = t("drills-stopped", lang) if at_stop else t("drills-watching", lang, seat=seat_name(d.seat, lang))
    data.update(hand=[{**c, "playable": False} for c in data["hand"]], actions=[], controls=[], hint=None,
                verdict=None, final=False, frames=[], version=now.step, status=status)
    board(data, key="dr_board")


def _player(lang: str) -> None:
    """The board at the step shown; while playing, one step on every tick of the fragment."""
    with page_guard(lang):  # a fragment's rerun runs outside the page's own guard
        now = st.session_state[WATCH]
        d = now.drill
        if now.playing and now.step < d.stop:
            now = replace(now, step=now.step + 1)
            st.session_state[WATCH] = now
            if now.step == d.stop:
                st.session_state[WATCH] = now = replace(now, playing=False, reached=True)
                st.rerun(scope="app")  # the questions are outside the fragment
        _board(d, now, lang)


def _controls(now: Watch, lang: str) -> None:
    with st.container(horizontal=True):
        st.selectbox(t("drills-speed", lang), tuple(SPEEDS), index=1, key="dr_speed",
                     format_func=lambda s: t(f"drills-speed-{s}", lang))
        if now.playing:
            st.button(t("drills-pause", lang), on_click=_set, kwargs={"playing": False}, icon=":material/pause:",
                      key="dr_pause")
        else:
            st.button(t("drills-play", lang), on_click=_set, kwargs={"playing": True}, icon=":material/play_arrow:",
                      key="dr_play", disabled=now.step >= now.drill.stop)
        st.button(t("drills-skip", lang), on_click=_skip, icon=":material/skip_next:", key="dr_skip",
                  disabled=now.reached and now.step == now.drill.stop)


def _cards_text(cards, lang: str) -> str:
    return join([card_name(c, lang) for c in sorted(cards)], lang)


def _cards_choice(question: str, cards, key: str, trump: str | None, lang: str) -> None:
    """A question answered with cards: the cards offered suit by suit, each by its rank, on
    Streamlit's own buttons (a suit's pills, ``key_<suit>``). Every word is the page's own: a
    drop-down list would add Streamlit's English ("Select all", "No results") to a Spanish page."""
    st.markdown(question)
    for suit in SUITS:
        here = [c for c in cards if c.suit == suit]
        if here:
            name = capitalized(suit_name(suit, lang))
            st.pills(t("resolver-suit_is_trump", lang, suit=name) if suit == trump else name, here,
                     selection_mode="multi", key=f"{key}_{suit}",
                     format_func=lambda c: capitalized(rank_name(c.rank, lang)))


def _cards_chosen(key: str) -> tuple:
    """The cards chosen in a ``_cards_choice``, every suit's."""
    return tuple(c for suit in SUITS for c in st.session_state.get(f"{key}_{suit}") or ())


def _answer_form(d: dr.Drill, lang: str) -> None:
    """Every question of the stop in one form; its answers judged when sent."""
    v = dr.view_at(d)
    asked = dr.questions(v)
    with st.form("dr_form"):
        st.subheader(t("drills-questions", lang))
        if "trumps" in asked:
            st.number_input(t("drills-q-trumps", lang), 0, 40, 0, key="dr_a_trumps")
        if "points" in asked:
            for side in range(len(v.rules.sides)):
                own = side == v.rules.side_of(v.seat)
                label = (t("drills-q-points_yours", lang, team="yes" if v.rules.teams else "no") if own
                         else t("drills-q-points", lang, n=side + 1, team="yes" if v.rules.teams else "no"))
                st.number_input(label, 0, 130, 0,
                                key=f"dr_a_points_{side}")
        _cards_choice(t("drills-q-aces_threes", lang), dr.key_cards(v), "dr_a_aces_threes", v.trump_suit, lang)
        if "other_hand" in asked:
            _cards_choice(t("drills-q-other_hand", lang), dr.options(v), "dr_a_other_hand", v.trump_suit, lang)
        team = "yes" if v.rules.teams else "no"
        st.number_input(t("drills-q-sixty_need", lang, team=team), 0, 130, 0, key="dr_a_sixty_need")
        st.radio(t("drills-q-sixty_can", lang), (True, False), key="dr_a_sixty_can", horizontal=True,
                 format_func=lambda yes: t("drills-yes" if yes else "drills-no", lang))
        sent = st.form_submit_button(t("drills-check", lang), icon=":material/check:", key="dr_check")
    if sent:
        state = st.session_state
        given = {"trumps": state.get("dr_a_trumps"),
                 "points": tuple(state.get(f"dr_a_points_{s}") for s in range(len(v.rules.sides))),
                 "aces_threes": _cards_chosen("dr_a_aces_threes"),
                 "other_hand": _cards_chosen("dr_a_other_hand"),
                 "sixty": (state.get("dr_a_sixty_need"), state.get("dr_a_sixty_can"))}
        checks = tuple(dr.check(v, q, given[q], d) for q in asked)
        now = st.session_state[WATCH]
        if not now.scored:
            _keep(dr.Score(d.table, d.seed, d.moment, sum(c.right for c in checks), len(checks), time.time()))
        st.session_state[WATCH] = replace(now, checks=checks, scored=True)


def answer_text(v, c: dr.Check, lang: str) -> str:
    """The engine's answer worked out: where the trumps were seen, each side's points, the cards,
    what passing half needs and what is still in play."""
    if c.question == "trumps":
        seen = dr.trumps_seen(v)
        where = [t(f"drills-seen-{part}", lang, n=count) for part, count in
                 (("hand", seen.hand), ("played", seen.played), ("turned", seen.turned), ("known", seen.known))
                 if count]
        return t("drills-a-trumps", lang, n=c.expected, deck=seen.deck, seen=seen.seen, where=where)
    if c.question == "points":  # each side's points in a sentence, the learner's first
        team, mine = "yes" if v.rules.teams else "no", v.rules.side_of(v.seat)
        others = [t("drills-a-other_points", lang, team=team, n=s + 1, points=p)
                  for s, p in enumerate(c.expected) if s != mine]
        return t("drills-a-points", lang, team=team, points=c.expected[mine], others=others)
    if c.question == "other_hand":  # what it holds, each card with its article
        return t("drills-a-other_hand", lang, cards=tuple(sorted(c.expected)), n=len(c.expected))
    if c.question == "aces_threes":
        return t("drills-a-aces_threes", lang, cards=_cards_text(c.expected, lang), n=len(c.expected))
    need, can = c.expected
    rules, taken = v.rules, sum(v.points)
    return t("drills-a-sixty", lang, need=need, can="yes" if can else "no", team="yes" if rules.teams else "no",
             half=rules.half_points, over=rules.half_points + 1, own=v.own_side_points, total=rules.total_points,
             taken=taken, left=rules.total_points - taken)


def _results(d: dr.Drill, checks: tuple, lang: str) -> None:
    v = dr.view_at(d)
    right = sum(c.right for c in checks)
    st.subheader(t("drills-score", lang, right=right, asked=len(checks)))
    for c in checks:
        title = t(f"drills-title-{c.question}", lang)
        if c.right:
            st.success(t("drills-right", lang, question=title, answer=answer_text(v, c, lang)))
            continue
        st.error(t("drills-wrong", lang, question=title, answer=answer_text(v, c, lang)))
        if c.tricks:
            st.caption(t(f"drills-why-{c.question}", lang))
        with st.container(horizontal=True):
            for f in c.tricks:
                st.button(t("drills-trick", lang, number=f.number, winner=seat_label(f.winner, lang),
                            cards=_cards_text(f.cards, lang), points=f.points),
                          key=f"dr_look_{c.question}_{f.number}", on_click=_go_to, args=(f.step,))


def _keep(score: dr.Score) -> None:
    """A drill's score, in the session and under the learner key (issued now if they have none)."""
    st.session_state.setdefault(SCORES, []).append(score)
    keep_for_learner(dr.KIND, score.item, score.to_json())  # if it cannot be now, the session's copy is listed


def kept_scores(lang: str) -> list[dr.Score]:
    """The learner's drill scores, latest first: storage's, checked (a damaged one said once and
    left out), else this session's."""
    done, rows = list(st.session_state.get(SCORES, [])), learner_rows(dr.KIND)
    if rows is not None:
        done, damaged = [], None
        for data, _ in rows.values():
            try:
                done.append(dr.read_score(data))
            except dr.DrillError as e:
                damaged = e
        if damaged is not None:
            st.warning(error_text(damaged, lang))
    return sorted(done, key=lambda s: s.when, reverse=True)


def _scores(lang: str) -> None:
    done = kept_scores(lang)[:LAST_SCORES]
    if done:
        st.caption(t("drills-last_scores", lang, scores=join(
            [t("drills-one_score", lang, name=preset_name(PRESET_BY_NAME[s.table], lang), right=s.right,
               asked=s.asked) for s in done], lang)))


def drills_widget(lang: str) -> None:
    keep_learner()
    st.title(t("nav-drills", lang))
    st.caption(t("drills-intro", lang))
    d = _read(lang)
    now = _watch(d)
    _chooser(d, lang)
    _controls(now, lang)
    st.fragment(_player, run_every=SPEEDS[st.session_state.get("dr_speed", "normal")] if now.playing else None)(lang)
    now = st.session_state[WATCH]
    if now.reached:
        if now.step != d.stop:
            st.button(t("drills-back", lang), on_click=_go_to, args=(d.stop,), icon=":material/undo:", key="dr_back")
        _answer_form(d, lang)
        now = st.session_state[WATCH]
        if now.checks:
            _results(d, now.checks, lang)
    _scores(lang)

