import pytest

from brisca.core.cards import ALL_CARDS, STRENGTH_ORDER, Card, CardError, deck_cards, parse_card, parse_suit
from brisca.core.rules import Rules


@pytest.mark.parametrize("text, code", [
    ("1O", "1O"), ("1o", "1O"), (" 12e ", "12E"), ("7B", "7B"), ("10c", "10C"),
    ("as de oros", "1O"), ("As de Oros", "1O"), ("sota de copas", "10C"), ("3 de espadas", "3E"),
    ("ace of coins", "1O"), ("king of swords", "12E"), ("knight of clubs", "11B"),
    ("caballo de bastos", "11B"), ("rey de espadas", "12E"), ("dos de espadas", "2E"),
    ("siete de oros", "7O"), ("jack of cups", "10C"), ("8 de copas", "8C"),
])
def test_parse_accepts_codes_and_names(text, code):
    assert parse_card(text).code == code


@pytest.mark.parametrize("text, problem", [
    ("", "empty"), ("13O", "unknown_rank"), ("0O", "unknown_rank"), ("1X", "unknown_suit"),
    ("as de diamantes", "unknown_suit"), ("joker", "not_a_card"), ("queen of hearts", "unknown_rank"),
    ("<script>", "not_a_card"),
])
def test_parse_rejects_with_the_problem(text, problem):
    with pytest.raises(CardError) as e:
        parse_card(text)
    assert e.value.problem == problem


def test_codes_round_trip_and_cards_are_interned():
    for code, card in ALL_CARDS.items():
        assert card.code == code
        assert Card.parse(code) is card
        assert Card.parse(code.lower()) is card
    assert len(ALL_CARDS) == 48


def test_points_and_strength():
    points = {1: 11, 3: 10, 12: 4, 11: 3, 10: 2, 7: 0, 6: 0, 5: 0, 4: 0, 2: 0, 8: 0, 9: 0}
    for card in ALL_CARDS.values():
        assert card.points == points[card.rank]
    strengths = [Card(rank, "O").strength for rank in STRENGTH_ORDER]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 12
    assert Card.parse("7O").strength > Card.parse("6O").strength > Card.parse("2O").strength


def test_each_suit_holds_30_points_and_the_deck_120():
    deck = deck_cards(Rules())
    assert len(deck) == 40
    assert sum(c.points for c in deck) == 120
    for suit in "OCEB":
        assert sum(c.points for c in deck if c.suit == suit) == 30


@pytest.mark.parametrize("text, suit", [("O", "O"), ("oros", "O"), ("Swords", "E"), ("clubs", "B"),
                                        ("copas", "C")])
def test_parse_suit(text, suit):
    assert parse_suit(text) == suit


def test_parse_suit_rejects():
    with pytest.raises(CardError):
        parse_suit("hearts")


@pytest.mark.parametrize("text", ["²O", "١O", "１O", "1²O", "1０E", "½O", "as de oros²"])
def test_only_ascii_digits_make_a_card(text):
    """Folding would read these as digits: the README says ASCII digits only."""
    with pytest.raises(CardError):
        parse_card(text)
