### Tu progreso: las partidas terminadas, con sus cifras a lo largo del tiempo.

progress-title = Tus partidas
progress-about = { $games ->
        [one] { $games } partida terminada
       *[other] { $games } partidas terminadas
    }, guardadas en este navegador: en otro, o en este si borras sus cookies, no aparecerán.
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
progress-damaged = { $games ->
    [one] Una de tus partidas guardadas está dañada y no se puede leer: no sale en la lista.
   *[other] { $games } de tus partidas guardadas están dañadas y no se pueden leer: no salen en la lista.
}
