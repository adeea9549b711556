"""Señas the bots make, heed and read: 003's wink, 003's timing (before one's first card), a
standing statement made once, 004's request («Soplar») made and heeded, and the heuristic bot
reading its partner's signs."""

from dataclasses import replace

import pytest
from conftest import make_record

from brisca.bots import make_bot
from brisca.bots.turns import bot_turns, play_to_end
from brisca.core.action import Action
from brisca.core.cards import card_of
from brisca.core.record import deal
from brisca.core.rules import PRESETS
from brisca.core.signals import SIGNS
from brisca.core.state import IllegalMoveError, legal_actions, signal_options, step
from brisca.core.trick import winning_position
from brisca.core.view import observe
from brisca.text import LANGS, error_text

FIGURES = (12, 11, 10)  # the king, knight and jack 004's request asks for


def heeds(view) -> bool:
    """Asked for a figure by a partner in this trick, holding one, the side winning the trick."""
    if not view.trick or not any(c.rank in FIGURES for c in view.hand):
        return False
    asked = any(m.trick == len(view.tricks) and m.seat != view.seat and m.seat % 2 == view.seat % 2
                and SIGNS[m.sign].is_request for m in view.signals)
    holder = (view.leader + winning_position(view.trick, view.trump_suit)) % view.rules.players
    return asked and holder % 2 == view.seat % 2


def _bot_deals(rules: str, deals: int, bot: str = "heuristic"):
    """Every turn of ``deals`` deals played by ``bot`` at every seat."""
    for seed in range(deals):
        start = deal(rules, seed).start()
        yield from bot_turns(start, {s: make_bot(bot, seed + s) for s in range(start.rules.players)})


def test_a_bot_holding_the_ace_and_the_three_of_trumps_winks_once():
    """003's wink says both trumps at once: a bot holding them makes it, and not the two signs
    of one trump each."""
    hands = [["1E", "3E", "4C"], ["5C", "2O", "6B"], ["12C", "3O", "4O"], ["6C", "7E", "5B"]]
    s, bot, made = make_record("003-pairs-signals", hands, "5E").final(), make_bot("heuristic"), []
    while (action := bot.act(observe(s, 0))).kind == "signal":
        made.append(action.sign)
        s = step(s, action)
    assert made == ["ace_and_three_of_trumps"]
    # and at every bot's first turn of 300 deals: whoever holds both winks, and only then
    found = 0
    for turn in _bot_deals("003-pairs-signals", 300):
        both = {card_of(1, turn.view.trump_suit), card_of(3, turn.view.trump_suit)} <= set(turn.view.hand)
        if turn.action.kind == "signal":
            assert (turn.action.sign == "ace_and_three_of_trumps") == both
            found += both
    assert found >= 1


def test_at_003_signs_are_made_before_one_s_first_card_and_at_004_on_any_turn():
    """003's signs are declared as the deal begins: each seat signs on its turn in the first
    trick, before its first card; later the engine refuses with its own reason, said in both
    languages, and offers none. 004 keeps its signs on every turn."""
    for seed in range(40):
        s = deal(PRESETS["003-pairs-signals"], seed).start()
        for _ in range(4):
            s = step(s, legal_actions(s)[0])
        seat = s.leader
        assert signal_options(s, seat) == () and observe(s, seat).signs == ()
        with pytest.raises(IllegalMoveError) as e:
            step(s, Action.signal("no_trumps"))
        assert e.value.code == "signal_after_first_card"
        texts = [error_text(e.value, lang) for lang in LANGS]
        assert all(texts) and texts[0] != texts[1] and all(text != error_text(Exception(), lang)
                                                           for text, lang in zip(texts, LANGS, strict=True))
    # a seat after the leader still signs in the first trick, the leader's card on the table
    assert any(signal_options(step(s0, legal_actions(s0)[0]), (s0.leader + 1) % 4)
               for s0 in (deal(PRESETS["003-pairs-signals"], seed).start() for seed in range(40)))
    later = [t for t in _bot_deals("004-pairs-signals", 6) if t.action.kind == "signal" and t.view.tricks]
    assert later  # at 004 signs come after the first trick too
    assert not [t for t in _bot_deals("003-pairs-signals", 6) if t.action.kind == "signal" and t.view.tricks]


def _held_since(turns, seat: int, start: int, end: int):
    """The cards ``seat`` held at any of its turns from turn ``start`` to turn ``end``."""
    return {c for t in turns[start:end + 1] if t.seat == seat for c in t.view.hand}


