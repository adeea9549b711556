"""Worked examples, step by step, replayed by the engine."""

from brisca.ui.examples_view import examples_widget
from brisca.ui.frame import run_page

run_page("examples", examples_widget)
