"""One browser plays a seat at a time, and a table left alone expires: on both stores, the
seat held, taken over on purpose, freed when its holder goes quiet; a click from the browser
that lost its seat refused with nothing changed; a table untouched for 14 days refused by
every link, in both languages; and the page's side of it under AppTest."""

import time

import pytest
from conftest import as_seat, component_data, mounted_components, open_page
from streamlit.testing.v1 import AppTest

from brisca.core.state import current_player
from brisca.teach.table import entry, flow, friends, holds, storage
from brisca.teach.table.access import Caller, FriendsError
from brisca.teach.table.command import REMATCH, Command
from brisca.teach.table.flow import Settings
from brisca.teach.table.seats import seat_of
from brisca.text import error_text, t
from brisca.ui.friends_view import SITTING

A, B = "a" * 22, "b" * 22  # two browsers' holder keys


def _table(choices=("person", "person")):
    return friends.start(Settings(rules="000", coaching=False, deal=7), choices)


def _ended():
    """A table of two people whose match (one deal) is over."""
    game = _table()
    while not game.over:
        seat = current_player(game.state)
        game = flow.commit(game, entry.apply(game, as_seat(game, seat), Command.of(game.view_of(seat).legal[0])).game)
    return game


def test_a_seat_is_held_by_one_browser_and_taken_only_on_purpose_or_once_left(store):
    game = _table()
    first, second = (s.token for s in game.seats)
    now = time.time()
    assert holds.hold(game.id, first, A, now=now)
    assert holds.hold(game.id, first, A, now=now + 1)  # the same browser again (a reload, another tab)
    assert not holds.hold(game.id, first, B, now=now + 2)  # another browser: not taken by opening the link
    assert holds.held_by(game.id, first, A, now=now + 2) and not holds.held_by(game.id, first, B, now=now + 2)
    assert holds.hold(game.id, second, B, now=now + 2)  # the other person's seat is free
    assert holds.hold(game.id, first, B, take=True, now=now + 3)  # on purpose: "play from here"
    assert not holds.held_by(game.id, first, A, now=now + 3) and not holds.hold(game.id, first, A, now=now + 4)
    later = now + 4 + holds.HELD_SECONDS + 1  # B's page closed: not seen since
    assert holds.held_by(game.id, first, A, now=later) and holds.hold(game.id, first, A, now=later)
    for bad in (None, 0, "x" * 24 + "!", "short"):  # what is no token holds nothing
        assert not holds.hold(game.id, bad, A, now=later)


def test_a_hold_is_the_persons_and_follows_them_through_a_rematch(store):
    """Holds are kept by the person, not the seat number: a rematch moves every person one seat
    on, and each still holds their own seat (it was: each found their new seat held by the other
    person's browser, "open in another browser", until that hold went stale)."""
    game = _ended()
    now = time.time()
    for k, holder in enumerate((A, B)):
        assert holds.hold(game.id, game.seats[k].token, holder)
    again = flow.commit(game, entry.apply(game, as_seat(game, 1, B), REMATCH).game)
    for token, holder in zip((s.token for s in game.seats), (A, B), strict=True):
        seat = seat_of(again.seats, token)
        assert seat != game.seats.index(next(s for s in game.seats if s.token == token))  # moved on
        assert holds.hold(again.id, token, holder)
        assert entry.view(again.id, Caller(token=token, holder=holder))[1] == seat
        assert holds.held_by(again.id, token, holder, now=now + 1)
    assert not holds.held_by(again.id, game.seats[0].token, B, now=now + 1)  # nor may the other take it


def test_a_click_from_the_browser_that_lost_its_seat_is_refused_and_changes_nothing(store):
    game = _table()
    seat = current_player(game.state)
    token = game.seats[seat].token
    assert holds.hold(game.id, token, A) and not holds.hold(game.id, token, B)
    assert holds.hold(game.id, token, B, take=True)
    move = Command.of(game.view_of(seat).legal[0])
    with pytest.raises(FriendsError) as e:
        entry.apply(game, as_seat(game, seat, A), move)
    assert e.value.code == "taken_over"
    assert entry.apply(game, as_seat(game, seat, B), move).game.ply == game.ply + 1  # the one holding it commands it
    assert entry.view(game.id, as_seat(game, None, A))[1] is None  # an onlooker holds nothing (and commands nothing)
    assert flow.load(game.id).version == game.version


