"""A match's review: every deal's decisions kept with the game, the figures of the whole match,
any deal of it stepped through by the URL, the costliest move of the match found in its deal."""

import pytest
from conftest import open_page

from brisca.bots.basic import HeuristicBot
from brisca.teach.table import flow, storage
from brisca.teach.table.flow import Game, PracticeError, Settings, next_deal, play
from brisca.teach.table.review import summary
from brisca.text import percent


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def _two_deals(coaching: bool = True) -> Game:
    """A saved rules-page match (first to three deals) with two deals played by a heuristic
    learner, the coach judging: the second deal finished, the match not over."""
    game = flow.start(Settings(rules="004", level="easy", coaching=coaching, deal=33))
    learner = HeuristicBot(3)
    for k in range(2):
        if k:
            game = flow.commit(game, next_deal(game))
        while not game.over:
            game = flow.commit(game, play(game, learner.choose(game.view)))
    assert not game.match_over
    return game


def test_the_decisions_of_every_deal_are_kept_and_read_back():
    game = _two_deals()
    first = game.deal_game(0)
    assert first.record == game.earlier[0] and first.decisions == game.earlier_decisions[0]
    assert first.decisions and game.decisions and game.deal_game(1) is game
    assert game.match_decisions == (*game.earlier_decisions[0], *game.decisions)
    assert all(0 <= d.ply < len(first.record.moves) for d in first.decisions)
    assert Game.from_json(game.id, game.to_json(), game.log, game.version) == game
    with pytest.raises(PracticeError):
        game.deal_game(2)


def test_a_saved_match_with_decisions_outside_their_deal_is_refused():
    game = _two_deals()
    data = game.to_json()
    data["earlier_decisions"][0][0]["ply"] = len(game.earlier[0].moves) + 5
    with pytest.raises(PracticeError):
        Game.from_json(game.id, data, game.log)
    data = game.to_json()
    data["earlier_decisions"] = []  # one list per earlier deal
    with pytest.raises(PracticeError):
        Game.from_json(game.id, data, game.log)
    data = game.to_json()
    del data["earlier_decisions"]  # every saved game holds them: a row without is damaged
    with pytest.raises(PracticeError):
        Game.from_json(game.id, data, game.log)


def _texts(at) -> str:
    return " ".join([m.value for m in at.markdown] + [c.value for c in at.caption])


@pytest.mark.parametrize("lang, deal_word", [("es", "Mano"), ("en", "Deal")])
def test_the_review_gives_the_whole_match_and_any_deal_of_it(lang, deal_word):
    game = _two_deals()
    at = open_page("pages/practice.py", lang, game=game.id)
    assert not at.exception
    whole = summary(game.match_decisions)
    html = " ".join(h.proto.body for h in at.get("html"))
    assert percent(whole.good_share, lang) in html  # the match's share of good decisions
    chooser = at.segmented_control(key="rv_deal")
    assert chooser.value == 1 and chooser.options == [f"{deal_word} 1", f"{deal_word} 2"]
    first = summary(game.earlier_decisions[0])
    at = open_page("pages/practice.py", lang, game=game.id, review_deal="1", step="0")
    assert not at.exception and at.segmented_control(key="rv_deal").value == 0
    html = " ".join(h.proto.body for h in at.get("html"))
    assert percent(first.good_share, lang) in html
    assert not at.warning


def test_the_costliest_move_of_the_match_leads_to_its_deal_and_step():
    game = _two_deals()
    whole = summary(game.match_decisions)
    if whole.worst is None:
        pytest.skip("no costly move in these deals")
    deal_index = 0 if any(d is whole.worst for d in game.earlier_decisions[0]) else 1
    at = open_page("pages/practice.py", "en", game=game.id)
    assert f"in deal {deal_index + 1}, trick" in _texts(at)
    at.button(key="rv_worst_match").click().run()
    assert at.query_params["review_deal"] == str(deal_index + 1)
    assert at.query_params["step"] == str(whole.worst_step)


@pytest.mark.parametrize("value", ["0", "3", "x", "-1", "1" * 40])
def test_a_deal_the_match_does_not_have_is_said_and_the_last_one_reviewed(value):
    game = _two_deals(coaching=False)
    at = open_page("pages/practice.py", "es", game=game.id, review_deal=value)
    assert not at.exception and at.segmented_control(key="rv_deal").value == 1
    assert any("no tiene" in w.value for w in at.warning) and value not in " ".join(w.value for w in at.warning)


def test_trying_another_move_in_an_earlier_deal_starts_from_that_deal():
    game = _two_deals()
    decision = game.earlier_decisions[0][0]
    branch = flow.start_from(game.deal_game(0), decision.ply)
    assert branch.record.moves == game.earlier[0].moves[:decision.ply] and branch.deal_index == 0
    assert storage.valid_id(branch.id) and branch.origin.game == game.id


def test_the_coachs_notes_of_a_later_deal_are_read_back(caplog):
    """They were named '1:…' in the second deal and left out as damaged on every reading, so a
    reload judged the deal's positions afresh."""
    game = _two_deals()
    assert game.notes
    again = Game.from_json(game.id, game.to_json(), game.log, game.version)
    assert again.notes.keys() == game.notes.keys() and "damaged" not in caplog.text


def test_a_branch_tried_in_a_later_deal_is_reviewed_with_both_lines_and_goes_on():
    """The branch's origin move is inside its deal, not the match's first: the review read it in
    the first game's deal on the table, which by then was another (an IndexError, or a wrong
    trick); and a branch that went on to its next deal could not be read back."""
    game = _two_deals()
    decision = game.decisions[-1]  # late in the second deal
    game = flow.commit(game, next_deal(game))  # the first game goes on: its table holds a new deal
    branch = flow.start_from(game.deal_game(1), decision.ply)
    assert branch.deal_index == 1
    trick = len(game.deal_game(1).states[decision.ply].tricks) + 1
    while not branch.over:
        branch = flow.commit(branch, play(branch, branch.view.legal[0]))
    for lang, words in (("en", ("The original game: ", "This other line: ", f"trick {trick}")),
                        ("es", ("La partida original: ", "Esta otra línea: ", f"baza {trick}"))):
        at = open_page("pages/practice.py", lang, game=branch.id)
        assert not at.exception
        assert all(w in _texts(at) for w in words), _texts(at)
    branch = flow.commit(branch, next_deal(branch))
    again = flow.load(branch.id)
    assert again.origin == branch.origin and again.deal_index == 2
    at = open_page("pages/practice.py", "en", game=branch.id)
    assert not at.exception and any(f"trick {trick}" in c.value for c in at.caption)
