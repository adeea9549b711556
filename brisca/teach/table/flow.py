"""A practice game: a table of seats (``brisca.teach.table.seats``), the learner in one and bots in
the others, playing a deal of any rule set of the sources, with the coach's verdicts.

What a seat's command does to the game lives here (``play``, ``take_back``, ``resign``,
``next_deal``, ``hint``), run by the table's one entry (``entry.act``, which asks ``access``
who may command it and checks the version first): the coach's verdict on the learner's action,
the bots' replies until a person is needed again, and saving a game only if it is still at the
version it was computed from (``commit``), so a stale click or a second tab changes nothing.

A game is a whole match of its rules (``brisca.cli.match_record``): the deals already played
(``Game.earlier``) and the one on the table (``Game.record``), each dealt from a seed the match
derives (``deal_seed``), so a reload deals the same cards. Between deals ``next_deal`` deals the
next one, by the seat the deal has passed to; a take-back stays inside the deal on the table,
and resigning ends the match.

The game itself, its settings and how it is saved and checked when read, are
``brisca.teach.table.game``.
"""

from __future__ import annotations

import random
import secrets
import time
from dataclasses import replace

from brisca.bots.expert import ExpertBot
from brisca.bots.turns import bot_turns
from brisca.core.action import Action
from brisca.core.cards import Card
from brisca.core.errors import BriscaError
from brisca.core.match_log import MatchGame, dealer_of
from brisca.core.record import GameRecord, deal
from brisca.core.rules import preset
from brisca.core.state import OVER, IllegalMoveError, current_player, legal_actions, step
from brisca.teach.coach.budget import budgeted_turns, coach_values
from brisca.teach.coach.notes import more_precise, noted, position_key
from brisca.teach.coach.ranking import ranking
from brisca.teach.coach.verdicts import evaluate_moves, is_decision, judge, values_for, why_best

from . import storage
from .access import FriendsError, is_friends_table
from .command import HINT, Command
from .decisions import Decision, PracticeError

# the game's value types, and the levels, are read from here by the pages and the tests too
from .game import DEAL_LIMIT, Game, Origin, Settings, deal_bots
from .game import PRACTICE_PRESETS as PRACTICE_PRESETS
from .kept_games import KEPT
from .seats import EASY_NOISE, people, practice_seats, seats_from_json, seats_to_json
from .seats import LEVELS as LEVELS

# -- the game's flow ----------------------------------------------------------------------


def new_game(game_id: str, settings: Settings, rng: random.Random | None = None,
             budget: float | None = None) -> Game:
    """A newly dealt game, the learner at the first seat and bots of the level in the others,
    with the bots' first moves made if they lead (in ``budget`` seconds, if given)."""
    rng = rng or random.SystemRandom()
    number = settings.deal if settings.deal is not None else rng.randrange(DEAL_LIMIT)
    settings = replace(settings, deal=number)
    seats = practice_seats(preset(settings.rules).players, settings.level)
    return bot_replies(Game(game_id, settings, MatchGame.of((deal(settings.rules_arg, number),)), seed=number,
                            seats=seats), budget=budget)


def deal_seed(match_seed: int, index: int) -> int:
    """The seed of the match's deal ``index`` (from 0): the match's own for the first, so a deal
    number shared still names the match's first deal; the others derived from it, so the same
    match always deals the same cards."""
    if index == 0:
        return match_seed
    return random.Random(f"match:{match_seed}:{index}").randrange(DEAL_LIMIT)


def secret_shuffle() -> int:
    """A seed for a friends' table's cards: 128 secret bits drawn now, never kept or shown (the
    record keeps the cards). A deal number has 30 bits and the shuffle is public: a person who
    learnt it, or tried every one against the cards they see, would know every hidden card, so
    at a table of people the number seeds the bots and the coach only."""
    return secrets.randbits(128)


def next_deal(game: Game, budget: float | None = None) -> Game:
    """The match's next deal on the table, once the one before is over and the match is not
    (the verdicts are of one deal: the new deal starts without them; the coach's notes name
    their deal, and are kept for the review of the match's earlier deals). In practice it is
    dealt from the number the match derives; at a friends' table from a secret (``secret_shuffle``)."""
    if not game.over or game.match_over:
        raise PracticeError("game_over" if game.match_over else "deal_not_over")
    seed = deal_seed(game.settings.deal, game.deal_index + 1)
    record = game.match.next_deal(secret_shuffle() if is_friends_table(game) else seed)
    return bot_replies(replace(game, match=game.match.deal(record), decisions=(),
                               earlier_decisions=(*game.earlier_decisions, game.decisions),
                               seed=seed), budget=budget)


