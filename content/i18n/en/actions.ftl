# What is said of a move (a card, an exchange, a skip) that is not understood or not allowed.
error-action-not_text = That is not a move.
error-action-too_long = That is too long to be a move.
error-action-bad_card = "{ $text }" is not a move: there is no such card.
error-action-unknown_kind = "{ $text }" is not a move: write a card (1O), an exchange (exchange:7E), skip or a signal (signal:no_trumps).
error-action-not_an_exchange_card = "{ $text }" is not an exchange: only the 7 and the 2 of trumps are exchanged.
error-move-no_exchange_offered = there is no exchange to decline now.
error-practice-coach_off = This game was started without the coach: there are no hints.
error-command-not_text = That click could not be read: the game is as it was.
error-command-too_long = That click is too long to be anything done at the table: the game is as it was.
error-command-unknown = That is nothing that can be done at the table: the game is as it was.
error-practice-no_such_seat = There is no such seat at this table.
error-practice-not_a_person = Only a person at the table can do that, not the computer.
error-practice-not_here = There is no rematch here: start a new game.
# A whole rulebook turn: exchanging (or not), then playing a card.
doing-keep_and_play = not exchanging and playing the { $card }
doing-exchange_and_play = exchanging the { $given } for the turned-up card and then playing the { $card }
reason-coach_exchange_not_worth = Exchanging the { $card } for the turned-up card, the { $turned }, { $tense ->
        [hint] does not pay: without the exchange you have a better play.
       *[verdict] did not pay: without the exchange you had a better play.
    }
error-practice-seat_resting = You are sitting this deal out: you hold no cards and have no turn until the next one.
# The auction, in Brisca Subastada and Briscola chiamata alike: a pass and a bid in points, as a button or a list says them and as what one does; what is refused.
action-pass = pass
action-bid = bid { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
doing-pass = passing
doing-bid = bidding { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
error-action-bad_bid = "{ $text }" is not a bid: a bid in points is written bid: and a number, for example bid:70.
error-move-auction_over = the auction is over: now the cards are played.
# What the board says of the auction: what each seat has said and the standing bid.
auction-said-pass = pass
auction-said-points = { $points }
auction-said-rank = the { $rank }
auction-seat = { $who }: { $said }
# $who: the standing bid's seat as a name; $you: yes where it is the seat the board speaks to
auction-standing = { $you ->
        [yes] The standing bid is yours: { $bid }.
       *[other] The standing bid is { $who_article ->
            [definite] the { $who }'s
           *[none] { $who }'s
        }: { $bid }.
    }
auction-none = No bid yet{ $least ->
        [0] .
       *[other] : bidding opens at { $least }.
    }
auction-your_bid = Your turn to speak: bid or pass.
auction-your_bid-must_bid = Your turn to speak: { $others ->
        [one] your rival passed without bidding
       *[other] everyone else passed without bidding
    }, so you must bid.
auction-your_bid-must_pass = Your turn to speak: the bid is already at the top, so you can only pass.
