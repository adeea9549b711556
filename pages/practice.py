"""Practice: a guided game against the bot, with hints, explained mistakes and a review."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.frame import run_page
from brisca.ui.practice_view import practice_widget

run_page("practice", practice_widget)
