"""Worked examples, step by step, replayed by the engine."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.examples_view import examples_widget
from brisca.ui.frame import run_page

run_page("examples", examples_widget)
