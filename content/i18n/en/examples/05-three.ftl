ex-05-three-title = Three players
ex-05-three-intro = Forty cards do not split into whole tricks among three: the online table's guide removes one 2, and the classic rulebook all four. Each plays on their own, and the most points win.
ex-05-three-part-0 = The online table's guide: one 2 out
ex-05-three-part-1 = The classic rulebook: no 2s
ex-05-three-deck = With three players the deck holds { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }. After three cards each and the turned-up card, { $face_down ->
        [one] { $face_down } card is
       *[other] { $face_down } cards are
    } left face down in the stock.
ex-05-three-first-trick = { $trick_winner } wins the trick with the { $winning_card } and draws first; then the other two draw, in the order of play. Each scores alone: in the end the most points win, even short of half.
