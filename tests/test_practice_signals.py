"""Señas in practice: the form's option at tables of partners, the learner's signal buttons
(exactly the signs allowed), and the partner's signals on the board (the rivals' are not)."""

from dataclasses import replace

import pytest
from conftest import component_data
from test_practice import click, game_of, open_practice

from brisca.core.action import Action
from brisca.core.signals import TABLES
from brisca.teach.table import flow, storage
from brisca.teach.table.flow import Game, PracticeError, Settings, new_game, play
from brisca.teach.table.seat_board import seat_board
from brisca.text import signal_table_name, t


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_form_offers_signals_only_at_tables_of_partners(lang):
    at = open_practice(lang)
    assert not [w for w in at.segmented_control if w.key and w.key.startswith("pr_signals")]  # 000: two players
    at.pills(key="pr_rules").set_value("004-pairs").run()
    choice = at.segmented_control(key="pr_signals_004-pairs")
    assert choice.options == [signal_table_name(x, lang) for x in ("none", "003", "004")]
    assert choice.value == "none" and choice.label == t("practice-signals", lang)
    at.pills(key="pr_rules").set_value("003-pairs-signals").run()
    assert at.segmented_control(key="pr_signals_003-pairs-signals").value == "003"  # the preset's own table
    at.pills(key="pr_rules").set_value("004-pairs").run()
    at.segmented_control(key="pr_signals_004-pairs").set_value("003").run()
    at.button(key="pr_start").click().run()
    game = game_of(at)
    assert game.settings.signals == "003" and game.record.rules.signals == "003"
    assert game.record.rules.exchange == "after_win"  # the rest of the preset stays
    assert signal_table_name("003", lang) in " ".join(c.value for c in at.caption)


def test_two_player_tables_have_no_signals():
    at = open_practice("en")
    at.pills(key="pr_rules").set_value("004").run()
    assert not [w for w in at.segmented_control if w.key and w.key.startswith("pr_signals")]
    with pytest.raises(PracticeError):
        Settings(rules="004", signals="004")
    with pytest.raises(PracticeError):
        Settings(rules="003-cubierta", signals="003")


def _signalling_game(rules="004-pairs", signals="004") -> Game:
    """A saved game where the learner, to move, may make a statement (not only the request)."""
    for number in range(300):
        game = new_game(storage.new_id(), Settings(rules=rules, signals=signals, deal=number, coaching=False))
        if any(a.sign != "ask_for_figure" for a in game.view.signs):
            return replace(game, version=storage.create(game.id, game.to_json(), game.log))
    raise AssertionError("no deal gives the learner a signal")


def test_the_buttons_offer_exactly_the_signals_allowed_and_a_click_makes_one():
    game = _signalling_game()
    data = component_data(open_practice("es", game=game.id), "brisca_board")
    buttons = [a for a in data["actions"] if a.get("signal")]
    assert [a["id"] for a in buttons] == [a.code for a in game.view.signs]
    assert all(a["label"].startswith("Seña: ") for a in buttons)
    assert click(game, buttons[0]["id"]) == "applied"
    after = flow.load(game.id)
    assert after.state.signals[-1].seat == game.learner and after.learner_to_move  # still the learner's turn
    data = component_data(open_practice("es", game=game.id), "brisca_board")
    assert buttons[0]["id"] not in [a["id"] for a in data["actions"]]  # each sign once a trick
    false = next(Action.signal(s) for s, _ in TABLES["004"] if Action.signal(s) not in after.view.signs)
    assert click(after, false.code) == "illegal_action"
    assert flow.load(game.id).record == after.record


def test_the_board_shows_the_partner_s_signals_and_not_the_rivals():
    """Bots signal; the learner's board tells the partner's, never a rival's (made in secret)."""
    seen_partner = False
    for number in range(40):
        game = new_game("g", Settings(rules="004-pairs-signals", deal=number, coaching=False, level="easy"))
        partner = (game.learner + 2) % 4
        while not game.over:
            lines = seat_board(game, "en")["signals"]
            made = {(m.seat, m.sign) for m in game.state.signals
                    if m.trick >= len(game.state.tricks) - 1 and m.seat == partner}
            assert made <= {(line["seat"], line["sign"]) for line in lines}  # each recent one told, once
            seen_partner |= bool(lines)
            assert all(line["seat"] == partner and line["text"].startswith(f"Trick {line['trick']} · The partner ")
                       for line in lines)
            game = play(game, game.view.legal[0])
        if seen_partner:
            break
    assert seen_partner


