"""The expert's look-ahead at Briscola chiamata from a defender's seat: in its playouts each seat
knows the sides only as its own view would (``View.sides_known``), and its worlds read the
auction by the rule of thumb the other bots bid by (``bots.auction_reading``)."""

import random

from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots.auction_reading import AuctionReading, played_cards_by_seat
from brisca.bots.basic import partner_winning
from brisca.bots.bidding import auction_choice, bid_choice, worths
from brisca.bots.determinize import Worlds
from brisca.bots.policy import play_auction, playout, playout_choice
from brisca.core.action import PASS, Action
from brisca.core.cards import SUITS, parse_cards
from brisca.core.chiamata import Call
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.state import AUCTION, OVER, legal_actions, step
from brisca.core.view import observe

CHIAMATA = PRESETS["003-chiamata"]


def _played_out(seed: int, rng: random.Random):
    """The states of a deal whose auction the rule of thumb bid, then played at random."""
    s = play_auction(deal(CHIAMATA, seed).start())
    out = []
    while s.phase is not OVER:
        out.append(s)
        s = step(s, rng.choice(legal_actions(s)))
    return out


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 2**32), play_seed=st.integers(0, 2**32))
def test_in_a_playout_a_seat_knows_its_partners_only_as_its_view_does(seed, play_seed):
    """Before the called card is played only its holder knows who is with whom: a defender does
    not leave a trick to another defender it cannot know is on its side (the playouts used to deal
    every seat the sides of the world, so the expert's fellow defenders were perfect partners in
    its worlds and careless ones at the table)."""
    for s in _played_out(seed, random.Random(play_seed)):
        if not s.trick:
            continue
        mover = (s.leader + len(s.trick)) % s.n
        knows = partner_winning(observe(s, mover))
        after = s.copy()
        after.history = True
        playout(after, seat=mover)
        played = after.tricks[len(s.tricks)].cards[len(s.trick)]
        assert played == playout_choice(s.hands[mover], s.trick, s.trump_suit, knows)


def _auctions(count: int):
    """The deals of seeds 0.. whose auction the rule of thumb won, at the start of the play."""
    out, seed = [], 0
    while len(out) < count:
        s = play_auction(deal(CHIAMATA, seed).start())
        if s.phase is not OVER:
            out.append(s)
        seed += 1
    return out


def test_the_worlds_give_the_caller_a_hand_that_bids_as_it_did():
    """A defender's worlds hold a caller that bids and calls as the caller did, nearly always;
    hands dealt at random do so in a few worlds of ten (the caller's trumps, its ace or three
    of the called suit, left to chance)."""
    read = blind = total = 0
    for s in _auctions(20):
        caller = s.call.caller
        view = observe(s, (caller + 1) % 5)
        reading = AuctionReading(view)
        assert reading.fits(s.hands)  # the true deal bids as it did
        rng = random.Random(caller)
        for reads, dealer in ((True, Worlds(view, auction=True)), (False, Worlds(view))):
            for _ in range(16):
                fits = reading.fits_seat(caller, dealer.deal(rng).hands[caller])
                read += reads and fits
                blind += not reads and fits
        total += 16
    assert read / total > 0.85 and blind / total < 0.4


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 2**32), play_seed=st.integers(0, 2**32), world_seed=st.integers(0, 2**32))
def test_a_world_that_reads_the_auction_still_agrees_with_the_view(seed, play_seed, world_seed):
    """Reading the bids changes only which deals are drawn: every card once, the view as it is,
    the called card off the caller's hand until it is played (a defender's and the partner's
    view alike)."""
    rng = random.Random(world_seed)
    for s in _played_out(seed, random.Random(play_seed))[::4]:
        call = s.call
        for seat in range(5):
            view = observe(s, seat)
            world = Worlds(view, auction=True).deal(rng)
            assert observe(world, seat) == view
            assert sorted(c for h in world.hands for c in h) == sorted(c for h in s.hands for c in h)
            if seat != call.caller and call.called not in view.played and call.called not in view.hand:
                assert call.called not in world.hands[call.caller]


def test_the_reading_adds_back_the_cards_a_seat_has_played():
    """A seat bid with the eight cards it was dealt: a world's hand now and the cards it played."""
    s = _auctions(1)[0]
    rng = random.Random(5)
    while len(s.tricks) < 3:
        s = step(s, rng.choice(legal_actions(s)))
    view = observe(s, 0)
    played = played_cards_by_seat(view)
    assert all(len(s.hands[k]) + len(played[k]) == 8 for k in range(5))
    assert AuctionReading(view).fits(s.hands)


def test_a_hand_is_judged_in_one_pass_as_suit_by_suit():
    """``bidding.worths`` (one pass by lookups) says what the rule says suit by suit, and the rule of
    thumb's bids and calls come out of it as before (the doctest's hand: oros, ace and three)."""
    hand = parse_cards(["1O", "3O", "12O", "7O", "1C", "4E", "5B", "2B"])
    points = sum(c.points for c in hand)
    for suit in SUITS:
        trumps = [c for c in hand if c.suit == suit]
        big = sum({1: 8, 3: 6, 12: 2}.get(c.rank, 0) for c in trumps)
        assert worths(hand)[suit] == 0.6 * points + 7 * len(trumps) + big + 22
    s = deal(CHIAMATA, 1).start()
    assert s.phase is AUCTION and isinstance(s.call, Call)
    assert bid_choice(hand, s.call, legal_actions(s)).code == "rank:1"  # the weakest bid outbids
    s = step(s, Action.parse("rank:12"))
    assert bid_choice(hand, s.call, legal_actions(s)).code == "rank:11"  # as deep as it holds: 1, 3, 12
    s = step(s, Action.parse("rank:10"))  # deeper than it holds: then points, what it expects less 22
    assert bid_choice(hand, s.call, legal_actions(s)).code == "bid:61"
    s = step(s, Action.parse("bid:66"))
    assert bid_choice(hand, s.call, legal_actions(s)) is PASS
    s = deal(CHIAMATA, 1).start()
    for code in ("rank:12", "rank:11", "pass", "pass", "pass", "pass"):  # seat 1 wins with the knight
        s = step(s, Action.parse(code))
    assert s.call.calling and auction_choice(hand, s.call, legal_actions(s)).code == "call:11O"
