"""One case per rule statement about winning a trick, from the sources."""

import pytest

from brisca.core.cards import parse_cards
from brisca.core.trick import TrickError, outcomes, resolve_trick, winning_position
from brisca.text import explain_trick, reason_text

CASES = [
    # (cards in play order, trump, winner position, points, final reason)
    (["1O", "2E"], "E", 1, 11, "only_trump"),  # 000's Ana and Luis: a small trump takes the ace
    (["4O", "1O"], "E", 1, 11, "highest_of_suit_led"),  # highest of the suit led
    (["1O", "3C"], "E", 0, 21, "highest_of_suit_led"),  # an off-suit card never wins, even a 3
    (["10O", "7O"], "E", 0, 2, "highest_of_suit_led"),  # the sota beats the 7
    (["2E", "1E"], "E", 1, 11, "highest_trump"),  # two trumps: the higher one
    (["1O", "2E", "4E"], "E", 2, 11, "highest_trump"),
    (["1O", "3E", "2E"], "E", 1, 21, "highest_trump"),
    (["5C", "6B", "7O", "4E"], "E", 3, 0, "only_trump"),
    (["5C", "6B", "7O", "4C"], "E", 0, 0, "highest_of_suit_led"),
    (["2E", "1O", "3O"], "E", 0, 21, "highest_trump"),  # leading a trump (arrastrar)
    (["12C", "11C", "10C", "1B", "3B", "2C"], "O", 0, 30, "highest_of_suit_led"),
    (["9C", "8C"], "O", 0, 0, "highest_of_suit_led"),  # the 48-card deck: 9 beats 8
    (["7C", "8C"], "O", 1, 0, "highest_of_suit_led"),  # and 8 beats 7
]


@pytest.mark.parametrize("codes, trump, winner, points, reason", CASES)
def test_rule_cases(codes, trump, winner, points, reason):
    result = resolve_trick(parse_cards(codes), trump)
    assert (result.position, result.points, result.reason.code) == (winner, points, reason)
    assert winning_position(parse_cards(codes), trump) == winner


def test_ana_and_luis_steps():
    result = resolve_trick(parse_cards(["1O", "2E"]), "E")
    assert [s.reason.code for s in result.plays] == ["leads", "trump_cuts"]
    assert [s.winning for s in result.plays] == [0, 1]
    es = explain_trick(result, "es")
    en = explain_trick(result, "en")
    assert "as de oros" in es[0] and "dos de espadas" in es[1]
    assert "ace of coins" in en[0] and "two of swords" in en[-1]


def test_each_play_is_explained():
    result = resolve_trick(parse_cards(["1O", "2E", "3O", "4C", "1E", "3E"]), "E")
    assert [s.reason.code for s in result.plays] == [
        "leads", "trump_cuts", "suit_led_under_trump", "off_suit", "higher_trump", "lower_trump"]
    assert [s.winning for s in result.plays] == [0, 1, 1, 1, 4, 4]
    assert result.card.code == "1E"


def test_a_card_off_a_led_trump_names_that_suit_once():
    """With a trump led, the suit led is trump: a card of another suit is told so without
    naming the same suit twice ("ni del palo de salida (bastos) ni triunfo (bastos)")."""
    result = resolve_trick(parse_cards(["2B", "1O", "3B"]), "B")
    assert [s.reason.code for s in result.plays] == ["leads_trump", "off_suit_trump_led", "higher_trump"]
    for lang, suit in (("es", "bastos"), ("en", "clubs")):
        line = reason_text(result.plays[1].reason, lang)
        assert line.count(suit) == 1, line
    assert resolve_trick(parse_cards(["2O", "1C"]), "B").plays[1].reason.code == "off_suit"


def test_lower_of_suit_led_and_higher_of_suit_led():
    result = resolve_trick(parse_cards(["3O", "12O", "1O"]), "E")
    assert [s.reason.code for s in result.plays] == ["leads", "lower_of_suit_led", "higher_of_suit_led"]


def test_bad_tricks():
    with pytest.raises(TrickError):
        resolve_trick([], "E")
    with pytest.raises(TrickError) as e:
        resolve_trick(parse_cards(["1O", "1O"]), "E")
    assert e.value.code == "repeated_card"


def test_what_beats_this():
    table = parse_cards(["1O"])
    hand = parse_cards(["2E", "3O", "12C"])
    result = {o.card.code: (o.takes_lead, o.points) for o in outcomes(table, hand, "E")}
    assert result == {"2E": (True, 11), "3O": (False, 21), "12C": (False, 15)}
