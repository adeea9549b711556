"""Card pictures drawn by our own code: an SVG for every card of the 48-card deck, and a back.

Each suit has its traditional emblem and colour (gold coins, red cups, blue swords, green
clubs), and also its own number of breaks in the inner frame, as Spanish decks mark
suits (none for oros, one for copas, two for espadas, three for bastos), so suits never
differ by colour alone. The rank is printed in two corners with a small emblem, large
enough to read at 80 px wide; the sota, caballo and rey are drawn as a page, a horse's
head and a crowned king.

Pictures are built only from engine cards (``Card`` objects), never from user text.
"""

from __future__ import annotations

from functools import cache, lru_cache

from ..core.cards import Card

WIDTH, HEIGHT = 200, 300

COLOURS = {  # (fill, outline)
    "O": ("#d9a514", "#7a5200"),
    "C": ("#c0392b", "#6e1a12"),
    "E": ("#2f5f9e", "#14305a"),
    "B": ("#3d7a35", "#1e4219"),
}
BREAKS = {"O": 0, "C": 1, "E": 2, "B": 3}


def _emblem(suit: str, x: float, y: float, scale: float = 1.0) -> str:
    fill, line = COLOURS[suit]
    shapes = {
        "O": (f'<circle r="18" fill="{fill}" stroke="{line}" stroke-width="2.5"/>'
              f'<circle r="11" fill="none" stroke="{line}" stroke-width="1.8"/>'
              f'<circle r="4" fill="{line}"/>'),
        "C": (f'<path d="M-15,-17 L15,-17 Q16,3 0,5 Q-16,3 -15,-17 Z" fill="{fill}" '
              f'stroke="{line}" stroke-width="2"/>'
              f'<rect x="-2.5" y="5" width="5" height="8" fill="{fill}" stroke="{line}" stroke-width="1.5"/>'
              f'<ellipse cx="0" cy="15" rx="11" ry="3.5" fill="{fill}" stroke="{line}" stroke-width="1.5"/>'),
        "E": (f'<path d="M0,-22 L4.5,-13 L4.5,9 L-4.5,9 L-4.5,-13 Z" fill="#dfe6ee" '
              f'stroke="{line}" stroke-width="1.8"/>'
              f'<rect x="-12" y="9" width="24" height="4" rx="1.5" fill="{fill}" stroke="{line}" stroke-width="1.2"/>'
              f'<rect x="-2.5" y="13" width="5" height="6" fill="{fill}" stroke="{line}" stroke-width="1.2"/>'
              f'<circle cx="0" cy="21" r="3" fill="{fill}" stroke="{line}" stroke-width="1.2"/>'),
        "B": (f'<path d="M-3.5,21 L3.5,21 L7,-13 Q0,-24 -7,-13 Z" fill="{fill}" stroke="{line}" '
              f'stroke-width="2"/>'
              f'<circle cx="-6" cy="-4" r="2.6" fill="{line}"/><circle cx="5.5" cy="4" r="2.4" fill="{line}"/>'
              f'<circle cx="-4.5" cy="11" r="2.2" fill="{line}"/>'),
    }
    return f'<g transform="translate({x:.1f},{y:.1f}) scale({scale:.2f})">{shapes[suit]}</g>'


_L, _R = 76, 124  # pip columns, clear of the corner marks
_PIPS = {
    2: [(100, 95), (100, 205)],
    3: [(100, 80), (100, 150), (100, 220)],
    4: [(_L, 95), (_R, 95), (_L, 205), (_R, 205)],
    5: [(_L, 90), (_R, 90), (100, 150), (_L, 210), (_R, 210)],
    6: [(_L, 85), (_R, 85), (_L, 150), (_R, 150), (_L, 215), (_R, 215)],
    7: [(_L, 80), (_R, 80), (100, 115), (_L, 150), (_R, 150), (_L, 220), (_R, 220)],
    8: [(_L, 78), (_R, 78), (100, 112), (_L, 150), (_R, 150), (100, 188), (_L, 222), (_R, 222)],
    9: [(68, 80), (100, 80), (132, 80), (68, 150), (100, 150), (132, 150), (68, 220), (100, 220),
        (132, 220)],
}
_PIP_SCALE = {9: 0.8, 8: 0.9}


