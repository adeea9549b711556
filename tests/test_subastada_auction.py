"""Subastada's auction is an object the deal holds and asks (``GameState.auction``), as
chiamata's ``Call`` is: its answers (whose turn, what is open, the contract, the marriages'
points) agree with the auction and the play worked out move by move from the bids and
marriages alone, for the state and for every view of it, over hypothesis-drawn deals."""

import ast
from pathlib import Path

from hypothesis import example, given
from hypothesis import strategies as st

from brisca.core.cards import Card
from brisca.core.phase import AUCTION, NAMING, PLAY
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.state import current_player, legal_actions, side_points, step
from brisca.core.subastada import Auction, auction_of, max_bid
from brisca.core.view import observe, public_view
from brisca.teach.lessons.position import Position

SUBASTADA = sorted(name for name, rules in PRESETS.items() if rules.auction != "none")


def _worked_out(rules, leader, bids):
    """Whose turn, the least bid, and the contract, from the bids alone: round the table from
    the leader, a pass out for good, the auction won once every other seat has passed."""
    n, out, high = rules.players, set(), None
    for seat, amount in bids:
        if amount is None:
            out.add(seat)
        else:
            high = (seat, amount)
    won = high is not None and len(out) == n - 1
    seat = (bids[-1][0] + 1) % n if bids else leader
    while seat in out:
        seat = (seat + 1) % n
    least = rules.bid_min if high is None else high[1] + rules.bid_step
    return (high[0] if won else seat), least, (high if won else None)


@given(st.sampled_from(SUBASTADA), st.integers(0, 10_000), st.lists(st.integers(0, 400), max_size=80))
@example("003-subastada", 0, [0] * 44)  # played to the deal's end
def test_the_auction_object_answers_as_the_auction_played_move_by_move(table, seed, picks):
    record = deal(table, seed)
    s = record.start()
    assert isinstance(s.auction, Auction) and s.auction == auction_of(record.rules)
    for pick in picks:
        if s.phase is AUCTION or s.phase is NAMING:
            to_move, least, contract = _worked_out(s.rules, record.leader, [tuple(b) for b in s.bids])
            assert s.auction.to_move(s) == current_player(s) == to_move
            assert s.auction.legal(s) == legal_actions(s)
            if s.phase is AUCTION:
                bids = [a.number for a in legal_actions(s) if a.kind == "bid"]
                assert bids == list(range(least, max_bid(s.rules) + 1, s.rules.bid_step))
            assert (contract is None) == (s.phase is AUCTION)
        made = s.auction.contract(s)
        assert made == (None if made is None else _worked_out(s.rules, record.leader, list(s.bids))[2])
        sung = [0] * len(s.rules.sides)
        for m in s.sung:
            sung[s.rules.side_of(m.seat)] += m.points
        assert s.auction.sung_points(s) == tuple(sung)
        cards = [sum(s.points[seat] for seat in side) for side in s.rules.sides]
        assert side_points(s) == tuple(c + m for c, m in zip(cards, sung, strict=True))
        for view in (public_view(s), *(observe(s, seat) for seat in range(s.n))):  # the bids are public
            assert view.auction is s.auction and view.auction.contract(view) == made
            if s.phase in (AUCTION, NAMING):  # whose turn it is, asked while the auction is on
                assert view.auction.to_move(view) == current_player(s)
        if s.phase is PLAY:
            seat = current_player(s)
            assert s.auction.sing_options(s, seat) == tuple(a for a in legal_actions(s) if a.kind == "sing")
        options = legal_actions(s)
        if not options:
            break
        s = step(s, options[pick % len(options)])


def test_no_other_table_holds_an_auction_object_and_the_state_imports_no_variant():
    for name, rules in PRESETS.items():
        s = deal(name, 1).start()
        assert (s.auction is None) == (rules.auction == "none"), name
    tree = ast.parse(Path(__file__).parents[1].joinpath("brisca/core/state.py").read_text())
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) for alias in node.names}
    assert not imported & {"subastada", "chiamata"}


def test_a_position_at_a_subastada_table_holds_the_auction_a_deal_does():
    hand, won = tuple(Card.parse(c) for c in ("12C", "11C", "1O")), (Card.parse("1E"), Card.parse("3B"))
    for phase, first in (("auction", "pass"), ("play", "12C")):
        world = Position(PRESETS["003-subastada"], 0, hand, Card.parse("3E"), won, (), 30, phase=phase).world()
        assert world.auction == auction_of(world.rules) and legal_actions(world)[0].code == first
    assert "sing:C" in [a.code for a in legal_actions(world)]  # its trick won, the leader may sing
