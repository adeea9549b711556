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
home-intro = Brisca is a trick-taking game played with the Spanish deck: with { $hand ->
        [one] one card
       *[other] { WORDS($hand) } cards
    } in hand and one trump suit, the aim is to take the tricks worth the most points.
home-app = Here you learn it step by step, in short lessons, and practise against the computer, which points out each mistake and says why.
home-variants = Brisca is played here by two, three, four in pairs, five with one resting each deal and six in two teams, with each source's exchanges, tie-break and kind of match, and also as Brisca Cubierta, Rematada, Brisca Subastada and Briscola chiamata. { $all_practised ->
        [yes] Every one of them can be played at the practice table, against the computer.
       *[no] Not all of them can be played at the practice table yet.
    }
home-variants-title = The variants
home-parts = Everything you can do here
home-rules = The rules with pictures, the variants, and what each source says.
home-resolver = Build a trick and see who wins it, and why.
home-examples = Deals and tricks explained move by move.
home-practice = Play the computer, with hints and explanations.
home-quiz = Quick questions on points, strength and tricks, the auctions too.
grid-picture = Card
grid-card = Name
grid-points = Points
grid-strength = Strength (1 = highest)
grid-topic = Topic
grid-preset = Rules in the app
grid-source = Source
grid-summary = Summary
grid-table = Table
grid-deck = Deck
grid-face_down = Face down after the deal
grid-to_win = Who wins the deal
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
        [one] One card
       *[other] { WORDS($deck, capital: "yes") } cards
    }
rules-face_down = { $face_down } and the turned-up card
rules-to_win-two_sides = More than { $half ->
        [one] { $half } point
       *[other] { $half } points
    }
rules-to_win-most = The most points
rules-app_choice = { $text } (the app's choice)
rules-tables_caption = Each table has been dealt and the face-down cards on top of the turned-up card counted, leaving it out.

## The four sources, by a name that says what they are and that no page of the app
## shares. Without the article: the sentence gives it.

source-000 = online table's guide
    .title = The online table's guide
source-001 = classic rulebook
    .title = The classic rulebook
source-003 = 2-to-6-player guide
    .title = The 2-to-6-player guide
source-004 = web fact sheet
    .title = The web fact sheet
# A source inside a list ("the classic rulebook, the 2-to-6-player guide and the web fact sheet").
source-in-list = the { $source }

## The app's rules, one or more per source

preset-name-000 = Online table, two players
preset-name-000-exchange = Online table, exchanging the 7
preset-name-000-three = Online table, three players
preset-name-000-pairs = Online table, four in pairs
preset-name-001 = Classic rulebook, two players
preset-name-001-three = Classic rulebook, three players
preset-name-001-pairs = Classic rulebook, four in pairs
preset-name-003 = 2-to-6 guide, two players
preset-name-003-five-to-win = 2-to-6 guide, match to { $target }
preset-name-003-pairs = 2-to-6 guide, four in pairs
preset-name-003-six = 2-to-6 guide, six in two teams
preset-name-003-five = 2-to-6 guide, five with one resting
preset-name-003-cubierta = Brisca Cubierta
preset-name-003-rematada = Rematada, to { $target }
preset-name-004 = Web fact sheet, two players
preset-name-004-pairs = Web fact sheet, four in pairs
preset-name-003-pairs-signals = 2-to-6 guide, pairs with signals
preset-name-004-pairs-signals = Web fact sheet, pairs with signals
preset-000 = No exchanges; a tie at { $half } is a draw; a random player leads; a single deal is played.
preset-000-exchange = The online table with the regional variant its guide gives: the winner of a trick may exchange the 7 of trumps for the turned-up card.
preset-000-three = Each on their own, with one 2 removed ({ $deck ->
        [one] one card
       *[other] { WORDS($deck) } cards
    }); the most points win.
preset-000-pairs = Partners sit opposite and score together.
preset-001 = Exchanges of the 7 and the 2 on your turn; a tie goes to whoever takes the last trick; the match goes to { $target ->
        [one] one deal
       *[other] { WORDS($target) } deals
    } won (the app's choice: the classic rulebook leaves the number to the players).
preset-001-three = No 2s ({ $deck ->
        [one] one card
       *[other] { WORDS($deck) } cards
    }), each on their own; the most points win.
preset-001-pairs = In pairs, with the exchanges of the 7 and the 2.
preset-003 = A tie is played again and that replayed deal counts double; match points by margin; the match goes to { $target }.
preset-003-five-to-win = As above, but the match goes to { $target ->
        [one] { $target } match point
       *[other] { $target } match points
    }.
preset-003-pairs = Two pairs, with match points by margin.
preset-003-six = Two teams of three, no 2s ({ $deck ->
        [one] one card
       *[other] { WORDS($deck) } cards
    }): the guide removes no card for six, so the tricks do not come out whole; the app removes the 2s so that they do.
preset-003-five = Five people: the dealer sits the deal out and the other four play it in two pairs, partners in alternate seats; the one resting shares the side of the player who leads, and scores with them if they win. Each person keeps their own match points, first to { $target }.
preset-003-cubierta = The turned-up card lies face down until someone plays the first trump, led or not.
preset-003-rematada = The points of every deal add up, those of a tied deal too, until one side reaches { $target }.
preset-004 = The 7 and the 2 are exchanged after winning a trick; a tie annuls the deal; the match goes to { $target ->
        [one] one deal
       *[other] { WORDS($target) } deals
    } won.
preset-004-pairs = In pairs, with the exchanges after a won trick.
preset-003-pairs-signals = Two pairs who make the guide's four signals, all about trumps.
preset-004-pairs-signals = In pairs, with the exchanges after a won trick and the fact sheet's eight signals.
rules-table = { $players ->
        [one] One player
       *[other] { WORDS($players, capital: "yes") } players
    }, each on their own
rules-table-teams = { $players ->
        [one] One player
       *[other] { WORDS($players, capital: "yes") } players
    }, in two teams
rules-table-resting = { $players ->
        [one] One player
       *[other] { WORDS($players, capital: "yes") } players
    }, one resting each deal in turn and the other four in two pairs
