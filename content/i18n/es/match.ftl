## El tanteo de una partida de varias manos y lo que vale cada mano, en los términos de sus reglas

match-board-single = Una sola mano decide la partida.
match-board-deals = Manos ganadas: gana la partida quien llegue antes a { $target }.
match-board-margin = Puntos de partida: de { $low } a { $high ->
        [one] { $high } punto
       *[other] { $high } puntos
    } la mano vale 1, de { $mid } a { $top } vale 2 y con los { $total } vale 3; gana quien llegue antes a { $target }.
match-board-points = Rematada: se suman los puntos de todas las manos y gana quien llegue antes a { $target }.
match-board-deal = Mano { $n }
match-board-stake = Esta mano vale { $stake ->
        [2] doble
       *[other] por { $stake }
    }: viene de un empate.
match-side_points = { $to ->
        [you] tú
        [us] vuestro bando
        [them] el otro bando
       *[other] { $who_article ->
           [definite] { $who_gender ->
               [feminine] la
              *[other] el
           } { $who }
          *[none] { $who }
       }
    } { $points }

match-worth-deal_won = { $to ->
        [you] Te apuntas la mano
        [us] Vuestro bando se apunta la mano
        [them] El otro bando se apunta la mano
       *[other] { $who_article ->
           [definite] { $who_gender ->
               [feminine] La
              *[other] El
           } { $who }
          *[none] { $who }
       } se apunta la mano
    }: { $to ->
        [you] llevas
        [us] lleváis
       *[other] lleva
    } { $total } de { $target }.
match-worth-margin_won = { $band ->
        [all] Con todos los puntos de la baraja ({ $points })
       *[other] Con { $points ->
            [one] un punto
           *[other] { $points } puntos
        } (de { $low } a { $high })
    } la mano vale { $base ->
        [one] un punto
       *[other] { $base } puntos
    } de partida { $to ->
        [you] para ti: llevas
        [us] para vuestro bando: lleváis
        [them] para el otro bando: lleva
       *[other] para { $who_article ->
           [definite] { $who_gender ->
               [feminine] la
              *[other] el
           } { $who }
          *[none] { $who }
       }: lleva
    } { $total } de { $target }.
match-worth-single_won = Esta mano decidía la partida.
match-worth-points_added = En la rematada cuenta cada punto de la mano: { $scores }. Van { $totals }, a { $target }.
match-worth-tie_draw = Empate a { $tied_at }: nadie se apunta la mano.
match-worth-tie_annul = Empate a { $tied_at }: la mano se anula y nadie se apunta nada.
match-worth-tie_replay = Empate a { $tied_at }: la mano no cuenta, se juega otra y esa valdrá { $next_stake ->
        [2] doble
       *[other] por { $next_stake }
    }.
match-worth-doubled = Como venía de un empate, la mano contaba { $stake ->
        [2] doble
       *[other] por { $stake }
    }: { $worth } en vez de { $base }.
match-end-won = { $to ->
        [you] ¡Has ganado la partida!
        [us] ¡Vuestro bando gana la partida!
        [them] El otro bando gana la partida.
       *[other] { $who_article ->
           [definite] { $who_gender ->
               [feminine] La
              *[other] El
           } { $who }
          *[none] { $who }
       } gana la partida.
    }
match-end-drawn = La partida acaba en empate.
match-end-resigned = Has abandonado la partida.
match-next_deal = Repartir la mano { $n }
