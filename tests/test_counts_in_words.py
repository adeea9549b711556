"""Small counts of things are said in words, as a card player writes them («tres cartas», «cinco
jugadores», "three cards"); points, scores and sums stay in figures («57 puntos», «40 − 6 − 1 =
33»). One Fluent function, ``WORDS``, spells 0 to 20 with the gender of what is counted
(«una carta», «un jugador», «uno» said alone)."""

import re

import pytest
from conftest import open_page
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from brisca import text
from brisca.teach.lessons.path_facts import lesson_facts
from brisca.teach.lessons.rules_facts import page_facts
from brisca.text import LANGS, t, words

ES_WORDS = ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce",
            "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte")
EN_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty")

# the nouns counted in the messages, by gender, singular and plural
ES_NOUNS = {"carta": "feminine", "baza": "feminine", "mano": "feminine", "pareja": "feminine", "partida": "feminine",
            "jugada": "feminine", "puja": "feminine", "jugador": "masculine", "triunfo": "masculine",
            "punto": "masculine", "equipo": "masculine", "asiento": "masculine", "sitio": "masculine",
            "cante": "masculine", "ordenador": "masculine", "ejercicio": "masculine", "acierto": "masculine"}
ES_PLURAL = {noun + ("es" if noun.endswith("r") else "s"): gender for noun, gender in ES_NOUNS.items()}
EN_NOUNS = ("card", "trick", "deal", "hand", "pair", "game", "player", "trump", "point", "team", "seat", "marriage")

# a count of these below 21 in figures is what a native player writes in words
COUNTED = {"es": r"cartas?|jugador(?:es)?|bazas?|manos?|triunfos?|parejas?|equipos?|asientos?|sitios?|partidas?",
           "en": r"cards?|players?|tricks?|deals?|trumps?|pairs?|teams?|seats?|games?"}
SMALL = r"(?<![\d.,−+=×-])(?:[0-9]|1[0-9]|20)"


def _uses_words(message: ast.Message) -> set[str]:
    """The variables a message says through WORDS."""
    found: set[str] = set()

    class Calls(Visitor):
        def visit_FunctionReference(self, node):  # noqa: N802 - the visitor's naming
            if node.id.name == "WORDS":
                found.update(arg.id.name for arg in node.arguments.positional
                             if isinstance(arg, ast.VariableReference))
            self.generic_visit(node)

    Calls().visit(message)
    return found


def words_messages(lang: str) -> dict[str, set[str]]:
    return {key: found for key, message in text.messages(lang).items() if (found := _uses_words(message))}


def _sample(key: str, lang: str) -> dict:
    """Every fact of a message at an ordinary value: its counts at 3, its selectors at their
    default variant, its cards and people as a test of the text layer gives them."""
    from test_text import default, kind

    facts = {}
    for name in text.variables(key, lang):
        base = name.removesuffix("_gender").removesuffix("_article")
        if base == name or base not in text.variables(key, lang):
            k = kind(key, base)
            facts[base] = 3 if k == "count" else default(k, lang)
    return facts


def agreement_problems(said: str, lang: str) -> list[str]:
    """Where a count in words does not agree with what it counts: «un carta», «una jugador»,
    «dos carta», «una cartas», «los uno», "one cards", "two card"."""
    problems = []
    tokens = re.findall(r"\w+|[^\w\s]", said)
    pairs = list(zip(tokens, tokens[1:], strict=False))
    if lang == "es":
        for number, noun in pairs:
            gender = ES_NOUNS.get(noun) or ES_PLURAL.get(noun)
            if gender is None or number not in (*ES_WORDS, "un", "una"):
                continue
            singular = noun in ES_NOUNS
            if number in ("un", "una", "uno"):
                if not singular or number != {"feminine": "una", "masculine": "un"}[gender]:
                    problems.append(f"{number} {noun}")
            elif singular:
                problems.append(f"{number} {noun}")
        problems += re.findall(r"\b(?:el|la|los|las|del|al) (?:un|una|uno)\b", said)
    else:
        for number, noun in pairs:
            if number not in EN_WORDS or noun.rstrip("s") not in EN_NOUNS:
                continue
            if (number == "one") != (noun in EN_NOUNS):
                problems.append(f"{number} {noun}")
    return problems


def test_words_says_a_small_count_in_words_with_its_gender_and_a_large_one_in_figures():
    assert [words(n, "es") for n in range(21)] == list(ES_WORDS)
    assert [words(n, "en") for n in range(21)] == list(EN_WORDS)
    assert (words(1, "es", "feminine"), words(1, "es", "masculine"), words(1, "es")) == ("una", "un", "uno")
    assert words(1, "en", "feminine") == "one" and words(5, "es", "feminine") == "cinco"
    assert (words(21, "es"), words(40, "en"), words(1500, "en")) == ("21", "40", "1,500")
    assert words(3, "es", capital=True) == "Tres"


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_that_says_a_count_in_words_agrees_with_what_it_counts_from_0_to_20(lang):
    """Each message using WORDS, each such count run from 0 to 20 (the others at an ordinary
    value): the number in words, agreeing in gender and number with the noun it counts, a
    sentence that opens with it capitalized, and no count of things below 21 left in figures."""
    found = words_messages(lang)
    assert {"home-intro", "learn-fact-hand_size", "learn-q-stock", "reason-learn_stock", "drills-a-trumps",
            "rules-table", "learn-option-contract"} <= set(found)
    spelled = ES_WORDS if lang == "es" else EN_WORDS
    problems = []
    for key, counts in sorted(found.items()):
        base = _sample(key, lang)
        for name in sorted(counts):
            for n in range(21):
                said = t(key, lang, **{**base, name: n})
                problems += [f"{key} ({name}={n}): {p} — {said}" for p in agreement_problems(said, lang)]
                if re.search(rf"{SMALL} ({COUNTED[lang]})\b", said):
                    problems.append(f"{key} ({name}={n}) in figures: {said}")
                if n > 1 and not re.search(rf"\b{spelled[n]}\b", said, re.IGNORECASE):
                    problems.append(f"{key} ({name}={n}) not in words: {said}")
                if said.rstrip().endswith((".", "?")) and said[:1].islower():  # a sentence starts with a capital
                    problems.append(f"{key} ({name}={n}) starts in lower case: {said}")
    assert not problems, "\n".join(problems[:30])


