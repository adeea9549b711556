"""The rules and the playout policy as lookups that every playout reads, scalar or in lanes: the
policy's card (``policy.CHOICE``), held to the rule as the policy states it, written out card by
card; the exchanges a hand may make (``state.exchange_table``) and the one a playout makes
(``policy.exchange_choices``), held to the rule's and the policy's functions."""

from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots.policy import (
    BRACKET_OF,
    CHOICE,
    NO_HOLDER,
    THROW_RANK,
    WIN_RANK,
    exchange_choices,
    exchange_given,
    playout_choice,
    taking_card,
)
from brisca.core.cards import BEATS, CARDS, POINTS_OF, SUIT_OF, SUITS, card_of
from brisca.core.rules import EXCHANGES
from brisca.core.state import HOLDINGS, exchange_cards, exchange_table
from brisca.core.trick import winning_position

TRUMPS = (None, *SUITS)


def _cheapest(hand, trump):
    return min(hand, key=THROW_RANK[trump].__getitem__)


def _taking_as_written(hand, holder, points, trump):
    """The rule in words: the cheapest card that takes the trick (not a trump, then weak),
    keeping a trump for a trick worth 3 or more and the ace or three of trumps for one worth 10
    or more when the trick is held by a card not a trump, and never a trump on a trick worth
    nothing; with none, the cheapest card to throw."""
    takers = []
    for c in hand:
        if not BEATS[trump][holder * 48 + c]:
            continue
        if SUIT_OF[holder] != trump and SUIT_OF[c] == trump and (points < 3 or (POINTS_OF[c] >= 10 and points < 10)):
            continue
        takers.append(c)
    best = min(takers, key=WIN_RANK[trump].__getitem__, default=None)
    if best is not None and (points > 0 or SUIT_OF[best] != trump):
        return best
    return _cheapest(hand, trump)


def test_every_row_scores_every_card_once_winners_first():
    """Each row orders the 48 cards without a tie (so the least score is one card, the first
    of the hand in no case decides), the cards the rule spends before the ones it throws."""
    for trump in TRUMPS:
        rows = CHOICE[trump]
        assert len(rows) == (NO_HOLDER + 1) * 4
        for row in rows:
            assert len(row) == 48 and len(set(row)) == 48
        assert list(rows[NO_HOLDER * 4]) == [100 + THROW_RANK[trump][c] for c in CARDS]


def test_every_holder_bracket_and_pair_of_cards_as_written():
    """Exhaustively over every trump, holder, points bracket and pair of cards in hand (the
    score is per card, so pairs decide every hand)."""
    for trump in TRUMPS:
        for holder in CARDS:
            for points in (0, 2, 9, 10):  # one of each bracket
                for a in range(48):
                    for b in range(a + 1, 48):
                        if holder in (a, b):
                            continue
                        hand = [CARDS[a], CARDS[b]]
                        assert taking_card(hand, holder, points, trump) == _taking_as_written(hand, holder, points,
                                                                                                trump)


@settings(max_examples=examples(5000), deadline=None)
@given(trump=st.sampled_from(TRUMPS), cards=st.lists(st.integers(0, 47), min_size=2, max_size=14, unique=True),
       split=st.integers(1, 6), partner=st.booleans())
def test_the_choice_is_the_rule_for_any_hand_and_trick(trump, cards, split, partner):
    """A hand of up to eight cards (chiamata's) after a trick of up to six: the card the table
    picks is the rule's, leading, following, or with the partner holding the trick."""
    split = min(split, len(cards) - 1)
    trick, hand = [CARDS[c] for c in cards[:split]], [CARDS[c] for c in cards[split:split + 8]]
    want = (_cheapest(hand, trump) if partner else
            _taking_as_written(hand, trick[winning_position(trick, trump)], sum(POINTS_OF[c] for c in trick), trump))
    assert playout_choice(hand, trick, trump, partner) == want
    assert playout_choice(hand, [], trump) == _cheapest(hand, trump)


def test_the_brackets_are_the_points_the_rule_tells_apart():
    assert [BRACKET_OF[p] for p in (0, 1, 2, 3, 9, 10, 64)] == [0, 1, 1, 2, 2, 3, 3]


def test_the_exchange_tables_are_the_rule_and_the_playouts_choice():
    """For every rule, trump, turned-up card and hand (the 7 and the 2 of trumps, or either, or
    neither, among other cards): the cards that may take it, and the one a playout gives."""
    for rule in EXCHANGES:
        for trump in SUITS:
            table, choices = exchange_table(rule, trump), exchange_choices(rule, trump)
            for turned in CARDS:
                for held, ranks in enumerate(HOLDINGS):
                    hand = [card_of(r, trump) for r in ranks] + [card_of(12, s) for s in SUITS if s != trump]
                    options = exchange_cards(rule, trump, hand, turned)
                    assert table[turned * 4 + held] == options
                    assert choices[turned * 4 + held] == exchange_given(options, turned)
    assert any(exchange_choices("rulebook", "O")) and not any(exchange_choices("none", "O"))
