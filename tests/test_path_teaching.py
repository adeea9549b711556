"""The guided path teaches before it asks: each lesson names the facts it teaches
(``content/lessons/path.json``) and its text states each one, in the engine's numbers; each
exercise asks only facts its lesson or an earlier one taught, walked over the whole path,
many seeds a kind; a card's number on its picture is never taken for its value."""

import re
from collections import Counter
from pathlib import Path

import pytest
from conftest import examples
from fluent.syntax.visitor import Visitor

from brisca.core.cards import SUITS, card_of, deck_cards
from brisca.core.record import deal
from brisca.core.rules import HAND_SIZE, PRESET_LIST, PRESETS, Rules
from brisca.core.signals import gesture, signs_of
from brisca.core.state import exchange_fit
from brisca.teach.lessons import path
from brisca.teach.lessons import puzzles as pz
from brisca.teach.lessons.path_facts import SIGN_TABLE, lesson_text, table_fact
from brisca.teach.lessons.rules_facts import page_facts, tables
from brisca.teach.lessons.variants import AUCTION_TABLES, CHIAMATA
from brisca.text import LANGS, card_name, has, messages, rank_name, suit_name, t, words

ROOT = Path(__file__).resolve().parent.parent
DECK = deck_cards(Rules())
RANK_NUMBERS = {str(r) for r in range(1, 13)}

FACT_MESSAGE = "learn-fact-"  # the sentence that states a fact: learn-fact-<fact>


def fact_text(fact: str, lang: str) -> str:
    """The sentence that states ``fact``, as the lesson that teaches it says it."""
    return lesson_text(f"{FACT_MESSAGE}{fact}", lang)


def _facts_taught() -> list[str]:
    return [f for lesson in path.the_path().lessons for f in lesson.teaches]


def _references(key: str, lang: str) -> set[str]:
    """The messages a message takes in by reference (``{ learn-fact-deck_40 }``)."""
    found: set[str] = set()

    class References(Visitor):
        def visit_MessageReference(self, node):  # noqa: N802 - the visitor's naming
            found.add(node.id.name)

    References().visit(messages(lang)[key])
    return found


# -- the data: every fact taught once, stated by a sentence, asked by name ---------------------


def test_every_fact_is_taught_by_one_lesson_and_every_kind_says_what_it_asks():
    taught = _facts_taught()
    assert len(taught) == len(set(taught)), [f for f, n in Counter(taught).items() if n > 1]
    kinds = {k for lesson in path.the_path().lessons for k in lesson.kinds}
    assert set(path.the_path().asks) == kinds  # no kind without its facts, none left over
    asked = {f for facts in path.the_path().asks.values() for f in facts}
    assert asked <= set(taught), asked - set(taught)
    for fact in taught:
        for lang in LANGS:
            assert has(f"{FACT_MESSAGE}{fact}", lang), fact


@pytest.mark.parametrize("lang", LANGS)
def test_each_lesson_states_exactly_the_facts_it_claims_to_teach(lang):
    """A lesson's body takes in the sentence of each fact it teaches, and of no other; the
    page shows them, with the engine's numbers in."""
    for lesson in path.the_path().lessons:
        key = f"learn-{lesson.id}-body"
        referenced = {r.removeprefix(FACT_MESSAGE) for r in _references(key, lang) if r.startswith(FACT_MESSAGE)}
        assert referenced == set(lesson.teaches), (lesson.id, referenced ^ set(lesson.teaches))
        body = lesson_text(key, lang)
        for fact in lesson.teaches:
            assert fact_text(fact, lang) in body, (lesson.id, fact)
        assert "{" not in body and "?" not in body.replace("¿", "")


def test_no_number_is_written_into_a_lesson_but_a_cards_rank():
    """Counts, points and limits reach the lessons' texts as the engine's placeholders; the
    only digits written in them are ranks (the 7 and the 2 of trumps, the sota's 10) and the
    name of the 2-to-6-player guide."""
    for lang in LANGS:
        source = "".join((ROOT / "content" / "i18n" / lang / "learn.ftl").read_text().splitlines(keepends=True))
        for entry in re.finditer(r"^(learn-(?:fact-\w+|\w+-body|\w+-title)) = (.*)$", source, re.M):
            outside = re.sub(r"\{[^}]*\}", "", entry.group(2))
            assert set(re.findall(r"\d+", outside)) <= RANK_NUMBERS, entry.group(1)


# -- each fact's sentence states the engine's values --------------------------------------------


def _first_number_after(name: str, text: str) -> int | None:
    found = re.search(rf"\b{re.escape(name)}\b\D*?(\d+)", text)
    return int(found.group(1)) if found else None


def _source_name(code: str, lang: str) -> str:
    return t(f"source-{code}", lang)


def _table(players: int, deck: int):
    return next(tf for tf in tables() if (tf.players, tf.deck) == (players, deck))


def _removed(rules: Rules) -> set:
    return set(DECK) - set(deck_cards(rules))


STATED = {}  # fact: a check of its sentence against the engine, in one language


def stated(fact):
    def register(check):
        STATED[fact] = check
        return check
    return register


