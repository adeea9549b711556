ex-11-chiamata-title = Briscola chiamata: el compañero escondido
ex-11-chiamata-intro = La Briscola chiamata de la guía de 2 a 6 jugadores, a cinco: quien gana la subasta llama una carta, y quien la tenga será su compañero sin que nadie más lo sepa.
ex-11-chiamata-deal = Se reparte la baraja entera y no hay pinta: el triunfo sale de la subasta. La guía solo dice que quien más puja llama una carta; la subasta se juega aquí como en Italia: se puja por un rango, cada puja por uno más flojo que la anterior (pasado el dos, por puntos), y quien gana llama una carta de ese rango, del palo que quiera. Ese palo es el triunfo.
ex-11-chiamata-higher = { $name_4 } había pujado por el as y { $player } puja por { $rank_gender ->
        [feminine] la
       *[other] el
    } { $rank }: una carta más floja es una puja más alta, porque quien la llame tendrá un compañero que aporta menos y habrá de ganar con sus propias cartas.
ex-11-chiamata-called = Nadie ha pujado más, y { $player } llama { $card_gender ->
        [feminine] a la
       *[other] al
    } { $card }, que no tiene. { $name_0 }, que { $card_gender ->
        [feminine] la
       *[other] lo
    } tiene, sabe desde ya que juega con { $player }; los demás no lo saben, ni siquiera { $player }.
ex-11-chiamata-secret = Empieza el juego con los bandos a escondidas: todos saben quién llamó, pero nadie, salvo { $name_0 }, sabe quién va con él.
ex-11-chiamata-shown = Hasta aquí { $partner } ha jugado sin descubrirse. En cuanto sale la carta llamada, todos saben cómo están los bandos.
ex-11-chiamata-count = { $name_1 } hizo { $score_1 } y { $name_0 }, { $score_0 }: juntos pasan de la mitad de los puntos.
