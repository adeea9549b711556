"""The practice game: its model, its storage and its page, played to the end by AppTest."""

import json

import pytest
from streamlit.testing.v1 import AppTest

from brisca import storage
from brisca.practice import (
    LEARNER,
    Game,
    PracticeError,
    Settings,
    bot_step,
    go_on,
    learner_to_move,
    new_game,
    play,
)
from tests.test_pages import open_page


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def drive(game: Game) -> Game:
    """The bot's moves and the learner's 'go on', until the learner must choose a card."""
    for _ in range(10):
        if game.trick_pending:
            game = go_on(game, game.ply)
        else:
            after = bot_step(game)
            if after is game:
                return game
            game = after
    return game


def test_a_game_to_the_end_in_the_model():
    game = drive(new_game(storage.new_id(), Settings(deal=7, coaching=False)))
    while not game.over:
        assert learner_to_move(game)
        game = drive(play(game, game.view.legal[0], game.ply))
    assert sum(game.state.points) == 120 and len(game.record.moves) == 40


def test_a_stale_action_changes_nothing():
    game = drive(new_game(storage.new_id(), Settings(deal=3, coaching=False)))
    card = game.view.legal[0]
    assert play(game, card, game.ply + 1) is game
    after = play(game, card, game.ply)
    assert after is not game and play(after, card, game.ply) is after


def test_coaching_records_a_verdict_per_decision():
    game = drive(new_game(storage.new_id(), Settings(deal=5)))
    after = play(game, game.view.legal[-1], game.ply)
    assert len(after.decisions) == 1 and after.decisions[0].ply == game.ply


def test_games_round_trip_through_storage():
    game = drive(new_game(storage.new_id(), Settings(deal=9, level="easy", rules="004")))
    game = play(game, game.view.legal[0], game.ply)
    storage.save(game.id, game.to_json())
    again = Game.from_json(game.id, storage.load(game.id))
    assert again == game


@pytest.mark.parametrize("bad, code", [("short", "bad_id"), ("x" * 30, "unknown_id"), ("'; DROP TABLE games;--" * 2,
                                                                                        "bad_id")])
def test_bad_ids(bad, code):
    with pytest.raises(storage.StorageError) as e:
        storage.load(bad)
    assert e.value.code == code


def test_a_broken_record_is_refused():
    game = new_game(storage.new_id(), Settings(deal=1))
    data = game.to_json()
    data["record"]["moves"] = ["1O", "1O"]
    with pytest.raises(PracticeError):
        Game.from_json(game.id, data)


def open_practice(lang="es", **params) -> AppTest:
    return open_page("pages/practice.py", lang, **params)


def game_of(at: AppTest) -> Game:
    game_id = at.query_params["game"]
    game_id = game_id[0] if isinstance(game_id, list) else game_id
    return Game.from_json(game_id, storage.load(game_id))


def reopen(at: AppTest, lang="en") -> AppTest:
    """A new session (as after a reload or a server restart) on the same game id."""
    return open_practice(lang, game=game_of(at).id)


def click_first(at: AppTest, prefix: str) -> bool:
    for button in at.button:
        if (button.key or "").startswith(prefix) and not button.disabled:
            button.click().run()
            assert not at.exception, at.exception
            return True
    return False


def hidden_from_learner(game: Game) -> set[str]:
    view = game.view
    seen = set(view.hand) | set(view.played) | {c for k in view.known for c in k}
    if view.turned_up is not None:
        seen.add(view.turned_up)
    every = {c.code for h in game.state.hands for c in h} | {c.code for c in game.state.stock}
    return every - {c.code for c in seen}


def shown_cards(at: AppTest) -> set[str]:
    """Every card the page names: picture alternatives, captions and texts."""
    from brisca.cards import ALL_CARDS
    from brisca.text import card_name

    page = json.dumps([str(e.proto) for e in at.main]) + json.dumps([str(e.proto) for e in at.sidebar])
    return {code for code, card in ALL_CARDS.items() if card_name(card, "en") in page}


