# Brisca Subastada (brisca/core/subastada.py): the auction, the trump named, the marriages sung.
preset-name-003-subastada = Brisca Subastada, dos jugadores
preset-name-003-subastada-pairs = Brisca Subastada, cuatro por parejas
preset-003-subastada = Se puja por elegir el triunfo, desde { $bid_min } puntos; quien gana la subasta tiene que llegar a lo pujado, contando las cartas y lo cantado, o el rival se apunta { $penalty ->
        [one] la mano
       *[other] { WORDS($penalty, gender: "feminine") } manos
    }. Se cantan las 20 y las 40. Gana la partida quien se lleva { $target ->
        [one] una mano
       *[other] { WORDS($target, gender: "feminine") } manos
    }.
preset-003-subastada-pairs = La subasta por el triunfo, jugada por dos parejas: lo que cuenta es lo que suma la pareja del que ganó la puja.
puzzles-theme-contract = la subasta y los cantes
# the trump named, a marriage sung ($suit: the suit's name); a pass and a bid are worded with every auction's (actions.ftl)
action-trump = triunfo: { $suit }
action-sing = cantar en { $suit }
doing-trump = elegir { $suit } como triunfo
doing-sing = cantar en { $suit }
error-action-bad_suit = «{ $text }» no nombra un palo: escribe O, C, E o B, por ejemplo trump:O.
error-rules-sing_needs_auction = Solo se canta en la Brisca Subastada: sin subasta no hay cantes.
error-rules-auction_needs_two_sides = La subasta se juega entre dos bandos: dos jugadores, o dos parejas o equipos.
error-rules-auction_alone = En la Brisca Subastada el triunfo sale de la subasta: no se juega con cambios, señas, pinta tapada, tanteo por diferencia ni Rematada.
error-move-auction_pending = todavía se está pujando: primero hay que pujar o pasar.
error-move-trump_pending = antes de jugar, quien ganó la subasta tiene que elegir el triunfo.
error-move-must_bid = los demás han pasado sin pujar: a quien le toca no puede pasar y tiene que pujar al menos { $least }.
error-move-bid_under_least = con { $amount } no basta: la puja tiene que ser de { $least } o más.
error-move-bid_too_high = nadie puede pujar { $amount }: entre cartas y cantes no se pasa de { $most }.
error-move-bid_off_step = { $amount } no vale: se sube de { $step } en { $step }.
error-move-sing_not_now = ahora no se puede cantar: se canta justo después de ganar una baza, antes de salir.
error-move-sang_this_trick = ya se ha cantado tras esta baza: solo se canta una vez por baza ganada.
error-move-marriage_sung = ese cante ya está hecho: cada rey y caballo se cantan una sola vez.
error-move-no_marriage = para cantar hay que tener en la mano el rey y el caballo de ese palo.
# the coach on a bid, a pass or the trump named: $played_share and $better_share, the deals of
# every 100 the side wins after each move (the contract priced as if the auction stopped there)
reason-coach_contract_odds = { $tense ->
        [hint] Al { $better }, tu bando gana la mano en { $better_share } de cada 100 repartos posibles; al { $played }, en { $played_share }.
       *[verdict] Al { $better }, tu bando habría ganado la mano en { $better_share } de cada 100 repartos posibles; al { $played }, en { $played_share }.
    }
# el entrenador ante una puja cuando pasar era mejor, sin ganar la mano más a menudo: $penalty, las manos que un
# contrato no cumplido da al otro bando (cualquier otra mano cuenta una)
reason-coach_contract_risk = { $tense ->
        [hint] Al { $played }, tu bando gana la mano en { $played_share } de cada 100 repartos posibles; al { $better }, en { $better_share }. Pero un contrato que no se cumple da { $penalty } manos al otro bando, y cualquier otra mano perdida solo una: { $better } arriesga menos.
       *[verdict] Al { $played }, tu bando habría ganado la mano en { $played_share } de cada 100 repartos posibles; al { $better }, en { $better_share }. Pero un contrato que no se cumple da { $penalty } manos al otro bando, y cualquier otra mano perdida solo una: { $better } arriesgaba menos.
    }
# a marriage that could be sung and was not: $points are 20 or 40
reason-coach_missed_sing = { $tense ->
        [hint] Tienes el rey y el caballo de { $suit }: cántalos ahora, que valen { $points ->
            [one] un punto
           *[other] { $points } puntos
        } para tu bando.
       *[verdict] Tenías el rey y el caballo de { $suit } y no los cantaste: eran { $points ->
            [one] un punto
           *[other] { $points } puntos
        } para tu bando.
    }
# The board: the contract and what its side has so far ($whose: you, ours, theirs; $teams: yes, no; $who: the bidder's seat as a name), the marriages sung.
# A bid may pass the deck's 120: the marriages count too.
subastada-board-contract = { $whose ->
        [you] Tu contrato: necesitas
       *[other] Contrato { $who_article ->
            [definite] { $who_gender ->
                [feminine] de la
               *[other] del
            } { $who }
           *[none] de { $who }
        }: necesita
    } { $amount } entre bazas y cantes. { $teams ->
        [yes] { $whose ->
            [theirs] Llevan
           *[other] Lleváis
        }
       *[no] { $whose ->
            [you] Llevas
           *[other] Lleva
        }
    } { $points }.
subastada-board-sung = Cantes: { $marriages }
subastada-board-marriage = { $who }, las { $points } en { $suit }
subastada-board-sing_button = Cantar las { $points } en { $suit }
subastada-board-your_trump = Has ganado la subasta: elige el triunfo.
# The end of the deal: the contract made or not ($short: the points it fell short by). Not "fallado": "fallar" is to trump.
subastada-result-contract = { $made ->
        [yes] Contrato cumplido
       *[other] Contrato no cumplido
    }: { $whose ->
        [you] pujaste { $amount } y { $teams ->
            [yes] hicisteis
           *[other] hiciste
        }
        [ours] tu compañero pujó { $amount } y hicisteis
       *[other] { $who_article ->
            [definite] { $who_gender ->
                [feminine] la
               *[other] el
            } { $who }
           *[none] { $who }
        } pujó { $amount } y { $teams ->
            [yes] hicieron
           *[other] hizo
        }
    } { $points } entre cartas y cantes{ $made ->
        [yes] .
       *[other] : { $short ->
            [one] faltó un punto.
           *[other] faltaron { $short } puntos.
        }
    }
# The match: a failed contract gives the other side $worth deals ($reached: yes once that total reaches the match's $target).
match-worth-contract_failed = Por el contrato no cumplido, { $to ->
        [you] te apuntas
        [us] vuestro bando se apunta
        [them] el otro bando se apunta
       *[other] { $who_article ->
           [definite] { $who_gender ->
               [feminine] la
              *[other] el
           } { $who }
          *[none] { $who }
       } se apunta
    } { $worth ->
        [one] una mano
       *[other] { $worth } manos
    }: { $to ->
        [you] llevas
        [us] lleváis
       *[other] lleva
    } { $reached ->
        [yes] { $total }, y bastaban { $target }.
        [passed] { $total }.
       *[other] { $total } de { $target }.
    }
