ex-08-keep-trumps-title = Guardar los triunfos para las bazas con puntos
ex-08-keep-trumps-intro = Luis no gasta su triunfo en una baza sin puntos y lo usa cuando de verdad rinde.
ex-08-keep-trumps-keep = La baza no vale nada ({ $trick_points ->
        [one] { $trick_points } punto
       *[other] { $trick_points } puntos
    }): { $player } guarda su triunfo y echa una carta blanca.
ex-08-keep-trumps-now-it-pays = Ahora sí: { $player } falla el tres con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } y se lleva { $trick_points ->
        [one] { $trick_points } punto
       *[other] { $trick_points } puntos
    }.
