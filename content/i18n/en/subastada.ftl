# Brisca Subastada (brisca/core/subastada.py): the auction, the trump named, the marriages sung.
preset-name-003-subastada = Brisca Subastada, two players
preset-name-003-subastada-pairs = Brisca Subastada, four in pairs
preset-003-subastada = Players bid for the right to choose trumps, from { $bid_min } points up; whoever wins the auction must take at least the bid, counting cards and marriages, or the other side scores { $penalty ->
        [one] the deal
       *[other] { WORDS($penalty) } deals
    }. Marriages of 20 and 40 are declared. The match goes to whoever wins { $target ->
        [one] one deal
       *[other] { WORDS($target) } deals
    }.
preset-003-subastada-pairs = The auction for trumps, played by two pairs: what counts is what the winning bidder's pair takes together.
puzzles-theme-contract = the auction and the marriages
# the trump named, a marriage sung ($suit: the suit's name); a pass and a bid are worded with every auction's (actions.ftl)
action-trump = trumps: { $suit }
action-sing = declare the marriage in { $suit }
doing-trump = naming { $suit } as trumps
doing-sing = declaring the marriage in { $suit }
error-action-bad_suit = "{ $text }" does not name a suit: write O, C, E or B, for example trump:O.
error-rules-sing_needs_auction = Marriages are declared only in Brisca Subastada: without an auction there are none.
error-rules-auction_needs_two_sides = The auction is played between two sides: two players, or two pairs or teams.
error-rules-auction_alone = In Brisca Subastada the auction decides trumps: it is not played with exchanges, signals, a face-down turned-up card, match points by margin or Rematada.
error-move-auction_pending = the auction is still on: bid or pass first.
error-move-trump_pending = before anyone plays, the winner of the auction must name trumps.
error-move-must_bid = everyone else passed without a bid: the player to speak cannot pass and must bid at least { $least }.
error-move-bid_under_least = { $amount } is not enough: the bid must be { $least } or more.
error-move-bid_too_high = nobody can bid { $amount }: cards and marriages together come to no more than { $most }.
error-move-bid_off_step = { $amount } will not do: bids go up in steps of { $step }.
error-move-sing_not_now = you cannot declare a marriage now: it is done right after winning a trick, before leading.
error-move-sang_this_trick = a marriage was already declared after this trick: one per trick won.
error-move-marriage_sung = that marriage has already been declared: each king and knight pair counts once.
error-move-no_marriage = to declare a marriage you need the king and the knight of that suit in your hand.
# the coach on a bid, a pass or the trump named: $played_share and $better_share, the deals of
# every 100 the side wins after each move (the contract priced as if the auction stopped there)
reason-coach_contract_odds = { $tense ->
        [hint] By { $better }, your side wins the deal in { $better_share } of every 100 possible deals; by { $played }, in { $played_share }.
       *[verdict] By { $better }, your side would have won the deal in { $better_share } of every 100 possible deals; by { $played }, in { $played_share }.
    }
# the coach on a bid where passing was better, the deal won no more often after it: $penalty, the deals a
# contract not made gives the other side (any other deal counts one)
reason-coach_contract_risk = { $tense ->
        [hint] By { $played }, your side wins the deal in { $played_share } of every 100 possible deals; by { $better }, in { $better_share }. But a contract not made gives { $penalty } deals to the other side, and any other deal lost only one: { $better } risks less.
       *[verdict] By { $played }, your side would have won the deal in { $played_share } of every 100 possible deals; by { $better }, in { $better_share }. But a contract not made gives { $penalty } deals to the other side, and any other deal lost only one: { $better } risked less.
    }
# a marriage that could be declared and was not: $points are 20 or 40
reason-coach_missed_sing = { $tense ->
        [hint] You hold the king and the knight of { $suit }: declare them now, they are worth { $points ->
            [one] one point
           *[other] { $points } points
        } to your side.
       *[verdict] You held the king and the knight of { $suit } and did not declare them: { $points ->
            [one] one point
           *[other] { $points } points
        } for your side.
    }
# The board: the contract and what its side has so far ($whose: you, ours, theirs; $teams: yes, no; $who: the bidder's seat as a name), the marriages sung.
# A bid may pass the deck's 120: the marriages count too.
subastada-board-contract = { $whose ->
        [you] Your contract: you need
       *[other] { $who_article ->
            [definite] The { $who }'s
           *[none] { $who }'s
        } contract: { $teams ->
            [yes] the side needs
           *[other] needs
        }
    } { $amount }, tricks and marriages together. { $teams ->
        [yes] { $whose ->
            [theirs] They have
           *[other] Your side has
        }
       *[no] { $whose ->
            [you] You have
           *[other] It has
        }
    } { $points }.
subastada-board-sung = Marriages: { $marriages }
subastada-board-marriage = { $who }, { $points } in { $suit }
subastada-board-sing_button = Declare { $points } in { $suit }
subastada-board-your_trump = You won the auction: name trumps.
# The end of the deal: the contract made or not ($short: the points it fell short by).
subastada-result-contract = { $made ->
        [yes] Contract made
       *[other] Contract failed
    }: { $whose ->
        [you] you bid { $amount } and { $teams ->
            [yes] your side took
           *[other] took
        }
        [ours] your partner bid { $amount } and your side took
       *[other] { $who_article ->
            [definite] the { $who }
           *[none] { $who }
        } bid { $amount } and { $teams ->
            [yes] their side took
           *[other] took
        }
    } { $points }, cards and marriages{ $made ->
        [yes] .
       *[other] : { $short ->
            [one] one point short.
           *[other] { $short } points short.
        }
    }
# The match: a failed contract gives the other side $worth deals ($reached: yes once that total reaches the match's $target).
match-worth-contract_failed = For the failed contract { $to ->
        [you] you score
        [us] your side scores
        [them] the other side scores
       *[other] { $who_article ->
           [definite] the { $who }
          *[none] { $who }
       } scores
    } { $worth ->
        [one] one deal
       *[other] { $worth } deals
    }: { $to ->
        [you] you have
        [us] you have
       *[other] it has
    } { $reached ->
        [yes] { $total }, and { $target } were enough.
        [passed] { $total }.
       *[other] { $total } of { $target }.
    }
