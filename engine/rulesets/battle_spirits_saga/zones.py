"""The areas of the table (3-1-1), the two kinds of core (4-11-1), and how the desktop lays them out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ids import SHARED, InstanceId, PlayerId, ZoneRef
from engine.layout import FaceNumber, Gesture, TableLayout, ZoneLayout, ZoneStyle
from engine.zones import Visibility, ZoneSpec

if TYPE_CHECKING:
    from engine.game import Game

DECK, HAND, TRASH, FIELD, RESERVE, LIFE, BURST, VOID = (
    "deck", "hand", "trash", "field", "reserve", "life", "burst", "void",
)  # fmt: skip
RESOLVING = "resolving"
"""Where a used magic card waits while its effect resolves (10-8-7: "not counted" in its area; NOTES.md)."""
REMOVED = "removed"
"""Where a token goes when it leaves the field: out of the game (4-12-3)."""

CORE, SOUL = "core", "soul"
"""The two kinds of core (4-11-1): regular cores and each player's one soul core (4-11-3)."""
KINDS = (CORE, SOUL)

REFRESHED, EXHAUSTED = "refreshed", "exhausted"
ORIENTATIONS = (REFRESHED, EXHAUSTED)  # 4-4-1; cards enter the field refreshed (3-5-3)

VOID_SIZE = 40
"""Cores the shared void starts with; it never runs out (3-9-2: more are added)."""

ZONES: tuple[ZoneSpec, ...] = (
    ZoneSpec(DECK, "Deck", visibility=Visibility.NOBODY, enters_face_up=False),  # 3-2-2
    ZoneSpec(HAND, "Hand", ordered=False, visibility=Visibility.OWNER),  # 3-3-2
    ZoneSpec(TRASH, "Trash", holds_tokens=True),  # 3-4-1, 3-4-2: a card section and a core section
    ZoneSpec(FIELD, "Field", ordered=False),  # 3-5-2
    ZoneSpec(RESERVE, "Reserve", holds_tokens=True),  # 3-6
    ZoneSpec(LIFE, "Life", holds_tokens=True),  # 3-7
    ZoneSpec(
        BURST, "Burst", face_down_visibility=Visibility.OWNER, capacity=1, enters_face_up=False, said="burst area"
    ),  # 3-8
    ZoneSpec(VOID, "Void", per_player=False, holds_tokens=True),  # 3-9-1: one shared void (5-2-1)
    ZoneSpec(RESOLVING, "Resolving", said="resolving area"),
    ZoneSpec(REMOVED, "Removed"),
)

LAYOUT = TableLayout(
    zones=(
        # Row 0, by the centre line: the field (spirits and nexuses), the deck.
        ZoneLayout(FIELD, 0.0, 0.05, width=8.0, style=ZoneStyle.ROW),
        ZoneLayout(DECK, 8.2, 0.05),
        # Row 1: life and reserve (wide: their cores are read at a glance), burst, the magic waiting to resolve,
        # removed tokens, the trash (cards and cores).
        ZoneLayout(LIFE, 0.0, 1.15, width=1.5),
        ZoneLayout(RESERVE, 1.6, 1.15, width=2.2),
        ZoneLayout(BURST, 4.0, 1.15),
        ZoneLayout(RESOLVING, 5.2, 1.15),
        ZoneLayout(REMOVED, 6.4, 1.15),
        ZoneLayout(TRASH, 7.6, 1.15, width=1.6),
        # Row 2: the hand (the opponent's is drawn short).
        ZoneLayout(HAND, 0.0, 2.25, width=9.2, style=ZoneStyle.FAN),
    ),
    shared=(ZoneLayout(VOID, 9.5, 0.0, width=1.3, height=0.6),),  # cores only: a short band on the centre line
    gestures=(Gesture("set_burst", source=HAND, onto=BURST),),  # 6-6-1-2-2: a burst is set in the burst area
    face=(
        FaceNumber("cost", "top_left"),  # 2-6
        FaceNumber("reduction", "top_right"),  # 2-7: the reduction symbols' colours
        FaceNumber("symbols", "bottom_left"),  # 2-8
        FaceNumber("lv1_bp", "bottom_right", ("spirit", "token"), "LV1 {}"),  # 2-10-4 (the table adds the level now)
    ),
)

_REFS: dict[str, tuple[ZoneRef, ZoneRef, ZoneRef]] = {
    spec.name: (ZoneRef(spec.name, SHARED),) * 3
    if not spec.per_player
    else (ZoneRef(spec.name, PlayerId(0)), ZoneRef(spec.name, PlayerId(1)), ZoneRef(spec.name, SHARED))
    for spec in ZONES
}
"""Each area's zone for player 0, player 1 and, last (index -1), no player: made once (looked up at every step)."""


def ref(name: str, player: PlayerId) -> ZoneRef:
    """`player`'s zone `name` (the shared void whoever asks)."""
    found = _REFS.get(name)
    if found is None:
        return ZoneRef(name, SHARED if name == VOID else player)
    return found[player]


def refs(name: str) -> tuple[ZoneRef, ZoneRef, ZoneRef]:
    """An area's zones for player 0, player 1 and no player: `refs(name)[player]` is `ref(name, player)`."""
    return _REFS[name]


def void() -> ZoneRef:
    return ref(VOID, SHARED)


_FIELDS = refs(FIELD)


def field(game: Game, player: PlayerId) -> list[InstanceId]:
    """The cards on `player`'s field (spirits and nexuses)."""
    return game.state.zones[_FIELDS[player]]


def on_field(game: Game, iid: InstanceId | None, player: PlayerId | None = None) -> bool:
    card = None if iid is None else game.state.cards.get(iid)
    if card is None or card.zone.name != FIELD:
        return False
    return player is None or card.zone.owner == player
