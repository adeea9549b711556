"""The analysis board's page (AppTest): a good link priced in both languages, a tampered one
kept where right and told, an impossible one refused, the picker placing a card, the signals
seen and the cards seen in another hand edited (a wrong one refused in the learner's language),
and the puzzles' link opening the puzzle's own position."""

from urllib.parse import parse_qs, urlsplit

import pytest
from conftest import open_page

from brisca.core.signals import TABLES
from brisca.core.view import observe
from brisca.teach.lessons import puzzles as pz
from brisca.teach.lessons.analysis import Position, analyse, position_of
from brisca.teach.table import flow
from brisca.teach.table.flow import Settings, play
from brisca.teach.table.review import review_scenes
from brisca.text import LANGS, action_name, capitalized, seat_label, t, tell

GOOD = "rules:000;first:0;hand:1O,3C,7B;up:5E;stock:33"


def param(at, key: str) -> str:
    value = at.query_params[key]
    return value[0] if isinstance(value, list) else value


def grid(at) -> str:
    return "".join(h.proto.body for h in at.get("html"))


def analysis_link(at, lang: str) -> dict[str, list[str]]:
    """The query of the page's one "open in the analysis board" button."""
    (button,) = [b for b in at.get("link_button") if b.proto.label == t("analysis-open", lang)]
    return parse_qs(urlsplit(button.proto.url).query)


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
    query = analysis_link(at, "es")
    assert query["pos"] == [position_of(pz.view_at(p, 0)).code] and query["lang"] == ["es"]


# the pairs' table with signals: player 3 led, player 4 followed, player 1 (partner of 3) to move
AT_SIGNALS = "rules:{table}-pairs-signals;first:2;hand:1O,3C,7B;up:5O;trick:4C,6E;stock:27"


def signs_of(table: str, lang: str) -> list[str]:
    """The signs the board offers at ``table``, as its list names them: the table's own, in order."""
    return [t("analysis-sign-option", lang, gesture=capitalized(t(f"gesture-{g}", lang)), sign=t(f"sign-{s}", lang))
            for s, g in TABLES[table]]


def add_signal(at, seat: int, sign: str, trick: int):
    at.selectbox(key="an_sig_seat").set_value(seat)
    at.selectbox(key="an_sig_sign").set_value(sign)
    at.selectbox(key="an_sig_trick").set_value(trick)
    return at.button(key="an_sig_add").click().run()


@pytest.mark.parametrize("lang", LANGS)
def test_a_signal_seen_is_added_from_the_table_s_own_signs_and_a_false_one_refused(lang):
    at = open_page("pages/analysis.py", lang, pos=AT_SIGNALS.format(table="004"))
    assert at.selectbox(key="an_sig_sign").options == signs_of("004", lang)
    assert at.selectbox(key="an_sig_seat").options == [seat_label(s, lang) for s in (0, 2)]  # secret: no rival
    add_signal(at, 2, "no_trumps", 0)
    assert "signals:2=no_trumps@0" in param(at, "pos").split(";")
    assert not at.error and t("analysis-col-move", lang) in grid(at)
    assert any(t("sign-no_trumps", lang) in c.value for c in at.caption)  # said above the prices
    add_signal(at, 2, "ace_of_trumps", 0)  # the seat to move holds the ace of trumps
    (error,) = at.error
    assert tell("analysis-problem-signal_contradicted", {"trick_number": 1, "seat_number": 3,
                                                         "sign": "ace_of_trumps", "gesture": "raise_eyes"},
                lang) in error.value
    at.pills(key="an_sig_list").set_value("1").run()  # tapped in the list: gone
    assert param(at, "pos").split(";")[-1] == "signals:2=no_trumps@0" and not at.error


@pytest.mark.parametrize("lang", LANGS)
def test_the_signs_offered_are_the_table_s_and_only_at_a_table_with_signals(lang):
    at = open_page("pages/analysis.py", lang, pos=AT_SIGNALS.format(table="003"))
    assert at.selectbox(key="an_sig_sign").options == signs_of("003", lang)
    assert at.selectbox(key="an_sig_trick").options == [t("analysis-signal-trick_n", lang, n=1)]  # signed as dealt
    plain = open_page("pages/analysis.py", lang, pos=GOOD)
    assert not [s for s in plain.selectbox if s.key and s.key.startswith("an_sig")]


@pytest.mark.parametrize("lang", LANGS)
def test_cards_seen_in_another_hand_are_placed_and_too_many_refused(lang):
    at = open_page("pages/analysis.py", lang, pos=GOOD)
    at.segmented_control(key="an_where").set_value("known").run()
    assert at.selectbox(key="an_known_seat").options == [seat_label(1, lang)]  # the other player's hand
    at.segmented_control(key="an_suit").set_value("C").run()
    for code in ("1C", "2C", "4C", "5C"):
        at.pills(key="an_pick").set_value(code).run()
    assert "known:1=1C,2C,4C,5C" in param(at, "pos").split(";")
    (error,) = at.error  # a hand of three cannot hold four
    assert tell("analysis-problem-known_too_many", {"seat_number": 2, "count": 4, "expected": 3}, lang) in error.value
    at.pills(key="an_known_1").set_value("5C").run()
    assert "known:1=1C,2C,4C" in param(at, "pos").split(";")
    assert not at.error and t("analysis-col-move", lang) in grid(at)


def test_a_review_step_at_five_opens_the_learner_s_own_position(tmp_path, monkeypatch):
    """At five the learner's seat in a deal is not its seat at the table (deal 2: table seat 0
    plays as the deal's seat 3): the review's link is that seat's position, never another's."""
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))
    game = flow.start(Settings(rules="003-five", deal=2, coaching=False))
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[-1]))
    me = game.deal_seat(game.learner)
    assert me != game.learner
    step = next(s for s in review_scenes(game) if s.learner_choice)
    at = open_page("pages/practice.py", "en", game=game.id, step=str(step.index))
    assert analysis_link(at, "en")["pos"] == [position_of(observe(step.before, me)).code]
