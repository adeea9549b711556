# Lo que se dice de una jugada (una carta, un cambio, pasar) que no se entiende o no se permite.
error-action-not_text = Eso no es una jugada.
error-action-too_long = Eso es demasiado largo para ser una jugada.
error-action-bad_card = «{ $text }» no es una jugada: la carta no existe.
error-action-unknown_kind = «{ $text }» no es una jugada: escribe una carta (1O), un cambio (exchange:7E), skip o una seña (signal:no_trumps).
error-action-not_an_exchange_card = «{ $text }» no es un cambio: solo se cambian el 7 y el 2 de triunfo.
error-move-no_exchange_offered = ahora no hay ningún cambio que rechazar.
error-practice-coach_off = Esta partida se empezó sin entrenador: no hay pistas.
error-command-not_text = No se ha podido leer ese clic: la partida sigue como estaba.
error-command-too_long = Ese clic es demasiado largo para ser algo que se haga en la mesa: la partida sigue como estaba.
error-command-unknown = Eso no es nada que se pueda hacer en la mesa: la partida sigue como estaba.
error-practice-no_such_seat = En esta mesa no hay ese jugador.
error-practice-not_a_person = Eso solo lo puede hacer una persona sentada a la mesa, no el ordenador.
error-practice-not_here = Aquí no hay revancha: empieza una partida nueva.
# Una jugada entera de un turno del reglamento: cambiar (o no) y después jugar una carta.
doing-keep_and_play = no cambiar y jugar { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }
doing-exchange_and_play = cambiar { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } por la pinta y jugar luego { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }
reason-coach_exchange_not_worth = Cambiar { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }, { $tense ->
        [hint] no compensa: sin cambiar te queda una jugada mejor.
       *[verdict] no compensaba: sin cambiar te quedaba una jugada mejor.
    }
error-practice-seat_resting = Descansas esta mano: no tienes cartas ni te toca jugar hasta la siguiente.
# La subasta, en la Brisca Subastada y en la Briscola chiamata: pasar y pujar en puntos, dicho como un botón o una lista lo dicen y como lo que uno hace; lo que se rechaza.
action-pass = pasar
action-bid = pujar { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
doing-pass = pasar
doing-bid = pujar { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
error-action-bad_bid = «{ $text }» no es una puja: una puja en puntos se escribe bid: y un número, por ejemplo bid:70.
error-move-auction_over = la subasta ya terminó: ahora se juegan las cartas.
# Lo que el tablero dice de la subasta: lo que ha dicho cada uno y la puja que manda.
auction-said-pass = paso
auction-said-points = { $points }
auction-said-rank = { $rank_gender ->
        [feminine] la
       *[other] el
    } { $rank }
auction-seat = { $who }: { $said }
# $who: the standing bid's seat as a name; $you: yes where it is the seat the board speaks to
auction-standing = { $you ->
        [yes] La puja más alta es tuya: { $bid }.
       *[other] La puja más alta es { $who_article ->
            [definite] { $who_gender ->
                [feminine] de la
               *[other] del
            } { $who }
           *[none] de { $who }
        }: { $bid }.
    }
auction-none = Nadie ha pujado todavía{ $least ->
        [0] .
       *[other] : se abre con { $least }.
    }
auction-your_bid = Te toca hablar: puja o pasa.
auction-your_bid-must_bid = Te toca hablar: { $others ->
        [one] tu rival ha pasado sin pujar
       *[other] los demás han pasado sin pujar
    }, así que tienes que pujar.
auction-your_bid-must_pass = Te toca hablar: la puja ya está en lo más alto, así que solo puedes pasar.
