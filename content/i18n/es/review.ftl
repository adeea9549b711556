### El repaso de una mano terminada: paso a paso, con la valoración del entrenador.

review-decisions = Decisiones
review-good_share = Bien jugadas (la mejor o buenas)
review-mean_lost = Puntos perdidos por decisión, de media
review-step = Paso
# $label: the label's code (best, good, inaccuracy, mistake, blunder); $n: how many decisions got it.
review-label_count = { $label ->
        [best] { $n ->
            [one] { $n } vez la mejor
           *[other] { $n } veces la mejor
        }
        [good] { $n ->
            [one] { $n } buena
           *[other] { $n } buenas
        }
        [inaccuracy] { $n ->
            [one] { $n } imprecisión
           *[other] { $n } imprecisiones
        }
        [mistake] { $n ->
            [one] { $n } error
           *[other] { $n } errores
        }
       *[blunder] { $n ->
            [one] { $n } error grave
           *[other] { $n } errores graves
        }
    }
review-counts = { $counts }. En total, { $lost ->
        [one] { $lost } punto perdido
       *[other] { $lost } puntos perdidos
    }, { $hints ->
        [one] { $hints } pista
       *[other] { $hints } pistas
    } y { $takebacks ->
        [one] { $takebacks } jugada deshecha
       *[other] { $takebacks } jugadas deshechas
    }.
# $move: what the learner did, as a doing ("jugar el as de oros").
review-worst = **La jugada más cara** ({ $label }): en la baza { $trick }, { $move }: { $cost }.
review-counts_deal = { $counts }. En total, { $lost ->
        [one] { $lost } punto perdido
       *[other] { $lost } puntos perdidos
    }.
review-match_title = **La partida entera** ({ $deals ->
        [one] { $deals } mano
       *[other] { $deals } manos
    }):
review-worst_match = **La jugada más cara de la partida** ({ $label }): en la mano { $deal }, baza { $trick }, { $move }: { $cost }.
review-deal_choice = Mano que repasas
review-deal_n = Mano { $n }
review-bad_deal = El enlace pide una mano que esta partida no tiene (tiene { $last ->
        [one] { $last } mano
       *[other] { $last } manos
    }): se repasa la última.
review-worst_go = Ver esa jugada
review-step-deal_you = Se reparte, y la pinta es { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }. Sales tú.
review-step-deal = Se reparte, y la pinta es { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }. Sale { $who_article ->
        [definite] { $who_gender ->
            [feminine] la
           *[other] el
        } { $who }
       *[none] { $who }
    }.
review-step-you_play = Juegas { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
review-step-you_exchange = Cambias { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } por la pinta, { $taken_gender ->
        [feminine] la
       *[other] el
    } { $taken }.
review-step-you_skip = No cambias tu triunfo por la pinta.
review-step-you_signal = Haces la seña «{ $sign }» ({ $gesture }).
review-step-seat_play = { $who_article ->
        [definite] { $who_gender ->
            [feminine] La
           *[other] El
        } { $who }
       *[none] { $who }
    } juega { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
review-step-seat_exchange = { $who_article ->
        [definite] { $who_gender ->
            [feminine] La
           *[other] El
        } { $who }
       *[none] { $who }
    } cambia { $given_gender ->
        [feminine] la
       *[other] el
    } { $given } por la pinta, { $taken_gender ->
        [feminine] la
       *[other] el
    } { $taken }.
review-step-seat_skip = { $who_article ->
        [definite] { $who_gender ->
            [feminine] La
           *[other] El
        } { $who }
       *[none] { $who }
    } no cambia su triunfo por la pinta.
# $label: the coach's label as said ("error", "probablemente buena"); $cost: what the move cost of what the table counts, then in points (reason-coach_counts)
review-verdict = Valoración del entrenador: { $label } ({ $cost }).
review-preferred = El entrenador prefería { $moves }.
review-bad_step = El enlace pide un paso que esta mano no tiene (tiene { $last ->
        [one] { $last } paso
       *[other] { $last } pasos
    }): se muestra el primero.
review-try = Probar otra jugada aquí
review-try_help = Empieza una partida desde este momento, con las mismas cartas ocultas: juega otra cosa y el entrenador valora la nueva línea.
# the trick just taken, over its cards: $who, the seat that took it, as a name; $you: yes where it is the learner's
review-trick_to = { $you ->
        [yes] Baza para ti
       *[other] Baza para { $who_article ->
            [definite] { $who_gender ->
                [feminine] la
               *[other] el
            } { $who }
           *[none] { $who }
        }
    }
review-lines = Has probado otra jugada en la baza { $trick } de una partida anterior. Así acabaron las dos líneas:
review-line_first = La partida original: { $result }
review-line_new = Esta otra línea: { $result }
review-line_price = El entrenador valora la nueva línea: { $decisions ->
        [one] { $decisions } decisión
       *[other] { $decisions } decisiones
    }, { $good } de ellas bien jugadas, y { $lost ->
        [one] { $lost } punto perdido
       *[other] { $lost } puntos perdidos
    } en total.
steps-stock_order = El mazo, en el orden en que se robará ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    })
steps-side_points = { $side }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
error-practice-not_a_decision = Ahí no te tocaba elegir: solo se puede probar otra jugada donde elegiste tú.
review-trick_n = Baza { $n }
review-all_decisions = Todas tus decisiones, baza a baza
review-branch = Estás probando otra jugada desde la baza { $trick } de una partida anterior, con las mismas cartas ocultas. Al final verás cómo acabaron las dos.
# the review's chart of the chance to win; $side: whose chance it is ("you", "pair", "team")
review-chance-title = { $side ->
        [pair] La probabilidad de tu pareja de ganar la mano, jugada a jugada
        [team] La probabilidad de tu equipo de ganar la mano, jugada a jugada
       *[you] Tu probabilidad de ganar la mano, jugada a jugada
    }
