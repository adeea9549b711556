### Practice against the computer, and the review at the end.

practice-title = Practice
practice-new_game = New game
practice-level = Level
practice-level-easy = Easy
practice-level-normal = Normal
practice-level-hard = Hard
practice-rules = Rules
practice-rules_line = { $name }. { $summary }
practice-coaching = Coach
practice-counting = Count for me
practice-aids = Help at the table
practice-deal_by = Deal
practice-deal_by-random = At random
practice-deal_by-number = By number
practice-deal = Deal number
practice-deal_help = The same number deals the same cards: use it to replay or share a deal.
practice-signals = Partner signals
practice-signals_help = A signal is made on your turn, before you play your card, and only if it is true; unless you choose otherwise, your partner sees it and the opponents do not. The two sources that give them have different tables, and with the 2-to-6-player guide's, signals are made as the deal begins: in the first trick only, before your first card.
practice-signals_seen = Who sees the signals
practice-signals_seen-secret = Only the partner
practice-signals_seen-open = The opponents too
practice-start = Start
practice-seat-0 = You
practice-exchange = Exchange the { $given } for the turned-up { $taken }
practice-skip = Do not exchange
practice-verdict = { $label }: { $cost }. Better was { $better }.
practice-hint = Hint
# $ahead: how the learner ends on average after the move, "ahead", "behind" or "level";
# $points: by how many points (rounded, never negative).
practice-hint_text = Best now: { $move }. On average you would end { $ahead ->
        [ahead] { $points ->
            [one] about a point ahead
           *[other] about { $points } points ahead
        }
        [behind] { $points ->
            [one] about a point behind
           *[other] about { $points } points behind
        }
       *[level] level on points
    }, and win { $win ->
        [0] hardly ever
        [100] almost every time
       *[other] { $win }% of the time
    }.
# $moves: the other moves the coach labels best too, listed (the hint's best leads them by a hair)
practice-hint_also = About as good: { $moves }.
practice-final = Final: you { $you }, the opponent { $bot }
practice-result-you = You win!
practice-result-bot = The opponent wins.
practice-result-draw = A tie: nobody wins.
practice-result-replay = A tie: this deal does not count.
practice-result-annul = A tie: the deal is annulled.
practice-by_last_trick = (Tied at { $half }, settled by the last trick.)
practice-by_latest_trick = (Tied at { $half }. The last trick went to the player who was not tied, so the latest trick one of the tied players took settles it: the app adds this, the classic rulebook does not say it.)
practice-again = { $match ->
        [yes] Play this match again
       *[no] Play this deal again
    }
practice-share = { $match ->
        [yes] Link to share this match:
       *[no] Link to share this deal:
    }
practice-resume = Continue the game in progress
review-title = Review
review-played = You played
review-best = Best
# the decisions grid: what a move cost of what the table counts ($counts, $win, $worth, $lost as in reason-coach_counts)
review-cost = Cost (what the table counts)
review-cost_short = { $counts ->
        [bands] { $worth ->
            [one] one match point
           *[other] { $worth } match points
        }
        [contract] { $worth ->
            [one] one deal
           *[other] { $worth } deals
        } of the match
        [persons] { $worth ->
            [one] one point
           *[other] { $worth } points
        } of your score
        [points] { $lost ->
            [one] one point
           *[other] { $lost } points
        }
       *[deal] { $win }% chance to win
    }
