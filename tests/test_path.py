"""The guided path: its lessons in order, every exercise's answer the engine's, a wrong answer
explained in the coach's words, what a learner did kept and resumed on both stores, the page
and the home page's first step in both languages, and tampered links said plainly."""

import random
import re
from pathlib import Path

import pytest
from conftest import component_data, examples, open_page
from hypothesis import given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from brisca.core.record import deal
from brisca.core.rules import Rules
from brisca.core.signals import SIGNS
from brisca.core.state import exchange_fit
from brisca.core.trick import resolve_trick
from brisca.teach.coach.ideas import IDEAS
from brisca.teach.lessons import path
from brisca.teach.lessons import puzzles as pz
from brisca.teach.lessons.quiz import MAX_SEED
from brisca.teach.table import learner_items, storage
from brisca.text import LANGS, has, reason_text, t, words
from brisca.ui.learn_view import ANSWER

ROOT = Path(__file__).resolve().parent.parent


def test_the_path_runs_from_the_first_card_to_three_and_six_players():
    assert path.lesson_ids() == ("cards", "trick", "deal", "count", "exchange", "last", "second", "pairs", "tables",
                                 "auction")
    for lesson in path.the_path().lessons:
        assert lesson.kinds and all(kind in path.KINDS for kind in lesson.kinds)
        for lang in LANGS:
            assert has(f"learn-{lesson.id}-title", lang) and has(f"learn-{lesson.id}-body", lang)


def _engine_accepts(q, option) -> bool:
    """Whether the engine, asked afresh, says ``option`` is right."""
    f = q.facts
    if q.kind == "points":
        return option == f["card"].points
    if q.kind == "stronger":
        return option == max(f["cards"], key=lambda c: c.strength)
    if q.kind in ("trick", "trick_3", "trick_6", "trick_5"):
        return option == resolve_trick(f["cards"], f["trump"]).card
    if q.kind == "pile":
        return option == sum(c.points for c in f["cards"])
    if q.kind == "exchange":
        return option == exchange_fit(f["rule"], f["given"], f["turned"])[0]
    if q.kind == "stock":  # each trick, both draw one
        return option == len(deal(Rules(), seed=0).stock) - 2 * f["tricks"]
    if q.kind == "face_down":
        five = {"rest": "rotate", "first_leader": "dealer_right"} if f["players"] == 5 else {}  # one rests
        return option == len(deal(Rules(players=f["players"], teams=f["teams"], deck=f["deck"], **five), seed=0).stock)
    if q.kind == "draw_first":
        return option == f["winner"] == resolve_trick(f["cards"], f["trump"]).position ^ f["leader"]
    if q.kind == "reach":
        half = Rules().half_points
        total = sum(c.points for c in f["cards"])
        return option == ("win" if total > half else "tie" if total == half else "lose")
    if q.kind == "second":
        return resolve_trick((f["led"], option), f["trump"]).position == 1
    if q.kind == "load":
        keeps = [c for c in f["hand"] if resolve_trick((*f["trick"], c), f["trump"]).position == 1]
        return option in keeps and option.points == max(c.points for c in keeps)
    if q.kind in path.PUZZLE_KINDS:
        return pz.attempt(pz.library()[f["puzzle"]], 0, option).right
    if q.kind == "sign":
        return SIGNS[option].true_of(f["hand"], f["trump"])
    return _variant_accepts(q, option)


def _variant_accepts(q, option) -> bool:
    """The variants' rules, read afresh from the exercise's facts: a contract made with the bid
    reached (one deal to the bidder's side, else the penalty to the other), a marriage sung
    right after winning a trick, once a trick and once a deal (40 in trumps, 20 otherwise), a
    card called of the rank bid (a 2 after points), a side known from the card called."""
    from brisca.core.rules import preset

    f = q.facts
    if q.kind == "contract":
        made = f["cards"] + f["marriages"] >= f["bid"]
        return option == (("bidder", 1) if made else ("defenders", preset(f["table"]).penalty))
    if q.kind == "marriage":
        held = {c.code for c in f["hand"]} >= {f"12{f['suit']}", f"11{f['suit']}"}
        may = (held and f["won_last"] == "yes" and not f["trick"] and f["sang_now"] == "no"
               and f["suit"] not in f["sung"])
        return option == ((40 if f["suit"] == f["trump"] else 20) if may else 0)
    if q.kind == "call":
        return option.rank == (f["rank"] if f["points"] is None else 2) == f["rank"]
    if q.kind == "partner":
        holds = f["called"] in f["hand"]
        if f["seat"] == f["caller"]:
            return option == ("alone" if holds else "unknown")
        return option == ("with_caller" if holds else "defend")
    raise AssertionError(q.kind)


