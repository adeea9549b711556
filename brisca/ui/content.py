"""Reading the texts under ``content/``: the rules page and the data tables beside it; and
turning our own Markdown into HTML, for pages that draw their text as plain HTML."""

from __future__ import annotations

import json
import re
from pathlib import Path

import streamlit as st
from markdown_it import MarkdownIt

from ..text import normalize_lang

CONTENT = Path(__file__).resolve().parent.parent.parent / "content"
WIDGET = re.compile(r"^\{\{(\w+)\}\}$")
# Raw HTML in a text would be escaped all the same ("html": False).
_MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable("table")


def markdown_html(text: str) -> str:
    """Our Markdown (the rules, the texts of the catalogs) as HTML, any HTML in it escaped."""
    return _MARKDOWN.render(text)


@st.cache_data(show_spinner=False)
def load_json(name: str) -> dict:
    with open(CONTENT / name, encoding="utf-8") as f:
        return json.load(f)


def split_blocks(markdown: str) -> list[tuple[str, str]]:
    """The text as ("md", text) and ("widget", name) blocks, widgets on lines of their own."""
    blocks: list[tuple[str, str]] = []
    buffer: list[str] = []
    for line in markdown.splitlines():
        found = WIDGET.match(line.strip())
        if found:
            blocks.append(("md", "\n".join(buffer)))
            blocks.append(("widget", found.group(1)))
            buffer = []
        else:
            buffer.append(line)
    blocks.append(("md", "\n".join(buffer)))
    return [b for b in blocks if b[0] == "widget" or b[1].strip()]


@st.cache_data(show_spinner=False)
def rules_sections(lang: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """The rules page as (heading, blocks) sections, from ``content/rules/<lang>.md``."""
    text = (CONTENT / "rules" / f"{normalize_lang(lang)}.md").read_text(encoding="utf-8")
    sections = []
    for chunk in re.split(r"^## ", text, flags=re.MULTILINE):
        if chunk.strip():
            heading, _, body = chunk.partition("\n")
            sections.append((heading.strip(), split_blocks(body)))
    return sections
