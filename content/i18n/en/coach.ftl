### The coach: a move's verdict and why.

label-best = best
label-good = good
label-inaccuracy = inaccuracy
label-mistake = mistake
label-blunder = blunder
# a label the coach's sampling cannot settle: the estimate's own, said as approximate
label_about = { $label ->
        [best] probably the best
        [good] probably good
        [inaccuracy] probably an inaccuracy
        [mistake] probably a mistake
       *[blunder] probably a blunder
    }
doing-play = playing the { $card }
doing-exchange = exchanging the { $card } for the turned-up card
doing-skip = keeping your trump rather than exchange it
# $tense: "hint" (said before the move, of a move not yet made) or "verdict" (after it).
# $lost: what the better move was worth more on average, rounded; 0 says the moves are worth the same;
# $exact: "yes" once every card is known and the values are solved, not averaged
# the best move named though another shows a higher chance to win (``coach.ranking``); $kind: what the
# table's match counts of a deal (``match.counts``); $best and $other: what one does; $exact: yes or no;
# $more: the best's mean margin over the other's, to a tenth of a point
reason-coach_ranking_close = A close call: { $other } wins { $kind ->
        [deal] a little more often
       *[other] more often
    } ({ $other_win }% against { $win }%), but { $kind ->
        [deal] so small a gap
       *[other] by this table's scoring the gap between the two is small enough that it
    } { $exact ->
        [yes] counts for nothing
       *[no] counts for nothing or may be luck
    }, so the coach takes the two moves as even. Of the two, { $best } ends better in points on average, by { $more ->
        [0] less than a tenth of a point
        [one] { $more } point
       *[other] { $more } points
    }, so it is named best.
reason-coach_ranking_worth = Here { $other } wins more often ({ $other_win }% against { $win }%), but this table counts { $kind ->
        [bands] how many points the winner makes, not only who wins
        [points] every point toward the match's target, not only who wins this deal
        [contract] whether the contract is made, and a failed one pays the penalty
        [persons] each player's score, which the call decides
       *[other] what its match makes of a deal, not only who wins it
    }, and by that count { $best } is worth as much or more.
reason-coach_cost = { $exact ->
        [yes] With the cards left and best play by both sides,
       *[no] On average,
    } { $lost ->
        [0] { $better } and { $played } { $tense ->
            [hint] are
           *[verdict] were
        } worth the same.
       *[other] { $better } { $tense ->
            [hint] is
           *[verdict] was
        } worth { $lost ->
            [one] { $lost } point
           *[other] { $lost } points
        } more than { $played }.
    }
reason-coach_missed_exchange = { $tense ->
        [hint] You can exchange your low trump for the turned-up card, the { $turned }: it pays.
       *[verdict] You could have exchanged your low trump for the turned-up card, the { $turned }, and did not.
    }
# $odds: the chance a rival holds a trump, counted exactly ($counted "yes") or, where it cannot be
# counted (signals read, chiamata's hidden partner), only said to be there; $trumps_out: the trumps a rival may hold;
# $better_points: what the better lead risks (0: a blank card)
reason-coach_led_big_card = Leading the { $card } puts its { $points ->
        [one] { $points } point
       *[other] { $points } points
    } at stake, and the other side { $counted ->
        [yes] { $tense ->
            [hint] has
           *[verdict] had
        } a { $odds }% chance of holding a trump to take it
       *[no] { $tense ->
            [hint] may hold
           *[verdict] might have held
        } a trump to take it
    } ({ $trumps_out ->
        [one] { $trumps_out } trump left that may be in its hand
       *[other] { $trumps_out } trumps left that may be in its hand
    }): { $better_points ->
        [0] a blank card, the { $better_card }, { $tense ->
            [hint] is
           *[verdict] was
        } the better lead.
       *[other] the { $better_card }, which risks less, { $tense ->
            [hint] is
           *[verdict] was
        } the better lead.
    }