def test_a_table_untouched_for_fourteen_days_expires_and_every_link_says_so(store):
    game = _table()
    now = time.time()
    assert not holds.expired(game.id, now=now)
    old = now - holds.EXPIRES_DAYS * 86400 - 60
    storage.run(lambda conn: conn.execute("UPDATE games SET updated = ? WHERE id = ?", (old, game.id)), write=True)
    assert holds.expired(game.id, now=now)
    for token in game.seats[0].token, game.watch:  # a person's link, and the onlookers'
        with pytest.raises(friends.FriendsError) as e:
            entry.view(game.id, Caller(token=token, holder=A))
        assert e.value.code == "expired"
        for lang in ("es", "en"):
            assert str(holds.EXPIRES_DAYS) in error_text(e.value, lang) != t("error-unknown", lang)
    assert holds.hold(game.id, game.seats[0].token, A, now=now)  # a page open at it a moment ago: touched
    assert not holds.expired(game.id, now=now)
    practice = flow.start(Settings(deal=3))  # practice games do not expire (no link of friends opens them)
    storage.run(lambda conn: conn.execute("UPDATE games SET updated = ? WHERE id = ?", (old, practice.id)),
                write=True)
    assert flow.load(practice.id).id == practice.id


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_says_a_seat_is_open_elsewhere_and_plays_it_here_on_purpose(lang):
    game = _table()
    seat = current_player(game.state)
    assert holds.hold(game.id, game.seats[seat].token, A)  # the person's other browser, open now
    page = open_page("pages/friends.py", lang, table=game.id, seat=game.seats[seat].token)
    assert not page.exception, page.exception
    assert [w.value for w in page.warning] == [t("friends-seat_taken", lang)]
    assert not [e for e in mounted_components(page) if e.proto.component_name == "brisca_board"]  # no board here
    page.button(key="fr_play_here").click().run()
    assert not page.exception and not page.warning
    assert component_data(page, "brisca_board")["hand"]  # the board, now played from here
    assert not holds.held_by(game.id, game.seats[seat].token, A)  # and the other browser has lost it


def _click_from(table: str, seat_token: str, holder: str, action: str, version: int, lang: str) -> None:
    import streamlit as st

    from brisca.text import error_text
    from brisca.ui.friends_view import HOLDER, NOTICE, handle_click

    st.query_params.update({"table": table, "seat": seat_token})
    st.session_state[HOLDER] = holder
    handle_click({"action": action, "version": version})
    st.write(error_text(st.session_state[NOTICE], lang) if NOTICE in st.session_state else "applied")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_click_after_the_seat_was_taken_over_is_refused_in_the_clickers_language(lang):
    game = _table()
    seat = current_player(game.state)
    move = game.view_of(seat).legal[0].code
    token = game.seats[seat].token
    assert holds.hold(game.id, token, A) and holds.hold(game.id, token, B, take=True)
    run = AppTest.from_function(_click_from, args=(game.id, game.seats[seat].token, A, move, game.version, lang))
    run.run()
    assert not run.exception and run.markdown[0].value == t("error-friends-taken_over", lang)
    assert flow.load(game.id).version == game.version  # nothing was saved
    run = AppTest.from_function(_click_from, args=(game.id, game.seats[seat].token, B, move, game.version, lang))
    run.run()
    assert run.markdown[0].value == "applied" and flow.load(game.id).version == game.version + 1


@pytest.mark.parametrize("lang", ["es", "en"])
def test_after_a_rematch_each_persons_page_still_holds_their_seat(lang):
    """The rematch moves every person one seat on: each page, asking the store again, still
    holds its person's seat (it was told the seat was open in another browser: the other
    person's, which had held that seat number)."""
    game = _ended()
    pages = [open_page("pages/friends.py", lang, table=game.id, seat=s.token) for s in game.seats]
    assert all(not p.warning and component_data(p, "brisca_board") for p in pages)
    pages[1].button(key="fr_rematch").click().run()
    again = flow.load(game.id)
    assert again.version > game.version and not again.over
    for page in pages:
        page.session_state[SITTING] = None  # not what the page saw a moment ago: what the store says now
        page.run()
        assert not page.exception, page.exception
        assert not page.warning, [w.value for w in page.warning]
        assert component_data(page, "brisca_board")["version"] == again.version


def _twice(table: str, seat_token: str, holder: str, version: int, lang: str) -> None:
    import streamlit as st

    from brisca.teach.table.command import REMATCH
    from brisca.text import error_text
    from brisca.ui.friends_view import HOLDER, NOTICE, _command

    st.query_params.update({"table": table, "seat": seat_token})
    st.session_state[HOLDER] = holder
    _command(REMATCH.code, version)
    _command(REMATCH.code, version)  # the same click delivered again
    st.write(error_text(st.session_state[NOTICE], lang) if NOTICE in st.session_state else "applied")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_rematch_asked_twice_by_one_page_is_one_rematch_and_no_change_from_elsewhere(lang):
    """Its own command come again is not a change "in another tab": done once, said nothing of;
    another person's click from the same version is still told the game changed."""
    game = _ended()
    run = AppTest.from_function(_twice, args=(game.id, game.seats[1].token, A, game.version, lang),
                                default_timeout=60).run()
    assert not run.exception, run.exception
    assert run.markdown[0].value == "applied"
    assert flow.load(game.id).version == game.version + 1  # one rematch
    other = AppTest.from_function(_click_from, args=(game.id, game.seats[0].token, B, "rematch", game.version, lang),
                                   default_timeout=60)
    other.run()
    assert other.markdown[0].value == t("error-storage-conflict", lang)
