"""What the practice table shows: the learner's table (``table.board_data``) with the coach's
verdict on the last decision, the hint when asked for, the buttons of the game (hint, take
back, resign, new game) and a line saying whose turn it is. Plain data, every text in the
learner's language; the table component draws it and sends back which button was clicked.

Clicks come back as a command's code (``brisca.teach.table.command``: an action's, ``1O``,
``exchange:7E``, ``skip``, ``signal:no_trumps``, or a control's, ``hint``, ``take_back``,
``resign``), or ``new_game`` (``LEAVE_TABLE``: leaving the table, which is the page's).
"""

from __future__ import annotations

from brisca.core.action import Move
from brisca.core.state import current_player, side_points
from brisca.core.trick import winning_position
from brisca.teach.coach.verdicts import MoveEval, alone_reason, cost_reason, known_cards_reason
from brisca.text import Named, action_name, doing, join, label_text, reason_text, seat_name, t

from .auction_board import auction_result, reader_first, turn_text
from .board import board_data, card_data, seat_words, trick_taken_text
from .command import HINT, RESIGN, TAKE_BACK
from .five_seats import REST_PLACES, deal_end, five_final, onlookers_board, table_label, table_named
from .flow import Decision, Game, drawn_cards, last_decision, last_learner_ply

LEAVE_TABLE = "new_game"  # the one click that is no command of the game: the page leaves the table
SHOWN_LABELS = ("inaccuracy", "mistake", "blunder")
PRAISED = ("best", "good")  # said briefly, and only when the evidence settles it


def verdict_text(decision: Decision, lang: str) -> str:
    """The label and what the move cost of what the table counts (``coach_counts``), the better
    move, and why: the idea, the line once every card is known, what going alone risks."""
    label = label_text(decision.label, decision.uncertain, lang)
    # an exchange is priced against not exchanging: then the better move is said as that
    line = decision.move.kind == "exchange" and decision.best.is_play
    better = Move.line_of(decision.best) if line else Move.of(decision.best)
    text = t("practice-verdict", lang, label=label[:1].upper() + label[1:], cost=cost_reason(decision),
             better=doing(better, lang))
    said = [r for r in (decision.main_reason, known_cards_reason(decision), alone_reason(decision)) if r is not None]
    return " ".join([text, *(reason_text(r, lang) for r in dict.fromkeys(said))])


def praise_text(decision: Decision, lang: str) -> str:
    """A best or good move said briefly: a good one with what it gave away of the best's, and
    a call of one's own card at chiamata with what going alone risks."""
    text = t(f"practice-praise-{decision.label}", lang, cost=cost_reason(decision))
    alone = alone_reason(decision)
    return text if alone is None else f"{text} {reason_text(alone, lang)}"


def ahead_facts(margin: float) -> dict:
    """A move's mean final margin as a player says it: so many points ahead, behind, or level."""
    points = round(abs(margin))
    return {"ahead": "level" if points == 0 else "ahead" if margin > 0 else "behind", "points": points}


def rest_board(game: Game, lang: str) -> dict:
    """The board of the learner resting this deal: the table as an onlooker sees it, each seat
    by its number, whose turn it is or how the deal ended (as any seat's board says it)."""
    labels, names = seat_names(game, lang)
    if game.over:
        status = result_text(game, lang)
    else:
        status = t("practice-five-rest_status", lang, who=seat_name(current_player(game.state), lang, names))
    controls = [{"id": RESIGN.code, "label": t("practice-resign", lang), "enabled": not game.over,
                 "confirm": t("practice-resign_confirm", lang)},
                {"id": LEAVE_TABLE, "label": t("practice-new_game", lang), "enabled": True}]
    return onlookers_board(game, lang, labels, names, status, controls, REST_PLACES)


def hint_data(evals: list[MoveEval], why, lang: str) -> dict:
    best = evals[0]
    text = t("practice-hint_text", lang, move=action_name(best.move, lang), win=round(100 * best.win),
             **ahead_facts(best.margin))
    # the moves the coach labels best too (their loss within what it calls best): a learner is told
    # the first is best by a hair, not that the others are worse
    also = [action_name(e.move, lang) for e in evals[1:] if e.label == "best"]
    if also:
        text += " " + t("practice-hint_also", lang, moves=join(also, lang))
    if why:
        text += " " + " ".join(reason_text(r, lang) for r in why)
    moves = [t("practice-hint_move", lang, move=action_name(e.move, lang), win=round(100 * e.win),
               **ahead_facts(e.margin)) for e in evals]
    return {"text": text, "moves": moves}


