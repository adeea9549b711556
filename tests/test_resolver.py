"""The trick resolver: its model (pure) and its page (AppTest), bad URLs included."""

import random
import re

import pytest
from conftest import component_data, mounted_components, open_page
from streamlit.proto.Block_pb2 import Block as BlockProto
from streamlit.testing.v1 import AppTest

from brisca.core.cards import parse_card
from brisca.teach.resolver import TABLES, Setup, analyse, random_setup, read_setup, to_params
from brisca.text import rank_name, seat_name, suit_name, t

C = parse_card


def test_setup_round_trips_through_the_url():
    rng = random.Random(3)
    for _ in range(200):
        setup = random_setup(rng)
        again, problems = read_setup(to_params(setup))
        assert not problems and again == setup


def test_what_beats_this():
    a = analyse(Setup("2", "E", None, 0, (C("1O"),)))
    takes = {o.card.code for o in a.takes}
    assert takes == {c.code for c in a.setup.available() if c.suit == "E"}
    assert all(o.points == 11 + o.card.points for o in a.takes)
    assert {o.card.code for o in a.loses} >= {"3O", "4C"}


def test_partner_winning_at_four():
    a = analyse(Setup("4", "E", None, 0, (C("1O"), C("2C"))))
    assert a.winning_seat == 0 and a.next_seat == 2 and a.partner_winning


def test_turned_up_card_cannot_be_played():
    setup = Setup("2", "E", C("5E"), 0, ())
    assert C("5E") not in setup.available()
    assert setup.with_card(0, C("5E")) == setup


@pytest.mark.parametrize("params, code", [
    ({"table": "5"}, "bad_table"),
    ({"trump": "X"}, "bad_trump"),
    ({"trump": "8O"}, "card_not_in_deck"),
    ({"leader": "2"}, "bad_leader"),
    ({"leader": "-1"}, "bad_leader"),
    ({"cards": "1O,zz"}, "bad_card"),
    ({"cards": "1O,1O"}, "repeated_card"),
    ({"trump": "5E", "cards": "5E"}, "repeated_card"),
    ({"table": "3-36", "cards": "2O"}, "card_not_in_deck"),
    ({"cards": "1O,2O,3O"}, "too_many_cards"),
])
def test_bad_url_values(params, code):
    setup, problems = read_setup(params)
    assert [p.code for p in problems] == [code] and setup == Setup()


def open_resolver(lang="es", **params) -> AppTest:
    return open_page("pages/resolver.py", lang, **params)


def _clicks(params: dict, actions: list[str]) -> None:
    """Clicks on the trick (``target:``, ``remove:``) or picks (``pick:``), sent through the
    page's own handlers, in order."""
    import json

    import streamlit as st

    from brisca.teach.resolver import read_setup, setup_key
    from brisca.ui.resolver_view import PICK, _picked, on_click

    for key, value in params.items():
        st.query_params[key] = value
    for action in actions:
        kind, _, value = action.partition(":")
        if kind == "pick":
            st.session_state[PICK] = value
            _picked()
        else:
            on_click({"action": action, "version": setup_key(read_setup(st.query_params)[0])})
    st.write(json.dumps(st.query_params.to_dict()))


def params_of(at: AppTest) -> dict:
    return {k: (v[0] if isinstance(v, list) else v) for k, v in at.query_params.items()}


def click(at: AppTest, *actions: str) -> AppTest:
    """The page after these clicks, opened at the link they leave (as the browser shows it)."""
    import json

    run = AppTest.from_function(_clicks, args=(params_of(at), list(actions))).run()
    assert not run.exception, run.exception
    params = json.loads(run.markdown[0].value)
    lang = params.pop("lang", "es")
    return open_resolver(lang, **params)


def pick(at: AppTest, *codes: str) -> AppTest:
    """Cards picked as a learner picks them: the suit, then the card's button."""
    for code in codes:
        at.segmented_control(key="rv_suit").set_value(C(code).suit).run()
        picker = at.pills(key="rv_pick")
        if picker.format_func(code) not in picker.options:  # not free: no button for it
            continue
        picker.set_value(code).run()
        assert not at.exception, at.exception
    return at


def offered(at: AppTest, suit: str) -> list[str]:
    """The picker's buttons for ``suit``, by rank name."""
    at.segmented_control(key="rv_suit").set_value(suit).run()
    return at.pills(key="rv_pick").options


def success_text(at: AppTest) -> str:
    return " ".join(s.value for s in at.success)


