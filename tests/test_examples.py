"""Worked examples: every one replays, its narration only states engine facts, and the page
steps through each in both languages."""

import html

import pytest
from conftest import open_page
from streamlit.testing.v1 import AppTest

from brisca.core.cards import Card, parse_card
from brisca.teach.lessons.walkthrough import Example, examples, scenes_of
from brisca.text import LANGS, Named, card_name, has, reason_text, t, tell, variables

IDS = [e.id for e in examples()]


def test_there_are_the_twelve_examples():
    assert IDS == ["01-ana-luis", "02-whole-hand", "03-exchange", "04-pairs", "05-three", "06-tie", "07-mistake",
                   "08-keep-trumps", "09-signals", "10-subastada", "11-chiamata", "12-five"]
    for e in examples():
        for lang in LANGS:
            assert has(e.message("title"), lang) and has(e.message("intro"), lang)
            if len(e.parts) > 1:
                assert all(has(e.message(f"part-{k}"), lang) for k in range(len(e.parts)))


def check_narration(example: Example, langs, variables) -> list[str]:
    """Problems: narration keyed to a step that does not exist, a message missing in a
    language, or one that reads a fact its step does not have. ``variables(key, lang)``
    names the facts a message reads (``brisca.text.variables``)."""
    problems = []
    steps = scenes_of(example.id)
    for index, part in enumerate(example.parts):
        part_steps = {s.at: s for s in steps if s.part == index}
        for at, name in part.narration.items():
            step = part_steps.get(at)
            if step is None:
                problems.append(f"{example.id}: part {index} has no step {at}")
                continue
            for lang in langs:
                try:
                    wanted = variables(example.message(name), lang)
                except KeyError:
                    problems.append(f"{example.id} ({lang}): no message {example.message(name)}")
                    continue
                have = set(step.facts) | {f"{k}_gender" for k, v in step.facts.items()
                                          if isinstance(v, (Card, Named)) or k == "rank"}  # a rank is named (``tell``)
                have |= {f"{k}_article" for k, v in step.facts.items() if isinstance(v, Named)}
                if wanted - have:
                    problems.append(f"{example.id} step {at} ({lang}): {sorted(wanted - have)}")
    return problems


@pytest.mark.parametrize("ex", IDS)
def test_every_example_replays_and_its_narration_uses_engine_facts(ex):
    example = next(e for e in examples() if e.id == ex)
    assert check_narration(example, LANGS, variables) == []
    narrated = 0
    for step in scenes_of(ex):
        for lang in LANGS:
            if step.narration:
                assert tell(example.message(step.narration), step.facts, lang)
            assert all(reason_text(e, lang) for e in step.events)
        narrated += step.narration is not None
    assert narrated >= 1


def step_where(ex: str, at: int, part: int = 0):
    return next(s for s in scenes_of(ex) if s.part == part and s.at == at)


def test_ana_and_luis_facts():
    step = step_where("01-ana-luis", 2)
    assert step.facts["trick_winner"].name == "Luis" and step.facts["trick_points"] == 11
    assert step.facts["drew_first"].name == "Luis" and step.state.leader == 1
    assert step.facts["winning_card"] is parse_card("2E")


def test_every_example_ends_on_a_narrated_step():
    """An example ends where its story ends: its last step says something beyond the moves."""
    for e in examples():
        last = [s for s in scenes_of(e.id) if s.part == len(e.parts) - 1][-1]
        assert last.narration is not None, e.id


def test_whole_hand_facts():
    steps = scenes_of("02-whole-hand")
    assert steps[-1].state.phase == "over" and sum(steps[-1].state.points) == 120
    last = next(s for s in steps if "turned_up_taker" in s.facts)
    taker = last.state.turned_up_taker
    assert last.facts["turned_up_taker"] == last.facts[f"name_{taker}"]
    assert steps[0].facts["face_down"] == len(steps[0].state.stock) == 33  # the turned-up card apart
    assert last.state.turned_up in last.state.hands[taker]
    assert taker != last.state.leader  # the last drawer is not the winner, who drew first
    assert all(len(s.state.stock) == 0 for s in steps[steps.index(last):])
    assert max(steps[-1].state.points) > 60