def from_position(game: Game, ply: int, game_id: str) -> Game:
    """A new game from ``game``'s position before move ``ply``, where the learner chose: the
    same deal and hidden cards (its record cut there), the same bots, the coach's decisions
    and notes up to there; the learner plays on from it. ``PracticeError("not_a_decision")``
    if the learner was not the one to choose there."""
    if is_friends_table(game):  # a friends' table never opens as a practice game
        raise FriendsError("friends_table")
    if type(ply) is not int or not 0 <= ply < len(game.record.moves):
        raise PracticeError("not_a_decision")
    before = game.states[ply]
    if current_player(before) != game.deal_seat(game.learner) or len(legal_actions(before)) < 2:
        raise PracticeError("not_a_decision")
    return Game(game_id, game.settings, game.match.cut(ply),
                tuple(d for d in game.decisions if d.ply < ply), seed=game.seed, notes=game.notes,
                seats=game.seats, earlier_decisions=game.earlier_decisions,
                origin=Origin(game.id, ply, game.deal_index))


def level_facts(rules: str) -> dict[str, int | str]:
    """The facts the levels are described by at the table of the preset ``rules``: how often
    the easy bot plays at random, how many deals the hard one tries, and how (``learned``: played
    out by the learned policy and weighed by the learner's last plays, ``reads``, or by every other
    seat's at a table of more, ``reads-table``; played out by it, ``plays``; by the rule of thumb, ``no``)."""
    table, hard = preset(rules), ExpertBot(0)
    reads = "reads" if table.players == 2 else "reads-table"
    learned = reads if hard.reads_at(table) else "plays" if hard.net_at(table) is not None else "no"
    return {"noise": round(100 * EASY_NOISE), "worlds": hard.worlds_at(table), "learned": learned}


def bot_replies(game: Game, known: tuple | None = None, budget: float | None = None) -> Game:
    """The bots' actions until the learner is needed or the deal is over (``known``: those
    already thought ahead for this position, ``replies_after``; checked as they are played),
    in ``budget`` seconds if given (``brisca.teach.coach.budget``: the hard bot looks at fewer worlds)."""
    if game.resigned:
        return game
    steps = _played_through(game, known) if known is not None else None
    if steps is None:
        steps = [(turn.action, turn.after)
                 for turn in _turns(game.state, game.bots, game.deal_seat(game.learner), budget)]
    return _moved_on(game, steps) if steps else game


def _turns(state, bots, person: int | None, budget: float | None):
    if budget is None:
        return bot_turns(state, bots)
    return (turn for turn, _ in budgeted_turns(state, bots, budget, person))


def _moved_on(game: Game, steps: list, **changes) -> Game:
    """``game`` with ``changes`` and the moves of ``steps`` (each an action and the state after
    it) added to the deal: the states come from the steps, the deal is not replayed."""
    match = game.match.moved(tuple(action for action, _ in steps))
    return game.changed([*game.states, *(after for _, after in steps)], match=match, **changes)


def position(game: Game) -> str:
    """The name of the position the game stands at (``coach_notes.position_key``), the deal's
    number in it after the first, so the coach never takes one deal's values for another's."""
    return position_key(game.record.moves, game.deal_index)


def _coach_values(game: Game, view, fresh=None, budget: float | None = None, shares: int = 1):
    """The most precise values of this position, as ``view`` (the seat to move's) sees it:
    those kept in its note or ``fresh`` ones (gathered in the background), else the coach's
    own (within one of ``shares`` of ``budget`` seconds, if given)."""
    values = more_precise(game.notes.get(position(game)), fresh)
    if values is None and budget is not None:
        values = coach_values(view, game.seed, budget, shares)
    return values_for(view, game.seed, values)


def _played_through(game: Game, replies: tuple) -> list | None:
    """``replies`` as steps (each action and the state after it) if they are the bots' legal
    actions from the game's state until a person is needed (else ``None``: they were thought
    for another position, and are not used)."""
    state, bots, steps = game.state, game.bots, []
    try:
        for action in replies:
            if state.phase is OVER or current_player(state) not in bots:
                return None
            state = step(state, action)
            steps.append((action, state))
    except IllegalMoveError:
        return None
    return steps if state.phase is OVER or current_player(state) not in bots else None


