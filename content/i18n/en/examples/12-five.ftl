ex-12-five-title = Five players: one rests
ex-12-five-intro = The 2-to-6 players guide says that with five, one player rests each deal in turn and gets a share of what their team wins. Here is how this table plays it: the dealer rests, the other four play in pairs, and the next deal someone else rests.
ex-12-five-part-0 = A deal for five
ex-12-five-part-1 = The next deal
ex-12-five-deal = The guide does not say who rests or whom they side with: at this table the dealer rests and sides with the pair of the player who leads, the weaker place (the leader plays without seeing anyone else's card). As the deal passes to the right every time, the rest goes round the table.
ex-12-five-count = { $side_0 } took { $team_score_0 } and { $side_1 } { $team_score_1 }. The guide only says the one resting gets a share if their team wins; here the share is the same as each player's: { $rester } scores the deal just as { $side_0 } do.
ex-12-five-next-deal = Now { $rester }, who sat on the last dealer's right, deals and rests; { $name_3 } plays again. The pairs are not the ones before, which is why a match is counted by person, not by pair.
ex-12-five-trumped = { $trick_winner }, who rested last deal, trumps with the { $winning_card } and takes { $trick_points ->
        [one] { $trick_points } point
       *[other] { $trick_points } points
    } for a new partner.
