"""One rating period of Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), the
way learners and puzzles are rated (``puzzles.try_result``).

Kept in the tree rather than taken from a package: the step is some forty lines of the paper's
sums, and the one package that offered it installs a top-level package named ``tests`` beside
itself, which breaks test collection in any environment made from the requirements. Its test is
the paper's own worked example (``tests/test_glicko.py``).

A rating is (rating, deviation, volatility) on Glicko's scale (a new player 1500, 350, 0.06);
the step moves one of them by the games of one period against others rated before it.

>>> r, rd, vol = rated((1500.0, 200.0, 0.06), [(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)])
>>> round(r, 2), round(rd, 2), round(vol, 6)
(1464.05, 151.52, 0.059996)
"""

from __future__ import annotations

import math

SCALE = 173.7178  # Glicko's rating points per unit of Glicko-2's scale
TAU = 0.5  # how much the volatility may change in a period (the paper suggests 0.3 to 1.2)
EPSILON = 0.000001  # the volatility's convergence tolerance


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(phi: float, sigma: float, delta: float, v: float) -> float:
    """The new volatility: the root of the paper's f by the Illinois algorithm (its step 5)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                - (x - a) / (TAU * TAU))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        big_b = a - k * TAU
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def rated(me: tuple[float, float, float], games: list[tuple[float, float, float]]) -> tuple[float, float, float]:
    """``me`` (rating, deviation, volatility) after one period of ``games``, each the other's
    (rating, deviation) before it and ``me``'s score (1 a win, 0 a loss, 0.5 a draw)."""
    rating, rd, sigma = me
    mu, phi = (rating - 1500.0) / SCALE, rd / SCALE
    if not games:  # a period without games only widens the deviation
        return rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma
    others = [((r - 1500.0) / SCALE, d / SCALE, s) for r, d, s in games]
    v_inverse, gained = 0.0, 0.0
    for mu_j, phi_j, score in others:
        g, e = _g(phi_j), _expected(mu, mu_j, phi_j)
        v_inverse += g * g * e * (1.0 - e)
        gained += g * (score - e)
    v = 1.0 / v_inverse
    new_sigma = _volatility(phi, sigma, v * gained, v)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * gained
    return new_mu * SCALE + 1500.0, new_phi * SCALE, new_sigma
