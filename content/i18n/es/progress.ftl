### Tu progreso: las partidas terminadas, con sus cifras a lo largo del tiempo.

progress-title = Tus partidas
progress-about = { $games ->
        [one] { $games } partida terminada
       *[other] { $games } partidas terminadas
    }, guardadas con el enlace de esta página: guárdalo para volver a verlas desde otro dispositivo.
progress-list = Todas tus partidas terminadas
progress-when = Fecha
progress-rules = Reglas
progress-level = Nivel
progress-result = Resultado
progress-result-won = Ganada
progress-result-lost = Perdida
progress-result-tie = Empate
progress-result-resigned = Abandonada
progress-open = Repaso
progress-open_review = Ver el repaso
progress-game_n = Partida (en cada mesa)
progress-bad_key = El enlace lleva una clave de jugador que no vale: no se tiene en cuenta.
