"""Playing deals out quickly: random playouts and the engine's speed benchmark.

The bots play thousands of simulated deals per move, so the engine's speed is their
strength. ``bench`` measures it: random two-player deals per second on one core, played
by the engine's own step function (``GameState.play``), and microseconds per resolved
trick. The machine is shared and noisy, so each figure is the best of several rounds.
"""

from __future__ import annotations

import random
import time

from ..core.cards import deck_cards, parse_cards
from ..core.record import deal
from ..core.rules import HAND_SIZE, Rules, preset
from ..core.state import OVER, GameState, legal_actions, new_deal
from ..core.subastada import auction_of
from ..core.trick import resolve_trick, winning_position


def random_playout(s: GameState, rng: random.Random) -> GameState:
    """A copy of ``s`` played to the end by uniformly random legal actions."""
    s = s.copy()
    rnd = rng.random
    hands = s.hands
    if s.rules.exchange == "none":  # the common case: every action is a play
        n = s.n
        while s.phase is not OVER:
            hand = hands[(s.leader + len(s.trick)) % n]
            s.play(hand[int(rnd() * len(hand))])
        return s
    while s.phase is not OVER:
        actions = legal_actions(s)
        s.apply(actions[int(rnd() * len(actions))])
    return s


def shuffled_hand(rules: Rules, rng: random.Random, leader: int = 0) -> GameState:
    """A freshly dealt state (deal order does not matter for a uniform shuffle). The cards
    are put in the order of as many uniform draws: a uniform shuffle, and several times
    cheaper than ``random.shuffle``'s draw per card."""
    rnd = rng.random
    cards = sorted(deck_cards(rules), key=lambda _: rnd())
    n = rules.players
    k = HAND_SIZE * n
    hands = [cards[HAND_SIZE * i:HAND_SIZE * (i + 1)] for i in range(n)]
    return new_deal(rules, hands, cards[k], cards[k + 1:], leader, auction=auction_of(rules))


def _best_rate(work, count: int, rounds: int) -> float:
    best = float("inf")
    for _ in range(rounds):
        t = time.perf_counter()
        work(count)
        best = min(best, (time.perf_counter() - t) / count)
    return 1.0 / best


def bench(games: int = 1000, rounds: int = 7, seed: int = 1, rules: str = "000") -> dict:
    """Random deals per second and microseconds per resolved trick, best of ``rounds``."""
    r = preset(rules)
    rng = random.Random(seed)

    def play(count: int) -> None:
        for _ in range(count):
            random_playout(shuffled_hand(r, rng), rng)

    trick = parse_cards(["1O", "2E", "3O", "12B"])

    def resolve(count: int) -> None:
        for _ in range(count):
            resolve_trick(trick, "E")

    def winner_only(count: int) -> None:
        for _ in range(count):
            winning_position(trick, "E")

    # Sanity: the benchmark's games are real games.
    final = random_playout(deal(r, seed).start(), rng)
    assert sum(final.points) == 120
    return {"rules": rules, "games_per_second": round(_best_rate(play, games, rounds)),
            "trick_resolve_us": round(1e6 / _best_rate(resolve, 20000, rounds), 2),
            "trick_winner_us": round(1e6 / _best_rate(winner_only, 100000, rounds), 3),
            "games_per_round": games, "rounds": rounds}
