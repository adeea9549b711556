ex-08-keep-trumps-title = Guardar los triunfos para las bazas con puntos
ex-08-keep-trumps-intro = Luis no gasta su triunfo en una baza sin puntos y lo usa cuando de verdad rinde.
ex-08-keep-trumps-keep = { $trick_points ->
        [0] En la baza no hay ningún punto
        [one] En la baza solo hay un punto
       *[other] En la baza solo hay { $trick_points } puntos
    }: { $player } guarda su triunfo y echa una carta blanca.
ex-08-keep-trumps-now-it-pays = Ahora sí: { $player } falla el tres con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } y se lleva { $trick_points ->
        [one] { $trick_points } punto
       *[other] { $trick_points } puntos
    }.
