"""Progress by skill: what a judged decision counts for (``coach.stakes``), each game's skills
kept with its figures, the tallies over games, puzzles and drills with their trend, the weakest
skill's lesson or puzzle theme, and the pages that show them (the progress list's part, the
home page's link, the puzzles page's theme)."""

import random

import pytest
from conftest import ROOT, examples, make_record, open_page, random_position
from hypothesis import given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from brisca.bots.basic import HeuristicBot
from brisca.core.action import Action
from brisca.core.state import OVER, current_player, legal_actions
from brisca.core.trick import Reason
from brisca.core.view import observe
from brisca.teach.coach.ideas import IDEAS, SKILLS
from brisca.teach.coach.stakes import at_stake, judged_skills
from brisca.teach.coach.verdicts import Verdict
from brisca.teach.lessons import drills, path, skills
from brisca.teach.lessons import puzzles as pz
from brisca.teach.lessons.skills import ENOUGH, WINDOW, Tally, Unit
from brisca.teach.table import flow, learner_items, storage
from brisca.teach.table.flow import Settings, play
from brisca.teach.table.progress import PlayedGame, game_skills, played_game
from brisca.text import LANGS, percent, t


def _partner_position():
    """Four in pairs, the learner (seat 0) last to a trick its partner's ace of oros is winning:
    the 2 of trumps would take it from the partner, the 6 of espadas loads nothing, the king loads 4."""
    record = make_record("000-pairs", [["2C", "12O", "6E"], ["4O", "7B", "5B"], ["1O", "6B", "4B"],
                                       ["5O", "3B", "2B"]], "7C", leader=1, moves=["4O", "1O", "5O"])
    return observe(record.final(), 0)


def _verdict(move: str, best: str, label: str, *codes: str) -> Verdict:
    reasons = (Reason("coach_cost", {}), *(Reason(c, {}) for c in codes))
    return Verdict(Action.parse(move), Action.parse(best), 0.0, 0.0, label, False, reasons)


def test_a_partner_s_trick_puts_the_partner_skill_at_stake():
    view = _partner_position()
    assert "partner" in at_stake(view, Action.parse("12O"))
    assert judged_skills(view, _verdict("12O", "12O", "best")) == (("partner",), ())
    # a good move that misses the load breaks the idea itself: it does not show the skill
    assert judged_skills(view, _verdict("6E", "12O", "good")) == ((), ())

def test_a_costly_move_counts_wrong_for_each_skill_its_ideas_name():
    v = _verdict("2C", "12O", "blunder", "coach_trumped_partner", "coach_led_despite_no_trumps", "coach_past_60")
    assert judged_skills(None, v) == ((), ("partner", "signals"))
    assert judged_skills(None, _verdict("2C", "12O", "mistake")) == ((), ())  # no idea named: no skill


def _finished(number: int, rules: str = "000", bot: bool = False) -> flow.Game:
    """A finished practice match, the learner's moves chosen at random or by the heuristic bot."""
    game = flow.start(Settings(rules=rules, deal=number, level="easy", coaching=True))
    rng, learner = random.Random(number), HeuristicBot(number)
    while not game.match_over:
        if game.over:
            game = flow.commit(game, flow.next_deal(game))
            continue
        move = learner.choose(game.view) if bot else rng.choice(game.view.legal)
        game = flow.commit(game, play(game, move))
    return game


@pytest.mark.parametrize("rules", ["000", "000-pairs", "004"])
def test_a_game_s_skills_count_each_judged_decision(store, rules):
    game = _finished(3, rules)
    found = dict((s, (r, w)) for s, r, w in game_skills(game))
    named = {s: 0 for s in SKILLS}
    for d in game.match_decisions:
        if d.label not in ("best", "good"):
            for s in {IDEAS[r.code].skill for r in d.reasons if r.code in IDEAS}:
                named[s] += 1
    assert {s: w for s, (_, w) in found.items() if w} == {s: n for s, n in named.items() if n}
    chose_well = sum(d.label in ("best", "good") for d in game.match_decisions)
    assert all(r <= chose_well and r + w <= len(game.match_decisions) for r, w in found.values())
    figures = played_game(game, 0.0)
    assert figures.skills == game_skills(game)
    assert PlayedGame.from_json(figures.to_json(), game.id, 0.0) == figures  # kept as made


