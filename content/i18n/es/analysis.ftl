### Tablero de análisis

nav-analysis = Tablero de análisis
analysis-intro = Monta cualquier posición que permitan las reglas: tus cartas, la pinta, las bazas que ya se han jugado y lo que hay en la mesa. El entrenador valora cada carta que puedes echar y te dice por qué. El enlace de la página guarda la posición, para volver a ella o compartirla.
analysis-table = Mesa
analysis-first = Salió en la primera baza
analysis-stock = Cartas en el mazo
analysis-where = Dónde pones la carta
analysis-where-hand = Tu mano
analysis-where-trick = La mesa
analysis-where-played = Bazas jugadas
analysis-where-up = La pinta
analysis-where-known = Mano de otro
analysis-known-seat = En la mano de
analysis-known-of = Vista en la mano del jugador { $n }
analysis-signals-seen = Señas que has visto
analysis-signals-none = Ninguna todavía: si viste alguna, di quién la hizo, cuál y en qué baza.
analysis-signal-seat = Quién la hizo
analysis-signal-sign = Qué seña
analysis-signal-trick = En qué baza
analysis-signal-trick_n = Baza { $n }
analysis-signal-add = Añadir la seña
analysis-sign-option = { $gesture }: «{ $sign }»
analysis-signal-in-list = { $seat }, baza { $n }: «{ $sign }»
analysis-pick = Elige la carta de { $suit }
analysis-remove = Toca una carta para quitarla.
analysis-none = Ninguna.
analysis-up_none = Sin pinta todavía.
analysis-holder = Quién robó la pinta
analysis-holder-none = Nadie que sepas
analysis-clear = Empezar de cero
analysis-to_move = Te toca jugar a ti, que eres el jugador { $n }.
analysis-exchange_turn = Acabas de ganar la baza: antes de robar puedes cambiar la pinta.
analysis-signals = Señas vistas: { $signs }.
analysis-col-move = Jugada
analysis-col-label = Valoración
analysis-col-margin = Diferencia al final
analysis-col-win = Probabilidad de ganar
analysis-no_reason = Vale casi lo mismo que la mejor.
analysis-col-why = Por qué
analysis-best = { $move } (la mejor)
analysis-margin = { $ahead ->
        [ahead] { $points ->
            [one] { $points } punto por delante
           *[other] { $points } puntos por delante
        }
        [behind] { $points ->
            [one] { $points } punto por detrás
           *[other] { $points } puntos por detrás
        }
       *[level] igualados
    }
analysis-win = { $win } %
analysis-budget = { $exact ->
        [yes] Valores exactos: el entrenador ha resuelto, con juego perfecto, { $worlds ->
            [one] el único reparto posible de las cartas que no ves
           *[other] los { $worlds } repartos posibles de las cartas que no ves
        }.
       *[no] Valores estimados sobre { $worlds ->
            [one] { $worlds } reparto al azar
           *[other] { $worlds } repartos al azar
        } de las cartas que no ves, jugados hasta el final: una diferencia de un punto o dos puede ser suerte del sorteo.
    }
analysis-share = Enlace a esta posición (cópialo para compartirla):
analysis-refused = Esta posición no puede darse en una mano de brisca. Corrígela y el entrenador la valorará:
analysis-open = Abrir en el tablero de análisis
analysis-kept_unread = No se han podido leer los valores que el entrenador guardó en esa jugada de la partida: estos son los suyos, calculados ahora, y pueden diferir un poco.
# el tablero de análisis abierto por un enlace a un paso de una partida que la regla de quién puede verla rechaza ($why: friends_table, not_yours, deal_not_over, no_such_deal)
analysis-kept_refused = { $why ->
        [friends_table] Ese enlace lleva a una jugada de una mesa con amigos: sus jugadas solo se repasan en la mesa, así que el tablero no muestra nada de esa partida. Estas valoraciones son las del entrenador, calculadas ahora.
        [not_yours] Ese enlace lleva a una jugada de una partida que se juega en otro navegador: el tablero no muestra nada de la partida de otro jugador. Estas valoraciones son las del entrenador, calculadas ahora.
        [deal_not_over] Ese enlace lleva a una jugada de una mano que aún se está jugando: el tablero muestra lo que guardó el entrenador cuando la mano termina. Estas valoraciones son las del entrenador, calculadas ahora.
       *[other] Ese enlace no lleva a ninguna jugada de una partida que el tablero pueda leer: estas valoraciones son las del entrenador, calculadas ahora.
    }
