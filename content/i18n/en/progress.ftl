### Your progress: the games you finished, with their figures over time.

progress-title = Your games
progress-about = { $games ->
        [one] { $games } finished game
       *[other] { $games } finished games
    }, kept in this browser: another browser, or this one once its cookies are cleared, will not list them.
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
progress-damaged = { $games ->
    [one] One of your saved games is damaged and cannot be read: it is not in the list.
   *[other] { $games } of your saved games are damaged and cannot be read: they are not in the list.
}
