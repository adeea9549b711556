### Learn by doing: the guided path, lesson by lesson.

nav-learn = Learn step by step
home-learn = Short lessons with exercises, from the first card.
home-start = Start with the first lesson
home-resume = Go on where you stopped: { $lesson }
home-path_done = You have finished the path: on to practice
learn-intro = Each lesson takes a minute to read and ends with exercises checked by the same rules the app plays by. Get { WORDS($pass) } right to finish it.
learn-lessons = Lessons
learn-done = done
learn-progress = { $right } of { $pass } right
learn-another = Another exercise
learn-next_lesson = Next lesson
learn-path_done = Path finished! From how the exercises went, practise at the { $level } level.
learn-go_practice = Go to practice
learn-problem = { $problem } You start at the lesson you were on.
learn-not_saved = Your progress could not be saved just now; what you do on this visit still counts.
learn-damaged = { $lessons ->
        [one] What you had done in one lesson is damaged and could not be read: that lesson starts again.
       *[other] What you had done in { $lessons } lessons is damaged and could not be read: those lessons start again.
    }
error-path-bad_kept = What you had done in this lesson is damaged and could not be read.
learn-cards-title = The cards: points and strength
learn-cards-body = { learn-fact-deck_40 } { learn-fact-numbering } { learn-fact-card_points } { learn-fact-total_points } { learn-fact-rank_order }
learn-trick-title = Who takes the trick
learn-trick-body = { learn-fact-free_play } { learn-fact-trick_rule }
learn-deal-title = Dealing, drawing and the turned-up card
learn-deal-body = { learn-fact-table_2_40 } { learn-fact-hand_size } { learn-fact-turned_up } { learn-fact-draw_order } { learn-fact-stock_count }
learn-count-title = Counting past { $half }
learn-count-body = { learn-fact-half_wins } Keeping count of what each player has taken tells you when a risk is worth taking.
learn-exchange-title = Exchanging the 7 and the 2
learn-exchange-body = Whoever holds the 7 or the 2 of trumps may give it for the turned-up card, but each source does it its own way. { learn-fact-exchange_rulebook } { learn-fact-exchange_after_win } { learn-fact-exchange_seven_after_win }
learn-last-title = The last tricks
learn-last-body = { learn-fact-stock_gone } With two players, if you have counted what has been played, you know the other's cards and can play the end exactly. On the board, click the card you would play.
learn-second-title = Playing second
learn-second-body = { learn-fact-playing_second }
learn-pairs-title = In pairs: loading and signals
learn-pairs-body = { learn-fact-table_4_40 } { learn-fact-loading } { learn-fact-signs_003 }
learn-tables-title = Three, five and six players
learn-tables-body = { learn-fact-table_3_36 } { learn-fact-table_3_39 } { learn-fact-table_5_40 } { learn-fact-table_6_36 } At every table a trick is won the same way, and the stock is counted the same way: the deck, less the cards dealt and the turned-up card.

## What each lesson teaches, one sentence a fact (content/lessons/path.json). The numbers
## are the engine's.

learn-fact-deck_40 = Brisca is played with the Spanish deck of { $deck_40 } cards: four suits (coins, cups, swords and clubs) of ten cards each.
learn-fact-numbering = Each suit runs from the ace to the seven, then three figures: the jack (sota), numbered 10, the knight, 11, and the king, 12. That number only tells you which card it is: it says nothing of what the card is worth or how strong it is.
learn-fact-card_points = What each card is worth: { $values }. The others are worth nothing.
learn-fact-total_points = All { $deck_40 } cards together hold { $total ->
        [one] { $total } point
       *[other] { $total } points
    }.
learn-fact-rank_order = To take a trick what counts is a card's strength: from the strongest to the weakest, the order is { $order }.
learn-fact-free_play = In each trick every player puts down one card, whichever they like: there is no need to follow suit or to trump.
learn-fact-trick_rule = One suit is trumps (the next lesson tells you which) and beats the others. If the trick holds any trump, the strongest trump takes it; if not, the strongest card of the suit led, the suit of the first card. A card of another suit never wins.
learn-fact-table_2_40 = The usual game is for two, each on their own, with all { $deck_40 } cards.
learn-fact-hand_size = Each player is dealt { $hand ->
        [one] one card
       *[other] { WORDS($hand) } cards
    }.
