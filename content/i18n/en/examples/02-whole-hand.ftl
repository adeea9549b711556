ex-02-whole-hand-title = A whole two-player deal
ex-02-whole-hand-intro = From the deal to the count: who draws first, the last drawing round, play without a stock and the final count.
ex-02-whole-hand-deal = { $face_down ->
        [one] { $face_down } card is
       *[other] { $face_down } cards are
    } left face down in the stock, and under them the turned-up { $turned_up }, which will be the last card drawn.
ex-02-whole-hand-first-trick = { $trick_winner } wins the first trick: draws first and leads the next one.
ex-02-whole-hand-last-draw = Last drawing round: { $drew_first } draws the last face-down card and { $turned_up_taker } takes the turned-up { $turned_up }. The stock is gone.
ex-02-whole-hand-no-stock = Nothing is left to draw: { $player } leads the { $card }, and from here to the end each plays out the cards left in hand.
ex-02-whole-hand-count = The count: { $name_0 }, { $score_0 }; { $name_1 }, { $score_1 }. { $result }
