"""The arena at every table: each deal at every seating, figures that replay, the same
figures whatever the processes."""

import json
import statistics
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

import brisca.bots.arena as arena_module
from brisca.bots import arena_sides, make_bot
from brisca.bots.arena import _play_deal, arena, play_deals, seatings, summarize
from brisca.bots.arena_sides import ROLES, after_auction, play_sides_deals, summarize_sides
from brisca.core.action import Action
from brisca.core.chiamata import sides
from brisca.core.record import deal
from brisca.core.rules import PRESETS, preset
from brisca.core.settle import returns
from brisca.core.state import current_player, step
from brisca.core.view import observe
from brisca.stats import wilson, wilson_of_means

ROOT = Path(__file__).resolve().parent.parent
TABLES = ["000", "001", "000-three", "001-three", "000-pairs", "004-pairs", "003-six", "003-cubierta"]
CHEAP = ["random", "greedy", "heuristic"]


def _without_times(figures: dict) -> dict:
    return {k: v for k, v in figures.items() if k != "ms_per_move"}


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_seat_is_bot_a_s_once_a_deal_and_its_partners_with_it(name):
    rules = preset(name).deal_rules  # five players: the arena plays a deal, four seats in pairs
    games = seatings(rules)
    held = sorted(seat for seats in games for seat in seats)
    assert held == list(range(rules.players))  # every seat BOT_A's in exactly one game
    for seats in games:
        assert len({rules.side_of(s) for s in seats}) == 1  # one side...
        assert set(seats) == set(rules.sides[rules.side_of(seats[0])])  # ...all of it
    assert len(games) == (3 if rules.players == 3 else 5 if rules.called else 2)  # chiamata: each seat alone


@settings(max_examples=examples(30), deadline=None)
@given(name=st.sampled_from(TABLES), seed=st.integers(0, 10**6), bot_a=st.sampled_from(CHEAP),
       bot_b=st.sampled_from(CHEAP))
def test_a_deal_s_games_replay_from_their_moves_with_each_bot_in_its_seats(name, seed, bot_a, bot_b):
    """Each game is the deal's own record with its moves: replayed, it ends with the score and
    margin the arena counted for BOT_A's side, and at every turn the bot of that seat (BOT_A's
    in its seats, BOT_B's elsewhere) chooses the move recorded."""
    games = _play_deal((bot_a, bot_b, seed, name))
    assert [g.a_seats for g in games] == list(seatings(preset(name)))
    for game in games:
        record = deal(name, seed).with_moves([Action.parse(code) for code in game.moves])
        final = record.final()
        assert returns(final, game.a_seats[0]) == (game.margin, game.score)
        s = record.start()
        for code in game.moves:
            seat = current_player(s)
            bot = make_bot(bot_a, seed) if seat in game.a_seats else make_bot(bot_b, seed + 7)
            assert bot.choose(observe(s, seat)).code == code
            s = step(s, bot.choose(observe(s, seat)))
        assert s == final


def test_the_figures_are_the_deals_averaged_first():
    deals = play_deals("greedy", "random", 12, seed=40, rules="000-three")
    figures = summarize("greedy", "random", deals, "000-three")
    per_deal = [statistics.fmean(g.score for g in games) for games in deals]
    assert figures["games"] == 36 and figures["deals"] == 12
    assert figures["score"] == round(statistics.fmean(per_deal), 4)
    assert figures["margin"] == round(statistics.fmean(g.margin for d in deals for g in d), 2)
    assert all(g.score in (0.0, 1.0, 0.5, 1 / 3) for d in deals for g in d)
    assert figures["even_score"] == round(1 / 3, 4) and figures["seatings"] == [[0], [1], [2]]


def test_a_bot_against_itself_at_pairs_scores_a_half_exactly():
    figures = arena("greedy", "greedy", 5, seed=3, rules="000-pairs", progress=None)
    assert figures["score"] == 0.5 and figures["margin"] == 0.0  # each seating the other's mirror
    assert set(figures["ms_per_move"]) == {"greedy"}


@pytest.mark.parametrize("name", ["000-pairs", "000-three"])
def test_the_figures_do_not_depend_on_the_processes(name):
    one = arena("heuristic", "greedy", 6, seed=9, jobs=1, rules=name, progress=None)
    two = arena("heuristic", "greedy", 6, seed=9, jobs=2, rules=name, progress=None)
    assert _without_times(one) == _without_times(two)


def test_the_expert_plays_every_table(monkeypatch):
    from brisca.bots import ExpertBot

    monkeypatch.setattr(ExpertBot, "worlds", 4)  # a cheap expert: this checks the plumbing, not the strength
    for name in ("000-pairs", "003-six", "000-three"):
        figures = arena("expert", "random", 2, seed=1, rules=name, progress=None)
        assert figures["ms_per_move"]["expert"]["median"] > 0
        assert 0 <= figures["score_ci"][0] <= figures["score"] <= figures["score_ci"][1] <= 1


@settings(max_examples=examples(300), deadline=None)
@given(means=st.lists(st.sampled_from([0.0, 1 / 3, 0.5, 2 / 3, 1.0]), min_size=1, max_size=40))
def test_the_score_interval_stays_in_0_1_around_the_mean(means):
    lo, hi = wilson_of_means(means, 3 * len(means))
    assert 0 <= lo <= statistics.fmean(means) + 1e-9 and statistics.fmean(means) - 1e-9 <= hi <= 1


