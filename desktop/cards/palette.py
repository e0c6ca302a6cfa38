"""Colours for card frames: the usual TCG colour names, and a stable colour for any other name."""

from __future__ import annotations

import hashlib

from desktop.qt import QColor

NAMED = {
    "red": "#c0392b",
    "green": "#2e8b57",
    "blue": "#2f6fb5",
    "purple": "#7d4cad",
    "black": "#3a3a3f",
    "yellow": "#d4a017",
    "white": "#d9d4c7",
    "orange": "#d9742b",
    "pink": "#d6649a",
    "gray": "#7f8c8d",
    "grey": "#7f8c8d",
    "brown": "#8d5a2b",
}
NEUTRAL = "#8a8f98"


def color_for(name: str) -> QColor:
    """The frame colour for a colour name; unknown names get a stable colour from their digest."""
    key = name.strip().lower()
    if key in NAMED:
        return QColor(NAMED[key])
    digest = hashlib.sha256(key.encode()).digest()
    return QColor.fromHsv(digest[0] * 360 // 256, 120 + digest[1] % 80, 150 + digest[2] % 60)


def card_colors(colors: tuple[str, ...]) -> list[QColor]:
    return [color_for(c) for c in colors] or [QColor(NEUTRAL)]


def ruleset_color(ruleset_id: str) -> QColor:
    digest = hashlib.sha256(ruleset_id.encode()).digest()
    return QColor.fromHsv(digest[0] * 360 // 256, 150, 120)
