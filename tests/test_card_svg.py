"""Card pictures: one per card of the 48-card deck, well-formed, each different."""

import xml.etree.ElementTree as ET

import pytest

from brisca.core.cards import ALL_CARDS
from brisca.ui.card_svg import BREAKS, COLOURS, back_svg, card_svg


def test_every_card_has_its_own_well_formed_picture():
    pictures = {code: card_svg(card) for code, card in ALL_CARDS.items()}
    assert len(set(pictures.values())) == 48
    for svg in [*pictures.values(), back_svg()]:
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 200 300"


def test_the_rank_is_printed_on_the_card():
    for card in ALL_CARDS.values():
        texts = [e.text for e in ET.fromstring(card_svg(card)).iter() if e.tag.endswith("text")]
        assert texts.count(str(card.rank)) == 2  # in two corners


def test_suits_differ_by_more_than_colour():
    assert len(set(BREAKS.values())) == 4 and len(set(COLOURS)) == 4
    shapes = {suit: card_svg(ALL_CARDS[f"1{suit}"]).replace(COLOURS[suit][0], "").replace(COLOURS[suit][1], "")
              for suit in "OCEB"}
    assert len(set(shapes.values())) == 4  # without colours, the four aces still differ


def test_only_engine_cards_are_drawn():
    with pytest.raises(TypeError):
        card_svg("1O")


def test_the_static_pictures_are_the_drawing_codes():
    """static/cards/ is written by scripts/build_cards.py: it must match card_svg exactly."""
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("build_cards", root / "scripts" / "build_cards.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    pictures = build.pictures()
    assert len(pictures) == 49
    for name, svg in pictures.items():
        assert (root / "static" / "cards" / name).read_text(encoding="utf-8") == svg, name


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_row_of_cards_carries_each_picture_and_name(lang):
    """A page's row of cards sends its pictures inside the HTML: each ``<img>`` decodes to
    that card's drawing (the back for a face-down card) and is named in the page's language."""
    import base64
    from html.parser import HTMLParser

    from brisca.text import card_name, t
    from brisca.ui.cards_view import cards_html

    class Images(HTMLParser):
        def __init__(self):
            super().__init__()
            self.found = []

        def handle_starttag(self, tag, attrs):
            if tag == "img":
                self.found.append(dict(attrs))

    row = [ALL_CARDS["1O"], None, ALL_CARDS["12E"]]
    parser = Images()
    parser.feed(cards_html(row, lang, width=70))
    assert [image["alt"] for image in parser.found] == [card_name(row[0], lang), t("card-back", lang),
                                                        card_name(row[2], lang)]
    prefix = "data:image/svg+xml;base64,"
    assert all(image["src"].startswith(prefix) and image["width"] == "70" for image in parser.found)
    drawn = [base64.b64decode(image["src"][len(prefix):]).decode("utf-8") for image in parser.found]
    assert drawn == [card_svg(row[0]), back_svg(), card_svg(row[2])]
