"""Writes the card pictures as static files, ``static/cards/<code>.svg`` and ``back.svg``,
from ``brisca.ui.card_svg``: the card table loads them by address, so the browser keeps
them (the pages' rows of cards carry their pictures inline: ``brisca.ui.cards_view``).
Streamlit serves ``static/`` (``enableStaticServing`` in
``.streamlit/config.toml``). A test checks the files match the drawing code.

    python scripts/build_cards.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from brisca.core.cards import CARDS  # noqa: E402
from brisca.ui.card_svg import back_svg, card_svg  # noqa: E402

OUT = ROOT / "static" / "cards"


def pictures() -> dict[str, str]:
    """File name to SVG text, for every card and the back."""
    return {**{f"{c.code}.svg": card_svg(c) for c in CARDS}, "back.svg": back_svg()}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="the folder written (static/cards by default)")
    out = parser.parse_args(argv).out
    out.mkdir(parents=True, exist_ok=True)
    for name, svg in pictures().items():
        (out / name).write_text(svg, encoding="utf-8")
    print(f"wrote {len(pictures())} pictures to {out}")


if __name__ == "__main__":
    main()