review-lost = Points lost
review-label = Verdict
review-why = Why
review-trick = Trick
review-no_coaching = You played without the coach: there are no verdicts.
error-storage-bad_id = The link does not hold a valid game.
error-storage-unknown_id = No game is saved under that link.
error-storage-broken_game = The saved game is damaged and cannot be opened.
error-practice-no_such_deal = This match has no such deal.
error-practice-broken_game = The saved game is damaged and cannot be opened.
error-practice-bad_settings = Those game settings are not valid.
error-practice-bad_deal = The deal number must be a whole number of up to 9 digits.
error-practice-illegal_action = That move is not allowed now.
error-practice-not_your_turn = It is not your turn.
error-practice-nothing_to_take_back = You have no move to take back.
error-practice-game_over = The game is over.
error-practice-deal_not_over = The deal is not over yet: the next one is dealt when this one ends.
error-storage-unavailable = Saved games cannot be opened right now. Please try again in a while.
error-storage-read_only = Saved games can be read but not saved: your move was not saved. Please try again in a while.
error-storage-locked = Saved games are busy right now: your move was not saved. Please try again.
error-storage-busy = Saved games are busy right now: the game could not be read. Please try again.
error-storage-corrupt = The saved games are damaged and cannot be read. Nothing was changed.
error-storage-conflict = The game changed in another tab: here it is as it stands now.
error-storage-full = The disk that holds saved games is full: your move was not saved, and the game is as it was.
error-storage-too_big = The game has grown too big to be saved: your move was not saved, and the game is as it was.
error-storage-older_schema = Saved games are in a database from an older version of Brisca, which this version does not read. Nothing was changed. Whoever runs the app must move that database aside (with SQLite, move the file elsewhere) and start with a new one: see the Storage section of the README.
error-storage-newer_schema = Saved games are in a database from a newer version of Brisca, which this version does not read. Nothing was changed. Whoever runs the app must install that newer version, or start with a new database: see the Storage section of the README.
error-storage-not_ours = The database set for saved games is not Brisca's, so it is left alone. Whoever runs the app must name a new database (with SQLite, a file that does not exist yet): see the Storage section of the README.
practice-take_back = Take back my move
practice-resign = Resign
practice-result-resigned = You resigned: the opponent wins.
review-points = Points
review-half = More than { $half } wins
board-trick_taken = { $who_article ->
        [definite] The { $who }
       *[none] { $who }
    } takes the trick: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
