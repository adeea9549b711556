"""A friends' table of five (003-five: the dealer rests, partners change every deal) with one
person and four computers, told as the person's seat and as an onlooker, in both languages:
every sentence that names a seat or a number is read back and replayed against the engine.
Each trick line names the table seat that really took the trick by the name its board gives
it; each resting line names the seat that really rested, as "you" only to that seat's person;
the scoreboard and the resting seat's final line name every seat as the boards label it; the
line of what a deal was worth gives the person's own score and the target as the engine
counts them, and says so when the match goes on with people level on top."""

import random
import re

import pytest
from conftest import as_seat

from brisca.bots.basic import GreedyBot
from brisca.core.settle import deal_result
from brisca.core.state import current_player
from brisca.teach.table import entry, flow, friends
from brisca.teach.table.command import NEXT_DEAL, Command
from brisca.teach.table.game import Settings
from brisca.teach.table.match_talk import scoreboard_data, summary_lines
from brisca.teach.table.seat_board import seat_board

LANGS = ("es", "en")
NAME = {"es": r"(jugador|ordenador) (\d+)", "en": r"(player|computer) (\d+)"}
YOU = {"es": "Descansaste", "en": "You sat"}
# the person sits so as to play the first deal and rest the second (the dealer rests, the deal passes on)
NUMBERS = (2, 3, 5, 9, 11, 26)  # among them the person wins, is level on top, or reaches 3 and loses


def _deals(number: int, rng: random.Random, deals: int = 5):
    """A table of one person and four computers, the person right after the first dealer; each
    deal played to its end (the person's moves greedy or at random, the bots' their own), yielded there."""
    settings = Settings(rules="003-five", deal=number, coaching=False)
    dealer = friends.new_table("f" * 24, settings, ("person",) * 5).dealer
    person = (dealer + 1) % 5
    choices = tuple("person" if s == person else "easy" for s in range(5))
    game = friends.start(settings, choices)
    for k in range(deals):
        while not game.over:
            seat = game.playing[current_player(game.state)]
            assert seat == person  # the bots replied until the person must move
            view = game.view_of(seat)
            action = GreedyBot().act(view) if rng.random() < 0.7 else rng.choice(view.legal)
            game = flow.commit(game, entry.apply(game, as_seat(game, seat), Command.of(action)).game)
        yield person, game
        if game.match_over or k == deals - 1:
            return
        game = flow.commit(game, entry.apply(game, as_seat(game, person), NEXT_DEAL).game)


def _named(text: str, lang: str) -> list[tuple[str, int]]:
    """The seats a sentence names, in order, each as its word and its number at the table."""
    return [(word.lower(), int(n)) for word, n in re.findall(NAME[lang], text, re.IGNORECASE)]


def _word(game, seat: int, lang: str) -> str:
    """How the boards call a table seat, by what sits in it (a person or a computer)."""
    return {"es": ("jugador", "ordenador"), "en": ("player", "computer")}[lang][not game.seats[seat].person]


def _label_names(label: str, lang: str) -> tuple[str, int]:
    [named] = _named(label.split(" · ")[0], lang)
    return named


@pytest.mark.parametrize("number", NUMBERS)
def test_every_trick_line_names_the_seat_that_took_the_trick_as_its_board_labels_it(number):
    """«El jugador 3 se lleva la baza» said of the person at table seat 1 (deal seat 2): the
    onlookers' board named a person by their seat in the deal."""
    for person, game in _deals(number, random.Random(number)):
        tricks = game.state.tricks  # the engine's: who took each trick, by deal seat
        for lang in LANGS:
            for seat in (person, None):
                board = friends.board_of(game, seat, lang)
                labels = {s["seat"]: s["label"] for s in board["seats"]}
                assert len(board["history"]) == len(tricks)
                for shown, done in zip(board["history"], tricks, strict=True):
                    taker = game.playing[done.winner]
                    if taker == seat:
                        assert _named(shown["text"], lang) == [], shown["text"]
                        continue
                    assert _named(shown["text"], lang) == [(_word(game, taker, lang), taker + 1)], (seat, shown)
                    assert _label_names(labels[done.winner], lang) == (_word(game, taker, lang), taker + 1)


