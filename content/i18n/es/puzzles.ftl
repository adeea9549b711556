### La página de problemas: posiciones de partidas en las que una jugada es claramente la mejor.

nav-puzzles = Problemas
puzzles-intro = Cada problema es una posición sacada de una partida entre ordenadores en la que hay una jugada claramente mejor que las demás. Te toca a ti: encuéntrala. Si aciertas, el rival contesta y sigues hasta el final del problema; si fallas, el entrenador te dice por qué.
# $theme: the idea the puzzle is about; $level: its difficulty; $rating: its rating; $moves: how many moves of the learner it asks for
puzzles-about = Tema: { $theme } · Dificultad: { $level } · Puntuación del problema: { $rating } · { $moves ->
        [one] una jugada tuya
       *[other] { $moves } jugadas tuyas
    }
puzzles-exact = Ya no queda mazo: quien ha contado las cartas sabe cuáles tiene el rival, y las bazas que faltan están calculadas con exactitud. Vale cualquier jugada que saque el mismo resultado que la mejor.
# $worlds: how many deals of the hidden cards were played out; $lead: how many points the best move is ahead of the next, on average; $low, $high: its 95% interval
puzzles-sampled = Aún queda mazo: la respuesta sale de jugar { $worlds } repartos posibles de las cartas que no ves. La mejor jugada saca de media { $lead ->
        [one] { $lead } punto
       *[other] { $lead } puntos
    } a la siguiente (entre { $low } y { $high }, con un 95 % de confianza).
# what a puzzle asks ($task), by what its table counts ($counts: deal or bands, 003's match points)
puzzles-task = { $task ->
        [win] Con las cartas que quedan, de esta jugada depende ganar o perder la mano: encuentra la que la gana.
        [tie] La mano ya no se puede ganar, pero todavía se puede empatar: encuentra la jugada que salva el empate.
        [bands] De esta jugada dependen los puntos de partida que te apuntas: encuentra la que más te da.
        [chance] Esta jugada cambia claramente tu probabilidad de ganar la mano: encuentra la que más la sube.
       *[points] La mano es tuya juegues lo que juegues{ $counts ->
            [bands] {" "}y los puntos de partida salen igual
           *[other] {""}
        }: llévate el máximo de puntos.
    }
# a sampled puzzle chosen by what the table counts: $lead, $low, $high are how many more deals of every 100 the
# best move wins than the next one (or, $counts bands, how many more match points it scores on average)
puzzles-sampled-worth = Aún queda mazo: la respuesta sale de jugar { $worlds } repartos posibles de las cartas que no ves. { $counts ->
        [bands] La mejor jugada te da de media { $lead } puntos de partida más que la siguiente
       *[other] Con la mejor jugada ganas la mano en { $lead } de cada 100 repartos más que con la siguiente
    } (entre { $low } y { $high }, con un 95 % de confianza).
puzzles-theme-stock = el mazo y la pinta
puzzles-theme-trumps = los triunfos
puzzles-theme-partner = jugar con el compañero
puzzles-theme-leading = salir
puzzles-theme-counting = contar las cartas
puzzles-theme-following = la baza que hay en la mesa
puzzles-theme-exchange = el cambio de la pinta
puzzles-theme-signals = las señas
puzzles-level-1 = fácil
puzzles-level-2 = media
puzzles-level-3 = difícil
# $step: which of the learner's moves this is; $moves: how many the puzzle asks for
puzzles-your_move = Te toca: ¿qué carta echas?{ $moves ->
        [one] {""}
       *[other] {" "}(jugada { $step } de { $moves })
    }
