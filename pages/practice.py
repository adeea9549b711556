"""Practice: a guided game against the bot, with hints, explained mistakes and a review."""

from brisca.ui.frame import page_frame
from brisca.ui.practice_view import practice_widget

practice_widget(page_frame("practice"))
