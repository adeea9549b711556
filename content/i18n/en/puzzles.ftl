### The puzzles page: positions of games where one move is clearly the best.

nav-puzzles = Puzzles
puzzles-intro = Each puzzle is a position taken from a game between bots where one move is clearly better than the others. It is your turn: find it. When you are right, the other side answers and you go on to the end of the puzzle; when you are wrong, the coach tells you why.
# $theme: the idea the puzzle is about; $level: its difficulty; $rating: its rating; $moves: how many moves of the learner it asks for
puzzles-about = Theme: { $theme } · Difficulty: { $level } · Puzzle rating: { $rating } · { $moves ->
        [one] one move of yours
       *[other] { $moves } moves of yours
    }
puzzles-exact = The stock is gone: a player who counted the cards knows the other side's hand, and the tricks left are worked out exactly. Any move that gets the same result as the best one counts.
# $worlds: how many deals of the hidden cards were played out; $lead: how many points the best move is ahead of the next, on average; $low, $high: its 95% interval
puzzles-sampled = Cards are still in the stock: the answer comes from playing out { $worlds } possible deals of the cards you cannot see. The best move is ahead of the next by { $lead ->
        [one] { $lead } point
       *[other] { $lead } points
    } on average (between { $low } and { $high }, with 95% confidence).
# what a puzzle asks ($task), by what its table counts ($counts: deal or bands, 003's match points)
puzzles-task = { $task ->
        [win] With the cards left, this move wins or loses the deal: find the one that wins it.
        [tie] The deal can no longer be won, but it can still be tied: find the move that saves the tie.
        [bands] The match points you score depend on this move: find the one that scores the most.
        [chance] This move clearly changes your chance to win the deal: find the one that raises it most.
       *[points] The deal is yours whatever you play{ $counts ->
            [bands] {" "}and the match points come out the same
           *[other] {""}
        }: take the most points.
    }
# a sampled puzzle chosen by what the table counts: $lead, $low, $high as in Spanish
puzzles-sampled-worth = Cards are still in the stock: the answer comes from playing out { $worlds } possible deals of the cards you cannot see. { $counts ->
        [bands] The best move scores { $lead } match points more than the next one on average
       *[other] The best move wins the deal in { $lead } more deals of every 100 than the next one
    } (between { $low } and { $high }, with 95% confidence).
puzzles-theme-stock = the stock and the turned-up card
puzzles-theme-trumps = trumps
puzzles-theme-partner = playing with the partner
puzzles-theme-leading = leading
puzzles-theme-counting = counting the cards
puzzles-theme-following = the trick on the table
puzzles-theme-exchange = the exchange
puzzles-theme-signals = signals
puzzles-level-1 = easy
puzzles-level-2 = medium
puzzles-level-3 = hard
# $step: which of the learner's moves this is; $moves: how many the puzzle asks for
puzzles-your_move = Your turn: which card do you play?{ $moves ->
        [one] {""}
       *[other] {" "}(move { $step } of { $moves })
    }
puzzles-right = Well spotted: that was it. The other side has answered: go on, the puzzle is not over yet.
puzzles-solved = Solved! You found the best move.
puzzles-solved_missed = Solved, but not at the first try: this try counts as missed.
# once solved: why the answer was best, against the nearest wrong move ($wrong, said as what one does)
puzzles-why = And { $wrong }? { $why }
puzzles-try_again = You may play it now to go on with the puzzle, or go on to the next one.
puzzles-next = Next puzzle
# $rating, $rd: the learner's rating and how far it may still be off
puzzles-your_rating = Your puzzle rating: { $rating } (± { $rd }). It goes up when you solve a puzzle at the first try and down when you miss; the next puzzle is chosen near it.
puzzles-link = Link to this puzzle
puzzles-none = No puzzles are stored yet.
error-puzzle-bad_id = The link names no puzzle: a puzzle's name looks like "000-001". Here is another one.
error-puzzle-unknown_id = The link names a puzzle that does not exist. Here is another one.
error-puzzle-bad_move = That move is not allowed in this position: pick one of your cards.
error-puzzle-bad_step = That step is not one of this puzzle's: go on from where you are.
error-puzzle-stale_move = That move was made in a position already left behind: go on from the one on the table.
error-puzzle-bad_file = A puzzle file is damaged and cannot be read.
home-puzzles = Positions from games with one move clearly the best: find it.
error-puzzle-bad_kept = Your kept puzzle rating could not be read, so it was left aside: you start again from a new rating.
# the two sets a puzzle is chosen from; $count: how many puzzles of the learner's own are kept
puzzles-set = Puzzles to play
puzzles-set-rated = Rated puzzles
puzzles-set-mine = { $count ->
        [0] My mistakes
       *[other] My mistakes ({ $count })
    }
# $theme, $level, $moves as in puzzles-about (a learner's own puzzle has no rating)
puzzles-mine-about = Theme: { $theme } · Difficulty: { $level } · { $moves ->
        [one] one move of yours
       *[other] { $moves } moves of yours
    }
# $label: the coach's word for the move the learner made there
puzzles-mine-origin = This position comes from one of your practice deals: the coach called the move you made here a { $label }. Can you find a better one now?
puzzles-mine-intro = Your own puzzles: positions of your practice deals where the coach saw a clear mistake of yours. Find the move you missed; when you are wrong, the coach tells you why.
# as puzzles-sampled, of a position of the learner's own game: $lead is how far behind the best the move they played was
puzzles-mine-sampled = Cards were still in the stock: in your game the coach played out { $worlds } possible deals of the cards you could not see, and the move you made was { $lead ->
        [one] { $lead } point
       *[other] { $lead } points
    } behind the best on average (between { $low } and { $high }, with 95% confidence). Any move it could not tell clearly worse than the best counts as right.
puzzles-mine-none = You have no puzzles of your own yet. Play a deal in Practice with the coach on: when it ends, each clear mistake or blunder of yours becomes a puzzle here.
puzzles-mine-damaged = One of your own puzzles is damaged and cannot be read, so it was left out.
## The progress list's part for the puzzles: the learner's rating after each try.
puzzles-progress-title = Your puzzle rating
# $tries: how many tries are kept; $rating, $rd: the rating after the latest one and how far it may still be off
puzzles-progress-about = After { $tries ->
        [one] your one try
       *[other] your { $tries } tries
    } at the puzzles, your rating is { $rating } (± { $rd }). The line is your rating after each try, and the shaded band around it is that rating give or take its deviation, how far it may still be off: the narrower the band, the surer the rating.
puzzles-progress-none = You have not tried any puzzle yet. Every puzzle you try on the Puzzles page moves your rating, and here you will see it try by try.
puzzles-progress-go = Try a puzzle
puzzles-progress-damaged = Your kept puzzle tries are damaged and cannot be read, so your rating over time is not shown.
puzzles-progress-chart = Your rating after each try
puzzles-progress-try = Try
puzzles-progress-date = Date
puzzles-progress-puzzle = Puzzle
puzzles-progress-result = Result
puzzles-progress-rating = Rating
puzzles-progress-rd = ± deviation
puzzles-progress-solved = solved at the first try
puzzles-progress-missed = missed
puzzles-progress-list = Every try
