"""The few statistics the project reports, each computed one way: means with their standard
error and 95% interval, a bounded interval for a score between 0 and 1, percentiles.

>>> round(percentile([1, 2, 3, 4, 5], 0.5), 2)
3.0
>>> lo, hi = wilson(0.99, 10)
>>> 0 <= lo < 0.99 < hi <= 1
True
>>> lo, hi = paired_difference(12, 2, 40)  # 12 worlds gained, 2 lost of 40: a net share of 25%
>>> 0.07 < lo < 0.25 < hi < 0.42
True
"""

from __future__ import annotations

import math
import statistics

Z95 = statistics.NormalDist().inv_cdf(0.975)


def stderr(values) -> float:
    """Standard error of the mean (infinite with fewer than two values)."""
    values = list(values)
    if len(values) < 2:
        return math.inf
    return statistics.stdev(values) / math.sqrt(len(values))


def sums_stderr(total: float, squares: float, n: int) -> float:
    """Standard error of a mean kept as running sums: of the values and of their squares
    (infinite with fewer than two values)."""
    if n < 2:
        return math.inf
    return math.sqrt(max(0.0, (squares - total * total / n) / (n - 1)) / n)


def mean_interval(values) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation)."""
    values = list(values)
    mean = statistics.fmean(values)
    half = Z95 * stderr(values)
    return mean, mean - half, mean + half


def wilson(p: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's 95% interval (or another's, by its ``z``) for a proportion ``p`` seen over ``n``
    trials: it stays inside [0, 1], and it is honest when ``p`` is near 0 or 1 or ``n`` is small."""
    if n <= 0:
        return 0.0, 1.0
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def paired_difference(gained: int, lost: int, n: int, both: int = 0, z: float = Z95) -> tuple[float, float]:
    """Newcombe's 95% interval (or another's, by its ``z``; his method 10, from Wilson's
    intervals) for the difference of two proportions seen on the same ``n`` trials: the share of
    trials where the first holds and not the second (``gained``) less the share where the second
    holds and not the first (``lost``); ``both``: the trials where both hold (it sets how the two
    go together). It stays inside [-1, 1] and is honest for small counts, where a normal interval
    would pass zero or one."""
    if n <= 0:
        return -1.0, 1.0
    neither = n - gained - lost - both
    p1, p2 = (both + gained) / n, (both + lost) / n
    l1, u1 = wilson(p1, n, z)
    l2, u2 = wilson(p2, n, z)
    margins = (both + gained) * (lost + neither) * (both + lost) * (gained + neither)
    # how the two go together, continuity corrected (as Altman's "Statistics with confidence" gives it)
    cross = both * neither - gained * lost
    cross = cross - n / 2 if cross > n / 2 else min(cross, 0)
    phi = cross / math.sqrt(margins) if margins else 0.0
    d = p1 - p2
    low = (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2
    high = (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2
    return max(-1.0, d - math.sqrt(max(0.0, low))), min(1.0, d + math.sqrt(max(0.0, high)))


def wilson_of_means(means, trials: int) -> tuple[float, float]:
    """Wilson's 95% interval for the mean of ``means``, each a score in [0, 1] averaged over a
    few games that are not independent (a duplicate deal's seatings): the number of trials is
    what their spread is worth, p(1 - p) / stderr², so the interval is as wide as the means
    vary and stays inside [0, 1]. Without any spread to go by (every mean alike), each of the
    ``trials`` games counts as one."""
    means = list(means)
    if not means:
        return 0.0, 1.0
    p = statistics.fmean(means)
    se = stderr(means)
    worth = p * (1 - p) / (se * se) if 0 < se < math.inf else 0.0
    return wilson(p, worth if worth > 0 else trials)


def percentile(values, q: float) -> float:
    """The ``q`` quantile (0.95 for the 95th percentile), interpolated between values."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    if len(ordered) == 1:
        return float(ordered[0])
    return statistics.quantiles(ordered, n=1000, method="inclusive")[round(q * 1000) - 1]
