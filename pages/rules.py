"""The rules of Brisca, every variant of the sources, with pictures and tables."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.frame import run_page
from brisca.ui.rules_view import rules_page

run_page("rules", rules_page)
