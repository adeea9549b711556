"""The table as the learner sees it: for any table the engine plays, the data the table
component receives names no card hidden from the seat, and shows what the seat may see."""

import json

from conftest import examples, random_position
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.core.action import PLAYS
from brisca.core.cards import ALL_CARDS
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.state import step
from brisca.core.view import known_cards, observe, turned_up_shown
from brisca.teach.board import board_data
from brisca.text import card_name


def hidden(s, seat: int) -> set:
    """The cards ``seat`` cannot see in ``s``."""
    known = known_cards(s)
    out = {c for other, hand in enumerate(s.hands) if other != seat for c in hand if c not in known[other]}
    out |= set(s.stock)
    if s.turned_up_taker is None and not turned_up_shown(s):
        out.add(s.turned_up)
    return out


def named(data: dict) -> set:
    text = json.dumps(data, ensure_ascii=False)
    return {card for code, card in ALL_CARDS.items()
            if f'"{code}"' in text or any(card_name(card, lang) in text for lang in ("es", "en"))}


@settings(max_examples=examples(400), deadline=None)
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**6), plies=st.integers(0, 60),
       lang=st.sampled_from(["es", "en"]))
def test_no_hidden_card_reaches_the_table(preset, seed, plies, lang):
    s = random_position(preset, seed, plies)
    for seat in range(s.n):
        data = board_data(observe(s, seat), lang)
        assert not (named(data) & hidden(s, seat))
        assert [c["code"] for c in data["hand"]] == [c.code for c in s.hands[seat]]
        assert len(data["seats"]) == s.n and sum(p["cards"] for p in data["seats"]) == sum(map(len, s.hands))
        assert [c["code"] for c in data["trick"]] == [c.code for c in s.trick]


def test_partners_are_marked_at_tables_with_teams():
    s = deal("003-six", 2).start()
    data = board_data(observe(s, 1), "es")
    assert [seat["partner"] for seat in data["seats"]] == [False, False, False, True, False, True]
    assert all(seat["team"] == seat["seat"] % 2 for seat in data["seats"])


def test_the_winning_card_so_far_is_marked_and_a_finished_trick_is_kept_to_show():
    s = deal("000", 3).start()
    s = step(s, PLAYS[s.hands[s.leader][0]])
    data = board_data(observe(s, 0), "en")
    assert data["winning_seat"] == s.leader and data["last_trick"] is None
    s = step(s, PLAYS[s.hands[1 - s.leader][0]])
    data = board_data(observe(s, 0), "en")
    assert data["trick"] == [] and data["last_trick"]["winner"] == s.tricks[0].winner
    assert data["last_trick"]["text"].endswith(("points.", "point."))


def test_a_seat_named_in_a_sentence_gets_its_article_in_both_languages():
    """The trick just taken is told with the seat's name in running text: "El ordenador se lleva
    la baza", "The computer takes the trick", "El jugador 2…", never "Ordenador se lleva…"."""
    from brisca.text import named

    s = deal("000", 3).start()
    while not s.tricks or s.tricks[-1].winner != 1:
        s = step(s, PLAYS[s.hands[s.leader if not s.trick else 1 - s.leader][0]])
    for lang, bot, seat in (("es", "El ordenador se lleva la baza", "El jugador 2 se lleva la baza"),
                            ("en", "The computer takes the trick", "Player 2 takes the trick")):
        data = board_data(observe(s, 0), lang, labels=["Tú", "Ordenador"], names={1: named("practice-bot_name", lang)})
        assert data["last_trick"]["text"].startswith(bot) and data["seats"][1]["label"] == "Ordenador"
        assert board_data(observe(s, 0), lang)["last_trick"]["text"].startswith(seat)
