"""The lessons: the trick resolver (``resolver``), the worked examples (``walkthrough``),
the quiz (``quiz``) and the numbers the rules and home pages state (``rules_facts``)."""
