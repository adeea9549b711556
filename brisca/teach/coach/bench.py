"""Benchmarks of the coach: how long it takes to value the moves of a decision
(``python -m brisca bench --coach GAMES``), how often its labels are the ones a far deeper
look gives (``python -m brisca bench --coach-precision POSITIONS``), and how often it names an
idea behind a criticism and how often what that idea claims holds in fresh worlds
(``python -m brisca bench --coach-ideas DECISIONS``).
"""

from __future__ import annotations

import collections
import functools
import operator
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from brisca.bots import level_bot, make_bot
from brisca.bots.arena import show_progress
from brisca.bots.turns import bot_turns
from brisca.core.record import deal
from brisca.core.rules import preset
from brisca.core.view import View
from brisca.stats import percentile

from .checks import CHECKS, DOUBTFUL, FALSE, FRESH_WORLDS, STATUSES, check
from .ideas import IDEAS, named_idea
from .tasks import CHUNK, chunk_values, population
from .thinker import Thinker
from .verdicts import LABELS, is_decision, judge, lines_of, move_label, own_values

WARM_WAIT = 120.0  # seconds the precision benchmark waits for its workers to start


def coach_timing(games: int = 10, seed: int = 0, rules: str = "000", judged: str = "heuristic") -> dict:
    """Milliseconds the coach takes to value every move and judge the one played, at every
    decision of seat 0 (the ``judged`` bot) in games against experts, at any table; and how
    many of that bot's moves it labelled a mistake or a blunder (a strong player's should be few)."""
    times, labels = [], collections.Counter()
    for g in range(games):
        players = preset(rules).players
        bots = {seat: make_bot("expert" if seat else judged, seed + g + seat) for seat in range(players)}
        for turn in bot_turns(deal(rules, seed + g).start(), bots):
            if turn.seat == 0 and is_decision(turn.view, turn.action):
                t = time.perf_counter()
                labels[judge(turn.view, turn.action, seed + g).label] += 1
                times.append((time.perf_counter() - t) * 1000)
    mistakes = labels["mistake"] + labels["blunder"]
    return {"decisions": len(times), "median_ms": round(statistics.median(times), 2),
            "p95_ms": round(percentile(times, 0.95), 2), "judged": judged,
            "labels": {label: labels[label] for label in LABELS}, "mistakes": mistakes,
            "mistakes_pct": round(100 * mistakes / max(1, len(times)), 1)}


def bench_positions(count: int, seed: int = 0, rules: str = "000") -> list[View]:
    """One position per game of the heuristic bot against itself, at a random decision with
    a choice to make while cards are still face down in the stock."""
    return [view for view, _ in bench_decisions(count, seed, rules)]


def bench_decisions(count: int, seed: int = 0, rules: str = "000") -> list[tuple[View, tuple[bool, ...]]]:
    """``bench_positions``, each with the cards a board shows one after another before it: every
    card played since the seat's own last card (that one included), true where it finished a
    trick (``table.board.pace_ms`` says how long the board takes over them)."""
    rng = random.Random(seed)
    out = []
    for g in range(count):
        players = preset(rules).players
        bots = {seat: make_bot("heuristic", seed + players * g + seat) for seat in range(players)}
        choices, shown = [], Shown(players)
        for turn in bot_turns(deal(rules, seed + g).start(), bots):
            if turn.view.face_down and len(turn.view.legal) > 1:
                choices.append((turn.view, shown.before(turn.seat)))
            shown.played(turn.seat, turn.action, not turn.after.trick)
        out.append(rng.choice(choices))
    return out


class Shown:
    """The cards each seat's board has to show before its turn: every card played since its own
    last card, that one included, each true where it finished a trick (what the practice board
    plays one after another: ``table.seat_board.frames``)."""

    def __init__(self, players: int):
        self._cards: dict[int, list[bool]] = {seat: [] for seat in range(players)}

    def played(self, seat: int, action, trick_over: bool) -> None:
        """``seat`` did ``action``; ``trick_over``: it finished a trick (only a play shows)."""
        if action.is_play:
            self._cards[seat] = []  # its board shows from its own card on
            for cards in self._cards.values():
                cards.append(trick_over)

    def before(self, seat: int) -> tuple[bool, ...]:
        return tuple(self._cards[seat])


