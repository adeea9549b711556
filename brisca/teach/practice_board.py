"""What the practice table shows: the learner's table (``table.board_data``) with the coach's
verdict on the last decision, the hint when asked for, the buttons of the game (hint, take
back, resign, new game) and a line saying whose turn it is. Plain data, every text in the
learner's language; the table component draws it and sends back which button was clicked.

Clicks come back as an action's code (``brisca.core.action``: ``1O``, ``exchange:7E``,
``skip``) or a control's name: ``hint``, ``take_back``, ``resign``, ``new_game`` (see
``parse_action``).
"""

from __future__ import annotations

from ..core.action import MAX_CODE, Action, ActionError
from ..core.outcome import deal_result
from ..text import action_name, doing, label_text, named, reason_text, t
from .board import board_data
from .coach import MoveEval
from .practice import BOT, LEARNER, Decision, Game, last_decision, last_learner_ply

ACTIONS = ("hint", "take_back", "resign", "new_game")
SHOWN_LABELS = ("inaccuracy", "mistake", "blunder")
PRAISED = ("best", "good")  # said briefly, and only when the evidence settles it


def parse_action(action_id: object):
    """A clicked action's code as an ``Action``, or a control's name; ``None`` for anything
    else (a tampered or stale message)."""
    if not isinstance(action_id, str) or len(action_id) > MAX_CODE:
        return None
    if action_id in ACTIONS:
        return action_id
    try:
        return Action.parse(action_id)
    except ActionError:
        return None


def verdict_text(decision: Decision, lang: str) -> str:
    label = label_text(decision.label, decision.uncertain, lang)
    # an exchange is priced against not exchanging: then the better move is said as that
    better = (decision.best,) if decision.move.kind == "exchange" and decision.best.is_play else decision.best
    text = t("practice-verdict", lang, label=label[:1].upper() + label[1:], lost=round(decision.points_lost, 1),
             win=round(100 * decision.win_lost), better=doing(better, lang))
    reason = decision.main_reason
    return f"{text} {reason_text(reason, lang)}" if reason else text


def ahead_facts(margin: float) -> dict:
    """A move's mean final margin as a player says it: so many points ahead, behind, or level."""
    points = round(abs(margin))
    return {"ahead": "level" if points == 0 else "ahead" if margin > 0 else "behind", "points": points}


def hint_data(evals: list[MoveEval], why, lang: str) -> dict:
    best = evals[0]
    text = t("practice-hint_text", lang, move=action_name(best.move, lang), win=round(100 * best.win),
             **ahead_facts(best.margin))
    if why:
        text += " " + " ".join(reason_text(r, lang) for r in why)
    moves = [t("practice-hint_move", lang, move=action_name(e.move, lang), win=round(100 * e.win),
               **ahead_facts(e.margin)) for e in evals]
    return {"text": text, "moves": moves}


def practice_board(game: Game, lang: str, hint: dict | None = None, notice: str | None = None) -> dict:
    """The practice table for the learner, with ``hint`` (``hint_data``) if one was asked for
    in this position and ``notice`` (a message already worded) if an action was refused."""
    view = game.view
    data = board_data(view, lang, labels=[t("practice-seat-0", lang), t("practice-seat-1", lang)],
                      names={BOT: named("practice-bot_name", lang)}, counting=game.settings.counting)
    fresh = _drawn_now(game)
    for card in data["hand"]:
        card["fresh"] = card["code"] in fresh
    verdict = None
    decision = last_decision(game) if game.settings.coaching else None
    if notice:
        verdict = {"kind": "info", "text": notice}
    elif decision is not None and decision.label in SHOWN_LABELS:
        verdict = {"kind": "error" if decision.label == "blunder" else "warning", "text": verdict_text(decision, lang)}
    elif decision is not None and decision.label in PRAISED and not decision.uncertain:
        verdict = {"kind": "success", "text": t(f"practice-praise-{decision.label}", lang,
                                                lost=round(decision.points_lost, 1))}
    to_move = game.learner_to_move
    coached = game.settings.coaching
    data.update({
        "version": game.version, "verdict": verdict, "hint": hint if to_move else None,
        "status": (result_text(game, lang) if game.over
                   else t("board-your_turn" if to_move else "board-bot_turn", lang)),
        "final": game.over,  # the last trick stays on the table, and nothing more can be played
        "controls": [
            {"id": "hint", "label": t("practice-hint" if coached else "practice-hint_off", lang),
             "enabled": to_move and coached},
            {"id": "take_back", "label": t("practice-take_back", lang),
             "enabled": last_learner_ply(game) is not None and not game.over},
            {"id": "resign", "label": t("practice-resign", lang), "enabled": not game.over,
             "confirm": t("practice-resign_confirm", lang)},
            {"id": "new_game", "label": t("practice-new_game", lang), "enabled": True},
        ],
    })
    if game.over:
        data.update(hand=[], actions=[])
    data["seats"][BOT]["label"] = data["seats"][BOT]["name"]
    data["seats"][LEARNER]["label"] = data["seats"][LEARNER]["name"]
    return data


def result_text(game: Game, lang: str) -> str:
    """How the deal ended, in one sentence: the points, and who won by the rules."""
    pts = game.state.points
    final = t("practice-final", lang, you=pts[LEARNER], bot=pts[BOT])
    if game.resigned:
        return f"{final}. {t('practice-result-resigned', lang)}"
    result = deal_result(game.state)
    if result.winner is None:
        return f"{final}. {t(f'practice-result-{result.outcome}', lang)}"
    said = t("practice-result-you" if result.winner == LEARNER else "practice-result-bot", lang)
    if result.decided_by == "last_trick":
        said += " " + t("practice-by_last_trick", lang, half=max(pts))
    return f"{final}. {said}"


def _drawn_now(game: Game) -> set[str]:
    """Codes of the learner's cards drawn at the end of the last trick, while the next one has
    not started (they are marked new)."""
    from .practice import drawn_cards

    if game.view.trick:
        return set()
    return {c.code for c in drawn_cards(game)}
