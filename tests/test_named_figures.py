"""A card's picture shows a number, and the sota's, the caballo's and the rey's (10, 11, 12) is not
the number their name says: every question of the quiz (and the path, which draws the quiz's kinds
the same way) ties each figure it shows to its name, in its words («¿Cuántos puntos vale la sota de
oros, la carta que lleva el 10?») or under its picture («Sota», «3.ª · sota»)."""

import base64
import html
import re

import pytest
from conftest import open_page

from brisca.core.cards import Card
from brisca.teach.lessons import path
from brisca.teach.lessons.quiz import FIGURES, KINDS, questions
from brisca.text import LANGS, card_name, rank_name, t


def shown_cards(q) -> list[Card]:
    """The cards a question's facts hold: what its pictures show."""
    out = []
    for value in q.facts.values():
        values = value if isinstance(value, tuple) else (value,)
        out += [v for v in values if isinstance(v, Card)]
    return out


def first_with_a_figure(kind: str) -> int | None:
    """A round whose first question is of ``kind`` and shows a figure."""
    return next((s for s in range(3000) if questions(s)[0].kind == kind
                 and any(c.rank in FIGURES for c in shown_cards(questions(s)[0]))), None)


def untied_figures(at, lang: str) -> list[str]:
    """The figures a page shows whose name is tied to their number neither by a caption under
    the picture nor by the question's words."""
    said = " ".join(m.value for m in at.markdown)
    pictures = " ".join(h.proto.body for h in at.get("html"))
    out = []
    for alt, caption in re.findall(r'<img [^>]*alt="([^"]*)">(?:<figcaption>([^<]*)</figcaption>)?', pictures):
        name = html.unescape(alt)
        rank = next((r for r in FIGURES if name.startswith(rank_name(r, lang) + " ")), None)
        if rank is None:
            continue
        in_caption = re.search(rf"\b{rank_name(rank, lang)}\b", html.unescape(caption), re.IGNORECASE)
        # in words: «la sota de oros, la carta que lleva el 10»
        in_words = re.search(rf"{re.escape(name)}, [^?]*\b{rank}\b", said)
        if not (in_caption or in_words):
            out.append(name)
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", KINDS)
def test_every_figure_a_quiz_question_shows_is_tied_to_its_name(kind, lang):
    seed = first_with_a_figure(kind)
    if seed is None:  # a kind that shows no card (the contract's): nothing to tie
        assert not any(shown_cards(questions(s)[0]) for s in range(300) if questions(s)[0].kind == kind)
        return
    at = open_page("pages/quiz.py", lang=lang, round=str(seed))
    assert not at.exception
    figures = [c for c in shown_cards(questions(seed)[0]) if c.rank in FIGURES]
    pictures = " ".join(h.proto.body for h in at.get("html"))
    assert all(html.escape(card_name(c, lang)) in pictures for c in figures)  # drawn, so checked below
    assert not untied_figures(at, lang), untied_figures(at, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_figures_value_is_asked_with_the_number_it_carries_in_the_quiz_as_in_the_path(lang):
    """«¿Cuántos puntos vale la sota de oros?» over a card showing 10, with nothing to say the
    sota is the 10: the quiz asks as the guided path does, and a card that is no figure is asked
    with no number."""
    seed = first_with_a_figure("points")
    card = questions(seed)[0].facts["card"]
    at = open_page("pages/quiz.py", lang=lang, round=str(seed))
    asked = next(m.value for m in at.markdown if card_name(card, lang) in m.value)
    assert asked == t("quiz-q-points", lang, card=card, figure="yes", number=card.rank)
    # the number the question names is the one the picture shows in its corners, and the answer
    # is the engine's value for the card, not that number
    pictures = " ".join(h.proto.body for h in at.get("html"))
    src = re.search(rf'src="data:image/svg\+xml;base64,([^"]+)"[^>]*alt="{re.escape(card_name(card, lang))}"', pictures)
    assert f">{card.rank}</text>" in base64.b64decode(src.group(1)).decode()
    assert questions(seed)[0].answer == card.points == {10: 2, 11: 3, 12: 4}[card.rank]
    assert {"es": f", la carta que lleva el {card.rank}?", "en": f", the card numbered {card.rank}, worth?"}[lang] \
        in asked
    plain = next(s for s in range(3000) if questions(s)[0].kind == "points"
                 and questions(s)[0].facts["card"].rank not in FIGURES)
    at = open_page("pages/quiz.py", lang=lang, round=str(plain))
    asked = next(m.value for m in at.markdown if card_name(questions(plain)[0].facts["card"], lang) in m.value)
    assert not re.search(r"\d", asked)
    # the path's lesson asks with the quiz's own question: one message, one place
    lesson_seed = next(s for s in range(300) if path.exercise("cards", s).kind == "points"
                       and path.exercise("cards", s).facts["card"].rank in FIGURES)
    at = open_page("pages/learn.py", lang=lang, lesson="cards", seed=str(lesson_seed))
    card = path.exercise("cards", lesson_seed).facts["card"]
    assert t("quiz-q-points", lang, card=card, figure="yes", number=card.rank) in [m.value for m in at.markdown]
