"""A table for friends (``brisca.teach.table.friends``, ``pages/friends.py``): seats fixed at
creation, each person's link opening their seat alone and the onlookers' none, whole deals and
matches played through the one flow seat by seat, and no board leaking a card its seat cannot see."""

import random
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from conftest import as_seat, component_data, examples, hidden_from, open_page
from hypothesis import given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from brisca.core.cards import Card
from brisca.core.errors import BriscaError
from brisca.core.state import current_player
from brisca.teach.table import entry, flow, friends, storage
from brisca.teach.table.access import Caller
from brisca.teach.table.command import HINT, NEXT_DEAL, REMATCH, TAKE_BACK, Command
from brisca.teach.table.decisions import PracticeError
from brisca.teach.table.game import Game, Settings
from brisca.teach.table.seats import TOKEN, seat_of
from brisca.teach.table.storage import StorageError
from brisca.text import error_text, seat_name, t

TWO = ("person", "person")
PAIRS = ("person", "easy", "person", "normal")  # two people partners, two bots against them


def _table(rules="000", choices=TWO, deal=5) -> Game:
    return friends.start(Settings(rules=rules, coaching=False, deal=deal), choices)


def _refused(call) -> str:
    with pytest.raises(Exception) as e:
        call()
    return e.value.code


# -- the model ------------------------------------------------------------------------------


def test_a_tables_tokens_are_unique_and_unguessable():
    tables = [_table(deal=k) for k in range(20)]
    tokens = [s.token for g in tables for s in g.seats] + [g.watch for g in tables]
    assert len(set(tokens)) == len(tokens) == 60
    assert all(TOKEN.fullmatch(tok) for tok in tokens)  # 18 random bytes each
    assert len({g.id for g in tables}) == 20


def test_each_seat_token_opens_its_seat_and_the_onlookers_token_none():
    game = _table(rules="000-pairs", choices=PAIRS)
    assert [s.token is not None for s in game.seats] == [True, False, True, False]
    for seat in (0, 2):
        loaded, opened = entry.view(game.id, as_seat(game, seat))
        assert opened == seat and loaded.version == game.version
    assert entry.view(game.id, as_seat(game, None))[1] is None  # the onlookers' link: the table, no seat
    assert entry.view(game.id, Caller(token=game.watch))[1] is None  # from any browser


@pytest.mark.parametrize("change", ["flip", "other_table", "short", "number", "none"])
def test_a_tampered_token_opens_nothing(change):
    game, other = _table(), _table(deal=6)
    token = game.seats[1].token
    token = {"flip": token[:-1] + ("A" if token[-1] != "A" else "B"), "other_table": other.seats[1].token,
             "short": token[:-1], "number": 12345678901234567890, "none": None}[change]
    expected = {"flip": "wrong_token", "other_table": "wrong_token", "none": "friends_table"}.get(change, "bad_link")
    with pytest.raises(BriscaError) as refused:
        entry.act(game.id, Caller(token=token, holder=storage.new_id()), "resign", game.version)
    assert refused.value.code == expected
    if change != "none":  # a link that opens nothing draws nothing either
        assert _refused(lambda: entry.view(game.id, Caller(token=token, holder=storage.new_id()))) == expected


def test_an_unknown_or_malformed_table_or_a_practice_game_is_no_table():
    game = _table()
    assert _refused(lambda: entry.view(storage.new_id(), as_seat(game, 0))) == "unknown_id"
    assert _refused(lambda: entry.view("../" + game.id, as_seat(game, 0))) == "bad_id"
    practice = flow.start(Settings(deal=3, coaching=False))
    assert _refused(lambda: entry.view(practice.id, as_seat(game, None))) == "not_a_table"


def test_the_seats_are_fixed_at_creation():
    assert _refused(lambda: _table(choices=("person",))) == "bad_seats"
    assert _refused(lambda: _table(choices=("person", "genius"))) == "bad_seats"
    assert _refused(lambda: _table(choices=("easy", "hard"))) == "nobody"
    game = _table()
    saved = Game.from_json(game.id, game.to_json(), game.log, game.version)
    assert saved.seats == game.seats and saved.watch == game.watch  # kept with the game
    for bad in (7, "x" * 24 + "!", ""):
        with pytest.raises(PracticeError):
            Game.from_json(game.id, {**game.to_json(), "watch": bad}, game.log)


