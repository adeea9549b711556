"""AppTest for the frame, the home page, the rules page and the quiz, in both languages."""

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from brisca.text import t
from brisca.ui.content import CONTENT, split_blocks
from brisca.ui.rules_view import WIDGETS

ROOT = Path(__file__).resolve().parent.parent
LANGS = ["es", "en"]


def open_page(path: str | None = None, lang: str | None = "es", locale: str | None = None, **params) -> AppTest:
    """The app opened on ``path`` with the URL's query parameters, as a new browser session would."""
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    if lang:
        at.query_params["lang"] = lang
    if locale:
        at.context = {"locale": locale}
    at.run()
    for key, value in params.items():
        at.query_params[key] = value
    if path:
        at.switch_page(path).run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize("lang", LANGS)
def test_home(lang):
    at = open_page(lang=lang)
    assert at.title[0].value == t("home.title", lang)
    labels = [link.value for link in at.page_link]
    assert t("nav.rules", lang) in labels and t("nav.quiz", lang) in labels


def test_language_follows_the_browser_and_is_written_to_the_url():
    at = open_page(lang=None, locale="en-GB")
    assert at.title[0].value == t("home.title", "en")
    assert at.query_params["lang"] in ("en", ["en"])
    at = open_page(lang=None, locale="es-ES")
    assert at.title[0].value == t("home.title", "es")


def test_a_tampered_language_gets_a_message_not_a_traceback():
    at = open_page(lang="<b>xx</b>", locale="en-US")
    assert at.title[0].value == t("home.title", "en")
    assert at.info and "xx" in at.info[0].value


def test_switching_language():
    at = open_page(lang="es")
    at.segmented_control(key="lang_choice").set_value("en").run()
    assert at.title[0].value == t("home.title", "en")
    assert at.query_params["lang"] in ("en", ["en"])


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page(lang):
    at = open_page("pages/rules.py", lang)
    assert at.title[0].value == t("rules.title", lang)
    frames = [d.value for d in at.dataframe]
    points = next(f for f in frames if t("table.points", lang) in f.columns)
    assert len(points) == 10
    assert points[t("table.points", lang)].sum() * 4 == 120
    sources = next(f for f in frames if t("table.topic", lang) in f.columns)
    assert set(["000", "001", "003", "004"]) <= set(sources.columns)
    assert len(at.header) >= 15


def test_both_rules_texts_have_the_same_sections_and_widgets():
    texts = {lang: (CONTENT / "rules" / f"{lang}.md").read_text() for lang in LANGS}
    sections = {lang: texts[lang].count("\n## ") for lang in LANGS}
    assert sections["es"] == sections["en"]
    widgets = {lang: [v for k, v in split_blocks(texts[lang]) if k == "widget"] for lang in LANGS}
    assert widgets["es"] == widgets["en"]
    assert set(widgets["es"]) == set(WIDGETS)


def _answer_all(at: AppTest, pick) -> AppTest:
    for n in range(10):
        assert not at.exception
        at.button(key=f"quiz_opt_{pick(n)}").click().run()
        assert at.success or at.error  # instant feedback
        at.button(key="quiz_next").click().run()
    return at


@pytest.mark.parametrize("lang", LANGS)
def test_a_quiz_round_to_the_end(lang):
    at = open_page("pages/quiz.py", lang)
    at = _answer_all(at, lambda n: 0)
    state = at.session_state["quiz"]
    assert state["index"] == 10 and state["score"].answered == 10
    assert t("quiz.round_over", lang, right=state["score"].right, total=10) in [s.value for s in at.success]
    at.button(key="quiz_restart").click().run()
    assert at.session_state["quiz"]["index"] == 0


def test_quiz_score_and_streak_count_right_answers():
    from brisca.quiz import make_round

    at = open_page("pages/quiz.py", "en")
    questions = make_round(at.session_state["quiz"]["seed"])
    right = lambda n: questions[n].options.index(questions[n].answer)  # noqa: E731
    at = _answer_all(at, right)
    score = at.session_state["quiz"]["score"]
    assert (score.right, score.streak, score.best_streak) == (10, 10, 10)


def test_a_second_click_on_an_answer_counts_once():
    at = open_page("pages/quiz.py", "en")
    at.button(key="quiz_opt_0").click().run()
    assert at.button(key="quiz_opt_1").disabled
    assert at.session_state["quiz"]["score"].answered == 1
