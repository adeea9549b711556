### Who wins the trick?

resolver-title = Who wins the trick?
resolver-intro = Choose the table, the trump and who leads, then put the cards down in the order they are played. The result updates at once, and the page's link keeps the trick so you can share it.
resolver-table = Table
resolver-table-2 = 2 players ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    })
resolver-table-3-39 = 3 players ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }, one 2 out)
resolver-table-3-36 = 3 players ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }, no 2s)
resolver-table-4 = 4 players in pairs, or 5 with one sitting out ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    })
resolver-table-5 = Briscola chiamata: 5 players, each on their own until the called card shows the sides ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }, none turned up)
resolver-table-6 = 6 players in two teams ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }, no 2s: the app's choice)
resolver-trump = Trump
resolver-trump_suit = Suit: { $suit }
resolver-trump_card = Turned up: { $card }
resolver-leader = Leads
resolver-change = Change this card: pick another below
resolver-remove = Remove this card and the ones after it
resolver-option = { $card } ({ $points })
resolver-empty = No cards yet. { $seat } leads: pick their card below.
resolver-winner = The { $card } of { $seat } wins the trick: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
resolver-winning = For now the { $card } of { $seat } is winning; { $points ->
        [one] { $points } point is
       *[other] { $points } points are
    } on the table.
resolver-what_beats = Which cards would take the lead? { $seat }'s options
resolver-partner_winning = Their partner is winning: any card that does not beat them keeps the trick for their team.
resolver-would_take = Would take the lead ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    }), with the points then on the table: { $cards }
resolver-would_take_none = None of the cards left beats the { $card }: whatever they play, they will not take the lead.
resolver-would_lose_none = Any of the cards left would take the lead.
resolver-would_lose = Would not win ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    }): { $cards }
resolver-random = Random trick
resolver-clear = Clear
resolver-problem-bad_table = The link asks for a table that does not exist: showing the table of { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, with { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }.
resolver-problem-bad_trump = The link's trump is not understood: the trump is { $suit }.
resolver-problem-trump_not_in_deck = The link's turned-up card, the { $card }, is not in this table's deck of { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }: it is dropped, and the trump is still { $suit }.
resolver-problem-no_turned_up = At this table no card is turned up: the trump is the suit of the called card. The link's { $card } is not kept, only its suit: { $suit }.
resolver-problem-bad_leader = The link asks for a leader who is not at this table of { $players }: { $seat } leads.
resolver-problem-bad_card = { $count ->
        [one] The link holds something that is not a card in place { $places } of its cards: it is dropped.
       *[other] The link holds things that are not cards in places { $places } of its cards: they are dropped.
    }
resolver-problem-card_not_in_deck = { $count ->
        [one] This card is not in this table's deck
       *[other] These cards are not in this table's deck
    } of { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }, and { $count ->
        [one] it is dropped
       *[other] they are dropped
    }: { $dropped }.
resolver-problem-turned_up_in_trick = The { $card } is the turned-up card and cannot be in the trick too: it is dropped from the trick.
resolver-problem-repeated_card = { $count ->
        [one] This card appears more than once in the link, and only the first is kept
       *[other] These cards appear more than once in the link, and only the first of each is kept
    }: { $dropped }.
resolver-problem-too_many_cards = The link has more cards than a trick of { $players ->
        [one] { $players } player
       *[other] { $players } players
    } holds: the first ones are kept, one per player.
resolver-suit = Suit
resolver-suit_is_trump = { $suit } (trumps)
resolver-pick = { $seat }'s card ({ $suit })
resolver-pick_here = Their card: pick it below
resolver-settings = { $table } · { $trump } · { $leader } leads
resolver-summary-trump_suit = Trump: { $suit }
resolver-summary-trump_card = Trump: { $suit }, with the { $rank } turned up
