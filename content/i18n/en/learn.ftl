### Learn by doing: the guided path, lesson by lesson.

nav-learn = Learn step by step
home-learn = Short lessons with exercises, from the first card.
home-start = Start with the first lesson
home-resume = Go on where you stopped: { $lesson }
home-path_done = You have finished the path: on to practice
learn-intro = Each lesson takes a minute to read and ends with exercises checked by the same rules the app plays by. Get { $pass } right to finish it.
learn-lessons = Lessons
learn-done = done
learn-progress = { $right } of { $pass } right
learn-another = Another exercise
learn-next_lesson = Next lesson
learn-path_done = Path finished! From how the exercises went, practise at the { $level } level.
learn-go_practice = Go to practice
learn-problem = { $problem } You start at the lesson you were on.
learn-not_saved = Your progress could not be saved just now; what you do on this visit still counts.
learn-cards-title = The cards: points and strength
learn-cards-body = The game uses the Spanish deck: coins, cups, swords and clubs. In each suit only the { $scoring } score, and all the cards together hold { $total }. In a trick the number on a card does not rule; from strongest to weakest the order is { $order }.
learn-trick-title = Who takes the trick
learn-trick-body = Each player puts down one card, any card they like: there is no need to follow suit or to trump. If anyone plays a trump, the highest trump wins. If not, the highest card of the suit led wins; a card of another suit never does.
learn-deal-title = Dealing, drawing and the turned-up card
learn-deal-body = Each player gets { $hand } cards and the next one is turned face up: its suit is trump. It lies under the stock and is the last card drawn. After each trick the winner draws first, then the others in playing order.
learn-count-title = Counting past { $half }
learn-count-body = At the end of a deal each side counts the points in its tricks. As all the cards hold { $total }, more than { $half } wins; { $half } each is a tie. Keeping count of what each side has taken tells you when to take a risk.
learn-exchange-title = Exchanging the 7 and the 2
learn-exchange-body = Whoever holds the 7 or the 2 of trumps may give it for the turned-up card, but each source does it its own way. Under the classic rulebook you exchange on your turn: the 7 takes a turned-up card worth points, the 2 one worth none. Under the web fact sheet you exchange right after winning a trick, before drawing. The regional variant the online table's guide cites lets only the 7 be exchanged.
learn-last-title = The last tricks
learn-last-body = Once the stock is gone nobody draws: the cards left in hand are played out. With two players, if you have counted what has been played, you know the other's cards and can play the end exactly.
learn-second-title = Playing second
learn-second-body = When the other player leads, you choose with their card in sight: take it with a higher card of its suit or with a trump, or throw a card worth nothing. Win with just enough, and do not spend a trump on a trick without points.
learn-pairs-title = In pairs: loading and signals
learn-pairs-body = With four, two pairs play, partners sitting opposite. If the trick is already your partner's, do not take it or trump it: load it with whatever points you can. With signals, partners tell each other by gestures what they hold, such as the ace or the three of trumps.
learn-tables-title = Three and six players
learn-tables-body = With three, each plays alone and 2s are taken out of the deck so the deal comes out even. With six, two teams of three play, sitting alternately around the table. A trick is won the same way: the highest trump or, without one, the highest card of the suit led.
learn-q-face_down = { $teams ->
        [yes] With { $players } in teams and { $deck } cards, how many cards lie face down in the stock after the deal, not counting the turned-up card?
       *[no] With { $players } players and { $deck } cards, how many cards lie face down in the stock after the deal, not counting the turned-up card?
    }
learn-q-draw_first = Trump is { $trump }. { $opener ->
        [you] You lead
       *[rival] The other player leads
    } and this trick is played. Who draws first?
learn-q-reach = Your tricks hold { $total ->
        [one] { $total } point
       *[other] { $total } points
    } at the end of a two-player deal. How did it go?
learn-q-second = Trump is { $trump } and the other player led the { $card }. Which card of your hand takes the trick?
learn-q-load = You play last, partnered with the second player. Trump is { $trump }. Which card do you play?
learn-q-last = The stock is gone and it is your turn. Choose the best card.
learn-q-sign = You play in pairs with { $table }. Trump is { $trump }. Which sign do you make to your partner with this hand?
learn-q-partner_puzzle = You play in pairs and it is your turn. Choose the best card.
learn-q-table_puzzle = It is your turn at this table. Choose the best card.
learn-your_move = Your turn: click a card.
learn-option-you = You
learn-option-rival = The other player
learn-option-win = I won
learn-option-tie = A tie
learn-option-lose = I lost
reason-learn_face_down = With { $players } and { $deck } cards, { $face_down } lie face down.
reason-learn_draw_first = The winner of the trick draws first: { $drawer ->
        [you] you.
       *[rival] the other player.
    }
reason-learn_reach = With { $total ->
        [one] { $total } point
       *[other] { $total } points
    }: more than { $half } wins, and { $half } is a tie.
