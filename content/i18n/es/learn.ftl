### Aprender jugando: el camino guiado, lección a lección.

nav-learn = Aprender paso a paso
home-learn = Lecciones cortas con ejercicios, desde la primera carta.
home-start = Empieza por la primera lección
home-resume = Sigue donde lo dejaste: { $lesson }
home-path_done = Has terminado el camino: a practicar
learn-intro = Cada lección se lee en un minuto y acaba con ejercicios corregidos con las mismas reglas con que se juega aquí. Acierta { WORDS($pass) } para darla por hecha.
learn-lessons = Lecciones
learn-done = hecha
learn-progress = { $right } de { $pass } aciertos
learn-another = Otro ejercicio
learn-next_lesson = Siguiente lección
learn-path_done = ¡Camino terminado! Por cómo te han ido los ejercicios, te toca practicar en nivel { $level }.
learn-go_practice = Ir a practicar
learn-problem = { $problem } Empiezas en la lección en la que estabas.
learn-not_saved = Tu progreso no se ha podido guardar ahora; lo que hagas en esta visita sí cuenta.
learn-damaged = { $lessons ->
        [one] Lo que llevabas hecho de una lección está dañado y no se ha podido leer: esa lección empieza de nuevo.
       *[other] Lo que llevabas hecho de { $lessons } lecciones está dañado y no se ha podido leer: esas lecciones empiezan de nuevo.
    }
error-path-bad_kept = Lo que llevabas hecho de esta lección está dañado y no se ha podido leer.
learn-cards-title = Las cartas: puntos y fuerza
learn-cards-body = { learn-fact-deck_40 } { learn-fact-numbering } { learn-fact-card_points } { learn-fact-total_points } { learn-fact-rank_order }
learn-trick-title = Quién se lleva la baza
learn-trick-body = { learn-fact-free_play } { learn-fact-trick_rule }
learn-deal-title = Repartir, robar y la pinta
learn-deal-body = { learn-fact-table_2_40 } { learn-fact-hand_size } { learn-fact-turned_up } { learn-fact-draw_order } { learn-fact-stock_count }
learn-count-title = Contar hasta pasar de { $half }
learn-count-body = { learn-fact-half_wins } Ir contando lo que lleva cada uno te ayuda a saber cuándo merece la pena arriesgar.
learn-exchange-title = El cambio del 7 y del 2
learn-exchange-body = Quien tiene el 7 o el 2 de triunfo puede cambiarlo por la pinta, pero cada fuente lo hace a su manera. { learn-fact-exchange_rulebook } { learn-fact-exchange_after_win } { learn-fact-exchange_seven_after_win }
learn-last-title = Las últimas bazas
learn-last-body = { learn-fact-stock_gone } A dos, si has ido contando lo que ha salido, sabes qué cartas le quedan al contrario y puedes jugar el final a ciencia cierta. En el tablero, haz clic en la carta que jugarías.
learn-second-title = Jugar en segundo lugar
learn-second-body = { learn-fact-playing_second }
learn-pairs-title = Por parejas: cargar y las señas
learn-pairs-body = { learn-fact-table_4_40 } { learn-fact-loading } { learn-fact-signs_003 }
learn-tables-title = A tres, a cinco y a seis
learn-tables-body = { learn-fact-table_3_36 } { learn-fact-table_3_39 } { learn-fact-table_5_40 } { learn-fact-table_6_36 } En todas las mesas la baza se gana igual, y el mazo se cuenta igual: la baraja, menos las cartas que se reparten y la pinta.

## Lo que enseña cada lección, una frase por hecho (content/lessons/path.json). Los números
## los pone el motor.

learn-fact-deck_40 = La Brisca se juega con la baraja española de { $deck_40 } cartas: cuatro palos (oros, copas, espadas y bastos) de diez cartas cada uno.
learn-fact-numbering = Cada palo va del as al siete y tiene tres figuras: la sota, que lleva el 10, el caballo, el 11, y el rey, el 12. Ese número solo sirve para reconocer la carta: no dice lo que vale ni lo que manda.
learn-fact-card_points = Lo que vale cada carta: { $values }. Las demás no valen nada.
learn-fact-total_points = Entre las { $deck_40 } cartas suman { $total ->
        [one] { $total } punto
       *[other] { $total } puntos
    }.