board-trump = Trump: { $suit }
board-trump_hidden = Trump: not known yet
board-stock = { $with_turned_up ->
        [0] { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the stock
       *[other] { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the stock, and the turned-up card
        [face_down] { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the stock, and under it, face down, the card that marks trumps
        [last_down] { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the stock, and under it, face down, the last card
        [last_up] { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the stock, and under it, face up, the last card
    }
board-unseen = Unseen: { $trumps ->
        [one] { $trumps } trump
       *[other] { $trumps } trumps
    }, { $aces ->
        [one] { $aces } ace
       *[other] { $aces } aces
    }, { $threes ->
        [one] { $threes } three
       *[other] { $threes } threes
    }
board-wins = wins
board-pile = Won: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
board-pile_cards = Won: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
board-your_turn = Your turn: pick a card.
board-bot_turn = The computer is playing…
board-hand = Your hand
# The seat that leads the trick, marked on the table (the others show their number in the trick).
board-leads = Leads
# A signal seen, with the trick it was made in: 'Trick 5 · The partner shakes their head: "I hold no trumps".'
board-signal = Trick { $trick } · { $text }
# Why a signal seen may no longer hold: shown under it, the line drawn as past.
board-signal_lapsed-played = No longer true: the { $card } was played after it.
board-signal_lapsed-drew = May no longer be true: cards have been drawn since.
board-signal_lapsed-trick_over = It was for that trick.
board-signal_yours = Your signal: { $gesture } ("{ $sign }").
board-signal_lapsed_yours-played = No longer true: you played the { $card } after it.
board-signal_lapsed_yours-drew = May no longer be true: you have drawn since.
practice-hint_move = { $move }: { $ahead ->
        [ahead] { $points ->
            [one] about a point ahead
           *[other] about { $points } points ahead
        }
        [behind] { $points ->
            [one] about a point behind
           *[other] about { $points } points behind
        }
       *[level] level on points
    } at the end, on average; { $win }% to win
board-trick_taken_you = You take the trick: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
practice-praise-best = Well played: that was the best move.
practice-praise-good = Good move, nearly as good as the best: { $cost }.
practice-hint_off = No hints: a game without the coach
practice-resign_confirm = Resign? Click again
board-history = { $n ->
        [0] No trick played yet
        [one] The trick played
       *[other] The { $n } tricks played
    }
practice-level-easy-about = The computer follows the sources' advice, but { $noise }% of the time it plays a card at random: the weakest.
practice-level-normal-about = The computer always plays by the sources' advice (lead blank cards, keep the high trumps, count what is out).
practice-level-hard-about = The computer tries each move over { $worlds } possible deals of the cards it cannot see{ $learned ->
        [reads] , plays each out as it learned by playing against itself, counts most the deals that best explain the last cards you played
        [reads-table] , plays each out as it learned by playing against itself, counts most the deals that best explain the last cards each player played
        [plays] , plays each out as it learned by playing against itself
       *[no] {""}
    } and, at the end, works the deal out exactly: the strongest.
# The seats by what each is to the learner (the one rival at two: the opponent): a label of its own on the board.
practice-seat-partner = Partner
practice-seat-partner_n = Partner { $n }
practice-seat-rival = Opponent
practice-seat-rival_n = Rival { $n }
practice-seat-bot_n = Computer { $n }
# The same seats in running text, without their article: the sentence gives it ("Rival 1 takes the trick").
practice-name-partner = partner
    .article = definite
practice-name-partner_n = Partner { $n }
practice-name-rival = opponent
    .article = definite
practice-name-rival_n = Rival { $n }
practice-name-bot_n = Computer { $n }
practice-final_teams = Final: your side { $yours }, the other side { $theirs }
practice-result-side_you = Your side wins!
practice-result-side_them = The other side wins.
practice-result-resigned_teams = You resigned: the other side wins.
practice-final_each = Final: { $scores }
practice-score_you = you { $points }
practice-score_seat = { $who_article ->
        [definite] the { $who }
       *[none] { $who }
    } { $points }
practice-result-seat = { $who_article ->
        [definite] The { $who }
       *[none] { $who }
    } wins.
practice-result-resigned_each = You resigned the deal.
practice-side-yours = Your side
practice-side-theirs = The other side
# Five players: each seat by its number at the table (the pairs change every deal), and what it is to the learner in this one.
practice-seat-five_partner = Player { $n } · partner
practice-seat-five_rival = Player { $n } · rival
practice-seat-bot_partner = Computer { $n } · partner
practice-seat-bot_rival = Computer { $n } · rival
practice-five-playing = Player { $rester } sits this deal out, on { $side ->
        [us] your side
       *[them] the other pair's side
    }. You play with Player { $partner } against Players { $b1 } and { $b2 }.
practice-five-resting = It's your turn to sit out this deal: you hold no cards and see nobody's, only what is played on the table. Players { $a1 } and { $a2 } play for your side (if they win, you score what they score) against Players { $b1 } and { $b2 }.
practice-five-rest_status = You sit this deal out. { $who_article ->
        [definite] The { $who }
       *[none] { $who }
    } to play…
practice-five-final_rest = Final: { $ours }, on your side, { $yours }; { $others }, { $theirs }
practice-five-result_rest = { $won ->
        [yes] Your pair wins, and you with them.
       *[other] The other pair wins.
    }
practice-not_yours = { $over ->
        [yes] This game was played in another browser and is over: here is its review, or deal the same cards for yourself.
       *[no] This game is being played in another browser: only that browser can play it on. You can see the review of each deal once it is over, or deal the same cards for yourself.
    }
practice-not_yours-play = { $match ->
        [yes] Play this match myself
       *[no] Play this deal myself
    }
error-practice-not_yours = This game is being played in another browser: only that browser can play it on, so nothing was changed.
