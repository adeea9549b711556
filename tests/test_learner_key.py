"""The learner key stays with its learner: no link the app makes carries it, and a key put in a
link or a cookie by hand is never adopted. The browser's cookie is stood in for by a jar per browser."""

import pytest
from conftest import open_page

from brisca.teach.table import flow, storage
from brisca.teach.table.flow import play
from brisca.ui import progress_view


class Browser:
    def __init__(self, cookie: str | None = None):
        self.cookie = cookie


@pytest.fixture(autouse=True)
def database(store):
    """Each test on each store (``conftest.store``)."""
    return store


@pytest.fixture
def browsers(monkeypatch):
    """``use(browser)`` makes ``browser``'s cookie the one the app reads and writes."""
    current = {"browser": Browser()}
    monkeypatch.setattr(progress_view, "browser_key", lambda: current["browser"].cookie)
    monkeypatch.setattr(progress_view, "write_browser_key",
                        lambda key: setattr(current["browser"], "cookie", key))
    return lambda browser: current.__setitem__("browser", browser) or browser


def _finish(game_id: str) -> flow.Game:
    game = flow.load(game_id)
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[0]))
    return game


def _html(at) -> str:
    return " ".join(h.proto.body for h in at.get("html"))


def _started(lang: str = "en", deal: str = "9"):
    at = open_page("pages/practice.py", lang=lang, deal=deal)
    at.button(key="pr_start").click().run()
    return at, at.query_params["game"]


def test_no_link_the_app_makes_carries_the_learner_key(browsers):
    first = browsers(Browser())
    at, game_id = _started()
    assert "learner" not in at.query_params and storage.issued(first.cookie)
    game = _finish(game_id)
    step = str(game.decisions[0].ply + 1)
    at = open_page("pages/practice.py", lang="en", game=game_id, step=step)  # a review step's link
    assert "learner" not in at.query_params and first.cookie not in " ".join(c.value for c in at.code)
    at.button(key="rv_try").click().run()  # another move tried: the branch's link
    assert at.query_params["game"] != game_id and "learner" not in at.query_params
    assert [row[0] for row in storage.listing(first.cookie)] == [game_id, at.query_params["game"]]
    listing = open_page("pages/practice.py", lang="en")
    assert any(s.value == "Your games" for s in listing.subheader)
    assert f"game={game_id}" in _html(listing) and first.cookie not in _html(listing)


def test_a_key_put_in_a_link_is_not_adopted(browsers):
    alice = browsers(Browser())
    _, alice_game = _started(deal="9")
    _finish(alice_game)
    bob = browsers(Browser())
    _, bob_game = _started(deal="10")
    _finish(bob_game)
    bobs_key = bob.cookie
    for lang in ("es", "en"):
        at = open_page("pages/practice.py", lang=lang, learner=alice.cookie)  # Alice's key, in Bob's browser
        assert not at.exception and bob.cookie == bobs_key
        assert f"game={bob_game}" in _html(at) and f"game={alice_game}" not in _html(at)


def test_a_cookie_with_a_key_never_issued_is_not_adopted(browsers):
    forged = storage.new_id()
    visitor = browsers(Browser(forged))
    _, game_id = _started()
    assert visitor.cookie != forged and not storage.issued(forged)
    assert [row[0] for row in storage.listing(visitor.cookie)] == [game_id]


# -- a game's link is shared to be seen: only the browser whose game it is plays it on ------------


def _clicked_as(game_id: str, key: str | None, action: str, version: int, lang: str) -> None:
    """A click on the board of ``game_id`` from a browser whose learner key is ``key``."""
    import streamlit as st

    from brisca.text import error_text
    from brisca.ui.practice_view import NOTICE, handle_click
    from brisca.ui.progress_view import SESSION

    if key is not None:
        st.session_state[SESSION] = key
    st.query_params["game"] = game_id
    handle_click({"action": action, "version": version})
    st.write(error_text(st.session_state[NOTICE], lang) if NOTICE in st.session_state else "applied")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_move_from_another_browser_is_refused_and_changes_nothing(browsers, lang):
    from streamlit.testing.v1 import AppTest

    from brisca.teach.table.command import Command
    from brisca.text import t

    alice = browsers(Browser())
    _, game_id = _started(lang)
    game = flow.load(game_id)
    move = Command.of(game.view.legal[0]).code
    browsers(Browser())  # another browser: another learner's key in it, then none yet
    for key in (storage.new_learner(), None):
        run = AppTest.from_function(_clicked_as, args=(game_id, key, move, game.version, lang)).run()
        assert not run.exception, run.exception
        assert run.markdown[0].value == t("error-practice-not_yours", lang)
        assert flow.load(game_id).version == game.version
    browsers(alice)
    run = AppTest.from_function(_clicked_as, args=(game_id, None, move, game.version, lang)).run()
    assert run.markdown[0].value == "applied" and flow.load(game_id).version > game.version


