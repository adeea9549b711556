ex-03-exchange-title = Cambiar el 7 de triunfo
ex-03-exchange-intro = El mismo cambio con dos reglas distintas: en tu turno, según el reglamento clásico, y tras ganar una baza, según la ficha web.
ex-03-exchange-part-0 = El reglamento clásico: en tu turno
ex-03-exchange-part-1 = La ficha web: tras ganar una baza
ex-03-exchange-rulebook-deal = La pinta es { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }, que vale puntos, y { $name_0 } tiene el siete de triunfo.
ex-03-exchange-rulebook-exchange = Según el reglamento clásico, { $player } cambia en su turno, antes de jugar: entrega { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } y se queda { $taken_gender ->
        [feminine] la
       *[other] el
    } { $taken }. Ahora la pinta es su siete, y en este turno ya no puede cambiar otra vez.
ex-03-exchange-after-win-trick = { $trick_winner } gana la baza. Antes de robar puede cambiar su siete de triunfo por la pinta.
ex-03-exchange-after-win-exchange = { $player } entrega { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } y se lleva { $taken_gender ->
        [feminine] la
       *[other] el
    } { $taken }; con ese cambio se acaba su turno de cambiar y se roba: primero { $drew_first }.
