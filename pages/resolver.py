"""The trick resolver: build any trick and see who wins and why."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.frame import run_page
from brisca.ui.resolver_view import resolver_widget

run_page("resolver", resolver_widget)
