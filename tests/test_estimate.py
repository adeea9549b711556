"""The coach's running sums: the same figures as computing over every world's values, however
the worlds are split into chunks; and labels only as precise as their evidence."""

import math
import random
import statistics

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from brisca.bots.search import MoveValues
from brisca.core.action import Move
from brisca.core.match import deal_worth
from brisca.core.rules import Rules
from brisca.stats import Z95, stderr
from brisca.teach.coach.estimate import EVEN_WORTH, Estimate
from brisca.teach.coach.verdicts import (
    LABELS,
    SETTLED_WORLDS,
    label_for,
    labels,
    loss_bounds,
    move_label,
    settled,
    to_refine,
)


class Hundredths:
    """Stakes whose worth is a hundredth of the margin: labels by worth tested on margins."""

    kind = "deal"

    @staticmethod
    def worth(margin, score):
        return margin / 100


def hundredths(move):
    return Hundredths


def best_of(e: Estimate) -> int:
    """The best move by its rule: the most points among the refined moves no other is worth
    more than beyond doubt (by 0.1 on average, five in a hundred of a deal's chance, or by 0.02
    at the low end of the 95% interval of their difference)."""
    def beaten(k):
        return any(d >= 0.1 or d - Z95 * se >= EVEN_WORTH for d, se in (e.worth_diff(j, k) for j in e.refined()
                                                                          if j != k))
    return max((k for k in e.refined() if not beaten(k)), key=lambda k: (e.margin(k), -k))


@st.composite
def world_values(draw, min_worlds: int = 2):
    moves = draw(st.integers(1, 4))
    worlds = draw(st.integers(min_worlds, 40))
    margins = [[draw(st.integers(-120, 120)) for _ in range(worlds)] for _ in range(moves)]
    return [MoveValues(f"m{i}", tuple(m), False) for i, m in enumerate(margins)]


@settings(max_examples=examples(300), deadline=None)
@given(values=world_values(), cut=st.integers(1, 39))
def test_sums_give_the_figures_of_every_world_whatever_the_chunks(values, cut):
    whole = Estimate.of(values)
    cut = min(cut, len(values[0].margins) - 1)
    first = [MoveValues(v.move, v.margins[:cut], False) for v in values]
    rest = [MoveValues(v.move, v.margins[cut:], False) for v in values]
    assert Estimate.of(first) + Estimate.of(rest) == whole == Estimate.of(rest) + Estimate.of(first)
    for i, v in enumerate(values):
        assert whole.margin(i) == pytest.approx(v.margin)
        assert whole.win(i) == pytest.approx(v.win)
        assert whole.margin_stderr(i) == pytest.approx(stderr(v.margins), abs=1e-9)
        assert whole.win_stderr(i) == pytest.approx(stderr(v.wins), abs=1e-9)
        for j, w in enumerate(values):
            d = [a - b for a, b in zip(v.margins, w.margins, strict=True)]
            mean, se = whole.diff(i, j)
            assert mean == pytest.approx(statistics.fmean(d))
            assert se == pytest.approx(stderr(d) if i != j else 0.0, abs=1e-9)
        assert whole.worth(i) == pytest.approx(statistics.fmean(deal_worth(Rules(), m, w)
                                                                for m, w in zip(v.margins, v.wins, strict=True)))
    assert whole.best() == best_of(whole)


@settings(max_examples=examples(200), deadline=None)
@given(values=world_values(min_worlds=3), extra=st.integers(0, 60))
def test_worlds_dealt_without_replacement_narrow_to_nothing_once_all_are_in(values, extra):
    """Out of a population of N worlds, n seen: the standard errors shrink by sqrt(1 - n / N),
    and are zero when every world is in (the mean is then the exact value)."""
    n = len(values[0].margins)
    plain = Estimate.of(values)
    numbered = Estimate.of(values, population=n + extra)
    shrink = math.sqrt(1 - n / (n + extra))
    for i in range(len(values)):
        assert numbered.margin(i) == plain.margin(i)
        assert numbered.margin_stderr(i) == pytest.approx(plain.margin_stderr(i) * shrink, abs=1e-9)
        assert numbered.win_stderr(i) == pytest.approx(plain.win_stderr(i) * shrink, abs=1e-9)
        for j in range(len(values)):
            assert numbered.diff(i, j)[1] == pytest.approx(plain.diff(i, j)[1] * shrink, abs=1e-9)
    if extra == 0:
        assert all(not move_label(numbered, i)[1] for i in range(len(values)))  # every label said plainly
    with pytest.raises(ValueError):
        plain + numbered  # worlds of another kind



