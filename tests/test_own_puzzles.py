"""A learner's own puzzles, made from the costly mistakes of their practice deals: each one is
solvable as stored, kept under the learner key when a deal ends, and played on the puzzles
page beside the rated set."""

from __future__ import annotations

import pytest
from conftest import component_data, examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs
from streamlit.testing.v1 import AppTest

from brisca.bots import level_bot
from brisca.bots.determinize import Worlds
from brisca.core.action import Move
from brisca.core.view import observe
from brisca.teach.coach.ideas import IDEAS
from brisca.teach.coach.notes import position_key
from brisca.teach.coach.tasks import chunk_values
from brisca.teach.coach.verdicts import lines_of
from brisca.teach.lessons import puzzle_making as pm
from brisca.teach.lessons import puzzles as pz
from brisca.teach.table import flow, learner_items, storage
from brisca.teach.table.game import Settings
from brisca.text import LANGS, t

WORLDS = 480  # the fewest worlds the background coach settles on (``verdicts.SETTLED_WORLDS``)


def practice_deal(table: str, number: int, game_id: str = "g" * 24, worlds: int = WORLDS) -> flow.Game:
    """A practice deal to its end with the coach on, a bot in the learner's seat (the easy one,
    so mistakes come), each decision judged on ``worlds`` worlds as the background coach gives."""
    game = flow.new_game(game_id, Settings("normal", table, deal=number))
    bot = level_bot("easy", number)
    while not game.over:
        view = game.view
        game = flow.play(game, bot.act(view), chunk_values(view, game.seed, 0, worlds, lines_of(view)))
    return game


def check_solvable(own: pm.Own, game: flow.Game) -> None:
    """As stored (through its JSON): every step's answer goes on and the last solves it; the move
    the learner played is wrong, a mistake or a blunder said with the idea the coach named."""
    back = pm.read_own(own.puzzle.id, own.to_json())
    assert back == own
    p = back.puzzle
    assert pm.is_own(p.id) and p.idea in IDEAS and IDEAS[p.idea].skill == p.theme
    for done, st in enumerate(p.steps):
        view = pz.view_at(p, done)
        assert view.to_move == p.seat == game.learner
        assert set(st.answers) | {c for c, _ in st.wrong} == {a.code for a in view.legal}
        got = pz.attempt(p, done, st.answers[0])
        assert got.right and got.solved == (done + 1 == len(p.steps))
    view = pz.view_at(p, 0)
    missed = pz.attempt(p, 0, own.played)
    assert not missed.right and missed.verdict.label in pm.COSTLY
    assert pz.idea_of(missed.verdict) == p.idea  # the coach says why, as it did in the deal


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=hs.sampled_from(("000", "001", "000-exchange", "000-three", "000-pairs", "004-pairs-signals")),
       number=hs.integers(0, 10**6))
