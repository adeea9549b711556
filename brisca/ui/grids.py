"""Grids the app shows (tables of text and figures), built with pandas from the engine and the
content files, and drawn as plain HTML tables (``html_grid``): a page of text needs no data grid, and the browser
loads nothing more to show one. Numbers in the content files are placeholders filled from
``brisca.teach.lessons.rules_facts``."""

from __future__ import annotations

import html
import string

import pandas as pd

from ..core.cards import card_of, deck_cards
from ..core.rules import PRESET_BY_NAME, PRESET_LIST, Rules
from ..teach.lessons.rules_facts import page_facts, tables
from ..text import capitalized, join, preset_name, preset_summary, rank_name, source_name, source_title, t, words
from .cards_view import card_src


def points_grid(lang: str, suit: str = "O") -> pd.DataFrame:
    """One row per rank of the 40-card deck, strongest first: picture, name, points, strength."""
    ranks = sorted({c.rank for c in deck_cards(Rules())}, key=lambda r: -card_of(r, suit).strength)
    rows = []
    for place, rank in enumerate(ranks, start=1):
        card = card_of(rank, suit)
        rows.append({
            t("grid-picture", lang): card_src(card),
            t("grid-card", lang): f"{rank_name(rank, lang)} ({rank})",
            t("grid-points", lang): card.points,
            t("grid-strength", lang): place,
        })
    return pd.DataFrame(rows)


def seating_grid(lang: str) -> pd.DataFrame:
    """Every table the app plays: deck, cards face down after the deal, who wins, sources."""
    half = page_facts()["half"]
    rows = []
    for tf in tables():
        deck = t("rules-deck", lang, deck=tf.deck)
        seating = "rules-table-resting" if tf.resting else "rules-table-teams" if tf.teams else "rules-table"
        rows.append({
            t("grid-table", lang): t(seating, lang, players=tf.players),
            t("grid-deck", lang): t("rules-app_choice", lang, text=deck) if tf.app_choice else deck,
            t("grid-face_down", lang): t("rules-face_down", lang, face_down=tf.face_down),
            t("grid-to_win", lang): t("rules-to_win-two_sides" if tf.two_sides else "rules-to_win-most", lang,
                                       half=half),
            t("grid-source", lang): sources_in_list(tf.sources, lang),
        })
    return pd.DataFrame(rows)


def sources_in_list(codes, lang: str) -> str:
    """Sources named in a list, as a sentence writes them: a capital only to start with ("El
    reglamento clásico, la guía de 2 a 6 jugadores y la ficha web")."""
    if not codes:
        return join([], lang)
    return capitalized(join([t("source-in-list", lang, source=source_name(s, lang)) for s in codes], lang))


def source_anchor(code: str) -> str:
    """The id of a source's column in the sources compared: where the rules text links a source."""
    return f"source-{code}"


class _Counts(string.Formatter):
    """The engine's numbers in a content text: ``{deck_40}`` in figures; a count of things said in
    words by the gender of what it counts, ``{call_hand:feminine}`` ("ocho cartas"), or alone,
    ``{call_players:words}`` ("los cinco"), as the messages' ``WORDS`` says it."""

    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value, format_spec):
        if format_spec in ("feminine", "masculine", "words"):
            return words(value, self.lang, format_spec)
        return super().format_field(value, format_spec)


def filled(template: str, lang: str) -> str:
    """A content text with the engine's numbers put in its placeholders."""
    return _Counts(lang).format(template, **page_facts())


def sources_grid(data: dict, lang: str) -> pd.DataFrame:
    """Every disagreement between the sources, one column per source, and each one's preset."""
    titles = {s: source_title(s, lang) for s in data["sources"]}
    rows = [{t("grid-topic", lang): filled(row["topic"][lang], lang),
             **{titles[s]: filled(row[s][lang], lang) for s in data["sources"]}} for row in data["rows"]]
    rows.append({t("grid-topic", lang): t("grid-preset", lang),
                 **{titles[s]: preset_name(PRESET_BY_NAME[data["presets"][s]], lang) for s in data["sources"]}})
    return pd.DataFrame(rows)


def signals_grid(data: dict, lang: str) -> pd.DataFrame:
    columns = [source_title(c, lang) if c in ("000", "001", "003", "004") else c for c in data["columns"][lang]]
    return pd.DataFrame([row[lang] for row in data["rows"]], columns=columns)


def presets_grid(lang: str) -> pd.DataFrame:
    """The engine's presets by name, with their source and summary."""
    return pd.DataFrame([{t("grid-preset", lang): preset_name(p, lang), t("grid-source", lang): source_title(
        p.source, lang), t("grid-summary", lang): preset_summary(p, lang)} for p in PRESET_LIST])


