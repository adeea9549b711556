"""The numbers the rules page and the home page state, computed by the engine: points, the
cards left face down after the deal at every table, who wins, the match bands. The pages'
texts hold placeholders for them, never the numbers themselves, so they cannot disagree
with the game (a test checks that no other number slipped into the texts).

Cards left after the deal are counted one way everywhere: the face-down cards of the stock,
without the turned-up card that lies under them.

>>> facts = page_facts()
>>> facts["total"], facts["half"], facts["face_down_2"]
(120, 60, 33)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from brisca.core.cards import deck_cards
from brisca.core.chiamata import MAX_POINTS, MIN_POINTS
from brisca.core.match import margin_band, match_points
from brisca.core.outcome import ALONE_WINS, CALLER_WINS
from brisca.core.record import deal
from brisca.core.rules import HAND_SIZE, PRESET_LIST, PRESETS, Rules
from brisca.core.subastada import PLAIN_MARRIAGE, TRUMP_MARRIAGE, max_bid


@dataclass(frozen=True)
class TableFacts:
    """One way to seat a table, as the engine deals it."""

    players: int
    teams: bool
    deck: int
    face_down: int  # after the deal, not counting the turned-up card
    two_sides: bool  # two players, or two teams: more than half the points wins
    sources: tuple[str, ...]  # codes of the sources whose presets use it
    app_choice: bool  # no source gives this deck for this table
    resting: bool = False  # one seat rests each deal in turn (five players)


def _face_down(rules: Rules) -> int:
    return len(deal(rules, seed=0).stock)


def _app_choice(players: int, deck: int) -> bool:
    """The 36-card deck at six and the 48-card deck are the app's; the sources give the rest."""
    return deck == 48 or (players == 6 and deck == 36)


@cache
def tables() -> tuple[TableFacts, ...]:
    """Every table the presets use, plus the 48-card deck for two, in seating order."""
    seen: dict[tuple, list[str]] = {}
    first: dict[tuple, Rules] = {}  # a preset's rules per table: five need their resting seat
    for p in PRESET_LIST:
        if p.rules.called:  # chiamata's table is not seated by the app yet (its practice is to come)
            continue
        key = (p.rules.players, p.rules.teams, p.rules.deck)
        seen.setdefault(key, [])
        first.setdefault(key, p.rules)
        if p.source not in seen[key]:
            seen[key].append(p.source)
    seen.setdefault((2, False, 48), [])
    out = []
    for (players, teams, deck_size), sources in sorted(seen.items()):
        rules = first.get((players, teams, deck_size)) or Rules(players=players, teams=teams, deck=deck_size)
        out.append(TableFacts(players, teams, deck_size, _face_down(rules), len(rules.deal_rules.sides) == 2,
                              tuple(sources), _app_choice(players, deck_size), rules.seating.rests))
    return tuple(out)


@cache
def page_facts() -> dict[str, int]:
    """Every number the rules and home pages' texts may state, by placeholder name."""
    deck = deck_cards(Rules())
    total = sum(c.points for c in deck)
    facts = {"total": total, "half": total // 2, "per_suit": sum(c.points for c in deck if c.suit == "O"),
             "deck_40": 40, "deck_48": 48, "capote": total}
    for tf in tables():
        facts[f"deck_{tf.deck}"] = tf.deck
        facts[f"face_down_{tf.players}" if tf.deck == 40 else f"face_down_{tf.players}_{tf.deck}"] = tf.face_down
    # 003's match points by margin: the lowest and highest points of each band
    for points in range(facts["half"] + 1, total + 1):
        value = match_points(points)
        facts[f"band_{value}_low"], facts[f"band_{value}_high"] = margin_band(points)
        facts[f"band_{value}"] = value
    # 003 counts three players with all 40 cards, a table the engine refuses to deal: the
    # same subtraction it does, deck less three cards each less the turned-up card
    facts["face_down_3_40"] = facts["deck_40"] - 3 * HAND_SIZE - 1
    facts["target_003"] = PRESETS["003"].match_target
    facts["target_003_long"] = PRESETS["003-five-to-win"].match_target
    facts["target_004"] = PRESETS["004"].match_target
    facts["target_001"] = PRESETS["001"].match_target
    facts["rematada"] = PRESETS["003-rematada"].match_target
    facts["target_five"] = PRESETS["003-five"].match_target
    return {**facts, **variant_facts()}


def variant_facts() -> dict[str, int]:
    """The numbers of the variants with an auction, read off their presets' rules and the
    engine's constants: Subastada's bids, penalty and marriages, chiamata's deal, bids and
    person scores."""
    sub, called = PRESETS["003-subastada"], PRESETS["003-chiamata"]
    caller, partner, defender = CALLER_WINS
    return {"sub_bid_min": sub.bid_min, "sub_bid_step": sub.bid_step, "sub_penalty": sub.penalty,
            "sub_max_bid": max_bid(sub), "sub_target": sub.match_target, "sub_hand": sub.hand_size,
            "marriage_trump": TRUMP_MARRIAGE, "marriage_plain": PLAIN_MARRIAGE,
            "call_players": called.players, "call_hand": called.hand_size, "call_points_min": MIN_POINTS,
            "call_points_max": MAX_POINTS, "call_caller": caller, "call_partner": partner,
            "call_defender": -defender, "call_alone": ALONE_WINS[0], "call_alone_defender": -ALONE_WINS[1]}
