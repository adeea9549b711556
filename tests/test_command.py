"""The table's one command type and its one act(game, caller, command): the text form round
trips and refuses the rest in both languages; each caller is checked (``access``, the one rule
of who may act); a view for any seat and
an onlooker's that leak no hidden card; what the table says to think about ahead."""

import random
from dataclasses import replace

import pytest
from conftest import as_seat, examples, random_position, reshuffle_hidden
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from brisca.core.action import Action
from brisca.core.cards import deck_cards
from brisca.core.rules import PRESETS
from brisca.core.state import OVER, current_player, legal_actions, signal_options, step
from brisca.core.view import observe, public_view
from brisca.teach.table import entry, flow, holds, storage
from brisca.teach.table.access import Caller, FriendsError
from brisca.teach.table.command import CONTROLS, HINT, NEXT_DEAL, REMATCH, RESIGN, TAKE_BACK, Command, CommandError
from brisca.teach.table.flow import PRACTICE_PRESETS, Game, PracticeError, Settings, new_game
from brisca.teach.table.seats import Seat, new_token, seat_of, seats_from_json, seats_to_json
from brisca.text import error_text, t


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


# -- the text form ------------------------------------------------------------------------


@settings(max_examples=examples(200), deadline=None)
@given(name=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**32), plies=st.integers(0, 60))
def test_every_action_of_random_deals_and_every_control_round_trips(name, seed, plies):
    s = random_position(name, seed, plies)
    actions = [*legal_actions(s), *(signal_options(s, current_player(s)) if s.phase is not OVER else ())]
    for command in [*(Command.of(a) for a in actions), *(Command(control=c) for c in CONTROLS)]:
        again = Command.parse(command.code)
        assert again == command and again.code == command.code
        assert again.action is command.action  # the same one action object, as Action.parse gives


def test_the_controls_are_named_once():
    assert [c.code for c in (TAKE_BACK, RESIGN, NEXT_DEAL, HINT, REMATCH)] == list(CONTROLS)
    assert Command.parse(" Take_Back ") is TAKE_BACK  # read as an action's code is: case and spaces aside
    with pytest.raises(CommandError):
        Command(control="new_game")  # leaving the table is the page's, not a command of the game
    with pytest.raises(CommandError):
        Command(action=Action.parse("1O"), control="hint")


def _readable(text: str) -> bool:
    try:
        Command.parse(text)
    except CommandError:
        return False
    return True


@settings(max_examples=examples(300), deadline=None)
@given(text=st.one_of(st.text(max_size=60), st.text(alphabet="exchangesiplkt:_1234567OCEB ", max_size=20)))
def test_fuzzed_text_is_refused_with_its_reason_in_both_languages(text):
    assume(not _readable(text))
    with pytest.raises(CommandError) as refused:
        Command.parse(text)
    assert refused.value.code == ("too_long" if len(text) > 40 else "unknown")
    for lang in ("es", "en"):
        said = error_text(refused.value, lang)
        # the message is the reason's own, with no placeholder: the text read is never shown back
        assert said == t(f"error-command-{refused.value.code}", lang) != t("error-unknown", lang)
    assert not refused.value.facts


@pytest.mark.parametrize("value", [None, 3, ["1O"], {"action": "1O"}, b"1O"])
def test_what_is_not_text_is_refused_as_such(value):
    with pytest.raises(CommandError) as refused:
        Command.parse(value)
    assert refused.value.code == "not_text"
    assert error_text(refused.value, "es") == "No se ha podido leer ese clic: la partida sigue como estaba."


# -- act, seat by seat ---------------------------------------------------------------------


def _refused(game, caller, command) -> str:
    with pytest.raises((PracticeError, CommandError, FriendsError)) as refused:
        entry.apply(game, caller, command)
    assert error_text(refused.value, "es") != t("error-unknown", "es")
    return refused.value.code


def _friends(rules="000", deal=5, coaching=True) -> Game:
    """A table of two people, each with a token (the first one's decisions judged, as a
    learner's), the first to move."""
    game = new_game(storage.new_id(), Settings(rules=rules, deal=deal, coaching=coaching))
    seats = tuple(Seat("person", new_token()) if i < 2 else s for i, s in enumerate(game.seats))
    game = replace(game, seats=seats)
    while not game.learner_to_move:  # a deal the bot led: the friend is to play, not a bot
        game = entry.apply(game, as_seat(game, current_player(game.state)), Command.of(game.view_of(1).legal[0])).game
    return game


