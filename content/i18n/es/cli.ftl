### La línea de órdenes: python -m brisca.

cli-winner = Gana la baza { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } (carta { $position }).
cli-points = La baza vale { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
cli-trump = Triunfo: { $suit }.
cli-trump_card_in_trick = La pinta, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, no puede estar también en la baza.
cli-need_trump = Indica el triunfo con --trump PALO o --trump-card CARTA.
cli-too_many_cards = Una baza tiene como mucho 6 cartas.
cli-no_such_file = No se puede leer «{ $path }».
cli-record = Partida { $n }: { $message }
cli-bench = { $games ->
        [one] { $games } mano aleatoria
       *[other] { $games } manos aleatorias
    } de dos jugadores por segundo en un núcleo; { $resolve } µs por baza explicada, { $fast } µs por baza resuelta sin explicación.
cli-deal_over = La mano ya ha terminado: no queda jugada que analizar.
cli-hint_seat = Juega el jugador { $seat }.
cli-hint_margin-two = Con cada jugada, cuántos puntos por delante del otro jugador acabaría, de media (en negativo, por detrás), y su probabilidad de ganar la mano:
cli-hint_margin-three = Con cada jugada, cuántos puntos por delante del mejor de los otros dos acabaría, de media (en negativo, por detrás), y su probabilidad de ganar la mano (un asiento al azar: 33 %):
cli-hint_margin-pairs = Con cada jugada, cuántos puntos por delante de la otra pareja acabaría su pareja, de media (en negativo, por detrás), y la probabilidad de la pareja de ganar la mano:
cli-hint_margin-five = Con cada jugada, cuántos puntos por delante de la otra pareja acabaría su pareja en esta mano, de media (en negativo, por detrás), y la probabilidad de la pareja de ganar la mano:
cli-hint_margin-teams = Con cada jugada, cuántos puntos por delante del otro equipo acabaría su equipo, de media (en negativo, por detrás), y la probabilidad del equipo de ganar la mano:
cli-hint_move = {"  "}{ $move }: { $margin } puntos, { $win } % de ganar (± { $stderr }): { $label }
cli-unknown_bot = No hay ningún bot «{ $name }»; los que hay: { $known }.
cli-bad_count = { $what } debe ser un número entero entre { $low } y { $high }.
cli-arena = { $a } contra { $b }: puntuación { $score } (95 %: { $lo }–{ $hi }), margen { $margin } (95 %: { $mlo }–{ $mhi }), sobre { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } de { $deals ->
        [one] { $deals } reparto
       *[other] { $deals } repartos
    }.
cli-arena_times = {"  "}{ $bot }: mediana { $median } ms por jugada, percentil 95 { $p95 } ms.
cli-arena_seatings-two = Cada reparto, jugado dos veces, { $a } en cada asiento por turno; dos bots iguales puntúan { $even }.
cli-arena_seatings-three = Cada reparto, jugado tres veces, { $a } en cada asiento por turno contra dos de { $b }; la puntuación es la parte de las partidas que ganó { $a } (un asiento al azar: { $even }).
cli-arena_seatings-pairs = Cada reparto, jugado dos veces: { $a } como pareja en los asientos 1 y 3, luego en los asientos 2 y 4, contra una pareja de { $b }; dos parejas iguales puntúan { $even }.
cli-arena_seatings-five = Cada reparto lo juegan cuatro, porque descansa quien reparte, y se juega dos veces: { $a } como pareja en los asientos 1 y 3 de la mano, luego en los asientos 2 y 4, contra una pareja de { $b }; dos parejas iguales puntúan { $even }.
cli-arena_seatings-teams = Cada reparto, jugado dos veces: { $a } como equipo en los asientos 1, 3 y 5, luego en los asientos 2, 4 y 6, contra un equipo de { $b }; dos equipos iguales puntúan { $even }.
cli-coach_bench = El entrenador en { $decisions ->
        [one] { $decisions } decisión
       *[other] { $decisions } decisiones
    }: mediana { $median_ms } ms, percentil 95 { $p95_ms } ms.
    De las jugadas del bot { $judged }, calificó { $mistakes } de error o de error grave (el { $mistakes_pct } %).
# $table: a preset's name; $changes_hands: criticisms whose idea is only what changes hands between the lines
cli-coach_ideas = { $table }: { $criticised ->
        [one] { $criticised } crítica
       *[other] { $criticised } críticas
    } en { $decisions ->
        [one] { $decisions } decisión
       *[other] { $decisions } decisiones
    }; sin una idea: { $without_idea } ({ $without_idea_pct } %); solo con lo que cambia de manos: { $changes_hands } ({ $changes_hands_pct } %); ideas dichas: { $ideas_said }, falsas: { $false }, dudosas: { $doubtful } ({ $doubtful_pct } %)
cli-coach_ideas_all = Todas las mesas: { $criticised ->
        [one] { $criticised } crítica
       *[other] { $criticised } críticas
    } en { $decisions ->
        [one] { $decisions } decisión
       *[other] { $decisions } decisiones
    }; sin una idea: { $without_idea } ({ $without_idea_pct } %); solo con lo que cambia de manos: { $changes_hands } ({ $changes_hands_pct } %); ideas dichas: { $ideas_said }, falsas: { $false }, dudosas: { $doubtful } ({ $doubtful_pct } %)
# the checked claims: one line per idea (and best play's reply once every card is known)
cli-coach_claims = Lo que afirma cada idea, comprobado en { $worlds ->
        [one] { $worlds } reparto nuevo
       *[other] { $worlds } repartos nuevos
    } (cierta, dudosa, falsa):
cli-coach_claim = { $code }: dicha { $said ->
        [one] { $said } vez
       *[other] { $said } veces
    }; cierta { $true }, dudosa { $doubtful }, falsa { $false }
cli-coach_precision = El entrenador, con { $budget_s } s para pensar{ $paced ->
        [yes] {" "}después de que el tablero muestre las cartas de antes del turno del alumno (mediana { $shown_s_median } s)
       *[no] {""}
    } y { $workers ->
        [one] { $workers } proceso
       *[other] { $workers } procesos
    }, en { $verdicts ->
        [one] { $verdicts } valoración
       *[other] { $verdicts } valoraciones
    }:
    comparadas con la referencia (diez veces más mundos): { $compared }; coincide con ella: { $agree_pct } %; a dos etiquetas o más: { $two_apart_pct } %
    la mejor o buenas según la referencia, llamadas error o error grave: { $sound_called_bad }; al revés: { $bad_called_sound }
    dadas como aproximadas: { $uncertain_pct } %; exactas: { $exact_pct } %; mundos (mediana): { $worlds_median }
    segundos hasta la valoración: mediana { $seconds_median }, percentil 95 { $seconds_p95 }
cli-table-game = Partida { $id } (versión { $version }): { $rules } · { $level }
cli-table-trick = En la mesa: { $cards }
cli-table-turned = La pinta: { $card }
cli-table-hand = Tu mano: { $cards }
cli-table-moves = Lo que puedes jugar (python -m brisca table play { $id } CÓDIGO):
