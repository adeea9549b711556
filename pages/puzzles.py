"""Puzzles from bot games: find the move that is clearly best."""

from brisca.ui.frame import run_page
from brisca.ui.puzzles_view import puzzles_widget

run_page("puzzles", puzzles_widget)
