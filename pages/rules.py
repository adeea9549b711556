"""The rules of Brisca, every variant of the sources, with pictures and tables."""

from brisca.ui.frame import page_frame
from brisca.ui.rules_view import rules_page

rules_page(page_frame("rules"))