learn-fact-rank_order = Para llevarse la baza cuenta la fuerza de la carta: de la más fuerte a la más floja, el orden es { $order }.
learn-fact-free_play = En cada baza cada jugador echa una carta, la que quiera: no hay obligación de asistir al palo ni de fallar.
learn-fact-trick_rule = Uno de los palos es el triunfo (en la lección siguiente verás cuál) y puede con los demás. Si en la baza hay algún triunfo, se la lleva el más fuerte; si no, la carta más fuerte del palo de salida, que es el de la primera carta. Una carta de otro palo no gana nunca.
learn-fact-table_2_40 = Lo más corriente es que jueguen dos, cada uno por su cuenta, con las { $deck_40 } cartas.
learn-fact-hand_size = Se { $hand ->
        [one] da una carta
       *[other] dan { WORDS($hand, gender: "feminine") } cartas
    } a cada jugador.
learn-fact-turned_up = Luego se vuelve boca arriba la siguiente: es la pinta, y su palo es el triunfo de toda la mano. La pinta se deja debajo del mazo, a la vista, y es la última carta que se roba.
learn-fact-draw_order = Después de cada baza cada jugador roba una carta del mazo: primero el que la ha ganado, que es quien sale a la siguiente, y luego los demás por orden de juego.
learn-fact-stock_count = Así, a dos quedan al empezar { $face_down_2 } cartas boca abajo en el mazo: las { $deck_40 }, menos { $hand ->
        [one] la
       *[other] las { WORDS($hand, gender: "feminine") }
    } de cada uno y la pinta.
learn-fact-half_wins = Al final de la mano, cada uno suma los puntos de las cartas de sus bazas. Como entre todas hay { $total }, gana quien pasa de { $half }, y si cada uno hace { $half } es empate.
learn-fact-exchange_rulebook = Según el reglamento clásico se cambia en tu turno: el 7 solo se lleva una pinta que dé puntos, y el 2, una que no dé ninguno.
learn-fact-exchange_after_win = Según la ficha web se cambia justo después de ganar una baza, antes de robar: el 7 se lleva cualquier pinta, y el 2, una que no dé puntos.
learn-fact-exchange_seven_after_win = En la variante regional que cita la guía de la mesa en línea también se cambia tras ganar una baza, pero solo el 7, y por cualquier pinta.
learn-fact-stock_gone = Cuando se acaba el mazo (la pinta es la última carta que se roba), ya no se roba más: se juegan las cartas que quedan en la mano.
learn-fact-playing_second = Cuando sale el contrario, tú decides con su carta a la vista: llevártela con una carta más fuerte de su palo o con un triunfo, o echarle una que no valga nada. Mata con lo justo, y no gastes un triunfo en una baza sin puntos.
learn-fact-table_4_40 = A cuatro juegan dos parejas con las { $deck_40 } cartas, cada uno sentado frente a su compañero, y las bazas que gana uno son de la pareja.
learn-fact-loading = Si la baza ya es de tu compañero, no se la quites ni se la falles: cárgala, echándole los puntos que puedas.
learn-fact-signs_003 = Si se juega con señas, cada pareja se avisa con gestos de lo que lleva. Las de la guía de 2 a 6 jugadores son estas: { $signs }. Con las señas no se miente: solo se hace la que es verdad con tu mano.
learn-fact-table_3_36 = A tres, cada uno juega por su cuenta y gana quien más puntos reúne; para que el reparto salga justo se quitan doses. El reglamento clásico quita los cuatro y juega con { $deck_36 } cartas.
learn-fact-table_3_39 = La guía de la mesa en línea quita solo el dos de oros y juega con { $deck_39 }.
learn-fact-table_5_40 = A cinco se juega con las { $deck_40 } cartas y por parejas: en cada mano descansa uno, por turnos, y los otros cuatro juegan como a cuatro.
learn-fact-table_6_36 = A seis juegan dos equipos de tres, intercalados alrededor de la mesa; en esta aplicación se quitan los doses y se reparten { $deck_36 } cartas.
learn-fact-subastada = En la Brisca Subastada, a dos o a cuatro por parejas, no se vuelve pinta: se puja por el derecho a elegir el triunfo, desde { $sub_bid_min } y subiendo de { $sub_bid_step } en { $sub_bid_step }. Quien más puja tiene que llegar a lo pujado sumando cartas y cantes: si llega, su bando se apunta la mano; si no, el contrario se apunta { $sub_penalty ->
        [one] una mano
       *[other] { WORDS($sub_penalty, gender: "feminine") } manos
    }.
