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

## The gestures: as an action, and as done by someone (told as "signals by...")
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
gesture_made-bite_lip = signals by biting the lip
gesture_made-shrug = signals by shrugging
gesture_made-wink = signals by winking
gesture_made-shake_head = signals by shaking the head
gesture_made-raise_eyes = signals by raising the eyes
gesture_made-kiss = signals by blowing a kiss
gesture_made-twist_lips = signals by twisting the lips to the right
gesture_made-tongue = signals by showing the tip of the tongue
gesture_made-tilt_head = signals by tilting the head
gesture_made-close_eyes = signals by closing the eyes
gesture_made-blow = signals by blowing

# A signal's button: "Signal: Biting the lip (I hold the ace of trumps)".
sign-label = Signal: { $gesture } ({ $sign })
# A signal as a move: in the record and in lists of moves.
action-signal = signal: { $sign }
doing-signal = making the signal "{ $sign }"
# A signal seen at the table: 'The partner signals by biting the lip: "I hold the ace of trumps".' 
signal-made = { $player_article ->
        [definite] The { $player }
       *[none] { $player }
    } { $gesture }: "{ $sign }".
signal-table-none = No signals
signal-table-003 = The 2-to-6-player guide's signals
signal-table-004 = The web fact sheet's signals

error-action-unknown_sign = "{ $text }" is not a signal: write, for example, signal:no_trumps.
error-move-no_signals = this table plays without signals.
error-move-signal_not_your_turn = a signal is made on one's own turn, before playing a card.
error-move-signal_not_in_table = that signal is not in this table's signals.
error-move-signal_already_made = that signal has already been made in this trick.
error-move-signal_after_first_card = at this table signs are made as the deal begins, before one's first card: after that they are not allowed.
error-move-signal_no_partner_to_play = no partner is left to play in this trick: there is nobody to ask for a figure.
error-move-signal_not_true = that signal does not tell the truth about the hand: signals are made honestly.
error-rules-signals_need_teams = Signals are between partners: they are played only in pairs or teams.
error-rules-signals_need_visible_trump = With the turned-up card face down (Brisca Cubierta) the app offers no signals: all but blowing depend on knowing the trump suit, which nobody knows until the first trump is played.
error-rules-signals_seen_needs_signals = For the opponents to see the signals, there must be signals first.
reason-walk_signal = { $player } { $gesture }: "{ $sign }".