reason-coach_trump_on_nothing = { $tense ->
        [hint] That would spend a trump, the { $card }, on a trick with no points
       *[verdict] You spent a trump, the { $card }, on a trick with no points
    }: trumps do most when they take cards with points.
reason-coach_big_trump_small_trick = { $tense ->
        [hint] That would use the { $card }
       *[verdict] You used the { $card }
    } on a trick of only { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: keep the ace and three of trumps for tricks with points.
# $better_points: what the better card gives away instead (0: a blank card)
reason-coach_gave_points = { $tense ->
        [hint] That would throw the { $card } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }) into a trick you do not win: { $better_points ->
        [0] a blank card gives nothing away.
       *[other] the { $better_card } gives away only { $better_points ->
            [one] { $better_points } point
           *[other] { $better_points } points
        }.
    }
       *[verdict] You threw the { $card } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }) into a trick you did not win: { $better_points ->
        [0] a blank card gave nothing away.
       *[other] the { $better_card } gave away only { $better_points ->
            [one] { $better_points } point
           *[other] { $better_points } points
        }.
    }
    }
reason-coach_missed_capture = { $tense ->
        [hint] You play after them: the { $better_card } takes what is on the table, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
       *[verdict] You played after them: the { $better_card } would have taken what was on the table, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
    }
# the deal is already won by what the table counts ($score, $need: see the Spanish file)
reason-coach_past_60 = { $team ->
        [yes] Your side already has
       *[no] You already have
    } { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, and { $need } win the deal: it is yours, there is no need to take risks.
reason-coach_trumped_partner = { $tense ->
        [hint] That would trump, with the { $card }, a trick your partner is already winning with the { $holder }: a trump spent for nothing.
       *[verdict] You trumped, with the { $card }, a trick your partner was already winning with the { $holder }: a trump spent for nothing.
    }
reason-coach_overtook_partner = { $tense ->
        [hint] That would overtake your partner: their { $holder } is already winning the trick, and the { $card } adds nothing for your side.
       *[verdict] You overtook your partner: their { $holder } was already winning the trick, and the { $card } added nothing for your side.
    }
reason-coach_missed_load = { $tense ->
        [hint] The trick is your partner's (the { $holder }): the time to load points onto it, and the { $better_card } adds { $points ->
        [one] { $points } point
       *[other] { $points } points
    } for your side.
       *[verdict] The trick was your partner's (the { $holder }): the time to load points onto it, and the { $better_card } would have added { $points ->
        [one] { $points } point
       *[other] { $points } points
    } for your side.
    }
reason-coach_secure_partner_trick = { $tense ->
        [hint] Your partner is winning with the { $holder }, but an opponent still plays: the { $better_card } makes the trick and its { $points ->
        [one] { $points } point
       *[other] { $points } points
    } safe.
       *[verdict] Your partner was winning with the { $holder }, but an opponent still played: the { $better_card } would have made the trick and its { $points ->
        [one] { $points } point
       *[other] { $points } points
    } safe.
    }
reason-coach_led_despite_no_trumps = And your partner { $tense ->
        [hint] has
       *[verdict] had
    } signalled holding no trumps: if an opponent trumps the { $card }, your partner has no trump to win the trick back.
reason-coach_ignored_figure_request = Your partner { $tense ->
        [hint] has
       *[verdict] had
    } signalled for a king, knight or jack, and the { $better_card } { $tense ->
        [hint] is
       *[verdict] was
    } one.
# $trick: the last trick after which cards are drawn (at two, its winner draws the last face-down card and the other
# side the turned-up card; at more, its winner draws first and the turned-up card goes to the last to draw); $players
reason-coach_pinta_lost = Trick { $trick } is the last one with a draw: { $players ->
        [2] its winner draws the last face-down card and the other side takes the turned-up card
       *[other] its winner draws first, and the turned-up card goes to the last to draw
    }, the { $turned }. { $tense ->
        [hint] After the { $card } the turned-up card usually ends with the other side, and after the { $better_card } with yours.
       *[verdict] After your move the turned-up card usually ended with the other side, and after the { $better_card } with yours.
    }