def open_settings(at: AppTest) -> AppTest:
    """The settings' popover opened (its widgets are drawn only while it is open)."""
    assert not at.main.selectbox and not at.main.button  # closed, a first visit draws none of them
    at.session_state["rv_settings"] = True
    return at.run()


def test_ana_and_luis_by_clicks():
    at = open_settings(open_resolver("es"))
    at.selectbox(key="rv_trump").set_value("E").run()
    at = pick(at, "1O", "2E")
    assert t("resolver-winner", "es", card=C("2E"), seat=seat_name(2 - 1, "es"),
             points=11) in success_text(at)
    assert at.query_params["cards"] in ("1O,2E", ["1O,2E"])
    assert click(at, "pick:1O").query_params["cards"] in ("1O,2E", ["1O,2E"])  # a card already down: nothing
    half = pick(open_resolver("es", trump="E"), "1O")
    assert "As" not in offered(half, "O") and "Dos" in offered(half, "O")  # a used card cannot be picked again
    assert offered(half, "E") == [rank_name(r, "es").capitalize() for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]


def test_the_empty_trick_needs_no_component_and_the_first_card_brings_the_table():
    at = open_resolver("en", trump="E", leader="1")
    assert mounted_components(at) == []  # a first visit loads no component runtime
    assert t("resolver-empty", "en", seat=seat_name(1, "en")) in [i.value for i in at.info]
    assert at.pills(key="rv_pick").label == t("resolver-pick", "en", seat=seat_name(1, "en"), suit="coins")
    assert at.segmented_control(key="rv_suit").options[2] == t("resolver-suit_is_trump", "en", suit="Swords")
    at = pick(at, "4B")
    assert [e.proto.component_name for e in mounted_components(at)] == ["brisca_board"]
    slots = component_data(at, "brisca_board")["slots"]
    assert [s["card"] and s["card"]["code"] for s in slots] == ["4B", None] and slots[0]["seat"] == 1
    suit = at.segmented_control(key="rv_suit").value  # the suit stays open: the label names it
    assert at.pills(key="rv_pick").label == t("resolver-pick", "en", seat=seat_name(0, "en"),
                                              suit=suit_name(suit, "en"))
    assert at.pills(key="rv_pick").value is None  # a pick leaves nothing selected


def test_an_off_suit_card_cannot_win():
    at = open_resolver("en", trump="E")
    at = pick(at, "1O", "3C")
    assert "ace of coins" in success_text(at)
    assert any("cannot win" in m.value for m in at.markdown)


def test_two_trumps():
    at = open_resolver("en", trump="E")
    at = pick(at, "2E", "1E")
    assert "ace of swords" in success_text(at) and "11 points" in success_text(at)


def test_partner_card_wins_for_the_team():
    at = open_resolver("en", table="4", trump="E", leader="0")
    at = pick(at, "1O", "2C")
    assert at.info and t("resolver-partner_winning", "en") in [i.value for i in at.info]
    at = pick(at, "3E", "4C")
    text = success_text(at)
    assert "three of swords" in text and t("team-name", "en", n=1) in text


def test_change_a_card_and_the_result_updates():
    at = open_resolver("en", trump="E", cards="1O,2E")
    at = click(at, "target:1", "pick:3C")
    assert at.query_params["cards"] in ("1O,3C", ["1O,3C"])
    assert "ace of coins" in success_text(at)


def test_random_and_clear():
    at = open_settings(open_resolver("es"))
    at.button(key="rv_random").click().run()
    assert not at.exception and at.success
    at.session_state["rv_settings"] = True  # the test client does not keep it open as a browser does
    at.run().button(key="rv_clear").click().run()
    assert not at.success and "cards" not in at.query_params


@pytest.mark.parametrize("params", [{"table": "9"}, {"trump": "<script>"}, {"cards": "1O,1O"},
                                    {"leader": "x"}, {"cards": "13Q"}, {"table": "3-36", "cards": "2E"},
                                    {"cards": ",".join(["1O", "2O", "3O", "4O", "5O"])}])
def test_tampered_urls_give_a_message_and_an_empty_resolver(params):
    at = open_resolver("es", **params)
    assert at.error and not at.success
    assert at.info  # the empty resolver invites the first card


