"""The app's cookies (the learner key, the holder of a friends' seat) are written ``Secure``
when the page came over HTTPS, as it does behind a proxy that ends HTTPS: the browser's own
address says so (``st.context.url``), or the proxy's ``X-Forwarded-Proto``; failing both, the
page's script marks it by its own protocol (``tests/browser/test_cookies_browser.py``)."""

import re

import pytest
from conftest import ROOT, open_page
from streamlit.testing.v1 import AppTest

from brisca.teach.table import friends
from brisca.teach.table.game import Settings

SECURE = re.compile(r"SameSite=Lax' \+ '; Secure'")  # marked by the server, whatever the page's script finds


def scripts(at) -> list[str]:
    """The HTML of every ``st.html`` element of the page."""
    out = []

    def walk(node):
        body = getattr(getattr(node, "proto", None), "body", None)
        if isinstance(body, str):
            out.append(body)
        for child in (getattr(node, "children", None) or {}).values():
            walk(child)

    walk(at._tree)
    return out


def cookie_script(at, name: str) -> str:
    """The script of the page that writes cookie ``name``."""
    found = [body for body in scripts(at) if f"document.cookie = '{name}=" in body]
    assert found, f"no script writes {name}"
    return found[0]


def _write() -> None:
    from brisca.ui.frame import write_cookie

    write_cookie("brisca_learner", "k" * 24, 730)


@pytest.mark.parametrize("url, secure", [("https://brisca.example.org/practice?lang=es", True),
                                         ("http://127.0.0.1:8501/practice", False), (None, False)])
def test_the_learner_key_cookie_is_secure_when_the_page_came_over_https(url, secure):
    run = AppTest.from_function(_write, default_timeout=60)
    if url:
        run.context = {"url": url}
    run.run()
    assert not run.exception, run.exception
    script = cookie_script(run, "brisca_learner")
    assert bool(SECURE.search(script)) is secure
    if not secure:  # the server cannot tell: the page's script marks it by its own protocol
        assert "location.protocol === 'https:'" in script


@pytest.mark.parametrize("scheme", ["https", "http"])
def test_the_holder_cookie_is_secure_when_the_page_came_over_https(scheme):
    game = friends.start(Settings(rules="000", coaching=False), ("person", "person"))
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    at.context = {"url": f"{scheme}://brisca.example.org/friends"}
    at.query_params.update({"lang": "en"})
    at.run()
    at.query_params.update({"table": game.id, "seat": game.seats[0].token})
    at.switch_page("pages/friends.py").run()
    assert not at.exception, at.exception
    assert bool(SECURE.search(cookie_script(at, "brisca_seat_holder"))) is (scheme == "https")


def test_the_onlookers_page_writes_no_holder_cookie():
    game = friends.start(Settings(rules="000", coaching=False), ("person", "person"))
    page = open_page("pages/friends.py", "es", table=game.id, watch=game.watch)
    assert not [body for body in scripts(page) if "brisca_seat_holder" in body]  # an onlooker holds no seat
