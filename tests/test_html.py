"""The plain HTML the pages draw (tables, figures): every text from outside the code is
escaped, so it shows as the text it is and never becomes markup."""

from html.parser import HTMLParser

import pandas as pd
from hypothesis import given
from hypothesis import strategies as st

from brisca.ui.grids import figures_html, html_grid


class _Reader(HTMLParser):
    """The tags and the text a browser would see in an HTML string, styles left out."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.text, self._style = [], [], False

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self._style = tag == "style"

    def handle_endtag(self, tag):
        self._style = False

    def handle_data(self, data):
        if not self._style:
            self.text.append(data)


def read(markup: str) -> _Reader:
    reader = _Reader()
    reader.feed(markup)
    reader.close()
    return reader


TEXT = st.text(min_size=1, max_size=40).filter(lambda s: s.strip() and "\r" not in s)


@given(label=TEXT, value=TEXT, caption=TEXT)
def test_figures_show_any_text_as_text(label, value, caption):
    out = read(figures_html([(label, value)], (0.5, caption)))
    assert set(out.tags) <= {"style", "div", "span", "b"}
    assert out.text == [label, value, caption]


@given(column=TEXT, cell=TEXT)
def test_tables_show_any_text_as_text(column, cell):
    out = read(html_grid(pd.DataFrame([{column: cell}])))
    assert set(out.tags) <= {"style", "div", "table", "thead", "tbody", "tr", "th", "td"}
    assert out.text == [column, cell]


def test_a_progress_bar_stays_within_its_bounds():
    assert 'aria-valuenow="100.0"' in figures_html([], (7.0, "x"))
    assert 'aria-valuenow="0.0"' in figures_html([], (-1, "x"))
    assert 'aria-valuenow="30.0"' in figures_html([], (0.3, "x"))