@stated("deck_40")
def _deck(text, lang):
    assert str(len(DECK)) in text and len({c.suit for c in DECK}) == 4
    assert all(suit_name(s, lang) in text for s in SUITS)
    assert all(sum(c.suit == s for c in DECK) == 10 for s in SUITS)  # "de diez cartas cada uno"


@stated("numbering")
def _numbering(text, lang):
    figures = sorted({c.rank for c in DECK if c.rank > 7})
    assert figures == [10, 11, 12]  # "tres figuras"
    for rank in figures:  # the sota carries the 10, the knight the 11, the king the 12
        assert _first_number_after(rank_name(rank, lang), text) == rank, rank
    assert max(c.rank for c in DECK if c.rank < 10) == 7  # "del as al siete"


@stated("card_points")
def _points(text, lang):
    said = {name: int(n) for name, n in re.findall(r"(\w+), (\d+)", text)}
    worth = {rank_name(c.rank, lang): c.points for c in DECK if c.suit == "O" and c.points}
    assert said == worth
    assert all(c.points == 0 for c in DECK if rank_name(c.rank, lang) not in said)  # "las demás no valen nada"


@stated("total_points")
def _total(text, lang):
    assert str(sum(c.points for c in DECK)) in text and str(len(DECK)) in text


@stated("rank_order")
def _order(text, lang):
    coins = sorted((c for c in DECK if c.suit == "O"), key=lambda c: -c.strength)
    from brisca.text import join

    assert join([rank_name(c.rank, lang) for c in coins], lang) in text


def _count_said(n: int, text: str, lang: str) -> bool:
    """A count of things said in the text, in words as a sentence says it ("tres cartas", "cinco")."""
    return any(re.search(rf"\b{words(n, lang, gender)}\b", text) for gender in ("feminine", "masculine", "other"))


@stated("hand_size")
def _hand(text, lang):
    assert _count_said(HAND_SIZE, text, lang) and all(len(h) == HAND_SIZE for h in deal(Rules(), 5).start().hands)


@stated("table_2_40")
def _two(text, lang):
    assert Rules().players == 2 and not Rules().teams and str(Rules().deck) in text


@stated("stock_count")
def _stock(text, lang):
    face_down = len(deal(Rules(), 7).stock)
    assert face_down == len(DECK) - 2 * HAND_SIZE - 1 == page_facts()["face_down_2"]
    assert str(face_down) in text and str(len(DECK)) in text and _count_said(HAND_SIZE, text, lang)


@stated("half_wins")
def _half(text, lang):
    assert str(Rules().half_points) in text and str(sum(c.points for c in DECK)) in text
    assert Rules().half_points * 2 == sum(c.points for c in DECK)


def _exchange_source(rule: str, text: str, lang: str) -> None:
    sources = {p.source for p in PRESET_LIST if p.rules.exchange == rule}
    assert sources and all(_source_name(s, lang).lower() in text.lower() for s in sources), (rule, sources)


for _rule in ("rulebook", "after_win", "seven_after_win"):
    stated(f"exchange_{_rule}")(lambda text, lang, rule=_rule: _exchange_source(rule, text, lang))


@stated("table_4_40")
def _four(text, lang):
    rules = PRESETS["000-pairs"]
    assert (rules.players, rules.teams, rules.deck) == (4, True, 40) and str(rules.deck) in text


@stated("table_3_36")
def _three_36(text, lang):
    tf = _table(3, 36)
    assert str(tf.deck) in text and all(_source_name(s, lang).lower() in text.lower() for s in tf.sources)
    assert {c.rank for c in _removed(Rules(players=3, deck=36))} == {2}  # the four 2s
    assert len(_removed(Rules(players=3, deck=36))) == 4


@stated("table_3_39")
def _three_39(text, lang):
    tf = _table(3, 39)
    assert str(tf.deck) in text and all(_source_name(s, lang).lower() in text.lower() for s in tf.sources)
    (removed,) = _removed(Rules(players=3, deck=39))
    assert card_name(removed, lang) in text


@stated("table_5_40")
def _five(text, lang):
    tf = _table(5, 40)
    assert tf.resting and tf.teams and str(tf.deck) in text


@stated("table_6_36")
def _six(text, lang):
    tf = _table(6, 36)
    assert tf.teams and tf.app_choice and str(tf.deck) in text
    assert {c.rank for c in _removed(Rules(players=6, teams=True, deck=36))} == {2}


@stated("signs_003")
def _signs(text, lang):
    for sign in signs_of(SIGN_TABLE):
        assert t(f"sign-{sign.code}", lang) in text and t(f"gesture-{gesture(SIGN_TABLE, sign.code)}", lang) in text


@stated("subastada")
def _subastada(text, lang):
    rules = PRESETS["003-subastada"]
    assert {(PRESETS[n].players, PRESETS[n].teams) for n in AUCTION_TABLES} == {(2, False), (4, True)}
    assert str(rules.bid_min) in text and _count_said(rules.penalty, text, lang)  # points in figures, deals in words