@pytest.mark.parametrize("number", NUMBERS)
def test_each_resting_line_names_the_seat_that_rested_and_speaks_to_it_alone(number):
    """«Mano 3 · Descansaste esta mano» on the watch link: the onlookers were spoken to as the
    person; and the person's page said «El jugador 5 descansó» where its board said
    «Ordenador 5»."""
    for person, game in _deals(number, random.Random(number)):
        match = game.match
        for lang in LANGS:
            for watching in (False, True):
                seen = game if watching else game.changed(viewer=person)
                data = scoreboard_data(seen, lang, watching=True) if watching else scoreboard_data(seen, lang)
                rests = data["rests"]
                assert len(rests) == len(match.results)
                for k, line in enumerate(rests):
                    before, after = match.states[k], match.states[k + 1]
                    rested = before.rules.seating.resting(before.dealer)  # the engine's: the dealer rests
                    assert str(after.score[rested]) in line
                    if rested == person and not watching:
                        assert YOU[lang] in line and _named(line, lang) == [], line
                    else:
                        assert YOU[lang] not in line and _named(line, lang) == [(_word(game, rested, lang),
                                                                                rested + 1)], line


@pytest.mark.parametrize("number", NUMBERS)
def test_the_seats_page_names_every_seat_as_its_board_does(number):
    """«Mano 2 · Tú 3 · Jugador 2 0…» under a board of «Ordenador 2 · rival», and the resting
    seat's «Final: los jugadores 2 y 4, con quienes ibas…»: each seat by its table number and
    what sits in it, as every board labels it, the pairs the engine's."""
    rested = False
    for person, game in _deals(number, random.Random(number)):
        seating = game.record.rules.seating
        for lang in LANGS:
            sides = scoreboard_data(game.changed(viewer=person), lang)["sides"]
            assert [s["side"] for s in sides][0] == person
            onlookers = {game.playing[s["seat"]]: s["label"] for s in friends.board_of(game, None, lang)["seats"]}
            for side in sides[1:]:
                said = _label_names(side["label"], lang)
                assert said == (_word(game, side["side"], lang), side["side"] + 1)
                if side["side"] in onlookers:  # the one resting has no place on the boards
                    assert _label_names(onlookers[side["side"]], lang) == said
            if game.rester != person:
                continue
            rested = True
            board = seat_board(game, lang, seat=person)
            final = board["status"].split(". ")[0]
            sides_of_deal, mine_side = seating.sides(game.dealer), game.deal_side(person)
            ours, theirs = (sorted(s for s in sides_of_deal[k] if s != person) for k in (mine_side, 1 - mine_side))
            mine, others = final.split("; ")
            assert _named(mine, lang) == [(_word(game, s, lang), s + 1) for s in ours], final
            assert _named(others, lang) == [(_word(game, s, lang), s + 1) for s in theirs], final
    assert rested


@pytest.mark.parametrize("number", NUMBERS)
def test_what_a_deal_was_worth_gives_the_persons_own_score_and_the_target(number):
    """«…para cada uno de los que la ganan (tú y el ordenador 3); tú llevas 6 de 3»: the
    person's total was said with a side's «reached» (table seat 0 or 1's score). The total is
    the person's, «de 3» only while short of the target, «bastaban» only for the match's
    winner; and when people are level on top at or past the target, the line says the match
    goes on, naming exactly them."""
    for person, game in _deals(number, random.Random(number)):
        after, target = game.match_state, game.record.rules.match_target
        total, winner = after.score[person], after.winner
        for lang in LANGS:
            lines = summary_lines(game.changed(viewer=person), lang)
            worth = lines[0]
            if deal_result(game.state).winner is None:
                continue
            mine = worth.rsplit("; ", 1)[1]
            numbers = [int(n) for n in re.findall(r"\d+", mine)]
            assert numbers[0] == total, (worth, after.score)
            enough = {"es": "bastaban", "en": "were enough"}[lang]
            assert (enough in mine) == (winner == person), worth
            assert (numbers == [total, target] and enough not in mine) == (total < target), worth
            best = max(after.score)
            top = [s for s, points in enumerate(after.score) if points == best]
            level = [line for line in lines[1:] if {"es": "en cabeza entre", "en": "level on"}[lang] in line]
            assert bool(level) == (not after.over and best >= target), (lines, after.score)
            if level:  # the match goes on: those level on top, named, "you" among them or not
                assert str(best) in level[0] and str(target) in level[0]
                assert _named(level[0], lang) == [(_word(game, s, lang), s + 1) for s in top if s != person]
                assert (re.search(r"\b(tú|you)\b", level[0]) is not None) == (person in top), level
            marker = {"es": "solo en cabeza con", "en": "is alone in the lead with"}[lang]
            alone = [line for line in lines[1:] if marker in line]
            assert bool(alone) == (after.over and winner != person and total >= target), (lines, after.score)
            if alone:  # the person came to the target too, and another won alone on top
                assert _named(alone[0], lang) == [(_word(game, winner, lang), winner + 1)]
                assert str(after.score[winner]) in alone[0] and str(target) in alone[0]
