"""The practice game: its model (bot replies, take-back, resign, saving), and its page, played
to the end by AppTest."""

import json
from dataclasses import replace

import pytest
from conftest import component_data, hidden_from_learner, open_page
from streamlit.testing.v1 import AppTest

from brisca.bots.turns import bot_turns
from brisca.core.action import Action, Move
from brisca.core.rules import PRESET_BY_NAME
from brisca.core.state import current_player, legal_actions, step
from brisca.teach.table import entry, flow, storage
from brisca.teach.table.access import Caller
from brisca.teach.table.command import Command
from brisca.teach.table.flow import (
    LEVELS,
    PRACTICE_PRESETS,
    Game,
    PracticeError,
    Settings,
    new_game,
    play,
    resign,
    take_back,
)
from brisca.text import preset_name, preset_summary, t


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
    game = flow.start(Settings(deal=9, level="easy", rules="004"))
    after = flow.commit(game, play(game, game.view.legal[0]))
    again = flow.load(game.id)
    assert again == after and again.version == after.version == 2


def test_the_slower_of_two_tabs_is_refused_and_nothing_goes_back():
    """Tab A asks for a hint while tab B plays a card; B saves first. A's save must not put
    the game back a move: it is refused, and the game stays as B left it."""
    game = flow.start(Settings(deal=4))
    tab_a, tab_b = flow.load(game.id), flow.load(game.id)
    _, _, hinted = flow.hint(tab_a)  # A computes (the coach takes a while)
    played = flow.commit(tab_b, play(tab_b, tab_b.view.legal[0]))  # B saves first
    with pytest.raises(storage.StorageError) as e:
        flow.commit(tab_a, hinted)
    assert e.value.code == "conflict"
    assert flow.load(game.id).record.moves == played.record.moves


def test_a_broken_record_is_refused():
    game = new_game(storage.new_id(), Settings(deal=1))
    log = (game.log[0], "1O", "1O")
    with pytest.raises(PracticeError):
        Game.from_json(game.id, game.to_json(), log)


def open_practice(lang="es", **params) -> AppTest:
    return open_page("pages/practice.py", lang, **params)


def game_of(at: AppTest) -> Game:
    game_id = at.query_params["game"]
    game_id = game_id[0] if isinstance(game_id, list) else game_id
    return flow.load(game_id)


def revealed(data: dict) -> set:
    """Every card the table data names, by code or by name, in any language."""
    from brisca.core.cards import ALL_CARDS
    from brisca.text import card_name

    text = json.dumps(data, ensure_ascii=False)
    return {card for code, card in ALL_CARDS.items()
            if f'"{code}"' in text or any(card_name(card, lang) in text for lang in ("es", "en"))}


def _click(game_id: str, action: str, version: int) -> None:
    """A click on the table, sent through the page's own handler."""
    import json

    import streamlit as st

    from brisca.ui.practice_view import HINT, LEAVE, NOTICE, handle_click

    st.query_params["game"] = game_id
    handle_click({"action": action, "version": version})
    st.write(st.session_state[NOTICE].code if NOTICE in st.session_state else
             "leave" if st.session_state.get(LEAVE) else "applied")
    if HINT in st.session_state:  # what the table shows in the session that asked
        from brisca.teach.table.seat_board import hint_data

        _, _, evals, why = st.session_state[HINT]
        st.write(json.dumps(hint_data(evals, why, "en")))


