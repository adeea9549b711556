## A match of several deals: its score, and what each deal was worth, in its rules' terms

match-board-single = One deal decides the match.
match-board-deals = Deals won: the first to { $target } wins the match.
match-board-margin = Match points: a deal won with { $low } to { $high ->
        [one] { $high } point
       *[other] { $high } points
    } is worth 1, { $mid } to { $top } is worth 2, all { $total } is worth 3; the first to { $target } wins.
match-board-points = Rematada: the points of every deal add up, trick by trick, and the first to { $target } wins: the match ends at the trick that gets there.
match-board-deal = Deal { $n }
match-stake = { $times ->
        [1] as usual
        [2] double
        [3] triple
        [4] four times as much
       *[other] { $times } times as much
    }
match-board-stake = This deal counts { $stake }: it comes after { $ties ->
        [1] a tie
        [2] two ties in a row
       *[other] { $ties } ties in a row
    }.
match-side_points = { $to ->
        [you] you
        [us] your side
        [them] the other side
       *[other] { $who_article ->
           [definite] the { $who }
          *[none] { $who }
       }
    } { $points }

match-worth-deal_won = { $to ->
        [you] You take the deal: you have
        [us] Your side takes the deal: you have
        [them] The other side takes the deal: it has
       *[other] { $who_article ->
           [definite] The { $who }
          *[none] { $who }
       } takes the deal: it has
    } { $reached ->
        [yes] { $total }, and { $target } were enough.
        [passed] { $total }.
       *[other] { $total } of { $target }.
    }
match-worth-margin_won = { $band ->
        [all] With every point of the deck ({ $points })
       *[other] With { $points ->
            [one] one point
           *[other] { $points } points
        } ({ $low } to { $high })
    } the deal is worth { $base ->
        [one] one match point
       *[other] { $base } match points
    } { $to ->
        [you] to you: you have
        [each] to each of its winners ({ $who }); you have
        [us] to your side: you have
        [them] to the other side: it has
       *[other] { $who_article ->
           [definite] to the { $who }
          *[none] to { $who }
       }: it has
    } { $reached ->
        [yes] { $total }, and { $target } were enough.
        [passed] { $total }.
       *[other] { $total } of { $target }.
    }
match-worth-level = With { $seats } level on { $best } at the top, the match goes on: to win it, a player must reach { $target } and be alone in the lead.
match-worth-alone = You reached { $target } too, but { $seats } is alone in the lead with { $best }.
match-worth-single_won = This deal decided the match.
match-worth-rest_shared = { $you ->
        [yes] You sat this deal out on the winning side, so you score
       *[other] { $seat_article ->
            [definite] The { $seat }
           *[none] { $seat }
        } sat this deal out on the winning side, so scores
    } what each of them does: { $match ->
        [deals] { $received ->
            [one] one deal
           *[other] { $received } deals
        }
       *[other] { $received ->
            [one] one match point
           *[other] { $received } match points
        }
    }, { $total } in all.
match-worth-rest_nothing = { $you ->
        [yes] You sat this deal out; the side you shared lost it, so you score nothing and stay on
       *[other] { $seat_article ->
            [definite] The { $seat }
           *[none] { $seat }
        } sat this deal out; the side they shared lost it, so they score nothing and stay on
    } { $total }.
match-worth-rest_tie = { $you ->
        [yes] You sat this deal out; nobody won it, so you score nothing either and stay on
       *[other] { $seat_article ->
            [definite] The { $seat }
           *[none] { $seat }
        } sat this deal out; nobody won it, so they score nothing either and stay on
    } { $total }.
match-worth-points_added = In Rematada every point of the deal counts: { $scores }. The running score is { $totals }, playing to { $target }.
match-worth-target_reached = { $to ->
        [you] You reach
        [us] Your side reaches
        [them] The other side reaches
       *[other] { $who_article ->
           [definite] The { $who }
          *[none] { $who }
       } reaches
    } { $total } with this trick: in Rematada the first to { $target } wins, so the match ends here, without playing out the deal. Final score: { $totals }.
## after a tie: the deal's result already says "A tie" and that it does not count; here, what comes next
match-worth-tie_draw = Nobody takes the deal.
match-worth-tie_annul = Nobody scores.
match-worth-tie_replay = { $ties ->
        [1] Another deal is dealt, and it counts { $next_stake }.
        [2] That is the second tie in a row: the next deal counts { $next_stake }.
       *[other] That is { $ties } ties in a row: the next deal counts { $next_stake }.
    }
match-worth-doubled = Coming after { $ties ->
        [1] a tie
        [2] two ties in a row
       *[other] { $ties } ties in a row
    }, the deal counted { $stake }: { $worth } instead of { $base }.
match-end-won = { $to ->
        [you] You have won the match!
        [us] Your side wins the match!
        [them] The other side wins the match.
       *[other] { $who_article ->
           [definite] The { $who }
          *[none] { $who }
       } wins the match.
    }
match-end-drawn = The match ends in a tie.
match-end-resigned = You resigned the match.
match-next_deal = Start deal { $n }
# Five players: the scoreboard's line for each deal played, who rested it and what they received.
match-board-rest = Deal { $n } · { $text }
match-board-rests = Who sat out each deal ({ $n })
