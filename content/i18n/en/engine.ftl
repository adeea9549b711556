### What the engine says: why a trick is won, what each move does, how a deal ends and
### what does not add up in what it is given.

## A trick, card by card

trick-step = { $n }. { $why } The { $winning } is winning.
reason-leads = The { $card } leads: { $suit } is the suit led.
reason-leads_trump = The { $card } leads, and it is a trump.
reason-trump_cuts = The { $card } is a trump and trumps the { $against }, which is not.
reason-higher_trump = The { $card } is a stronger trump than the { $against }.
reason-higher_of_suit_led = The { $card } follows the suit led and is stronger than the { $against }.
reason-lower_trump = The { $card } is a trump, but weaker than the { $against }.
reason-lower_of_suit_led = The { $card } follows the suit led, but is weaker than the { $against }.
reason-suit_led_under_trump = The { $card } follows the suit led, but a trump is already winning: the { $against }.
reason-off_suit = The { $card } is neither of the suit led ({ $suit_led }) nor a trump ({ $trump }): it cannot win.
reason-off_suit_trump_led = The { $card } is not a trump, and trumps ({ $trump }) were led: it cannot win.
reason-only_trump = The { $card } wins: it is the only trump in the trick.
reason-highest_trump = The { $card } wins: it is the highest trump in the trick.
reason-highest_of_suit_led = The { $card } wins: nobody played a trump, and it is the highest card of the suit led ({ $suit_led }).
reason-only_trump-so_far = The { $card } is winning so far: it is the only trump played.
reason-highest_trump-so_far = The { $card } is winning so far: it is the highest trump played.
reason-highest_of_suit_led-so_far = The { $card } is winning so far: nobody has played a trump, and it is the highest card of the suit led ({ $suit_led }).

## Exchanging the 7 and the 2 of trumps for the turned-up card

reason-exchange_seven_takes_points = Under the classic rulebook, the 7 of trumps takes a turned-up card worth points, and the { $turned } is.
reason-exchange_seven_needs_points = Under the classic rulebook, the 7 of trumps only takes a turned-up card worth points, and the { $turned } is worth none.
reason-exchange_seven_takes_any = After winning a trick, the 7 of trumps takes the turned-up card, whatever it is.
reason-exchange_two_takes_blank = Under the classic rulebook, the 2 of trumps takes a blank turned-up card (7, 6, 5 or 4), such as the { $turned }.
reason-exchange_two_takes_seven_or_lower = After winning a trick, the 2 of trumps takes a 7 or a weaker card, such as the { $turned }.
reason-exchange_two_needs_blank = The 2 of trumps only takes a card worth no points, and the { $turned } is worth some.
reason-exchange_two_needs_seven_or_lower = After winning a trick, the 2 of trumps only takes a 7 or a weaker card, and the { $turned } is stronger.
reason-exchange_only_the_seven = In the regional variant the online table's guide cites, only the 7 of trumps is exchanged; the 2 is not.
reason-exchange_not_an_exchange_card = Only the 7 and the 2 of trumps are exchanged for the turned-up card.
reason-exchange_no_exchanges = These rules have no exchanges.

## A deal step by step

reason-walk_deal = Three cards are dealt to each player and the { $turned_up } is turned up: its suit is trump. { $leader } leads.
reason-walk_deal_dealer = { $dealer } deals three cards to each player and turns up the { $turned_up }, which sets the trump. { $leader }, on the dealer's right, leads.
reason-walk_play = { $player } plays the { $card }.
reason-walk_exchange = { $player } exchanges the { $given } for the turned-up { $taken }.
reason-walk_skip = { $player } keeps their trump rather than exchange it for the turned-up card.
reason-walk_trick = { $winner } wins the trick with the { $card } and takes { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. { $why }
reason-walk_draw = Drawing: { $first } first (in this order: { $order }).
reason-walk_last_draw = Last drawing round: { $taker } draws last and takes the turned-up card, the { $card }.
reason-walk_deal_auction = { $dealer } deals { $cards ->
        [3] three
       *[other] { $cards }
    } cards to each player and turns nothing up: the stock's last card lies under it { $hidden ->
        [hidden] face down
       *[other] face up
    } and sets nothing. Whoever wins the auction chooses the trump; { $opener }, on the dealer's right, opens it.
