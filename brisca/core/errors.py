"""The engine's errors: one tree under ``BriscaError``. Each error names its problem with a
code and the facts around it, and its class says which family of messages words it
(``error-<family>-<code>`` in the text files), so the text module can say it in the user's
language without knowing the classes."""

from __future__ import annotations


class BriscaError(ValueError):
    """Base of every error the engine raises for bad input: ``code`` plus ``facts``."""

    family = "general"

    def __init__(self, code: str, **facts: object):
        self.code = code
        self.facts = facts
        super().__init__(f"{code}: {facts}" if facts else code)
