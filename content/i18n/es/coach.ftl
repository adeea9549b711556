### El entrenador: la valoración de una jugada y por qué.

label-best = la mejor
label-good = buena
label-inaccuracy = imprecisión
label-mistake = error
label-blunder = error grave
# a label the coach's sampling cannot settle: the estimate's own, said as approximate
label_about = { $label ->
        [best] más o menos la mejor
        [good] más o menos buena
        [inaccuracy] más o menos una imprecisión
        [mistake] más o menos un error
       *[blunder] más o menos un error grave
    }
doing-play = jugar { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }
doing-exchange = cambiar { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } por la pinta
doing-skip = no cambiar el triunfo por la pinta
reason-coach_cost = De media, { $better } valía { $lost ->
        [one] { $lost } punto
       *[other] { $lost } puntos
    } más que { $played }.
reason-coach_missed_exchange = Podías cambiar tu triunfo bajo por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }, y no lo hiciste.
reason-coach_led_big_card = { $odds ->
        [0] Salir con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } no era lo mejor, aunque el rival no tenía triunfo para fallarlo.
       *[other] Salir con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } pone en juego sus { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }: el rival tenía un { $odds } % de probabilidad de tener triunfo para fallarlo ({ $trumps_out ->
        [one] { $trumps_out } triunfo sin ver
       *[other] { $trumps_out } triunfos sin ver
    }).
    }
reason-coach_trump_on_nothing = Gastaste un triunfo, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, en una baza sin puntos: los triunfos rinden más cuando fallan cartas con puntos.
reason-coach_big_trump_small_trick = Usaste { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } en una baza de solo { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }: guarda el as y el tres de triunfo para las bazas con puntos.
reason-coach_gave_points = Echaste { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } ({ $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }) a una baza que no ganas: con una carta blanca no regalabas nada.
reason-coach_missed_capture = Con { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } te llevabas { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } de esta baza.
reason-coach_past_60 = Ya llevas { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }: pasada la mitad, no hace falta arriesgar.
reason-coach_trumped_partner = Fallaste con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } una baza que ya ganaba tu compañero con { $holder_gender ->
        [feminine] la
       *[other] el
    } { $holder }: gastaste un triunfo para nada.
reason-coach_overtook_partner = Montaste a tu compañero: su { $holder } ya ganaba la baza, y { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } no os da ni un punto más.
reason-coach_missed_load = La baza era de tu compañero ({ $holder_gender ->
        [feminine] la
       *[other] el
    } { $holder }): era el momento de cargarle puntos, y { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } habría sumado { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } para tu bando.
reason-coach_led_despite_no_trumps = Además, tu compañero te había hecho la seña de que no tiene triunfos: si un contrario falla { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, tu compañero no tiene triunfo con que recuperar la baza.
reason-coach_ignored_figure_request = Tu compañero te había pedido con una seña rey, caballo o sota, y { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } se lo daba.
