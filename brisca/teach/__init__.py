"""The teaching models, in three wings: the coach (``coach``), the table where people and
bots play a match (``table``: practice is one person at it) and the lessons (``lessons``).
Pure Python: the Streamlit widgets in ``brisca.ui`` draw them."""
