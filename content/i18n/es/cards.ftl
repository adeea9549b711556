### Las palabras de la baraja. Cada número lleva el género de su nombre, y los mensajes
### eligen con él «el» o «la», «del» o «de la», «al» o «a la».

rank-1 = as
    .gender = masculine
rank-2 = dos
    .gender = masculine
rank-3 = tres
    .gender = masculine
rank-4 = cuatro
    .gender = masculine
rank-5 = cinco
    .gender = masculine
rank-6 = seis
    .gender = masculine
rank-7 = siete
    .gender = masculine
rank-8 = ocho
    .gender = masculine
rank-9 = nueve
    .gender = masculine
rank-10 = sota
    .gender = feminine
rank-11 = caballo
    .gender = masculine
rank-12 = rey
    .gender = masculine
suit-O = oros
suit-C = copas
suit-E = espadas
suit-B = bastos
card-name = { $rank } de { $suit }
card-back = carta boca abajo
# A seat in running text, after an article: "sale el jugador 1", "la carta del jugador 1".
seat-name = jugador { $n }
    .gender = masculine
    .article = definite
# A seat as a label of its own (on the table, in a list).
seat-label = Jugador { $n }
# A seat in running text at a table with teams: "del jugador 3 (equipo 1)".
seat-with_team = { $seat } (equipo { $team })
team-name = Equipo { $n }
    .gender = masculine
action-exchange = cambiar { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } por la pinta
action-skip = no cambiar
card-in-list = { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }
# A rank that scores, with its points, in a list: "el as (11), el tres (10)… y la sota (2)".
rank-with_points = { $rank_gender ->
        [feminine] la
       *[other] el
    } { $rank } ({ $points })
# A seat or a person inside a list, with the article its name takes: "tú, el ordenador 2 y Ana".
name-in-list = { $who_article ->
        [definite] { $who_gender ->
            [feminine] la
           *[other] el
        } { $who }
       *[none] { $who }
    }
# The seat a text speaks to, among the others: "tú y el jugador 3".
seat-you = tú
# A card's caption with its rank by name, under its picture: "1.ª · sota", "La pinta · caballo".
card-caption = { $place } · { $rank }
