ex-07-mistake-title = A common mistake: leading an ace that can be trumped
ex-07-mistake-intro = The same deal twice: first the mistake, then the better play.
ex-07-mistake-part-0 = The mistake
ex-07-mistake-part-1 = The better play
ex-07-mistake-lost-ace = { $trick_winner } trumps with the { $winning_card } and takes { $trick_points ->
        [one] { $trick_points } point
       *[other] { $trick_points } points
    }: the ace is lost.
ex-07-mistake-kept-ace = This time { $name_0 } leads a blank card, and { $trick_points ->
        [0] the trick holds no points
        [one] the trick holds a single point
       *[other] the trick holds only { $trick_points } points
    }: the ace stays in { $name_0 }'s hand.
