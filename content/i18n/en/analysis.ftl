### Analysis board

nav-analysis = Analysis board
analysis-intro = Set up any position the rules allow: your cards, the turned-up card, the tricks already played and what is on the table. The coach prices every card you could play and tells you why. The page's link keeps the position, to come back to it or share it.
analysis-table = Table
analysis-first = Led the first trick
analysis-stock = Cards in the stock
analysis-where = Where the card goes
analysis-where-hand = Your hand
analysis-where-trick = The table
analysis-where-played = Tricks played
analysis-where-up = Turned-up card
analysis-where-known = Another's hand
analysis-known-seat = In the hand of
analysis-known-of = Seen in player { $n }'s hand
analysis-signals-seen = Signals you have seen
analysis-signals-none = None yet: if you saw one, say who made it, which one and in which trick.
analysis-signal-seat = Who made it
analysis-signal-sign = Which signal
analysis-signal-trick = In which trick
analysis-signal-trick_n = Trick { $n }
analysis-signal-add = Add the signal
analysis-sign-option = { $gesture }: "{ $sign }"
analysis-signal-in-list = { $seat }, trick { $n }: "{ $sign }"
analysis-pick = Pick a card of { $suit }
analysis-remove = Tap a card to take it away.
analysis-none = None.
analysis-up_none = No turned-up card yet.
analysis-holder = Who drew the turned-up card
analysis-holder-none = Nobody you know of
analysis-clear = Start again
analysis-to_move = It is your turn: you are player { $n }.
analysis-exchange_turn = You have just won the trick: before drawing you may exchange for the turned-up card.
analysis-signals = Signals seen: { $signs }.
analysis-col-move = Move
analysis-col-label = Verdict
analysis-col-margin = Margin at the end
analysis-col-win = Chance to win
analysis-no_reason = Worth about the same as the best.
analysis-col-why = Why
analysis-best = { $move } (the best)
analysis-margin = { $ahead ->
        [ahead] { $points ->
            [one] { $points } point ahead
           *[other] { $points } points ahead
        }
        [behind] { $points ->
            [one] { $points } point behind
           *[other] { $points } points behind
        }
       *[level] level
    }
analysis-win = { $win }%
analysis-budget = { $exact ->
        [yes] Exact values: the coach solved, with perfect play, { $worlds ->
            [one] the only possible deal of the cards you cannot see
           *[other] all { $worlds } possible deals of the cards you cannot see
        }.
       *[no] Values estimated over { $worlds ->
            [one] { $worlds } random deal
           *[other] { $worlds } random deals
        } of the cards you cannot see, played to the end: a point or two of difference may be the luck of the draw.
    }
analysis-share = Link to this position (copy it to share it):
analysis-refused = This position cannot happen in a deal of Brisca. Fix it and the coach will price it:
analysis-open = Open in the analysis board
analysis-kept_unread = The values the coach kept at that move of the game could not be read: these are its own, worked out now, and may differ a little.
# the analysis board opened by a link naming a game's step the one rule of who may see a game refuses ($why: friends_table, not_yours, deal_not_over, no_such_deal)
analysis-kept_refused = { $why ->
        [friends_table] That link names a move of a friends' table: its moves are reviewed only at the table, so the board shows nothing of that game. These values are the coach's own, worked out now.
        [not_yours] That link names a move of a game played in another browser: the board shows nothing of another player's game. These values are the coach's own, worked out now.
        [deal_not_over] That link names a move of a deal still being played: the board shows what the coach kept there once the deal is over. These values are the coach's own, worked out now.
       *[other] That link names no move of a game this board can read: these values are the coach's own, worked out now.
    }
analysis-problem-trick_too_long = There { $count ->
        [one] is { $count } card
       *[other] are { $count } cards
    } on the table, and with { $players ->
        [one] { $players } player
       *[other] { $players } players
    } a trick is gathered as soon as everyone has played.