def _codes(value) -> set[Card]:
    """Every card a board's data names (by its ``code``)."""
    found = set()
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "code" and isinstance(item, str):
                try:
                    found.add(Card.parse(item.split(":")[-1]))
                except Exception:  # a control's or a sign's code
                    pass
            else:
                found |= _codes(item)
    elif isinstance(value, list):
        for item in value:
            found |= _codes(item)
    return found


def _check_boards(game: Game) -> None:
    """Each person's board names only cards their seat may see, their own hand whole; the
    onlookers' no hand and nothing hidden from all."""
    for seat in (*(i for i, s in enumerate(game.seats) if s.person), None):
        data = friends.board_of(game, seat, "es")
        sees = None if seat == game.rester else seat  # at five the one resting sees what onlookers see
        assert not _codes(data) & hidden_from(game, sees), seat
        if sees is None:
            assert data["hand"] == [] and data["actions"] == []
        elif not game.over:
            assert {Card.parse(c["code"]) for c in data["hand"]} == set(game.view_of(seat).hand)


def _play_out(game: Game, rng: random.Random, deals: int | None = None) -> Game:
    """Random legal moves, each by the person to move through ``friends.act`` from their own
    place, saved, every board checked; the next deal by a person chosen at random."""
    played = 0
    people = [i for i, s in enumerate(game.seats) if s.person]
    while True:
        _check_boards(game)
        if game.over:
            played += 1
            if game.match_over or deals is not None and played >= deals:
                return game
            game = flow.commit(game, entry.apply(game, as_seat(game, rng.choice(people)), NEXT_DEAL).game)
            continue
        seat = game.playing[current_player(game.state)]  # the table's seat: at five one rests
        assert game.seats[seat].person  # the bots replied until a person must move
        view = game.view_of(seat)
        for other in (*(o for o in people if o != seat), None):
            with pytest.raises(BriscaError) as refused:
                entry.apply(game, as_seat(game, other), Command.of(view.legal[0]))
            assert refused.value.code == ("watching" if other is None else
                                          "seat_resting" if other == game.rester else "not_your_turn")
        game = flow.commit(game, entry.apply(game, as_seat(game, seat), Command.of(rng.choice(view.legal))).game)


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 10**9 - 1), rng_seed=st.integers(0, 2**32))
def test_two_people_play_a_whole_match_seat_by_seat(seed, rng_seed):
    game = _play_out(_table(rules="001", deal=seed), random.Random(rng_seed))
    assert game.match_over and game.outcome.winner in (0, 1, None)
    assert len(game.earlier) + 1 >= 2 or game.record.rules.match_target == 1  # more than one deal to win 001's


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 10**9 - 1), rng_seed=st.integers(0, 2**32))
def test_two_people_and_two_bots_play_a_deal_in_pairs(seed, rng_seed):
    game = _play_out(_table(rules="000-pairs", choices=PAIRS, deal=seed), random.Random(rng_seed), deals=1)
    assert game.over and len(game.record.moves) == 40
    for bot in (1, 3):  # a bot's seat has no token: no link, and no caller, names it
        assert game.seats[bot].token is None
        assert _refused(lambda b=bot: entry.apply(game, as_seat(game, b), NEXT_DEAL).game) == "friends_table"


def test_at_a_friends_table_nothing_is_taken_back_nor_hinted():
    game = _table()
    me = current_player(game.state)
    game = flow.commit(game, entry.apply(game, as_seat(game, me), Command.of(game.view_of(me).legal[0])).game)
    for command in (TAKE_BACK, HINT):
        assert _refused(lambda c=command: entry.apply(game, as_seat(game, me), c).game) == "not_here"


