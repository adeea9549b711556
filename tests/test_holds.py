"""One browser plays a seat at a time, and a table left alone expires: on both stores, the
seat held, taken over on purpose, freed when its holder goes quiet; a click from the browser
that lost its seat refused with nothing changed; a table untouched for 14 days refused by
every link, in both languages; and the page's side of it under AppTest."""

import time

import pytest
from conftest import component_data, mounted_components, open_page
from streamlit.testing.v1 import AppTest

from brisca.core.state import current_player
from brisca.teach.table import flow, friends, holds, storage
from brisca.teach.table.flow import Settings
from brisca.text import error_text, t

A, B = "a" * 22, "b" * 22  # two browsers' holder keys


def _table(choices=("person", "person")):
    return friends.start(Settings(rules="000", coaching=False, deal=7), choices)


def test_a_seat_is_held_by_one_browser_and_taken_only_on_purpose_or_once_left(store):
    game = _table()
    now = time.time()
    assert holds.hold(game.id, 0, A, now=now)
    assert holds.hold(game.id, 0, A, now=now + 1)  # the same browser again (a reload, another tab)
    assert not holds.hold(game.id, 0, B, now=now + 2)  # another browser: not taken by opening the link
    assert holds.held_by(game.id, 0, A, now=now + 2) and not holds.held_by(game.id, 0, B, now=now + 2)
    assert holds.hold(game.id, 1, B, now=now + 2)  # the other seat is free
    assert holds.hold(game.id, 0, B, take=True, now=now + 3)  # on purpose: "play from here"
    assert not holds.held_by(game.id, 0, A, now=now + 3) and not holds.hold(game.id, 0, A, now=now + 4)
    later = now + 4 + holds.HELD_SECONDS + 1  # B's page closed: not seen since
    assert holds.held_by(game.id, 0, A, now=later) and holds.hold(game.id, 0, A, now=later)


def test_a_click_from_the_browser_that_lost_its_seat_is_refused_and_changes_nothing(store):
    game = _table()
    seat = current_player(game.state)
    place = friends.Place(seat)
    assert friends.sit(game, place, A) and not friends.sit(game, place, B)
    assert friends.sit(game, place, B, take=True)
    with pytest.raises(friends.FriendsError) as e:
        friends.check_held(game, place, A)
    assert e.value.code == "taken_over"
    friends.check_held(game, place, B)  # the one that holds it now commands it
    friends.check_held(game, friends.Place(None), A)  # an onlooker holds nothing (and commands nothing)
    assert flow.load(game.id).version == game.version


def test_a_table_untouched_for_fourteen_days_expires_and_every_link_says_so(store):
    game = _table()
    now = time.time()
    assert not holds.expired(game.id, now=now)
    old = now - holds.EXPIRES_DAYS * 86400 - 60
    storage.run(lambda conn: conn.execute("UPDATE games SET updated = ? WHERE id = ?", (old, game.id)), write=True)
    assert holds.expired(game.id, now=now)
    for token in {"seat_token": game.seats[0].token}, {"watch_token": game.watch}:
        with pytest.raises(friends.FriendsError) as e:
            friends.open_table(game.id, **token)
        assert e.value.code == "expired"
        for lang in ("es", "en"):
            assert str(holds.EXPIRES_DAYS) in error_text(e.value, lang) != t("error-unknown", lang)
    assert holds.hold(game.id, 0, A, now=now)  # a page open at it a moment ago: touched
    assert not holds.expired(game.id, now=now)
    practice = flow.start(Settings(deal=3))  # practice games do not expire (no link of friends opens them)
    storage.run(lambda conn: conn.execute("UPDATE games SET updated = ? WHERE id = ?", (old, practice.id)),
                write=True)
    assert flow.load(practice.id).id == practice.id


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_says_a_seat_is_open_elsewhere_and_plays_it_here_on_purpose(lang):
    game = _table()
    seat = current_player(game.state)
    assert holds.hold(game.id, seat, A)  # the person's other browser, open now
    page = open_page("pages/friends.py", lang, table=game.id, seat=game.seats[seat].token)
    assert not page.exception, page.exception
    assert [w.value for w in page.warning] == [t("friends-seat_taken", lang)]
    assert not [e for e in mounted_components(page) if e.proto.component_name == "brisca_board"]  # no board here
    page.button(key="fr_play_here").click().run()
    assert not page.exception and not page.warning
    assert component_data(page, "brisca_board")["hand"]  # the board, now played from here
    assert not holds.held_by(game.id, seat, A)  # and the other browser has lost it


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
    assert holds.hold(game.id, seat, A) and holds.hold(game.id, seat, B, take=True)
    run = AppTest.from_function(_click_from, args=(game.id, game.seats[seat].token, A, move, game.version, lang))
    run.run()
    assert not run.exception and run.markdown[0].value == t("error-friends-taken_over", lang)
    assert flow.load(game.id).version == game.version  # nothing was saved
    run = AppTest.from_function(_click_from, args=(game.id, game.seats[seat].token, B, move, game.version, lang))
    run.run()
    assert run.markdown[0].value == "applied" and flow.load(game.id).version == game.version + 1
