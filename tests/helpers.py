"""Building hands by hand for rule tests: name the cards that matter, the rest is filled."""

from __future__ import annotations

from brisca.core.cards import parse_cards
from brisca.core.record import GameRecord
from brisca.core.rules import Rules, deck_cards, preset


def make_record(rules: Rules | str, hands, turned_up: str, stock_head=(), leader: int = 0,
                moves=(), names=None) -> GameRecord:
    """A record with the given hands and turned-up card; the stock starts with ``stock_head``
    and the rest of the deck follows in deck order."""
    name = rules if isinstance(rules, str) else None
    rules = preset(rules) if isinstance(rules, str) else rules
    hands = tuple(parse_cards(h) for h in hands)
    trump = parse_cards([turned_up])[0]
    head = parse_cards(stock_head)
    used = {c for h in hands for c in h} | {trump} | set(head)
    rest = tuple(c for c in deck_cards(rules) if c not in used)
    record = GameRecord(rules, hands, trump, head + rest, leader, (), names, name)
    return GameRecord.from_json({**record.to_json(), "moves": list(moves)})
