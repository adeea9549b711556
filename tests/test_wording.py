"""What the pages say, checked where a learner reads it: the facts the sources give, the
game's own words, sources by name, and a coach that speaks plainly."""

import re

import pytest

from brisca.core.action import Action
from brisca.teach.coach.verdicts import Verdict
from brisca.teach.lessons.quiz import make_round
from brisca.text import LANGS, t
from brisca.text import words as in_words
from brisca.ui.content import CONTENT

RULES = {lang: (CONTENT / "rules" / f"{lang}.md").read_text() for lang in LANGS}


def test_the_turned_up_card_tells_which_card_the_last_drawer_takes_not_who():
    assert "sabes quién se la llevará" not in RULES["es"]
    assert "sabes qué carta se llevará quien robe el último" in RULES["es"]
    assert "which card the last player to draw will take" in RULES["en"]


def test_003s_replayed_hand_is_the_one_that_counts_double():
    for lang, wrong in (("es", "la siguiente vale doble"), ("en", "the next one counts double")):
        assert wrong not in RULES[lang]
        assert wrong not in t("reason-result_replay", lang, points=60)
    assert "esa mano repetida vale doble" in t("reason-result_replay", "es", points=60)


def test_the_apps_own_choices_are_said_to_be_the_apps():
    assert "que ninguna de las fuentes propone" in RULES["es"]  # the 48-card deck
    assert "la aplicación quita los doses" in RULES["es"] and "which is its own choice" in RULES["en"]
    assert "elección de la aplicación" in t("resolver-table-6", "es", deck=36)


def test_the_glossary_has_the_games_own_words():
    for word in ("Muestra", "Postre", "Cargar", "Fallar", "Renuncio", "Mano", "Partida"):
        assert f"**{word}**" in RULES["es"], word
    assert "no existe" in RULES["es"].split("**Renuncio**")[1].splitlines()[0]


@pytest.mark.parametrize("key, wrong", [("nav-quiz", "Pon a prueba"), ("quiz-title", "Pon a prueba")])
def test_menu_wording(key, wrong):
    assert wrong not in t(key, "es") and t(key, "es").startswith("Ponte a prueba")


def test_a_yes_or_no_answer_is_not_repeated_as_a_word():
    for answer in ("yes", "no"):
        message = t("quiz-wrong-yes_no", "es", answer=answer)
        assert "la respuesta es No" not in message and "se puede" in message


def test_quiz_exchange_questions_cover_000s_seven_only_rule_and_name_sources_in_words():
    seen = set()
    for seed in range(300):
        for q in make_round(seed):
            if q.kind != "exchange":
                continue
            rule, given = q.facts["rule"], q.facts["given"]
            seen.add(rule)
            if rule == "seven_after_win" and given.rank == 2:
                assert q.answer is False and q.reason.code == "exchange_only_the_seven"
            for lang in LANGS:
                assert not re.search(r"\b00[0-4]\b", t("quiz-q-exchange", lang, rule=rule, given=given,
                                                       turned=q.facts["turned"]))
    assert seen == {"rulebook", "after_win", "seven_after_win"}


def _verdict_text(lang: str, win_lost: float, label: str = "inaccuracy") -> str:
    from brisca.core.action import Action, Move
    from brisca.teach.coach.verdicts import cost_reason
    from brisca.text import doing

    v = Verdict(Action.parse("4C"), Action.parse("1O"), 2.3, win_lost, label, False, ())
    return t("practice-verdict", lang, label=t(f"label-{v.label}", lang), cost=cost_reason(v),
             better=doing(Move.of(v.best), lang))


@pytest.mark.parametrize("lang", LANGS)
def test_the_coach_never_says_a_move_cost_zero_percent(lang):
    assert not re.search(r"\b0\s?%", _verdict_text(lang, 0.001))
    assert re.search(r"\b4\s?%", _verdict_text(lang, 0.04))


def test_the_coach_names_the_better_move_as_a_move():
    assert "Era mejor jugar el as de oros." in _verdict_text("es", 0.0)
    assert "Better was playing the ace of coins." in _verdict_text("en", 0.0)


def test_every_verdict_short_of_best_has_a_reason_to_show():
    """An inaccuracy with no broken principle still says what it cost against the better move."""
    import random

    from brisca.core.record import deal
    from brisca.core.state import OVER, legal_actions, step
    from brisca.core.view import observe
    from brisca.teach.coach.verdicts import judge
    from brisca.text import reason_text

    labels = set()
    for seed in range(6):
        s = deal("000", seed).start()
        rng = random.Random(seed)
        while s.phase != OVER and len(s.stock) > 20:
            view = observe(s, s.leader if not s.trick else 1 - s.leader)
            if len(view.legal) > 1:
                for move in view.legal:
                    verdict = judge(view, move, seed)
                    if verdict.label != "best":
                        labels.add(verdict.label)
                        assert verdict.main_reason is not None and reason_text(verdict.main_reason, "es")
            s = step(s, rng.choice(legal_actions(s)))
    assert "inaccuracy" in labels or "good" in labels


