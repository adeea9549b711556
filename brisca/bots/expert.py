"""The expert: search over the information set.

Hidden cards are sampled consistently with the view and every candidate move is played
out in each sampled world (Perfect Information Monte Carlo), each seat drawing the same
cards of the stock whatever the move (``policy.keep_seat_draws``); once the stock is empty, or
three or fewer cards are left face down, the position is solved exactly over every possible
deal.
The move played maximises the expected final margin plus ``WIN_WEIGHT`` points per unit of
win probability: the score counts wins, so between two moves of equal margin the one that
wins more often is better (measured: +0.6% score against the random bot, margin unchanged).
In the sampled worlds the other side misplays (a random card) with probability ``SLIP``:
a look-ahead that expects only sound replies passes up the chances that careless players,
learners among them, give away. Exact solving still assumes best play by both sides.
Measured with 48 worlds on the same 1,000 deals against the random bot: slip 0 scored 0.896,
0.3 scored 0.910, 0.6 scored 0.925; against the greedy bot (600 deals) slips of 0.4 and 0.6
gave 0.715 and 0.723 against 0.742 without, about the width of the noise. Hence 0.5.
(Those figures predate seat draws.)
The number of worlds is fixed, not timed, so the bot is deterministic given its seed.
The worlds are played out by the learned policy (``learned``: a small network of the mover's
view, trained by ``scripts/train_policy.py``) at the tables a network plays (``learned.TABLES``:
``000`` and ``000-pairs``, where the two were trained, and most two- and four-seat tables of 001,
003 and 004, whose play differs from theirs only by an exchange, a tie's rule, the match or
señas), ``NET_WORLDS`` of them, the other side slipping ``NET_SLIP`` of the time; at every other
table, and with ``learned`` off, by the rule of thumb (``policy.CHOICE``), as before.
Where the plays can be read back (``play_reading.reads_at``: ``000``, ``000-pairs`` and ``003``), each world
counts as much as it makes likely the other seats' last plays, read by the same policy: the
worlds are dealt as if they had played at random.
At a table with señas the worlds deal the partners what they said and, for a bot that signs,
what their silence says (they sign by the same convention, ``bots.signalling``) and what a
request says (the asker's card takes the trick: what beats it is in the asker's hand); asked for
a king, knight or jack on a trick its side holds, it plays the best figure within ``HEED`` points
of its best card. Where the other side sees the signals it makes no statement (the rivals read
one as well as the partners do), only requests, and reads no silence.
"""

from __future__ import annotations

from dataclasses import replace

from ..core.action import SKIP, Action, Move
from ..core.rules import Rules
from ..core.signals import SIGNS
from ..core.state import AUCTION
from ..core.view import View
from .basic import Bot, decision_rng, paying_exchange
from .bidding import auction_choice
from .learned import table_net
from .play_reading import reader, reads_at
from .policy import throw_key
from .search import evaluate
from .signalling import FIGURES, heeds
from .subastada_bids import expert_choice


