"""The analysis board's page (AppTest): a good link priced in both languages, a tampered one
kept where right and told, an impossible one refused, the picker placing a card, and the
puzzles' link opening the puzzle's own position."""

from urllib.parse import parse_qs, urlsplit

import pytest
from conftest import open_page

from brisca.teach.lessons import puzzles as pz
from brisca.teach.lessons.analysis import Position, analyse, position_of
from brisca.text import LANGS, action_name, t, tell

GOOD = "rules:000;first:0;hand:1O,3C,7B;up:5E;stock:33"


def param(at, key: str) -> str:
    value = at.query_params[key]
    return value[0] if isinstance(value, list) else value


def grid(at) -> str:
    return "".join(h.proto.body for h in at.get("html"))


@pytest.mark.parametrize("lang", LANGS)
def test_a_good_link_prices_every_move_the_best_marked(lang):
    at = open_page("pages/analysis.py", lang, pos=GOOD)
    assert at.title[0].value == t("nav-analysis", lang)
    assert not at.error and not at.warning
    a = analyse(Position.parse(GOOD))
    html = grid(at)
    assert t("analysis-best", lang, move=action_name(a.moves[0].move, lang)) in html
    for m in a.moves:
        assert action_name(m.move, lang) in html
    assert t("analysis-col-why", lang) in html
    link = at.code[0].value
    assert parse_qs(urlsplit(link).query)["pos"] == [GOOD]


@pytest.mark.parametrize("lang", LANGS)
def test_a_tampered_link_keeps_what_is_right_and_says_what_it_dropped(lang):
    at = open_page("pages/analysis.py", lang, pos="rules:000;first:7;hand:1O,zz,3C,7B;up:5E;stock:33;x:1")
    warnings = [w.value for w in at.warning]
    assert warnings == [tell("analysis-read-bad_part", {"part": "other"}, lang),
                        tell("analysis-read-bad_part", {"part": "first"}, lang),
                        tell("analysis-read-bad_cards", {"part": "hand", "count": 1}, lang)]
    assert param(at, "pos") == GOOD  # the link now says the position shown
    assert not at.error and t("analysis-col-move", lang) in grid(at)


@pytest.mark.parametrize("lang", LANGS)
def test_an_impossible_position_is_refused_with_what_is_wrong(lang):
    at = open_page("pages/analysis.py", lang, pos="rules:000;first:0;hand:1O,3C;up:5E;trick:1O;stock:30")
    (error,) = at.error
    assert error.value.startswith(t("analysis-refused", lang))
    assert tell("analysis-problem-card_twice", {"card": Position.parse(GOOD).hand[0]}, lang) in error.value
    assert not at.get("html") and not at.code  # no prices, no link to share: the picker stays to fix it
    assert at.pills(key="an_pick").options


def test_an_empty_board_invites_and_a_pick_places_the_card():
    at = open_page("pages/analysis.py", "en")
    assert at.info[0].value == t("analysis-start", "en") and not at.error
    at.segmented_control(key="an_where").set_value("up").run()
    at.segmented_control(key="an_suit").set_value("E").run()
    at.pills(key="an_pick").set_value("5E").run()
    assert "up:5E" in param(at, "pos").split(";")
    at.segmented_control(key="an_where").set_value("hand").run()
    for code in ("1O", "3C", "7B"):
        at.segmented_control(key="an_suit").set_value(code[-1]).run()
        at.pills(key="an_pick").set_value(code).run()
    assert param(at, "pos") == GOOD
    assert not at.error and t("analysis-col-move", "en") in grid(at)


def test_the_puzzle_s_link_opens_its_first_position():
    p = next(iter(pz.library().values()))
    at = open_page("pages/puzzles.py", "es", puzzle=p.id)
    (button,) = [b for b in at.get("link_button") if b.proto.label == t("analysis-open", "es")]
    query = parse_qs(urlsplit(button.proto.url).query)
    assert query["pos"] == [position_of(pz.view_at(p, 0)).code] and query["lang"] == ["es"]
