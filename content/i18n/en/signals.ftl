# Partner signals (brisca.core.signals). Each sign has a code saying what it means; the
# gesture that makes it depends on the table (the 2-to-6 guide's or the web fact sheet's).

## What each sign says, as its maker would say it (the practice button)
sign-ace_of_trumps = I hold the ace of trumps
sign-three_of_trumps = I hold the three of trumps
sign-ace_and_three_of_trumps = I hold the ace and the three of trumps
sign-king_of_trumps = I hold the king of trumps
sign-knight_of_trumps = I hold the knight of trumps
sign-jack_of_trumps = I hold the jack of trumps
sign-aces_and_threes = I hold an ace or a three of another suit
sign-no_trumps = I hold no trumps
sign-ask_for_figure = play a king, knight or jack

## What it says, told by someone else
meaning-ace_of_trumps = holds the ace of trumps
meaning-three_of_trumps = holds the three of trumps
meaning-ace_and_three_of_trumps = holds the ace and the three of trumps
meaning-king_of_trumps = holds the king of trumps
meaning-knight_of_trumps = holds the knight of trumps
meaning-jack_of_trumps = holds the jack of trumps
meaning-aces_and_threes = holds an ace or a three that is not a trump
meaning-no_trumps = holds no trumps at all
meaning-ask_for_figure = asks their partner to play a king, knight or jack

## The gestures: as an action, and as done by someone
gesture-bite_lip = biting the lip
gesture-shrug = shrugging
gesture-wink = winking
gesture-shake_head = shaking the head
gesture-raise_eyes = raising the eyes
gesture-kiss = blowing a kiss
gesture-twist_lips = twisting the lips to the right
gesture-tongue = showing the tip of the tongue
gesture-tilt_head = tilting the head
gesture-close_eyes = closing the eyes
gesture-blow = blowing
gesture_made-bite_lip = bites their lip
gesture_made-shrug = shrugs
gesture_made-wink = winks
gesture_made-shake_head = shakes their head
gesture_made-raise_eyes = raises their eyes
gesture_made-kiss = blows a kiss
gesture_made-twist_lips = twists their lips to the right
gesture_made-tongue = shows the tip of their tongue
gesture_made-tilt_head = tilts their head
gesture_made-close_eyes = closes their eyes
gesture_made-blow = blows

# A signal's button: "Signal: Biting the lip (I hold the ace of trumps)".
sign-label = Signal: { $gesture } ({ $sign })
# A signal as a move: in the record and in lists of moves.
action-signal = signal: { $sign }
doing-signal = making the signal "{ $sign }"
# A signal seen at the table: "Player 3 bites their lip: holds the ace of trumps."
signal-made = { $player_article ->
        [definite] The { $player }
       *[none] { $player }
    } { $gesture }: { $meaning }.
signal-table-none = No signals
signal-table-003 = The 2-to-6-player guide's signals
signal-table-004 = The web fact sheet's signals

error-action-unknown_sign = "{ $text }" is not a signal: write, for example, signal:no_trumps.
error-move-no_signals = this table plays without signals.
error-move-signal_not_your_turn = a signal is made on one's own turn, before playing a card.
error-move-signal_not_in_table = that signal is not in this table's signals.
error-move-signal_already_made = that signal has already been made in this trick.
error-move-signal_no_partner_to_play = no partner is left to play in this trick: there is nobody to ask for a figure.
error-move-signal_not_true = that signal does not tell the truth about the hand: signals are made honestly.
error-rules-signals_need_teams = Signals are between partners: they are played only in pairs or teams.
error-rules-signals_need_visible_trump = Signals are about trumps: they are not played with the turned-up card face down (Brisca Cubierta).
error-rules-signals_seen_needs_signals = For the opponents to see the signals, there must be signals first.
