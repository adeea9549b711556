"""A quiz made by the engine from random cards."""

from brisca.ui.frame import run_page
from brisca.ui.quiz_view import quiz_widget

run_page("quiz", quiz_widget)
