# Play with friends: one table for several people (and computers, if wanted).
nav-friends = Play with friends
home-friends = One table to play your friends, each from their own phone or computer.
friends-title = Play with friends
friends-intro = Choose the rules and who sits in each seat. Each person gets a link of their own; whoever has the onlookers' link sees the table without playing.
friends-rules = Rules
friends-seat = Player { $n }
friends-choice-person = A person
friends-choice-bot = Computer ({ $level })
friends-create = Create the table
friends-links = The table is ready. Give each person their link: it is theirs alone, share it with nobody else.
friends-link_seat = Player { $n }'s link
friends-link_watch = Link to watch the game (without playing)
friends-another = Another table
friends-watching = You are watching: you see what everyone at the table sees, nobody's cards.
friends-you_are = You play in player { $n }'s seat.
friends-bot_seat = Computer { $n } ({ $level })
# whose turn it is, a seat in a sentence: "It is Player 3's turn", "It is the opponent's turn"
friends-waiting = It is { $who_article ->
        [definite] the { $who }
       *[none] { $who }
    }'s turn.
# What the onlookers of a friends' table are told at the end of a deal: no side is theirs, each seat by its number.
watch-final = Final: { $sides }
watch-side = { $seats }, { $points }
watch-won = { $seats } { $many ->
        [yes] win
       *[no] wins
    }{ $rester ->
        [none] .
       *[other] , and with them { $rester }, who sits this deal out.
    }
watch-match_won = { $seats } { $many ->
        [yes] win the match
       *[no] wins the match
    }.
error-friends-bad_seats = That table does not have that number of seats.
error-friends-nobody = At least one person must sit at the table.
error-friends-bad_link = That link is not a table's: ask whoever made it to send it again.
error-friends-not_a_table = That link is not a friends' table.
error-friends-wrong_token = That link opens no seat at this table: ask whoever made it for yours.
error-friends-watching = You are watching the game: this link cannot play.
error-friends-not_here = At a friends' table no move can be taken back and no hints are given.
friends-resigned-you = You resigned the match: your rival wins.
friends-resigned-partner = Your partner resigned: the other side wins.
friends-resigned-rivals = The rivals resigned: your side wins.
friends-resigned-seat = { $who_article ->
        [definite] The { $who }
       *[none] { $who }
    } resigned the match.
friends-watch_resigned = Player { $n } resigned the match.
friends-watch_resigned_side = Player { $n } resigned the match for their side.
error-friends-match_not_over = A rematch can be played once the match is over.
error-friends-deal_not_over = Your moves can be reviewed once the deal is over.
friends-rematch = Play a rematch
friends-rematch_help = Another match at this table: everyone moves one seat along, and the links stay the same.
friends-review = Review my moves with the coach
friends-review_help = The coach does not watch while you play. Once the deal is over it judges your moves, and only yours.
friends-reviewing = The coach is going over your moves…
# The review at a friends' table, of a deal with no move to choose (resigned at once).
review-no_decisions = You had no move to choose in this deal.
error-friends-expired = This table has expired: nobody has played at it for { $days } days. Make a new one from "Play with friends".
error-friends-taken_over = Your seat is being played from another browser now: this move was not made.
friends-seat_taken = Your seat is open in another browser right now. If that is you, you can go on playing from here: the other one will no longer be able to play.
friends-play_here = Play from here
friends-seat_lost = Your seat is now played from another browser. To play from here again, take your seat back.
friends-play_here_again = Play from here again
friends-counting = Add up the points of each pile
friends-counting_help = The online table's guide lets each pile of tricks show only how many cards it holds. Turn this on and the table adds up their points too, as practice does.
error-friends-friends_table = This game is a friends' table: it is played only from each player's own link, on "Play with friends". Nothing was changed.
friends-not_practice = This game is a friends' table, not a practice game: it is played and watched only from the links its players were given, on "Play with friends". Nothing of it is shown here.
