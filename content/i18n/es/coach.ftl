### El entrenador: la valoración de una jugada y por qué.

label-best = la mejor
label-good = buena
label-inaccuracy = imprecisión
label-mistake = error
label-blunder = error grave
# a label the coach's sampling cannot settle: the estimate's own, said as likely, not hedged ("más o menos un error grave")
label_about = { $label ->
        [best] probablemente la mejor
        [good] probablemente buena
        [inaccuracy] probablemente una imprecisión
        [mistake] probablemente un error
       *[blunder] probablemente un error grave
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
# $tense: "hint" (said before the move, of a move not yet made) or "verdict" (after it).
# $lost: what the better move was worth more on average, rounded; 0 says the moves are worth the same;
# $exact: "yes" once every card is known and the values are solved, not averaged
# the best move named though another shows a higher chance to win (``coach.ranking``); $kind: what the
# table's match counts of a deal (``match.counts``); $best and $other: what one does; $exact: yes or no;
# $more: the best's mean margin over the other's, to a tenth of a point
reason-coach_ranking_close = Por muy poco: al { $other } se gana { $kind ->
        [deal] algo más a menudo
       *[other] más a menudo
    } ({ $other_win } % frente a { $win } %), pero { $kind ->
        [deal] una diferencia tan pequeña
       *[other] con el tanteo de esta mesa la diferencia entre las dos es tan pequeña que
    } { $exact ->
        [yes] no cuenta
       *[no] no cuenta o puede deberse al azar
    }, así que el entrenador da las dos jugadas por iguales. De las dos, { $best } deja de media { $more ->
        [0] menos de una décima de punto más
        [one] { $more } punto más
       *[other] { $more } puntos más
    }, y por eso es la mejor.
reason-coach_ranking_worth = Aquí, al { $other } se gana más a menudo ({ $other_win } % frente a { $win } %), pero esta mesa cuenta { $kind ->
        [bands] cuántos puntos hace el que gana, no solo quién gana
        [points] cada punto hacia la meta de la partida, no solo quién gana esta mano
        [contract] si se cumple el contrato, y uno que no se cumple paga la penalización
        [persons] la puntuación de cada jugador, que depende de la llamada
       *[other] lo que su partida cuenta de cada mano, no solo quién la gana
    }, y en esa cuenta { $best } vale lo mismo o más.
reason-coach_cost = { $exact ->
        [yes] Con las cartas que quedan, jugando los dos lo mejor,
       *[no] De media,
    } { $lost ->
        [0] { $better } y { $played } { $tense ->
            [hint] valen
           *[verdict] valían
        } lo mismo.
       *[other] { $better } { $tense ->
            [hint] vale
           *[verdict] valía
        } { $lost ->
            [one] { $lost } punto
           *[other] { $lost } puntos
        } más que { $played }.
    }
reason-coach_missed_exchange = { $tense ->
        [hint] Puedes cambiar tu triunfo bajo por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }: te conviene hacerlo.
       *[verdict] Podías cambiar tu triunfo bajo por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }, y no lo hiciste.
    }
