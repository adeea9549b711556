"""The trick resolver: its model (pure) and its page (AppTest), bad URLs included."""

import random
import re

import pytest
from conftest import component_data, examples, mounted_components, open_page
from hypothesis import assume, given, settings
from hypothesis import strategies as st_
from streamlit.proto.Block_pb2 import Block as BlockProto
from streamlit.testing.v1 import AppTest

from brisca.core.cards import CardError, parse_card
from brisca.teach.lessons.resolver import TABLES, Setup, analyse, random_setup, read_setup, to_params
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


E, S = Setup(), "O"  # the empty trick at the default table, and its trump


@pytest.mark.parametrize("params, setup, codes", [
    ({"table": "7"}, E, ["bad_table"]),
    ({"table": "7", "trump": "E", "cards": "1O"}, Setup("2", "E", None, 0, (C("1O"),)), ["bad_table"]),
    ({"table": "5", "trump": "3O", "cards": "3O"}, Setup("5", "O", None, 0, (C("3O"),)), ["no_turned_up"]),
    ({"trump": "X"}, E, ["bad_trump"]),
    ({"trump": "X", "leader": "1", "cards": "3C"}, Setup("2", S, None, 1, (C("3C"),)), ["bad_trump"]),
    ({"trump": "8O"}, E, ["trump_not_in_deck"]),
    ({"table": "6", "trump": "2E", "cards": "1E"}, Setup("6", "E", None, 0, (C("1E"),)), ["trump_not_in_deck"]),
    ({"leader": "2"}, E, ["bad_leader"]),
    ({"leader": "-1", "cards": "1O"}, Setup(cards=(C("1O"),)), ["bad_leader"]),
    ({"cards": "1O,zz"}, Setup(cards=(C("1O"),)), ["bad_card"]),
    ({"cards": "zz,1O,²,2E"}, Setup(cards=(C("1O"), C("2E"))), ["bad_card"]),
    ({"cards": "1O,1O"}, Setup(cards=(C("1O"),)), ["repeated_card"]),
    ({"trump": "5E", "cards": "5E"}, Setup("2", "E", C("5E")), ["turned_up_in_trick"]),
    ({"trump": "5E", "cards": "5E,1O"}, Setup("2", "E", C("5E"), 0, (C("1O"),)), ["turned_up_in_trick"]),
    ({"table": "3-36", "cards": "2O"}, Setup("3-36"), ["card_not_in_deck"]),
    ({"table": "6", "cards": "2O"}, Setup("6"), ["card_not_in_deck"]),
    ({"table": "6", "trump": "E", "leader": "4", "cards": "1O,2O,3C,2C"},
     Setup("6", "E", None, 4, (C("1O"), C("3C"))), ["card_not_in_deck"]),
    ({"cards": "1O,2O,3O"}, Setup(cards=(C("1O"), C("2O"))), ["too_many_cards"]),
    ({"cards": ",".join(["1O"] * 40)}, Setup(cards=(C("1O"),)), ["too_many_cards", "repeated_card"]),
    ({"table": "9", "trump": "?", "leader": "x", "cards": "1O,1O,zz"}, Setup(cards=(C("1O"),)),
     ["bad_table", "bad_trump", "bad_leader", "bad_card", "repeated_card"]),
])
def test_a_bad_link_keeps_what_is_right_and_says_what_it_drops(params, setup, codes):
    kept, problems = read_setup(params)
    assert kept == setup and [p.code for p in problems] == codes


