"""The phases of a deal, and the error of a move that its phase or the rules refuse: the words
the state (``brisca.core.state``) and the variants that step it (``brisca.core.subastada``,
``brisca.core.chiamata``) share, so that each reads them from here and none from the other.

A phase is compared by identity on the hot paths (``s.phase is PLAY``): every phase a state
holds is one of these strings (``PHASES`` maps a name read from outside to it).
"""

from __future__ import annotations

from .errors import BriscaError

PLAY, EXCHANGE, OVER = "play", "exchange", "over"
# before the first card: an auction (Briscola chiamata's bids and call, ``brisca.core.chiamata``,
# or Subastada's bids, ``brisca.core.subastada``), then under Subastada the trump named
AUCTION, NAMING = "auction", "trump"
PHASES = {PLAY: PLAY, EXCHANGE: EXCHANGE, OVER: OVER, AUCTION: AUCTION, NAMING: NAMING}


class IllegalMoveError(BriscaError):
    """An action that the rules do not allow where it is tried; ``code`` says why."""

    family = "move"
