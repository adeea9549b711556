ex-06-tie-title = Empate a la mitad de los puntos
ex-06-tie-intro = Una mano que acaba en empate, y cómo la resuelve cada fuente.
ex-06-tie-ties = { $name_0 }, { $score_0 }; { $name_1 }, { $score_1 }. Cada fuente lo resuelve a su manera:

    - La guía de la mesa en línea. { $tie_draw }
    - El reglamento clásico. { $tie_last_trick }
    - La guía de 2 a 6 jugadores. { $tie_replay }
    - La ficha web. { $tie_annul }
