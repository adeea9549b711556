"""Counting drills: every answer equals an independent count from the full state, never uses
a card the seat cannot see, a wrong answer names the tricks that show it; the page in both
languages (a right answer, a wrong one explained, tampered links)."""

import random

import pytest
from conftest import open_page
from hypothesis import given
from hypothesis import strategies as st

from brisca.bots.determinize import Worlds
from brisca.core.cards import SUITS
from brisca.core.rules import PRESET_BY_NAME, preset
from brisca.core.view import observe, turned_up_shown
from brisca.teach.lessons import drills as dr
from brisca.text import card_name, join, preset_name, t
from brisca.ui.drills_view import WATCH


def named(table: str, lang: str) -> str:
    """A table as the page names it (its rule set's name, not its code)."""
    return preset_name(PRESET_BY_NAME[table], lang)


@st.composite
def drills(draw):
    table = draw(st.sampled_from(dr.TABLES))
    moments = dr.MOMENTS if preset(table).players == 2 else ("random",)
    return dr.drill(table, draw(st.integers(0, dr.MAX_SEED - 1)), draw(st.sampled_from(moments)))


def _counted(d: dr.Drill) -> dict:
    """Each answer counted again from the full state at the stop, by other means than the view."""
    s = dr.states(d)[-1]
    seat, rules = d.seat, s.rules
    played = [c for tr in s.tricks for c in tr.cards] + list(s.trick)
    seen = set(s.hands[seat]) | set(played) | {ex.taken for ex in s.exchanges}
    if turned_up_shown(s) or s.turned_up_taker == seat:
        seen.add(s.turned_up)
    hidden = [c for h in s.hands for c in h] + list(s.stock) + ([s.turned_up] if s.turned_up_taker is None else [])
    sides = [0] * len(rules.sides)
    for tr in s.tricks:
        sides[rules.side_of(tr.winner)] += tr.points
    mine = sides[rules.side_of(seat)]
    out = {"trumps": sum(c.suit == s.trump_suit for c in hidden + list(s.trick) if c not in seen),
           "points": tuple(sides),
           "aces_threes": frozenset(c for c in played if c.rank in (1, 3)),
           "sixty": (max(0, 61 - mine), sum(c.points for c in hidden + list(s.trick)) >= 61 - mine)}
    if rules.players == 2 and not s.stock and s.turned_up_taker is not None:
        out["other_hand"] = frozenset(s.hands[1 - seat])
    return out


@given(drills())
def test_every_answer_is_an_independent_count_of_the_full_state(d):
    v = dr.view_at(d)
    counted = _counted(d)
    asked = dr.questions(v)
    assert set(asked) == set(counted) - ({"trumps"} if v.trump_suit is None else set())
    for q in asked:
        assert dr.answer(v, q) == counted[q], q
        assert dr.check(v, q, counted[q]).right


@given(drills(), st.integers(0, 2**32))
def test_the_answers_use_no_card_the_seat_cannot_see(d, seed):
    """Any other deal of the hidden cards the seat's view allows gives the same answers and the
    same explanations; the other hand, when asked, is that hand in every such deal."""
    v = dr.view_at(d)
    world = Worlds(v).deal(random.Random(seed))
    w = observe(world, d.seat)
    for q in dr.questions(v):
        assert dr.answer(w, q) == dr.answer(v, q), q
        assert dr.explain(d, w, q, dr.options(v)) == dr.explain(d, v, q, dr.options(v)), q
    if "other_hand" in dr.questions(v):
        assert frozenset(world.hands[1 - d.seat]) == dr.answer(v, "other_hand")


@given(drills())
def test_a_drill_stops_before_the_deal_ends_and_after_the_stock_when_asked(d):
    every = dr._states(d.table, d.seed)
    assert 1 <= d.stop < len(every) - 1
    assert dr.drill(d.table, d.seed, d.moment) == d  # the same link, the same drill
    if d.moment == "stock_empty":
        assert "other_hand" in dr.questions(dr.view_at(d))


def _wrong(v, q):
    """An answer one card, one point or one trump off the engine's."""
    right = dr.answer(v, q)
    if q in ("aces_threes", "other_hand"):
        return right ^ {(dr.key_cards(v) if q == "aces_threes" else dr.options(v))[0]}
    if q == "points":
        return (right[0] + 1, *right[1:])
    if q == "sixty":
        return right[0] + 1, right[1]
    return right + 1


@given(drills())
def test_a_wrong_answer_names_the_tricks_that_show_it(d):
    v = dr.view_at(d)
    states = dr.states(d)
    for q in dr.questions(v):
        wrong = _wrong(v, q)
        c = dr.check(v, q, wrong, d)
        assert not c.right
        for f in c.tricks:
            trick = states[f.step].tricks[f.number - 1]
            assert len(states[f.step].tricks) == f.number and len(states[f.step - 1].tricks) == f.number - 1
            assert set(f.cards) <= set(trick.cards) and f.winner == trick.winner and f.points == trick.points
        if q == "aces_threes":  # every ace and three gone is in a trick named, or still on the table
            named = {c for f in c.tricks for c in f.cards}
            assert named | set(v.trick) >= dr.answer(v, q)