learn-fact-turned_up = The next card is turned face up: it is the turned-up card, and its suit is trumps for the whole deal. It is left under the stock, in sight, and is the last card drawn.
learn-fact-draw_order = After each trick every player draws one card from the stock: first the one who won it, who leads the next trick, then the others in playing order.
learn-fact-stock_count = So with two players { $face_down_2 } cards lie face down in the stock at the start: the { $deck_40 }, less { WORDS($hand) } for each player and the turned-up card.
learn-fact-half_wins = At the end of the deal each player adds up the points of the cards in their tricks. As all the cards hold { $total }, more than { $half } wins, and { $half } each is a tie.
learn-fact-exchange_rulebook = Under the classic rulebook you exchange on your turn: the 7 takes only a turned-up card worth points, and the 2 one worth none.
learn-fact-exchange_after_win = Under the web fact sheet you exchange right after winning a trick, before drawing: the 7 takes any turned-up card, and the 2 one worth no points.
learn-fact-exchange_seven_after_win = The regional variant the online table's guide cites also exchanges after winning a trick, but only the 7, for any turned-up card.
learn-fact-stock_gone = Once the stock is gone (the turned-up card is the last one drawn), nobody draws any more: the cards left in hand are played out.
learn-fact-playing_second = When the other player leads, you choose with their card in sight: take it with a stronger card of its suit or with a trump, or throw a card worth nothing. Win with just enough, and do not spend a trump on a trick without points.
learn-fact-table_4_40 = With four, two pairs play with all { $deck_40 } cards, partners sitting opposite, and the tricks either partner wins are the pair's.
learn-fact-loading = If the trick is already your partner's, do not take it or trump it: load it with whatever points you can.
learn-fact-signs_003 = Where signals are played, partners tell each other by gestures what they hold. Those of the 2-to-6-player guide are these: { $signs }. Signals never lie: you make only one that is true of your hand.
learn-fact-table_3_36 = With three, each plays alone and the most points win; 2s are taken out so the deal comes out even. The classic rulebook takes out all four and plays with { $deck_36 } cards.
learn-fact-table_3_39 = The online table's guide takes out only the two of coins and plays with { $deck_39 }.
learn-fact-table_5_40 = With five, all { $deck_40 } cards are used and play is in pairs: each deal one player rests, in turn, and the other four play as at four.
learn-fact-table_6_36 = With six, two teams of three play, sitting alternately round the table; this app takes the 2s out and deals { $deck_36 } cards.
learn-fact-subastada = In Brisca Subastada, for two or for four in pairs, nothing is turned up: the players bid for the right to name trumps, from { $sub_bid_min } up in steps of { $sub_bid_step }. Whoever bids highest must reach the bid, cards and marriages together: if they do, their side scores the deal; if not, the other side scores { $sub_penalty ->
        [one] one deal
       *[other] { WORDS($sub_penalty) } deals
    }.
learn-fact-marriage = A king and a knight of one suit in hand are a marriage: { $marriage_trump } in trumps, { $marriage_plain } otherwise. It is declared right after winning a trick, before leading the next; one marriage per trick won, and each suit once.
learn-fact-chiamata = Briscola chiamata is played by { WORDS($call_players) }, each dealt { $call_hand ->
        [one] one card
       *[other] { WORDS($call_hand) } cards
    }, with nothing turned up. The auction goes first by card, from the ace down to the 2, then by points; the winner calls a card of the rank they bid (a 2, if the bidding went on to points), and that card's suit is trumps. Whoever holds it is the caller's partner but does not say so; if the caller holds it, they play alone against all the others.
