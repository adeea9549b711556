"""A learner's progress on the practice page: their finished games, listed, with charts of
the points lost per decision and the share of best or good decisions over time, per table.

The games are filed under a learner key (``storage.claim``): as long and random as a game id,
so it cannot be guessed, issued by storage (``storage.new_learner``) when the learner starts
their first game. It is kept in this session and in the browser (a cookie), never in a link:
every link the app makes (the review's steps, a game's link, a deal to share, the list's
links) can be shared without handing over the learner's games, and a key put in a link by hand
is never read. A game's own link is shared to be seen, not played: in
another browser it shows the game's review once a deal is over and offers the same cards to
play for oneself; only the browser whose key the game is filed under plays it on (``caller``,
asked of ``brisca.teach.table.access``, the one rule of who may act).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from urllib.parse import urlencode

import pandas as pd
import streamlit as st
from babel.dates import format_date

from ..core.errors import BriscaError
from ..core.rules import PRESET_BY_NAME
from ..teach.table import learner_items, storage
from ..teach.table.access import Caller
from ..teach.table.progress import PlayedGame, progress
from ..text import normalize_lang, number, percent, preset_name, t
from .frame import write_cookie
from .grids import html_grid
from .puzzle_progress_view import puzzle_progress_part
from .review_charts import progress_chart, progress_data
from .skills_view import skills_part

COOKIE = "brisca_learner"
SESSION = "pr_learner"
COOKIE_DAYS = 730
_LOG = logging.getLogger("brisca.ui")


def _issued(key: object) -> bool:
    try:
        return storage.issued(key)
    except BriscaError:  # a database that cannot be read now: no key is taken on trust
        return False


def browser_key() -> str | None:
    """The key in the browser's cookie (as sent with this run)."""
    return st.context.cookies.get(COOKIE)


def write_browser_key(key: str) -> None:
    """Keeps ``key`` in the browser's cookie (the key is [A-Za-z0-9_-] only: nothing to escape)."""
    write_cookie(COOKIE, key, COOKIE_DAYS)


def learner_key() -> str | None:
    """The learner's key: this session's, else the browser's if storage issued it."""
    key = st.session_state.get(SESSION)
    if storage.valid_id(key):
        return key
    key = browser_key()
    if storage.valid_id(key) and _issued(key):
        st.session_state[SESSION] = key
        return key
    return None


def keep_learner() -> None:
    """Keeps the learner's key in the browser."""
    key = learner_key()
    if key is not None and browser_key() != key:
        write_browser_key(key)


def caller() -> Caller:
    """This browser as the one rule of who may act knows it (``access``): by its learner key. A
    practice game filed under another key is seen, not played, and a friends' table, filed or
    not, is never played from here."""
    return Caller(learner=learner_key())


def learner_rows(kind: str) -> dict | None:
    """The learner's kept items of ``kind`` (``learner_items.items_of``); ``None`` before they
    have a key, or when storage cannot be read now (the page's session copy then serves)."""
    key = learner_key()
    try:
        return None if key is None else learner_items.items_of(key, kind)
    except BriscaError:
        return None


def keep_for_learner(kind: str, item: str, data: dict) -> bool:
    """Keeps ``data`` under the learner's key (issued now if they have none): ``False`` when
    storage cannot be written now (the page's session copy serves until it can)."""
    try:
        key = learner_key() or storage.new_learner()
        st.session_state[SESSION] = key
        learner_items.keep_item(key, kind, item, data)
        return True
    except BriscaError:
        return False


def remember(game_id: str) -> None:
    """Files a newly started game under the learner's key (issued now if they have none). A
    failure only leaves the game off the list, so it is logged, not said."""
    try:
        key = learner_key() or storage.new_learner()
        st.session_state[SESSION] = key
        storage.claim(game_id, key)
    except BriscaError:
        _LOG.warning("a game could not be filed under its learner")


def _when(game: PlayedGame, lang: str) -> str:
    return format_date(datetime.fromtimestamp(game.started, UTC), "medium", locale=normalize_lang(lang))


def table_name(game: PlayedGame, lang: str) -> str:
    return t("rules-table-teams" if game.teams else "rules-table", lang, players=game.players)


def games_grid(games: list[PlayedGame], key: str, lang: str) -> pd.DataFrame:
    """The games, latest first, each with a link to its review."""
    rows = []
    for g in reversed(games):
        href = "?" + urlencode({"lang": lang, "game": g.id})  # a link to share: no learner key in it
        rows.append({t("progress-when", lang): _when(g, lang),
                     t("progress-rules", lang): preset_name(PRESET_BY_NAME[g.rules], lang),
                     t("progress-level", lang): t(f"practice-level-{g.level}", lang),
                     t("progress-result", lang): t(f"progress-result-{g.result}", lang),
                     t("review-good_share", lang): percent(g.good_share, lang) if g.good_share is not None else "—",
                     t("review-mean_lost", lang): number(g.mean_lost, lang) if g.mean_lost is not None else "—",
                     t("progress-open", lang): (t("progress-open_review", lang), href)})
    return pd.DataFrame(rows)


def progress_section(lang: str) -> None:
    """The learner's finished games and their progress, if they have any, their skills
(``skills_view``: the games', the puzzles' and the drills') and their puzzle rating over time
(``puzzle_progress_view``)."""
    key = learner_key()
    if key is None:
        return
    try:
        seen = progress(key)
    except BriscaError as e:
        _LOG.warning("the progress list could not be read: %s", e)
        return
    games = list(seen.games)
    if seen.damaged:
        st.info(t("progress-damaged", lang, games=seen.damaged))
    if games:
        _games_part(games, key, lang)
    skills_part(key, seen, lang)
    puzzle_progress_part(key, lang)


def _games_part(games: list[PlayedGame], key: str, lang: str) -> None:
    st.subheader(t("progress-title", lang))
    st.caption(t("progress-about", lang, games=len(games)))
    data = progress_data(games, lambda g: table_name(g, lang))
    if len(data) > 1:
        st.altair_chart(progress_chart(data, lang, "lost"), width="stretch")
        st.altair_chart(progress_chart(data, lang, "good"), width="stretch")
    with st.expander(t("progress-list", lang), key="pg_list"):
        st.html(html_grid(games_grid(games, key, lang), stack=True, links=(t("progress-open", lang),)))
