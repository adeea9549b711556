### Ponte a prueba: preguntas hechas por el motor.

quiz-title = Ponte a prueba
quiz-score = Aciertos
quiz-streak = Racha
quiz-best_streak = Mejor racha
quiz-progress = Pregunta { $n } de { $total }
# $figure: yes for the sota, the caballo and the rey, whose picture shows $number, which is not their value
quiz-q-points = ¿Cuántos puntos vale { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }{ $figure ->
        [yes] , la carta que lleva el { $number }
       *[no] {""}
    }?
quiz-q-stronger = ¿Cuál de estas dos cartas es más fuerte?
quiz-q-trick = El triunfo es { $trump } y el palo de salida, { $suit_led }. ¿Qué carta gana la baza?
quiz-q-pile = ¿Cuántos puntos suman estas cartas?
quiz-q-exchange = { $rule ->
        [rulebook] Según el reglamento clásico, en tu turno, ¿puedes cambiar { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }?
        [after_win] Según la ficha web, tras ganar una baza, ¿puedes cambiar { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }?
       *[seven_after_win] En la variante regional que cita la guía de la mesa en línea, tras ganar una baza, ¿puedes cambiar { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }?
    }
quiz-played = { $n }.ª
quiz-in_hand = En tu mano
quiz-turned_up = La pinta
quiz-yes = Sí
quiz-no = No
quiz-right = ¡Correcto!
# $answer: a number
quiz-wrong = Incorrecto: la respuesta es { $answer }.
# $answer: an option's label as its button says it ("He perdido"), quoted: it reads as a quote mid-sentence
quiz-wrong-option = Incorrecto: la respuesta es «{ $answer }».
quiz-wrong-yes_no = { $answer ->
        [yes] Incorrecto: sí se puede.
       *[no] Incorrecto: no se puede.
    }
quiz-next = Siguiente pregunta
quiz-finish = Ver el resultado
quiz-new_round = Nueva ronda
quiz-round_over = Ronda terminada: { $right } de { $total } aciertos.
# $scale: the ranks that score, each with its points
reason-quiz_points = { $card_gender ->
        [feminine] La
       *[other] El
    } { $card } { $points ->
        [0] no vale ningún punto
        [one] vale { $points } punto
       *[other] vale { $points } puntos
    }: de cada palo solo puntúan { $scale }, y las demás cartas no valen nada.
# $ranking: the ranks of the deck, strongest first
reason-quiz_stronger = { $strong_gender ->
        [feminine] La
       *[other] El
    } { $strong } es más fuerte que { $weak_gender ->
        [feminine] la
       *[other] el
    } { $weak }: en cada palo, de la carta más fuerte a la más floja, el orden es { $ranking }.
# a reason that compares cards of one suit ($why), with the order it rests on ($ranking: the ranks, strongest first)
reason-by_strength = { $why } En cada palo, de la carta más fuerte a la más floja: { $ranking }.
# $cards: the cards in the order of the sum $sum
reason-quiz_pile = Por orden, { $cards } valen { $sum } = { $total }.
quiz-wrong-card = Incorrecto: la respuesta es { $answer_gender ->
        [feminine] la
       *[other] el
    } { $answer }.
quiz-problem-no_round = El enlace trae respuestas, pero no la ronda a la que pertenecen: empieza una ronda nueva.
quiz-problem-bad_round = El enlace trae una ronda que no existe: empieza una ronda nueva.
quiz-problem-bad_answers = Las respuestas del enlace no encajan con las preguntas de su ronda: empieza una ronda nueva.
quiz-problem-bad_progress = El enlace no dice bien por qué pregunta va la ronda: empieza una ronda nueva.
