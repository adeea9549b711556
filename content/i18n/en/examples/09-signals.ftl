ex-09-signals-title = A signal changes the partner's lead
ex-09-signals-intro = The same cards twice: first without signals, then with the 2-to-6-player guide's. Ana and Eva play together against Luis and Pablo, and Ana holds the ace of trumps.
ex-09-signals-part-0 = Without signals
ex-09-signals-part-1 = With the 2-to-6-player guide's signals
ex-09-signals-deal = The turned-up card is the { $turned_up }: trump is { $trump }. { $leader } leads.
ex-09-signals-first-trick = { $trick_winner } takes the first trick with the { $winning_card }, so she leads the next one.
ex-09-signals-eva-careful = { $player } holds the three of coins, but does not know who has the ace of trumps: if { $name_3 }, who plays after her, trumps it, its ten points go to the other side. She leads the { $card }, which risks nothing.
ex-09-signals-ana-signals = Before playing her card, { $player } { $gesture }: in the guide's table that sign says "{ $sign }". Her partner sees it; the opponents do not.
ex-09-signals-eva-leads-three = With the same trick won, { $player } now knows her partner holds the ace of trumps, and leads the { $card }: if { $name_3 } trumps it, { $name_0 } plays after him, and no trump beats the ace.
ex-09-signals-ace-keeps-it = And so it goes: { $trick_winner } wins the trick with the { $winning_card } and the pair adds { $trick_points ->
        [one] { $trick_points } point
       *[other] { $trick_points } points
    }, the three's ten among them. Ana and Eva: { $team_score_0 ->
        [one] { $team_score_0 } point
       *[other] { $team_score_0 } points
    }; Luis and Pablo: { $team_score_1 ->
        [one] { $team_score_1 } point
       *[other] { $team_score_1 } points
    }.
