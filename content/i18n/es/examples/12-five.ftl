ex-12-five-title = Cinco jugadores: uno descansa
ex-12-five-intro = La guía de 2 a 6 jugadores dice que, a cinco, uno descansa en cada mano por turnos y que recibe una parte de lo que gane su equipo. Aquí se ve cómo se juega en esta mesa: descansa quien reparte, los otros cuatro juegan por parejas, y en la mano siguiente descansa otro.
ex-12-five-part-0 = Una mano a cinco
ex-12-five-part-1 = La mano siguiente
ex-12-five-deal = La guía no dice quién descansa ni con quién va: en esta mesa descansa quien reparte, y va con la pareja de quien sale, que es el sitio más flojo (sale sin ver ninguna carta de los demás). Como el reparto pasa a la derecha en cada mano, el descanso da la vuelta a la mesa.
ex-12-five-count = { $side_0 } hicieron { $team_score_0 } y { $side_1 }, { $team_score_1 }. La guía solo dice que el que descansa se lleva una parte si gana su equipo; aquí se lleva lo mismo que cada uno de los que juegan: { $rester } se apunta la mano igual que { $side_0 }.
ex-12-five-next-deal = Ahora reparte { $rester }, que estaba a la derecha de quien repartió antes, y le toca descansar; { $name_3 } vuelve a jugar. Las parejas ya no son las de antes, y por eso la partida se cuenta por personas y no por parejas.
ex-12-five-trumped = { $trick_winner }, que descansaba en la mano anterior, falla con { $winning_card_gender ->
        [feminine] la
       *[other] el
    } { $winning_card } y se lleva { $trick_points ->
        [one] { $trick_points } punto
       *[other] { $trick_points } puntos
    } para su nueva pareja.
