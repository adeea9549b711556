"""Every page with arbitrary text in every query parameter: no traceback, and nothing from
the link reaches the page as Markdown (no outside image fetched, no outside link shown in
the app's own boxes)."""

import os

import pytest
from conftest import open_page
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

PAGES = {
    None: ["lang"],
    "pages/rules.py": ["lang"],
    "pages/resolver.py": ["lang", "table", "trump", "leader", "cards"],
    "pages/examples.py": ["lang", "ex", "step"],
    "pages/practice.py": ["lang", "game", "deal", "rules", "level", "step", "learner"],
    "pages/quiz.py": ["lang", "round", "answers", "done"],
    "pages/drills.py": ["lang", "table", "deal", "moment"],
    "pages/learn.py": ["lang", "lesson", "seed"],
    "pages/analysis.py": ["lang", "pos"],
}
ATTACKS = ["![](//evil.test/x)", "[text](http://evil.test)", "<img src=//evil.test/x>", "http://evil.test/x",
           "javascript:alert(1)", "²", "9" * 5000, "1O,[x](http://evil.test)", "`x`](http://evil.test)",
           "\n\n# heading\n\n![](//evil.test)", "%0A![](//evil.test)", ":material/warning:"]
MARKDOWN = MarkdownIt("gfm-like", {"linkify": True})
EXAMPLES = 40 if os.environ.get("BRISCA_TESTS") == "thorough" else 8


def _texts(at) -> list[str]:
    """Every text the page renders as Markdown."""
    out = []
    for kind in ("markdown", "caption", "info", "warning", "error", "success", "title", "header", "subheader",
                 "toast", "text"):
        for element in getattr(at, kind, []):
            value = getattr(element, "value", None)
            if isinstance(value, str):
                out.append(value)
    return out


def _outside_addresses(text: str) -> list[str]:
    found = []

    def walk(tokens):
        for token in tokens:
            for attr in ("href", "src"):
                url = (token.attrs or {}).get(attr)
                if url and not url.startswith("#"):
                    found.append(url)
            if token.children:
                walk(token.children)

    walk(MARKDOWN.parse(text))
    return found


def _check(page: str | None, params: dict) -> None:
    at = open_page(page, lang=params.pop("lang", "es"), **params) if page else open_page(lang=params.get("lang"))
    assert not at.exception, at.exception
    for text in _texts(at):
        assert not _outside_addresses(text), text
        assert "evil.test" not in text


@pytest.mark.parametrize("page, name", [(p, n) for p, names in PAGES.items() for n in names])
@pytest.mark.parametrize("attack", ATTACKS)
def test_known_attacks_on_every_parameter(page, name, attack):
    _check(page, {name: attack})


@pytest.mark.parametrize("page, name", [(p, n) for p, names in PAGES.items() for n in names])
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(value=st.text(min_size=1, max_size=60))
def test_arbitrary_text_in_every_parameter(page, name, value):
    _check(page, {name: value})
