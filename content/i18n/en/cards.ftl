### The deck's words.

rank-1 = ace
rank-2 = two
rank-3 = three
rank-4 = four
rank-5 = five
rank-6 = six
rank-7 = seven
rank-8 = eight
rank-9 = nine
rank-10 = jack
rank-11 = knight
rank-12 = king
suit-O = coins
suit-C = cups
suit-E = swords
suit-B = clubs
card-name = { $rank } of { $suit }
card-back = face-down card
# A seat in running text, as a name: "Player 2 leads", "the card of Player 2".
seat-name = Player { $n }
seat-label = Player { $n }
seat-with_team = { $seat } (Team { $team })
team-name = Team { $n }
action-exchange = exchange the { $card } for the turned-up card
action-skip = no exchange
card-in-list = the { $card }
# A rank that scores, with its points, in a list: "ace (11), three (10)… and jack (2)".
rank-with_points = { $rank } ({ $points })
# A seat or a person inside a list, with the article its name takes: "you, the computer 2 and Ana".
name-in-list = { $who_article ->
        [definite] the { $who }
       *[none] { $who }
    }
# The seat a text speaks to, among the others: "you and Player 3".
seat-you = you
# A card's caption with its rank by name, under its picture: "#1 · jack", "Turned up · knight".
card-caption = { $place } · { $rank }
