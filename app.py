"""Home page of the Brisca teaching app. Pages only compose widgets from brisca.ui."""

from brisca.ui.frame import page_frame
from brisca.ui.home_view import home_page

home_page(page_frame("home"))
