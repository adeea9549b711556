ex-11-chiamata-title = Briscola chiamata: the hidden partner
ex-11-chiamata-intro = The Briscola chiamata of the 2-to-6 players guide, for five: whoever wins the auction calls a card, and whoever holds it is their partner, though nobody else knows.
ex-11-chiamata-deal = The whole deck is dealt and nothing is turned up: the trump comes out of the auction. The guide says only that the highest bidder calls a card; the auction here is played as in Italy: players bid a rank, each bid a weaker rank than the last (past the two, in points), and the winner calls a card of that rank, of any suit. That suit is trump.
ex-11-chiamata-higher = { $name_4 } bid the ace and { $player } bids the { $rank }: a weaker card is a higher bid, since whoever calls it gets a partner who brings less and must win with their own cards.
ex-11-chiamata-called = Nobody bids more, and { $player } calls the { $card }, which he does not hold. { $name_0 }, who holds it, knows from now on that she plays with { $player }; nobody else knows, not even { $player }.
ex-11-chiamata-secret = Play begins with the sides hidden: everyone knows who called, but nobody except { $name_0 } knows who is with him.
ex-11-chiamata-shown = Until now { $partner } has played without giving herself away. Once the called card is out, everyone knows the sides.
ex-11-chiamata-count = { $name_1 } took { $score_1 } and { $name_0 } { $score_0 }: together, more than half the points.
