"""Weiß Schwarz zones (section 3): their specs, the five stage positions and how they relate, the table layout."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.layout import FaceNumber, Gesture, TableLayout, ZoneLayout, ZoneStyle
from engine.rulesets.weiss_schwarz import kinds as K
from engine.zones import Visibility, ZoneSpec

if TYPE_CHECKING:
    from engine.game import Game

DECK, HAND, WAITING_ROOM, STAGE, MARKER = "deck", "hand", "waiting_room", "stage", "marker"
CLOCK, LEVEL, STOCK, CLIMAX, MEMORY, RESOLUTION = "clock", "level", "stock", "climax", "memory", "resolution"

STAND, REST, REVERSE = "stand", "rest", "reverse"
ORIENTATIONS = (STAND, REST, REVERSE)  # 4.6.1: the first is how a card enters (see NOTES.md, 11)

POSITIONS = (1, 2, 3, 4, 5)
CENTER = (1, 2, 3)  # 3.6.3: ① ② ③, left to right
BACK = (4, 5)  # 3.6.3: ④ ⑤, left to right
MIDDLE = 2
FACING = {1: 3, 2: 2, 3: 1}  # 3.6.5: my ① faces the opponent's ③...
BEHIND = {1: (4,), 2: (4, 5), 3: (5,)}  # 3.6.4: the back positions behind each center one
IN_FRONT = {4: (1, 2), 5: (2, 3)}  # 3.6.4: the center positions in front of each back one
POSITION_NAMES = {1: "center left", 2: "center middle", 3: "center right", 4: "back left", 5: "back right"}

ZONES: tuple[ZoneSpec, ...] = (
    ZoneSpec(DECK, "Deck", visibility=Visibility.NOBODY, enters_face_up=False),  # 3.2.2
    ZoneSpec(HAND, "Hand", ordered=False, visibility=Visibility.OWNER),  # 3.3.2
    ZoneSpec(WAITING_ROOM, "Waiting room"),  # 3.4.2
    ZoneSpec(STAGE, "Stage", positions=5),  # 3.5, 3.6: one pile per position (9.6 settles extra cards)
    ZoneSpec(MARKER, "Markers", positions=5, face_down_visibility=Visibility.NOBODY, enters_face_up=False),  # 3.7
    ZoneSpec(CLOCK, "Clock"),  # 3.8.2
    ZoneSpec(LEVEL, "Level", face_down_visibility=Visibility.OWNER),  # 3.9.2
    ZoneSpec(STOCK, "Stock", visibility=Visibility.NOBODY, enters_face_up=False),  # 3.10.2
    ZoneSpec(CLIMAX, "Climax", said="climax area"),  # 3.11
    ZoneSpec(MEMORY, "Memory", face_down_visibility=Visibility.OWNER),  # 3.12.2
    ZoneSpec(RESOLUTION, "Resolution", said="resolution zone"),  # 3.13
)

LAYOUT = TableLayout(
    zones=(
        # Row 0, by the centre line: the stock, the climax area, the center stage (① ② ③), the
        # resolution zone, the deck, the waiting room, memory.
        ZoneLayout(STOCK, 0.0, 0.05),
        ZoneLayout(CLIMAX, 1.2, 0.05),
        ZoneLayout(STAGE, 2.4, 0.05, slot=1, style=ZoneStyle.SLOT),
        ZoneLayout(STAGE, 3.5, 0.05, slot=2, style=ZoneStyle.SLOT),
        ZoneLayout(STAGE, 4.6, 0.05, slot=3, style=ZoneStyle.SLOT),
        ZoneLayout(RESOLUTION, 5.8, 0.05),
        ZoneLayout(DECK, 7.0, 0.05),
        ZoneLayout(WAITING_ROOM, 8.2, 0.05),
        ZoneLayout(MEMORY, 9.4, 0.05),
        # Row 1: the level cards side by side, the back stage (④ behind ① and ②, ⑤ behind ② and ③), the five
        # marker areas (small piles, in position order), the clock.
        ZoneLayout(LEVEL, 0.0, 1.15, width=2.2, style=ZoneStyle.ROW),
        ZoneLayout(STAGE, 2.95, 1.15, slot=4, style=ZoneStyle.SLOT),
        ZoneLayout(STAGE, 4.05, 1.15, slot=5, style=ZoneStyle.SLOT),
        *(ZoneLayout(MARKER, 5.2 + 0.36 * (slot - 1), 1.15, width=0.32, height=0.5, slot=slot) for slot in POSITIONS),
        ZoneLayout(CLOCK, 7.0, 1.15, width=3.4, style=ZoneStyle.ROW),
        # Row 2: the hand alone (the opponent's is drawn short: the table is as wide as the screen, and bound by
        # its height, so the rows in play get the room).
        ZoneLayout(HAND, 0.0, 2.25, width=10.4, style=ZoneStyle.FAN),
    ),
    gestures=(
        Gesture(K.PLAY, source=HAND, onto=STAGE, slot=True),  # 6.5.1.2.1: onto the position it is played to
        Gesture(K.MOVE, source=STAGE, onto=STAGE, slot=True),  # 6.5.1.2.4: onto the position it moves to
        Gesture(K.CLOCK_CARD, source=HAND, onto=CLOCK),  # 6.4.1.2
        Gesture(K.PLAY_CLIMAX, source=HAND, onto=CLIMAX),  # 6.6.1.2.1
        Gesture(K.ACTIVATE, source=STOCK, any_card=True, onto="card"),  # 8.6.2: stock paid for an ability
        # 7.2.1.4: an attacker dropped onto the character facing it makes a frontal attack (a loose drop offers
        # every type; a side or direct attack is dropped anywhere).
        Gesture(K.ATTACK, source=STAGE, onto=STAGE, option="frontal", facing=tuple(FACING.items())),
    ),
    face=(
        FaceNumber("level", "top_left", ("character", "event")),  # 2.6
        FaceNumber("cost", "top_left_below", ("character", "event")),  # 2.7
        FaceNumber("triggers", "top_right"),  # 2.11: trigger icons
        FaceNumber("soul", "bottom_left", ("character",), "Soul {}"),  # 2.10
        FaceNumber("power", "bottom_right", ("character",)),  # 2.9
    ),
)


SEATS = (PlayerId(0), PlayerId(1))
STAGE_REFS = tuple(ZoneRef(STAGE, p, slot) for p in SEATS for slot in POSITIONS)
MARKER_REFS = tuple(ZoneRef(MARKER, p, slot) for p in SEATS for slot in POSITIONS)
DECK_REFS = tuple(ZoneRef(DECK, p) for p in SEATS)
CLOCK_REFS = tuple(ZoneRef(CLOCK, p) for p in SEATS)
# Each seat's zone refs made once (indexed by seat, and by position: slot 0 unused); rules look them up at every step.
HAND_REFS = tuple(ZoneRef(HAND, p) for p in SEATS)
LEVEL_REFS = tuple(ZoneRef(LEVEL, p) for p in SEATS)
STOCK_REFS = tuple(ZoneRef(STOCK, p) for p in SEATS)
WAITING_ROOM_REFS = tuple(ZoneRef(WAITING_ROOM, p) for p in SEATS)
CLIMAX_REFS = tuple(ZoneRef(CLIMAX, p) for p in SEATS)
_STAGE = tuple(tuple(ZoneRef(STAGE, p, slot) for slot in (0, *POSITIONS)) for p in SEATS)
_MARKER = tuple(tuple(ZoneRef(MARKER, p, slot) for slot in (0, *POSITIONS)) for p in SEATS)


def ref(name: str, player: PlayerId, slot: int = 0) -> ZoneRef:
    return ZoneRef(name, player, slot)


def stage_ref(player: PlayerId, slot: int) -> ZoneRef:
    return _STAGE[player][slot] if player in SEATS and slot in POSITIONS else ZoneRef(STAGE, player, slot)


def marker_ref(player: PlayerId, slot: int) -> ZoneRef:
    return _MARKER[player][slot] if player in SEATS and slot in POSITIONS else ZoneRef(MARKER, player, slot)


def character_at(game: Game, player: PlayerId, slot: int) -> InstanceId | None:
    """The character on a position: the last one placed there (9.6.1), or None."""
    cards = game.state.zones[stage_ref(player, slot)]
    return cards[-1] if cards else None


def characters(game: Game, player: PlayerId, slots: tuple[int, ...] = POSITIONS) -> list[InstanceId]:
    """Every character on the given positions of a player's stage, position order."""
    zones = game.state.zones
    refs = _STAGE[player]
    return [iid for slot in slots for iid in zones[refs[slot]]]


def is_on_stage(game: Game, iid: InstanceId) -> bool:
    card = game.state.cards.get(iid)
    return card is not None and card.zone.name == STAGE


def facing(game: Game, iid: InstanceId) -> InstanceId | None:
    """The opponent's character facing a center-stage character (3.6.5), if any."""
    card = game.state.cards[iid]
    if card.zone.name != STAGE or card.zone.slot not in FACING:
        return None
    return character_at(game, PlayerId(1 - card.controller), FACING[card.zone.slot])


def level_of_player(game: Game, player: PlayerId) -> int:
    """A player's level: the number of cards in their level zone (8.6.2.1.2)."""
    return len(game.state.zones[LEVEL_REFS[player]])


def position_label(slot: int) -> str:
    return f"position {slot} ({POSITION_NAMES[slot]})"
