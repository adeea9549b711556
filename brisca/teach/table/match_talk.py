"""What a match says on its scoreboard and between deals: where the match stands, and what the
deal just played was worth and why, in the rules' own terms (deals won, match points by margin
and their band, Rematada's running points, a tie replayed at double stakes or annulled).

The worth is a reason with facts (``deal_worth``), computed from the match before and after the
deal (``record_deal``) and the deal's result (``settle.deal_result``), so the words can never
disagree with the score; ``scoreboard_data`` and ``summary_lines`` word it for the learner, each
side named by what it is to them (you, your side, the computer...).
"""

from __future__ import annotations

from brisca.core.match import SECOND_BAND, MatchState, margin_band, match_points, ties_behind
from brisca.core.outcome import DealResult, Termination
from brisca.core.trick import Reason
from brisca.text import Named, join, seat_name, t, tell, you_named

from .auction_board import reader_first
from .five_seats import table_label, table_named, winners_said
from .flow import Game
from .seat_board import resigned_text, seat_names, side_labels

BANDS = {1: "first", 2: "second", 3: "all"}  # 003's bands by the match points they score


def deal_worth(before: MatchState, result: DealResult, after: MatchState) -> Reason:
    """What the deal just played was worth to the match, and why: a reason code with facts
    (``side`` the winning side, ``base`` its worth at single stakes, ``worth`` at the stake it
    was played for, ``total`` and ``reached`` where it stands after it, ``standing``...). At five
    the side is a pair of the deal and each person keeps a score of their own: the reader's
    standing is added where the reader is known (``summary_lines``)."""
    rules = before.rules
    facts = {"stake": before.stake, "next_stake": after.stake, "tied_at": max(result.side_scores),
             "target": rules.match_target,
             # the ties in a row up to this deal, for the next deal's stake (it doubles with each)
             "ties": ties_behind(after.stake)}
    if result.termination is Termination.TARGET:  # Rematada: this deal's trick brought a side to the target
        return Reason("match_target_reached", {**facts, "side": result.winner,
                                               "total": after.score[result.winner],
                                               "totals": list(after.score)})
    if rules.match == "points":
        return Reason("match_points_added", {**facts, "scores": list(result.side_scores),
                                             "totals": list(after.score)})
    if result.winner is None:
        return Reason(f"match_tie_{result.termination}", facts)
    side = result.winner
    facts.update(side=side, points=result.side_scores[side])
    if not rules.seating.rests:  # the side is one of the match's scores; at five each winner has its own
        facts.update(standing(after, side))
    if rules.match == "margin":
        low, high = margin_band(result.side_scores[side], rules)
        base = match_points(result.side_scores[side], rules)
        return Reason("match_margin_won", {**facts, "base": base, "worth": base * before.stake, "band": BANDS[base],
                                           "low": low, "high": high})
    if result.contract is not None and not result.contract.made:  # Subastada: the failed contract's penalty
        return Reason("match_contract_failed", {**facts, "base": rules.penalty,
                                                "worth": rules.penalty * before.stake})
    if rules.match == "deals":
        return Reason("match_deal_won", {**facts, "base": 1, "worth": before.stake})
    return Reason("match_single_won", facts)


def standing(after: MatchState, score: int) -> dict:
    """Where one of the match's scores (a side's; at five a person's) stands after a deal, by the
    rule that ends a match (``record_deal``: the target reached, alone on top): ``total``, and
    ``reached`` ``yes`` when it won the match (a deal worth more may take it past: 4 where 3 were
    enough), ``passed`` when it came to the target without winning (level with another on top,
    or another alone above it), ``no`` short of the target."""
    total = after.score[score]
    reached = ("yes" if after.winner == score else "passed" if total >= after.rules.match_target else "no")
    return {"total": total, "reached": reached}