def click(game: Game, action: str, version: int | None = None) -> str:
    run = AppTest.from_function(_click, args=(game.id, action, game.version if version is None else version)).run()
    assert not run.exception, run.exception
    if action == "hint":  # the hint, as the table of that session shows it
        hint = json.loads(run.markdown[1].value)
        assert hint["text"] and len(hint["moves"]) == len(game.view.legal)
    return run.markdown[0].value


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_form_names_every_rule_set_and_sums_up_the_chosen_one(lang):
    at = open_practice(lang)
    choice = at.pills(key="pr_rules")
    assert choice.options == [preset_name(PRESET_BY_NAME[n], lang) for n in PRACTICE_PRESETS]
    for name in ("000", "004"):
        at.pills(key="pr_rules").set_value(name).run()
        assert preset_summary(PRESET_BY_NAME[name], lang) in [c.value for c in at.caption]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_form_offers_the_helps_and_a_deal_at_random_or_by_number(lang):
    at = open_practice(lang)
    aids = at.pills(key="pr_aids")
    assert aids.options == [t("practice-coaching", lang), t("practice-counting", lang)]
    assert aids.value == ["coaching", "counting"]  # both helps on for a new learner
    assert at.segmented_control(key="pr_deal_by").value == "random" and not at.text_input
    at.pills(key="pr_aids").set_value(["counting"]).run()
    at.button(key="pr_start").click().run()
    game = game_of(at)
    assert not game.settings.coaching and game.settings.counting
    at = open_practice(lang)
    at.segmented_control(key="pr_deal_by").set_value("number").run()
    at.text_input(key="pr_deal").set_value("77").run()
    at.segmented_control(key="pr_deal_by").set_value("random").run()  # changed their mind: the number is not used
    assert not at.text_input
    at.button(key="pr_start").click().run()
    assert game_of(at).settings.deal != 77  # a random deal: one in DEAL_LIMIT to be 77


def test_a_whole_game_through_the_page_with_hint_exchange_take_back_and_reload():
    at = open_practice("en")
    at.pills(key="pr_rules").set_value("001").run()  # the rulebook: exchanges on one's turn
    at.segmented_control(key="pr_deal_by").set_value("number").run()
    at.text_input(key="pr_deal").set_value("11").run()
    at.button(key="pr_start").click().run()
    assert not at.exception
    game_id = game_of(at).id
    used_hint = exchanged = took_back = False
    for _ in range(60):
        at = open_practice("en", game=game_id)  # a new session every move: as after a reload
        game = flow.load(game_id)
        if game.over:
            break
        data = component_data(at, "brisca_board")
        assert not (revealed(data) & hidden_from_learner(game)), "a hidden card reached the browser"
        assert data["version"] == game.version and [c["code"] for c in data["hand"]] == [c.code for c in game.view.hand]
        if not used_hint:
            assert click(game, "hint") == "applied"
            used_hint = True
            assert flow.load(game_id).hints == 1
            continue
        exchanges = [a for a in game.view.legal if a.kind == "exchange"]
        if exchanges and not exchanged:
            assert click(game, exchanges[0].code) == "applied"
            exchanged = True
            continue
        if not took_back and len(game.state.tricks) == 3:
            assert click(game, "take_back") == "applied"
            assert len(flow.load(game_id).record.moves) < len(game.record.moves)
            took_back = True
            continue
        playable = [c for c in data["hand"] if c["playable"]]
        assert click(game, playable[0]["code"]) == "applied"
    game = flow.load(game_id)
    assert game.over and sum(game.state.points) == 120
    assert used_hint and took_back and game.hints == 1 and game.takebacks == 1
    assert exchanged or not any(e.seat == game.learner for e in game.state.exchanges)
    # 001 plays to three deals won: the first one over, the next is a button away
    assert at.button(key="pr_next_deal") and any("Review" == s.value for s in at.subheader)
    assert len(game.decisions) >= 15


def test_resign_and_new_game_from_the_table():
    at = open_practice("en", deal="6")
    at.button(key="pr_start").click().run()
    game = game_of(at)
    assert click(game, "resign") == "applied"
    assert flow.load(game.id).resigned
    at = open_practice("en", game=game.id)
    assert at.button(key="pr_again")  # the end of the game: result and review
    assert click(flow.load(game.id), "new_game") == "leave"


def _leave_on_the_page(game_id: str, version: int) -> None:
    """The board's "new game" clicked while the game is on the page, and the page's run after it."""
    import streamlit as st

    from brisca.ui.practice_view import LEAVE, handle_click, practice_widget

    st.query_params["game"] = game_id
    handle_click({"action": "new_game", "version": version})
    practice_widget("es")
    st.write("pending" if LEAVE in st.session_state else "done")


