"""The table: a game of seats, people and bots, deal after deal of a match (``flow`` over
``game``, ``seats`` and the learner's ``decisions``), what each seat's board shows
(``board``, ``seat_board``, ``match_talk``), the review of a deal (``review``), the games
saved and kept (``storage`` on ``sqlite_file``, ``kept_games``) and a learner's progress
(``progress``). Practice is this table with one person and bots."""