def settings_label(at: AppTest) -> str:
    """The settings' popover's label: the settings in one line."""
    found = []

    def walk(node):
        for child in getattr(node, "children", {}).values():
            proto = getattr(child, "proto", None)
            if isinstance(proto, BlockProto) and proto.WhichOneof("type") == "popover":
                found.append(proto.popover.label)
            walk(child)

    walk(at._tree)
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("lang, params, trump", [
    ("es", {}, "Triunfo: oros"), ("en", {}, "Trump: coins"),
    ("es", {"trump": "E"}, "Triunfo: espadas"), ("en", {"trump": "B"}, "Trump: clubs"),
    ("es", {"trump": "5E"}, "Triunfo: espadas, con el cinco de pinta"),
    ("es", {"trump": "10C"}, "Triunfo: copas, con la sota de pinta"),
    ("en", {"trump": "12O"}, "Trump: coins, with the king turned up")])
def test_the_settings_line_says_which_suit_is_trump(lang, params, trump):
    """The summary names the trump as the trump ("Triunfo: oros"), not as a bare suit ("Palo: oros")."""
    label = settings_label(open_resolver(lang, **params))
    assert label.split(" · ")[1] == trump
    assert "Palo" not in label and "Suit" not in label


def test_every_table_is_offered():
    at = open_settings(open_resolver("en"))
    offered = at.selectbox(key="rv_table").options
    assert offered == [t(f"resolver-table-{k}", "en", deck=r.deck) for k, r in TABLES.items()]


def test_the_spanish_names_a_seat_as_a_card_player_writes_it():
    """"Sale el jugador 1", "la carta del jugador 2", "del jugador 3 (equipo 1)": a seat in
    a sentence takes its article; as a label of its own it is "Jugador 3"."""
    at = open_resolver("es", table="4", trump="E", leader="0")
    assert "Sale el jugador 1:" in at.info[0].value
    assert at.pills(key="rv_pick").label.startswith("La carta del jugador 1 (")
    at = pick(at, "1O", "2C", "3E")
    text = success_text(at)
    assert "el tres de espadas del jugador 3 (equipo 1)" in text
    assert "Las opciones del jugador 4" in " ".join(m.value for m in at.markdown)
    seats = component_data(at, "brisca_board")["seats"]
    assert [s["label"].split(" · ")[0] for s in seats] == ["Jugador 1", "Jugador 2", "Jugador 3", "Jugador 4"]
    shown = " ".join([text, *(m.value for m in at.markdown), *(i.value for i in at.info)])
    assert "de Jugador" not in shown and "Sale Jugador" not in shown


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_card_that_would_take_the_lead_is_said_in_a_sentence(lang):
    """The ace of trumps led: no card takes the lead, and the page says so in words, not
    "(0 cartas) … —"."""
    from brisca.ui.resolver_view import would_take_text

    assert analyse(Setup("2", "E", None, 0, (C("1E"),))).takes == ()
    at = open_resolver(lang, trump="E", cards="1E")
    shown = [m.value for m in at.markdown]
    line = would_take_text(analyse(Setup("2", "E", None, 0, (C("1E"),))), lang)
    assert line == t("resolver-would_take_none", lang, card=C("1E")) and line in shown
    assert ("as de espadas" if lang == "es" else "ace of swords") in line
    assert not any(re.search(r"\(0\b|—", m) for m in shown)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("cards", ["1O", "1O,2E", "1O,3C,2E", "1O,3C,2E,12O"])
def test_each_line_of_the_explanation_has_one_marker(lang, cards):
    """The steps are one numbered list, each step marked by its own number only (not "• 1."),
    and the conclusion is a paragraph under it."""
    from markdown_it import MarkdownIt

    from brisca.core.trick import resolve_trick
    from brisca.text import explain_trick

    table = "4" if cards.count(",") == 3 else "3-39" if cards.count(",") == 2 else "2"
    at = open_resolver(lang, table=table, trump="E", cards=cards)
    played = [C(c) for c in cards.split(",")]
    lines = explain_trick(resolve_trick(played, "E"), lang, complete=len(played) == TABLES[table].players)
    shown = next(m.value for m in at.markdown if lines[-1] in m.value)
    tokens = MarkdownIt("commonmark").parse(shown)
    kinds = [tok.type for tok in tokens if tok.type.endswith("_list_open")]
    assert kinds == ["ordered_list_open"]  # one list, numbered, nothing nested in it
    items = [tok.content for tok in tokens if tok.type == "inline" and tok.level == 3]
    assert items == [re.sub(r"^\d+\. ", "", line) for line in lines[:-1]]
    assert tokens[-3].type == "paragraph_open" and tokens[-3].level == 0 and tokens[-2].content == lines[-1]
