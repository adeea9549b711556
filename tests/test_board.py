"""The table as the learner sees it: for any table the engine plays, the data the table
component receives names no card hidden from the seat, and shows what the seat may see."""

import json
import random

import pytest
from conftest import examples, random_position, reshuffle_hidden
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.core.action import PLAYS
from brisca.core.cards import ALL_CARDS
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.state import legal_actions, step
from brisca.core.view import known_cards, observe, turned_up_shown
from brisca.teach.table.board import board_data
from brisca.teach.table.game import PRACTICE_PRESETS
from brisca.text import card_name, t


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
@given(preset=st.sampled_from(PRACTICE_PRESETS), seed=st.integers(0, 10**6), plies=st.integers(0, 60),
       lang=st.sampled_from(["es", "en"]))
def test_no_hidden_card_reaches_the_table(preset, seed, plies, lang):
    # every table the app draws a board for, the auctions too; and nothing on it changes when
    # what the seat cannot see is dealt again: under chiamata, who holds the called card (the
    # hidden partner) while it is unplayed
    s = random_position(preset, seed, plies)
    rng = random.Random(seed)
    for seat in range(s.n):
        data = board_data(observe(s, seat), lang)
        assert board_data(observe(reshuffle_hidden(s, seat, rng), seat), lang) == data
        # a chiamata call names every suit of its rank, and the card called is named to all, wherever
        # each lies: no card's place (who holds the called card is what the board must not tell)
        calls = {a.card for a in observe(s, seat).legal if a.kind == "call"}
        calls |= {s.call.called} if s.call is not None and s.call.called is not None else set()
        assert not (named(data) - calls & hidden(s, seat))
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
    # the pace the component shows the cards at is the one the coach's paced benchmark counts
    from brisca.teach.table.board import PAUSE_MS, STEP_MS
    assert data["pause"] and data["pace"] == {"step": STEP_MS, "pause": PAUSE_MS}


def test_a_seat_named_in_a_sentence_gets_its_article_in_both_languages():
    """The trick just taken is told with the seat's name in running text: "El contrario se lleva
    la baza", "The opponent takes the trick", never "Contrario se lleva…". A board drawn without
    names (a puzzle's, a drill's) names each seat by what it is to the viewer: "Tú", the
    opponent, never "Jugador 1"."""
    s = deal("000", 3).start()
    while not s.tricks or s.tricks[-1].winner != 1:
        s = step(s, PLAYS[s.hands[s.leader if not s.trick else 1 - s.leader][0]])
    for lang, seat, you, rival in (("es", "El contrario se lleva la baza", "Tú", "Contrario"),
                                   ("en", "The opponent takes the trick", "You", "Opponent")):
        plain = board_data(observe(s, 0), lang)
        assert plain["last_trick"]["text"].startswith(seat) and plain["seats"][0]["label"] == you
        assert plain["seats"][1]["label"] == rival


@pytest.mark.parametrize("rules", ["000", "000-three", "000-pairs", "003-six"])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_practice_table_names_each_seat_as_every_other_board_does(rules, lang):
    """One naming of the seats: the practice table names each seat as a puzzle's, a drill's or a
    lesson's board does (at two the one rival is "Contrario", where practice said "Ordenador";
    at three "Rival 2", where it said "Ordenador 2"), and what the name claims is so: a partner
    sits on the learner's side, a rival on the other, and each trick taken is told of the seat
    that took it, by that seat's name."""
    from brisca.core.settle import deal_result
    from brisca.teach.table.flow import Settings, new_game, play
    from brisca.teach.table.seat_board import seat_board

    partner, rival = (t(f"practice-seat-{k}", lang, n=1).split()[0] for k in ("partner_n", "rival_n"))
    game = new_game("b" * 24, Settings(rules=rules, deal=3, coaching=False), random.Random(3))
    while not game.over:
        view = game.view
        board, plain = seat_board(game, lang), board_data(view, lang)
        labels = [seat["label"] for seat in board["seats"]]
        assert labels == [seat["label"] for seat in plain["seats"]]
        assert [h["text"] for h in board["history"]] == [h["text"] for h in plain["history"]]
        for seat, label in enumerate(labels):
            if seat == view.seat:
                assert label == t("practice-seat-0", lang)
            elif view.rules.teams and view.rules.side_of(seat) == view.rules.side_of(view.seat):
                assert label.startswith(partner), labels
            else:
                assert label.startswith(rival) or label == t("practice-seat-rival", lang), labels
        for done, shown in zip(view.tricks, board["history"], strict=True):
            if done.winner != view.seat:
                assert labels[done.winner].lower() in shown["text"].lower(), (labels, shown["text"])
        assert game.learner_to_move  # the bots reply inside ``play``
        game = play(game, view.legal[0])
    if game.record.rules.players == 2:  # the opponent is named alike in every sentence, the end's too
        board = seat_board(game, lang)
        said = " ".join([board["status"], *(h["text"] for h in board["history"])])
        assert {"es": "ordenador", "en": "computer"}[lang] not in said.lower(), said
        assert t("practice-seat-rival", lang).lower() in said.lower()
        winner = deal_result(game.state).winner  # who the end says won is who won
        key = "practice-result-you" if winner == game.view.seat else "practice-result-bot"
        assert winner is None or t(key, lang) in board["status"], board["status"]


