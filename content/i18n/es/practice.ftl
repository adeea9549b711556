### Practicar contra el ordenador, y el repaso al final.

practice-title = Practicar
practice-new_game = Nueva partida
practice-level = Nivel
practice-level-easy = Fácil
practice-level-normal = Normal
practice-level-hard = Difícil
practice-rules = Reglas
practice-rules_line = { $name }. { $summary }
practice-coaching = Entrenador
practice-counting = Cuéntame los puntos
practice-aids = Ayudas en la mesa
practice-deal_by = Reparto
practice-deal_by-random = Al azar
practice-deal_by-number = Por número
practice-deal = Número de reparto
practice-deal_help = El mismo número reparte las mismas cartas: sirve para repetir o compartir una mano.
practice-signals = Señas entre compañeros
practice-signals_help = Las señas se hacen en tu turno, antes de echar la carta, y solo si son verdad; a menos que elijas otra cosa, las ve tu compañero y no los contrarios. Las dos fuentes que las traen dan tablas distintas, y con la de la guía de 2 a 6 jugadores las señas se hacen al empezar la mano: solo en la primera baza, antes de tu primera carta.
practice-signals_seen = Quién ve las señas
practice-signals_seen-secret = Solo el compañero
practice-signals_seen-open = También los contrarios
practice-start = Empezar
practice-seat-0 = Tú
practice-exchange = Cambiar { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } por la pinta, { $taken_gender ->
        [feminine] la
       *[other] el
    } { $taken }
practice-skip = No cambiar
practice-verdict = { $label }: { $cost }. Era mejor { $better }.
practice-hint = Pista
# $ahead: how the learner ends on average after the move, "ahead", "behind" or "level";
# $points: by how many points (rounded, never negative).
practice-hint_text = Lo mejor ahora: { $move }. { $ahead ->
        [ahead] De media acabarías { $points ->
            [one] un punto por delante
           *[other] unos { $points } puntos por delante
        }
        [behind] De media acabarías { $points ->
            [one] un punto por detrás
           *[other] unos { $points } puntos por detrás
        }
       *[level] De media acabarías igualado a puntos
    }, y { $win ->
        [0] casi nunca ganarías
        [100] ganarías casi siempre
       *[other] ganarías un { $win } % de las veces
    }.
# $moves: the other moves the coach labels best too, listed (the hint's best leads them by a hair)
practice-hint_also = Casi igual de buena: { $moves }.
practice-final = Final: tú { $you }, el contrario { $bot }
practice-result-you = ¡Has ganado!
practice-result-bot = Gana el contrario.
practice-result-draw = Empate: nadie gana.
practice-result-replay = Empate: la mano no cuenta.
practice-result-annul = Empate: la mano se anula.
practice-by_last_trick = (Empate a { $half }, decidido por la última baza.)
practice-by_latest_trick = (Empate a { $half }. La última baza fue para quien no estaba empatado, así que decide la más reciente que se llevó uno de los empatados: eso lo añade la aplicación, el reglamento clásico no lo dice.)
practice-again = { $match ->
        [yes] Jugar otra vez esta partida
       *[no] Jugar otra vez este reparto
    }
practice-share = { $match ->
        [yes] Enlace para compartir esta partida:
       *[no] Enlace para compartir este reparto:
    }
practice-resume = Seguir con la partida empezada
review-title = Repaso
review-played = Jugaste
review-best = Lo mejor
# the decisions grid: what a move cost of what the table counts ($counts, $win, $worth, $lost as in reason-coach_counts)
review-cost = Coste (lo que cuenta la mesa)
review-cost_short = { $counts ->
        [bands] { $worth ->
            [one] un punto
           *[other] { $worth } puntos
        } de partida
        [contract] { $worth ->
            [one] una mano
           *[other] { $worth } manos
        } de la partida
        [persons] { $worth ->
            [one] un tanto
           *[other] { $worth } tantos
        }
        [points] { $lost ->
            [one] un punto
           *[other] { $lost } puntos
        }
       *[deal] un { $win } % de probabilidad de ganar
    }
