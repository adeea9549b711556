"""The Glicko-2 step the learners and puzzles are rated by, against the worked example of
Glickman's paper ("Example of the Glicko-2 system"), step by step, and its properties over
many random ratings."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from brisca.teach.lessons import glicko

PLAYER = (1500.0, 200.0, 0.06)
GAMES = [(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)]


def test_the_papers_worked_example():
    mu, phi = 0.0, 200.0 / glicko.SCALE
    assert round(phi, 4) == 1.1513
    others = [((r - 1500.0) / glicko.SCALE, d / glicko.SCALE, s) for r, d, s in GAMES]
    assert [round(m, 4) for m, _, _ in others] == [-0.5756, 0.2878, 1.1513]
    assert [round(glicko._g(p), 4) for _, p, _ in others] == [0.9955, 0.9531, 0.7242]
    assert [round(glicko._expected(mu, m, p), 3) for m, p, _ in others] == [0.639, 0.432, 0.303]
    r, rd, vol = glicko.rated(PLAYER, GAMES)
    assert round((r - 1500.0) / glicko.SCALE, 4) == -0.2069  # the paper's mu'
    assert round(rd / glicko.SCALE, 4) == 0.8722  # its phi'
    assert 0.05999 < vol < 0.06  # its sigma' 0.05999 (0.059996, the root found to 1e-6)
    assert round(r, 1) == 1464.1 and round(rd, 2) == 151.52  # its r' 1464.06 (from rounded steps), RD' 151.52


def test_a_period_without_games_only_widens_the_deviation():
    r, rd, vol = glicko.rated(PLAYER, [])
    assert (r, vol) == (1500.0, 0.06) and rd == glicko.SCALE * math.sqrt((200.0 / glicko.SCALE) ** 2 + 0.06 ** 2)


ratings = st.floats(400.0, 2800.0)
deviations = st.floats(30.0, 350.0)


@given(ratings, deviations, st.floats(0.03, 0.1), ratings, deviations)
def test_a_win_raises_a_loss_lowers_and_either_makes_it_surer(r, rd, vol, other_r, other_rd):
    won = glicko.rated((r, rd, vol), [(other_r, other_rd, 1.0)])
    lost = glicko.rated((r, rd, vol), [(other_r, other_rd, 0.0)])
    assert lost[0] < r < won[0]
    # surer than a period without the game would leave it (at the volatility the game left)
    assert all(new[1] < math.hypot(rd, new[2] * glicko.SCALE) for new in (won, lost))
    # beating a stronger player is worth more than beating a weaker one
    assert glicko.rated((r, rd, vol), [(other_r + 100.0, other_rd, 1.0)])[0] > won[0]


@given(ratings, deviations, st.floats(0.03, 0.1))
def test_a_draw_with_an_equal_player_keeps_the_rating(r, rd, vol):
    assert math.isclose(glicko.rated((r, rd, vol), [(r, rd, 0.5)])[0], r, abs_tol=1e-9)
