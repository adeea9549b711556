"""The frame every page calls first: page setup, the chosen language, and the navigation.

The language comes from the URL (``?lang=en``), else from this session, else from the
browser (``st.context.locale``); it is written back to the URL so a shared link opens in
the same language, and every navigation link carries it along.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import streamlit as st

from ..text import LANGS, load_languages, normalize_lang, t
from .guard import install_limits, page_guard

install_limits()  # before any widget's value is read: every page reads browser values

ROOT = Path(__file__).resolve().parent.parent.parent

PAGES = (  # (key, file relative to app.py, icon)
    ("home", "app.py", ":material/home:"),
    ("learn", "pages/learn.py", ":material/school:"),
    ("rules", "pages/rules.py", ":material/menu_book:"),
    ("resolver", "pages/resolver.py", ":material/help_center:"),
    ("examples", "pages/examples.py", ":material/slideshow:"),
    ("practice", "pages/practice.py", ":material/playing_cards:"),
    ("friends", "pages/friends.py", ":material/group:"),
    ("quiz", "pages/quiz.py", ":material/quiz:"),
    ("puzzles", "pages/puzzles.py", ":material/extension:"),
    ("drills", "pages/drills.py", ":material/calculate:"),
    ("analysis", "pages/analysis.py", ":material/biotech:"),
)
LANG_NAMES = {"es": "Español", "en": "English"}
LANG_SWITCH = "lang_switch"


def available_pages() -> list[tuple[str, str, str]]:
    """The pages that exist in this checkout, in menu order."""
    return [p for p in PAGES if (ROOT / p[1]).exists()]


def _choose_lang() -> str:
    asked = st.query_params.get("lang")
    if asked in LANGS:
        return asked
    if asked is not None:  # a tampered or unknown value: say so once, then go on
        st.session_state["_bad_lang"] = asked
    if st.session_state.get("lang") in LANGS:
        return st.session_state["lang"]
    return normalize_lang(st.context.locale)


def _switch_lang(to: str) -> None:
    st.query_params["lang"] = to  # the URL comes first: the rerun speaks it and keeps it in the session


def current_lang() -> str:
    lang = _choose_lang()
    st.session_state["lang"] = lang
    if st.query_params.get("lang") != lang:
        st.query_params["lang"] = lang
    return lang


def set_params(params: dict) -> None:
    """Replaces the URL's parameters with ``params``, keeping the language."""
    lang = st.query_params.get("lang")
    st.query_params.from_dict({**params, **({"lang": lang} if lang else {})})


@st.cache_resource(show_spinner=False)
def _languages_loaded(lang: str) -> threading.Thread:
    """The other languages' messages parsed once per server, beside the first page it serves in
    ``lang`` (which needs only its own): a practice click words its reasons in every language."""
    loading = threading.Thread(target=load_languages, args=(lang,), name="brisca-texts", daemon=True)
    loading.start()
    return loading


@st.cache_resource(show_spinner=False)
def _heap_settled(page: str) -> bool:
    """Everything a page's first run has loaded (modules, messages, lookups) set aside from the
    garbage collector's full passes (``gc.freeze``), once per page and server: those passes
    walked it all again every so often and held a click for a tenth of a second (measured on
    the practice table, 102 ms, the clicks' 95th percentile)."""
    gc.freeze()
    return True


def page_frame(page: str) -> str:
    """Sets the page up and draws the navigation; returns the language to speak. The tab's
    title speaks it too: the language is chosen (the URL's first) before the title is set."""
    lang = current_lang()
    _languages_loaded(lang)
    st.set_page_config(page_title=f"{t(f'nav-{page}', lang)} · Brisca", page_icon="🃏",
                       layout="wide", initial_sidebar_state="auto")  # closed on narrow screens
    with st.sidebar:
        st.markdown(f"### {t('app-name', lang)}")
        for key, path, icon in available_pages():
            st.page_link(path, label=t(f"nav-{key}", lang), icon=icon, query_params={"lang": lang})
        st.divider()
        # One button naming the other language in its own words: a plain button is drawn
        # with code the page loads anyway, where a two-way selector loads more on a first
        # visit (0.06 of a bare page's time, measured with scripts/bench_browser.py).
        other = next(code for code in LANGS if code != lang)
        st.button(LANG_NAMES[other], key=LANG_SWITCH, icon=":material/translate:", help=t("frame-switch", lang),
                  on_click=_switch_lang, args=(other,))
    bad = st.session_state.pop("_bad_lang", None)
    if bad is not None:
        st.info(t("frame-bad_lang", lang))  # the bad value itself came from outside: not shown
    return lang


def run_page(page: str, widget: Callable[[str], None]) -> None:
    """A whole page: the frame, then ``widget`` in the learner's language, guarded so that a
    failure is said in that language, never shown as a traceback."""
    lang = page_frame(page)
    with page_guard(lang):
        widget(lang)
    _heap_settled(page)  # after the page's first run: what it loaded stays


def over_https() -> bool:
    """Whether the browser reached the page over HTTPS: its own address says so (a proxy that
    ends HTTPS leaves the browser's address https), or the proxy's ``X-Forwarded-Proto``."""
    if urlsplit(st.context.url or "").scheme == "https":
        return True
    forwarded = str(st.context.headers.get("X-Forwarded-Proto") or "")
    return forwarded.split(",")[0].strip().lower() == "https"


def write_cookie(name: str, value: str, days: int) -> None:
    """Keeps ``value`` in the browser's cookie ``name`` for ``days`` (both [A-Za-z0-9_-] only,
    as the app's keys are: nothing to escape); read back by ``st.context.cookies`` next visit.
    Over HTTPS it is ``Secure`` (sent back over HTTPS only), as the server sees it (``over_https``)
    or, failing that, as the page itself does."""
    secure = "'; Secure'" if over_https() else "(location.protocol === 'https:' ? '; Secure' : '')"
    st.html(f"<script>document.cookie = '{name}={value}; path=/; max-age={days * 86400}; SameSite=Lax' + {secure};"
            "</script>", unsafe_allow_javascript=True)
