"""Practice: a guided game against the bot, with hints, explained mistakes and a review."""

from brisca.ui.frame import run_page
from brisca.ui.practice_view import practice_widget

run_page("practice", practice_widget)
