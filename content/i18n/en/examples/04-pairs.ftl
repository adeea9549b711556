ex-04-pairs-title = Four players in pairs
ex-04-pairs-intro = Ana and Eva play together against Luis and Pablo. Partners sit opposite, so the order of play alternates the pairs.
ex-04-pairs-deal = The turned-up card is the { $turned_up }: trump is { $trump }. { $leader } leads.
ex-04-pairs-eva-trumps = { $name_0 }'s ace is winning, but { $name_3 } plays after and { $player } cannot see his cards: any trump would take the trick. So { $player } trumps her partner's trick with the { $card }: only { $beaten_by } could take it from her, and the points stay with the pair.
ex-04-pairs-team-wins = { $trick_winner } wins (team { $trick_team }); drawing goes in the order of play from her: { $drew_first } first. Team 1: { $team_score_0 ->
        [one] { $team_score_0 } point
       *[other] { $team_score_0 } points
    }; team 2: { $team_score_1 ->
        [one] { $team_score_1 } point
       *[other] { $team_score_1 } points
    }.