def test_a_game_with_signals_chosen_saves_and_reads_back():
    game = _signalling_game("003-six", "003")
    game = play(game, game.view.signs[0])
    again = Game.from_json(game.id, game.to_json(), game.log)
    assert again.record == game.record and again.settings == game.settings
    broken = game.to_json()
    broken["settings"]["signals"] = "none"  # the record's rules no longer those of the settings
    with pytest.raises(PracticeError):
        Game.from_json(game.id, broken, game.log)


def test_a_finished_game_with_signals_shows_its_review_and_shares_its_signals():
    game = start = _signalling_game()
    while not game.match_over:  # the rules page's match: first to three deals
        if game.over:
            game = flow.next_deal(game)
        game = play(game, game.view.signs[0] if game.view.signs else game.view.legal[0])
    game = flow.commit(start, game)
    at = open_practice("es", game=game.id)
    assert not at.exception and at.get("code")
    link = at.get("code")[0].value
    assert "signals=004" in link and "rules=004-pairs" in link
    params = dict(p.split("=") for p in link.split("?")[1].split("&"))
    again = open_practice(params.pop("lang"), **params)  # the shared link opens the form filled in
    assert again.segmented_control(key="pr_signals_004-pairs").value == "004"


def test_taking_back_after_a_signal_undoes_the_card_then_the_signal():
    game = _signalling_game()
    signed = play(game, game.view.signs[0])
    played = play(signed, signed.view.legal[0])
    back = flow.take_back(played)
    assert back.record.moves == signed.record.moves and back.learner_to_move
    assert flow.take_back(back).record.moves == game.record.moves


def test_the_opponents_see_the_signals_only_when_chosen():
    at = open_practice("en")
    at.pills(key="pr_rules").set_value("003-six").run()
    assert not [w for w in at.segmented_control if w.key == "pr_signals_003-six_seen"]  # no signals, no choice
    at.segmented_control(key="pr_signals_003-six").set_value("004").run()
    seen = at.segmented_control(key="pr_signals_003-six_seen")
    assert seen.value == "secret"
    assert seen.options == [t(f"practice-signals_seen-{v}", "en") for v in ("secret", "open")]
    seen.set_value("open").run()
    at.button(key="pr_start").click().run()
    game = game_of(at)
    assert game.record.rules.signals_seen and game.settings.signals_seen
    assert Game.from_json(game.id, game.to_json(), game.log).settings == game.settings
    rivals_told = 0
    while not game.over:  # every other seat's signal is told now, the rivals' too
        made = [m for m in game.state.signals if m.trick >= len(game.state.tricks) - 1 and m.seat != game.learner]
        shown = {(line["seat"], line["sign"]) for line in seat_board(game, "en")["signals"]}
        assert {(m.seat, m.sign) for m in made} <= shown
        rivals_told += any(m.seat % 2 != game.learner % 2 for m in made)
        game = play(game, game.view.legal[0])
    assert rivals_told
    with pytest.raises(PracticeError):
        Settings(rules="004-pairs", signals_seen=True)  # no signals to see
    with pytest.raises(PracticeError):
        Settings(rules="004-pairs-signals", signals_seen="yes")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_learners_own_signal_is_shown_back_on_the_board(lang):
    """The sign the learner made is on its board, as the partner's are: the gesture and what it
    says, in the trick it was made in."""
    from brisca.core.signals import gesture

    game = _signalling_game()
    sign = next(a for a in game.view.signs if a.sign != "ask_for_figure")
    after = play(game, sign)
    lines = [line for line in seat_board(after, lang)["signals"] if line["seat"] == game.learner]
    trick = len(after.state.tricks) + 1
    said = t("board-signal_yours", lang, gesture=t(f"gesture-{gesture('004', sign.sign)}", lang),
             sign=t(f"sign-{sign.sign}", lang))
    assert [(line["sign"], line["text"]) for line in lines] == [(sign.sign, t("board-signal", lang, trick=trick,
                                                                               text=said))]
    assert said.startswith("Tu seña: " if lang == "es" else "Your signal: ")
