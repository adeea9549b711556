### Aprender jugando: el camino guiado, lección a lección.

nav-learn = Aprender paso a paso
home-learn = Lecciones cortas con ejercicios, desde la primera carta.
home-start = Empieza por la primera lección
home-resume = Sigue donde lo dejaste: { $lesson }
home-path_done = Has terminado el camino: a practicar
learn-intro = Cada lección se lee en un minuto y acaba con ejercicios corregidos con las mismas reglas con que se juega aquí. Acierta { $pass } para darla por hecha.
learn-lessons = Lecciones
learn-done = hecha
learn-progress = { $right } de { $pass } aciertos
learn-another = Otro ejercicio
learn-next_lesson = Siguiente lección
learn-path_done = ¡Camino terminado! Por cómo te han ido los ejercicios, te toca practicar en nivel { $level }.
learn-go_practice = Ir a practicar
learn-problem = { $problem } Empiezas en la lección en la que estabas.
learn-not_saved = Tu progreso no se ha podido guardar ahora; lo que hagas en esta visita sí cuenta.
learn-cards-title = Las cartas: puntos y fuerza
learn-cards-body = Se juega con la baraja española: oros, copas, espadas y bastos. De cada palo solo dan puntos estas: { $scoring }; entre todas las cartas suman { $total }. En la baza no manda el número que lleva la carta; de la más fuerte a la más floja, el orden es { $order }.
learn-trick-title = Quién se lleva la baza
learn-trick-body = Cada uno echa una carta, y se puede echar la que se quiera: no hay que asistir ni fallar. Si alguien echa triunfo, gana el triunfo más alto. Si no, gana la carta más alta del palo con que se salió; una carta de otro palo no gana nunca.
learn-deal-title = Repartir, robar y la pinta
learn-deal-body = Se dan { $hand } cartas a cada jugador y se vuelve la siguiente boca arriba: es la pinta, y su palo es el triunfo. Queda debajo del mazo y es la última carta que se roba. Tras cada baza roba primero quien la ganó, y luego los demás por orden de juego.
learn-count-title = Contar hasta pasar de { $half }
learn-count-body = Al final de la mano cada bando cuenta los puntos de sus bazas. Como entre todas las cartas hay { $total }, gana quien pasa de { $half }; con { $half } cada uno es empate. Ir contando lo que lleva cada bando ayuda a saber cuándo arriesgar.
learn-exchange-title = El cambio del 7 y del 2
learn-exchange-body = Quien tiene el 7 o el 2 de triunfo puede cambiarlo por la pinta, pero cada fuente lo hace a su manera. Según el reglamento clásico se cambia en tu turno: el 7 se lleva una pinta que dé puntos y el 2 una que no los dé. Según la ficha web se cambia justo después de ganar una baza, antes de robar. La variante regional que cita la guía de la mesa en línea solo deja cambiar el 7.
learn-last-title = Las últimas bazas
learn-last-body = Cuando se acaba el mazo ya no se roba: se juegan las cartas que quedan en la mano. A dos jugadores, si has ido contando lo que ha salido, sabes qué cartas tiene el contrario y puedes jugar la mano a ciencia cierta.
learn-second-title = Jugar en segundo lugar
learn-second-body = Cuando el contrario sale, tú decides con su carta a la vista: llevártela con una carta de su palo más alta o con un triunfo, o echarle una carta que no valga nada. Matar con lo justo, y no gastar un triunfo en una baza sin puntos.
learn-pairs-title = Por parejas: cargar y las señas
learn-pairs-body = A cuatro juegan dos parejas, sentados en cruz. Si la baza ya es de tu compañero, no se la quites ni la falles: cárgala, echándole los puntos que puedas. Con señas, la pareja se avisa con gestos de lo que lleva, por ejemplo el as o el tres de triunfo.
learn-tables-title = A tres y a seis
learn-tables-body = A tres, cada uno juega por su cuenta y se quitan doses de la baraja para que el reparto salga justo. A seis se juega en dos equipos de tres, alternados alrededor de la mesa. La baza se gana igual: manda el triunfo más alto o, si no lo hay, la carta más alta del palo de salida.
learn-q-face_down = { $teams ->
        [yes] A { $players } por equipos, con { $deck } cartas, ¿cuántas quedan boca abajo en el mazo tras repartir, sin contar la pinta?
       *[no] A { $players } jugadores, con { $deck } cartas, ¿cuántas quedan boca abajo en el mazo tras repartir, sin contar la pinta?
    }