reason-learn_load = Best is to load the { $card }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } for your partner, who is already winning the trick.
reason-learn_last = It is the best card: the whole end is worked out, both sides playing their best.
reason-learn_sign = Whoever { $gesture } is saying “{ $sign }”, and with this hand it is true.
reason-learn_sign_false = Whoever { $gesture } is saying “{ $sign }”, and that is not true of this hand: signs are made honestly.
reason-learn_puzzle = It is the best card: the deal was played out many times, the unseen cards dealt again each time.
error-path-bad_lesson = The link names no lesson.
error-path-bad_seed = The link names no exercise of the lesson.
error-path-bad_answer = That answer is none of the exercise's.
error-storage-bad_item = What was done could not be kept: its data is not valid.
learn-auction-title = Auctions: Brisca Subastada and Briscola chiamata
learn-auction-body = In Brisca Subastada nothing is turned up: the players bid for the right to name trumps, from { $sub_bid_min } up in steps of { $sub_bid_step }, and whoever bids highest must take at least that many points, cards and marriages together, or the other side scores { $sub_penalty } deals instead of one. A king and a knight of one suit are a marriage, declared right after winning a trick: { $marriage_trump } in trumps, { $marriage_plain } in another suit. Briscola chiamata is played by { $call_players }, each dealt { $call_hand } cards: the auction goes by rank, from the ace to the 2, then in points; the winner calls a card of that rank, its suit is trumps, and whoever holds it is the caller's partner without saying so.
learn-q-contract = Brisca Subastada, { $teams ->
        [yes] four in pairs
       *[no] two players
    }. { $bidder } won the auction with a bid of { $bid } and named trumps. At the end { $teams ->
        [yes] that pair
       *[no] that player
    } had { $cards ->
        [one] { $cards } point
       *[other] { $cards } points
    } in cards and { $marriages } in marriages. Who scores the deal, and how many deals does it count?
learn-q-marriage = Brisca Subastada. Trumps are { $trump } and you hold the king and the knight of { $suit }. { $moment ->
        [first] Nobody has played a card yet and you lead the first trick.
        [won] You have just won the last trick and are about to lead.
       *[playing] A trick is being played and it is your turn in it.
    }{ $sang_now ->
        [yes] {" "}A marriage has already been declared after that trick.
       *[no] {""}
    }{ $sung ->
        [none] {""}
       *[other] {" "}Already declared in this deal: { $sung }.
    } May you declare this marriage now, and for how much?
learn-q-call = Briscola chiamata. You won the auction { $bid ->
        [bid] with a bid of { $points ->
            [one] { $points } point
           *[other] { $points } points
        }
       *[rank] bidding the { $rank }
    }. Which of these cards may you call?
learn-q-partner = Briscola chiamata. { $you_call ->
        [yes] You won the auction and called the { $card }.
       *[no] { $caller } won the auction and called the { $card }.
    } Your hand is below. What do you know of your side now, before that card is played?
learn-q-trick_5 = Briscola chiamata, five players. Trumps are { $trump } and the suit led is { $suit_led }. Which card takes the trick?
learn-option-contract = { $who ->
        [bidder] The bidder's side
       *[defenders] The other side
    }: { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    }
learn-option-no_sing = Not now
learn-option-sing = Yes: { $points }
learn-option-with_caller = I am the caller's partner
learn-option-defend = I play against the caller
learn-option-alone = I play alone against four
learn-option-unknown = My partner is one of the others, I do not know who
reason-learn_contract = { $made ->
        [yes] The bid was { $bid } and the side took { $points }, cards and marriages together: the contract is made{ $by ->
            [0] {""} exactly
           *[other] {""} with { $by } to spare
        }, and the bidder's side scores { $deals ->
            [one] one deal
           *[other] { $deals } deals
        }.
       *[no] The bid was { $bid } and the side took only { $points }, cards and marriages together, { $by } short: the contract fails and the other side scores { $deals ->
            [one] one deal
           *[other] { $deals } deals
        }.
    }
reason-learn_marriage = You may: it is done right after winning a trick, before leading, and the king and knight of { $suit } are worth { $points ->
        [40] { $points }, being trumps.
       *[other] { $points }, not being trumps.
    }
reason-learn_marriage_no = Not now: { $refusal }
reason-learn_call = The card called is of the rank that won the auction, after a bid in points a 2, in any suit: of these, the { $card }.
reason-learn_partner_with_caller = You hold the { $card }: you are the caller's partner, and nobody else knows it until you play it.
reason-learn_partner_defend = You did not call and do not hold the { $card }: you play against the caller, with the others who do not hold it. Who they are shows when it is played.
reason-learn_partner_alone = You called the { $card }, and it is in your own hand: you play alone against the other four.
reason-learn_partner_unknown = You called the { $card } and do not hold it: whoever holds it is your partner, and you will know who when it is played.