@settings(max_examples=60, deadline=None)
@given(lesson=st.sampled_from(path.lesson_ids()), seed=st.integers(0, MAX_SEED))
def test_the_answer_the_page_accepts_is_the_engines(lesson, seed):
    q = path.exercise(lesson, seed)
    assert q.kind in path.lesson(lesson).kinds
    accepted = [o for o in q.options if q.is_right(o)]
    assert accepted == [o for o in q.options if _engine_accepts(q, o)]
    assert len(accepted) == 1 or q.kind in path.PUZZLE_KINDS and accepted
    assert path.exercise(lesson, seed) == q  # the same seed, the same exercise


@settings(max_examples=examples(300), deadline=None)
@given(kind=st.sampled_from(["contract", "marriage", "call", "partner", "trick_5"]), seed=st.integers(0, MAX_SEED))
def test_every_answer_of_the_auction_lesson_is_the_engines_over_many_deals(kind, seed):
    """The variants' makers over many seeds: one option right, the one the rules give, each said
    in both languages (a refused marriage in the engine's own words)."""
    q = path.MAKERS[kind](random.Random(seed))
    accepted = [o for o in q.options if q.is_right(o)]
    assert len(accepted) == 1 and accepted == [o for o in q.options if _engine_accepts(q, o)]
    if kind == "trick_5":
        assert len(q.options) == 5
    for lang in LANGS:
        said = reason_text(q.reason, lang)
        assert said and "{" not in said
        if q.reason.code == "learn_marriage_no":  # why not, in its own words: not the option "not now" again
            assert t("learn-option-no_sing", lang).lower() not in said.lower(), said
            assert q.facts["moment"] == ("playing" if q.facts["trick"] else "first" if q.facts["won_last"] == "no"
                                         else "won")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, MAX_SEED))
def test_a_wrong_load_is_explained_by_the_coachs_idea(seed):
    q = path.MAKERS["load"](random.Random(seed))
    for option in q.options:
        reason = path.wrong_reason(q, option)
        if q.is_right(option):
            assert reason is None
            continue
        assert reason.code in IDEAS and IDEAS[reason.code].skill == "partner"
        takes = resolve_trick((*q.facts["trick"], option), q.facts["trump"]).position == 3
        assert (reason.code != "coach_missed_load") == takes
        for lang in LANGS:
            assert reason_text(reason, lang)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, MAX_SEED))
def test_a_wrong_second_card_is_explained_by_the_resolvers_reason(seed):
    q = path.MAKERS["second"](random.Random(seed))
    for option in q.options:
        if not q.is_right(option):
            why = path.wrong_reason(q, option)
            why = why.facts["why"] if why.code == "by_strength" else why  # with the strength order it rests on
            assert why.code in (
                "lower_of_suit_led", "lower_trump", "off_suit", "off_suit_trump_led", "suit_led_under_trump")


def test_a_wrong_endgame_move_gets_the_coachs_verdict():
    q = next(q for q in (path.exercise("last", s) for s in range(50)) if len(q.answer) < len(q.options))
    wrong = next(o for o in q.options if not q.is_right(o))
    verdict = path.judge_puzzle(q, wrong)
    assert verdict is not None and verdict.points_lost > 0
    assert path.judge_puzzle(q, q.answer[0]) is None


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, MAX_SEED))
def test_a_false_sign_is_explained_by_the_honesty_rule(seed):
    q = path.MAKERS["sign"](random.Random(seed))
    assert [o for o in q.options if SIGNS[o].true_of(q.facts["hand"], q.facts["trump"])] == [q.answer]
    for option in q.options:
        reason = path.wrong_reason(q, option)
        assert (reason is None) == (option == q.answer)
        if reason is not None:
            assert reason.code == "learn_sign_false" and reason.facts["sign"] == option


