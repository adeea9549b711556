"""The playouts of a decision in lanes: every world times every candidate card played to the
end at once, in lockstep, with numpy, by the same lookups the engine and the scalar playout
read (``cards.BEATS``, ``cards.POINTS_OF``, ``state.exchange_table``, ``policy.CHOICE``).

A lane is one state (a world) with one first card. Every lane starts from the same decision
(``lanes_start.shape``), so every lane has played as many cards at every step: the trick's
length, the stock drawn, whether the turned-up card is taken and the tricks taken are one
number for all; who moves, who holds the trick, the hands, the points and the sides are rows.
A hand is slots of card numbers (``hands[slot, row]``, a row a lane's seat, so that each step
reads and writes whole rows of numbers). With slips they keep the order the engine keeps its
list (a card played closes its gap, a card drawn goes last), so a slip's "the i-th card of the
hand" is the engine's card; without, only which cards a hand holds matters (the policy's scores
differ card by card), and a card drawn takes the slot its seat's card played left.

A lane plays what ``policy.playout`` plays through ``GameState.apply``, and ends as
``search.rollout_value`` settles it (``tests/test_lanes.py`` holds them world by world at
every table, with and without slips):

* the card: ``policy.CHOICE`` by the card holding the trick and the trick's points (a lead, or
  a trick the mover's side holds, throws the cheapest); under chiamata a seat knows who holds
  the called card only as its view would: holding it, or once it is played; or, given ``net``
  (``learned``), the legal card the network rates best from the mover's view, kept as running
  sums of its first layer (the cards seen, the trick's);
* slips: a seat of the other side than ``seat``'s plays a random card with probability
  ``slip``, deciding by the lane's world's draws in turn (``search.evaluate``'s, cycled);
* draws: each seat draws its own card of a round (``policy.keep_seat_draws``), unless
  ``seat_draws`` is off; the last round hands the turned-up card to the winner's last seat;
* exchanges, by ``policy.exchange_choices``: on a seat's own turn before it plays (001), or by
  a trick's winner before the draw (004 and 000's regional rule);
* Subastada: the leader sings the first marriage it may (``subastada.sing_fit``), its side
  scoring it; the contract settles the deal;
* Rematada: a lane whose side reaches its target stops there (its values are kept);
* two seats: with ``until_endgame`` (and no contract, nor a target in reach after the first
  card), each lane stops once the stock is gone and the rest is solved exactly (``endgame``);
* the values: margin and score for ``seat``'s side as ``settle.settle`` gives them, the tie
  rules included.
"""

from __future__ import annotations

import functools

import numpy as np

from ..core import settle
from ..core.cards import BEATS, SUITS
from ..core.signals import trick_number
from ..core.state import AUCTION, OVER, sides_of
from ..core.subastada import marriage_points
from . import lanes_start as start_of
from .endgame import solve_many
from .lanes_start import BRACKET, NO, Start
from .learned import played_cards, scaled
from .policy import BRACKETS, NO_HOLDER, play_auction

SLIP_DRAWS = 48  # each world's draws for its slips (``search.evaluate`` draws them), cycled


