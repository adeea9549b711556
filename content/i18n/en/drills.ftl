### The counting drills page: a deal the bots play, watched from one seat, then the counting questions.

nav-drills = Counting drills
home-drills = Follow a deal from one seat, then count: trumps, points, aces and threes.
drills-intro = The bots play a deal and you follow it from one seat: your own cards face up, the others hidden, as at the table. The deal stops at some moment and it is your turn to count: how many trumps you have not seen, how many points each side has, which aces and threes are gone and, when it can be known, what the other player holds.
drills-bad_link = That link leads to no drill (its table, deal or moment is not valid). Here is a new one.
drills-table = Table
# $name: the preset's name; $players: how many play at it
drills-moment = Where it stops
drills-moment-random = at any moment
drills-moment-stock_empty = once the stock is empty
drills-moment_help = "Once the stock is empty" at two-player tables only: there, one who counted knows the other player's cards.
drills-new = New deal
drills-speed = Speed
drills-speed-slow = slow
drills-speed-normal = normal
drills-speed-fast = fast
drills-play = Play
drills-pause = Pause
drills-skip = Go to the questions
drills-back = Back to where the deal stopped
# $seat: the seat the learner watches
drills-watching = You are watching from { $seat_article ->
        [definite] the { $seat }'s
       *[none] { $seat }'s
    } seat.
drills-stopped = The deal stops here. Time to count!
drills-questions = Count
drills-q-trumps = How many trumps have you not seen yet?
# $n: the seat or team asked about, from 1; $team: yes where sides are teams
drills-q-points = { $team ->
        [yes] Team { $n }'s points
       *[no] Player { $n }'s points
    }
# $team: yes where the learner plays in a team
drills-q-points_yours = { $team ->
        [yes] Your team's points
       *[no] Your points
    }
drills-q-aces_threes = Which aces and threes are gone?
drills-q-other_hand = Which cards does the other player hold?
# $team: yes where the learner plays in a team
drills-q-sixty_need = { $team ->
        [yes] How many points does your team still need to pass 60?
       *[no] How many points do you still need to pass 60?
    }
drills-q-sixty_can = Are there enough points left in play to get there?
drills-yes = yes
drills-no = no
drills-check = Check
drills-title-trumps = Trumps unseen
drills-title-points = Each side's points
drills-title-aces_threes = Aces and threes gone
drills-title-other_hand = The other hand
drills-title-sixty = Passing 60
# $question: the question's title; $answer: the right answer
drills-right = { $question }: well counted. { $answer }
drills-wrong = { $question }: not quite. { $answer }
# $n: the trumps unseen, worked out: of the $deck trumps of the deck, $seen seen ($where: a list of drills-seen-*)
drills-a-trumps = { $n ->
        [0] No trump is left unseen
        [one] One trump is left unseen
       *[other] { WORDS($n, capital: "yes") } trumps are left unseen
    }: { $deck ->
        [one] of the only one
       *[other] of the { WORDS($deck) }
    } in the deck { $seen ->
        [0] you have seen none yet
       *[other] you have seen { WORDS($seen) } ({ $where }), and { $deck } − { $seen } = { $n }
    }.
drills-seen-hand = { WORDS($n) } in your hand
drills-seen-played = { WORDS($n) } played
drills-seen-turned = the turned-up card
drills-seen-known = { $n ->
        [one] one you know in another hand
       *[other] { WORDS($n) } you know in other hands
    }
# each side's points, the learner's first ($team: yes where sides are teams; $points: the learner's side's;
# $others: the other sides', each a drills-a-other_points, as a list)
drills-a-points = { $points ->
        [0] { $team ->
            [yes] Your team has no points yet
           *[no] You have no points yet
        }
       *[other] { $team ->
            [yes] Your team has
           *[no] You have
        } { $points ->
            [one] one point
           *[other] { $points } points
        }
    }; { $others }.
# $n: the other side's number, from 1
drills-a-other_points = { $team ->
        [yes] Team { $n }
       *[no] Player { $n }
    } { $points ->
        [0] has none yet
       *[other] has { $points }
    }
drills-a-aces_threes = { $n ->
        [0] No ace or three is gone yet.
       *[other] Gone: { $cards }.
    }
# $cards: the cards, each with its article
drills-a-other_hand = { $n ->
        [0] The other player holds no cards any more.
       *[other] The other player holds { $cards }.
    }
# $need: points still needed to pass $half ($over: $half and one, less $own, the side's points); $can: yes or no,
# as the points still in play tell ($total, less $taken in the tricks so far, is $left); $team: yes where the learner plays in a team
drills-a-sixty = { $need ->
        [0] { $team ->
            [yes] Your team is already past { $half }: it has { $own }.
           *[no] You are already past { $half }: you have { $own }.
        }
       *[other] { $team ->
            [yes] Your team needs
           *[no] You need
        } { $over } − { $own } = { $need ->
            [one] { $need } more point
           *[other] { $need } more points
        } to pass { $half }, and { $total } − { $taken } = { $left } are still in play: { $can ->
            [yes] it can still be done.
           *[no] not enough any more.
        }
    }
drills-why-trumps = Look back at the tricks where trumps fell:
drills-why-points = Look back at the tricks with points:
drills-why-aces_threes = Look back at the tricks where an ace or a three fell:
drills-why-other_hand = What no trick showed and you do not hold, the other player holds. Look back at the tricks:
drills-why-sixty = Look back at the tricks with points:
# $number: the trick's number; $winner: who took it; $cards: the cards of it to look at; $points: the trick's points
drills-trick = Trick { $number } ({ $winner }, { $points ->
        [one] one point
       *[other] { $points } points
    }): { $cards }
# $right: answers right; $asked: questions asked
drills-score = You got { $right } of { $asked } right.
# $scores: the last drills' scores, latest first
drills-last_scores = Your last drills: { $scores }
# $name: the table; $right, $asked: the drill's score
drills-one_score = { $name }: { $right }/{ $asked }
error-drill-bad_table = That table does not exist.
error-drill-bad_deal = That deal does not exist.
error-drill-bad_moment = That moment does not fit this table.
error-drill-bad_question = That question cannot be asked here.
error-drill-bad_score = One of your kept drill scores could not be read, so it was left out of the list.
