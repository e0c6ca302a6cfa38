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
class Gesture:
    """How a player makes one kind of action by hand: which card they drag, and where they drop it.

    Undeclared kinds need nothing: an action is made by dragging its `card` onto its `target` (or anywhere
    when it has none). A declaration adds what the action's fields cannot say:
    `source`: the zone the dragged card lies in ("": wherever the action's card is);
    `any_card`: the action names no card of `source` (the engine picks one, as a DON!! given from the cost
    area), so any card there stands for it; `onto`: where an action without a target is dropped ("":
    anywhere on the table; a zone name: the acting player's zone; "card": onto the action's own card, as a
    resource dragged onto the card whose ability it pays for); `slot`: the action's `number` is the slot of
    `onto` (a Weiß Schwarz stage position). An action with a target is always dropped onto its target.
    `option`: the gesture makes only the kind's actions with this option (the others are dropped anywhere);
    `facing`: (slot, opposite slot) pairs: the action is dropped onto the opponent's `onto` zone, in the slot
    facing the dragged card's (a Weiß Schwarz frontal attack onto the character the attacker faces).
    """

    kind: str
    source: str = ""
    any_card: bool = False
    onto: str = ""
    slot: bool = False
    option: str = ""
    facing: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class FaceNumber:
    """A number printed on a card face where the game's printed cards show it; the desktop draws faces (and the
    live value over the printed one) from these.

    `stat`: "cost", "power" or a key of the card's `stats` (a list, as trigger icons, shows its items);
    `spot`: "top_left" (the big disc), "top_left_below" (a small disc under it), "top_right", "left" (down the
    left edge), "bottom_left" or "bottom_right"; `categories`: the card categories printing it (empty: all);
    `text`: how it reads, "{}" standing for the value ("+{}" for a ONE PIECE counter, "Soul {}").
    """

    stat: str
    spot: str
    categories: tuple[str, ...] = ()
    text: str = "{}"


DEFAULT_FACE = (FaceNumber("cost", "top_left"), FaceNumber("power", "bottom_right"))
"""The numbers a face shows when a ruleset declares none: the cost in the corner, the power at the foot."""


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The whole of one player's half, plus zones shared between both (drawn on the centre line), how actions
    are made by hand on it (`gestures`) and the numbers printed on its cards (`face`)."""

    zones: tuple[ZoneLayout, ...]
    shared: tuple[ZoneLayout, ...] = ()
    gestures: tuple[Gesture, ...] = ()
    face: tuple[FaceNumber, ...] = DEFAULT_FACE