def seat_board(game: Game, lang: str, hint: dict | None = None, notice: str | None = None,
               seat: int | None = None) -> dict:
    """The practice table for the learner (or the person in ``seat``: a friends' table), with
    ``hint`` (``hint_data``) if one was asked for in this position and ``notice`` (a message
    already worded) if an action was refused."""
    if seat is not None:  # every text below speaks to that seat, as it does to the learner
        game = game.changed(viewer=seat)
    if game.resting:
        return rest_board(game, lang)
    view = game.view
    labels, names = seat_names(game, lang)
    data = board_data(view, lang, labels=labels, names=names, counting=game.settings.counting)
    fresh = _drawn_now(game)
    for card in data["hand"]:
        card["fresh"] = card["code"] in fresh
    verdict = None
    decision = last_decision(game) if game.settings.coaching else None
    if decision is not None and game.inherited(decision):
        decision = None  # trying another move: the board opens on no verdict, the earlier game's is not this one's
    if notice:
        verdict = {"kind": "info", "text": notice}
    elif decision is not None and decision.label in SHOWN_LABELS:
        verdict = {"kind": "error" if decision.label == "blunder" else "warning", "text": verdict_text(decision, lang)}
    elif decision is not None and decision.label in PRAISED and not decision.uncertain:
        verdict = {"kind": "success", "text": praise_text(decision, lang)}
    to_move = game.learner_to_move
    coached = game.settings.coaching
    data.update({
        "version": game.version, "verdict": verdict, "hint": hint if to_move else None,
        "status": (result_text(game, lang) if game.over
                   else (to_move and turn_text(view, lang)) or t("board-your_turn" if to_move else "board-bot_turn",
                                                                 lang)),
        "final": game.over,  # the last trick stays on the table, and nothing more can be played
        "controls": [
            {"id": HINT.code, "label": t("practice-hint" if coached else "practice-hint_off", lang),
             "enabled": to_move and coached},
            {"id": TAKE_BACK.code, "label": t("practice-take_back", lang),
             "enabled": last_learner_ply(game) is not None and not game.over},
            {"id": RESIGN.code, "label": t("practice-resign", lang), "enabled": not game.over,
             "confirm": t("practice-resign_confirm", lang)},
            {"id": LEAVE_TABLE, "label": t("practice-new_game", lang), "enabled": True},
        ],
    })
    if game.over:
        data.update(hand=[], actions=[])
    data["frames"] = frames(game, lang, names)
    return data


def frames(game: Game, lang: str, names: dict[int, Named]) -> list[dict]:
    """The trick as it stood after each card played since the learner's last move (that card
    included), for the board to show one after another; a finished trick with its winner.
    Each has an ``id`` (the deal's place in the match and the move's number in it, both public:
    never the deal's seed, which deals every hidden card again), so a board drawn again while
    it shows them goes on from the one on show instead of starting over."""
    last = last_learner_ply(game)
    start = 0 if last is None else last
    steps = [(game.states[i], game.states[i + 1], f"{game.deal_index}:{i}") for i in range(start, game.ply)
             if game.record.moves[i].is_play]
    return played_frames(steps, game.deal_seat(game.learner), lang, names)


def played_frames(steps, seat: int, lang: str, names: dict[int, Named] | None = None) -> list[dict]:
    """A frame of the board per card played (``steps``: the state before and after it, and the
    frame's ``id``): the trick as it stood then, a finished one with its winner and what ``seat``
    is told of it (the practice table's and a solved puzzle's)."""
    out = []
    for before, after, key in steps:
        n = after.rules.players
        if len(after.tricks) > len(before.tricks):
            done = after.tricks[-1]
            cards, winning = done.cards, done.winner
            text = trick_taken_text(done, seat, lang, names)
            leader = done.leader
        else:
            cards, leader, text = after.trick, after.leader, ""
            winning = (leader + winning_position(cards, after.trump_suit)) % n
        out.append({"cards": [{"seat": (leader + k) % n, **card_data(c, lang)} for k, c in enumerate(cards)],
                    "winning_seat": winning, "done": bool(text), "text": text, "id": key})
    return out