CATALOGS = {lang: "\n".join(line for p in sorted((CONTENT / "i18n" / lang).rglob("*.ftl"))
                            for line in p.read_text().splitlines() if not line.startswith("#"))
            for lang in LANGS}  # the messages, without the translators' comments


@pytest.mark.parametrize("lang", LANGS)
def test_the_hint_says_how_far_ahead_as_a_card_player_would(lang):
    """No "margen final esperado" / "expected final margin": so many points ahead or behind at
    the end, on average."""
    from types import SimpleNamespace

    from brisca.core.action import Action
    from brisca.teach.table.seat_board import hint_data

    for jargon in ("margen final esperado", "margen esperado", "expected final margin", "expected margin"):
        assert jargon not in CATALOGS[lang]
    ahead, behind, on_average = {"es": ("por delante", "por detrás", "de media"),
                                 "en": ("ahead", "behind", "on average")}[lang]
    for margin, word, points in ((12.4, ahead, "12"), (-7.6, behind, "8")):
        hint = hint_data([SimpleNamespace(move=Action.parse("1O"), margin=margin, win=0.6)], (), lang)
        assert word in hint["text"] and on_average in hint["text"].lower() and word in hint["moves"][0]
        assert points in hint["text"] and "+" not in hint["text"] + hint["moves"][0]


@pytest.mark.parametrize("lang", LANGS)
def test_a_hint_names_as_about_as_good_exactly_the_other_moves_the_coach_labels_best(lang):
    """"Best now" over a move worth a tenth of a point less would tell a learner the other is
    worse: the hint lists every other move the coach labels best too, and only those."""
    from conftest import random_position

    from brisca.core.state import OVER, current_player
    from brisca.core.view import observe
    from brisca.teach.coach.verdicts import evaluate_moves
    from brisca.teach.table.seat_board import hint_data
    from brisca.text import action_name, join

    told = 0
    for seed in range(24):
        s = random_position("000", seed, 20 + seed % 16)  # the last tricks too, where equal cards are common
        if s.phase is OVER:
            continue
        view = observe(s, current_player(s))
        evals = evaluate_moves(view, seed)
        if len(evals) < 2:
            continue
        text = hint_data(evals, (), lang)["text"]
        also = [action_name(e.move, lang) for e in evals[1:] if e.label == "best"]
        said = t("practice-hint_also", lang, moves=join(also, lang))
        assert (said in text) == bool(also), (seed, text)
        told += bool(also)
    assert told  # the case comes up


OLD_SOURCE_NAMES = {"es": (r"página de reglas", r"\breglamento\b(?! clásico)"),
                    "en": (r"rules page", r"2-to-6-players", r"(?<!classic )(?<![-\w\[])rulebook\b")}  # not in ids


@pytest.mark.parametrize("lang", LANGS)
def test_no_source_is_named_like_a_page_of_the_app(lang):
    """"Según la página de reglas" read as this app's own Rules page: a source's name never is,
    nor holds, the title of one of the app's pages, nor the word "page"."""
    from brisca.text import source_name, source_title
    from brisca.ui.frame import PAGES

    titles = [t(f"nav-{key}", lang).lower().strip("¿?") for key, _, _ in PAGES]
    for code in ("000", "001", "003", "004"):
        for name in (source_name(code, lang).name.lower(), source_title(code, lang).lower()):
            for title in titles:
                assert not re.search(rf"\b{re.escape(title)}\b", name), (name, title)
            assert not re.search(r"\b(página|page)\b", name), name
    written = CATALOGS[lang] + RULES[lang] + (CONTENT / "sources_compared.json").read_text()
    for old in OLD_SOURCE_NAMES[lang]:
        assert not re.search(old, written.lower()), old