@pytest.mark.parametrize("caller", [-1, 0, "0", None, Caller(token="x"), Caller(token=new_token()),
                                    Caller(learner="k" * 24)])
def test_a_caller_the_table_does_not_know_commands_no_seat(caller):
    game = _friends(coaching=False)
    expected = {"x": "bad_link", None: "friends_table"}.get(getattr(caller, "token", "x"), "wrong_token")
    if not isinstance(caller, Caller):
        expected = "bad_link"
    assert _refused(game, caller, Command.of(game.view.legal[0])) == expected
    assert entry.apply(game, as_seat(game, 0), Command.of(game.view.legal[0])).game.ply == game.ply + 1


def test_a_practice_game_is_commanded_only_by_the_learner_it_is_filed_under():
    game = flow.start(Settings(deal=5, coaching=False))
    anyone = entry.apply(game, Caller(), Command.of(game.view.legal[0])).game  # filed under none: anyone's
    assert anyone.ply > game.ply
    storage.claim(game.id, "k" * 24)
    assert _refused(game, Caller(), Command.of(game.view.legal[0])) == "not_yours"
    assert _refused(game, Caller(learner="j" * 24), RESIGN) == "not_yours"
    assert _refused(game, Caller(token=new_token()), RESIGN) == "not_a_table"  # a friends' link: no table here
    assert entry.apply(game, Caller(learner="k" * 24), RESIGN).game.resigned


def test_only_the_seat_to_move_plays_and_a_person_commands_only_their_own():
    game = new_game("s" * 24, Settings(rules="000-pairs", deal=5, coaching=False))
    assert _refused(game, Caller(), "1O") == "unknown"  # text is parsed first: act takes commands only
    friends = _friends()
    assert _refused(friends, as_seat(friends, 1), Command.of(friends.view.legal[0])) == "not_your_turn"
    assert _refused(friends, as_seat(friends, 1), HINT) == "not_here"  # no help against another person
    with pytest.raises(PracticeError) as refused:  # in the flow, a hint of the seat's own decisions only
        flow.hint(friends, seat=1)
    assert refused.value.code == "not_your_turn"
    assert _refused(friends, as_seat(friends, 1), TAKE_BACK) == "not_here"
    # the person's own browser only: another one holds the seat now
    assert holds.hold(friends.id, friends.seats[0].token, "other-browser-holder-0")
    assert _refused(friends, as_seat(friends, 0), Command.of(friends.view.legal[0])) == "taken_over"


@settings(max_examples=examples(100), deadline=None)
@given(name=st.sampled_from(sorted(PRACTICE_PRESETS)), seed=st.integers(0, 10**9 - 1), rng_seed=st.integers(0, 2**32))
def test_at_a_table_of_people_only_the_seat_to_move_plays_and_only_what_it_may(name, seed, rng_seed):
    """Every seat a person, random deals at every table: at each position every other seat's
    play is refused as not its turn (the one resting at five: as resting), the seat to move's
    card it does not hold as not allowed, and a legal one is played."""
    game = new_game("p" * 24, Settings(rules=name, deal=seed, coaching=False, level="easy"))
    game = replace(game, seats=tuple(Seat("person", new_token()) for _ in game.seats))
    rng = random.Random(rng_seed)
    while not game.over:
        seat = game.playing[current_player(game.state)]  # the table's seat (at five, the one resting has none)
        legal = game.view_of(seat).legal
        for other in set(range(len(game.seats))) - {seat}:  # the one resting too
            expected = "seat_resting" if other == game.rester else "not_your_turn"
            assert _refused(game, as_seat(game, other), Command.of(rng.choice(legal))) == expected
        stranger = next(c for c in deck_cards(game.record.rules) if c not in game.view_of(seat).hand)
        assert _refused(game, as_seat(game, seat), Command.of(Action.play(stranger))) == "illegal_action"
        action = rng.choice(legal)
        game = entry.apply(game, as_seat(game, seat), Command.of(action)).game
        assert game.record.moves[-1] is action