@pytest.mark.parametrize("reload", [False, True])
def test_new_game_on_the_board_between_deals_of_a_match_leaves_the_table(reload):
    """Pairs with signals, the first deal over: the board's "Nueva partida" opens the new-game
    form (it did nothing, its buttons greyed out, and again after a reload)."""
    game = flow.start(Settings(rules="003-pairs-signals", deal=5, level="easy", coaching=False))
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[0]))
    assert not game.match_over
    if reload:
        at = open_practice("es", game=game.id)
        assert at.button(key="pr_next_deal")  # the deal's end, as the page draws it
    at = AppTest.from_function(_leave_on_the_page, args=(game.id, game.version), default_timeout=60).run()
    assert not at.exception, at.exception
    assert "game" not in at.query_params and at.button(key="pr_start")  # the form
    assert not [b for b in at.button if b.key == "pr_next_deal"] and at.markdown[-1].value == "done"  # nothing pending
    assert flow.load(game.id) == game  # leaving changes nothing of the game


def test_an_exchange_is_offered_when_the_rules_allow_it():
    for number in range(300):
        game = new_game(storage.new_id(), Settings(rules="001", deal=number, coaching=False))
        if any(a for a in game.view.legal if not a.is_play):
            break
    game = replace(game, version=storage.create(game.id, game.to_json(), game.log))
    data = component_data(open_practice("en", game=game.id), "brisca_board")
    assert data["actions"] and data["actions"][0]["id"].startswith("exchange:")
    assert click(game, data["actions"][0]["id"]) == "applied"
    assert flow.load(game.id).state.exchanges[0].seat == game.learner


@pytest.mark.parametrize("value", ["nope", "x" * 30, "<script>alert(1)</script>", "A" * 24 + "\n"])
def test_unknown_or_malformed_ids_get_a_message_and_a_new_game_button(value):
    at = open_practice("es", game=value)
    assert at.error and at.button(key="pr_new_error")
    at.button(key="pr_new_error").click().run()
    assert "game" not in at.query_params and at.button(key="pr_start")


@pytest.mark.parametrize("action", ["99Z", "exchange:", "play:1O", "<b>", "x" * 500, "[" * 5000, "take_back"])
def test_a_stale_or_tampered_click_is_refused_and_said(action):
    at = open_practice("en", deal="5")
    at.button(key="pr_start").click().run()
    game = game_of(at)
    first = game.view.legal[0]
    assert click(game, first.code) == "applied"
    after = flow.load(game.id)
    assert click(game, action, version=game.version) == "conflict"  # made for the version before
    assert flow.load(game.id).record == after.record
    data = component_data(open_practice("en", game=game.id), "brisca_board")
    assert data["verdict"] is None or data["verdict"]["kind"] != "info"  # the notice belongs to that session


@pytest.mark.parametrize("typed", ["²", "12x", "１２", "-3", "1e5", "1 2"])
def test_a_bad_deal_number_gets_a_message(typed):
    at = open_practice("es")
    at.segmented_control(key="pr_deal_by").set_value("number").run()
    at.text_input(key="pr_deal").set_value(typed).run()  # a tampered client may send more than 9
    at.button(key="pr_start").click().run()
    assert not at.exception and "game" not in at.query_params
    assert at.warning and "número de reparto" in at.warning[0].value


def test_shared_deal_prefills_the_form():
    at = open_practice("en", deal="1234", rules="004", level="hard")
    assert at.segmented_control(key="pr_deal_by").value == "number"
    assert at.text_input(key="pr_deal").value == "1234"
    assert at.pills(key="pr_rules").value == "004"
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


@pytest.mark.parametrize("lang, said", [("es", "El contrario se lleva la baza"),
                                        ("en", "The opponent takes the trick")])
def test_the_table_names_the_opponent_with_its_article(lang, said):
    from brisca.teach.table.seat_board import seat_board

    game = new_game(storage.new_id(), Settings(deal=7, coaching=False))
    while not (game.state.tricks and game.state.tricks[-1].winner == 1):
        game = play(game, game.view.legal[0])
    data = seat_board(game, lang)
    assert data["last_trick"]["text"].startswith(said), data["last_trick"]["text"]
    assert data["seats"][1]["label"] == t("practice-seat-rival", lang)


def test_a_hint_sent_by_hand_without_the_coach_is_refused_and_not_counted():
    """The page shows no hint button with the coach off; a click forged anyway is refused by
    the practice model itself, and told."""
    game = flow.start(Settings(deal=9, coaching=False))
    with pytest.raises(flow.PracticeError) as refused:
        flow.hint(game)
    assert refused.value.code == "coach_off"
    run = AppTest.from_function(_click, args=(game.id, "hint", game.version)).run()
    assert not run.exception and run.markdown[0].value == "coach_off"
    assert flow.load(game.id).hints == 0