@pytest.mark.parametrize("lang", LANGS)
def test_sources_in_a_list_and_after_a_colon_are_in_lower_case(lang):
    """Spanish writes no capital inside a list or after a colon: "El reglamento clásico, la guía
    de 2 a 6 jugadores y la ficha web", not "…, La guía… y La ficha web"."""
    from brisca.core.rules import PRESET_BY_NAME
    from brisca.text import preset_name, preset_summary
    from brisca.ui.grids import seating_grid, sources_in_list

    listed = sources_in_list(("001", "003", "004"), lang)
    assert listed[0].isupper() and not re.search(r"(, | y | and )(El|La|The)\b", listed), listed
    for cell in seating_grid(lang)[t("grid-source", lang)]:
        assert not re.search(r"(, | y | and )(El|La|The)\b", cell), cell
    line = t("practice-rules_line", lang, name=preset_name(PRESET_BY_NAME["000"], lang),
             summary=preset_summary(PRESET_BY_NAME["000"], lang))
    assert not re.search(r": [A-ZÁÉÍÓÚ]", line), line


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_claims_only_what_the_sources_say_and_what_the_app_plays(lang):
    from brisca.core.rules import HAND_SIZE, PRESET_LIST
    from brisca.text import preset_name
    from brisca.ui.home_view import all_practised

    intro = t("home-intro", lang, hand=HAND_SIZE).lower()
    for claim in ("más popular", "most popular", "todas sus variantes", "all its variants"):
        assert claim not in intro, claim
    assert f"{in_words(HAND_SIZE, lang, 'feminine')} " in intro  # a count of cards, in words
    variants = t("home-variants", lang, all_practised="yes" if all_practised() else "no")
    named = ("Cubierta", "Rematada", "Subastada", "chiamata")  # each a preset the app plays
    for name in named:
        assert name in variants and any(name in preset_name(p, lang) for p in PRESET_LIST), name
    said_all = t("home-variants", lang, all_practised="yes").split(". ")[-1]
    assert variants.endswith(said_all) == all_practised()  # "every one at the practice table": what practice deals


DEAL_NOT_HAND = ("hand is over", "hand is not over", "hand is played", "hand would be played", "hand counts double",
                 "wins the hand", "win the hand", "every hand", "each hand", "same hand", "single hand",
                 "several hands", "number of hands", "hands won", "two-player hand", "the hand decides",
                 "annuls the hand", "hand is annulled", "of a hand", "share a hand", "whole hand.", "tied hand")


def test_in_english_a_hand_is_the_cards_held_and_a_deal_is_played_to_the_count():
    """Spanish "mano" is both; English says "deal" for one deal from dealing to the count."""
    written = (CATALOGS["en"] + RULES["en"] + (CONTENT / "sources_compared.json").read_text()).lower()
    for phrase in DEAL_NOT_HAND:
        assert phrase not in written, phrase


def test_a_small_trump_takes_an_ace_of_another_suit():
    assert "un dos de triunfo se lleva un as de otro palo" in RULES["es"]
    assert "a two of trumps takes an ace of another suit" in RULES["en"]
    for lang in LANGS:
        assert not re.search(r"(se lleva un as|takes an ace)\.", RULES[lang])


def test_rematada_adds_up_deals_and_a_tie_adds_up_too():
    """Under Rematada the points of every deal add up, a 60-60 deal included; 003's tie rule
    (replayed at double stakes) does not apply, and the page says it is the app's reading."""
    assert "partidas acumuladas" not in RULES["es"] and "matches added up" not in RULES["en"]
    for lang, words in (("es", ("se suman los puntos de todas las manos", "también suma", "no se aplica",
                                "así lo lee la aplicación")),
                        ("en", ("the points of every deal add up", "adds up too", "does not apply",
                                "this is how the app reads it"))):
        rematada = next(line for line in RULES[lang].splitlines()
                        if line.startswith("- **Rematada**") and "{half}" in line)
        for word in words:
            assert word in rematada, word