review-lost = Puntos perdidos
review-label = Valoración
review-why = Por qué
review-trick = Baza
review-no_coaching = Has jugado sin entrenador: no hay valoraciones.
error-storage-bad_id = El enlace no lleva una partida válida.
error-storage-unknown_id = No hay ninguna partida guardada con ese enlace.
error-storage-broken_game = La partida guardada está dañada y no se puede abrir.
error-practice-no_such_deal = Esta partida no tiene esa mano.
error-practice-broken_game = La partida guardada está dañada y no se puede abrir.
error-practice-bad_settings = Esas opciones de partida no valen.
error-practice-bad_deal = El número de reparto debe ser un número entero de hasta 9 cifras.
error-practice-illegal_action = Esa jugada no está permitida ahora.
error-practice-not_your_turn = Ahora no te toca jugar.
error-practice-nothing_to_take_back = No hay ninguna jugada tuya que deshacer.
error-practice-game_over = La partida ya ha terminado.
error-practice-deal_not_over = La mano aún no ha terminado: la siguiente se reparte al acabar esta.
error-storage-unavailable = Ahora no se pueden abrir las partidas guardadas. Vuelve a intentarlo dentro de un rato.
error-storage-read_only = Las partidas guardadas se pueden leer, pero no guardar: tu jugada no se ha guardado. Vuelve a intentarlo dentro de un rato.
error-storage-locked = Las partidas guardadas están ocupadas en este momento: tu jugada no se ha guardado. Vuelve a intentarlo.
error-storage-busy = Las partidas guardadas están ocupadas en este momento: no se ha podido leer la partida. Vuelve a intentarlo.
error-storage-corrupt = Las partidas guardadas están dañadas y no se pueden leer. No se ha cambiado nada.
error-storage-conflict = La partida ha cambiado en otra pestaña: aquí la tienes tal como está ahora.
error-storage-full = No queda sitio en el disco donde se guardan las partidas: tu jugada no se ha guardado y la partida sigue como estaba.
error-storage-too_big = La partida ha crecido demasiado para guardarla: tu jugada no se ha guardado y la partida sigue como estaba.
error-storage-older_schema = Las partidas guardadas están en una base de datos de una versión anterior de Brisca, que esta versión no lee. No se ha cambiado nada. Quien cuida de la aplicación tiene que apartar esa base de datos (con SQLite, mover el archivo a otro sitio) y empezar con una nueva: lo explica el apartado «Storage» del README.
error-storage-newer_schema = Las partidas guardadas están en una base de datos de una versión más nueva de Brisca, que esta versión no lee. No se ha cambiado nada. Quien cuida de la aplicación tiene que instalar esa versión más nueva, o empezar con una base de datos nueva: lo explica el apartado «Storage» del README.
error-storage-not_ours = La base de datos indicada para las partidas guardadas no es de Brisca: no se ha tocado. Quien cuida de la aplicación tiene que indicar una base de datos nueva (con SQLite, un archivo que aún no exista): lo explica el apartado «Storage» del README.
practice-take_back = Deshacer mi jugada
practice-resign = Abandonar
practice-result-resigned = Has abandonado: gana el contrario.
review-points = Puntos
review-half = Con más de { $half } se gana
board-trick_taken = { $who_article ->
        [definite] { $who_gender ->
            [feminine] La
           *[other] El
        } { $who }
       *[none] { $who }
    } se lleva la baza: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
