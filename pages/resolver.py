"""The trick resolver: build any trick and see who wins and why."""

from brisca.ui.frame import page_frame
from brisca.ui.resolver_view import resolver_widget

resolver_widget(page_frame("resolver"))