reason-walk_deal_call = { $dealer } deals the whole deck: { $cards } cards to each player, no stock and nothing turned up. { $opener }, on the dealer's right, opens the auction.
reason-walk_deal_rest = { $dealer } deals, and the dealer rests: no cards and no play this deal. The other four play in pairs, partners facing each other: { $ours } against { $theirs }, and { $dealer } goes with { $ours }. The { $turned_up } is turned up and sets the trump. { $leader }, on the dealer's right, leads.
reason-walk_bid = { $player } bids { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
reason-walk_pass = { $player } passes, and bids no more.
reason-walk_rank = { $player } bids the { $rank }.
reason-walk_trump = { $player } has won the auction and chooses { $suit } as trump.
reason-walk_sing = { $player } sings the { $marriage ->
        [40] forty
       *[other] twenty
    } in { $suit }: shows the king and the knight of { $suit }, scoring { $marriage } points.
reason-walk_call = { $player } calls the { $card }: { $suit } is trump, and whoever holds that card plays with { $player }, without a word.
reason-walk_partner_shown = The { $card } is played, and the partner is known: { $partner } plays with { $caller }.
reason-walk_partner_alone = The { $card } was { $caller }'s own: { $caller } plays alone against the others.
reason-walk_last_draw_card = Last round of drawing: { $taker } draws last and takes the card from under the stock, the { $card }.
reason-result_contract = { $made ->
        [yes] Contract made
       *[other] Contract failed
    }: { $side } bid { $amount } and { $teams ->
        [yes] their side took
       *[other] took
    } { $points } in tricks and marriages{ $made ->
        [yes] .
       *[other] , { $short ->
            [one] { $short } point
           *[other] { $short } points
        } short.
    }
reason-result_called = { $alone ->
        [yes] { $caller }, playing alone, takes { $ours } and the others { $theirs }: { $made ->
            [yes] that reaches { $goal }, and { $caller } wins.
           *[other] short of { $goal }, so the defenders win.
        }
       *[other] { $caller } and { $partner } take { $ours } and the defenders { $theirs }: { $made ->
            [yes] that reaches { $goal }, and the caller's side wins.
           *[other] short of { $goal }, so the defenders win.
        }
    }
reason-walk_over = The deal is over. { $result }
reason-walk_rest_share = { $won ->
        [yes] { $rester } did not play but was with { $players }, and wins the deal with that pair.
        [no] { $rester } did not play but was with { $players }, and loses the deal with that pair.
       *[other] { $rester } was with { $players }; nobody wins this deal, so nobody scores it.
    }
reason-result_win = { $side } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
reason-result_win_team = Team { $side } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
reason-result_win_last_trick = Tied at { $points }: { $side } wins by taking the last trick.
reason-result_win_last_trick_team = Tied at { $points }: team { $side } wins by taking the last trick.
reason-result_win_latest_trick = Tied at { $points }: the last trick went to the player who was not tied, and { $side } wins, having taken the latest trick of the tied players (the app adds this, the classic rulebook does not say it).
reason-result_draw = Tied at { $points }: nobody wins.
reason-result_replay = Tied at { $points }: the deal is played again, and that replayed deal counts double.
reason-result_annul = Tied at { $points }: the deal is annulled and nobody scores.

## What does not add up

error-unknown = Something went wrong. Please try again; if it keeps failing, start afresh.
error-at_move = Move { $n }: { $message }
error-card-not_text = That is not a card's text.
error-card-empty = No card given: write, for example, 1O or "ace of coins".
error-card-not_a_card = "{ $text }" is not a card: write, for example, 1O, 12E or "ace of coins".
error-card-unknown_rank = "{ $text }": the Spanish deck has no such rank.
error-card-unknown_suit = "{ $text }": no such suit; the suits are coins, cups, swords and clubs.
error-card-unknown_card = "{ $text }" is not a card of the Spanish deck.
error-card-too_long = That is too long to be a card.
error-rules-bad_value = "{ $value }" is not a valid "{ $field }"; allowed: { $allowed }.
error-rules-teams_need_4_or_6 = Teams play only with four or six players, not { $players ->
        [one] { $players } player
       *[other] { $players } players
    }.
error-rules-deck_does_not_split = A deck of { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    } does not split into whole tricks among { $players ->
        [one] { $players } player
       *[other] { $players } players
    }.
error-rules-five_need_rest = Five players are played with one resting each deal in turn (rest "rotate"), and only five play that way; this table has { $players }.
error-rules-five_play_in_pairs = With five players the four playing each deal form two pairs: the rules must say teams.
error-rules-five_need_dealer = With five players the dealer rests and the seat on the dealer's right leads: the first leader must be "dealer_right".
error-rules-five_not_rematada = Rematada is not played with five: the pairs change every deal, so no side carries its points from one deal to the next.
error-rules-not_rules = The rules must be a preset's name or an object of options.
error-rules-unknown_field = Unknown rules option: "{ $field }".
error-rules-unknown_preset = No rules named "{ $name }"; there are: { $known }.
error-record-not_json = The saved game is not valid JSON.
error-record-not_utf8 = The saved game is not UTF-8 text.
error-record-too_deep = The saved game is nested too deeply.
error-record-too_big = The saved game is too big.
error-record-not_an_object = The saved game must be a JSON object.
error-record-bad_format = Unknown game format ("{ $value }"); 1 is expected.
error-record-missing_field = The saved game has no "{ $field }".
error-record-unknown_field = The saved game has an unknown field: "{ $field }".
error-record-bad_rules = The game's rules are not valid: { $problem }
error-record-hand_count = One hand per player is needed: { $expected }.
error-record-hand_size = Each starting hand must hold { $expected ->
        [one] { $expected } card
       *[other] { $expected } cards
    }.
error-record-bad_card = In "{ $field }", "{ $text }" is not a card.
error-record-not_a_list = "{ $field }" must be a list.
error-record-duplicate_card = The { $card } appears twice.
error-record-wrong_deck = The cards are not the deck of { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }: extra { $stray }, missing { $missing }.
error-record-bad_leader = The leading seat ("{ $value }") is not at this table.
error-record-bad_dealer = The dealing seat ("{ $value }") is not at this table.
error-record-bad_carried = The points carried in from earlier deals ("carried") belong only to Rematada: one whole number per side ({ $sides }), each under { $target }.
error-record-leader_not_right_of_dealer = Under these rules the player on the dealer's right leads, and the game says otherwise.
error-record-bad_names = One name per player is needed ({ $expected }).
error-record-bad_move = The move "{ $move }" is not understood.
error-record-illegal_move = the move "{ $move }" is not legal: { $reason }
error-record-no_deals = The match has no deals.
error-record-bad_deal = Deal { $deal } of the match cannot be read: it needs its "record" and, once finished, its "result" and "score".
error-record-bad_deal_record = Deal { $deal }: { $message }
error-record-other_rules = Deal { $deal } is played under other rules than the match.
error-record-deal_after_end = The match was already decided before deal { $deal }.
error-record-wrong_dealer = In deal { $deal } player { $dealer } deals, but it was player { $expected }'s turn: the deal passes on every deal.
error-record-wrong_carried = Deal { $deal } starts from { $written } points carried in, but the match stood at { $expected }.
error-record-unfinished_deal = Deal { $deal } is unfinished and the match goes on after it.
error-record-result_does_not_follow = The result written for deal { $deal } is not what its tricks give under these rules.
error-record-score_does_not_follow = The score after deal { $deal } does not add up: it says { $written } and should be { $expected }.
error-record-match_does_not_follow = What the record says of the match after deal { $deal } (its score, the stake, whether it is over, who won) is not what its deals give.
error-record-not_a_log = A match's log must be a list of moves.
error-record-bad_deal_code = the cards should be dealt here ("deal:dealer:leader:cards"), and this move does not deal them.
error-record-after_end = the match is already over.
error-record-bad_side = it resigns for a side the table does not have (there are { $sides }).
error-move-deal_over = the deal is over.
error-move-exchange_pending = player { $seat } must first decide whether to exchange their trump for the turned-up card.
error-move-not_an_action = that is not a move.
error-move-card_not_in_hand = the { $card } is not in the hand of the player to move.
error-move-exchange_not_allowed = that exchange is not allowed now.
error-trick-empty_trick = Put at least one card in the trick.
error-trick-repeated_card = The { $card } is in the trick twice.
error-match-deal_not_over = The deal is not over yet.
error-match-match_over = The match is already over.
error-bot-unknown_bot = No bot named "{ $name }"; there are: { $known }.
error-input-not_a_number = "{ $what }" must be a whole number, written in digits, from { $low } to { $high }.
error-input-out_of_range = "{ $what }" must be from { $low } to { $high }.
error-input-not_utf8 = The text is not UTF-8.
error-input-not_json = The text is not valid JSON.
error-input-too_deep = The text is nested too deeply.
error-input-too_big = The text is too big.
error-input-not_a_mark = That point is not one of this deal's marked moves: the review stays where it was.