@pytest.mark.parametrize("lang", ["es", "en"])
def test_what_a_bad_link_drops_is_said_precisely(lang):
    """Each problem says what was dropped and why, from the engine's facts (a card by name, a
    place in the list), in the learner's language."""
    texts = {
        "es": {"card_not_in_deck": "Estas cartas no están en la baraja de 36 cartas de esta mesa, y se quitan: "
                                   "el dos de oros y el dos de copas.",
               "bad_card": "El enlace trae algo que no es una carta en el lugar 3 de sus cartas: se quita.",
               "repeated_card": "Esta carta aparece más de una vez en el enlace, y se deja solo la primera: "
                                "el tres de copas.",
               "trump_not_in_deck": "La pinta del enlace, el dos de espadas, no está en la baraja de 36 cartas de "
                                    "esta mesa: se quita, y el triunfo sigue siendo espadas.",
               "bad_leader": "El enlace pide que salga un jugador que no está en esta mesa de 6: "
                             "sale el jugador 1 (equipo 1)."},
        "en": {"card_not_in_deck": "These cards are not in this table's deck of 36 cards, and they are dropped: "
                                   "the two of coins and the two of cups.",
               "bad_card": "The link holds something that is not a card in place 3 of its cards: it is dropped.",
               "repeated_card": "This card appears more than once in the link, and only the first is kept: "
                                "the three of cups.",
               "trump_not_in_deck": "The link's turned-up card, the two of swords, is not in this table's deck of "
                                    "36 cards: it is dropped, and the trump is still swords.",
               "bad_leader": "The link asks for a leader who is not at this table of 6: Player 1 (Team 1) leads."},
    }[lang]
    from brisca.ui.resolver_view import problem_text

    setup, problems = read_setup({"table": "6", "trump": "2E", "leader": "6", "cards": "1O,2O,xx,3C,2C,3C"})
    assert {p.code: problem_text(p, setup, lang) for p in problems} == texts


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_six_player_link_with_a_two_keeps_its_table(lang):
    """The 2s are not in the six players' deck of 36: the 2 is dropped and said, the table of six
    and the rest of the link are kept, and the link then says what is shown."""
    at = open_resolver(lang, table="6", trump="E", leader="3", cards="1O,2O")
    assert [w.value for w in at.warning] == [t("resolver-problem-card_not_in_deck", lang, count=1, deck=36,
                                                 dropped=[C("2O")])]
    assert not at.error and params_of(at) == {"lang": lang, "table": "6", "trump": "E", "leader": "3",
                                               "cards": "1O"}
    assert t("resolver-table-6", lang, deck=36) in settings_label(at)
    assert "2O" not in at.warning[0].value
    assert [s["card"] and s["card"]["code"] for s in component_data(at, "brisca_board")["slots"]] == ["1O", None]


def _not_a_card(text: str) -> bool:
    try:
        parse_card(text)
    except CardError:
        return True
    return False


@settings(max_examples=examples(400), deadline=None)
@given(seed=st_.integers(0, 2**32), junk=st_.text(min_size=1, max_size=12).map(lambda s: s.replace(",", "")),
       where=st_.integers(0, 6))
def test_a_link_with_one_bad_entry_keeps_the_rest(seed, junk, where):
    """A shared trick with one entry added among its cards (not a card, a card of no deck of
    the resolver's, a card already there) reads back as the same trick, and one problem says
    what was dropped."""
    assume(junk and _not_a_card(junk))
    setup = random_setup(random.Random(seed))
    params = to_params(setup)
    codes = params["cards"].split(",")
    place = where % (len(codes) + 1)
    repeat_at = max(place, 1)  # after the card it repeats
    for entry, at, code, facts in ((junk, place, "bad_card", {"count": 1, "places": [place + 1]}),
                                   ("8O", place, "card_not_in_deck", {"count": 1, "dropped": [C("8O")],
                                                                      "deck": setup.rules.deck}),
                                   (codes[0], repeat_at, "repeated_card", {"count": 1, "dropped": [setup.cards[0]]})):
        link = ",".join(codes[:at] + [entry] + codes[at:])
        kept, problems = read_setup({**params, "cards": link})
        assert kept == setup
        assert [(p.code, p.facts) for p in problems] == [(code, facts)]


def open_resolver(lang="es", **params) -> AppTest:
    return open_page("pages/resolver.py", lang, **params)


def _clicks(params: dict, actions: list[str]) -> None:
    """Clicks on the trick (``target:``, ``remove:``) or picks (``pick:``), sent through the
    page's own handlers, in order."""
    import json

    import streamlit as st

    from brisca.teach.lessons.resolver import read_setup, setup_key
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
    at.session_state["rv_settings"] = True  # a random trick closes the settings: opened again
    at.run().button(key="rv_clear").click().run()
    assert not at.success and "cards" not in at.query_params