class Lanes:
    """The lanes of ``start``'s states times ``firsts`` (lane ``m * states + w``: state ``w``,
    first card ``m``; ``[None]``: the policy plays from the start)."""

    def __init__(self, start: Start, firsts: list, seat: int, slip: float = 0.0, draws=None,
                 seat_draws: bool = True, until_endgame: bool = False, net=None):
        s0 = start.first
        self.rules, self.n, self.seat, self.trump = s0.rules, s0.n, seat, s0.trump_suit
        states, n = start.size, s0.n
        self.size = lanes = states * len(firsts)
        self.lanes = np.arange(lanes)
        world = self.lanes % states  # each lane's state
        self.base = self.lanes * n  # a lane's first row in ``hands``: its seat ``j`` is row ``base + j``
        self.hands = np.ascontiguousarray(start.hands[world].reshape(lanes * n, -1).T)
        self.counts = start.counts[world].reshape(lanes * n)
        self.freed = self.counts.copy()  # without slips, each row's empty slot (its card played last)
        self.stock, self.turned, self.team = start.stock[world], start.turned[world], start.team[world]
        self.seats_team = self.team.reshape(-1)  # a row's side, as ``hands`` is laid out
        self.called, self.called_holder = start.called[world], start.called_holder[world]
        self.needs = start.needs[world]
        common = start_of.shared(s0, start.team[0].tolist(), len(sides_of(s0)))
        self.points, self.bonus, self.last_won, self.sung = (_rows(common[name], lanes) for name in
                                                             ("points", "bonus", "last_won", "sung"))
        self.leader = np.full(lanes, common["leader"])
        self.holder, self.at, self.on_table = (np.full(lanes, common[k]) for k in ("holder", "at", "on_table"))
        self.sang = np.full(lanes, common["sang"])
        self.closed = common["closed"]
        self.first = None if firsts[0] is None else np.repeat(np.array(firsts, dtype=np.int64), states)
        self.mine = self.team[:, seat].copy()
        self.slip = slip
        self.draws = np.array(draws, dtype=np.float64)[world] if slip else None
        self.next_draw = np.zeros(lanes, dtype=np.int64)
        self.seat_draws = seat_draws
        self.k, self.drawn, self.stock_len = len(s0.trick), s0.drawn, len(s0.stock_order)
        self.taken = s0.turned_up_taker is not None
        self.tricks = len(s0.tricks)  # the tricks kept: the next one's number, for the tie rule
        self.won_before = trick_number(s0) if start_of.singing(s0) else 0  # tricks taken, for a marriage's turn
        # the cards still to play, in every lane alike
        self.left = (sum(map(len, s0.hands)) + self.stock_len - self.drawn
                     + (not self.taken and s0.turned_up is not None))
        self.beats, self.choice, self.card_points = start_of.tables(self.trump)
        self.lead = self.choice[NO_HOLDER * BRACKETS * 49:(NO_HOLDER * BRACKETS + 1) * 49]  # a lead's row
        self.window = start_of.window(self.rules.exchange)
        if self.window:
            self.swaps = start_of.exchanges(self.rules.exchange, self.trump)
            self.seven, self.two = start_of.sevens_and_twos(self.trump)
        self.chiamata = s0.call is not None
        self.pairs = self.rules.teams and not self.chiamata  # sides by the seats' parity (an even table)
        self.out = self.called == NO
        self.sings = start_of.singing(s0)
        self.contract = start_of.bidder(s0)
        self.goal = None if s0.goal is None else np.array(s0.goal, dtype=np.int64)
        self.tie_last = settle.last_trick_breaks_ties(self.rules)
        self.done = np.zeros(lanes, dtype=bool)  # stopped: Rematada's target reached, or the endgame solved
        self.stopped = False  # whether any lane is
        self.reached = np.full(lanes, -1)
        self.until_endgame = until_endgame and n == 2 and not s0.bids
        self.cut = None  # the lanes the endgame stops (known after the first card)
        self.solved = None  # their (margin, score) by lane, once solved
        self.net = None if net is None else net.for_trump(self.trump)
        if self.net is not None:  # the first layer's running sums: the cards seen played, the trick's
            self.seen = np.tile(self.net.sum_of("seen", played_cards(s0)), (lanes, 1))
            self.in_trick = np.tile(self.net.sum_of("trick", s0.trick), (lanes, 1))

    # -- the play ----------------------------------------------------------------------

    def run(self) -> Lanes:
        """Plays every lane to its end (or its endgame); then ``values`` or ``side_points``."""
        n, first = self.n, self.first
        if first is None:
            self.cut = self._cuttable()
        while self.left and not (self.stopped and self.done.all()):
            if self.k == 0 and first is None:
                if self.taken and self.cut is not None and self.solved is None and self.cut.any():
                    self._endgame()
                    continue
                if self.sings:
                    self._sing()
            mover = (self.leader + self.k) % n
            rows = self.base + mover
            hand = self.hands.take(rows, axis=1)
            if first is not None:
                slot, first = (hand == first).argmax(0), None
            else:
                own_turn = self.window == start_of.OWN_TURN and not self.closed  # 001's window, once a turn
                if own_turn and not self.taken and self.stock_len - self.drawn >= n:
                    hand = self._exchange(rows, hand)
                slot = self._choose(hand, rows, mover)
                if self.slip:
                    slot = self._slip(rows, slot)
            self.closed = False  # the window of the seat to move at the start, closed by its exchange
            self._play(rows, hand, slot)
            if self.cut is None:
                self.cut = self._cuttable()
        return self

    def _cuttable(self):
        """The lanes the endgame will stop, decided once the first card is down: none unless
        ``until_endgame``; not one where Rematada's target may still be reached in this deal
        (``policy.goal_in_reach``): the deal would stop at that trick, which the solver does
        not know."""
        if not self.until_endgame:
            return np.zeros(self.size, dtype=bool)
        if self.goal is None:
            return ~self.done
        left = self.rules.total_points - self.points.sum(1)
        reach = (self.side_points() + left[:, None] >= self.goal[None, :]).any(1)
        return ~reach & ~self.done

    def _choose(self, hand, rows, mover):
        """The slot of ``policy.CHOICE``'s card in each lane's hand (a column of ``hand``: the
        card with the least score, scores differing card by card): a lead's row, else the row
        of the card holding the trick and its points, or the lead's where the mover's side holds it."""
        if self.net is not None:
            return self._learned(hand, rows)
        if self.k == 0:
            return self.lead[hand].argmin(0)
        row = self.holder * BRACKETS + BRACKET[self.on_table]
        if self.pairs:  # the holder's seat and the mover's of one parity
            row = np.where((self.at & 1) == (self.k & 1), NO_HOLDER * BRACKETS, row)
        elif self.chiamata:  # a seat knows its partner holding the called card, or once it is out
            partner = self.seats_team[self.base + (self.leader + self.at) % self.n] == self.seats_team[rows]
            row = np.where(partner & (self.out | (mover == self.called_holder)), NO_HOLDER * BRACKETS, row)
        return self.choice[row * 49 + hand].argmin(0)

    def _learned(self, hand, rows):
        """The slot of the card ``net`` rates best in each lane's hand, from the mover's view:
        its hand, the cards seen and the trick's (running sums), the holder, the turned-up card
        while face up, its place, and the points, the trick's and the cards left to draw."""
        net, k = self.net, self.k
        face_up = self.turned if not self.taken else np.full(self.size, NO)
        hidden = self.seen + self.in_trick + net.rows["turned"][face_up] + (net.b1 + net.place[k])
        sides = self.side_points()
        side = self.seats_team[rows]
        mine = sides[self.lanes, side]
        if k:
            hidden += net.rows["holder"][self.holder]
            holds = self.seats_team[self.base + (self.leader + self.at) % self.n] == side
            on_table = self.on_table
        else:
            holds, on_table = np.zeros(self.size, dtype=bool), np.zeros(self.size)
        to_draw = self.stock_len - self.drawn + (face_up != NO)
        numbers = np.stack(scaled(mine, sides.sum(1) - mine, on_table, to_draw, holds), 1).astype(np.float32)
        return net.choose(hand, hidden, numbers)

    def _slip(self, rows, slot):
        """The other side's random card's slot, by each lane's draws in turn (``search.evaluate``'s)."""
        lanes = self.lanes
        other = self.seats_team[rows] != self.mine
        u = self.draws[lanes, self.next_draw % SLIP_DRAWS]
        self.next_draw += other
        slipped = other & (u < self.slip)
        v = self.draws[lanes, self.next_draw % SLIP_DRAWS]
        self.next_draw += slipped
        return np.where(slipped, (v * self.counts[rows]).astype(np.int64), slot)

    def _exchange(self, rows, hand):
        """Each lane's seat at ``rows`` makes the exchange its open window allows
        (``policy.exchange_choices``): the turned-up card takes the given card's slot."""
        seven, two = hand == self.seven, hand == self.two
        given = self.swaps[self.turned * 4 + seven.any(0) + 2 * two.any(0)]
        made = (given != NO) & ~self.done
        if made.any():
            slot = np.where(given == self.seven, seven.argmax(0), two.argmax(0))
            hand[slot[made], self.lanes[made]] = self.turned[made]
            self.hands[:, rows] = hand
            self.turned = np.where(made, given, self.turned)
        return hand

    def _sing(self):
        """Subastada: each lane's leader sings the first marriage it may (one a trick won)."""
        if self.rules.sing == "after_win" and not self.won_before:
            return
        rows = self.base + self.leader
        hand = self.hands.take(rows, axis=1)
        may = ~self.sang & ~self.done
        for i, (king, knight) in enumerate(start_of.marriages()):
            sings = may & ~self.sung[:, i] & (hand == king).any(0) & (hand == knight).any(0)
            if sings.any():
                self.sung[:, i] |= sings
                side = self.seats_team[rows]
                self.bonus[self.lanes, side] += np.where(sings, marriage_points(SUITS[i], self.trump), 0)
                may &= ~sings

    def _play(self, rows, hand, slot):
        """Each lane's mover plays the card in ``slot`` of its hand: out of the hand (with slips
        the slots after it move up), into the trick."""
        k = self.k
        card = hand[slot, self.lanes]
        if self.slip:
            for i in range(len(hand) - 1):  # the slots from the card's on take the next one's card
                hand[i] = np.where(slot <= i, hand[i + 1], hand[i])
            hand[-1] = NO
            self.hands[:, rows] = hand
            self.counts[rows] -= 1
        else:
            self.hands[slot, rows] = NO
            self.freed[rows] = slot
        if self.chiamata:
            self.out |= card == self.called
        if self.net is not None:
            self.seen += self.net.rows["seen"][card]
            self.in_trick += self.net.rows["trick"][card]
        if k:
            takes = self.beats[self.holder * 49 + card]
            self.holder = np.where(takes, card, self.holder)
            self.at = np.where(takes, k, self.at)
            self.on_table = self.on_table + self.card_points[card]
        else:
            self.holder, self.at, self.on_table = card, np.zeros(self.size, dtype=np.int64), self.card_points[card]
        self.left -= 1
        self.k = k + 1
        if self.k == self.n:
            self._trick_over()

    def _trick_over(self):
        lanes, n = self.lanes, self.n
        winner = (self.leader + self.at) % n
        live = ~self.done
        self.points[lanes, winner] += np.where(live, self.on_table, 0) if self.stopped else self.on_table
        side = self.team[lanes, winner]
        if self.tie_last:
            self.last_won[lanes, side] = np.where(live, self.tricks, self.last_won[lanes, side])
        self.tricks += 1
        self.won_before += 1
        self.leader = winner
        self.k = 0
        if self.net is not None:
            self.in_trick[:] = 0
        if self.sings:
            self.sang = np.zeros(self.size, dtype=bool)
        if self.goal is not None:  # Rematada: a side at its target ends its lane's deal
            reached = live & (self.side_points()[lanes, side] >= self.goal[side])
            self.reached = np.where(reached, side, self.reached)
            self.done |= reached
            self.stopped = bool(self.done.any())
        if self.taken or self.stock_len == 0:
            return
        if self.window == start_of.AFTER_A_WIN:
            self._exchange(self.base + winner, self.hands.take(self.base + winner, axis=1))
        self._draw(winner)

    def _draw(self, winner):
        """A round of draws: each seat its own card of the stock (``seat_draws``), or in play
        order from the winner; the last round's last seat takes the turned-up card."""
        n, d = self.n, self.drawn
        last = d + n > self.stock_len
        seats = np.arange(n)[None, :]
        rows = self.base[:, None] + (seats if self.seat_draws and not last else (winner[:, None] + seats) % n)
        drawn = self.stock[:, d:d + n]
        if last:
            drawn = np.concatenate([self.stock[:, d:d + n - 1], self.turned[:, None]], 1)
        if self.slip:  # drawn last
            count = self.counts[rows]
            self.hands[count, rows] = drawn
            self.counts[rows] = count + 1
        else:  # where the seat's card played was
            self.hands[self.freed[rows], rows] = drawn
        if last:
            self.drawn, self.taken = self.stock_len, True
        else:
            self.drawn = d + n

    def _endgame(self):
        """Two seats, the stock gone: the cut lanes' rest solved exactly, all the lanes together
        (``endgame.solve_many``). Each seat then holds as many cards as the other, in every lane."""
        seat, other = self.seat, 1 - self.seat
        cut = np.flatnonzero(self.cut)
        mine = np.sort(self.hands[:, self.base[cut] + seat].T, 1)  # the cards first, no card (NO) last
        theirs = np.sort(self.hands[:, self.base[cut] + other].T, 1)
        k = int((mine[0] < NO).sum())
        mine, theirs, leads = mine[:, :k], theirs[:, :k], self.leader[cut] == seat
        value = solve_many(np.where(leads[:, None], mine, theirs), np.where(leads[:, None], theirs, mine),
                           BEATS[self.trump], int(self.tie_last))
        margin = self.points[cut, seat] - self.points[cut, other]
        packed = settle.PACK * margin + np.where(leads, value, -value)
        self.solved = dict(zip(cut.tolist(), map(settle.unpack, packed.tolist()), strict=True))
        self.done |= self.cut
        self.stopped = True

    # -- the values ----------------------------------------------------------------------

    def side_points(self) -> np.ndarray:
        """Per lane, each side's points: cards, and under Subastada the marriages sung."""
        sides = self.bonus.shape[1]
        return np.stack([(self.points * (self.team == s)).sum(1) for s in range(sides)], 1) + self.bonus

    def values(self) -> list[tuple[int, float]]:
        """Per lane, the margin and the score for ``seat``'s side, as ``settle.returns`` settles
        a deal (``settle``, ``contract_returns``, ``called_returns``: who won and by how much is
        worked out there, from each lane's sides' points); a lane stopped at its endgame, solved."""
        sides, mine = self.side_points().tolist(), self.mine.tolist()
        if self.contract is not None:  # Subastada: by how much the bidder's side made it or failed
            side, bid = self.contract
            out = [settle.contract_returns(row[side], bid, m == side) for row, m in zip(sides, mine, strict=True)]
        elif self.chiamata:  # the caller's side wins with the points it needs
            needs = self.needs.tolist()
            out = [settle.called_returns(row, m, goal) for row, m, goal in zip(sides, mine, needs, strict=True)]
        else:
            reached = self.reached.tolist()
            latest = self.last_won.tolist() if self.tie_last else None
            out = [settle.settle(row, m, r if r >= 0 else None,
                          functools.partial(settle.latest_taker, latest[k]) if latest else _no_breaker)
                   for k, (row, m, r) in enumerate(zip(sides, mine, reached, strict=True))]
        for k, value in (self.solved or {}).items():
            out[k] = value
        return out


