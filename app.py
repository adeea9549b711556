"""Home page of the Brisca teaching app. Pages only compose widgets from brisca.ui."""

import brisca.ui.preload  # noqa: F401  (first: every module imported once, one session at a time)
from brisca.ui.frame import run_page
from brisca.ui.home_view import home_page

run_page("home", home_page)
