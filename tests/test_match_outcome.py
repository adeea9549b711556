"""One outcome of a match (``MatchGame.outcome()``): whether a match is over and who won it, read
off the engine's match state, asked alike by the practice page, the review and the learner's
list of games; a branch tried from a deal of a match plays on as a match."""

import pytest
from conftest import counted_match, examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots.basic import HeuristicBot
from brisca.cli.match_record import MatchRecord
from brisca.core.match_log import MatchGame, fold
from brisca.core.outcome import Termination
from brisca.core.rules import preset
from brisca.core.settle import deal_result
from brisca.teach.table import flow, storage
from brisca.teach.table.flow import PRACTICE_PRESETS, Settings, new_game, next_deal, play
from brisca.teach.table.progress import progress


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def _finish_deal(game, learner):
    while not game.over:
        game.match  # noqa: B018 - folded now, so each move carries the match on (``Game.changed``)
        game = play(game, learner.choose(game.view))
    # the match carried on move by move is the one its deals fold into
    assert game.match == MatchGame.of((*game.earlier, game.record), game.resigned_side)
    return game


def _whole_match(rules: str, number: int):
    game = new_game(storage.new_id(), Settings(rules=rules, level="easy", coaching=False, deal=number))
    learner = HeuristicBot(number)
    while True:
        game = _finish_deal(game, learner)
        if game.match_over:
            return game
        assert game.outcome is None  # python-chess's ``outcome()``: nothing while the match goes on
        game = next_deal(game)


@settings(max_examples=examples(20), deadline=None)
@given(rules=st.sampled_from(PRACTICE_PRESETS), number=st.integers(0, 10**6))
def test_a_matchs_outcome_is_its_counted_winner_at_every_table(rules, number):
    game = _whole_match(rules, number)
    deals = game.match.deals
    score, winner = counted_match(preset(rules), [d.final() for d in deals], [d.dealer for d in deals])
    outcome = game.outcome
    assert outcome is not None and outcome.winner == winner and isinstance(outcome.termination, Termination)
    assert (outcome.termination is Termination.TARGET) == (preset(rules).match != "single")
    assert MatchGame.of(game.match.deals).outcome() == outcome  # the same from its deals alone
    # the table's game holds one match, the log's fold: the log it saves folds back into the
    # same match, and the match record's text (import and export only) reads back into it too
    match = game.match
    assert isinstance(match, MatchGame) and fold(match.rules_name or match.rules, list(game.log)) == match
    assert MatchRecord.loads(MatchRecord(match.deals).dumps()).game == match


def test_a_lost_rematada_match_with_a_deal_won_is_listed_lost():
    """Listed won before when its last deal was won: the list asked who won the last deal, not
    the match. Since Rematada is counted trick by trick (the deal stops at the trick that
    reaches 101, ``state.match_goal``) the last deal's winner is the match's; the list still
    asks the match's one outcome, and a match lost with deals won in it is listed lost."""
    key = storage.new_id()
    for number in range(300):
        game = _whole_match("003-rematada", number)
        side = game.record.rules.side_of(game.learner)
        won_deals = [r for r in game.match.results if r is not None and r.winner == side]
        if won_deals and game.match_state.winner != side:
            break
    else:
        pytest.fail("no Rematada match lost with a deal won")
    assert deal_result(game.state).winner == game.match_state.winner  # the deal that reached 101
    saved = storage.create(game.id, game.to_json(), game.log)
    assert saved == 1
    storage.claim(game.id, key)
    [listed] = progress(key).games
    assert listed.result == "lost" and game.outcome.result_for(side) == "lost"


def test_a_branch_from_a_deal_of_a_match_is_unfinished_while_the_match_goes_on():
    """It was listed finished and won after one deal while the page offered the next deal."""
    key = storage.new_id()
    game = flow.start(Settings(rules="003-rematada", level="easy", coaching=True, deal=11))
    learner = HeuristicBot(2)
    while not game.over:
        game = flow.commit(game, play(game, learner.choose(game.view)))
    assert not game.match_over
    ply = next(d.ply for d in game.decisions)
    branch = flow.start_from(flow.load(game.id).deal_game(0), ply)
    storage.claim(branch.id, key)
    while not branch.over:
        branch = flow.commit(branch, play(branch, branch.view.legal[0]))
    assert branch.outcome is None and not branch.match_over
    assert progress(key).games == ()  # not listed among the finished games: its match goes on
    branch = flow.commit(branch, next_deal(branch))  # and the next deal is dealt
    assert branch.deal_index == 1 and not branch.match_over


def test_a_branch_counts_its_own_hints_and_take_backs():
    game = flow.start(Settings(rules="000", level="easy", deal=4))
    _, _, game = flow.hint(game)
    game = play(game, game.view.legal[0])
    game = flow.take_back(game)
    game = flow.commit(flow.load(game.id), game)
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[0]))
    assert (game.hints, game.takebacks) == (1, 1)
    branch = flow.start_from(game, game.decisions[-1].ply)
    assert (branch.hints, branch.takebacks) == (0, 0)
    _, _, branch = flow.hint(branch)
    assert (branch.hints, branch.takebacks) == (1, 0)
