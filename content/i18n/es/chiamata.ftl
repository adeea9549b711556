# Briscola chiamata: la subasta, la carta llamada y el compañero escondido (brisca.core.chiamata).
error-action-bad_rank = «{ $text }» no es una puja: se puja por un valor (rank:1, rank:3, rank:12, rank:11, rank:10, rank:7, rank:6, rank:5, rank:4 o rank:2).
error-move-auction_first = todavía se está pujando: hay que pujar o pasar antes de jugar ninguna carta.
error-move-call_pending = la subasta ya tiene ganador, y ahora le toca llamar a su carta.
error-move-call_wrong_rank = hay que llamar a una carta del valor por el que se ganó la subasta (el dos, si se pujó en puntos).
error-move-no_call_yet = todavía no se llama ninguna carta: primero tiene que acabar la subasta.
error-move-no_points_bids = en esta mesa no se puja en puntos: solo por valores, del as al dos.
error-move-bid_out_of_range = una puja en puntos va de 61 a 120.
error-move-bid_too_low = esa puja no supera a la que manda: hay que llamar a un valor más bajo o, pasado el dos, pedir más puntos.
error-move-no_auction = en esta mesa no hay subasta.
error-rules-called_needs_five_alone = La Briscola chiamata se juega a cinco, cada uno por su cuenta, con la baraja entera de 40 cartas repartida, sin pinta, sin cambios ni señas, en una sola mano y saliendo el de la derecha del que da.
preset-name-003-chiamata = Briscola chiamata, cinco con compañero llamado
preset-003-chiamata = Cinco jugadores con ocho cartas cada uno y sin pinta. Se puja por valores, del as al dos, y después del dos en puntos; quien gana la subasta llama a una carta de ese valor, su palo es el triunfo y quien la tiene es su compañero sin que los demás lo sepan hasta que sale. El bando del que llama necesita 61 puntos o los que pujó.
cli-hint_margin-called = Con cada jugada, cuántos puntos por delante del otro bando acabaría el suyo (el del que llama con su compañero, o el de los que defienden), de media (en negativo, por detrás), y la probabilidad de que su bando gane la mano:
cli-arena_seatings-called = Cada reparto se juega cinco veces, con { $a } en cada asiento por turno contra cuatro { $b }; el bando de cada uno sale de la subasta.
cli-arena_called = {"  "}{ $a } en el bando del que llama (llamando o llamado): puntuación { $score } (95 %: { $lo }–{ $hi }) en { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }; defendiendo: { $dscore } (95 %: { $dlo }–{ $dhi }) en { $dgames ->
        [one] { $dgames } partida
       *[other] { $dgames } partidas
    }; { $person } de media por persona (dos bots iguales: 0); { $passed ->
        [one] { $passed } mano en que todos pasaron
       *[other] { $passed } manos en que todos pasaron
    }.
# Las jugadas de la subasta, dichas como un botón o una lista las dicen y como lo que uno hace.
action-rank = pujar por { $rank_gender ->
        [feminine] la
       *[other] el
    } { $rank }
action-call = llamar { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card }
doing-rank = pujar por { $rank_gender ->
        [feminine] la
       *[other] el
    } { $rank }
doing-call = llamar { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card }
# The board: the call, the partner as far as the seat knows, each seat's side ("?" while unknown).
# $who: a seat as a name (its article given here when it takes one, "el ordenador 3"); $you: yes where it is the seat the board speaks to.
chiamata-board-calling = { $you ->
        [yes] Has ganado la subasta: llama { $rank_gender ->
            [feminine] una
           *[other] un
        } { $rank } del palo que quieras. Ese palo será el triunfo, y quien tenga la carta, tu compañero.
       *[other] { $who_article ->
            [definite] { $who_gender ->
                [feminine] La
               *[other] El
            } { $who }
           *[none] { $who }
        } ha ganado la subasta y ahora llama a una carta.
    }
chiamata-board-your_call = Te toca llamar a una carta.
chiamata-board-called = { $you ->
        [yes] Has llamado
       *[other] { $who_article ->
            [definite] { $who_gender ->
                [feminine] La
               *[other] El
            } { $who }
           *[none] { $who }
        } llama
    } { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card }: pintan { $suit }. El bando del que llama necesita { $goal } de { $total }.
chiamata-board-partner_shown = { $alone ->
        [yes] { $you ->
            [yes] La carta llamada la tenías tú: juegas solo contra cuatro.
           *[other] La carta llamada la tenía quien la llamó, { $who_article ->
                [definite] { $who_gender ->
                    [feminine] la
                   *[other] el
                } { $who }
               *[none] { $who }
            }: juega solo contra cuatro.
        }
       *[other] { $you ->
            [yes] Ya ha salido la carta llamada: todos saben que eres el compañero.
           *[other] Ya ha salido la carta llamada: el compañero es { $who_article ->
                [definite] { $who_gender ->
                    [feminine] la
                   *[other] el
                } { $who }
               *[none] { $who }
            }.
        }
    }
chiamata-board-partner_you = { $alone ->
        [yes] La carta llamada es tuya: juegas solo contra cuatro.
       *[other] Tienes la carta llamada: eres el compañero { $who_article ->
            [definite] { $who_gender ->
                [feminine] de la
               *[other] del
            } { $who }
           *[none] de { $who }
        }, y nadie más lo sabe hasta que la juegues.
    }
chiamata-board-partner_hidden = { $you ->
        [yes] Tu compañero es quien tenga esa carta: lo sabrás cuando salga.
       *[other] Quien tenga esa carta va con el que llama, y hasta que salga solo lo sabe quien la tiene.
    }
chiamata-tag-caller = llama
chiamata-tag-partner = compañero
chiamata-tag-rival = rival
# The end of the deal: the two sides' points, made or not, what each person scores; nobody bid.
chiamata-final = Final: el bando del que llama ({ $callers }) { $ours }, los que defienden { $theirs }.
chiamata-result = { $made ->
        [yes] El bando del que llama llega a { $goal } y gana.
       *[other] El bando del que llama no llega a { $goal }: ganan los que defienden.
    } Puntos de la mano: { $persons }.
# $who: a seat as a name, in a list ("tú +2, el ordenador 2 +1…")
chiamata-person = { $who_article ->
        [definite] { $who_gender ->
            [feminine] la
           *[other] el
        } { $who }
       *[none] { $who }
    } { $score }
chiamata-annulled = Han pasado todos: la mano se anula y nadie se apunta nada.