def _rows(values, lanes: int) -> np.ndarray:
    """``values`` as the row of every lane."""
    values = np.asarray(values)
    out = np.empty((lanes, len(values)), dtype=values.dtype)
    out[:] = values
    return out


def _no_breaker(tied) -> None:
    """The tie rule of a table where no trick breaks a tie."""
    return None


def played_out(states: list, firsts: list, seat: int, slip: float = 0.0, draws=None, seat_draws: bool = True,
               until_endgame: bool = True, net=None) -> list[list[tuple[int, float]]]:
    """Per first card (``[None]``: the policy's from the start), the margin and score for
    ``seat``'s side of each state played out in lanes (``draws``: each state's, with ``slip``),
    as ``search.rollout_value`` gives them one by one. A state still in chiamata's auction has
    it played on first, in place, by the rule of thumb (``policy.play_auction``); one over is settled.
    Chiamata's play depends on who called which card, never on the points bid (the policy reads
    no contract): states that end their auctions alike (the same cards, call and draws, another
    bid) are played once, each settled by its own contract (``settle.called_returns``), so a
    bid's seventy moves cost some ten times fewer lanes. ``net``: the learned policy plays the
    cards (``learned.Net``), else the rule of thumb."""
    out: list[list] = [[None] * len(states) for _ in firsts]
    groups: dict[tuple, list[int]] = {}
    ready, played_as, first_of = [], {}, {}
    for i, s in enumerate(states):
        if s.phase is AUCTION:
            play_auction(s)
        ready.append(s)
        if s.phase is OVER:
            for row in out:
                row[i] = settle.returns(s, seat)
            continue
        if s.call is not None:
            key = _called_play(s, draws[i] if slip else ())
            if key in first_of:
                played_as[i] = first_of[key]
                continue
            first_of[key] = i
        groups.setdefault(start_of.shape(s), []).append(i)
    points_of = {}  # chiamata: a state played, its sides' points and the side of ``seat`` per first card
    for ks in groups.values():
        start = Start.of([ready[i] for i in ks])
        lanes = Lanes(start, firsts, seat, slip, [draws[i] for i in ks] if slip else None, seat_draws,
                      until_endgame, net).run()
        values = lanes.values()
        if played_as and lanes.chiamata:
            sides, mine = lanes.side_points().tolist(), lanes.mine.tolist()
            for m in range(len(firsts)):
                for j, i in enumerate(ks):
                    points_of[m, i] = sides[m * len(ks) + j], mine[m * len(ks) + j]
        for m, row in enumerate(out):
            for i, value in zip(ks, values[m * len(ks):(m + 1) * len(ks)], strict=True):
                row[i] = value
    for i, twin in played_as.items():
        for m, row in enumerate(out):
            row[i] = settle.called_returns(*points_of[m, twin], ready[i].call.goal)
    return out


def _called_play(s, draws) -> tuple:
    """What chiamata's play from ``s`` depends on (the points bid apart): the cards where they
    lie, the trick, the points taken, who called which card, and the slips' draws."""
    return (tuple(map(tuple, s.hands)), tuple(s.trick), s.leader, tuple(s.points), len(s.tricks),
            s.call.caller, s.call.called, tuple(draws))


def side_points_played_out(states: list, seat: int) -> list[tuple[int, ...]]:
    """Each side's points (cards and marriages) once each state is played out by the policy in
    lanes, no slips, each seat drawing its own cards (``subastada_bids``' worlds)."""
    out: list = [None] * len(states)
    groups: dict[tuple, list[int]] = {}
    for i, s in enumerate(states):
        groups.setdefault(start_of.shape(s), []).append(i)
    for ks in groups.values():
        points = Lanes(Start.of([states[i] for i in ks]), [None], seat).run().side_points()
        for i, row in zip(ks, map(tuple, points.tolist()), strict=True):
            out[i] = row
    return out