def test_exchange_under_both_rules():
    rulebook, after_win = step_where("03-exchange", 1, 0), step_where("03-exchange", 3, 1)
    assert rulebook.state.exchanges[0].given is parse_card("7E")
    assert rulebook.state.rules.exchange == "rulebook" and rulebook.state.tricks == []
    assert after_win.state.rules.exchange == "after_win" and len(after_win.state.tricks) == 1
    assert after_win.state.exchanges[0].seat == after_win.state.tricks[0].winner


def test_pairs_facts():
    step = step_where("04-pairs", 4)
    assert step.facts["trick_winner"].name == "Eva" and step.facts["trick_team"] == 1
    assert step.facts["team_score_0"] == 21 and step.facts["team_score_1"] == 0
    assert step.facts["drew_first"].name == "Eva"


def test_pairs_says_why_eva_trumps_her_partner():
    """Eva's trump keeps the ace's points from Pablo, who plays after: only the ace of trumps,
    unseen, could beat her three."""
    step = step_where("04-pairs", 3)
    assert step.narration is not None
    assert step.facts["holding"] is parse_card("3E") and step.facts["beaten_by"] == (parse_card("1E"),)
    text = tell(next(e for e in examples() if e.id == "04-pairs").message(step.narration), step.facts, "es")
    assert "Pablo" in text and "el as de espadas" in text


def test_three_players_decks():
    parts = {s.part: s.state.rules.deck for s in scenes_of("05-three")}
    assert parts == {0: 39, 1: 36}


def test_tie_settled_four_ways():
    final = scenes_of("06-tie")[-1]
    assert final.state.points == [60, 60]
    codes = {k: final.facts[k].code for k in ("tie_draw", "tie_last_trick", "tie_replay", "tie_annul")}
    assert codes == {"tie_draw": "result_draw", "tie_last_trick": "result_win_last_trick",
                     "tie_replay": "result_replay", "tie_annul": "result_annul"}


def test_mistake_and_better_play():
    bad, good = step_where("07-mistake", 2, 0), step_where("07-mistake", 2, 1)
    assert bad.facts["trick_points"] == 11 and bad.facts["trick_winner"].name == "Luis"
    assert parse_card("1O") in good.state.hands[0]


def test_a_signal_changes_what_the_partner_leads():
    """Without signals Eva leads a card worth nothing; told Ana holds the ace of trumps, she
    leads her three of coins, and Ana's ace keeps its ten points for the pair."""
    silent, told = step_where("09-signals", 5), step_where("09-signals", 6, part=1)
    assert silent.facts["player"].name == told.facts["player"].name == "Eva"
    assert silent.facts["card"] is parse_card("4O") and told.facts["card"] is parse_card("3O")
    sign = step_where("09-signals", 1, part=1)
    assert [e.code for e in sign.events] == ["walk_signal"] and sign.state.signals[0].sign == "ace_of_trumps"
    assert "«tengo el as de triunfo»" in reason_text(sign.events[0], "es")
    assert '"I hold the ace of trumps"' in reason_text(sign.events[0], "en")
    end = step_where("09-signals", 9, part=1)
    assert end.facts["trick_winner"].name == "Ana" and end.facts["winning_card"] is parse_card("1E")
    assert end.facts["trick_points"] == 21


def test_keeping_trumps():
    blank, cut = step_where("08-keep-trumps", 2), step_where("08-keep-trumps", 4)
    assert blank.facts["trick_points"] == 0 and blank.facts["trick_winner"].name == "Ana"
    assert cut.facts["trick_winner"].name == "Luis" and cut.facts["winning_card"] is parse_card("2E")
    assert cut.facts["trick_points"] == 10


def open_examples(lang="es", **params) -> AppTest:
    return open_page("pages/examples.py", lang, **params)


def _narrated(ex: str) -> dict:
    return {s.narration: s for s in scenes_of(ex) if s.narration}


