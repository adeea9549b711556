ex-09-signals-title = Una seña cambia la salida de la compañera
ex-09-signals-intro = Las mismas cartas dos veces: primero sin señas y luego con las de la guía de 2 a 6 jugadores. Ana y Eva juegan juntas contra Luis y Pablo, y Ana tiene el as de triunfo.
ex-09-signals-part-0 = Sin señas
ex-09-signals-part-1 = Con las señas de la guía de 2 a 6 jugadores
ex-09-signals-deal = La pinta es { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }: el triunfo es { $trump }. Sale { $leader }.
ex-09-signals-first-trick = { $trick_winner } se lleva la primera baza con { $winning_card_gender ->
        [feminine] la
       *[other] el
    } { $winning_card }, así que sale ella en la siguiente.
ex-09-signals-eva-careful = { $player } tiene el tres de oros, pero no sabe quién guarda el as de triunfo: si { $name_3 }, que juega detrás de ella, lo falla, sus diez puntos se irían con los contrarios. Sale con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, que no arriesga nada.
ex-09-signals-ana-signals = Antes de echar su carta, { $player } { $gesture }: en la tabla de la guía, esa seña quiere decir «{ $sign }». La ve su compañera; los contrarios, no.
ex-09-signals-eva-leads-three = Ganada la misma baza, { $player } sabe ahora que su compañera tiene el as de triunfo y sale con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: si { $name_3 } { $card_gender ->
        [feminine] la
       *[other] lo
    } falla, { $name_0 } juega después y con el as no hay triunfo que pueda.
ex-09-signals-ace-keeps-it = Y así pasa: { $trick_winner } gana la baza con { $winning_card_gender ->
        [feminine] la
       *[other] el
    } { $winning_card } y la pareja suma { $trick_points ->
        [one] { $trick_points } punto
       *[other] { $trick_points } puntos
    }, los diez del tres incluidos. Pareja de Ana y Eva: { $team_score_0 ->
        [one] { $team_score_0 } punto
       *[other] { $team_score_0 } puntos
    }; la de Luis y Pablo: { $team_score_1 ->
        [one] { $team_score_1 } punto
       *[other] { $team_score_1 } puntos
    }.
