"""The coach: prices a learner's moves (``verdicts``, on the running sums of ``estimate``),
names the idea behind a costly one (``ideas``, found by ``explain`` with ``lines``), thinks
ahead in a pool of processes (``thinker``, ``tasks``, ``workers``) within a time budget
(``budget``), keeps what it said of each position (``notes``) and measures itself (``bench``)."""
