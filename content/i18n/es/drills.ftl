### La página de ejercicios de contar: una mano que juegan los ordenadores, vista desde un asiento, y luego las preguntas de la cuenta.

nav-drills = Contar cartas
home-drills = Sigue una mano desde un asiento y luego echa la cuenta: triunfos, puntos, ases y treses.
drills-intro = Los ordenadores juegan una mano y tú la sigues desde un asiento: ves tus cartas, las demás no, como en la mesa. La mano se para en un momento y te toca echar la cuenta: cuántos triunfos no has visto, cuántos puntos lleva cada uno, qué ases y treses han salido y, si se puede, qué cartas le quedan al rival.
drills-bad_link = Ese enlace no lleva a ningún ejercicio (la mesa, la mano o el momento no valen). Aquí tienes uno nuevo.
drills-table = Mesa
# $name: the preset's name; $players: how many play at it
drills-moment = Dónde se para
drills-moment-random = en cualquier momento
drills-moment-stock_empty = ya sin mazo
drills-moment_help = «Ya sin mazo» solo en las mesas de dos: ahí, quien ha contado sabe qué cartas tiene el otro.
drills-new = Otra mano
drills-speed = Velocidad
drills-speed-slow = despacio
drills-speed-normal = normal
drills-speed-fast = deprisa
drills-play = Jugar
drills-pause = Pausa
drills-skip = Ir a las preguntas
drills-back = Volver a donde se paró la mano
# $seat: the seat the learner watches
drills-watching = Miras desde el asiento { $seat_article ->
        [definite] { $seat_gender ->
            [feminine] de la
           *[other] del
        } { $seat }
       *[none] de { $seat }
    }.
drills-stopped = La mano se ha parado aquí. ¡A contar!
drills-questions = Echa la cuenta
drills-q-trumps = ¿Cuántos triunfos no has visto todavía?
# $n: the seat or team asked about, from 1; $team: yes where sides are teams
drills-q-points = { $team ->
        [yes] Puntos del equipo { $n }
       *[no] Puntos del jugador { $n }
    }
# $team: yes where the learner plays in a team
drills-q-points_yours = { $team ->
        [yes] Puntos de tu equipo
       *[no] Tus puntos
    }
drills-q-aces_threes = ¿Qué ases y treses han salido ya?
drills-q-other_hand = ¿Qué cartas tiene el rival?
# $team: yes where the learner plays in a team
drills-q-sixty_need = { $team ->
        [yes] ¿Cuántos puntos le faltan a tu equipo para pasar de 60?
       *[no] ¿Cuántos puntos te faltan para pasar de 60?
    }
drills-q-sixty_can = ¿Quedan en juego puntos suficientes para llegar?
drills-yes = sí
drills-no = no
drills-check = Comprobar
drills-title-trumps = Triunfos sin ver
drills-title-points = Puntos de cada uno
drills-title-aces_threes = Ases y treses fuera
drills-title-other_hand = La mano del rival
drills-title-sixty = Pasar de 60
# $question: the question's title; $answer: the right answer
drills-right = { $question }: bien contado. { $answer }
drills-wrong = { $question }: no es eso. { $answer }
# $n: the trumps unseen, worked out: of the $deck trumps of the deck, $seen seen ($where: a list of drills-seen-*)
drills-a-trumps = { $n ->
        [0] No te queda ningún triunfo por ver
        [one] Te queda un triunfo por ver
       *[other] Te quedan { WORDS($n, gender: "masculine") } triunfos por ver
    }: { $deck ->
        [one] del único
       *[other] de los { WORDS($deck) }
    } de la baraja { $seen ->
        [0] aún no has visto ninguno
       *[other] has visto { WORDS($seen) } ({ $where }), y { $deck } − { $seen } = { $n }
    }.
drills-seen-hand = { WORDS($n) } en tu mano
drills-seen-played = { $n ->
        [one] uno jugado
       *[other] { WORDS($n) } jugados
    }
drills-seen-turned = la pinta
drills-seen-known = { $n ->
        [one] uno que sabes en otra mano
       *[other] { WORDS($n) } que sabes en otras manos
    }
# each side's points, the learner's first ($team: yes where sides are teams; $points: the learner's side's;
# $others: the other sides', each a drills-a-other_points, as a list)
drills-a-points = { $points ->
        [0] { $team ->
            [yes] Tu equipo aún no lleva ningún punto
           *[no] Aún no llevas ningún punto
        }
       *[other] { $team ->
            [yes] Tu equipo lleva
           *[no] Llevas
        } { $points ->
            [one] un punto
           *[other] { $points } puntos
        }
    }; { $others }.
# $n: the other side's number, from 1
drills-a-other_points = { $team ->
        [yes] el equipo { $n }
       *[no] el jugador { $n }
    } { $points ->
        [0] aún no lleva ninguno
       *[other] lleva { $points }
    }
drills-a-aces_threes = { $n ->
        [0] No ha salido ningún as ni ningún tres.
       *[other] Han salido: { $cards }.
    }
# $cards: the cards, each with its article
drills-a-other_hand = { $n ->
        [0] El rival ya no tiene cartas.
       *[other] El rival tiene { $cards }.
    }
# $need: points still needed to pass $half ($over: $half and one, less $own, the side's points); $can: yes or no,
# as the points still in play tell ($total, less $taken in the tricks so far, is $left); $team: yes where the learner plays in a team
drills-a-sixty = { $need ->
        [0] { $team ->
            [yes] Tu equipo ya ha pasado de { $half }: lleva { $own }.
           *[no] Ya has pasado de { $half }: llevas { $own }.
        }
       *[other] { $team ->
            [yes] A tu equipo le { $need ->
                [one] falta
               *[other] faltan
            }
           *[no] Te { $need ->
                [one] falta
               *[other] faltan
            }
        } { $over } − { $own } = { $need ->
            [one] { $need } punto
           *[other] { $need } puntos
        } para pasar de { $half }, y quedan en juego { $total } − { $taken } = { $left }: { $can ->
            [yes] todavía se puede llegar.
           *[no] ya no se puede llegar.
        }
    }
drills-why-trumps = Repasa las bazas en las que cayeron triunfos:
drills-why-points = Repasa las bazas que llevaban puntos:
drills-why-aces_threes = Repasa las bazas en las que cayó un as o un tres:
drills-why-other_hand = Lo que no ha salido en ninguna baza ni tienes tú, lo tiene el rival. Repasa las bazas:
drills-why-sixty = Repasa las bazas que llevaban puntos:
# $number: the trick's number; $winner: who took it; $cards: the cards of it to look at; $points: the trick's points
drills-trick = Baza { $number } ({ $winner }, { $points ->
        [one] un punto
       *[other] { $points } puntos
    }): { $cards }
# $right: answers right; $asked: questions asked
drills-score = Has acertado { $right } de { $asked }.
# $scores: the last drills' scores, latest first
drills-last_scores = Tus últimos ejercicios: { $scores }
# $name: the table; $right, $asked: the drill's score
drills-one_score = { $name }: { $right }/{ $asked }
error-drill-bad_table = Esa mesa no existe.
error-drill-bad_deal = Esa mano no existe.
error-drill-bad_moment = Ese momento no vale para esta mesa.
error-drill-bad_question = Esa pregunta no se puede hacer aquí.
error-drill-bad_score = Una de las puntuaciones de ejercicios que tenías guardadas no se ha podido leer y se ha dejado fuera de la lista.
