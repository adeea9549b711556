### The step-by-step examples.

examples-title = Step-by-step examples
examples-choose = Example
examples-bad_example = The link asks for an example that does not exist: showing the first one.
examples-bad_step = The link asks for a step this example does not have (it has { $last ->
        [one] { $last } step
       *[other] { $last } steps
    }): starting from the first.
examples-first = First
examples-prev = Previous
examples-next = Next
examples-last = Last
examples-step_of = Step { $step } of { $count }
examples-go_to = Go to step
examples-turned_up = Turned up
examples-turned_up_taken = The turned-up card, the { $card }, has been drawn.
examples-last_card = The stock's last card{ $hidden ->
        [hidden] : face down in play, it does not set the trump
       *[other] : it does not set the trump
    }
examples-last_card_taken = The stock's last card, the { $card }, has been drawn.
examples-trump = Trump: { $suit }.
examples-stock = Face down in the stock
examples-on_table = On the table
examples-trick_taken = Trick to { $name }
examples-seat_line = **{ $name }**{ $team }: { $points ->
        [one] { $points } point captured
       *[other] { $points } points captured
    }
examples-new_card = ★ new
examples-team_points = Team { $n }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
examples-side_with_rester = Team { $n } ({ $players }, and { $rester }, resting)
examples-side_named = Team { $n } ({ $players })
examples-all_text = All steps as text
error-example-broken_example = The example "{ $example }" is damaged and cannot be shown.
