"""The ideas the coach names behind a costly move: one vocabulary, as data.

Each idea is a reason code (``brisca.core.trick.Reason``) with the facts it carries and the
skill it teaches, so the coach's verdicts, the hints, and later puzzles, lessons and
progress by skill all speak of the same ideas. The coach finds an idea by looking at the
position (a partner's trick trumped) or by comparing the line after the better move with
the line after the move played (``lines``: which card changes hands, in which trick).

Besides the ideas, a verdict carries reasons that are not ideas: what the move cost
(``coach_cost``), advice on the score (``coach_past_60``) and, once every card is known,
what best play by both sides does (``coach_known_cards``). ``named_idea`` tells them apart.

Every idea's text reads ``$tense``: ``hint`` (said before the move, of a move not yet made:
present or conditional) or ``verdict`` (after it, of the move played).

>>> IDEAS["coach_pinta_lost"].skill
'stock'
>>> named_idea(("coach_cost", "coach_past_60"))
False
"""

from __future__ import annotations

from dataclasses import dataclass

HINT, VERDICT = "hint", "verdict"  # the tense a reason is said in: before or after the move
SKILLS = ("stock", "trumps", "partner", "leading", "counting", "following", "exchange", "signals", "contract")


@dataclass(frozen=True, slots=True)
class Idea:
    """An idea: its reason code, the skill it belongs to and the facts its reasons carry
    (besides the facts every coach reason has: ``card``, ``better_card``, ``lost``, ``tense``...).
    No fact names a card the learner has not seen: such a card is counted or said by its rank."""

    code: str
    skill: str
    facts: tuple[str, ...] = ()


IDEA_LIST = (
    # the stock: losing the last drawing trick hands the turned-up card to the other side
    Idea("coach_pinta_lost", "stock", ("turned", "trick", "players")),
    # trumps: spent well, kept for what they can take
    Idea("coach_keep_ace_for_three", "trumps"),
    Idea("coach_small_trump_takes_ace", "trumps", ("holder", "points", "better_points")),
    Idea("coach_trump_on_nothing", "trumps"),
    Idea("coach_big_trump_small_trick", "trumps", ("points",)),
    # a trump spent now that the lines show missing later to catch an ace or a three
    Idea("coach_save_trump", "trumps", ("taken", "taken_seen", "taken_rank", "trick", "share")),
    # the partner's trick: load it, never take it from them
    Idea("coach_trumped_partner", "partner", ("holder",)),
    Idea("coach_overtook_partner", "partner", ("holder",)),
    Idea("coach_missed_load", "partner", ("holder", "points")),
    Idea("coach_secure_partner_trick", "partner", ("holder", "points")),
    # leading: a blank card while the other side may still trump
    # (the better lead: a blank card or a smaller one; ``odds`` counted exactly or sampled)
    Idea("coach_led_big_card", "leading", ("points", "better_points", "odds", "counted", "trumps_out")),
    # counting the cards: what is still out decides what wins
    Idea("coach_higher_still_out", "counting", ("higher_out",)),
    Idea("coach_top_of_suit", "counting"),
    Idea("coach_sure_winner", "counting", ("points", "last")),
    # following: take what is on the table, give nothing to a trick lost
    Idea("coach_missed_capture", "following", ("points",)),
    Idea("coach_gave_points", "following", ("points", "better_points")),
    # a card of the hand the better move plays now, lost more often later (to a trump, ``trumped``)
    Idea("coach_cash_now", "counting", ("share", "trumped", "trick")),
    # what changes hands when no idea above says it: the card (the learner's own one saved), the trick
    Idea("coach_changes_hands", "counting", ("taken", "taken_seen", "taken_rank", "trick", "share")),
    # the exchange of the 7 or the 2 of trumps for the turned-up card
    Idea("coach_missed_exchange", "exchange", ("turned",)),
    Idea("coach_exchange_not_worth", "exchange", ("turned",)),
    Idea("coach_keep_seven", "exchange", ("turned",)),  # the 7 (or 2) of trumps played away before its exchange
    Idea("coach_win_to_exchange", "exchange", ("turned", "share")),  # a trick won opens the exchange (004, 000's)
    # the trick being played won more often: when no card changes hands often enough to be named
    Idea("coach_wins_trick", "following", ("share",)),
    # failing all those, where the points change on average: in the trick being played, or after it
    Idea("coach_trick_points", "following", ("points",)),
    Idea("coach_later_points", "counting", ("points",)),
    # the partner's signals
    Idea("coach_led_despite_no_trumps", "signals"),
    Idea("coach_ignored_figure_request", "signals"),
    # Subastada: a bid, a pass or a trump named by how often the deal is won after it; a marriage not sung
    Idea("coach_contract_odds", "contract", ("played_share", "better_share")),
    # a bid where a pass was better, the deal won no more often: a contract not made costs ``penalty`` deals
    Idea("coach_contract_risk", "contract", ("played_share", "better_share", "penalty")),
    Idea("coach_missed_sing", "contract", ("suit", "points")),
)
IDEAS = {idea.code: idea for idea in IDEA_LIST}
TENSED = (*IDEAS, "coach_cost")  # the reasons said of the learner's move: their texts read ``$tense``


# facts an idea's sentence reads that reasons saved before they were found lack: what those
# sentences said then (a blank card was the better lead or throw; the chance was counted), or,
# a function, what the reason's other facts give (the points of the trump that took the ace: a
# king is no small trump, so its sentence names them)
SAVED_BEFORE = {"coach_gave_points": {"better_points": 0}, "coach_pinta_lost": {"players": 2},
                "coach_led_big_card": {"better_points": 0, "counted": "yes"},
                "coach_small_trump_takes_ace": {"better_points": lambda facts: facts["better_card"].points}}


def saved_facts(code: str, facts: dict) -> dict:
    """A saved reason's facts, with what a reason saved before some facts existed said."""
    missing = {k: v for k, v in SAVED_BEFORE.get(code, {}).items() if k not in facts}
    return {**{k: v(facts) if callable(v) else v for k, v in missing.items()}, **facts}


def named_idea(codes) -> bool:
    """Whether any of these reason codes names an idea."""
    return any(code in IDEAS for code in codes)


def ideas_of(reasons) -> tuple:
    """The reasons that name an idea, in order."""
    return tuple(r for r in reasons if r.code in IDEAS)