def reply_data(game: Game) -> dict:
    """What the bots' replies in the game's position depend on, as JSON for the coach's pool:
    the deal on the table, the seats and the seed (not the match, the decisions or the notes,
    which a worker would only read and check again)."""
    return {"record": game.record.to_json(), "seats": seats_to_json(game.seats), "seed": game.seed}


def replies_after(data: dict, action_code: str, budget: float | None = None) -> tuple:
    """The bot's replies to the learner's ``action_code`` in the position of ``data``
    (``reply_data``), as codes: thought ahead in the coach's pool while the learner thinks
    (they are what ``bot_replies`` gives on the click: the bots are deterministic given their
    seed, view and, under a ``budget`` of seconds, worlds)."""
    record = GameRecord.from_json(data["record"])
    seats = seats_from_json(data["seats"], record.rules.players)
    state = step(record.final(), Action.parse(action_code))
    person = record.rules.seating.deal_seat(dealer_of(record), people(seats)[0])
    return tuple(turn.action.code for turn in _turns(state, deal_bots(seats, data["seed"], record), person, budget))


def thinks_replies(game: Game) -> bool:
    """Whether the bots' replies are worth thinking ahead: a hard bot sits at the table."""
    return any(s.who == "hard" for s in game.seats)


def wants_values(game: Game, command: Command) -> bool:
    """Whether ``command`` is judged by the coach, so the values thought ahead are worth
    waiting for: a hint, or an action the learner chose among others (not a signal)."""
    if not game.settings.coaching or not game.learner_to_move:
        return False
    return command == HINT or command.action is not None and command.action in game.view.legal


def known_replies(codes) -> tuple | None:
    """Replies thought ahead, as actions (``None`` if there are none, or they cannot be read)."""
    try:
        return None if codes is None else tuple(Action.parse(code) for code in codes)
    except BriscaError:
        return None


def _not_to_move(game: Game, seat: int) -> PracticeError:
    """Why ``seat`` may not move now: it rests this deal (at five), or it is another's turn."""
    return PracticeError("seat_resting" if seat == game.rester else "not_your_turn")


def play(game: Game, action, values=None, replies: tuple | None = None, budget: float | None = None,
         seat: int | None = None) -> Game:
    """The action of the person in ``seat`` (the learner's by default), the coach's verdict
    on it if it is the learner's (from the most precise values of this position: kept from an
    earlier look, or ``values`` gathered in the background) and the bots' replies
    (``replies`` thought ahead, else thought now, in ``budget`` seconds if given)."""
    seat = game.learner if seat is None else seat
    if not game.to_move(seat):
        raise _not_to_move(game, seat)
    view = game.view_of(seat)
    if action in view.signs:  # a sign to the partners: no decision to judge, and still the learner's turn
        return _moved_on(game, [(action, step(game.state, action))])
    if action not in view.legal:
        raise PracticeError("illegal_action")
    decisions, notes, begun = game.decisions, game.notes, time.monotonic()
    if game.settings.coaching and seat == game.learner and is_decision(view, action):  # the decisions are the learner's
        key = position(game)
        # the reply's time shared by the verdict and, unless thought ahead, each bot's turn
        used = _coach_values(game, view, values, budget, 1 if replies is not None else view.rules.players)
        note = notes.get(key)
        verdict = judge(view, action, game.seed, used, note.labels if note is not None else None,
                        note.sure if note is not None else frozenset())
        decisions += (Decision.of(game.ply, verdict),)
        notes = noted(notes, key, used, {action: verdict.label}, frozenset() if verdict.uncertain else {action})
    return bot_replies(_moved_on(game, [(action, step(game.state, action))], decisions=decisions, notes=notes),
                       replies, None if budget is None else budget - (time.monotonic() - begun))


def take_back(game: Game, seat: int | None = None) -> Game:
    """The game as it was before the last action of ``seat`` (the learner's by default), the
    bots' replies undone too."""
    last = last_ply_of(game, game.learner if seat is None else seat)
    if last is None or game.resigned:
        raise PracticeError("nothing_to_take_back")
    match = game.match.cut(last)
    decisions = tuple(d for d in game.decisions if d.ply < last)
    return game.changed(game.states[:last + 1], match=match, decisions=decisions, takebacks=game.takebacks + 1)