def test_the_puzzle_kinds_each_have_puzzles_of_their_own():
    for kind in path.PUZZLE_KINDS:
        found = [pz.library()[i] for i in path.puzzles_of(kind)]
        assert found and all(len(p.steps) == 1 for p in found)
    assert all(pz.library()[i].theme == "partner" for i in path.puzzles_of("partner_puzzle"))
    assert all(pz.library()[i].evidence.kind == "exact" for i in path.puzzles_of("last"))


def test_a_forged_answer_is_refused_with_a_code_said_in_both_languages():
    q = path.exercise("cards", 1)
    for forged in (-1, len(q.options), "0", 1.0, None):
        with pytest.raises(path.PathError) as e:
            path.option_of(q, forged)
        assert all(has(f"error-path-{e.value.code}", lang) for lang in LANGS)
    for lesson, seed in (("nope", 1), ("cards", -1), ("cards", MAX_SEED + 1), ("cards", "1"), (None, 1)):
        with pytest.raises(path.PathError):
            path.exercise(lesson, seed)


def test_the_practice_level_follows_the_paths_rule():
    assert path.level_for({"cards": path.Done(10, 0)}) == "hard"
    assert path.level_for({"cards": path.Done(7, 3)}) == "normal"
    assert path.level_for({"cards": path.Done(3, 7)}) == "easy"
    assert path.where_to_start({}) == "cards"
    done = {lid: path.Done(path.the_path().passes, 0) for lid in path.lesson_ids()}
    assert path.where_to_start(done) is None
    assert path.where_to_start({**done, "exchange": path.Done(1, 0)}) == "exchange"


# -- what a learner has done, on both stores --------------------------------------------------


def test_items_are_kept_replaced_and_read_by_learner_and_kind(store):
    me, other = storage.new_learner(), storage.new_learner()
    assert learner_items.items_of(me, "path") == {}
    learner_items.keep_item(me, "path", "cards", {"right": 1, "wrong": 0})
    learner_items.keep_item(me, "path", "cards", {"right": 2, "wrong": 1})
    learner_items.keep_item(me, "drill", "cards", {"n": 5})
    learner_items.keep_item(other, "path", "trick", {"right": 1, "wrong": 0})
    mine = learner_items.items_of(me, "path")
    assert list(mine) == ["cards"] and mine["cards"][0] == {"right": 2, "wrong": 1}
    assert learner_items.items_of(me, "drill")["cards"][0] == {"n": 5}
    assert list(learner_items.items_of(other, "path")) == ["trick"]
    store.raw("UPDATE items SET data = ? WHERE kind = ?", ("{not json", "drill"))
    assert learner_items.items_of(me, "drill")["cards"][0] is None  # damaged: its kind's reader refuses it, and says so


def test_bad_item_names_and_data_are_refused(store):
    me = storage.new_learner()
    for learner, kind, item, data in (("short", "path", "x", {}), (me, "Path", "x", {}), (me, "path", "a b", {}),
                                      (me, "path", "x", ["list"]), (me, "path", "x", {"x": "y" * 20000})):
        with pytest.raises(storage.StorageError) as e:
            learner_items.keep_item(learner, kind, item, data)
        assert all(has(f"error-storage-{e.value.code}", lang) for lang in LANGS)


