### Small counts in words: "three cards", "five players". Points, scores and sums stay in
### figures ("57 points", "40 − 6 − 1 = 33").

# A count of things in words (the function WORDS): 0 to 20 ($gender is Spanish's, unused here).
# Past 20 the number stays in figures.
number-word = { $gender ->
       *[other] { $n ->
            [0] zero
            [1] one
            [2] two
            [3] three
            [4] four
            [5] five
            [6] six
            [7] seven
            [8] eight
            [9] nine
            [10] ten
            [11] eleven
            [12] twelve
            [13] thirteen
            [14] fourteen
            [15] fifteen
            [16] sixteen
            [17] seventeen
            [18] eighteen
            [19] nineteen
            [20] twenty
           *[other] { $n }
        }
    }
