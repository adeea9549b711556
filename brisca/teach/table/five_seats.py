"""What a table of five says (``brisca.core.seating``: the dealer rests, the four others play in
two pairs that change every deal): a seat by its number at the table (``table_named``), the pairs of the
deal on the table and who rests and sides with whom, and the board of the one resting, drawn
from the onlookers' view (``Game.public_view``): the rester holds no cards and sees only what
is played on the table.

>>> from brisca.teach.table.flow import Settings, new_game
>>> game = new_game("a" * 24, Settings(rules="003-five", deal=4, coaching=False))
>>> game.rester is not None, len(game.playing)
(True, 4)
"""

from __future__ import annotations

from dataclasses import replace

from brisca.core.outcome import Termination
from brisca.core.settle import broken_by_an_earlier_trick, deal_result
from brisca.core.state import side_points, sides_of
from brisca.text import Named, capitalized, in_list, join, named, seat_label, t, you_named

from .auction_board import auction_lines, auction_result
from .board import board_data, card_data, trick_taken_text
from .game import Game

# Where the four playing sit as the one resting sees them from its own place at the bottom (the
# dealer's): the leader on its right, then on round the table to its left, as at five seats.
REST_PLACES = ("right", "top-right", "top-left", "left")


def table_named(game: Game, seat: int, lang: str) -> Named:
    """A table seat in running text by its number at the table, which every screen of it shares
    ("el jugador 3"); a friends' table's computer as one ("el ordenador 4")."""
    return named("practice-name-bot_n" if _bot(game, seat) else "seat-name", lang, n=seat + 1)


def table_label(game: Game, seat: int, lang: str) -> str:
    """A table seat as a label of its own, as the boards and the scoreboard show it ("Jugador 3",
    a friends' table's computer "Ordenador 4"): ``table_named`` on its own."""
    return t("practice-seat-bot_n", lang, n=seat + 1) if _bot(game, seat) else seat_label(seat, lang)


def _bot(game: Game, seat: int) -> bool:
    """Whether table seat ``seat`` is a friends' table's computer (practice's seats are all
    named as players: the learner's table numbers them alike)."""
    return game.watch is not None and not game.seats[seat].person


def pairs(game: Game) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The table seats of the deal's two pairs, the learner's pair (or the one the learner
    shares while resting) first."""
    seating = game.record.rules.seating
    sides = [tuple(sorted(s for s in side if s != game.rester)) for side in seating.sides(game.dealer)]
    mine = game.deal_side(game.learner)
    return sides[mine], sides[1 - mine]


def five_line(game: Game, lang: str) -> str | None:
    """Who rests this deal and whom they side with, and the pairs, said to the learner (None
    where nobody rests)."""
    if game.rester is None:
        return None
    ours, theirs = pairs(game)
    numbers = {"b1": theirs[0] + 1, "b2": theirs[1] + 1}
    if game.resting:
        return t("practice-five-resting", lang, a1=ours[0] + 1, a2=ours[1] + 1, **numbers)
    partner = next(s for s in ours if s != game.learner)
    with_us = game.deal_side(game.rester) == game.deal_side(game.learner)
    return t("practice-five-playing", lang, rester=game.rester + 1, partner=partner + 1,
             side="us" if with_us else "them", **numbers)


def five_final(game: Game, points: tuple[int, ...], lang: str) -> str:
    """A rested deal's points as the one resting says them: the pair it shares, the other."""
    ours, theirs = pairs(game)
    mine = game.deal_side(game.learner)
    return t("practice-five-final_rest", lang, ours=_seats_said(game, list(ours), lang),
             others=_seats_said(game, list(theirs), lang), yours=points[mine], theirs=points[1 - mine])


