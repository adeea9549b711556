"""A quiz made by the engine from random cards."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.frame import run_page
from brisca.ui.quiz_view import quiz_widget

run_page("quiz", quiz_widget)
