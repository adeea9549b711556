"""AppTest for the frame, the home page, the rules page and the quiz, in both languages."""

import re
from pathlib import Path

import pytest
from conftest import open_page
from streamlit.testing.v1 import AppTest

from brisca.teach.lessons.rules_facts import page_facts, tables
from brisca.text import capitalized, card_name, source_title, t
from brisca.ui.content import CONTENT, split_blocks
from brisca.ui.frame import LANG_SWITCH
from brisca.ui.rules_view import WIDGETS

ROOT = Path(__file__).resolve().parent.parent
LANGS = ["es", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_home(lang):
    at = open_page(lang=lang)
    assert at.title[0].value == t("home-title", lang)
    labels = [link.value for link in at.page_link]
    assert t("nav-rules", lang) in labels and t("nav-quiz", lang) in labels


def test_language_follows_the_browser_and_is_written_to_the_url():
    at = open_page(lang=None, locale="en-GB")
    assert at.title[0].value == t("home-title", "en")
    assert at.query_params["lang"] in ("en", ["en"])
    at = open_page(lang=None, locale="es-ES")
    assert at.title[0].value == t("home-title", "es")


def test_a_tampered_language_gets_a_message_not_a_traceback():
    at = open_page(lang="<b>xx</b>", locale="en-US")
    assert at.title[0].value == t("home-title", "en")
    assert at.info and "xx" not in at.info[0].value and "<b>" not in at.info[0].value


def test_switching_language_and_back():
    at = open_page(lang="es")
    switch = at.sidebar.button(key=LANG_SWITCH)
    assert switch.label == "English"  # the other language, named in its own words
    switch.click().run()
    assert at.title[0].value == t("home-title", "en")
    assert at.query_params["lang"] in ("en", ["en"])
    switch = at.sidebar.button(key=LANG_SWITCH)
    assert switch.label == "Español"
    switch.click().run()
    assert at.title[0].value == t("home-title", "es")
    assert at.query_params["lang"] in ("es", ["es"])


@pytest.fixture
def tab_titles(monkeypatch) -> list[str]:
    """The tab titles the pages set, in order (the test client keeps no page config)."""
    import streamlit

    titles: list[str] = []
    real = streamlit.set_page_config

    def spy(*args, **kwargs):
        titles.append(kwargs.get("page_title"))
        return real(*args, **kwargs)

    monkeypatch.setattr(streamlit, "set_page_config", spy)
    return titles


@pytest.mark.parametrize("lang", LANGS)
def test_the_tab_title_speaks_the_language_of_the_link_on_a_first_visit(tab_titles, lang):
    """A first visit to /rules?lang=... from a browser that speaks the other language: the tab
    says the page's name in the link's language, as the page does."""
    other = next(code for code in LANGS if code != lang)
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    at.query_params["lang"] = lang
    at.context = {"locale": other}
    at.switch_page("pages/rules.py").run()
    assert not at.exception, at.exception
    assert at.title[0].value == t("rules-title", lang)
    assert tab_titles == [f"{t('nav-rules', lang)} · Brisca"]


def test_the_tab_title_follows_the_language_button(tab_titles):
    at = open_page("pages/quiz.py", "es")
    at.sidebar.button(key=LANG_SWITCH).click().run()
    assert at.title[0].value == t("quiz-title", "en")
    assert tab_titles[-1] == f"{t('nav-quiz', 'en')} · Brisca"


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page(lang):
    import html

    from brisca.ui.content import load_json
    from brisca.ui.grids import points_grid, seating_grid, sources_grid

    at = open_page("pages/rules.py", lang)
    assert at.title[0].value == t("rules-title", lang)
    points = points_grid(lang)
    assert len(points) == 10 and points[t("grid-points", lang)].sum() * 4 == 120
    sources = sources_grid(load_json("sources_compared.json"), lang)
    assert {source_title(code, lang) for code in ("000", "001", "003", "004")} <= set(sources.columns)
    assert not any(re.search(r"\b00[0-4]\b", str(v)) for v in sources.to_numpy().ravel())
    seating = seating_grid(lang)
    assert len(seating) == len(tables())
    shown = " ".join(e.proto.body for e in at.get("html"))  # what the page draws: these tables
    for frame in (points, sources, seating):
        assert all(html.escape(str(cell)) in shown for cell in frame.iloc[-1])
    headings = re.findall(r'<h2 id="([a-z0-9-]+)">', shown)
    assert len(headings) >= 15 and len(set(headings)) == len(headings)
    contents = re.search(r'<p class="brisca-contents">(.*?)</p>', shown).group(1)
    assert re.findall(r'<a href="#([a-z0-9-]+)">', contents) == headings  # the contents line links to every section
    # every source the text names links to its column in the sources compared, on this page
    targets = set(re.findall(r'<a href="#(source-\d{3})">', shown))
    assert targets == {"source-000", "source-001", "source-003", "source-004"}
    for target in targets:
        assert len(re.findall(f'<th[^>]* id="{target}"', shown)) == shown.count(f'id="{target}"') == 1, target
    ids = set(re.findall(r'id="([a-z0-9-]+)"', shown))
    assert set(re.findall(r'<a href="#([a-z0-9-]+)">', shown)) <= ids  # no link in the text leads nowhere


@pytest.mark.parametrize("lang", LANGS)
def test_the_wide_grids_can_stack_on_a_phone(lang):
    """The grids too wide for a phone (the tables, the sources compared) carry each cell's
    column name, to draw a row as a block of its cells there, and say their roles outright."""
    import html

    from brisca.ui.content import load_json
    from brisca.ui.grids import seating_grid, sources_grid
    from brisca.ui.rules_view import WIDGETS

    for widget, frame in (("tables_grid", seating_grid(lang)),
                          ("sources_grid", sources_grid(load_json("sources_compared.json"), lang))):
        drawn = WIDGETS[widget](lang)
        grid = re.search(r'<table class="brisca-grid brisca-stack" role="table">.*?</table>', drawn, re.S).group(0)
        labels = re.findall(r'<td role="cell" data-label="([^"]*)">', grid)
        assert labels == [html.escape(str(c)) for c in frame.columns] * len(frame), widget


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_text_names_a_source_only_as_a_link_to_its_column(lang):
    """A source's name in the rules text is a link to its entry in the sources compared."""
    from brisca.text import source_name

    text = (CONTENT / "rules" / f"{lang}.md").read_text()
    linked = re.findall(r"\[([^\]]+)\]\(#source-(\d{3})\)", text)
    assert linked
    for words, code in linked:
        assert source_name(code, lang).name in words.lower(), (words, code)
    bare = re.sub(r"\[[^\]]+\]\(#source-\d{3}\)", "", text).lower()
    for code in ("000", "001", "003", "004"):
        assert source_name(code, lang).name not in bare, code


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
    round_ = at.session_state["quiz"]
    assert round_.done == 10 and round_.score.answered == 10
    assert t("quiz-round_over", lang, right=round_.score.right, total=10) in [s.value for s in at.success]
    at.button(key="quiz_restart").click().run()
    assert at.session_state["quiz"].done == 0 and at.session_state["quiz"].seed != round_.seed


def test_quiz_score_and_streak_count_right_answers():
    from brisca.teach.lessons.quiz import make_round

    at = open_page("pages/quiz.py", "en")
    questions = make_round(at.session_state["quiz"].seed)
    right = lambda n: questions[n].options.index(questions[n].answer)  # noqa: E731
    at = _answer_all(at, right)
    score = at.session_state["quiz"].score
    assert (score.right, score.streak, score.best_streak) == (10, 10, 10)
    shown = " ".join(h.proto.body for h in at.get("html"))
    assert "<span>Right</span><b>10/10</b>" in shown and "<span>Best streak</span><b>10</b>" in shown


def test_the_quiz_says_which_question_is_shown():
    at = open_page("pages/quiz.py", "es")
    for n in (1, 2):
        assert t("quiz-progress", "es", n=n, total=10) in " ".join(h.proto.body for h in at.get("html"))
        at.button(key="quiz_opt_0").click().run()
        at.button(key="quiz_next").click().run()


@pytest.mark.parametrize("lang", LANGS)
def test_quiz_options_name_cards_in_words(lang):
    from brisca.core.cards import Card
    from brisca.teach.lessons.quiz import make_round

    at = open_page("pages/quiz.py", lang)
    questions = make_round(at.session_state["quiz"].seed)
    for question in questions:
        if isinstance(question.options[0], Card):
            break
        at.button(key="quiz_opt_0").click().run()
        at.button(key="quiz_next").click().run()
    else:
        raise AssertionError("every round has card questions (every kind twice)")
    labels = [at.button(key=f"quiz_opt_{i}").label for i in range(len(question.options))]
    assert labels == [capitalized(card_name(c, lang)) for c in question.options]  # a button starts with a capital


def test_a_second_click_on_an_answer_counts_once():
    at = open_page("pages/quiz.py", "en")
    at.button(key="quiz_opt_0").click().run()
    assert at.button(key="quiz_opt_1").disabled
    assert at.session_state["quiz"].score.answered == 1


RANK_NUMBERS = {str(r) for r in range(1, 13)}


@pytest.mark.parametrize("lang", LANGS)
def test_every_number_in_the_rules_text_comes_from_the_engine(lang):
    """The rules text holds placeholders for every count, point total and limit; the only
    digits written in it are card ranks (the 7 of trumps, the sota (10))."""
    text = (CONTENT / "rules" / f"{lang}.md").read_text()
    outside = re.sub(r"\{\w+(?::\w+)?\}|\{\{\w+\}\}|\]\(#[\w-]+\)", "", text)  # a link's target is no text
    assert set(re.findall(r"\d+", outside)) <= RANK_NUMBERS
    facts = set(re.findall(r"(?<!\{)\{(\w+)(?::(?:feminine|masculine|words))?\}(?!\})", text))
    assert facts <= set(page_facts()), facts - set(page_facts())


def test_the_engine_counts_what_the_pages_state():
    """Cards face down after the deal at every table, the winning condition, the match
    bands: the facts the texts use are the engine's own."""
    from brisca.core.match import match_points
    from brisca.core.record import deal
    from brisca.core.rules import PRESETS, Rules

    facts = page_facts()
    assert facts["face_down_2"] == len(deal("000", 1).stock) == 40 - 6 - 1
    assert facts["face_down_4"] == len(deal("000-pairs", 1).stock)
    assert facts["face_down_3_39"] == len(deal("000-three", 1).stock)
    assert facts["face_down_3_36"] == len(deal("001-three", 1).stock)
    assert facts["face_down_6_36"] == len(deal("003-six", 1).stock)
    assert facts["total"] == sum(c.points for c in deal("000", 1).start().hands[0]) + sum(
        c.points for h in deal("000", 1).start().hands[1:] for c in h) + sum(
        c.points for c in deal("000", 1).stock) + deal("000", 1).turned_up.points
    for value in (1, 2, 3):
        assert match_points(facts[f"band_{value}_low"]) == match_points(facts[f"band_{value}_high"]) == value
    assert match_points(facts["band_1_low"] - 1) == 0 and match_points(facts["band_2_low"] - 1) == 1
    assert facts["rematada"] == PRESETS["003-rematada"].match_target
    for tf in tables():
        if tf.resting:  # the four playing a deal are two pairs, whoever rests

            rules = Rules(players=tf.players, teams=tf.teams, deck=tf.deck, rest="rotate", first_leader="dealer_right")
            sides = {len(rules.seating.sides(dealer)) for dealer in range(tf.players)}
            assert tf.two_sides == (sides == {2})
        else:
            assert tf.two_sides == (len(Rules(players=tf.players, teams=tf.teams, deck=tf.deck).sides) == 2)


def test_the_sources_table_states_003s_miscounts_against_the_engine():
    import json

    data = json.loads((CONTENT / "sources_compared.json").read_text())
    claims = data["claims"]["003"]
    facts = page_facts()
    assert claims["face_down_2"] != facts["face_down_2"] and claims["face_down_4"] != facts["face_down_4"]
    assert claims["face_down_3_40"] == facts["face_down_3_40"]
    row = next(r for r in data["rows"] if "{face_down_2}" in r["003"]["es"])
    for lang in LANGS:
        assert str(claims["face_down_2"]) in row["003"][lang] and str(claims["face_down_4"]) in row["003"][lang]


@pytest.mark.parametrize("lang", LANGS)
def test_home_page_opens_with_two_lines_and_the_first_step(lang):
    """What Brisca is and what the app does, in two short lines, then the first step; the
    list of variants comes after the parts of the app."""
    from brisca.core.rules import HAND_SIZE

    at = open_page(lang=lang)
    intro, app = at.markdown[0].value, at.markdown[1].value
    assert intro == t("home-intro", lang, hand=HAND_SIZE) and app == t("home-app", lang)
    assert all(len(line) < 180 for line in (intro, app))
    assert at.main.page_link[0].label == t("home-start", lang)  # the page's first link
    assert at.subheader[-1].value == t("home-variants-title", lang)


def test_the_sources_table_says_what_each_source_gives_for_three_and_six():
    """004 plays two to four with the 40 cards, so at three it keeps them all; 003 keeps them for
    every table, six included."""
    import json

    rows = {r["topic"]["en"]: r for r in json.loads((CONTENT / "sources_compared.json").read_text())["rows"]}
    for lang in LANGS:
        assert "{deck_40}" in rows["Three-player deck"]["004"][lang]
        assert "{deck_40}" in rows["Six-player deck"]["003"][lang]
        assert rows["Number of players"]["004"][lang].startswith(("De dos a cuatro", "Two to four"))
