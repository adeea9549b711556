"""The review of a finished practice deal: a summary of the learner's decisions, the deal
step by step (the viewer the worked examples use: every move, every hand face up, the stock
in order, the coach's verdict on each decision with its reasons and the moves it preferred),
"try another move" at any decision, a chart of the chance to win move by move with the mistakes
marked (a click on a mark opens its step), the decisions by trick and a chart of both sides' points.

The step lives in the URL (``?game=...&step=...``), so a link opens the same step; a step
value that is not one of the deal's is said in the learner's language (never shown) and the
first step is shown. Every number is written the page's language's way.
"""

from __future__ import annotations

from functools import partial

import pandas as pd
import streamlit as st

from ..core.action import AUCTION_KINDS, SIGNAL, SING, Move
from ..core.errors import BriscaError
from ..core.outside import InputError, whole_number
from ..core.signals import gesture
from ..core.state import current_player
from ..core.subastada import marriage_points
from ..teach.coach.verdicts import cost_reason
from ..teach.table import flow
from ..teach.table.board import trick_taken_text
from ..teach.table.chances import Chances, chances
from ..teach.table.flow import Game
from ..teach.table.review import (
    ReviewScene,
    Summary,
    best_moves,
    branch_trick,
    deal_of,
    origin_deal,
    review_scenes,
    step_of,
    summary,
    trick_of,
)
from ..teach.table.seat_board import result_text, seat_names, side_labels
from ..text import (
    action_name,
    auction_facts,
    doing,
    error_text,
    join,
    label_text,
    number,
    percent,
    reason_text,
    seat_name,
    signal_text,
    t,
    tell,
)
from .analysis_view import open_link_at
from .frame import set_params
from .grids import figures_html, html_grid
from .guard import page_guard
from .progress_view import remember
from .review_charts import chance_chart, picked_step, points_chart, side_word
from .steps_view import deal_table_html, read_step, scroll_to, step_controls

STEP = "step"  # the URL's parameter
DEAL = "review_deal"  # which deal of a match is reviewed, from 1 (the URL's parameter)
NOTICE = "rv_notice"  # a refusal to tell on the next run (a branch that could not start)
VIEWER = "rv_viewer"  # the step viewer's container (a link to a step scrolls to it)
STEPPED = "rv_stepped"  # set when the learner chose the step in the viewer itself
SHOWN = "rv_shown"  # the game, deal and step the viewer showed last
CHANCE = "rv_chance"  # the chance chart's key, with its deal and the count of marks picked (PICKS)
PICKS = "rv_picks"  # each pick keys a fresh chart, so the same mark picked again is a new click


def _go(target: int, deal_index: int | None = None) -> None:
    """To step ``target`` (of the match's deal ``deal_index``, from 0, when it says one)."""
    if deal_index is not None:
        st.query_params[DEAL] = str(deal_index + 1)
    st.query_params[STEP] = str(target)


def _to_deal() -> None:
    """The deal chosen in the match's deals, from its first step."""
    chosen = st.session_state.get("rv_deal")
    if chosen is not None:
        _go(0, chosen)


def _stepped(target: int) -> None:
    """A step chosen in the viewer (a button, a key, the slider): the viewer is where the
    learner looks already, so it is not scrolled to."""
    st.session_state[STEPPED] = True
    _go(target)


def _try_from(game_id: str, deal_index: int, ply: int) -> None:
    """A new game from the position before move ``ply`` of a finished deal of the game's match:
    the learner plays on. The button is in the viewer's fragment: the whole page runs again,
    for the new game (or the refusal, said above the viewer)."""
    try:
        branch = flow.start_from(flow.load(game_id).deal_game(deal_index), ply)
    except BriscaError as e:
        st.session_state[NOTICE] = e
        st.rerun()
    set_params({"game": branch.id})
    remember(branch.id)
    st.rerun()


def summary_html(s: Summary, lang: str) -> str:
    """The deal's figures in a row that wraps on a phone."""
    figures = [(t("review-decisions", lang), number(s.decisions, lang)),
               (t("review-good_share", lang), percent(s.good_share, lang)),
               (t("review-mean_lost", lang), number(s.mean_lost, lang))]
    return figures_html(figures)


def counts_text(s: Summary, lang: str) -> str:
    """How many decisions got each label ("3 best, 1 mistake"), the labels given only."""
    said = [t("review-label_count", lang, label=label, n=n) for label, n in s.counts.items() if n]
    return join(said, lang)


