"""The log the store keeps of every game, on SQLite and on PostgreSQL, is the game's truth: each
save appends its row under (game, version), the key being the compare and set, and reading a
game folds its rows (``storage.load``, ``core.match_log.fold``) into the match it holds,
whatever was clicked: cards, take-backs, the next deal, a resignation, a friends' rematch. The
row beside it keeps only what the log does not. A game whose log rows are gone, damaged or do
not fold is refused whole, with the message of a damaged game, never read half-way."""

import json
import random

import pytest
from conftest import as_seat
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brisca.core.match_log import END, fold
from brisca.teach.table import entry, flow, friends, storage
from brisca.teach.table.access import Caller
from brisca.teach.table.command import NEXT_DEAL, REMATCH, RESIGN, TAKE_BACK, Command
from brisca.teach.table.flow import PRACTICE_PRESETS, Game, PracticeError, Settings
from brisca.text import error_text


def _read(game_id: str) -> Game:
    """The stored game read afresh (no game kept in this process): its row and its log folded."""
    data, log, version = storage.load(game_id)
    assert "record" not in data and "earlier" not in data and "resigned" not in data  # the log holds those
    return Game.from_json(game_id, data, log, version)


def _same_match(game_id: str) -> flow.Game:
    """The stored game, checked against its stored log folded from the start."""
    game = _read(game_id)
    folded = fold(game.settings.rules, storage.load(game_id)[1])
    assert folded.log == game.log and folded.deals == (*game.earlier, game.record)
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


@pytest.mark.parametrize("rules", PRACTICE_PRESETS)
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**6))
def test_a_game_played_at_the_table_reads_back_from_its_log_after_every_click(store, rules, seed):
    rng = random.Random(seed)
    game = flow.start(Settings(rules=rules, level="easy", coaching=seed % 2 == 0, deal=seed))
    for _ in range(40):
        if game.match_over:
            break
        try:
            game = flow.commit(game, entry.apply(game, Caller(), _command(game, rng)).game)
        except PracticeError:
            continue  # nothing to take back, say: nothing saved, and the log says so too
        again = _same_match(game.id)
        # the same game: its deals, its decisions deal by deal, its counts and its outcome
        assert again == game and again.match_decisions == game.match_decisions and again.outcome == game.outcome
    if game.match_over:
        assert fold(rules, storage.load(game.id)[1]).turn == END


def test_a_friends_rematch_starts_the_log_of_a_new_match(store):
    game = friends.start(Settings(rules="000", coaching=False, deal=5), ("person", "easy"))
    while not game.match_over:
        game = flow.commit(game, entry.apply(game, as_seat(game, 0), Command.of(game.view_of(0).legal[0])).game)
    first = storage.load(game.id)[1]
    again = flow.commit(game, entry.apply(game, as_seat(game, 0), REMATCH).game)
    log = storage.load(game.id)[1]
    assert log != first and log[0].startswith("deal:") and log == again.log
    assert _same_match(game.id) == again


def test_two_saves_from_one_version_append_once(store):
    game = flow.start(Settings(rules="000", level="easy", coaching=False, deal=9))
    one, other = (entry.apply(game, Caller(), Command.of(card)).game for card in game.view.legal[:2])
    flow.commit(game, one)
    with pytest.raises(storage.StorageError) as e:
        flow.commit(game, other)  # the second tab, a move behind: its row of the log is taken
    assert e.value.code == "conflict"
    assert storage.load(game.id)[1] == one.log and _same_match(game.id) == flow.load(game.id)


def _refused(game_id: str) -> str:
    """The message a learner is shown for the stored game, which must be refused as damaged."""
    flow.KEPT.clear()  # read from the store, as another process would
    with pytest.raises((storage.StorageError, PracticeError)) as e:
        flow.load(game_id)
    assert e.value.code == "broken_game"
    return error_text(e.value, "es")


def test_a_game_whose_log_rows_are_gone_is_refused(store):
    game = flow.start(Settings(rules="000", level="easy", coaching=False, deal=11))
    game = flow.commit(game, entry.apply(game, Caller(), Command.of(game.view.legal[0])).game)
    storage.run(lambda conn: conn.execute("DELETE FROM moves WHERE id = ? AND version = 1", (game.id,)), write=True)
    assert _refused(game.id) == "La partida guardada está dañada y no se puede abrir."
    storage.run(lambda conn: conn.execute("DELETE FROM moves WHERE id = ?", (game.id,)), write=True)
    assert "dañada" in _refused(game.id)


@pytest.mark.parametrize("kept, codes", [(None, "not json"), (None, '{"a": 1}'), (None, "[1, 2]"), (99, "[]"),
                                         (-1, "[]"), (None, '["1O"]'), (None, '["resign:7"]'), (0, '["1O"]')])
def test_a_damaged_row_of_the_log_is_refused(store, kept, codes):
    game = flow.start(Settings(rules="000", level="easy", coaching=False, deal=13))
    game = flow.commit(game, entry.apply(game, Caller(), Command.of(game.view.legal[0])).game)
    storage.run(lambda conn: conn.execute("UPDATE moves SET kept = ?, codes = ? WHERE id = ? AND version = 2",
                                          (kept, codes, game.id)), write=True)
    assert "dañada" in _refused(game.id)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_tampered_code_of_the_log_is_refused_or_folds_to_what_it_says(store, data):
    """Any code of the log changed to another move of the same kind: the game read back is the
    match the tampered log folds to, or it is refused; never a game half-read."""
    game = flow.start(Settings(rules="004", level="easy", coaching=False, deal=17))
    for _ in range(3):
        game = flow.commit(game, entry.apply(game, Caller(), Command.of(game.view.legal[-1])).game)
    rows = storage.run(lambda conn: conn.execute("SELECT version, codes FROM moves WHERE id = ? ORDER BY version",
                                                 (game.id,)).fetchall(), write=False)
    version, codes = data.draw(st.sampled_from([r for r in rows if json.loads(r[1])]))
    codes = json.loads(codes)
    k = data.draw(st.integers(0, len(codes) - 1))
    codes[k] = data.draw(st.sampled_from(["", "1O", "4E", "deal:0:1:1O", codes[k][:-1], codes[k] + "x", "resign:0"]))
    storage.run(lambda conn: conn.execute("UPDATE moves SET codes = ? WHERE id = ? AND version = ?",
                                          (json.dumps(codes), game.id, version)), write=True)
    flow.KEPT.clear()
    try:
        read = flow.load(game.id)
    except (storage.StorageError, PracticeError) as e:
        assert e.code == "broken_game" and "dañada" in error_text(e, "es")
        return
    assert read.log == fold("004", storage.load(game.id)[1]).log


def test_appended_keeps_what_two_logs_share_from_the_start():
    assert storage.Appended.between(("a", "b"), ("a", "b", "c")) == storage.Appended(None, ("c",))
    assert storage.Appended.between(("a", "b", "c"), ("a", "b")) == storage.Appended(2, ())
    assert storage.Appended.between(("a", "b"), ("x",)) == storage.Appended(0, ("x",))
    assert storage.Appended.between(("a",), ("a",)) == storage.Appended(None, ())