learn-fact-marriage = El rey y el caballo de un mismo palo en la mano son un cante: las { $marriage_trump } si son de triunfo, las { $marriage_plain } si no. Se canta justo después de ganar una baza, antes de salir a la siguiente; solo un cante por baza ganada, y cada palo una vez.
learn-fact-chiamata = A la Briscola chiamata juegan { WORDS($call_players) }, con { $call_hand ->
        [one] una carta
       *[other] { WORDS($call_hand, gender: "feminine") } cartas
    } cada uno y sin pinta. Se puja primero por cartas, del as hacia abajo hasta el dos, y luego por puntos; quien se lleva la subasta llama a una carta del valor que pujó (un dos, si se llegó a pujar por puntos), y el palo de esa carta es el triunfo. Quien la tiene es su compañero, pero no lo dice; si el que llama la tiene él mismo, juega solo contra todos los demás.
learn-value = { $rank }, { $points }
learn-sign = { $gesture }, «{ $sign }»
learn-q-face_down = { $teams ->
        [yes] A { WORDS($players) } por equipos, con { $deck ->
            [one] una carta
           *[other] { WORDS($deck, gender: "feminine") } cartas
        }, ¿cuántas quedan boca abajo en el mazo tras repartir, sin contar la pinta?
       *[no] A { WORDS($players) }, cada uno por su cuenta, con { $deck ->
            [one] una carta
           *[other] { WORDS($deck, gender: "feminine") } cartas
        }, ¿cuántas quedan boca abajo en el mazo tras repartir, sin contar la pinta?
    }
learn-q-draw_first = El triunfo es { $trump }. { $opener ->
        [you] Sales tú
       *[rival] Sale el contrario
    } y se juega esta baza. ¿Quién roba primero?
learn-q-reach = Tus bazas suman { $total ->
        [one] { $total } punto
       *[other] { $total } puntos
    } al acabar la mano a dos. ¿Cómo te ha ido?
