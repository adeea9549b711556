"""Brisca, the Spanish trick-taking game: the rules engine behind the teaching app.

Pure Python and importable without Streamlit; ``brisca.ui`` holds the Streamlit widgets.
"""

from .cards import ALL_CARDS, SUITS, Card, CardError, parse_card, parse_suit
from .match import HandResult, MatchState, hand_result, record_hand
from .record import GameRecord, RecordError, deal
from .rules import PRESET_LIST, PRESETS, Rules, RulesError, deck_cards, preset
from .state import SKIP, Exchange, GameState, IllegalMoveError, current_player, is_over, legal_actions, step
from .trick import Reason, TrickResult, resolve_trick

__all__ = [
    "ALL_CARDS", "SUITS", "Card", "CardError", "parse_card", "parse_suit",
    "HandResult", "MatchState", "hand_result", "record_hand",
    "GameRecord", "RecordError", "deal",
    "PRESET_LIST", "PRESETS", "Rules", "RulesError", "deck_cards", "preset",
    "SKIP", "Exchange", "GameState", "IllegalMoveError", "current_player", "is_over",
    "legal_actions", "step",
    "Reason", "TrickResult", "resolve_trick",
]
