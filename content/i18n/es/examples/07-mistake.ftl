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
ex-07-mistake-kept-ace = Saliendo con una carta blanca, la baza vale { $trick_points ->
        [one] { $trick_points } punto
       *[other] { $trick_points } puntos
    } y el as sigue en la mano de { $name_0 }.
