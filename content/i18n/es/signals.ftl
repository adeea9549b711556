# Las señas entre compañeros (brisca.core.signals). Cada seña tiene un código que dice lo que
# significa; el gesto con que se hace depende de la tabla (la guía de 2 a 6 o la ficha web).

## Lo que dice cada seña, como lo diría quien la hace (el botón de la práctica)
sign-ace_of_trumps = tengo el as de triunfo
sign-three_of_trumps = tengo el tres de triunfo
sign-ace_and_three_of_trumps = tengo el as y el tres de triunfo
sign-king_of_trumps = tengo el rey de triunfo
sign-knight_of_trumps = tengo el caballo de triunfo
sign-jack_of_trumps = tengo la sota de triunfo
sign-aces_and_threes = tengo as o tres de otro palo
sign-no_trumps = no tengo triunfos
sign-ask_for_figure = juega rey, caballo o sota

## Los gestos: en infinitivo, y hecho por alguien
gesture-bite_lip = morderse el labio
gesture-shrug = encogerse de hombros
gesture-wink = guiñar un ojo
gesture-shake_head = negar con la cabeza
gesture-raise_eyes = alzar los ojos
gesture-kiss = lanzar un beso
gesture-twist_lips = torcer los labios a la derecha
gesture-tongue = asomar la punta de la lengua
gesture-tilt_head = ladear la cabeza
gesture-close_eyes = cerrar los ojos
gesture-blow = soplar
gesture_made-bite_lip = se muerde el labio
gesture_made-shrug = se encoge de hombros
gesture_made-wink = guiña un ojo
gesture_made-shake_head = niega con la cabeza
gesture_made-raise_eyes = alza los ojos
gesture_made-kiss = lanza un beso
gesture_made-twist_lips = tuerce los labios a la derecha
gesture_made-tongue = asoma la punta de la lengua
gesture_made-tilt_head = ladea la cabeza
gesture_made-close_eyes = cierra los ojos
gesture_made-blow = sopla

# El botón de una seña: «Seña: Morderse el labio (tengo el as de triunfo)».
sign-label = Seña: { $gesture } ({ $sign })
# Una seña como jugada: en el registro y en las listas de jugadas.
action-signal = seña: { $sign }
doing-signal = hacer la seña «{ $sign }»
# Una seña vista en la mesa: «El compañero se muerde el labio: «tengo el as de triunfo».»
signal-made = { $player_article ->
        [definite] { $player_gender ->
            [feminine] La
           *[other] El
        } { $player }
       *[none] { $player }
    } { $gesture }: «{ $sign }».
signal-table-none = Sin señas
signal-table-003 = Las señas de la guía de 2 a 6 jugadores
signal-table-004 = Las señas de la ficha web

error-action-unknown_sign = «{ $text }» no es una seña: escribe, por ejemplo, signal:no_trumps.
error-move-no_signals = en esta mesa no se juega con señas.
error-move-signal_not_your_turn = una seña se hace en el turno propio, antes de echar la carta.
error-move-signal_not_in_table = esa seña no está en la tabla de señas de esta mesa.
error-move-signal_already_made = esa seña ya se ha hecho en esta baza.
error-move-signal_after_first_card = con esta tabla las señas se hacen al empezar la mano, antes de echar la primera carta: después ya no valen.
error-move-signal_no_partner_to_play = en esta baza ya no le queda al compañero carta que echar: no tiene sentido pedirle figura.
error-move-signal_not_true = esa seña no dice la verdad de la mano: las señas se hacen con honradez.
error-rules-signals_need_teams = Las señas son cosa de compañeros: solo se juegan por parejas o por equipos.
error-rules-signals_need_visible_trump = Con la pinta boca abajo (Brisca Cubierta) la aplicación no ofrece señas: todas menos soplar dependen de saber qué palo es triunfo, y nadie lo sabe hasta que sale el primero.
error-rules-signals_seen_needs_signals = Para que los contrarios vean las señas, primero tiene que haber señas.
reason-walk_signal = { $player } { $gesture }: «{ $sign }».
