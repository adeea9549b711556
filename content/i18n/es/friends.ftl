# Jugar con amigos: una mesa de varias personas (y ordenadores, si se quiere).
nav-friends = Jugar con amigos
home-friends = Una mesa para jugar con tus amigos, cada uno desde su móvil o su ordenador.
friends-title = Jugar con amigos
friends-intro = Elige las reglas y quién se sienta en cada sitio. Cada persona recibe su propio enlace; quien tenga el de mirones ve la mesa sin poder jugar.
friends-rules = Reglas
friends-seat = Jugador { $n }
friends-choice-person = Una persona
friends-choice-bot = Ordenador ({ $level })
friends-create = Crear la mesa
friends-links = Mesa creada. Pasa a cada uno su enlace: es personal, no lo compartas con nadie más.
friends-link_seat = Enlace del jugador { $n }
friends-link_watch = Enlace para mirar la partida (sin jugar)
friends-another = Otra mesa
friends-watching = Estás mirando: ves lo mismo que ve cualquiera en la mesa, no las cartas de nadie.
friends-you_are = Juegas en el sitio del jugador { $n }.
friends-bot_seat = Ordenador { $n } ({ $level })
# whose turn it is, a seat in a sentence: "Le toca al jugador 3", "Le toca al contrario"
friends-waiting = Le toca { $who_article ->
        [definite] { $who_gender ->
            [feminine] a la
           *[other] al
        } { $who }
       *[none] a { $who }
    }.
# What the onlookers of a friends' table are told at the end of a deal: no side is theirs, each seat by its number.
watch-final = Final: { $sides }
watch-side = { $seats }, { $points }
watch-won = { $many ->
        [yes] ganan
       *[no] gana
    } { $seats }{ $rester ->
        [none] .
       *[other] , y con ellos { $rester }, que descansa esta mano.
    }
watch-match_won = { $many ->
        [yes] ganan la partida
       *[no] gana la partida
    } { $seats }.
error-friends-bad_seats = Esa mesa no tiene ese número de sitios.
error-friends-nobody = En la mesa tiene que sentarse al menos una persona.
error-friends-bad_link = El enlace no es de ninguna mesa: pide a quien la creó que te lo pase otra vez.
error-friends-not_a_table = Ese enlace no es de una mesa de amigos.
error-friends-wrong_token = Ese enlace no abre ningún sitio de esta mesa: pide a quien la creó el tuyo.
error-friends-watching = Estás mirando la partida: desde este enlace no se puede jugar.
error-friends-not_here = En una mesa de amigos no se puede deshacer una jugada ni pedir pistas.
friends-resigned-you = Has abandonado la partida: gana tu rival.
friends-resigned-partner = Tu compañero ha abandonado: gana el otro bando.
friends-resigned-rivals = Los rivales han abandonado: ganáis vosotros.
friends-resigned-seat = { $who_article ->
        [definite] { $who_gender ->
            [feminine] La
           *[other] El
        } { $who }
       *[none] { $who }
    } ha abandonado la partida.
friends-watch_resigned = El jugador { $n } ha abandonado la partida.
friends-watch_resigned_side = El jugador { $n } ha abandonado la partida por su bando.
error-friends-match_not_over = La revancha se juega cuando termina la partida.
error-friends-deal_not_over = Las jugadas se repasan cuando termina la mano.
friends-rematch = Jugar la revancha
friends-rematch_help = Otra partida en esta mesa: cada uno pasa al sitio de al lado y los enlaces no cambian.
friends-review = Repasar mis jugadas con el entrenador
friends-review_help = Mientras se juega, el entrenador no mira. Al terminar la mano juzga tus jugadas, solo las tuyas.
friends-reviewing = El entrenador está repasando tus jugadas…
# El repaso en una mesa de amigos, de una mano sin ninguna jugada que elegir (se abandonó enseguida).
review-no_decisions = En esta mano no has tenido que elegir ninguna jugada.
error-friends-expired = Esta mesa ha caducado: nadie ha jugado en ella en { $days } días. Crea otra desde «Jugar con amigos».
error-friends-taken_over = Tu sitio se está jugando ahora desde otro navegador: esta jugada no se ha hecho.
friends-seat_taken = Tu sitio está abierto ahora mismo en otro navegador. Si eres tú, puedes seguir jugando desde aquí: el otro dejará de poder jugar.
friends-play_here = Jugar desde aquí
friends-seat_lost = Tu sitio se juega ahora desde otro navegador. Si quieres volver a jugar desde aquí, recupéralo.
friends-play_here_again = Volver a jugar desde aquí
friends-counting = Sumar los puntos de cada montón
friends-counting_help = La guía de la mesa en línea solo deja ver cuántas cartas tiene cada montón de bazas. Si lo activas, la mesa sumará también sus puntos, como en la práctica.
error-friends-friends_table = Esta partida es de una mesa de amigos: solo se juega desde el enlace de cada jugador, en «Jugar con amigos». No se ha cambiado nada.
friends-not_practice = Esta partida es de una mesa de amigos, no de práctica: se juega y se mira solo desde los enlaces que recibió cada jugador, en «Jugar con amigos». Aquí no se muestra nada de ella.
