# Briscola chiamata: the auction, the called card and the hidden partner (brisca.core.chiamata).
error-action-bad_rank = "{ $text }" is not a bid: a bid names a rank (rank:1, rank:3, rank:12, rank:11, rank:10, rank:7, rank:6, rank:5, rank:4 or rank:2).
error-move-auction_first = the auction is still on: bid or pass before any card is played.
error-move-call_pending = the auction has been won, and its winner must now call a card.
error-move-call_wrong_rank = the card called must be of the rank that won the auction (the 2, after a bid in points).
error-move-no_call_yet = no card is called yet: the auction has to end first.
error-move-no_points_bids = at this table nobody bids in points: only ranks, from the ace down to the 2.
error-move-bid_out_of_range = a bid in points goes from 61 to 120.
error-move-bid_too_low = that bid does not beat the standing one: name a lower rank or, past the 2, more points.
error-move-no_auction = there is no auction at this table.
error-rules-called_needs_five_alone = Briscola chiamata is played by five, each on their own, with the whole 40-card deck dealt, nothing turned up, no exchanges nor signals, a single deal, and the player on the dealer's right leading.
preset-name-003-chiamata = Briscola chiamata, five with a called partner
preset-003-chiamata = Five players with eight cards each and nothing turned up. Bids name a rank, from the ace down to the 2, and after the 2 they go on in points; the winner calls a card of that rank, its suit is trump, and whoever holds it is the caller's partner, unknown to the rest until it is played. The caller's side needs 61 points, or the points it bid.
cli-hint_margin-called = With each move, how many points ahead of the other side its side would end (the caller with its partner, or the defenders), on average (negative: behind), and the chance that its side wins the deal:
cli-arena_seatings-called = Each deal played five times, { $a } in each seat in turn against four of { $b }; each one's side comes out of the auction.
cli-arena_called = {"  "}{ $a } on the caller's side (calling or called): score { $score } (95%: { $lo }–{ $hi }) over { $games ->
        [one] { $games } game
       *[other] { $games } games
    }; defending: { $dscore } (95%: { $dlo }–{ $dhi }) over { $dgames ->
        [one] { $dgames } game
       *[other] { $dgames } games
    }; { $person } a person on average (two bots alike: 0); { $passed ->
        [one] { $passed } deal everybody passed
       *[other] { $passed } deals everybody passed
    }.
# The auction's actions, as a button or a list says them and as what one does.
action-rank = bid the { $rank }
action-call = call the { $card }
doing-rank = bidding the { $rank }
doing-call = calling the { $card }
# The board: the call, the partner as far as the seat knows, each seat's side ("?" while unknown).
# $who: a seat as a name (its article given here when it takes one, "the computer 3"); $you: yes where it is the seat the board speaks to.
chiamata-board-calling = { $you ->
        [yes] You won the auction: call the { $rank } of any suit you like. That suit will be trumps, and whoever holds the card, your partner.
       *[other] { $who_article ->
            [definite] The { $who }
           *[none] { $who }
        } won the auction and now calls a card.
    }
chiamata-board-your_call = Your turn to call a card.
chiamata-board-called = { $you ->
        [yes] You called
       *[other] { $who_article ->
            [definite] The { $who }
           *[none] { $who }
        } calls
    } the { $card }: { $suit } are trumps. The caller's side needs { $goal } of { $total }.
chiamata-board-partner_shown = { $alone ->
        [yes] { $you ->
            [yes] The called card was in your own hand: you play alone against four.
           *[other] The called card was in the caller's own hand, { $who_article ->
                [definite] the { $who }'s
               *[none] { $who }'s
            }: it plays alone against four.
        }
       *[other] { $you ->
            [yes] The called card has been played: everyone knows you are the partner.
           *[other] The called card has been played: the partner is { $who_article ->
                [definite] the { $who }
               *[none] { $who }
            }.
        }
    }
chiamata-board-partner_you = { $alone ->
        [yes] The called card is your own: you play alone against four.
       *[other] You hold the called card: you are { $who_article ->
            [definite] the { $who }'s
           *[none] { $who }'s
        } partner, and nobody else knows it until you play it.
    }
chiamata-board-partner_hidden = { $you ->
        [yes] Your partner is whoever holds that card: you will know when it is played.
       *[other] Whoever holds that card is with the caller, and until it is played only its holder knows.
    }
chiamata-tag-caller = caller
chiamata-tag-partner = partner
chiamata-tag-rival = rival
# The end of the deal: the two sides' points, made or not, what each person scores; nobody bid.
chiamata-final = Final: the caller's side ({ $callers }) { $ours }, the defenders { $theirs }.
chiamata-result = { $made ->
        [yes] The caller's side reaches { $goal } and wins.
       *[other] The caller's side falls short of { $goal }: the defenders win.
    } Scores of the deal: { $persons }.
# $who: a seat as a name, in a list ("you +2, the computer 2 +1…")
chiamata-person = { $who_article ->
        [definite] the { $who }
       *[none] { $who }
    } { $score }
chiamata-annulled = Everybody passed: the deal is annulled and nobody scores.
