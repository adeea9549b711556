"""The cookie script the app writes, run by Chromium: where the server cannot tell how the page
came (no https address, no ``X-Forwarded-Proto``), the page marks the cookie ``Secure`` by its
own protocol, so a proxy that ends HTTPS and says nothing still gets a cookie sent back over
HTTPS only; over plain HTTP (a machine of one's own) it is not."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest
from test_cookies import _write, cookie_script

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("scheme", ["https", "http"])
def test_the_page_marks_the_cookie_secure_by_its_own_protocol(browser, scheme):
    run = AppTest.from_function(_write, default_timeout=60).run()  # the server told nothing of HTTPS
    script = cookie_script(run, "brisca_learner")
    context = browser.new_context()
    page = context.new_page()
    page.route(f"{scheme}://brisca.example.org/**", lambda route: route.fulfill(
        status=200, content_type="text/html", body=f"<html><body>{script}</body></html>"))
    page.goto(f"{scheme}://brisca.example.org/practice")
    cookies = {c["name"]: c for c in context.cookies()}
    assert cookies["brisca_learner"]["value"] == "k" * 24
    assert cookies["brisca_learner"]["secure"] is (scheme == "https")
    assert cookies["brisca_learner"]["sameSite"] == "Lax"
    context.close()
