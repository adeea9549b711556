"""Writes the worked examples under content/examples/: the game records are built here from
chosen hands and bot play, and the narration is written beside them, keyed by step.

Run it after changing an example: ``python scripts/build_examples.py``. The page and the
tests only read the JSON files; this script is how they were made.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from brisca.bots import make_bot  # noqa: E402
from brisca.cards import parse_cards  # noqa: E402
from brisca.record import GameRecord, deal, move_from_json  # noqa: E402
from brisca.rules import deck_cards, preset  # noqa: E402
from brisca.state import OVER, current_player, step  # noqa: E402
from brisca.view import observe  # noqa: E402

OUT = ROOT / "content" / "examples"
ANA_LUIS = ["Ana", "Luis"]


def build(rules: str, hands, trump: str, stock_head=(), leader=0, names=None) -> GameRecord:
    r = preset(rules)
    hands = tuple(parse_cards(h) for h in hands)
    turned = parse_cards([trump])[0]
    head = parse_cards(stock_head)
    used = {c for h in hands for c in h} | {turned} | set(head)
    rest = tuple(c for c in deck_cards(r) if c not in used)
    return GameRecord(r, hands, turned, head + rest, leader, (), tuple(names) if names else None, rules)


def play(record: GameRecord, moves=(), bots=("greedy", "greedy"), until=None) -> GameRecord:
    """The record with ``moves`` played, then bots playing on (to the end, or ``until`` moves)."""
    s = record.start()
    done = []
    for m in moves:
        m = move_from_json(m)
        s = step(s, m)
        done.append(m)
    players = [make_bot(bots[i % len(bots)], 7 + i) for i in range(record.rules.players)]
    while s.phase is not OVER and (until is None or len(done) < until):
        seat = current_player(s)
        m = players[seat].choose(observe(s, seat))
        s = step(s, m)
        done.append(m)
    return record.with_moves(done)


def first_step(record: GameRecord, test) -> int:
    states = record.states()
    return next(i for i in range(1, len(states)) if test(states[i - 1], states[i]))


def part(record: GameRecord, narration: dict, title: dict | None = None) -> dict:
    out = {"record": record.to_json(), "narration": {str(k): v for k, v in narration.items()}}
    if title:
        out["title"] = title
    return out


def write(name: str, title: dict, intro: dict, parts: list[dict]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    data = {"title": title, "intro": intro, "parts": parts}
    (OUT / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def ana_luis() -> None:
    record = play(build("000", [["1O", "4C", "7B"], ["2E", "5C", "6B"]], "5E", ["12C", "3B", "10O", "6O"],
                        names=ANA_LUIS), ["1O", "2E"], until=8)
    write("01-ana-luis", {"es": "La baza de Ana y Luis", "en": "Ana and Luis's trick"},
          {"es": "El ejemplo clásico: un triunfo pequeño se lleva un as. Después, la mano sigue.",
           "en": "The classic example: a small trump takes an ace. Then the hand goes on."},
          [part(record, {
              0: {"es": "El triunfo es {turned_up}: todo el palo de espadas gana a los demás palos.",
                  "en": "The turned-up card is the {turned_up}: the whole suit of swords beats the other suits."},
              1: {"es": "{player} sale con el {card}, que vale 11 puntos. Es arriesgado: Luis puede cortar "
                        "con triunfo.",
                  "en": "{player} leads the {card}, worth 11 points. It is risky: Luis may trump it."},
              2: {"es": "{player} no tiene que seguir el palo: corta con el {card}. {trick_winner} se lleva "
                        "{trick_points} puntos, roba primero y sale en la baza siguiente.",
                  "en": "{player} does not have to follow suit: the {card} trumps it. {trick_winner} takes "
                        "{trick_points} points, draws first and leads the next trick."},
          })])


def whole_hand() -> None:
    record = play(deal("000", 21, leader=0, names=ANA_LUIS), bots=("expert", "heuristic"))
    last = first_step(record, lambda a, b: a.trump_taker is None and b.trump_taker is not None)
    first_trick = first_step(record, lambda a, b: len(b.tricks) == 1)
    n = len(record.moves)
    write("02-whole-hand", {"es": "Una mano entera a dos", "en": "A whole two-player hand"},
          {"es": "Del reparto al recuento: quién roba primero, la última ronda de robo, el juego sin mazo y la "
                 "cuenta final.",
           "en": "From the deal to the count: who draws first, the last drawing round, play without a stock and "
                 "the final count."},
          [part(record, {
              0: {"es": "Quedan {stock} cartas en el mazo, contando la pinta ({turned_up}), que se robará la última.",
                  "en": "{stock} cards are left in the stock, counting the turned-up {turned_up}, which is drawn "
                        "last."},
              first_trick: {"es": "{trick_winner} gana la primera baza: roba primero y sale.",
                            "en": "{trick_winner} wins the first trick: draws first and leads."},
              last: {"es": "Última ronda de robo: {drew_first} roba la última carta tapada y {trump_taker} se lleva "
                           "la pinta, el {trump_card}. Ya no queda mazo.",
                     "en": "Last drawing round: {drew_first} draws the last face-down card and {trump_taker} takes "
                           "the turned-up {trump_card}. The stock is gone."},
              last + 1: {"es": "A partir de aquí nadie roba: se juegan las tres cartas que quedan a cada uno.",
                         "en": "From here nobody draws: each plays out the three cards left."},
              n: {"es": "Recuento: {name_0} {score_0}, {name_1} {score_1}. {result}",
                  "en": "The count: {name_0} {score_0}, {name_1} {score_1}. {result}"},
          })])


def exchanges() -> None:
    rulebook = play(build("001", [["7E", "4C", "6B"], ["2C", "5C", "7B"]], "1E", names=ANA_LUIS),
                    [{"exchange": "7E"}, "4C", "2C"], until=3)
    after_win = play(build("004", [["7E", "1O", "6B"], ["4O", "5C", "7B"], ], "3E", names=ANA_LUIS, leader=1),
                     ["4O", "1O", {"exchange": "7E"}], until=3)
    write("03-exchange", {"es": "Cambiar el 7 de triunfo", "en": "Exchanging the 7 of trumps"},
          {"es": "El mismo cambio con los dos reglamentos: en tu turno (001) y tras ganar una baza (004).",
           "en": "The same exchange under both rules: on your turn (001) and after winning a trick (004)."},
          [part(rulebook, {
              0: {"es": "La pinta es el {turned_up}, que vale puntos, y {name_0} tiene el siete de triunfo.",
                  "en": "The turned-up card is the {turned_up}, which is worth points, and {name_0} holds the seven "
                        "of trumps."},
              1: {"es": "Con el reglamento, {player} cambia en su turno, antes de jugar: entrega el {given} y se "
                        "queda el {taken}.",
                  "en": "Under the rulebook, {player} exchanges on their turn, before playing: gives the {given} "
                        "and keeps the {taken}."},
          }, {"es": "Reglamento (001)", "en": "Rulebook (001)"}),
           part(after_win, {
              2: {"es": "{trick_winner} gana la baza. Antes de robar puede cambiar su siete de triunfo.",
                  "en": "{trick_winner} wins the trick. Before drawing, they may exchange their seven of trumps."},
              3: {"es": "{player} entrega el {given} y se lleva el {taken}; luego se roba: primero {drew_first}.",
                  "en": "{player} gives the {given} and takes the {taken}; then the drawing: {drew_first} first."},
          }, {"es": "Tras ganar una baza (004)", "en": "After winning a trick (004)"})])


def pairs() -> None:
    names = ["Ana", "Luis", "Eva", "Pablo"]
    record = play(build("000-pairs", [["1O", "4C", "7B"], ["5O", "5C", "6B"], ["3E", "6C", "7C"],
                                      ["2B", "4B", "10C"]], "5E", names=names), ["1O", "5O", "3E", "2B"], until=8)
    write("04-pairs", {"es": "Cuatro jugadores por parejas", "en": "Four players in pairs"},
          {"es": "Ana y Eva juegan juntas contra Luis y Pablo. Los compañeros se sientan enfrente: el orden de "
                 "juego alterna las parejas.",
           "en": "Ana and Eva play together against Luis and Pablo. Partners sit opposite, so the order of play "
                 "alternates the pairs."},
          [part(record, {
              3: {"es": "{player} corta con el {card} la baza de su compañera: los puntos quedan en la pareja.",
                  "en": "{player} trumps her partner's trick with the {card}: the points stay with the pair."},
              4: {"es": "Gana {trick_winner} (equipo {trick_team}); se roba en el orden de juego desde ella: "
                        "primero {drew_first}. Equipo 1: {team_score_0} puntos; equipo 2: {team_score_1}.",
                  "en": "{trick_winner} wins (team {trick_team}); drawing goes in the order of play from her: "
                        "{drew_first} first. Team 1: {team_score_0} points; team 2: {team_score_1}."},
          })])


def three() -> None:
    names = ["Ana", "Luis", "Eva"]
    p39 = play(deal("000-three", 5, leader=0, names=names), until=6)
    p36 = play(deal("001-three", 5, leader=0, names=names), until=6)
    text = {0: {"es": "Con tres jugadores la baraja tiene {deck} cartas para que se reparta en bazas enteras; quedan "
                      "{stock} en el mazo tras dar tres a cada uno.",
                "en": "With three players the deck holds {deck} cards so that it splits into whole tricks; "
                      "{stock} are left in the stock after three each."}}
    write("05-three", {"es": "Tres jugadores", "en": "Three players"},
          {"es": "Cuarenta cartas no se reparten entre tres: la fuente 000 quita un dos y la 001 los cuatro.",
           "en": "Forty cards do not split among three: source 000 removes one 2, and 001 all four."},
          [part(p39, text, {"es": "39 cartas (000)", "en": "39 cards (000)"}),
           part(p36, text, {"es": "36 cartas (001)", "en": "36 cards (001)"})])


def tie() -> None:
    for seed in range(5000):
        record = play(deal("000", seed, leader=0, names=ANA_LUIS), bots=("heuristic", "greedy"))
        if record.final().points == (60, 60):
            break
    n = len(record.moves)
    write("06-tie", {"es": "Empate a 60", "en": "A 60-60 tie"},
          {"es": "Una mano que acaba 60 a 60, y cómo la resuelve cada fuente.",
           "en": "A hand that ends 60-60, and how each source settles it."},
          [part(record, {n: {
              "es": "60 a 60. Según la fuente: 000: {tie_draw} 001: {tie_last_trick} 003: {tie_replay} "
                    "004: {tie_annul}",
              "en": "60-60. By source: 000: {tie_draw} 001: {tie_last_trick} 003: {tie_replay} 004: {tie_annul}"}})])


def mistake() -> None:
    hands = [["1O", "4C", "7B"], ["2E", "5C", "6B"]]
    bad = play(build("000", hands, "5E", ["12C", "3B", "10O", "6O"], names=ANA_LUIS), ["1O", "2E"], until=2)
    good = play(build("000", hands, "5E", ["12C", "3B", "10O", "6O"], names=ANA_LUIS), ["4C", "5C"], until=2)
    write("07-mistake", {"es": "Error frecuente: salir con un as que te pueden cortar",
                         "en": "A common mistake: leading an ace that can be trumped"},
          {"es": "La misma mano dos veces: primero el error, luego la jugada mejor.",
           "en": "The same hand twice: first the mistake, then the better play."},
          [part(bad, {2: {"es": "{trick_winner} corta y se lleva {trick_points} puntos: el as se ha perdido.",
                          "en": "{trick_winner} trumps and takes {trick_points} points: the ace is lost."}},
                {"es": "El error", "en": "The mistake"}),
           part(good, {2: {"es": "Saliendo con una carta blanca, la baza vale {trick_points} puntos y el as sigue en "
                                 "la mano de {name_0}.",
                           "en": "Leading a blank card, the trick is worth {trick_points} points and the ace stays in "
                                 "{name_0}'s hand."}},
                {"es": "La jugada mejor", "en": "The better play"})])


def keep_trumps() -> None:
    record = play(build("000", [["4C", "3C", "7B"], ["2E", "5O", "6B"]], "5E", ["4O", "5B", "12O", "11O"],
                        names=ANA_LUIS), ["4C", "5O", "3C", "2E"], until=4)
    write("08-keep-trumps", {"es": "Guardar los triunfos para las bazas con puntos",
                             "en": "Keeping trumps for tricks with points"},
          {"es": "Luis no gasta su triunfo en una baza sin puntos y lo usa cuando de verdad rinde.",
           "en": "Luis does not spend his trump on a trick without points, and uses it when it pays."},
          [part(record, {
              2: {"es": "La baza no vale nada ({trick_points} puntos): {player} guarda su triunfo y tira una carta "
                        "blanca.",
                  "en": "The trick is worth nothing ({trick_points} points): {player} keeps his trump and throws a "
                        "blank card."},
              4: {"es": "Ahora sí: {player} corta el tres con el {card} y se lleva {trick_points} puntos.",
                  "en": "Now it pays: {player} trumps the three with the {card} and takes {trick_points} points."},
          })])


if __name__ == "__main__":
    for build_one in (ana_luis, whole_hand, exchanges, pairs, three, tie, mistake, keep_trumps):
        build_one()
    print(f"wrote {len(list(OUT.glob('*.json')))} examples to {OUT}")
