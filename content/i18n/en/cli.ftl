### The command line: python -m brisca.

cli-winner = The { $card } (card { $position }) wins the trick.
cli-points = The trick is worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
cli-trump = Trump: { $suit }.
cli-trump_card_in_trick = The turned-up card, the { $card }, cannot also be in the trick.
cli-need_trump = Give the trump with --trump SUIT or --trump-card CARD.
cli-too_many_cards = A trick holds at most 6 cards.
cli-no_such_file = Cannot read "{ $path }".
cli-record = Record { $n }: { $message }
cli-bench = { $games ->
        [one] { $games } random two-player deal
       *[other] { $games } random two-player deals
    } per second on one core; { $resolve } µs per explained trick, { $fast } µs per trick resolved without explanation.
cli-deal_over = The deal is over: no move is left to analyse.
cli-hint_seat = Player { $seat } to move.
cli-hint_margin-two = For each move, how many points ahead of the other player they would end, on average (negative: behind), and their chance to win the deal:
cli-hint_margin-three = For each move, how many points ahead of the better of the other two they would end, on average (negative: behind), and their chance to win the deal (a seat at random: 33%):
cli-hint_margin-pairs = For each move, how many points ahead of the other pair their pair would end, on average (negative: behind), and the pair's chance to win the deal:
cli-hint_margin-five = For each move, how many points ahead of the other pair their pair would end this deal, on average (negative: behind), and the pair's chance to win the deal:
cli-hint_margin-teams = For each move, how many points ahead of the other team their team would end, on average (negative: behind), and the team's chance to win the deal:
cli-hint_move = {"  "}{ $move }: { $margin } points, { $win }% to win (± { $stderr }): { $label }
cli-unknown_bot = No bot named "{ $name }"; there are: { $known }.
cli-bad_count = { $what } must be a whole number from { $low } to { $high }.
cli-arena = { $a } against { $b }: score { $score } (95%: { $lo }–{ $hi }), margin { $margin } (95%: { $mlo }–{ $mhi }), over { $games ->
        [one] { $games } game
       *[other] { $games } games
    } of { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    }.
cli-arena_times = {"  "}{ $bot }: median { $median } ms per move, 95th percentile { $p95 } ms.
cli-arena_seatings-two = Each deal played twice, { $a } in each seat in turn; two bots alike score { $even }.
cli-arena_seatings-three = Each deal played three times, { $a } in each seat in turn against two of { $b }; the score is the share of games { $a } won (a seat at random: { $even }).
cli-arena_seatings-pairs = Each deal played twice: { $a } as a pair at seats 1 and 3, then at seats 2 and 4, against a pair of { $b }; two pairs alike score { $even }.
cli-arena_seatings-five = Each deal is played by four, the dealer resting, and played twice: { $a } as a pair at the deal's seats 1 and 3, then at seats 2 and 4, against a pair of { $b }; two pairs alike score { $even }.
cli-arena_seatings-teams = Each deal played twice: { $a } as a team at seats 1, 3 and 5, then at seats 2, 4 and 6, against a team of { $b }; two teams alike score { $even }.
cli-coach_bench = The coach over { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    }: median { $median_ms } ms, 95th percentile { $p95_ms } ms.
    Of the { $judged } bot's moves it called { $mistakes } ({ $mistakes_pct } %) a mistake or a blunder.
# $table: a preset's name; $changes_hands: criticisms whose idea is only what changes hands between the lines
cli-coach_ideas = { $table }: { $criticised ->
        [one] { $criticised } criticism
       *[other] { $criticised } criticisms
    } over { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    }; without an idea: { $without_idea } ({ $without_idea_pct }%); only by what changes hands: { $changes_hands } ({ $changes_hands_pct }%); ideas said: { $ideas_said }, false: { $false }, doubtful: { $doubtful } ({ $doubtful_pct }%)
cli-coach_ideas_all = Every table: { $criticised ->
        [one] { $criticised } criticism
       *[other] { $criticised } criticisms
    } over { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    }; without an idea: { $without_idea } ({ $without_idea_pct }%); only by what changes hands: { $changes_hands } ({ $changes_hands_pct }%); ideas said: { $ideas_said }, false: { $false }, doubtful: { $doubtful } ({ $doubtful_pct }%)
# the checked claims: one line per idea (and best play's reply once every card is known)
cli-coach_claims = What each idea claims, checked in { $worlds ->
        [one] { $worlds } fresh world
       *[other] { $worlds } fresh worlds
    } (true, doubtful, false):
cli-coach_claim = { $code }: said { $said ->
        [one] { $said } time
       *[other] { $said } times
    }; true { $true }, doubtful { $doubtful }, false { $false }
cli-coach_precision = The coach with { $budget_s } s to think{ $paced ->
        [yes] {" "}once the board has shown the cards before the learner's turn (median { $shown_s_median } s)
       *[no] {""}
    } and { $workers ->
        [one] { $workers } process
       *[other] { $workers } processes
    }, over { $verdicts ->
        [one] { $verdicts } verdict
       *[other] { $verdicts } verdicts
    }:
    compared with the reference (ten times the worlds): { $compared }; agrees: { $agree_pct }%; two labels or more apart: { $two_apart_pct }%
    best or good by the reference, called a mistake or a blunder: { $sound_called_bad }; the other way round: { $bad_called_sound }
    said as approximate: { $uncertain_pct }%; exact: { $exact_pct }%; worlds (median): { $worlds_median }
    seconds until the verdict: median { $seconds_median }, 95th percentile { $seconds_p95 }
cli-table-game = Game { $id } (version { $version }): { $rules } · { $level }
cli-table-trick = On the table: { $cards }
cli-table-turned = Turned-up card: { $card }
cli-table-hand = Your hand: { $cards }
cli-table-moves = What you can play (python -m brisca table play { $id } CODE):