def onlookers_board(game: Game, lang: str, labels: list[str], names: dict[int, Named], status: str,
                    controls: list[dict], places: tuple[str, ...] | None = None) -> dict:
    """The table as its onlookers see it (``Game.public_view``: no hand, nobody's hidden card,
    the cards known of each hand shown), seats by ``labels``, each trick taken said with
    ``names``, and ``places`` where the seats sit around (the board's own places if none): the
    resting seat's board at five (``rest_board``) and a friends' table's watchers'
    (``friends.board_of``). It is drawn from deal seat 0's side, which is no onlooker's:
    its seat is marked neither "you" nor partner."""
    view = game.public_view
    data = board_data(replace(view, seat=0), lang, labels=labels, names=names,
                      counting=game.settings.counting)
    for i, (seat, shown) in enumerate(zip(data["seats"], view.known, strict=True)):
        seat.update(you=False, partner=False, known=[card_data(c, lang) for c in shown])
        if places is not None:
            seat["place"] = places[i]
    for done, shown in zip(view.tricks, data["history"], strict=True):
        shown["text"] = trick_taken_text(done, -1, lang, names)
    data["auction"] = auction_lines(view, lang, labels, names)  # spoken to nobody: no seat is "you" to onlookers
    data.update({"version": game.version, "verdict": None, "hint": None, "hand": [], "actions": [],
                 "status": status, "final": game.over, "controls": controls, "frames": []})
    return data


def onlookers_result(game: Game, lang: str) -> str:
    """How the deal ended, said to its onlookers, who sit on no side: each side's points with its
    seats by their numbers at the table, then who won by the rules (the contract, the last trick,
    a tie; at five the one resting with the pair it shares); under chiamata the sides the call
    made and each person's score. The seats come in their order, none first: no side is the
    reader's."""
    state, rules = game.state, game.state.rules
    names = {d: table_named(game, seat, lang) for d, seat in enumerate(game.playing)}
    if rules.called:
        return " ".join([auction_result(state, None, names, lang), *_match_won(game, lang)])
    sides, points = sides_of(state), side_points(state)
    final = t("watch-final", lang, sides="; ".join(
        t("watch-side", lang, seats=_seats_said(game, [game.playing[d] for d in side], lang), points=points[i])
        for i, side in enumerate(sides)))

    def won(side: int) -> str:
        winners = [game.playing[d] for d in sides[side]]
        rester = game.rester if game.rester is not None and game.deal_side(game.rester) == side else None
        return capitalized(t("watch-won", lang, seats=_seats_said(game, winners, lang), many="yes" if len(winners) > 1
                             else "no", rester="none" if rester is None else _seats_said(game, [rester], lang)))

    return " ".join([deal_end(game, final, won, None, names, lang), *_match_won(game, lang)])


def deal_end(game: Game, final: str, won, reader: int | None, names: dict[int, Named], lang: str) -> str:
    """How a deal ended after its points (``final``), as every board says it: a tie, else who won
    (``won(side)``), by the last trick if it decided, the contract first (told to ``reader``)."""
    state = game.state
    if state.rules.match == "points":  # Rematada: a deal's points are added up, nobody wins it
        return f"{final}."
    result = deal_result(state)
    if result.winner is None:
        return f"{final}. {t(f'practice-result-{result.termination}', lang)}"
    said = won(result.winner)
    if result.termination is Termination.LAST_TRICK:
        earlier = broken_by_an_earlier_trick(state, result)
        said += " " + t("practice-by_latest_trick" if earlier else "practice-by_last_trick", lang,
                        half=side_points(state)[result.winner])
    if result.contract is not None:  # Subastada: the contract made or not, by whom
        said = auction_result(state, reader, names, lang) + " " + said
    return f"{final}. {said}"


def _seats_said(game: Game, seats: list[int], lang: str) -> str:
    """Table seats in running text, in their order: "el jugador 1 y el ordenador 3"."""
    return join([in_list(table_named(game, s, lang), lang) for s in sorted(seats)], lang)


def _match_won(game: Game, lang: str) -> list[str]:
    """Who won the match, once it is over after more than one deal's play (a side's seats, at
    five the person), said to the onlookers; nothing while it goes on."""
    rules = game.record.rules
    if not game.match_over or rules.match == "single" or game.resigned:
        return []
    winner = game.outcome.winner
    if winner is None:
        return [t("match-end-drawn", lang)]
    seats = [s for s in range(len(game.seats)) if rules.side_of(s) == winner]  # at five each person is a side
    return [capitalized(t("watch-match_won", lang, seats=_seats_said(game, seats, lang),
                          many="yes" if len(seats) > 1 else "no"))]


def winners_said(game: Game, side: int, lang: str) -> Named:
    """The people who share a deal side's result at five, the learner first as "tú"."""
    seats = game.record.rules.seating.sides(game.dealer)[side]
    said = [in_list(you_named(lang) if s == game.learner else table_named(game, s, lang), lang)
            for s in sorted(seats, key=lambda s: s != game.learner)]
    return Named(join(said, lang))
