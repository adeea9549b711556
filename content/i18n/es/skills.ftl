### El progreso por temas: cuántas veces has acertado y cuántas no en cada aspecto del juego, en tus partidas, los problemas y los ejercicios de contar.
### Cada tema se nombra con el mismo texto que los temas de los problemas (puzzles-theme-*).

skills-title = Por temas
# $window: how many of the latest answers the trend compares with as many before them
skills-about = Aquí cuentan tus jugadas en las partidas de práctica (un fallo cuando el entrenador señala el error; un acierto cuando había algo de ese tema en juego y jugaste bien), los problemas y los ejercicios de contar. La tendencia compara tus { $window } últimas respuestas de cada tema con las { $window } anteriores.
skills-theme = Tema
skills-right = Bien
skills-wrong = Mal
skills-share = Acierto
skills-trend = Tendencia
# $change: how much the share right went up or down, as a percentage
skills-trend-up = ▲ sube un { $change }
skills-trend-down = ▼ baja un { $change }
skills-trend-flat = = se mantiene
skills-trend-none = — aún pocas
skills-damaged = { $items ->
    [one] Una de tus puntuaciones guardadas (de problemas o de ejercicios) está dañada y no se ha podido leer: no cuenta aquí.
   *[other] { $items } de tus puntuaciones guardadas (de problemas o de ejercicios) están dañadas y no se han podido leer: no cuentan aquí.
}
# the home page, to a returning learner: $skill is a theme's name, $share how often they get it right
skills-home-weakest = Lo que más te cuesta ahora: { $skill } (aciertas el { $share }).
# the link under it, short enough for a phone: $lesson is a lesson's title
skills-home-lesson = Repasa la lección «{ $lesson }»
skills-home-puzzles = Practica con problemas de ese tema
error-puzzle-bad_theme = El enlace pide problemas de un tema que no existe o del que no hay problemas: aquí tienes uno de cualquier tema.