def _app(lang: str, key: str | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    at.query_params["lang"] = lang
    if key:
        at.session_state["pr_learner"] = key
    return at


def _click_answer(at, right: bool):
    """Answers the exercise shown (rightly or not), as the learner would with a button."""
    lesson, seed = at.query_params["lesson"], at.query_params["seed"]
    lesson, seed = (lesson[0] if isinstance(lesson, list) else lesson), int(seed[0] if isinstance(seed, list) else seed)
    q = path.exercise(lesson, seed)
    index = next(i for i, o in enumerate(q.options) if q.is_right(o) == right)
    at.button(key=f"ln_opt_{index}").click().run()
    return q, q.options[index]


@pytest.mark.parametrize("lang", LANGS)
def test_progress_is_kept_and_the_home_page_resumes_it(store, lang):
    at = _app(lang)
    at.run()
    link = next(p for p in at.page_link if p.value.endswith("learn.py") or "learn" in str(p.proto.page))
    assert link.label == t("home-start", lang)  # a newcomer starts on the first lesson
    at.switch_page("pages/learn.py").run()
    assert at.subheader[0].value == t("learn-cards-title", lang, **path.page_facts())
    for _ in range(path.the_path().passes):
        _click_answer(at, right=True)
        at.button(key="ln_another").click().run()
    key = at.session_state["pr_learner"]
    assert learner_items.items_of(key, path.KIND)["cards"][0] == {"right": path.the_path().passes, "wrong": 0}
    again = _app(lang, key)  # a later visit: the learner key from the cookie, kept in the session
    again.run()
    link = next(p for p in again.page_link if "learn" in str(p.proto.page))
    assert link.label == t("home-resume", lang, lesson=t("learn-trick-title", lang))
    assert not again.exception


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_answer_is_explained_and_another_exercise_offered(store, lang):
    seed = next(s for s in range(100) if path.exercise("pairs", s).kind == "load")
    at = open_page("pages/learn.py", lang=lang, lesson="pairs", seed=str(seed))
    q, wrong = _click_answer(at, right=False)
    reason = path.wrong_reason(q, wrong)
    assert reason_text(reason, lang) in at.error[0].value
    assert at.session_state[ANSWER] == ("pairs", seed, q.options.index(wrong))
    at.button(key="ln_another").click().run()
    assert at.query_params["seed"] != str(seed) and not at.error


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_pages_link_opens_its_lesson_without_a_note(lang):
    at = open_page("pages/learn.py", lang=lang, lesson="exchange")  # the home page's link names no seed
    assert not at.warning and at.subheader[0].value == t("learn-exchange-title", lang)
    assert path.read_link({"lesson": "exchange", "seed": " 12 "}) == ("exchange", 12)
    assert path.read_link({}) == (None, None)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson, seed", [("cards", None), (None, "3"),
                                          ("nope", "1"), ("cards", "-1"), ("cards", "²"), ("cards", "9" * 40),
                                          ("<b>x</b>", "1"), ("cards", "[x](http://evil.test)")])
def test_a_tampered_link_is_said_and_a_lesson_shown(lesson, seed, lang):
    at = open_page("pages/learn.py", lang=lang, **{k: v for k, v in (("lesson", lesson), ("seed", seed)) if v})
    if seed is None:  # a lesson alone is a good link: the page picks the exercise
        assert not at.warning
        return
    assert at.warning and "evil" not in at.warning[0].value and "<b>" not in at.warning[0].value
    assert at.warning[0].value.endswith(t("learn-problem", lang, problem="").strip())
    assert at.subheader[0].value == t("learn-cards-title", lang, **path.page_facts())


def _board_page(lesson: str, seed: int, clicks: list, lang: str) -> None:
    """The learn page after the learner clicked on its board, through the page's own handler."""
    import streamlit as st

    from brisca.ui import learn_view

    st.query_params.update(lesson=lesson, seed=str(seed))
    for click in clicks:
        learn_view.handle_click(click)
    learn_view.learn_widget(lang)


@pytest.mark.parametrize("lang", LANGS)
def test_an_endgame_is_answered_on_the_board_and_a_wrong_card_gets_the_coachs_verdict(store, lang):
    from brisca.teach.table.seat_board import verdict_text

    seed = next(s for s in range(200) if len((q := path.exercise("last", s)).answer) < len(q.options))
    q = path.exercise("last", seed)
    wrong = next(o for o in q.options if not q.is_right(o))
    version = f"last:{seed}"
    at = AppTest.from_function(_board_page, args=("last", seed, [], lang), default_timeout=60).run()
    data = component_data(at, "brisca_board")
    assert sorted(a["code"] if isinstance(a, dict) else a for a in data["actions"]) or data["hand"]
    at = AppTest.from_function(_board_page, args=("last", seed, [
        {"action": q.answer[0], "version": "last:0" if seed else "last:1"},  # a stale board's click: nothing
        {"action": wrong, "version": version}, {"action": q.answer[0], "version": version}], lang),
        default_timeout=60).run()
    assert not at.exception
    assert at.error[0].value == verdict_text(path.judge_puzzle(q, wrong), lang)  # the second click counts once
    forged = AppTest.from_function(_board_page, args=("last", seed, [{"action": "exchange:7O", "version": version}],
                                                      lang), default_timeout=60).run()
    assert forged.info[0].value == t("error-path-bad_answer", lang) and not forged.error