def seat_names(game: Game, lang: str) -> tuple[list[str], dict[int, Named]]:
    """What the board shows by each seat of the deal, and how its sentences name the others: by
    what each is to the learner (``seat_words``), or at five and at a friends' table past two,
    where people talking across it must call a seat alike, by its number at the table, which
    every screen shares ("Jugador 3", a friends' table's computer "Ordenador 4"), marked partner
    or rival while the learner plays with pairs."""
    if game.rester is None and (game.watch is None or game.record.rules.players == 2):
        return seat_words(game.view, lang)
    me, teams = game.deal_seat(game.learner), game.state.rules.teams
    labels, names = [], {}
    for deal_seat, seat in enumerate(game.playing):
        if deal_seat == me:
            labels.append(t("practice-seat-0", lang))
            continue
        kind = "bot" if game.watch is not None and not game.seats[seat].person else "player"
        if me is None or not teams:
            labels.append(table_label(game, seat, lang))
        else:
            role = "partner" if game.deal_side(seat) == game.deal_side(game.learner) else "rival"
            labels.append(t(f"practice-seat-{'five' if kind == 'player' else 'bot'}_{role}", lang, n=seat + 1))
        names[deal_seat] = table_named(game, seat, lang)
    return labels, names


def side_labels(game: Game, lang: str) -> list[str]:
    """Each side's label, by what it is to the learner: its seat's with no teams, else "your
    side" and "the other side"."""
    rules = game.record.rules
    if not rules.teams:
        return seat_names(game, lang)[0]
    mine = game.deal_side(game.learner)
    return [t("practice-side-yours" if side == mine else "practice-side-theirs", lang) for side in range(2)]


def result_text(game: Game, lang: str) -> str:
    """How the deal ended, in one sentence: the points, and who won by the rules."""
    rules, me = game.record.rules, game.learner
    if rules.called and not game.resigned:  # chiamata: the sides come out of the auction and the call
        return auction_result(game.state, game.deal_seat(me), seat_names(game, lang)[1], lang)
    sides = side_points(game.state)
    mine = game.deal_side(me)
    if game.resting:
        final = five_final(game, sides, lang)
    elif rules.players == 2 and not game.seats[1 - me].person:
        final = t("practice-final", lang, you=sides[mine], bot=sides[1 - mine])
    elif rules.teams:
        final = t("practice-final_teams", lang, yours=sides[mine], theirs=sides[1 - mine])
    else:
        _, names = seat_names(game, lang)
        # each seat's (with its marriages, under Subastada); under chiamata once called the sides are two: its cards
        each = sides if len(sides) == rules.players else game.state.points
        final = t("practice-final_each", lang, scores=join(
            [t("practice-score_you", lang, points=each[s]) if s == me else
             t("practice-score_seat", lang, who=names[s], points=each[s]) for s in reader_first(me, rules.players)],
            lang))
    if game.resigned:
        return f"{final}. {resigned_text(game, lang)}"
    return deal_end(game, final, lambda side: _winner_text(game, side, lang), game.deal_seat(me),
                    seat_names(game, lang)[1], lang)


def resigned_text(game: Game, lang: str) -> str:
    """Who resigned, as the learner's board says it: "you", else (a friends' table, where any
    person may resign for their side) the partner, the rivals, or the seat by its name."""
    rules, me, who = game.record.rules, game.learner, game.resigned_seat
    if who == me:
        if rules.players == 2 and game.seats[1 - me].person:  # a friend, not the computer, wins
            return t("friends-resigned-you", lang)
        key = "resigned" if rules.players == 2 else "resigned_teams" if rules.teams else "resigned_each"
        return t(f"practice-result-{key}", lang)
    if rules.teams:
        return t("friends-resigned-partner" if game.deal_side(who) == game.deal_side(me) else "friends-resigned-rivals",
                 lang)
    return t("friends-resigned-seat", lang, who=seat_names(game, lang)[1][who])


def _winner_text(game: Game, winner: int, lang: str) -> str:
    rules = game.record.rules
    mine = game.deal_side(game.learner)
    if rules.players == 2 and not game.seats[1 - game.learner].person:
        return t("practice-result-you" if winner == mine else "practice-result-bot", lang)
    if game.resting:
        return t("practice-five-result_rest", lang, won="yes" if winner == mine else "no")
    if rules.teams:
        return t("practice-result-side_you" if winner == mine else "practice-result-side_them", lang)
    if winner == mine:
        return t("practice-result-you", lang)
    return t("practice-result-seat", lang, who=seat_names(game, lang)[1][winner])


def _drawn_now(game: Game) -> set[str]:
    """Codes of the learner's cards drawn at the end of the last trick, while the next one has
    not started (they are marked new)."""
    if game.view.trick:
        return set()
    return {c.code for c in drawn_cards(game)}