# $odds: the chance a rival holds a trump, counted exactly ($counted "yes") or, where it cannot be
# counted (signals read, chiamata's hidden partner), only said to be there; $trumps_out: the trumps a rival may hold;
# $better_points: what the better lead risks (0: a blank card)
reason-coach_led_big_card = Salir con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } pone en juego sus { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, y { $counted ->
        [yes] el rival { $tense ->
            [hint] tiene
           *[verdict] tenía
        } un { $odds } % de probabilidad de tener triunfo para fallarl{ $card_gender ->
            [feminine] a
           *[other] o
        }
       *[no] el rival { $tense ->
            [hint] puede
           *[verdict] podía
        } tener triunfo para fallarl{ $card_gender ->
            [feminine] a
           *[other] o
        }
    } ({ $tense ->
        [hint] { $trumps_out ->
            [one] queda { $trumps_out } triunfo que puede estar en su mano
           *[other] quedan { $trumps_out } triunfos que pueden estar en su mano
        }
       *[verdict] { $trumps_out ->
            [one] quedaba { $trumps_out } triunfo que podía estar en su mano
           *[other] quedaban { $trumps_out } triunfos que podían estar en su mano
        }
    }): { $tense ->
        [hint] mejor sal con
       *[verdict] era mejor salir con
    } { $better_points ->
        [0] una carta blanca, { $better_card_gender ->
            [feminine] la
           *[other] el
        } { $better_card }.
       *[other] { $better_card_gender ->
            [feminine] la
           *[other] el
        } { $better_card }, que arriesga menos.
    }
reason-coach_trump_on_nothing = { $tense ->
        [hint] Gastarías un triunfo, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, en una baza sin puntos: los triunfos rinden más cuando fallan cartas con puntos.
       *[verdict] Gastaste un triunfo, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, en una baza sin puntos: los triunfos rinden más cuando fallan cartas con puntos.
    }
reason-coach_big_trump_small_trick = { $tense ->
        [hint] Usarías
       *[verdict] Usaste
    } { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } en una baza de solo { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }: guarda el as y el tres de triunfo para las bazas con puntos.
# $better_points: what the better card gives away instead (0: a blank card)
reason-coach_gave_points = { $tense ->
        [hint] Echarías { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } ({ $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }) a una baza que no ganas: { $better_points ->
        [0] con una carta blanca no regalas nada.
       *[other] con { $better_card_gender ->
            [feminine] la
           *[other] el
        } { $better_card } solo regalas { $better_points ->
            [one] { $better_points } punto
           *[other] { $better_points } puntos
        }.
    }
       *[verdict] Echaste { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } ({ $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }) a una baza que no ganabas: { $better_points ->
        [0] con una carta blanca no regalabas nada.
       *[other] con { $better_card_gender ->
            [feminine] la
           *[other] el
        } { $better_card } solo regalabas { $better_points ->
            [one] { $better_points } punto
           *[other] { $better_points } puntos
        }.
    }
    }
reason-coach_missed_capture = { $tense ->
        [hint] Juegas después: con { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } te llevas lo que hay en la mesa, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
       *[verdict] Jugabas después: con { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } te habrías llevado lo que había en la mesa, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
    }
# the deal is already won by what the table counts ($score: the points the side has, as far as the
# learner knows its side; $need: the points that win the deal: more than half, or chiamata's contract)
reason-coach_past_60 = Ya { $team ->
        [yes] lleváis
       *[no] llevas
    } { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }, y con { $need } basta para ganar la mano: ya es { $team ->
        [yes] vuestra
       *[no] tuya
    }, no hace falta arriesgar.
reason-coach_trumped_partner = { $tense ->
        [hint] Fallarías con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } una baza que ya gana tu compañero con { $holder_gender ->
        [feminine] la
       *[other] el
    } { $holder }: gastarías un triunfo para nada.
       *[verdict] Fallaste con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } una baza que ya ganaba tu compañero con { $holder_gender ->
        [feminine] la
       *[other] el
    } { $holder }: gastaste un triunfo para nada.
    }
reason-coach_overtook_partner = { $tense ->
        [hint] Montarías a tu compañero: su { $holder } ya gana la baza, y { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } no os da ni un punto más.
       *[verdict] Montaste a tu compañero: su { $holder } ya ganaba la baza, y { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } no os daba ni un punto más.
    }
reason-coach_missed_load = { $tense ->
        [hint] La baza es de tu compañero ({ $holder_gender ->
        [feminine] la
       *[other] el
    } { $holder }): es el momento de cargarle puntos, y { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } suma { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } para tu bando.
       *[verdict] La baza era de tu compañero ({ $holder_gender ->
        [feminine] la
       *[other] el
    } { $holder }): era el momento de cargarle puntos, y { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } habría sumado { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } para tu bando.
    }