@pytest.mark.parametrize("problem", [("nope", 1, "random"), ("000", -1, "random"), ("000", dr.MAX_SEED, "random"),
                                     ("000", True, "random"), ("000", 1, "later"), ("000-three", 1, "stock_empty")])
def test_a_drill_not_of_its_form_is_refused(problem):
    with pytest.raises(dr.DrillError):
        dr.drill(*problem)


def choose(at, key: str, cards) -> None:
    """Cards chosen in a question answered with cards: each suit's pills set to its cards."""
    for suit in SUITS:
        pills = [p for p in at.pills if p.key == f"{key}_{suit}"]
        if pills:
            pills[0].set_value(sorted(c for c in cards if c.suit == suit))
        else:
            assert not [c for c in cards if c.suit == suit]


def _answers(at, d):
    """The engine's answers typed into the page's form."""
    v = dr.view_at(d)
    asked = dr.questions(v)
    if "trumps" in asked:
        at.number_input(key="dr_a_trumps").set_value(dr.answer(v, "trumps"))
    for side, points in enumerate(dr.answer(v, "points")):
        at.number_input(key=f"dr_a_points_{side}").set_value(points)
    choose(at, "dr_a_aces_threes", dr.answer(v, "aces_threes"))
    if "other_hand" in asked:
        choose(at, "dr_a_other_hand", dr.answer(v, "other_hand"))
    need, can = dr.answer(v, "sixty")
    at.number_input(key="dr_a_sixty_need").set_value(need)
    at.radio(key="dr_a_sixty_can").set_value(can)
    return asked


@pytest.mark.parametrize("lang", ["es", "en"])
def test_page_right_answers_score_every_question(lang):
    d = dr.drill("000", 5, "stock_empty")
    at = open_page("pages/drills.py", lang=lang, table="000", deal="5", moment="stock_empty")
    assert at.title[0].value == t("nav-drills", lang)
    assert at.session_state[WATCH].drill == d
    at.button(key="dr_skip").click().run()
    asked = _answers(at, d)
    at.button(key="dr_check").click().run()
    assert not at.exception and not at.error
    assert at.subheader[-1].value == t("drills-score", lang, right=len(asked), asked=len(asked))
    assert len(at.success) == len(asked)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_page_wrong_answer_is_explained_and_its_trick_is_a_button_to_its_step(lang):
    d = dr.drill("000", 5, "stock_empty")
    v = dr.view_at(d)
    at = open_page("pages/drills.py", lang=lang, table="000", deal="5", moment="stock_empty")
    at.button(key="dr_skip").click().run()
    asked = _answers(at, d)
    gone = sorted(dr.answer(v, "aces_threes"))
    choose(at, "dr_a_aces_threes", gone[1:])  # one forgotten
    at.button(key="dr_check").click().run()
    assert not at.exception
    title = t("drills-title-aces_threes", lang)
    assert [e.value for e in at.error] == [t("drills-wrong", lang, question=title, answer=t(
        "drills-a-aces_threes", lang, n=len(gone), cards=_names(gone, lang)))]
    assert at.subheader[-1].value == t("drills-score", lang, right=len(asked) - 1, asked=len(asked))
    facts = dr.check(v, "aces_threes", gone[1:], d).tricks
    where = next(f for f in facts if gone[0] in f.cards)
    at.button(key=f"dr_look_aces_threes_{where.number}").click().run()
    assert at.session_state[WATCH].step == where.step
    assert at.button(key="dr_back")  # and a way back to the stop
    score = t("drills-one_score", lang, name=named("000", lang), right=len(asked) - 1, asked=len(asked))
    assert score in at.caption[-1].value


def _names(cards, lang):
    from brisca.text import join

    return join([card_name(c, lang) for c in sorted(cards)], lang)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("params", [{"table": "000", "deal": "x"}, {"table": "<b>z</b>", "deal": "3"},
                                    {"table": "000-three", "deal": "3", "moment": "stock_empty"},
                                    {"table": "000", "deal": "9" * 5000}, {"table": "000", "deal": "3", "moment": "[x](http://evil.test)"}])
def test_page_tampered_link_is_said_and_a_new_drill_dealt(lang, params):
    at = open_page("pages/drills.py", lang=lang, **params)
    assert not at.exception
    assert [w.value for w in at.warning] == [t("drills-bad_link", lang)]
    d = at.session_state[WATCH].drill
    assert d.table in dr.TABLES and d.moment in dr.MOMENTS


def test_page_plays_on_by_itself_to_the_stop():
    at = open_page("pages/drills.py", lang="en", table="000-pairs", deal="11", moment="random")
    at.button(key="dr_play").click().run()
    assert at.session_state[WATCH].playing
    at.button(key="dr_pause").click().run()
    assert not at.session_state[WATCH].playing and not at.session_state[WATCH].reached


# -- the scores, kept under the learner key on both stores --------------------------------------