@pytest.mark.parametrize("rules", ["004-pairs-signals", "001-pairs-003-open"])
def test_a_standing_statement_is_not_made_again(rules):
    """A bot makes "no trumps" or "an ace or three of another suit" again only once the last one
    stopped standing: it has held a trump since, or played one of those aces and threes; and a
    trump it said it holds it does not say again while it holds it."""
    table = PRESETS["004-pairs-signals"] if rules.startswith("004") else replace(
        PRESETS["001-pairs"], signals="003", signals_seen=True)
    made = 0
    for seed in range(12):
        start = deal(table, seed).start()
        _, turns = play_to_end(start, {s: make_bot("heuristic", seed + s) for s in range(4)})
        last: dict = {}
        for k, turn in enumerate(turns):
            if turn.action.kind != "signal" or SIGNS[turn.action.sign].is_request:
                continue
            sign, trump, key = SIGNS[turn.action.sign], turn.view.trump_suit, (turn.seat, turn.action.sign)
            if key in last:
                before = last[key]
                held = _held_since(turns, turn.seat, before, k)
                played = {t.action.card for t in turns[before:k] if t.seat == turn.seat and t.action.is_play}
                if sign.kind == "no_trumps":
                    assert any(c.suit == trump for c in held)
                elif sign.kind == "any_other_suit":
                    assert played & sign.cards(trump)
                else:
                    assert not sign.cards(trump) <= held
            last[key] = k
            made += 1
    assert made


def test_bots_ask_for_a_figure_and_partners_heed_it():
    """Bots ask (004's «Soplar») before a card that takes the trick; a partner asked, its side
    winning the trick, plays a figure more often than the same view without the request, and in
    some positions changes its card for it."""
    turns = list(_bot_deals("004-pairs-signals", 30))
    assert sum(t.action == Action.signal("ask_for_figure") for t in turns) >= 10
    views = [t.view for t in turns if t.action.kind == "play" and heeds(t.view)]
    assert len(views) >= 8
    for name in ("heuristic", "expert"):
        bot, asked, quiet, changed = make_bot(name, 1), 0, 0, 0
        for view in views:
            plain = replace(view, signals=tuple(m for m in view.signals if not SIGNS[m.sign].is_request))
            with_request, without = bot.choose(view).card, bot.choose(plain).card
            asked += with_request.rank in FIGURES
            quiet += without.rank in FIGURES
            changed += with_request != without
        assert asked > quiet and changed >= 2, name
    # the heuristic bot gives a figure of another suit whenever it holds one
    assert all(make_bot("heuristic", 1).choose(v).card.rank in FIGURES for v in views
               if any(c.rank in FIGURES and c.suit != v.trump_suit for c in v.hand))


def test_asked_for_a_figure_the_heuristic_bot_keeps_its_only_figure_if_it_is_a_trump():
    """A figure of trumps may take a later trick: asked, holding no other figure, the heuristic
    bot throws its cheapest card instead; holding one of another suit, it gives that one."""
    hands = [["3E", "1E", "4O"], ["4B", "6B", "10B"], ["12E", "4C", "5O"], ["6O", "7O", "7B"]]
    bot = make_bot("heuristic")
    s = make_record("004-pairs-signals", hands, "5E", moves=["signal:ask_for_figure", "3E", "4B"]).final()
    assert bot.choose(observe(s, 2)).card.code in {"4C", "5O"}
    hands[2] = ["12E", "11C", "5O"]
    s = make_record("004-pairs-signals", hands, "5E", moves=["signal:ask_for_figure", "3E", "4B"]).final()
    assert bot.choose(observe(s, 2)).card.code == "11C"


def test_a_partner_asked_plays_the_figure_on_the_askers_trick_and_not_when_the_rivals_hold_it():
    # the asker's three of trumps is safe by its own ace, which the partner cannot see
    hands = [["3E", "1E", "4O"], ["4B", "6B", "10B"], ["12C", "4C", "5O"], ["6O", "7O", "7B"]]
    asked = make_record("004-pairs-signals", hands, "5E", moves=["signal:ask_for_figure", "3E", "4B"]).final()
    quiet = make_record("004-pairs-signals", hands, "5E", moves=["3E", "4B"]).final()
    bot = make_bot("heuristic")
    assert bot.choose(observe(asked, 2)).card.code == "12C"
    assert bot.choose(observe(quiet, 2)).card.code != "12C"
    hands[1] = ["2E", "6B", "10B"]  # the rival trumps the asker's lead: no figure for it
    taken = make_record("004-pairs-signals", hands, "5E", moves=["signal:ask_for_figure", "4O", "2E"]).final()
    assert bot.choose(observe(taken, 2)).card.code != "12C"


def test_the_heuristic_bot_leads_the_three_of_trumps_its_partner_s_ace_protects():
    """Told its partner holds the ace of trumps, the heuristic bot leads its three of trumps:
    nothing the rivals may hold takes it. Without the sign it keeps it."""
    hands = [["3E", "12O", "11C"], ["4B", "6B", "10B"], ["1E", "4O", "7C"], ["6C", "7O", "7B"]]
    said = make_record("004-pairs-signals", hands, "5E", leader=2, moves=["signal:ace_of_trumps", "4O", "7O", "12O",
                                                                         "6B"]).final()
    silent = make_record("004-pairs-signals", hands, "5E", leader=2, moves=["4O", "7O", "12O", "6B"]).final()
    bot = make_bot("heuristic")
    assert said.leader == 0 == silent.leader
    assert bot.choose(observe(said, 0)).card.code == "3E"
    assert bot.choose(observe(silent, 0)).card.code != "3E"