def test_subastada_says_only_what_the_engine_played():
    """10-subastada's narration, checked against its replay: the bids one point apart, the
    trump chosen by the holder of its king and knight, the forty sung after the first trick
    won, the last card setting nothing, and a contract the cards alone would have missed."""
    from brisca.core.settle import deal_result

    steps = _narrated("10-subastada")
    final = steps["count"].state
    bids = [b.amount for b in final.bids if b.amount is not None]
    assert bids == list(range(final.rules.bid_min, final.rules.bid_min + len(bids)))  # "de punto en punto"
    assert steps["raise"].facts["points"] == bids[-1] and steps["won"].facts["player"].name == "Ana"
    trump = steps["trump"]
    luis = trump.state.hands[1]
    assert {c.code for c in luis} >= {f"12{trump.facts['suit']}", f"11{trump.facts['suit']}"}
    sing = steps["sing"]
    assert len(sing.state.tricks) == 1 and sing.state.tricks[0].winner == 1 and sing.facts["marriage"] == 40
    assert final.trump_suit != final.turned_up.suit  # the card under the stock set nothing
    assert steps["last-card"].facts["turned_up_taker"].name == "Ana"
    contract = deal_result(final).contract
    assert contract.made and final.points[1] < contract.bid <= final.points[1] + 40  # the forty made it


def test_chiamata_says_only_what_the_engine_played():
    """11-chiamata's narration, checked against its replay: the ace then the three bid (a
    stronger bid), the card called not the caller's, only its holder knowing the sides until it
    is played, and the caller's side past half the points."""
    from brisca.core.action import RANK_BIDS
    from brisca.core.chiamata import partner
    from brisca.core.settle import deal_result
    from brisca.core.view import observe

    steps = _narrated("11-chiamata")
    deal = steps["deal"].state
    assert deal.turned_up is None and not deal.stock and all(len(h) == 8 for h in deal.hands)
    higher = steps["higher"].state.call.bids
    assert [(s, a.code) for s, a in higher if a.kind == "rank"] == [(4, "rank:1"), (1, "rank:3")]
    assert RANK_BIDS.index(3) > RANK_BIDS.index(1)  # the three outbids the ace
    called = steps["called"].state
    assert called.call.caller == 1 and called.call.called not in called.hands[1] and partner(called) == 0
    secret = steps["secret"].state
    known = {seat: observe(secret, seat).partners for seat in range(5)}
    assert known[0] == {0, 1} and all(known[seat] == {seat} for seat in range(1, 5))  # Luis no more than the rest
    assert 0 in observe(steps["shown"].state, 1).partners  # the card played tells the caller too
    final = steps["count"].state
    assert final.points[0] + final.points[1] > final.rules.total_points // 2 and deal_result(final).winner == 0



