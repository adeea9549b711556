"""Every module of the app imported at once, by the first page a server runs, while the pages
of other sessions wait for it: each page imports this module first (``import brisca.ui.preload``).

Python takes a module's import lock before its package's, and a package may import its own
modules (``brisca.bots`` imports ``brisca.bots.expert``), so two sessions' threads importing
the app's modules at once on a fresh server can each hold a lock the other needs. Python then
breaks the deadlock by handing one of them a module half run, and the page fails ("cannot
import name 'ExpertBot' from partially initialized module 'brisca.bots.expert'"): three
learners opening pages at once on a fresh server hit it three times in four
(``scripts/bench_load.py``), as would every browser coming back after a restart. A thread that
imports this module while another runs it waits for the whole of it, holding no other lock.
"""

from __future__ import annotations

import importlib
import pkgutil

import brisca.ui

for _module in pkgutil.iter_modules(brisca.ui.__path__):
    if _module.name != "preload":
        importlib.import_module(f"brisca.ui.{_module.name}")