puzzles-right = ¡Bien visto! Esa era. El rival ya ha contestado: sigue, que el problema no ha terminado.
puzzles-solved = ¡Resuelto! Has encontrado la mejor jugada.
puzzles-solved_missed = Resuelto, pero no a la primera: este intento no cuenta como acertado.
# once solved: why the answer was best, against the nearest wrong move ($wrong, said as what one does)
puzzles-why = ¿Y { $wrong }? { $why }
puzzles-try_again = Puedes jugarla ahora para seguir con el problema, o pasar al siguiente.
puzzles-next = Siguiente problema
# $rating, $rd: the learner's rating and how far it may still be off
puzzles-your_rating = Tu puntuación en problemas: { $rating } (± { $rd }). Sube cuando resuelves un problema a la primera y baja cuando fallas; el siguiente se elige cerca de ella.
puzzles-link = Enlace a este problema
puzzles-none = Todavía no hay problemas guardados.
error-puzzle-bad_id = El enlace no señala ningún problema: el nombre de un problema es como «000-001». Aquí tienes otro.
error-puzzle-unknown_id = El enlace señala un problema que no existe. Aquí tienes otro.
error-puzzle-bad_move = Esa jugada no vale en esta posición: elige una de tus cartas.
error-puzzle-bad_step = Ese paso no es de este problema: sigue desde donde estás.
error-puzzle-stale_move = Esa jugada se hizo en una posición que ya ha pasado: sigue desde la de ahora.
error-puzzle-bad_file = Un archivo de problemas está dañado y no se puede leer.
home-puzzles = Posiciones de partidas con una jugada claramente mejor: encuéntrala.
error-puzzle-bad_kept = No se ha podido leer la puntuación de problemas que tenías guardada, así que no se tiene en cuenta: empiezas de nuevo con una puntuación nueva.
# the two sets a puzzle is chosen from; $count: how many puzzles of the learner's own are kept
puzzles-set = Problemas para jugar
puzzles-set-rated = Problemas puntuados
puzzles-set-mine = { $count ->
        [0] Mis errores
       *[other] Mis errores ({ $count })
    }
# $theme, $level, $moves as in puzzles-about (a learner's own puzzle has no rating)
puzzles-mine-about = Tema: { $theme } · Dificultad: { $level } · { $moves ->
        [one] una jugada tuya
       *[other] { $moves } jugadas tuyas
    }
# $label: the coach's word for the move the learner made there
puzzles-mine-origin = Esta posición sale de una mano tuya de práctica: aquí hiciste una jugada que el entrenador calificó de { $label }. ¿Encuentras ahora una mejor?
puzzles-mine-intro = Tus propios problemas: posiciones de tus manos de práctica en las que el entrenador vio un error claro tuyo. Encuentra la jugada que se te escapó; si fallas, el entrenador te dice por qué.
# as puzzles-sampled, of a position of the learner's own game: $lead is how far behind the best the move they played was
puzzles-mine-sampled = Aún quedaba mazo: en tu partida el entrenador jugó { $worlds } repartos posibles de las cartas que no veías, y tu jugada sacaba de media { $lead ->
        [one] { $lead } punto
       *[other] { $lead } puntos
    } menos que la mejor (entre { $low } y { $high }, con un 95 % de confianza). Vale cualquier jugada que no haya salido claramente peor que la mejor.
puzzles-mine-none = Todavía no tienes problemas propios. Juega una mano en Práctica con el entrenador activado: al terminar, cada error claro o error grave tuyo se convierte aquí en un problema.
puzzles-mine-damaged = Uno de tus problemas propios está dañado y no se puede leer, así que se ha dejado fuera.
## La parte de los problemas en tu progreso: tu puntuación tras cada intento.
puzzles-progress-title = Tu puntuación en problemas
# $tries: how many tries are kept; $rating, $rd: the rating after the latest one and how far it may still be off
puzzles-progress-about = Tras { $tries ->
        [one] tu único intento
       *[other] tus { $tries } intentos
    } en los problemas, tu puntuación es { $rating } (± { $rd }). La línea marca tu puntuación después de cada intento, y la franja sombreada, esa puntuación más o menos su desviación, es decir, lo que aún puede alejarse de tu nivel real: cuanto más estrecha es la franja, más fiable es la puntuación.
puzzles-progress-none = Todavía no has intentado ningún problema. Cada problema que intentes en la página de Problemas mueve tu puntuación, y aquí la verás intento a intento.
puzzles-progress-go = Probar un problema
puzzles-progress-damaged = Los intentos de problemas que tenías guardados están dañados y no se pueden leer, así que no se muestra cómo ha ido tu puntuación.
puzzles-progress-chart = Tu puntuación tras cada intento
puzzles-progress-try = Intento
puzzles-progress-date = Fecha
puzzles-progress-puzzle = Problema
puzzles-progress-result = Resultado
puzzles-progress-rating = Puntuación
puzzles-progress-rd = ± desviación
puzzles-progress-solved = resuelto a la primera
puzzles-progress-missed = no acertado
puzzles-progress-list = Todos los intentos
