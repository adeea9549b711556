"""The rules of Brisca, every variant of the sources, with pictures and tables."""

from brisca.ui.frame import run_page
from brisca.ui.rules_view import rules_page

run_page("rules", rules_page)
