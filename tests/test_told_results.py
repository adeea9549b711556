"""The end of a deal as each reader is told it: the onlookers of a friends' table who won
(they were told only «La mano ha terminado»), and every line that lists the sides in one
order, the reader's own first (the final line put "you" first in practice and the rival first
at a friends' seat). What the onlookers are told is read back and checked against the engine."""

import random
import re

import pytest
from test_friends import _play_out, _table

from brisca.core.settle import deal_result
from brisca.core.state import side_points, sides_of
from brisca.teach.table import flow, friends
from brisca.teach.table.flow import Settings
from brisca.teach.table.match_talk import scoreboard_data
from brisca.teach.table.seat_board import result_text, seat_board
from brisca.text import t, you_named

TABLES = [("000", ("person", "person")), ("000-pairs", ("person", "easy", "person", "normal")),
          ("000-three", ("person", "person", "easy")), ("003-six", ("person", "easy") * 3),
          ("003-five", ("person",) * 5), ("003-subastada", ("person", "person")),
          ("003-subastada-pairs", ("person", "easy") * 2), ("003-rematada", ("person", "person"))]


def _seat_numbers(text: str, lang: str) -> set[int]:
    word = {"es": r"(?:jugador|ordenador)", "en": r"(?:player|computer)"}[lang]
    return {int(n) for n in re.findall(word + r" (\d+)", text, re.IGNORECASE)}


@pytest.mark.parametrize("rules, choices", TABLES)
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("number", range(3))
def test_the_onlookers_are_told_each_sides_points_and_who_won(rules, choices, lang, number):
    _told_to_the_onlookers(_play_out(_table(rules=rules, choices=choices, deal=number), random.Random(number),
                                     deals=1), lang)


@pytest.mark.parametrize("rules, choices", [("001", ("person", "person")), ("003-rematada", ("person", "easy")),
                                            ("003-five", ("person",) * 5)])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_onlookers_are_told_who_won_the_match(rules, choices, lang):
    game = _play_out(_table(rules=rules, choices=choices, deal=8), random.Random(8))
    assert game.match_over
    _told_to_the_onlookers(game, lang)


def _told_to_the_onlookers(game, lang: str) -> None:
    """The onlookers' board's status read back: each side's seats and points, who won the deal
    (and the match once over), checked against the engine."""
    status = friends.board_of(game, None, lang)["status"]
    state, rules = game.state, game.record.rules
    if game.match_over and rules.match != "single":  # the match's winner last, by the engine's outcome
        status, _, match = status[:-1].rpartition(". ")
        status += "."
        winner = game.outcome.winner
        assert _seat_numbers(match, lang) == {s + 1 for s in range(len(game.seats)) if winner is not None and (
            s == winner if rules.rest != "none" else rules.side_of(s) == winner)}
        assert ("partida" if lang == "es" else "match") in match
    final, _, said = status.partition(". ")
    assert final.startswith("Final: ")
    parts = final.removeprefix("Final: ").split("; ")
    sides = sides_of(state)
    assert len(parts) == len(sides)
    for part, side, points in zip(parts, sides, side_points(state), strict=True):  # each side's seats, its points
        who, _, told = part.rpartition(", ")
        assert _seat_numbers(who, lang) == {game.playing[d] + 1 for d in side} and int(told.rstrip(".")) == points
    if rules.match == "points":  # Rematada: points added up, nobody wins the deal
        assert not said
        return
    result = deal_result(state)
    if result.winner is None:
        assert said == t(f"practice-result-{result.termination}", lang)
        return
    if result.contract is not None:  # the contract first, then who won
        said = said[said.index(". ") + 2:] if said.count(". ") else said
    won = said.split(". ")[0]
    winners = {game.playing[d] + 1 for d in sides[result.winner]}
    if game.rester is not None and result.winner == 0:  # at five the one resting shares the leading pair's
        winners.add(game.rester + 1)
    assert _seat_numbers(won, lang) == winners, status
    assert won.split()[0] in ("Gana", "Ganan") if lang == "es" else re.search(r"\bwins?\b", won)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_final_line_says_the_readers_own_side_first_at_every_seat(lang):
    you = t("practice-score_you", lang, points=0).split()[0]
    for rules, choices in (("000", ("person", "person")), ("000-three", ("person", "person", "person"))):
        game = _play_out(_table(rules=rules, choices=choices, deal=3), random.Random(3), deals=1)
        for seat in range(len(choices)):
            status = friends.board_of(game, seat, lang)["status"]
            assert status.startswith(f"Final: {you} "), (rules, seat, status)
            mine = side_points(game.state)[seat]
            assert status.startswith(t("practice-score_you", lang, points=mine), len("Final: "))
    practice = flow.new_game("p" * 24, Settings(rules="000-three", deal=3, coaching=False))
    while not practice.over:
        practice = flow.play(practice, practice.view.legal[0])
    assert result_text(practice, lang).startswith(f"Final: {you} ")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_chiamatas_scores_and_the_scoreboard_say_the_reader_first(lang):
    game = _play_out(_table(rules="003-chiamata", choices=("person",) * 5, deal=2), random.Random(2), deals=1)
    result = deal_result(game.state)
    for seat in range(5):
        board = friends.board_of(game, seat, lang)
        if result.persons:
            scores = board["status"].rsplit(": ", 1)[-1]
            assert scores.startswith(t("chiamata-person", lang, who=you_named(lang),
                                       score=f"{result.persons[game.deal_seat(seat)]:+d}"))
        sides = scoreboard_data(game.changed(viewer=seat), lang)["sides"]
        assert sides[0]["label"] == t("practice-seat-0", lang) and sides[0]["side"] == seat
    pairs = _play_out(_table(rules="001-pairs", choices=("person",) * 4, deal=2), random.Random(2), deals=1)
    for seat in range(4):
        sides = scoreboard_data(pairs.changed(viewer=seat), lang)["sides"]
        assert sides[0]["label"] == t("practice-side-yours", lang)
        assert sides[0]["side"] == pairs.record.rules.side_of(seat)
    board = seat_board(pairs, lang, seat=1)
    assert board["status"].startswith(t("practice-final_teams", lang, yours=side_points(pairs.state)[1],
                                        theirs=side_points(pairs.state)[0]))
