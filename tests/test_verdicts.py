"""One move gets one verdict: a position's values are kept by position and only refined, a
label said stays while the evidence allows it, a good move is praised when the evidence is
settled, and under the rulebook an exchange is priced against not exchanging."""

import random
from dataclasses import replace

import pytest

from brisca.core.action import Move
from brisca.core.record import deal
from brisca.teach.coach import verdicts
from brisca.teach.coach.estimate import Estimate
from brisca.teach.coach.notes import Note, notes_from_json, position_key
from brisca.teach.coach.tasks import chunk_values
from brisca.teach.coach.verdicts import LABELS, evaluate_moves, lines_of, move_label
from brisca.teach.table import flow
from brisca.teach.table.flow import Settings, new_game, play, take_back
from brisca.teach.table.seat_board import seat_board

SAMPLE = 96  # worlds a chunk of these samples: the scenes below were found with it, whatever the thinker's chunks


def _values(view, seed: int, chunks: int) -> Estimate:
    """What the background coach would have after ``chunks`` chunks of ``SAMPLE`` worlds."""
    total = chunk_values(view, seed, 0, SAMPLE, lines_of(view))
    for k in range(1, chunks):
        total += chunk_values(view, seed, k, SAMPLE, lines_of(view))
    return total


def _a_disputed_first_move():
    """A new game, a move of it and two samples of its position that label it differently:
    a few worlds and many."""
    for number in range(200):
        game = new_game("d" * 24, Settings(deal=number))
        view = game.view
        many, few = _values(view, 1, 12), _values(view, 99, 1)
        for move in view.legal:
            i_many, i_few = many.index(Move.of(move)), few.index(Move.of(move))
            if move_label(many, i_many)[0] != move_label(few, i_few)[0]:
                return game, move, many, few
    raise AssertionError("no disputed move found")


def test_a_take_back_and_the_same_move_again_gets_the_same_verdict():
    """The first look had many worlds; after the take-back the background has only a few of
    another sample: the verdict is the first one, from the values kept for the position."""
    game, move, many, few = _a_disputed_first_move()
    first = play(game, move, many)
    again = play(take_back(first), move, few)
    assert again.decisions[-1] == first.decisions[-1]
    alone = play(replace(take_back(first), notes={}), move, few)  # what happened before values were kept
    assert alone.decisions[-1].label != first.decisions[-1].label


def test_the_values_kept_survive_a_save_and_a_reload():
    game, move, many, few = _a_disputed_first_move()
    first = play(game, move, many)
    reloaded = flow.Game.from_json(game.id, first.to_json(), first.log)
    key = position_key(game.record.moves)
    assert reloaded.notes[key].values == many and reloaded.notes[key].labels == {move: first.decisions[-1].label}
    assert play(take_back(reloaded), move, few).decisions[-1] == first.decisions[-1]


def test_more_worlds_refine_a_verdict_they_do_not_contradict():
    """With more worlds of the same sample the label said stays unless the evidence rules it
    out; a label the interval excludes is never kept."""
    game, move, many, few = _a_disputed_first_move()
    view = game.view
    i = few.index(Move.of(move))
    said = move_label(few, i)[0]
    more = _values(view, 99, 12)
    label, _ = move_label(more, more.index(Move.of(move)), given=said)
    fresh, _ = move_label(more, more.index(Move.of(move)))
    from brisca.teach.coach.verdicts import label_for, loss_bounds

    low, high = loss_bounds(more, more.index(Move.of(move)))
    allowed = LABELS[LABELS.index(label_for(*low[:2], more.kind, low[2])):
                     LABELS.index(label_for(*high[:2], more.kind, high[2])) + 1]
    assert label == (said if said in allowed else fresh)
    assert move_label(more, more.index(Move.of(move)), given="no such label")[0] == fresh