def top(after: MatchState) -> Reason | None:
    """Five players, where several people score each deal: the top of the match when someone
    came to the target without winning it, as the engine decides (``record_deal``), a reason
    with facts (``best`` the top score, ``seats`` those on it): ``match_level``, several level
    on top at or past the target, so the match goes on; ``match_alone``, one alone on top won
    it; None while nobody has come to the target, or where sides are teams."""
    score, target = after.score, after.rules.match_target
    best = max(score)
    if not after.rules.seating.rests or best < target:
        return None
    seats = [s for s, points in enumerate(score) if points == best]
    return Reason("match_alone" if after.over else "match_level", {"best": best, "seats": seats, "target": target})


def rest_worth(before: MatchState, result: DealResult, after: MatchState) -> Reason | None:
    """Five players: who rested the deal just played and what it received, as a reason with
    facts (``seat`` the table seat, ``received`` what its score gained: the winners' worth when
    the side it shares won, else nothing); None where nobody rests."""
    seating = before.rules.seating
    seat = seating.resting(before.dealer)
    if seat is None:
        return None
    received = after.score[seat] - before.score[seat]
    code = ("match_rest_tie" if result.winner is None else
            "match_rest_shared" if result.winner == seating.side_of(before.dealer, seat) else "match_rest_nothing")
    return Reason(code, {"seat": seat, "received": received, "total": after.score[seat]})


# -- in the learner's words -------------------------------------------------------------


def side_facts(game: Game, side: int, lang: str) -> dict:
    """A side as the messages name it: ``to`` is ``you``, ``us`` (the learner's team), ``them``
    (the other team) or ``other`` (a bot's seat, named by ``who``)."""
    rules = game.record.rules
    mine = rules.side_of(game.learner)
    if rules.teams and game.rester is None:
        return {"to": "us" if side == mine else "them", "who": Named("")}
    if side == mine:
        return {"to": "you", "who": Named("")}
    # at five the match's sides are the five people, by their number; else a seat of the deal
    return {"to": "other", "who": table_named(game, side, lang) if game.rester is not None
            else seat_names(game, lang)[1][side]}


def scoreboard_data(game: Game, lang: str, watching: bool = False) -> dict:
    """The scoreboard: what the score counts and to what, each side's label and score (the
    learner's first, as every line says them: ``reader_first``), which deal is on the table,
    and what it counts for when a tie doubled it; at five who rested each deal, said to an
    onlooker (``watching``) as to nobody at the table."""
    m, rules = game.match_state, game.record.rules
    total = rules.total_points
    title = t(f"match-board-{rules.match}", lang, target=rules.match_target, low=rules.half_points + 1,
              high=SECOND_BAND - 1, mid=SECOND_BAND, top=total - 1, total=total)
    stake = None
    if m.stake > 1 and not game.over:
        stake = t("match-board-stake", lang, stake=stake_said(m.stake, lang), ties=ties_behind(m.stake))
    labels = match_labels(game, lang)
    mine = rules.side_of(game.learner)  # at five the match's sides are people: the learner's own
    return {"title": title, "deal": t("match-board-deal", lang, n=game.deal_index + 1),
            "sides": [{"side": s, "label": labels[s], "score": m.score[s]} for s in reader_first(mine, len(m.score))],
            "stake": stake, "rests": rest_lines(game, lang, watching)}


def match_labels(game: Game, lang: str) -> list[str]:
    """Each side of the match by what it is to the learner: at five the five people, "Tú" and
    the others as the boards label them (``table_label``); else the deal's sides (``side_labels``)."""
    if game.rester is None:
        return side_labels(game, lang)
    return [t("practice-seat-0", lang) if s == game.learner else table_label(game, s, lang)
            for s in range(game.record.rules.players)]


def rest_lines(game: Game, lang: str, watching: bool = False) -> list[str]:
    """Five players: each deal played so far, who rested it and what they received, each seat
    named as the boards name it, spoken to the learner, or to nobody for an onlooker
    (``watching``)."""
    match = game.match
    if game.rester is None:
        return []
    names = {s: table_named(game, s, lang) for s in range(game.record.rules.players)}
    you = None if watching else game.learner
    return [t("match-board-rest", lang, n=k + 1,
              text=rest_line(match.states[k], result, match.states[k + 1], lang, you, names))
            for k, result in enumerate(match.results)]