def test_the_exchange_rule_is_the_apps_reading_not_a_quote():
    """No source says «un» cambio: the page says none says how many, that the app allows one per
    opportunity, that a card one put there oneself may be taken back, and why a deal still ends."""
    assert "«un»" not in RULES["es"] and '"an" exchange' not in RULES["en"]
    assert "Ninguna fuente dice cuántos cambios" in RULES["es"] and "No source says how many exchanges" in RULES["en"]
    assert "Sí se puede recuperar una carta que uno mismo dejó de pinta" in RULES["es"]
    assert "nadie puede recuperar" not in RULES["es"] and "nobody may take back" not in RULES["en"]
    assert "hay que ganar una baza o jugar una carta" in RULES["es"]
    assert "a trick must be won or a card played" in RULES["en"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_pages_speak_of_cards_not_of_the_engine(lang):
    """A learner reads of the deck and the tables, not of "el motor del juego"."""
    for word in ("motor", "engine"):
        assert word not in RULES[lang].lower() and word not in CATALOGS[lang].lower(), word


def test_the_rules_text_trumps_a_card_not_to_a_card():
    """"Fallar el as", as a player says it: never "fallar al as" / "falla a la sota"."""
    assert not re.search(r"\b[Ff]all\w* a(l| la| los| las)\b", RULES["es"])
    assert "fallar el as de oros" in RULES["es"]


# -- a seat is named one way in every sentence -----------------------------------------------

NAMING_TABLES = ("003-chiamata", "003-subastada", "003-subastada-pairs", "003-five", "000-three", "003-six")


def _seat_naming_problems(text: str, label: str, name, lang: str) -> list[str]:
    """Where ``text`` names a seat otherwise than by its name in a sentence ("el ordenador 3",
    its article given) or by its label heading a line of a list ("Ordenador 3: paso"): a label
    inside a sentence ("Contrato de Ordenador", "Tú llama…"), or the name without its article
    ("Ordenador 3 pujó", "de ordenador")."""
    problems = []
    for line in re.split(r"\n|<[^>]+>", text):
        line = line.strip()
        heads = [m.start() for m in re.finditer(rf"^{re.escape(label)}(?=:| ·|$)", line)]
        # the learner's label is "You", which begins English sentences too: checked in Spanish ("Tú llama…")
        if label != getattr(name, "name", None) and (name is not None or lang == "es"):
            for m in re.finditer(rf"(?<!\w){re.escape(label)}(?!\w)", line):
                if m.start() not in heads:
                    problems.append(f"label {label!r} in a sentence: {line}")
        if getattr(name, "article", "none") == "definite":
            article = {"es": r"(el|la|del|al|de la|a la|tu)", "en": r"(the|your)"}[lang]
            for m in re.finditer(rf"(?i)(?<!\w){re.escape(name.name)}(?![\w])", line):
                before = line[:m.start()].rstrip().lower()
                if m.start() not in heads and not re.search(rf"(?<!\w){article}$", before):
                    problems.append(f"{name.name!r} without its article: {line}")
    return problems


def _said_of_a_whole_deal(rules: str, seed: int, lang: str):
    """Every sentence the practice table and the review say of one deal the learner plays at
    random: the board's auction lines, status and tricks after each move, the deal's end, and
    the review's lines and tables at every step; with the seats' labels and names."""
    import random

    from brisca.teach.table import flow
    from brisca.teach.table.flow import Settings, new_game
    from brisca.teach.table.review import review_scenes
    from brisca.teach.table.seat_board import seat_board, seat_names
    from brisca.ui.practice_review import move_text, step_table_html

    rng = random.Random(seed)
    game = new_game("n" * 24, Settings(rules=rules, deal=seed, coaching=False, level="easy"))
    said = []
    while True:
        data = seat_board(game, lang)
        said += [*data["auction"], data["status"], *(h["text"] for h in data["history"]),
                 *(f["text"] for f in data["frames"])]
        if game.over:
            break
        game = flow.play(game, rng.choice(game.view.legal))
    for scene in review_scenes(game):
        said += [*move_text(game, scene, lang), step_table_html(game, scene, lang)]
    return game, said, seat_names(game, lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules", NAMING_TABLES)
def test_a_seat_is_named_the_same_way_in_every_sentence_of_a_deal(rules, lang, tmp_path, monkeypatch):
    """«Contrato de Ordenador», «Ordenador pujó 62», «Tú llama al tres de copas», «El ordenador 3»
    on one step and «Ordenador 3» on the next: in every sentence of a whole deal at the tables
    with an auction and those of three, five and six, on the board and in the review, a seat is
    its name with the article the sentence gives it, and its label only heads a list's line."""
    from brisca.text import seat_name

    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))
    problems = []
    for seed in range(2):
        game, said, (labels, names) = _said_of_a_whole_deal(rules, seed, lang)
        me = game.deal_seat(game.learner)
        for seat, label in enumerate(labels):
            name = None if seat == me else seat_name(seat, lang, names)
            for text in said:
                problems += _seat_naming_problems(text, label, name, lang)
    assert not problems, "\n".join(dict.fromkeys(problems))


def _chiamata_called(own: bool):
    """A chiamata deal seat 0 won by bidding the three, its call made: a three of its own hand
    (``own``: it plays alone) or one it lacks; and the seat that holds the card."""
    from brisca.core.record import deal
    from brisca.core.state import step

    for seed in range(200):
        s = deal("003-chiamata", seed, dealer=4).start()
        for code in ("rank:3", "pass", "pass", "pass", "pass"):
            s = step(s, Action.parse(code))
        mine = {c for c in s.hands[0] if c.rank == 3}
        choice = [a for a in s.call.legal(s) if (a.card in mine) == own]
        if choice:
            s = step(s, choice[0])
            return s, next(seat for seat, hand in enumerate(s.hands) if choice[0].card in hand)
    raise AssertionError("no such deal")