def _summary(game: Game, decisions, lang: str, of_match: bool = False, several: bool = False,
             people: bool = False) -> None:
    """The figures of ``decisions``: one deal's, or with ``of_match`` the whole match's (the
    hints and take-backs are counted by match, so a deal of ``several`` says none, nor a table
    of ``people``, which gives none)."""
    s = summary(decisions)
    if s is None:  # no coach in practice; a table of people judged every choice; a rested deal (five) has none
        rested = game.resting and not of_match
        said = "review-no_decisions" if people else "review-rested" if rested else "review-no_coaching"
        st.caption(t(said, lang))
        return
    st.html(summary_html(s, lang))
    if (of_match or not several) and not people:
        st.caption(t("review-counts", lang, counts=counts_text(s, lang), lost=round(s.total_lost, 1),
                     hints=game.hints, takebacks=game.takebacks))
    else:
        st.caption(t("review-counts_deal", lang, counts=counts_text(s, lang), lost=round(s.total_lost, 1)))
    if s.worst is None:
        return
    deal_index = deal_of(game, s.worst) if of_match else None
    where = game.deal_game(deal_index) if of_match else game
    said = {"move": doing(Move.of(s.worst.move), lang), "cost": cost_reason(s.worst), "trick": trick_of(where, s.worst),
            "label": label_text(s.worst.label, s.worst.uncertain, lang)}
    st.markdown(t("review-worst_match", lang, deal=deal_index + 1, **said) if of_match
                else t("review-worst", lang, **said))
    st.button(t("review-worst_go", lang), key="rv_worst_match" if of_match else "rv_worst", on_click=_go,
              args=(s.worst_step, deal_index), icon=":material/search:")


MOVE_TEXTS = {"play": ("review-step-you_play", "review-step-seat_play"),  # the learner's, another seat's
              "exchange": ("review-step-you_exchange", "review-step-seat_exchange"),
              "skip": ("review-step-you_skip", "review-step-seat_skip")}


def move_text(game: Game, step: ReviewScene, lang: str) -> list[str]:
    """What happened at a step, in sentences: the deal, or who did what, and the trick taken."""
    _, names = seat_names(game, lang)
    me = game.deal_seat(game.learner)
    if step.move is None:
        leader = current_player(step.state) if game.record.rules.bidding else step.state.leader
        if game.record.rules.bidding:  # no card turned up: the auction opens
            return [t("review-step-deal_auction_you", lang) if leader == me
                    else t("review-step-deal_auction", lang, who=names[leader])]
        if leader == me:
            return [t("review-step-deal_you", lang, card=step.state.turned_up)]
        return [t("review-step-deal", lang, card=step.state.turned_up, who=names[leader])]
    if step.move.kind == SIGNAL:  # the deal is over: the review shows every seat's signs, as every hand
        return [signal_line(game, step, lang, names)]
    if step.move.kind in AUCTION_KINDS:  # a bid, a pass, the trump named, a card called, a marriage sung
        facts = auction_facts(step.move, lang)
        if step.move.kind == SING:  # said with its worth: 40 in trumps, 20 in another suit
            facts["points"] = marriage_points(step.move.suit, step.state.trump_suit)
        lines = [t("review-step-auction", lang, kind=step.move.kind, who=seat_name(step.mover, lang, names),
                   you="yes" if step.mover == me else "no", **facts)]
        return lines + ([result_text(game, lang)] if step.index == len(game.record.moves) else [])
    kind = "play" if step.move.is_play else step.move.kind
    facts = {"card": step.move.card} if step.move.is_play else {}
    if kind == "exchange":
        facts = {"given": step.move.card, "taken": step.before.turned_up}
    yours, theirs = MOVE_TEXTS[kind]
    if step.mover == me:
        lines = [t(yours, lang, **facts)]
    else:
        lines = [t(theirs, lang, who=names[step.mover], **facts)]
    if len(step.state.tricks) > len(step.before.tricks):
        lines.append(trick_taken_text(step.state.tricks[-1], me, lang, names))
    if step.index == len(game.record.moves):
        lines.append(result_text(game, lang))
    return lines


def signal_line(game: Game, step: ReviewScene, lang: str, names) -> str:
    """A signal made at this step: the learner's by what it says and its gesture, another
    seat's as the table saw it ("El compañero se muerde el labio: «...»")."""
    table, made = game.record.rules.signals, step.state.signals[-1]
    if step.mover == game.deal_seat(game.learner):
        return t("review-step-you_signal", lang, sign=t(f"sign-{made.sign}", lang),
                 gesture=t(f"gesture-{gesture(table, made.sign)}", lang))
    return signal_text(table, made, lang, names)


