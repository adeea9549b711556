ex-05-three-title = Tres jugadores
ex-05-three-intro = Cuarenta cartas no se reparten en bazas enteras entre tres: la guía de la mesa en línea quita un dos y el reglamento clásico, los cuatro. Cada uno juega por su cuenta y gana quien más puntos reúne.
ex-05-three-part-0 = La guía de la mesa en línea: sin un dos
ex-05-three-part-1 = El reglamento clásico: sin los doses
ex-05-three-deck = Con tres jugadores la baraja tiene { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }. Tras dar tres a cada uno y volver la pinta quedan { $face_down ->
        [one] { $face_down } carta
       *[other] { $face_down } cartas
    } boca abajo en el mazo.
ex-05-three-first-trick = { $trick_winner } gana la baza con { $winning_card_gender ->
        [feminine] la
       *[other] el
    } { $winning_card } y roba primero; después roban los otros dos, en el orden de juego. Cada uno suma para sí: al final gana quien más puntos reúna, aunque no llegue a la mitad.
