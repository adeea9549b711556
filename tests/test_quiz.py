"""The quiz's round in a link: read strictly, kept through a reload, and its page (AppTest)."""

import random

import pytest
from conftest import examples, open_page
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.teach.lessons.quiz import MAX_SEED, PARAMS, ROUND_LENGTH, Round, make_round, new_round, read_round
from brisca.text import t

PROBLEMS = {"no_round", "bad_round", "bad_answers", "bad_progress"}


def params_of(at) -> dict:
    return {k: (v[0] if isinstance(v, list) else v) for k, v in at.query_params.items()}


def right_option(round_: Round) -> int:
    question = round_.question
    return question.options.index(question.answer)


def played(seed: int, moves: str) -> Round:
    """A round after some clicks: ``a``/``b`` answer the question shown (the right option, the
    first), ``n`` goes on to the next question."""
    round_ = Round(seed)
    for move in moves:
        if round_.over:  # a round of ten is over: the page offers no more clicks
            break
        round_ = round_.next() if move == "n" else round_.answer(right_option(round_) if move == "a" else 0)
    return round_


def test_a_round_in_a_link_reads_back_the_same():
    round_ = played(7, "anbnanbn" + "an" * 6)
    assert round_.over and round_.done == 10 and len(round_.answers) == 10
    assert read_round(round_.to_params()) == (round_, None)
    assert read_round({}) == (None, None)  # no round in the link: nothing wrong with it


@settings(max_examples=examples(300), deadline=None)
@given(seed=st.integers(0, MAX_SEED), moves=st.text(alphabet="abn", max_size=30))
def test_every_round_played_reads_back_from_its_link(seed, moves):
    round_ = played(seed, moves)
    assert read_round(round_.to_params()) == (round_, None)
    questions = make_round(seed)
    right = sum(questions[i].is_right(questions[i].options[a]) for i, a in enumerate(round_.answers))
    assert (round_.score.answered, round_.score.right) == (len(round_.answers), right)


@settings(max_examples=examples(1000), deadline=None)
@given(values=st.fixed_dictionaries({}, optional={name: st.text(max_size=14) for name in PARAMS}))
def test_any_text_in_the_link_is_a_round_or_a_known_problem(values):
    """Whatever the link holds: a round that reads back the same, or no round and a problem
    the page can say; never an exception."""
    round_, problem = read_round(values)
    assert (round_ is None) or problem is None
    assert problem is None or problem in PROBLEMS
    if round_ is not None:
        assert read_round(round_.to_params()) == (round_, None)
        assert round_.done <= len(round_.answers) <= min(round_.done + 1, ROUND_LENGTH)


@pytest.mark.parametrize("params, problem", [
    ({"answers": "01"}, "no_round"), ({"done": "1"}, "no_round"),
    ({"round": "x"}, "bad_round"), ({"round": "-1"}, "bad_round"), ({"round": str(MAX_SEED + 1)}, "bad_round"),
    ({"round": "9" * 5000}, "bad_round"), ({"round": "²"}, "bad_round"), ({"round": ""}, "bad_round"),
    ({"round": "5", "answers": "0x"}, "bad_answers"), ({"round": "5", "answers": "²"}, "bad_answers"),
    ({"round": "5", "answers": "0" * 11, "done": "10"}, "bad_answers"),
    ({"round": "5", "answers": "9"}, "bad_answers"),  # no question has ten options
    ({"round": "5", "answers": "000", "done": "1"}, "bad_progress"),  # answered two ahead
    ({"round": "5", "answers": "0", "done": "2"}, "bad_progress"),  # moved past a question not answered
    ({"round": "5", "done": "11"}, "bad_progress"), ({"round": "5", "done": "x"}, "bad_progress"),
])
def test_a_tampered_link_is_refused_with_its_reason(params, problem):
    assert read_round(params) == (None, problem)


def test_an_answer_beyond_a_question_s_options_is_refused():
    seed = next(s for s in range(100) if len(make_round(s)[0].options) == 2)  # a yes-or-no question first
    assert read_round({"round": str(seed), "answers": "1"})[0] is not None
    assert read_round({"round": str(seed), "answers": "2"}) == (None, "bad_answers")


