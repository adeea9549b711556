ex-08-keep-trumps-title = Keeping trumps for tricks with points
ex-08-keep-trumps-intro = Luis does not spend his trump on a trick without points, and uses it when it pays.
ex-08-keep-trumps-keep = { $trick_points ->
        [0] The trick holds no points
        [one] The trick holds a single point
       *[other] The trick holds only { $trick_points } points
    }: { $player } keeps his trump and throws a blank card.
ex-08-keep-trumps-now-it-pays = Now it pays: { $player } trumps the three with the { $card } and takes { $trick_points ->
        [one] { $trick_points } point
       *[other] { $trick_points } points
    }.
