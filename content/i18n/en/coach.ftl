### The coach: a move's verdict and why.

label-best = best
label-good = good
label-inaccuracy = inaccuracy
label-mistake = mistake
label-blunder = blunder
# a label the coach's sampling cannot settle: the estimate's own, said as approximate
label_about = { $label ->
        [best] roughly the best
        [good] roughly good
        [inaccuracy] roughly an inaccuracy
        [mistake] roughly a mistake
       *[blunder] roughly a blunder
    }
doing-play = playing the { $card }
doing-exchange = exchanging the { $card } for the turned-up card
doing-skip = keeping your trump rather than exchange it
reason-coach_cost = On average, { $better } was worth { $lost ->
        [one] { $lost } point
       *[other] { $lost } points
    } more than { $played }.
reason-coach_missed_exchange = You could have exchanged your low trump for the turned-up card, the { $turned }, and did not.
reason-coach_led_big_card = { $odds ->
        [0] Leading the { $card } was not best, although the other side had no trump to take it.
       *[other] Leading the { $card } puts its { $points ->
        [one] { $points } point
       *[other] { $points } points
    } at stake: the other side had a { $odds }% chance of holding a trump to take it ({ $trumps_out ->
        [one] { $trumps_out } trump unseen
       *[other] { $trumps_out } trumps unseen
    }).
    }
reason-coach_trump_on_nothing = You spent a trump, the { $card }, on a trick with no points: trumps do most when they take cards with points.
reason-coach_big_trump_small_trick = You used the { $card } on a trick of only { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: keep the ace and three of trumps for tricks with points.
reason-coach_gave_points = You threw the { $card } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }) into a trick you do not win: a blank card gave nothing away.
reason-coach_missed_capture = The { $better_card } would have taken { $points ->
        [one] { $points } point
       *[other] { $points } points
    } from this trick.
reason-coach_past_60 = You already have { $score ->
        [one] { $score } point
       *[other] { $score } points
    }: past halfway, there is no need to take risks.
reason-coach_trumped_partner = You trumped, with the { $card }, a trick your partner was already winning with the { $holder }: a trump spent for nothing.
reason-coach_overtook_partner = You overtook your partner: their { $holder } was already winning the trick, and the { $card } adds nothing for your side.
reason-coach_missed_load = The trick was your partner's (the { $holder }): the time to load points onto it, and the { $better_card } would have added { $points ->
        [one] { $points } point
       *[other] { $points } points
    } for your side.
reason-coach_led_despite_no_trumps = And your partner had signalled holding no trumps: if an opponent trumps the { $card }, your partner has no trump to win the trick back.
reason-coach_ignored_figure_request = Your partner had signalled for a king, knight or jack, and the { $better_card } was one.
