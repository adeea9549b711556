"""What a deal's result is worth to a side in its match (``match.deal_worth``) is what the match
itself counts: played deal by deal at every table, read off the side's margin and score as the
search gets them, it equals what ``record_deal`` adds to the side's match score less what it adds
to the other side's (under chiamata, the person's own score)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from brisca.core.chiamata import sides as called_sides
from brisca.core.match import COUNTS, MatchState, counts, deal_worth, record_deal
from brisca.core.outcome import person_stake
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.settle import contract_result, deal_result, returns
from brisca.core.state import OVER, legal_actions

TABLES = sorted(name for name, rules in PRESETS.items() if rules.rest == "none")


def played(name: str, seed: int):
    """A deal of ``name`` played to its end by random legal actions (bids and calls too)."""
    rng = random.Random(seed)
    s = deal(name, seed=seed).start()
    while s.phase is not OVER:
        actions = legal_actions(s)
        s = s.apply(actions[int(rng.random() * len(actions))])
    return s


def role_and_bidder(s, seat: int) -> tuple[int, bool | None]:
    """What ``deal_worth`` is told of the seat: its stake under chiamata, its side's contract."""
    if s.call is not None and s.call.called is not None:
        ours = called_sides(s)[0]
        return person_stake(seat == s.call.caller, seat in ours, len(ours) == 1), None
    made = contract_result(s)
    return 1, (None if made is None else s.rules.side_of(seat) == made.side)


def counted(s, seat: int) -> float:
    """What ``record_deal`` adds to the seat's side less the best other side (chiamata: the
    person's score), from a match's start."""
    rules = s.rules
    before = MatchState.start(rules)
    after = record_deal(before, deal_result(s))
    added = [a - b for a, b in zip(after.score, before.score, strict=True)]
    if rules.called:
        return float(added[seat])
    mine = rules.side_of(seat)
    return float(added[mine] - max(a for side, a in enumerate(added) if side != mine))


@pytest.mark.parametrize("name", TABLES)
@given(seed=st.integers(0, 10**6))
def test_a_deals_worth_is_what_the_match_counts(name, seed):
    s = played(name, seed)
    result = deal_result(s)
    for seat in range(s.rules.players):
        margin, score = returns(s, seat)
        role, bidder = role_and_bidder(s, seat)
        if result.winner is None and result.tied and s.rules.side_of(seat) not in result.tied and not s.rules.called:
            # at three, a tie of the two others the match does not break: the seat's own margin
            # and score say a deal lost (-1), though nobody scores it (0), as ``deal_worth`` says
            assert deal_worth(s.rules, margin, score, role, bidder) == -1 and counted(s, seat) == 0
            continue
        assert deal_worth(s.rules, margin, score, role, bidder) == counted(s, seat)


def test_every_table_counts_one_of_the_kinds():
    kinds = {name: counts(rules) for name, rules in PRESETS.items()}
    assert set(kinds.values()) == set(COUNTS)
    assert kinds["000"] == kinds["001"] == "deal" and kinds["003"] == "bands" and kinds["003-rematada"] == "points"
    assert kinds["003-subastada"] == "contract" and kinds["003-chiamata"] == "persons"


def test_going_alone_doubles_the_caller_stake_both_ways():
    assert person_stake(True, True, True) == 2 * person_stake(True, True, False) == 4
    rules = PRESETS["003-chiamata"]
    assert deal_worth(rules, 10, 1.0, person_stake(True, True, True)) == 4
    assert deal_worth(rules, -10, 0.0, person_stake(True, True, True)) == -4