def test_each_board_speaks_to_its_seat():
    game = _table()
    first, second = (friends.board_of(game, k, "es") for k in (0, 1))
    assert [s["label"] for s in first["seats"]] == ["Tú", t("practice-seat-rival", "es")]
    assert [s["label"] for s in second["seats"]] == [t("practice-seat-rival", "es"), "Tú"]
    to_move = current_player(game.state)
    assert (first if to_move == 0 else second)["status"] == t("board-your_turn", "es")
    assert (second if to_move == 0 else first)["status"] == "Le toca al contrario."  # a sentence, not «Turno: …»
    assert [c["id"] for c in first["controls"]] == [c["id"] for c in second["controls"]] == ["resign"]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("rules, choices", [("000", TWO), ("000-three", ("person", "person", "normal")),
                                            ("000-pairs", ("person",) * 4)])
def test_whose_turn_it_is_reads_as_a_sentence_naming_the_seat_as_the_board_does(rules, choices, lang):
    """«Turno: Jugador 3» was a label after a colon: each waiting seat and the onlookers are told
    «Le toca al jugador 3» ("It is Player 3's turn"), the seat named as that board's sentences name it."""
    game = _table(rules=rules, choices=choices)
    to_move = game.playing[current_player(game.state)]
    sentence = {"es": r"Le toca (al|a la|a) (\w+( \d)?)\.", "en": r"It is (the )?(\w+( \d)?)'s turn\."}[lang]
    for seat in (s for s in range(len(choices)) if choices[s] == "person" and s != to_move):
        board = friends.board_of(game, seat, lang)
        said = re.fullmatch(sentence, board["status"])
        label = next(s["label"] for s in board["seats"] if s["seat"] == current_player(game.state))
        assert said and said.group(2).lower() == label.split(" · ")[0].lower(), (board["status"], label)
        assert ":" not in board["status"]
    watched = friends.board_of(game, None, lang)["status"]
    assert watched == t("friends-waiting", lang, who=seat_name(to_move, lang))
    assert watched == {"es": f"Le toca al jugador {to_move + 1}.", "en": f"It is Player {to_move + 1}'s turn."}[lang]


@pytest.mark.parametrize("rules, choices", [("000-three", ("person", "person", "normal")),
                                            ("000-pairs", PAIRS), ("003-six", ("person", "easy") * 3),
                                            ("003-chiamata", ("person",) * 5)])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_board_calls_a_seat_by_the_same_number(rules, choices, lang):
    """People talking across the table ("the ace is player 3's") must mean the same seat: each
    board names a seat by its number at the table, as the onlookers' board and the caption
    ("you play in player 2's seat") do; a bot is a computer with its number."""
    game = _table(rules=rules, choices=choices)
    for me in (s for s, seat in enumerate(game.seats) if seat.person):
        labels = [s["label"] for s in friends.board_of(game, me, lang)["seats"]]
        for seat, label in enumerate(labels):
            if seat == me:
                assert label == t("practice-seat-0", lang)
            else:
                kind = "seat-label" if game.seats[seat].person else "practice-seat-bot_n"
                assert label.startswith(t(kind, lang, n=seat + 1)), (me, labels)


# -- the page -------------------------------------------------------------------------------


