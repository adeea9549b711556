### Progress by theme: how often the learner got each side of the game right and wrong, over their games, the puzzles and the counting drills.
### Each theme is named by the same text as the puzzles' themes (puzzles-theme-*).

skills-title = By theme
# $window: how many of the latest answers the trend compares with as many before them
skills-about = This counts your moves in practice games (a miss when the coach points out the mistake; a hit when something of that theme was at stake and you played well), the puzzles and the counting drills. The trend compares your last { $window } answers on each theme with the { $window } before them.
skills-theme = Theme
skills-right = Right
skills-wrong = Wrong
skills-share = Success rate
skills-trend = Trend
# $change: how much the share right went up or down, as a percentage
skills-trend-up = ▲ up { $change }
skills-trend-down = ▼ down { $change }
skills-trend-flat = = steady
skills-trend-none = — too few yet
skills-damaged = { $items ->
    [one] One of your saved scores (of puzzles or drills) is damaged and could not be read: it does not count here.
   *[other] { $items } of your saved scores (of puzzles or drills) are damaged and could not be read: they do not count here.
}
# the home page, to a returning learner: $skill is a theme's name, $share how often they get it right
skills-home-weakest = What you find hardest right now: { $skill } ({ $share } right).
# the link under it, short enough for a phone: $lesson is a lesson's title
skills-home-lesson = Go over the lesson “{ $lesson }”
skills-home-puzzles = Practise with puzzles on that theme
error-puzzle-bad_theme = The link asks for puzzles of a theme that does not exist or has no puzzles: here is one of any theme.
