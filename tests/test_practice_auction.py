"""The auction variants at the practice table (Brisca Subastada at two and four, Briscola
chiamata at five): the board draws the auction from the learner's view, offers its bids as
buttons, tells the contract, the trump, the marriages and the called card, never the hidden
partner, and the end of the deal says whether the contract was made; whole deals played from
the page, in both languages."""

import json
import random

import pytest
from conftest import component_data
from test_practice import click, game_of, open_practice

from brisca.core.action import Action
from brisca.core.chiamata import partner
from brisca.core.settle import deal_result
from brisca.core.state import current_player
from brisca.core.view import observe
from brisca.teach.table import flow
from brisca.teach.table.auction_board import bid_buttons, seat_tag
from brisca.teach.table.board import board_data
from brisca.teach.table.command import Command
from brisca.teach.table.flow import Settings, new_game
from brisca.teach.table.match_talk import summary_lines
from brisca.teach.table.seat_board import result_text, seat_board, seat_names
from brisca.text import card_name, seat_name, t

AUCTIONS = ("003-subastada", "003-subastada-pairs", "003-chiamata")


@pytest.fixture(autouse=True)
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(tmp_path / "games.sqlite3"))


def test_the_bid_buttons_are_the_lowest_bid_and_a_few_steps_above_it_capped_at_the_highest():
    bids = [Action.bid(n) for n in range(61, 181)]
    assert [a.number for a in bid_buttons(bids)] == [61, 66, 71, 81]
    assert [a.number for a in bid_buttons(bids[-8:])] == [173, 178, 180]  # capped, each once
    assert [a.number for a in bid_buttons(bids[-1:])] == [180] and bid_buttons([]) == []


def _to_learner(game, choose):
    """The game played by the learner (``choose`` picks from its legal actions) until ``choose`` says stop."""
    while not game.over:
        action = choose(game)
        if action is None:
            return game
        game = flow.play(game, action)
    return game


@pytest.mark.parametrize("lang", ["es", "en"])
def test_subastada_board_shows_each_bid_the_standing_one_and_then_the_contract(lang):
    game = new_game("a" * 24, Settings(rules="003-subastada", deal=7, coaching=False))
    view = game.view
    data = seat_board(game, lang)
    assert view.phase == "auction" and game.learner_to_move
    assert data["status"] == t("auction-your_bid", lang)
    ids = [a["id"] for a in data["actions"]]
    legal = {a.code for a in view.legal}
    assert set(ids) <= legal and ids[0] == ("pass" if "pass" in legal else ids[0])
    low = min(a.number for a in view.legal if a.kind == "bid")
    assert f"bid:{low}" in ids and f"bid:{low + 5}" in ids and len(ids) <= 6  # a phone's width, not 120 buttons
    for bid in view.bids:  # the bot that spoke first is listed with what it said
        assert any(line.startswith(data["seats"][bid.seat]["label"] + ":") for line in data["auction"])
    game = flow.play(game, Action.bid(low + 5))
    while not game.over and game.state.phase == "auction":  # the bot outbids or passes; the learner passes
        game = flow.play(game, next(a for a in game.view.legal if a.kind == "pass"))
    holder = game.state.bids[-1] if game.state.bids[-1].amount is not None else max(
        (b for b in game.state.bids if b.amount is not None), key=lambda b: b.amount)
    data = seat_board(game, lang)
    contract = t("subastada-board-contract", lang, whose="you" if holder.seat == game.learner else "theirs",
                 teams="no", who=seat_name(holder.seat, lang, seat_names(game, lang)[1]), amount=holder.amount,
                 points=0)
    assert contract in data["auction"]
    if game.learner_to_move and game.state.phase == "trump":  # the learner won: four suits to name trump
        assert data["status"] == t("subastada-board-your_trump", lang)
        assert [a["id"] for a in data["actions"]] == ["trump:O", "trump:C", "trump:E", "trump:B"]


def _until_a_marriage(rng: random.Random):
    """A learner that passes or bids the least and plays at random, stopping where it may sing."""
    def choose(game):
        if any(a.kind == "sing" for a in game.view.legal):
            return None
        return rng.choice([a for a in game.view.legal if a.kind != "bid"] or game.view.legal[:1])
    return choose