reason-coach_secure_partner_trick = { $tense ->
        [hint] Tu compañero va ganando con { $holder_gender ->
        [feminine] la
       *[other] el
    } { $holder }, pero aún juega un rival: con { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } te aseguras la baza y sus { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
       *[verdict] Tu compañero iba ganando con { $holder_gender ->
        [feminine] la
       *[other] el
    } { $holder }, pero aún jugaba un rival: con { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } te asegurabas la baza y sus { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
    }
reason-coach_led_despite_no_trumps = Además, tu compañero te { $tense ->
        [hint] ha hecho
       *[verdict] había hecho
    } la seña de que no tiene triunfos: si un contrario falla { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, tu compañero no tiene triunfo con que recuperar la baza.
reason-coach_ignored_figure_request = Tu compañero te { $tense ->
        [hint] ha pedido
       *[verdict] había pedido
    } con una seña rey, caballo o sota, y { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card } se lo { $tense ->
        [hint] da
       *[verdict] daba
    }.
# $trick: the last trick after which cards are drawn (at two, its winner draws the last face-down card and the other
# side the turned-up card; at more, its winner draws first and the turned-up card goes to the last to draw); $players
reason-coach_pinta_lost = La baza { $trick } es la última de robo: { $players ->
        [2] quien la gana roba la última carta del mazo y el otro se lleva la pinta
       *[other] quien la gana roba el primero, y la pinta es para el último en robar
    }, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }. { $tense ->
        [hint] Con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } lo normal es que la pinta acabe en manos del rival, y con { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card }, en las de tu bando.
       *[verdict] Con tu jugada lo normal era que la pinta acabase en manos del rival, y con { $better_card_gender ->
        [feminine] la
       *[other] el
    } { $better_card }, en las de tu bando.
    }
reason-coach_keep_ace_for_three = El tres de triunfo aún no ha salido: guarda el as de triunfo para cazarlo. { $tense ->
        [hint] Gastado ahora, el tres de triunfo se quedaría sin quien lo gane.
       *[verdict] Gastado el as, ya no queda quien gane el tres de triunfo.
    }
reason-coach_small_trump_takes_ace = { $better_card_gender ->
        [feminine] La
       *[other] El
    } { $better_card }, { $better_points ->
        [0] un triunfo pequeño
       *[other] un triunfo de solo { $better_points } puntos
    }, { $tense ->
        [hint] se lleva
       *[verdict] se habría llevado
    } { $holder_gender ->
        [feminine] la
       *[other] el
    } { $holder } del rival y con él una baza de { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }: { $better_points ->
        [0] para eso están los triunfos bajos.
       *[other] cualquier triunfo gana a un as o a un tres de otro palo.
    }
# $higher: a card still out that takes the one played in this trick in most deals the cards may lie in
reason-coach_higher_still_out = Cuenta lo que ha salido: { $tense ->
        [hint] aún { $higher_out ->
            [one] queda por salir una carta que supera
           *[other] quedan por salir { $higher_out } cartas que superan
        } { $card_gender ->
            [feminine] a la
           *[other] al
        } { $card }, y lo normal es que se { $card_gender ->
            [feminine] la
           *[other] lo
        } lleven en esta misma baza.
       *[verdict] aún { $higher_out ->
            [one] quedaba por salir una carta que supera
           *[other] quedaban por salir { $higher_out } cartas que superan
        } { $card_gender ->
            [feminine] a la
           *[other] al
        } { $card }, y lo normal era que se { $card_gender ->
            [feminine] la
           *[other] lo
        } llevasen en esta misma baza.
    }
reason-coach_top_of_suit = Cuenta los ases y los treses: { $tense ->
        [hint] ya han salido las cartas de su palo que ganan { $better_card_gender ->
            [feminine] a la
           *[other] al
        } { $better_card }, y solo un triunfo se { $better_card_gender ->
            [feminine] la
           *[other] lo
        } lleva: es el momento de salir con { $better_card_gender ->
            [feminine] ella
           *[other] él
        }.
       *[verdict] ya habían salido las cartas de su palo que ganan { $better_card_gender ->
            [feminine] a la
           *[other] al
        } { $better_card }, y solo un triunfo se { $better_card_gender ->
            [feminine] la
           *[other] lo
        } llevaba: era el momento de salir con { $better_card_gender ->
            [feminine] ella
           *[other] él
        }.
    }
# $last: "yes" when the learner plays last to the trick (then nobody can answer the card)
reason-coach_sure_winner = { $tense ->
        [hint] { $better_card_gender ->
        [feminine] La
       *[other] El
    } { $better_card } gana esta baza seguro ({ $last ->
            [yes] juegas el último
           *[no] ningún rival que juegue después puede superarl{ $better_card_gender ->
            [feminine] a
           *[other] o
        }
        }): es el momento de cobrar { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
       *[verdict] { $better_card_gender ->
        [feminine] La
       *[other] El
    } { $better_card } ganaba esta baza seguro ({ $last ->
            [yes] jugabas el último
           *[no] ningún rival que jugase después podía superarl{ $better_card_gender ->
            [feminine] a
           *[other] o
        }
        }): era el momento de cobrar { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
    }
# $share: in how many more deals of every 100 the cards may lie in the own side takes the card after the better move;
# $taken_seen "own": a card of the learner's hand, saved rather than lost; $trick: where it mostly changes hands (0: not said)
reason-coach_changes_hands = Lo que cambia: al { $better }, { $taken_seen ->
        [own] tu { $taken } { $tense ->
            [hint] acaba
           *[verdict] habría acabado
        } más a menudo en las bazas de tu bando
       *[other] tu bando { $tense ->
            [hint] se lleva
           *[verdict] se habría llevado
        } más a menudo { $taken_seen ->
            [yes] { $taken_gender ->
                [feminine] la
               *[other] el
            } { $taken }
           *[no] { $taken_rank ->
                [1] un as
                [3] un tres
                [10] una sota
                [11] un caballo
               *[12] un rey
            } de los que no has visto
        }
    } (en { $share } de cada 100 repartos posibles más que al { $played }){ $trick ->
        [0] .
       *[other] , sobre todo en la baza { $trick }.
    }
# a card of the hand the better move plays now, lost more often by waiting ($trumped "yes": mostly to a trump)
reason-coach_cash_now = { $tense ->
        [hint] Cobra ya { $better_card_gender ->
            [feminine] la
           *[other] el
        } { $better_card }, antes de que te { $better_card_gender ->
            [feminine] la
           *[other] lo
        } { $trumped ->
            [yes] fallen
           *[no] quiten
        }: jugándol{ $better_card_gender ->
            [feminine] a
           *[other] o
        } ahora, tu bando se { $better_card_gender ->
            [feminine] la
           *[other] lo
        } lleva en { $share } de cada 100 repartos posibles más que al { $played }.
       *[verdict] Era el momento de cobrar { $better_card_gender ->
            [feminine] la
           *[other] el
        } { $better_card }, antes de que te { $better_card_gender ->
            [feminine] la
           *[other] lo
        } { $trumped ->
            [yes] fallaran
           *[no] quitaran
        }: jugándol{ $better_card_gender ->
            [feminine] a
           *[other] o
        } entonces, tu bando se { $better_card_gender ->
            [feminine] la
           *[other] lo
        } habría llevado en { $share } de cada 100 repartos posibles más que al { $played }.
    }
# $share: in how many more deals of every 100 the cards may lie in the own side wins the trick being played after the better move
reason-coach_wins_trick = Al { $better }, tu bando { $tense ->
        [hint] se lleva
       *[verdict] se habría llevado
    } esta baza más a menudo: en { $share } de cada 100 repartos posibles más que al { $played }.
# $points: how many more points on average the own side takes after the better move, in the trick
# being played (coach_trick_points) or in the tricks after it (coach_later_points)
reason-coach_trick_points = { $tense ->
        [hint] Lo que cambia está en esta baza: al { $better }, tu bando se lleva de ella
       *[verdict] Lo que cambiaba estaba en esa baza: al { $better }, tu bando se habría llevado de ella
    } { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } más de media que al { $played }.
reason-coach_later_points = { $tense ->
        [hint] Lo que cambia viene después: al { $better }, tu bando se lleva en las bazas siguientes
       *[verdict] Lo que cambiaba venía después: al { $better }, tu bando se habría llevado en las bazas siguientes
    } { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } más de media que al { $played }.
# the trump spent now is the one missing later to catch an ace or a three ($share: the deals of every 100 a trump of the hand catches it)
reason-coach_save_trump = Los triunfos son para las cartas con puntos: sin gastar { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }{ $tense ->
        [hint] {" "}ahora, tu bando caza
       *[verdict] , tu bando habría cazado
    } con un triunfo { $taken_seen ->
        [yes] { $taken_gender ->
            [feminine] la
           *[other] el
        } { $taken }
       *[no] { $taken_rank ->
            [1] un as
           *[3] un tres
        } de los que no has visto
    } más a menudo (en { $share } de cada 100 repartos posibles){ $trick ->
        [0] .
       *[other] , sobre todo en la baza { $trick }.
    }
# the 7 (or the 2) of trumps played away while it could still take the turned-up card in an exchange
reason-coach_keep_seven = { $tense ->
        [hint] Guarda { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } para cambiar{ $card_gender ->
        [feminine] la
       *[other] lo
    } por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }: si { $card_gender ->
        [feminine] la
       *[other] lo
    } echas ahora, te quedas sin ese cambio.
       *[verdict] Jugaste { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, que podías cambiar por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }: al echar{ $card_gender ->
        [feminine] la
       *[other] lo
    } te quedaste sin ese cambio.
    }
# 004 and 000's regional rule: the winner of a trick may exchange; $share as in reason-coach_wins_trick
reason-coach_win_to_exchange = Quien gana una baza puede cambiar el siete de triunfo por la pinta, { $turned_gender ->
        [feminine] la
       *[other] el
    } { $turned }: al { $better }, tu bando { $tense ->
        [hint] gana
       *[verdict] habría ganado
    } esta baza, y con ella el cambio, más a menudo (en { $share } de cada 100 repartos posibles más que al { $played }).
# once every card is known: $reply what the other side does next after the better move with best play
# (said by what it does, not by the card, which the learner has not seen: "throw" when none of its cards
# would take the trick, "let_go" when one would); *_end "win", "lose" or "tie"
reason-coach_known_cards = Con las cartas que quedan, jugando los dos lo mejor, al { $better }{ $reply ->
        [lead] {" "}el rival sale con { $reply_points ->
            [0] una carta blanca
            [one] una carta de { $reply_points } punto
           *[other] una carta de { $reply_points } puntos
        } y
        [lead_trump] {" "}el rival sale con un triunfo y
        [take] {" "}el rival se lleva la baza con una carta más alta del palo y
        [take_trump] {" "}el rival falla la baza y
        [throw] {" "}el rival no puede llevarse la baza y echa { $reply_points ->
            [0] una carta blanca
            [one] una carta de { $reply_points } punto
           *[other] una carta de { $reply_points } puntos
        }, y
        [let_go] {" "}el rival deja pasar la baza y echa { $reply_points ->
            [0] una carta blanca
            [one] una carta de { $reply_points } punto
           *[other] una carta de { $reply_points } puntos
        }, y
       *[none] {""}
    } { $better_end ->
        [win] ganas la mano por { $better_margin ->
        [one] { $better_margin } punto
       *[other] { $better_margin } puntos
    }
        [lose] pierdes la mano por { $better_margin ->
        [one] { $better_margin } punto
       *[other] { $better_margin } puntos
    }
       *[tie] empatas a puntos
    }; al { $played }, { $played_end ->
        [win] la ganas por { $played_margin ->
        [one] { $played_margin } punto
       *[other] { $played_margin } puntos
    }
        [lose] la pierdes por { $played_margin ->
        [one] { $played_margin } punto
       *[other] { $played_margin } puntos
    }
       *[tie] empatas a puntos
    }.
# What a move cost of what the table counts, then in points: the figures its label rests on
# (a clause, said after the label). $counts: deal (won or lost), bands (003's match points),
# contract (Subastada), persons (chiamata), points (Rematada); $exact "yes" once every card is
# known (the result is certain); $same "yes" when the move ends the deal with the same result as
# the best one; $result and $better_result: win, lose or tie; $win: the chance lost (in 100);
# $worth: what it cost of the match's count, on average; $lost: the points lost; at 003's match
# points every card known, who scores each move's match points ($got_who, $got_n; $better_who,
# $better_n: you, rival or nobody); $penalty: what a failed contract gives the other side.
reason-coach_counts = { $counts ->
        [bands] { $exact ->
            [yes] { $same ->
                [yes] los puntos de partida salen igual, pero la mejor jugada te daba { $lost ->
                    [one] un punto
                   *[other] { $lost } puntos
                } más
               *[no] con las cartas que quedan, { $got_who ->
                    [you] te apuntas { $got_n ->
                        [one] un punto
                       *[other] { $got_n } puntos
                    } de partida
                    [rival] el rival se apunta { $got_n ->
                        [one] un punto
                       *[other] { $got_n } puntos
                    } de partida
                   *[nobody] nadie se apunta nada
                }; con la mejor jugada, { $better_who ->
                    [you] te apuntabas { $better_n ->
                        [one] uno
                       *[other] { $better_n }
                    }
                    [rival] el rival se apuntaba { $better_n ->
                        [one] uno
                       *[other] { $better_n }
                    }
                   *[nobody] nadie se apuntaba nada
                } ({ $lost ->
                    [one] un punto
                   *[other] { $lost } puntos
                } menos en la mano)
            }
           *[no] { $worth ->
                [0] los mismos puntos de partida de media, pero { $lost ->
                    [one] un punto
                   *[other] unos { $lost } puntos
                } menos en la mano
               *[other] de media, { $worth ->
                    [one] un punto
                   *[other] { $worth } puntos
                } de partida menos{ $lost ->
                    [0] {""}
                    [one] {" "}(y un punto menos en la mano)
                   *[other] {" "}(y unos { $lost } puntos menos en la mano)
                }
            }
        }
        [contract] { $win ->
            [0] la misma probabilidad de ganar la mano
           *[other] un { $win } % menos de probabilidad de ganar la mano
        }, que decide el contrato: de media, { $worth ->
            [one] una mano
           *[other] { $worth } manos
        } menos en la partida (un contrato que no se cumple vale { $penalty ->
            [one] una mano
           *[other] { $penalty } manos
        } para el contrario)
        [persons] { $win ->
            [0] la misma probabilidad de que tu bando gane la mano
           *[other] un { $win } % menos de probabilidad de que tu bando gane la mano
        }, y de media { $worth ->
            [one] un tanto
           *[other] { $worth } tantos
        } menos para ti
        [points] { $exact ->
            [yes] con las cartas que quedan, { $lost ->
                [one] un punto
               *[other] { $lost } puntos
            } menos
           *[no] { $lost ->
                [one] un punto
               *[other] unos { $lost } puntos
            } menos de media
        }, y en la Rematada cada punto cuenta para llegar a { $target }
       *[deal] { $exact ->
            [yes] { $same ->
                [yes] { $result ->
                    [win] la mano la ganas igual, pero la mejor jugada te daba { $lost ->
                        [one] un punto
                       *[other] { $lost } puntos
                    } más
                    [lose] la mano estaba perdida jugases lo que jugases, pero con la mejor jugada perdías por { $lost ->
                        [one] un punto
                       *[other] { $lost } puntos
                    } menos
                   *[tie] la mano acaba igual, pero la mejor jugada te daba { $lost ->
                        [one] un punto
                       *[other] { $lost } puntos
                    } más
                }
               *[no] con las cartas que quedan, { $better_result ->
                    [win] { $result ->
                        [tie] empatas
                       *[lose] pierdes
                    } una mano que tenías ganada
                   *[tie] pierdes una mano que podías empatar
                } ({ $lost ->
                    [one] un punto
                   *[other] { $lost } puntos
                } menos)
            }
           *[no] { $win ->
                [0] la misma probabilidad de ganar la mano, pero { $lost ->
                    [one] un punto
                   *[other] unos { $lost } puntos
                } menos de media
               *[other] un { $win } % menos de probabilidad de ganar la mano{ $lost ->
                    [0] {""}
                    [one] {" "}y un punto menos de media
                   *[other] {" "}y unos { $lost } puntos menos de media
                }
            }
        }
    }
# chiamata: the caller called a card of its own hand and plays alone against the other four.
# $played "yes": the learner did it; "no": the better move did. $goal: the points the caller
# needs; $alone, $paired: what a caller scores (and loses) alone and with a partner; $share,
# $paired_share: in how many deals of every 100 the caller wins alone, and with the best partner called
reason-coach_alone = { $played ->
        [yes] Al llamar a una carta que tienes tú, juegas solo contra los otros cuatro: si llegas a { $goal } te apuntas { $alone } tantos, y si no, pierdes { $alone } (con compañero serían { $paired } en cada caso). Solo, ganas la mano en { $share } de cada 100 repartos posibles; llamando a la mejor carta que no tienes, en { $paired_share }.
       *[no] Llamando a una carta tuya jugabas solo contra los otros cuatro, y solo se cobra el doble: { $alone } tantos si llegas a { $goal } en vez de { $paired }, aunque también pierdes { $alone } si no llegas. Solo, ganabas la mano en { $share } de cada 100 repartos posibles; con compañero, en { $paired_share }.
    }