def test_the_score_interval_is_as_wide_as_the_deals_vary():
    balanced = [0.5] * 30 + [1.0, 0.0]  # a deal's two games nearly always split
    lo, hi = wilson_of_means(balanced, 64)
    wide_lo, wide_hi = wilson(0.5, 64)  # as if the 64 games were independent
    assert hi - lo < (wide_hi - wide_lo) / 2
    swings = [1.0, 0.0] * 16  # each deal won or lost in both seatings: worth one trial each
    lo, hi = wilson_of_means(swings, 64)
    assert (lo, hi) == pytest.approx(wilson(0.5, 31), abs=1e-9)  # 32 deals less one: the sample variance
    assert wilson_of_means([1.0] * 5, 10) == wilson(1.0, 10)  # no spread: each game a trial


def run(*args):
    return subprocess.run([sys.executable, "-m", "brisca", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("name, games, words", [
    ("000-three", 9, ("three times", "a seat at random: 0.333")),
    ("000-pairs", 6, ("seats 1 and 3, then at seats 2 and 4", "0.5")),
    ("003-six", 6, ("seats 1, 3 and 5, then at seats 2, 4 and 6", "0.5")),
])
def test_the_arena_command_at_every_table(name, games, words):
    out = run("arena", "heuristic", "greedy", "--rules", name, "--deals", "3", "--seed", "2", "--json", "--quiet")
    assert out.returncode == 0, out.stderr
    figures = json.loads(out.stdout)
    assert {"bot_a", "bot_b", "deals", "games", "score", "score_ci", "margin", "margin_ci",
            "ms_per_move"} <= set(figures)
    assert figures["games"] == games and figures["deals"] == 3
    assert figures == {**figures, **_without_times(arena("heuristic", "greedy", 3, seed=2, rules=name,
                                                           progress=None))}
    en = run("arena", "heuristic", "greedy", "--rules", name, "--deals", "3", "--seed", "2", "--quiet",
             "--lang", "en")
    es = run("arena", "heuristic", "greedy", "--rules", name, "--deals", "3", "--seed", "2", "--quiet")
    assert en.returncode == es.returncode == 0
    assert f"over {games} games of 3 deals" in en.stdout and all(w in en.stdout for w in words)
    assert f"sobre {games} partidas de 3 repartos" in es.stdout and "asiento" in es.stdout
    assert "heuristic: median" in en.stdout and "greedy: mediana" in es.stdout


def test_chiamata_side_by_side_is_even_when_one_bot_plays_both():
    """The three plays start from one state after one auction: the same bot on both hands
    plays each side as the baseline did, deal by deal."""
    played = play_sides_deals("heuristic", "heuristic", 12, seed=3)
    dealt = [d for d in played if d.base_points is not None]
    assert dealt and all(d.a_points == d.base_points and d.a_won == d.base_won for d in dealt)
    figures = summarize_sides("heuristic", "heuristic", played)
    assert figures["deals"] == 12 and figures["passed"] == 12 - len(dealt)
    for role in ROLES:
        assert figures[role]["score"] == 0.5 and figures[role]["won"] == figures[role]["won_by_bot_b"]
        assert sum(d.base_points[ROLES.index(role)] for d in dealt) / len(dealt) == pytest.approx(
            figures[role]["points_by_bot_b"], abs=0.01)


def test_chiamata_side_by_side_gives_each_side_to_bot_a_alone():
    """A bot playing at random loses points on whichever side it is given: were the sides
    swapped, the heuristic's defence against it would count as its caller's side's gain."""
    figures = summarize_sides("random", "heuristic", play_sides_deals("random", "heuristic", 30, seed=0))
    for role in ROLES:
        assert figures[role]["score"] < 0.5 and figures[role]["points"] < figures[role]["points_by_bot_b"]


@pytest.mark.parametrize("seed", range(4))
def test_chiamata_side_by_side_seats_bot_a_at_every_seat_of_its_side_and_no_other(seed, monkeypatch):
    """The caller and its partner both (or the four defenders of a caller alone with its own
    card), read from who actually played: every seat plays a card, so each one's bot shows."""
    acted: dict[str, set[int]] = {"random": set(), "heuristic": set()}

    def recording(name, seed=0):
        bot = make_bot(name, seed)
        act = bot.act
        bot.act = lambda view: (acted[name].add(view.seat), act(view))[1]
        return bot

    s = after_auction("003-chiamata", seed, "heuristic")
    caller_side, defenders = sides(s)
    assert len(caller_side) + len(defenders) == 5
    monkeypatch.setattr(arena_module, "make_bot", recording)  # where every seat's bot is made
    for side in (caller_side, defenders):
        for seats in acted.values():
            seats.clear()
        arena_sides._play(s, "random", "heuristic", side, seed)
        assert acted["random"] == set(side) and acted["heuristic"] == set(range(5)) - set(side)
    # and the deal's three plays hand BOT_A nobody, then the caller's whole side, then the defenders
    given, play = [], arena_sides._play

    def spied(state, bot_a, bot_b, seats, deal_seed):
        given.append(seats)
        return play(state, bot_a, bot_b, seats, deal_seed)

    monkeypatch.setattr(arena_sides, "_play", spied)
    arena_sides.play_sides(("random", "heuristic", seed, "003-chiamata"))
    assert given == [(), caller_side, defenders]
    assert s.call.caller in caller_side and (len(caller_side) == 2) == (s.call.called not in s.hands[s.call.caller])


def test_chiamata_side_by_side_starts_once_the_card_is_called_and_refuses_other_tables():
    s = after_auction("003-chiamata", 5, "heuristic")
    assert s.call.called is not None and not s.tricks and not s.trick  # bid and called, nothing played
    with pytest.raises(ValueError):
        play_sides_deals("expert", "heuristic", 1, rules="003")