STYLE = """<style>
.brisca-grid { border-collapse: collapse; margin: 0.3rem 0 0.8rem; font-size: 0.92rem; width: 100%; }
.brisca-grid th, .brisca-grid td { border-bottom: 1px solid rgba(0,0,0,0.12); padding: 0.35rem 0.5rem;
  text-align: left; vertical-align: middle; }
.brisca-grid th { font-weight: 600; background: rgba(61,122,53,0.10); scroll-margin-top: 4rem; }
.brisca-grid th:target { background: rgba(61,122,53,0.32); }
.brisca-grid img { width: 36px; display: block; }
.brisca-scroll { overflow-x: auto; container-type: inline-size; }
/* Too narrow for its columns (a phone): each row of a wide grid is a block of its cells, the
   row's first cell as its heading and each other cell under its column's name. */
@container (max-width: 36rem) {
  .brisca-stack { position: relative; }
  .brisca-stack, .brisca-stack tbody, .brisca-stack tr, .brisca-stack td { display: block; }
  .brisca-stack thead { position: absolute; top: 0; width: 1px; height: 1px; overflow: hidden;
    clip-path: inset(50%); }
  .brisca-stack tr { border-bottom: 1px solid rgba(0,0,0,0.12); padding: 0.45rem 0; }
  .brisca-stack td { border: 0; padding: 0.12rem 0.25rem; }
  .brisca-stack td:first-child { font-weight: 600; background: rgba(61,122,53,0.10); padding: 0.3rem 0.5rem;
    margin-bottom: 0.2rem; }
  .brisca-stack td + td::before { content: attr(data-label); display: block; font-size: 0.78rem;
    font-weight: 600; opacity: 0.7; }
}
</style>"""


def html_grid(df: pd.DataFrame, pictures: tuple[str, ...] = (), alts: str | None = None,
              header_ids: dict[str, str] | None = None, stack: bool = False, links: tuple[str, ...] = ()) -> str:
    """The table as HTML: every cell escaped; the ``pictures`` columns hold picture
    addresses, drawn as pictures with the ``alts`` column as their text; the ``links``
    columns hold (text, address) pairs, drawn as links in the same tab; ``header_ids`` gives
    some column headings an id, for a link to land on. A ``stack`` grid (one too wide for a
    phone) draws each row as a block of its cells where there is no room for its columns,
    each cell under its column's name; the table's roles are said outright, since a table
    drawn as blocks loses them."""
    ids = header_ids or {}
    roles = {"table": ' role="table"', "row": ' role="row"', "th": ' role="columnheader"',
             "td": ' role="cell"'} if stack else dict.fromkeys(("table", "row", "th", "td"), "")
    head = "".join(f'<th{roles["th"]} id="{html.escape(ids[c])}">{html.escape(str(c))}</th>' if c in ids
                   else f'<th{roles["th"]}>{html.escape(str(c))}</th>' for c in df.columns)
    rows = []
    for _, row in df.iterrows():
        cells = []
        for column in df.columns:
            value = row[column]
            label = f' data-label="{html.escape(str(column))}"' if stack else ""
            if column in pictures:
                alt = html.escape(str(row[alts])) if alts else ""
                cells.append(f'<td{roles["td"]}{label}><img src="{html.escape(str(value))}" alt="{alt}"></td>')
            elif column in links:
                text, href = value
                cells.append(f'<td{roles["td"]}{label}><a href="{html.escape(href)}" target="_self">'
                             f'{html.escape(str(text))}</a></td>')
            else:
                cells.append(f'<td{roles["td"]}{label}>{html.escape(str(value))}</td>')
        rows.append(f"<tr{roles['row']}>{''.join(cells)}</tr>")
    kind = "brisca-grid brisca-stack" if stack else "brisca-grid"
    return f'{STYLE}<div class="brisca-scroll"><table class="{kind}"{roles["table"]}><thead>' \
           f'<tr{roles["row"]}>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'


def caption_html(text: str) -> str:
    """A line of small print under a table or a picture (each page's style places it)."""
    return f'<p class="brisca-caption">{html.escape(text)}</p>'


FIGURES_STYLE = """<style>
.brisca-figures { display: flex; flex-wrap: wrap; gap: 0.4rem 2.2rem; margin: 0.2rem 0 0.6rem; }
.brisca-figures div { display: flex; flex-direction: column; }
.brisca-figures span { font-size: 0.85rem; opacity: 0.7; }
.brisca-figures b { font-size: 1.7rem; font-weight: 600; line-height: 1.3; }
.brisca-progress { margin: 0 0 0.8rem; font-size: 0.9rem; }
.brisca-progress .track { height: 0.45rem; border-radius: 0.25rem; background: rgba(61,122,53,0.16);
  margin-top: 0.3rem; }
.brisca-progress .done { height: 100%; border-radius: 0.25rem; background: #3d7a35; }
</style>"""


def figures_html(figures: list[tuple[str, object]], progress: tuple[float, str] | None = None) -> str:
    """A row of labelled figures (a score, a count), and under it an optional progress bar
    with its text: plain HTML, so a page that shows them loads nothing more to draw them."""
    cells = "".join(f"<div><span>{html.escape(label)}</span><b>{html.escape(str(value))}</b></div>"
                    for label, value in figures)
    out = f'{FIGURES_STYLE}<div class="brisca-figures">{cells}</div>'
    if progress is not None:
        fraction, text = progress
        done = round(100 * min(max(fraction, 0.0), 1.0), 1)
        out += (f'<div class="brisca-progress"><span>{html.escape(text)}</span>'
                f'<div class="track" role="progressbar" aria-valuenow="{done}" aria-valuemin="0" aria-valuemax="100">'
                f'<div class="done" style="width: {done}%"></div></div></div>')
    return out