reason-coach_keep_ace_for_three = The three of trumps is still out: keep the ace of trumps to catch it. { $tense ->
        [hint] Spent now, nothing would be left to take the three of trumps.
       *[verdict] Spent now, nothing was left to take the three of trumps.
    }
reason-coach_small_trump_takes_ace = The { $better_card }, { $better_points ->
        [0] a small trump
       *[other] a trump of only { $better_points } points
    }, { $tense ->
        [hint] takes
       *[verdict] would have taken
    } the other side's { $holder } and with it a trick of { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: { $better_points ->
        [0] that is what low trumps are for.
       *[other] any trump beats an ace or a three of another suit.
    }
# $higher: a card still out that takes the one played in this trick in most deals the cards may lie in
reason-coach_higher_still_out = Count what has been played: { $tense ->
        [hint] { $higher_out ->
            [one] one card still out beats
           *[other] { $higher_out } cards still out beat
        } the { $card }, and it usually goes to the other side in this very trick.
       *[verdict] { $higher_out ->
            [one] one card still out beat
           *[other] { $higher_out } cards still out beat
        } the { $card }, and it usually went to the other side in this very trick.
    }
reason-coach_top_of_suit = Count the aces and threes: { $tense ->
        [hint] the cards of its suit that beat the { $better_card } have been played, and only a trump takes it: the time to lead it.
       *[verdict] the cards of its suit that beat the { $better_card } had been played, and only a trump could take it: the time to lead it.
    }
