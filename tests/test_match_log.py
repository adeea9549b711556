"""The match as one state over one log: every preset played to its end move by move through
``MatchGame`` (chance dealing, seats moving, a side resigning now and then), the log folded
back into the same match and the same record, and a broken log refused at the move that
breaks it, in both languages."""

import random

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from test_match_record import bot_match

from brisca.cli.match_record import MatchRecord
from brisca.core.match_log import END, TO_DEAL, Deal, LogError, MatchGame, fold
from brisca.core.outcome import Termination
from brisca.core.rules import PRESETS, preset
from brisca.core.state import OVER, current_player, legal_actions
from brisca.text import error_text, t


def played(name: str, seed: int, resign_at: int | None = None) -> MatchGame:
    """A match of ``name`` played to its end by random legal moves from ``seed``, the first
    dealer drawn; a side resigns at move ``resign_at`` if the match lasts that long."""
    rng = random.Random(seed)
    rules = preset(name)
    game = MatchGame.start(name, dealer=rng.randrange(rules.players))
    while game.turn != END:
        if len(game.log) == resign_at and game.deals:
            return game.apply(f"resign:{rng.randrange(len(rules.sides))}")
        if game.turn == TO_DEAL:
            game = game.apply(game.sampled(rng.randrange(10**9)).code)
        else:
            game = game.apply(rng.choice(legal_actions(game.state)).code)
    return game


def _seat_moving(game: MatchGame) -> int:
    """The table seat of the deal's player to move, worked out here from the deal's own seats."""
    dealer = game.deals[-1].dealer
    return game.rules.seating.playing(dealer if dealer is not None else 0)[current_player(game.state)]


@settings(max_examples=examples(200), deadline=None)
@given(name=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**9),
       resign_at=st.none() | st.integers(0, 300))
def test_every_preset_played_through_the_log_folds_back_into_the_same_match(name, seed, resign_at):
    game = played(name, seed, resign_at)
    assert game.turn == END and game.outcome() is not None
    again = fold(name, list(game.log))
    assert again.log == game.log and again.match == game.match and again.resigned == game.resigned
    record = MatchRecord(game.deals)
    assert again.deals == record.deals and MatchRecord.loads(record.dumps()) == record
    # the match of its deals, folded as the table folds them (``MatchGame.of``), is the same match
    assert MatchGame.of(record.deals, game.resigned) == game
    assert record.state == game.match  # the log's match is the record's, deal by deal
    assert record.results == (*game.results, *([None] if len(game.results) < len(game.deals) else []))
    # only a resigned match leaves a deal on the table
    assert len(game.results) == len(game.deals) or game.outcome().termination is Termination.RESIGNED


@settings(max_examples=examples(100), deadline=None)
@given(name=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**9), at=st.integers(0, 200))
def test_whoever_the_log_says_moves_next_is_the_one_that_may(name, seed, at):
    """Part way into a match the turn is chance between deals, else the table seat of the deal's
    player to move (at five never the one resting); a move of the other kind is refused."""
    rng, game = random.Random(seed), played(name, seed)
    part = fold(name, list(game.log[:min(at, len(game.log) - 1)]), dealer=game.deals[0].dealer or 0)
    if part.state is None or part.state.phase is OVER:
        assert part.turn == TO_DEAL
        with pytest.raises(LogError) as e:
            part.apply(rng.choice(["1O", "skip", "signal:no_trumps"]))
        assert e.value.code == "bad_deal_code" and e.value.index == len(part.log)
        return
    seat = part.turn
    assert seat == _seat_moving(part)
    if part.rules.rest == "rotate":
        assert seat != part.deals[-1].dealer  # the dealer rests: no turn, no cards
    with pytest.raises(LogError) as e:
        part.apply(part.sampled(seed).code)
    assert e.value.code in ("bad_move", "illegal_move") and e.value.index == len(part.log)


@pytest.mark.parametrize("name", ["004", "003-rematada", "003-five"])
def test_a_bot_match_record_is_its_log_folded(name):
    match = bot_match(name, 4)
    game = fold(name, MatchGame.of(match.deals).log)
    assert MatchRecord(game.deals) == match and game.turn == END and game.outcome() == match.game.outcome()


def _refused(name: str, log, dealer: int | None = None) -> LogError:
    with pytest.raises(LogError) as e:
        fold(name, log, dealer=dealer)
    for lang in ("es", "en"):
        text = error_text(e.value, lang)
        assert text != t("error-unknown", lang) and "{" not in text
    return e.value