def _bots_named(lang: str) -> dict:
    from brisca.text import named

    return {seat: named("practice-name-bot_n", lang, n=seat) for seat in range(1, 5)}


@pytest.mark.parametrize("lang", LANGS)
def test_chiamata_speaks_to_the_caller_and_says_whose_the_called_card_was(lang):
    """The review's table draws the public view: the learner who called is still "you" («Has
    llamado…», never «Tú llama…»); a caller who called its own card is told «La carta llamada la
    tenías tú» (never «era del mismo que llama»), the others who held it and that it plays alone."""
    from brisca.core.state import current_player, legal_actions, step
    from brisca.core.view import observe, public_view
    from brisca.teach.table.auction_board import auction_lines
    from brisca.text import Named

    labels = [t("practice-seat-0", lang)] + [t("practice-seat-bot_n", lang, n=k) for k in range(1, 5)]
    s, _ = _chiamata_called(own=False)
    lines = auction_lines(public_view(s), lang, labels, _bots_named(lang), me=0)
    called = {"es": "Has llamado al tres de ", "en": "You called the three of "}[lang]
    assert lines[0].startswith(called), lines
    assert lang == "en" or not any(re.search(r"\bTú\b", line) for line in lines), lines  # "Tú llama…"
    s, _ = _chiamata_called(own=True)
    while s.call.called in s.hands[0]:  # seat 0 plays the card it called at its first turn
        seat = current_player(s)
        s = step(s, Action.play(s.call.called) if seat == 0 else legal_actions(s)[0])
    mine = auction_lines(observe(s, 0), lang, labels, _bots_named(lang))[-1]
    theirs = auction_lines(observe(s, 2), lang, [*labels[:2], t("practice-seat-0", lang), *labels[3:]],
                           {**_bots_named(lang), 0: Named("Ana", "feminine")})[-1]
    assert mine == {"es": "La carta llamada la tenías tú: juegas solo contra cuatro.",
                    "en": "The called card was in your own hand: you play alone against four."}[lang]
    assert {"es": "la tenía quien la llamó, Ana: juega solo", "en": "the caller's own hand, Ana's"}[lang] in theirs


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules", ["003-subastada", "003-subastada-pairs"])
def test_a_subastada_contract_is_never_said_as_more_of_less(rules, lang, tmp_path, monkeypatch):
    """A bid counts the marriages too and may pass the deck's 120: the board says what the
    contract needs, never «necesitas 170 de 120»."""
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))
    bids = []
    for seed in range(3):
        game, said, _ = _said_of_a_whole_deal(rules, seed, lang)
        bids += [b.amount for b in game.state.bids if b.amount is not None]
        for text in said:
            for m in re.finditer(r"(\d+) (?:de|of) (\d+)", text):
                assert int(m[1]) <= int(m[2]), text
    assert max(bids) > 120  # the case in point was played


@pytest.mark.parametrize("lang", LANGS)
def test_a_deal_that_takes_a_side_past_the_target_says_so(lang):
    """A failed contract counts 2 deals, and a tie doubles the next: at 2 of a match to 3 the
    side comes to 4, said «lleva 4, y bastaban 3» where it said «lleva 4 de 3»."""
    from brisca.core.match import MatchState, record_deal
    from brisca.core.settle import deal_result
    from brisca.teach.lessons.variants import played
    from brisca.teach.table.match_talk import deal_worth
    from brisca.text import tell

    result = next(r for r in (deal_result(played("003-subastada", seed)[-1]) for seed in range(50))
                  if not r.contract.made)
    rules = played("003-subastada", 0)[0].rules
    for before_score, total in ((0, 2), (2, 4)):
        score = [0, 0]
        score[result.winner] = before_score
        before = MatchState(rules, tuple(score))
        worth = deal_worth(before, result, record_deal(before, result))
        facts = {k: v for k, v in worth.facts.items() if k != "side"}
        said = tell("match-worth-contract_failed", {**facts, "to": "you"}, lang)
        assert worth.facts["total"] == total
        assert (total > rules.match_target) == (f"{total} {'de' if lang == 'es' else 'of'} 3" not in said), said


