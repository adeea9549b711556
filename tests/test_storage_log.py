"""The log the store keeps of every game, on SQLite and on PostgreSQL: each save appends its
row under (game, version), the key being the compare and set, and the rows folded
(``storage.log``) are the match the game holds (``core.match_log.fold``), whatever was
clicked: cards, take-backs, the next deal, a resignation, a friends' rematch. A log whose rows
are gone or damaged reads as no log, and the game itself still opens."""

import random

import pytest
from conftest import as_seat
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.core.match_log import END, fold
from brisca.teach.table import entry, flow, friends, storage
from brisca.teach.table.access import Caller
from brisca.teach.table.command import NEXT_DEAL, REMATCH, RESIGN, TAKE_BACK, Command
from brisca.teach.table.flow import PracticeError, Settings

TABLES = ["000", "004", "003-rematada", "004-pairs-signals", "003-five", "003-subastada", "003-chiamata"]


def _same_match(game_id: str) -> flow.Game:
    """The stored game, checked against its stored log folded from the start."""
    game = flow.load(game_id)
    folded = fold(game.settings.rules, storage.log(game_id))
    assert folded.log == game.log and folded.deals == game.match.deals
    assert folded.resigned == game.resigned_side and folded.outcome() == game.outcome
    return game


def _command(game: flow.Game, rng: random.Random) -> Command:
    """A command a learner might click now: mostly a card, now and then a take-back, the next
    deal once a deal is over, rarely a resignation."""
    if game.over:
        return NEXT_DEAL
    roll = rng.random()
    if roll < 0.08:
        return TAKE_BACK
    if roll < 0.1:
        return RESIGN
    return Command.of(rng.choice(game.view.legal))


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rules=st.sampled_from(TABLES), seed=st.integers(0, 10**6))
def test_a_practice_game_s_stored_log_is_its_match_after_every_click(store, rules, seed):
    rng = random.Random(seed)
    game = flow.start(Settings(rules=rules, level="easy", coaching=False, deal=seed))
    for _ in range(60):
        if game.match_over:
            break
        try:
            game = flow.commit(game, entry.apply(game, Caller(), _command(game, rng)).game)
        except PracticeError:
            continue  # nothing to take back, say: nothing saved, and the log says so too
        assert _same_match(game.id) == game
    if game.match_over:
        assert fold(rules, storage.log(game.id)).turn == END


def test_a_friends_rematch_starts_the_log_of_a_new_match(store):
    game = friends.start(Settings(rules="000", coaching=False, deal=5), ("person", "easy"))
    while not game.match_over:
        game = flow.commit(game, entry.apply(game, as_seat(game, 0), Command.of(game.view_of(0).legal[0])).game)
    first = storage.log(game.id)
    again = flow.commit(game, entry.apply(game, as_seat(game, 0), REMATCH).game)
    log = storage.log(game.id)
    assert log != first and log[0].startswith("deal:") and log == again.log
    _same_match(game.id)


def test_two_saves_from_one_version_append_once(store):
    game = flow.start(Settings(rules="000", level="easy", coaching=False, deal=9))
    one, other = (entry.apply(game, Caller(), Command.of(card)).game for card in game.view.legal[:2])
    flow.commit(game, one)
    with pytest.raises(storage.StorageError) as e:
        flow.commit(game, other)  # the second tab, a move behind: its row of the log is taken
    assert e.value.code == "conflict"
    assert storage.log(game.id) == one.log and _same_match(game.id) == flow.load(game.id)


def test_a_game_whose_log_rows_are_gone_has_none_and_still_plays(store):
    game = flow.start(Settings(rules="000", level="easy", coaching=False, deal=11))
    storage.run(lambda conn: conn.execute("DELETE FROM moves WHERE id = ?", (game.id,)), write=True)
    assert storage.log(game.id) is None
    game = flow.commit(game, entry.apply(game, Caller(), Command.of(game.view.legal[0])).game)
    assert flow.load(game.id) == game and storage.log(game.id) is None  # its rows start after version 1


@pytest.mark.parametrize("kept, codes", [(None, "not json"), (None, '{"a": 1}'), (None, "[1, 2]"), (99, "[]"),
                                         (-1, "[]")])
def test_a_damaged_row_of_the_log_reads_as_no_log(store, kept, codes):
    game = flow.start(Settings(rules="000", level="easy", coaching=False, deal=13))
    game = flow.commit(game, entry.apply(game, Caller(), Command.of(game.view.legal[0])).game)
    storage.run(lambda conn: conn.execute("UPDATE moves SET kept = ?, codes = ? WHERE id = ? AND version = 2",
                                          (kept, codes, game.id)), write=True)
    assert storage.log(game.id) is None and flow.load(game.id) == game


def test_appended_keeps_what_two_logs_share_from_the_start():
    assert storage.Appended.between(("a", "b"), ("a", "b", "c")) == storage.Appended(None, ("c",))
    assert storage.Appended.between(("a", "b", "c"), ("a", "b")) == storage.Appended(2, ())
    assert storage.Appended.between(("a", "b"), ("x",)) == storage.Appended(0, ("x",))
    assert storage.Appended.between(("a",), ("a",)) == storage.Appended(None, ())
