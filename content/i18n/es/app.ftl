### El marco de la aplicación, la portada y la página de reglas.

app-name = Brisca
nav-home = Inicio
nav-rules = Reglas
nav-resolver = ¿Quién gana la baza?
nav-examples = Ejemplos paso a paso
nav-practice = Practicar
nav-quiz = Ponte a prueba
frame-switch = Ver la aplicación en inglés
frame-bad_lang = El enlace pide un idioma que no existe; se muestra en el de tu navegador.
home-title = Aprende a jugar a la Brisca
home-intro = La Brisca es un juego de bazas con la baraja española: con { $hand ->
        [one] una carta
       *[other] { WORDS($hand, gender: "feminine") } cartas
    } en la mano y un palo de triunfo, se trata de llevarse las bazas que más puntos valen.
home-app = Aquí la aprendes paso a paso, con lecciones cortas, y la practicas contra el ordenador, que te avisa de cada error y te dice por qué.
home-variants = Se juega a dos, a tres, a cuatro por parejas, a cinco con uno que descansa en cada mano y a seis en dos equipos, con los cambios, el desempate y la forma de partida de cada fuente, y también a la Brisca Cubierta, a la Rematada, a la Brisca Subastada y a la Briscola chiamata. { $all_practised ->
        [yes] Todas se pueden jugar en la mesa de práctica, contra el ordenador.
       *[no] No todas se pueden jugar aún en la mesa de práctica.
    }
home-variants-title = Las variantes
home-parts = Todo lo que puedes hacer aquí
home-rules = Las reglas con dibujos, las variantes y lo que dice cada fuente.
home-resolver = Monta una baza y mira quién la gana y por qué.
home-examples = Manos explicadas jugada a jugada.
home-practice = Juega contra el ordenador, con pistas y explicaciones.
home-quiz = Preguntas rápidas sobre puntos, fuerza y bazas, también con subasta.
grid-picture = Carta
grid-card = Nombre
grid-points = Puntos
grid-strength = Fuerza (1 = la más alta)
grid-topic = Asunto
grid-preset = Reglas en la aplicación
grid-source = Fuente
grid-summary = Resumen
grid-table = Mesa
grid-deck = Baraja
grid-face_down = Boca abajo tras el reparto
grid-to_win = Quién gana la mano
rules-title = Reglas de la Brisca
rules-contents = Contenido
rules-totals = Cada palo suma { $per_suit ->
        [one] { $per_suit } punto
       *[other] { $per_suit } puntos
    } y la baraja, { $total ->
        [one] { $total } punto
       *[other] { $total } puntos
    }. Cuando juegan dos bandos gana quien pasa de { $half }; a tres, cada uno por su cuenta, gana quien más puntos reúne.
