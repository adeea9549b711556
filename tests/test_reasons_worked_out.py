"""A reason gives the facts behind its answer, not the answer again: the stock's count worked out
as arithmetic («40 − 6 − 1 = 33 … 33 − 10 = 23»), a pile's points card by card. Each sentence's
figures are replayed against the engine."""

import random
import re

import pytest

from brisca.core.cards import parse_card
from brisca.core.record import deal
from brisca.core.rules import HAND_SIZE, Rules
from brisca.teach.lessons import path
from brisca.teach.lessons.quiz import questions
from brisca.text import LANGS, in_list, join, reason_text, words


@pytest.mark.parametrize("lang", LANGS)
def test_the_stock_left_after_some_tricks_is_worked_out_from_the_deal(lang):
    """«Quedan 23» said as the count: the deck less the hands and the turned-up card, less one
    card per player after each trick; every figure replayed against the engine's deal."""
    seen = set()
    for seed in range(60):
        q = path.MAKERS["stock"](random.Random(seed))
        said = reason_text(q.reason, lang)
        deck, dealt, one, start = map(int, re.search(r"(\d+) − (\d+) − (\d+) = (\d+)", said).groups())
        (again, drawn, left), = [tuple(map(int, m)) for m in re.findall(r"(?<!− )\b(\d+) − (\d+) = (\d+)", said)]
        rules = Rules()
        assert (deck, dealt, one) == (rules.deck, rules.players * HAND_SIZE, 1)
        assert deck - dealt - one == start == again == len(deal(rules, seed=0).stock), said
        tricks = q.facts["tricks"]
        assert drawn == rules.players * tricks and start - drawn == left == q.answer, said  # one card each, a trick
        assert re.search(rf"\b{words(tricks, lang, 'feminine')} (bazas?|tricks?)\b", said), said
        assert re.search(rf"\b{words(rules.players, lang)}\b", said), said  # who draw after each trick
        seen.add(tricks)
    assert len(seen) > 5


@pytest.mark.parametrize("lang", LANGS)
def test_a_piles_points_are_said_card_by_card(lang):
    """«2 + 10 + 0 = 12» with nothing to say which card is which: the reason names the cards
    in the order of the sum."""
    found = 0
    for seed in range(200):
        for q in questions(seed):
            if q.kind != "pile":
                continue
            said = reason_text(q.reason, lang)
            cards = q.facts["cards"]
            named = join([in_list(c, lang) for c in cards], lang)
            sum_said = " + ".join(str(c.points) for c in cards)
            assert f"{named} " in said and f"{sum_said} = {q.answer}" in said, said
            found += 1
    assert found > 20
    assert parse_card("10O").points == 2  # the sota, 10 on its picture, is worth 2: why the names matter