def test_sums_without_the_worths_are_not_an_estimate():
    """Saved sums name their worths and their kind: sums without them are refused, never read
    as another form."""
    one, two = Move.parse("1O"), Move.parse("2O")
    data = Estimate.of([MoveValues(one, (3, 5), False), MoveValues(two, (1, 1), False)]).to_json()
    assert Estimate.from_json(data) == Estimate.from_json(Estimate.from_json(data).to_json())
    with pytest.raises(ValueError):
        Estimate.from_json({**{k: v for k, v in data.items() if k not in ("worths", "worth_squares", "kind")},
                            "pairs": [p[:5] for p in data["pairs"]]})  # the pairs' sums without the worths' too

def test_exact_values_take_nothing_more():
    exact = Estimate.of([MoveValues("a", (3, 5), True), MoveValues("b", (1, 1), True)])
    more = Estimate.of([MoveValues("a", (100, 100), False), MoveValues("b", (0, 0), False)])
    assert exact + more == exact and more + exact == exact
    assert exact.diff(0, 1) == (3.0, 0.0) and settled(exact)
    assert move_label(exact, 1) == ("good", False)  # both win every world: 3 points only make it good
    lost = Estimate.of([MoveValues("a", (3, 5), True), MoveValues("b", (1, -1), True)])
    assert move_label(lost, 1) == ("blunder", False)  # one world of two lost: half a deal's chance


def _spread(mean: float, se: float, worlds: int = 400) -> tuple[float, ...]:
    """Values alternating about ``mean`` so that their mean's standard error is ``se``."""
    half = se * math.sqrt(worlds) * math.sqrt((worlds - 1) / worlds)
    return tuple(mean + (half if k % 2 else -half) for k in range(worlds))


@pytest.mark.parametrize("lost, se, label, uncertain", [
    (15.0, 0.5, "inaccuracy", False),  # worth lost 0.14-0.16: inside 0.1-0.2
    (15.0, 4.0, "inaccuracy", True),  # 0.07-0.23 reaches into good: said as probably an inaccuracy
    (9.0, 1.0, "good", True),  # the estimate's own band, never the neighbour's
    (50.0, 2.0, "blunder", False),
    (0.4, 0.1, "best", False),
])
def test_a_label_is_said_plainly_only_when_its_interval_stays_in_its_band(lost, se, label, uncertain):
    best = MoveValues("best", (50.0,) * 400, False)
    other = MoveValues("other", tuple(50 - x for x in _spread(lost, se)), False)
    got = Estimate.of([best, other], stakes=hundredths)  # a hundredth of a point is worth
    assert got.diff(0, 1)[1] == pytest.approx(se)
    assert move_label(got, 1) == (label, uncertain)


@pytest.mark.parametrize("lost, se", [(3.0, 0.1), (3.0, 0.8), (12.0, 0.5), (1.9, 0.2)])
def test_points_given_away_in_a_deal_won_anyway_make_a_move_good_at_most(lost, se):
    best = MoveValues("best", (50.0,) * 400, False)  # both always win the deal: points are the second figure
    other = MoveValues("other", tuple(50 - x for x in _spread(lost, se)), False)
    assert move_label(Estimate.of([best, other]), 1) == ("good", False)


def test_the_best_looking_move_is_unsure_when_another_may_beat_it_by_a_point():
    # 0.3 ahead with an error of 0.8: the other move may be 1.3 better, which would make this one good
    close = Estimate.of([MoveValues("a", _spread(50.3, 0.8), False), MoveValues("b", (50.0,) * 400, False)])
    assert move_label(close, 0) == ("best", True)
    far = Estimate.of([MoveValues("a", _spread(50.3, 0.05), False), MoveValues("b", (50.0,) * 400, False)])
    assert move_label(far, 0) == ("best", False) and move_label(far, 1) == ("best", False)


def _won(worlds: int, margin: float, lost: range) -> tuple[float, ...]:
    """A move's margins: ``margin`` in every world but those ``lost`` (by 10 points)."""
    return tuple(-10.0 if k in lost else margin for k in range(worlds))


