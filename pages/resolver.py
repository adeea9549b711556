"""The trick resolver: build any trick and see who wins and why."""

from brisca.ui.frame import run_page
from brisca.ui.resolver_view import resolver_widget

run_page("resolver", resolver_widget)