def test_a_broken_log_is_refused_at_the_move_that_breaks_it():
    game = played("004", 11)
    log = list(game.log)
    first = Deal.parse(log[0])
    assert _refused("004", "deal").code == "not_a_log"
    assert _refused("004", ["1O"]).index == 0
    assert _refused("004", ["resign:0"]).code == "bad_deal_code"  # nothing to give up before a deal
    e = _refused("004", [*log, log[0]])
    assert (e.code, e.index) == ("after_end", len(log))
    e = _refused("004", [log[0], log[1], log[1]])
    assert (e.code, e.index) == ("illegal_move", 2)
    e = _refused("004", [log[0], "resign:7"])
    assert (e.code, e.index, e.facts["sides"]) == ("bad_side", 1, 2)
    twice = Deal(first.dealer, first.leader, (first.cards[1], *first.cards[1:]))
    assert _refused("004", [twice.code]).code == "duplicate_card"
    short = Deal(first.dealer, first.leader, first.cards[:4])
    assert _refused("004", [short.code]).code in ("hand_size", "wrong_deck")
    second = next(k for k, code in enumerate(log) if k and code.startswith("deal:"))
    n, due = game.rules.players, Deal.parse(log[second]).dealer
    assert due == (first.dealer + 1) % n
    wrong = Deal((due + 1) % n, (due + 2) % n, Deal.parse(log[second]).cards)  # the seat after deals again
    e = _refused("004", [*log[:second], wrong.code])
    assert (e.code, e.index, e.facts["deal"]) == ("wrong_dealer", second, 2)


@settings(max_examples=examples(300), deadline=None)
@given(name=st.sampled_from(["000", "004-pairs-signals", "003-rematada", "003-subastada", "003-chiamata", "003-five"]),
       seed=st.integers(0, 10**6), at=st.integers(0, 400), code=st.text(max_size=12) | st.sampled_from(
           ["1O", "skip", "pass", "resign:0", "deal:0:1:1O", "deal:-:0:", "signal:no_trumps", "call:1O", "bid:61"]))
def test_a_log_changed_anywhere_folds_to_a_match_or_is_refused_there(name, seed, at, code):
    """One code of a played log replaced by anything: either the log is still a match the rules
    allow (it folds, and its record reads back the same) or it is refused at the change or after
    it (a legal move in another's place can make a later one illegal), never before it."""
    log = list(played(name, seed).log)
    at = at % len(log)
    log[at] = code
    try:
        game = fold(name, log)
    except LogError as e:
        assert e.index is not None and e.index >= at  # the moves before the change still stand
        for lang in ("es", "en"):
            assert error_text(e, lang) != t("error-unknown", lang)
        return
    if game.deals:
        record = MatchRecord(game.deals)
        assert MatchRecord.loads(record.dumps()) == record


@settings(max_examples=examples(100), deadline=None)
@given(name=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**9), resign_at=st.none() | st.integers(0, 300))
def test_a_match_has_no_outcome_until_its_end_and_then_one_termination(name, seed, resign_at):
    """python-chess's ``Board.outcome()``: ``None`` at every point the match goes on (it said
    ``"unfinished"`` before), one ``Termination`` member at its end."""
    game = played(name, seed, resign_at)
    part = MatchGame.start(name, dealer=game.deals[0].dealer or 0)
    for code in game.log:
        assert part.outcome() is None
        part = part.apply(code)
    outcome = part.outcome()
    assert outcome == game.outcome() == MatchGame.of(game.deals, game.resigned).outcome()
    assert isinstance(outcome.termination, Termination)
    assert (outcome.termination is Termination.RESIGNED) == (game.resigned is not None)
    assert (outcome.termination is Termination.TARGET) == (game.resigned is None and game.rules.match != "single")


@settings(max_examples=examples(200), deadline=None)
@given(name=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**9))
def test_a_deals_result_is_one_outcome_and_its_text_reads_as_before(name, seed):
    """A deal's ending is an ``Outcome`` too (it was a string ``outcome`` and a ``decided_by``);
    a match record's text of it stays as written before: ``"win"`` and what decided it, or the tie."""
    for result in played(name, seed).results:
        assert isinstance(result.termination, Termination) and result.termination is not Termination.RESIGNED
        assert result.outcome.termination is result.termination and result.outcome.winner == result.winner
        data = result.to_json()
        won = result.winner is not None
        assert data["outcome"] == ("win" if won else result.termination.value)
        assert data["decided_by"] == (result.termination.value if won else None)
        assert won == (result.termination in (Termination.POINTS, Termination.LAST_TRICK, Termination.CONTRACT,
                                              Termination.TARGET))
