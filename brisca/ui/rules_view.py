"""The rules page: the text from ``content/rules/<lang>.md`` with tables and examples
computed by the engine where the text asks for them (``{{points_grid}}`` and so on), and
the engine's numbers in its placeholders (``{half}``).

The text is ours, so it is turned into HTML here (markdown-it) and drawn, tables and pictures
with it, as one piece of plain HTML: a first visit is faster when the browser has no Markdown
to parse and one element to draw (measured with ``scripts/bench_browser.py``). Section
headings carry the anchors the contents line links to."""

from __future__ import annotations

import html
import re
import unicodedata

import streamlit as st

from ..core.cards import parse_cards
from ..core.trick import resolve_trick
from ..teach.lessons.rules_facts import page_facts
from ..text import Named, explain_trick, source_title, t
from .cards_view import cards_html
from .content import load_json, markdown_html, rules_sections
from .grids import (
    caption_html,
    filled,
    html_grid,
    points_grid,
    presets_grid,
    seating_grid,
    signals_grid,
    source_anchor,
    sources_grid,
)


def _points_grid(lang: str) -> str:
    return (html_grid(points_grid(lang), pictures=(t("grid-picture", lang),), alts=t("grid-card", lang))
            + caption_html(t("rules-totals", lang, **page_facts())))


def _trick_example(lang: str) -> str:
    cards = parse_cards(["1O", "2E"])
    result = resolve_trick(cards, "E")
    lines = [*explain_trick(result, lang),
             t("rules-example_points", lang, points=result.points, player=Named("Luis", "masculine"))]
    return (cards_html(cards, lang, width=90, captions=[t("rules-example_ana", lang), t("rules-example_luis", lang)])
            + "".join(markdown_html(line) for line in lines))


def _tables_grid(lang: str) -> str:
    return html_grid(seating_grid(lang), stack=True) + caption_html(t("rules-tables_caption", lang))


def _signals_grid(lang: str) -> str:
    return html_grid(signals_grid(load_json("signals.json"), lang))


def _sources_grid(lang: str) -> str:
    """The sources compared, each source's column heading the place its links in the text land."""
    data = load_json("sources_compared.json")
    anchors = {source_title(code, lang): source_anchor(code) for code in data["sources"]}
    return (html_grid(sources_grid(data, lang), header_ids=anchors, stack=True)
            + f"<p><strong>{html.escape(t('rules-presets', lang))}</strong></p>" + html_grid(presets_grid(lang)))


WIDGETS = {"points_grid": _points_grid, "trick_example": _trick_example, "tables_grid": _tables_grid,
           "signals_grid": _signals_grid, "sources_grid": _sources_grid}


def _anchor(heading: str) -> str:
    """A heading's anchor, as Streamlit would make it: accents dropped, words joined by "-"."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", heading) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


TEXT_STYLE = """<style>
.brisca-text h2 { font-size: 2.25rem; font-weight: 700; line-height: 1.2; margin: 2rem 0 1rem;
  scroll-margin-top: 4rem; }
.brisca-text a { color: rgb(36, 79, 180); }
.brisca-text p, .brisca-text li { line-height: 1.6; }
.brisca-text p { margin: 0 0 1rem; }
.brisca-text ul, .brisca-text ol { margin: 0 0 1rem; padding-left: 1.5rem; }
.brisca-text > :last-child { margin-bottom: 0; }
.brisca-caption { font-size: 0.875rem; opacity: 0.65; margin: -0.4rem 0 1rem; }
</style>"""


def _text_html(heading: str | None, body: str) -> str:
    """A run of the rules text as HTML."""
    top = f'<h2 id="{_anchor(heading)}">{html.escape(heading)}</h2>' if heading else ""
    return top + markdown_html(body)


@st.cache_data(show_spinner=False)
def rules_html(lang: str) -> str:
    """The contents line, then the whole text with its tables and examples, as one piece of
    HTML: drawn as one element, the page settles sooner on a first visit than with an
    element per part (0.08 of a bare page's time, measured with ``scripts/bench_browser.py``).
    Made once per language, not on every visit: it depends on the content files only."""
    sections = rules_sections(lang)
    links = " · ".join(f'<a href="#{_anchor(h)}">{html.escape(h)}</a>' for h, _ in sections)
    parts = [f'<p class="brisca-contents"><strong>{html.escape(t("rules-contents", lang))}:</strong> {links}</p>']
    for heading, blocks in sections:
        text = ""
        for kind, value in blocks:
            if kind == "md":
                text += "\n\n" + filled(value, lang)
            else:
                parts.append(_text_html(heading, text))
                heading, text = None, ""
                parts.append(WIDGETS[value](lang))
        if text or heading:
            parts.append(_text_html(heading, text))
    return f'{TEXT_STYLE}<div class="brisca-text">{"".join(parts)}</div>'


def rules_page(lang: str) -> None:
    st.title(t("rules-title", lang))
    st.html(rules_html(lang))
