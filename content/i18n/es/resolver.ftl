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
resolver-table-4 = 4 jugadores por parejas ({ $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    })
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
resolver-empty = Aún no hay cartas. Sale el { $seat }: elige su carta abajo.
resolver-winner = Gana la baza { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } del { $seat }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
resolver-winning = Por ahora va ganando { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } del { $seat }; hay { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } en la mesa.
resolver-what_beats = ¿Qué carta se pondría por delante? Las opciones del { $seat }
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
resolver-problem-bad_table = El enlace pide una mesa que no existe: se muestra una baza vacía.
resolver-problem-bad_trump = El enlace trae un triunfo que no se entiende: se muestra una baza vacía.
resolver-problem-card_not_in_deck = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } no está en la baraja de { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    } de esa mesa: se muestra una baza vacía.
resolver-problem-bad_leader = El enlace pide que salga un jugador que no existe en una mesa de { $players }: se muestra una baza vacía.
resolver-problem-bad_card = El enlace trae algo que no es una carta: se muestra una baza vacía.
resolver-problem-repeated_card = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } aparece dos veces en el enlace: se muestra una baza vacía.
resolver-problem-too_many_cards = El enlace trae { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } para { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }: se muestra una baza vacía.
resolver-suit = Palo
resolver-suit_is_trump = { $suit } (triunfo)
resolver-pick = La carta del { $seat } ({ $suit })
resolver-pick_here = Su carta: elígela abajo
resolver-settings = { $table } · { $trump } · Sale el { $leader }
resolver-summary-trump_suit = Triunfo: { $suit }
resolver-summary-trump_card = Triunfo: { $suit }, con { $card_gender ->
        [feminine] la
       *[other] el
    } { $rank } de pinta
