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
progress-bad_key = El enlace lleva una clave de jugador que no vale: no se tiene en cuenta.
progress-unknown_key = El enlace lleva una clave de jugador que nunca se ha dado: no se tiene en cuenta.
progress-other_key = Este enlace lleva la clave de otro jugador: las partidas guardadas con ella son de otra persona, salvo que sean tuyas y las jugaras en otro dispositivo. ¿Con qué partidas sigues?
progress-keep_mine = Seguir con las mías
progress-use_link = Usar las del enlace
progress-damaged = { $games ->
    [one] Una de tus partidas guardadas está dañada y no se puede leer: no sale en la lista.
   *[other] { $games } de tus partidas guardadas están dañadas y no se pueden leer: no salen en la lista.
}
