"""The teaching models: the coach, the practice game and its storage, the trick resolver,
the worked examples, the quiz and the facts the rules page states. Pure Python: the
Streamlit widgets in ``brisca.ui`` draw them."""