def test_five_says_only_what_the_engine_played():
    """12-five's narration, checked against its replay and the match: the dealer rests and
    sides with the pair that leads, that pair wins and the one resting scores with it; the next
    deal the seat on the dealer's right rests, the pairs change, and the trick the narration
    tells is trumped by the one who rested before."""
    from brisca.core.match import MatchState, record_deal
    from brisca.core.settle import deal_result

    example = next(e for e in examples() if e.id == "12-five")
    first, second = (p.record for p in example.parts)
    rules = first.rules
    assert (rules.players, rules.playing) == (5, 4) and rules.seating.resting(first.dealer) == first.dealer == 3
    steps = _narrated("12-five")
    deal = steps["deal"]
    assert deal.facts["rester"].name == first.names[first.dealer]
    ours, theirs = rules.seating.sides(first.dealer)
    assert [p.name for p in deal.facts["side_0"]] == [first.names[s] for s in ours if s != first.dealer]
    assert [p.name for p in deal.facts["side_1"]] == [first.names[s] for s in theirs]
    assert first.dealer in ours and rules.seating.playing(first.dealer)[deal.state.leader] in ours  # with who leads
    final = steps["count"].state
    result = deal_result(final)
    assert result.winner == 0 and result.side_scores[0] == steps["count"].facts["team_score_0"]
    after = record_deal(MatchState.start(rules, dealer=first.dealer), result)
    assert [after.score[s] > 0 for s in range(5)] == [s in ours for s in range(5)]  # the rester scores with them
    assert second.dealer == after.dealer == (first.dealer + 1) % 5  # the deal passes to the right
    assert steps["next-deal"].facts["rester"].name == first.names[second.dealer]
    assert rules.seating.sides(second.dealer) != rules.seating.sides(first.dealer)
    trumped = steps["trumped"]
    trick = trumped.state.tricks[-1]
    assert trumped.facts["trick_winner"].name == first.names[first.dealer]  # who rested the deal before
    trump = trumped.state.trump_suit
    assert trick.cards[0].suit != trump and trumped.facts["winning_card"].suit == trump  # "falla": trumps a suit led


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ex", ["10-subastada", "11-chiamata"])
def test_an_auctions_table_shows_the_bids_and_no_turned_up_card(ex, lang):
    from brisca.core.view import public_view
    from brisca.teach.table.auction_board import auction_lines

    scenes = scenes_of(ex)
    index = next(i for i, s in enumerate(scenes) if s.narration in ("raise", "higher"))
    at = open_examples(lang, ex=ex, step=str(index))
    shown = " ".join(e.proto.body for e in at.get("html"))
    people = [scenes[index].facts[f"name_{k}"] for k in range(scenes[index].state.n)]
    for line in auction_lines(public_view(scenes[index].state), lang, [p.name for p in people], people):
        assert html.escape(line, quote=False) in shown
    assert t("examples-turned_up", lang) not in shown  # nothing turned up sets the trump
    stock_said = html.escape(t("examples-stock", lang), quote=False) in shown
    assert stock_said == (not scenes[index].state.rules.called)  # chiamata deals the whole deck


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ex", IDS)
def test_the_page_steps_through_each_example(ex, lang):
    at = open_examples(lang, ex=ex)
    count = len(scenes_of(ex))
    for i in range(1, count):
        at.button(key="ex_next").click().run()
        assert not at.exception
        assert at.query_params["step"] in (str(i), [str(i)])
    assert at.button(key="ex_next").disabled
    at.button(key="ex_first").click().run()
    assert at.query_params["step"] in ("0", ["0"])
    at.slider(key="ex_slider").set_value(count).run()
    assert at.query_params["step"] in (str(count - 1), [str(count - 1)])


@pytest.mark.parametrize("lang", LANGS)
def test_every_example_is_offered_by_its_title_and_choosing_one_starts_it(lang):
    at = open_examples(lang, ex=IDS[0], step="2")
    choice = [at.button(key=f"ex_choice_{i}") for i in IDS]
    assert [b.label for b in choice] == [t(f"ex-{i}-title", lang) for i in IDS]
    assert [b.proto.type for b in choice] == ["primary"] + ["secondary"] * (len(IDS) - 1)  # the one shown is lit
    at.button(key=f"ex_choice_{IDS[0]}").click().run()  # the one shown: the learner keeps the step
    assert at.query_params["ex"] in (IDS[0], [IDS[0]]) and at.query_params["step"] in ("2", ["2"])
    at.button(key=f"ex_choice_{IDS[3]}").click().run()
    assert at.query_params["ex"] in (IDS[3], [IDS[3]]) and at.query_params["step"] in ("0", ["0"])
    assert at.button(key=f"ex_choice_{IDS[3]}").proto.type == "primary"
    example = next(e for e in examples() if e.id == IDS[3])
    assert t(example.message("intro"), lang) in [c.value for c in at.caption]


@pytest.mark.parametrize("params", [{"ex": "nope"}, {"step": "999"}, {"step": "-1"}, {"step": "x"}, {"step": "²"},
                                    {"step": "9" * 5000}, {"ex": "[link](http://evil.test)"}])
