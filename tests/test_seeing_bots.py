"""The bots of ``scripts/arena_senas.py`` that see more than a seat may (the ceilings of what
señas could be worth), and the hook they use: every bot sees, through ``Bot.sees``, what the
bots' loop shows it, and a bot of the app sees the seat's view and nothing more."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from brisca.bots import make_bot
from brisca.bots.turns import bot_turns
from brisca.core.record import deal
from brisca.core.view import observe

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "arena_senas.py"


@pytest.fixture(scope="module")
def senas():
    spec = importlib.util.spec_from_file_location("arena_senas", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["random", "greedy", "heuristic", "expert", "expert-mute"])
def test_a_bot_of_the_app_sees_the_seats_view(name):
    s = deal("004-pairs-signals", seed=3).start()
    assert make_bot(name).sees(s, s.leader) == observe(s, s.leader)


def _played_until_the_stock_is_half_drawn(seed: int):
    bots = {seat: make_bot("heuristic", seed) for seat in range(4)}
    for turn in bot_turns(deal("003-pairs", seed=seed).start(), bots):
        if turn.after.drawn >= len(turn.after.stock_order) // 2 and not turn.after.trick:
            return turn.after
    raise AssertionError("the deal ended before half the stock was drawn")


@pytest.mark.parametrize("seed", range(6))
def test_the_seeing_bots_know_their_partners_cards_and_no_other(senas, seed):
    s = _played_until_the_stock_is_half_drawn(seed)
    seat = s.leader
    partner = (seat + 2) % 4
    plain = observe(s, seat)
    whole = senas.SeesPartner(0).sees(s, seat)
    dealt = senas.SeesDealt(0).sees(s, seat)
    drawn = set(s.stock_order[:s.drawn])
    assert set(whole.known[partner]) == set(s.hands[partner])
    assert set(dealt.known[partner]) == set(plain.known[partner]) | {c for c in s.hands[partner] if c not in drawn}
    assert not set(dealt.known[partner]) & (drawn - set(plain.known[partner]))
    rivals = ((seat + 1) % 4, (seat + 3) % 4)
    for view in (whole, dealt):  # the rivals' hands and everything else as the seat's view has them
        assert [view.known[p] for p in rivals] == [plain.known[p] for p in rivals]
        assert view.hand == plain.hand and view.legal == plain.legal and view.played == plain.played


def test_the_loop_shows_a_bot_what_it_sees(senas):
    """Each seeing bot's turn was chosen from its partner's whole hand (the loop asked it what it
    sees), each plain bot's from its seat's view, and the deal plays to its end."""
    s = deal("004-pairs", seed=8).start()
    bots = {seat: (senas.SeesPartner(1) if seat % 2 == 0 else make_bot("expert", 1)) for seat in range(4)}
    turns = list(bot_turns(s, bots))
    assert turns[-1].after.phase == "over"
    for before, turn in zip([s, *(t.after for t in turns)], turns, strict=False):
        if turn.seat % 2:
            assert turn.view == observe(before, turn.seat)
        else:
            partner = (turn.seat + 2) % 4
            assert set(turn.view.known[partner]) == set(before.hands[partner])
