"""Entry point: ``python -m brisca``."""

import sys

from .cli import main

sys.exit(main())