def _a_marriage_to_sing():
    """A Subastada game where the learner may sing now (found over seeded deals)."""
    for number in range(200):
        choose = _until_a_marriage(random.Random(number))

        game = _to_learner(new_game("m" * 24, Settings(rules="003-subastada", deal=number, coaching=False)), choose)
        if not game.over:
            return game
    raise AssertionError("no deal lets the learner sing")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_marriage_is_a_button_when_it_may_be_sung_then_shown_and_counted(lang):
    game = _a_marriage_to_sing()
    sing = next(a for a in game.view.legal if a.kind == "sing")
    points = 40 if sing.suit == game.view.trump_suit else 20
    data = seat_board(game, lang)
    button = next(a for a in data["actions"] if a["id"] == sing.code)
    assert str(points) in button["label"]
    contract = next(line for line in data["auction"] if line != data["auction"][-1] or len(data["auction"]) == 1)
    after = seat_board(flow.play(game, sing), lang)
    sung = [line for line in after["auction"] if line.startswith(t("subastada-board-sung", lang, marriages=""))]
    assert len(sung) == 1 and str(points) in sung[0] and data["seats"][game.learner]["label"] in sung[0]
    holder = max((b for b in game.state.bids if b.amount is not None), key=lambda b: b.amount).seat
    if holder == game.learner:  # the contract's side counts what it sang: "... so far 30." goes up by it
        so_far = int(contract.rstrip(".").split()[-1])
        assert after["auction"][0].rstrip(".").split()[-1] == str(so_far + points)


@pytest.mark.parametrize("number", range(6))
def test_the_end_of_a_subastada_deal_says_the_contract_and_what_it_scored(number):
    rng = random.Random(number)
    game = _to_learner(new_game("e" * 24, Settings(rules="003-subastada", deal=number, coaching=False)),
                       lambda g: rng.choice(g.view.legal[:8]))
    result = game.state.bids and deal_result(game.state).contract
    for lang in ("es", "en"):
        said = t("subastada-result-contract", lang, made="yes" if result.made else "no",
                 whose="you" if result.seat == game.learner else "theirs", teams="no",
                 who=seat_name(result.seat, lang, seat_names(game, lang)[1]), amount=result.bid, points=result.points,
                 short=-result.by)
        assert said in result_text(game, lang)
        worth = summary_lines(game, lang)[0]
        # its opening words
        failed = t("match-worth-contract_failed", lang, to="you", worth=2, total=0, target=3, reached="no")[:20]
        assert worth.startswith(failed) == (not result.made)
    assert game.match_state.score[deal_result(game.state).winner] == (1 if result.made else 2)


def test_chiamata_tags_each_seat_only_as_far_as_the_learner_knows_and_reveals_the_partner_when_played():
    for number in range(12):
        game = new_game("c" * 24, Settings(rules="003-chiamata", deal=number, coaching=False, level="easy"))
        rng = random.Random(number)
        seen_hidden = False
        while not game.over:
            state, me = game.state, game.learner
            view = game.view
            data = seat_board(game, "en")
            if state.call.called is not None:
                ours, theirs = view.sides_known
                for seat in data["seats"]:
                    tag = seat_tag(view, seat["seat"], "en")
                    if seat["seat"] == me:
                        assert tag is None
                    elif seat["seat"] == state.call.caller:
                        assert tag == "caller"
                    else:
                        assert tag == ("partner" if seat["seat"] in ours else "rival" if seat["seat"] in theirs
                                       else "?")
                        assert seat["label"].endswith(" · " + tag)
                holder = partner(state)
                played = state.call.called in view.played
                if not played and holder != me:  # nobody but the holder knows: no seat is named the partner
                    seen_hidden = True
                    assert all(seat["label"].endswith(" · ?") for seat in data["seats"]
                               if seat["seat"] not in (me, state.call.caller))
                    named = seat_name(holder, "en", seat_names(game, "en")[1]).name
                    assert not any(named in line for line in data["auction"][1:])
                if played and holder != state.call.caller:
                    assert t("chiamata-board-partner_shown", "en", alone="no", you="yes" if holder == me else "no",
                             who=seat_name(holder, "en", seat_names(game, "en")[1])) in data["auction"]
            game = flow.play(game, rng.choice(view.legal))
        assert seen_hidden or partner(game.state) == game.learner
        result = deal_result(game.state)
        text = result_text(game, "en")
        assert (t("chiamata-annulled", "en") in text) == (game.state.call.called is None)
        if result.persons:
            assert f"you {result.persons[game.learner]:+d}" in text