def verdict_lines(step: ReviewScene, lang: str) -> list[str]:
    """The coach's verdict on the learner's move at this step, its reasons and what it preferred."""
    d = step.decision
    if d is None:
        return []
    label = label_text(d.label, d.uncertain, lang)
    lines = [t("review-verdict", lang, label=label, cost=cost_reason(d))]
    lines += [reason_text(r, lang) for r in d.reasons if r.code != "coach_counts"]
    if step.preferred:
        lines.append(t("review-preferred", lang, moves=join([doing(m, lang) for m in step.preferred], lang, "or")))
    return lines


def decisions_grid(game: Game, lang: str) -> pd.DataFrame:
    """The decisions by the trick they were made in (as the chart counts), with their step."""
    rows = []
    for d in game.decisions:
        rows.append({t("review-trick", lang): t("review-trick_n", lang, n=trick_of(game, d)),
                     t("review-step", lang): step_of(d) + 1,
                     t("review-played", lang): action_name(d.move, lang),
                     t("review-best", lang): join([action_name(m, lang) for m in best_moves(d)], lang, "or"),
                     t("review-cost", lang): tell("review-cost_short", cost_reason(d).facts, lang),
                     t("review-lost", lang): number(d.points_lost, lang),
                     t("review-label", lang): label_text(d.label, d.uncertain, lang),
                     t("review-why", lang): reason_text(d.main_reason, lang) if d.main_reason else ""})
    return pd.DataFrame(rows)


@st.fragment
def _viewer(game: Game, lang: str, deal_index: int, trying: bool = True, notes: bool = False) -> None:
    """The deal step by step: a step chosen reruns this fragment only, not the page's figures,
    grid and chart."""
    with page_guard(lang), st.container(key=VIEWER):  # a fragment's rerun runs outside the page's own guard
        _step(game, lang, deal_index, trying, notes)


def _step(game: Game, lang: str, deal_index: int, trying: bool = True, notes: bool = False) -> None:
    steps = review_scenes(game)
    asked = st.query_params.get(STEP)
    index = read_step(asked, len(steps))
    if index is None:
        st.warning(t("review-bad_step", lang, last=len(steps)))
        index = 0
        _go(0)
    here = (game.id, deal_index, index)
    if asked is not None and not st.session_state.pop(STEPPED, False) and st.session_state.get(SHOWN) != here:
        scroll_to(VIEWER, index)  # a link to a step (or "see that move") opens at the step, not the page's top
    st.session_state[SHOWN] = here
    step = steps[index]
    step_controls("rv", index, len(steps), _stepped, lang)
    (st.warning if step.decision and step.decision.label not in ("best", "good") else st.info)(
        "\n\n".join(move_text(game, step, lang) + verdict_lines(step, lang)))
    if step.learner_choice and trying:
        st.button(t("review-try", lang), key="rv_try", on_click=_try_from,
                  args=(game.id, deal_index, step.index - 1),
                  icon=":material/call_split:", help=t("review-try_help", lang))
        # the deal's seat (at five, not the table's); the board reads the values kept at this step
        # where the table's entry named this browser's seat (another learner's game is seen, not read)
        source = (game.id, deal_index, step.index - 1) if notes else ()
        open_link_at(step.before, game.deal_seat(game.learner), lang, source)
    st.html(step_table_html(game, step, lang))


def step_table_html(game: Game, step: ReviewScene, lang: str) -> str:
    """The table at a step of the review: the seats by their labels, the sentences (the trick
    taken, the auction's) naming them as the step's own lines do and speaking to the learner."""
    labels, names = seat_names(game, lang)
    me = game.deal_seat(game.learner)
    sides = side_labels(game, lang) if game.record.rules.teams else None
    taken = None
    if step.before is not None and len(step.state.tricks) > len(step.before.tricks):
        winner = step.state.tricks[-1].winner
        taken = t("review-trick_to", lang, who=seat_name(winner, lang, names), you="yes" if winner == me else "no")
    # a deal the learner rested is reviewed as it was seen: the cards played, no hand nor stock
    return deal_table_html(step.state, step.before, labels, lang, trick_caption=taken,
                           stock_face_up=not game.resting, side_names=sides, hands=not game.resting,
                           named=names, me=me)


def branch_line(game: Game, lang: str) -> str:
    """While a game tried from another's decision is played: where it started."""
    return t("review-branch", lang, trick=branch_trick(game))


def _lines(game: Game, lang: str) -> None:
    """For a game tried from another's decision, on the deal it was tried in: how both lines
    ended, and the new line's price."""
    try:
        first = origin_deal(game)
    except BriscaError as e:
        st.caption(error_text(e, lang))
        return
    st.markdown(t("review-lines", lang, trick=branch_trick(game)))
    played = game.deal_game(game.origin.deal)
    st.markdown(f"- {t('review-line_first', lang, result=result_text(first, lang))}\n"
                f"- {t('review-line_new', lang, result=result_text(played, lang))}")
    s = summary(tuple(d for d in played.decisions if d.ply >= game.origin.ply))
    if s is not None:
        st.caption(t("review-line_price", lang, decisions=s.decisions, lost=round(s.total_lost, 1),
                     good=percent(s.good_share, lang)))