def resign(game: Game, seat: int | None = None) -> Game:
    """The match given up by the side of ``seat`` (the learner's by default)."""
    if game.over:
        raise PracticeError("game_over")
    seat = game.learner if seat is None else seat
    return game.changed(match=game.match.resigned_by(game.record.rules.side_of(seat)),
                        resigner=None if seat == game.learner else seat)


def hint(game: Game, values=None, seat: int | None = None):
    """The coach's values of every legal move of ``seat`` (the learner's by default; best
    first), why the best beats the next one, and the game with the hint counted. A game
    started with the coach off has no hints, whatever a page sends."""
    seat = game.learner if seat is None else seat
    if not game.settings.coaching:
        raise PracticeError("coach_off")
    if not game.to_move(seat):
        raise _not_to_move(game, seat)
    view = game.view_of(seat)
    used = _coach_values(game, view, values)
    note = game.notes.get(position(game))
    evals = evaluate_moves(view, game.seed, used, note.labels if note is not None else None,
                           note.sure if note is not None else frozenset())
    # where another move shows a higher chance to win than the best, why the best is the best
    why = (*why_best(view, evals, game.seed), *filter(None, [ranking(used, evals)]))
    return evals, why, game.changed(hints=game.hints + 1, notes=noted(game.notes, position(game), used))


# -- saving ---------------------------------------------------------------------------------


def start(settings: Settings, budget: float | None = None) -> Game:
    """A new game, saved."""
    return created(new_game(storage.new_id(), settings, budget=budget))


def start_from(game: Game, ply: int) -> Game:
    """A new game from ``game``'s position before move ``ply`` (``from_position``), saved."""
    return created(from_position(game, ply, storage.new_id()))


def created(game: Game) -> Game:
    """``game`` written as a new row (a practice game, a friends' table), and kept."""
    return _kept(game.changed(version=storage.create(game.id, game.to_json(), game.log)))


def load(game_id: object) -> Game:
    """The saved game: as kept in this process for the row's version, else read, its log folded,
    and checked whole (``Game.from_json``)."""
    # The version is read alone first: only a version not kept needs the whole row
    version = storage.version(game_id)
    if version is not None and (kept := KEPT.kept(game_id, version)) is not None:
        return kept
    data, log, version = storage.load(game_id)
    return KEPT.get(game_id, version, lambda: Game.from_json(game_id, data, log, version))


def commit(before: Game, after: Game) -> Game:
    """Saves ``after`` if the stored game is still ``before``, its log moved on from ``before``'s;
    raises ``StorageError("conflict")`` if another tab changed it meanwhile."""
    if after is before:
        return before
    appended = storage.Appended.between(before.log, after.log)
    return _kept(after.changed(version=storage.save(after.id, after.to_json(), before.version, appended)))


def _kept(game: Game) -> Game:
    """A game just written, kept as the row now is (every part of it was checked as it was
    made: the record move by move, each decision's sentences), so the next read of that
    version need not replay or check it."""
    KEPT.put(game.id, game.version, game)
    return game


# -- what the table shows -----------------------------------------------------------------


def drawn_cards(game: Game) -> set[Card]:
    """The learner's cards drawn at the end of the last trick (empty before any trick)."""
    done = len(game.state.tricks)
    if not done:
        return set()
    states = game.states
    k = next(i for i in range(len(states)) if len(states[i].tricks) == done)
    mine = game.deal_seat(game.learner)
    return set(states[k].hands[mine]) - set(states[k - 1].hands[mine])


def last_learner_ply(game: Game) -> int | None:
    """The move number of the learner's last action, if any."""
    return last_ply_of(game, game.learner)


def last_ply_of(game: Game, seat: int) -> int | None:
    """The move number of table seat ``seat``'s last action in the deal, if any."""
    states, mine = game.states, game.deal_seat(seat)
    for i in range(len(game.record.moves) - 1, -1, -1):
        if current_player(states[i]) == mine:
            return i
    return None


def last_decision(game: Game) -> Decision | None:
    last = last_learner_ply(game)
    return game.decisions[-1] if game.decisions and game.decisions[-1].ply == last else None