def test_the_caller_calls_from_the_rank_it_won_and_the_card_is_named_on_every_board():
    for number in range(40):
        game = new_game("k" * 24, Settings(rules="003-chiamata", deal=number, coaching=False, level="easy"))
        while not game.over and game.state.call.caller is None:
            legal = game.view.legal
            game = flow.play(game, next((a for a in legal if a.kind == "rank"), legal[0]))
        if game.over or game.state.call.caller != game.learner or game.state.call.called is not None:
            continue
        data = seat_board(game, "es")
        assert data["status"] == t("chiamata-board-your_call", "es")
        assert [a["id"] for a in data["actions"]] == [a.code for a in game.view.legal]  # the rank's four suits
        card = game.view.legal[1]
        game = flow.play(game, card)
        for seat in range(5):  # every seat's board names the called card
            lines = board_data(observe(game.state, seat), "es")["auction"]
            assert any(card_name(card.card, "es") in line for line in lines)
        return
    raise AssertionError("the learner never won an auction")


@pytest.mark.parametrize("code", ["bid:999", "bid:1", "trump:O", "call:3O", "sing:O", "rank:1"])
def test_a_forged_bid_or_call_is_refused_with_the_flows_message(code):
    game = flow.start(Settings(rules="003-subastada", deal=3, coaching=False))
    assert game.learner_to_move and game.state.phase == "auction"
    assert click(game, code) == "illegal_action"
    assert flow.load(game.id).record == game.record
    assert click(game, "bid:abc") == "unknown"


# -- whole deals from the page --------------------------------------------------------------


def _pick(data: dict, rng: random.Random) -> str:
    """What a learner clicks on the board as drawn: an auction's or a marriage's button, else a card."""
    actions = [a["id"] for a in data["actions"]]
    if actions:
        bids = [a for a in actions if a.startswith(("bid:", "rank:"))]
        # mostly pass after a bid or two, so the deals are played out by a contract of any holder
        return rng.choice(bids) if bids and rng.random() < 0.3 else actions[0]
    return rng.choice([c["code"] for c in data["hand"] if c["playable"]])


@pytest.mark.parametrize("rules, lang", [("003-subastada", "es"), ("003-subastada", "en"),
                                         ("003-subastada-pairs", "es"), ("003-chiamata", "es"),
                                         ("003-chiamata", "en")])
def test_a_whole_auction_deal_played_from_the_page(rules, lang):
    at = open_practice(lang, rules=rules, deal="21")
    at.button(key="pr_start").click().run()
    assert not at.exception
    game_id = game_of(at).id
    rng = random.Random(rules)
    auction_seen = False
    for _ in range(80):
        at = open_practice(lang, game=game_id)
        game = flow.load(game_id)
        if game.over:
            break
        data = component_data(at, "brisca_board")
        assert data["version"] == game.version and current_player(game.state) == game.deal_seat(game.learner)
        auction_seen |= any(a["id"] in ("pass", "trump:O") or a["id"].startswith("call:") for a in data["actions"])
        assert data["auction"], "the board says nothing of the auction"
        assert click(game, _pick(data, rng)) == "applied"
    game = flow.load(game_id)
    assert game.over and auction_seen
    ended = " ".join(e.value for e in (*at.success, *at.info))
    if rules == "003-chiamata":
        assert t("chiamata-annulled", lang) in ended or result_text(game, lang) in ended
    else:
        contract = deal_result(game.state).contract
        assert t("subastada-result-contract", lang, made="yes" if contract.made else "no", whose="you", teams="no",
                 who="", amount=0, points=0, short=0).split(":")[0] in ended
        assert summary_lines(game, lang)[0] in ended
    assert json.dumps(component_data(at, "brisca_board"))  # the last board is drawn too
    assert Command.parse("bid:70").code == "bid:70"


