"""Worked examples, step by step, replayed by the engine."""

from brisca.ui.examples_view import examples_widget
from brisca.ui.frame import page_frame

examples_widget(page_frame("examples"))
