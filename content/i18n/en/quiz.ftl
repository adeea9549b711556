### Test yourself: questions made by the engine.

quiz-title = Test yourself
quiz-score = Right
quiz-streak = Streak
quiz-best_streak = Best streak
quiz-progress = Question { $n } of { $total }
# $figure: yes for the jack, the knight and the king, whose picture shows $number, which is not their value
quiz-q-points = How many points is the { $card }{ $figure ->
        [yes] , the card numbered { $number },
       *[no] {""}
    } worth?
quiz-q-stronger = Which of these two cards is stronger?
quiz-q-trick = Trump is { $trump } and the suit led is { $suit_led }. Which card wins the trick?
quiz-q-pile = How many points do these cards hold?
quiz-q-exchange = { $rule ->
        [rulebook] Under the classic rulebook, on your turn, may you exchange the { $given } for the turned-up { $turned }?
        [after_win] Under the web fact sheet, after winning a trick, may you exchange the { $given } for the turned-up { $turned }?
       *[seven_after_win] Under the regional variant the online table's guide cites, after winning a trick, may you exchange the { $given } for the turned-up { $turned }?
    }
quiz-played = #{ $n }
quiz-in_hand = In your hand
quiz-turned_up = Turned up
quiz-yes = Yes
quiz-no = No
quiz-right = Right!
# $answer: a number
quiz-wrong = Not quite: the answer is { $answer }.
# $answer: an option's label as its button says it ("I lost"), quoted: it reads as a quote mid-sentence
quiz-wrong-option = Not quite: the answer is “{ $answer }”.
quiz-wrong-yes_no = { $answer ->
        [yes] Not quite: you may.
       *[no] Not quite: you may not.
    }
quiz-next = Next question
quiz-finish = See the result
quiz-new_round = New round
quiz-round_over = Round over: { $right } of { $total } right.
# $scale: the ranks that score, each with its points
reason-quiz_points = The { $card } { $points ->
        [0] is worth no points
        [one] is worth { $points } point
       *[other] is worth { $points } points
    }: in each suit only the { $scale } score, and the other cards are worth nothing.
# $ranking: the ranks of the deck, strongest first
reason-quiz_stronger = The { $strong } is stronger than the { $weak }: in each suit the order from strongest to weakest is { $ranking }.
# a reason that compares cards of one suit ($why), with the order it rests on ($ranking: the ranks, strongest first)
reason-by_strength = { $why } In each suit, from strongest to weakest: { $ranking }.
# $cards: the cards in the order of the sum $sum
reason-quiz_pile = In order, { $cards } are worth { $sum } = { $total }.
quiz-wrong-card = Not quite: the answer is the { $answer }.
quiz-problem-no_round = The link has answers but not the round they belong to: a new round starts.
quiz-problem-bad_round = The link's round does not exist: a new round starts.
quiz-problem-bad_answers = The link's answers do not fit the questions of its round: a new round starts.
quiz-problem-bad_progress = The link's question number does not fit its answers: a new round starts.
