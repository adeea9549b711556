ex-03-exchange-title = Exchanging the 7 of trumps
ex-03-exchange-intro = The same exchange under two different rules: on your turn, as the classic rulebook has it, and after winning a trick, as the web fact sheet has it.
ex-03-exchange-part-0 = The classic rulebook: on your turn
ex-03-exchange-part-1 = The web fact sheet: after winning a trick
ex-03-exchange-rulebook-deal = The turned-up card is the { $turned_up }, which is worth points, and { $name_0 } holds the seven of trumps.
ex-03-exchange-rulebook-exchange = Under the classic rulebook, { $player } exchanges on her turn, before playing: gives the { $given } and keeps the { $taken }. The turned-up card is now her seven, and she may not exchange again this turn.
ex-03-exchange-after-win-trick = { $trick_winner } wins the trick. Before drawing, she may exchange her seven of trumps for the turned-up card.
ex-03-exchange-after-win-exchange = { $player } gives the { $given } and takes the { $taken }; that exchange closes her chance to exchange, and the drawing follows: { $drew_first } first.