def test_moves_that_keep_the_deal_as_won_as_the_worlds_tell_are_judged_by_their_points():
    """The deal won in 97 worlds of 100 after one move and in 95 after the other, which takes
    8 points more: two in a hundred of the deal's chance is within what 100 worlds can tell
    (their difference comes from five worlds), so the points decide: the move of more points
    is best and the other good, said plainly, as the points settle it."""
    got = Estimate.of([MoveValues("safe", _won(100, 20, range(3)), False),
                       MoveValues("rich", _won(100, 28, range(5)), False)])
    worth, se = got.worth_diff(0, 1)
    assert worth == pytest.approx(0.04) and worth - Z95 * se < EVEN_WORTH  # more than even, not beyond doubt
    assert got.best() == 1
    assert move_label(got, 1) == ("best", False)
    assert move_label(got, 0) == ("good", False)  # 7 points fewer
    # with every world known, the same two per hundred are a real loss: the safer move is best
    exact = Estimate.of([MoveValues("safe", _won(100, 20, range(3)), True),
                         MoveValues("rich", _won(100, 28, range(5)), True)])
    assert exact.best() == 0 and move_label(exact, 1) == ("good", False)


@pytest.mark.parametrize("lost, label", [(12.0, "inaccuracy"), (25.0, "mistake")])
def test_a_worth_lost_of_an_inaccuracy_counts_whatever_its_interval(lost, label):
    """A hundredth of a point is worth: a loss of 0.12 or 0.25 with an error of 0.08 reaches
    down to nothing, but a loss that large on average is labelled by itself, said as
    approximate."""
    best = MoveValues("best", (50.0,) * 400, False)
    other = MoveValues("other", tuple(50 - x for x in _spread(lost, 8.0)), False)
    got = Estimate.of([best, other], stakes=hundredths)
    assert got.beats(0, 1) and move_label(got, 1) == (label, True)


def _losses(got: Estimate, i: int) -> tuple[float, float]:
    """What a verdict says move ``i`` loses against the best: worth, then points."""
    best = got.best()
    return max(0.0, got.worth_diff(best, i)[0]), max(0.0, got.diff(best, i)[0])


@settings(max_examples=examples(300), deadline=None)
@given(values=world_values(min_worlds=3))
def test_labels_never_change_with_the_hedge(values):
    """A move's label is always the one its estimates give: by the points against the best move
    and the worth it loses when another move beats it beyond doubt, raised to the label of any
    move it loses as much as; it lies within what its intervals allow, and a settled estimate
    has no label its intervals leave open at 95% either."""
    got = Estimate.of(values)
    best = got.best()
    own = []
    for i in range(len(values)):
        worth, points = _losses(got, i)
        counted = max(worth, EVEN_WORTH) if any(got.beats(j, i) for j in got.refined()) else 0.0
        own.append(LABELS.index(label_for(got.diff(best, i)[0], counted)))
    for i in range(len(values)):
        label, uncertain = move_label(got, i)
        raised = max(own[j] for j in range(len(values))
                     if all(a <= b for a, b in zip(_losses(got, j), _losses(got, i), strict=True)))
        assert label == LABELS[labels(got)[i]] == LABELS[raised]
        low, high = loss_bounds(got, i)
        # the bounds are against whichever move is really best, and the best-looking move may take
        # fewer points than another: the low end is under the most any move is seen to gain on it
        for k, diff in enumerate((got.diff, got.worth_diff)):
            most = max(0.0, *(diff(j, i)[0] for j in range(len(values))))
            assert low[k] <= most and max(0.0, diff(best, i)[0]) <= most <= high[k]
        assert LABELS.index(label_for(*low[:2])) <= raised <= LABELS.index(label_for(*high[:2]))
        if label_for(*low[:2]) == label_for(*high[:2]):
            assert not uncertain  # whatever the intervals allow, it is this label
    if settled(got):
        assert got.worlds >= SETTLED_WORLDS and not any(move_label(got, i)[1] for i in range(len(values)))


