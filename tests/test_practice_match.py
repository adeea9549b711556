"""Practice plays its rules' whole match: deal after deal at every table, the deal passing on,
the scoreboard and the summary between deals, a reload at any point, take-back inside the
deal on the table, resigning the match; and the page, by AppTest."""

from dataclasses import replace

import pytest
from conftest import counted_match, open_page

from brisca.bots.basic import HeuristicBot
from brisca.core.match_log import MatchGame
from brisca.core.record import deal
from brisca.core.rules import preset
from brisca.teach.table import flow, storage
from brisca.teach.table.flow import (
    PRACTICE_PRESETS,
    Game,
    PracticeError,
    Settings,
    deal_seed,
    new_game,
    next_deal,
    play,
    resign,
    take_back,
)
from brisca.teach.table.match_talk import match_result_text, scoreboard_data, stake_said, summary_lines
from brisca.teach.table.seat_board import result_text
from brisca.teach.table.seats import practice_seats


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def finish_deal(game: Game, learner=None) -> Game:
    """The deal on the table played to its end, the learner's cards chosen by ``learner``."""
    while not game.over:
        action = learner.choose(game.view) if learner else game.view.legal[0]
        game = play(game, action)
    return game


@pytest.mark.parametrize("name", PRACTICE_PRESETS)
def test_a_whole_match_at_every_preset_played_by_bots_to_the_end(name):
    rules = preset(name)
    game = new_game(storage.new_id(), Settings(rules=name, level="easy", coaching=False, deal=17))
    learner = HeuristicBot(5)
    while True:
        game = finish_deal(game, learner)
        assert game.match.finished and Game.from_json(game.id, game.to_json(), game.log) == game  # saved between deals
        board = scoreboard_data(game, "es")
        assert [s["score"] for s in board["sides"]] == list(game.match_state.score)
        assert summary_lines(game, "en") and summary_lines(game, "es")
        if game.match_over:
            break
        game = next_deal(game)
        assert game.seed == deal_seed(17, game.deal_index) and not game.decisions
    deals = game.match.deals
    score, winner = counted_match(rules, [d.final() for d in deals], [d.dealer for d in deals])
    assert list(game.match_state.score) == score and game.match_state.winner == winner
    if rules.first_leader == "dealer_right":
        assert [d.dealer for d in deals] == [(deals[0].dealer + k) % rules.players for k in range(len(deals))]
    with pytest.raises(PracticeError):
        next_deal(game)
    assert match_result_text(game, "es") and match_result_text(game, "en")


def test_the_same_match_deals_the_same_cards_and_a_reload_mid_deal_resumes_it():
    settings = Settings(rules="004", level="normal", coaching=False, deal=40)
    first = next_deal(finish_deal(new_game(storage.new_id(), settings)))
    again = next_deal(finish_deal(new_game(storage.new_id(), settings)))
    assert first.record == again.record and first.deal_index == 1
    assert first.record.dealer == (first.earlier[0].dealer + 1) % 2
    middle = play(first, first.view.legal[0])
    saved = flow.start(settings)
    saved = flow.commit(saved, replace(middle, id=saved.id, version=saved.version))
    back = flow.load(saved.id)
    assert back.record == middle.record and back.earlier == middle.earlier and back.match_state == middle.match_state


def test_take_back_stays_inside_the_deal_on_the_table():
    game = next_deal(finish_deal(new_game(storage.new_id(), Settings(rules="003", coaching=False, deal=8))))
    if not game.learner_to_move:
        pytest.skip("the bot leads and the learner has not moved")
    with pytest.raises(PracticeError):
        take_back(game)  # the earlier deal's moves are not the table's to take back
    played = play(game, game.view.legal[0])
    assert take_back(played).record.moves == game.record.moves and take_back(played).earlier == game.earlier


def test_next_deal_waits_for_the_deal_and_resigning_ends_the_match():
    game = new_game(storage.new_id(), Settings(rules="001", coaching=False, deal=3))
    with pytest.raises(PracticeError) as e:
        next_deal(game)
    assert e.value.code == "deal_not_over"
    game = next_deal(finish_deal(game))
    resigned = resign(game)
    assert resigned.match_over and not summary_lines(resigned, "es")
    assert match_result_text(resigned, "es") == "Has abandonado la partida."
    with pytest.raises(PracticeError):
        next_deal(resigned)


def test_a_saved_match_whose_deals_do_not_follow_is_refused():
    game = next_deal(finish_deal(new_game(storage.new_id(), Settings(rules="004", coaching=False, deal=6))))
    first = len(game.earlier[0].moves) + 1  # the first deal's code, then its moves
    cut = (*game.log[:4], *game.log[first:])  # an earlier deal left unfinished
    with pytest.raises(PracticeError) as e:
        Game.from_json(game.id, game.to_json(), cut)
    assert e.value.code == "broken_game"
    again = MatchGame.start("004").deal(deal("004", 99, dealer=game.earlier[0].dealer)).log[0]
    with pytest.raises(PracticeError):  # dealt by the same seat again
        Game.from_json(game.id, game.to_json(), (*game.log[:first], again))