@stated("marriage")
def _marriage(text, lang):
    from brisca.core.subastada import marriage_points

    assert str(marriage_points("O", "O")) in text and str(marriage_points("O", "C")) in text


@stated("chiamata")
def _chiamata(text, lang):
    rules = PRESETS[CHIAMATA]
    assert _count_said(rules.players, text, lang) and _count_said(rules.hand_size, text, lang)


# said in words only: each is the engine's rule the resolver, the deal and the tests of the
# engine hold to (the trick, the drawing, the turned-up card, playing second, loading)
IN_WORDS = {"free_play", "trick_rule", "turned_up", "draw_order", "stock_gone", "playing_second", "loading"}


def test_every_fact_is_checked_against_the_engine_or_said_in_words():
    assert set(STATED) | IN_WORDS == set(_facts_taught()) and not set(STATED) & IN_WORDS


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("fact", sorted(STATED))
def test_each_facts_sentence_states_the_engines_values(fact, lang):
    STATED[fact](fact_text(fact, lang), lang)


def test_the_exchange_sentences_say_what_each_rule_allows():
    """What the three sentences say, replayed against the engine: under the rulebook the 7
    takes only a card worth points and the 2 only one worth none; under the web fact sheet the
    7 takes any and the 2 one worth no points; under the regional variant only the 7, any."""
    said = {"rulebook": (lambda c: c.points > 0, lambda c: c.points == 0),
            "after_win": (lambda c: True, lambda c: c.points == 0),
            "seven_after_win": (lambda c: True, lambda c: False)}
    for rule, (seven, two) in said.items():
        for suit in SUITS:
            for turned in (c for c in DECK if c.suit == suit):
                for given, allows in ((card_of(7, suit), seven), (card_of(2, suit), two)):
                    if turned != given:
                        assert exchange_fit(rule, given, turned)[0] == allows(turned), (rule, given, turned)


# -- every exercise asks only what was taught before it -----------------------------------------


def _tables_shown(q) -> set[str]:
    """The tables an exercise shows, read here afresh from what it carries."""
    f = q.facts
    if "puzzle" in f:
        return {table_fact(pz.library()[f["puzzle"]].record.rules)}
    if "players" in f and "deck" in f:
        return {f"table_{f['players']}_{f['deck']}"}
    if isinstance(f.get("table"), str):
        return {table_fact(PRESETS[f["table"]])}
    return set()


PER_KIND = examples(200)


@pytest.mark.parametrize("lesson", path.lesson_ids())
def test_every_exercise_asks_only_what_its_lesson_or_an_earlier_one_taught(lesson):
    """The whole path walked: every kind of each lesson, many seeds each; an exercise's facts
    (its kind's, the table it is set at, the exchange rule it names) are all taught by then."""
    taught = path.taught_by(lesson)
    seen: Counter = Counter()
    for seed in range(PER_KIND * 40):
        q = path.exercise(lesson, seed)
        if seen[q.kind] >= PER_KIND:
            if all(seen[k] >= PER_KIND for k in path.lesson(lesson).kinds):
                break
            continue
        seen[q.kind] += 1
        asked = path.asks(q)
        assert asked <= taught, (lesson, seed, q.kind, asked - taught)
        assert _tables_shown(q) <= asked  # the table it shows is among what it asks
        if q.kind == "exchange":
            assert f"exchange_{q.facts['rule']}" in asked
    assert set(seen) == set(path.lesson(lesson).kinds)
    assert min(seen.values()) >= PER_KIND


def test_a_table_not_taught_yet_is_never_asked():
    """The deal lesson counts the stock at two only; the pairs lesson's puzzles are at four
    only; the 48-card deck, taught nowhere, is never asked."""
    for seed in range(300):
        q = path.exercise("pairs", seed)
        if q.kind == "partner_puzzle":
            assert pz.library()[q.facts["puzzle"]].record.rules.players == 4
        q = path.exercise("tables", seed)
        if q.kind == "face_down":
            assert q.facts["deck"] != 48
        assert path.exercise("deal", seed).kind in ("stock", "draw_first")


# -- a card's number is not its value -------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_figures_value_is_asked_with_its_number_said_as_a_number_not_a_value(lang):
    """The sota's picture shows 10 and it is worth 2: the question names it with its number,
    after the lesson said that number is not its value."""
    from conftest import open_page

    points = [s for s in range(200) if path.exercise("cards", s).kind == "points"]
    seed = next(s for s in points if path.exercise("cards", s).facts["card"].rank == 10)
    q = path.exercise("cards", seed)
    at = open_page("pages/learn.py", lang=lang, lesson="cards", seed=str(seed))
    asked = next(m.value for m in at.markdown if card_name(q.facts["card"], lang) in m.value)
    assert "10" in asked and q.answer == 2
    assert asked == t("quiz-q-points", lang, card=q.facts["card"], figure="yes", number=10)  # the quiz's own question
    plain = next(s for s in points if path.exercise("cards", s).facts["card"].rank < 8)
    at = open_page("pages/learn.py", lang=lang, lesson="cards", seed=str(plain))
    assert not any(re.search(r"\b1[0-2]\b", m.value) for m in at.markdown if "?" in m.value)
