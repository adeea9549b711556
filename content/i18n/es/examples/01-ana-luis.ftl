ex-01-ana-luis-title = La baza de Ana y Luis
ex-01-ana-luis-intro = El ejemplo clásico: un triunfo pequeño se lleva un as.
ex-01-ana-luis-deal = La pinta es { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }: el triunfo es { $trump }, y cualquier carta de { $trump } gana a las de los demás palos.
ex-01-ana-luis-lead = { $player } sale con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, que vale { $card_points ->
        [one] { $card_points } punto
       *[other] { $card_points } puntos
    }. Es arriesgado: { $name_1 } puede fallarlo con un triunfo.
ex-01-ana-luis-trump = { $player } no está obligado a seguir el palo: falla con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }. { $trick_winner } se lleva { $trick_points ->
        [one] { $trick_points } punto
       *[other] { $trick_points } puntos
    } aunque su carta no vale nada, roba primero y saldrá en la baza siguiente. Un triunfo pequeño ha valido más que un as.