@pytest.mark.parametrize("params, shown", [
    ({"table": "9"}, ""), ({"trump": "<script>"}, ""), ({"cards": "1O,1O"}, "1O"), ({"leader": "x"}, ""),
    ({"cards": "13Q"}, ""), ({"table": "3-36", "cards": "2E"}, ""),
    ({"cards": ",".join(["1O", "2O", "3O", "4O", "5O"])}, "1O,2O")])
def test_tampered_urls_give_a_message_and_keep_what_is_right(params, shown):
    at = open_resolver("es", **params)
    assert at.warning and not at.error
    assert params_of(at).get("cards", "") == shown  # the link now says what is shown
    assert bool(at.success) == bool(shown) and bool(at.info) == (not shown)  # the empty trick invites a card
    for warning in at.warning:
        assert not any(value in warning.value for value in params.values())  # the link's text is not shown


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


def settings_open(at: AppTest) -> bool:
    found = []

    def walk(node):
        for child in getattr(node, "children", {}).values():
            proto = getattr(child, "proto", None)
            if isinstance(proto, BlockProto) and proto.WhichOneof("type") == "popover":
                found.append(proto.popover.open)
            walk(child)

    walk(at._tree)
    return found == [True]


def test_the_settings_stay_open_while_they_change():
    """Table, trump and leader chosen one after the other in one opening of the settings (each
    change renames the popover, which Streamlit would take for a new one, closed)."""
    at = open_settings(open_resolver("en"))
    at.selectbox(key="rv_table").set_value("4").run()
    assert settings_open(at) and params_of(at)["table"] == "4"
    at.selectbox(key="rv_trump").set_value("5E").run()  # still drawn: no need to open them again
    assert settings_open(at) and params_of(at)["trump"] == "5E"
    at.selectbox(key="rv_leader").set_value(3).run()
    assert settings_open(at) and params_of(at)["leader"] == "3"
    assert settings_label(at) == t("resolver-settings", "en", table=t("resolver-table-4", "en", deck=40),
                                   trump="Trump: swords, with the five turned up",
                                   leader=t("seat-with_team", "en", seat=seat_name(3, "en"), team=2))
    at.button(key="rv_random").click().run()  # a random trick: the settings close so that it shows
    assert not settings_open(at) and at.success and not at.main.selectbox


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


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_trick_of_five_at_chiamata_s_table_is_resolved_with_the_trump_chosen_as_a_suit(lang):
    """Chiamata's table: five seats each on its own, no card turned up (the trump is a suit),
    the five cards resolved by the engine and the winner said in the learner's language."""
    at = open_resolver(lang, table="5", trump="B", leader="3", cards="1O,3O,2B,12O,1C")
    assert not at.exception and not at.warning
    assert t("resolver-winner", lang, card=C("2B"), seat=seat_name(0, lang), points=36) in success_text(at)
    slots = component_data(at, "brisca_board")["slots"]
    assert [s["seat"] for s in slots] == [3, 4, 0, 1, 2]
    at = open_settings(at)
    trumps = at.selectbox(key="rv_trump").options
    assert len(trumps) == 4  # the four suits only: nothing is turned up at this table
    assert t("resolver-table-5", lang, deck=40) in settings_label(at)


def test_a_turned_up_card_in_a_link_to_chiamata_s_table_keeps_its_suit_and_is_said():
    at = open_resolver("en", table="5", trump="7C", cards="7C")
    assert params_of(at)["trump"] == "C" and params_of(at)["cards"] == "7C"
    assert any("no card is turned up" in w.value for w in at.warning)


def test_a_random_trick_of_five_turns_nothing_up():
    rng = random.Random(5)
    for _ in range(50):
        setup = random_setup(rng, "5")
        assert setup.turned_up is None and len(setup.cards) == 5 and analyse(setup).winning_seat is not None
