### Las cantidades pequeñas, en letra: «tres cartas», «cinco jugadores». Los puntos, los tanteos
### y las cuentas van en cifras («57 puntos», «40 − 6 − 1 = 33»).

# A count of things in words (the function WORDS): 0 to 20; one by the gender of what is counted,
# "un" before a masculine noun ("un jugador"), "una" ("una carta"), "uno" said alone ("uno en tu mano").
# Past 20 the number stays in figures.
number-word = { $n ->
        [0] cero
        [1] { $gender ->
            [feminine] una
            [masculine] un
           *[other] uno
        }
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
        [8] ocho
        [9] nueve
        [10] diez
        [11] once
        [12] doce
        [13] trece
        [14] catorce
        [15] quince
        [16] dieciséis
        [17] diecisiete
        [18] dieciocho
        [19] diecinueve
        [20] veinte
       *[other] { $n }
    }
