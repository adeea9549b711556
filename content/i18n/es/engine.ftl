### Lo que dice el motor: por qué gana una baza, qué pasa en cada jugada, cómo acaba una
### mano y qué no cuadra en lo que se le da.

## Una baza, carta a carta

trick-step = { $n }. { $why } Va ganando { $winning_gender ->
        [feminine] la
       *[other] el
    } { $winning }.
reason-leads = Sale { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: el palo de salida es { $suit }.
reason-leads_trump = Sale { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, que es triunfo: arrastra.
reason-trump_cuts = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } es triunfo y falla { $against_gender ->
        [feminine] la
       *[other] el
    } { $against }, que no lo es.
reason-higher_trump = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } es un triunfo más fuerte que { $against_gender ->
        [feminine] la
       *[other] el
    } { $against }.
reason-higher_of_suit_led = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } es del palo de salida y más fuerte que { $against_gender ->
        [feminine] la
       *[other] el
    } { $against }.
reason-lower_trump = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } es triunfo, pero más { $card_gender ->
        [feminine] floja
       *[other] flojo
    } que { $against_gender ->
        [feminine] la
       *[other] el
    } { $against }.
reason-lower_of_suit_led = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } es del palo de salida, pero más { $card_gender ->
        [feminine] floja
       *[other] flojo
    } que { $against_gender ->
        [feminine] la
       *[other] el
    } { $against }.
reason-suit_led_under_trump = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } es del palo de salida, pero ya manda un triunfo: { $against_gender ->
        [feminine] la
       *[other] el
    } { $against }.