def test_the_coach_never_takes_one_deals_position_for_anothers():
    game = finish_deal(new_game(storage.new_id(), Settings(rules="003", coaching=False, deal=2)))
    assert flow.position(next_deal(game)) != flow.position(new_game("p" * 24, game.settings))


# -- the page -------------------------------------------------------------------------------


def _texts(at) -> str:
    return " ".join([m.value for m in at.markdown] + [c.value for c in at.caption]
                    + [a.value for a in (*at.info, *at.success)])


@pytest.mark.parametrize("lang, deal_word", [("es", "Mano"), ("en", "Deal")])
def test_the_page_finishes_a_deal_shows_its_worth_and_deals_the_next(lang, deal_word):
    game = flow.start(Settings(rules="004", level="easy", coaching=False, deal=21))
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[0]))
    at = open_page("pages/practice.py", lang, game=game.id)
    text = _texts(at)
    assert f"**{deal_word} 1**" in text and summary_lines(game, lang)[0] in text
    assert at.button(key="pr_next_deal") and not [b for b in at.button if b.key == "pr_again"]
    at.button(key="pr_next_deal").click().run()
    assert not at.exception
    game = flow.load(game.id)
    assert game.deal_index == 1 and not game.over
    assert f"**{deal_word} 2**" in _texts(at) and summary_lines(game, lang) == []
    game = flow.commit(game, play(game, game.view.legal[0]) if game.learner_to_move else game)
    at = open_page("pages/practice.py", lang, game=game.id)  # a reload mid-match, mid-deal
    score = " · ".join(f"{s['label']} **{s['score']}**" for s in scoreboard_data(game, lang)["sides"])
    assert f"**{deal_word} 2** · {score}" in _texts(at) and not at.exception
    assert not [b for b in at.button if b.key == "pr_next_deal"]  # no next deal while one is played


def test_a_replayed_tie_is_said_and_the_next_deal_counts_double_on_the_scoreboard():
    from test_match_record import tied_deal, won_deal

    rules = preset("003")
    tied = tied_deal(rules, 0)
    game = Game("t" * 24, Settings(rules="003", coaching=False, deal=1), MatchGame.of((tied,)),
                seats=practice_seats(2, "easy"))
    assert summary_lines(game, "es") == ["Se reparte otra mano, que vale el doble."]
    assert summary_lines(game, "en") == ["Another deal is dealt, and it counts double."]
    second = replace(game, match=MatchGame.of((tied, deal("003", 5, dealer=1))))
    assert scoreboard_data(second, "es")["stake"] == "Esta mano vale el doble: viene de un empate."
    won = replace(second, match=MatchGame.of((tied, won_deal(rules, 1, 3))))
    lines = summary_lines(won, "es")
    assert len(lines) == 2 and lines[1].startswith("Como venía de un empate, la mano contaba el doble:")
    assert scoreboard_data(won, "es")["stake"] is None and max(won.match_state.score) >= 2


def _next_deal_click(game_id: str, version: int) -> None:
    import streamlit as st

    from brisca.ui.practice_view import NOTICE, _command

    st.query_params["game"] = game_id
    _command("next_deal", version)  # the button's
    st.write(st.session_state[NOTICE].code if NOTICE in st.session_state else "applied")


def test_a_second_click_on_next_deal_deals_once():
    from streamlit.testing.v1 import AppTest

    game = flow.start(Settings(rules="004", level="easy", coaching=False, deal=12))
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[0]))
    said = [AppTest.from_function(_next_deal_click, args=(game.id, game.version)).run().markdown[0].value
            for _ in range(2)]
    assert said == ["applied", "conflict"] and flow.load(game.id).deal_index == 1


def _said_after(game: Game, lang: str) -> str:
    """What the page says at the end of a deal of a match: its result, then what it was worth."""
    return " ".join([result_text(game, lang), *summary_lines(game, lang)])