# $last: "yes" when the learner plays last to the trick (then nobody can answer the card)
reason-coach_sure_winner = { $tense ->
        [hint] The { $better_card } wins this trick for sure ({ $last ->
            [yes] you play last
           *[no] no opponent still to play can beat it
        }): the time to cash { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
       *[verdict] The { $better_card } won this trick for sure ({ $last ->
            [yes] you played last
           *[no] no opponent still to play could beat it
        }): the time to cash { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
    }
# $share: in how many more deals of every 100 the cards may lie in the own side takes the card after the better move;
# $taken_seen "own": a card of the learner's hand, saved rather than lost; $trick: where it mostly changes hands (0: not said)
reason-coach_changes_hands = What changes: by { $better }, { $taken_seen ->
        [own] your { $taken } { $tense ->
            [hint] ends up
           *[verdict] would have ended up
        } in your side's tricks more often
       *[other] your side { $tense ->
            [hint] more often takes
           *[verdict] would more often have taken
        } { $taken_seen ->
            [yes] the { $taken }
           *[no] { $taken_rank ->
                [1] an ace
                [3] a three
                [10] a jack
                [11] a knight
               *[12] a king
            } you have not seen
        }
    } (in { $share } more deals of every 100 the cards may lie in than by { $played }){ $trick ->
        [0] .
       *[other] , mostly in trick { $trick }.
    }
# a card of the hand the better move plays now, lost more often by waiting ($trumped "yes": mostly to a trump)
reason-coach_cash_now = { $tense ->
        [hint] Cash the { $better_card } now, before { $trumped ->
            [yes] it is trumped
           *[no] it is taken
        }: played now, it goes to your side in { $share } more deals of every 100 the cards may lie in than by { $played }.
       *[verdict] That was the time to cash the { $better_card }, before { $trumped ->
            [yes] it was trumped
           *[no] it was taken
        }: played then, it would have gone to your side in { $share } more deals of every 100 the cards may lie in than by { $played }.
    }
# $share: in how many more deals of every 100 the cards may lie in the own side wins the trick being played after the better move
reason-coach_wins_trick = By { $better }, your side { $tense ->
        [hint] wins
       *[verdict] would have won
    } this trick more often: in { $share } more deals of every 100 the cards may lie in than by { $played }.
# $points: how many more points on average the own side takes after the better move, in the trick
# being played (coach_trick_points) or in the tricks after it (coach_later_points)
reason-coach_trick_points = { $tense ->
        [hint] What changes is in this trick: by { $better }, your side takes from it
       *[verdict] What changed was in that trick: by { $better }, your side would have taken from it
    } { $points ->
        [one] { $points } point
       *[other] { $points } points
    } more on average than by { $played }.
reason-coach_later_points = { $tense ->
        [hint] What changes comes later: by { $better }, your side takes in the tricks that follow
       *[verdict] What changed came later: by { $better }, your side would have taken in the tricks that followed
    } { $points ->
        [one] { $points } point
       *[other] { $points } points
    } more on average than by { $played }.
# the trump spent now is the one missing later to catch an ace or a three ($share: the deals of every 100 a trump of the hand catches it)
reason-coach_save_trump = Trumps are for the cards with points: without spending the { $card }{ $tense ->
        [hint] {" "}now, your side catches
       *[verdict] , your side would have caught
    } { $taken_seen ->
        [yes] the { $taken }
       *[no] { $taken_rank ->
            [1] an ace
           *[3] a three
        } you have not seen
    } with a trump more often (in { $share } deals of every 100 the cards may lie in){ $trick ->
        [0] .
       *[other] , mostly in trick { $trick }.
    }
# the 7 (or the 2) of trumps played away while it could still take the turned-up card in an exchange
reason-coach_keep_seven = { $tense ->
        [hint] Keep the { $card } to exchange it for the turned-up card, the { $turned }: played now, that exchange is gone.
       *[verdict] You played the { $card }, which you could have exchanged for the turned-up card, the { $turned }: that exchange went with it.
    }
# 004 and 000's regional rule: the winner of a trick may exchange; $share as in reason-coach_wins_trick
reason-coach_win_to_exchange = The winner of a trick may exchange the seven of trumps for the turned-up card, the { $turned }: by { $better }, your side { $tense ->
        [hint] wins
       *[verdict] would have won
    } this trick, and with it the exchange, more often (in { $share } more deals of every 100 the cards may lie in than by { $played }).
# once every card is known: $reply what the other side does next after the better move with best play
# (said by what it does, not by the card, which the learner has not seen: "throw" when none of its cards
# would take the trick, "let_go" when one would); *_end "win", "lose" or "tie"
reason-coach_known_cards = With the cards left and best play by both sides, by { $better }{ $reply ->
        [lead] {" "}the other side leads { $reply_points ->
            [0] a blank card
            [one] a card of { $reply_points } point
           *[other] a card of { $reply_points } points
        } and
        [lead_trump] {" "}the other side leads a trump and
        [take] {" "}the other side takes the trick with a higher card of the suit and
        [take_trump] {" "}the other side trumps the trick and
        [throw] {" "}the other side cannot take the trick and throws { $reply_points ->
            [0] a blank card
            [one] a card of { $reply_points } point
           *[other] a card of { $reply_points } points
        }, and
        [let_go] {" "}the other side lets the trick go and throws { $reply_points ->
            [0] a blank card
            [one] a card of { $reply_points } point
           *[other] a card of { $reply_points } points
        }, and
       *[none] {""}
    } { $better_end ->
        [win] you win the deal by { $better_margin ->
        [one] { $better_margin } point
       *[other] { $better_margin } points
    }
        [lose] you lose the deal by { $better_margin ->
        [one] { $better_margin } point
       *[other] { $better_margin } points
    }
       *[tie] you tie on points
    }; by { $played }, { $played_end ->
        [win] you win it by { $played_margin ->
        [one] { $played_margin } point
       *[other] { $played_margin } points
    }
        [lose] you lose it by { $played_margin ->
        [one] { $played_margin } point
       *[other] { $played_margin } points
    }
       *[tie] you tie on points
    }.
# What a move cost of what the table counts, then in points: the figures its label rests on
# (a clause, said after the label). See the Spanish file for the facts.
reason-coach_counts = { $counts ->
        [bands] { $exact ->
            [yes] { $same ->
                [yes] the match points come out the same, but the best move gave you { $lost ->
                    [one] one point
                   *[other] { $lost } points
                } more
               *[no] with the cards left, { $got_who ->
                    [you] you score { $got_n ->
                        [one] one match point
                       *[other] { $got_n } match points
                    }
                    [rival] the other side scores { $got_n ->
                        [one] one match point
                       *[other] { $got_n } match points
                    }
                   *[nobody] nobody scores
                }; with the best move, { $better_who ->
                    [you] you scored { $better_n }
                    [rival] the other side scored { $better_n }
                   *[nobody] nobody scored
                } ({ $lost ->
                    [one] one point
                   *[other] { $lost } points
                } fewer in the deal)
            }
           *[no] { $worth ->
                [0] the same match points on average, but { $lost ->
                    [one] one point
                   *[other] about { $lost } points
                } fewer in the deal
               *[other] { $worth ->
                    [one] one match point
                   *[other] { $worth } match points
                } fewer on average{ $lost ->
                    [0] {""}
                    [one] {" "}(and one point fewer in the deal)
                   *[other] {" "}(and about { $lost } points fewer in the deal)
                }
            }
        }
        [contract] { $win ->
            [0] the same chance to win the deal
           *[other] { $win }% less chance to win the deal
        }, which the contract decides: { $worth ->
            [one] one deal
           *[other] { $worth } deals
        } of the match fewer on average (a contract not made gives { $penalty ->
            [one] one deal
           *[other] { $penalty } deals
        } to the other side)
        [persons] { $win ->
            [0] the same chance that your side wins the deal
           *[other] { $win }% less chance that your side wins the deal
        }, and { $worth ->
            [one] one point
           *[other] { $worth } points
        } of your score fewer on average
        [points] { $exact ->
            [yes] with the cards left, { $lost ->
                [one] one point
               *[other] { $lost } points
            } fewer
           *[no] { $lost ->
                [one] one point
               *[other] about { $lost } points
            } fewer on average
        }, and in Rematada every point counts toward { $target }
       *[deal] { $exact ->
            [yes] { $same ->
                [yes] { $result ->
                    [win] you still win the deal, but the best move gave you { $lost ->
                        [one] one point
                       *[other] { $lost } points
                    } more
                    [lose] the deal was lost whatever you played, but with the best move you lost by { $lost ->
                        [one] one point
                       *[other] { $lost } points
                    } less
                   *[tie] the deal ends the same, but the best move gave you { $lost ->
                        [one] one point
                       *[other] { $lost } points
                    } more
                }
               *[no] with the cards left, you { $better_result ->
                    [win] { $result ->
                        [tie] tie
                       *[lose] lose
                    } a deal you had won
                   *[tie] lose a deal you could tie
                } ({ $lost ->
                    [one] one point
                   *[other] { $lost } points
                } fewer)
            }
           *[no] { $win ->
                [0] the same chance to win the deal, but { $lost ->
                    [one] one point
                   *[other] about { $lost } points
                } fewer on average
               *[other] { $win }% less chance to win the deal{ $lost ->
                    [0] {""}
                    [one] {" "}and one point fewer on average
                   *[other] {" "}and about { $lost } points fewer on average
                }
            }
        }
    }
# chiamata: the caller called a card of its own hand and plays alone against the other four
reason-coach_alone = { $played ->
        [yes] Calling a card you hold, you play alone against the other four: reach { $goal } and you score { $alone }, miss it and you lose { $alone } (with a partner it would be { $paired } either way). Alone you win the deal in { $share } deals of every 100 the cards may lie in; calling the best card you do not hold, in { $paired_share }.
       *[no] Calling a card of your own, you played alone against the other four, and alone pays double: { $alone } if you reach { $goal } instead of { $paired }, though you also lose { $alone } if you do not. Alone you won the deal in { $share } deals of every 100 the cards may lie in; with a partner, in { $paired_share }.
    }
