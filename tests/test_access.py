"""Nobody plays what is not theirs: the one rule of who may act (``brisca.teach.table.access``),
asked by every page that opens a game by its id and again by the table's one entry
(``entry.act``). A friends' table is played only by its seats' tokens from the browser holding
each, never by a learner key, filed or not; a link of it opened on the practice page (the
onlookers' included: its table id is in every link) says it is a friends' table and offers
nothing that acts on it, nor shows anything of a hand; a practice game is its learner's."""

import random

import pytest
from conftest import HOLDER, as_seat, examples, open_page, page_texts
from hypothesis import given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from brisca.core.state import current_player
from brisca.teach.table import entry, flow, friends, holds, storage
from brisca.teach.table.access import Caller, FriendsError, is_friends_table, seat_for
from brisca.teach.table.command import NEXT_DEAL, RESIGN, Command
from brisca.teach.table.decisions import PracticeError
from brisca.teach.table.game import Settings
from brisca.teach.table.progress import progress
from brisca.teach.table.seats import new_token
from brisca.text import card_name, error_text, t

KEY = "learner-key-of-a-test-00"


def _table(rules="000", choices=("person", "person"), deal=None):
    return friends.start(Settings(rules=rules, coaching=False, deal=deal), choices)


def _refused(call) -> str:
    with pytest.raises((FriendsError, PracticeError)) as refused:
        call()
    return refused.value.code


def _move(game):
    seat = game.playing[current_player(game.state)]
    return seat, Command.of(game.view_of(seat).legal[0])


def _to_the_end(game):
    while not game.over:
        seat, move = _move(game)
        game = flow.commit(game, entry.apply(game, as_seat(game, seat), move).game)
    return game


# -- the rule -------------------------------------------------------------------------------


def may_act(game, caller) -> bool:
    """Whether the one rule names a seat of ``game`` for ``caller``."""
    try:
        seat_for(game, caller)
    except (FriendsError, PracticeError):
        return False
    return True


def test_a_friends_table_is_no_learners_filed_under_a_key_or_not():
    """Filed under no key, a practice game is anyone's; a friends' table never is (it was: the
    practice page played its first seat for anyone who had any of its links)."""
    game = _table()
    seat, move = _move(game)
    assert is_friends_table(game) and storage.owner(game.id) is None
    for caller in (Caller(), Caller(learner=KEY)):
        assert not may_act(game, caller)
        assert _refused(lambda c=caller: entry.apply(game, c, move)) == "friends_table"
    storage.claim(game.id, KEY)  # filed under a key all the same (a damaged or forged row)
    assert _refused(lambda: entry.apply(game, Caller(learner=KEY), move)) == "friends_table"
    assert entry.apply(game, as_seat(game, seat), move).game.ply > game.ply  # its person, from their link
    practice = flow.start(Settings(deal=3, coaching=False))
    assert not is_friends_table(practice) and may_act(practice, Caller())  # filed under none: anyone's
    storage.claim(practice.id, KEY)
    assert may_act(practice, Caller(learner=KEY)) and not may_act(practice, Caller(learner="x" * 24))
    assert not may_act(practice, Caller(token=game.seats[0].token, holder=HOLDER))  # a friends' link: no table


@pytest.mark.parametrize("rules, choices", [("000-three", ("person", "person", "person")),
                                            ("000-pairs", ("person", "easy", "person", "easy")),
                                            ("003-five", ("person", "person", "easy", "person", "easy"))])
def test_each_seat_is_commanded_only_by_its_own_person(rules, choices):
    """At every position of a deal, the seat to move's play is made by its person alone: every
    other person's token, the onlookers', a learner key, no token and a tampered one are
    refused, and so is its own token from a browser that does not hold the seat."""
    game = _table(rules, choices)
    people = [i for i, s in enumerate(game.seats) if s.person]
    rng = random.Random(7)
    while not game.over:
        seat, _ = _move(game)
        move = Command.of(rng.choice(game.view_of(seat).legal))
        token = game.seats[seat].token
        strangers = [*(as_seat(game, o) for o in people if o != seat), as_seat(game, None), Caller(learner=KEY),
                     Caller(holder=HOLDER), Caller(token=token[::-1], holder=HOLDER), Caller(token=new_token()),
                     Caller(token=token + "x", holder=HOLDER)]
        for caller in strangers:
            with pytest.raises((FriendsError, PracticeError)):
                entry.apply(game, caller, move)
        with pytest.raises(FriendsError) as e:  # its own token, from another browser than the one holding it
            assert holds.hold(game.id, token, "the-other-browser-key-00", take=True)
            entry.apply(game, Caller(token=token, holder=HOLDER), move)
        assert e.value.code == "taken_over"
        assert holds.hold(game.id, token, HOLDER, take=True)
        game = flow.commit(game, entry.apply(game, as_seat(game, seat), move).game)
    assert game.record.moves