def test_after_one_tie_and_after_two_the_stake_is_the_engines_and_said_once():
    """003: a tie does not count and the next deal counts double; a second tie in a row makes the
    next one count four times (the stake doubles again). Each is said once, never as a maybe."""
    from test_match_record import tied_deal

    rules = preset("003")
    first, second = tied_deal(rules, 0), tied_deal(rules, 1)
    one = Game("t" * 24, Settings(rules="003", coaching=False, deal=1), MatchGame.of((first,)),
               seats=practice_seats(2, "easy"))
    two = replace(one, match=MatchGame.of((first, second)))
    assert (one.match_state.stake, two.match_state.stake) == (2, 4)
    for game, es, en in ((one, "el doble", "double"), (two, "el cuádruple", "four times as much")):
        for lang, word, count in (("es", es, "no cuenta"), ("en", en, "does not count")):
            said = _said_after(game, lang)
            assert stake_said(game.match_state.stake, lang) == word and said.count(word) == 1, said
            assert said.count(count) == 1 and "volvería" not in said and "would" not in said, said
    assert "segundo empate seguido" in _said_after(two, "es") and "second tie in a row" in _said_after(two, "en")
    third = replace(two, match=MatchGame.of((first, second, deal("003", 5, dealer=0))))
    assert scoreboard_data(third, "es")["stake"] == "Esta mano vale el cuádruple: viene de dos empates seguidos."
    assert scoreboard_data(third, "en")["stake"] == ("This deal counts four times as much: it comes after two ties "
                                                     "in a row.")


def test_a_rematada_deal_cut_at_101_says_who_reached_it_and_that_the_match_ends_there():
    from test_match_record import bot_match

    match = bot_match("003-rematada", 8001)  # the side first past 101 used to lose on the full count
    game = Game("r" * 24, Settings(rules="003-rematada", coaching=False, deal=1), match.game,
                seats=practice_seats(2, "easy"))
    assert game.over and game.match_over and game.match_state.winner == 1
    total = game.match_state.score[1]
    es, en = summary_lines(game, "es"), summary_lines(game, "en")
    assert len(es) == 1 and f"llega a {total} con esta baza" in es[0] and "la partida acaba aquí" in es[0]
    assert len(en) == 1 and f"reaches {total} with this trick" in en[0] and "the match ends here" in en[0]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_at_five_plays_a_deal_then_shows_the_one_the_learner_rests(lang):
    """A deal played at five (the pairs named), then the next, which the learner rests: said as
    such, its board with no hand, its result; the scoreboard says who rested each deal."""
    from conftest import component_data

    from brisca.teach.table.five_seats import five_line

    number = next(n for n in range(500) if new_game("x" * 24, Settings(rules="003-five", deal=n)).dealer == 4)
    game = flow.start(Settings(rules="003-five", level="easy", coaching=False, deal=number))
    assert not game.resting and game.rester == 4
    at = open_page("pages/practice.py", lang, game=game.id)
    assert five_line(game, lang) in _texts(at)
    labels = [s["label"] for s in component_data(at, "brisca_board")["seats"]]
    assert len(labels) == 4 and ("Jugador" if lang == "es" else "Player") in labels[1]
    while not game.over:
        game = flow.commit(game, play(game, game.view.legal[0]))
    at = open_page("pages/practice.py", lang, game=game.id)
    at.button(key="pr_next_deal").click().run()
    assert not at.exception
    game = flow.load(game.id)
    assert game.deal_index == 1 and game.resting and game.over  # played out by the bots meanwhile
    text = _texts(at)
    assert five_line(game, lang) in text and result_text(game, lang) in text
    rests = scoreboard_data(game, lang)["rests"]
    assert len(rests) == 2 and rests[-1] in text
    assert ("descansaste" if lang == "es" else "you sat this deal out") in rests[-1].lower()
    board = component_data(at, "brisca_board")
    assert board["hand"] == [] and not any(s["you"] for s in board["seats"]) and len(board["history"]) == 10
    assert at.button(key="pr_next_deal")  # the learner goes on when ready


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_three_player_tie_settled_by_an_earlier_trick_is_said_as_the_apps_reading(lang):
    """001 says the last trick breaks a tie; with three players the last trick may go to the one
    not tied, and the app then gives it to the tied player who took the latest trick: the board's
    result and the walkthrough's say that the app adds it, not that the last trick decided it."""
    from brisca.core.settle import broken_by_an_earlier_trick, deal_result
    from brisca.teach.lessons.walkthrough import _result_facts
    from brisca.text import reason_text, t

    game = new_game(storage.new_id(), Settings(deal=574, rules="001-three", level="easy", coaching=False))
    while game.state.phase != "over":
        game = play(game, game.view.legal[0])
    result = deal_result(game.state)
    assert len(result.tied) == 2 and broken_by_an_earlier_trick(game.state, result)  # the chosen deal is such a tie
    said = result_text(game, lang)
    half = result.side_scores[result.winner]
    assert t("practice-by_latest_trick", lang, half=half) in said
    assert t("practice-by_last_trick", lang, half=half) not in said
    facts = _result_facts(game.record, game.state)
    assert facts["result"].code == facts["tie_last_trick"].code == "result_win_latest_trick"
    assert str(half) in reason_text(facts["result"], lang)
