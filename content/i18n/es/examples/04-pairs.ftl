ex-04-pairs-title = Cuatro jugadores por parejas
ex-04-pairs-intro = Ana y Eva juegan juntas contra Luis y Pablo. Los compañeros se sientan enfrente, así que el orden de juego alterna las parejas.
ex-04-pairs-deal = La pinta es { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }: el triunfo es { $trump }. Sale { $leader }.
ex-04-pairs-eva-trumps = El as de { $name_0 } va ganando, pero { $name_3 } juega detrás y { $player } no sabe qué tiene: con cualquier triunfo se llevaría la baza. Por eso { $player } falla la baza de su compañera con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card }: solo { $beaten_by } se la quitaría, y así los puntos se quedan en la pareja.
ex-04-pairs-team-wins = Gana { $trick_winner } (equipo { $trick_team }); se roba en el orden de juego desde ella: primero { $drew_first }. Equipo 1: { $team_score_0 ->
        [one] { $team_score_0 } punto
       *[other] { $team_score_0 } puntos
    }; equipo 2: { $team_score_1 ->
        [one] { $team_score_1 } punto
       *[other] { $team_score_1 } puntos
    }.
