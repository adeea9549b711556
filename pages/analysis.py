"""The analysis board: set up any position and read the coach's price of every move."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.analysis_view import analysis_widget
from brisca.ui.frame import run_page

run_page("analysis", analysis_widget)