def test_bot_played_games_give_rights_as_well_as_wrongs(store):
    played = [game_skills(_finished(n, "000-pairs", bot=True)) for n in range(2)]
    assert sum(r for figures in played for _, r, _ in figures) > 0  # chose well with an idea at stake
    assert sum(w for figures in played for _, _, w in figures) > 0


@settings(max_examples=examples(60), deadline=None)
@given(preset=st.sampled_from(["000", "000-pairs", "004", "003-six"]), seed=st.integers(0, 10**6),
       plies=st.integers(0, 30))
def test_a_decision_s_rights_are_skills_at_stake_and_its_wrongs_skills_named(preset, seed, plies):
    s = random_position(preset, seed, plies)
    if s.phase == OVER or len(legal_actions(s)) < 2:
        return
    view = observe(s, current_player(s))
    best, move = view.legal[0], view.legal[-1]
    stake = at_stake(view, best)
    assert set(stake) <= set(SKILLS) and list(stake) == sorted(stake, key=SKILLS.index)
    right, wrong = judged_skills(view, Verdict(move, best, 1.0, 0.0, "good", False, ()))
    assert set(right) <= set(at_stake(view, best, move)) and wrong == ()
    named = tuple(Reason(idea.code, {}) for idea in IDEAS.values())
    assert judged_skills(view, Verdict(move, best, 9.0, 0.0, "mistake", False, named)) == ((), SKILLS)


def test_kept_skill_figures_not_of_their_form_are_refused(store):
    game = _finished(4)
    good = played_game(game, 0.0).to_json()
    for bad in ({"x": [1, 0]}, {"trumps": [1]}, {"trumps": [-1, 2]}, {"trumps": [0, 0]}, {"trumps": [999, 0]},
                {"trumps": [True, 0]}, []):
        with pytest.raises(ValueError):
            PlayedGame.from_json({**good, "skills": bad}, game.id, 0.0)


# -- tallies and trends ------------------------------------------------------------------------


def test_a_trend_compares_the_latest_answers_with_as_many_before():
    old = [Unit(float(i), "drills", "counting", 0, 1) for i in range(WINDOW)]
    new = [Unit(100.0 + i, "drills", "counting", 1, 0) for i in range(WINDOW)]
    assert skills.trend(old) is None  # one stretch only
    assert skills.trend(old + new) == 1.0 and skills.trend(new + old) == 1.0  # by time, not by order given
    assert skills.trend([Unit(1.0, "games", "trumps", 5, 5), Unit(2.0, "games", "trumps", 10, 0)]) == 0.5