learn-q-draw_first = El triunfo es { $trump }. Sale { $opener ->
        [you] tu carta
       *[rival] la del contrario
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
learn-q-last = Se acabó el mazo: juegas tú. Elige la mejor carta.
learn-q-sign = Juegas por parejas con { $table }. El triunfo es { $trump }. ¿Qué seña le haces a tu compañero con esta mano?
learn-q-partner_puzzle = Juegas por parejas y te toca. Elige la mejor carta.
learn-q-table_puzzle = Te toca en esta mesa. Elige la mejor carta.
learn-your_move = Te toca: haz clic en una carta.
learn-option-you = Tú
learn-option-rival = El contrario
learn-option-win = He ganado
learn-option-tie = Empate
learn-option-lose = He perdido
reason-learn_face_down = A { $players } con { $deck } cartas quedan { $face_down } boca abajo.
reason-learn_draw_first = Roba primero quien gana la baza: { $drawer ->
        [you] tú.
       *[rival] el contrario.
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
learn-auction-body = En la Brisca Subastada no se vuelve pinta: se puja por el derecho a elegir el triunfo, desde { $sub_bid_min } y de { $sub_bid_step } en { $sub_bid_step }, y quien más puja tiene que llegar a lo pujado sumando cartas y cantes; si no, el contrario se apunta { $sub_penalty } manos en vez de una. El rey y el caballo de un palo son un cante, y se cantan nada más ganar una baza: las { $marriage_trump } en triunfo, las { $marriage_plain } en otro palo. A la Briscola chiamata juegan { $call_players }, con { $call_hand } cartas cada uno: se puja por valores, del as al dos, y después en puntos; quien gana llama a una carta de ese valor, su palo es el triunfo y quien la tiene es su compañero, sin decirlo.
learn-q-contract = Brisca Subastada, { $teams ->
        [yes] cuatro por parejas
       *[no] dos jugadores
    }. La subasta se la llevó el { $bidder } con { $bid } y eligió el triunfo. Al final { $teams ->
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
       *[no] La subasta se la llevó el { $caller }, que ha llamado { $card_gender ->
            [feminine] a la
           *[other] al
        } { $card }.
    } Abajo tienes tus cartas. ¿Qué sabes de tu bando ahora, antes de que salga esa carta?
learn-q-trick_5 = Briscola chiamata, cinco jugadores. El triunfo es { $trump } y el palo de salida es { $suit_led }. ¿Qué carta gana la baza?
learn-option-contract = { $who ->
        [bidder] El bando que pujó
       *[defenders] El contrario
    }: { $deals ->
        [one] { $deals } mano
       *[other] { $deals } manos
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
           *[other] { $deals } manos
        }.
       *[no] Se pujaron { $bid } y el bando solo hizo { $points } entre cartas y cantes, { $by } menos: no cumple, y el contrario se apunta { $deals ->
            [one] una mano
           *[other] { $deals } manos
        }.
    }
reason-learn_marriage = Sí: se canta justo después de ganar una baza, antes de salir, y el rey y el caballo de { $suit } valen { $points ->
        [40] las { $points }, por ser de triunfo.
       *[other] las { $points }, por no ser de triunfo.
    }
reason-learn_marriage_no = Ahora no: { $refusal }
reason-learn_call = La carta llamada es del valor con que se ganó la subasta (tras una puja en puntos, un dos), de cualquier palo: de estas, { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }.
reason-learn_partner_with_caller = Tienes { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: eres el compañero del que llama, y nadie más lo sabe hasta que la juegues.
reason-learn_partner_defend = No has llamado tú ni tienes { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: juegas contra el que llama, con los otros que no la tienen. Quiénes son se sabrá cuando salga.
reason-learn_partner_alone = Has llamado { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card }, y la tienes tú: juegas solo contra los otros cuatro.
reason-learn_partner_unknown = Has llamado { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card } y no la tienes: quien la tenga es tu compañero, y sabrás quién cuando salga.