@settings(max_examples=examples(300), deadline=None)
@given(token=st.one_of(st.none(), st.integers(), st.text(max_size=40),
                       st.text(alphabet="AZaz09_-", min_size=24, max_size=24)),
       learner=st.one_of(st.none(), st.text(max_size=30)), holder=st.one_of(st.none(), st.text(max_size=30)))
def test_no_forged_caller_commands_a_friends_table(token, learner, holder):
    """Whatever a link or a cookie holds, only a seat's own token commands it: every other value
    is refused with a message of its own in both languages, never shown back."""
    game = friends.new_table("f" * 24, Settings(rules="000", coaching=False, deal=11), ("person", "person"))
    caller = Caller(learner=learner, token=token, holder=holder)
    assert not may_act(game, caller)
    with pytest.raises((FriendsError, PracticeError)) as refused:
        entry.apply(game, caller, RESIGN)
    for lang in ("es", "en"):
        said = error_text(refused.value, lang)
        assert said != t("error-unknown", lang)
        assert not (isinstance(token, str) and len(token) >= 20 and token in said)  # never shown back


def test_a_friends_table_never_becomes_a_practice_game():
    """"Try another move" deals a practice game from a finished deal: never from a friends' table."""
    game = _to_the_end(_table(deal=4))
    for ply in range(len(game.record.moves)):
        assert _refused(lambda p=ply: flow.start_from(game, p)) == "friends_table"


def test_a_friends_table_filed_under_a_key_is_never_listed_as_the_learners():
    game = _to_the_end(_table(deal=9))
    storage.claim(game.id, KEY)
    seen = progress(KEY)
    assert game.id not in [g.id for g in seen.games] and seen.damaged == 0
    assert game.id not in [g.id for g in progress(KEY).games]  # nor once its figures were kept


# -- the practice page ----------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("when", ["playing", "deal_over"])
def test_a_friends_table_opened_on_the_practice_page_says_so_and_offers_nothing_on_it(lang, when):
    """The issue's steps: the watch link's table id opened on /practice. It was the first
    seat's board, its clicks saved; now it says it is a friends' table, shows nothing of it
    (no board, no hand, no review) and offers only a new game of one's own."""
    game = _table(deal=17)
    if when == "deal_over":
        game = _to_the_end(game)
    hand = game.view_of(0).hand if not game.over else ()
    page = open_page("pages/practice.py", lang, game=game.id)
    assert not page.exception, page.exception
    assert [i.value for i in page.info] == [t("friends-not_practice", lang)]
    assert [b.key for b in page.button if b.key != "lang_switch"] == ["pr_new_friends"]
    shown = page_texts(page)
    assert "brisca_board" not in shown and t("review-title", lang) not in shown
    for card in hand:
        assert card_name(card, lang) not in shown and f'"{card.code}"' not in shown
    page.button(key="pr_new_friends").click().run()
    assert "game" not in page.query_params and page.button(key="pr_start")  # the form of a game of one's own
    assert flow.load(game.id).version == game.version


def _forged(game_id: str, value, version, lang: str) -> None:
    import streamlit as st

    from brisca.text import error_text
    from brisca.ui.practice_view import NOTICE, _command, handle_click

    st.query_params["game"] = game_id
    if value == "next_deal_button":
        _command("next_deal", version)  # the button's
    else:
        handle_click({"action": value, "version": version})
    st.write(error_text(st.session_state[NOTICE], lang) if NOTICE in st.session_state else "applied")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_practice_click_on_a_friends_table_changes_nothing(lang):
    """A click, "take back", "resign", a hint, the next deal: each sent by the practice page for
    a friends' table is refused in the learner's language, and nothing is saved."""
    game = _table(rules="001", deal=23)
    seat, move = _move(game)
    game = flow.commit(game, entry.apply(game, as_seat(game, seat), move).game)
    seat, move = _move(game)
    for value in ("take_back", "resign", move.code, "hint", "next_deal", "next_deal_button"):
        run = AppTest.from_function(_forged, args=(game.id, value, game.version, lang), default_timeout=60).run()
        assert not run.exception, run.exception
        assert run.markdown[0].value == t("error-friends-friends_table", lang), value
    assert flow.load(game.id).version == game.version


def test_seat_for_names_the_seat_a_link_opens():
    game = _table(rules="000-pairs", choices=("person", "easy", "person", "easy"))
    assert [seat_for(game, as_seat(game, s)) for s in (0, 2)] == [0, 2]
    assert _refused(lambda: seat_for(game, as_seat(game, None))) == "watching"
    assert _refused(lambda: entry.apply(game, as_seat(game, 0), NEXT_DEAL).game) == "deal_not_over"
