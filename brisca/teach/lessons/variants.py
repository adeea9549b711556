"""Exercises on the variants with an auction (Brisca Subastada, Briscola chiamata) and on a
trick of five, made from a seed by asking the engine: the path's lesson "auction" and the
quiz both take them from here.

Each maker asks only what the engine decides, from a deal the heuristic bots play at every
seat (the same seed, the same deal):

* ``contract``: a Subastada deal played out; who scores it and how many deals it counts
  (``deal_result``'s contract, the match's ``record_deal``: 1 made, ``Rules.penalty`` failed);
* ``marriage``: a moment of a Subastada deal where the seat to move holds a king and a knight of
  one suit; may it sing them now and for how much (``subastada.sing_fit``, ``marriage_points``);
  a refusal is the engine's own reason code;
* ``call``: chiamata's auction won; which of four cards may be called (``Call.refusal``);
* ``partner``: chiamata's card called; what the learner's seat knows of its side
  (``View.sides_known``);
* ``trick_5``: a trick of five at chiamata's table, the trump any suit.

>>> q = MAKERS["contract"](random.Random(3))
>>> q.answer in q.options and q.facts["table"] in AUCTION_TABLES
True
"""

from __future__ import annotations

import random
from functools import lru_cache

from brisca.bots.basic import HeuristicBot
from brisca.bots.turns import play_to_end
from brisca.core.action import RANK, RANK_BIDS
from brisca.core.cards import SUITS, card_of, deck_cards
from brisca.core.match import MatchState, record_deal
from brisca.core.record import deal
from brisca.core.rules import Rules, preset
from brisca.core.settle import deal_result
from brisca.core.state import PLAY, GameState, current_player, step
from brisca.core.subastada import held_marriages, marriage_points, sing_fit
from brisca.core.trick import Reason, resolve_trick
from brisca.core.view import observe

from .question import MAX_SEED, Question, trick_reason

AUCTION_TABLES = ("003-subastada", "003-subastada-pairs")
CHIAMATA = "003-chiamata"
NO_SING = 0  # the marriage option "not now"
SIDES = ("with_caller", "defend", "alone", "unknown")  # what a seat knows of its side at chiamata


@lru_cache(maxsize=256)
def played(table: str, seed: int) -> tuple[GameState, ...]:
    """Every state of the deal the heuristic bots play at every seat, from the deal on."""
    start = deal(table, seed).start()
    _, turns = play_to_end(start, {seat: HeuristicBot(seed + seat) for seat in range(start.n)})
    return (start, *(turn.after for turn in turns))


def trick_at(rules: Rules, kind: str):
    """A maker of tricks at one table: a seat for each card, any trump, the engine's winner."""
    deck = deck_cards(rules)

    def make(rng: random.Random) -> Question:
        trump = rng.choice(SUITS)
        cards = tuple(rng.sample(deck, rules.playing))
        result = resolve_trick(cards, trump)
        return Question(kind, {"cards": cards, "trump": trump, "suit_led": cards[0].suit}, cards, result.card,
                        trick_reason(result, rules))

    return make


def _contract(rng: random.Random) -> Question:
    """A Subastada deal played out: the contract, what the bidder's side took, and who scores
    how many deals by it (the match's own count after that one deal)."""
    table = rng.choice(AUCTION_TABLES)
    rules = preset(table)
    final = played(table, rng.randrange(MAX_SEED + 1))[-1]
    result = deal_result(final)
    made = result.contract
    score = record_deal(MatchState.start(rules), result).score
    side, worth = next((side, points) for side, points in enumerate(score) if points)
    answer = ("bidder" if side == made.side else "defenders", worth)
    worths = sorted({1, rules.penalty})
    options = tuple((who, n) for who in ("bidder", "defenders") for n in worths)
    marriages = final.auction.sung_points(final)[made.side]
    facts = {"table": table, "bidder": made.seat, "bid": made.bid, "cards": made.points - marriages,
             "marriages": marriages, "teams": rules.teams}
    return Question("contract", facts, options, answer,
                    Reason("learn_contract", {"bid": made.bid, "points": made.points, "made": "yes" if made.made
                                              else "no", "by": abs(made.by), "deals": worth}))