@pytest.mark.parametrize("lang", LANGS)
def test_the_auction_lesson_is_walked_kind_by_kind_right_and_wrong(store, lang):
    """Each kind of the lesson on auctions, opened by its link, drawn without an error, answered
    wrongly (the engine's reason said) and rightly; its text states the presets' numbers."""
    from brisca.ui.learn_view import lesson_text

    body = lesson_text("learn-auction-body", lang)
    facts = path.page_facts()
    for name in ("sub_bid_min", "marriage_trump", "marriage_plain"):  # points, in figures
        assert str(facts[name]) in body
    for name in ("sub_penalty", "call_players", "call_hand"):  # counts of deals, players and cards, in words
        assert any(re.search(rf"\b{words(facts[name], lang, g)}\b", body) for g in ("feminine", "other")), name
    for kind in path.lesson("auction").kinds:
        seed = next(s for s in range(500) if path.exercise("auction", s).kind == kind)
        at = open_page("pages/learn.py", lang=lang, lesson="auction", seed=str(seed))
        assert not at.exception and not at.warning
        assert at.subheader[0].value == lesson_text("learn-auction-title", lang)
        assert not any("{" in m.value for m in at.markdown)
        q, wrong = _click_answer(at, right=False)
        assert at.error and reason_text(q.reason, lang) in at.error[0].value
        at = open_page("pages/learn.py", lang=lang, lesson="auction", seed=str(seed))
        _click_answer(at, right=True)
        assert at.success and reason_text(q.reason, lang) in at.success[0].value


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson, kind", [("last", "last"), ("pairs", "partner_puzzle"), ("tables", "table_puzzle")])
def test_an_answered_board_keeps_the_table_as_the_learners_card_left_it(lang, lesson, kind):
    """Once a card is clicked the hand stays (without that card, nothing playable), the card
    lies in the trick by the learner's seat, the status says what was played and whether it was
    the best (not "your turn"), and the learner is "you", the others a partner or rivals."""
    from brisca.core.action import Action
    from brisca.text import card_name

    seed = next(s for s in range(300)
                if (q := path.exercise(lesson, s)).kind == kind and len(q.answer) < len(q.options))
    q = path.exercise(lesson, seed)
    puzzle = pz.library()[q.facts["puzzle"]]
    version = f"{lesson}:{seed}"
    before = component_data(AppTest.from_function(_board_page, args=(lesson, seed, [], lang),
                                                  default_timeout=60).run(), "brisca_board")
    me = next(s for s in before["seats"] if s["you"])
    assert me["seat"] == puzzle.seat and me["label"] == t("practice-seat-0", lang)
    numbered = t("seat-label", lang, n=1).split()[0]  # "Jugador", "Player"
    assert not any(numbered in s["label"] for s in before["seats"]), [s["label"] for s in before["seats"]]
    assert not any(a.get("signal") for a in before["actions"])
    for option in (next(o for o in q.options if not q.is_right(o)), q.answer[0]):
        at = AppTest.from_function(_board_page, args=(lesson, seed, [{"action": option, "version": version}], lang),
                                   default_timeout=60).run()
        assert not at.exception
        data = component_data(at, "brisca_board")
        card = Action.parse(option).card
        assert [c["code"] for c in data["hand"]] == [c["code"] for c in before["hand"] if c["code"] != card.code]
        assert data["hand"] and not any(c["playable"] for c in data["hand"]) and not data["actions"]
        assert {"seat": puzzle.seat, "code": card.code, "name": card_name(card, lang)} in data["trick"]
        assert data["final"] and not any(s["to_move"] for s in data["seats"])
        said = "learn-played_best" if q.is_right(option) else "learn-played_wrong"
        assert data["status"] == t(said, lang, card=card) != t("learn-your_move", lang)
        if len(data["trick"]) == puzzle.record.rules.players:  # the card finished the trick: who took it is said
            assert data["trick_text"]