def _chosen_deal(game: Game, lang: str) -> int:
    """Which deal of the match to review (the URL's, from 1; the one on the table unless it
    names another): a choice of the deals once there are several. A value that is not one of
    the match's deals is said (never shown) and the deal on the table is reviewed."""
    count = game.deal_index + 1
    value = st.query_params.get(DEAL)
    index = count - 1
    if value is not None:
        try:
            index = whole_number(value, 1, count, "deal") - 1
        except InputError:
            st.warning(t("review-bad_deal", lang, last=count))
            st.query_params.pop(DEAL, None)
    if count > 1:
        st.session_state["rv_deal"] = index
        st.segmented_control(t("review-deal_choice", lang), list(range(count)), key="rv_deal", on_change=_to_deal,
                             format_func=lambda k: t("review-deal_n", lang, n=k + 1), required=True)
    return index


def review(game: Game, lang: str, people: bool = False, notes: bool = False) -> None:
    """The review of ``game``'s learner (``viewer``); at a table of ``people`` (a friends'
    table) without hints and take-backs to count, and no other move to try from a decision:
    the other seats are people, no bot could play them on. The coach's notes kept in play open
    on the analysis board only with ``notes``: the learner's own game (the seat ``entry.view``
    named)."""
    st.subheader(t("review-title", lang))
    notice = st.session_state.pop(NOTICE, None)
    if notice is not None:
        st.warning(error_text(notice, lang))
    several = game.deal_index > 0
    if several:  # a match of several deals: its figures, then the deal chosen
        st.markdown(t("review-match_title", lang, deals=game.deal_index + 1))
        _summary(game, game.match_decisions, lang, of_match=True, people=people)
    deal_index = _chosen_deal(game, lang)
    if game.origin and game.origin.deal == deal_index:  # the deal it was tried in: both lines' endings
        _lines(game, lang)
    game = game.deal_game(deal_index)
    _summary(game, game.decisions, lang, several=several, people=people)
    if game.decisions and not people:  # the chart draws the coach's values kept in play: none at a friends' table
        _chances(game, lang, deal_index)
    _viewer(game, lang, deal_index, not people, notes)
    if game.decisions:  # closed, a phone's page stays short: every decision is a block of seven lines there
        with st.expander(t("review-all_decisions", lang), key="rv_all"):
            st.html(html_grid(decisions_grid(game, lang), stack=True))
    if game.state.tricks:
        st.altair_chart(_chart(game.id, game.version, deal_index, lang, game.learner, game), width="stretch")


def _chances(game: Game, lang: str, deal_index: int) -> None:
    """The chance to win move by move, the mistakes marked: a click on a mark opens its step."""
    made, chart = _chance_chart(game.id, game.version, deal_index, lang, game)
    st.markdown(f"**{t('review-chance-title', lang, side=side_word(game))}**")
    key = f"{CHANCE}_{deal_index}_{st.session_state.get(PICKS, 0)}"
    st.altair_chart(chart, width="stretch", key=key,
                    on_select=partial(_picked, key, made) if made.marks else "ignore")
    st.caption(t("review-chance-help", lang))
    if made.unplaced:
        st.caption(t("review-chance-unplaced", lang, n=len(made.unplaced)))


def _picked(key: str, made: Chances) -> None:
    """A mark clicked: its step opened (in the URL), or a forged selection said and nothing moved."""
    try:
        target = picked_step(st.session_state.get(key), made)
    except InputError as e:
        st.session_state[NOTICE] = e
        return
    if target is not None:
        st.session_state[PICKS] = st.session_state.get(PICKS, 0) + 1
        _go(target)


@st.cache_data(max_entries=64, show_spinner=False)
def _chance_chart(game_id: str, version: int, deal_index: int, lang: str, _game: Game):
    """The chance chart of a deal and its points, built once per game's version, deal and language."""
    made = chances(_game)
    return made, chance_chart(_game, made, lang)


@st.cache_data(max_entries=64, show_spinner=False)
def _chart(game_id: str, version: int, deal_index: int, lang: str, learner: int, _game: Game):
    """The points chart of a deal, built once per game's version, deal, language and learner
    (a friends' table's people each see their own side named as theirs): a deal reviewed does
    not change while that version stands."""
    return points_chart(_game, lang)