review-chance-axis = Probabilidad de ganar
review-chance-what = Punto
review-chance-value = Valor
review-chance-kind-position = tu turno: tu probabilidad con la mejor jugada según el entrenador
review-chance-kind-move = tras tu jugada, según el entrenador
review-chance-kind-result = el resultado de la mano
review-chance-exact = exacto
review-chance-estimated = estimado
review-chance-move = Tu jugada
review-chance-price = Coste
review-chance-after = Probabilidad después
review-chance-help = Cada punto es la valoración del entrenador con lo que tú veías: cuando te tocaba, tu probabilidad si jugabas lo que él prefería; tras tu jugada, la que te quedaba con lo que jugaste; al final, el resultado. Las jugadas de los demás no tienen punto propio: tu siguiente turno muestra cómo te dejaron. Un punto relleno es exacto (el entrenador probó todos los repartos posibles de las cartas que no veías); uno hueco, una estimación sobre una muestra de esos repartos. Pulsa una marca de color para abrir esa jugada.
review-chance-unplaced = { $n ->
        [one] Una jugada que el entrenador criticó no está en el gráfico: no se guardaron sus valores de esa posición.
       *[other] { $n } jugadas que el entrenador criticó no están en el gráfico: no se guardaron sus valores de esas posiciones.
    }
review-rested = Descansaste en esta mano: no tomaste ninguna decisión. Aquí están las bazas tal como se jugaron en la mesa.
# A deal with an auction (Subastada, chiamata): no card is turned up, the auction opens; each bid, pass, trump named, card called or marriage sung.
review-step-deal_auction_you = Se reparte. Abres tú la subasta.
review-step-deal_auction = Se reparte. Abre la subasta { $who_article ->
        [definite] { $who_gender ->
            [feminine] la
           *[other] el
        } { $who }
       *[none] { $who }
    }.
# $kind: the auction's action (pass, bid, rank, trump, call, sing); $who: the seat as a name, $you: yes for the learner's;
# $points: the bid, or the marriage's 20 or 40; $rank: a rank bid; $suit: trump named or the marriage's; $card: the card called
review-step-auction = { $you ->
        [yes] { $kind ->
            [pass] Pasas.
            [bid] Pujas { $points }.
            [rank] Pujas por { $rank_gender ->
                [feminine] la
               *[other] el
            } { $rank }.
            [trump] Eliges { $suit } como triunfo.
            [call] Llamas { $card_gender ->
                [feminine] a la
               *[other] al
            } { $card }.
           *[sing] Cantas las { $points } en { $suit }.
        }
       *[other] { $who_article ->
            [definite] { $who_gender ->
                [feminine] La
               *[other] El
            } { $who }
           *[none] { $who }
        } { $kind ->
            [pass] pasa.
            [bid] puja { $points }.
            [rank] puja por { $rank_gender ->
                [feminine] la
               *[other] el
            } { $rank }.
            [trump] elige { $suit } como triunfo.
            [call] llama { $card_gender ->
                [feminine] a la
               *[other] al
            } { $card }.
           *[sing] canta las { $points } en { $suit }.
        }
    }
