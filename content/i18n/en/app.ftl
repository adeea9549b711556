### The app's frame, the home page and the rules page.

app-name = Brisca
nav-home = Home
nav-rules = Rules
nav-resolver = Who wins the trick?
nav-examples = Step-by-step examples
nav-practice = Practice
nav-quiz = Test yourself
frame-switch = Show the app in Spanish
frame-bad_lang = The link asks for a language that does not exist; the page follows your browser's language.
home-title = Learn to play Brisca
home-intro = Brisca is the most popular trick-taking game of the Spanish deck: three cards in hand, one trump suit, and the freedom to play any card. Every captured card adds its points, and the deck holds { $total } in all. When two sides play (two players, or two pairs or teams), more than { $half } wins; with three players, each on their own, the most points win. Here you can read the rules of all its variants, check who wins a trick, step through explained hands and practise with a coach.
home-parts = Where to start
home-rules = The rules with pictures, the variants, and what each source says.
home-resolver = Build a trick and see who wins it, and why.
home-examples = Hands explained move by move.
home-practice = Play the computer, with hints and explanations.
home-quiz = Quick questions on points, strength and tricks.
table-picture = Card
table-card = Name
table-points = Points
table-strength = Strength (1 = highest)
table-topic = Topic
table-preset = Rules in the app
table-source = Source
table-summary = Summary
table-table = Table
table-deck = Deck
table-face_down = Face down after the deal
table-to_win = Who wins the hand
rules-title = The rules of Brisca
rules-contents = Contents
rules-totals = Each suit holds { $per_suit ->
        [one] { $per_suit } point
       *[other] { $per_suit } points
    } and the deck { $total ->
        [one] { $total } point
       *[other] { $total } points
    }. When two sides play, more than { $half } wins; with three players, each on their own, the most points win.
rules-example_ana = Ana leads
rules-example_luis = Luis answers
rules-example_points = Luis takes { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, draws first and leads the next trick.
rules-presets = The app's rules and their source
rules-deck = { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }
rules-face_down = { $face_down } and the turned-up card
rules-to_win-two_sides = More than { $half ->
        [one] { $half } point
       *[other] { $half } points
    }
rules-to_win-most = The most points
rules-app_choice = { $text } (the app's choice)
rules-tables_caption = Counted by the engine: each table is dealt and the face-down cards on top of the turned-up card are counted, not counting it.

## The four sources, by a name that says what they are

source-000 = online table
    .title = The online table
source-001 = rulebook
    .title = The rulebook
source-003 = 2-to-6-players guide
    .title = The 2-to-6-players guide
source-004 = rules page
    .title = The rules page

## The app's rules, one or more per source

preset-name-000 = Online table, two players
preset-name-000-exchange = Online table, exchanging the 7
preset-name-000-three = Online table, three players
preset-name-000-pairs = Online table, four in pairs
preset-name-001 = Rulebook, two players
preset-name-001-three = Rulebook, three players
preset-name-001-pairs = Rulebook, four in pairs
preset-name-003 = 2-to-6 guide, two players
preset-name-003-five-to-win = 2-to-6 guide, match to { $target }
preset-name-003-pairs = 2-to-6 guide, four in pairs
preset-name-003-six = 2-to-6 guide, six in two teams
preset-name-003-cubierta = Brisca Cubierta
preset-name-003-rematada = Rematada, to { $target }
preset-name-004 = Rules page, two players
preset-name-004-pairs = Rules page, four in pairs
preset-000 = No exchanges; a tie at { $half } is a draw; a random player leads; a single hand is played.
preset-000-exchange = The online table with its regional variant: the winner of a trick may exchange the 7 of trumps for the turned-up card.
preset-000-three = Each on their own, with one 2 removed ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }); the most points win.
preset-000-pairs = Partners sit opposite and score together.
preset-001 = Exchanges of the 7 and the 2 on your turn; a tie goes to whoever takes the last trick; the match goes to { $target ->
        [one] { $target } hand
       *[other] { $target } hands
    } (the app's choice: the rulebook leaves the number to the players).
preset-001-three = No 2s ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }), each on their own; the most points win.
preset-001-pairs = In pairs, with the exchanges of the 7 and the 2.
preset-003 = A tie is played again and that replayed hand counts double; match points by margin; the match goes to { $target }.
preset-003-five-to-win = As above, but the match goes to { $target ->
        [one] { $target } match point
       *[other] { $target } match points
    }.
preset-003-pairs = Two pairs, with match points by margin.
preset-003-six = Two teams of three, no 2s ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }): the guide does not say how six are dealt, and the app removes the 2s so that tricks come out whole.
preset-003-cubierta = The turned-up card lies face down until someone plays the first trump, led or not.
preset-003-rematada = Points of several hands add up until one side reaches { $target }.
preset-004 = The 7 and the 2 are exchanged after winning a trick; a tie annuls the hand; the match goes to { $target ->
        [one] { $target } hand
       *[other] { $target } hands
    }.
preset-004-pairs = In pairs, with the exchanges after a won trick.
rules-table = { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, each on their own
rules-table-teams = { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, in two teams
