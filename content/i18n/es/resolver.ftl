### ¿Quién gana la baza?

resolver-title = ¿Quién gana la baza?
resolver-intro = Elige la mesa, el triunfo y quién sale, y pon las cartas en el orden en que se juegan. El resultado cambia al momento, y el enlace de la página guarda la baza para compartirla.
resolver-table = Mesa
resolver-table-2 = 2 jugadores ({ $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    })
resolver-table-3-39 = 3 jugadores ({ $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }, sin un dos)
resolver-table-3-36 = 3 jugadores ({ $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }, sin doses)
resolver-table-4 = 4 jugadores por parejas, o 5 con uno que descansa ({ $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    })
resolver-table-5 = Briscola chiamata: 5 jugadores, cada uno por su cuenta hasta que la carta llamada descubre los bandos ({ $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }, sin pinta)
resolver-table-6 = 6 jugadores en dos equipos ({ $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }, sin doses: elección de la aplicación)
resolver-trump = Triunfo
resolver-trump_suit = Palo: { $suit }
resolver-trump_card = Pinta: { $card }
resolver-leader = Sale
resolver-change = Cambiar esta carta: elige otra abajo
resolver-remove = Quitar esta carta y las siguientes
resolver-option = { $card } ({ $points })
resolver-empty = Aún no hay cartas. Sale { $seat_article ->
        [definite] { $seat_gender ->
            [feminine] la
           *[other] el
        } { $seat }
       *[none] { $seat }
    }: elige su carta abajo.
resolver-winner = Gana la baza { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } { $seat_article ->
        [definite] { $seat_gender ->
            [feminine] de la
           *[other] del
        } { $seat }
       *[none] de { $seat }
    }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
resolver-winning = Por ahora va ganando { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } { $seat_article ->
        [definite] { $seat_gender ->
            [feminine] de la
           *[other] del
        } { $seat }
       *[none] de { $seat }
    }; hay { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } en la mesa.
resolver-what_beats = ¿Qué carta se pondría por delante? Las opciones { $seat_article ->
        [definite] { $seat_gender ->
            [feminine] de la
           *[other] del
        } { $seat }
       *[none] de { $seat }
    }
resolver-partner_winning = Va ganando su compañero: cualquier carta que no lo supere deja la baza en su equipo.
resolver-would_take = Se pondrían por delante ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }), con los puntos que habría en la mesa: { $cards }
resolver-would_take_none = Ninguna de las cartas que quedan gana { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card }: juegue la que juegue, no se pondría por delante.
resolver-would_lose_none = Cualquiera de las cartas que quedan se pondría por delante.
resolver-would_lose = No ganarían ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }): { $cards }
resolver-random = Baza al azar
resolver-clear = Vaciar
resolver-problem-bad_table = El enlace pide una mesa que no existe: se muestra la de { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, con { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }.
resolver-problem-bad_trump = No se entiende el triunfo del enlace: se queda en { $suit }.
resolver-problem-trump_not_in_deck = La pinta del enlace, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, no está en la baraja de { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    } de esta mesa: se quita, y el triunfo sigue siendo { $suit }.
resolver-problem-no_turned_up = En esta mesa no se vuelve ninguna carta: manda el palo de la carta llamada. Del enlace no se queda { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, solo su palo: { $suit }.
resolver-problem-bad_leader = El enlace pide que salga un jugador que no está en esta mesa de { $players }: sale { $seat_article ->
        [definite] { $seat_gender ->
            [feminine] la
           *[other] el
        } { $seat }
       *[none] { $seat }
    }.
resolver-problem-bad_card = { $count ->
        [one] El enlace trae algo que no es una carta en el lugar { $places } de sus cartas: se quita.
       *[other] El enlace trae cosas que no son cartas en los lugares { $places } de sus cartas: se quitan.
    }
resolver-problem-card_not_in_deck = { $count ->
        [one] Esta carta no está en la baraja
       *[other] Estas cartas no están en la baraja
    } de { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    } de esta mesa, y { $count ->
        [one] se quita
       *[other] se quitan
    }: { $dropped }.
resolver-problem-turned_up_in_trick = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } es la pinta y no puede estar también en la baza: se quita de la baza.
resolver-problem-repeated_card = { $count ->
        [one] Esta carta aparece más de una vez en el enlace, y se deja solo la primera
       *[other] Estas cartas aparecen más de una vez en el enlace, y se deja solo la primera de cada una
    }: { $dropped }.
resolver-problem-too_many_cards = El enlace trae más cartas de las que caben en una baza de { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }: se quedan las primeras, una por jugador.
resolver-suit = Palo
resolver-suit_is_trump = { $suit } (triunfo)
resolver-pick = La carta { $seat_article ->
        [definite] { $seat_gender ->
            [feminine] de la
           *[other] del
        } { $seat }
       *[none] de { $seat }
    } ({ $suit })
resolver-pick_here = Su carta: elígela abajo
resolver-settings = { $table } · { $trump } · Sale { $leader_article ->
        [definite] { $leader_gender ->
            [feminine] la
           *[other] el
        } { $leader }
       *[none] { $leader }
    }
resolver-summary-trump_suit = Triunfo: { $suit }
resolver-summary-trump_card = Triunfo: { $suit }, con { $card_gender ->
        [feminine] la
       *[other] el
    } { $rank } de pinta