analysis-problem-tricks_not_whole = The tricks played add up to { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, and each trick holds one card from each player: { $players ->
        [one] { $players } card
       *[other] { $players } cards
    }.
analysis-problem-no_exchange_window = There is no exchange to make here: this table does not exchange at this moment, or you hold nothing to exchange.
analysis-problem-no_turned_up = The turned-up card is missing: pick the card lying face up under the stock.
analysis-problem-trump_must_show = The turned-up card cannot still be face down: cards of all four suits have been played, and the first trump played shows it.
analysis-problem-not_in_deck = The { $card } is not in this table's deck of { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }.
analysis-problem-card_twice = The { $card } is in two places at once.
analysis-problem-deal_over = With { $count ->
        [one] { $count } trick played
       *[other] { $count } tricks played
    } there is nothing left to play: the deal is over.
analysis-problem-stock_count = With the tricks played so far, the stock holds { $expected ->
        [one] { $expected } card
       *[other] { $expected } cards
    }, not { $count }.
analysis-problem-hand_size = You hold { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, and at this point of the deal you should hold { $expected }.
analysis-problem-known_too_many = { $count ->
        [one] { $count } card is
       *[other] { $count } cards are
    } said to be seen in player { $seat_number }'s hand, which holds no more than { $expected }.
analysis-problem-turned_up_seen = The { $card } is the turned-up card and still lies under the stock: it cannot also be in a hand or on the table.
analysis-problem-turned_up_unplaced = The stock is gone, so someone took the turned-up card, the { $card }: put it in your hand or among the tricks played, or say who drew it.
analysis-problem-signals_off = This table plays without signals, and the position has some.
analysis-problem-bad_signal = A signal of trick { $trick_number } could not have been made or seen that way at this table.
analysis-problem-signal_after_first_card = At this table signs are made as the deal begins, before one's first card: player { $seat_number }'s in trick { $trick_number } ("{ $sign }") comes too late.
analysis-problem-signal_before_turn = Player { $seat_number } has not had their turn in trick { $trick_number } yet, so could not have signalled "{ $sign }".
analysis-problem-signal_twice = Player { $seat_number }'s signal "{ $sign }" is listed twice in trick { $trick_number }, and each sign is made only once a trick.
analysis-problem-signal_no_partner = In trick { $trick_number } player { $seat_number } had no partner left to play, so nobody to ask for a figure.
analysis-problem-signal_contradicted = Player { $seat_number }'s signal "{ $sign }" in trick { $trick_number } cannot be true: it does not square with the cards you see.
analysis-problem-signals_unfit = The signals you have seen do not agree with each other or with the cards you know in other hands: no deal of the cards you cannot see bears them all out.
analysis-read-unreadable = The link describes no position: you start from an empty board.
analysis-read-bad_part = The link gets { $part ->
        [rules] the table wrong: the two-player table stands instead
        [first] who led first wrong: player 1 leads
        [stock] the stock's cards wrong: they are set to zero
        [known] the cards seen in other hands wrong: they are left out
        [signals] the signals wrong: they are left out
        [phase] the moment of the move wrong: it is your turn to play
        [goal] the points still needed to win the match wrong: a new match's stand instead
        [swapped] whether you have just exchanged wrong: you have not
       *[other] something that is no part of a position: it is ignored
    }.
analysis-read-bad_cards = The link has { $count ->
        [one] something that is not a card
       *[other] { $count } things that are not cards
    } in { $part ->
        [hand] your hand
        [up] the turned-up card
        [played] the tricks played
        [trick] the table
       *[other] the cards seen in other hands
    }: { $count ->
        [one] it is dropped
       *[other] they are dropped
    }.
error-analysis-bad_position = This position cannot happen in a deal of Brisca.
error-analysis-not_to_move = It is not this player's turn: the analysis board opens on the move of the seat to play.
home-analysis = Set up any position and see what each move is worth, and why.
analysis-start = Begin with your cards and the turned-up card: choose where each card goes and tap it in the list below.
analysis-setup = Set up the position