# -- the review ------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", AUCTIONS)
def test_the_review_steps_through_the_bids_and_calls_with_the_coachs_verdicts(rules):
    """Every step of a finished deal with an auction is said (the deal opening the auction, each
    bid, pass, trump named, card called or marriage sung, by whom), and the learner's bids and
    calls are judged as its cards are."""
    from brisca.teach.table.review import review_scenes
    from brisca.ui.practice_review import move_text, verdict_lines

    rng = random.Random(rules)
    game = _to_learner(new_game("r" * 24, Settings(rules=rules, deal=4, level="easy")),
                       lambda g: rng.choice(g.view.legal[:4]))
    scenes = review_scenes(game)
    auction = [s for s in scenes[1:] if s.move.kind in ("pass", "bid", "rank", "call", "trump", "sing")]
    assert auction and len(scenes) == len(game.record.moves) + 1
    for lang in ("es", "en"):
        opening = move_text(game, scenes[0], lang)
        dealt = t("review-step-deal_auction_you", lang).split(".")[0]  # "Se reparte", with no card turned up
        assert opening[0].startswith(dealt) and len(opening) == 1
        names = seat_names(game, lang)[1]
        for scene in auction:  # a sentence naming who did it: "El ordenador puja 70.", "Pasas."
            said = move_text(game, scene, lang)[0]
            assert said.endswith(".") and ":" not in said
            assert scene.mover == game.learner or seat_name(scene.mover, lang, names).name.lower() in said.lower()
        judged = [s for s in auction if s.decision is not None]
        assert judged, "the learner's auction moves were not judged"
        for scene in judged:
            assert verdict_lines(scene, lang)[0]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_chiamata_deal_resigned_after_the_call_lists_each_seats_points(lang):
    """Resigned once a card is called, chiamata's sides are two but its seats five: the end
    still lists every seat's own points (it once read five seats out of two sides)."""
    game = new_game("c" * 24, Settings(rules="003-chiamata", deal=3, coaching=False))
    rng = random.Random(2)
    while game.state.call.called is None:  # the learner bids, the bots answer, until the call
        game = flow.play(game, rng.choice(game.view.legal))
    done = flow.resign(game)
    said = result_text(done, lang)
    for seat, points in enumerate(done.state.points):
        assert str(points) in said, (seat, said)


def _auction_turns(rules: str, deals: int):
    """Every auction position where the learner speaks, over seeded deals (the learner passes
    when it may, so the others' turns come round, and bids the least otherwise)."""
    for number in range(deals):
        game = new_game("p" * 24, Settings(rules=rules, deal=number, coaching=False, level="easy"))
        while not game.over and game.state.phase == "auction" and game.learner_to_move:
            yield game
            legal = game.view.legal
            game = flow.play(game, next((a for a in legal if a.kind == "pass"), legal[0]))


@pytest.mark.parametrize("rules", AUCTIONS)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_auctions_prompt_names_only_what_the_learner_is_offered(rules, lang):
    """A bid or a pass, a bid only (Subastada: everyone else passed without a bid; it said
    «puja o pasa» there), a pass only: the status line names what the buttons offer."""
    seen = set()
    for game in _auction_turns(rules, 200):
        kinds = {a.kind for a in game.view.legal}
        can_pass, can_bid = "pass" in kinds, bool(kinds - {"pass"})
        status = seat_board(game, lang)["status"]
        if game.view.call is not None and game.view.call.calling:
            assert status == t("chiamata-board-your_call", lang)
            continue
        expected = (t("auction-your_bid", lang) if can_pass and can_bid else
                    t("auction-your_bid-must_bid", lang, others=game.record.rules.players - 1) if can_bid else
                    t("auction-your_bid-must_pass", lang))
        assert status == expected
        assert any(a["id"] == "pass" for a in seat_board(game, lang)["actions"]) == can_pass  # its button iff offered
        seen.add((can_pass, can_bid))
    assert (True, True) in seen
    if rules.startswith("003-subastada"):
        assert (False, True) in seen  # the learner had to bid: the prompt said so