# -- round a table: where each seat sits, the stock as a pile, the signals with their trick ------------

SIGNAL_TABLES = (("003-pairs-signals", "003"), ("004-pairs-signals", "004"), ("003-six", "004"))  # rules, signs


def test_the_seats_sit_round_the_table_in_play_order_the_partner_opposite_at_four():
    """Whoever the viewer is: it sits at the bottom, the next to play on its right, and on round
    against the clock; at four the partner at the top and the rivals left and right, at six
    the partners at the top corners. The leader is marked and the others numbered in play order."""
    for name in ("003-pairs", "003-six", "000", "000-three"):
        s = deal(name, 5).start()
        n = s.n
        for seat in range(n):
            data = board_data(observe(s, seat), "es")
            place = {p["seat"]: p["place"] for p in data["seats"]}
            assert place[seat] == "bottom" and len(set(place.values())) == n
            after = [place[(seat + k) % n] for k in range(1, n)]
            assert after == {2: ["top"], 3: ["top-right", "top-left"], 4: ["right", "top", "left"],
                             6: ["right", "top-right", "top", "top-left", "left"]}[n]
            if n == 4:
                partner = next(p for p in data["seats"] if p["partner"])
                assert partner["place"] == "top"
                assert {p["place"] for p in data["seats"] if p["team"] != seat % 2} == {"left", "right"}
            if n == 6:
                assert {p["place"] for p in data["seats"] if p["partner"]} == {"top-left", "top-right"}
            turns = {p["seat"]: p["turn"] for p in data["seats"]}
            assert turns[s.leader] == 1 and sorted(turns.values()) == list(range(1, n + 1))
            assert all(turns[(s.leader + k) % n] == k + 1 for k in range(n))


@settings(max_examples=examples(300), deadline=None)
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**6), plies=st.integers(0, 60))
def test_the_stock_is_a_pile_with_its_count_over_the_pinta_face_up_or_down(preset, seed, plies):
    """At every table: the pile's count is the face-down cards, and the cards in hands, played
    and in the stock add up to the deck with the pinta under the stock until drawn; under
    Brisca Cubierta the pinta lies face down (no card named) until a trump shows it."""
    s = random_position(preset, seed, plies)
    for seat in range(s.n):
        data = board_data(observe(s, seat), "en")
        pile = data["pile"]
        if s.rules.called:  # chiamata deals the whole deck and turns no card up: no pile, no words of one
            assert pile is None and data["stock"] is None and not s.stock_order
            continue
        under = s.turned_up is not None and s.turned_up_taker is None
        assert pile["count"] == len(s.stock_order) - s.drawn
        played = sum(len(t.cards) for t in s.tricks) + len(s.trick)
        assert pile["count"] + under + sum(map(len, s.hands)) + played == s.rules.deck
        shown = turned_up_shown(s)
        assert pile["pinta"] == ({"code": s.turned_up.code, "name": card_name(s.turned_up, "en")}
                                 if under and shown else None)
        assert pile["pinta_down"] == (under and not shown)


def test_the_pinta_lies_face_down_under_the_stock_at_brisca_cubierta_until_a_trump_is_played():
    s = deal("003-cubierta", 4).start()
    pile = board_data(observe(s, 0), "es")["pile"]
    assert pile["pinta"] is None and pile["pinta_down"] and pile["count"] == len(s.stock_order)
    while not turned_up_shown(s):
        s = step(s, PLAYS[s.hands[(s.leader + len(s.trick)) % s.n][0]])
    if s.turned_up_taker is None:
        pile = board_data(observe(s, 0), "es")["pile"]
        assert pile["pinta"]["code"] == s.turned_up.code and not pile["pinta_down"]


