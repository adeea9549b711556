"""A quiz made by the engine from random cards."""

from brisca.ui.frame import page_frame
from brisca.ui.quiz_view import quiz_widget

quiz_widget(page_frame("quiz"))
