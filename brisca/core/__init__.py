"""The rules engine: cards, rules objects and presets, tricks, the state of a deal and its
one step function, views, records, matches, and reading outside input. Pure Python; no
other package of the project is imported from here."""