def _marriage_moments(states: tuple[GameState, ...]) -> list[tuple[GameState, int, str]]:
    """Each moment of play where the seat to move holds a marriage, with that seat and suit."""
    out = []
    for s in states:
        if s.phase is not PLAY:
            continue
        seat = current_player(s)
        out += [(s, seat, suit) for suit in held_marriages(s.hands[seat])]
    return out


def _marriage(rng: random.Random) -> Question:
    """A seat to move holding a king and a knight of one suit: may it sing them now, for 20 or 40?
    Half the time a moment it may, half one it may not, where the deal has both."""
    table = rng.choice(AUCTION_TABLES)
    may = rng.random() < 0.5
    while True:
        moments = _marriage_moments(played(table, rng.randrange(MAX_SEED + 1)))
        fitting = [m for m in moments if (sing_fit(m[0], m[1], m[2]) is None) == may]
        if fitting:
            break
    s, seat, suit = rng.choice(fitting)
    refusal = sing_fit(s, seat, suit)
    points = marriage_points(suit, s.trump_suit)
    answer = NO_SING if refusal else points
    last = s.tricks[-1] if s.tricks else None
    # the moment: a trick under way, or leading the first trick, or leading after winning the last
    moment = "playing" if s.trick else "first" if last is None else "won"
    facts = {"table": table, "hand": tuple(s.hands[seat]), "trump": s.trump_suit, "suit": suit,
             "trick": tuple(s.trick), "won_last": "yes" if last is not None and last.winner == seat else "no",
             "moment": moment, "sung": tuple(m.suit for m in s.sung),
             "sang_now": "yes" if any(m.trick == len(s.tricks) for m in s.sung) else "no"}
    # why not, the engine's refusal with the moment it refers to; else the marriage's worth and why
    reason = (Reason("learn_marriage_no", {"why": refusal, "moment": moment, "suit": suit}) if refusal
              else Reason("learn_marriage", {"suit": suit, "trump": s.trump_suit, "points": points}))
    return Question("marriage", facts, (NO_SING, *sorted({20, 40})), answer, reason)


def _at_call(rng: random.Random) -> GameState:
    """A chiamata deal the bots play, at the moment its caller is to name the card (a deal
    everybody passed is dealt again)."""
    while True:
        states = played(CHIAMATA, rng.randrange(MAX_SEED + 1))
        found = next((s for s in states if s.call is not None and s.call.calling), None)
        if found is not None:
            return found


def _call(rng: random.Random) -> Question:
    """The auction won: of four cards, one of each of four ranks, only the rank bid may be called."""
    s = _at_call(rng)
    call = s.call
    right = card_of(call.rank, rng.choice(SUITS))
    others = rng.sample([r for r in RANK_BIDS if r != call.rank], 3)
    options = tuple(sorted([right, *(card_of(r, rng.choice(SUITS)) for r in others)]))
    top = call.top[1]
    facts = {"bid": top, "rank": call.rank, "points": None if top.kind is RANK else top.number}
    return Question("call", facts, options, right, Reason("learn_call", {"card": right}))


def side_known(view) -> str:
    """What ``view``'s seat knows of its side at chiamata, as one of ``SIDES``, read off
    ``View.sides_known``: with the caller, a defender, the caller alone, or the caller not yet knowing."""
    ours, theirs = view.sides_known
    if len(ours) == 2:
        return "with_caller"
    if view.seat == view.call.caller:
        return "alone" if theirs else "unknown"
    return "defend"


def _partner(rng: random.Random) -> Question:
    """The card called: the learner sits at the caller's seat, the called card's or another; what
    does it know of its side?"""
    s = _at_call(rng)
    s = step(s, rng.choice(s.call.legal(s)))  # any suit: now and then the caller's own card
    call = s.call
    holder = next(seat for seat, hand in enumerate(s.hands) if call.called in hand)
    others = [seat for seat in range(s.n) if seat not in (call.caller, holder)]
    seat = rng.choice([call.caller, holder, rng.choice(others)])
    view = observe(s, seat)
    answer = side_known(view)
    facts = {"seat": seat, "caller": call.caller, "called": call.called, "hand": tuple(view.hand)}
    return Question("partner", facts, SIDES, answer, Reason(f"learn_partner_{answer}", {"card": call.called}))


MAKERS = {"contract": _contract, "marriage": _marriage, "call": _call, "partner": _partner,
          "trick_5": trick_at(preset(CHIAMATA), "trick_5")}