def signalling_deal(preset: str, seed: int, plies: int):
    """A deal played at random, each seat making a random sign it may make half of the time."""
    import random

    from brisca.core.state import OVER, current_player, legal_actions, signal_options

    s = deal(preset, seed).start()
    rng = random.Random(seed)
    for _ in range(plies):
        if s.phase == OVER:
            break
        signs = signal_options(s, current_player(s))
        s = step(s, rng.choice(signs) if signs and rng.random() < 0.5 else rng.choice(legal_actions(s)))
    return s


@settings(max_examples=examples(300), deadline=None)
@given(table=st.sampled_from(SIGNAL_TABLES), seed=st.integers(0, 10**6), plies=st.integers(0, 80),
       lang=st.sampled_from(["es", "en"]), seen=st.booleans())
def test_signals_come_with_their_trick_each_once_and_none_shown_standing_once_untrue(table, seed, plies, lang, seen):
    """Each line names the trick the signal was made in («Baza 5 · …»), a seat's same sign is
    told once (its latest), and a statement shown as standing is true of the seat's hand as it
    really is; one shown as past says why, and a card it names was played by that seat since."""
    from dataclasses import replace

    from brisca.core.signals import SIGNS

    preset, signs = table
    rules = replace(PRESETS[preset], signals=signs, signals_seen=seen)
    s = signalling_deal(rules, seed, plies)
    for seat in range(s.n):
        view = observe(s, seat)
        lines = board_data(view, lang)["signals"]
        keys = [(line["seat"], line["sign"]) for line in lines]
        assert len(keys) == len(set(keys))
        word = {"es": "Baza", "en": "Trick"}[lang]
        for line in lines:
            made = [m for m in view.signals if (m.seat, m.sign) == (line["seat"], line["sign"])]
            assert made and line["trick"] == made[-1].trick + 1  # the seat's own among them, told back to it
            assert line["text"].startswith(f"{word} {line['trick']} · ")
            sign = SIGNS[line["sign"]]
            if not line["past"]:
                assert line["note"] is None
                if not sign.is_request:
                    assert sign.true_of(s.hands[line["seat"]], s.trump_suit), line
            else:
                assert line["note"] and line["lapse"] in ("played", "drew", "trick_over")
        # every signal made in this trick or the last one is told (as standing or as past), the seat's own too
        recent = {(m.seat, m.sign) for m in view.signals if m.trick >= len(s.tricks) - 1}
        assert recent <= set(keys)


def test_a_no_trumps_signal_is_past_once_its_seat_has_drawn_and_a_held_trump_once_played():
    from brisca.core.cards import Card
    from brisca.core.signals import SignalMade
    from brisca.teach.table.board import signal_lapse

    s = deal("003-pairs-signals", 8).start()
    view = observe(s, 0)
    none = SignalMade(2, "no_trumps", 0, 0)
    assert signal_lapse(view, none) is None  # the trick it was made in: it stands
    s = step(s, PLAYS[s.hands[s.leader][0]])
    while s.trick:
        s = step(s, PLAYS[s.hands[(s.leader + len(s.trick)) % s.n][0]])
    view = observe(s, 0)
    played = s.tricks[0].cards[(2 - s.tricks[0].leader) % 4]
    trump = played.suit == s.trump_suit  # a trump played after saying "no trumps": it was not true
    assert signal_lapse(view, none) == (("played", played) if trump else ("drew", None))
    held = Card.parse(f"1{s.trump_suit}")  # "I hold the ace of trumps" stands until that ace is played
    assert signal_lapse(view, SignalMade(2, "ace_of_trumps", 0, 0)) == (("played", held) if played == held else None)
    ask = SignalMade(2, "ask_for_figure", 0, 0)  # a request is for its trick only
    assert signal_lapse(view, ask) == ("trick_over", None)
    assert signal_lapse(view, ask._replace(trick=1)) is None


def test_once_the_deal_is_over_no_seat_is_said_to_lead():
    s = deal("000", 5).start()
    while s.phase != "over":
        assert any(seat["turn"] == 1 for seat in board_data(observe(s, 0), "es")["seats"])
        s = step(s, legal_actions(s)[0])
    assert [seat["turn"] for seat in board_data(observe(s, 0), "es")["seats"]] == [None, None]