def test_bad_urls_fall_back_with_a_message(params):
    at = open_examples("en", **params)
    assert at.warning and not at.exception


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_shows_every_hand_the_stock_and_the_trick_of_the_step(lang):
    for ex in ("04-pairs", "02-whole-hand"):
        scenes = scenes_of(ex)
        index = len(scenes) // 2
        at = open_examples(lang, ex=ex, step=str(index))
        step = scenes[index].state
        shown = " ".join(e.proto.body for e in at.get("html"))
        for seat, hand in enumerate(step.hands):
            assert all(f'alt="{html.escape(card_name(c, lang))}"' in shown for c in hand), (ex, seat)
            assert str(step.points[seat]) in shown
        assert f"<b>{len(step.stock)}</b>" in shown  # the cards face down in the stock
        assert all(f'alt="{html.escape(card_name(c, lang))}"' in shown for c in step.trick)


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_text_is_drawn_only_while_open_and_lists_every_step(lang):
    ex = "05-three"
    steps = scenes_of(ex)
    said = [[reason_text(e, lang) for e in s.events] for s in steps]  # what each step tells
    at = open_examples(lang, ex=ex, step="1")
    assert at.expander[0].label == t("examples-all_text", lang)
    assert not any(said[-1][0] in m.value for m in at.markdown)  # closed: not sent to the browser
    at.session_state["ex_whole_text"] = True  # what the browser sends when it is opened
    at.run()
    lines = at.expander[0].markdown[0].value.splitlines()
    for number, (line, texts) in enumerate(zip(lines, said, strict=True), start=1):
        assert line.startswith(f"{number}. ") and all(text in line for text in texts)


def _told(ex: str, step, lang: str) -> str:
    return tell(next(e for e in examples() if e.id == ex).message(step.narration), step.facts, lang)


def test_no_narration_says_a_trick_is_worth_zero_points():
    """A trick without points is said to hold none, not to be worth "0 puntos" (a score of 0
    in a count is a score)."""
    import re

    for e in examples():
        for step in scenes_of(e.id):
            if step.narration:
                for lang in LANGS:
                    text = _told(e.id, step, lang)
                    zero = r"\b(vale|valen|worth|hay|holds?) 0\b|\(0 (puntos|points)\)"
                    assert not re.search(zero, text), (e.id, text)
    kept = step_where("07-mistake", 2, 1)
    assert kept.facts["trick_points"] == 0 and "ningún punto" in _told("07-mistake", kept, "es")


def test_the_whole_hand_says_what_is_left_at_the_step_it_is_told():
    """Once the stock is gone, the narration is told a card later, when the first of the last
    tricks is led: it names that card and claims no hand of three."""
    step = next(s for s in scenes_of("02-whole-hand") if s.narration == "no-stock")
    assert not step.state.stock and step.state.turned_up_taker is not None
    assert list(step.state.trick) == [step.facts["card"]]
    assert sorted(len(h) for h in step.state.hands) == [2, 3]
    for lang, three in (("es", "tres cartas"), ("en", "three cards")):
        text = _told("02-whole-hand", step, lang)
        assert card_name(step.facts["card"], lang) in text and three not in text, text


def test_the_build_reproduces_the_committed_examples_byte_for_byte(tmp_path):
    """``scripts/build_examples.py`` writes exactly the files the page reads: built afresh
    into a folder of its own, every example is the same bytes as the committed one."""
    import subprocess
    import sys

    from brisca.teach.lessons.walkthrough import EXAMPLES_DIR

    run = subprocess.run([sys.executable, "scripts/build_examples.py", "--out", str(tmp_path)],
                         cwd=EXAMPLES_DIR.parents[1], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    built = sorted(p.name for p in tmp_path.glob("*.json"))
    assert built == sorted(p.name for p in EXAMPLES_DIR.glob("[0-9]*.json")) and len(built) == len(IDS)
    for name in built:
        assert (tmp_path / name).read_bytes() == (EXAMPLES_DIR / name).read_bytes(), name


def test_the_build_asks_no_bot_for_a_move(monkeypatch):
    """Every move of every example is the script's own data: bots may change, the examples
    (and the narration written for their moves) do not."""
    import importlib.util

    import brisca.bots
    from brisca.teach.lessons.walkthrough import EXAMPLES_DIR

    def no_bot(*args, **kwargs):
        raise AssertionError("the examples' build asked a bot for a move")

    monkeypatch.setattr(brisca.bots, "make_bot", no_bot)
    script = EXAMPLES_DIR.parents[1] / "scripts" / "build_examples.py"
    spec = importlib.util.spec_from_file_location("build_examples", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert len(module.files()) == len(IDS)
