"""Table layouts: where each declared zone is drawn, as data a ruleset declares (no widget code)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class ZoneStyle(StrEnum):
    """How a zone's cards are drawn."""

    STACK = "stack"  # one pile, top card (or back) shown, with a count
    FAN = "fan"  # a hand: overlapping cards
    ROW = "row"  # cards side by side (a field, a character area)
    SLOT = "slot"  # one positional slot (a stage position): its card and what is under it


@dataclass(frozen=True, slots=True)
class ZoneLayout:
    """One zone on one player's side, in card units.

    `x`, `y` place the zone's top-left corner on the owner's half: x grows to the right,
    y grows away from the table's centre line (y=0 touches it). `width` and `height` are in
    card widths / card heights. The opponent's half is the same, mirrored.
    """

    zone: str
    x: float
    y: float
    width: float = 1.0
    height: float = 1.0
    style: ZoneStyle = ZoneStyle.STACK
    slot: int = 0


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The whole of one player's half, plus zones shared between both (drawn on the centre line)."""

    zones: tuple[ZoneLayout, ...]
    shared: tuple[ZoneLayout, ...] = ()
