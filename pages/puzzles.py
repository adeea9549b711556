"""Puzzles from bot games: find the move that is clearly best."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.frame import run_page
from brisca.ui.puzzles_view import puzzles_widget

run_page("puzzles", puzzles_widget)