def test_the_puzzles_of_a_bot_played_practice_deal_are_each_solvable_as_stored(table, number):
    game = practice_deal(table, number, worlds=WORLDS // 2)  # fewer: a quicker run, the same checks
    made = pm.own_of(game, 1.7e9)
    costly = [d for d in game.decisions if d.label in pm.COSTLY]
    assert len(made) <= len(costly)
    for own in made:
        check_solvable(own, game)
    assert len({o.puzzle.id for o in made}) == len(made)
    assert pm.own_of(game, 1.7e9) == made  # the same deal makes the same puzzles


def test_a_costly_mistake_becomes_a_puzzle_and_a_clear_one_only():
    """Known deals (seeded): each costly decision whose loss is clear in the coach's kept values
    is a puzzle, the others are not; a sampled one keeps the lead of the best over the move played."""
    game = practice_deal("000", 3)
    made = {o.puzzle.id: o for o in pm.own_of(game, 1.7e9)}
    assert made, "the seeded deal has costly mistakes"
    for d in game.decisions:
        pid = pm.own_id(game.id, game.deal_index, d.ply)
        values = game.notes[position_key(game.record.moves[:d.ply], game.deal_index)].values
        best = values.best()
        i = values.index(Move.of(d.move))
        lost, se = values.worth_diff(best, i)  # of what the table counts, clearly (every card known: at all)
        known = values.exact and Worlds(observe(game.states[d.ply], game.learner)).count() == 1
        clear = d.label in pm.COSTLY and pz.idea_of(d) is not None and (
            lost > 0 if known else pm.clearly_worse(lost, se))
        assert (pid in made) == clear, d
        if clear and made[pid].puzzle.evidence.kind == "sampled":
            assert made[pid].puzzle.evidence.lead == round(values.diff(best, i)[0], 2)
            assert made[pid].puzzle.evidence.worlds == values.worlds


def test_a_position_where_the_rulebook_lets_the_learner_exchange_makes_no_puzzle():
    """Under 001 the coach prices whole turns (an exchange then a card): a puzzle's step is one action."""
    for number in range(40):
        game = practice_deal("001", number)
        for d in game.decisions:
            view = observe(game.states[d.ply], game.learner)
            if lines_of(view) != tuple(map(Move.of, view.legal)):
                assert pm.own_puzzle(game, d) is None
                return
    pytest.skip("no rulebook exchange offered to the learner in these deals")


GOOD = None


def _good_own() -> pm.Own:
    global GOOD
    if GOOD is None:
        GOOD = next(o for o in pm.own_of(practice_deal("000", 3), 1.7e9) if o.puzzle.evidence.kind == "sampled")
    return GOOD


@pytest.mark.parametrize("damage", ["id", "played", "label", "tries", "solved", "record", "missing"])
def test_a_damaged_own_puzzle_is_refused(damage):
    own = _good_own()
    data = own.to_json()
    if damage == "id":
        data["puzzle"]["id"] = "000-001"
    elif damage == "played":
        data["played"] = own.puzzle.steps[0].answers[0]
    elif damage == "label":
        data["label"] = "good"
    elif damage == "tries":
        data["tries"] = -1
    elif damage == "solved":
        data["solved"] = 1
    elif damage == "record":
        data["puzzle"]["record"]["moves"].append("1O")
    else:
        del data["made"]
    with pytest.raises(pz.PuzzleError) as e:
        pm.read_own(own.puzzle.id, data)
    assert e.value.code == "bad_kept"


# -- kept when a practice deal ends, on both stores ---------------------------------------------


def _last_click(game_id: str, action: str, version: int, key: str) -> None:
    import streamlit as st

    from brisca.ui.practice_view import handle_click

    st.session_state["pr_learner"] = key
    st.query_params["game"] = game_id
    handle_click({"action": action, "version": version})


def test_the_deal_ended_by_a_click_on_the_practice_page_keeps_its_puzzles_under_the_learner_key(store, monkeypatch):
    monkeypatch.setenv("BRISCA_THINK", "0")
    played = practice_deal("000", 3, game_id=storage.new_id())
    expected = {o.puzzle.id for o in pm.own_of(played, 0)}
    assert expected
    before = flow.take_back(played)  # the deal before the learner's last card, saved
    before = before.changed(version=storage.create(before.id, before.to_json(), before.log))
    key = storage.new_learner()
    assert learner_items.items_of(key, pm.KIND) == {}
    move = played.record.moves[flow.last_learner_ply(played)].code
    AppTest.from_function(_last_click, args=(before.id, move, before.version, key), default_timeout=90).run()
    assert flow.load(before.id).over
    kept = learner_items.items_of(key, pm.KIND)
    assert set(kept) == expected
    for item, (data, _) in kept.items():
        own = pm.read_own(item, data)
        assert own.tries == 0 and not own.solved


# -- the page ------------------------------------------------------------------------------------


def _later_visit(key: str, lang: str, **params):
    from test_puzzle_ratings import _later_visit as visit

    return visit(key, lang, **params)


def param(at, key: str) -> str:
    from test_puzzles import param as read

    return read(at, key)


def _kept_own(key: str) -> pm.Own:
    own = _good_own()
    learner_items.keep_item(key, pm.KIND, own.puzzle.id, own.to_json())
    return own


def _own_clicks(key: str, pid: str, codes: list, lang: str) -> None:
    import streamlit as st

    from brisca.ui import puzzles_view as view

    st.session_state["pr_learner"] = key
    st.query_params["puzzle"] = pid
    st.session_state[view.TRY] = view.Try(pid)
    for code in codes:
        view.handle_click({"action": code, "version": st.session_state[view.TRY].clicks})
    view.puzzles_widget(lang)


def own_clicked(key: str, pid: str, codes, lang: str):
    at = AppTest.from_function(_own_clicks, args=(key, pid, list(codes), lang), default_timeout=90).run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize("lang", LANGS)
def test_my_mistakes_are_offered_beside_the_rated_set_and_played_as_the_others(store, lang):
    key = storage.new_learner()
    own = _kept_own(key)
    p = own.puzzle
    at = _later_visit(key, lang)
    [choice] = at.get("button_group")
    assert t("puzzles-set-mine", lang, count=1) in str(choice.proto)
    at = own_clicked(key, p.id, [own.played], lang)  # wrong: the coach says why
    data = component_data(at, "brisca_board")
    assert data["verdict"]["kind"] == "error"
    assert any(t("puzzles-mine-about", lang, theme=t(f"puzzles-theme-{p.theme}", lang),
                 level=t(f"puzzles-level-{p.difficulty}", lang), moves=len(p.steps)) == m.value for m in at.markdown)
    assert t("puzzles-mine-origin", lang, label=t(f"label-{own.label}", lang)) in [c.value for c in at.caption]
    assert t("puzzles-mine-intro", lang) in [c.value for c in at.caption]
    assert at.session_state["pz_learner"] == pz.Rating()  # one's own puzzle is no rated game
    again = pm.read_own(p.id, learner_items.items_of(key, pm.KIND)[p.id][0])
    assert (again.tries, again.solved) == (1, False)
    at = own_clicked(key, p.id, [p.steps[0].answers[0]], lang)  # right: solved
    assert component_data(at, "brisca_board")["verdict"]["text"].startswith(t("puzzles-solved", lang))
    again = pm.read_own(p.id, learner_items.items_of(key, pm.KIND)[p.id][0])
    assert (again.tries, again.solved) == (2, True)


@pytest.mark.parametrize("lang", LANGS)
def test_another_learners_own_puzzle_is_unknown_here_and_a_damaged_one_said(store, lang):
    owner = storage.new_learner()
    own = _kept_own(owner)
    other = storage.new_learner()
    at = _later_visit(other, lang, puzzle=own.puzzle.id)
    assert [w.value for w in at.warning] == [t("error-puzzle-unknown_id", lang)]
    assert param(at, "puzzle") in pz.library()
    learner_items.keep_item(other, pm.KIND, "m-0000000000000000", {**own.to_json(), "label": "good"})
    at = _later_visit(other, lang)
    assert t("puzzles-mine-damaged", lang) in [i.value for i in at.info]
    assert component_data(at, "brisca_board")["hand"]