learn-value = { $rank }, { $points }
learn-sign = { $gesture }, “{ $sign }”
learn-q-face_down = { $teams ->
        [yes] With { WORDS($players) } in teams and { $deck ->
            [one] one card
           *[other] { WORDS($deck) } cards
        }, how many cards lie face down in the stock after the deal, not counting the turned-up card?
       *[no] With { WORDS($players) }, each on their own, and { $deck ->
            [one] one card
           *[other] { WORDS($deck) } cards
        }, how many cards lie face down in the stock after the deal, not counting the turned-up card?
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
learn-q-last = The stock is gone and it is your turn. Click the best card in your hand.
learn-q-sign = You play in pairs, with the signals of the { $source }. Trump is { $trump }. Which sign do you make to your partner with this hand?
learn-q-partner_puzzle = You play in pairs and it is your turn. Click the best card in your hand.
learn-q-table_puzzle = It is your turn at this table. Click the best card in your hand.
learn-your_move = Your turn: click a card.
learn-played_best = You played the { $card }: it was the best card.
learn-played_wrong = You played the { $card }, and it was not the best: see why below.
learn-q-stock = Two players, { $deck ->
        [one] one card
       *[other] { WORDS($deck) } cards
    }: { $tricks ->
        [one] one trick has been played, and then both players drew
       *[other] { WORDS($tricks) } tricks have been played, and after each one both players drew
    }. How many cards are still face down in the stock, not counting the turned-up card?
learn-option-you = You
learn-option-rival = The other player
learn-option-win = I won
learn-option-tie = A tie
learn-option-lose = I lost
# $deck: the deck; $dealt: the cards dealt to both; $start: face down after the deal; $tricks: the tricks
# played, after each of which $players draw one card each ($drawn in all); $face_down: what is left
reason-learn_stock = After the deal { $deck } − { $dealt } − 1 = { $start } lie face down: the deck, less the hands and the turned-up card. After each trick { $players ->
        [one] the player draws one card
       *[other] the { WORDS($players) } players draw one card each
    }, so after { $tricks ->
        [one] one trick
       *[other] { WORDS($tricks) } tricks
    } { $start } − { $drawn } = { $face_down } are left.
# $playing: the seats dealt a hand ($rests: yes where a fifth rests); $hand: the cards each; $dealt: all the hands' cards
reason-learn_face_down = { $playing ->
        [one] The one player
       *[other] Each of the { WORDS($playing) } players
    }{ $rests ->
        [yes] {" "}(the fifth sits out)
       *[no] {""}
    } is dealt { $hand ->
        [one] one card
       *[other] { WORDS($hand) } cards
    }, { WORDS($dealt) } in all, and one more is turned up: { $deck } − { $dealt } − 1 = { $face_down } lie face down.
# $why: why the trick's card won it; $drawer: whose card that is
reason-learn_draw_first = { $why } { $drawer ->
        [you] That card is yours: you won the trick, and its winner draws first.
       *[rival] That card is the other player's: they won the trick, and its winner draws first.
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
learn-auction-body = { learn-fact-subastada } { learn-fact-marriage } { learn-fact-chiamata }
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
        [one] one deal
       *[other] { WORDS($deals) } deals
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
           *[other] { WORDS($deals) } deals
        }.
       *[no] The bid was { $bid } and the side took only { $points }, cards and marriages together, { $by } short: the contract fails and the other side scores { $deals ->
            [one] one deal
           *[other] { WORDS($deals) } deals
        }.
    }
reason-learn_marriage = You may: it is done right after winning a trick, before leading, and the king and knight of { $suit } are worth { $points ->
        [40] { $points }, being trumps.
       *[other] { $points }, not being trumps.
    }
# a marriage that may not be declared now: $why, the engine's refusal; $moment: first (leading the first trick), playing (a
# trick under way), won (about to lead after winning a trick)
reason-learn_marriage_no = { $why ->
        [sang_this_trick] A marriage was already declared after this trick, and only one is declared per trick won.
        [marriage_sung] The king and the knight of { $suit } were already declared in this deal, and each marriage is declared once.
       *[other] A marriage is declared right after winning a trick, before leading, { $moment ->
            [first] and you have won none yet: you lead the first one.
           *[other] and a trick is under way.
        }
    }
reason-learn_call = The card called is of the rank that won the auction, after a bid in points a 2, in any suit: of these, the { $card }.
reason-learn_partner_with_caller = You hold the { $card }: you are the caller's partner, and nobody else knows it until you play it.
reason-learn_partner_defend = You did not call and do not hold the { $card }: you play against the caller, with the others who do not hold it. Who they are shows when it is played.
reason-learn_partner_alone = You called the { $card }, and it is in your own hand: you play alone against the other four.
reason-learn_partner_unknown = You called the { $card } and do not hold it: whoever holds it is your partner, and you will know who when it is played.