def test_fallar_is_only_to_trump():
    """In a card game «fallar» is to trump: a contract not made is «no cumplido», a puzzle not
    solved at the first try «no acertado», never «fallado»."""
    assert not re.search(r"\bfallad[oa]s?\b|\bfallando\b", CATALOGS["es"])
    assert "Contrato no cumplido" in t("subastada-result-contract", "es", made="no", whose="you", teams="no",
                                       amount=80, points=70, short=10)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("table, deal", [("000", 5), ("000-three", 5), ("000-pairs", 5), ("000-pairs", 13)])
def test_a_drills_points_answer_is_a_sentence(table, deal, lang):
    """«Puntos de cada uno: no es eso. tú: 57 y Jugador 2: 34» read as a list of labels: the
    answer says each side's points in a sentence, the learner's first («Llevas 57 puntos; el
    jugador 2 lleva 34.»), each side's number as the engine counts it; a side with none yet said
    so («Tu equipo aún no lleva ningún punto», not «lleva 0 puntos»: deal 13 of pairs)."""
    from conftest import open_page

    from brisca.teach.lessons import drills as dr

    d = dr.drill(table, deal, "random")
    v = dr.view_at(d)
    at = open_page("pages/drills.py", lang=lang, table=table, deal=str(deal), moment="random")
    at.button(key="dr_skip").click().run()
    expected = dr.answer(v, "points")
    for side, points in enumerate(expected):
        at.number_input(key=f"dr_a_points_{side}").set_value(points + 1)
    at.button(key="dr_check").click().run()
    said = next(e.value for e in at.error if e.value.startswith(t("drills-title-points", lang)))
    answer = said.split(". ", 1)[1]
    mine = v.rules.side_of(v.seat)
    assert (table, deal) != ("000-pairs", 13) or expected[mine] == 0  # the case it is here for
    if expected[mine]:
        assert answer.startswith({"es": ("Tu equipo lleva", "Llevas"), "en": ("Your team has", "You have")}[lang][
            0 if v.rules.teams else 1] + f" {expected[mine]} "), answer
    else:  # «Aún no llevas ningún punto», not «Llevas 0 puntos»
        assert re.match(r"(Tu equipo aún no lleva|Aún no llevas) ningún punto|(Your team has|You have) no points yet",
                        answer), answer
    assert not re.search(r"\b(tú|you|Jugador \d|Equipo \d):", answer, re.IGNORECASE), answer
    others = [p for s, p in enumerate(expected) if s != mine]
    said = re.findall(r"(?:lleva|has) (\d+)|(no lleva ninguno|has none yet)", answer.split(";", 1)[1])
    assert [0 if none else int(n) for n, none in said] == others, answer


@pytest.mark.parametrize("lang", LANGS)
def test_a_marriage_not_sung_now_says_why_without_saying_now_twice(lang):
    """«Ahora no: ahora no se puede cantar…» ("Not now: you cannot declare a marriage now"): the
    reason says why not (the moment, or the marriage already sung), not the option again."""
    import random

    from brisca.teach.lessons.variants import MAKERS
    from brisca.text import reason_text

    seen = set()
    for seed in (*range(12), 562):  # 562: a refusal leading the first trick, where none has been won
        q = MAKERS["marriage"](random.Random(seed))
        if q.reason.code != "learn_marriage_no":
            continue
        said = reason_text(q.reason, lang)
        seen.add((q.reason.facts["why"], q.facts["moment"]))
        assert len(re.findall(r"\b(ahora|now)\b", said, re.IGNORECASE)) <= 1, said
        assert t("learn-option-no_sing", lang).lower() not in said.lower(), said
        if q.facts["moment"] == "first":
            assert {"es": "primera", "en": "first"}[lang] in said
    assert ("sing_not_now", "playing") in seen and ("sing_not_now", "first") in seen


@pytest.mark.parametrize("lang", LANGS)
def test_a_label_the_coach_cannot_settle_is_said_as_likely_not_hedged(lang):
    """«Más o menos un error grave» hedged a blunder as if it were half of one: a label the
    coach's sampling cannot settle is its estimate's own, said as likely."""
    from brisca.text import label_text

    for label in ("best", "good", "inaccuracy", "mistake", "blunder"):
        said = label_text(label, True, lang)
        assert said.startswith({"es": "probablemente ", "en": "probably "}[lang]), said
        assert said.endswith(label_text(label, False, lang).split()[-1])