def _finished(number: int = 4):
    game = new_game("f" * 24, Settings(deal=number, coaching=False))
    while not game.over:
        game = play(game, game.view.legal[0])
    return game


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_board_tells_the_end_and_keeps_the_last_trick(lang):
    from brisca.teach.table.seat_board import result_text, seat_board

    game = _finished()
    data = seat_board(game, lang)
    assert data["status"] == result_text(game, lang) and data["final"]
    assert t("board-bot_turn", lang) not in data["status"] and str(game.state.points[0]) in data["status"]
    assert data["last_trick"]["id"] == 20 and not data["hand"] and not data["actions"]
    assert [c["enabled"] for c in data["controls"]] == [False, False, False, True]
    resigned = flow.resign(new_game("g" * 24, Settings(deal=5)))
    data = seat_board(resigned, lang)
    assert not data["hand"] and t("practice-result-resigned", lang) in data["status"]


def test_the_tricks_so_far_can_be_looked_back_at():
    from brisca.teach.table.seat_board import seat_board

    game = new_game("h" * 24, Settings(deal=8, coaching=False))
    for _ in range(7):
        game = play(game, game.view.legal[0])
    data = seat_board(game, "en")
    tricks = game.state.tricks
    assert [h["id"] for h in data["history"]] == list(range(1, len(tricks) + 1))
    assert [[c["code"] for c in h["cards"]] for h in data["history"]] == [[c.code for c in tr.cards] for tr in tricks]
    assert data["labels"]["history"] == f"The {len(tricks)} tricks played"