def _later_visit(key: str, lang: str):
    """The drills page in a new session of the same learner (their key read from the cookie)."""
    from conftest import ROOT
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    at.query_params["lang"] = lang
    at.session_state["pr_learner"] = key
    at.run()
    for k, v in {"table": "000-three", "deal": "7", "moment": "random"}.items():
        at.query_params[k] = v
    at.switch_page("pages/drills.py").run()
    assert not at.exception, at.exception
    return at


def _done_drill(lang: str):
    d = dr.drill("000", 5, "stock_empty")
    at = open_page("pages/drills.py", lang=lang, table="000", deal="5", moment="stock_empty")
    at.button(key="dr_skip").click().run()
    asked = _answers(at, d)
    choose(at, "dr_a_aces_threes", sorted(dr.answer(dr.view_at(d), "aces_threes"))[1:])
    at.button(key="dr_check").click().run()
    at.button(key="dr_check").click().run()  # sent twice: kept once
    assert not at.exception
    return at, len(asked)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_drill_score_is_kept_and_listed_in_a_new_session(store, lang):
    from brisca.teach.table import learner_items

    at, asked = _done_drill(lang)
    key = at.session_state["pr_learner"]
    [(item, (data, _))] = learner_items.items_of(key, dr.KIND).items()
    assert item == "000.5.stock_empty"
    assert {k: data[k] for k in ("table", "deal", "moment", "right", "asked")} == {
        "table": "000", "deal": 5, "moment": "stock_empty", "right": asked - 1, "asked": asked}
    assert data["when"] > 0
    earlier = dr.Score("001", 9, "random", 2, 4, data["when"] - 60)
    learner_items.keep_item(key, dr.KIND, "001.9.random", earlier.to_json())
    again = _later_visit(key, lang)
    scores = join([t("drills-one_score", lang, name=named("000", lang), right=asked - 1, asked=asked),
                   t("drills-one_score", lang, name=named("001", lang), right=2, asked=4)], lang)  # latest first
    assert again.caption[-1].value == t("drills-last_scores", lang, scores=scores)
    assert not again.warning


def test_a_score_reads_back_as_it_was_kept():
    s = dr.Score("000-pairs", 123, "random", 3, 5, 1.7e9)
    assert dr.read_score(s.to_json()) == s and s.item == "000-pairs.123.random"


GOOD_SCORE = dr.Score("000", 5, "stock_empty", 3, 5, 1.7e9).to_json()


@pytest.mark.parametrize("damage", [
    None, [], {}, {**GOOD_SCORE, "table": "nope"}, {**GOOD_SCORE, "deal": "5"}, {**GOOD_SCORE, "deal": -1},
    {**GOOD_SCORE, "table": "000-three"}, {**GOOD_SCORE, "moment": "x"}, {**GOOD_SCORE, "right": 6},
    {**GOOD_SCORE, "asked": 0, "right": 0}, {**GOOD_SCORE, "right": True}, {**GOOD_SCORE, "when": "now"},
    {k: v for k, v in GOOD_SCORE.items() if k != "when"}])
def test_a_damaged_score_is_refused(damage):
    with pytest.raises(dr.DrillError) as e:
        dr.read_score(damage)
    assert e.value.code == "bad_score"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_damaged_score_is_said_in_the_learners_language_and_left_out(store, lang):
    from brisca.teach.table import learner_items, storage

    key = storage.new_learner()
    learner_items.keep_item(key, dr.KIND, "000.5.stock_empty", GOOD_SCORE)
    learner_items.keep_item(key, dr.KIND, "000.6.random", {**GOOD_SCORE, "right": 99})
    at = _later_visit(key, lang)
    assert [w.value for w in at.warning] == [t("error-drill-bad_score", lang)]
    assert at.caption[-1].value == t("drills-last_scores", lang, scores=t(
        "drills-one_score", lang, name=named("000", lang), right=3, asked=5))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_tables_are_offered_by_their_names_not_their_codes(lang):
    """A newcomer does not know what "000" is: the chooser says the rule set's name, as practice does."""
    at = open_page("pages/drills.py", lang=lang, table="000", deal="5", moment="random")
    assert at.selectbox(key="dr_table").options == [named(name, lang) for name in dr.TABLES]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_card_questions_are_the_pages_own_buttons_with_no_word_of_streamlits_english(lang):
    """A drop-down list added Streamlit's own "Select all" (and "No results") to a Spanish
    page: the cards are chosen suit by suit on buttons, every word the page's."""
    from brisca.text import capitalized, rank_name, suit_name

    d = dr.drill("000", 5, "stock_empty")
    at = open_page("pages/drills.py", lang=lang, table="000", deal="5", moment="stock_empty")
    at.button(key="dr_skip").click().run()
    assert not at.multiselect
    v = dr.view_at(d)
    for key, cards in (("dr_a_aces_threes", dr.key_cards(v)), ("dr_a_other_hand", dr.options(v))):
        groups = [p for p in at.pills if p.key.startswith(key + "_")]
        assert {p.key for p in groups} == {f"{key}_{c.suit}" for c in cards}
        for p in groups:
            suit = p.key[-1]
            assert capitalized(suit_name(suit, lang)) in p.label
            assert p.options == [capitalized(rank_name(c.rank, lang)) for c in cards if c.suit == suit]
