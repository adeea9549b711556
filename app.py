"""Home page of the Brisca teaching app. Pages only compose widgets from brisca.ui."""

from brisca.ui.frame import run_page
from brisca.ui.home_view import home_page

run_page("home", home_page)