def test_the_agreement_check_catches_what_it_is_for():
    for bad in ("Se dan un cartas a cada uno", "Juegan una jugador", "con dos carta", "menos las uno de cada uno",
                "una triunfo"):
        assert agreement_problems(bad, "es"), bad
    for good in ("Se dan una carta a cada uno", "un jugador", "con dos cartas", "uno en tu mano", "la pinta"):
        assert not agreement_problems(good, "es"), good
    assert agreement_problems("one cards", "en") and agreement_problems("three card", "en")
    assert not agreement_problems("one card and three tricks", "en")


# -- no count of things in figures where a native player writes it in words --------------------


def _source_names(lang: str) -> list[str]:
    """The sources' names: a document's title is quoted as it is («la guía de 2 a 6 jugadores»)."""
    codes = ("000", "001", "003", "004")
    return [n for c in codes for n in (t(f"source-{c}", lang), text.source_title(c, lang))]


def in_figures(said: str, lang: str) -> list[str]:
    for name in sorted(_source_names(lang), key=len, reverse=True):
        said = re.sub(re.escape(name), "…", said, flags=re.IGNORECASE)
    return [m.group(0) for m in re.finditer(rf"{SMALL} ({COUNTED[lang]})\b", said)]


PAGES_MESSAGES = re.compile(r"^(home-|learn-|reason-learn_|reason-quiz_|quiz-q-|drills-|rules-|grid-|preset-|"
                            r"nav-|skills-home-)")


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_of_the_home_path_rules_or_drills_pages_says_a_small_count_in_figures(lang):
    """Every message of the home page, the path's lessons and exercises, the rules page and the
    drills, rendered with each of its facts run over 0 to 20 in turn (and the lessons' own
    facts, the engine's numbers): no «3 cartas», «5 jugadores», «2 manos»."""
    from test_text import renderings

    lessons = lesson_facts(lang)
    problems = []
    for key in sorted(k for k in text.messages(lang) if PAGES_MESSAGES.match(k)):
        variables = {n for n in text.variables(key, lang) if not n.endswith(("_gender", "_article"))}
        if variables <= set(lessons):  # a lesson's sentence: the engine's own numbers
            out = [t(key, lang, **{n: lessons[n] for n in variables})]
        else:
            base = _sample(key, lang)
            out = [t(key, lang, **{**base, name: n}) for name in variables for n in range(21)
                   if not isinstance(base.get(name), (text.Named,)) and not hasattr(base.get(name), "rank")]
            out += [said for _, said in renderings(key, lang)]
        problems += [f"{key}: {found} — {said}" for said in out for found in in_figures(said, lang)]
    assert not problems, "\n".join(sorted(set(problems))[:400])


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_and_the_home_page_say_their_counts_in_words(lang):
    """The rules page as drawn (its prose, filled with the engine's numbers, and its grids) and
    the home page: no small count of things in figures, and the counts the prose states said in
    words («se reparten toda la baraja, ocho cartas cada uno»)."""
    from brisca.ui.rules_view import rules_html

    shown = re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", rules_html(lang), flags=re.S))
    assert not in_figures(shown, lang), in_figures(shown, lang)
    facts = page_facts()
    card = "cartas" if lang == "es" else "cards"
    assert re.search(rf"\b{words(facts['call_hand'], lang, 'feminine')} {card}\b", shown)
    assert re.search(rf"\b{words(facts['sub_hand'], lang, 'feminine')} {card}\b", shown)
    at = open_page(None, lang)
    home = " ".join(m.value for m in at.markdown)
    assert not in_figures(home, lang) and f" {words(3, lang, 'feminine')} {card} " in home


@pytest.mark.parametrize("lang", LANGS)
def test_no_points_yet_is_said_as_none_not_as_zero(lang):
    """«Llevas 0 puntos» reads as a form: «Aún no llevas ningún punto», and of the others «aún no
    lleva ninguno»."""
    other = t("drills-a-other_points", lang, team="no", n=2, points=0)
    said = t("drills-a-points", lang, team="no", points=0, others=[other])
    assert said == {"es": "Aún no llevas ningún punto; el jugador 2 aún no lleva ninguno.",
                    "en": "You have no points yet; Player 2 has none yet."}[lang]
    team = t("drills-a-points", lang, team="yes", points=0, others=["x"])
    assert team.startswith({"es": "Tu equipo aún no lleva ningún punto", "en": "Your team has no points yet"}[lang])
    assert not re.search(r"\b0\b", said + team)