def _outside_quotes(said: str) -> str:
    return re.sub(r"«[^»]*»|“[^”]*”", "«»", said)


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_answer_quotes_the_right_one_so_it_reads_mid_sentence(lang):
    """«la respuesta es He perdido», "the answer is The other side: 2 deals": the right answer is
    said with no capital inside the sentence, an option's label (its button's words) in quotes,
    for every kind of exercise of the quiz and the guided path."""
    import random

    from brisca.teach.lessons import path
    from brisca.ui.learn_view import exercise_label
    from brisca.ui.quiz_view import wrong_text

    kinds = set()
    for kind, make in path.MAKERS.items():
        if kind in path.PUZZLE_KINDS:  # a stored puzzle's wrong move gets the coach's verdict instead
            continue
        for seed in range(4):
            q = make(random.Random(seed))
            said = wrong_text(q, exercise_label(q, q.answer, lang), lang)
            kinds.add(kind)
            assert not re.search(r"(?<=[a-záéíóúñ,;:] )[A-ZÁÉÍÓÚ]", _outside_quotes(said)), said
    assert {"reach", "contract", "draw_first", "marriage", "partner", "sign"} <= kinds


# -- a reason gives the facts the engine used, not the answer again ------------------------------


def _said_order(said: str, lang: str) -> list[str]:
    """The ranks a sentence lists after its "strongest to weakest" words, by name."""
    from brisca.text import rank_name

    names = {rank_name(r, lang): r for r in range(1, 13)}
    tail = re.split(r"más floja(?:, el orden es|:)|weakest(?: is|:)", said)[1]
    return [names[w] for w in re.findall(r"[a-záéíóúñ]+", tail) if w in names]


@pytest.mark.parametrize("lang", LANGS)
def test_a_strength_reason_states_the_order_it_rests_on(lang):
    """"The king beats the four" said why: the stronger-card question and every trick where a card
    beat another of its own suit give the deck's strength order, the engine's, in which the
    stronger card comes first; a trick won by the only trump, or the only card of its suit, needs
    none."""
    import random

    from brisca.core.cards import STRENGTH_ORDER
    from brisca.core.trick import resolve_trick
    from brisca.teach.lessons import path
    from brisca.text import reason_text

    ordered = 0
    for kind in ("stronger", "trick", "second", "trick_3", "trick_5", "trick_6"):
        for seed in range(25):
            q = path.MAKERS[kind](random.Random(seed))
            said = reason_text(q.reason, lang)
            if kind == "stronger":
                cards = (q.answer, next(c for c in q.options if c != q.answer))
            else:
                cards = q.facts["cards"] if "cards" in q.facts else (q.facts["led"], q.answer)
            trump = q.facts.get("trump")
            won = resolve_trick(cards, trump).card if kind != "stronger" else q.answer
            rivals = [c for c in cards if c.suit == won.suit and c != won]
            if not rivals:
                assert not re.search(r"más floja|weakest", said), said
                continue
            order = _said_order(said, lang)
            ranks = {c.rank for c in cards}
            assert order == [r for r in STRENGTH_ORDER if r in order] and ranks <= set(order), said
            assert all(order.index(won.rank) < order.index(c.rank) for c in rivals), said
            ordered += 1
    assert ordered > 20


@pytest.mark.parametrize("lang", LANGS)
def test_the_face_down_count_is_worked_out(lang):
    """"41 face down" said with 48 − 6 − 1: the deck, less the hands dealt to those who play, less
    the turned-up card; the sentence's figures replayed against the engine's deal."""
    import random

    from brisca.core.record import deal
    from brisca.core.rules import HAND_SIZE, PRESET_LIST, Rules
    from brisca.teach.lessons import path
    from brisca.text import reason_text

    seen = set()
    for seed in range(40):
        q = path.AT_TAUGHT_TABLES["face_down"](random.Random(seed), path.taught_by(path.lesson_ids()[-1]))
        said = reason_text(q.reason, lang)
        deck, dealt, one, left = map(int, re.search(r"(\d+) − (\d+) − (\d+) = (\d+)", said).groups())
        f = q.facts
        table = (f["players"], f["teams"], f["deck"])
        rules = next((p.rules for p in PRESET_LIST if (p.rules.players, p.rules.teams, p.rules.deck) == table),
                     None) or Rules(players=f["players"], deck=f["deck"])  # the 48-card deck: no preset
        stock = len(deal(rules, seed=0).stock)  # as the engine deals it
        assert (deck, one, left) == (f["deck"], 1, q.answer) and deck - dealt - one == left == stock, said
        assert dealt % HAND_SIZE == 0 and f" {in_words(dealt // HAND_SIZE, lang)} " in said, said  # those who play
        seen.add(f["players"])
    assert {2, 3, 4, 6} <= seen


