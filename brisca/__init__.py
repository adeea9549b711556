"""Brisca, the Spanish trick-taking game: the rules engine behind the teaching app.

The packages show the architecture, each importing only those below it: ``brisca.core``
(the rules engine), ``brisca.bots`` (bots, search, the strength arena), ``brisca.teach``
(coach, practice, resolver, examples, quiz, storage) and ``brisca.ui`` (the Streamlit
widgets); ``brisca.text`` words everything in Spanish or English. All but ``brisca.ui``
import without Streamlit.
"""

import os

from .core.action import SKIP, Action, ActionError
from .core.cards import ALL_CARDS, SUITS, Card, CardError, deck_cards, parse_card, parse_suit
from .core.match import MatchState, record_deal
from .core.outcome import DealResult
from .core.record import GameRecord, RecordError, deal
from .core.rules import PRESET_LIST, PRESETS, Rules, RulesError, preset
from .core.settle import deal_result, returns
from .core.state import GameState, IllegalMoveError, current_player, is_over, legal_actions, step
from .core.trick import Reason, TrickResult, resolve_trick

# One BLAS thread per process, set before numpy is first imported (the rules engine above does
# not import it; the bots' lanes and the pages' tables do, later), as BLAS reads it once then:
# this package is imported first by the app's script, the command line and every coach worker,
# which share the machine's cores, and a product of matrices would otherwise start a pool of
# threads in each.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

__all__ = [
    "SKIP", "Action", "ActionError",
    "ALL_CARDS", "SUITS", "Card", "CardError", "parse_card", "parse_suit",
    "DealResult", "MatchState", "deal_result", "record_deal", "returns",
    "GameRecord", "RecordError", "deal",
    "PRESET_LIST", "PRESETS", "Rules", "RulesError", "deck_cards", "preset",
    "GameState", "IllegalMoveError", "current_player", "is_over",
    "legal_actions", "step",
    "Reason", "TrickResult", "resolve_trick",
]
