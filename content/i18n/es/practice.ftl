### Practicar contra el ordenador, y el repaso al final.

practice-title = Practicar
practice-new_game = Nueva partida
practice-level = Nivel
practice-level-easy = Fácil
practice-level-normal = Normal
practice-level-hard = Difícil
practice-rules = Reglas
practice-rules_line = { $name }: { $summary }
practice-coaching = Entrenador
practice-counting = Cuéntame los puntos
practice-deal = Número de reparto (opcional)
practice-deal_help = El mismo número reparte las mismas cartas: sirve para repetir o compartir una mano.
practice-bad_deal = El número de reparto debe ser un número entero de hasta 9 cifras.
practice-start = Empezar
practice-bot_hand = Mano del ordenador ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    })
practice-turned_up = Pinta
practice-trump_suit = Triunfo: la pinta era { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
practice-stock = Boca abajo en el mazo
practice-seat-0 = Tú
practice-seat-1 = Ordenador
practice-pile_points = { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    })
practice-pile_cards = { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }
practice-go_on = Seguir
practice-on_table = En la mesa
practice-your_hand = Tu mano: elige una carta.
practice-wait = Tu mano
practice-play = Jugar
practice-drawn = ★ robada
practice-exchange = Cambiar { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } por la pinta, { $taken_gender ->
        [feminine] la
       *[other] el
    } { $taken }
practice-skip = No cambiar
practice-verdict = { $win ->
        [0] { $label }: te ha costado { $lost ->
        [one] { $lost } punto
       *[other] { $lost } puntos
    } más o menos. Era mejor { $better }.
       *[other] { $label }: te ha costado { $lost ->
        [one] { $lost } punto
       *[other] { $lost } puntos
    } más o menos y un { $win } % de probabilidad de ganar. Era mejor { $better }.
    }
practice-uncertain = Por poco: la diferencia cabe en el margen de error del cálculo, y la valoración podría ser otra.
practice-hint = Pista
practice-hint_text = Lo mejor ahora: { $move } (margen final esperado { $margin }, { $win } % de ganar).
practice-full_evaluation = Ver la evaluación completa
practice-move = Jugada
practice-expected_margin = Margen esperado
practice-cards_played = Cartas jugadas ({ $n })
practice-trick_line = Baza { $n }: { $cards } → { $who } ({ $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    })
practice-final = Final: tú { $you }, el ordenador { $bot }
practice-result-you = ¡Has ganado!
practice-result-bot = Gana el ordenador.
practice-result-draw = Empate: nadie gana.
practice-result-replay = Empate: la mano se volvería a jugar, y esa mano valdría doble.
practice-result-annul = Empate: la mano se anula.
practice-by_last_trick = (Empate a { $half }, decidido por la última baza.)
practice-again = Jugar otra vez este reparto
practice-share = Enlace para compartir este reparto:
practice-stale = Esa jugada ya no vale: la partida había avanzado.
practice-bot_thinking = Juega el ordenador…
practice-resume = Seguir con la partida empezada
practice-trick_won-0 = Ganas la baza con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
practice-trick_won-1 = El ordenador gana la baza con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
review-title = Repaso
review-move = Decisión
review-played = Jugaste
review-best = Lo mejor
review-lost = Puntos perdidos
review-label = Valoración
review-why = Por qué
review-trick = Baza
review-summary = { $decisions ->
        [one] { $decisions } decisión
       *[other] { $decisions } decisiones
    }, { $lost ->
        [one] { $lost } punto perdido
       *[other] { $lost } puntos perdidos
    } en total, { $hints ->
        [one] { $hints } pista
       *[other] { $hints } pistas
    } y { $takebacks ->
        [one] { $takebacks } jugada deshecha
       *[other] { $takebacks } jugadas deshechas
    }.
review-no_coaching = Has jugado sin entrenador: no hay valoraciones.
error-storage-bad_id = El enlace no lleva una partida válida.
error-storage-unknown_id = No hay ninguna partida guardada con ese enlace.
error-storage-broken_game = La partida guardada está dañada y no se puede abrir.
error-practice-broken_game = La partida guardada está dañada y no se puede abrir.
error-practice-bad_settings = Esas opciones de partida no valen.
error-practice-bad_deal = El número de reparto debe ser un número entero de hasta 9 cifras.
error-practice-illegal_action = Esa jugada no está permitida ahora.
error-practice-not_your_turn = Ahora no te toca jugar.
error-practice-nothing_to_take_back = No hay ninguna jugada tuya que deshacer.
error-practice-game_over = La partida ya ha terminado.
error-storage-unavailable = Ahora no se pueden abrir las partidas guardadas. Vuelve a intentarlo dentro de un rato.
error-storage-read_only = Las partidas guardadas se pueden leer, pero no guardar: tu jugada no se ha guardado. Vuelve a intentarlo dentro de un rato.
error-storage-locked = Las partidas guardadas están ocupadas en este momento: tu jugada no se ha guardado. Vuelve a intentarlo.
error-storage-corrupt = El archivo de partidas guardadas está dañado y no se puede leer.
error-storage-conflict = La partida ha cambiado en otra pestaña: aquí la tienes tal como está ahora.
practice-take_back = Deshacer mi jugada
practice-resign = Abandonar
practice-result-resigned = Has abandonado: gana el ordenador.
review-points = Puntos
review-half = Más de { $half } gana
table-trick_taken = { $who } se lleva la baza: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
table-trump = Triunfo: { $suit }
table-trump_hidden = Triunfo: aún no se sabe
table-stock = { $with_turned_up ->
        [0] { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en el mazo
       *[other] { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en el mazo, y la pinta
    }
table-unseen = Sin ver: { $trumps ->
        [one] { $trumps } triunfo
       *[other] { $trumps } triunfos
    }, { $aces ->
        [one] { $aces } as
       *[other] { $aces } ases
    }, { $threes ->
        [one] { $threes } tres
       *[other] { $threes } treses
    }
table-you = tú
table-partner = compañero
table-wins = gana
table-pile = { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
table-pile_cards = { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }
table-your_turn = Te toca: elige una carta.
table-bot_turn = Juega el ordenador…
table-hand = Tu mano
practice-hint_none = Solo tienes una jugada posible.
practice-hint_move = { $move }: { $margin } de margen esperado, { $win } % de ganar
table-trick_taken_you = Te llevas la baza: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
