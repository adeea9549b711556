"""Play with friends: one table for several people, each on their own link, and onlookers."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.frame import run_page
from brisca.ui.friends_view import friends_widget

run_page("friends", friends_widget)