def test_each_person_plays_and_takes_back_only_their_own_moves():
    game = _friends()
    mine = game.view.legal[0]
    after = entry.apply(game, as_seat(game, 0), Command.of(mine)).game
    assert after.record.moves[game.ply] is mine and after.to_move(1) and not after.learner_to_move
    assert len(after.decisions) == 1  # the learner's decision, judged
    assert _refused(after, as_seat(after, 0), Command.of(after.view_of(1).legal[0])) == "not_your_turn"
    theirs = after.view_of(1).legal[0]
    both = entry.apply(after, as_seat(after, 1), Command.of(theirs)).game
    assert len(both.decisions) == 1  # the friend's move is no decision of the learner's
    assert flow.take_back(both, 1).record.moves == after.record.moves  # the friend's own only
    back = flow.take_back(both, 0)
    assert back.record.moves == game.record.moves and back.decisions == ()
    # at a table of people the entry takes nothing back: it would undo another person's move
    assert _refused(both, as_seat(both, 0), TAKE_BACK) == "not_here"


def test_a_resignation_is_for_the_seat_side_and_kept_when_saved():
    game = _friends(coaching=False)
    rules = game.record.rules
    resigned = entry.apply(game, as_seat(game, 1), RESIGN).game
    assert resigned.match_over and resigned.outcome.winner == rules.side_of(0)
    assert resigned.outcome.result_for(rules.side_of(1)) == "resigned"
    again = Game.from_json(resigned.id, resigned.to_json(), resigned.log)
    assert again.outcome == resigned.outcome
    mine = entry.apply(game, as_seat(game, 0), RESIGN).game
    assert mine.outcome.winner == rules.side_of(1) and "resigner" not in mine.to_json()  # practice's as before
    data = resigned.to_json()
    forged = {**data, "seats": ["person", "hard"]}  # the resigner's seat is a bot's
    with pytest.raises(PracticeError):
        Game.from_json(resigned.id, forged, resigned.log)


def test_the_next_deal_by_any_person_once_the_deal_is_over():
    game = _friends(rules="001", coaching=False)
    assert _refused(game, as_seat(game, 1), NEXT_DEAL) == "deal_not_over"
    while not game.over:
        seat = current_player(game.state)
        game = entry.apply(game, as_seat(game, seat), Command.of(game.view_of(seat).legal[0])).game
    nxt = entry.apply(game, as_seat(game, 1), NEXT_DEAL).game
    assert nxt.deal_index == 1 and nxt.ply == 0


def test_a_hint_is_answered_by_the_model_in_the_result():
    game = new_game("h" * 24, Settings(deal=9))
    acted = entry.apply(game, Caller(), HINT)
    assert acted.hint is not None and acted.game.hints == 1 and acted.game.record is game.record
    assert {e.move for e in acted.hint.evals} == set(game.view.legal)
    assert entry.apply(game, Caller(), Command.of(game.view.legal[0])).hint is None
    assert _refused(new_game("h" * 24, Settings(deal=9, coaching=False)), Caller(), HINT) == "coach_off"


# -- seats and views ----------------------------------------------------------------------


def test_seats_carry_who_sits_there():
    token = new_token()
    seats = (Seat("person"), Seat("person", token), Seat("hard"))
    assert seats_from_json(seats_to_json(seats), 3) == seats and seat_of(seats, token) == 1
    assert seat_of(seats, new_token()) is None
    for who, bad in (("hard", token), ("person", "short"), ("person", "x" * 23 + "!")):
        with pytest.raises(ValueError):
            Seat(who, bad)
    with pytest.raises(ValueError):
        seats_from_json(["person", {"who": "person", "token": token, "more": 1}], 2)


def _cards(view) -> set:
    """Every card a view carries, wherever it is."""
    out = set(view.hand) | set(view.played) | {c for k in view.known for c in k}
    out |= {c for e in view.exchanges for c in (e.given, e.taken)}
    # a chiamata call names every suit of its rank, wherever each card lies: no card's place
    out |= {a.card for a in view.legal if a.card is not None and a.kind != "call"}
    return out | ({view.turned_up} if view.turned_up is not None else set())