def test_a_damaged_note_is_left_out_and_the_game_opens():
    game, move, many, _ = _a_disputed_first_move()
    played = play(game, move, many)
    data = played.to_json()
    key = next(iter(data["notes"]))
    data["notes"][key]["values"]["sums"][0] = "x"
    data["notes"]["not-a-key"] = {}
    assert flow.Game.from_json(game.id, data, played.log).notes == {}
    assert notes_from_json({key: Note(many, {move: "best"}).to_json()})[key].values == many


def test_a_settled_good_move_is_praised_briefly():
    for number in range(100):
        game = new_game("p" * 24, Settings(deal=number))
        view = game.view
        values = _values(view, 3, 20)
        evals = evaluate_moves(view, game.seed, values)
        best = evals[0]
        if not best.uncertain and best.label == "best":
            after = play(game, best.move, values)
            verdict = seat_board(after, "en")["verdict"]
            assert verdict == {"kind": "success", "text": "Well played: that was the best move."}
            assert seat_board(after, "es")["verdict"]["text"] == "Bien jugado: era la mejor jugada."
            return
    raise AssertionError("no settled best move found")


def _rulebook_turns_with_an_exchange():
    """Views of a seat that may exchange on its turn (001), from random deals."""
    from brisca.core.state import current_player, legal_actions, step
    from brisca.core.view import observe

    for seed in range(400):
        s = deal("001", seed).start()
        rng = random.Random(seed)
        for _ in range(8):
            view = observe(s, current_player(s))
            if any(a.kind == "exchange" for a in view.legal):
                yield view
                break
            s = step(s, rng.choice([a for a in legal_actions(s) if a.is_play]))


def test_under_the_rulebook_an_exchange_is_priced_against_not_exchanging():
    """An exchange on one's turn is followed by a play: it is worth its best line, and not
    exchanging is worth the best play now; each decision gets one value."""
    view = next(_rulebook_turns_with_an_exchange())
    values = verdicts.own_values(view, 5)
    assert set(values.moves) == set(lines_of(view))
    assert all(line.line for line in values.moves)
    evals = evaluate_moves(view, 5, values)
    assert sorted(e.move.code for e in evals) == sorted(a.code for a in view.legal)
    for e in evals:
        options = [k for k, line in enumerate(values.moves) if line.first is e.move]
        assert e.line.first is e.move and e.margin == max(values.margin(k) for k in options)
        assert len(e.line.actions) == (2 if e.move.kind == "exchange" else 1)


@pytest.mark.parametrize("lang, words", [("es", "Era mejor no cambiar y jugar"),
                                         ("en", "Better was not exchanging and playing")])
def test_a_needless_exchange_is_said_against_not_exchanging(lang, words):
    from brisca.teach.coach.verdicts import judge
    from brisca.teach.table.flow import Decision
    from brisca.teach.table.seat_board import verdict_text

    for view in _rulebook_turns_with_an_exchange():
        swap = next(a for a in view.legal if a.kind == "exchange")
        verdict = judge(view, swap, 1)
        if verdict.best.is_play and verdict.label != "best":
            text = verdict_text(Decision.of(0, verdict), lang)
            assert words in text and "coach_exchange_not_worth" in [r.code for r in verdict.reasons]
            return
    raise AssertionError("no needless exchange found")


def _praised_then_another_sample():
    """A first move the coach praised from its own values, and background values of another,
    larger sample in which the same move's interval reaches into another label."""
    for number in range(100):
        game = new_game("s" * 24, Settings(deal=number))
        view = game.view
        best = next((e for e in evaluate_moves(view, game.seed) if e.label == "best" and not e.uncertain), None)
        if best is None:
            continue
        first = play(game, best.move)
        for seed in range(1, 6):
            fresh = _values(view, seed, 6)
            i = fresh.index(Move.of(best.move))
            if move_label(fresh, i, given="best") == ("best", True):
                return game, best.move, first, fresh
    raise AssertionError("no praised move that another sample doubts")


