### Your progress: the games you finished, with their figures over time.

progress-title = Your games
progress-about = { $games ->
        [one] { $games } finished game
       *[other] { $games } finished games
    }, kept under this page's link: save it to see them again from another device.
progress-list = All your finished games
progress-when = Date
progress-rules = Rules
progress-level = Level
progress-result = Result
progress-result-won = Won
progress-result-lost = Lost
progress-result-tie = Tie
progress-result-resigned = Resigned
progress-open = Review
progress-open_review = See the review
progress-game_n = Game (at each table)
progress-bad_key = The link holds a player key that is not valid: it is left out.