def test_resigning_asks_first_and_hints_say_why_they_are_off():
    from brisca.teach.table.seat_board import seat_board

    data = seat_board(new_game("i" * 24, Settings(deal=8, coaching=False)), "es")
    controls = {c["id"]: c for c in data["controls"]}
    assert controls["resign"]["confirm"] == "¿Abandonar? Pulsa otra vez"
    assert not controls["hint"]["enabled"] and "sin entrenador" in controls["hint"]["label"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_each_level_says_who_plays_and_how_strong(lang):
    from brisca.bots.expert import ExpertBot
    from brisca.bots.learned import TABLES
    from brisca.bots.play_reading import reader
    from brisca.core.rules import PRESETS
    from brisca.core.state import current_player, legal_actions, step
    from brisca.core.view import observe
    from brisca.teach.table.flow import EASY_NOISE

    at = open_practice(lang)
    worlds = ExpertBot(0).worlds_at(PRESETS["000"])  # the table the page opens at
    for level in LEVELS:
        at.segmented_control(key="pr_level").set_value(level).run()
        about = t(f"practice-level-{level}-about", lang, noise=round(100 * EASY_NOISE), worlds=worlds, learned="reads")
        assert about in [c.value for c in at.caption]
    assert str(round(100 * EASY_NOISE)) in t("practice-level-easy-about", lang, noise=35, worlds=1)
    # the hard level's number is the worlds its bot samples at the table chosen; where it says
    # the worlds are played out as learned, its bot has the network there; where it says they are
    # weighed by the learner's last cards, once the learner has played, a reading of those cards
    told = set()
    for rules in ("000", "000-pairs", "001-pairs", "003-chiamata"):
        at.pills(key="pr_rules").set_value(rules).run()
        game = new_game(storage.new_id(), Settings("hard", rules, deal=3, coaching=False))
        seat, bot = next(iter(game.bots.items()))
        state = game.state
        while current_player(state) != game.deal_seat(seat) or not state.tricks:
            state = step(state, legal_actions(state)[0])
        net = bot.net_at(state.rules)
        read = reader(observe(state, current_player(state)), net)
        if read is not None:  # what the caption says it reads: every other seat's plays, the learner's among them
            assert sorted(read.plays) == sorted(k for k in range(state.rules.players) if k != current_player(state))
            assert read.plays[game.deal_seat(game.learner)]
        reads = "reads" if state.rules.players == 2 else "reads-table"
        learned = reads if read is not None and bot.reads_plays else "plays" if net is not None else "no"
        assert (net is not None) == (rules in TABLES)
        said = t("practice-level-hard-about", lang, worlds=bot.worlds_for(game.view_of(seat)), learned=learned)
        assert said in [c.value for c in at.caption], rules
        told.add(learned)
    assert {"reads", "reads-table", "no"} <= told


def test_the_share_link_is_a_whole_link():
    from brisca.ui.practice_view import share_link

    run = AppTest.from_string(
        "from brisca.teach.table.flow import Settings\n"
        "from brisca.ui.practice_view import share_link\n"
        "import streamlit as st\n"
        "st.write(share_link(Settings(deal=12, rules='004', level='hard'), 'en'))").run()
    link = run.markdown[0].value
    assert link.startswith(("http", "/")) and link.endswith("?lang=en&deal=12&rules=004&level=hard")
    assert link != "?lang=en&deal=12&rules=004&level=hard" and callable(share_link)


def test_replies_thought_ahead_are_the_bots_own_and_stale_ones_are_not_used():
    game = new_game("j" * 24, Settings(level="hard", deal=30))
    for move in game.view.legal:
        fresh = play(game, move)
        codes = flow.replies_after(flow.reply_data(game), move.code)
        assert codes == tuple(a.code for a in fresh.record.moves[game.ply + 1:])
        assert play(game, move, replies=flow.known_replies(codes)).record == fresh.record
    wrong = flow.known_replies(("1O", "1O"))
    assert play(game, game.view.legal[0], replies=wrong).record == play(game, game.view.legal[0]).record
    assert flow.known_replies(("nonsense",)) is None


# -- a click's work: the game kept per process, not read, replayed and checked again ---------


def _a_match_at_its_third_deal() -> flow.Game:
    """A saved match of 001-pairs in its third deal, three decisions into it (the learner plays
    their first move, the coach values it over a few worlds)."""
    from brisca.teach.coach.tasks import chunk_values
    from brisca.teach.coach.verdicts import lines_of

    game = flow.start(Settings("normal", "001-pairs", deal=5))
    while game.deal_index < 2 or len(game.decisions) < 3:
        after = flow.next_deal(game) if game.over else flow.play(
            game, game.view.legal[0], chunk_values(game.view, game.seed, 0, 8, lines_of(game.view)))
        game = flow.commit(game, after)
    return game


@pytest.fixture
def replays(monkeypatch):
    """How many times a deal is replayed from its start (``GameRecord.states``)."""
    from brisca.core.record import GameRecord

    count = [0]
    states = GameRecord.states

    def counted(record):
        count[0] += 1
        return states(record)

    monkeypatch.setattr(GameRecord, "states", counted)
    return count


def test_a_click_in_a_matchs_third_deal_replays_no_deal_again(replays):
    from brisca.teach.table.seat_board import seat_board

    game = _a_match_at_its_third_deal()
    seat_board(flow.load(game.id), "es")  # the table as drawn before the click
    replays[0] = 0
    before = flow.load(game.id)  # the click: read, played, saved, and the table drawn again
    flow.commit(before, entry.apply(before, Caller(), Command.of(before.view.legal[-1])).game)
    shown = flow.load(game.id)
    seat_board(shown, "es")
    assert shown.ply > before.ply and shown.version == before.version + 1
    assert replays[0] <= 1  # it was 15: every deal of the match read, replayed and checked twice


def test_the_game_kept_is_the_game_a_fresh_read_gives():
    game = _a_match_at_its_third_deal()
    kept = flow.load(game.id)
    fresh = Game.from_json(game.id, *storage.load(game.id))
    assert kept == fresh and kept.to_json() == fresh.to_json() and kept.version == fresh.version
    assert kept.states == fresh.states and kept.match.state == fresh.match.state


def test_a_save_from_elsewhere_is_seen_at_once():
    game = flow.start(Settings(deal=5))
    assert flow.load(game.id) is flow.load(game.id)  # kept: not read again
    other = play(game, game.view.legal[0])  # another tab's session, or another server process
    storage.save(game.id, other.to_json(), game.version, storage.Appended.between(game.log, other.log))
    seen = flow.load(game.id)
    assert seen.version == game.version + 1 and seen.record == other.record
    with pytest.raises(storage.StorageError):  # and the first tab's click on the old game is refused
        flow.commit(game, play(game, game.view.legal[-1]))


def test_the_games_kept_are_bounded_the_least_recently_used_out_first():
    from brisca.teach.table.kept_games import KeptGames

    kept, reads = KeptGames(size=2), []

    def read(name):
        return lambda: reads.append(name) or name

    for name in ("a", "b", "a", "c", "a", "b"):
        assert kept.get(name, 1, read(name)) == name
    assert reads == ["a", "b", "c", "b"]  # "a" was used again before "c" came: "b" went
    assert kept.get("a", 2, read("a2")) == "a2"  # another version is another row


def test_a_game_is_kept_at_its_latest_version_only():
    """Each click saves a new version: the one before is never asked for again, so it is not
    kept beside it (a store of 256 versions of a few games held their past, not other games)."""
    from brisca.teach.table.kept_games import KeptGames

    kept = KeptGames(size=4)
    for version in range(1, 40):
        kept.put("a", version, f"a{version}")
    kept.put("b", 1, "b1")
    assert kept.kept("a", 39) == "a39" and kept.kept("b", 1) == "b1"
    assert all(kept.kept("a", version) is None for version in range(1, 39))
    kept.put("a", 12, "a12")  # a slower read of an older row
    assert kept.kept("a", 39) == "a39" and kept.kept("a", 12) is None
    for name in "cd":
        kept.put(name, 1, name)
    assert kept.kept("b", 1) == "b1"  # four games fit: "a"'s versions did not push "b" out


def test_a_verdict_that_cannot_be_said_is_refused_when_it_is_made():
    from brisca.core.trick import Reason
    from brisca.teach.coach.verdicts import Verdict
    from brisca.teach.table.decisions import Decision

    good = Decision.of(3, Verdict(Action.parse("1O"), Action.parse("3O"), 2.0, 0.0, "inaccuracy", False, ()))
    assert good.ply == 3
    unsaid = Verdict(Action.parse("1O"), Action.parse("3O"), 2.0, 0.0, "inaccuracy", False,
                     (Reason("no_such_reason", {}),))
    with pytest.raises(PracticeError):  # as a saved one is refused when read: kept games are checked alike
        Decision.of(3, unsaid)


# -- the bots' replies under a time budget ---------------------------------------------------


def test_a_reply_under_a_tiny_budget_is_legal_and_looks_at_fewer_worlds():
    from brisca.bots.expert import ExpertBot
    from brisca.teach.coach.budget import MIN_WORLDS, Pace, budgeted_turns

    game = new_game(storage.new_id(), Settings("hard", "001-pairs", deal=5, coaching=False))
    state = step(game.state, game.view.legal[0])
    turns = list(budgeted_turns(state, game.bots, 0.0, game.learner, pace=Pace()))
    assert turns and current_player(turns[-1][0].after) == game.learner  # the bots replied, each legally
    befores = [state, *(t.after for t, _ in turns)]
    for before, (turn, worlds) in zip(befores, turns, strict=False):
        assert turn.action in legal_actions(before) and turn.after == step(before, turn.action)
        assert worlds == MIN_WORLDS < ExpertBot.worlds
    assert all(bot.limit is None for bot in game.bots.values())  # the table's bots are not changed


def test_a_budget_the_machine_can_keep_plays_as_without_one():
    from brisca.bots.expert import ExpertBot
    from brisca.teach.coach.budget import Pace, budgeted_turns

    game = new_game(storage.new_id(), Settings("hard", "001-pairs", deal=5, coaching=False))
    state = step(game.state, game.view.legal[0])
    quick = Pace()  # a machine that plays a move out in a world in a thousandth of a millisecond
    quick.timed(4, 1000, 1.0)
    turns = budgeted_turns(state, game.bots, 1.0, game.learner, pace=quick, clock=lambda: 0.0)  # no time passes
    budgeted = [(t.action, w) for t, w in turns]
    worlds = ExpertBot(0).worlds_at(state.rules)  # a network's, where one plays
    assert budgeted == [(t.action, worlds) for t in bot_turns(state, game.bots)]


def test_the_cost_per_world_follows_the_machine_within_a_turn_or_two():
    from brisca.teach.coach.budget import MIN_WORLDS, Pace, turn_worlds

    pace = Pace()
    pace.timed(4, 300, 300.0)  # a quiet machine: a move played out in a world in 1 ms
    for _ in range(3):
        pace.timed(4, 3 * 144, 3 * 1440.0)  # then a busy one: 10 ms, 30 a world of three moves
    assert 24 < pace.per_world(4, 3) <= 30  # from 3 ms a world, most of the way in three turns
    assert turn_worlds(1.5, 3, pace.per_world(4, 3), 144) < 20  # half a second a turn: about 17 worlds
    assert turn_worlds(0.0, 3, pace.per_world(4, 3), 144) == MIN_WORLDS
    assert turn_worlds(9.0, 1, 0.5, 144) == 144


def test_a_probe_tells_a_batchs_fixed_part_from_its_cost_a_world():
    """The lanes cost a fixed part a batch, then little a world: the probe times a batch of one
    world and one of a few, so a turn of many worlds is planned at its own cost, not at the few
    worlds' cost each (which would cut the hard bot's worlds where the machine has time for them)."""
    from brisca.teach.coach.budget import PROBE_WORLDS, Pace, turn_worlds

    game = new_game(storage.new_id(), Settings("hard", "001-pairs", deal=5, coaching=False))
    plays = sum(a.is_play for a in game.view.legal)
    ticks = iter([0.0, 0.005, 0.010, 0.0156])  # one world: 5 ms; PROBE_WORLDS worlds: 5.6 ms
    pace = Pace()
    pace.probe(game.view, clock=lambda: next(ticks))
    assert pace.per_batch(4) == pytest.approx(5.0)
    assert pace.per_world(4, plays) == pytest.approx(0.6 / PROBE_WORLDS)
    assert turn_worlds(0.05, 3, pace.per_world(4, plays), 144, pace.per_batch(4)) == 144  # 50 ms, three turns
    assert turn_worlds(0.05, 3, 5.6 / PROBE_WORLDS, 144) < 100  # at the few worlds' cost each
    pace.timed(4, 144 * plays, 5.0 + 144 * 0.1 * plays)  # a turn: the fixed part, then 0.1 ms a playout
    assert pace.per_world(4, plays) == pytest.approx(0.5 * (0.6 / PROBE_WORLDS + 0.1 * plays))


def test_the_coachs_own_values_under_a_tiny_budget_are_fewer_worlds_and_its_usual_ones_given_time():
    from brisca.teach.coach.budget import MIN_WORLDS, Pace, coach_values
    from brisca.teach.coach.verdicts import own_values

    game = new_game(storage.new_id(), Settings("hard", "001-pairs", deal=5))
    hurried = coach_values(game.view, game.seed, 0.0, 4, pace=Pace())
    assert hurried.worlds == MIN_WORLDS and set(hurried.moves) == set(map(Move.of, game.view.legal))
    quick = Pace()
    quick.timed(4, 1000, 1.0)
    assert coach_values(game.view, game.seed, 1.5, 4, pace=quick, clock=lambda: 0.0) == own_values(game.view, game.seed)
    hurried_game = play(game, game.view.legal[0], budget=0.0)  # a verdict all the same, said as the values allow
    assert len(hurried_game.decisions) == 1 and hurried_game.learner_to_move


@pytest.mark.parametrize("lang", ["es", "en"])
def test_trying_another_move_opens_on_no_verdict_and_the_move_tried_gets_one(lang):
    """The board of a branch opens with nothing chosen yet: the verdict on the learner's move
    before it (of the game it was cut from, «Bien jugado») is not this game's."""
    from brisca.teach.table.seat_board import seat_board

    for number in range(20):
        game = new_game(storage.new_id(), Settings(deal=number, level="easy"))
        while not game.over and len(game.decisions) < 4:
            game = play(game, game.view.legal[0])
        if len(game.decisions) < 4:
            continue
        earlier = flow.from_position(game, game.decisions[-1].ply, storage.new_id())  # the last decision tried again
        before = replace(earlier, origin=None)  # the same position, as the game itself showed it
        if seat_board(before, lang)["verdict"] is None:
            continue  # no verdict there to carry over
        assert seat_board(earlier, lang)["verdict"] is None
        tried = play(earlier, next(a for a in earlier.view.legal if a != game.decisions[-1].move))
        assert tried.decisions[-1].ply == game.decisions[-1].ply and not tried.inherited(tried.decisions[-1])
        return
    raise AssertionError("no deal where the move before a decision had a verdict shown")
