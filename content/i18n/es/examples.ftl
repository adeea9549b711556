### Los ejemplos paso a paso.

examples-title = Ejemplos paso a paso
examples-choose = Ejemplo
examples-bad_example = El enlace pide un ejemplo que no existe: se muestra el primero.
examples-bad_step = El enlace pide un paso que este ejemplo no tiene (tiene { $last ->
        [one] { $last } paso
       *[other] { $last } pasos
    }): se empieza por el primero.
examples-first = Primero
examples-prev = Anterior
examples-next = Siguiente
examples-last = Último
examples-step_of = Paso { $step } de { $count }
examples-go_to = Ir al paso
examples-turned_up = Pinta
examples-turned_up_taken = La pinta, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, ya se robó.
examples-last_card = La última del mazo{ $hidden ->
        [hidden] : en juego está boca abajo y no marca el triunfo
       *[other] : no marca el triunfo
    }
examples-last_card_taken = La última carta del mazo, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, ya se robó.
examples-trump = Triunfo: { $suit }.
examples-stock = Boca abajo en el mazo
examples-on_table = En la mesa
examples-trick_taken = Baza para { $name }
examples-seat_line = **{ $name }**{ $team }: { $points ->
        [one] { $points } punto capturado
       *[other] { $points } puntos capturados
    }
examples-new_card = ★ nueva
examples-team_points = Equipo { $n }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
examples-side_with_rester = Equipo { $n } ({ $players }, y { $rester }, que descansa)
examples-side_named = Equipo { $n } ({ $players })
examples-all_text = Todos los pasos en texto
error-example-broken_example = El ejemplo «{ $example }» está dañado y no se puede mostrar.