def test_a_games_link_in_another_browser_shows_its_review_and_deals_the_same_cards(browsers):
    from brisca.text import t

    alice = browsers(Browser())
    at = open_page("pages/practice.py", lang="en", deal="9", rules="003")  # a match of several deals
    at.button(key="pr_start").click().run()
    game_id = at.query_params["game"]
    game = _finish(game_id)
    assert not game.match_over
    at = open_page("pages/practice.py", lang="en", game=game_id)  # Alice's own browser deals on
    assert "pr_next_deal" in [b.key for b in at.button]
    bob = browsers(Browser())
    for lang in ("es", "en"):
        at = open_page("pages/practice.py", lang=lang, game=game_id)  # the link, in Bob's browser
        assert [i.value for i in at.info][:1] == [t("practice-not_yours", lang, over="no")]  # its match goes on
        keys = [b.key for b in at.button]
        assert "pr_next_deal" not in keys and "pr_own_copy" in keys
        assert t("review-title", lang) in [s.value for s in at.subheader]
    at.button(key="pr_own_copy").click().run()
    own = at.query_params["game"]
    assert own != game_id and storage.owner(own) == bob.cookie != alice.cookie
    copy = flow.load(own)
    assert (copy.settings.rules, copy.settings.deal, copy.deal_index) == (game.settings.rules, game.settings.deal, 0)
    first, dealt = copy.match.deals[0], game.match.deals[0]
    assert (first.hands, first.stock, first.turned_up) == (dealt.hands, dealt.stock, dealt.turned_up)  # the same cards
    assert flow.load(game_id).version == game.version and storage.owner(game_id) == alice.cookie


def test_a_finished_matchs_link_in_another_browser_says_it_is_over_not_being_played(browsers):
    from brisca.text import t

    browsers(Browser())
    at = open_page("pages/practice.py", lang="en", deal="9")  # the online table: one deal, the match
    at.button(key="pr_start").click().run()
    game_id = at.query_params["game"]
    assert _finish(game_id).match_over
    browsers(Browser())
    for lang in ("es", "en"):
        at = open_page("pages/practice.py", lang=lang, game=game_id)  # the link, in another browser
        assert [i.value for i in at.info][:1] == [t("practice-not_yours", lang, over="yes")]
        assert t("practice-not_yours", lang, over="yes") != t("practice-not_yours", lang, over="no")
        assert t("review-title", lang) in [s.value for s in at.subheader]


def test_the_games_are_listed_in_the_browser_that_played_them_and_in_no_other(browsers):
    """What the list says of itself: "kept in this browser: another browser, or this one once its
    cookies are cleared, will not list them"."""
    from brisca.text import t

    alice = browsers(Browser())
    at = open_page("pages/practice.py", lang="es", deal="9")
    at.button(key="pr_start").click().run()
    _finish(at.query_params["game"])
    said = t("progress-about", "es", games=1)
    assert said in [c.value for c in open_page("pages/practice.py", lang="es").caption]
    for other in (Browser(), Browser(cookie=None)):  # another browser; this one, its cookies cleared
        browsers(other)
        assert said not in [c.value for c in open_page("pages/practice.py", lang="es").caption]
    browsers(alice)
    assert said in [c.value for c in open_page("pages/practice.py", lang="es").caption]


def test_the_coachs_notes_open_from_a_review_in_the_learners_own_browser_only(browsers):
    """The review's analysis link carries the step whose kept values the board reads (the game,
    deal and move) only where the table's entry named this browser's seat; another browser opening
    the game's link sees the same step, and its link carries the position alone."""
    from urllib.parse import parse_qs, urlsplit

    from brisca.teach.table.review import review_scenes
    from brisca.text import t

    def sources(lang: str, step: int) -> list[set[str]]:
        at = open_page("pages/practice.py", lang=lang, game=game_id, step=str(step))
        links = [b.proto.url for b in at.get("link_button") if b.proto.label == t("analysis-open", lang)]
        assert links  # the step's position opens on the board in both browsers
        return [set(parse_qs(urlsplit(u).query)) & {"game", "deal", "ply"} for u in links]

    browsers(Browser())
    at = open_page("pages/practice.py", lang="en", deal="9")
    at.button(key="pr_start").click().run()
    game_id = at.query_params["game"]
    game = _finish(game_id)
    step = next(k for k, s in enumerate(review_scenes(game)) if s.learner_choice)
    for lang in ("es", "en"):
        assert sources(lang, step) == [{"game", "deal", "ply"}]  # the learner's own browser
    browsers(Browser())
    for lang in ("es", "en"):
        assert sources(lang, step) == [set()]  # another browser: the position, none of the notes
