"""The table's one entry (``brisca.teach.table.entry``): a practice game and a friends' table are
commanded through the same call, ``act(table, who, command, version)``, which refuses whoever is
not the seat's person, a click made for a version the table has left and a forged value, each
with a clear message and nothing saved, and hands a deal it finished to what follows."""

import pytest
from conftest import as_seat

from brisca.core.errors import BriscaError
from brisca.core.state import current_player
from brisca.teach.table import entry, flow, friends, holds, storage
from brisca.teach.table.access import Caller
from brisca.teach.table.game import Settings
from brisca.teach.table.seats import new_token
from brisca.text import error_text, t

KEY = "learner-key-of-entry-000"


def _practice(rules="000"):
    """A practice game filed under ``KEY``: its learner, and a stranger (another learner's key)."""
    game = flow.start(Settings(rules=rules, deal=5, coaching=False))
    storage.claim(game.id, KEY)
    return game, lambda g: Caller(learner=KEY), Caller(learner="another-learner-key-0000")


def _friends():
    """A friends' table of two people: the person to move from their browser, and a stranger
    (a token the table never issued)."""
    game = friends.start(Settings(rules="000", coaching=False, deal=5), ("person", "person"))
    return game, lambda g: as_seat(g, current_player(g.state)), as_seat(game, 0, "another-browser-holder-0")


TABLES = {"practice": _practice, "friends": _friends}


def _refused(call) -> BriscaError:
    with pytest.raises(BriscaError) as refused:
        call()
    for lang in ("es", "en"):  # said in the learner's language, never as an unknown error
        assert error_text(refused.value, lang) != t("error-unknown", lang)
    return refused.value


@pytest.mark.parametrize("kind", sorted(TABLES))
def test_the_entry_refuses_a_stranger_and_a_stale_version_alike_at_every_table(kind):
    game, person, stranger = TABLES[kind]()
    code = game.view_of(game.playing[current_player(game.state)]).legal[0].code
    if kind == "friends":
        stranger = Caller(token=new_token(), holder=stranger.holder)
    assert _refused(lambda: entry.act(game.id, stranger, code, game.version)).code in ("not_yours", "wrong_token")
    if kind == "friends":  # the seat's own token, from a browser that does not hold it now
        holds.hold(game.id, person(game).token, "the-browser-that-holds-0", take=True)
        taken = as_seat(game, current_player(game.state), "another-browser-holder-0")
        assert _refused(lambda: entry.act(game.id, taken, code, game.version)).code == "taken_over"
        holds.hold(game.id, person(game).token, taken.holder, take=True)
        person = lambda g: as_seat(g, current_player(g.state), taken.holder)  # noqa: E731
    assert flow.load(game.id).version == game.version  # nothing saved
    acted = entry.act(game.id, person(game), code, game.version)
    assert acted.game.version > game.version and acted.game.ply > game.ply
    assert flow.load(game.id).version == acted.game.version
    again = acted.game.view_of(acted.game.playing[current_player(acted.game.state)]).legal[0].code
    stale = _refused(lambda: entry.act(game.id, person(acted.game), again, game.version))  # a second tab
    assert stale.code == "conflict" and flow.load(game.id).version == acted.game.version


@pytest.mark.parametrize("kind", sorted(TABLES))
@pytest.mark.parametrize("forged", [None, 7, {"unreadable": True}, ["1O"], "x" * 10_000, "nonsense", "1O\x00"])
def test_a_forged_value_is_told_clearly_and_changes_nothing(kind, forged):
    game, person, _ = TABLES[kind]()
    refused = _refused(lambda: entry.act(game.id, person(game), forged, game.version))
    assert refused.family == "command"
    assert flow.load(game.id).version == game.version


@pytest.mark.parametrize("kind", sorted(TABLES))
@pytest.mark.parametrize("version", [None, "0", 1.0, True, [1], {"v": 1}])
def test_a_forged_version_is_an_unreadable_click(kind, version):
    game, person, _ = TABLES[kind]()
    code = game.view_of(game.playing[current_player(game.state)]).legal[0].code
    refused = _refused(lambda: entry.act(game.id, person(game), code, version))
    assert refused.code == "not_text" and flow.load(game.id).version == game.version