def test_the_weakest_skill_needs_enough_answers_and_a_wrong_one():
    few = Tally("trumps", 0, ENOUGH - 1, None)
    right = Tally("stock", ENOUGH, 0, None)
    weak = Tally("following", ENOUGH // 2, ENOUGH - ENOUGH // 2, None)
    weaker = Tally("leading", 1, ENOUGH, None)
    assert skills.weakest([few, right]) is None
    assert skills.weakest([few, right, weak]) == weak
    assert skills.weakest([weak, weaker, few]) == weaker


def test_the_suggestion_is_the_lesson_until_finished_then_the_puzzles_of_the_theme():
    weak = [Tally("counting", 1, ENOUGH, None)]
    assert skills.suggestion(weak, {}) == skills.Suggestion("counting", "learn", "count")
    finished = {"count": path.Done(path.the_path().passes, 0)}
    assert skills.suggestion(weak, finished) == skills.Suggestion("counting", "puzzles", "counting")
    assert skills.suggestion([Tally("trumps", 0, ENOUGH, None)], {}).page == "puzzles"  # no lesson teaches it
    assert skills.suggestion([Tally("signals", 0, ENOUGH, None)], {"pairs": path.Done(9, 0)}).target == "pairs"
    assert skills.suggestion([Tally("trumps", ENOUGH, 0, None)], {}) is None


def test_every_skill_s_lesson_is_one_of_the_path_and_every_skill_is_named():
    assert set(skills.SKILL_LESSONS) <= set(SKILLS) and set(skills.SKILL_LESSONS.values()) <= set(path.lesson_ids())
    # somewhere to send each, "contract" (Subastada, chiamata) to the lesson on auctions
    assert all(skills.themed_puzzles(s) or s in skills.SKILL_LESSONS for s in SKILLS)
    assert skills.SKILL_LESSONS["contract"] == "auction"


UNITS = st.lists(st.builds(Unit, st.floats(0, 1e9), st.sampled_from(skills.SOURCES), st.sampled_from(SKILLS),
                           st.integers(0, 30), st.integers(0, 30)), max_size=40)


@settings(max_examples=examples(300), deadline=None)
@given(units=UNITS)
def test_tallies_add_up_and_trends_are_defined(units):
    tallies = skills.tally(units)
    assert [x.skill for x in tallies] == list(SKILLS)
    for x in tallies:
        mine = [u for u in units if u.skill == x.skill]
        assert (x.right, x.wrong) == (sum(u.right for u in mine), sum(u.wrong for u in mine))
        assert x.right >= 0 and x.wrong >= 0
        assert (x.share is None) == (x.total == 0) and (x.share is None or 0 <= x.share <= 1)
        assert x.trend is None or -1 <= x.trend <= 1
        if x.total < 2 * WINDOW:
            assert x.trend is None  # two whole stretches of answers at least
    weak = skills.weakest(tallies)
    assert weak is None or (weak.total >= ENOUGH and weak.wrong > 0
                            and all(weak.share <= x.share for x in tallies if x.total >= ENOUGH and x.wrong))


# -- the learner's evidence, read from storage -----------------------------------------------------


def _drill_score(deal: int, right: int, asked: int = 5, when: float = 1000.0) -> dict:
    return {"table": "000", "deal": deal, "moment": "random", "right": right, "asked": asked, "when": when + deal}


def _puzzle_rating(tries) -> dict:
    kept = pz.Kept()
    for i, (pid, right) in enumerate(tries):
        kept = kept.after(pid, right, pz.Rating(), 2000.0 + i)
    return kept.to_json()


def test_games_puzzles_and_drills_are_gathered_a_damaged_item_left_aside(store):
    key = storage.new_learner()
    game = _finished(5)
    storage.claim(game.id, key)
    lib = pz.library()
    trumps = next(p for p in lib.values() if p.theme == "trumps").id
    learner_items.keep_item(key, pz.KIND, pz.ITEM, _puzzle_rating([(trumps, True), (trumps, False), ("zz-999", True)]))
    learner_items.keep_item(key, pz.KIND, "other", {"something": "else"})  # another item of the kind: not a try
    learner_items.keep_item(key, drills.KIND, "000.1.random", _drill_score(1, 4))
    learner_items.keep_item(key, drills.KIND, "000.2.random", {**_drill_score(2, 4), "right": 9})  # damaged
    found = skills.gathered(key)
    assert found.damaged == 1
    by_source = {s: [u for u in found.units if u.source == s] for s in skills.SOURCES}
    assert [(u.skill, u.right, u.wrong) for u in by_source["puzzles"]] == [("trumps", 1, 0), ("trumps", 0, 1)]
    assert [(u.skill, u.right, u.wrong) for u in by_source["drills"]] == [("counting", 4, 1)]
    assert [(u.skill, u.right, u.wrong) for u in by_source["games"]] == list(game_skills(game))
    learner_items.keep_item(key, pz.KIND, pz.ITEM, {"rating": "broken"})
    assert skills.gathered(key).damaged == 2


def test_a_link_s_theme_is_a_skill_with_puzzles():
    assert skills.read_theme("trumps") == "trumps"
    for bad in ("stock", "signals", "nope", "", None, ["trumps"], "TRUMPS"):  # stock, signals: no puzzle yet
        if bad in SKILLS and skills.themed_puzzles(bad):
            continue
        with pytest.raises(pz.PuzzleError):
            skills.read_theme(bad)


# -- the pages --------------------------------------------------------------------------------------


def _visit(key: str, lang: str, page: str | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    at.query_params["lang"] = lang
    at.session_state["pr_learner"] = key
    at.run()
    if page:
        at.switch_page(page).run()
    assert not at.exception, at.exception
    return at


def _weak_at_counting(key: str) -> None:
    for deal in range(4):
        learner_items.keep_item(key, drills.KIND, f"000.{deal}.random", _drill_score(deal, 1))


def _suggested(at) -> list:
    return [p for p in at.page_link if "lesson=count" in p.proto.query_string or "theme=" in p.proto.query_string]


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_suggests_the_weakest_skill_s_lesson_then_its_puzzles(store, lang):
    key = storage.new_learner()
    assert _suggested(_visit(key, lang)) == []  # nothing done: no suggestion
    _weak_at_counting(key)
    at = _visit(key, lang)
    share = percent(4 / 20, lang)
    [link] = _suggested(at)
    said = t("skills-home-weakest", lang, skill=t("puzzles-theme-counting", lang), share=share)
    assert said in [m.value for m in at.markdown]
    assert link.label == t("skills-home-lesson", lang, lesson=t("learn-count-title", lang, **path.page_facts()))
    learner_items.keep_item(key, path.KIND, "count", {"right": path.the_path().passes, "wrong": 0})
    at = _visit(key, lang)
    [link] = _suggested(at)
    assert link.proto.page == "puzzles" and "theme=counting" in link.proto.query_string
    assert link.label == t("skills-home-puzzles", lang) and said in [m.value for m in at.markdown]


@pytest.mark.parametrize("lang", LANGS)
def test_the_progress_list_shows_each_skill_with_its_figures(store, lang):
    key = storage.new_learner()
    game = _finished(6)
    storage.claim(game.id, key)
    _weak_at_counting(key)
    learner_items.keep_item(key, drills.KIND, "000.9.random", {"broken": True})
    at = _visit(key, lang, "pages/practice.py")
    assert t("skills-title", lang) in [s.value for s in at.subheader]
    assert t("skills-damaged", lang, items=1) in [i.value for i in at.info]
    grid = next(h.proto.body for h in at.get("html") if t("skills-trend", lang) in h.proto.body)
    tallies = skills.tally(skills.gathered(key).units)
    counting = next(x for x in tallies if x.skill == "counting")
    name = t("puzzles-theme-counting", lang)
    assert name[:1].upper() + name[1:] in grid and percent(counting.share, lang) in grid
    for x in tallies:
        shown = t(f"puzzles-theme-{x.skill}", lang)
        assert (shown[:1].upper() + shown[1:] in grid) == (x.total > 0)


@pytest.mark.parametrize("lang", LANGS)
def test_the_puzzles_page_keeps_to_a_link_s_theme_and_says_a_bad_one(store, lang):
    at = open_page("pages/puzzles.py", lang=lang, theme="leading")
    assert not at.warning
    assert pz.library()[at.query_params["puzzle"]].theme == "leading"
    at.button(key="pz_next").click().run()
    assert at.query_params["theme"] == "leading" and pz.library()[at.query_params["puzzle"]].theme == "leading"
    bad = open_page("pages/puzzles.py", lang=lang, theme="<script>")
    assert [w.value for w in bad.warning] == [t("error-puzzle-bad_theme", lang)]
    assert "theme" not in bad.query_params and bad.query_params["puzzle"] in pz.library()