def _reference(pool: ProcessPoolExecutor, view: View, seed: int, worlds: int):
    """The same valuation with ``worlds`` worlds of its own (another order of them than the
    coach's), or every world once when there are fewer: the exact mean."""
    moves = lines_of(view)
    chunks = max(1, -(-min(worlds, population(view) or worlds) // CHUNK))
    parts = pool.map(chunk_values, *zip(*[(view, seed, k, CHUNK, moves) for k in range(chunks)], strict=True))
    return functools.reduce(operator.add, parts)


def coach_precision(positions: int, budget: float, workers: int, click: float, seed: int = 0,
                    factor: int = 10, references: int | None = None, progress=None, rules: str = "000",
                    pace=None) -> dict:
    """The coach's label of every legal move, as practice gives it after ``budget`` seconds of
    the learner thinking and a click that waits up to ``click`` seconds, against the label
    from ``factor`` times as many worlds of its own, for the first ``references`` positions
    (all by default; ``progress``: a stream for a progress bar). With ``pace`` (cards shown ->
    milliseconds: ``table.board.pace_ms``) the learner's thinking starts once the board has
    shown the cards played since its last move, one after another, as at the table: the coach
    starts when the server answers, before them.
    The workers are started first (``warm``), as a practice page starts them on its first visit.
    Every position is thought about first, the machine otherwise idle, as on a practice page;
    the references, which take most of the time (ten times the coach's worlds: a minute for
    a position the coach gave 100,000 worlds) and whose speed does not matter, come after."""
    decisions = bench_decisions(positions, seed, rules)
    views = [view for view, _ in decisions]
    shown = [0.0 if pace is None else pace(frames) / 1000 for _, frames in decisions]
    thinker = Thinker(workers)
    coached = []
    try:
        warm(thinker)
        for n, view in enumerate(views):
            key = ("bench", n)
            start = time.perf_counter()
            thinker.think(key, view, seed + n)
            time.sleep(shown[n] + budget)
            values = thinker.values(key, wait=click) or own_values(view, seed + n)
            coached.append((values, time.perf_counter() - start))
            thinker.forget(where=lambda k, key=key: k == key)
            if progress:
                show_progress(n + 1, 2 * positions, progress)
    finally:
        thinker.close(wait=True)
    rows = []
    compared = positions if references is None else min(references, positions)
    with ProcessPoolExecutor(workers) as pool:
        for n, (view, (values, used)) in enumerate(zip(views, coached, strict=True)):
            reference = None
            if n < compared:
                reference = values if values.exact else _reference(pool, view, 7_000_003 + seed + n,
                                                                   factor * values.worlds)
            for i in range(len(values.moves)):
                label, uncertain = move_label(values, i)
                judged = None if reference is None else move_label(reference, i)[0]
                rows.append((label, uncertain, judged, values.exact, values.worlds, used))
            if progress:
                show_progress(positions + n + 1, 2 * positions, progress)
    return {"rules": rules, **precision_figures(rows, budget, workers),
            "paced": pace is not None, "shown_s_median": round(statistics.median(shown), 3) if shown else 0.0}


def warm(thinker: Thinker, wait: float = WARM_WAIT) -> None:
    """Starts the thinker's workers and waits until each has started (up to ``wait`` seconds),
    as a practice page starts them on its first visit (``Thinker.warm``), seconds before the
    learner's first decision: a worker takes a moment to start, and more on a busy machine;
    timed from a cold pool, the first positions would get only the values the coach works out
    on the click (``own_values``), not those of the thinking the benchmark measures."""
    thinker.warm()
    for k in range(thinker.workers):
        thinker.prepared(("warm", k), wait=wait)


def precision_figures(rows, budget: float, workers: int) -> dict:
    """Figures from (label, uncertain, reference label or ``None``, exact, worlds, seconds)
    rows: agreement over the verdicts with a reference, the rest over all."""
    rank = {label: i for i, label in enumerate(LABELS)}
    n = len(rows)
    sampled = [r for r in rows if not r[3]]
    compared = [r for r in rows if r[2] is not None]
    share = lambda count, of=n: round(100 * count / of, 2) if of else 0.0  # noqa: E731
    return {
        "verdicts": n, "compared": len(compared), "budget_s": budget, "workers": workers,
        "agree_pct": share(sum(r[0] == r[2] for r in compared), len(compared)),
        "two_apart_pct": share(sum(abs(rank[r[0]] - rank[r[2]]) >= 2 for r in compared), len(compared)),
        "sound_called_bad": sum(rank[r[2]] <= 1 and rank[r[0]] >= 3 for r in compared),
        "bad_called_sound": sum(rank[r[2]] >= 3 and rank[r[0]] <= 1 for r in compared),
        "uncertain_pct": share(sum(r[1] for r in rows)),
        "exact_pct": share(n - len(sampled)),
        "worlds_median": statistics.median(r[4] for r in sampled) if sampled else 0,
        "seconds_median": round(statistics.median(r[5] for r in rows), 3) if rows else 0.0,
        "seconds_p95": round(percentile([r[5] for r in rows], 0.95), 3),
    }


IDEA_TABLES = ("000", "000-exchange", "001", "004", "000-three", "000-pairs", "003-pairs-signals", "003-six",
               "003-cubierta", "003-five", "003-subastada", "003-chiamata")
# two, three, pairs (with signals), six, five, Subastada, chiamata, Cubierta; exchanges none, after a win, rulebook


def bot_decisions(rules: str, seed: int, g: int):
    """Game ``g``'s decisions of seat 0 (an easy bot: the sources' advice, a card at random now
    and then) among normal bots, as (view, action): each action chosen among several."""
    players = preset(rules).players
    bots = {seat: level_bot("easy" if seat == 0 else "normal", seed + 7919 * g + seat) for seat in range(players)}
    for turn in bot_turns(deal(rules, seed + g).start(), bots):
        if turn.seat == 0 and len(turn.view.legal) > 1 and turn.action in turn.view.legal:  # a signal is none
            yield turn.view, turn.action


@dataclass(frozen=True)
class Judged:
    """One decision judged: its label, whether an idea was named, the main reason's code, and
    each reason checked (its code and ``checks`` status: true, doubtful or false)."""

    label: str
    named: bool
    main: str
    checked: tuple[tuple[str, str], ...] = ()


def judged(view: View, action, seed: int, fresh: int = FRESH_WORLDS) -> Judged:
    """The coach's verdict on ``action``, every reason it gives checked in ``fresh`` worlds of
    the checker's own (none when ``fresh`` is 0)."""
    verdict = judge(view, action, seed)
    main = verdict.main_reason
    checked = tuple((r.code, check(view, r, fresh, seed)) for r in verdict.reasons if r.code in CHECKS) if fresh else ()
    return Judged(verdict.label, named_idea(r.code for r in verdict.reasons), main.code if main is not None else "",
                  checked)


def coach_ideas(decisions: int = 100, seed: int = 0, tables: tuple[str, ...] = IDEA_TABLES,
                progress=None, fresh: int = FRESH_WORLDS) -> dict:
    """How often the coach criticises a move (anything but best or good) without naming an
    idea (``ideas``), per table, over the first ``decisions`` decisions of ``bot_decisions``,
    and over every table together (``all``); and per idea, how often it was said and how often
    what it claims held in ``fresh`` worlds of the checker's own (``checks``: true, doubtful,
    false), over every reason of every verdict."""
    out, every = {}, []
    done, total = 0, decisions * len(tables)
    for rules in tables:
        rows: list[Judged] = []
        g = 0
        while len(rows) < decisions:
            for view, action in bot_decisions(rules, seed, g):
                rows.append(judged(view, action, seed + g, fresh))
                done += 1
                if progress:
                    show_progress(done, total, progress)
                if len(rows) == decisions:
                    break
            g += 1
        out[rules] = idea_figures(rows)
        every += rows
    return {"tables": out, "all": idea_figures(every), "claims": claim_figures(every)}


def idea_figures(rows) -> dict:
    """From judged decisions: how many, how many criticised, the share of those without an
    idea, the ideas named by how often (as the main reason), and the reasons whose claim the
    fresh worlds called false or doubtful."""
    criticised = [r for r in rows if r.label not in ("best", "good")]
    bare = sum(not r.named for r in criticised)
    named = collections.Counter(r.main for r in criticised if r.named)
    share = lambda k: round(100 * k / len(criticised), 1) if criticised else 0.0  # noqa: E731
    changes = named.get("coach_changes_hands", 0)
    said = [status for r in rows for code, status in r.checked if code in IDEAS]
    false, doubtful = said.count(FALSE), said.count(DOUBTFUL)
    return {"decisions": len(rows), "criticised": len(criticised), "without_idea": bare,
            "without_idea_pct": share(bare), "changes_hands": changes, "changes_hands_pct": share(changes),
            "ideas_said": len(said), "false": false, "doubtful": doubtful,
            "doubtful_pct": round(100 * doubtful / len(said), 1) if said else 0.0,
            "ideas": dict(named.most_common())}


def claim_figures(rows) -> dict:
    """Per reason checked (each idea, and best play's reply once every card is known): how often
    it was said over every verdict, and how often its claim held (true, doubtful, false)."""
    counts: dict[str, collections.Counter] = {}
    for r in rows:
        for code, status in r.checked:
            counts.setdefault(code, collections.Counter())[status] += 1
    return {code: {"said": sum(c.values()), **{status: c.get(status, 0) for status in STATUSES}}
            for code, c in sorted(counts.items(), key=lambda x: (-sum(x[1].values()), x[0]))}
