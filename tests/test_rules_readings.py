"""What the rules page, the README and the messages say where the sources are silent or
ambiguous: each reading stated as the app's, each quotation really the source's, and each
statement checked against what the engine does (issue 31)."""

import re
from pathlib import Path

import pytest
from conftest import ROOT

from brisca.core.cards import parse_cards
from brisca.core.errors import BriscaError
from brisca.core.match import MatchState, record_deal
from brisca.core.outcome import DealResult, Termination
from brisca.core.record import deal
from brisca.core.rules import Rules, preset
from brisca.core.signals import SIGNS, TIMING
from brisca.core.state import legal_actions, step
from brisca.core.view import observe, turned_up_shown
from brisca.teach.table.board import board_data
from brisca.teach.table.match_talk import stake_said
from brisca.text import error_text, t

LANGS = ("es", "en")
SOURCES = Path("/work/shared/sources")
QUOTE_003 = "se declaran antes de que comience la mano"


def page(lang: str) -> str:
    return (ROOT / "content" / "rules" / f"{lang}.md").read_text(encoding="utf-8")


def section(lang: str, heading: str) -> str:
    text = page(lang)
    start = text.index(f"## {heading}")
    return text[start:text.index("\n## ", start + 1)]


SIGNALS = {"es": "Señas entre compañeros", "en": "Partner signals"}
TIES = {"es": "Empates", "en": "Ties"}


def _stakes_after_ties(ties: int) -> int:
    """The engine's stake of the deal after ``ties`` replayed ties in a row under 003."""
    m = MatchState.start(preset("003"))
    tied = DealResult((60, 60), (60, 60), Termination.REPLAY, None, (0, 1))
    for _ in range(ties):
        m = record_deal(m, tied)
    return m.stake


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_gives_the_engines_stake_after_one_tie_and_after_two(lang):
    ties = section(lang, TIES[lang])
    assert (_stakes_after_ties(1), _stakes_after_ties(2)) == (2, 4)
    for n in (1, 2):
        assert len(re.findall(rf"\b{stake_said(_stakes_after_ties(n), lang)}\b", ties)) == 1, n


@pytest.mark.parametrize("lang", LANGS)
def test_the_signs_timing_is_003s_quoted_and_the_apps_reading_said(lang):
    source = next(SOURCES.glob("003_*.txt")).read_text(encoding="utf-8")
    assert QUOTE_003 in source.lower()  # a real quotation, not our words
    said = section(lang, SIGNALS[lang])
    assert f"«{QUOTE_003}»" in said and "(#source-003)" in said
    assert TIMING["003"] == "before_first_card"  # the engine's reading, which the page says
    assert ("en su turno de la primera baza, antes de echar su primera carta" if lang == "es"
            else "on its turn in the first trick, before its first card") in said
    assert ("Ninguna de las dos dice cuándo" if lang == "es" else "Neither says when") not in said
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"«{QUOTE_003}" in readme and "declaring as agreeing" not in readme


@pytest.mark.parametrize("lang", LANGS)
def test_secret_signs_and_one_ace_or_three_are_the_apps_readings(lang):
    said = section(lang, SIGNALS[lang])
    if lang == "es":
        assert "lo elige la aplicación: ninguna fuente lo dice" in said
        assert "con una sola de esas cartas" in said
    else:
        assert "is the app's choice: no source says so" in said
        assert "with one such card" in said
    aces_and_threes = SIGNS["aces_and_threes"]
    assert aces_and_threes.true_of(parse_cards(["3O", "4C", "5C"]), "C")  # one three of another suit is enough
    assert not aces_and_threes.true_of(parse_cards(["1C", "3C", "5O"]), "C")


@pytest.mark.parametrize("table", ["003", "004"])
def test_brisca_cubierta_refuses_every_signal_and_says_why_truthfully(table):
    """The engine offers no signals with the trump face down, with either table; the reason
    given does not claim every sign is about trumps (Soplar is a request, aces and threes are
    of the other suits)."""
    with pytest.raises(BriscaError) as e:
        Rules(players=4, teams=True, trump_visible=False, signals=table)
    assert SIGNS["ask_for_figure"].is_request and SIGNS["aces_and_threes"].kind == "any_other_suit"
    for lang in LANGS:
        why = error_text(e.value, lang)
        assert ("soplar" if lang == "es" else "blowing") in why
        assert "hablan de los triunfos" not in why and "are about trumps:" not in why
        said = section(lang, SIGNALS[lang])
        assert "todas hablan de los triunfos" not in said and "all of them are about trumps" not in said
        assert ("elección de la aplicación" if lang == "es" else "the app's choice") in said


def test_the_seven_exchange_variant_is_cited_by_the_online_tables_guide_not_its_own():
    facts = {"given": parse_cards(["7O"])[0], "turned": parse_cards(["1O"])[0]}
    es = t("quiz-q-exchange", "es", rule="seven_after_win", **facts)
    en = t("quiz-q-exchange", "en", rule="seven_after_win", **facts)
    assert "variante regional que cita la guía de la mesa en línea" in es and "variante de la mesa" not in es
    assert "regional variant the online table's guide cites" in en and "online table's variant" not in en
    for lang in LANGS:
        assert "variante de la mesa" not in t("reason-exchange_only_the_seven", lang)
        assert "online table's variant" not in t("reason-exchange_only_the_seven", lang)


def test_the_three_player_last_trick_refinement_is_marked_as_the_apps():
    assert "eso lo añade la aplicación, [el reglamento clásico](#source-001) no lo dice" in section("es", TIES["es"])
    assert "the app adds this, [the classic rulebook](#source-001) does not say it" in section("en", TIES["en"])
    assert "refinement is the app's reading" in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_rematadas_trick_by_trick_count_is_stated_on_the_rules_page(lang):
    """The reading the engine follows (tests/test_match.py checks it over random matches)."""
    words = ("baza a baza" if lang == "es" else "trick by trick")
    rules_section = section(lang, "Partidas de varias manos" if lang == "es" else "Matches of several deals")
    assert words in rules_section and "{rematada}" in rules_section
    assert words in t("match-board-points", lang, target=101)


def test_the_board_says_the_cubierta_pinta_lies_face_down_under_the_stock():
    start = deal("003-cubierta", 1).start()
    es, en = (board_data(observe(start, 0), lang)["stock"] for lang in LANGS)
    assert es == f"{len(start.stock)} cartas en el mazo, y debajo la pinta, boca abajo"
    assert en == f"{len(start.stock)} cards in the stock, and under it, face down, the card that marks trumps"
    s = start  # the first trump played turns the pinta face up for all
    while not turned_up_shown(s):
        plays = [a for a in legal_actions(s) if a.is_play]
        s = step(s, next((a for a in plays if a.card.suit == s.trump_suit), plays[0]))
    assert s.turned_up_taker is None  # seed 1: a trump is played before the stock runs out
    assert board_data(observe(s, 0), "es")["stock"] == f"{len(s.stock)} cartas en el mazo, y la pinta"
    visible = board_data(observe(deal("003", 1).start(), 0), "en")["stock"]
    assert visible.endswith("in the stock, and the turned-up card")


def test_the_practice_option_does_not_pass_secret_signs_off_as_the_tables_custom():
    """No source says signs are hidden from the opponents: the option says who sees them, not
    that a real table does so."""
    assert t("practice-signals_seen-secret", "es") == "Solo el compañero"
    assert t("practice-signals_seen-secret", "en") == "Only the partner"
