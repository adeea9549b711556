ex-01-ana-luis-title = Ana and Luis's trick
ex-01-ana-luis-intro = The classic example: a small trump takes an ace.
ex-01-ana-luis-deal = The turned-up card is the { $turned_up }: trump is { $trump }, and any card of { $trump } beats the cards of the other suits.
ex-01-ana-luis-lead = { $player } leads the { $card }, worth { $card_points ->
        [one] { $card_points } point
       *[other] { $card_points } points
    }. It is risky: { $name_1 } may trump it.
ex-01-ana-luis-trump = { $player } does not have to follow suit: the { $card } trumps the ace. { $trick_winner } takes { $trick_points ->
        [one] { $trick_points } point
       *[other] { $trick_points } points
    } although that card is worth nothing, draws first and will lead the next trick. A small trump was worth more than an ace.
