### The review of a finished deal: step by step, with the coach's verdicts.

review-decisions = Decisions
review-good_share = Best or good
review-mean_lost = Points lost per decision, on average
review-step = Step
# $label: the label's code (best, good, inaccuracy, mistake, blunder); $n: how many decisions got it.
review-label_count = { $label ->
        [best] { $n } best
        [good] { $n } good
        [inaccuracy] { $n ->
            [one] { $n } inaccuracy
           *[other] { $n } inaccuracies
        }
        [mistake] { $n ->
            [one] { $n } mistake
           *[other] { $n } mistakes
        }
       *[blunder] { $n ->
            [one] { $n } blunder
           *[other] { $n } blunders
        }
    }
review-counts = { $counts }. In all, { $lost ->
        [one] { $lost } point lost
       *[other] { $lost } points lost
    }, { $hints ->
        [one] { $hints } hint
       *[other] { $hints } hints
    } and { $takebacks ->
        [one] { $takebacks } move taken back
       *[other] { $takebacks } moves taken back
    }.
# $move: what the learner did, as a doing ("playing the ace of coins").
review-worst = **The costliest move** ({ $label }): in trick { $trick }, { $move }: { $cost }.
review-counts_deal = { $counts }. In all, { $lost ->
        [one] { $lost } point lost
       *[other] { $lost } points lost
    }.
review-match_title = **The whole match** ({ $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    }):
review-worst_match = **The costliest move of the match** ({ $label }): in deal { $deal }, trick { $trick }, { $move }: { $cost }.
review-deal_choice = Deal to review
review-deal_n = Deal { $n }
review-bad_deal = The link asks for a deal this match does not have (it has { $last ->
        [one] { $last } deal
       *[other] { $last } deals
    }): the last one is reviewed.
review-worst_go = See that move
review-step-deal_you = The cards are dealt and the { $card } is turned up. You lead.
review-step-deal = The cards are dealt and the { $card } is turned up. { $who_article ->
        [definite] The { $who }
       *[none] { $who }
    } leads.
review-step-you_play = You play the { $card }.
review-step-you_exchange = You exchange the { $given } for the turned-up { $taken }.
review-step-you_skip = You keep your trump rather than exchange it.
review-step-you_signal = You make the signal "{ $sign }" ({ $gesture }).
review-step-seat_play = { $who_article ->
        [definite] The { $who }
       *[none] { $who }
    } plays the { $card }.
review-step-seat_exchange = { $who_article ->
        [definite] The { $who }
       *[none] { $who }
    } exchanges the { $given } for the turned-up { $taken }.
review-step-seat_skip = { $who_article ->
        [definite] The { $who }
       *[none] { $who }
    } keeps its trump rather than exchange it.
# $label: the coach's label as said ("mistake", "probably good"); $cost: what the move cost of what the table counts, then in points (reason-coach_counts)
review-verdict = The coach's verdict: { $label } ({ $cost }).
review-preferred = The coach preferred { $moves }.
review-bad_step = The link asks for a step this deal does not have (it has { $last ->
        [one] { $last } step
       *[other] { $last } steps
    }): showing the first one.
review-try = Try another move here
review-try_help = Starts a game from this moment with the same hidden cards: play something else, and the coach prices the new line.
# the trick just taken, over its cards: $who, the seat that took it, as a name; $you: yes where it is the learner's
review-trick_to = { $you ->
        [yes] Trick to you
       *[other] Trick to { $who_article ->
            [definite] the { $who }
           *[none] { $who }
        }
    }
review-lines = You tried another move in trick { $trick } of an earlier game. This is how both lines ended:
review-line_first = The original game: { $result }
review-line_new = This other line: { $result }
review-line_price = The coach prices the new line: { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    }, { $good } of them best or good, and { $lost ->
        [one] { $lost } point lost
       *[other] { $lost } points lost
    } in all.
steps-stock_order = The stock, in the order it will be drawn ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    })
steps-side_points = { $side }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
error-practice-not_a_decision = You had no choice to make there: another move can only be tried where you chose.
review-trick_n = Trick { $n }
review-all_decisions = All your decisions, trick by trick
review-branch = You are trying another move from trick { $trick } of an earlier game, with the same hidden cards. At the end you will see how both ended.
# the review's chart of the chance to win; $side: whose chance it is ("you", "pair", "team")
review-chance-title = { $side ->
        [pair] Your pair's chance to win the deal, move by move
        [team] Your team's chance to win the deal, move by move
       *[you] Your chance to win the deal, move by move
    }
review-chance-axis = Chance to win
review-chance-what = Point
review-chance-value = Value
review-chance-kind-position = your turn: your chance with the coach's best move
review-chance-kind-move = after your move, as the coach valued it
review-chance-kind-result = the deal's result
review-chance-exact = exact
review-chance-estimated = estimated
review-chance-move = Your move
review-chance-price = Cost
review-chance-after = Chance after it
review-chance-help = Each point is the coach's reckoning from what you could see: on your turn, your chance if you played its best move; after your move, your chance with the move you played; at the end, the result. The others' moves have no point of their own: your next turn shows where they left you. A filled point is exact (the coach played out every way the cards you could not see might lie); a hollow one is an estimate over a sample of them. Click a coloured mark to open that move.
review-chance-unplaced = { $n ->
        [one] One move the coach criticised is not on the chart: its values for that position were not kept.
       *[other] { $n } moves the coach criticised are not on the chart: its values for those positions were not kept.
    }
review-rested = You sat this deal out: you made no decisions in it. Here are its tricks as they were played on the table.
# A deal with an auction (Subastada, chiamata): no card is turned up, the auction opens; each bid, pass, trump named, card called or marriage sung.
review-step-deal_auction_you = The cards are dealt. You open the auction.
review-step-deal_auction = The cards are dealt. { $who_article ->
        [definite] The { $who }
       *[none] { $who }
    } opens the auction.
# $kind: the auction's action (pass, bid, rank, trump, call, sing); $who: the seat as a name, $you: yes for the learner's;
# $points: the bid, or the marriage's 20 or 40; $rank: a rank bid; $suit: trump named or the marriage's; $card: the card called
review-step-auction = { $you ->
        [yes] { $kind ->
            [pass] You pass.
            [bid] You bid { $points }.
            [rank] You bid the { $rank }.
            [trump] You name { $suit } trumps.
            [call] You call the { $card }.
           *[sing] You declare { $points } in { $suit }.
        }
       *[other] { $who_article ->
            [definite] The { $who }
           *[none] { $who }
        } { $kind ->
            [pass] passes.
            [bid] bids { $points }.
            [rank] bids the { $rank }.
            [trump] names { $suit } trumps.
            [call] calls the { $card }.
           *[sing] declares { $points } in { $suit }.
        }
    }