def _figure(card: Card) -> str:
    """Sota (a page with a cap), caballo (a horse's head), rey (a crowned king)."""
    fill, line = COLOURS[card.suit]
    robe = f'fill="{fill}" fill-opacity="0.35" stroke="{line}" stroke-width="2.5"'
    skin = f'fill="#f3d9b1" stroke="{line}" stroke-width="2"'
    if card.rank == 11:
        body = (f'<path d="M60,240 L70,170 Q62,120 95,92 L110,70 L118,92 Q150,100 150,130 '
                f'Q150,142 138,142 L118,132 Q112,160 130,240 Z" {robe}/>'
                f'<circle cx="122" cy="106" r="4" fill="{line}"/>'
                f'<path d="M98,92 Q80,110 84,150" fill="none" stroke="{line}" stroke-width="5"/>')
        return body + _emblem(card.suit, 100, 205, 1.1)
    head = f'<circle cx="100" cy="102" r="20" {skin}/>'
    body = f'<path d="M62,245 L72,140 Q100,126 128,140 L138,245 Z" {robe}/>'
    if card.rank == 12:
        crown = (f'<path d="M78,86 L78,62 L89,74 L100,56 L111,74 L122,62 L122,86 Z" fill="#f1c232" '
                 f'stroke="{line}" stroke-width="2"/>')
        beard = f'<path d="M86,112 Q100,134 114,112" fill="#8a6d3b" stroke="{line}" stroke-width="1.5"/>'
        return body + head + crown + beard + _emblem(card.suit, 100, 185, 1.2)
    cap = f'<path d="M78,96 Q100,62 124,92 L130,86 Z" fill="{fill}" stroke="{line}" stroke-width="2"/>'
    return body + head + cap + _emblem(card.suit, 100, 185, 1.2)


def _frame(suit: str) -> str:
    fill, line = COLOURS[suit]
    out = f'<rect x="16" y="16" width="168" height="268" rx="10" fill="none" stroke="{line}" stroke-width="3"/>'
    gaps = BREAKS[suit]
    # Breaks (the Spanish "pintas") in the top and bottom edges: one per suit step.
    for k in range(gaps):
        x = 100 + (k - (gaps - 1) / 2) * 26 - 8
        out += f'<rect x="{x:.1f}" y="12" width="16" height="8" fill="#fffaf0"/>'
        out += f'<rect x="{x:.1f}" y="280" width="16" height="8" fill="#fffaf0"/>'
    return out


def _corner(card: Card) -> str:
    fill, line = COLOURS[card.suit]
    label = (f'<text x="0" y="0" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" '
             f'font-weight="bold" fill="{line}" text-anchor="middle">{card.rank}</text>')
    group = label + _emblem(card.suit, 0, 28, 0.7)
    return (f'<g transform="translate(36,58)">{group}</g>'
            f'<g transform="translate(164,242) rotate(180)">{group}</g>')


@cache
def card_svg(card: Card) -> str:
    """The picture of one card as an SVG document."""
    if not isinstance(card, Card):
        raise TypeError("card_svg draws engine cards only")
    if card.rank == 1:
        middle = _emblem(card.suit, 100, 150, 2.6)
    elif card.rank in _PIPS:
        scale = _PIP_SCALE.get(card.rank, 1.0)
        middle = "".join(_emblem(card.suit, x, y, scale) for x, y in _PIPS[card.rank])
    else:
        middle = _figure(card)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'width="{WIDTH}" height="{HEIGHT}">'
            f'<rect x="2" y="2" width="196" height="296" rx="16" fill="#fffaf0" stroke="#444" stroke-width="3"/>'
            f'{_frame(card.suit)}{middle}{_corner(card)}</svg>')


@lru_cache(maxsize=1)
def back_svg() -> str:
    """The back of a card: a red lattice with a plain oval in the middle."""
    lattice = "".join(
        f'<path d="M{x},{y} l12,18 l-12,18 l-12,-18 Z" fill="#e8c36a" fill-opacity="0.55"/>'
        for x in range(28, 190, 24) for y in range(24, 250, 36))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'width="{WIDTH}" height="{HEIGHT}">'
            f'<rect x="2" y="2" width="196" height="296" rx="16" fill="#8e1b1b" stroke="#444" stroke-width="3"/>'
            f'<rect x="14" y="14" width="172" height="272" rx="10" fill="none" stroke="#e8c36a" stroke-width="3"/>'
            f'{lattice}<ellipse cx="100" cy="150" rx="42" ry="60" fill="#8e1b1b" stroke="#e8c36a" '
            f'stroke-width="4"/></svg>')
