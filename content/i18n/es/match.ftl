## El tanteo de una partida de varias manos y lo que vale cada mano, en los términos de sus reglas

match-board-single = Una sola mano decide la partida.
match-board-deals = Manos ganadas: gana la partida quien llegue antes a { $target }.
match-board-margin = Puntos de partida: de { $low } a { $high ->
        [one] { $high } punto
       *[other] { $high } puntos
    } la mano vale 1, de { $mid } a { $top } vale 2 y con los { $total } vale 3; gana quien llegue antes a { $target }.
match-board-points = Rematada: se suman los puntos de todas las manos, baza a baza, y gana quien llegue antes a { $target }: la partida acaba en la baza que los alcanza.
match-board-deal = Mano { $n }
match-stake = { $times ->
        [1] lo normal
        [2] el doble
        [3] el triple
        [4] el cuádruple
       *[other] { $times } veces lo normal
    }
match-board-stake = Esta mano vale { $stake }: viene de { $ties ->
        [1] un empate
        [2] dos empates seguidos
       *[other] { $ties } empates seguidos
    }.
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
    } { $reached ->
        [yes] { $total }, y bastaban { $target }.
        [passed] { $total }.
       *[other] { $total } de { $target }.
    }
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
        [each] para cada uno de los que la ganan ({ $who }); tú llevas
        [us] para vuestro bando: lleváis
        [them] para el otro bando: lleva
       *[other] para { $who_article ->
           [definite] { $who_gender ->
               [feminine] la
              *[other] el
           } { $who }
          *[none] { $who }
       }: lleva
    } { $reached ->
        [yes] { $total }, y bastaban { $target }.
        [passed] { $total }.
       *[other] { $total } de { $target }.
    }
match-worth-level = Hay empate a { $best } en cabeza entre { $seats }, así que la partida sigue: para ganarla hay que llegar a { $target } y quedarse solo en cabeza.
match-worth-alone = Tú también llegas a { $target }, pero { $seats } se queda solo en cabeza con { $best }.
match-worth-single_won = Esta mano decidía la partida.
match-worth-rest_shared = { $you ->
        [yes] Descansaste esta mano e ibas
       *[other] { $seat_article ->
            [definite] El { $seat }
           *[none] { $seat }
        } descansó esta mano e iba
    } con el bando ganador, así que { $you ->
        [yes] te apuntas
       *[other] se apunta
    } lo mismo que cada uno de ellos: { $match ->
        [deals] { $received ->
            [one] una mano
           *[other] { $received } manos
        }
       *[other] { $received ->
            [one] un punto
           *[other] { $received } puntos
        } de partida
    }; { $you ->
        [yes] llevas
       *[other] lleva
    } { $total }.
match-worth-rest_nothing = { $you ->
        [yes] Descansaste esta mano; tu bando la perdió, así que no te apuntas nada y sigues
       *[other] { $seat_article ->
            [definite] El { $seat }
           *[none] { $seat }
        } descansó esta mano; su bando la perdió, así que no se apunta nada y sigue
    } con { $total }.
match-worth-rest_tie = { $you ->
        [yes] Descansaste esta mano; nadie la ganó, así que tampoco te apuntas nada y sigues
       *[other] { $seat_article ->
            [definite] El { $seat }
           *[none] { $seat }
        } descansó esta mano; nadie la ganó, así que tampoco se apunta nada y sigue
    } con { $total }.
match-worth-points_added = En la rematada cuenta cada punto de la mano: { $scores }. Van { $totals }, a { $target }.
match-worth-target_reached = { $to ->
        [you] Llegas
        [us] Vuestro bando llega
        [them] El otro bando llega
       *[other] { $who_article ->
           [definite] { $who_gender ->
               [feminine] La
              *[other] El
           } { $who }
          *[none] { $who }
       } llega
    } a { $total } con esta baza: en la rematada gana quien llega antes a { $target }, así que la partida acaba aquí, sin jugar el resto de la mano. Tanteo final: { $totals }.
## después de un empate: el resultado de la mano ya dice «Empate» y que no cuenta; aquí, lo que viene
match-worth-tie_draw = Nadie se apunta la mano.
match-worth-tie_annul = Nadie se apunta nada.
match-worth-tie_replay = { $ties ->
        [1] Se reparte otra mano, que vale { $next_stake }.
        [2] Es el segundo empate seguido: la próxima mano vale { $next_stake }.
       *[other] Van { $ties } empates seguidos: la próxima mano vale { $next_stake }.
    }
match-worth-doubled = Como venía de { $ties ->
        [1] un empate
        [2] dos empates seguidos
       *[other] { $ties } empates seguidos
    }, la mano contaba { $stake }: { $worth } en vez de { $base }.
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
# Five players: the scoreboard's line for each deal played, who rested it and what they received.
match-board-rest = Mano { $n } · { $text }
match-board-rests = Quién descansó cada mano ({ $n })