def _shown(at) -> tuple:
    """What the quiz page shows: its figures, the question, the options and the feedback."""
    return (" ".join(h.proto.body for h in at.get("html")), [m.value for m in at.markdown],
            [(b.label, b.disabled) for b in at.button], [m.value for m in (*at.success, *at.error)])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_round_survives_a_reload(lang):
    """Three questions answered (the third not yet left): the page reloaded from its link shows
    the same round at the same question, its answer and the same score."""
    from brisca.teach.lessons.quiz import questions

    at = open_page("pages/quiz.py", lang)
    for n in range(3):
        options = sum(1 for b in at.button if b.key.startswith("quiz_opt_"))
        at.button(key=f"quiz_opt_{options - 1 if n == 1 else 0}").click().run()
        if n < 2:
            at.button(key="quiz_next").click().run()
    before = _shown(at)
    assert t("quiz-progress", lang, n=3, total=10) in before[0] and "/3</b>" in before[0]
    link = params_of(at)
    again = open_page("pages/quiz.py", link.pop("lang"), **link)  # a new session: a reload
    assert not again.warning
    assert _shown(again) == before
    round_ = again.session_state["quiz"]
    assert round_.done == 2 and len(round_.answers) == 3 and round_.questions == questions(round_.seed)
    again.button(key="quiz_next").click().run()
    assert t("quiz-progress", lang, n=4, total=10) in _shown(again)[0]


def test_a_visit_back_through_the_menu_keeps_the_round():
    """The menu's links carry only the language: the session's round comes back."""
    at = open_page("pages/quiz.py", "en")
    at.button(key="quiz_opt_0").click().run()
    before = at.session_state["quiz"]
    at.switch_page("pages/rules.py").run()
    for name in PARAMS:
        at.query_params.pop(name, None)
    at.switch_page("pages/quiz.py").run()
    assert at.session_state["quiz"] == before
    assert params_of(at) == {"lang": "en", **before.to_params()}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("params, problem", [
    ({"round": "<b>12</b>"}, "bad_round"), ({"round": "12", "answers": "[x](http://evil.test)"}, "bad_answers"),
    ({"round": "12", "answers": "0", "done": "7"}, "bad_progress"), ({"answers": "0123"}, "no_round")])
def test_a_tampered_link_gets_a_message_and_a_new_round(lang, params, problem):
    at = open_page("pages/quiz.py", lang, **params)
    assert [w.value for w in at.warning] == [t(f"quiz-problem-{problem}", lang)]
    round_ = at.session_state["quiz"]
    assert round_.answers == () and round_.done == 0
    assert params_of(at) == {"lang": lang, **round_.to_params()}  # the link now says the new round
    at.button(key="quiz_opt_0").click().run()  # and the page goes on, the message said once
    assert not at.warning and at.session_state["quiz"].score.answered == 1


def test_new_rounds_differ():
    rng = random.Random(1)
    assert len({new_round(rng).seed for _ in range(20)}) == 20


@settings(max_examples=examples(200), deadline=None)
@given(seed=st.integers(0, MAX_SEED))
def test_every_round_asks_every_kind_the_variants_too_each_answer_the_engines(seed):
    """Each round has every kind once or twice: a trick of five at chiamata's table (the engine's
    winner) and a Subastada contract (made when cards and marriages reach the bid: one deal to
    the bidder's side, else the penalty to the other) among them."""
    from brisca.core.rules import preset
    from brisca.core.trick import resolve_trick
    from brisca.teach.lessons.quiz import KINDS

    questions = make_round(seed)
    kinds = [q.kind for q in questions]
    assert len(questions) == ROUND_LENGTH and all(1 <= kinds.count(k) <= 2 for k in KINDS)
    for q in questions:
        f = q.facts
        if q.kind == "trick_5":
            assert len(f["cards"]) == 5 and q.answer == resolve_trick(f["cards"], f["trump"]).card
        if q.kind == "contract":
            made = f["cards"] + f["marriages"] >= f["bid"]
            assert q.answer == (("bidder", 1) if made else ("defenders", preset(f["table"]).penalty))
            assert sum(q.is_right(o) for o in q.options) == 1


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("kind", ["trick_5", "contract"])
def test_a_variant_question_is_shown_answered_and_explained(lang, kind):
    from brisca.teach.lessons.quiz import questions
    from brisca.text import reason_text

    seed = next(s for s in range(200) if questions(s)[0].kind == kind)
    at = open_page("pages/quiz.py", lang, round=str(seed))
    assert not at.exception and not at.warning and not any("{" in m.value for m in at.markdown)
    q = questions(seed)[0]
    wrong = next(i for i, o in enumerate(q.options) if not q.is_right(o))
    at.button(key=f"quiz_opt_{wrong}").click().run()
    assert at.error and reason_text(q.reason, lang) in at.error[0].value
