ex-07-mistake-title = Error frecuente: salir con un as que te pueden fallar
ex-07-mistake-intro = La misma mano dos veces: primero el error, luego la jugada mejor.
ex-07-mistake-part-0 = El error
ex-07-mistake-part-1 = La jugada mejor
ex-07-mistake-lost-ace = { $trick_winner } falla con { $winning_card_gender ->
        [feminine] la
       *[other] el
    } { $winning_card } y se lleva { $trick_points ->
        [one] { $trick_points } punto
       *[other] { $trick_points } puntos
    }: el as se ha perdido.
ex-07-mistake-kept-ace = Esta vez { $name_0 } sale con una carta blanca, y { $trick_points ->
        [0] en la baza no hay ningún punto
        [one] en la baza solo hay un punto
       *[other] en la baza solo hay { $trick_points } puntos
    }: el as sigue en su mano.
