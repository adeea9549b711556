"""The guided path: short lessons and engine-checked exercises, from the first card."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.frame import run_page
from brisca.ui.learn_view import learn_widget

run_page("learn", learn_widget)
