"""The rules page's sections on five players, Brisca Subastada and Briscola chiamata: each
quotation really 003's, every number a placeholder filled from the preset's rules, and each
reading the page states checked against what the engine does (issue 34)."""

import random
import re

import pytest
from conftest import open_page
from test_rules_readings import SOURCES, page, section

from brisca.core.action import PASS, RANK_BIDS, Action
from brisca.core.match import MatchState, record_deal
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.settle import deal_result
from brisca.core.state import legal_actions, step
from brisca.teach.lessons.rules_facts import page_facts
from brisca.teach.lessons.variants import played
from brisca.text import words as in_words
from brisca.ui.grids import filled

LANGS = ("es", "en")
HEADINGS = {"es": ("Cinco jugadores", "Brisca Subastada", "Briscola chiamata"),
            "en": ("Five players", "Brisca Subastada", "Briscola chiamata")}
# the placeholders each section must state: the open points' numbers, from the presets' rules
NUMBERS = (("face_down_5", "target_five"),
           ("sub_hand", "sub_bid_min", "sub_bid_step", "sub_max_bid", "marriage_trump", "marriage_plain",
            "sub_penalty", "sub_target"),
           ("call_players", "call_hand", "call_points_min", "call_points_max", "call_caller", "call_partner",
            "call_defender", "call_alone", "call_alone_defender"))


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("lang", LANGS)
def test_each_variant_s_section_quotes_003_word_for_word_and_names_it_as_the_page_does(lang):
    source = _flat(next(SOURCES.glob("003_*.txt")).read_text(encoding="utf-8"))
    for heading in HEADINGS[lang]:
        said = section(lang, heading)
        quotes = re.findall(r"«([^»]+)»", filled(said, lang))
        assert len(quotes) >= 2, heading
        for quote in quotes:
            assert _flat(quote) in source, quote
        assert said.count("(#source-003)") >= 1, heading


@pytest.mark.parametrize("lang", LANGS)
def test_every_number_of_the_variants_is_a_placeholder_of_the_preset_s_rules(lang):
    for heading, names in zip(HEADINGS[lang], NUMBERS, strict=True):
        said = section(lang, heading)
        assert set(names) <= set(re.findall(r"\{(\w+)(?::\w+)?\}", said)), heading  # ":feminine": said in words
    sub, called = PRESETS["003-subastada"], PRESETS["003-chiamata"]
    facts = page_facts()
    assert (facts["sub_bid_min"], facts["sub_bid_step"], facts["sub_penalty"], facts["sub_target"]) == (
        sub.bid_min, sub.bid_step, sub.penalty, sub.match_target)
    assert (facts["call_players"], facts["call_hand"]) == (called.players, called.hand_size)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_draws_the_three_sections_with_the_engine_s_numbers(lang):
    at = open_page("pages/rules.py", lang)
    shown = " ".join(e.proto.body for e in at.get("html"))
    assert not at.exception and "{" not in re.sub(r"<style>.*?</style>", "", shown, flags=re.S)
    for heading in HEADINGS[lang]:
        assert f">{heading}</h2>" in shown
    text = filled(section(lang, "Brisca Subastada"), lang)
    assert str(PRESETS["003-subastada"].bid_min) in text  # points, in figures; a count of deals, in words
    assert re.search(rf"\b{in_words(PRESETS['003-subastada'].penalty, lang, 'feminine')} (manos|deals)\b", text)


def test_subastada_s_auction_opens_at_the_minimum_in_steps_up_to_every_point_and_marriage():
    facts, rules = page_facts(), PRESETS["003-subastada"]
    s = deal("003-subastada", seed=4).start()
    assert all(len(hand) == facts["sub_hand"] for hand in s.hands)
    assert rules.last_card == "hidden" and rules.sing == "after_win"  # face down; sung after a trick won
    bids = [a.number for a in legal_actions(s) if a is not PASS]
    assert PASS in legal_actions(s)
    assert bids == list(range(facts["sub_bid_min"], facts["sub_max_bid"] + 1, facts["sub_bid_step"]))
    assert facts["sub_max_bid"] == facts["total"] + facts["marriage_trump"] + 3 * facts["marriage_plain"]
    s = step(s, PASS)  # the other passed without a bid: the last to speak may not pass
    assert PASS not in legal_actions(s) and legal_actions(s)[0] == Action.bid(facts["sub_bid_min"])


def test_a_subastada_deal_counts_one_deal_made_and_the_penalty_failed_as_the_page_says():
    facts, seen = page_facts(), set()
    for seed in range(40):
        for table in ("003-subastada", "003-subastada-pairs"):
            result = deal_result(played(table, seed)[-1])
            score = record_deal(MatchState.start(PRESETS[table]), result).score
            made = result.contract.made
            expected = 1 if made else facts["sub_penalty"]
            assert score[result.contract.side if made else 1 - result.contract.side] == expected
            assert sum(score) == expected
            seen.add(made)
    assert seen == {True, False}


def test_chiamata_s_auction_and_person_scores_are_the_pages():
    facts = page_facts()
    s = deal("003-chiamata", seed=2).start()
    assert len(s.hands) == facts["call_players"] and all(len(h) == facts["call_hand"] for h in s.hands)
    assert legal_actions(s) == (PASS, *(Action.rank(r) for r in RANK_BIDS),
                                *(Action.bid(n) for n in range(facts["call_points_min"], facts["call_points_max"] + 1)))
    assert RANK_BIDS[0] == 1 and RANK_BIDS[-1] == 2  # ace the weakest bid, the 2 the strongest rank
    winning = {facts["call_caller"], facts["call_partner"], -facts["call_defender"]}
    alone = {facts["call_alone"], -facts["call_alone_defender"]}
    for seed in range(60):
        result = deal_result(played("003-chiamata", seed)[-1])
        if result.termination == "annul":
            assert set(result.persons) == {0}
            continue
        persons = set(result.persons) if result.winner == 0 else {-p for p in result.persons}
        assert persons == (alone if len(result.sides[0]) == 1 else winning)


def test_at_five_the_dealer_rests_with_the_leaders_pair_and_scores_what_each_of_them_does():
    rules, facts = PRESETS["003-five"], page_facts()
    assert facts["face_down_5"] == len(deal("003-five", seed=0).stock)
    dealer = random.Random(1).randrange(rules.players)
    assert rules.seating.resting(dealer) == dealer and dealer in rules.seating.sides(dealer)[0]
    assert rules.match_target == facts["target_five"]


def test_the_other_variants_no_longer_say_subastada_and_chiamata_are_only_described():
    for lang, words in (("es", "solo las describe"), ("en", "it only describes")):
        other = section(lang, "Otras variantes" if lang == "es" else "Other variants")
        assert "Subastada" in other and words not in other
        assert "(#brisca-subastada)" in other and "(#briscola-chiamata)" in other
    assert "(#five-players)" in page("en") and "(#cinco-jugadores)" in page("es")
