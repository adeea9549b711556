"""A friends' table at the variants of the 2-to-6 guide (``003``): Subastada at two and in
pairs, chiamata and five. Whole deals are played by the people seat by seat through
``friends.act`` (bids, the trump named, the card called, the plays), alone or with bots, every
board checked for hidden cards at every step (``test_friends._play_out``); at chiamata no board
tells a side its viewer cannot know."""

import random

import pytest
from conftest import as_seat
from hypothesis import given, settings
from hypothesis import strategies as st
from test_friends import _play_out, _table
from test_whole_deals import _check_final

from brisca.core.chiamata import partner, played_by
from brisca.core.state import current_player
from brisca.teach.table import entry, flow, friends
from brisca.teach.table.command import Command
from brisca.text import t

TABLES = {
    "003-subastada": [("person", "person")],
    "003-subastada-pairs": [("person",) * 4, ("person", "normal", "easy", "person")],
    "003-chiamata": [("person",) * 5, ("person", "normal", "person", "easy", "normal")],
    "003-five": [("person",) * 5, ("easy", "person", "normal", "normal", "person")],
}
CASES = [(rules, choices) for rules, seatings in TABLES.items() for choices in seatings]


@pytest.mark.parametrize("rules, choices", CASES, ids=[f"{r}-{sum(c == 'person' for c in ch)}p" for r, ch in CASES])
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10**9 - 1), rng_seed=st.integers(0, 2**32))
def test_people_play_a_whole_deal_of_each_variant(rules, choices, seed, rng_seed):
    game = _play_out(_table(rules=rules, choices=choices, deal=seed), random.Random(rng_seed), deals=1)
    assert game.over
    _check_final(game.state)  # as every deal of bots is checked: each card once, marriages, contract
    if rules == "003-chiamata":
        assert game.match_over  # a chiamata match is one deal


def _tag(label: str) -> str | None:
    return label.rsplit(" · ", 1)[1] if " · " in label else None


def _told_sides(game, lang: str) -> None:
    """Each board's tags at chiamata are true, and none names the caller's partner before the
    called card shows it but the partner's own (which knows from its hand)."""
    s = game.state
    call = s.call
    if call is None or call.called is None:
        return
    mate = partner(s)
    shown = played_by(s.tricks, s.trick, s.leader, s.n, call.called) is not None
    with_caller = {call.caller, mate}
    words = {k: t(f"chiamata-tag-{k}", lang) for k in ("caller", "partner", "rival")}
    for me in (i for i, seat in enumerate(game.seats) if seat.person):
        labels = [x["label"] for x in friends.board_of(game, me, lang)["seats"]]
        for seat, label in enumerate(labels):
            if seat == me:
                continue
            tag = _tag(label)
            if seat == call.caller:
                assert tag == words["caller"]
                continue
            if tag in (words["partner"], words["rival"]):
                same = (seat in with_caller) == (me in with_caller)
                assert tag == words["partner" if same else "rival"], (me, seat, labels)
            if not shown and me != mate:
                assert tag == "?", (me, seat, labels)  # the partner is nobody's to see yet
            if shown:
                assert tag != "?", (me, seat, labels)  # the called card has told every side


@pytest.mark.parametrize("lang", ["es", "en"])
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**9 - 1), rng_seed=st.integers(0, 2**32))
def test_at_chiamata_no_board_tells_a_side_before_the_called_card(lang, seed, rng_seed):
    game = _table(rules="003-chiamata", choices=("person",) * 5, deal=seed)
    rng = random.Random(rng_seed)
    while not game.over:
        _told_sides(game, lang)
        seat = game.playing[current_player(game.state)]
        move = rng.choice(game.view_of(seat).legal)
        game = flow.commit(game, entry.apply(game, as_seat(game, seat), Command.of(move)).game)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_at_subastada_each_person_bids_in_turn_and_the_others_wait(lang):
    game = _table(rules="003-subastada-pairs", choices=("person",) * 4, deal=17)
    bidder = game.playing[current_player(game.state)]
    mine = friends.board_of(game, bidder, lang)
    assert mine["actions"] and mine["hand"]  # the bids are the bidder's to choose
    for other in (s for s in range(4) if s != bidder):
        board = friends.board_of(game, other, lang)
        assert board["actions"] == []
        said = {"es": "Le toca al {}.", "en": "It is {}'s turn."}[lang]  # named as the board names the seat
        name = board["seats"][bidder]["label"].split(" · ")[0]  # "Jugador 1 · rival": the seat by its number
        assert board["status"].lower() == said.format(name).lower(), board["status"]