@settings(max_examples=examples(300), deadline=None)
@given(name=st.sampled_from(sorted(PRACTICE_PRESETS)), seed=st.integers(0, 2**32), rng_seed=st.integers(0, 2**32))
def test_no_view_leaks_a_hidden_card(name, seed, rng_seed):
    """At every table, after every move of random deals: the onlookers' view carries no card
    that is not public, and nothing in it changes when what any one seat cannot see is dealt
    again; seat k's view carries no card of another hand that all do not know."""
    game = new_game("v" * 24, Settings(rules=name, deal=seed % 10**9, coaching=False, level="easy"))
    rng = random.Random(rng_seed)
    s = game.state
    while True:
        public = public_view(s)
        known = {c for k in public.known for c in k}
        shown = {s.turned_up} if public.turned_up is not None else set()
        exchanged = {c for e in s.exchanges for c in (e.given, e.taken)}
        assert _cards(public) <= set(public.played) | known | shown | exchanged
        assert public.hand == () and public.legal == () and public.signs == () and public.seat is None
        assert not public.signals or s.rules.signals_seen
        for seat in range(s.rules.players):
            assert public_view(reshuffle_hidden(s, seat, rng)) == public
            others = {c for j, h in enumerate(s.hands) if j != seat for c in h}
            assert _cards(observe(s, seat)) & others <= known | set(public.played) | exchanged
        if s.phase is OVER:
            break
        s = step(s, rng.choice(legal_actions(s)))


def test_the_game_gives_any_seats_view_and_the_public_one():
    game = new_game("v" * 24, Settings(rules="000-pairs", deal=3, coaching=False))
    assert game.view_of(game.learner) is game.view
    assert [game.view_of(k).hand for k in range(4)] == [tuple(h) for h in game.state.hands]
    assert game.public_view == public_view(game.state) and game.public_view.hand == ()
    with pytest.raises(PracticeError):
        game.view_of(4)


# -- thinking ahead -----------------------------------------------------------------------


class _Coach:
    """A coach that only notes what it is handed to think about."""

    def __init__(self):
        self.thought, self.prepared = [], []

    def pause(self, keep=None, where=None):
        pass

    def think(self, key, view, seed):
        self.thought.append((key, view, seed))

    def prepare(self, key, work, data, code, budget):
        self.prepared.append((key, work, data, code))


def test_what_to_think_about_ahead_is_the_tables_data(monkeypatch):
    coach = _Coach()
    monkeypatch.setattr(entry, "thinker", lambda: coach)
    game = new_game("a" * 24, Settings(level="hard", deal=5))
    entry._think(game)  # the learner's position valued, the hard bots' replies to each move prepared
    assert coach.thought == [((game.id, flow.position(game)), game.view, game.seed)]
    assert [p[3] for p in coach.prepared] == [a.code for a in game.view.legal]
    assert all(p[1] is flow.replies_after and p[2] == flow.reply_data(game) for p in coach.prepared)
    for calm in (new_game("a" * 24, Settings(level="normal", deal=5, coaching=False)), flow.resign(game)):
        coach.thought, coach.prepared = [], []
        entry._think(calm)  # no coach, no hard bot; nobody to wait for
        assert coach.thought == coach.prepared == []
    friends = _friends()
    moved = entry.apply(friends, as_seat(friends, 0), Command.of(friends.view.legal[0])).game
    entry._think(moved)  # the friend to move: no coach's values of the learner's, no bot to wait for
    assert coach.thought == coach.prepared == []


# -- the page ----------------------------------------------------------------------------


def _forged(game_id: str, value, version: int, lang: str) -> None:
    import streamlit as st

    from brisca.text import error_text
    from brisca.ui.practice_view import NOTICE, handle_click

    st.query_params["game"] = game_id
    handle_click({"action": value, "version": version})
    st.write(error_text(st.session_state[NOTICE], lang) if NOTICE in st.session_state else "applied")


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("value", ["99Z", "play:1O", "<b>", "new_game ", "x" * 500, 7, None])
def test_a_forged_click_value_is_refused_with_a_clear_message(lang, value):
    game = flow.start(Settings(deal=5, coaching=False))
    run = AppTest.from_function(_forged, args=(game.id, value, game.version, lang)).run()
    assert not run.exception, run.exception
    code = "not_text" if not isinstance(value, str) else "too_long" if len(value) > 40 else "unknown"
    assert run.markdown[0].value == t(f"error-command-{code}", lang)
    assert flow.load(game.id).version == game.version  # nothing was saved
