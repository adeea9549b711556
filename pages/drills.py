"""Counting drills: watch a deal from one seat, then count what a player should know."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.drills_view import drills_widget
from brisca.ui.frame import run_page

run_page("drills", drills_widget)
