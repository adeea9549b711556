"""The engine's errors: each names its problem with a code and the facts around it, so the
text module can say it in the user's language."""

from __future__ import annotations


class BriscaError(ValueError):
    """Base of every error the engine raises for bad input: ``code`` plus ``facts``."""

    def __init__(self, code: str, **facts: object):
        self.code = code
        self.facts = facts
        super().__init__(f"{code}: {facts}" if facts else code)
