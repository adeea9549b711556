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
from brisca.text import Named, join, seat_label, t, tell

from .auction_board import reader_first
from .five_seats import table_named, winners_said
from .flow import Game
from .seat_board import resigned_text, seat_names, side_labels

BANDS = {1: "first", 2: "second", 3: "all"}  # 003's bands by the match points they score


def deal_worth(before: MatchState, result: DealResult, after: MatchState) -> Reason:
    """What the deal just played was worth to the match, and why: a reason code with facts
    (``side`` the winning side, ``base`` its worth at single stakes, ``worth`` at the stake it
    was played for, ``total`` its score after it...)."""
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
    # "reached": the side's score has come to the target (a deal worth more may take it past: 4 where 3 were enough)
    facts.update(side=side, points=result.side_scores[side], total=after.score[side],
                 reached="yes" if after.score[side] >= rules.match_target else "no")
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


def scoreboard_data(game: Game, lang: str) -> dict:
    """The scoreboard: what the score counts and to what, each side's label and score (the
    learner's first, as every line says them: ``reader_first``), which deal is on the table,
    and what it counts for when a tie doubled it."""
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
            "stake": stake, "rests": rest_lines(game, lang)}


def match_labels(game: Game, lang: str) -> list[str]:
    """Each side of the match by what it is to the learner: at five the five people, "Tú" and
    the others by number; else the deal's sides (``side_labels``)."""
    if game.rester is None:
        return side_labels(game, lang)
    return [t("practice-seat-0", lang) if s == game.learner else seat_label(s, lang)
            for s in range(game.record.rules.players)]


def rest_lines(game: Game, lang: str) -> list[str]:
    """Five players: each deal played so far, who rested it and what they received."""
    match = game.match
    if game.rester is None:
        return []
    return [t("match-board-rest", lang, n=k + 1,
              text=rest_line(match.states[k], result, match.states[k + 1], lang, game.learner))
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
        facts.update(to="each", who=winners_said(game, side, lang), total=after.score[game.learner])
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
    return lines


def rest_line(before: MatchState, result: DealResult, after: MatchState, lang: str,
              you: int | None = None) -> str | None:
    """Five players: who rested the deal and what it received, in words (seats counted from 1;
    the seat ``you`` as the learner)."""
    worth = rest_worth(before, result, after)
    if worth is None:
        return None
    return t(f"match-worth-{worth.code.removeprefix('match_')}", lang,
             **{**worth.facts, "seat": worth.facts["seat"] + 1, "match": before.rules.match,
                "you": "yes" if worth.facts["seat"] == you else "no"})


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
