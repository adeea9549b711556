ex-06-tie-title = A tie at half the points
ex-06-tie-intro = A deal that ends in a tie, and how each source settles it.
ex-06-tie-ties = { $name_0 }, { $score_0 }; { $name_1 }, { $score_1 }. Each source settles it its own way:

    - The online table's guide. { $tie_draw }
    - The classic rulebook. { $tie_last_trick }
    - The 2-to-6-player guide. { $tie_replay }
    - The web fact sheet. { $tie_annul }