class ExpertBot(Bot):
    name = "expert"
    worlds = 144
    # where the learned policy plays the worlds out (``000``, ``000-pairs``), three times as many:
    # the playouts stop at the endgame, solved in numpy, so they fit a decision's 50 ms; measured
    # against 144 there (docs/bots-and-coach.md; at pairs with the rule of thumb more gained nothing).
    NET_WORLDS = 432
    CALLED_WORLDS = 32
    limit: int | None = None  # at most this many worlds, for one turn (the practice table's budget)
    WIN_WEIGHT = 40.0
    SLIP = 0.5
    # where the learned policy plays the worlds out the other side is taken to play it more often:
    # the slip that scored best with it where it was chosen (docs/bots-and-coach.md, the figures)
    NET_SLIP = 0.25
    HEED = 4.0  # points of value a figure the partner asked for may cost against the best card
    # chiamata: the worlds read the others' bids by the rule of thumb (``bots.auction_reading``)
    reads_bids = True
    learned = True  # the worlds played out by the learned policy where one plays (``learned.TABLES``)
    # there, the worlds weighed by how likely they make the other seats' last plays (``play_reading``)
    reads_plays = True

    def act(self, view: View) -> Action:
        # where the other side sees the signals (``signals_seen``) a statement tells the rivals
        # as much as the partners: there the expert states nothing and only asks for a figure
        # (its card then takes the trick whatever they hold)
        if view.rules.signals_seen and view.signs:
            view = replace(view, signs=tuple(a for a in view.signs if SIGNS[a.sign].is_request))
        return super().act(view)

    def choose(self, view: View) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.phase == AUCTION and view.call is not None:  # chiamata: a bid or the call
            return self.bid(view)
        if view.rules.auction != "none":  # Subastada: a bid, the trump named or a marriage sung
            contract = expert_choice(view, decision_rng(self.seed, view))
            if contract is not None:
                return contract
        if view.phase == "exchange" or any(not a.is_play for a in legal):
            swap = paying_exchange(view)
            if swap is not None:
                return swap
            if view.phase == "exchange":
                return SKIP
            legal = tuple(a for a in legal if a.is_play)
        # a bot that signals reads its partners' silence too: they sign by the same convention
        # (but at an open table, where an expert partner states nothing)
        silence = self.signals and self.reads_silence and not view.rules.signals_seen
        rules = view.rules
        net = self.net_at(rules)
        read = reader(view, net) if self.reads_plays else None
        values = evaluate(view, decision_rng(self.seed, view), self.worlds_for(view), map(Move.of, legal),
                          self.slip_at(rules), silence=silence, auction=self.reads_bids, net=net,
                          weigh=read.weights if read is not None else None)
        trump = view.trump_suit
        def worth(v):
            return round(v.margin + self.WIN_WEIGHT * v.win, 6)
        best = max(values, key=lambda v: (worth(v), [-x for x in throw_key(v.move.card, trump)]))
        if heeds(view):  # the partner asked for a king, knight or jack: one about as good as the best
            figures = [v for v in values if v.move.card.rank in FIGURES and worth(v) >= worth(best) - self.HEED]
            if figures:
                return max(figures, key=lambda v: (v.move.card.points, worth(v))).move.first
        return best.move.first

    def net_at(self, rules: Rules):
        """The playout policy's network at this table (``learned.TABLES``), or None: the rule of thumb."""
        return table_net(rules) if self.learned else None

    def reads_at(self, rules: Rules) -> bool:
        """Whether this bot's worlds at a table are weighed by the other seats' last plays."""
        return self.reads_plays and self.net_at(rules) is not None and reads_at(rules)

    def slip_at(self, rules: Rules) -> float:
        """How often the other side plays a random card in the worlds at this table."""
        return self.SLIP if self.net_at(rules) is None else self.NET_SLIP

    def worlds_at(self, rules: Rules) -> int:
        """The worlds a decision samples at a table: more where the learned policy plays them
        out, fewer under chiamata, whose playouts are five seats' forty cards."""
        if rules.called:
            return min(self.worlds, self.CALLED_WORLDS)
        return self.NET_WORLDS if self.net_at(rules) is not None else self.worlds

    def worlds_for(self, view: View) -> int:
        """The worlds this decision samples: the table's, or the turn's ``limit`` if fewer."""
        most = self.worlds_at(view.rules)
        return most if self.limit is None else min(most, self.limit)

    def bid(self, view: View) -> Action:
        """Chiamata's auction: the few bids worth weighing (pass, the weakest bid that outbids
        the standing one, the rule of thumb's) or every card it may call, each played out in the
        same worlds, every other seat bidding by the rule of thumb."""
        legal = view.legal
        if view.call.calling:
            moves = list(map(Move.of, legal))
        else:
            moves = list(map(Move.of, dict.fromkeys((legal[0], legal[1], auction_choice(view.hand, view.call, legal)))))
        values = evaluate(view, decision_rng(self.seed, view), self.worlds_for(view), moves, self.slip_at(view.rules),
                          auction=self.reads_bids)
        return max(values, key=lambda v: round(v.margin + self.WIN_WEIGHT * v.win, 6)).move.first