def _params(url: str) -> dict:
    return {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_makes_a_table_and_each_link_opens_its_place(lang):
    at = open_page("pages/friends.py", lang)
    at.button(key="fr_create").click().run()
    assert not at.exception, at.exception
    links = [c.value for c in at.code]
    assert len(links) == 3  # one per person's seat, then the onlookers'
    assert all(u.startswith("/friends?table=") for u in links)  # no browser address under AppTest: relative
    seat_links, watch = links[:2], _params(links[2])
    game = flow.load(watch["table"])
    for k, url in enumerate(seat_links):
        params = _params(url)
        assert params["lang"] == lang and seat_of(game.seats, params["seat"]) == k
        page = open_page("pages/friends.py", lang, table=params["table"], seat=params["seat"])
        data = component_data(page, "brisca_board")
        assert {Card.parse(c["code"]) for c in data["hand"]} == set(game.view_of(k).hand)
        assert t("friends-you_are", lang, n=k + 1) in page.caption[0].value
    page = open_page("pages/friends.py", lang, table=watch["table"], watch=watch["watch"])
    data = component_data(page, "brisca_board")
    assert data["hand"] == [] and not _codes(data) & hidden_from(game, None)
    assert t("friends-watching", lang) in page.caption[0].value


def _base() -> None:
    import streamlit as st

    from brisca.ui.friends_view import base_url

    st.write(base_url())


def test_a_link_is_the_pages_whole_address_when_the_browser_tells_it():
    run = AppTest.from_function(_base)
    run.context = {"url": "http://192.168.1.20:8501/friends?table=x&lang=es"}
    run.run()
    assert run.markdown[0].value == "http://192.168.1.20:8501/friends"  # a phone on the network opens it
    assert AppTest.from_function(_base).run().markdown[0].value == "/friends"


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("change, code", [("table", "unknown_id"), ("seat", "wrong_token"), ("watch", "wrong_token"),
                                          ("bad_table", "bad_id"), ("both", "bad_link"), ("no_token", "bad_link")])
def test_a_tampered_link_is_told_clearly(lang, change, code):
    game = _table()
    params = {"table": game.id, "seat": game.seats[0].token}
    if change == "table":
        params["table"] = storage.new_id()
    elif change == "seat":
        params["seat"] = game.seats[1].token[::-1]
    elif change == "watch":
        params = {"table": game.id, "watch": game.watch[::-1]}
    elif change == "bad_table":
        params["table"] = "<script>"
    elif change == "both":
        params["watch"] = game.watch
    else:
        del params["seat"]
    page = open_page("pages/friends.py", lang, **params)
    family = "storage" if code in ("unknown_id", "bad_id") else "friends"
    assert page.error[0].value == t(f"error-{family}-{code}", lang)
    assert not [e for e in page.markdown if params["table"] in e.value]  # the link's values are not shown back


def _forged(table: str, watch: str, value, version: int, lang: str) -> None:
    import streamlit as st

    from brisca.text import error_text
    from brisca.ui.friends_view import NOTICE, handle_click

    st.query_params.update({"table": table, "watch": watch})
    handle_click({"action": value, "version": version})
    st.write(error_text(st.session_state[NOTICE], lang) if NOTICE in st.session_state else "applied")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_forged_click_from_the_watch_link_is_refused(lang):
    game = _table()
    move = game.view_of(current_player(game.state)).legal[0].code
    for value in (move, "next_deal", "resign"):
        run = AppTest.from_function(_forged, args=(game.id, game.watch, value, game.version, lang)).run()
        assert not run.exception, run.exception
        assert run.markdown[0].value == t("error-friends-watching", lang)
    assert flow.load(game.id).version == game.version  # nothing was saved


def test_a_refusal_is_said_in_both_languages():
    for code in ("bad_seats", "nobody", "bad_link", "not_a_table", "wrong_token", "watching", "not_here"):
        for lang in ("es", "en"):
            assert error_text(friends.FriendsError(code), lang) == t(f"error-friends-{code}", lang)
    assert error_text(StorageError("unknown_id"), "en") == t("error-storage-unknown_id", "en")


def test_the_page_tells_the_deal_over_and_any_person_deals_the_next():
    game = _play_out(_table(rules="001", deal=11), random.Random(3), deals=1)
    assert game.over and not game.match_over
    first = open_page("pages/friends.py", "en", table=game.id, seat=game.seats[1].token)
    assert first.button(key="fr_next_deal").label == t("match-next_deal", "en", n=2)
    assert any(t("match-board-deal", "en", n=1) in m.value for m in first.markdown)  # the scoreboard: the match
    first.button(key="fr_next_deal").click().run()
    assert not first.exception, first.exception
    dealt = flow.load(game.id)
    assert dealt.deal_index == 1 and not dealt.over
    other = open_page("pages/friends.py", "es", table=game.id, seat=game.seats[0].token)
    assert not [b for b in other.button if b.key == "fr_next_deal"]
    assert any(t("match-board-deal", "es", n=2) in m.value for m in other.markdown)


# -- resigning ------------------------------------------------------------------------------

FOUR = ("person", "person", "person", "person")


def _resign(game: Game, seat: int) -> Game:
    return flow.commit(game, entry.apply(game, as_seat(game, seat), Command.parse("resign")).game)


def _person_to_move(game: Game) -> int:
    return current_player(game.state)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_each_board_at_a_pairs_table_says_who_resigned(lang):
    game = _table(rules="000-pairs", choices=FOUR)
    resigner = 1
    done = _resign(game, resigner)
    assert done.over and done.match_over and done.resigned_seat == resigner
    statuses = {s: friends.board_of(done, s, lang)["status"] for s in range(4)}
    assert statuses[1].endswith(t("practice-result-resigned_teams", lang))
    assert statuses[3].endswith(t("friends-resigned-partner", lang))
    assert statuses[0].endswith(t("friends-resigned-rivals", lang))
    assert statuses[2].endswith(t("friends-resigned-rivals", lang))
    watched = friends.board_of(done, None, lang)["status"]
    assert watched == t("friends-watch_resigned_side", lang, n=resigner + 1)
    assert done.outcome.winner == done.record.rules.side_of(0)  # the engine's outcome: the other side won


def test_at_two_each_board_says_who_resigned_in_spanish():
    done = _resign(_table(), 1)
    mine, theirs = (friends.board_of(done, s, "es")["status"] for s in (1, 0))
    assert mine.endswith("Has abandonado la partida: gana tu rival.")  # not "the computer wins"
    assert theirs.endswith("El contrario ha abandonado la partida.")
    assert friends.board_of(done, None, "es")["status"] == "El jugador 2 ha abandonado la partida."
    assert friends.board_of(done, None, "en")["status"] == "Player 2 resigned the match."


def test_at_three_the_others_name_the_seat_that_resigned():
    done = _resign(_table(rules="000-three", choices=("person", "person", "normal")), 0)
    mine = friends.board_of(done, 0, "es")["status"]
    assert mine.endswith(t("practice-result-resigned_each", "es"))
    other = friends.board_of(done, 1, "es")
    label = other["seats"][0]["label"]  # seat 0 as seat 1's board labels it
    assert label == "Jugador 1" and other["status"].endswith(f"El {label.lower()} ha abandonado la partida.")
    assert done.changed(viewer=1).outcome == done.outcome  # who resigned does not change with who looks


def test_the_matchs_end_names_who_resigned_to_the_others():
    from brisca.teach.table.match_talk import match_result_text

    done = _resign(_table(rules="001"), 0)
    assert match_result_text(done.changed(viewer=0), "es") == t("match-end-resigned", "es")
    assert match_result_text(done.changed(viewer=1), "es") == "El contrario ha abandonado la partida."


def test_a_person_may_resign_from_the_board_asked_twice():
    game = _table()
    for seat in (0, 1):
        controls = friends.board_of(game, seat, "es")["controls"]
        assert [c["id"] for c in controls] == ["resign"]
        assert controls[0]["enabled"] and controls[0]["confirm"] == t("practice-resign_confirm", "es")
    done = _resign(game, 0)
    assert not friends.board_of(done, 1, "es")["controls"][0]["enabled"]


def _resigns(table: str, seat: str, version: int) -> None:
    import streamlit as st

    from brisca.ui.friends_view import handle_click

    st.query_params.update({"table": table, "seat": seat})
    handle_click({"action": "resign", "version": version})


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_shows_every_place_who_resigned(lang):
    game = _table(rules="000-pairs", choices=("person", "easy", "person", "normal"))
    run = AppTest.from_function(_resigns, args=(game.id, game.seats[2].token, game.version)).run()
    assert not run.exception, run.exception
    assert flow.load(game.id).resigned_seat == 2
    partner = component_data(open_page("pages/friends.py", lang, table=game.id, seat=game.seats[0].token),
                             "brisca_board")
    assert partner["final"] and partner["status"].endswith(t("friends-resigned-partner", lang))
    watch = component_data(open_page("pages/friends.py", lang, table=game.id, watch=game.watch), "brisca_board")
    assert watch["status"] == t("friends-watch_resigned_side", lang, n=3)


# -- the end of a deal and of the match: each person's review, the rematch ----------------------


def test_a_person_reviews_their_own_decisions_once_the_deal_is_over():
    from brisca.core.state import legal_actions
    from brisca.teach.table.friends_review import reviewed

    game = _table(deal=21)
    assert _refused(lambda: reviewed(game, 0)) == "deal_not_over"  # before: not every card is public
    game = _play_out(game, random.Random(5), deals=1)
    for seat in (0, 1):
        shown = reviewed(game, seat)
        assert shown.learner == seat and shown.decisions
        turns = [p for p, _ in enumerate(game.record.moves)
                 if current_player(game.states[p]) == seat and len(legal_actions(game.states[p])) > 1]
        assert [d.ply for d in shown.decisions] == turns  # that seat's decisions, and only those
        assert all(d.move == game.record.moves[d.ply] for d in shown.decisions)
        assert reviewed(game, seat).decisions is shown.decisions  # worked out once
    assert _refused(lambda: reviewed(game, 5)) == "wrong_token"


def test_the_review_of_a_match_judges_each_deal():
    from brisca.teach.table.friends_review import reviewed

    game = _play_out(_table(rules="001", deal=11), random.Random(3), deals=1)
    game = flow.commit(game, entry.apply(game, as_seat(game, 0), NEXT_DEAL).game)
    assert _refused(lambda: reviewed(game, 1)) == "deal_not_over"  # the second deal is being played
    game = _play_out(game, random.Random(4), deals=1)
    shown = reviewed(game, 1)
    assert len(shown.earlier_decisions) == 1 and shown.earlier_decisions[0] and shown.decisions
    assert shown.deal_game(0).decisions == shown.earlier_decisions[0]


class _Noting:
    """The coach as ``friends_review`` asks it, noting the deals handed to it (``sent``, by their
    keys in ``JUDGED``) and passing them on to ``coach``; without one, nothing comes back, or
    ``back`` for every deal."""

    def __init__(self, coach=None, back=None):
        self.coach, self.back, self.sent = coach, back, []

    def prepare(self, key, *work):
        self.sent.append(key[1])
        if self.coach is not None:
            self.coach.prepare(key, *work)

    def prepared(self, key, wait=0.0):
        return self.back if self.coach is None else self.coach.prepared(key, wait)


def test_the_review_is_worked_out_ahead_by_the_coachs_pool_as_the_page_would():
    from brisca.teach.coach.thinker import Thinker
    from brisca.teach.table.flow import deal_seed
    from brisca.teach.table.friends_review import JUDGED, prepare, reviewed, seat_decisions

    game = _play_out(_table(rules="001", deal=13), random.Random(6), deals=1)
    game = flow.commit(game, entry.apply(game, as_seat(game, 0), NEXT_DEAL).game)
    noting = _Noting()
    prepare(game, 1, noting)
    sent = noting.sent
    assert sent == []  # the second deal is being played: none of its cards is public yet
    game = _play_out(game, random.Random(7), deals=1)
    prepare(game, 5, noting)
    assert sent == []  # no person's seat
    coach = Thinker(workers=2)
    try:
        noting.coach = coach
        prepare(game, 1, noting)
        assert len(sent) == 2 and not any(JUDGED.has(key) for key in sent)  # both deals of the match, that seat's
        assert all(noting.prepared(("friends_review", key), wait=120) is not None for key in sent)
        prepare(game, 1, noting)  # a later poll: the pool's work kept
        assert len(sent) == 2 and all(JUDGED.has(key) for key in sent)
    finally:
        coach.close(wait=True)

    class Failing(_Noting):
        def prepared(self, key, wait=0.0):
            pytest.fail("judged already: nothing is waited for")

    shown = reviewed(game, 1, Failing())
    for index, judged in enumerate((*shown.earlier_decisions, shown.decisions)):  # the same as worked out here
        assert judged and judged == seat_decisions(game.deal_game(index), 1, deal_seed(game.settings.deal, index))


def test_the_review_shows_what_the_pool_worked_out():
    from brisca.teach.table.friends_review import reviewed

    game = _play_out(_table(deal=17), random.Random(8), deals=1)
    assert reviewed(game, 0).decisions  # worked out here: the seat made decisions
    assert reviewed(game, 1, _Noting(back=())).decisions == ()  # the pool's answer (none), not worked out again


def test_at_five_each_person_reviews_their_own_moves_and_a_resting_one_none():
    from brisca.core.state import legal_actions
    from brisca.teach.table.friends_review import reviewed

    game = _play_out(_table(rules="003-five", choices=("person",) * 5, deal=29), random.Random(9), deals=1)
    assert game.rester is not None
    for seat in range(5):
        mine = game.deal_seat(seat)
        shown = reviewed(game, seat).decisions
        turns = [p for p, _ in enumerate(game.record.moves)
                 if current_player(game.states[p]) == mine and len(legal_actions(game.states[p])) > 1]
        assert [d.ply for d in shown] == turns and (mine is not None or shown == ())
    assert any(game.deal_seat(seat) != seat for seat in range(5) if seat != game.rester)  # seats that differ


def _ended(rules="001", choices=TWO) -> Game:
    return _resign(_table(rules=rules, choices=choices), 0)


def test_a_rematch_moves_every_person_one_seat_on_and_keeps_their_links():
    game = _ended(rules="000-pairs", choices=PAIRS)
    fresh = _table()
    assert _refused(lambda: entry.apply(fresh, as_seat(fresh, 0), REMATCH).game) == "match_not_over"
    assert _refused(lambda: entry.apply(game, as_seat(game, None), REMATCH).game) == "watching"
    again = flow.commit(game, entry.apply(game, as_seat(game, 2), REMATCH).game)
    assert again.id == game.id and again.watch == game.watch and again.version > game.version
    assert not again.over and not again.resigned and again.earlier == () and again.deal_index == 0
    for seat, s in enumerate(game.seats):
        if s.person:  # the same link, now one seat on: partners still partners
            loaded, place = entry.view(game.id, Caller(token=s.token, holder=storage.new_id()))
            assert place == (seat + 1) % 4 and loaded.seats[place] == s
    assert [s.who for s in again.seats] == ["normal", "person", "easy", "person"]
    assert again.settings.deal != game.settings.deal or again.record != game.record  # a new deal
    assert game.record.rules.side_of(1) == game.record.rules.side_of(3)


def test_practice_has_no_rematch():
    practice = flow.start(Settings(deal=3, coaching=False))
    practice = flow.commit(practice, entry.apply(practice, Caller(), Command.parse("resign")).game)
    assert _refused(lambda: entry.apply(practice, Caller(), REMATCH)) == "not_here"
    assert error_text(PracticeError("not_here"), "es") == t("error-practice-not_here", "es")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_opens_each_persons_review_and_starts_a_rematch_the_others_follow(lang):
    game = _play_out(_table(deal=21), random.Random(5), deals=1)
    assert game.match_over  # 000: one deal is the match
    page = open_page("pages/friends.py", lang, table=game.id, seat=game.seats[1].token)
    toggle = page.toggle(key="fr_review_0")  # by the deal's place in the match, never its number
    assert toggle.label == t("friends-review", lang)
    toggle.set_value(True).run()
    assert not page.exception, page.exception
    assert page.subheader[0].value == t("review-title", lang)
    assert not [b for b in page.button if b.key == "rv_try"]  # no bot could play the others' seats on
    watch = open_page("pages/friends.py", lang, table=game.id, watch=game.watch)
    assert not watch.toggle and not [b for b in watch.button if b.key == "fr_rematch"]  # an onlooker: neither
    page.button(key="fr_rematch").click().run()
    assert not page.exception, page.exception
    again = flow.load(game.id)
    assert not again.over and seat_of(again.seats, game.seats[1].token) == 0
    assert t("friends-you_are", lang, n=1) in page.caption[0].value  # this page followed at once
    other = open_page("pages/friends.py", lang, table=game.id, seat=game.seats[0].token)
    assert t("friends-you_are", lang, n=2) in other.caption[0].value


def test_a_boards_frames_keep_their_ids_from_one_version_to_the_next():
    # The board goes on from the frame it shows when drawn again (a poll brings a friend's next
    # card): a frame must be known again by its id, the same frame under the same id
    game, rng = _table(deal=8), random.Random(9)
    before = {0: {}, 1: {}}
    for _ in range(30):
        seat = current_player(game.state)
        move = Command.of(rng.choice(game.view_of(seat).legal))
        game = flow.commit(game, entry.apply(game, as_seat(game, seat), move).game)
        for k in (0, 1):
            frames = friends.board_of(game, k, "en")["frames"]
            ids = [f["id"] for f in frames]
            assert len(set(ids)) == len(ids)
            assert all(before[k][f["id"]] == f for f in frames if f["id"] in before[k])
            before[k] = {f["id"]: f for f in frames}
    assert any(before[k] for k in (0, 1))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_piles_show_their_cards_only_as_at_the_online_table_unless_asked(lang):
    for counting in (False, True):
        at = open_page("pages/friends.py", lang)
        if counting:
            at.toggle(key="fr_counting").set_value(True).run()
        at.button(key="fr_create").click().run()
        params = _params(at.code[0].value)
        game = flow.load(params["table"])
        assert game.settings.counting is counting
        while not any(game.view_of(0).captured_counts):  # a trick taken: a pile to show
            seat = current_player(game.state)
            move = Command.of(game.view_of(seat).legal[0])
            game = flow.commit(game, entry.apply(game, as_seat(game, seat), move).game)
        page = open_page("pages/friends.py", lang, table=game.id, seat=params["seat"])
        piles = [s["pile"] for s in component_data(page, "brisca_board")["seats"]]
        counts = game.view_of(0).captured_counts
        expected = "board-pile" if counting else "board-pile_cards"
        points = game.view_of(0).points if counting else None
        assert piles == [t(expected, lang, cards=counts[k], **({"points": points[k]} if counting else {}))
                         for k in range(2)]


@pytest.mark.parametrize("seen", ["secret", "open"])
def test_a_table_made_with_open_signals_shows_them_to_the_rivals_and_only_then(seen):
    at = open_page("pages/friends.py", "en")
    at.session_state["fr_rules"] = "004-pairs-signals"
    at.run()
    for seat in range(4):
        at.session_state[f"fr_seat_{seat}"] = "person"
    at.run()
    at.segmented_control(key="fr_signals_seen_004-pairs-signals").set_value(seen).run()
    at.button(key="fr_create").click().run()
    assert not at.exception, at.exception
    game = flow.load(_params(at.code[0].value)["table"])
    assert game.settings.signals_seen is (seen == "open") and game.record.rules.signals_seen is (seen == "open")
    seat = current_player(game.state)
    sign = game.view_of(seat).signs[0]
    game = flow.commit(game, entry.apply(game, as_seat(game, seat), Command.of(sign)).game)
    rival, partner = (seat + 1) % 4, (seat + 2) % 4
    assert game.view_of(partner).signals and bool(game.view_of(rival).signals) is (seen == "open")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_at_five_the_deals_winners_are_named_as_the_boards_label_them(lang):
    """A friends' table of five with computers: the sentence that gives a deal's worth names its
    winners as every board labels them ("el ordenador 1", once "el jugador 1" beside a board's
    «Ordenador 1»), each winner of the deal and nobody else."""
    from brisca.core.settle import deal_result
    from brisca.teach.table.match_talk import summary_lines

    game = _play_out(_table(rules="003-five", choices=("easy", "person", "normal", "normal", "person"), deal=29),
                     random.Random(9), deals=1)
    won = game.record.rules.seating.sides(game.dealer)[deal_result(game.state).winner]
    for me in (s for s, seat in enumerate(game.seats) if seat.person):
        line = summary_lines(game.changed(viewer=me), lang)[0]
        labels = {s["seat"]: s["label"] for s in friends.board_of(game, me, lang)["seats"]}
        for seat in (s for s in range(5) if s != me):
            said = {"es": "el ", "en": ""}[lang] + t("practice-name-bot_n" if not game.seats[seat].person
                                                     else "seat-name", lang, n=seat + 1)
            assert (said in line) == (seat in won), (seat, won, line)
            deal_seat = game.deal_seat(seat)
            if deal_seat is not None:  # the one resting has no place on the boards
                assert labels[deal_seat].lower().startswith(said.removeprefix("el ").lower()), (labels, line)
