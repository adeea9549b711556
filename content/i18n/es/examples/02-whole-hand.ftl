ex-02-whole-hand-title = Una mano entera a dos
ex-02-whole-hand-intro = Del reparto al recuento: quién roba primero, la última ronda de robo, el juego sin mazo y la cuenta final.
ex-02-whole-hand-deal = Quedan { $face_down ->
        [one] { $face_down } carta
       *[other] { $face_down } cartas
    } boca abajo en el mazo y, debajo, la pinta, { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }, que será la última carta que se robe.
ex-02-whole-hand-first-trick = { $trick_winner } gana la primera baza: roba primero y sale en la siguiente.
ex-02-whole-hand-last-draw = Última ronda de robo: { $drew_first } roba la última carta tapada y { $turned_up_taker } se lleva la pinta, { $turned_up_gender ->
        [feminine] la
       *[other] el
    } { $turned_up }. Ya no queda mazo.
ex-02-whole-hand-no-stock = Ya no queda nada que robar: { $player } sale con { $card_gender ->
        [feminine] la
       *[other] el
    } { $card } y, de aquí al final, cada uno juega las cartas que le quedan en la mano.
ex-02-whole-hand-count = Recuento: { $name_0 }, { $score_0 }; { $name_1 }, { $score_1 }. { $result }