analysis-problem-trick_too_long = En la mesa hay { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, y con { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } la baza se recoge en cuanto juegan todos.
analysis-problem-tricks_not_whole = Las bazas jugadas suman { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, y cada baza lleva una carta de cada jugador: { $players ->
        [one] { $players } carta
       *[other] { $players } cartas
    }.
analysis-problem-no_exchange_window = Aquí no cabe cambiar la pinta: en esta mesa no se cambia en este momento, o no tienes con qué.
analysis-problem-no_turned_up = Falta la pinta: elige la carta que está boca arriba debajo del mazo.
analysis-problem-trump_must_show = La pinta no puede seguir tapada: ya se han jugado cartas de los cuatro palos, y al salir el primer triunfo se descubre.
analysis-problem-not_in_deck = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } no está en la baraja de { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    } de esta mesa.
analysis-problem-card_twice = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } está en dos sitios a la vez.
analysis-problem-deal_over = Con { $count ->
        [one] { $count } baza jugada
       *[other] { $count } bazas jugadas
    } ya no queda nada que jugar: la mano ha terminado.
analysis-problem-stock_count = Con las bazas que hay jugadas, en el mazo { $expected ->
        [one] queda { $expected } carta
       *[other] quedan { $expected } cartas
    }, no { $count }.
analysis-problem-hand_size = Tienes { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } en la mano, y a estas alturas te toca tener { $expected }.
analysis-problem-known_too_many = { $count ->
        [one] Se da por vista { $count } carta
       *[other] Se dan por vistas { $count } cartas
    } en la mano del jugador { $seat_number }, que no tiene más que { $expected }.
analysis-problem-turned_up_seen = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } es la pinta y sigue debajo del mazo: no puede estar también en una mano ni en la mesa.
analysis-problem-turned_up_unplaced = El mazo se ha acabado, así que alguien se llevó la pinta, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: ponla en tu mano o en las bazas jugadas, o di quién la robó.
analysis-problem-signals_off = En esta mesa no se hacen señas, y la posición trae alguna.
analysis-problem-bad_signal = Una seña de la baza { $trick_number } no pudo hacerse ni verse así en esta mesa.
analysis-problem-signal_after_first_card = En esta mesa las señas se hacen al empezar la mano, antes de echar la primera carta: la del jugador { $seat_number } en la baza { $trick_number } («{ $sign }») llega tarde.
analysis-problem-signal_before_turn = Al jugador { $seat_number } todavía no le ha tocado en la baza { $trick_number }: no ha podido hacer la seña «{ $sign }».
analysis-problem-signal_twice = La seña «{ $sign }» del jugador { $seat_number } sale dos veces en la baza { $trick_number }, y cada seña se hace una sola vez por baza.
analysis-problem-signal_no_partner = En la baza { $trick_number } al jugador { $seat_number } ya no le quedaba compañero por echar carta: no tenía a quién pedirle figura.
analysis-problem-signal_contradicted = La seña «{ $sign }» del jugador { $seat_number } en la baza { $trick_number } no puede ser verdad: no cuadra con las cartas que ves.
analysis-problem-signals_unfit = Las señas que has visto no cuadran entre sí ni con las cartas que sabes en otras manos: ningún reparto de las cartas que no ves les da la razón a todas.
analysis-read-unreadable = El enlace no describe ninguna posición: empiezas con el tablero vacío.
analysis-read-bad_part = El enlace trae mal { $part ->
        [rules] la mesa: se queda la de dos jugadores
        [first] quién salió primero: sale el jugador 1
        [stock] las cartas del mazo: se ponen a cero
        [known] las cartas vistas en otras manos: se dejan fuera
        [signals] las señas: se dejan fuera
        [phase] el momento de la jugada: es tu turno de jugar
        [goal] los puntos que faltan para ganar la partida: se toman los de una partida nueva
        [swapped] si acabas de cambiar la pinta: se da por no cambiada
       *[other] algo que no es parte de una posición: se pasa por alto
    }.
analysis-read-bad_cards = El enlace trae { $count ->
        [one] algo que no es una carta
       *[other] { $count } cosas que no son cartas
    } en { $part ->
        [hand] tu mano
        [up] la pinta
        [played] las bazas jugadas
        [trick] la mesa
       *[other] las cartas vistas en otras manos
    }: { $count ->
        [one] se quita
       *[other] se quitan
    }.
error-analysis-bad_position = Esta posición no puede darse en una mano de brisca.
error-analysis-not_to_move = No es el turno de este jugador: el tablero de análisis se abre en la jugada de quien tiene que mover.
home-analysis = Monta cualquier posición y mira cuánto vale cada jugada, y por qué.
analysis-start = Empieza por tus cartas y la pinta: elige dónde va cada carta y tócala en la lista de abajo.
analysis-setup = Monta la posición