reason-off_suit = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } no es del palo de salida ({ $suit_led }) ni triunfo ({ $trump }): no puede ganar.
reason-off_suit_trump_led = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } no es de { $trump }, que es a la vez el triunfo y el palo de salida: no puede ganar.
reason-only_trump = Gana { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: es el único triunfo de la baza.
reason-highest_trump = Gana { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: es el triunfo más alto de la baza.
reason-highest_of_suit_led = Gana { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: nadie ha jugado triunfo y es la carta más alta del palo de salida ({ $suit_led }).
reason-only_trump-so_far = Por ahora va ganando { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: es el único triunfo jugado.
reason-highest_trump-so_far = Por ahora va ganando { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: es el triunfo más alto jugado.
reason-highest_of_suit_led-so_far = Por ahora va ganando { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: nadie ha jugado triunfo y es la carta más alta del palo de salida ({ $suit_led }).

## Cambios del 7 y del 2 de triunfo por la pinta

reason-exchange_seven_takes_points = Según el reglamento clásico, el 7 de triunfo se cambia por una pinta que vale puntos, y { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned } los vale.
reason-exchange_seven_needs_points = Según el reglamento clásico, el 7 de triunfo solo se cambia por una pinta que valga puntos, y { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned } no vale ninguno.
reason-exchange_seven_takes_any = Tras ganar una baza, el 7 de triunfo se cambia por la pinta, sea cual sea.
reason-exchange_two_takes_blank = Según el reglamento clásico, el 2 de triunfo se cambia por una pinta blanca (7, 6, 5 o 4), como { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }.
reason-exchange_two_takes_seven_or_lower = Tras ganar una baza, el 2 de triunfo se cambia por un 7 o una carta más floja, como { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }.
reason-exchange_two_needs_blank = El 2 de triunfo solo se cambia por una carta que no valga puntos, y { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned } los vale.
reason-exchange_two_needs_seven_or_lower = Tras ganar una baza, el 2 de triunfo solo se cambia por un 7 o una carta más floja, y { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned } es más fuerte.
reason-exchange_only_the_seven = En la variante regional que cita la guía de la mesa en línea solo se cambia el 7 de triunfo; el 2 no se cambia.
reason-exchange_not_an_exchange_card = Solo el 7 y el 2 de triunfo se cambian por la pinta.
reason-exchange_no_exchanges = Con estas reglas no hay cambios.

## Una mano paso a paso

reason-walk_deal = Se reparten tres cartas a cada jugador y se vuelve { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }: es la pinta, y su palo es el triunfo. Sale { $leader }.
reason-walk_deal_dealer = Reparte { $dealer }: tres cartas a cada jugador, y vuelve { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }, que es la pinta y marca el triunfo. Sale { $leader }, a su derecha.
reason-walk_play = { $player } juega { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
reason-walk_exchange = { $player } cambia { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } por la pinta, { $taken_gender ->
        [feminine] la
       *[other] el
    } { $taken }.
reason-walk_skip = { $player } no cambia su triunfo por la pinta.
reason-walk_trick = { $winner } gana la baza con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } y se lleva { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }. { $why }
reason-walk_draw = Se roba: primero { $first } (en este orden: { $order }).
reason-walk_last_draw = Última ronda de robo: { $taker } roba { $taker_gender ->
        [feminine] la última
       *[other] el último
    } y se lleva la pinta, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
reason-walk_deal_auction = Reparte { $dealer }: { $cards ->
        [3] tres
       *[other] { $cards }
    } cartas a cada jugador, y no se vuelve pinta: la última carta del mazo queda debajo { $hidden ->
        [hidden] boca abajo
       *[other] boca arriba
    } y no marca nada. El triunfo lo elige quien gane la subasta, que abre { $opener }, a la derecha de quien reparte.
reason-walk_deal_call = Reparte { $dealer } la baraja entera: { $cards } cartas a cada jugador, sin mazo y sin pinta. Abre la subasta { $opener }, a la derecha de quien reparte.
reason-walk_deal_rest = Reparte { $dealer }, y quien reparte descansa: esta mano ni recibe cartas ni juega. Los otros cuatro juegan por parejas, cada uno frente a su compañero: { $ours } contra { $theirs }, y { $dealer } va con { $ours }. Se vuelve { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }, que es la pinta y marca el triunfo. Sale { $leader }, a la derecha de quien reparte.
reason-walk_bid = { $player } puja { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
reason-walk_pass = { $player } pasa, y ya no vuelve a pujar.
reason-walk_rank = { $player } puja por { $rank_gender ->
        [feminine] la
       *[other] el
    } { $rank }.
reason-walk_trump = { $player } se ha llevado la subasta y elige { $suit } como triunfo.
reason-walk_sing = { $player } canta { $marriage ->
        [40] las cuarenta
       *[other] las veinte
    } en { $suit }: enseña el rey y el caballo de { $suit } y se apunta { $marriage } puntos.
reason-walk_call = { $player } llama { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card }: { $suit } es el triunfo, y quien tenga esa carta jugará con { $player } sin decir nada.
reason-walk_partner_shown = Al salir { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, se descubre el compañero: { $partner } juega con { $caller }.
reason-walk_partner_alone = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } era de { $caller }: juega solo contra los demás.
reason-walk_last_draw_card = Última ronda de robo: { $taker } roba { $taker_gender ->
        [feminine] la última
       *[other] el último
    } y se lleva la carta de debajo del mazo, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
reason-result_contract = { $made ->
        [yes] Contrato cumplido
       *[other] Contrato no cumplido
    }: { $side } pujó { $amount } y { $teams ->
        [yes] su pareja sumó
       *[other] sumó
    } { $points } entre bazas y cantes{ $made ->
        [yes] .
       *[other] ; le faltaron { $short ->
            [one] { $short } punto
           *[other] { $short } puntos
        }.
    }
reason-result_called = { $alone ->
        [yes] { $caller }, que jugaba solo, suma { $ours }; los demás, { $theirs }: { $made ->
            [yes] llega a { $goal } y gana.
           *[other] no llega a { $goal }, así que ganan los que defienden.
        }
       *[other] { $caller } y { $partner } suman { $ours }; los que defienden, { $theirs }: { $made ->
            [yes] llegan a { $goal } y ganan.
           *[other] no llegan a { $goal }, así que ganan los que defienden.
        }
    }
reason-walk_over = Se acabó la mano. { $result }
reason-walk_rest_share = { $won ->
        [yes] { $rester } no ha jugado, pero iba con { $players }: gana la mano con esa pareja.
        [no] { $rester } no ha jugado, pero iba con { $players }: pierde la mano con esa pareja.
       *[other] { $rester } iba con { $players }, y como nadie gana la mano, no se apunta nada.
    }
reason-result_win = Gana { $side } con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
reason-result_win_team = Gana el equipo { $side } con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
reason-result_win_last_trick = Empate a { $points }: gana { $side } por llevarse la última baza.
reason-result_win_last_trick_team = Empate a { $points }: gana el equipo { $side } por llevarse la última baza.
reason-result_win_latest_trick = Empate a { $points }: la última baza fue para quien no estaba empatado, y gana { $side }, que de los empatados se llevó la más reciente (eso lo añade la aplicación, el reglamento clásico no lo dice).
reason-result_draw = Empate a { $points }: nadie gana.
reason-result_replay = Empate a { $points }: la mano se vuelve a jugar, y esa mano repetida vale doble.
reason-result_annul = Empate a { $points }: la mano se anula y nadie suma.

## Lo que no cuadra

error-unknown = Algo ha salido mal. Vuelve a intentarlo; si vuelve a pasar, empieza de nuevo.
error-at_move = Jugada { $n }: { $message }
error-card-not_text = Eso no es el texto de una carta.
error-card-empty = Falta la carta: escribe, por ejemplo, 1O o «as de oros».
error-card-not_a_card = «{ $text }» no es una carta: escribe, por ejemplo, 1O, 12E o «as de oros».
error-card-unknown_rank = «{ $text }»: la baraja española no tiene ese número.
error-card-unknown_suit = «{ $text }»: ese palo no existe; los palos son oros, copas, espadas y bastos.
error-card-unknown_card = «{ $text }» no es una carta de la baraja española.
error-card-too_long = Eso es demasiado largo para ser una carta.
error-rules-bad_value = El valor «{ $value }» no vale para «{ $field }»; valores posibles: { $allowed }.
error-rules-teams_need_4_or_6 = Solo se juega por equipos con cuatro o seis jugadores, no con { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }.
error-rules-deck_does_not_split = Una baraja de { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    } no se reparte en bazas enteras entre { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }.
error-rules-five_need_rest = A cinco se juega con uno que descansa cada mano por turnos (descanso «rotate»), y solo a cinco; esta mesa es de { $players }.
error-rules-five_play_in_pairs = A cinco, los cuatro que juegan cada mano forman dos parejas: las reglas tienen que ser por equipos.
error-rules-five_need_dealer = A cinco descansa el que da y sale el de su derecha: el primero en salir tiene que ser «dealer_right».
error-rules-five_not_rematada = La Rematada no se juega a cinco: las parejas cambian en cada mano, así que ningún bando se lleva sus puntos de una mano a la siguiente.
error-rules-not_rules = Las reglas deben ser el nombre de un juego de reglas o un objeto con sus opciones.
error-rules-unknown_field = Opción de reglas desconocida: «{ $field }».
error-rules-unknown_preset = No hay reglas llamadas «{ $name }»; las que hay: { $known }.
error-record-not_json = La partida guardada no es JSON válido.
error-record-not_utf8 = La partida guardada no es texto UTF-8.
error-record-too_deep = La partida guardada tiene demasiados niveles anidados.
error-record-too_big = La partida guardada es demasiado grande.
error-record-not_an_object = La partida guardada debe ser un objeto JSON.
error-record-bad_format = Formato de partida desconocido («{ $value }»); se espera 1.
error-record-missing_field = A la partida guardada le falta «{ $field }».
error-record-unknown_field = La partida guardada tiene un campo desconocido: «{ $field }».
error-record-bad_rules = Las reglas de la partida no valen: { $problem }
error-record-hand_count = Hace falta una mano por jugador: { $expected }.
error-record-hand_size = Cada mano inicial debe tener { $expected ->
        [one] { $expected } carta
       *[other] { $expected } cartas
    }.
error-record-bad_card = En «{ $field }», «{ $text }» no es una carta.
error-record-not_a_list = «{ $field }» debe ser una lista.
error-record-duplicate_card = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } aparece dos veces.
error-record-wrong_deck = Las cartas no forman la baraja de { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }: sobran { $stray } y faltan { $missing }.
error-record-bad_leader = El jugador que sale («{ $value }») no existe en esta mesa.
error-record-bad_dealer = El jugador que reparte («{ $value }») no existe en esta mesa.
error-record-bad_carried = Los puntos que trae de manos anteriores («carried») solo caben en la rematada: un número entero por bando ({ $sides }), cada uno por debajo de { $target }.
error-record-leader_not_right_of_dealer = Con estas reglas sale el jugador a la derecha de quien reparte, y la partida dice otra cosa.
error-record-bad_names = Hace falta un nombre por jugador ({ $expected }).
error-record-bad_move = La jugada «{ $move }» no se entiende.
error-record-illegal_move = la jugada «{ $move }» no es legal: { $reason }
error-record-no_deals = La partida no tiene ninguna mano.
error-record-bad_deal = La mano { $deal } de la partida no se entiende: lleva su «record» y, si ha terminado, su «result» y su «score».
error-record-bad_deal_record = Mano { $deal }: { $message }
error-record-other_rules = La mano { $deal } se juega con otras reglas que la partida.
error-record-deal_after_end = La partida ya estaba decidida antes de la mano { $deal }.
error-record-wrong_dealer = En la mano { $deal } reparte el jugador { $dealer }, pero le tocaba al jugador { $expected }: cada mano reparte el siguiente.
error-record-wrong_carried = La mano { $deal } parte de { $written } puntos traídos, pero la partida iba { $expected }.
error-record-unfinished_deal = La mano { $deal } está sin acabar y la partida sigue después.
error-record-result_does_not_follow = El resultado que pone la mano { $deal } no es el que dan sus bazas con estas reglas.
error-record-score_does_not_follow = El tanteo tras la mano { $deal } no cuadra: pone { $written } y debería ser { $expected }.
error-record-match_does_not_follow = Lo que pone de la partida tras la mano { $deal } (el tanteo, lo que vale la mano siguiente, si ha terminado y quién la ha ganado) no es lo que dan sus manos.
error-record-not_a_log = El historial de una partida tiene que ser una lista de jugadas.
error-record-bad_deal_code = aquí toca repartir las cartas («deal:repartidor:salida:cartas») y esta jugada no las reparte.
error-record-after_end = la partida ya ha terminado.
error-record-bad_side = abandona por un bando que no está en la mesa (hay { $sides }).
error-move-deal_over = la mano ya ha terminado.
error-move-exchange_pending = el jugador { $seat } debe decidir antes si cambia su triunfo por la pinta.
error-move-not_an_action = eso no es una jugada.
error-move-card_not_in_hand = { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } no está en la mano de quien juega.
error-move-exchange_not_allowed = ese cambio no está permitido ahora.
error-trick-empty_trick = Pon al menos una carta en la baza.
error-trick-repeated_card = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } está dos veces en la baza.
error-match-deal_not_over = La mano aún no ha terminado.
error-match-match_over = La partida ya ha terminado.
error-bot-unknown_bot = No hay ningún bot «{ $name }»; los que hay: { $known }.
error-input-not_a_number = «{ $what }» debe ser un número entero, escrito con cifras, entre { $low } y { $high }.
error-input-out_of_range = «{ $what }» debe estar entre { $low } y { $high }.
error-input-not_utf8 = El texto no está en UTF-8.
error-input-not_json = El texto no es JSON válido.
error-input-too_deep = El texto tiene demasiados niveles anidados.
error-input-too_big = El texto es demasiado grande.
error-input-not_a_mark = Ese punto no es una de las jugadas marcadas de esta mano: la revisión sigue donde estaba.