learn-q-second = El triunfo es { $trump } y el contrario ha salido con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }. ¿Qué carta de tu mano se lleva la baza?
learn-q-load = Juegas el último, en pareja con el segundo. El triunfo es { $trump }. ¿Qué carta echas?
learn-q-last = Se acabó el mazo y te toca. Haz clic en la mejor carta de tu mano.
learn-q-sign = Juegas por parejas, con las señas de la { $source }. El triunfo es { $trump }. ¿Qué seña le haces a tu compañero con esta mano?
learn-q-partner_puzzle = Juegas por parejas y te toca. Haz clic en la mejor carta de tu mano.
learn-q-table_puzzle = Te toca en esta mesa. Haz clic en la mejor carta de tu mano.
learn-your_move = Te toca: haz clic en una carta.
learn-played_best = Has jugado { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: era la mejor carta.
learn-played_wrong = Has jugado { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }, y no era la mejor: debajo tienes por qué.
learn-q-stock = A dos, con { $deck ->
        [one] una carta
       *[other] { WORDS($deck, gender: "feminine") } cartas
    }, se { $tricks ->
        [one] ha jugado una baza y después han robado los dos
       *[other] han jugado { WORDS($tricks, gender: "feminine") } bazas y después de cada una han robado los dos
    }. ¿Cuántas cartas quedan boca abajo en el mazo, sin contar la pinta?
learn-option-you = Tú
learn-option-rival = El contrario
learn-option-win = He ganado
learn-option-tie = Empate
learn-option-lose = He perdido
# $deck: the deck; $dealt: the cards dealt to both; $start: face down after the deal; $tricks: the tricks
# played, after each of which $players draw one card each ($drawn in all); $face_down: what is left
reason-learn_stock = Al repartir quedan boca abajo { $deck } − { $dealt } − 1 = { $start }: la baraja, menos las manos y la pinta. Después de cada baza { $players ->
        [one] el jugador roba una carta
       *[other] roban los { WORDS($players) }, una carta cada uno
    }, así que tras { $tricks ->
        [one] una baza
       *[other] { WORDS($tricks, gender: "feminine") } bazas
    } quedan { $start } − { $drawn } = { $face_down }.
# $playing: the seats dealt a hand ($rests: yes where a fifth rests); $hand: the cards each; $dealt: all the hands' cards
reason-learn_face_down = Se { $hand ->
        [one] da una carta
       *[other] dan { WORDS($hand, gender: "feminine") } cartas
    } { $playing ->
        [one] al que juega
       *[other] a cada uno de los { WORDS($playing) } que juegan
    }{ $rests ->
        [yes] {" "}(el quinto descansa)
       *[no] {""}
    }, { $dealt ->
        [one] una
       *[other] { WORDS($dealt, gender: "feminine") }
    } en total, y se vuelve la pinta: quedan { $deck } − { $dealt } − 1 = { $face_down } boca abajo.
# $why: why the trick's card won it; $drawer: whose card that is
reason-learn_draw_first = { $why } { $drawer ->
        [you] Esa carta es la tuya: has ganado la baza, y quien la gana roba primero.
       *[rival] Esa carta es la del contrario: ha ganado la baza, y quien la gana roba primero.
    }
reason-learn_reach = Con { $total ->
        [one] { $total } punto
       *[other] { $total } puntos
    }: se gana pasando de { $half }, y con { $half } es empate.
reason-learn_load = Lo mejor es cargar { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } para tu pareja, que ya gana la baza.
reason-learn_last = Es la mejor carta: se han calculado todas las jugadas hasta el final, jugando bien los dos.
reason-learn_sign = Quien { $gesture } está diciendo «{ $sign }», y con esta mano es verdad.
reason-learn_sign_false = Quien { $gesture } está diciendo «{ $sign }», y eso no es verdad con esta mano: las señas se hacen con honradez.
reason-learn_puzzle = Es la mejor carta: se ha visto jugando la mano muchas veces, con las cartas que no se ven repartidas de nuevo.
error-path-bad_lesson = El enlace no nombra ninguna lección.
error-path-bad_seed = El enlace no nombra un ejercicio de la lección.
error-path-bad_answer = Esa respuesta no es ninguna de las del ejercicio.
error-storage-bad_item = Lo hecho no se ha podido guardar: los datos no son válidos.
learn-auction-title = Subastas: la Brisca Subastada y la Briscola chiamata
learn-auction-body = { learn-fact-subastada } { learn-fact-marriage } { learn-fact-chiamata }
learn-q-contract = Brisca Subastada, { $teams ->
        [yes] cuatro por parejas
       *[no] dos jugadores
    }. La subasta se la llevó { $bidder_article ->
            [definite] { $bidder_gender ->
                [feminine] la
               *[other] el
            } { $bidder }
           *[none] { $bidder }
        } con { $bid } y eligió el triunfo. Al final { $teams ->
        [yes] esa pareja
       *[no] ese jugador
    } tenía { $cards ->
        [one] { $cards } punto
       *[other] { $cards } puntos
    } en cartas y { $marriages } en cantes. ¿Quién se apunta la mano, y cuántas manos vale?
learn-q-marriage = Brisca Subastada. El triunfo es { $trump } y llevas el rey y el caballo de { $suit }. { $moment ->
        [first] Aún no se ha jugado ninguna carta y sales tú a la primera baza.
        [won] Acabas de ganar la última baza y vas a salir.
       *[playing] Se está jugando una baza y te toca echar carta.
    }{ $sang_now ->
        [yes] {" "}Tras esa baza ya se ha cantado.
       *[no] {""}
    }{ $sung ->
        [none] {""}
       *[other] {" "}Ya cantado en esta mano: { $sung }.
    } ¿Puedes cantar ahora, y cuánto?
learn-q-call = Briscola chiamata. Te has llevado la subasta { $bid ->
        [bid] con una puja de { $points ->
            [one] { $points } punto
           *[other] { $points } puntos
        }
       *[rank] pujando por { $rank_gender ->
            [feminine] la
           *[other] el
        } { $rank }
    }. ¿Cuál de estas cartas puedes llamar?
learn-q-partner = Briscola chiamata. { $you_call ->
        [yes] Te has llevado la subasta y has llamado { $card_gender ->
            [feminine] a la
           *[other] al
        } { $card }.
       *[no] La subasta se la llevó { $caller_article ->
            [definite] { $caller_gender ->
                [feminine] la
               *[other] el
            } { $caller }
           *[none] { $caller }
        }, que ha llamado { $card_gender ->
            [feminine] a la
           *[other] al
        } { $card }.
    } Abajo tienes tus cartas. ¿Qué sabes de tu bando ahora, antes de que salga esa carta?
learn-q-trick_5 = Briscola chiamata, cinco jugadores. El triunfo es { $trump } y el palo de salida es { $suit_led }. ¿Qué carta gana la baza?
learn-option-contract = { $who ->
        [bidder] El bando que pujó
       *[defenders] El contrario
    }: { $deals ->
        [one] una mano
       *[other] { WORDS($deals, gender: "feminine") } manos
    }
learn-option-no_sing = Ahora no
learn-option-sing = Sí: las { $points }
learn-option-with_caller = Soy el compañero del que llama
learn-option-defend = Juego contra el que llama
learn-option-alone = Juego solo contra cuatro
learn-option-unknown = Mi compañero es otro, y no sé quién
reason-learn_contract = { $made ->
        [yes] Se pujaron { $bid } y el bando hizo { $points } entre cartas y cantes: cumple el contrato{ $by ->
            [0] {""} justo
           *[other] {""} y le sobran { $by }
        }, y el bando que pujó se apunta { $deals ->
            [one] una mano
           *[other] { WORDS($deals, gender: "feminine") } manos
        }.
       *[no] Se pujaron { $bid } y el bando solo hizo { $points } entre cartas y cantes, { $by } menos: no cumple, y el contrario se apunta { $deals ->
            [one] una mano
           *[other] { WORDS($deals, gender: "feminine") } manos
        }.
    }
reason-learn_marriage = Sí: se canta justo después de ganar una baza, antes de salir, y el rey y el caballo de { $suit } valen { $points ->
        [40] las { $points }, por ser de triunfo.
       *[other] las { $points }, por no ser de triunfo.
    }
# a marriage that may not be sung now: $why, the engine's refusal; $moment: first (leading the first trick), playing (a trick
# under way), won (about to lead after winning a trick)
reason-learn_marriage_no = { $why ->
        [sang_this_trick] Tras esta baza ya se ha cantado, y se canta una sola vez por baza ganada.
        [marriage_sung] El rey y el caballo de { $suit } ya se cantaron en esta mano, y cada cante se canta una sola vez.
       *[other] Se canta justo después de ganar una baza, antes de salir, { $moment ->
            [first] y aún no has ganado ninguna: sales a la primera.
           *[other] y ahora se está jugando una baza.
        }
    }
reason-learn_call = La carta llamada es del valor con que se ganó la subasta (tras una puja en puntos, un dos), de cualquier palo: de estas, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
reason-learn_partner_with_caller = Tienes { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: eres el compañero del que llama, y nadie más lo sabe hasta que { $card_gender ->
        [feminine] la
       *[other] lo
    } juegues.
reason-learn_partner_defend = No has llamado tú ni tienes { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: juegas contra el que llama, con los otros que no { $card_gender ->
        [feminine] la
       *[other] lo
    } tienen. Quiénes son se sabrá cuando salga.
reason-learn_partner_alone = Has llamado { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card }, y { $card_gender ->
        [feminine] la
       *[other] lo
    } tienes tú: juegas solo contra los otros cuatro.
reason-learn_partner_unknown = Has llamado { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card } y no { $card_gender ->
        [feminine] la
       *[other] lo
    } tienes: quien { $card_gender ->
        [feminine] la
       *[other] lo
    } tenga es tu compañero, y sabrás quién cuando salga.
