"""A learner's progress on the practice page: their finished games, listed, with charts of
the points lost per decision and the share of best or good decisions over time, per table.

The games are filed under a learner key (``storage.claim``): as long and random as a game id,
so it cannot be guessed, made when the learner starts their first game. It is kept in the link
(``?learner=...``, so a bookmark or another device finds the same games) and in the browser (a
cookie, so a visit without the link does too); the link's comes first. A key that is not one
is said in the learner's language, never shown, and left out.
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
from ..teach import storage
from ..teach.review import PlayedGame, finished_games
from ..text import normalize_lang, number, percent, preset_name, t
from .grids import html_grid
from .review_charts import progress_chart, progress_data

LEARNER = "learner"  # the URL's parameter
COOKIE = "brisca_learner"
SESSION = "pr_learner"
COOKIE_DAYS = 730
_LOG = logging.getLogger("brisca.ui")


def learner_key() -> str | None:
    """The learner's key: the link's, else this session's, else the browser's."""
    for value in (st.query_params.get(LEARNER), st.session_state.get(SESSION), st.context.cookies.get(COOKIE)):
        if storage.valid_id(value):
            return value
    return None


def keep_learner(lang: str) -> None:
    """Keeps a known key in the link and the browser; a link's key that is not one is said."""
    asked = st.query_params.get(LEARNER)
    if asked is not None and not storage.valid_id(asked):
        st.info(t("progress-bad_key", lang))
        del st.query_params[LEARNER]
    key = learner_key()
    if key is None:
        return
    st.session_state[SESSION] = key
    if st.query_params.get(LEARNER) != key:
        st.query_params[LEARNER] = key
    if st.context.cookies.get(COOKIE) != key:  # the key is [A-Za-z0-9_-] only: nothing to escape
        st.html(f"<script>document.cookie = '{COOKIE}={key}; path=/; max-age={COOKIE_DAYS * 86400}; "
                "SameSite=Lax';</script>", unsafe_allow_javascript=True)


def remember(game_id: str) -> None:
    """Files a newly started game under the learner's key (made now if they have none). A
    failure only leaves the game off the list, so it is logged, not said."""
    key = learner_key() or storage.new_id()
    st.session_state[SESSION] = key
    st.query_params[LEARNER] = key
    try:
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
        href = "?" + urlencode({"lang": lang, "game": g.id, LEARNER: key})
        rows.append({t("progress-when", lang): _when(g, lang),
                     t("progress-rules", lang): preset_name(PRESET_BY_NAME[g.rules], lang),
                     t("progress-level", lang): t(f"practice-level-{g.level}", lang),
                     t("progress-result", lang): t(f"progress-result-{g.result}", lang),
                     t("review-good_share", lang): percent(g.good_share, lang) if g.good_share is not None else "—",
                     t("review-mean_lost", lang): number(g.mean_lost, lang) if g.mean_lost is not None else "—",
                     t("progress-open", lang): (t("progress-open_review", lang), href)})
    return pd.DataFrame(rows)


def progress_section(lang: str) -> None:
    """The learner's finished games and their progress, if they have any."""
    key = learner_key()
    if key is None:
        return
    try:
        games = finished_games(key)
    except BriscaError as e:
        _LOG.warning("the progress list could not be read: %s", e)
        return
    if not games:
        return
    st.subheader(t("progress-title", lang))
    st.caption(t("progress-about", lang, games=len(games)))
    data = progress_data(games, lambda g: table_name(g, lang))
    if len(data) > 1:
        st.altair_chart(progress_chart(data, lang, "lost"), width="stretch")
        st.altair_chart(progress_chart(data, lang, "good"), width="stretch")
    with st.expander(t("progress-list", lang), key="pg_list"):
        st.html(html_grid(games_grid(games, key, lang), stack=True, links=(t("progress-open", lang),)))
