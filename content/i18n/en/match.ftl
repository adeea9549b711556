## A match of several deals: its score, and what each deal was worth, in its rules' terms

match-board-single = One deal decides the match.
match-board-deals = Deals won: the first to { $target } wins the match.
match-board-margin = Match points: a deal won with { $low } to { $high ->
        [one] { $high } point
       *[other] { $high } points
    } is worth 1, { $mid } to { $top } is worth 2, all { $total } is worth 3; the first to { $target } wins.
match-board-points = Rematada: the points of every deal add up, and the first to { $target } wins.
match-board-deal = Deal { $n }
match-board-stake = This deal counts { $stake ->
        [2] double
       *[other] { $stake } times
    }: it comes after a tie.
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
    } { $total } of { $target }.
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
        [us] to your side: you have
        [them] to the other side: it has
       *[other] { $who_article ->
           [definite] to the { $who }
          *[none] to { $who }
       }: it has
    } { $total } of { $target }.
match-worth-single_won = This deal decided the match.
match-worth-points_added = In Rematada every point of the deal counts: { $scores }. The running score is { $totals }, playing to { $target }.
match-worth-tie_draw = A tie at { $tied_at }: nobody takes the deal.
match-worth-tie_annul = A tie at { $tied_at }: the deal is annulled and nobody scores.
match-worth-tie_replay = A tie at { $tied_at }: the deal does not count, another is played, and it will count { $next_stake ->
        [2] double
       *[other] { $next_stake } times
    }.
match-worth-doubled = Coming after a tie, the deal counted { $stake ->
        [2] double
       *[other] { $stake } times
    }: { $worth } instead of { $base }.
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
