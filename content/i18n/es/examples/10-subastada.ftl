ex-10-subastada-title = Subastada: se puja por el triunfo
ex-10-subastada-intro = La Subastada de la guía de 2 a 6 jugadores, a dos: Ana y Luis pujan por elegir el triunfo, y quien gana la subasta tiene que sumar lo que pujó entre bazas y cantes.
ex-10-subastada-deal = Aquí no hay pinta que mande: cada puja dice cuántos puntos se compromete a hacer quien se lleve la subasta, contando bazas y cantes. Quien puja más elige el triunfo.
ex-10-subastada-raise = { $name_0 } y { $name_1 } han ido subiendo de punto en punto hasta { $points }. Cuanto más alta la puja, más difícil cumplirla.
ex-10-subastada-won = Al pasar { $player }, la subasta es de { $name_1 }: si no llega a lo que pujó, la mano es para { $name_0 }.
ex-10-subastada-trump = No es un palo cualquiera: { $player } tiene el rey y el caballo de { $suit }. Si los canta con { $suit } de triunfo, valdrán cuarenta.
ex-10-subastada-sing = { $player } ha ganado la primera baza y, antes de salir a la siguiente, canta. En esta mesa se canta así: justo después de ganar una baza, una vez por baza ganada.
ex-10-subastada-last-card = La carta de debajo del mazo, { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }, no ha marcado nada en toda la mano: es una carta más, y se la lleva quien roba el último, { $turned_up_taker }.
ex-10-subastada-count = Solo con las cartas, { $name_1 } hizo { $score_1 } y { $name_0 }, { $score_0 }: sin las cuarenta, a { $name_1 } no le habría llegado para lo que pujó.