@st.composite
def close_calls(draw):
    """Moves of a deal won or lost in each world, each world's results alike for every move
    but now and then: the near-equal moves whose labels a noisy worth would shuffle."""
    moves, worlds = draw(st.integers(2, 4)), draw(st.integers(20, 200))
    base = [draw(st.integers(-60, 60)) for _ in range(worlds)]
    out = []
    for k in range(moves):
        flips = set(draw(st.lists(st.integers(0, worlds - 1), max_size=worlds // 4)))
        shift = draw(st.integers(-12, 12))
        out.append(MoveValues(f"m{k}", tuple(-m if w in flips else m + shift for w, m in enumerate(base)), False))
    return out


@settings(max_examples=examples(300), deadline=None)
@given(values=st.one_of(world_values(min_worlds=3), close_calls()))
def test_a_bigger_loss_never_gets_a_milder_label(values):
    """Against the figures a verdict says beside its label: a move that loses at least as much
    worth and as many points as another is never labelled milder than it."""
    got = Estimate.of(values)
    said = [LABELS.index(move_label(got, i)[0]) for i in range(len(values))]
    for i in range(len(values)):
        for j in range(len(values)):
            if all(a <= b for a, b in zip(_losses(got, j), _losses(got, i), strict=True)):
                assert said[i] >= said[j], (i, j, _losses(got, i), _losses(got, j))


@settings(max_examples=examples(300), deadline=None)
@given(values=world_values(min_worlds=4), cut=st.integers(2, 38), dropped=st.integers(0, 3))
def test_a_move_left_out_of_later_worlds_keeps_its_figures_over_the_worlds_it_was_played_in(values, cut, dropped):
    """Chunks that play only some moves: every figure of a pair comes from the worlds both
    moves were played in, and the best move is one played in every world."""
    if len(values) < 2:
        return
    dropped %= len(values)
    moves = tuple(v.move for v in values)
    cut = min(cut, len(values[0].margins) - 1)
    first = Estimate.of([MoveValues(v.move, v.margins[:cut], False) for v in values])
    later = Estimate.of([MoveValues(v.move, v.margins[cut:], False) for k, v in enumerate(values) if k != dropped],
                        moves)
    got = first + later
    worlds = len(values[0].margins)
    assert got.worlds == worlds and got.counts[dropped] == cut
    assert got.refined() == tuple(k for k in range(len(values)) if k != dropped)
    for i, v in enumerate(values):
        shown = v.margins[:cut] if i == dropped else v.margins
        assert got.margin(i) == pytest.approx(statistics.fmean(shown))
        for j, w in enumerate(values):
            both = cut if dropped in (i, j) else worlds
            d = [a - b for a, b in zip(v.margins[:both], w.margins[:both], strict=True)]
            mean, se = got.diff(i, j)
            assert mean == pytest.approx(statistics.fmean(d))
            assert se == pytest.approx(stderr(d) if i != j else 0.0, abs=1e-9)
    assert got.best() != dropped
    assert got.best() == best_of(got)


def _noisy(mean: float, se: float, worlds: int, seed: int) -> tuple[float, ...]:
    """Values of their own random pattern with exactly this mean and standard error."""
    rng = random.Random(seed)
    raw = [rng.gauss(0, 1) for _ in range(worlds)]
    centre, sd = statistics.fmean(raw), statistics.stdev(raw)
    return tuple(mean + (x - centre) / sd * se * math.sqrt(worlds) for x in raw)


def _moves(*spreads: tuple[float, float], worlds: int = 2000) -> Estimate:
    """An estimate with a mean margin and standard error per move, each move's values
    independent of the others'."""
    return Estimate.of([MoveValues(f"m{k}", _noisy(mean, se, worlds, k), False)
                        for k, (mean, se) in enumerate(spreads)], stakes=hundredths)


def test_only_a_settled_move_clearly_worse_than_every_other_stops_being_played():
    # m2 loses 30 points for sure: a settled blunder, worse than both others; m0 and m1 are close
    assert to_refine(_moves((50, 0.5), (49.6, 0.5), (20, 0.5))) == (0, 1)
    # the same before the fewest worlds a label may settle on: every move goes on
    assert to_refine(_moves((50, 0.5), (49.6, 0.5), (20, 0.5), worlds=SETTLED_WORLDS - 1)) == (0, 1, 2)
    # m2's loss is unsure (between good and inaccuracy): it stays
    assert 2 in to_refine(_moves((50, 0.1), (49.6, 0.1), (48, 0.4)))
    # the best-looking move always stays, however settled
    assert 0 in to_refine(_moves((50, 0.01), (20, 0.01)))
    # a settled move that may still beat a move being refined bounds its loss: it stays
    assert to_refine(_moves((50, 0.01), (38, 3.0), (35, 0.01))) == (0, 1, 2)
