"""Writes the puzzles under content/puzzles/, one file per table: positions of seeded bot games
where one move is clearly best (``brisca.teach.lessons.puzzles`` says what a puzzle is), chosen
where the answer changes what the table counts (``puzzle_making``).

Each table's deals are dealt from seeds counted up from ``--seed`` and played by the
heuristic bot (every other deal with the easy level's slips, so more positions go wrong);
every position of a seat with a choice is looked at:

- two players with the stock gone: every card is known, the tricks left are solved exactly,
  and the position is a puzzle when a move wins the deal, saves a tie or scores more match
  points than another (``puzzle_making.step_of``), or, every move worth the same in a deal won
  whatever, when every move short of the most points costs ``CLEAR_LOSS`` points or more (its
  task says so); while its answer is the only one the line goes on, the other side replying with
  its best move, as long as the next position asks the same;
- before that, and at the larger tables (a few positions of each of the first ``--sampled``
  deals, and every exchange offered after a trick won): ``--worlds`` worlds dealt from the
  seat's view, a puzzle when every other move loses an inaccuracy's worth of what the table
  counts or more at the low end of its 95% interval, ``LEAD_ERRORS`` standard errors or more
  (``puzzle_making.clearly_worse``).

A position whose wrong moves the coach names no idea for is left out: a puzzle is tagged by
that idea's skill. A table's set keeps at most one ``points`` puzzle for three whose answer
changes what the table counts (``POINTS_SHARE``: the first found), and a seat's puzzle of a deal
that does is its last (a later position of the same line is no second puzzle). The same seed
writes the same files. It ends by saying how many puzzles' answers change what the table counts
and how much CPU the build took.

    python scripts/build_puzzles.py [--out DIR] [--tables T ...] [--seed N] [--deals N] [--sampled N] [--worlds N]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from brisca.bots import level_bot  # noqa: E402
from brisca.bots.search import evaluate  # noqa: E402
from brisca.core.record import deal  # noqa: E402
from brisca.core.state import EXCHANGE, OVER, current_player, step  # noqa: E402
from brisca.core.view import observe  # noqa: E402
from brisca.stats import Z95  # noqa: E402
from brisca.teach.coach.estimate import Estimate  # noqa: E402
from brisca.teach.coach.ideas import IDEAS  # noqa: E402
from brisca.teach.coach.table_counts import worth_of  # noqa: E402
from brisca.teach.lessons import puzzles as pz  # noqa: E402
from brisca.teach.lessons.puzzle_making import CLEAR_WORTH, clearly_worse, exact_line, known  # noqa: E402
from brisca.teach.lessons.puzzle_making import exact_step as exact_step  # noqa: E402

# the rule of a clear move and the solved lines (``known``, ``exact_step``, ``exact_line``) are the
# library's, so the learner's own puzzles are made by the same rule
OUT = ROOT / "content" / "puzzles"
# the two-player tables with their own rules (exact and sampled), then three, four in pairs and
# six in teams (sampled only: the endgame solver is the two-player one)
TABLES = ("000", "000-exchange", "001", "003", "000-three", "001-three", "000-pairs", "003-six")
GLANCE = 192  # the worlds of a first look at an early position
POINTS_SHARE = 3  # result puzzles a table keeps for each puzzle of the most points
EARLY_LOOKS = 5  # early positions looked at in a deal


def window(view) -> bool:
    """An exchange offered after a trick won (000's regional rule, 004): exchange or not."""
    return view.phase == EXCHANGE and len(view.legal) >= 2


def sampled_step(view, worlds: int, seed: int) -> tuple[pz.Step, pz.Evidence] | None:
    """The position's step when every other move is clearly worse than one by what the table
    counts (``clearly_worse``), over ``worlds`` worlds (a first look at ``GLANCE`` worlds passes
    over the many positions that are not close to it). Card plays, or an exchange window; not
    the rulebook's exchange on one's turn, which the coach prices as whole turns
    (``verdicts.lines_of``)."""
    if len(view.legal) < 2 or not (window(view) or all(a.is_play for a in view.legal)):
        return None
    stakes = worth_of(view)
    glance = Estimate.of(evaluate(view, random.Random(seed), GLANCE), stakes=stakes)
    best = glance.best()
    if any(glance.worth_diff(best, i)[0] < CLEAR_WORTH for i in range(len(glance.moves)) if i != best):
        return None
    values = Estimate.of(evaluate(view, random.Random(seed + 1), worlds), stakes=stakes)
    best = values.best()
    wrong, worth, lead = [], [], None
    for i, move in enumerate(values.moves):
        if i == best:
            continue
        d, se = values.worth_diff(best, i)
        if not clearly_worse(d, se):
            return None
        wrong.append((move.code, round(max(0.0, values.diff(best, i)[0]), 2)))
        worth.append((move.code, round(d, 3)))
        if lead is None or d < lead[0]:
            lead = (d, se)
    d, se = lead
    evidence = pz.Evidence("sampled", values.worlds, round(d, 3), round(d - Z95 * se, 3), round(d + Z95 * se, 3),
                           "worth")
    return pz.Step((values.moves[best].code,), tuple(wrong), (), tuple(worth)), evidence


def tagged(table: str, record, steps, evidence, task: str) -> pz.Puzzle | None:
    """The puzzle with its theme: the idea the coach names for the costliest wrong move."""
    draft = pz.Puzzle("draft", table, record, tuple(steps), "counting", "", 1, evidence, task=task)
    view = pz.view_at(draft, 0)
    worth = dict(steps[0].worth)
    code, _ = max(steps[0].wrong, key=lambda w: (worth.get(w[0], 0.0), w[1]))
    idea = pz.idea_of(pz.verdict_of(draft, 0, view, pz.Action.parse(code)))
    if idea is None:
        return None
    return pz.Puzzle("draft", table, record, tuple(steps), IDEAS[idea].skill, idea,
                     pz.difficulty(len(view.legal), tuple(steps)), evidence, task=task)


def changes_result(p: pz.Puzzle) -> bool:
    """Whether the puzzle's answer changes what the table counts (every task but ``points``)."""
    return p.task != "points"


def table_puzzles(table: str, seed: int, deals: int, sampled: int, worlds: int) -> list[pz.Puzzle]:
    found: list[pz.Puzzle] = []
    for n in range(deals):
        record = deal(table, seed=seed + n)
        bots = {s: level_bot("easy" if n % 2 else "normal", seed + n + s) for s in range(record.rules.players)}
        s, moves = record.start(), []
        taken_at = set()  # a later position of the same line is no second puzzle
        early = EARLY_LOOKS if n < sampled else 0  # a few early positions of the deal, every third ply
        while s.phase is not OVER:
            seat = current_player(s)
            view = observe(s, seat)
            made = None
            if seat not in taken_at and known(view):
                steps, task = exact_line(s, seat)
                if steps:
                    made = tagged(table, record.with_moves(moves), steps, pz.Evidence("exact"), task)
            elif window(view) or (early and view.face_down >= 4 and (len(moves) + n) % 3 == 0
                                  and len(view.legal) >= 2):
                early -= not window(view)  # every exchange window is looked at, besides
                got = sampled_step(view, worlds, seed + n)
                if got is not None:
                    made = tagged(table, record.with_moves(moves), [got[0]], got[1],
                                  "bands" if record.rules.match == "margin" else "chance")
            if made is not None:
                if made.evidence.kind == "exact" and changes_result(made):
                    taken_at.add(seat)
                found.append(made)
            action = bots[seat].act(view)
            moves.append(action)
            s = step(s, action)
    room = sum(map(changes_result, found)) // POINTS_SHARE  # the most points: the first few only
    kept = [p for p in found if changes_result(p) or (room := room - 1) >= 0]
    return [pz.Puzzle(f"{table}-{i + 1:03d}", p.table, p.record, p.steps, p.theme, p.idea, p.difficulty, p.evidence,
                      task=p.task) for i, p in enumerate(kept)]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--tables", nargs="+", choices=TABLES, default=TABLES, help="the tables to write")
    parser.add_argument("--seed", type=int, default=3300)
    parser.add_argument("--deals", type=int, default=150, help="deals played at each table")
    parser.add_argument("--sampled", type=int, default=60, help="deals whose early positions are looked at, per table")
    parser.add_argument("--worlds", type=int, default=1500, help="worlds of a sampled position")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    begun = time.process_time()
    total = changing = 0
    for table in args.tables:
        found = table_puzzles(table, args.seed, args.deals, args.sampled, args.worlds)
        pz.write(found, args.out / f"{table}.json")
        total += len(found)
        changing += sum(map(changes_result, found))
        tasks = ", ".join(f"{task} {sum(p.task == task for p in found)}" for task in pz.TASKS)
        print(f"{table}: {len(found)} puzzles ({tasks})", flush=True)
    share = 100 * changing / total if total else 0.0
    print(f"wrote {total} puzzles in {time.process_time() - begun:.0f} s of CPU; {changing} of them "
          f"({share:.1f}%) have an answer that changes what the table counts")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