@pytest.mark.parametrize("lang", LANGS)
def test_who_draws_first_says_who_won_the_trick_and_why(lang):
    """"You draw first" said with why: the trick's winning card and its reason, then whose it is."""
    import random

    from brisca.core.trick import resolve_trick
    from brisca.teach.lessons import path
    from brisca.text import card_name, reason_text

    for seed in range(20):
        q = path.MAKERS["draw_first"](random.Random(seed))
        f = q.facts
        result = resolve_trick(f["cards"], f["trump"])
        said = reason_text(q.reason, lang)
        assert card_name(result.card, lang) in said and reason_text(result.reason, lang) in said, said
        mine = {"es": "es la tuya", "en": "is yours"}[lang] in said
        assert mine == (f["winner"] == 0 == q.answer), said


@pytest.mark.parametrize("lang", LANGS)
def test_a_cards_points_are_said_with_the_scale(lang):
    """"The king is worth 4 points" said with the scale it comes from: each rank that scores, with
    the engine's points."""
    import random

    from brisca.core.cards import POINTS
    from brisca.teach.lessons import quiz
    from brisca.text import rank_name, reason_text

    for seed in range(10):
        q = quiz._MAKERS["points"](random.Random(seed))
        said = reason_text(q.reason, lang)
        for rank, points in POINTS.items():
            assert f"{rank_name(rank, lang)} ({points})" in said, said


@pytest.mark.parametrize("lang", LANGS)
def test_a_drills_counts_are_worked_out_and_the_working_is_the_engines(lang):
    """A drill's trumps and what passing half needs are said with their working («de los 10 de la
    baraja has visto 7 (…), y 10 − 7 = 3»; «61 − 49 = 12 puntos…, y quedan en juego 120 − 90 =
    30»), every figure of it replayed against the engine's answer."""
    from brisca.teach.lessons import drills as dr
    from brisca.ui.drills_view import answer_text

    sums = 0
    for table in ("000", "000-three", "000-pairs", "003-six"):
        for seed in range(8):
            d = dr.drill(table, seed, "random")
            v = dr.view_at(d)
            for question in dr.questions(v):
                if question not in ("trumps", "sixty"):
                    continue
                check = dr.check(v, question, None)
                said = answer_text(v, check, lang)
                for a, b, c in re.findall(r"(\d+) − (\d+) = (\d+)", said):
                    assert int(a) - int(b) == int(c), said
                    sums += 1
                if question == "trumps":
                    seen = dr.trumps_seen(v)
                    assert seen.deck - seen.seen == check.expected and (check.expected == 0 or
                                                                         f"= {check.expected}" in said), said
                else:
                    need, can = check.expected
                    left = v.rules.total_points - sum(v.points)
                    assert need == 0 or (f"= {need} " in said and f"= {left}" in said and (left >= need) == can)
    assert sums > 40


def test_the_called_cards_holder_knows_it():
    """Chiamata's partner is hidden from the others, not from itself: no text says nobody knows
    («sin que nadie lo sepa», "nobody knows until it is played") where only the holder does."""
    from brisca.core.rules import PRESET_BY_NAME
    from brisca.text import preset_summary

    assert "los demás" in preset_summary(PRESET_BY_NAME["003-chiamata"], "es")
    for lang, wrong in (("es", r"sin que nadie lo sepa|no se sabe hasta que salga|y nadie lo sabe hasta que la"),
                        ("en", r"nobody knows until it is played|and nobody knows it until")):
        assert not re.search(wrong, CATALOGS[lang]), lang
    assert "solo lo sabe quien la tiene" in t("chiamata-board-partner_hidden", "es", you="no")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules, choices", [("003-subastada", ["person", "normal"]),
                                            ("003-chiamata", ["person", "easy", "easy", "easy", "easy"])])
def test_the_onlookers_auction_speaks_to_nobody(rules, choices, lang, tmp_path, monkeypatch):
    """An onlooker's board is drawn from a seat's side that is nobody's: its auction named that
    seat "you" («Tu contrato», «Has llamado al dos de oros») to whoever watched."""
    import random

    from brisca.teach.table import flow, friends
    from brisca.teach.table.flow import Settings

    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))
    game = friends.new_table("w" * 24, Settings(rules=rules, deal=3, coaching=False, level="easy"), choices)
    rng, said = random.Random(1), []
    while not game.over:
        said += friends.board_of(game, None, lang)["auction"]
        game = flow.play(game, rng.choice(game.view.legal))
    you = {"es": r"\b(Tu|tuya|Has|Llevas|necesitas|tenías|juegas|eres)\b", "en": r"\b(Your?|yours)\b"}[lang]
    assert said and not [line for line in said if re.search(you, line)]