def summary_lines(game: Game, lang: str) -> list[str]:
    """Between deals, or at the end: what the deal just played was worth and why (the
    scoreboard says how the match stands, ``match_result_text`` who won it). Nothing while a
    deal is played, or after resigning."""
    match = game.match
    if game.resigned or not match.finished:
        return []
    before, after, result = match.states[-2], match.states[-1], match.results[-1]
    worth = deal_worth(before, result, after)
    facts = dict(worth.facts)
    if "side" in facts and game.rester is not None:  # five: a pair won, and the rester with it or not
        side = facts.pop("side")
        facts.update(to="each", who=winners_said(game, side, lang), **standing(after, game.learner))
    elif "side" in facts:
        facts.update(side_facts(game, facts.pop("side"), lang))
    for name in ("scores", "totals"):
        if name in facts:
            facts[name] = _side_list(game, facts[name], lang)
    stake = facts["stake"]
    facts.update(next_stake=stake_said(facts["next_stake"], lang), stake=stake_said(stake, lang))
    lines = [tell(f"match-worth-{worth.code.removeprefix('match_')}", facts, lang)]
    if stake > 1 and "worth" in facts:
        lines.append(t("match-worth-doubled", lang, stake=facts["stake"], worth=facts["worth"], base=facts["base"],
                       ties=ties_behind(stake)))
    above = top(after)
    if above is not None and (above.code == "match_level" or standing(after, game.learner)["reached"] == "passed"):
        # five: people level on top at the target, so the match goes on; or the learner came to it too
        # and another won alone on top
        seats = [you_named(lang) if s == game.learner else table_named(game, s, lang)
                 for s in sorted(above.facts["seats"], key=lambda s: s != game.learner)]
        lines.append(t(f"match-worth-{above.code.removeprefix('match_')}", lang, **{**above.facts, "seats": seats}))
    return lines


def rest_line(before: MatchState, result: DealResult, after: MatchState, lang: str,
              you: int | None = None, names: dict[int, Named] | None = None) -> str | None:
    """Five players: who rested the deal and what it received, in words: the seat ``you`` as the
    learner, another by its name in ``names`` (by table seat), else by its number."""
    worth = rest_worth(before, result, after)
    if worth is None:
        return None
    seat = worth.facts["seat"]
    return t(f"match-worth-{worth.code.removeprefix('match_')}", lang,
             **{**worth.facts, "seat": seat_name(seat, lang, names), "match": before.rules.match,
                "you": "yes" if seat == you else "no"})


def stake_said(stake: int, lang: str) -> str:
    """What a deal counts for, in words: double, four times..., from the engine's stake."""
    return t("match-stake", lang, times=stake)


def _side_list(game: Game, values, lang: str) -> str:
    """Each side's number, the learner's side first, as one list ("tú 70 y el ordenador 50")."""
    rules = game.record.rules
    mine = rules.side_of(game.learner)
    order = [mine] + [s for s in range(len(values)) if s != mine]
    return join([t("match-side_points", lang, points=values[s], **side_facts(game, s, lang)) for s in order], lang)


def match_result_text(game: Game, lang: str) -> str:
    """The match's end in one line: who won it, a tie, or the learner's resignation."""
    outcome = game.outcome  # the match's one outcome (``MatchGame.outcome``)
    # someone else's resignation, at a friends' table, named as the board does
    if outcome.termination is Termination.RESIGNED:
        return t("match-end-resigned", lang) if game.resigned_seat == game.learner else resigned_text(game, lang)
    if outcome.winner is None:
        return t("match-end-drawn", lang)
    return t("match-end-won", lang, **side_facts(game, outcome.winner, lang))
