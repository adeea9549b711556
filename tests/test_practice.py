"""The practice game: its model (bot replies, take-back, resign, saving), and its page, played
to the end by AppTest."""

import json
from dataclasses import replace

import pytest
from conftest import open_page
from streamlit.testing.v1 import AppTest

from brisca.teach import practice, storage
from brisca.teach.practice import LEARNER, Game, PracticeError, Settings, new_game, play, resign, take_back


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def test_a_game_to_the_end_in_the_model():
    game = new_game(storage.new_id(), Settings(deal=7, coaching=False))
    while not game.over:
        assert game.learner_to_move  # the bot's moves are made by the model, never awaited
        game = play(game, game.view.legal[0])
    assert sum(game.state.points) == 120 and len(game.record.moves) == 40


def test_coaching_records_a_verdict_per_decision():
    game = new_game(storage.new_id(), Settings(deal=5))
    after = play(game, game.view.legal[-1])
    assert len(after.decisions) == 1 and after.decisions[0].ply == game.ply


def test_take_back_undoes_the_learners_last_move_and_the_bots_replies():
    game = new_game(storage.new_id(), Settings(deal=5))
    middle = play(game, game.view.legal[0])
    back = take_back(play(middle, middle.view.legal[0]))
    assert back.record.moves == middle.record.moves and back.takebacks == 1
    assert [d.ply for d in back.decisions] == [d.ply for d in middle.decisions]
    assert take_back(back).record.moves == game.record.moves
    with pytest.raises(PracticeError):
        take_back(take_back(back))


def test_resigning_ends_the_game_for_the_bot():
    game = resign(new_game(storage.new_id(), Settings(deal=2)))
    assert game.over and game.resigned and not game.learner_to_move
    with pytest.raises(PracticeError):
        play(game, game.view.legal[0] if game.view.legal else None)


def test_games_round_trip_through_storage():
    game = practice.start(Settings(deal=9, level="easy", rules="004"))
    after = practice.commit(game, play(game, game.view.legal[0]))
    again = practice.load(game.id)
    assert again == after and again.version == after.version == 2


def test_the_slower_of_two_tabs_is_refused_and_nothing_goes_back():
    """Tab A asks for a hint while tab B plays a card; B saves first. A's save must not put
    the game back a move: it is refused, and the game stays as B left it."""
    game = practice.start(Settings(deal=4))
    tab_a, tab_b = practice.load(game.id), practice.load(game.id)
    _, _, hinted = practice.hint(tab_a)  # A computes (the coach takes a while)
    played = practice.commit(tab_b, play(tab_b, tab_b.view.legal[0]))  # B saves first
    with pytest.raises(storage.StorageError) as e:
        practice.commit(tab_a, hinted)
    assert e.value.code == "conflict"
    assert practice.load(game.id).record.moves == played.record.moves


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
    return practice.load(game_id)


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
    from brisca.core.cards import ALL_CARDS
    from brisca.text import card_name

    page = json.dumps([str(e.proto) for e in at.main]) + json.dumps([str(e.proto) for e in at.sidebar])
    return {code for code, card in ALL_CARDS.items() if card_name(card, "en") in page}


def test_a_whole_game_through_the_page_with_hint_exchange_take_back_and_reload():
    at = open_practice("en")
    at.selectbox(key="pr_rules").set_value("001").run()  # the rulebook: exchanges on one's turn
    at.text_input(key="pr_deal").set_value("11").run()
    at.button(key="pr_start").click().run()
    assert not at.exception
    used_hint = exchanged = reloaded = took_back = False
    for _ in range(200):
        game = game_of(at)
        if game.over:
            break
        hidden = hidden_from_learner(game)
        assert not (shown_cards(at) & hidden), "a hidden card reached the page"
        if not used_hint and click_first(at, "pr_hint"):
            used_hint = True
            assert at.info
            continue
        if not exchanged and click_first(at, "pr_ex_"):
            exchanged = True
            continue
        if not took_back and len(game.state.tricks) == 3:
            moves = game.record.moves
            assert click_first(at, "pr_take_back")
            assert len(game_of(at).record.moves) < len(moves)
            took_back = True
            continue
        if not reloaded and len(game.state.tricks) >= 10:
            before = game_of(at)
            at = open_practice("en", game=before.id)  # a new session, as after a reload or a restart
            assert game_of(at).record == before.record
            reloaded = True
        assert click_first(at, "pr_card_") or click_first(at, "pr_skip")
    game = game_of(at)
    assert game.over and sum(game.state.points) == 120
    assert used_hint and reloaded and took_back and game.hints == 1 and game.takebacks == 1
    assert exchanged or not any(e.seat == LEARNER for e in game.state.exchanges)
    assert at.button(key="pr_again") and any("Review" == s.value for s in at.subheader)
    assert len(game.decisions) >= 15


def test_resign_from_the_page():
    at = open_practice("en", deal="6")
    at.button(key="pr_start").click().run()
    assert click_first(at, "pr_resign")
    assert game_of(at).resigned and at.button(key="pr_again")


def test_an_exchange_is_offered_when_the_rules_allow_it():
    for number in range(300):
        game = new_game(storage.new_id(), Settings(rules="001", deal=number, coaching=False))
        if any(a for a in game.view.legal if not hasattr(a, "suit")):
            break
    game = replace(game, version=storage.create(game.id, game.to_json()))
    at = open_practice("en", game=game.id)
    assert click_first(at, "pr_ex_")
    assert game_of(at).state.exchanges[0].seat == LEARNER


@pytest.mark.parametrize("value", ["nope", "x" * 30, "<script>alert(1)</script>", "A" * 24 + "\n"])
def test_unknown_or_malformed_ids_get_a_message_and_a_new_game_button(value):
    at = open_practice("es", game=value)
    assert at.error and at.button(key="pr_new_error")
    at.button(key="pr_new_error").click().run()
    assert "game" not in at.query_params and at.button(key="pr_start")


def _second_click(game_id: str, payload: str, version: int) -> None:
    """What a second quick click sends: the same action, made for the version it was drawn at."""
    import streamlit as st

    from brisca.ui.practice_view import NOTICE, _act, _play

    st.query_params["game"] = game_id
    _act(_play, version, payload)
    st.write(st.session_state[NOTICE][1].code if NOTICE in st.session_state else "applied")


def test_a_stale_click_is_refused_and_said():
    at = open_practice("en", deal="5")
    at.button(key="pr_start").click().run()
    game = game_of(at)
    first, second = game.view.legal[0], game.view.legal[1]
    at.button(key=f"pr_card_{first.code}_{game.version}").click().run()
    moves = game_of(at).record.moves
    assert moves[game.ply] is first
    stale = AppTest.from_function(_second_click, args=(game.id, second.code, game.version)).run()
    assert not stale.exception and stale.markdown[0].value == "conflict"
    assert game_of(at).record.moves == moves


@pytest.mark.parametrize("typed", ["²", "12x", "１２", "-3", "1e5", "1 2"])
def test_a_bad_deal_number_gets_a_message(typed):
    at = open_practice("es")
    at.text_input(key="pr_deal").set_value(typed).run()  # a tampered client may send more than 9
    at.button(key="pr_start").click().run()
    assert not at.exception and "game" not in at.query_params
    assert at.warning and "número de reparto" in at.warning[0].value


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