rules-example_ana = Ana sale
rules-example_luis = Luis contesta
rules-example_points = Luis se lleva { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, roba primero y abre la baza siguiente.
rules-presets = Las reglas de la aplicación y su fuente
rules-deck = { $deck ->
        [one] Una carta
       *[other] { WORDS($deck, gender: "feminine", capital: "yes") } cartas
    }
rules-face_down = { $face_down } y la pinta
rules-to_win-two_sides = Más de { $half ->
        [one] { $half } punto
       *[other] { $half } puntos
    }
rules-to_win-most = Quien más puntos reúne
rules-app_choice = { $text } (elección de la aplicación)
rules-tables_caption = Cada mesa se ha repartido y se han contado las cartas que quedan boca abajo encima de la pinta, sin contarla a ella.

## Las cuatro fuentes, con un nombre que dice qué son y que no se confunde con una
## página de la aplicación. Sin artículo: la frase lo pone según .gender.

source-000 = guía de la mesa en línea
    .gender = feminine
    .title = La guía de la mesa en línea
source-001 = reglamento clásico
    .gender = masculine
    .title = El reglamento clásico
source-003 = guía de 2 a 6 jugadores
    .gender = feminine
    .title = La guía de 2 a 6 jugadores
source-004 = ficha web
    .gender = feminine
    .title = La ficha web
# A source inside a list ("el reglamento clásico, la guía de 2 a 6 jugadores y la ficha web").
source-in-list = { $source_gender ->
        [feminine] la
       *[other] el
    } { $source }

## Las reglas de la aplicación, una o más por fuente

preset-name-000 = Mesa en línea, dos jugadores
preset-name-000-exchange = Mesa en línea, con cambio del 7
preset-name-000-three = Mesa en línea, tres jugadores
preset-name-000-pairs = Mesa en línea, cuatro por parejas
preset-name-001 = Reglamento clásico, dos jugadores
preset-name-001-three = Reglamento clásico, tres jugadores
preset-name-001-pairs = Reglamento clásico, cuatro por parejas
preset-name-003 = Guía de 2 a 6, dos jugadores
preset-name-003-five-to-win = Guía de 2 a 6, partida a { $target }
preset-name-003-pairs = Guía de 2 a 6, cuatro por parejas
preset-name-003-six = Guía de 2 a 6, seis en dos equipos
preset-name-003-five = Guía de 2 a 6, cinco con uno que descansa
preset-name-003-cubierta = Brisca Cubierta
preset-name-003-rematada = Rematada, a { $target }
preset-name-004 = Ficha web, dos jugadores
preset-name-004-pairs = Ficha web, cuatro por parejas
preset-name-003-pairs-signals = Guía de 2 a 6, parejas con señas
preset-name-004-pairs-signals = Ficha web, parejas con señas
preset-000 = Sin cambios; un empate a { $half } queda en empate; sale un jugador al azar; se juega una sola mano.
preset-000-exchange = Como la mesa en línea, con la variante regional que da su guía: quien gana una baza puede cambiar el 7 de triunfo por la pinta.
preset-000-three = Cada uno por su cuenta, con un dos menos ({ $deck ->
        [one] una carta
       *[other] { WORDS($deck, gender: "feminine") } cartas
    }); gana quien más puntos reúne.
preset-000-pairs = Los compañeros se sientan enfrente y suman juntos.
preset-001 = Cambios del 7 y del 2 en tu turno; el empate lo gana quien se lleva la última baza; partida a { $target ->
        [one] una mano
       *[other] { WORDS($target, gender: "feminine") } manos
    } (el número lo elige la aplicación: el reglamento clásico lo deja a lo acordado).
preset-001-three = Sin los doses ({ $deck ->
        [one] una carta
       *[other] { WORDS($deck, gender: "feminine") } cartas
    }), cada uno por su cuenta; gana quien más puntos reúne.
preset-001-pairs = Por parejas, con los cambios del 7 y del 2.
preset-003 = El empate se repite y esa mano repetida vale doble; puntos de partida según el margen; partida a { $target }.
preset-003-five-to-win = Como la anterior, pero la partida es a { $target ->
        [one] { $target } punto de partida
       *[other] { $target } puntos de partida
    }.
preset-003-pairs = Dos parejas, con los puntos de partida según el margen.
preset-003-six = Dos equipos de tres, sin los doses ({ $deck ->
        [one] una carta
       *[other] { WORDS($deck, gender: "feminine") } cartas
    }): la guía no quita ninguna carta a seis, y así no salen bazas enteras; la aplicación quita los doses para que salgan.
preset-003-five = Cinco personas: el que da descansa esa mano y los otros cuatro la juegan en dos parejas, con los compañeros en asientos alternos; el que descansa va con el bando del que sale y puntúa con él si gana. Cada uno lleva sus propios puntos de partida, y gana el primero que llega a { $target }.
preset-003-cubierta = La pinta queda boca abajo hasta que alguien juega el primer triunfo, salga con él o no.
preset-003-rematada = Los puntos de cada mano se suman, también los de una mano empatada, hasta que un bando llega a { $target }.
preset-004 = El 7 y el 2 se cambian tras ganar una baza; el empate anula la mano; partida a { $target ->
        [one] una mano
       *[other] { WORDS($target, gender: "feminine") } manos
    }.
preset-004-pairs = Por parejas, con los cambios tras ganar una baza.
preset-003-pairs-signals = Dos parejas que se hacen las cuatro señas de la guía, todas sobre los triunfos.
preset-004-pairs-signals = Por parejas, con los cambios tras ganar una baza y las ocho señas de la ficha.
rules-table = { $players ->
        [one] Un jugador
       *[other] { WORDS($players, capital: "yes") } jugadores
    }, cada uno por su cuenta
rules-table-teams = { $players ->
        [one] Un jugador
       *[other] { WORDS($players, capital: "yes") } jugadores
    }, en dos equipos
rules-table-resting = { $players ->
        [one] Un jugador
       *[other] { WORDS($players, capital: "yes") } jugadores
    }, uno que descansa cada mano por turnos y los otros cuatro en dos parejas