def test_a_bot_partnered_with_a_person_does_not_read_their_silence():
    """A person signs as they please, not by the bots' convention of saying everything true:
    the learner's partners take nothing from the learner's silence; the rivals' pairs still do."""
    from brisca.teach.table.seats import bots_of, practice_seats

    for players, partners in ((4, {2}), (6, {2, 4})):
        bots = bots_of(practice_seats(players, "hard"), seed=3)
        assert {seat for seat, bot in bots.items() if not bot.reads_silence} == partners


def _told_ace(sign: bool) -> list[str]:
    """Trick 0 at 004: the partner (seat 0) says it holds the ace of trumps (or not), the rival
    at seat 1 takes the trick and leads the three of trumps to trick 1."""
    return [*(["signal:ace_of_trumps"] if sign else []), "4O", "7O", "6O", "5O", "3E"]


_ACE_HANDS = [["1E", "4O", "5B"], ["7O", "3E", "6B"], ["6O", "1C", "4C"], ["5O", "7B", "4B"]]


def test_told_the_partner_holds_the_ace_the_bot_loads_the_rivals_three_of_trumps():
    """A rival leads the three of trumps; the partner, last to play, said it holds the ace: the
    bot loads its ace of another suit onto the trick the ace will take. Not told, it throws a
    blank."""
    bot = make_bot("heuristic")
    for sign, loads in ((True, True), (False, False)):
        s = make_record("004-pairs-signals", _ACE_HANDS, "5E", stock_head=["6C", "2C", "7C", "2B"],
                        moves=_told_ace(sign)).final()
        assert s.leader == 1 and (s.leader + len(s.trick)) % 4 == 2
        card = bot.choose(observe(s, 2)).card
        assert (card.code == "1C") == loads, (sign, card)
        if loads:  # and the partner, playing last, takes it with the ace
            s = step(step(s, Action.parse("1C")), Action.parse("7B"))
            assert make_bot("heuristic").choose(observe(s, 0)).card.code == "1E"


@pytest.mark.parametrize("rules", ["003-pairs-signals", "004-pairs-signals"])
def test_the_partner_s_three_of_trumps_led_under_its_signalled_ace_is_loaded(rules):
    """The partner said it holds the ace of trumps and leads the three: nothing the rivals may
    hold takes it, so the bot adds its ace of another suit. Without the sign the three might
    fall to the unseen ace, and the bot throws a blank."""
    hands = [["3E", "1E", "4O"], ["4B", "6B", "10B"], ["6O", "1C", "4C"], ["5O", "7B", "7O"]]
    bot = make_bot("heuristic")
    for moves, loads in ((["signal:ace_and_three_of_trumps" if rules.startswith("003") else "signal:ace_of_trumps",
                           "3E", "4B"], True), (["3E", "4B"], False)):
        s = make_record(rules, hands, "5E", moves=moves).final()
        assert (bot.choose(observe(s, 2)).card.code == "1C") == loads, moves


def test_a_heuristic_pair_reading_signals_scores_at_least_as_well_as_the_same_pair_mute():
    """Over 1000 duplicate bot deals at 004's table (the one whose signs go on all deal long), the
    heuristic pair that signals and reads its partner's signs wins more and by more points than
    the same pair mute. (At 003's the signs are made in the first trick only, and the two pairs
    are level within the noise: the figures are in the branch's report.)"""
    from brisca.bots.arena import arena

    figures = arena("heuristic", "heuristic-mute", 1000, seed=3, rules="004-pairs-signals", progress=None)
    assert figures["score"] >= figures["even_score"] and figures["margin"] > 0, figures


def test_a_card_a_rival_is_known_to_hold_is_a_threat():
    """The turned-up card drawn, or one taken in an exchange, is known to be in a rival's hand:
    a card it beats is not taken for a sure winner (so nobody asks for a figure to load it)."""
    from brisca.bots.signalling import takes_the_trick
    from brisca.core.cards import BEATS

    found = 0
    for turn in _bot_deals("004-pairs-signals", 10):
        view = turn.view
        if turn.action.kind != "play":
            continue
        theirs = [c for seat, cards in enumerate(view.known) if seat % 2 != view.seat % 2 for c in cards]
        if any(BEATS[view.trump_suit][turn.action.card * 48 + c] for c in theirs):
            assert not takes_the_trick(view, turn.action.card), (view.ply, turn.action.card)
            found += 1
    assert found