def test_a_whole_game_through_the_page_with_hint_exchange_and_reload():
    at = open_practice("en")
    at.selectbox(key="pr_rules").set_value("001").run()  # the rulebook: exchanges on one's turn
    at.text_input(key="pr_deal").set_value("11").run()
    at.button(key="pr_start").click().run()
    assert not at.exception
    used_hint = exchanged = reloaded = False
    for _ in range(200):
        game = game_of(at)
        if game.over and not game.trick_pending:
            break
        hidden = hidden_from_learner(game)
        assert not (shown_cards(at) & hidden), "a hidden card reached the page"
        if click_first(at, "pr_go_on"):
            continue
        if not used_hint and click_first(at, "pr_hint"):
            used_hint = True
            assert at.info
            continue
        if not exchanged and click_first(at, "pr_ex_"):
            exchanged = True
            continue
        if not reloaded and len(game.state.tricks) >= 10:
            before = game_of(at)
            at = reopen(at)
            assert game_of(at).record == before.record
            reloaded = True
        assert click_first(at, "pr_card_") or click_first(at, "pr_skip")
    game = game_of(at)
    assert game.over and sum(game.state.points) == 120
    assert used_hint and reloaded and game.hints == 1
    assert exchanged or not any(e.seat == LEARNER for e in game.state.exchanges)
    assert at.button(key="pr_again") and any("Review" == s.value for s in at.subheader)
    assert len(game.decisions) >= 15


def test_an_exchange_is_offered_when_the_rules_allow_it():
    # Find a rulebook deal where the learner holds the 7 of trumps and the turned-up card has points.
    for number in range(300):
        game = drive(new_game(storage.new_id(), Settings(rules="001", deal=number, coaching=False)))
        if any(a for a in game.view.legal if not hasattr(a, "suit")):
            break
    storage.save(game.id, game.to_json())
    at = open_practice("en", game=game.id)
    assert click_first(at, "pr_ex_")
    assert game_of(at).state.exchanges[0].seat == LEARNER


@pytest.mark.parametrize("value", ["nope", "x" * 30, "<script>alert(1)</script>"])
def test_unknown_or_malformed_ids_get_a_message_and_a_new_game_button(value):
    at = open_practice("es", game=value)
    assert at.error and at.button(key="pr_new_error")
    at.button(key="pr_new_error").click().run()
    assert "game" not in at.query_params and at.button(key="pr_start")


def _second_click(game_id: str, payload: str, ply: int) -> None:
    """What a second quick click sends: the same action, made for the move number it was drawn at."""
    import streamlit as st

    from brisca.ui.practice_view import NOTICE, _act

    st.query_params["game"] = game_id
    _act("play", payload, ply)
    st.write(st.session_state.get(NOTICE, "applied"))


def test_a_stale_click_is_ignored_by_the_page():
    at = open_practice("en", deal="5")
    at.button(key="pr_start").click().run()
    while game_of(at).trick_pending or not learner_to_move(game_of(at)):
        assert click_first(at, "pr_go_on")
    game = game_of(at)
    first, second = game.view.legal[0], game.view.legal[1]
    at.button(key=f"pr_card_{first.code}_{game.ply}").click().run()
    moves = game_of(at).record.moves
    assert moves[game.ply] is first
    stale = AppTest.from_function(_second_click, args=(game.id, second.code, game.ply)).run()
    assert not stale.exception and stale.markdown[0].value == "practice-stale"
    assert game_of(at).record.moves == moves


def test_shared_deal_prefills_the_form():
    at = open_practice("en", deal="1234", rules="004", level="hard")
    assert at.text_input(key="pr_deal").value == "1234"
    assert at.selectbox(key="pr_rules").value == "004"
    at.button(key="pr_start").click().run()
    game = game_of(at)
    assert game.settings.deal == 1234 and game.settings.level == "hard" and game.settings.rules == "004"


def test_coming_back_to_the_page_offers_the_game_in_progress():
    at = open_practice("en", deal="8")
    at.button(key="pr_start").click().run()
    game_id = game_of(at).id
    at.switch_page("pages/rules.py").run()
    del at.query_params["game"]  # the navigation links carry only the language
    at.switch_page("pages/practice.py").run()
    assert "game" not in at.query_params
    at.button(key="pr_resume").click().run()
    assert game_of(at).id == game_id
