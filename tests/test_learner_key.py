"""The learner key stays with its learner: no link the app makes carries it, a link that still
does (an older one) has it taken out, and it is adopted only if storage issued it and the
visitor says so; a key of the right shape never issued is refused with a message. The browser's
cookie is stood in for by a jar per browser."""

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


def test_a_link_with_another_learners_key_is_asked_about_not_taken(browsers):
    alice = browsers(Browser())
    _, alice_game = _started(deal="9")
    _finish(alice_game)
    bob = browsers(Browser())
    _, bob_game = _started(deal="10")
    _finish(bob_game)
    bobs_key = bob.cookie
    for lang, said in (("es", "la clave de otro jugador"), ("en", "another player's key")):
        at = open_page("pages/practice.py", lang=lang, learner=alice.cookie)  # Alice's key, in Bob's browser
        assert any(said in w.value for w in at.warning) and not at.exception
        assert "learner" not in at.query_params and bob.cookie == bobs_key
        assert f"game={bob_game}" in _html(at) and f"game={alice_game}" not in _html(at)
    at.button(key="pr_key_keep").click().run()
    assert not at.warning and bob.cookie == bobs_key and f"game={alice_game}" not in _html(at)
    at = open_page("pages/practice.py", lang="en", learner=alice.cookie)
    at.button(key="pr_key_use").click().run()  # Bob says these are his, from another device
    assert bob.cookie == alice.cookie and f"game={alice_game}" in _html(at)


def test_a_key_of_the_right_shape_never_issued_is_refused(browsers):
    visitor = browsers(Browser())
    forged = storage.new_id()
    for lang, said in (("es", "nunca se ha dado"), ("en", "never given out")):
        at = open_page("pages/practice.py", lang=lang, learner=forged)
        assert any(said in i.value for i in at.info) and forged not in " ".join(i.value for i in at.info)
        assert "learner" not in at.query_params and not at.warning and visitor.cookie is None
    at.button(key="pr_start").click().run()
    assert visitor.cookie != forged and storage.issued(visitor.cookie) and not storage.issued(forged)


def test_a_cookie_with_a_key_never_issued_is_not_adopted(browsers):
    forged = storage.new_id()
    visitor = browsers(Browser(forged))
    _, game_id = _started()
    assert visitor.cookie != forged and not storage.issued(forged)
    assert [row[0] for row in storage.listing(visitor.cookie)] == [game_id]