def test_an_onlooker_commands_nothing_and_a_friends_table_takes_nothing_back():
    game, person, _ = _friends()
    code = game.view.legal[0].code
    assert _refused(lambda: entry.act(game.id, as_seat(game, None), code, game.version)).code == "watching"
    assert _refused(lambda: entry.act(game.id, person(game), "hint", game.version)).code == "not_here"
    assert _refused(lambda: entry.act(game.id, Caller(learner=KEY), code, game.version)).code == "friends_table"


def test_a_finished_deal_is_handed_once_to_what_follows_it():
    game, person, _ = _practice("001")  # a match of several deals
    handed = []
    while not game.over:
        code = game.view.legal[0].code
        game = entry.act(game.id, person(game), code, game.version, then=lambda g, w: handed.append((g, w))).game
    assert len(handed) == 1 and handed[0][0] == game and handed[0][1] == Caller(learner=KEY)
    assert handed[0][0].version == flow.load(game.id).version  # the deal as saved
    entry.act(game.id, person(game), "next_deal", game.version, then=lambda g, w: handed.append((g, w)))
    assert len(handed) == 1  # a deal begun is no deal finished


def test_the_view_names_the_seat_of_the_caller_only():
    game, person, stranger = _practice()
    assert entry.view(game.id, person(game)) == (flow.load(game.id), game.learner)
    assert entry.view(game.id, stranger)[1] is None
    table, person, _ = _friends()
    assert entry.view(table.id, as_seat(table, 1))[1] == 1
    assert entry.view(table.id, as_seat(table, None))[1] is None  # an onlooker


class _Ahead:
    """The server's coach as the entry hands it work: what it was given to think about ahead
    of a click (the bots' replies to each move, by position and move), nothing worked out."""

    def __init__(self):
        self.prepared_keys = []

    def pause(self, keep=None, where=None):
        pass

    def think(self, key, view, seed):
        pass

    def prepare(self, key, work, *args):
        self.prepared_keys.append(key)


def _hard_table(monkeypatch):
    """A friends' table of two people and a hard bot, whose replies take time: worth thinking ahead."""
    coach = _Ahead()
    monkeypatch.setattr(entry, "thinker", lambda: coach)
    game = friends.start(Settings(rules="000-three", coaching=False, deal=5), ("person", "person", "hard"))
    return game, coach, game.playing[current_player(game.state)]


def test_a_friends_table_is_drawn_through_the_entry_which_thinks_ahead_of_the_persons_click(monkeypatch):
    game, coach, seat = _hard_table(monkeypatch)
    other = next(s for s in (0, 1) if s != seat)
    assert entry.view(game.id, as_seat(game, None)) == (game, None) and not coach.prepared_keys  # an onlooker
    legal = {a.code for a in game.view_of(seat).legal}
    for person in (seat, other):  # either person's page, open while the one to move thinks
        coach.prepared_keys.clear()
        assert entry.view(game.id, as_seat(game, person))[1] == person
        assert {key[-1] for key in coach.prepared_keys} == legal and {k[0] for k in coach.prepared_keys} == {game.id}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_friends_page_draws_the_persons_seat_through_the_entry_and_the_onlookers_none(monkeypatch, lang):
    from conftest import component_data, open_page

    game, coach, seat = _hard_table(monkeypatch)
    page = open_page("pages/friends.py", lang, table=game.id, watch=game.watch)
    assert component_data(page, "brisca_board")["hand"] == [] and not coach.prepared_keys  # the public view
    page = open_page("pages/friends.py", lang, table=game.id, seat=game.seats[seat].token)
    assert component_data(page, "brisca_board")["hand"]
    assert {key[-1] for key in coach.prepared_keys} == {a.code for a in game.view_of(seat).legal}


@pytest.mark.parametrize("forged", ["flip", "seat_as_watch_of_other_table", "none"])
def test_a_link_that_opens_nothing_is_refused_by_the_view_as_by_the_click(forged):
    game, person, _ = _friends()
    other, _, _ = _friends()
    token = {"flip": game.watch[::-1], "seat_as_watch_of_other_table": other.watch, "none": None}[forged]
    caller = Caller(token=token, holder=person(game).holder)
    code = game.view.legal[0].code
    assert _refused(lambda: entry.view(game.id, caller)).code == _refused(
        lambda: entry.act(game.id, caller, code, game.version)).code
    assert flow.load(game.id).version == game.version