board-trump = Triunfo: { $suit }
board-trump_hidden = Triunfo: aún no se sabe
board-stock = { $with_turned_up ->
        [0] { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en el mazo
       *[other] { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en el mazo, y la pinta
        [face_down] { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en el mazo, y debajo la pinta, boca abajo
        [last_down] { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en el mazo, y debajo la última, boca abajo
        [last_up] { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en el mazo, y debajo la última, boca arriba
    }
board-unseen = Sin ver: { $trumps ->
        [one] { $trumps } triunfo
       *[other] { $trumps } triunfos
    }, { $aces ->
        [one] { $aces } as
       *[other] { $aces } ases
    }, { $threes ->
        [one] { $threes } tres
       *[other] { $threes } treses
    }
board-wins = gana
board-pile = Ganadas: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
board-pile_cards = Ganadas: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }
board-your_turn = Te toca: elige una carta.
board-bot_turn = Juega el ordenador…
board-hand = Tu mano
# The seat that leads the trick, marked on the table (the others show their number in the trick).
board-leads = Sale
# A signal seen, with the trick it was made in: «Baza 5 · El compañero niega con la cabeza: «no tengo triunfos».»
board-signal = Baza { $trick } · { $text }
# Why a signal seen may no longer hold: shown under it, the line drawn as past.
board-signal_lapsed-played = Ya no vale: después jugó { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
board-signal_lapsed-drew = Puede que ya no valga: ha robado desde entonces.
board-signal_lapsed-trick_over = Era para aquella baza.
board-signal_yours = Tu seña: { $gesture } («{ $sign }»).
board-signal_lapsed_yours-played = Ya no vale: después jugaste { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
board-signal_lapsed_yours-drew = Puede que ya no valga: has robado desde entonces.
practice-hint_move = { $move }: { $ahead ->
        [ahead] { $points ->
            [one] un punto por delante
           *[other] unos { $points } puntos por delante
        }
        [behind] { $points ->
            [one] un punto por detrás
           *[other] unos { $points } puntos por detrás
        }
       *[level] igualado a puntos
    } al final, de media; { $win } % de ganar
board-trick_taken_you = Te llevas la baza: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
practice-praise-best = Bien jugado: era la mejor jugada.
practice-praise-good = Buena jugada, casi tan buena como la mejor: { $cost }.
practice-hint_off = Sin pistas: partida sin entrenador
practice-resign_confirm = ¿Abandonar? Pulsa otra vez
board-history = { $n ->
        [0] Aún no se ha jugado ninguna baza
        [one] La baza jugada
       *[other] Las { $n } bazas jugadas
    }
practice-level-easy-about = El ordenador sigue los consejos de las fuentes, pero un { $noise } % de las veces juega una carta al azar: el más flojo.
practice-level-normal-about = El ordenador juega siempre con los consejos de las fuentes (salir con cartas blancas, guardar los triunfos altos, contar lo que ha salido).
practice-level-hard-about = El ordenador prueba cada jugada en { $worlds } repartos posibles de las cartas que no ve{ $learned ->
        [reads] , juega cada uno como aprendió jugando contra sí mismo, da más peso a los que mejor explican las últimas cartas que has jugado
        [reads-table] , juega cada uno como aprendió jugando contra sí mismo, da más peso a los que mejor explican las últimas cartas que ha jugado cada uno
        [plays] , juega cada uno como aprendió jugando contra sí mismo
       *[no] {""}
    } y, al final, calcula la mano exacta: el más fuerte.
# The seats by what each is to the learner (the one rival at two: the opponent): a label of its own on the board.
practice-seat-partner = Compañero
practice-seat-partner_n = Compañero { $n }
practice-seat-rival = Contrario
practice-seat-rival_n = Rival { $n }
practice-seat-bot_n = Ordenador { $n }
# The same seats in running text, without their article: the sentence gives it ("El rival 1 se lleva la baza").
practice-name-partner = compañero
    .gender = masculine
    .article = definite
practice-name-partner_n = compañero { $n }
    .gender = masculine
    .article = definite
practice-name-rival = contrario
    .gender = masculine
    .article = definite
practice-name-rival_n = rival { $n }
    .gender = masculine
    .article = definite
practice-name-bot_n = ordenador { $n }
    .gender = masculine
    .article = definite
practice-final_teams = Final: vuestro bando { $yours }, el otro bando { $theirs }
practice-result-side_you = ¡Habéis ganado!
practice-result-side_them = Gana el otro bando.
practice-result-resigned_teams = Has abandonado: gana el otro bando.
practice-final_each = Final: { $scores }
practice-score_you = tú { $points }
practice-score_seat = { $who_article ->
        [definite] { $who_gender ->
            [feminine] la
           *[other] el
        } { $who }
       *[none] { $who }
    } { $points }
practice-result-seat = Gana { $who_article ->
        [definite] { $who_gender ->
            [feminine] la
           *[other] el
        } { $who }
       *[none] { $who }
    }.
practice-result-resigned_each = Has abandonado la mano.
practice-side-yours = Vuestro bando
practice-side-theirs = El otro bando
# Five players: each seat by its number at the table (the pairs change every deal), and what it is to the learner in this one.
practice-seat-five_partner = Jugador { $n } · compañero
practice-seat-five_rival = Jugador { $n } · rival
practice-seat-bot_partner = Ordenador { $n } · compañero
practice-seat-bot_rival = Ordenador { $n } · rival
practice-five-playing = En esta mano descansa el jugador { $rester }, que va con { $side ->
        [us] vosotros
       *[them] la otra pareja
    }. Juegas con el jugador { $partner } contra los jugadores { $b1 } y { $b2 }.
practice-five-resting = Te toca descansar esta mano: ni tienes cartas ni ves las de nadie, solo lo que se juega en la mesa. Juegan los jugadores { $a1 } y { $a2 }, con quienes vas (si ganan, te apuntas lo mismo que ellos), contra los jugadores { $b1 } y { $b2 }.
practice-five-rest_status = Descansas esta mano. Juega { $who_article ->
        [definite] { $who_gender ->
            [feminine] la
           *[other] el
        } { $who }
       *[none] { $who }
    }…
practice-five-final_rest = Final: { $ours }, con quienes ibas, { $yours }; { $others }, { $theirs }
practice-five-result_rest = { $won ->
        [yes] Gana tu pareja, y tú con ella.
       *[other] Gana la otra pareja.
    }
practice-not_yours = { $over ->
        [yes] Esta partida se jugó en otro navegador y ya ha terminado: aquí tienes su repaso, o puedes repartir las mismas cartas y jugarlas tú.
       *[no] Esta partida se está jugando en otro navegador, y solo desde él se puede seguir. Puedes ver el repaso de cada mano cuando acabe, o repartir las mismas cartas y jugarlas tú.
    }
practice-not_yours-play = { $match ->
        [yes] Jugar yo esta partida
       *[no] Jugar yo este reparto
    }
error-practice-not_yours = Esta partida se está jugando en otro navegador, y solo desde él se puede seguir: no se ha cambiado nada.