def test_a_praised_move_taken_back_and_played_again_keeps_its_praise():
    """Once said without doubt, a label is never unsaid: the same move again after a take-back,
    with more worlds of another sample that doubt it, a reload, and the review all say it the
    same way, praise included."""
    game, move, first, fresh = _praised_then_another_sample()
    praise = {"es": "Bien jugado: era la mejor jugada.", "en": "Well played: that was the best move."}
    for lang, text in praise.items():
        assert seat_board(first, lang)["verdict"]["text"] == text
    again = play(take_back(first), move, fresh)
    said = again.decisions[-1]
    assert (said.label, said.uncertain) == ("best", False) and said == first.decisions[-1]
    for lang, text in praise.items():
        assert seat_board(again, lang)["verdict"]["text"] == text
    reloaded = flow.Game.from_json(game.id, again.to_json(), again.log)
    assert reloaded.decisions[-1] == said
    assert play(take_back(reloaded), move, fresh).decisions[-1] == said
    assert reloaded.notes[position_key(game.record.moves)].sure == {move}
    from brisca.teach.table.review import review_scenes
    from brisca.text import label_text
    from brisca.ui.practice_review import verdict_lines

    step = review_scenes(reloaded)[said.ply + 1]
    for lang in praise:
        assert verdict_lines(step, lang) == verdict_lines(review_scenes(first)[said.ply + 1], lang)
        assert label_text("best", True, lang) not in verdict_lines(step, lang)[0]


def test_an_old_note_without_sure_labels_is_read():
    game, move, many, _ = _a_disputed_first_move()
    played = play(game, move, many)
    data = played.to_json()
    for note in data["notes"].values():
        note.pop("sure", None)
    notes = flow.Game.from_json(game.id, data, played.log).notes
    assert notes and all(n.sure == frozenset() for n in notes.values())
    data["notes"][next(iter(data["notes"]))]["sure"] = ["1O"]  # a move without a label said
    assert flow.Game.from_json(game.id, data, played.log).notes == {}


def _margins(worlds: int, margin: float, lost) -> tuple[float, ...]:
    return tuple(-10.0 if k in lost else margin for k in range(worlds))


def test_a_label_kept_from_before_never_sits_out_of_order_with_the_losses_beside_it():
    """A label said before stays while the evidence allows it, but never where a move that loses
    more of both figures gets a milder one: the kept label gives way to its move's own."""
    from brisca.bots.search import MoveValues
    from brisca.teach.coach.table_counts import worth_of

    view = new_game("o" * 24, Settings(deal=3)).view
    a, b, c = map(Move.of, view.legal)
    assert lines_of(view) == (a, b, c)
    # a loses the deal in worlds 0-99; b wins those but loses 100-222 (a wide interval around
    # 4.6 in a hundred of worth); c loses 223-247 besides a's (a narrow one around 5)
    values = Estimate.of([MoveValues(a, _margins(1000, 30, range(100)), False),
                          MoveValues(b, tuple(28.0 if k < 100 else m for k, m in
                                              enumerate(_margins(1000, 28, range(100, 223)))), False),
                          MoveValues(c, _margins(1000, 28, set(range(100)) | set(range(223, 248))), False)],
                         stakes=worth_of(view))
    assert move_label(values, 1, given="inaccuracy")[0] == "inaccuracy"  # its interval alone allows it
    evals = {Move.of(e.move): e for e in evaluate_moves(view, values=values, given={b.first: "inaccuracy"})}
    assert evals[c].worth_lost >= evals[b].worth_lost and evals[c].points_lost >= evals[b].points_lost
    assert evals[c].label == "good" and evals[b].label == "good"
    for e in evals.values():  # in order, every pair
        for f in evals.values():
            if e.worth_lost >= f.worth_lost and e.points_lost >= f.points_lost:
                assert LABELS.index(e.label) >= LABELS.index(f.label)
